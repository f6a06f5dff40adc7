under10-unknown-end = unbekanntes Ende '{ $end }': die Partie endet mit last-standing oder first-out
under10-unknown-end-hint = wähle --end last-standing (weiter, bis nur noch ein Spieler übrig ist) oder --end first-out (Schluss, sobald der erste Spieler ausscheidet)
under10-starter-unknown = '{ $name }' sitzt nicht am Tisch und kann nicht anfangen
under10-starter-hint = nenne bei --starter einen von { $names }
under10-options-end = { $end ->
    [first-out] endet, sobald der erste Spieler ausscheidet; niedrigste Summe gewinnt
   *[last-standing] wer als Letzter übrig bleibt, gewinnt
  }
under10-options-bonus = { $bonus ->
    [on] mit Bonuskarten
   *[off] ohne Bonuskarten
  }
under10-options = { $ending ->
    [first-out] { $end }; { $bonus }
   *[other] { $end }, { $bonus }
  }
under10-options-starter = { $name } fängt Runde 1 an
under10-options-starter-seat = Platz { $seat } fängt Runde 1 an

under10-not-bonus = '{ $text }' ist keine Bonuskarte
under10-not-bonus-hint = die Bonuskarten sind Joker, Einzeltausch und Handtausch (z. B. Ann=7+joker)
under10-bonus-one = { $bonus ->
    [joker] Joker
    [trade-one] Einzeltausch
   *[trade-all] Handtausch
  }
under10-bonus-typed = { $bonus ->
    [joker] joker
    [trade-one] einzeltausch
   *[trade-all] handtausch
  }
under10-bonus-held = { $count ->
    [one] die Bonuskarte { $names }
   *[other] die Bonuskarten { $names }
  }
under10-and = { $rest } und { $last }

under10-hand-form = schreibe die Punkte auf der Hand als ganze Zahl, dann jede Bonuskarte, die noch auf der Hand ist: 7, 12+joker, 0+einzeltausch
under10-hand-form-plain = schreibe die Punkte auf der Hand als ganze Zahl: 7, 12
under10-no-points = '{ $text }' nennt keine Punkte
under10-not-points = '{ $points }' ist keine Punktzahl
under10-without-sign = schreibe die Punkte ohne Vorzeichen: { $digits }
under10-plus-alone = '{ $text }' hat ein '+' ohne Bonuskarte dahinter
under10-negative = { $points } Punkte: eine Hand kann keine negativen Punkte haben
under10-negative-hint = Karten sind 0 bis 13 wert, also hat eine Hand 0 Punkte oder mehr
under10-entered-twice = { $name } ist zweimal eingetragen
under10-entered-twice-hint = gib ein NAME=PUNKTE pro Spieler an
under10-flag-unknown = { $flag } { $typed }: in dieser Partie spielt kein '{ $name }' mit
under10-name-still-in = nenne einen Spieler, der noch dabei ist: { $names }
under10-no-ending = zur Runde gehört --call oder --luck: sag, wie sie endete
under10-no-ending-hint = ergänze --call NAME (wer „Unter der 10!“ gerufen hat) oder --luck NAME (wer die Hand leer gespielt hat)
under10-both-endings = --call und --luck zugleich angegeben: eine Runde endet entweder durch einen Ruf oder durch einen Glücksfall
under10-both-endings-hint = behalte nur eines von --call NAME und --luck NAME
under10-no-name = '={ $value }' nennt keinen Spieler
under10-no-name-hint = schreibe NAME=PUNKTE, z. B. Ann=7
under10-player-unknown = { $name }={ $value }: in dieser Partie spielt kein '{ $name }' mit
under10-player-unknown-hint = gib NAME=PUNKTE für die Spieler an, die noch dabei sind: { $names }

