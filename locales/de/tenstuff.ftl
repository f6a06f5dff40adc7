tenstuff-place = { $ordinal ->
   *[other] { $number }.
  }
tenstuff-place-words = { $ordinal ->
   *[other] { $number ->
        [1] Erster
        [2] Zweiter
        [3] Dritter
        [4] Vierter
        [5] Fünfter
        [6] Sechster
        [7] Siebter
        [8] Achter
        [9] Neunter
        [10] Zehnter
       *[other] { $number }.
    }
  }
tenstuff-and = und
tenstuff-or = oder
tenstuff-value = { $value ->
    [0] Joker
    [1] Ass
    [11] Bube
    [12] Dame
    [13] König
   *[other] { $value }
  }
tenstuff-values = { $value ->
    [0] Joker
    [1] Asse
    [2] Zweien
    [3] Dreien
    [4] Vieren
    [5] Fünfen
    [6] Sechsen
    [7] Siebenen
    [8] Achten
    [9] Neunen
    [10] Zehnen
    [11] Buben
    [12] Damen
   *[13] Könige
  }
tenstuff-one-card = { $value ->
    [0] ein
    [1] ein
    [11] ein
    [13] ein
   *[other] eine
  } { $name }
tenstuff-cards-of-a-value = { $count ->
    [2] zwei
    [3] drei
   *[other] vier
  } { $names }
tenstuff-or-higher = { $names } oder höher
tenstuff-suit = { $suit ->
    [clubs] Kreuz
    [diamonds] Karo
    [hearts] Herz
   *[spades] Pik
  }
tenstuff-a-suit = { $place ->
    [first] einer { $suit ->
        [clubs] Kreuz-
        [diamonds] Karo-
        [hearts] Herz-
       *[spades] Pik-
    }
    [middle] { $suit ->
        [clubs] Kreuz-
        [diamonds] Karo-
        [hearts] Herz-
       *[spades] Pik-
    }
    [last] { $suit ->
        [clubs] Kreuzkarte
        [diamonds] Karokarte
        [hearts] Herzkarte
       *[spades] Pikkarte
    }
   *[only] einer { $suit ->
        [clubs] Kreuzkarte
        [diamonds] Karokarte
        [hearts] Herzkarte
       *[spades] Pikkarte
    }
  }
tenstuff-direction = { $direction ->
    [clockwise] nach links (im Uhrzeigersinn)
   *[counterclockwise] nach rechts (gegen den Uhrzeigersinn)
  }
tenstuff-cards = { $count ->
    [0] keinen Karten
    [one] { $count } Karte
   *[other] { $count } Karten
  }
tenstuff-empty-pile = einen leeren Stapel

tenstuff-no-player = in dieser Partie gibt es keinen Spieler '{ $name }'
tenstuff-players-are = die Spieler sind { $names }
tenstuff-order-twice = { $name } steht zweimal in der Reihenfolge des Ausgehens
tenstuff-order-twice-hint = nenne jeden Spieler einmal, wer zuerst draußen war, zuerst
tenstuff-order-leaves-out = in der Reihenfolge des Ausgehens { $count ->
    [one] fehlt
   *[other] fehlen
  } { $names }
tenstuff-order-leaves-out-hint = nenne alle Spieler in der Reihenfolge, in der sie ausgingen; nur der Letzte darf fehlen (die Spieler sind { $names })
tenstuff-order-not-entries = ein Tenstuff-Durchgang ist seine Reihenfolge des Ausgehens, keine NAME=WERT-Einträge
tenstuff-order-hint = gib --order mit den Spielern an, wer zuerst draußen war, zuerst, z. B. --order Cy,Ann,Bob
tenstuff-order-missing = die Reihenfolge des Ausgehens fehlt
tenstuff-unplaced = der Durchgang gibt nicht jedem Spieler einen Platz
tenstuff-unplaced-hint = trag den Durchgang noch einmal ein
tenstuff-placed = { $place } { $name } (+{ $points })
tenstuff-finishing-order = Reihenfolge des Ausgehens: { $order }; Platz k von { $players } bringt { $players } − k Punkte.
tenstuff-next-deal = Durchgang { $deal }: { $cards } Karten für jeden; wer die niedrigste Karte hält, beginnt.
tenstuff-options-casual = locker: ohne Exkommunikation, die drei Sechsen und Schummeln; bei Punktgleichheit entscheidet die Zahl der gewonnenen Durchgänge
tenstuff-options-official = offizielle Regeln: Exkommunikation, die drei Sechsen und Schummeln; bei Punktgleichheit entscheidet die Zahl der gewonnenen Durchgänge

