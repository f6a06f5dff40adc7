pig10-cards = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
  }
pig10-box-over = die Karten dieses Durchgangs ergeben zusammen { $total }, aber die Schachtel enthält nur { $limit }
pig10-box-over-legal = noch einmal zählen: zusammen sammeln die Spieler höchstens { $limit } Karten
pig10-counts-missing = der Durchgang hat nicht für jeden Spieler eine Anzahl
pig10-counts-missing-legal = den Durchgang noch einmal eintragen
pig10-collected = In diesem Durchgang gesammelte Karten: { $counts } ({ $collected } insgesamt{ $left ->
    [0] {""}
   *[other] ; Karten, die in der Mitte liegen bleiben, gehören niemandem
  }).
pig10-most = Die meisten Karten in diesem Durchgang: { $names } mit { $most }.
pig10-and = { $first } und { $next }
pig10-next = { $round } { $seq }: Wer am schnellsten bis zehn zählt, beginnt; danach die gesammelten Karten eintragen.
pig10-options = wer über alle Durchgänge die meisten Karten sammelt, gewinnt
pig10-column-deals = Durchgänge
pig10-column-cards-per-deal = Karten pro Durchgang
# Short titles for a narrow table (a key below explains them).
pig10-column-deals-short = Durchg.
pig10-column-cards-per-deal-short = Karten

pig10-way-add = { $card } zu { $pile } addiert
pig10-way-subtract = die Schweinemagd zieht 5 von { $pile } ab
pig10-way-frog = der Frosch setzt den Stapel auf 0
pig10-way-same-card = dieselbe Zahl wie die Karte davor, also darf der Stapel { $card } werden
pig10-way-equals-pile = die Karte entspricht dem Stapelwert, also darf der Stapel { $card } werden
pig10-way-or = { $first }; oder { $next }
pig10-lead-open = der Stapel bleibt offen
pig10-lead-takes = genau 10: der Spieler nimmt den Stapel
pig10-lead-over = über 10: der Spieler, der davor sitzt, nimmt den Stapel
pig10-pile-gone = ein Stapel von { $pile } ist nicht mehr im Spiel: bei 10 oder mehr wurde er schon genommen
pig10-pile-gone-legal = einen Stapelwert von 0 bis 9 angeben (0 für einen leeren Stapel)
pig10-previous-leaves = nach einer { $card } steht der Stapel { $count ->
    [2] auf { $low } oder { $high }
   *[other] irgendwo zwischen { $low } und { $high }
  }, nicht auf { $pile }
pig10-previous-leaves-one = nach einer { $card } steht der Stapel auf { $low }, nicht auf { $pile }
pig10-previous-leaves-hint = gib den Stapelwert danach mit --pile N an, oder lass --previous bei leerer Tischmitte weg
pig10-previous-takes = eine { $card } nimmt immer den Stapel (sie ergibt 10 oder mehr), also folgt ihr in diesem Stapel keine Karte
pig10-previous-takes-hint = lass --previous weg: die nächste Karte beginnt einen neuen Stapel in der leeren Tischmitte
pig10-a-card = eine { $card }
pig10-pile-empty = einem leeren Stapel
pig10-pile-of = einem Stapel von { $pile }
pig10-can-make = { $card } auf { $pile } kann { $values } ergeben
pig10-says-notation = der Wert nach --says ist eine ganze Zahl, z. B. --says 1
pig10-cannot-make = { $card } auf { $pile } kann keine { $called } ergeben
pig10-or = { $first } oder { $last }
pig10-legal-values = { $count ->
    [one] der einzige erlaubte Wert ist { $values }
   *[other] die erlaubten Werte sind { $values }
  }
pig10-no-plays = es wurden keine Züge angegeben
pig10-no-plays-legal = die Züge der Reihe nach als NAME:CARD[@CALLED] angeben, z. B. Ann:4 Bob:3
pig10-after-taken = die { $card } von { $name } kommt, nachdem der Stapel bei Zug { $index } genommen wurde
pig10-after-taken-legal = ein genommener Stapel ist weg: den nächsten Stapel für sich prüfen, ab einer leeren Mitte
pig10-skipped-plays = { $name } hat keine Karten mehr (mit --skip genannt), spielt aber { $card }
pig10-skipped-plays-legal = --skip für einen Spieler weglassen, der noch spielt
pig10-out-of-turn = { $name } ist nicht an der Reihe: nach { $last } ist { $due } dran (im Uhrzeigersinn)
pig10-out-of-turn-legal = die Züge in der Sitzreihenfolge angeben; Spieler ohne Karten mit --skip nennen

