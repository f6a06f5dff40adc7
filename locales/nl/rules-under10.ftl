rules-under10-title =
    ONDER DE 10 (Under the 10) — de regels zoals tenscore ze bijhoudt

rules-under10-markers =
    Waar het spelregelboekje ruimte laat, beslissen we zelf; zulke beslissingen staan gemarkeerd met
    {"["}huisregel]. Hoe tenscore zelf de boekhouding doet, staat gemarkeerd met [tenscore-afspraak].

rules-under10-aim =
    DOEL
    Houd zo weinig mogelijk punten in je hand. Punten blijven ronde na ronde aan je plakken; wie de
    minste punten verzamelt, wint. Er spelen 2 tot 6 spelers mee. [huisregel]

rules-under10-round =
    EEN RONDE
    Iedereen krijgt 5 kaarten. De rest van de stapel ligt gedekt op tafel (de gesloten stapel); de
    bovenste kaart wordt ernaast opengelegd (de open stapel). De speler links van de gever begint. Wie
    aan de beurt is, legt één kaart of één combinatie open op de open stapel en pakt dan één kaart: de
    bovenste van de gesloten stapel, of de kaart die vlak onder de zojuist gelegde kaart(en) lag. Wat
    ligt, blijft liggen. Is de gesloten stapel op, dan wordt de open stapel zonder de bovenste kaart
    geschud tot een nieuwe gesloten stapel, zonder de bonuskaarten die al gebruikt zijn.

rules-under10-combinations =
    COMBINATIES
      losse kaart        één willekeurige kaart
      paar               twee kaarten met dezelfde waarde
      drie gelijke       drie kaarten met dezelfde waarde
      vier gelijke       vier kaarten met dezelfde waarde
      kleine straat      3 of 4 opeenvolgende waarden, allemaal in één kleur [huisregel: één kleur is verplicht]
      grote straat       5 opeenvolgende waarden, de kleuren doen er niet toe
      flush              5 kaarten in één kleur, de waarden doen er niet toe
    In welke volgorde je ze neerlegt maakt niet uit, en de waarden lopen niet rond: na 13 komt geen 0.
    Twee paren, een full house en vijf gelijke zijn geen combinaties (vijf kaarten in één kleur blijven
    wel een flush). Een joker valt in voor één kaart naar keuze. [huisregel]

rules-under10-call =
    "ONDER DE 10!" ROEPEN
    Heb je aan de beurt minder dan 10 punten in je hand, dan mag je "Onder de 10!" roepen en stopt de
    ronde. Roepen kan alleen met 0 tot 9 punten en zonder bonuskaart in de hand; elke andere roep
    weigert tenscore, in plaats van hem te tellen. [huisregel] Heeft niemand anders evenveel punten als
    jij of minder, dan lukt de roep: jij krijgt 0 en alle anderen krijgen de punten die nog in hun
    hand zitten.

rules-under10-failed-call =
    ALS DE ROEP MISGAAT
    Heeft een andere speler evenveel punten als jij of minder, dan gaat je roep mis: je krijgt 20 plus de
    punten in je hand. Van de spelers die je verslaan wint wie de minste punten heeft de ronde en krijgt
    0; delen er meer die laagste stand, dan krijgen ze allemaal 0. De overige spelers krijgen de punten
    in hun hand.
    Alleen wie geen bonuskaart heeft, kan de roeper verslaan, want met een bonuskaart in de hand win je
    nooit een ronde. Een speler met een bonuskaart en evenveel punten als de roeper, of minder, laat de
    roep dus niet misgaan: Ann roept met 9, Bob heeft 3 punten en een ruil-een, Cy heeft 20, en de
    roep lukt (Ann 0, Bob 3 + 5 = 8, Cy 20). Met "evenveel punten of minder" bedoelt het
    spelregelboekje alleen de spelers die de ronde kunnen winnen. [huisregel]

rules-under10-luck =
    MEEVALLER
    Heeft de kaart die je van de gesloten stapel pakt dezelfde waarde als een kaart die je net hebt
    gelegd, dan mag je haar meteen opleggen, en je beurt is voorbij. Een kaart van de open stapel telt
    nooit, en een getrokken joker past nergens bij. [huisregel] Ook een joker die je net hebt gelegd,
    heeft zelf geen waarde: hij telt alleen binnen de combinatie die hij afmaakt als de kaart waarvoor
    hij staat, dus na 3, joker, 5 als straat is een getrokken 4 geen meevaller. [huisregel] Leg je zo
    je allerlaatste kaart weg, dan is je hand leeg: je krijgt 0 en de ronde is meteen uit; alle anderen
    krijgen de punten in hun hand. De gelukkige wordt ingevoerd als NAAM=0, zonder bonuskaarten. [huisregel]

