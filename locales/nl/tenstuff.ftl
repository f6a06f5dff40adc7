tenstuff-place = { $ordinal ->
   *[other] { $number }e
  }
tenstuff-place-words = { $ordinal ->
   *[other] { $number ->
        [1] eerste
        [2] tweede
        [3] derde
        [4] vierde
        [5] vijfde
        [6] zesde
        [7] zevende
        [8] achtste
        [9] negende
        [10] tiende
       *[other] { $number }e
    }
  }
tenstuff-and = en
tenstuff-or = of
tenstuff-value = { $value ->
    [0] joker
    [1] aas
    [11] boer
    [12] vrouw
    [13] heer
   *[other] { $value }
  }
tenstuff-values = { $value ->
    [0] jokers
    [1] azen
    [2] tweeën
    [3] drieën
    [4] vieren
    [5] vijven
    [6] zessen
    [7] zevens
    [8] achten
    [9] negens
    [10] tienen
    [11] boeren
    [12] vrouwen
   *[13] heren
  }
tenstuff-one-card = { $value ->
   *[other] een
  } { $name }
tenstuff-cards-of-a-value = { $count ->
    [2] twee
    [3] drie
   *[other] vier
  } { $names }
tenstuff-or-higher = { $names } of hoger
tenstuff-suit = { $suit ->
    [clubs] klaveren
    [diamonds] ruiten
    [hearts] harten
   *[spades] schoppen
  }
tenstuff-a-suit = { $place ->
   *[other] { $suit ->
        [clubs] een klaverkaart
        [diamonds] een ruitenkaart
        [hearts] een hartenkaart
       *[spades] een schoppenkaart
    }
  }
tenstuff-direction = { $direction ->
    [clockwise] naar links (met de klok mee)
   *[counterclockwise] naar rechts (tegen de klok in)
  }
tenstuff-cards = { $count ->
    [0] geen kaarten
    [one] { $count } kaart
   *[other] { $count } kaarten
  }
tenstuff-empty-pile = een lege stapel

tenstuff-no-player = er is geen speler '{ $name }' in deze partij
tenstuff-players-are = de spelers zijn { $names }
tenstuff-order-twice = { $name } staat twee keer in de eindvolgorde
tenstuff-order-twice-hint = noem elke speler één keer, wie het eerst uit was eerst
tenstuff-order-leaves-out = in de eindvolgorde { $count ->
    [one] ontbreekt
   *[other] ontbreken
  } { $names }
tenstuff-order-leaves-out-hint = noem elke speler in de volgorde waarin ze uitgingen; alleen de laatste mag je weglaten (de spelers zijn { $names })
tenstuff-order-not-entries = een potje Tenstuff is zijn eindvolgorde, geen NAAM=WAARDE-invoer
tenstuff-order-hint = geef --order met de spelers, wie het eerst uit was eerst, bijv. --order Cy,Ann,Bob
tenstuff-order-missing = de eindvolgorde ontbreekt
tenstuff-unplaced = het potje geeft niet elke speler een plaats
tenstuff-unplaced-hint = noteer het potje opnieuw
tenstuff-placed = { $place } { $name } (+{ $points })
tenstuff-finishing-order = Eindvolgorde: { $order }; plaats k van { $players } levert { $players } − k punten op.
tenstuff-next-deal = Potje { $deal }: { $cards } kaarten per speler; wie de laagste kaart heeft, begint.
tenstuff-options-casual = vrij: zonder excommunicatie, de drie zessen en valsspelen; bij gelijke punten beslist het aantal gewonnen potjes
tenstuff-options-official = officiële regels: excommunicatie, de drie zessen en valsspelen; bij gelijke punten beslist het aantal gewonnen potjes