tenstuff-set-rule = ein Satz sind 1 bis 4 Karten eines Werts oder die beiden Joker
tenstuff-set-empty = ein Satz braucht mindestens eine Karte
tenstuff-set-too-big = { $count } Karten sind zu viele für einen Satz (höchstens { $most })
tenstuff-set-repeat = { $card } steht zweimal da, aber ein Kartenspiel hat jede Karte nur einmal
tenstuff-set-repeat-hint = nenne jede Karte eines Satzes nur einmal
tenstuff-set-joker = { $joker } kann nicht mit { $number } in einem Satz sein: ein Joker ist keine Wildcard, und nur die beiden Joker bilden zusammen einen Satz
tenstuff-set-values = { $first } und { $other } haben verschiedene Werte
tenstuff-set-below = der Satz darunter: { $problem }
tenstuff-card-on-pile = { $card } liegt im Satz darunter und im gelegten Satz, aber ein Kartenspiel hat jede Karte nur einmal
tenstuff-card-on-pile-hint = leg einen Satz aus Karten, die noch nicht auf dem Stapel liegen
tenstuff-plain-empty = ein gewöhnlicher Zug: der Stapel ist leer, also darf jeder Satz ihn beginnen
tenstuff-plain-higher = ein gewöhnlicher Zug: { $set } { $count ->
    [one] ist
   *[other] sind
  } höher als { $on }, und ein Satz darf gleich hoch oder höher sein als der Satz darunter
tenstuff-lower = { $set } { $count ->
    [one] ist
   *[other] sind
  } niedriger als { $on }
tenstuff-lower-hint = ein Satz muss gleich hoch oder höher sein als der Satz darunter, niedrigere Sätze oder Joker nur auf Buben, Damen und Könige: hier { $allowed }
tenstuff-match = Gleichziehen: ein Satz gleichen Werts und gleicher Größe; leg ruhig noch einen Satz
tenstuff-attempt = ein Versuch: ein kleinerer Satz gleichen Werts; rate ruhig die nächste Karte des Nachziehstapels (Wert und Farbe: liegst du richtig, geht sie an den nächsten Spieler)
tenstuff-slam = ein Slam: ein größerer Satz gleichen Werts; gib dem geslammten Spieler ruhig niedrigere Karten, die eine Farbe mit deinem Satz teilen
tenstuff-plain-jokers = ein gewöhnlicher Zug: { $set } auf { $on } sind erlaubt, denn Joker dürfen auf Buben, Damen und Könige
tenstuff-plain-shared = ein gewöhnlicher Zug: { $set } { $count ->
    [one] ist
   *[other] sind
  } niedriger als { $on }, { $count ->
    [one] teilt
   *[other] teilen
  } aber { $suits } mit { $below ->
    [one] dieser Karte
   *[other] diesen Karten
  }, und auf Buben, Damen und Könige darf ein niedrigerer Satz, wenn er eine Farbe teilt
tenstuff-lower-no-suit = { $set } { $count ->
    [one] ist
   *[other] sind
  } niedriger als { $on } und { $count ->
    [one] teilt
   *[other] teilen
  } keine Farbe mit { $below ->
    [one] dieser Karte
   *[other] diesen Karten
  }
tenstuff-lower-no-suit-hint = auf Buben, Damen und Könige darf ein Satz gleichen oder höheren Werts, ein niedrigerer Satz, der eine Farbe teilt, oder Joker: hier { $allowed }, ein Satz mit { $suits } oder Joker

