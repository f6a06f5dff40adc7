# Was `tenscore event new|add|remove|seat|seating|list` sagen. `$name` ist der Name eines
# Abends, `$title` der Titel eines Spiels, `$round`/`$rounds` Rundennummern, `$id` eine
# Partie-ID, wenn nicht anders gesagt.

event-cmd-no-open = es gibt keinen unfertigen Abend
event-cmd-no-open-hint = lege einen an mit `tenscore{ $db } event new NAME --game GAME --players A,B,...`, oder nenne einen (`tenscore{ $db } event list` zeigt sie)
# `$id`: die eingegebene ID des Abends.
event-cmd-no-id = in dieser Datenbank gibt es keinen Abend { $id }
event-cmd-list-hint = `tenscore{ $db } event list` zeigt die Abende
event-cmd-no-name = kein Abend namens '{ $name }'
event-cmd-did-you-mean = meintest du { $name }? `tenscore{ $db } event list` zeigt sie
event-cmd-name-shared = { $count } Abende heißen '{ $name }': { $events }
event-cmd-name-shared-hint = nenne den gemeinten Abend bei seiner Nummer, z. B. { $id } (`tenscore{ $db } event list` zeigt sie)
# `event new` mit einem Namen, den schon ein Abend hat (wie Namen verglichen werden: Groß- und
# Kleinschreibung, Leerzeichen und unsichtbare Zeichen zählen nicht); $events wie in
# event-cmd-name-shared; $numbered und $dated freie Namen, so wie man sie tippt.
event-cmd-name-taken = { $count ->
    [one] ein Abend heißt schon '{ $name }': { $events }
   *[other] { $count } Abende heißen schon '{ $name }': { $events }
  }
event-cmd-name-taken-hint = gib dem neuen einen eigenen Namen, z. B. { $numbered } oder { $dated }
event-cmd-name-taken-hint-one = gib dem neuen einen eigenen Namen, z. B. { $name }
event-cmd-name-taken-hint-shorter = gib dem neuen einen eigenen, kürzeren Namen (höchstens { $longest } Zeichen)
event-cmd-name-empty = der Abend hat keinen Namen
event-cmd-name-empty-hint = gib ihm einen, z. B. `tenscore{ $db } event new Freitag --game updown --players A,B,...`
event-cmd-name-bad = der Name des Abends ist { $length } Zeichen lang; der Name eines Abends hat höchstens { $longest } Zeichen
event-cmd-name-long-hint = wähle einen kürzeren, z. B. `tenscore{ $db } event new Freitag --game updown --players A,B,...`
event-cmd-name-char = der Name des Abends enthält { $char }, { $effect ->
    [breaks] das die Zeile umbricht, in der es steht
    [reorders] das verändert, wie der Text darum herum gelesen wird
    [hidden] das unsichtbar ist, sodass der Name anders aussieht, als er gespeichert ist
   *[control] ein Steuerzeichen
  }
event-cmd-name-char-hint = tippe den Namen als einfachen Text, z. B. `tenscore{ $db } event new Freitag --game updown --players A,B,...`
event-cmd-name-number = '{ $name }' ist eine Zahl, und eine Zahl nennt einen Abend bei seiner Nummer
event-cmd-name-number-hint = füge ein Wort hinzu, z. B. "Club { $name }"
event-cmd-series-ranking = die Abende von { $series } werten nach { $theirs ->
    [points] den Punkten des Spiels
   *[share] Anteil am Tisch
  }, und dieser würde nach { $ours ->
    [points] den Punkten des Spiels
   *[share] Anteil am Tisch
  } werten: das lässt sich nicht zusammenzählen
event-cmd-series-ranking-hint = gib --ranking { $theirs } an, oder lass diesen Abend in einer anderen Serie zählen
event-cmd-series-game = die Abende von { $series } werten nach den Punkten von { $theirs }, die sich mit den Punkten von { $ours } nicht vergleichen lassen
event-cmd-series-game-hint = werte diesen Abend nach Anteil am Tisch (--ranking share) in einer eigenen Serie, oder lass --series weg
event-cmd-unread = der Abend wurde angelegt, ließ sich aber nicht zurücklesen
event-cmd-points-not = bei { $title } kann ein Abend nicht nach Punkten werten: die Punkte verschiedener Tische sind nicht vergleichbar
event-cmd-points-not-hint = nimm --ranking share (die Vorgabe); Punkte nur bei { $games }
event-cmd-table-size = an einem Tisch { $title } sitzen { $low } bis { $high } Spieler, nicht { $size }
event-cmd-table-size-hint = gib --table-size { $low } bis { $high } an
event-cmd-too-few = { $count ->
    [one] { $count } Spieler ist
   *[other] { $count } Spieler sind
  } zu wenig für einen Tisch { $title }