tenstuff-set-rule = een set is 1 tot 4 kaarten van dezelfde waarde, of de twee jokers
tenstuff-set-empty = een set heeft minstens één kaart nodig
tenstuff-set-too-big = { $count } kaarten zijn te veel voor één set (hoogstens { $most })
tenstuff-set-repeat = { $card } staat er twee keer in, maar een pak kaarten heeft elke kaart één keer
tenstuff-set-repeat-hint = noem elke kaart van een set één keer
tenstuff-set-joker = { $joker } kan niet in één set met { $number }: een joker is geen wildcard, en alleen de twee jokers samen vormen een set
tenstuff-set-values = { $first } en { $other } hebben verschillende waarden
tenstuff-set-below = de set eronder: { $problem }
tenstuff-card-on-pile = { $card } zit in de set eronder én in de gelegde set, maar een pak kaarten heeft elke kaart één keer
tenstuff-card-on-pile-hint = leg een set van kaarten die nog niet op de stapel liggen
tenstuff-plain-empty = een gewone zet: de stapel is leeg, dus elke set mag beginnen
tenstuff-plain-higher = een gewone zet: { $set } { $count ->
    [one] is
   *[other] zijn
  } hoger dan { $on }, en een set mag even hoog of hoger zijn dan de set eronder
tenstuff-lower = { $set } { $count ->
    [one] is
   *[other] zijn
  } lager dan { $on }
tenstuff-lower-hint = een set moet even hoog of hoger zijn dan de set eronder; lagere sets of jokers alleen op boeren, vrouwen en heren: hier { $allowed }
tenstuff-match = een gelijke: een set van dezelfde waarde en grootte; leg gerust nog een set
tenstuff-attempt = een poging: een kleinere set van dezelfde waarde; raad gerust de volgende kaart van de trekstapel (waarde en kleur: raad je goed, dan gaat die naar de volgende speler)
tenstuff-slam = een slam: een grotere set van dezelfde waarde; geef de geslamde speler gerust lagere kaarten die een kleur delen met je set
tenstuff-plain-jokers = een gewone zet: { $set } op { $on } is toegestaan, want jokers mogen op boeren, vrouwen en heren
tenstuff-plain-shared = een gewone zet: { $set } { $count ->
    [one] is
   *[other] zijn
  } lager dan { $on }, maar { $count ->
    [one] deelt
   *[other] delen
  } { $suits } met { $below ->
    [one] die kaart
   *[other] die kaarten
  }, en op boeren, vrouwen en heren mag een lagere set als die een kleur deelt
tenstuff-lower-no-suit = { $set } { $count ->
    [one] is
   *[other] zijn
  } lager dan { $on } en { $count ->
    [one] deelt
   *[other] delen
  } geen kleur met { $below ->
    [one] die kaart
   *[other] die kaarten
  }
tenstuff-lower-no-suit-hint = op boeren, vrouwen en heren mag een set van gelijke of hogere waarde, een lagere set die een kleur deelt, of jokers: hier { $allowed }, een set met { $suits }, of jokers

tenstuff-gift-rule = een slam mag de geslamde speler kaarten geven die lager zijn dan de slamset en er een kleur mee delen
tenstuff-not-a-slam = { $set } op { $on } is { $kind ->
    [plain] een gewone zet
    [match] een gelijke
    [attempt] een poging
   *[slam] een slam
  }, geen slam
tenstuff-not-a-slam-hint = alleen een slam, een grotere set van dezelfde waarde, mag kaarten aan de geslamde speler geven
tenstuff-offered-twice = { $card } wordt twee keer aangeboden, maar een pak kaarten heeft elke kaart één keer
tenstuff-offered-twice-hint = bied elke kaart één keer aan
tenstuff-offered-in-set = { $card } wordt aangeboden maar zit al in { $place ->
    [slamming] de slamset
   *[slammed] de geslamde set
  }; een pak kaarten heeft elke kaart één keer
tenstuff-offered-in-set-hint = bied kaarten aan uit de hand van de speler die slamt
tenstuff-jokers-no-suit = jokers hebben geen kleur
tenstuff-gift-high-and-no-suit = { $card } { $higher ->
    [higher] is hoger dan
   *[not-lower] is niet lager dan
  } de slammende { $values } en deelt er geen kleur mee ({ $suits })
tenstuff-gift-high = { $card } { $higher ->
    [higher] is hoger dan
   *[not-lower] is niet lager dan
  } de slammende { $values }
tenstuff-gift-no-suit = { $card } deelt geen kleur met de slammende { $values } ({ $suits })
tenstuff-gift-joker = { $card } is een joker, en een joker wordt nooit gegeven: die heeft geen kleur om te delen
tenstuff-gift-none-offered = er werd niets aangeboden
tenstuff-gift-none-may = geen ervan mag gegeven worden
tenstuff-gift-may = { $count ->
    [one] { $cards } mag gegeven worden
   *[other] { $cards } mogen gegeven worden
  }