under10-hand-count = der Eintrag hat { $hands } Hände, aber die Partie hat { $players } Spieler
under10-hand-count-hint = gib eine Hand pro Spieler in der Sitzordnung an
under10-too-few = weniger als zwei Spieler sind noch dabei: die Partie ist vorbei
under10-too-few-hint = beginne eine neue Partie
under10-seat-unknown = { $flag } nennt Platz { $seat }, aber die Partie hat { $seats } Plätze
under10-ender-out = { $flag } { $name }: { $name } ist aus der Partie ausgeschieden ({ $total })
under10-no-entry = kein Eintrag für { $name }
under10-no-entry-hint = gib NAME=PUNKTE für jeden Spieler an, der noch dabei ist: { $names }
under10-out-entered = { $name } ist ausgeschieden ({ $total }) und spielt keine weiteren Runden mit
under10-out-entered-hint = lass { $name } weg; noch dabei sind { $names }
under10-call-holding = { $name } hat gerufen und hält dabei { $bonus }
under10-call-points = { $name } hat mit { $points } Punkten auf der Hand gerufen
under10-call-hint = rufen darf nur, wer weniger als 10 Punkte (0 bis 9) und keine Bonuskarte hat
under10-luck-holds = { $name } hatte einen Glücksfall, hält aber noch { $hand }
under10-luck-holds-hint = ein Glücksfall leert die Hand: trage { $name }=0 ein
under10-bonus-off = { $name } hält { $bonus }, aber diese Partie wird ohne Bonuskarten gespielt
under10-bonus-off-hint = trage nur die Kartenpunkte ein ({ $name }={ $points }); Bonuskarten zählen nur in einer Partie, die mit `new under10 --bonus-cards` begonnen wurde
under10-bonus-many = { $name } hält { $count } Bonuskarten, aber eine Hand hat höchstens 5 Karten
under10-bonus-many-hint = trage höchstens 5 Karten auf der Hand ein, Bonuskarten mitgezählt
under10-points-many = { $name } hat { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
  } auf der Hand, aber { $bonus ->
    [0] 5 Karten
    [one] neben 1 Bonuskarte { $slots ->
        [one] 1 Karte
       *[other] { $slots } Karten
      }
   *[other] neben { $bonus } Bonuskarten { $slots ->
        [one] 1 Karte
       *[other] { $slots } Karten
      }
  } zu höchstens 13 ergeben höchstens { $most }
under10-points-many-hint = eine Hand hat höchstens 5 Karten, also höchstens (5 − Bonuskarten) × 13 = { $most } Punkte

under10-call-stands = { $caller } hat mit { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkten
  } gerufen, und { $anyone ->
    [yes] niemand ohne Bonuskarte
   *[no] sonst niemand
  } hatte { $points } oder weniger — der Ruf gilt: { $caller } bekommt 0, alle anderen bekommen die Punkte auf ihrer Hand.
under10-blocked = { $name } hatte { $points }, hält aber eine Bonuskarte, und wer eine Bonuskarte hält, kann den Rufer nicht schlagen.
under10-beaten = { $tie ->
    [yes] { $winners } hatte ebenfalls { $lowest } (gleich viel genügt, um einen Ruf zu schlagen)
   *[no] { $winners } hatte { $lowest }
  }
under10-call-fails = { $caller } hat mit { $called ->
    [one] 1 Punkt
   *[other] { $called } Punkten
  } gerufen, aber { $beaten } — der Ruf scheitert: { $caller } bekommt { $penalty } + { $called } = { $score }, { $winners } { $count ->
    [one] (niedrigste Hand) bekommt
   *[other] (gleich niedrige Hände) bekommen
  } 0.
under10-also-beat = { $name } hatte ebenfalls { $called } oder weniger ({ $points }), aber nicht am wenigsten, und bekommt deshalb die Punkte auf der Hand.
under10-luck-ends = { $name } hat die Hand durch einen Glücksfall geleert — die Runde endet: { $name } bekommt 0, alle anderen bekommen die Punkte auf ihrer Hand.
under10-penalty = { $name } hält { $bonus }: +{ $penalty } ({ $sum } = { $score }).
under10-halved = { $name } hat genau { $reached } erreicht und wird auf { $total } halbiert.
under10-went-out = { $name } ist über { $mark } gekommen ({ $total }) und scheidet aus.

under10-note-called = gerufen
under10-note-failed-call = Ruf gescheitert (+20)
under10-note-beat-caller = Rufer geschlagen
under10-note-luck = Glücksfall
under10-note-bonus = Bonusstrafe +{ $points }
under10-note-halved = halbiert { $from } → { $to }
under10-note-went-out = ausgeschieden ({ $total })
under10-note-out = ausgeschieden
under10-entry-called = { $hand }, gerufen
under10-entry-luck = { $hand }, Glücksfall

