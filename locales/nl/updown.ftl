updown-suit = { $suit ->
        [clubs] klaveren
        [diamonds] ruiten
        [hearts] harten
       *[spades] schoppen
    }
updown-suit-card = { $suit ->
        [clubs] klaverkaart
        [diamonds] ruitenkaart
        [hearts] hartenkaart
       *[spades] schoppenkaart
    }
updown-or = { $init } of { $last }
updown-or-none = niets
updown-and = { $init } en { $last }
updown-ordinal = { $place }e
updown-under = { $by } te weinig
updown-over = { $by } te veel
updown-even = precies gelijk

updown-all-played = { $last ->
        [one] de enige ronde van de partij is gespeeld
        [2] beide rondes van de partij zijn gespeeld
       *[other] alle { $last } rondes van de partij zijn gespeeld
    }
updown-all-played-legal = begin een nieuwe partij met `tenscore new updown`
updown-peak-zero = een top van 0 deelt geen kaarten
updown-peak-legal = kies --peak 1 tot en met { $deepest }
updown-peak-too-high = een top van { $peak } kan niet aan { $players } spelers gedeeld worden: de 52 kaarten geven ieder hooguit { $deepest }, want er moet één kaart overblijven om als troef om te draaien
updown-next-over = De partij is voorbij: er komen geen rondes meer.
updown-next-empty = Ronde { $seq }: er zit niemand aan tafel.
updown-next-open = Ronde { $seq } van { $of }: { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    } per speler. { $first } biedt als eerste en komt uit.
updown-next-hook = Met de haakregel biedt { $last } als laatste en mag die de biedingen samen niet op { $cards } laten komen.
updown-next-bid = Ronde { $seq } van { $of }: { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    } per speler.
updown-next-bid-trump = Ronde { $seq } van { $of }: { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    } per speler, { $trump } is troef.
updown-bids-said = Biedingen: { $bids } ({ $sum } samen voor { $cards ->
        [one] { $cards } slag
       *[other] { $cards } slagen
    }: { $balance }).
updown-bids-hook-barred = Met de haakregel mocht { $last } geen { $barred } bieden.
updown-bids-hook-free = Met de haakregel mocht { $last } alles bieden.
updown-next-lead = { $first } komt uit; voer daarna de slagen in.
updown-figure-bids-hit = Biedingen raak
updown-detail-bid = bod { $bid }
# Het deel van een stoel in een ronde, in een rij van een spreadsheet (export --format csv):
# niet 1/1, dat een spreadsheet voor een datum houdt.
updown-entry = bod { $bid }, { $tricks } gehaald
updown-detail-cards = { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }
updown-legend-points = Per speler: bod/slagen, dan de punten van de ronde → lopend totaal.
updown-legend = Per speler: bod/slagen, dan het lopende totaal.
updown-options-single = 1 kaart per speler, { $rounds }
updown-options-range = 1 tot { $peak } kaarten en weer terug, { $rounds }
updown-options-hook = met de haakregel
updown-options-no-hook = zonder haakregel
updown-options-no-trump = zonder troefvraag
updown-column-bids = Biedingen
updown-column-exact = Precies
updown-column-exact-rate = Precies %
updown-column-exact-rate-by-cards = Precies % per aantal kaarten
# Short titles for a narrow table (a key below explains them).
updown-column-bids-short = Bied.
updown-column-exact-short = Prec.
updown-column-exact-rate-short = Pr%
updown-column-exact-rate-by-cards-short = Pr% kaarten

updown-deal-impossible = { $seats } spelers kunnen niet ieder { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    } krijgen
updown-deal-impossible-legal = een ronde geeft ieder 1 tot en met { $deepest } kaarten (52 kaarten, waarvan er één overblijft voor de troef)
updown-all-bid = { $seats ->
        [2] beide spelers hebben
       *[other] alle { $seats } spelers hebben
    } al geboden ({ $given } biedingen gegeven)
updown-all-bid-legal = geef de biedingen die tot nu toe gedaan zijn, hooguit { $most }
updown-bid-above = een bod van { $bid } is meer dan de { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    } van de ronde
updown-bid-above-named = het bod van { $name } ({ $bid }) is meer dan de { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    } van de ronde
updown-bid-above-legal = een bod is 0 tot en met { $cards }
updown-hook-refused = met de haakregel mag { $name } (die als laatste biedt) geen { $bid } bieden: dan zouden de biedingen samen precies op { $cards } uitkomen, het aantal kaarten in ronde { $seq }
updown-hook-legal = { $name } mag { $allowed } bieden
updown-tricks-no-bids = ronde { $seq } heeft nog geen biedingen (eerst de biedingen, dan de slagen)
updown-tricks-no-bids-legal = open de ronde met `tenscore bid NAME=N ...` en voer daarna de slagen in
updown-tricks-too-many = { $name } haalde { $taken ->
        [one] { $taken } slag
       *[other] { $taken } slagen
    }, maar ronde { $seq } heeft er maar { $cards }