event-cmd-too-few-hint = nenne mindestens { $low } Spieler
event-cmd-no-split = { $count } Spieler lassen sich nicht auf Tische mit { $low } bis { $high } verteilen
event-cmd-no-split-hint = nimm einen Spieler dazu oder heraus, oder wähle eine andere --table-size
# Krumme 10 with --teams, which seats only tables of `$low` to `$high`.
event-cmd-no-split-teams = { $count } Spieler lassen sich nicht auf Tische mit { $low } bis { $high } verteilen, die einzigen Tische, an denen --teams spielt
event-cmd-no-split-teams-hint = nimm einen Spieler dazu oder heraus (Teams brauchen Tische mit { $low } bis { $high }), oder lass --teams weg
# A draw between rounds: the evening's options (`$options`, as `standings` heads a match) seat
# `$low` to `$high` only.
event-cmd-no-split-options = { $count } Spieler lassen sich nicht auf Tische mit { $low } bis { $high } verteilen: { $title }, wie dieser Abend es spielt ({ $options }), wird zu { $low } bis { $high } gespielt
event-cmd-no-split-seat-hint = nimm einen Spieler dazu oder heraus (`tenscore{ $db } event add` oder `tenscore{ $db } event remove`) und lose neu aus
event-cmd-no-series = es gibt keine Serie namens '{ $name }'
event-cmd-no-series-hint = lege sie zuerst an: `tenscore{ $db } series new { $word } --best K`
# `$drawn`: die bisher ausgelosten Runden.
event-cmd-round-not-drawn = Runde { $round } von { $name } ist nicht ausgelost ({ $drawn ->
    [0] noch keine Runde
    [one] nur Runde 1
   *[other] Runden 1 bis { $drawn }
  })
# `event seating --round 0`, or a round past the last when every planned round (`$rounds`) is
# drawn; `$drawn`: the rounds drawn.
event-cmd-round-zero = es gibt keine Runde 0: die Runden zählen ab 1
event-cmd-round-beyond = { $name } hat { $rounds ->
    [one] eine Runde
   *[other] { $rounds } Runden
  }, alle ausgelost: es gibt keine Runde { $round }
event-cmd-round-range-hint = { $drawn ->
    [one] gib --round 1 an, oder lass --round weg für die letzte Runde
   *[other] gib --round 1 bis { $drawn } an, oder lass --round weg für die letzte Runde
  }
event-cmd-nothing-drawn = von { $name } ist noch keine Runde ausgelost
event-cmd-seat-hint = `tenscore{ $db } event seat` lost die nächste Runde aus
event-cmd-all-drawn = { $rounds ->
    [one] die einzige Runde von { $name } ist ausgelost
    [2] beide Runden von { $name } sind ausgelost
   *[other] alle { $rounds } Runden von { $name } sind ausgelost
  }
event-cmd-all-drawn-hint = `tenscore{ $db } event standings` zeigt die Wertung des Abends; `tenscore{ $db } event seat --redraw` lost die letzte Runde neu aus, solange kein Tisch sie begonnen hat
# `event add` after the last planned round (`$rounds`) started: `$names` the players named.
event-cmd-add-no-round = keine Runde von { $name } ist mehr übrig, um { $names } zu setzen: { $rounds ->
    [one] die einzige Runde ist
    [2] beide Runden sind
   *[other] alle { $rounds } Runden sind
  } ausgelost und begonnen
event-cmd-add-no-round-hint = wer später kommt, steigt ein, bevor die letzte Runde beginnt; `tenscore{ $db } event standings` zeigt die Rangliste des Abends
# `event add|remove NAME` where every word names an event; `$command`: "event add" or "event remove".
event-cmd-roster-only-event = '{ $name }' ist der Name eines Abends, und es folgen keine Spieler
event-cmd-roster-only-event-hint = nenne die Spieler nach dem Abend (`tenscore { $command } { $word } NAME...`); für einen Spieler dieses Namens gib den Abend mit --event an (`tenscore { $command } --event ABEND { $word }`)
# `event remove` after the last planned round (`$rounds`) started.
event-cmd-remove-no-round = keine Runde von { $name } ist mehr übrig, um ohne { $names } zu spielen: { $rounds ->
    [one] die einzige Runde ist
    [2] beide Runden sind
   *[other] alle { $rounds } Runden sind
  } ausgelost und begonnen
event-cmd-remove-no-round-hint = der Abend endet mit den Tischen, die jetzt spielen; `tenscore{ $db } event standings` zeigt die Rangliste
# `$tables`: die Tischnummern („1 und 3“), `$count` wie viele.
event-cmd-busy = { $busy ->
    [one] 1 Spieler spielt
   *[other] { $busy } Spieler spielen
  } noch an Tischen früherer Runden, und die { $free } übrigen ergeben keine Tische für Runde { $round }