rules-under10-bonus-cards =
    BONUSKAARTEN (naar keuze)
    Alleen in een partij die begonnen is met `tenscore new under10 --bonus-cards`; zonder die optie
    wordt een invoer met een bonuskaart geweigerd. [huisregel]
      ruil-alles   ruil je hele hand met een willekeurig gekozen speler   +20 nog in de hand
      joker        valt in voor elke kaart die je wilt                    +10 nog in de hand
      ruil-een     ruil één kaart naar keuze met een willekeurige speler   +5 nog in de hand
    Een bonuskaart is zelf geen punten waard, maar elke bonuskaart die aan het eind van een ronde nog in
    de hand zit, telt haar strafpunten op bij die speler, hoe de ronde ook eindigde. [huisregel] Met een
    bonuskaart in de hand mag je niet roepen en kun je geen ronde winnen, en je mag er geen van de open
    stapel pakken.

rules-under10-hand-limit =
    HOOGSTENS EEN VOLLE HAND
    Aan het eind van een ronde heeft een hand hoogstens 5 kaarten en een kaart is 0 tot 13 waard, dus
    kaartpunten boven (5 - bonuskaarten) x 13 worden geweigerd: hoogstens 65 zonder bonuskaarten, 52 met
    één. [huisregel]

rules-under10-halving =
    HALVEREN EN ERUIT LIGGEN
    Na elke ronde komt ieders rondescore bij zijn totaal. Kom je precies op 100, dan zak je terug naar
    50; kom je precies op 150, dan zak je terug naar 75. Ga je boven 150, dan lig je uit de partij. Wie
    eruit ligt, zit elke volgende ronde over: een invoer voor die speler wordt geweigerd. [huisregel]

rules-under10-end =
    EINDE VAN DE PARTIJ (spreek het vooraf af: `tenscore new under10 --end ...`)
      last-standing (standaard)  doorspelen tot er nog één speler over is; die wint. Liggen de laatste
                                 spelers allemaal in dezelfde ronde eruit, dan wint het laagste totaal
                                 onder hen. [tenscore-afspraak]
      first-out                  stoppen na de ronde waarin de eerste speler eruit ligt; het laagste
                                 totaal van wie nog meedoet wint.
    Bij gelijke stand wordt de winst gedeeld. [huisregel]

rules-under10-starter =
    WIE BEGINT
    De speler links van de gever begint. tenscore laat het geven rond de tafel gaan: ronde 1 begint bij
    de eerste speler in de tafelvolgorde, of bij wie genoemd is met `tenscore new under10 --starter
    NAAM`; elke volgende ronde begint bij de volgende speler die nog meedoet, met de klok mee vanaf wie
    de vorige ronde begon. [tenscore-afspraak]

rules-under10-ranking =
    RANGORDE
    Wie nog meedoet, staat boven wie eruit ligt; van wie eruit ligt staat wie het langst volhield hoger;
    daarna staat het lagere totaal hoger. Gelijke plaatsen delen een rang. [tenscore-afspraak]

rules-under10-notation =
    KAARTNOTATIE (voor `tenscore check under10`)
    Het spelregelboekje noemt geen waarden of kleuren, dus een kaart is haar waarde, een heel getal van
    0 tot 13, gevolgd door één kleurletter a-z die jullie aan tafel afspreken: 8r, 12b, 0g. De joker is
    `joker` of `*`. Hoofdletters maken niet uit, en kaarten mogen gescheiden worden door spaties of
    komma's. [huisregel]

rules-under10-entering =
    EEN RONDE INVOEREN
      tenscore round Ann=4 Bob=12+joker Cy=0 --luck Cy
      tenscore round Ann=6 Bob=3 Cy=17+ruil-een+ruil-alles --call Ann
    Geef NAAM=PUNTEN[+BONUS...] voor elke speler die nog meedoet: PUNTEN zijn de kaartpunten die nog in
    de hand zitten, en elke BONUS is een bonuskaart die je nog hebt (joker, ruil-een of ruil-alles;
    hoofdletters maken niet uit, `_` werkt ook voor `-`). De Engelse en Duitse namen (trade-one,
    trade-all, einzeltausch, handtausch, en de oudere tausch-eine, tausch-alle) worden in elke taal ook
    gelezen. Voeg precies één van beide toe: --call NAAM (wie "Onder de 10!" riep) of --luck NAAM (wie
    de hand leeg speelde).

rules-under10-check =
    EEN MENINGSVERSCHIL BESLECHTEN (er wordt niets opgeslagen)
      tenscore check under10 call --call Ann Ann=7 Bob=7 Cy=3+joker     lukt de roep?
      tenscore check under10 call --luck Cy Ann=7 Bob=12 Cy=0           wie krijgt wat na een meevaller
      tenscore check under10 luck --played 8r,8b --drawn 8g             is dit een meevaller?
      tenscore check under10 combo 8r 9r joker                          welke combinatie is dit?
