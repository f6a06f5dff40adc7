rules-pig10-title = PIG 10 — de regels zoals tenscore ze bijhoudt
rules-pig10-markers =
    Waar het spelregelboekje ruimte laat, staan onze eigen beslissingen gemarkeerd met [huisregel];
    afspraken die tenscore voor de eigen boekhouding maakt, staan gemarkeerd met [tenscore-afspraak].
rules-pig10-aim =
    DOEL
    Verzamel zoveel mogelijk kaarten door de stapel in het midden op precies 10 te brengen. Voor 2 tot 8
    spelers.
rules-pig10-deal =
    EEN POTJE
    Iedereen heeft 3 kaarten in de hand; de rest vormt een gedekte trekstapel. Wie het snelst tot tien
    telt, begint, en er wordt met de klok mee gespeeld. Wie dat is, beslist de tafel hardop, potje voor
    potje: tenscore wijst geen beginner aan, en de stand zegt dat vóór elk potje. [tenscore-afspraak] Ben
    je aan de beurt, dan leg je één kaart op de stapel, zeg je de nieuwe stapelwaarde hardop en trek je
    een kaart, zodat je weer 3 kaarten hebt. Is de trekstapel op, dan speel je door met de kaarten in je
    hand tot niemand er nog een heeft.
rules-pig10-pile-value =
    DE STAPELWAARDE
    De eerste kaart in een leeg midden maakt haar eigen getal de stapelwaarde. Daarna telt elke kaart
    gewoonlijk haar getal op bij de stapelwaarde, en de waarde die het laatst hardop is gezegd, geldt.
rules-pig10-pigmaid =
    {"  "}De varkenshoedster (5)  mag opgeteld of afgetrokken worden, maar de stapel komt nooit onder nul;
    {"                          "}precies op 0 uitkomen mag wel. [huisregel]
rules-pig10-frog =
    {"  "}De kikker (0)           zet de stapel terug op 0.
rules-pig10-same-number =
    {"  "}Zelfde getal            op een kaart met hetzelfde getal als de kaart er net onder, of op een
    {"                          "}stapel waarvan de waarde gelijk is aan je kaart, mag je in plaats daarvan
    {"                          "}het getal van je kaart de stapelwaarde maken. Een 5 heeft dan alle drie de
    {"                          "}keuzes: optellen, aftrekken of gelijkzetten. [huisregel]
rules-pig10-calling =
    Met het getal dat je hardop zegt, kies je uit de waarden die je kaart toelaat; een genoemd getal dat
    geen enkele keuze oplevert, is fout. [huisregel]
rules-pig10-taking =
    DE STAPEL PAKKEN
    Breng je de stapel op precies 10, dan roep je "Pig 10!" en is de hele stapel van jou (een 10 op een
    lege of op nul gezette stapel doet dat ook). Kom je boven 10, dan pakt de speler die vóór je zit,
    rechts van je, de stapel, of die nog kaarten heeft of niet. [huisregel] Spelers zonder kaarten
    worden overgeslagen als de beurt doorschuift. [huisregel] Leg de kaarten die je wint voor je neer;
    een nieuwe stapel begint in het lege midden.
rules-pig10-example =
    Voorbeeld: Steve speelt een 4 ("vier"), Sally een 3 ("zeven"), Jane een 2 ("negen"), Claudio een 6
    ("vijftien"): boven 10, dus Jane, die vóór Claudio zit, pakt de 4 kaarten. Had Claudio een 1
    gespeeld, dan was de stapel precies 10 geweest en van hem.
rules-pig10-example-more =
    Nog een voorbeeld: Steve speelt een 5 ("vijf"), Sally een 1 ("zes"), Jane een 5 en trekt die af
    ("één"). Claudio speelt een 3 ("drie"), Steve een 4 ("zeven"), Sally nog een 4 en maakt er "vier"
    van, Jane een derde 4 en telt die op ("acht"), Claudio een 8 op de stapel van 8 en laat die op
    "acht" staan.
rules-pig10-check = `tenscore check pig10 play`, `check pig10 pile` en `check pig10 deal` beslechten zulke vragen ter plekke.
rules-pig10-end =
    HET EINDE EN DE PARTIJ
    Zijn alle kaarten gespeeld, dan zijn de kaarten die nog in het midden liggen van niemand.
    {"["}huisregel] Noteer elk potje met de verzamelde kaarten van iedere speler (`tenscore round Ann=12
    Bob=7 ...`). De doos bevat 80 kaarten (volgens de inhoudsopgave van de uitgever, niet volgens het
    spelregelboekje), dus de aantallen van één potje kunnen samen niet hoger uitkomen. [huisregel] Een partij
    duurt zoveel potjes als de tafel wil; de stand is de som van alle potjes, de meeste kaarten
    winnen, en wie evenveel kaarten heeft, deelt de winst en de plaats. `tenscore finish` beëindigt de
    partij. [huisregel]
rules-pig10-deal-check =
    EEN HEEL POTJE CONTROLEREN
    `tenscore check pig10 deal --players A,B,... ZET...` neemt alle kaarten van een potje op volgorde
    en telt de stapels na elkaar: een stapel op 10 of meer is gepakt, de volgende kaart begint een
    nieuwe. De beurt gaat het hele potje met de klok mee, dus na een gepakte stapel speelt de speler
    na wie de laatste kaart legde verder, niet wie de stapel pakte. [huisregel] Een laatste stapel die
    niemand pakte, is van niemand, zoals hierboven. Met `--cards N` (het aantal kaarten waarmee het
    potje gespeeld is) moet iedere speler precies zijn deel spelen: 3 in de hand en na elke beurt
    één bijpakken geeft ieder N / spelers kaarten, de eerste N mod spelers vanaf wie begon één meer.
    Met `--round R` worden de verzamelde kaarten vergeleken met dat genoteerde potje van `--match M`,
    of van de laatste partij die nog niet af is.
