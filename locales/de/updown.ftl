updown-suit = { $suit ->
        [clubs] Kreuz
        [diamonds] Karo
        [hearts] Herz
       *[spades] Pik
    }
updown-suit-card = { $suit ->
        [clubs] Kreuzkarte
        [diamonds] Karokarte
        [hearts] Herzkarte
       *[spades] Pikkarte
    }
updown-or = { $init } oder { $last }
updown-or-none = nichts
updown-and = { $init } und { $last }
updown-ordinal = { $place }.
updown-under = { $by } zu wenig
updown-over = { $by } zu viel
updown-even = geht genau auf

updown-all-played = { $last ->
        [one] die einzige Runde der Partie ist gespielt
        [2] beide Runden der Partie sind gespielt
       *[other] alle { $last } Runden der Partie sind gespielt
    }
updown-all-played-legal = mit `tenscore new updown` eine neue Partie beginnen
updown-peak-zero = eine Spitze von 0 teilt keine Karten aus
updown-peak-legal = --peak 1 bis { $deepest } wählen
updown-peak-too-high = eine Spitze von { $peak } lässt sich nicht an { $players } Spieler austeilen: die 52 Karten reichen für höchstens { $deepest } pro Spieler, denn eine Karte wird als Trumpf aufgedeckt
updown-next-over = Die Partie ist vorbei: es folgen keine Runden mehr.
updown-next-empty = Runde { $seq }: niemand sitzt am Tisch.
updown-next-open = Runde { $seq } von { $of }: je { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }. { $first } bietet zuerst und spielt aus.
updown-next-hook = Mit Hakenregel bietet { $last } zuletzt und darf die Gebote nicht auf { $cards } bringen.
updown-next-bid = Runde { $seq } von { $of }: je { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }.
updown-next-bid-trump = Runde { $seq } von { $of }: je { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }, { $trump } ist Trumpf.
updown-bids-said = Gebote: { $bids } (zusammen { $sum } für { $cards ->
        [one] { $cards } Stich
       *[other] { $cards } Stiche
    }: { $balance }).
updown-bids-hook-barred = Mit Hakenregel durfte { $last } nicht { $barred } bieten.
updown-bids-hook-free = Mit Hakenregel durfte { $last } alles bieten.
updown-next-lead = { $first } spielt aus; danach die Stiche eintragen.
updown-figure-bids-hit = Gebote erfüllt
updown-detail-bid = Gebot { $bid }
# Der Teil eines Platzes an einer Runde, in einer Zeile einer Tabellenkalkulation (export
# --format csv): nicht 1/1, das eine Tabellenkalkulation für ein Datum hält.
updown-entry = Gebot { $bid }, { $tricks } gemacht
updown-detail-cards = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
updown-legend-points = Je Spieler: Gebot/Stiche, dann die Punkte der Runde → laufende Summe.
updown-legend = Je Spieler: Gebot/Stiche, dann die laufende Summe.
updown-options-single = je 1 Karte, { $rounds }
updown-options-range = 1 bis { $peak } Karten und zurück, { $rounds }
updown-options-hook = mit Hakenregel
updown-options-no-hook = ohne Hakenregel
updown-options-no-trump = ohne Trumpfabfrage
updown-column-bids = Gebote
updown-column-exact = Genau
updown-column-exact-rate = Genau %
updown-column-exact-rate-by-cards = Genau % nach Kartenzahl
# Short titles for a narrow table (a key below explains them).
updown-column-bids-short = Geb.
updown-column-exact-short = Genau
updown-column-exact-rate-short = Ge%
updown-column-exact-rate-by-cards-short = Ge% je Karten

updown-deal-impossible = { $seats } Spieler können nicht je { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } bekommen
updown-deal-impossible-legal = eine Runde gibt jedem 1 bis { $deepest } Karten (52 Karten, eine bleibt für den Trumpf)
updown-all-bid = { $seats ->
        [2] beide Spieler haben
       *[other] alle { $seats } Spieler haben
    } schon geboten ({ $given } Gebote angegeben)
