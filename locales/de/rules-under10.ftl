rules-under10-title =
    UNTER DER 10 (Under the 10) — die Regeln, wie tenscore sie führt

rules-under10-markers =
    Wo die Spielanleitung Spielraum lässt, entscheiden wir selbst; solche Entscheidungen sind mit
    {"["}Hausregel] markiert. Wie tenscore selbst Buch führt, ist mit [tenscore-Konvention] markiert.

rules-under10-aim =
    ZIEL
    Behalte so wenige Punkte auf der Hand wie möglich. Punkte bleiben Runde für Runde an dir hängen; wer
    die wenigsten Punkte sammelt, gewinnt. Es spielen 2 bis 6 Spieler mit. [Hausregel]

rules-under10-round =
    EINE RUNDE
    Jeder bekommt 5 Karten. Der Rest des Stapels liegt verdeckt auf dem Tisch (der verdeckte Stapel);
    seine oberste Karte wird daneben aufgedeckt (der offene Stapel). Der Spieler links vom Geber fängt
    an. Wer am Zug ist, legt eine Karte oder eine Kombination offen auf den offenen Stapel und nimmt
    dann eine Karte: die oberste des verdeckten Stapels oder die Karte, die direkt unter der gerade
    abgelegten Karte (oder den Karten) lag. Was liegt, bleibt liegen. Ist der verdeckte Stapel
    aufgebraucht, wird der offene Stapel ohne seine oberste Karte zu einem neuen verdeckten Stapel
    gemischt, ohne die schon benutzten Bonuskarten.

rules-under10-combinations =
    KOMBINATIONEN
      Einzelkarte        eine beliebige Karte
      Paar               zwei Karten mit demselben Wert
      Drilling           drei Karten mit demselben Wert
      Vierling           vier Karten mit demselben Wert
      kleine Straße      3 oder 4 Werte in Folge, alle in einer Farbe [Hausregel: eine Farbe ist Pflicht]
      große Straße       5 Werte in Folge, die Farben sind egal
      Flush              5 Karten in einer Farbe, die Werte sind egal
    In welcher Reihenfolge man sie ablegt, ist egal, und die Werte gehen nicht im Kreis: auf 13 folgt
    keine 0. Zwei Paare, ein Full House und fünf gleiche Werte sind keine Kombinationen (fünf Karten in
    einer Farbe bleiben aber ein Flush). Ein Joker steht für eine Karte nach Wahl. [Hausregel]

rules-under10-call =
    „UNTER DER 10!“ RUFEN
    Hast du am Zug weniger als 10 Punkte auf der Hand, darfst du „Unter der 10!“ rufen, und die Runde
    endet. Rufen darf nur, wer 0 bis 9 Punkte und keine Bonuskarte auf der Hand hat; jeden anderen Ruf
    weist tenscore zurück, statt ihn zu werten. [Hausregel] Hat sonst niemand gleich viele Punkte wie du
    oder weniger, gilt der Ruf: du bekommst 0, alle anderen bekommen die Punkte, die noch auf ihrer Hand
    sind.

rules-under10-failed-call =
    EIN GESCHEITERTER RUF
    Hat ein anderer Spieler gleich viele Punkte wie du oder weniger, scheitert dein Ruf: du bekommst 20
    plus die Punkte auf deiner Hand. Von den Spielern, die dich schlagen, gewinnt der mit den wenigsten
    Punkten die Runde und bekommt 0; teilen sich mehrere diesen niedrigsten Stand, bekommen alle 0. Die
    übrigen Spieler bekommen die Punkte auf ihrer Hand.
    Nur wer keine Bonuskarte hat, kann den Rufer schlagen, denn mit einer Bonuskarte auf der Hand
    gewinnt man keine Runde. Ein Spieler mit Bonuskarte und gleich vielen Punkten wie der Rufer, oder
    weniger, lässt den Ruf also nicht scheitern: Ann ruft mit 9, Bob hat 3 Punkte und einen Einzeltausch,
    Cy hat 20, und der Ruf gilt (Ann 0, Bob 3 + 5 = 8, Cy 20). Mit „gleich viele Punkte oder weniger“
    meint die Spielanleitung nur die Spieler, die die Runde gewinnen können. [Hausregel]

rules-under10-luck =
    GLÜCKSFALL
    Hat die Karte, die du vom verdeckten Stapel ziehst, denselben Wert wie eine Karte, die du gerade
    abgelegt hast, darfst du sie sofort ablegen, und dein Zug ist vorbei. Eine Karte vom offenen Stapel
    zählt nie, und ein gezogener Joker passt zu nichts. [Hausregel] Auch ein Joker, den du gerade
    abgelegt hast, hat keinen eigenen Wert: er zählt nur innerhalb der Kombination, die er vollständig
    macht, als die Karte, für die er steht; nach 3, Joker, 5 als Straße ist eine gezogene 4 also kein
    Glücksfall. [Hausregel] Legst du so deine allerletzte Karte ab, ist deine Hand leer: du bekommst 0,
    und die Runde endet sofort; alle anderen bekommen die Punkte auf ihrer Hand. Der Glückliche wird als
    NAME=0 eingetragen, ohne Bonuskarten. [Hausregel]