tenstuff-gift-rule = ein Slam darf dem geslammten Spieler Karten geben, die niedriger als der Slam-Satz sind und eine Farbe mit ihm teilen
tenstuff-not-a-slam = { $set } auf { $on } ist { $kind ->
    [plain] ein gewöhnlicher Zug
    [match] Gleichziehen
    [attempt] ein Versuch
   *[slam] ein Slam
  }, kein Slam
tenstuff-not-a-slam-hint = nur ein Slam, ein größerer Satz gleichen Werts, darf dem geslammten Spieler Karten geben
tenstuff-offered-twice = { $card } wird zweimal angeboten, aber ein Kartenspiel hat jede Karte nur einmal
tenstuff-offered-twice-hint = biete jede Karte einmal an
tenstuff-offered-in-set = { $card } wird angeboten, liegt aber schon im { $place ->
    [slamming] Slam-Satz
   *[slammed] geslammten Satz
  }; ein Kartenspiel hat jede Karte nur einmal
tenstuff-offered-in-set-hint = biete Karten aus der Hand des slammenden Spielers an
tenstuff-jokers-no-suit = Joker haben keine Farbe
tenstuff-gift-high-and-no-suit = { $card } { $higher ->
    [higher] ist höher als
   *[not-lower] ist nicht niedriger als
  } die slammenden { $values } und teilt keine Farbe mit ihnen ({ $suits })
tenstuff-gift-high = { $card } { $higher ->
    [higher] ist höher als
   *[not-lower] ist nicht niedriger als
  } die slammenden { $values }
tenstuff-gift-no-suit = { $card } teilt keine Farbe mit den slammenden { $values } ({ $suits })
tenstuff-gift-joker = { $card } ist ein Joker, und ein Joker wird nie gegeben: er hat keine Farbe zum Teilen
tenstuff-gift-none-offered = nichts wurde angeboten
tenstuff-gift-none-may = keine davon darf gegeben werden
tenstuff-gift-may = { $count ->
    [one] { $cards } darf gegeben werden
   *[other] { $cards } dürfen gegeben werden
  }
tenstuff-gift-only = { $count ->
    [one] nur { $cards } darf gegeben werden
   *[other] nur { $cards } dürfen gegeben werden
  }

tenstuff-hands-count = { $count } { $count ->
    [one] Hand
   *[other] Hände
  } angegeben, aber Tenstuff spielen { $least } bis { $most } Spieler
tenstuff-hands-count-hint = gib die Hand jedes Spielers an, je ein NAME=KARTE,...
tenstuff-held-twice = { $card } wird zweimal gehalten, aber ein Kartenspiel hat jede Karte nur einmal
tenstuff-held-twice-hint = nenne jede Karte in der einen Hand, die sie hält
tenstuff-no-cards = niemand hält eine Karte, also kann niemand beginnen
tenstuff-no-cards-hint = gib die Karten auf der Hand jedes Spielers an
tenstuff-first-play = { $why }; der erste Zug ist ein Satz des niedrigsten Werts auf der Hand ({ $values })
tenstuff-lowest-marked-joker = Joker sind die niedrigsten Karten, und der markierte Joker liegt unter dem unmarkierten
tenstuff-lowest-joker = Joker sind die niedrigsten Karten
tenstuff-lowest-no-joker = niemand hält einen Joker
tenstuff-lowest-no-lower = niemand hält einen niedrigeren Wert
tenstuff-lowest-by-suit = { $lower }, und von den gehaltenen { $values } ({ $cards }) ist { $suit ->
    [clubs] die Kreuz-Karte
    [diamonds] die Karo-Karte
    [hearts] die Herz-Karte
    [spades] die Pik-Karte
   *[joker] der Joker
  } die niedrigste, denn Karo < Kreuz < Herz < Pik

