rules-tenstuff-title =
    TENSTUFF — de regels zoals tenscore ze bijhoudt

rules-tenstuff-marks =
    De officiële regels zijn gemarkeerd met [officieel] (aan, tenzij `new tenstuff --casual`); waar het
    spelregelboekje ruimte laat, staan onze eigen beslissingen met [huisregel]; afspraken voor de
    boekhouding van tenscore zelf staan met [tenscore-afspraak].

rules-tenstuff-aim =
    DOEL
    Als eerste al je kaarten kwijtraken. 2 tot 8 spelers, het best met 3 of 4. Eén gewoon pak kaarten
    met beide jokers, 54 kaarten.

rules-tenstuff-deal =
    HET DELEN
    Elke speler krijgt 10 kaarten bij 2 tot 4 spelers, 8 bij 5, 7 bij 6, 6 bij 7 en 5 bij 8. De rest
    vormt de trekstapel. Wie de laagste kaart heeft, begint; er wordt met de klok mee gespeeld.
    Waarden, van laag naar hoog: joker, aas, 2, 3, ..., 10, boer, vrouw, heer. Alleen om te bepalen
    wie begint, tellen de kleuren als ruiten, klaveren, harten, schoppen (van laag naar hoog), en ligt
    de gemarkeerde joker (die met meer opdruk) onder de ongemarkeerde.
    De eerste zet van een potje (en na een herstart door drie zessen) is een set van de laagste waarde
    in de hand van wie begint. [huisregel]

rules-tenstuff-turn =
    EEN BEURT
    Leg een set op de speelstapel en trek daarna één kaart. Kun of wil je niet spelen, dan trek je alleen.
    Een set is 1 tot 4 kaarten van dezelfde waarde, of de twee jokers samen. [huisregel: een joker met
    een getalkaart is geen set]
    Een set moet even hoog of hoger zijn dan de set waarop hij komt; de kleur doet er niet toe. Op
    boeren, vrouwen en heren mag je ook een hogere plaatjesset leggen, een lagere set van elke waarde
    zolang die minstens één kleur deelt met de set eronder, of jokers (die hebben geen kleur).
    {"["}huisregel: deze extra's alleen op plaatjes]

rules-tenstuff-same-value =
    OP DEZELFDE WAARDE
      een gelijke  evenveel kaarten: je mag meteen nog een set leggen.
      een poging   minder kaarten: je mag vóór het trekken de volgende kaart van de trekstapel raden
                   (waarde en kleur); goed geraden, dan gaat die kaart naar de volgende speler in
                   plaats van naar jou.
      een slam     meer kaarten: je mag de geslamde speler elke kaart van je hand geven die lager is
                   dan je slamset en er een kleur mee deelt. Een joker heeft geen kleur en wordt dus
                   nooit gegeven. [huisregel]

rules-tenstuff-skip =
    OVERSLAAN MET EEN 10
    Vlak voor iemands beurt mag je die beurt overslaan door die speler een 10 te geven; alleen een 10
    slaat over. De overgeslagen speler mag je kaarten uit de eigen hand teruggeven in de kleur van de
    10, maar nooit die 10 zelf. Een joker heeft geen kleur en gaat dus nooit terug. [huisregel] De
    overgeslagen speler trekt niet, en de beurt gaat meteen naar de volgende speler (naar rechts
    zolang drie zessen gelden).

rules-tenstuff-going-out =
    UITGAAN
    Wie direct na een zet geen kaarten meer heeft, is meteen uit en krijgt de eerstvolgende vrije plaats.
    Terug in het spel: op de set waarmee de laatste speler uitging, kan nog een slam komen van een
    speler die nog meedoet, met een geldige slam (dezelfde waarde, meer kaarten). Krijgt de uitgegane
    speler door die slam minstens één kaart, dan is die terug in het spel met die kaarten en raakt
    zijn plaats kwijt; krijgt hij niets, dan blijft hij uit. Dat kan alleen zolang er na het uitgaan
    nog twee of meer spelers meedoen, dus met 3 spelers of meer; zijn alle spelers op één na uit, dan
    is het potje voorbij. [huisregel: de gegeven kaarten beslissen, en de slam komt van een speler die
    nog meedoet] De eindvolgorde die voor het potje wordt genoteerd, is de uiteindelijke, met een
    teruggekeerde speler op de plaats waar die uiteindelijk eindigt. [tenscore-afspraak]

