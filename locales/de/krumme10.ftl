krumme10-teams-players = Teams brauchen 4 bis 6 Spieler, nicht { $players }
krumme10-teams-players-new = lass --teams weg oder setze 4 bis 6 Spieler an den Tisch
krumme10-team-points = Team { $team } { $points }
krumme10-teams-this-game = Teams in diesem Durchgang: { $listed } Punkte; ein Team bekommt die Punkte seiner Mitglieder geteilt durch ihre Anzahl: { $scores }.
krumme10-teams-now = Teamstand jetzt: { $now }.
krumme10-too-many-points = die Punkte des Durchgangs ergeben zusammen { $total }, aber 54 Karten mit höchstens 5 ergeben höchstens { $most }
krumme10-too-many-points-count = zähl noch einmal: zusammen höchstens { $most } Punkte
krumme10-points-missing = der Durchgang hat nicht für jeden Spieler Punkte
krumme10-points-missing-again = trag den Durchgang noch einmal ein
krumme10-seat-points = { $name } { $points }
krumme10-victory-points = Siegpunkte in diesem Durchgang: { $listed }.
krumme10-next-game = Durchgang { $game }: Wer zuletzt einen ungeraden Geburtstag hatte, beginnt; Siegpunkte eintragen.
krumme10-option-teams = Teams: ein Team bekommt den Durchschnitt seiner Mitglieder
krumme10-option-alone = jeder für sich
krumme10-option-long = lang: der Abwurfstapel wird einmal neu gemischt
krumme10-option-showdown = Ausspielen: alle Karten werden ausgespielt
krumme10-column-points-alone = Punkte pro Durchgang allein
krumme10-column-points-in-teams = Punkte pro Durchgang im Team
# Short titles for a narrow table (a key below explains them).
krumme10-column-points-alone-short = Allein
krumme10-column-points-in-teams-short = Team

krumme10-direction = { $direction ->
    [clockwise] im Uhrzeigersinn
   *[counterclockwise] gegen den Uhrzeigersinn
  }
krumme10-pink-four = pinke 4
krumme10-and = { $most } und { $last }
krumme10-a-back = eine { $back }
krumme10-either = { $first } oder { $second }
# Im Nominativ: eine pinke 4 wird im Genitiv zu einer pinken 4.
krumme10-back-of = eine { $card } hat auf der Rückseite { $backs }
krumme10-back-sentence = Eine { $card } hat auf der Rückseite { $backs }.
krumme10-resolved-exact = { $name } traf bei Zug { $play } genau das Ziel
krumme10-resolved-foul = { $name } ging bei Zug { $play } über das Ziel
krumme10-resolved-open = Zug { $play }
krumme10-no-such-seat = Platz { $seat } gibt es an diesem Tisch nicht
krumme10-seats-at-table = { $count ->
    [one] der Tisch hat { $count } Platz
   *[other] der Tisch hat { $count } Plätze
  }
krumme10-not-a-card = eine Karte mit dem Wert { $value } ist keine Krumme10-Karte
krumme10-not-a-card-legal = eine Krumme10-Karte zeigt offen einen Wert von 0 bis 5; nur eine 4 kann eine pinke sein
krumme10-no-plays = es wurden keine Züge angegeben
krumme10-no-plays-legal = gib die Züge der Reihe nach an, z. B. Alma:3 Bernie:1>Carla:2
krumme10-card-of = die { $card } von { $name }
krumme10-own-card = die eigene { $card } von { $name }
krumme10-stolen-card = die von { $victim } geklaute { $card }
krumme10-after-resolution = { $card } ist eine Karte, nachdem die Auslage schon abgerechnet war ({ $resolved })
krumme10-after-resolution-legal = eine abgerechnete Auslage wird abgeräumt: prüfe die nächste Auslage für sich
krumme10-empty-plays = { $name } hat keine Karten mehr (mit --empty genannt), spielt aber eine { $card }
krumme10-empty-plays-legal = lass --empty für einen Spieler weg, der noch spielt
krumme10-out-of-turn-alone = { $name } spielt außer der Reihe: nach { $after } ist ein anderer Spieler dran (nur { $name } ist genannt, und ein Spieler spielt nur dann zweimal hintereinander, wenn sonst niemand Karten hat)
krumme10-out-of-turn-alone-legal = nenne die Spieler mit --players und die ohne Karten mit --empty
krumme10-reversed-since = seit { $four } bei Zug { $play }
krumme10-reversed-from-start = von Anfang an
krumme10-skipped = { $count ->
    [one] { $names } hat keine Karten mehr
   *[other] { $names } haben keine Karten mehr
  }