tenstuff-return-rule = ein Ausgesetzter darf beliebige Karten seiner Hand in der Farbe der 10 ({ $suit }) zurückgeben, nie die 10 selbst und nie einen Joker, der keine Farbe hat
tenstuff-no-ten = nur eine 10 lässt einen Spieler aussetzen, und { $card } ist keine 10
tenstuff-no-ten-hint = gib dem Ausgesetzten vor seinem Zug eine 10 (10♣, 10♦, 10♥ oder 10♠)
tenstuff-hand-twice = { $card } ist zweimal in der Hand, aber ein Kartenspiel hat jede Karte nur einmal
tenstuff-skip-hand-twice-hint = nenne jede Karte der Hand des Ausgesetzten einmal
tenstuff-return-nothing = nichts darf zurückgegeben werden
tenstuff-return-may = { $count ->
    [one] { $cards } darf zurückgegeben werden
   *[other] { $cards } dürfen zurückgegeben werden
  }
tenstuff-return-from-hand = { $count ->
    [one] aus dieser Hand darf { $cards } zurückgegeben werden
   *[other] aus dieser Hand dürfen { $cards } zurückgegeben werden
  }
tenstuff-return-none-given = nichts wird zurückgegeben, und das ist immer erlaubt
tenstuff-returned-twice = { $card } wird zweimal zurückgegeben, aber ein Kartenspiel hat jede Karte nur einmal
tenstuff-returned-twice-hint = gib jede Karte einmal zurück
tenstuff-return-the-ten = { $card } ist die 10, mit der ausgesetzt wurde, und diese 10 geht nie zurück
tenstuff-return-not-in-hand = { $card } ist nicht in der Hand des Ausgesetzten, und nur Karten der eigenen Hand gehen zurück
tenstuff-return-joker = { $card } ist ein Joker, und ein Joker geht nie zurück: er hat keine Farbe
tenstuff-return-other-suit = { $card } ist kein { $suit ->
    [clubs] Kreuz
    [diamonds] Karo
    [hearts] Herz
   *[spades] Pik
  }, die Farbe von { $ten }
tenstuff-skipped-player = der Ausgesetzte
tenstuff-skipped-turn-next = { $who } zieht nicht, und der Zug geht sofort an den nächsten Spieler, { $direction }: { $next }
tenstuff-skipped-turn = { $who } zieht nicht, und der Zug geht sofort an den nächsten Spieler

tenstuff-unwin-no-one-out = niemand ist draußen, also kann niemand zurück ins Spiel geslammt werden
tenstuff-unwin-no-one-out-hint = gib --out mit den Spielern an, die ausgegangen sind, wer zuerst draußen war, zuerst; der Letzte von ihnen ging mit dem geslammten Satz aus
tenstuff-unwin-out-twice = { $name } ist zweimal draußen
tenstuff-unwin-out-twice-hint = nenne jeden Spieler einmal in --out, wer zuerst draußen war, zuerst
tenstuff-unwin-no-one-left = niemand mehr übrig war
tenstuff-unwin-one-left = nur noch { $name } übrig war
tenstuff-unwin-over = der Durchgang war vorbei, als { $name } ausging, da { $left }: es gibt kein Zurück ins Spiel
tenstuff-unwin-over-hint = ein Spieler kann nur zurück ins Spiel, solange nach seinem Ausgehen noch zwei oder mehr Spieler im Spiel sind (also ab 3 Spielern)
tenstuff-unwin-slammer-out = { $name } ging als { $place } aus und spielt nicht mehr, kann also nicht slammen
tenstuff-unwin-slammer-out-hint = der Slam kommt von einem Spieler, der noch im Spiel ist: { $names }
tenstuff-unwin-slams = { $name } slammt { $set } auf { $on }, den Satz, mit dem { $slammed } ausging
tenstuff-unwin-not-given = { $reason }; { $slammed } kommt nur mit Karten, die gegeben werden dürfen, zurück ins Spiel
tenstuff-unwin-no-one-out-now = niemand ist draußen
tenstuff-unwin-so-far = die Reihenfolge des Ausgehens ist bisher { $order }
tenstuff-unwin-back = { $slams }, und gibt { $cards }, also ist { $slammed } mit den gegebenen Karten zurück im Spiel und nicht mehr { $place }; { $so_far }; trag die endgültige Reihenfolge des Ausgehens ein, mit { $slammed } dort, wo er am Ende ausgeht
tenstuff-unwin-stays-out = { $slams }, gibt aber keine Karten, also bleibt { $slammed } draußen, { $place }: nur ein Spieler, der Karten bekommt, kommt zurück ins Spiel

