rules-krumme10-title = KRUMME10 — de regels zoals tenscore ze bijhoudt

rules-krumme10-markers =
    Eigen uitspraken staan gemarkeerd als [huisregel] waar het spelregelboekje ruimte laat; de optionele
    varianten van het spel als [variant]; de eigen boekhoudafspraken van tenscore als
    {"["}tenscore-afspraak].

rules-krumme10-aim-heading = DOEL
rules-krumme10-aim =
    Verzamel de meeste overwinningspunten door de uitlage precies op 10 (of 15) af te maken. 2 tot 6
    spelers.

rules-krumme10-cards-heading = DE KAARTEN
rules-krumme10-cards-sides =
    54 kaarten, elk met aan beide kanten een getal van 0 tot 5. De achterkant is altijd één hoger of één
    lager dan de voorkant, behalve dat 0 en 5 bij elkaar horen: achter een 0 staat een 1 of een 5,
    achter een 5 een 4 of een 0. [huisregel: afgelezen van de kaartenlijst] Vieren zijn blauw of roze.
rules-krumme10-cards-in-front =
    Iedereen heeft drie kaarten open voor zich liggen. Je mag je eigen kaarten anders leggen, maar nooit
    naar hun achterkant kijken. Elke kaart mag met de achterkant boven gespeeld worden: draai haar om op
    het moment dat je haar neerlegt. Dat geldt ook voor een kaart die je bij je punten legt. Een kaart
    weer terugdraaien mag nooit.

rules-krumme10-turn-heading = EEN BEURT
rules-krumme10-turn =
    Leg precies één kaart in de gezamenlijke uitlage en trek dan bij tot je weer drie kaarten hebt. De
    uitlage telt de open getallen bij elkaar op.
      Precies op het doel:  wie de uitlage afmaakt, krijgt de laatst gelegde kaart, ter waarde van haar
                            open getal (die mag bij het nemen worden omgedraaid, ten goede of ten
                            kwade). Alle andere kaarten van de uitlage gaan naar de aflegstapel.
      Over het doel:        de uitlage wordt opgeruimd, en elke andere speler, behalve de teamgenoten
                            van wie erover ging, mag foulpunten nemen: leg de laagste van je drie
                            kaarten bij je punten (ze mag worden omgedraaid) en trek daarna bij.
    De volgende speler begint een nieuwe uitlage, weer met 10 als doel.

rules-krumme10-order-heading = BEURTVOLGORDE
rules-krumme10-order =
    Volgens het spelregelboekje begint wie het laatst jarig was met een oneven leeftijd. Wie dat is,
    beslist de tafel; tenscore vraagt er niet naar. [tenscore-afspraak] Vanaf de beginspeler gaat het
    spel met de klok mee, één beurt per speler. Omdraaien met een roze 4 (zie VIEREN) keert de richting
    meteen om, zodat de eerstvolgende beurt al de andere kant op gaat, en zo blijft het, ook over
    uitlagen heen, tot de volgende keer dat iemand omdraait. [huisregel] Wie geen kaarten meer heeft,
    wordt overgeslagen; dezelfde speler speelt dus alleen twee keer achter elkaar als niemand anders nog
    kaarten heeft.
rules-krumme10-order-check =
    `tenscore check krumme10 display` controleert bij elke zet wie aan de beurt is, met de klok mee
    vanaf wie als eerste speelt (`--counterclockwise` als een omdraaiing uit een eerdere uitlage nog
    geldt).

rules-krumme10-fours-heading = VIEREN
rules-krumme10-fours-target =
    Elke 4 die open valt, verhoogt het doel van de uitlage van 10 naar 15, nog voordat haar waarde wordt
    opgeteld; een 4 gaat dus nooit over 10, maar een 4 op 12 als het doel al 15 is, gaat er wel over.
    Meer vieren verhogen het doel niet verder. [huisregel: elke open 4, blauw of roze]
rules-krumme10-fours-jackpot =
    Kom je precies op 15, dan krijg je naast je laatste kaart de jackpot: elke open roze 4 in de
    uitlage; geen kaart telt dubbel. [huisregel]
