rules-tenstuff-title =
    TENSTUFF — die Regeln, wie tenscore sie führt

rules-tenstuff-marks =
    Die offiziellen Regeln sind mit [offiziell] markiert (gelten, außer bei `new tenstuff --casual`);
    unsere eigenen Entscheidungen, wo die Spielanleitung Spielraum lässt, mit [Hausregel]; Absprachen
    für die Buchführung von tenscore selbst mit [tenscore-Konvention].

rules-tenstuff-aim =
    ZIEL
    Als Erster alle Karten loswerden. 2 bis 8 Spieler, am besten zu dritt oder zu viert. Ein normales
    Kartenspiel mit beiden Jokern, 54 Karten.

rules-tenstuff-deal =
    DAS GEBEN
    Jeder Spieler bekommt 10 Karten bei 2 bis 4 Spielern, 8 bei 5, 7 bei 6, 6 bei 7 und 5 bei 8. Der
    Rest bildet den Nachziehstapel. Wer die niedrigste Karte hält, beginnt; gespielt wird im
    Uhrzeigersinn.
    Werte, von niedrig nach hoch: Joker, Ass, 2, 3, ..., 10, Bube, Dame, König. Nur um zu bestimmen,
    wer beginnt, gelten die Farben in der Folge Karo, Kreuz, Herz, Pik (von niedrig nach hoch), und der
    markierte Joker (der mit mehr Aufdruck) liegt unter dem unmarkierten.
    Der erste Zug eines Durchgangs (und nach einem Neustart durch drei Sechsen) ist ein Satz des
    niedrigsten Werts auf der Hand des Beginnenden. [Hausregel]

rules-tenstuff-turn =
    EIN ZUG
    Leg einen Satz auf den Ablagestapel und zieh danach eine Karte. Kannst oder willst du nicht legen,
    ziehst du nur.
    Ein Satz sind 1 bis 4 Karten eines Werts oder die beiden Joker. [Hausregel: ein Joker mit einer
    Zahlenkarte ist kein Satz]
    Ein Satz muss gleich hoch oder höher sein als der Satz, auf den er kommt; die Farbe spielt keine
    Rolle. Auf Buben, Damen und Könige darfst du außerdem einen höheren Bildersatz legen, einen
    niedrigeren Satz jeden Werts, solange er mindestens eine Farbe mit dem Satz darunter teilt, oder
    Joker (die keine Farbe haben). [Hausregel: diese Extras nur auf Bildkarten]

rules-tenstuff-same-value =
    AUF GLEICHEN WERT
      Gleichziehen  gleich viele Karten: du darfst sofort noch einen Satz legen.
      Versuch       weniger Karten: du darfst vor dem Ziehen die nächste Karte des Nachziehstapels
                    raten (Wert und Farbe); richtig geraten, geht sie an den nächsten Spieler statt
                    an dich.
      Slam          mehr Karten: du darfst dem geslammten Spieler beliebige Karten deiner Hand
                    geben, die niedriger als dein Slam-Satz sind und eine Farbe mit ihm teilen. Ein
                    Joker hat keine Farbe und wird daher nie gegeben. [Hausregel]

rules-tenstuff-skip =
    AUSSETZEN MIT EINER 10
    Vor dem Zug eines Spielers darfst du ihn aussetzen lassen, indem du ihm eine 10 gibst; nur eine 10
    lässt aussetzen. Der Ausgesetzte darf dir beliebige Karten seiner Hand in der Farbe der 10
    zurückgeben, aber nie diese 10 selbst. Ein Joker hat keine Farbe und geht daher nie zurück.
    {"["}Hausregel] Der Ausgesetzte zieht nicht, und der Zug geht sofort an den nächsten Spieler (nach
    rechts, solange drei Sechsen gelten).

rules-tenstuff-going-out =
    AUSGEHEN
    Wer direkt nach einem Zug keine Karten mehr hat, ist sofort draußen und bekommt den nächsten freien
    Platz.
    Zurück ins Spiel: Auf den Satz, mit dem der zuletzt Ausgegangene rausging, darf ein Spieler, der
    noch im Spiel ist, noch slammen, mit einem gültigen Slam (gleicher Wert, mehr Karten). Bekommt
    der Ausgegangene durch den Slam mindestens eine Karte, ist er mit diesen Karten zurück im Spiel
    und verliert seinen Platz; bekommt er keine, bleibt er draußen. Das geht nur, solange nach
    seinem Ausgehen noch zwei oder mehr Spieler im Spiel sind, also ab 3 Spielern; sind alle bis auf
    einen draußen, ist der Durchgang vorbei. [Hausregel: die gegebenen Karten entscheiden, und der Slam
    kommt von einem Spieler, der noch im Spiel ist] Die Reihenfolge des Ausgehens, die für den Durchgang
    eingetragen wird, ist die endgültige, mit einem zurückgekehrten Spieler dort, wo er am Ende
    ausgeht. [tenscore-Konvention]

