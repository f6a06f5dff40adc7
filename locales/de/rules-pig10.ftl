rules-pig10-title = PIG 10 — die Regeln, wie tenscore sie führt
rules-pig10-markers =
    Wo die Spielanleitung Spielraum lässt, sind unsere eigenen Entscheidungen mit [Hausregel] markiert;
    Konventionen, mit denen tenscore Buch führt, sind mit [tenscore-Konvention] markiert.
rules-pig10-aim =
    ZIEL
    Sammle so viele Karten wie möglich, indem du den Stapel in der Mitte auf genau 10 bringst. Für 2 bis
    8 Spieler.
rules-pig10-deal =
    EIN DURCHGANG
    Jeder hat 3 Karten auf der Hand; der Rest bildet einen verdeckten Nachziehstapel. Wer am schnellsten
    bis zehn zählt, beginnt, und gespielt wird im Uhrzeigersinn. Wer das ist, klärt der Tisch laut,
    Durchgang für Durchgang: tenscore bestimmt keinen Startspieler, und der Spielstand weist vor jedem Durchgang
    darauf hin. [tenscore-Konvention] Bist du am Zug, legst du eine Karte auf den Stapel, sagst den
    neuen Stapelwert laut an und ziehst eine Karte nach, sodass du wieder 3 hast. Ist der Nachziehstapel
    aufgebraucht, wird mit den Handkarten weitergespielt, bis niemand mehr eine hat.
rules-pig10-pile-value =
    DER STAPELWERT
    Die erste Karte in der leeren Mitte macht ihre eigene Zahl zum Stapelwert. Danach addiert jede Karte
    normalerweise ihre Zahl zum Stapelwert, und es gilt immer der zuletzt angesagte Wert.
rules-pig10-pigmaid =
    {"  "}Die Schweinemagd (5)  darf addiert oder abgezogen werden, doch der Stapel fällt nie unter null;
    {"                        "}genau auf 0 hinunterzugehen ist erlaubt. [Hausregel]
rules-pig10-frog =
    {"  "}Der Frosch (0)        setzt den Stapel auf 0 zurück.
rules-pig10-same-number =
    {"  "}Gleiche Zahl          auf eine Karte mit derselben Zahl wie die Karte direkt darunter im Stapel,
    {"                        "}oder auf einen Stapel, dessen Wert deiner Karte entspricht, darfst du
    {"                        "}stattdessen die Zahl deiner Karte zum Stapelwert machen. Eine 5 hat dann
    {"                        "}alle drei Möglichkeiten: addieren, abziehen oder setzen. [Hausregel]
rules-pig10-calling =
    Mit der Zahl, die du ansagst, wählst du unter den Werten, die deine Karte zulässt; eine angesagte
    Zahl, die keine Möglichkeit ergibt, ist falsch. [Hausregel]
rules-pig10-taking =
    DEN STAPEL NEHMEN
    Bringst du den Stapel auf genau 10, rufst du „Pig 10!“, und der ganze Stapel gehört dir (auch eine
    10 auf einem leeren oder auf null gesetzten Stapel schafft das). Gehst du über 10, nimmt der Spieler
    vor dir, rechts von dir, den Stapel, ob er noch Karten hat oder nicht. [Hausregel] Spieler ohne
    Karten werden übersprungen, wenn der Zug weitergeht. [Hausregel] Lege die gewonnenen Karten vor dir
    ab; ein neuer Stapel beginnt in der leeren Mitte.
rules-pig10-example =
    Beispiel: Steve spielt eine 4 („vier“), Sally eine 3 („sieben“), Jane eine 2 („neun“), Claudio eine
    6 („fünfzehn“): über 10, also nimmt Jane, die vor Claudio sitzt, die 4 Karten. Hätte Claudio eine 1
    gespielt, wäre der Stapel genau 10 gewesen und hätte ihm gehört.
rules-pig10-example-more =
    Noch ein Beispiel: Steve spielt eine 5 („fünf“), Sally eine 1 („sechs“), Jane eine 5 und zieht sie
    ab („eins“). Claudio spielt eine 3 („drei“), Steve eine 4 („sieben“), Sally noch eine 4 und macht
    daraus „vier“, Jane eine dritte 4 und addiert sie („acht“), Claudio eine 8 auf den Stapel von 8 und
    lässt ihn bei „acht“.
rules-pig10-check = `tenscore check pig10 play`, `check pig10 pile` und `check pig10 deal` klären solche Fragen sofort am Tisch.
rules-pig10-end =
    DAS ENDE UND DIE PARTIE
    Sind alle Karten gespielt, gehören die Karten, die noch in der Mitte liegen, niemandem. [Hausregel]
    Trage jeden Durchgang mit den gesammelten Karten aller Spieler ein (`tenscore round Ann=12 Bob=7 ...`).
    Die Schachtel enthält 80 Karten (laut Inhaltsangabe des Verlags, nicht laut Spielanleitung), also
    dürfen die Zahlen eines Durchgangs zusammen nicht mehr ergeben. [Hausregel] Eine Partie dauert so viele
    Durchgänge, wie der Tisch möchte; der Spielstand ist die Summe aller Durchgänge, die meisten Karten
    gewinnen, und wer gleich viele Karten hat, teilt sich Sieg und Platz. `tenscore finish` beendet die
    Partie. [Hausregel]
rules-pig10-deal-check =
    EINEN GANZEN DURCHGANG PRÜFEN
    `tenscore check pig10 deal --players A,B,... ZUG...` nimmt alle Karten eines Durchgangs der Reihe
    nach und zählt die Stapel nacheinander: ein Stapel bei 10 oder mehr ist genommen, die nächste
    Karte beginnt einen neuen. Gespielt wird den ganzen Durchgang über im Uhrzeigersinn, also spielt
    nach einem genommenen Stapel der Spieler nach dem, der die letzte Karte gelegt hat, nicht wer den
    Stapel genommen hat. [Hausregel] Ein letzter Stapel, den niemand genommen hat, gehört niemandem,
    wie oben. Mit `--cards N` (die Karten, mit denen der Durchgang gespielt wurde) muss jeder
    genau seinen Anteil spielen: 3 auf der Hand und nach jedem Zug eine nachgezogen ergibt für
    jeden N / Spieler Karten, für die ersten N mod Spieler ab dem Startspieler eine mehr. Mit
    `--round R` werden die gesammelten Karten mit diesem eingetragenen Durchgang von `--match M`
    verglichen, oder von der letzten noch nicht beendeten Partie.