tenstuff-gift-only = { $count ->
    [one] alleen { $cards } mag gegeven worden
   *[other] alleen { $cards } mogen gegeven worden
  }

tenstuff-hands-count = { $count } { $count ->
    [one] hand
   *[other] handen
  } gegeven, maar Tenstuff speel je met { $least } tot { $most } spelers
tenstuff-hands-count-hint = geef de hand van elke speler, één NAAM=KAART,... per speler
tenstuff-held-twice = { $card } zit in twee handen, maar een pak kaarten heeft elke kaart één keer
tenstuff-held-twice-hint = zet elke kaart in de ene hand die haar heeft
tenstuff-no-cards = niemand heeft een kaart, dus niemand kan beginnen
tenstuff-no-cards-hint = geef de kaarten in de hand van elke speler
tenstuff-first-play = { $why }; de eerste zet is een set van de laagste waarde in de hand ({ $values })
tenstuff-lowest-marked-joker = jokers zijn de laagste kaarten, en de gemarkeerde joker ligt onder de ongemarkeerde
tenstuff-lowest-joker = jokers zijn de laagste kaarten
tenstuff-lowest-no-joker = niemand heeft een joker
tenstuff-lowest-no-lower = niemand heeft een lagere waarde
tenstuff-lowest-by-suit = { $lower }, en van de { $values } in de handen ({ $cards }) is { $suit ->
    [clubs] de klaveren
    [diamonds] de ruiten
    [hearts] de harten
    [spades] de schoppen
   *[joker] de joker
  } de laagste, want ruiten < klaveren < harten < schoppen

tenstuff-return-rule = een overgeslagen speler mag alle kaarten uit de eigen hand in de kleur van de 10 ({ $suit }) teruggeven, nooit de 10 zelf, en nooit een joker, want die heeft geen kleur
tenstuff-no-ten = alleen een 10 slaat een speler over, en { $card } is geen 10
tenstuff-no-ten-hint = geef de overgeslagen speler vóór zijn beurt een 10 (10♣, 10♦, 10♥ of 10♠)
tenstuff-hand-twice = { $card } zit twee keer in de hand, maar een pak kaarten heeft elke kaart één keer
tenstuff-skip-hand-twice-hint = noem elke kaart in de hand van de overgeslagen speler één keer
tenstuff-return-nothing = er mag niets teruggegeven worden
tenstuff-return-may = { $count ->
    [one] { $cards } mag teruggegeven worden
   *[other] { $cards } mogen teruggegeven worden
  }
tenstuff-return-from-hand = { $count ->
    [one] uit deze hand mag { $cards } teruggegeven worden
   *[other] uit deze hand mogen { $cards } teruggegeven worden
  }
tenstuff-return-none-given = er wordt niets teruggegeven, en dat mag altijd
tenstuff-returned-twice = { $card } wordt twee keer teruggegeven, maar een pak kaarten heeft elke kaart één keer
tenstuff-returned-twice-hint = geef elke kaart één keer terug
tenstuff-return-the-ten = { $card } is de 10 waarmee de speler werd overgeslagen, en die 10 gaat nooit terug
tenstuff-return-not-in-hand = { $card } zit niet in de hand van de overgeslagen speler, en alleen kaarten uit de eigen hand gaan terug
tenstuff-return-joker = { $card } is een joker, en een joker gaat nooit terug: die heeft geen kleur
tenstuff-return-other-suit = { $card } is geen { $suit ->
    [clubs] klaveren
    [diamonds] ruiten
    [hearts] harten
   *[spades] schoppen
  }, de kleur van { $ten }
tenstuff-skipped-player = de overgeslagen speler
tenstuff-skipped-turn-next = { $who } trekt niet, en de beurt gaat meteen naar de volgende speler, { $direction }: { $next }
tenstuff-skipped-turn = { $who } trekt niet, en de beurt gaat meteen naar de volgende speler