under10-next-over = Die Partie ist vorbei: es folgen keine Runden mehr.
under10-next-starts = Runde { $round }: { $name } fängt an.
under10-next-nobody = Runde { $round }: niemand ist mehr übrig, der anfangen könnte.

under10-column-calls = Rufe
under10-column-failed-calls = Gescheitert
under10-column-luck = Glücksfälle
under10-column-halvings = Halbierungen
under10-column-outs = Ausgeschieden
# Short titles for a narrow table (a key below explains them).
under10-column-calls-short = Rufe
under10-column-failed-calls-short = Gesch.
under10-column-luck-short = Glück
under10-column-halvings-short = Halb.
under10-column-outs-short = Aus

under10-combination = { $kind ->
    [single] Einzelkarte
    [pair] Paar
    [three-of-a-kind] Drilling
    [four-of-a-kind] Vierling
    [small-street] kleine Straße
    [big-street] große Straße
   *[flush] Flush
  }
under10-combo-is = { $shown }: { $name } — { $why }
under10-combo-also = ; es ist auch { $kind ->
    [single] eine
    [small-street] eine
    [big-street] eine
   *[other] ein
  } { $name } — { $why }
under10-combo-legal = eine Kombination ist eine Einzelkarte, ein Paar, ein Drilling oder Vierling, eine kleine Straße (3 oder 4 in Folge in einer Farbe), eine große Straße (5 in Folge) oder ein Flush (5 in einer Farbe)
under10-combo-empty = keine Karten zum Prüfen
under10-combo-empty-hint = gib 1 bis 5 Karten an, z. B. 8r 9r 10r
under10-combo-too-many = { $shown }: { $count } Karten, aber eine Kombination hat höchstens 5
under10-combo-none = { $shown }: { $why }
under10-not-a-card = '{ $card }' ist keine Karte von Unter der 10
under10-not-a-card-hint = eine Karte ist ihr Wert 0–13, gefolgt von einem Farbbuchstaben (8r, 12b), oder joker / *
under10-jokers-only = nur Joker, die für beliebige Karten stehen
under10-single-joker = eine Karte (der Joker)
under10-single = eine einzelne Karte
under10-of-a-kind = { $count ->
    [2] zwei
    [3] drei
    [4] vier
   *[other] fünf
  } Karten mit dem Wert { $value }
under10-a-card-of = eine { $value }
under10-each = jeweils { $card }
under10-stand-in = { $jokers ->
    [one] (der Joker steht für { $cards })
   *[other] (die Joker stehen für { $cards })
  }
under10-small-street = { $run } in Folge, alle in Farbe { $colour }
under10-big-street = { $run } in Folge
under10-flush = fünf Karten der Farbe { $colour }
under10-flush-stand-in = { $jokers ->
    [one] eine Karte
   *[other] Karten
  } der Farbe { $colour }
under10-even-with = { $jokers ->
    [one] , nicht einmal mit dem Joker
   *[other] , nicht einmal mit den Jokern
  }
under10-none-two = zwei Karten mit verschiedenen Werten — ein Paar braucht zwei Karten mit demselben Wert
under10-none-five-of-a-kind = fünf gleiche Werte sind keine Kombination, und die Farben unterscheiden sich, also ist es kein Flush
under10-none-full-house = ein Full House ist keine Kombination, und die Farben unterscheiden sich, also ist es kein Flush
under10-none-two-pair-five = zwei Paare sind keine Kombination, und die Farben unterscheiden sich, also ist es kein Flush
under10-none-two-pair = zwei Paare sind keine Kombination
under10-none-three-and-one = ein Drilling mit einer weiteren Karte ist keine Kombination
under10-none-wraps = { $count ->
    [5] auf 13 folgt keine 0 — Straßen gehen nicht im Kreis, und die Farben unterscheiden sich, also ist es kein Flush
   *[other] auf 13 folgt keine 0 — Straßen gehen nicht im Kreis
  }
under10-none-colours = { $count ->
    [3] drei
   *[other] vier
  } in Folge, aber nicht in einer Farbe — eine kleine Straße braucht eine einzige Farbe
under10-none-small = { $count ->
    [3] weder alle vom selben Wert (Drilling) noch drei in Folge in einer Farbe (kleine Straße)
   *[other] weder alle vom selben Wert (Vierling) noch vier in Folge in einer Farbe (kleine Straße)
  }
