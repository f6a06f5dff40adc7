lang-name = Nederlands
lang-unknown = onbekende taal '{ $code }'
lang-spoken = tenscore spreekt en, nl, de
lang-unknown-env = onbekende taal '{ $code }' in TENSCORE_LANG
lang-spoken-env = tenscore spreekt en, nl, de: zet TENSCORE_LANG op een daarvan, of haal de variabele weg (unset TENSCORE_LANG)