updown-all-bid-legal = die bisherigen Gebote angeben, höchstens { $most }
updown-bid-above = ein Gebot von { $bid } liegt über { $cards ->
        [one] der { $cards } Karte
       *[other] den { $cards } Karten
    } der Runde
updown-bid-above-named = das Gebot von { $name } ({ $bid }) liegt über { $cards ->
        [one] der { $cards } Karte
       *[other] den { $cards } Karten
    } der Runde
updown-bid-above-legal = ein Gebot ist 0 bis { $cards }
updown-hook-refused = mit Hakenregel darf { $name } (bietet zuletzt) nicht { $bid } bieten: dann ergäben die Gebote zusammen genau { $cards ->
        [one] die { $cards } Karte
       *[other] die { $cards } Karten
    } von Runde { $seq }
updown-hook-legal = { $name } darf { $allowed } bieten
updown-tricks-no-bids = Runde { $seq } hat noch keine Gebote (erst die Gebote, dann die Stiche)
updown-tricks-no-bids-legal = die Runde mit `tenscore bid NAME=N ...` eröffnen, dann die Stiche eintragen
updown-tricks-too-many = { $name } hat { $taken ->
        [one] { $taken } Stich
       *[other] { $taken } Stiche
    } gemacht, aber Runde { $seq } hat nur { $cards ->
        [one] { $cards } Stich
       *[other] { $cards } Stiche
    }
updown-tricks-per-player = jeder macht 0 bis { $cards } Stiche, zusammen { $cards }
updown-tricks-sum = die Stiche ergeben zusammen { $sum }, aber Runde { $seq } teilt { $cards ->
        [one] { $cards } Karte aus, also wird { $cards } Stich gespielt
       *[other] { $cards } Karten aus, also werden { $cards } Stiche gespielt
    }
updown-tricks-sum-legal = Stiche angeben, die zusammen genau { $cards } ergeben
updown-score-no-bids = Runde { $seq } hat keine Gebote
updown-score-no-bids-legal = erst die Gebote, dann die Stiche
updown-score-uneven = Runde { $seq } hat nicht für jeden Spieler ein Gebot und eine Stichzahl
updown-score-uneven-legal = die Runde neu eintragen
updown-score-cards = Runde { $seq } wurde für { $opened ->
        [one] { $opened } Karte
       *[other] { $opened } Karten
    } eröffnet, teilt aber { $cards } aus
updown-score-cards-legal = die Runde mit `tenscore bid` neu eröffnen
updown-explain-exact = Ein genaues Gebot bringt die Stiche + 10: { $hits }.
updown-explain-hit = { $name } bot { $bid } und machte { $tricks } (+{ $points })
updown-explain-nobody = Niemand hat genau sein Gebot erfüllt, also bekommt niemand Punkte.
updown-explain-missed = Ein verfehltes Gebot bringt 0: { $misses }.
updown-explain-miss = { $name } bot { $bid }, machte { $tricks } ({ $by })
updown-note-hit = Gebot { $bid } erfüllt
updown-note-missed = Gebot { $bid }, { $tricks } gemacht

updown-trick-twice = { $card } liegt zweimal in diesem Stich (Karte { $first } und { $again }), aber ein Kartenspiel hat jede Karte nur einmal
updown-trick-twice-legal = jede Karte einmal, in der gespielten Reihenfolge, die ausgespielte Karte zuerst
updown-trick-count = der Stich hat { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }, aber { $players } Spieler legen zu jedem Stich je eine Karte
# $example: a trick of as many cards as players, "KC AS 5C".
updown-trick-count-legal = gib den Stich als seine { $players } Karten in der gespielten Reihenfolge an, die ausgespielte Karte zuerst: { $example }
updown-trick-too-many = { $count } Karten in einem Stich, aber { $game } spielen 3 bis { $most } Spieler
updown-trick-too-many-legal = eine Karte pro Spieler, höchstens { $most }, in der gespielten Reihenfolge, die ausgespielte Karte zuerst
updown-trick-too-few = ein Stich braucht mindestens { $fewest } Karten, aber { $count ->
        [0] es wurde keine angegeben
        [1] es wurde nur 1 angegeben
       *[other] es wurden nur { $count } angegeben
    }