pig10-step = { $index }. { $name } spielt { $card }: { $value } ({ $rule })
pig10-step-alternatives = { $index }. { $name } spielt { $card }: { $value } ({ $rule }; hätte auch { $alternatives } machen können)
pig10-verdict-legal = Erlaubt: { $reason }:
pig10-verdict-illegal = Nicht erlaubt: { $reason }:
pig10-pile-open = der Stapel steht bei { $pile } und ist noch offen ({ $cards })
pig10-pile-taken = genau 10: { $taker } nimmt die { $cards }
pig10-pile-over = über 10: { $taker }, auf dem Platz vor { $last }, nimmt die { $cards }
pig10-not-a-player = '{ $name }' gehört nicht zu den Spielern
pig10-not-a-player-hint = einen der Spieler nennen: { $players }
pig10-skip-needs-players = --skip geht nur zusammen mit --players
pig10-skip-needs-players-hint = wo ein Spieler ohne Karten sitzt, entscheidet, wer einen Stapel über 10 bekommt; gib die Sitzordnung mit --players A,B,... an
pig10-lone-player-turns = alle Züge sind von { $name }, und ob { $name } noch eine Karte legen darf, hängt von der Sitzordnung ab (nur wenn die anderen keine Karten mehr haben)
pig10-lone-player-turns-hint = gib die Sitzordnung mit --players A,B,... an und wer keine Karten mehr hat mit --skip NAME,...
pig10-not-a-play = '{ $text }' ist kein Zug
pig10-not-a-play-hint = jeden Zug als NAME:CARD oder NAME:CARD@CALLED schreiben, z. B. Ann:5@0

pig10-deal-at = Stapel { $pile }, Zug { $play }: { $problem }
pig10-deal-size = ein Durchgang mit { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
  } lässt sich nicht mit { $players } Spielern spielen
pig10-deal-size-hint = jeder bekommt 3 Karten und die Schachtel enthält 80: bei { $players } Spielern --cards von { $least } bis { $most } angeben
pig10-deal-too-long = { $plays } Züge angegeben, aber ein Durchgang hat höchstens { $limit } Karten (die Schachtel)
pig10-deal-too-long-hint = die Züge eines einzigen Durchgangs angeben
pig10-deal-no-cards-left = { $name } hat schon alle Karten dieses Durchgangs gespielt, spielt aber noch { $card }
pig10-deal-no-cards-left-hint = --cards { $cards } gibt { $name } { $share ->
    [one] 1 Karte
   *[other] { $share } Karten
  }: Sind die { $plays } angegebenen Züge der ganze Durchgang, dann --cards { $plays } angeben; sonst berichtigen, wer diese Karte gespielt hat
pig10-deal-out-of-turn-legal = die Züge in Sitzreihenfolge angeben: nach einem genommenen Stapel ist der Spieler nach dem dran, der die letzte Karte gelegt hat
pig10-deal-unfinished = der Durchgang ist noch nicht vorbei: { $held }
pig10-deal-holds = { $name } hat noch { $left }
pig10-deal-unfinished-legal = es wird weitergespielt, bis niemand mehr Karten hat: alle Züge des Durchgangs angeben
pig10-deal-play-at = Zug { $play } ('{ $text }'): { $problem }
pig10-deal-pile = Stapel { $pile } ({ $plays }): { $outcome }.
pig10-deal-pile-left = Stapel { $pile } ({ $plays }): { $outcome }; am Ende des Durchgangs gehören diese Karten niemandem.
pig10-deal-collected = { $piles ->
    [one] 1 Stapel
   *[other] { $piles } Stapel
  }; gesammelte Karten: { $counts } ({ $collected } insgesamt)
pig10-deal-collected-left = { $piles ->
    [one] 1 Stapel
   *[other] { $piles } Stapel
  }; gesammelte Karten: { $counts } ({ $collected } insgesamt; in der Mitte übrig, niemandem gehörend: { $left })

pig10-pile-too-large = --pile { $value } ist mehr, als ein Stapel fassen kann
pig10-says-too-large = --says { $value } ist mehr, als ein Stapel erreichen kann
pig10-says-too-large-hint = --says weglassen, um jeden Wert zu sehen, den die Karte dem Stapel geben kann
pig10-cards-too-large = --cards { $value } sind mehr Karten, als die Schachtel enthält
pig10-cards-too-large-hint = die Schachtel enthält { $most } Karten: --cards von 3 pro Spieler bis { $most } angeben

pig10-play-card-called = '{ $text }' ist eine Karte mit dem angesagten Wert dahinter, und `check pig10 play` nimmt diesen Wert von --says
pig10-play-card-called-hint = gib die Karte allein an und den angesagten Wert mit --says: { $card } --says { $called }
pig10-play-previous-called = '{ $text }' nach --previous hat einen angesagten Wert, den die Karte davor nicht braucht
pig10-play-previous-called-hint = gib nur die Karte an: --previous { $card }
