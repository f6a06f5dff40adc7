rules-updown-title =
    10 OP EN NEER (een Oh Hell-spel: tien kaarten op en weer neer) — de regels zoals tenscore ze
    bijhoudt
rules-updown-markers =
    Waar het spelregelboekje ruimte laat, staat bij onze eigen keuzes [huisregel]; afspraken over hoe
    tenscore de stand bijhoudt zijn gemarkeerd met [tenscore-afspraak].
rules-updown-aim-heading = DOEL
rules-updown-aim =
    Haal zoveel mogelijk punten, en meer dan alle anderen. Punten krijg je alleen door precies te
    voorspellen hoeveel slagen je haalt. 3 tot en met 7 spelers; 4 is de klassieke tafel. [huisregel]
rules-updown-rounds-heading = DE RONDES
rules-updown-rounds-schedule =
    In de eerste ronde krijgt iedere speler 1 kaart, in de volgende 2, en zo verder tot 10, daarna
    weer terug 9, 8, ... tot 1: samen 19 rondes. Met veel spelers kan het spel geen 10 kaarten per
    speler geven; de top is dan het meeste dat de 52 kaarten kunnen geven terwijl er één kaart
    overblijft om als troef om te draaien: 51 gedeeld door het aantal spelers, naar beneden afgerond
    (7 bij 7 spelers, 8 bij 6, 10 bij 5, 12 bij 4, 17 bij 3). De top is 10, tenzij het spel zoveel
    niet kan geven; elke top van 1 tot dat maximum kan gekozen worden met `new updown --peak N` (bij
    vier spelers 1 tot en met 12: een top van 12 geeft 23 rondes), en een hogere wordt geweigerd.
    {"["}huisregel]
rules-updown-rounds-trump =
    Na het delen wordt de volgende kaart omgedraaid: haar kleur is deze ronde troef. In het
    spelregelboekje heeft elke ronde een troef; tenscore vertellen welke (`bid --trump hearts`) hoeft
    niet en is alleen voor het verslag. Speelt de tafel een ronde zonder troef, dan geef je dat op
    met `bid --trump geen`.
rules-updown-bidding-heading = BIEDEN
rules-updown-bidding-turn =
    Voordat er gespeeld wordt, zegt iedere speler hoeveel slagen hij denkt te halen: een getal van 0
    tot en met het aantal kaarten in de hand. In ronde 1 biedt de eerste speler als eerste; elke ronde
    schuift dat één plaats met de klok mee op, en wie als eerste biedt, komt ook uit in de eerste
    slag. [huisregel]
rules-updown-bidding-any-order =
    tenscore neemt de biedingen in elke volgorde aan, zolang iedere speler precies één keer biedt.
    {"["}tenscore-afspraak]
rules-updown-bidding-hook =
    Met de haakregel (`new updown --hook`) mag wie als laatste biedt niet het getal zeggen waarmee
    alle biedingen samen precies het aantal kaarten van de ronde worden, zodat altijd iemand mis moet
    zitten. [huisregel: een keuze, alleen als die gekozen is]
rules-updown-play-heading = DE SLAGEN SPELEN
rules-updown-play-follow =
    Wie uitkomt, speelt een willekeurige kaart. Met de klok mee legt ieder er één kaart bij en moet
    kleur bekennen: een kaart van de gevraagde kleur spelen als je die hebt. Heb je die kleur niet,
    dan mag elke kaart; je hoeft niet te troeven of over te troeven. [huisregel]
rules-updown-play-winner =
    De slag gaat naar de hoogste gespeelde troef; zit er geen troef in, dan naar de hoogste kaart van
    de gevraagde kleur. Een kaart van een andere kleur die geen troef is, wint nooit, hoe hoog ook. De
    volgorde van laag naar hoog is 2, 3, ..., 10, boer, vrouw, heer, aas. Wie een slag haalt, komt uit
    in de volgende, tot alle kaarten gespeeld zijn.
rules-updown-play-example =
    Uitgewerkt voorbeeld: harten is troef. Er wordt uitgekomen met klaverheer; de tweede speler heeft
    geen klaveren en legt schoppenaas bij; de derde legt klavervijf; de vierde heeft geen klaveren en
    speelt hartentwee. Hartentwee is de enige troef, dus de vierde speler krijgt de slag.
rules-updown-play-check = `tenscore check updown trick` en `check updown follow` beslissen zulke vragen ter plekke; geef de troef van de ronde op met `--trump`. Een tafel die een ronde zonder troef speelt (die kent het spelregelboekje niet) zegt `--trump geen`: dan wint de hoogste kaart van de gevraagde kleur de slag. Zonder `--trump` wordt de slag net zo beoordeeld, en zegt het antwoord dat er geen troef is opgegeven, zodat een vergeten `--trump` opvalt. [tenscore-afspraak]
rules-updown-play-revoke =
    Geen kleur bekennen terwijl het kon, heet verzaken. De kaarten bewijzen het pas later: wie de
    gevraagde kleur niet bekende en die kleur in een latere slag toch speelt, had hem dus en heeft
    verzaakt. Wie die kleur daarna nooit meer laat zien, kan op de kaarten alleen niet betrapt worden.
    `tenscore check updown hand` neemt het hele spel slag voor slag door en noemt bij verzaken de slag,
    de speler en de kaart die het bewijst. Het spelregelboekje noemt geen straf voor verzaken, en
    tenscore noemt er ook geen: dat beslist de tafel. [huisregel]
rules-updown-scoring-heading = PUNTEN
rules-updown-scoring-exact =
    Na afloop van de ronde krijgt ieder die precies het geboden aantal slagen heeft gehaald die slagen
    plus 10 punten; alle anderen krijgen 0. Een bod van 0 dat uitkomt, is 10 waard. De slagen van een
    ronde zijn samen altijd het aantal gedeelde kaarten, en tenscore weigert slagen waarvoor dat niet
    geldt.
rules-updown-scoring-best =
    De best mogelijke partij, elk bod raak en elke slag gehaald, is 11 + 12 + ... + 20 + ... + 12 + 11
    = 290 punten bij een top van 10.
rules-updown-end-heading = HET EINDE
rules-updown-end =
    De partij eindigt vanzelf na de laatste ronde. Het hoogste totaal wint; spelers met een gelijk
    totaal delen de winst (en de plaats). [huisregel]
rules-updown-keyboard =
    AAN HET TOETSENBORD
      tenscore new updown --players Ann,Bob,Cy,Dee [--peak N] [--hook]
      tenscore bid Ann=1 Bob=0 Cy=2 Dee=1 [--trump hearts]     opent de volgende ronde
      tenscore round Ann=1 Bob=0 Cy=3 Dee=1                    sluit die af met de slagen
      tenscore undo                                            trekt open biedingen in, anders de laatste ronde
rules-updown-keyboard-refused =
    Een ronde zonder biedingen wordt geweigerd, net als een tweede stel biedingen terwijl er nog
    biedingen open staan. De stand toont per speler hoe vaak het bod raak was tegen het aantal
    gespeelde rondes, en welke ronde de volgende is, met haar kaarten en wie als eerste biedt.