updown-trick-too-few-legal = die Karten in der gespielten Reihenfolge, die ausgespielte Karte zuerst: KC AS 5C 2H
updown-wins = { $card } gewinnt: { $because }
updown-trump-led = { $trump }, zugleich die ausgespielte Farbe
updown-only-trump = es ist der einzige Trumpf ({ $label }) im Stich
updown-highest-trump = es ist der höchste Trumpf ({ $label }), höher als { $others }
updown-trump-beats = { $reason }, und Trumpf sticht jede Karte einer anderen Farbe
updown-trump-beats-even = { $reason }, sogar { $higher }
updown-led-alone = es wurde kein Trumpf ({ $trump }) gespielt und sonst hat niemand eine { $led_card } (die ausgespielte Farbe) gelegt, also macht die ausgespielte Karte den Stich
updown-led-highest = es wurde kein Trumpf ({ $trump }) gespielt, also macht die höchste { $led_card } (die ausgespielte Farbe) den Stich, und { $card } ist höher als { $followers }
updown-stray = { $reason }; { $stray } ist weder eine { $led_card } noch Trumpf und kann deshalb nicht gewinnen
updown-strays = { $reason }; { $strays } sind weder { $led } noch Trumpf und können deshalb nicht gewinnen
updown-no-trump-led-alone = in dieser Runde gibt es keinen Trumpf und sonst hat niemand eine { $led_card } (die ausgespielte Farbe) gelegt, also macht die ausgespielte Karte den Stich
updown-no-trump-led-highest = in dieser Runde gibt es keinen Trumpf, also macht die höchste { $led_card } (die ausgespielte Farbe) den Stich, und { $card } ist höher als { $followers }
# Dasselbe, wenn kein --trump angegeben wurde: gesagt, damit ein Tisch, der es vergessen hat, es sieht.
updown-untold-led-alone = es wurde kein Trumpf angegeben (--trump), also gilt dies als Runde ohne Trumpf, und sonst hat niemand eine { $led_card } (die ausgespielte Farbe) gelegt, also macht die ausgespielte Karte den Stich
updown-untold-led-highest = es wurde kein Trumpf angegeben (--trump), also gilt dies als Runde ohne Trumpf: die höchste { $led_card } (die ausgespielte Farbe) macht den Stich, und { $card } ist höher als { $followers }
updown-no-trump-stray = { $reason }; { $stray } ist keine { $led_card } und kann deshalb nicht gewinnen
updown-no-trump-strays = { $reason }; { $strays } sind keine { $led } und können deshalb nicht gewinnen
updown-check-trump-notation = { $notation }; oder kein für eine Runde ohne Trumpf
updown-hand-twice = die Hand enthält { $card } zweimal
updown-hand-twice-legal = ein Kartenspiel hat jede Karte nur einmal: jede Karte der Hand einmal nennen
updown-hand-too-big = eine Hand mit { $count } Karten ist größer, als an irgendeinem Tisch ausgeteilt wird
updown-hand-too-big-legal = bei drei Spielern, der kleinsten Runde, bekommt jeder höchstens { $biggest } Karten (52 Karten, eine bleibt für den Trumpf)
updown-hand-empty = die Hand ist leer
updown-hand-holds = die Hand enthält { $count ->
       *[other] { $cards }
    }
updown-not-in-hand = { $card } ist nicht in der Hand: { $held }
updown-not-in-hand-legal = die gespielte Karte auch bei der Hand angeben
updown-follow-led = { $card } darf gespielt werden: sie bedient die ausgespielte Farbe ({ $led }).
updown-follow-void = { $card } darf gespielt werden: die Hand hat kein { $led } (die ausgespielte Farbe), also ist jede Karte erlaubt — es gibt keinen Trumpfzwang.
updown-follow-must-card = also muss { $only } gespielt werden
updown-follow-must-suit = also muss eine { $led_card } gespielt werden
updown-follow-refused = { $card } darf nicht gespielt werden: eine { $led_card } wurde ausgespielt und die Hand enthält { $count ->
       *[other] { $held }
    }, { $must } (Farbe bedienen, wenn man kann).