tenstuff-official-rule = { $rule ->
    [sixes] drei Sechsen sind eine offizielle Regel
    [restart] der Neustart nach drei Sechsen gehört zu den drei Sechsen, einer offiziellen Regel
    [shame] die Schandrunde für einen beim Schummeln erwischten Spieler ist eine offizielle Regel
   *[excommunication] die Exkommunikation ist eine offizielle Regel
  }
tenstuff-casual-refusal = { $rule }, und --casual schaltet die offiziellen Regeln ab
tenstuff-casual-refusal-hint = lass --casual weg, um nach den offiziellen Regeln zu spielen (Exkommunikation, die drei Sechsen und Schummeln), wie es eine Partie tut, außer sie wurde mit `new tenstuff --casual` begonnen
tenstuff-restart = der verdeckte Stapel wird ohne Mischen zum Nachziehstapel, alle behalten ihre Hand, wer die niedrigste Karte hält, beginnt, und das Spiel geht wieder { $direction }
tenstuff-sixes = drei Sechsen: ab dem nächsten Zug geht das Spiel { $direction }, also ist { $next } als Nächstes dran; der offene Ablagestapel wird zum offenen Nachziehstapel und der verdeckte Nachziehstapel zum verdeckten Ablagestapel, also werden Sätze verdeckt gelegt, vorher gezeigt und angesagt; das dauert, bis der Nachziehstapel aufgebraucht ist, und dann folgt ein Neustart: { $restart }
tenstuff-sixes-in-force = drei Sechsen, während schon drei Sechsen gelten, ändern nichts weiter (Hausregel): das Spiel geht weiter { $direction }, also ist { $next } als Nächstes dran, und die Stapel bleiben, wie sie sind, bis der Nachziehstapel aufgebraucht ist und ein Neustart folgt
tenstuff-no-sixes = { $set } { $count ->
    [one] ist
   *[other] sind
  } keine drei Sechsen: nur ein Satz aus genau drei Sechsen dreht die Spielrichtung um und tauscht die Stapel; das Spiel geht wie bisher { $direction }, also ist { $next } als Nächstes dran
tenstuff-no-sixes-in-force = { $set } { $count ->
    [one] ist
   *[other] sind
  } keine drei Sechsen: nur ein Satz aus genau drei Sechsen dreht die Spielrichtung um und tauscht die Stapel; drei Sechsen gelten noch, also geht das Spiel weiter { $direction } und { $next } ist als Nächstes dran
tenstuff-shame-too-many = eine Hand mit { $hand } müsste auf { $after } Karten wachsen, aber das Kartenspiel hat nur { $deck }
tenstuff-shame-too-many-hint = zähl die Karten auf der Hand des Spielers: höchstens { $most }
tenstuff-shame = beim Schummeln erwischt mit { $hand } auf der Hand: zieh { $draw } auf { $after }, das nächste Vielfache von fünf (mindestens eine Karte wird gezogen), und leg dann die Hand offen auf den Tisch, für alle sichtbar bis zum Ende deines nächsten Zugs
tenstuff-shame-hand-twice-hint = nenne jede Karte der Hand einmal oder gib die Zahl der Karten an
tenstuff-excommunicated-turn = { $name } { $action ->
    [play] legt
   *[pass] passt
  }, obwohl exkommuniziert: kein Legen und kein Ziehen, bis ein anderer Spieler passt; nach { $last } ist { $due } dran
tenstuff-out-of-turn = { $name } { $action ->
    [play] legt
   *[pass] passt
  } außer der Reihe: nach { $last } ist { $due } dran (im Uhrzeigersinn)