updown-tricks-per-player = ieder haalt 0 tot en met { $cards } slagen, samen { $cards }
updown-tricks-sum = de slagen zijn samen { $sum }, maar ronde { $seq } deelt { $cards ->
        [one] { $cards } kaart, dus er wordt { $cards } slag gespeeld
       *[other] { $cards } kaarten, dus er worden { $cards } slagen gespeeld
    }
updown-tricks-sum-legal = geef slagen die samen precies { $cards } zijn
updown-score-no-bids = ronde { $seq } heeft geen biedingen
updown-score-no-bids-legal = eerst de biedingen, dan de slagen
updown-score-uneven = ronde { $seq } heeft niet voor iedere speler één bod en één aantal slagen
updown-score-uneven-legal = voer de ronde opnieuw in
updown-score-cards = ronde { $seq } is geopend voor { $opened ->
        [one] { $opened } kaart
       *[other] { $opened } kaarten
    }, maar deelt er { $cards }
updown-score-cards-legal = open de ronde opnieuw met `tenscore bid`
updown-explain-exact = Een precies bod levert de slagen + 10 op: { $hits }.
updown-explain-hit = { $name } bood { $bid } en haalde er { $tricks } (+{ $points })
updown-explain-nobody = Niemand haalde precies zijn bod, dus niemand krijgt punten.
updown-explain-missed = Een gemist bod levert 0 op: { $misses }.
updown-explain-miss = { $name } bood { $bid }, haalde er { $tricks } ({ $by })
updown-note-hit = bod { $bid } gehaald
updown-note-missed = bod { $bid }, { $tricks } gehaald

updown-trick-twice = { $card } ligt twee keer in deze slag (kaart { $first } en { $again }), maar een kaartspel heeft elke kaart maar één keer
updown-trick-twice-legal = elke kaart één keer, in de volgorde waarin ze zijn gespeeld, de uitgekomen kaart eerst
updown-trick-count = de slag heeft { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }, maar { $players } spelers leggen elk één kaart in elke slag
# $example: a trick of as many cards as players, "KC AS 5C".
updown-trick-count-legal = geef de slag als zijn { $players } kaarten in de volgorde van spelen, de uitgekomen kaart eerst: { $example }
updown-trick-too-many = { $count } kaarten in één slag, maar { $game } speel je met 3 tot en met { $most } spelers
updown-trick-too-many-legal = één kaart per speler, hooguit { $most }, in de volgorde waarin ze zijn gespeeld, de uitgekomen kaart eerst
updown-trick-too-few = een slag heeft minstens { $fewest } kaarten nodig, maar { $count ->
        [0] er is geen enkele gegeven
        [1] er is er maar 1 gegeven
       *[other] er zijn er maar { $count } gegeven
    }
