lang-name = Deutsch
lang-unknown = unbekannte Sprache '{ $code }'
lang-spoken = tenscore spricht en, nl, de
