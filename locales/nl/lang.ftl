lang-name = Nederlands
lang-unknown = onbekende taal '{ $code }'
lang-spoken = tenscore spreekt en, nl, de