krumme10-out-of-turn-legal = als Nächstes ist { $due } dran; wer keine Karten mehr hat, wird übersprungen
krumme10-out-of-turn-twice = , also spielt nur, wer als Einziger noch Karten hat, zweimal hintereinander
krumme10-hint-counterclockwise = wenn eine pinke 4 in einer früheren Auslage die Spielrichtung gegen den Uhrzeigersinn gedreht hat, gib --counterclockwise an
krumme10-hint-clockwise = wenn zu Beginn dieser Auslage im Uhrzeigersinn gespielt wurde, lass --counterclockwise weg
krumme10-out-of-turn = { $name } spielt außer der Reihe: nach { $after } ist { $due } dran (gespielt wird { $direction }{ $since }{ $skipped })
krumme10-pink-four-stolen = der pinken 4, die { $thief } { $victim } geklaut hat
krumme10-pink-four-own = der pinken 4 von { $name }
krumme10-not-a-play = '{ $text }' ist kein Zug
krumme10-play-notation = schreib jeden Zug als NAME:KARTE, einen Diebstahl als NAME:1>OPFER:KARTE (die geklaute Karte so, wie sie gelandet ist), z. B. Alma:1>Bernie:3; eine pinke 4, die die Richtung umkehrt, ist 4p!
krumme10-not-a-reversal = '{ $typed }' kann die Richtung nicht umkehren: das kann nur eine pinke 4
krumme10-not-a-reversal-legal = schreib ! nur hinter eine pinke 4: 4p!
krumme10-over-before = { $thief } war schon mit der Karte davor über dem Ziel
krumme10-steal-not-a-one = { $thief } kann nicht von { $victim } klauen: { $which } ist nicht als 1 gelandet, und nur eine 1 darf klauen
krumme10-steal-not-a-one-legal = die Kette der Einsen geht nur weiter, solange Karten als 1 landen: beende den Zug dort
krumme10-steal-from-self = { $thief } kann nicht von { $thief } klauen: eine 1 klaut von einem anderen Spieler
krumme10-steal-from-self-legal = nenne einen anderen Spieler als Opfer (ein Teamkollege ist erlaubt)
krumme10-steal-from-empty = { $thief } kann nicht von { $victim } klauen: { $victim } hat keine Karten mehr
krumme10-steal-from-empty-legal = klau von einem Spieler, der noch Karten hat, oder lass --empty für ihn weg
krumme10-steal-fourth = { $thief } kann { $victim } in einem Zug keine 4. Karte klauen: ein Spieler hält 3
krumme10-steal-fourth-legal = klau von einem anderen Spieler
krumme10-players-named = Krumme10 wird von 2 bis 6 Spielern gespielt, aber die Züge nennen { $players }
krumme10-players-seated = Krumme10 wird von 2 bis 6 Spielern gespielt, nicht von { $players }
krumme10-players-seat = setze 2 bis 6 Spieler an den Tisch
krumme10-name-empty = ein Spielername ist leer
krumme10-name-empty-legal = trenne die Namen mit einzelnen Kommas, z. B. --players Ann,Bob,Cy
krumme10-name-twice = zwei Spieler heißen '{ $name }'
krumme10-name-twice-legal = gib jedem Spieler einen anderen Namen, z. B. { $name } und { $name } B
krumme10-not-a-player = '{ $name }' ist keiner der Spieler
krumme10-not-a-player-none = nenne die Spieler mit --players
krumme10-not-a-player-legal = nenne einen von { $names }
krumme10-teams-seating = Teams brauchen 4 bis 6 Spieler, mit --players gesetzt
krumme10-teams-seating-legal = setze 4 bis 6 Spieler mit --players oder spiel ohne --teams