event-cmd-busy-hint = beende diese Tische zuerst (trage ihre letzten Runden ein, oder `tenscore{ $db } finish MATCH`), dann lose aus
# A second `event seat --force` while the round it drew (`$previous`) has not been played.
event-cmd-busy-unplayed = Runde { $previous } wurde gerade ausgelost und noch keiner ihrer Tische ist fertig, also bleibt niemand für Runde { $round } übrig
event-cmd-busy-unplayed-hint = spiele zuerst Runde { $previous } (oder lose sie mit `tenscore{ $db } event seat --redraw` neu aus), dann lose die nächste Runde aus
event-cmd-still-playing = Runde { $round } läuft noch an { $count ->
    [one] Tisch
   *[other] den Tischen
  } { $tables }
event-cmd-still-playing-hint = { $count ->
    [one] trage die letzte Runde dieses Tisches ein oder beende die Partie mit `tenscore finish MATCH`, oder lose jetzt mit `tenscore event seat --force` aus (die Spieler dort setzen eine Runde aus)
   *[other] trage ihre letzten Runden ein oder beende sie mit `tenscore finish MATCH`, oder lose jetzt mit `tenscore event seat --force` aus (ihre Spieler setzen eine Runde aus)
  }
event-cmd-draw-failed = die Auslosung ist fehlgeschlagen: { $reason }
# `$table` 0: welcher Tisch, ist nicht bekannt (eine zurückgenommene Runde).
event-cmd-redraw-started = Runde { $round } von { $name } lässt sich nicht neu auslosen: { $table ->
    [0] einer ihrer Tische hat schon begonnen
   *[other] Tisch { $table } (Partie { $id }) hat schon begonnen
  }
event-cmd-redraw-started-hint = eine Runde wird nur neu ausgelost, bevor ein Tisch etwas einträgt; `tenscore{ $db } event seat` lost die nächste aus, sobald diese zu Ende ist
event-cmd-already-in = { $name } spielt bei { $event } schon mit
event-cmd-already-in-hint = nichts hinzuzufügen: `tenscore{ $db } event seating` zeigt, wer wo sitzt
event-cmd-did-you-mean-player = meintest du { $name }?
event-cmd-players-are = es spielen { $names }
# `$event`: der Name des Abends.
event-cmd-not-playing = { $name } spielt bei { $event } nicht mit
# `$option`: „--teams“; `$owner`: der Titel des Spiels, das sie hat.
event-cmd-option-foreign = { $option } ist keine Option von { $title } (sondern von { $owner })
event-cmd-option-foreign-hint = `tenscore new { $game } --help` zeigt seine Optionen
event-cmd-option-names-player = { $option } nennt einen Spieler, aber an einem Clubabend bestimmt die Auslosung, wer beginnt (der erste Platz an jedem Tisch)
event-cmd-option-names-player-hint = lass { $option } weg
event-cmd-players-file = die Spielerdatei { $file } lässt sich nicht lesen: { $reason }
event-cmd-players-file-hint = prüfe den Dateinamen; die Datei enthält einen Spieler pro Zeile
# `$id`: die ID des Abends.
event-cmd-created = Abend { $id } angelegt: { $name }, { $title }, { $count } Spieler, { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
  }. Weiter: `tenscore event seat` lost Runde 1 aus.
event-cmd-added = { $names } { $count ->
    [one] spielt
   *[other] spielen
  } bei { $name } ab Runde { $round } mit.
event-cmd-added-redraw = Runde { $round } ist ausgelost, aber noch nicht begonnen: `tenscore event seat --redraw` lost sie neu aus, mit { $names }.
event-cmd-removed = { $names } { $count ->
    [one] hört
   *[other] hören
  } bei { $name } ab Runde { $round } auf.
event-cmd-removed-redraw = Runde { $round } setzt { $names } noch an einen Tisch und hat nicht begonnen: `tenscore event seat --redraw` lost sie ohne { $names } neu aus.
# `$names`: die Gehenden, die an diesem Tisch der laufenden Runde sitzen.
event-cmd-removed-playing = An Tisch { $table } von Runde { $round } (Partie { $id }) { $count ->
    [one] sitzt
   *[other] sitzen
  } { $names } noch: die Partie zählt, sobald sie zu Ende ist; `tenscore finish { $id }` beendet sie jetzt.
event-cmd-list-empty = Noch keine Abende: `tenscore event new NAME --game GAME --players A,B,...` legt einen an.
# `$series`: event-cmd-list-series oder nichts.
event-cmd-list-row = { $id }  { $name } · { $day } · { $title } · { $drawn } von { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
  } ausgelost · { $players } Spieler{ $series }
event-cmd-list-series = {" "}· Serie { $series }