tenstuff-unwin-no-one-out = niemand is uit, dus niemand kan teruggeslamd worden in het spel
tenstuff-unwin-no-one-out-hint = geef --out met de spelers die uitgingen, wie het eerst uit was eerst; de laatste van hen ging uit met de geslamde set
tenstuff-unwin-out-twice = { $name } is twee keer uit
tenstuff-unwin-out-twice-hint = noem elke speler één keer in --out, wie het eerst uit was eerst
tenstuff-unwin-no-one-left = er bleef niemand over
tenstuff-unwin-one-left = alleen { $name } bleef over
tenstuff-unwin-over = het potje was voorbij toen { $name } uitging, want { $left }: die kan niet meer terugkomen
tenstuff-unwin-over-hint = een speler kan alleen terugkomen zolang er na het uitgaan nog twee of meer spelers meedoen (dus met 3 spelers of meer)
tenstuff-unwin-slammer-out = { $name } was als { $place } uit en speelt niet meer, dus kan niet slammen
tenstuff-unwin-slammer-out-hint = de slam komt van een speler die nog meedoet: { $names }
tenstuff-unwin-slams = { $name } slamt { $set } op { $on }, de set waarmee { $slammed } uitging
tenstuff-unwin-not-given = { $reason }; { $slammed } komt alleen terug in het spel met kaarten die gegeven mogen worden
tenstuff-unwin-no-one-out-now = niemand is uit
tenstuff-unwin-so-far = de eindvolgorde tot nu toe is { $order }
tenstuff-unwin-back = { $slams }, en geeft { $cards }, dus { $slammed } is terug in het spel met de gegeven kaarten en niet langer { $place }; { $so_far }; noteer de uiteindelijke eindvolgorde van het potje met { $slammed } op de plaats waar die uiteindelijk eindigt
tenstuff-unwin-stays-out = { $slams }, maar geeft geen kaarten, dus { $slammed } blijft uit, { $place }: alleen een speler die kaarten krijgt, komt terug in het spel

tenstuff-official-rule = { $rule ->
    [sixes] drie zessen zijn een officiële regel
    [restart] de herstart na drie zessen hoort bij drie zessen, een officiële regel
    [shame] de Schanderonde voor een speler die betrapt wordt op valsspelen is een officiële regel
   *[excommunication] excommunicatie is een officiële regel
  }
tenstuff-casual-refusal = { $rule }, en --casual zet de officiële regels uit
tenstuff-casual-refusal-hint = laat --casual weg om met de officiële regels te spelen (excommunicatie, de drie zessen en valsspelen), zoals een partij doet tenzij die begon met `new tenstuff --casual`
tenstuff-restart = de gesloten stapel wordt zonder schudden de trekstapel, iedereen houdt zijn hand, wie de laagste kaart heeft begint, en de beurt gaat weer { $direction }
tenstuff-sixes = drie zessen: vanaf de volgende beurt gaat de beurt { $direction }, dus { $next } is aan de beurt; de open speelstapel wordt de open trekstapel en de gesloten trekstapel wordt de gesloten speelstapel, dus sets worden dicht gelegd en eerst getoond en aangekondigd; dat duurt tot de trekstapel op is, en dan volgt een herstart: { $restart }
tenstuff-sixes-in-force = drie zessen terwijl drie zessen al gelden, veranderen verder niets (huisregel): de beurt blijft { $direction } gaan, dus { $next } is aan de beurt, en de stapels blijven zoals ze zijn tot de trekstapel op is en er een herstart volgt
tenstuff-no-sixes = { $set } { $count ->
    [one] is
   *[other] zijn
  } geen drie zessen: alleen een set van precies drie zessen keert de speelrichting om en wisselt de stapels; de beurt gaat zoals eerder { $direction }, dus { $next } is aan de beurt
tenstuff-no-sixes-in-force = { $set } { $count ->
    [one] is
   *[other] zijn
  } geen drie zessen: alleen een set van precies drie zessen keert de speelrichting om en wisselt de stapels; drie zessen gelden nog, dus de beurt blijft { $direction } gaan en { $next } is aan de beurt
tenstuff-shame-too-many = een hand met { $hand } zou moeten groeien tot { $after } kaarten, maar een pak kaarten heeft er { $deck }
tenstuff-shame-too-many-hint = tel de kaarten in de hand van de speler: hoogstens { $most }
tenstuff-shame = betrapt op valsspelen met { $hand } in de hand: trek er { $draw } tot { $after }, het volgende veelvoud van vijf (er wordt minstens één kaart getrokken), en leg dan de hand open op tafel, voor iedereen zichtbaar tot het einde van je volgende beurt
tenstuff-shame-hand-twice-hint = noem elke kaart van de hand één keer, of geef het aantal kaarten
tenstuff-excommunicated-turn = { $name } { $action ->
    [play] speelt
   *[pass] past
  } terwijl hij geëxcommuniceerd is: niet spelen en niet trekken tot een andere speler past; na { $last } is { $due } aan de beurt
