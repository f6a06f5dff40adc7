rules-updown-title =
    10 OP EN NEER (ein Oh-Hell-Spiel: zehn Karten hinauf und wieder hinab) — die Regeln, wie tenscore
    sie führt
rules-updown-markers =
    Wo die Spielanleitung Spielraum lässt, sind eigene Entscheidungen mit [Hausregel] markiert; wie
    tenscore die Partie verbucht, ist mit [tenscore-Konvention] markiert.
rules-updown-aim-heading = ZIEL
rules-updown-aim =
    So viele Punkte wie möglich machen, und mehr als alle anderen. Punkte gibt es nur, wenn man genau
    vorhersagt, wie viele Stiche man macht. 3 bis 7 Spieler; 4 ist der klassische Tisch. [Hausregel]
rules-updown-rounds-heading = DIE RUNDEN
rules-updown-rounds-schedule =
    In der ersten Runde bekommt jeder Spieler 1 Karte, in der nächsten 2 und so weiter bis 10, dann
    wieder hinab über 9, 8, ... bis 1: insgesamt 19 Runden. Bei vielen Spielern reicht das Kartenspiel
    nicht für je 10 Karten; die Spitze ist dann das Höchste, was die 52 Karten hergeben, wenn eine
    Karte zum Aufdecken des Trumpfs übrig bleibt: 51 geteilt durch die Zahl der Spieler, abgerundet (7
    bei 7 Spielern, 8 bei 6, 10 bei 5, 12 bei 4, 17 bei 3). Die Spitze ist 10, außer das Kartenspiel
    reicht dafür nicht; jede Spitze von 1 bis zu diesem Höchstwert lässt sich mit `new updown --peak
    N` wählen (bei vier Spielern 1 bis 12: eine Spitze von 12 ergibt 23 Runden), eine höhere wird
    abgelehnt. [Hausregel]
rules-updown-rounds-trump =
    Nach dem Geben wird die nächste Karte aufgedeckt: ihre Farbe ist in dieser Runde Trumpf. Laut
    Spielanleitung hat jede Runde einen Trumpf; ihn tenscore mitzuteilen (`bid --trump hearts`) ist
    freiwillig und dient nur der Aufzeichnung. Spielt der Tisch eine Runde ohne Trumpf, gib das mit
    `bid --trump kein` an.
rules-updown-bidding-heading = BIETEN
rules-updown-bidding-turn =
    Bevor jemand spielt, sagt jeder Spieler, wie viele Stiche er zu machen glaubt: eine Zahl von 0 bis
    zur Zahl der Karten auf der Hand. In Runde 1 bietet der erste Spieler zuerst; jede Runde rückt das
    einen Platz im Uhrzeigersinn weiter, und wer zuerst bietet, spielt auch zum ersten Stich aus.
    {"["}Hausregel]
rules-updown-bidding-any-order =
    tenscore nimmt die Gebote in beliebiger Reihenfolge an, solange jeder Spieler genau einmal bietet.
    {"["}tenscore-Konvention]
rules-updown-bidding-hook =
    Mit Hakenregel (`new updown --hook`) darf, wer zuletzt bietet, nicht die Zahl nennen, mit der alle
    Gebote zusammen genau die Kartenzahl der Runde ergeben, damit immer jemand danebenliegen muss.
    {"["}Hausregel: eine Option, nur wenn sie gewählt ist]
rules-updown-play-heading = DIE STICHE SPIELEN
rules-updown-play-follow =
    Wer ausspielt, legt eine beliebige Karte. Im Uhrzeigersinn legt jeder eine Karte dazu und muss
    Farbe bedienen: eine Karte der ausgespielten Farbe spielen, wenn er eine hat. Ohne diese Farbe
    darf jede Karte gespielt werden; es gibt keinen Trumpfzwang und keinen Zwang zum Überstechen.
    {"["}Hausregel]