tenstuff-out-of-turn-over = { $name } { $action ->
    [play] legt
   *[pass] passt
  } außer der Reihe: nach { $last } ist { $due } dran (im Uhrzeigersinn, am exkommunizierten { $excommunicated } vorbei)
tenstuff-turns-hint = gib die Züge nach dem von { $name } der Reihe nach an, im Uhrzeigersinn; ein Exkommunizierter setzt aus, bis ein anderer Spieler passt
tenstuff-not-excommunicated = der letzte Satz vor dem Mischen kommt auf den leeren Tisch und beginnt einen neuen Ablagestapel, wie bei { $name }, also ist niemand exkommuniziert; das Spiel geht { $direction }, und { $next } ist dran
tenstuff-excommunicated = { $name } legte den letzten Satz vor dem Mischen auf den Ablagestapel, der gleich gemischt wird, statt auf den leeren Tisch, also ist { $name } exkommuniziert: kein Legen und kein Ziehen (auch nicht in diesem Zug, Hausregel), bis ein anderer Spieler passt; { $next } ist dran
tenstuff-excommunicated-back = { $name } legte den letzten Satz vor dem Mischen auf den Ablagestapel, der gleich gemischt wird, statt auf den leeren Tisch und war exkommuniziert, bis { $passer } passte; { $name } ist zurück und ist dran, wenn die Runde wieder seinen Platz erreicht; { $next } ist dran

tenstuff-verdict = { $legal ->
    [yes] Erlaubt
   *[no] Nicht erlaubt
  }: { $reason }.
tenstuff-legal-play = Erlaubt, { $reason }.
tenstuff-not-a-player = '{ $name }' ist keiner der Spieler
tenstuff-not-a-player-hint = nenne einen von { $names }
tenstuff-not-a-hand = '{ $text }' ist keine Hand
tenstuff-not-a-hand-hint = schreib jede Hand als NAME=KARTE,KARTE,..., z. B. Ann=3D,9S,KH
tenstuff-holds-lowest = { $name } hält die niedrigste Karte, { $card }: { $reason }
tenstuff-restart-reason = der Neustart nach drei Sechsen: { $restart }; { $lowest }
tenstuff-starts = { $name } beginnt. { $reason }.
tenstuff-starts-restart = { $name } beginnt den Neustart. { $reason }.
tenstuff-opening-sets = Eröffnungssätze: { $sets }
tenstuff-not-a-count = '{ $text }' ist keine gültige Kartenanzahl: { $error }
tenstuff-not-a-count-hint = gib die Karten auf der Hand als Zahl (--hand 5) oder als Karten (--hand 3H,10H,KH) an
tenstuff-not-a-turn = '{ $text }' ist kein Zug
tenstuff-not-a-turn-hint = schreib jeden Zug als NAME:play oder NAME:pass, z. B. Cy:play Dee:pass

tenstuff-ask-official = Offizielle Regeln (Exkommunikation, die drei Sechsen, Schummeln)?
tenstuff-ask-back = Zurück: { $name } war nicht { $place }
tenstuff-ask-leave = Zurück: den Durchgang nicht eintragen
tenstuff-ask-leave-fix = Zurück: zur Wahl des Durchgangs zum Korrigieren
tenstuff-ask-out = Durchgang { $deal }: wer ging als { $place } aus?
# $place is an ordinal, "3.", whose full stop a sentence end would double: the place comes first.
tenstuff-last-place = { $name } wird { $words }.

tenstuff-figure-deals-won = Gewonnene Durchgänge
tenstuff-column-deals = Durchgänge
tenstuff-column-average-place = Durchschnittsplatz im Durchgang
# Short titles for a narrow table (a key below explains them).
tenstuff-column-deals-short = Durchg.
tenstuff-column-average-place-short = Platz
tenstuff-legend-points = Je Spieler: Platz im Durchgang, dann die Punkte dafür → laufende Summe.
tenstuff-legend = Je Spieler: Platz im Durchgang, dann die laufende Summe.