tenstuff-out-of-turn = { $name } { $action ->
    [play] speelt
   *[pass] past
  } buiten de beurt: na { $last } is { $due } aan de beurt (met de klok mee)
tenstuff-out-of-turn-over = { $name } { $action ->
    [play] speelt
   *[pass] past
  } buiten de beurt: na { $last } is { $due } aan de beurt (met de klok mee, de geëxcommuniceerde { $excommunicated } wordt overgeslagen)
tenstuff-turns-hint = geef de beurten na die van { $name } op volgorde, met de klok mee; een geëxcommuniceerde speler doet niet mee tot een andere speler past
tenstuff-not-excommunicated = de laatste set vóór het schudden gaat op de kale tafel als begin van een nieuwe speelstapel, zoals { $name } deed, dus niemand is geëxcommuniceerd; de beurt gaat { $direction }, en { $next } is aan de beurt
tenstuff-excommunicated = { $name } legde de laatste set vóór het schudden op de speelstapel die geschud gaat worden in plaats van op de kale tafel, dus { $name } is geëxcommuniceerd: niet spelen en niet trekken (ook niet voor die beurt, huisregel) tot een andere speler past; { $next } is aan de beurt
tenstuff-excommunicated-back = { $name } legde de laatste set vóór het schudden op de speelstapel die geschud gaat worden in plaats van op de kale tafel en was geëxcommuniceerd tot { $passer } paste; { $name } is terug en speelt weer als de beurt bij zijn plaats komt; { $next } is aan de beurt

tenstuff-verdict = { $legal ->
    [yes] Toegestaan
   *[no] Niet toegestaan
  }: { $reason }.
tenstuff-legal-play = Toegestaan, { $reason }.
tenstuff-not-a-player = '{ $name }' is geen van de spelers
tenstuff-not-a-player-hint = noem een van { $names }
tenstuff-not-a-hand = '{ $text }' is geen hand
tenstuff-not-a-hand-hint = schrijf elke hand als NAAM=KAART,KAART,..., bijv. Ann=3D,9S,KH
tenstuff-holds-lowest = { $name } heeft de laagste kaart, { $card }: { $reason }
tenstuff-restart-reason = de herstart na drie zessen: { $restart }; { $lowest }
tenstuff-starts = { $name } begint. { $reason }.
tenstuff-starts-restart = { $name } begint de herstart. { $reason }.
tenstuff-opening-sets = Openingssets: { $sets }
tenstuff-not-a-count = '{ $text }' is geen aantal kaarten: { $error }
tenstuff-not-a-count-hint = geef de kaarten in de hand als aantal (--hand 5) of als kaarten (--hand 3H,10H,KH)
tenstuff-not-a-turn = '{ $text }' is geen beurt
tenstuff-not-a-turn-hint = schrijf elke beurt als NAAM:play of NAAM:pass, bijv. Cy:play Dee:pass

tenstuff-ask-official = Officiële regels (excommunicatie, de drie zessen, valsspelen)?
tenstuff-ask-back = Terug: { $name } was niet de { $place }
tenstuff-ask-leave = Terug: het potje niet noteren
tenstuff-ask-leave-fix = Terug: naar welk potje te verbeteren
tenstuff-ask-out = Potje { $deal }: wie was als { $place } uit?
tenstuff-last-place = { $name } is { $words }.

tenstuff-figure-deals-won = Potjes gewonnen
tenstuff-column-deals = Potjes
tenstuff-column-average-place = Gemiddelde plaats in een potje
# Short titles for a narrow table (a key below explains them).
tenstuff-column-deals-short = Potjes
tenstuff-column-average-place-short = Plaats
tenstuff-legend-points = Per speler: plaats in het potje, dan de punten die dat gaf → lopend totaal.
tenstuff-legend = Per speler: plaats in het potje, dan het lopende totaal.
