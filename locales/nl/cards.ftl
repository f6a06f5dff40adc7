cards-not-under10 = '{ $text }' is geen kaart van Onder de 10
cards-under10-notation = een kaart is haar waarde 0–13 gevolgd door een kleurletter (8r, 12b), of joker / *
cards-not-suit = '{ $text }' is geen kleur
cards-suit-notation = een kleur is C, D, H of S (♣ ♦ ♥ ♠), of klaveren/ruiten/harten/schoppen, Kreuz/Karo/Herz/Pik, clubs/diamonds/hearts/spades
cards-not-card = '{ $text }' is geen kaart
cards-card-notation = een kaart is een rang A, 2–10 (of T), J, Q, K gevolgd door een kleur C, D, H, S (♣ ♦ ♥ ♠): KC, 10H, AS; of kleur en naam in één woord: hartenheer, ruitenaas, klavervijf, schoppen10
cards-not-tenstuff = '{ $text }' is geen kaart van Tenstuff
cards-tenstuff-notation = een kaart is een rang A, 2–10 (of T), J, Q, K gevolgd door een kleur C, D, H, S (♣ ♦ ♥ ♠): KC, 10H, AS, of hartenheer; of een joker: JK (zonder opdruk), JKM (met opdruk)
cards-not-pig10 = '{ $text }' is geen kaart van Pig 10
cards-pig10-notation = een kaart van Pig 10 is een getal van 0 tot 10 (0 is de kikker, 5 de varkenshoedster)
cards-not-pile-value = '{ $text }' is geen stapelwaarde
cards-pile-value-notation = de waarde na @ is een heel getal, bijv. 5@0
cards-not-krumme10 = '{ $text }' is geen kaart van Krumme10
cards-krumme10-only-fours = '{ $text }' is geen kaart van Krumme10: alleen een 4 is roze of blauw
cards-krumme10-notation = een kaart van Krumme10 is haar open waarde 0 tot 5; een roze vier is 4p of 4roze, een blauwe 4, 4b of 4blauw
cards-suit = { $suit ->
    [clubs] klaveren
    [diamonds] ruiten
    [hearts] harten
   *[spades] schoppen
  }
cards-suit-one = { $suit ->
    [clubs] klaver
    [diamonds] ruit
    [hearts] hart
   *[spades] schop
  }

cards-number-negative = het getal kan niet negatief zijn
cards-number-signed = schrijf het getal zonder teken: { $digits }
cards-number-empty = er staat geen getal
cards-number-invalid = dat is geen heel getal: alleen de cijfers 0 tot 9
cards-number-too-large = het getal is te groot
cards-number-outside = { $value } ligt niet tussen { $least } en { $most }
cards-number-at-least = { $value } is kleiner dan { $least }: geef { $least } of meer

cards-round-too-large = --round { $value } is meer rondes dan een partij ooit heeft