rules-tenstuff-official =
    OFFICIËLE REGELS [officieel]
    Deze regels gelden in officiële partijen en niet in een vrije (`new tenstuff --casual`); de
    vormen van `check tenstuff` voor deze regels weigeren --casual.

rules-tenstuff-sixes =
    Drie zessen [officieel]
    Na een beurt waarin een set van precies drie zessen is gelegd (twee of vier zessen tellen niet),
    vanaf de volgende beurt:
      gaat de beurt naar rechts (tegen de klok in);
      wordt de open speelstapel de open trekstapel;
      wordt de gesloten trekstapel de gesloten speelstapel: sets worden dicht gelegd, en eerst
        getoond en aangekondigd ("de boeren van schoppen en harten").
    Dit duurt tot de trekstapel op is. Dan volgt een herstart: de gesloten stapel wordt weer de
    trekstapel zonder te schudden, iedereen houdt de kaarten in zijn hand, wie de laagste kaart heeft
    begint (met een set van de laagste waarde in de hand), en de beurt gaat weer naar links.
    Drie zessen terwijl drie zessen al gelden, veranderen verder niets: de beurt blijft naar rechts
    gaan, en de stapels blijven zoals ze zijn tot de trekstapel op is. [huisregel]

rules-tenstuff-excommunication =
    Excommunicatie [officieel]
    Als de trekstapel op is, gaat de laatste set vóór het schudden op de kale tafel als begin van een
    nieuwe speelstapel. Wie hem op de speelstapel legt die geschud gaat worden, is geëxcommuniceerd:
    niet spelen en niet trekken (ook niet voor die beurt [huisregel]) tot een andere speler past,
    uit keuze of omdat hij niet kan. Dan zit de geëxcommuniceerde weer op zijn eigen plaats en speelt
    als de beurt bij hem komt: met Ann, Bob, Cy en Dee en Bob geëxcommuniceerd, als Cy speelt en Dee
    past, speelt Ann en daarna Bob. [huisregel: terug op de eigen plaats, niet direct na de pas]
    Zolang drie zessen gelden, leidt een lege trekstapel tot een herstart in plaats van schudden,
    dus wordt dan niemand geëxcommuniceerd. [huisregel]

rules-tenstuff-shame =
    De Schanderonde [officieel]
    Valsspelen mag, maar wie betrapt wordt, trekt kaarten tot de hand een veelvoud van vijf kaarten
    telt, minstens één kaart: met 5 kaarten trek je tot 10; met 3 trek je er 2; met 9 trek je er 1;
    met geen enkele trek je er 5. Daarna ligt de hand open op tafel voor iedereen tot het einde van
    de volgende beurt van die speler.

rules-tenstuff-match =
    DE PARTIJ
    Een partij duurt zoveel potjes als de tafel wil. Noteer van elk potje de eindvolgorde, wie het
    eerst uit is eerst (`tenscore round --order Cy,Ann,Bob`; de laatste speler mag je weglaten). In
    een potje met n spelers levert plaats k n − k punten op, dus een potje deelt n(n − 1)/2 punten uit.
    De stand is de som; bij gelijke som beslist het aantal gewonnen potjes, en daarna delen de
    spelers de plaats. `tenscore finish` beëindigt de partij. [huisregel]
    `tenscore check tenstuff` beslecht discussies: `play` (mag een set daar), `slam` (wat een slam mag
    geven), `first` (wie begint; `--restart` na drie zessen), `skip` (wat een overgeslagen speler mag
    teruggeven, en wie daarna speelt), `unwin` (is een geslamde speler terug in het spel), en voor de
    officiële regels `sixes`, `shame` en `excommunication`.