updown-check-leader-unknown = der Ausspieler '{ $leader }' ist keiner der Spieler
updown-check-leader-legal = einen von { $players } nennen
updown-check-named = { $name } macht den Stich mit { $card }: { $because }
updown-check-placed = Die { $place } Karte, { $card }, macht den Stich: { $because }
updown-check-one-card = die eine gespielte Karte angeben
updown-check-one-card-legal = z. B. tenscore check updown follow --led Kreuz --hand 5C,KC,2H 2H
updown-check-legal = Erlaubt: { $reason }
updown-check-not-legal = Nicht erlaubt: { $reason }
updown-check-bids-hook = mit Hakenregel darf der letzte Bieter nicht { $barred } bieten, sonst ergäben die Gebote zusammen genau { $cards ->
        [one] die { $cards } Karte
       *[other] die { $cards } Karten
    }
updown-check-bids-any = ein Gebot darf alles von 0 bis { $cards ->
        [one] zur { $cards } Karte
       *[other] zu den { $cards } Karten
    } der Runde sein
updown-check-bids = Der { $place } Bieter darf { $allowed } bieten: { $reason }.

updown-ask-peak = Höchste Kartenzahl einer Runde (die Spitze, 1 bis { $deepest })
updown-ask-peak-refused = die Spitze ist eine Zahl von 1 bis { $deepest } (52 Karten, davon eine für den Trumpf, bei { $players } Spielern)
updown-ask-hook = Mit Hakenregel spielen (der letzte Bieter darf die Gebote nicht auf die Kartenzahl bringen)?
updown-ask-trump-kept = Bei den Geboten jeder Runde nach der Trumpffarbe fragen?
updown-ask-bids-start = Gebote für Runde { $seq }, ab { $first } reihum; { $back } eingeben, um eine Antwort zurückzugehen.
updown-ask-trump = Trumpffarbe (Kreuz, Karo, Herz, Pik, C, D, H, S oder kein; Enter zum Überspringen)
updown-trump-skipped = nicht notiert
updown-ask-range = 0–{ $cards }
updown-ask-range-barred = 0–{ $cards }, nicht { $barred }
updown-ask-range-only = muss { $only } sein
updown-ask-bid = Gebot von { $name } ({ $range })
updown-ask-bid-refused = ein Gebot ist eine ganze Zahl von 0 bis { $cards }
updown-ask-hook-refused = mit Hakenregel darf { $name } (bietet zuletzt) nicht { $bid } bieten: sonst ergäben die Gebote zusammen genau { $cards ->
        [one] die { $cards } Karte
       *[other] die { $cards } Karten
    }
updown-ask-tricks-start = Stiche in Runde { $seq }, zusammen { $cards }, ab dem Ausspieler reihum; { $back } eingeben, um eine Antwort zurückzugehen.
updown-ask-tricks = Stiche von { $name } (Gebot { $bid })
updown-ask-tricks-last = die Stiche müssen zusammen { $cards } ergeben, also hat { $name } { $left ->
        [one] den { $left } übrigen Stich
       *[other] die { $left } übrigen Stiche
    } gemacht, nicht { $n }
updown-ask-tricks-over = Runde { $seq } hat { $cards ->
        [one] { $cards } Stich
       *[other] { $cards } Stiche
    }; { $taken ->
        [0] { $name } kann höchstens { $remaining } machen
       *[other] { $taken } sind schon vergeben, also kann { $name } höchstens { $remaining } machen
    }
updown-ask-tricks-refused = Stiche sind eine ganze Zahl von 0 bis { $remaining }