rules-updown-play-winner =
    Der Stich geht an den höchsten gespielten Trumpf; liegt kein Trumpf darin, an die höchste Karte
    der ausgespielten Farbe. Eine Karte einer anderen Farbe, die nicht Trumpf ist, gewinnt nie, wie
    hoch sie auch ist. Die Rangfolge ist 2, 3, ..., 10, Bube, Dame, König, Ass. Wer einen Stich macht,
    spielt zum nächsten aus, bis alle Karten gespielt sind.
rules-updown-play-example =
    Durchgerechnetes Beispiel: Herz ist Trumpf. Kreuz-König wird ausgespielt; der zweite Spieler hat
    kein Kreuz und legt Pik-Ass dazu; der dritte legt Kreuz-Fünf; der vierte hat kein Kreuz und spielt
    Herz-Zwei. Herz-Zwei ist der einzige Trumpf, also macht der vierte Spieler den Stich.
rules-updown-play-check = `tenscore check updown trick` und `check updown follow` entscheiden solche Fragen sofort am Tisch; gib den Trumpf der Runde mit `--trump` an. Ein Tisch, der eine Runde ohne Trumpf spielt (die kennt die Spielanleitung nicht), sagt `--trump kein`: dann macht die höchste Karte der ausgespielten Farbe den Stich. Ohne `--trump` wird der Stich genauso beurteilt, und die Antwort sagt, dass kein Trumpf angegeben wurde, damit ein vergessenes `--trump` auffällt. [tenscore-Konvention]
rules-updown-play-revoke =
    Wer nicht bedient, obwohl er konnte, verleugnet die Farbe (Renonce). Beweisen lässt sich das an den
    Karten erst später: Wer die ausgespielte Farbe nicht bedient und in einem späteren Stich doch eine
    Karte dieser Farbe spielt, hatte sie also und hat die Farbe verleugnet. Wer die Farbe danach nie
    mehr zeigt, ist allein an den Karten nicht zu überführen. `tenscore check updown hand` geht das
    ganze Spiel Stich für Stich durch und nennt bei einer Renonce den Stich, den Spieler und die Karte,
    die sie beweist. Die Spielanleitung nennt keine Strafe dafür, und tenscore nennt auch keine: Das
    entscheidet der Tisch. [Hausregel]
rules-updown-scoring-heading = WERTUNG
rules-updown-scoring-exact =
    Nach der Runde bekommt jeder, der genau so viele Stiche gemacht hat wie geboten, diese Stiche plus
    10 Punkte; alle anderen bekommen 0. Ein Gebot von 0, das aufgeht, ist 10 wert. Die Stiche einer
    Runde ergeben zusammen immer die Zahl der ausgeteilten Karten, und tenscore lehnt Stiche ab, bei
    denen das nicht stimmt.
rules-updown-scoring-best =
    Die bestmögliche Partie, jedes Gebot getroffen und jeder Stich gemacht, bringt 11 + 12 + ... + 20
    + ... + 12 + 11 = 290 Punkte bei einer Spitze von 10.
rules-updown-end-heading = DAS ENDE
rules-updown-end =
    Die Partie endet von selbst nach der letzten Runde. Die höchste Summe gewinnt; Spieler mit
    gleicher Summe teilen sich den Sieg (und den Rang). [Hausregel]
rules-updown-keyboard =
    AN DER TASTATUR
      tenscore new updown --players Ann,Bob,Cy,Dee [--peak N] [--hook]
      tenscore bid Ann=1 Bob=0 Cy=2 Dee=1 [--trump hearts]     eröffnet die nächste Runde
      tenscore round Ann=1 Bob=0 Cy=3 Dee=1                    schließt sie mit den Stichen ab
      tenscore undo                                            zieht offene Gebote zurück, sonst die letzte Runde
rules-updown-keyboard-refused =
    Eine Runde ohne Gebote wird abgelehnt, ebenso ein zweiter Satz Gebote, solange Gebote offen sind.
    Der Stand zeigt für jeden Spieler die getroffenen Gebote gegen die gespielten Runden, und welche
    Runde als nächste kommt, mit ihrer Kartenzahl und wer zuerst bietet.