rules-tenstuff-official =
    OFFIZIELLE REGELN [offiziell]
    Diese Regeln gelten in offiziellen Partien und nicht in einer lockeren (`new tenstuff --casual`);
    die Formen von `check tenstuff` für diese Regeln lehnen --casual ab.

rules-tenstuff-sixes =
    Drei Sechsen [offiziell]
    Nach einem Zug, in dem ein Satz aus genau drei Sechsen gelegt wurde (zwei oder vier Sechsen
    zählen nicht), ab dem nächsten Zug:
      geht das Spiel nach rechts (gegen den Uhrzeigersinn);
      wird der offene Ablagestapel zum offenen Nachziehstapel;
      wird der verdeckte Nachziehstapel zum verdeckten Ablagestapel: Sätze werden verdeckt gelegt
        und vorher gezeigt und angesagt („die Buben in Pik und Herz“).
    Das dauert, bis der Nachziehstapel aufgebraucht ist. Dann folgt ein Neustart: Der verdeckte
    Stapel wird ohne Mischen wieder zum Nachziehstapel, alle behalten ihre Handkarten, wer die
    niedrigste Karte hält, beginnt (mit einem Satz des niedrigsten Werts auf der Hand), und das
    Spiel geht wieder nach links.
    Drei Sechsen, während schon drei Sechsen gelten, ändern nichts weiter: Das Spiel geht weiter nach
    rechts, und die Stapel bleiben, wie sie sind, bis der Nachziehstapel aufgebraucht ist. [Hausregel]

rules-tenstuff-excommunication =
    Exkommunikation [offiziell]
    Ist der Nachziehstapel aufgebraucht, kommt der letzte Satz vor dem Mischen auf den leeren Tisch
    und beginnt einen neuen Ablagestapel. Wer ihn auf den Ablagestapel legt, der gleich gemischt wird,
    ist exkommuniziert: kein Legen und kein Ziehen (auch nicht in diesem Zug [Hausregel]), bis ein
    anderer Spieler passt, freiwillig oder mangels Zug. Dann sitzt der Exkommunizierte wieder auf
    seinem eigenen Platz und ist dran, wenn die Runde ihn erreicht: mit Ann, Bob, Cy und Dee und Bob
    exkommuniziert, wenn Cy legt und Dee passt, ist Ann dran, dann Bob. [Hausregel: zurück auf dem
    eigenen Platz, nicht direkt nach dem Passen]
    Solange drei Sechsen gelten, führt ein leerer Nachziehstapel zu einem Neustart statt zum Mischen,
    also wird dann niemand exkommuniziert. [Hausregel]

rules-tenstuff-shame =
    Die Schandrunde [offiziell]
    Schummeln ist erlaubt, aber wer dabei erwischt wird, zieht Karten, bis die Hand ein Vielfaches von
    fünf Karten hält, mindestens eine Karte: mit 5 Karten auf 10 ziehen; mit 3 zwei ziehen; mit 9
    eine ziehen; mit keiner fünf ziehen. Dann liegt die Hand offen auf dem Tisch, für alle sichtbar,
    bis zum Ende des nächsten Zugs dieses Spielers.

rules-tenstuff-match =
    DIE PARTIE
    Eine Partie hat so viele Durchgänge, wie der Tisch möchte. Trag für jeden Durchgang die
    Reihenfolge des Ausgehens ein, wer zuerst draußen ist, zuerst (`tenscore round --order Cy,Ann,Bob`; der letzte
    Spieler darf fehlen). In einem Durchgang mit n Spielern bringt Platz k n − k Punkte, ein Durchgang
    verteilt also n(n − 1)/2 Punkte. Der Stand ist die Summe; bei gleicher Summe entscheidet die
    Zahl der gewonnenen Durchgänge, danach teilen sich die Spieler den Platz. `tenscore finish` beendet
    die Partie. [Hausregel]
    `tenscore check tenstuff` schlichtet Streit: `play` (darf ein Satz dorthin), `slam` (was ein Slam
    abgeben darf), `first` (wer beginnt; `--restart` nach drei Sechsen), `skip` (was ein
    Ausgesetzter zurückgeben darf und wer als Nächstes dran ist), `unwin` (ist ein geslammter Spieler
    wieder im Spiel), und für die offiziellen Regeln `sixes`, `shame` und `excommunication`.