## Das ganze Spiel (`check updown hand`).
updown-whole-trick-size = Stich { $trick } hat { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }, aber { $players } Spieler legen zu jedem Stich je eine Karte
# $example: a trick of as many cards as players, "KC,AS,5C".
updown-whole-trick-size-legal = gib jeden Stich als seine { $players } Karten in der gespielten Reihenfolge an, durch Kommas getrennt, die ausgespielte Karte zuerst: { $example }
updown-whole-twice = { $card } wird in Stich { $first } gespielt und noch einmal in Stich { $again }, aber ein Kartenspiel hat jede Karte nur einmal
updown-whole-twice-in-trick = { $card } wird in Stich { $trick } zweimal gespielt, aber ein Kartenspiel hat jede Karte nur einmal
updown-whole-twice-legal = prüfe die angegebenen Karten: Jede Karte wird in einem Spiel einmal gespielt
updown-whole-trump-card-played = { $card } ist die aufgedeckte Trumpfkarte und liegt trotzdem in Stich { $trick }
updown-whole-trump-card-played-legal = die aufgedeckte Trumpfkarte ist in niemandes Hand: prüfe --trump-card und diesen Stich
updown-whole-too-long = Stich { $trick } ist einer zu viel: In Runde { $round } bekommt jeder Spieler { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }
updown-whole-too-short = das Spiel hat { $count ->
        [one] { $count } Stich
       *[other] { $count } Stiche
    }, aber in Runde { $round } bekommt jeder Spieler { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }
updown-whole-length-legal = gib { $cards ->
        [one] { $cards } Stich
       *[other] { $cards } Stiche
    } an, einen für jede Karte auf der Hand
updown-whole-revoke = { $name } hat in Stich { $trick } die Farbe verleugnet: { $led } war ausgespielt und { $name } spielte { $played }, spielte aber { $proof } in Stich { $later }, hatte also eine { $led_card } auf der Hand
updown-whole-revoke-rule = bedienen, wenn man kann (die Spielanleitung nennt keine Strafe für eine Renonce, und tenscore auch nicht: Das entscheidet der Tisch)
updown-whole-trick = Stich { $trick } ({ $cards }): { $name } macht ihn mit { $card }: { $because }
updown-whole-taken = Gemachte Stiche: { $taken }.
updown-whole-scores = Punkte (ein genaues Gebot bringt die Stiche + 10, jedes andere 0): { $scores }.
updown-whole-recorded-open = Runde { $round } der Partie { $id } ist offen: Die Gebote sind erfasst, die Stiche noch nicht, es gibt also nichts zu vergleichen.
updown-whole-recorded-agrees = Runde { $round } der Partie { $id } hat dieselben Stiche erfasst.
updown-whole-recorded-differs = Runde { $round } der Partie { $id } hat andere Stiche erfasst: { $recorded }.
updown-whole-legal = Regelgerecht: { $tricks ->
        [one] Der Stich folgt
        [2] Beide Stiche folgen
       *[other] Alle { $tricks } Stiche folgen
    } den Regeln, und keine später gespielte Karte zeigt eine Renonce.