rules-under10-bonus-cards =
    BONUSKARTEN (nach Wahl)
    Nur in einer Partie, die mit `tenscore new under10 --bonus-cards` begonnen wurde; ohne diese Option
    wird ein Eintrag mit Bonuskarte zurückgewiesen. [Hausregel]
      Handtausch    ganze Hand mit zufälligem Spieler tauschen       +20 noch auf der Hand
      Joker         steht für jede Karte, die du willst              +10 noch auf der Hand
      Einzeltausch  Karte nach Wahl mit zufälligem Spieler tauschen   +5 noch auf der Hand
    Eine Bonuskarte hat selbst keine Kartenpunkte, aber jede Bonuskarte, die am Ende einer Runde noch
    auf der Hand ist, bringt diesem Spieler ihre Strafpunkte, wie auch immer die Runde endete.
    {"["}Hausregel] Mit einer Bonuskarte auf der Hand darfst du nicht rufen, kannst keine Runde gewinnen und
    darfst keine vom offenen Stapel nehmen.

rules-under10-hand-limit =
    HÖCHSTENS EINE VOLLE HAND
    Am Ende einer Runde hat eine Hand höchstens 5 Karten, und eine Karte ist 0 bis 13 wert, also werden
    Kartenpunkte über (5 - Bonuskarten) x 13 zurückgewiesen: höchstens 65 ohne Bonuskarten, 52 mit
    einer. [Hausregel]

rules-under10-halving =
    HALBIEREN UND AUSSCHEIDEN
    Nach jeder Runde kommt die Rundenwertung jedes Spielers zu seiner Summe hinzu. Landest du genau auf
    100, fällt deine Summe auf 50; landest du genau auf 150, fällt sie auf 75. Kommst du über 150,
    scheidest du aus der Partie aus. Wer ausgeschieden ist, setzt jede weitere Runde aus: ein Eintrag
    für ihn wird zurückgewiesen. [Hausregel]

rules-under10-end =
    ENDE DER PARTIE (vorher vereinbaren: `tenscore new under10 --end ...`)
      last-standing (Standard)  weiterspielen, bis nur noch ein Spieler übrig ist; der gewinnt. Scheiden
                                die letzten Spieler alle in derselben Runde aus, gewinnt die niedrigste
                                Summe unter ihnen. [tenscore-Konvention]
      first-out                 Schluss nach der Runde, in der der erste Spieler ausscheidet; die
                                niedrigste Summe unter denen, die noch dabei sind, gewinnt.
    Bei Gleichstand teilen sich die Spieler den Sieg. [Hausregel]

rules-under10-starter =
    WER FÄNGT AN
    Der Spieler links vom Geber fängt an. tenscore lässt das Geben um den Tisch wandern: Runde 1 beginnt
    der erste Spieler der Sitzordnung oder der mit `tenscore new under10 --starter NAME` genannte; jede
    weitere Runde beginnt der nächste Spieler, der noch dabei ist, im Uhrzeigersinn ab dem, der die
    Runde davor begonnen hat. [tenscore-Konvention]

rules-under10-ranking =
    RANGFOLGE
    Wer noch dabei ist, steht vor denen, die ausgeschieden sind; unter den Ausgeschiedenen steht höher,
    wer länger durchgehalten hat; danach steht die niedrigere Summe höher. Gleiche Plätze teilen sich
    einen Rang. [tenscore-Konvention]

rules-under10-notation =
    KARTENNOTATION (für `tenscore check under10`)
    Die Spielanleitung nennt keine Werte oder Farben, also ist eine Karte ihr Wert, eine ganze Zahl von
    0 bis 13, gefolgt von einem Farbbuchstaben a-z, den ihr am Tisch vereinbart: 8r, 12b, 0g. Der Joker
    ist `joker` oder `*`. Groß- und Kleinschreibung ist egal, und Karten dürfen durch Leerzeichen oder
    Kommas getrennt sein. [Hausregel]

rules-under10-entering =
    EINE RUNDE EINTRAGEN
      tenscore round Ann=4 Bob=12+joker Cy=0 --luck Cy
      tenscore round Ann=6 Bob=3 Cy=17+einzeltausch+handtausch --call Ann
    Gib NAME=PUNKTE[+BONUS...] für jeden Spieler an, der noch dabei ist: PUNKTE sind die Kartenpunkte,
    die noch auf der Hand sind, und jeder BONUS ist eine Bonuskarte, die noch auf der Hand ist (joker,
    einzeltausch oder handtausch; Groß- und Kleinschreibung ist egal, `_` geht auch für `-`). Die
    älteren Namen tausch-eine und tausch-alle sowie die englischen und niederländischen (trade-one,
    trade-all, ruil-een, ruil-alles) werden in jeder Sprache ebenfalls gelesen. Ergänze genau eines
    von beiden: --call NAME (wer „Unter der 10!“ gerufen hat) oder --luck NAME (wer die Hand leer
    gespielt hat).

rules-under10-check =
    EINEN STREIT SCHLICHTEN (es wird nichts gespeichert)
      tenscore check under10 call --call Ann Ann=7 Bob=7 Cy=3+joker     gilt der Ruf?
      tenscore check under10 call --luck Cy Ann=7 Bob=12 Cy=0           wer bekommt was nach dem Glücksfall
      tenscore check under10 luck --played 8r,8b --drawn 8g             ist das ein Glücksfall?
      tenscore check under10 combo 8r 9r joker                          welche Kombination ist das?