rules-krumme10-fours-over =
    Ga je over 15, dan mogen de anderen met een willekeurige eigen kaart foulpunten nemen, niet alleen
    met de laagste; de roze vieren van die uitlage gaan gewoon naar de aflegstapel.
rules-krumme10-fours-reversal =
    Met een roze 4 mag wie haar legt ook de speelrichting omdraaien, meteen en tot de volgende
    omdraaiing; dat geldt ook voor een roze 4 die met een 1 gestolen is (de dief legt haar). [huisregel]

rules-krumme10-ones-heading = ENEN
rules-krumme10-ones =
    Leg je een 1, dan mag je één kaart stelen van een andere speler (ook van een teamgenoot, nooit van
    jezelf), en die moet je meteen met de achterkant boven leggen; jij staat ervoor in. Valt ze als 1,
    dan mag je opnieuw stelen: de ketting van enen gaat door zolang gestolen kaarten als 1 vallen, en
    stopt zodra er een anders valt of de uitlage over het doel gaat. [huisregel] Een 1 die precies op
    het doel uitkomt, mag toch nog stelen; de uitlage wordt afgerekend als de ketting stopt, op de
    laatst gelegde kaart. [huisregel]
rules-krumme10-ones-example =
    Uitgewerkt voorbeeld: de uitlage staat op 6; Alma legt een 1, steelt twee kaarten van Bernie die
    allebei als 1 vallen, en waagt het dan met de 2 van Carla, met een 3 op de achterkant: de uitlage
    staat op 12, over 10. Bernie en daarna Carla mogen foulpunten nemen; dan trekt Bernie bij, dan
    Carla, en Alma als laatste.
rules-krumme10-ones-subtlety =
    Een fijne kneep: op 9 leg je een 1 en kom je op 10. Je mag je 1 punt nemen, of in plaats daarvan een
    open 5 stelen: valt die als 0, dan blijft de uitlage op 10, is de 0 nu je laatste kaart en krijg je
    haar — en draai je haar bij het nemen terug naar haar 5.

rules-krumme10-foul-heading = FOULPUNTEN, OP VOLGORDE
rules-krumme10-foul =
    Iedereen die er recht op heeft, neemt eerst zijn foulpunten, in beurtvolgorde na wie erover ging;
    daarna trekt iedereen bij, de actieve speler als laatste. Wie geen kaarten heeft, krijgt niets.
    {"["}huisregel]

rules-krumme10-teams-heading = TEAMS [variant]
rules-krumme10-teams =
    Met 4 tot 6 spelers mag je in teams spelen volgens de tafelschikking: ABAB, ABCAB of ABABAB (`new
    krumme10 --teams`). De stand van een team is de som van de punten van zijn leden gedeeld door hun
    aantal, zodat de eenzame speler C een eerlijke kans heeft; teams worden gerangschikt op de exacte
    breuk en getoond met twee decimalen. [huisregel] Alleen spelers van de andere teams nemen
    foulpunten.

rules-krumme10-variants-heading = VARIANTEN [variant]
rules-krumme10-variants =
      --long       als de trekstapel voor het eerst op is, schud je de aflegstapel tot een nieuwe
                   trekstapel; het potje eindigt als die ook op is.
      --showdown   het potje eindigt niet als de trekstapel op is: speel door tot elke kaart gespeeld
                   is; wie niet kan spelen en geen foulpunten kan nemen, wordt overgeslagen.
    tenscore slaat de varianten op bij de partij.

rules-krumme10-end-heading = HET EINDE EN DE PARTIJ
rules-krumme10-end =
    Een potje eindigt op het moment dat de trekstapel leeg is (zie de varianten). Noteer elk potje met
    de overwinningspunten van elke speler (`tenscore round Ann=14 Bob=9 ...`): hele getallen, samen
    hoogstens 270 (54 kaarten van hoogstens 5). [huisregel] Een partij duurt zoveel potjes als de tafel
    wil; de stand is de som, de meeste punten winnen, gelijke totalen delen de plaats. `tenscore
    finish` beëindigt de partij. `tenscore check krumme10 display` speelt een betwiste uitlage kaart
    voor kaart na; `check krumme10 back` zegt wat er op de achterkant van een kaart kan staan.