updown-whole-trump-disagree = --trump { $trump } und --trump-card { $card } nennen verschiedene Trumpffarben
updown-whole-trump-disagree-legal = gib eins von beiden an, oder lass beide dieselbe Farbe nennen
updown-whole-bids-legal = gib mit --bids NAME=N,... ein Gebot für jeden Spieler an: { $players }
updown-whole-bids-not-a-bid = '{ $entry }' ist kein Gebot: ein Gebot ist eine ganze Zahl von Stichen, 0 oder mehr
updown-whole-bids-unknown = --bids nennt '{ $name }', aber der spielt nicht mit
updown-whole-bids-twice = --bids gibt { $name } zwei Gebote
updown-whole-bids-missing = --bids hat kein Gebot für { $name }
updown-whole-recorded-unreadable = Runde { $round } der Partie { $id } lässt sich nicht als Gebote und Stiche von 10 op en neer lesen: { $reason }
updown-whole-recorded-unreadable-legal = prüfe die Partie mit `tenscore check history`
updown-whole-match-players = die Spieler des Spiels ({ $players }) sind nicht die Spieler der Partie { $id } ({ $seated })
updown-whole-match-players-legal = nenne mit --players die Spieler der Partie, oder vergleiche mit einer anderen Partie
updown-whole-match-leader = in Runde { $round } der Partie { $id } spielt { $due } aus (das Ausspielen rückt jede Runde einen Platz im Uhrzeigersinn weiter), nicht { $leader }
updown-whole-match-leader-legal = lass --leader weg, um den Ausspieler dieser Runde zu nehmen
updown-whole-match-trump = in Runde { $round } der Partie { $id } ist { $recorded } Trumpf (mit den Geboten erfasst), nicht { $typed }
updown-whole-match-trump-none = in Runde { $round } der Partie { $id } ist { $recorded } Trumpf (mit den Geboten erfasst), es ist also keine Runde ohne Trumpf
updown-whole-match-trump-legal = lass --trump und --trump-card weg, um den erfassten Trumpf zu nehmen

## "Das Spiel prüfen?" in `play` (eine Partie mit `--referee`).
updown-options-referee = Spiele in play geprüft
updown-ask-referee = Das Spiel prüfen? (die Karten jedes Stichs eingeben)
updown-ask-referee-trump = Trumpffarbe dieses Spiels (Kreuz, Karo, Herz, Pik oder C, D, H, S; Enter für keine)
# Bei dieser Frage angeboten: Enter nimmt es (ein Wort, das diese Frage als ohne Trumpf liest).
updown-referee-no-trump = kein Trumpf
updown-ask-trick = Stich { $trick }, ausgespielt von { $name }: seine Karten in der gespielten Reihenfolge, z. B. { $example } (oder in Worten: Kreuzkönig,Pikass,...)
updown-referee-taken = { $name } macht ihn mit { $card }: { $because }
updown-referee-trick-size = gib { $players } Karten an, eine je Spieler, nicht { $count }
updown-referee-played = { $card } ist in diesem Spiel schon gespielt
updown-referee-refused = Das Spiel lässt sich nicht prüfen: { $problem }; { $legal }. Gib es noch einmal ein.
updown-referee-revoke = Renonce: { $problem }; { $legal }.
updown-ask-record-as-played = Die Stiche erfassen wie gespielt? (nein: das Spiel noch einmal eingeben)

updown-cards-too-large = --cards { $value } sind mehr Karten, als ein Kartenspiel austeilen kann
updown-cards-too-large-hint = eine Runde gibt jedem 1 bis 51 / Spieler Karten, abgerundet (17 bei drei Spielern, 12 bei vier)
updown-seats-too-large = --seats { $value } sind mehr Spieler, als an einen Tisch passen
updown-bid-too-large = ein Gebot von { $value } sind mehr Stiche, als eine Runde je hat
updown-bid-too-large-hint = ein Gebot ist 0 bis zur Kartenzahl der Runde (--cards)
updown-peak-too-large = --peak { $value } sind mehr Karten, als ein Kartenspiel austeilen kann
updown-peak-too-large-hint = --peak 1 bis 51 / Spieler wählen, abgerundet (17 bei drei Spielern, 12 bei vier)

## Eine Runde ohne Trumpf, mit den Geboten angegeben (`bid --trump kein`, oder `play`).
updown-no-trumps-typed = kein
updown-next-bid-no-trumps = Runde { $seq } von { $of }: je { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }, ohne Trumpf.
updown-detail-cards-no-trumps = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }, ohne Trumpf
updown-detail-no-trumps-short = SA
updown-opening-suit-and-no-trumps = die Gebote nennen { $trump } als Trumpf und sagen zugleich, dass die Runde ohne Trumpf ist
updown-whole-match-no-trumps = Runde { $round } der Partie { $id } ist ohne Trumpf (mit den Geboten erfasst), also ist { $typed } kein Trumpf
