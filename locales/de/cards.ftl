cards-not-under10 = '{ $text }' ist keine Karte von Unter der 10
cards-under10-notation = eine Karte ist ihr Wert 0–13, gefolgt von einem Farbbuchstaben (8r, 12b), oder joker / *
cards-not-suit = '{ $text }' ist keine Farbe
cards-suit-notation = eine Farbe ist C, D, H oder S (♣ ♦ ♥ ♠), oder Kreuz/Karo/Herz/Pik, klaveren/ruiten/harten/schoppen, clubs/diamonds/hearts/spades
cards-not-card = '{ $text }' ist keine Karte
cards-card-notation = eine Karte ist ein Rang A, 2–10 (oder T), J, Q, K, gefolgt von einer Farbe C, D, H, S (♣ ♦ ♥ ♠): KC, 10H, AS; oder Farbe und Name in einem Wort: Herzkönig, Karoass, Kreuzfünf, Pik10
cards-not-tenstuff = '{ $text }' ist keine Karte von Tenstuff
cards-tenstuff-notation = eine Karte ist ein Rang A, 2–10 (oder T), J, Q, K, gefolgt von einer Farbe C, D, H, S (♣ ♦ ♥ ♠): KC, 10H, AS oder Herzkönig; oder ein Joker: JK (ohne Aufdruck), JKM (mit Aufdruck)
cards-not-pig10 = '{ $text }' ist keine Karte von Pig 10
cards-pig10-notation = eine Karte von Pig 10 ist eine Zahl von 0 bis 10 (0 ist der Frosch, 5 die Schweinemagd)
cards-not-pile-value = '{ $text }' ist kein Stapelwert
cards-pile-value-notation = der Wert nach @ ist eine ganze Zahl, z. B. 5@0
cards-not-krumme10 = '{ $text }' ist keine Karte von Krumme10
cards-krumme10-only-fours = '{ $text }' ist keine Karte von Krumme10: nur eine 4 ist eine pinke oder blaue
cards-krumme10-notation = eine Karte von Krumme10 ist ihr offener Wert 0 bis 5; eine pinke Vier ist 4p oder 4rosa, eine blaue 4, 4b oder 4blau
cards-suit = { $suit ->
    [clubs] Kreuz
    [diamonds] Karo
    [hearts] Herz
   *[spades] Pik
  }
cards-suit-one = { $suit ->
    [clubs] Kreuz
    [diamonds] Karo
    [hearts] Herz
   *[spades] Pik
  }

cards-number-negative = die Zahl kann nicht negativ sein
cards-number-signed = schreib die Zahl ohne Vorzeichen: { $digits }
cards-number-empty = da steht keine Zahl
cards-number-invalid = das ist keine ganze Zahl: nur die Ziffern 0 bis 9
cards-number-too-large = die Zahl ist zu groß
cards-number-outside = { $value } liegt nicht zwischen { $least } und { $most }
cards-number-at-least = { $value } ist kleiner als { $least }: gib { $least } oder mehr an

cards-round-too-large = --round { $value } sind mehr Runden, als eine Partie je hat
