rules-krumme10-title = KRUMME10 — die Regeln, wie tenscore sie führt

rules-krumme10-markers =
    Eigene Entscheidungen sind mit [Hausregel] markiert, wo die Spielanleitung Spielraum lässt; die
    optionalen Varianten des Spiels mit [Variante]; die eigenen Buchführungskonventionen von tenscore
    mit [tenscore-Konvention].

rules-krumme10-aim-heading = ZIEL
rules-krumme10-aim =
    Sammle die meisten Siegpunkte, indem du die Auslage auf genau 10 (oder 15) vollendest. 2 bis 6
    Spieler.

rules-krumme10-cards-heading = DIE KARTEN
rules-krumme10-cards-sides =
    54 Karten, jede mit einer Zahl von 0 bis 5 auf beiden Seiten. Die Rückseite ist immer um eins höher
    oder niedriger als die Vorderseite, nur 0 und 5 gehören zusammen: Hinter einer 0 steht eine 1 oder
    eine 5, hinter einer 5 eine 4 oder eine 0. [Hausregel: aus der Kartenliste abgelesen] Es gibt
    blaue und pinke Vieren.
rules-krumme10-cards-in-front =
    Jeder hat drei Karten offen vor sich liegen. Du darfst deine umsortieren, aber nie auf ihre
    Rückseiten schauen. Jede Karte darf mit der Rückseite nach oben gespielt werden: Dreh sie um,
    während du sie ablegst. Das gilt auch für eine Karte, die du zu deinen Punkten legst. Eine Karte
    wieder zurückzudrehen ist nie erlaubt.

rules-krumme10-turn-heading = EIN ZUG
rules-krumme10-turn =
    Lege genau eine Karte in die gemeinsame Auslage und ziehe dann nach, bis du wieder drei Karten hast.
    Die Auslage zählt die offenen Zahlen zusammen.
      Genau auf dem Ziel:  wer die Auslage vollendet, bekommt die zuletzt gelegte Karte mit ihrem
                           offenen Wert (sie darf beim Nehmen umgedreht werden, zum Guten oder zum
                           Schlechten). Alle anderen Karten der Auslage kommen auf den Abwurfstapel.
      Über dem Ziel:       die Auslage wird abgeräumt, und jeder andere Spieler außer den Teamkollegen
                           dessen, der darüber ging, darf Foulpunkte nehmen: die niedrigste seiner drei
                           Karten zu seinen Punkten legen (sie darf umgedreht werden) und dann
                           nachziehen.
    Der nächste Spieler beginnt eine neue Auslage, wieder mit dem Ziel 10.

rules-krumme10-order-heading = REIHENFOLGE
rules-krumme10-order =
    Laut Spielanleitung beginnt, wer zuletzt einen ungeraden Geburtstag hatte. Wer das ist, entscheidet der
    Tisch; tenscore fragt nicht danach. [tenscore-Konvention] Vom Startspieler aus geht es im
    Uhrzeigersinn weiter, ein Zug pro Spieler. Das Umkehren mit einer pinken 4 (siehe VIEREN) dreht die
    Richtung sofort, sodass schon der nächste Zug in die andere Richtung geht, und so bleibt es, auch
    über Auslagen hinweg, bis zur nächsten Umkehr. [Hausregel] Wer keine Karten mehr hat, wird
    übersprungen; derselbe Spieler spielt also nur dann zweimal hintereinander, wenn sonst niemand
    Karten hat.
rules-krumme10-order-check =
    `tenscore check krumme10 display` prüft bei jedem Zug, wer dran ist, im Uhrzeigersinn ab dem, der
    zuerst spielt (`--counterclockwise`, wenn eine Umkehr aus einer früheren Auslage noch gilt).

rules-krumme10-fours-heading = VIEREN
rules-krumme10-fours-target =
    Jede 4, die offen landet, hebt das Ziel der Auslage von 10 auf 15, bevor ihr Wert dazugezählt wird;
    eine 4 geht also nie über 10, aber eine 4 auf 12, wenn das Ziel schon 15 ist, geht sehr wohl
    darüber. Weitere Vieren heben das Ziel nicht weiter. [Hausregel: jede offene 4, blaue wie pinke]
rules-krumme10-fours-jackpot =
    Triffst du genau 15, bekommst du neben deiner letzten Karte den Jackpot: jede offene pinke 4 in der
    Auslage; keine Karte zählt doppelt. [Hausregel]