updown-trick-too-few-legal = de kaarten in de volgorde waarin ze zijn gespeeld, de uitgekomen kaart eerst: KC AS 5C 2H
updown-wins = { $card } wint: { $because }
updown-trump-led = { $trump }, ook de gevraagde kleur
updown-only-trump = het is de enige troef ({ $label }) in de slag
updown-highest-trump = het is de hoogste troef ({ $label }), hoger dan { $others }
updown-trump-beats = { $reason }, en troef wint van elke kaart van een andere kleur
updown-trump-beats-even = { $reason }, zelfs van { $higher }
updown-led-alone = er is geen troef ({ $trump }) gespeeld en niemand anders legde een { $led_card } (de gevraagde kleur), dus wint de uitgekomen kaart de slag
updown-led-highest = er is geen troef ({ $trump }) gespeeld, dus wint de hoogste { $led_card } (de gevraagde kleur) de slag, en { $card } is hoger dan { $followers }
updown-stray = { $reason }; { $stray } is geen { $led_card } en geen troef, en kan dus niet winnen
updown-strays = { $reason }; { $strays } zijn geen { $led } en geen troef, en kunnen dus niet winnen
updown-no-trump-led-alone = deze ronde is er geen troef en niemand anders legde een { $led_card } (de gevraagde kleur), dus wint de uitgekomen kaart de slag
updown-no-trump-led-highest = deze ronde is er geen troef, dus wint de hoogste { $led_card } (de gevraagde kleur) de slag, en { $card } is hoger dan { $followers }
# Hetzelfde als er geen --trump is opgegeven: gezegd, zodat een tafel die hem vergat het ziet.
updown-untold-led-alone = er is geen troef opgegeven (--trump), dus geldt dit als een ronde zonder troef, en niemand anders legde een { $led_card } (de gevraagde kleur), dus wint de uitgekomen kaart de slag
updown-untold-led-highest = er is geen troef opgegeven (--trump), dus geldt dit als een ronde zonder troef: de hoogste { $led_card } (de gevraagde kleur) wint de slag, en { $card } is hoger dan { $followers }
updown-no-trump-stray = { $reason }; { $stray } is geen { $led_card } en kan dus niet winnen
updown-no-trump-strays = { $reason }; { $strays } zijn geen { $led } en kunnen dus niet winnen
updown-check-trump-notation = { $notation }; of geen voor een ronde zonder troef
updown-hand-twice = { $card } staat twee keer in de hand
updown-hand-twice-legal = een kaartspel heeft elke kaart maar één keer: noem elke kaart van de hand één keer
updown-hand-too-big = een hand van { $count } kaarten is groter dan aan welke tafel ook wordt gedeeld
updown-hand-too-big-legal = bij drie spelers, het kleinste aantal, krijgt ieder hoogstens { $biggest } kaarten (52 kaarten, waarvan er één overblijft voor de troef)
updown-hand-empty = de hand is leeg
updown-hand-holds = { $count ->
        [one] in de hand zit { $cards }
       *[other] in de hand zitten { $cards }
    }
updown-not-in-hand = { $card } zit niet in de hand: { $held }
updown-not-in-hand-legal = noem de gespeelde kaart ook bij de hand
updown-follow-led = { $card } mag: die bekent de gevraagde kleur ({ $led }).
updown-follow-void = { $card } mag: de hand heeft geen { $led } (de gevraagde kleur), dus elke kaart mag — je hoeft niet te troeven.
updown-follow-must-card = dus moet { $only } gespeeld worden
updown-follow-must-suit = dus moet er een { $led_card } gespeeld worden
updown-follow-refused = { $card } mag niet gespeeld worden: er is een { $led_card } uitgekomen en { $count ->
        [one] in de hand zit
       *[other] in de hand zitten
    } { $held }, { $must } (kleur bekennen als het kan).

updown-check-leader-unknown = '{ $leader }', die uitkwam, is niet een van de spelers
updown-check-leader-legal = noem een van { $players }
updown-check-named = { $name } wint de slag met { $card }: { $because }
updown-check-placed = De { $place } kaart, { $card }, wint de slag: { $because }
updown-check-one-card = geef de ene kaart die gespeeld is
updown-check-one-card-legal = bijv. tenscore check updown follow --led klaveren --hand 5C,KC,2H 2H
updown-check-legal = Toegestaan: { $reason }
updown-check-not-legal = Niet toegestaan: { $reason }
updown-check-bids-hook = met de haakregel mag de laatste bieder geen { $barred } bieden, want dan zouden de biedingen samen precies op { $cards } uitkomen
updown-check-bids-any = een bod mag alles zijn van 0 tot en met de { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    } van de ronde
updown-check-bids = De { $place } bieder mag { $allowed } bieden: { $reason }.

