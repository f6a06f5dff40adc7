# The language itself: how tenscore names the languages it speaks.
lang-name = English
lang-unknown = unknown language '{ $code }'
lang-spoken = tenscore speaks en, nl, de
lang-unknown-env = unknown language '{ $code }' in TENSCORE_LANG
lang-spoken-env = tenscore speaks en, nl, de: set TENSCORE_LANG to one of them, or unset it