rules-krumme10-fours-over =
    Gehst du über 15, dürfen die anderen mit einer beliebigen ihrer Karten Foulpunkte nehmen, nicht nur
    mit der niedrigsten; die pinken Vieren dieser Auslage kommen wie üblich auf den Abwurfstapel.
rules-krumme10-fours-reversal =
    Mit einer pinken 4 darf, wer sie legt, außerdem die Spielrichtung umkehren, sofort und bis zur
    nächsten Umkehr; das gilt auch für eine mit einer 1 geklaute pinke 4 (der Dieb legt sie).
    {"["}Hausregel]

rules-krumme10-ones-heading = EINSEN
rules-krumme10-ones =
    Legst du eine 1, darfst du einem anderen Spieler eine Karte klauen (auch einem Teamkollegen, nie
    dir selbst) und musst sie sofort mit der Rückseite nach oben legen; du haftest für sie. Landet sie
    als 1, darfst du wieder klauen: Die Kette der Einsen geht weiter, solange geklaute Karten als 1
    landen, und endet, sobald eine anders landet oder die Auslage über das Ziel geht. [Hausregel] Eine
    1, die das Ziel genau trifft, darf trotzdem noch klauen; abgerechnet wird, wenn die Kette endet,
    mit der zuletzt gelegten Karte. [Hausregel]
rules-krumme10-ones-example =
    Rechenbeispiel: Die Auslage steht auf 6; Alma legt eine 1, klaut Bernie zwei Karten, die beide als
    1 landen, und wagt es dann mit Carlas 2, auf deren Rückseite eine 3 steht: Die Auslage steht auf 12,
    über 10. Bernie und danach Carla dürfen Foulpunkte nehmen; dann zieht Bernie nach, dann Carla und
    Alma als Letzte.
rules-krumme10-ones-subtlety =
    Eine Feinheit: Bei 9 legst du eine 1 und kommst auf 10. Du darfst deinen 1 Punkt nehmen oder
    stattdessen eine offene 5 klauen: Landet sie als 0, bleibt die Auslage bei 10, die 0 ist jetzt
    deine letzte Karte und du bekommst sie — und drehst sie beim Nehmen zurück auf ihre 5.

rules-krumme10-foul-heading = FOULPUNKTE, DER REIHE NACH
rules-krumme10-foul =
    Alle Berechtigten nehmen zuerst ihre Foulpunkte, in Zugreihenfolge nach dem, der darüber ging; dann
    ziehen alle nach, der aktive Spieler zuletzt. Wer keine Karten hat, bekommt nichts. [Hausregel]

rules-krumme10-teams-heading = TEAMS [Variante]
rules-krumme10-teams =
    Mit 4 bis 6 Spielern dürft ihr in Teams nach der Sitzordnung spielen: ABAB, ABCAB oder ABABAB (`new
    krumme10 --teams`). Der Stand eines Teams sind die Punkte seiner Mitglieder geteilt durch ihre
    Anzahl, sodass der einzelne Spieler C eine faire Chance hat; Teams werden nach dem exakten Bruch
    gereiht und mit zwei Nachkommastellen gezeigt. [Hausregel] Nur die Spieler der anderen Teams nehmen
    Foulpunkte.

rules-krumme10-variants-heading = VARIANTEN [Variante]
rules-krumme10-variants =
      --long       wenn der Nachziehstapel zum ersten Mal leer ist, wird der Abwurfstapel zu einem neuen
                   gemischt; der Durchgang endet, wenn er wieder leer ist.
      --showdown   der Durchgang endet nicht, wenn der Nachziehstapel leer ist: Gespielt wird, bis jede
                   Karte ausgespielt ist; wer weder spielen noch Foulpunkte nehmen kann, wird
                   übersprungen.
    tenscore speichert die Varianten mit der Partie.

rules-krumme10-end-heading = DAS ENDE UND DIE PARTIE
rules-krumme10-end =
    Ein Durchgang endet in dem Moment, in dem der Nachziehstapel leer ist (siehe die Varianten). Trag
    jeden Durchgang mit den Siegpunkten aller Spieler ein (`tenscore round Ann=14 Bob=9 ...`): ganze
    Zahlen, zusammen höchstens 270 (54 Karten mit höchstens 5). [Hausregel] Eine Partie hat so viele
    Durchgänge, wie der Tisch möchte; der Stand ist die Summe, die meisten Punkte gewinnen, bei
    Gleichstand teilt man sich den Platz. `tenscore finish` beendet die Partie. `tenscore check krumme10 display` spielt eine
    umstrittene Auslage Karte für Karte nach; `check krumme10 back` sagt, was auf der Rückseite einer
    Karte stehen kann.