under10-none-big = weder fünf in Folge (große Straße) noch fünf in einer Farbe (Flush)

under10-luck-legal = ein Glücksfall ist eine Karte vom verdeckten Stapel mit demselben Wert wie eine gerade abgelegte Karte (ein gezogener Joker passt nie)
under10-luck-none-laid = es wurde keine Karte abgelegt
under10-luck-none-laid-hint = gib die gerade abgelegten Karten mit --played an, z. B. --played 8r,8b
under10-luck-open = { $drawn } kam vom offenen Stapel: nur eine Karte vom verdeckten Stapel kann ein Glücksfall sein
under10-luck-joker = ein gezogener Joker ist nie ein Glücksfall: er hat keinen eigenen Wert, der passen könnte
under10-luck-yes = { $drawn } vom verdeckten Stapel hat den Wert der gerade abgelegten { $matched }: ein Glücksfall — sie darf sofort abgelegt werden
under10-luck-no = { $drawn } vom verdeckten Stapel hat den Wert keiner der gerade abgelegten Karten ({ $laid })
# Abgelegte Karten mit einem Joker darunter: warum die Karte, für die der Joker stand, nicht zählt.
under10-luck-no-joker-laid = { $drawn } vom verdeckten Stapel hat den Wert keiner der gerade abgelegten Karten ({ $laid }): der abgelegte Joker hat keinen eigenen Wert und zählt nur innerhalb seiner Kombination als die Karte, für die er steht (eine Hausregel)
under10-luck-not-a-lay = { $problem }, also können diese Karten nicht zusammen abgelegt worden sein

under10-check-no-ending = weder ein Rufer noch ein Glücksfall wurde genannt
under10-check-no-ending-hint = nenne mit --call NAME, wer gerufen hat, oder mit --luck NAME, wer die Hand leer gespielt hat
under10-check-call = { $stands ->
    [yes] Der Ruf ist erlaubt, und er gilt.
   *[no] Der Ruf ist erlaubt, aber er scheitert.
  }
under10-check-luck = Der Glücksfall ist erlaubt.
under10-check-scores = Punkte dieser Runde:
under10-check-combo = Erlaubt: { $reason }.
under10-check-one-drawn = --drawn nimmt eine Karte
under10-check-one-drawn-hint = z. B. --drawn 8r
under10-check-luck-yes = Ein Glücksfall: { $reason }.
under10-check-luck-no = Kein Glücksfall: { $reason }.

under10-ask-end = Wie endet die Partie?
under10-end-last-standing = Bis zum Letzten: weiter, bis nur noch ein Spieler übrig ist
under10-end-first-out = Erster raus: Schluss, sobald jemand ausscheidet; niedrigste Summe gewinnt
under10-ask-bonus = Mit den Bonuskarten spielen (Handtausch, Joker, Einzeltausch)?
under10-ask-bonus-off-hint = tippe nur die Kartenpunkte: { $points }
under10-ask-starter = Wer fängt Runde 1 an (links vom Geber)?
under10-say-hands = { $bonus ->
    [on] Punkte, die jeder in Runde { $round } noch auf der Hand hat, z. B. 7, oder 12+joker für eine Bonuskarte, die noch auf der Hand ist; tippe { $back }, um eine Antwort zurückzugehen.
   *[off] Punkte, die jeder in Runde { $round } noch auf der Hand hat, z. B. 7; tippe { $back }, um eine Antwort zurückzugehen.
  }
under10-say-emptied = { $name } hat die Hand leer gespielt: 0 Punkte.
under10-ask-ending = Wie endete Runde { $round }?
under10-ending-call = Jemand hat „Unter der 10!“ gerufen
under10-ending-luck = Glücksfall: jemand hat die Hand leer gespielt
under10-back = Zurück
under10-ask-lucky = Wer hat die Hand leer gespielt?
under10-ask-caller = Wer hat „Unter der 10!“ gerufen?
under10-ask-hand = { $caller ->
    [yes] { $name } (Rufer): Punkte auf der Hand
   *[no] { $name }: Punkte auf der Hand
  }

under10-check-flag-unknown = { $flag } { $typed }: '{ $name }' hat keine der angegebenen Hände
under10-check-flag-unknown-hint = nenne einen der Spieler, deren Hand angegeben ist: { $names }
