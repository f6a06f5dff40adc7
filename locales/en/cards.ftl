# Card notation. Card codes (8r, KC, 4p, JKM) and suit letters stay as they are in every language.
cards-not-under10 = '{ $text }' is not an Under the 10 card
cards-under10-notation = a card is its value 0–13 followed by a colour letter (8r, 12b), or joker / *
cards-not-suit = '{ $text }' is not a suit
cards-suit-notation = a suit is C, D, H or S (♣ ♦ ♥ ♠), or clubs/diamonds/hearts/spades, klaveren/ruiten/harten/schoppen
cards-not-card = '{ $text }' is not a card
cards-card-notation = a card is a rank A, 2–10 (or T), J, Q, K followed by a suit C, D, H, S (♣ ♦ ♥ ♠): KC, 10H, AS
cards-not-tenstuff = '{ $text }' is not a Tenstuff card
cards-tenstuff-notation = a card is a rank A, 2–10 (or T), J, Q, K followed by a suit C, D, H, S (♣ ♦ ♥ ♠): KC, 10H, AS; or a joker: JK (unmarked), JKM (marked)
cards-not-pig10 = '{ $text }' is not a Pig 10 card
cards-pig10-notation = a Pig 10 card is a number 0 to 10 (0 is the frog, 5 the pigmaid)
cards-not-pile-value = '{ $text }' is not a pile value
cards-pile-value-notation = the value called after @ is a whole number, e.g. 5@0
cards-not-krumme10 = '{ $text }' is not a Krumme10 card
cards-krumme10-only-fours = '{ $text }' is not a Krumme10 card: only a 4 is pink or blue
cards-krumme10-notation = a Krumme10 card is its face-up value 0 to 5; a pink four is 4p, a blue one 4 or 4b
# A suit's name in a sentence, in the plural and for one card.
cards-suit = { $suit ->
    [clubs] clubs
    [diamonds] diamonds
    [hearts] hearts
   *[spades] spades
  }
cards-suit-one = { $suit ->
    [clubs] club
    [diamonds] diamond
    [hearts] heart
   *[spades] spade
  }

# Numbers as typed.
cards-number-negative = the number cannot be negative
cards-number-signed = write the number without its sign: { $digits }
cards-number-empty = cannot parse integer from empty string
cards-number-invalid = invalid digit found in string
cards-number-too-large = number too large to fit in target type
cards-number-outside = { $value } is outside { $least } to { $most }
cards-number-at-least = { $value } is less than { $least }: give { $least } or more

# A flag's number beyond any the command line holds; $value is the digits as typed.
cards-round-too-large = --round { $value } is more rounds than any match has