updown-ask-peak = Meeste kaarten in een ronde (de top, 1 tot en met { $deepest })
updown-ask-peak-refused = de top is een getal van 1 tot en met { $deepest } (52 kaarten, waarvan één voor de troef, over { $players } spelers)
updown-ask-hook = Spelen met de haakregel (de laatste bieder mag de biedingen samen niet gelijk maken aan het aantal kaarten)?
updown-ask-trump-kept = Bij de biedingen van elke ronde naar de troefkleur vragen?
updown-ask-bids-start = Biedingen voor ronde { $seq }, vanaf { $first } de tafel rond; typ { $back } om één antwoord terug te gaan.
updown-ask-trump = Troefkleur (klaveren, ruiten, harten, schoppen, C, D, H, S of geen; Enter om over te slaan)
updown-trump-skipped = niet genoteerd
updown-ask-range = 0–{ $cards }
updown-ask-range-barred = 0–{ $cards }, niet { $barred }
updown-ask-range-only = moet { $only } zijn
updown-ask-bid = Bod van { $name } ({ $range })
updown-ask-bid-refused = een bod is een heel getal van 0 tot en met { $cards }
updown-ask-hook-refused = met de haakregel mag { $name } (die als laatste biedt) geen { $bid } bieden: dan zouden de biedingen samen precies op { $cards } uitkomen
updown-ask-tricks-start = Gehaalde slagen in ronde { $seq }, { $cards } samen, vanaf wie uitkwam de tafel rond; typ { $back } om één antwoord terug te gaan.
updown-ask-tricks = Slagen van { $name } (bod { $bid })
updown-ask-tricks-last = de slagen moeten samen { $cards } zijn, dus { $name } haalde { $left ->
        [one] de { $left } slag die over is
       *[other] de { $left } slagen die over zijn
    }, niet { $n }
updown-ask-tricks-over = ronde { $seq } heeft { $cards ->
        [one] { $cards } slag
       *[other] { $cards } slagen
    }; { $taken ->
        [0] { $name } kan er hooguit { $remaining } halen
        [one] er is er al { $taken } gehaald, dus { $name } kan er hooguit { $remaining } halen
       *[other] er zijn er al { $taken } gehaald, dus { $name } kan er hooguit { $remaining } halen
    }
updown-ask-tricks-refused = slagen zijn een heel getal van 0 tot en met { $remaining }

## Het hele spel (`check updown hand`).
updown-whole-trick-size = slag { $trick } heeft { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }, maar { $players } spelers leggen elk één kaart in elke slag
# $example: a trick of as many cards as players, "KC,AS,5C".
updown-whole-trick-size-legal = geef elke slag als zijn { $players } kaarten in de volgorde van spelen, met komma's ertussen, de uitgekomen kaart eerst: { $example }
updown-whole-twice = { $card } wordt in slag { $first } gespeeld en nog eens in slag { $again }, maar een kaartspel heeft elke kaart maar één keer
updown-whole-twice-in-trick = { $card } wordt twee keer gespeeld in slag { $trick }, maar een kaartspel heeft elke kaart maar één keer
updown-whole-twice-legal = controleer de opgegeven kaarten: elke kaart wordt in een spel één keer gespeeld
updown-whole-trump-card-played = { $card } is de omgedraaide troefkaart, maar zit toch in slag { $trick }
updown-whole-trump-card-played-legal = de omgedraaide troefkaart zit in niemands hand: controleer --trump-card en die slag
updown-whole-too-long = slag { $trick } is er één te veel: in ronde { $round } krijgt elke speler { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    }
updown-whole-too-short = het spel heeft { $count ->
        [one] { $count } slag
       *[other] { $count } slagen
    }, maar in ronde { $round } krijgt elke speler { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    }
updown-whole-length-legal = geef { $cards ->
        [one] { $cards } slag
       *[other] { $cards } slagen
    }, één voor elke kaart in de hand
updown-whole-revoke = { $name } heeft verzaakt in slag { $trick }: er werd { $led } gevraagd en { $name } speelde { $played }, maar speelde { $proof } in slag { $later }, dus { $name } had een { $led_card }
updown-whole-revoke-rule = beken kleur als je kunt (het spelregelboekje noemt geen straf voor verzaken, en tenscore ook niet: dat beslist de tafel)
updown-whole-trick = Slag { $trick } ({ $cards }): { $name } haalt hem met { $card }: { $because }
updown-whole-taken = Gehaalde slagen: { $taken }.
updown-whole-scores = Punten (een precies bod levert de slagen + 10 op, elk ander bod 0): { $scores }.
updown-whole-recorded-open = Ronde { $round } van partij { $id } staat open: de biedingen zijn vastgelegd, de slagen nog niet, dus er valt niets te vergelijken.
updown-whole-recorded-agrees = Ronde { $round } van partij { $id } heeft dezelfde slagen vastgelegd.
updown-whole-recorded-differs = Ronde { $round } van partij { $id } heeft andere slagen vastgelegd: { $recorded }.
updown-whole-legal = Geldig: { $tricks ->
        [one] de slag volgt
        [2] beide slagen volgen
       *[other] alle { $tricks } slagen volgen
    } de regels, en geen later gespeelde kaart wijst op verzaken.
