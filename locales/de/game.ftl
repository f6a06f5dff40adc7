game-title = { $game ->
    [under10] Unter der 10
    [updown] 10 op en neer
    [pig10] Pig 10
    [krumme10] Krumme10
   *[tenstuff] Tenstuff
  }

game-round = { $game ->
    [pig10] Durchgang
    [tenstuff] Durchgang
    [krumme10] Durchgang
   *[other] Runde
  }

game-round-title = { $game ->
    [pig10] Durchgang
    [tenstuff] Durchgang
    [krumme10] Durchgang
   *[other] Runde
  }

game-rounds = { $game ->
    [pig10] { $count ->
        [one] { $count } Durchgang
       *[other] { $count } Durchgänge
      }
    [tenstuff] { $count ->
        [one] { $count } Durchgang
       *[other] { $count } Durchgänge
      }
    [krumme10] { $count ->
        [one] { $count } Durchgang
       *[other] { $count } Durchgänge
      }
   *[other] { $count ->
        [one] { $count } Runde
       *[other] { $count } Runden
      }
  }
game-rounds-dative = { $game ->
    [pig10] { $count ->
        [one] { $count } Durchgang
       *[other] { $count } Durchgängen
      }
    [tenstuff] { $count ->
        [one] { $count } Durchgang
       *[other] { $count } Durchgängen
      }
    [krumme10] { $count ->
        [one] { $count } Durchgang
       *[other] { $count } Durchgängen
      }
   *[other] { $count ->
        [one] { $count } Runde
       *[other] { $count } Runden
      }
  }

game-opening = Gebote

game-entry = { $game ->
    [updown] Stiche
    [pig10] Karten
    [tenstuff] Plätze
   *[other] Punkte
  }

game-unknown = unbekanntes Spiel '{ $name }'
game-did-you-mean = meinst du { $name }?
game-not-for = { $count ->
    [one] { $foreign } gehört nicht zu { $title }
   *[other] { $foreign } gehören nicht zu { $title }
  }
game-has-none = { $what ->
    [flags] { $title } kennt keine Schalter: lass sie weg
   *[options] { $title } kennt keine Optionen: lass sie weg
  }
game-takes = { $title } kennt { $list }
game-and-list = { $init } und { $last }
game-or-list = { $init } oder { $last }
game-no-such-player = in dieser Partie gibt es keinen Spieler '{ $name }'
game-players-are = die Spieler sind { $names }
game-not-a-count = '{ $entry }' ist { $noun ->
    [bid] kein Gebot
    [tricks] keine Anzahl Stiche
    [cards] keine Anzahl Karten
   *[points] keine Anzahl Siegpunkte
  }
game-count-too-large = '{ $entry }' ist weit mehr { $noun ->
    [bid] als jedes Gebot
    [tricks] Stiche, als eine Runde hat
    [cards] Karten, als ein Durchgang hat
   *[points] Siegpunkte, als ein Spiel gibt
  }
game-count-again = zähle noch einmal und tippe, was der Spieler hat
game-without-sign = schreib es ohne Vorzeichen: { $player }={ $digits }
game-whole-number = schreib eine ganze Zahl, z. B. { $player }=1
game-named-twice = { $name } ist zweimal genannt
game-give-once = nenne { $noun ->
    [bid] das Gebot
    [tricks] die Stiche
    [cards] die Karten
   *[points] die Punkte
  } jedes Spielers nur einmal
game-missing = { $noun ->
    [bid] kein Gebot
    [tricks] keine Stiche
    [cards] keine Karten
   *[points] keine Punkte
  } für { $names }
game-give-every = nenne { $noun ->
    [bid] das Gebot
    [tricks] die Stiche
    [cards] die Karten
   *[points] die Punkte
  } jedes Spielers: { $names }
game-player-count = { $title } spielen { $low } bis { $high } Spieler, nicht { $players }
game-seat = setze { $low } bis { $high } Spieler an den Tisch
game-no-bidding = bei { $title } wird nicht geboten vor { $game ->
    [pig10] einem Durchgang
    [tenstuff] einem Durchgang
    [krumme10] einem Durchgang
   *[other] einer Runde
  }
game-record-with = trage { $game ->
    [pig10] den Durchgang
    [tenstuff] den Durchgang
    [krumme10] den Durchgang
   *[other] die Runde
  } mit `tenscore round` ein
game-see-new-help = siehe `tenscore new --help`
game-see-check-help = siehe `tenscore check --help`

game-name-empty = ein Spielername ist leer
game-name-empty-hint = trenne Namen mit einzelnen Kommas, z. B. --players Ann,Bob,Cy
game-name-entry-char = der Name '{ $name }' enthält ein Zeichen, das Eingaben verwenden (= , : @ >), oder ein Steuerzeichen
game-name-hint = ein Name darf Buchstaben, Ziffern, Leerzeichen und Satzzeichen außer = , : @ > enthalten, z. B. O'Brien oder Ann-Marie
game-name-control = der Name '{ $name }' enthält { $char }, das { $breaks ->
    [yes] die Zeile umbricht, in der es steht
   *[no] verändert, wie der Text darum herum gelesen wird
  }
game-name-invisible = der Name '{ $name }' besteht nur aus unsichtbaren Zeichen wie { $char } und liest sich daher leer
game-name-dash = der Name '{ $name }' beginnt mit '-' und würde als Option gelesen (ein späteres `round -h=3` zeigt die Hilfe)
game-name-dash-hint = beginne den Namen mit einem Buchstaben oder einer Ziffer; '-' darf später kommen, z. B. Ann-Marie
game-name-formula = der Name '{ $name }' beginnt mit '+' und würde in einer Tabellenkalkulation als Formel ausgeführt
game-name-formula-hint = beginne den Namen mit einem Buchstaben oder einer Ziffer; '+' darf später kommen, z. B. Ann+1
game-name-format = der Name '{ $name }' enthält { $char }, ein unsichtbares Zeichen, und sähe daher aus wie ein anderer Name
game-name-format-hint = tippe den Namen ohne dieses Zeichen; Buchstaben, Ziffern, Leerzeichen und Satzzeichen außer = , : @ > sind erlaubt, z. B. O'Brien
game-name-mark-alone = der Name '{ $name }' hat das Zeichen { $char } ohne Buchstaben davor, es steht also auf nichts
game-name-mark-twice = der Name '{ $name }' setzt das Zeichen { $char } zweimal auf einen Buchstaben, was keine Sprache schreibt
game-name-marks-stacked = der Name '{ $name }' türmt { $count } Zeichen auf einen Buchstaben, mehr als irgendeine Sprache schreibt
game-name-marks-hint = tippe jeden Buchstaben einmal mit seinen eigenen Akzenten, z. B. Zoë oder Nguyễn
game-name-digits = der Name '{ $name }' besteht nur aus Ziffern und würde als Partienummer gelesen
game-name-digits-hint = füge einen Buchstaben hinzu, z. B. Spieler1
game-name-long = der Name '{ $name }' ist länger als { $most } Zeichen
game-name-long-hint = verwende einen kürzeren Namen
