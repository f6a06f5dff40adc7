# The language itself: how tenscore names the languages it speaks.
lang-name = English
lang-unknown = unknown language '{ $code }'
lang-spoken = tenscore speaks en, nl, de