krumme10-verdict-open = Offen: { $total } von { $target }; der nächste Zug setzt diese Auslage fort.
krumme10-verdict-exact = Genau { $target }: { $name } bekommt { $scored } (+{ $points }).
krumme10-verdict-draw = { $count ->
    [one] Dann zieht { $names } nach.
   *[other] Dann ziehen { $names } nach.
  }
krumme10-verdict-no-draw = Niemand zieht nach: jemand hat keine Karten mehr, also ist der Nachziehstapel leer (Ausspielen).
krumme10-verdict-direction = Weiter geht es { $direction }.
krumme10-verdict-foul = Foul: { $name } ist über das Ziel gegangen, { $total } von { $target }.
krumme10-verdict-foul-stolen = Foul: { $name } hat die von { $victim } geklaute { $card } gelegt und ist damit über das Ziel gegangen (der Dieb haftet), { $total } von { $target }.
krumme10-foul-no-one = Niemand darf Foulpunkte nehmen.
krumme10-foul-scorer = { $name } darf { $with ->
    [any] mit einer beliebigen eigenen Karte (15 wurde überschritten)
   *[lowest] mit der eigenen niedrigsten Karte
  } Foulpunkte nehmen.
krumme10-foul-then = dann { $name }
krumme10-foul-scorers = Der Reihe nach dürfen { $first }, { $then }, { $with ->
    [any] mit einer beliebigen eigenen Karte (15 wurde überschritten)
   *[lowest] mit der eigenen niedrigsten Karte
  } Foulpunkte nehmen.
krumme10-foul-teammates = { $count ->
    [one] { $names }, Teamkollege von { $causer }, bekommt nichts.
   *[other] { $names }, Teamkollegen von { $causer }, bekommen nichts.
  }
krumme10-foul-without-cards = { $count ->
    [one] { $names } hat keine Karten mehr und bekommt nichts.
   *[other] { $names } haben keine Karten mehr und bekommen nichts.
  }
krumme10-scored-nothing = nichts
krumme10-scored-card = die { $card }
krumme10-scored-jackpot = die { $card } und den Jackpot aus { $count } { $count ->
    [one] pinken 4
   *[other] pinken Vieren
  }
krumme10-scored-whole-jackpot = die pinke 4, den ganzen Jackpot
krumme10-scored-pink-and-jackpot = die pinke 4 und den Jackpot aus { $count } { $count ->
    [one] weiteren pinken 4
   *[other] weiteren pinken Vieren
  }
krumme10-flip-one = Beim Nehmen darf sie umgedreht werden: ihre Rückseite ist { $backs }.
krumme10-flip-each = Jede Karte darf beim Nehmen umgedreht werden: { $backs }.
krumme10-column-play = Zug
krumme10-column-card = Karte
krumme10-column-by = Spieler
krumme10-column-from = Aus der Hand von
krumme10-column-total = Summe
krumme10-column-target = Ziel

krumme10-ask-teams = In Teams nach der Sitzordnung spielen (ABAB, ABCAB, ABABAB)?
krumme10-ask-long = Langer Durchgang: den Abwurfstapel einmal neu mischen, wenn der Nachziehstapel leer ist?
krumme10-ask-showdown = Ausspielen: am Ende alle Karten ausspielen?
krumme10-entry-points = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
  }