updown-whole-trump-disagree = --trump { $trump } en --trump-card { $card } noemen een andere troefkleur
updown-whole-trump-disagree-legal = geef er één van de twee, of laat ze dezelfde kleur noemen
updown-whole-bids-legal = geef met --bids NAAM=N,... één bod voor elke speler: { $players }
updown-whole-bids-not-a-bid = '{ $entry }' is geen bod: een bod is een heel aantal slagen, 0 of meer
updown-whole-bids-unknown = --bids noemt '{ $name }', maar die speelt niet mee
updown-whole-bids-twice = --bids geeft { $name } twee biedingen
updown-whole-bids-missing = --bids heeft geen bod voor { $name }
updown-whole-recorded-unreadable = ronde { $round } van partij { $id } is niet te lezen als biedingen en slagen van 10 op en neer: { $reason }
updown-whole-recorded-unreadable-legal = controleer de partij met `tenscore check history`
updown-whole-match-players = de spelers van het spel ({ $players }) zijn niet de spelers van partij { $id } ({ $seated })
updown-whole-match-players-legal = noem met --players de spelers van de partij, of vergelijk met een andere partij
updown-whole-match-leader = in ronde { $round } van partij { $id } komt { $due } uit (wie uitkomt schuift elke ronde één plaats met de klok mee), niet { $leader }
updown-whole-match-leader-legal = laat --leader weg om de uitkomer van die ronde te nemen
updown-whole-match-trump = in ronde { $round } van partij { $id } is { $recorded } troef (vastgelegd bij de biedingen), niet { $typed }
updown-whole-match-trump-none = in ronde { $round } van partij { $id } is { $recorded } troef (vastgelegd bij de biedingen), dus het is geen ronde zonder troef
updown-whole-match-trump-legal = laat --trump en --trump-card weg om de vastgelegde troef te nemen

## "Het spel nakijken?" in `play` (een partij met `--referee`).
updown-options-referee = elk spel wordt in play nagelopen
updown-ask-referee = Het spel nakijken? (typ de kaarten van elke slag)
updown-ask-referee-trump = Troefkleur van dit spel (klaveren, ruiten, harten, schoppen, of C, D, H, S; Enter voor geen)
# Aangeboden bij die vraag: Enter neemt het (een woord dat die vraag als geen troef leest).
updown-referee-no-trump = geen troef
updown-ask-trick = Slag { $trick }, uitgekomen door { $name }: de kaarten in de volgorde van spelen, bijv. { $example } (of in woorden: klaverheer,schoppenaas,...)
updown-referee-taken = { $name } haalt hem met { $card }: { $because }
updown-referee-trick-size = geef { $players } kaarten, één per speler, niet { $count }
updown-referee-played = { $card } is in dit spel al gespeeld
updown-referee-refused = Het spel is niet na te kijken: { $problem }; { $legal }. Typ het opnieuw.
updown-referee-revoke = Verzaakt: { $problem }; { $legal }.
updown-ask-record-as-played = De slagen vastleggen zoals gespeeld? (nee: typ het spel opnieuw)

updown-cards-too-large = --cards { $value } is meer kaarten dan één spel kaarten kan geven
updown-cards-too-large-hint = een ronde geeft ieder 1 tot en met 51 / spelers kaarten, naar beneden afgerond (17 bij drie spelers, 12 bij vier)
updown-seats-too-large = --seats { $value } is meer spelers dan er aan een tafel passen
updown-bid-too-large = een bod van { $value } is meer slagen dan een ronde ooit heeft
updown-bid-too-large-hint = een bod is 0 tot en met het aantal kaarten van de ronde (--cards)
updown-peak-too-large = --peak { $value } is meer kaarten dan één spel kaarten kan geven
updown-peak-too-large-hint = kies --peak 1 tot en met 51 / spelers, naar beneden afgerond (17 bij drie spelers, 12 bij vier)

## Een ronde zonder troef, opgegeven bij de biedingen (`bid --trump geen`, of `play`).
updown-no-trumps-typed = geen
updown-next-bid-no-trumps = Ronde { $seq } van { $of }: { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    } per speler, zonder troef.
updown-detail-cards-no-trumps = { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }, zonder troef
updown-detail-no-trumps-short = SA
updown-opening-suit-and-no-trumps = de biedingen noemen { $trump } als troef en zeggen ook dat de ronde zonder troef is
updown-whole-match-no-trumps = ronde { $round } van partij { $id } is zonder troef (vastgelegd bij de biedingen), dus { $typed } is geen troef
