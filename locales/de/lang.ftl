lang-name = Deutsch
lang-unknown = unbekannte Sprache '{ $code }'
lang-spoken = tenscore spricht en, nl, de
lang-unknown-env = unbekannte Sprache '{ $code }' in TENSCORE_LANG
lang-spoken-env = tenscore spricht en, nl, de: setze TENSCORE_LANG auf eine davon, oder entferne die Variable (unset TENSCORE_LANG)
