under10-unknown-end = onbekend einde '{ $end }': de partij eindigt met last-standing of first-out
under10-unknown-end-hint = kies --end last-standing (door tot er nog één speler over is) of --end first-out (stoppen zodra de eerste speler eruit ligt)
under10-starter-unknown = '{ $name }' zit niet aan tafel en kan dus niet beginnen
under10-starter-hint = noem bij --starter een van { $names }
under10-options-end = { $end ->
    [first-out] eindigt zodra de eerste speler eruit ligt; laagste totaal wint
   *[last-standing] wie als laatste overblijft wint
  }
under10-options-bonus = { $bonus ->
    [on] met bonuskaarten
   *[off] zonder bonuskaarten
  }
under10-options = { $ending ->
    [first-out] { $end }; { $bonus }
   *[other] { $end }, { $bonus }
  }
under10-options-starter = { $name } begint ronde 1
under10-options-starter-seat = stoel { $seat } begint ronde 1

under10-not-bonus = '{ $text }' is geen bonuskaart
under10-not-bonus-hint = de bonuskaarten zijn joker, ruil-een en ruil-alles (bijv. Ann=7+joker)
under10-bonus-one = { $bonus ->
    [joker] joker
    [trade-one] ruil-een
   *[trade-all] ruil-alles
  }
under10-bonus-typed = { $bonus ->
    [joker] joker
    [trade-one] ruil-een
   *[trade-all] ruil-alles
  }
under10-bonus-held = { $count ->
    [one] de bonuskaart { $names }
   *[other] de bonuskaarten { $names }
  }
under10-and = { $rest } en { $last }

under10-hand-form = schrijf de punten in de hand als heel getal, dan elke bonuskaart die nog in de hand zit: 7, 12+joker, 0+ruil-een
under10-hand-form-plain = schrijf de punten in de hand als heel getal: 7, 12
under10-no-points = '{ $text }' geeft geen punten
under10-not-points = '{ $points }' is geen aantal punten
under10-without-sign = schrijf de punten zonder teken: { $digits }
under10-plus-alone = '{ $text }' heeft een '+' zonder bonuskaart erachter
under10-negative = { $points } punten: een hand kan geen negatief aantal punten hebben
under10-negative-hint = kaarten zijn 0 tot 13 waard, dus een hand telt 0 punten of meer
under10-entered-twice = { $name } staat er twee keer in
under10-entered-twice-hint = geef één NAAM=PUNTEN per speler
under10-flag-unknown = { $flag } { $typed }: er speelt geen '{ $name }' mee in deze partij
under10-name-still-in = noem een speler die nog meedoet: { $names }
under10-no-ending = bij de ronde hoort --call of --luck: zeg hoe ze eindigde
under10-no-ending-hint = voeg --call NAAM toe (wie "Onder de 10!" riep) of --luck NAAM (wie zijn hand leeg speelde)
under10-both-endings = --call en --luck allebei gegeven: een ronde eindigt óf door een roep óf door een meevaller
under10-both-endings-hint = houd maar één van --call NAAM en --luck NAAM over
under10-no-name = '={ $value }' noemt geen speler
under10-no-name-hint = schrijf NAAM=PUNTEN, bijv. Ann=7
under10-player-unknown = { $name }={ $value }: er speelt geen '{ $name }' mee in deze partij
under10-player-unknown-hint = geef NAAM=PUNTEN voor de spelers die nog meedoen: { $names }

under10-hand-count = de invoer heeft { $hands } handen, maar de partij heeft { $players } spelers
under10-hand-count-hint = geef één hand per speler, in de volgorde aan tafel
under10-too-few = er doen minder dan twee spelers mee: de partij is voorbij
under10-too-few-hint = begin een nieuwe partij
under10-seat-unknown = { $flag } noemt plaats { $seat }, maar de partij heeft { $seats } plaatsen
under10-ender-out = { $flag } { $name }: { $name } ligt uit de partij ({ $total })
under10-no-entry = niets ingevoerd voor { $name }
under10-no-entry-hint = geef NAAM=PUNTEN voor elke speler die nog meedoet: { $names }
under10-out-entered = { $name } ligt uit de partij ({ $total }) en speelt geen rondes meer mee
under10-out-entered-hint = laat { $name } weg; nog in het spel zijn { $names }
under10-call-holding = { $name } riep terwijl { $bonus } nog in de hand zat
under10-call-points = { $name } riep met { $points } punten in de hand
under10-call-hint = roepen mag alleen met minder dan 10 punten (0 tot 9) en zonder bonuskaart
under10-luck-holds = { $name } had een meevaller maar houdt nog { $hand } in de hand
under10-luck-holds-hint = een meevaller maakt de hand leeg: voer { $name }=0 in
under10-bonus-off = { $name } heeft { $bonus }, maar deze partij wordt zonder bonuskaarten gespeeld
under10-bonus-off-hint = voer alleen de kaartpunten in ({ $name }={ $points }); bonuskaarten tellen alleen in een partij die met `new under10 --bonus-cards` is begonnen
under10-bonus-many = { $name } heeft { $count } bonuskaarten, maar een hand telt hoogstens 5 kaarten
under10-bonus-many-hint = voer hoogstens 5 kaarten in de hand in, bonuskaarten meegeteld
under10-points-many = { $name } heeft { $points ->
    [one] 1 punt
   *[other] { $points } punten
  } in de hand, maar { $bonus ->
    [0] 5 kaarten
    [one] naast 1 bonuskaart { $slots ->
        [one] 1 kaart
       *[other] { $slots } kaarten
      }
   *[other] naast { $bonus } bonuskaarten { $slots ->
        [one] 1 kaart
       *[other] { $slots } kaarten
      }
  } van hoogstens 13 maken samen hoogstens { $most }
under10-points-many-hint = een hand telt hoogstens 5 kaarten, dus hoogstens (5 − bonuskaarten) × 13 = { $most } punten

under10-call-stands = { $caller } riep met { $points ->
    [one] 1 punt
   *[other] { $points } punten
  } en { $anyone ->
    [yes] niemand zonder bonuskaart
   *[no] niemand anders
  } had { $points } of minder — de roep lukt: { $caller } krijgt 0, de anderen krijgen de punten in hun hand.
under10-blocked = { $name } had { $points }, maar houdt een bonuskaart, en wie een bonuskaart heeft kan de roeper niet verslaan.
under10-beaten = { $tie ->
    [yes] { $winners } had ook { $lowest } (evenveel is genoeg om een roep te verslaan)
   *[no] { $winners } had { $lowest }
  }
under10-call-fails = { $caller } riep met { $called ->
    [one] 1 punt
   *[other] { $called } punten
  }, maar { $beaten } — de roep ging mis: { $caller } krijgt { $penalty } + { $called } = { $score }, { $winners } { $count ->
    [one] (laagste) krijgt
   *[other] (gedeeld laagste) krijgen
  } 0.
under10-also-beat = { $name } had ook { $called } of minder ({ $points }), maar niet het laagst, en krijgt dus de punten in de hand.
under10-luck-ends = { $name } speelde de hand leeg met een meevaller — de ronde is uit: { $name } krijgt 0, de anderen krijgen de punten in hun hand.
under10-penalty = { $name } had { $bonus } nog in de hand: +{ $penalty } ({ $sum } = { $score }).
under10-halved = { $name } kwam precies op { $reached } en gaat terug naar { $total }.
under10-went-out = { $name } kwam boven { $mark } ({ $total }) en ligt eruit.

under10-note-called = Onder de 10 geroepen
under10-note-failed-call = roep ging mis (+20)
under10-note-beat-caller = versloeg de roeper
under10-note-luck = meevaller
under10-note-bonus = bonusstraf +{ $points }
under10-note-halved = gehalveerd { $from } → { $to }
under10-note-went-out = eruit ({ $total })
under10-note-out = eruit
under10-entry-called = { $hand }, geroepen
under10-entry-luck = { $hand }, meevaller

under10-next-over = De partij is voorbij: er volgen geen rondes meer.
under10-next-starts = Ronde { $round }: { $name } begint.
under10-next-nobody = Ronde { $round }: er is niemand meer over om te beginnen.

under10-column-calls = Geroepen
under10-column-failed-calls = Mislukt
under10-column-luck = Meevallers
under10-column-halvings = Halveringen
under10-column-outs = Keer eruit
# Short titles for a narrow table (a key below explains them).
under10-column-calls-short = Ger.
under10-column-failed-calls-short = Misl.
under10-column-luck-short = Meev.
under10-column-halvings-short = Halv.
under10-column-outs-short = Eruit

under10-combination = { $kind ->
    [single] losse kaart
    [pair] paar
    [three-of-a-kind] drie gelijke
    [four-of-a-kind] vier gelijke
    [small-street] kleine straat
    [big-street] grote straat
   *[flush] flush
  }
under10-combo-is = { $shown }: { $name } — { $why }
under10-combo-also = ; het is ook { $kind ->
   *[other] een
  } { $name } — { $why }
under10-combo-legal = een combinatie is een losse kaart, een paar, drie of vier gelijke, een kleine straat (3 of 4 op een rij in één kleur), een grote straat (5 op een rij) of een flush (5 in één kleur)
under10-combo-empty = geen kaarten om na te kijken
under10-combo-empty-hint = geef 1 tot 5 kaarten, bijv. 8r 9r 10r
under10-combo-too-many = { $shown }: { $count } kaarten, maar een combinatie telt hoogstens 5 kaarten
under10-combo-none = { $shown }: { $why }
under10-not-a-card = '{ $card }' is geen kaart van Onder de 10
under10-not-a-card-hint = een kaart is haar waarde 0–13 gevolgd door een kleurletter (8r, 12b), of joker / *
under10-jokers-only = alleen jokers, die voor willekeurige kaarten invallen
under10-single-joker = één kaart (de joker)
under10-single = één kaart op zichzelf
under10-of-a-kind = { $count ->
    [2] twee
    [3] drie
    [4] vier
   *[other] vijf
  } kaarten met waarde { $value }
under10-a-card-of = een { $value }
under10-each = telkens { $card }
under10-stand-in = { $jokers ->
    [one] (de joker valt in voor { $cards })
   *[other] (de jokers vallen in voor { $cards })
  }
under10-small-street = { $run } op een rij, allemaal kleur { $colour }
under10-big-street = { $run } op een rij
under10-flush = vijf kaarten van kleur { $colour }
under10-flush-stand-in = { $jokers ->
    [one] een kaart
   *[other] kaarten
  } van kleur { $colour }
under10-even-with = { $jokers ->
    [one] , zelfs niet met de joker
   *[other] , zelfs niet met de jokers
  }
under10-none-two = twee kaarten met verschillende waarden — een paar vraagt twee kaarten met dezelfde waarde
under10-none-five-of-a-kind = vijf gelijke is geen combinatie, en de kleuren verschillen, dus het is geen flush
under10-none-full-house = een full house is geen combinatie, en de kleuren verschillen, dus het is geen flush
under10-none-two-pair-five = twee paren zijn geen combinatie, en de kleuren verschillen, dus het is geen flush
under10-none-two-pair = twee paren zijn geen combinatie
under10-none-three-and-one = drie gelijke met nog een kaart erbij is geen combinatie
under10-none-wraps = { $count ->
    [5] na 13 komt geen 0 — een straat loopt niet rond, en de kleuren verschillen, dus het is geen flush
   *[other] na 13 komt geen 0 — een straat loopt niet rond
  }
under10-none-colours = { $count ->
    [3] drie
   *[other] vier
  } op een rij, maar niet in één kleur — een kleine straat moet één kleur hebben
under10-none-small = { $count ->
    [3] niet allemaal dezelfde waarde (drie gelijke) en geen drie op een rij in één kleur (kleine straat)
   *[other] niet allemaal dezelfde waarde (vier gelijke) en geen vier op een rij in één kleur (kleine straat)
  }
under10-none-big = geen vijf op een rij (grote straat) en geen vijf in één kleur (flush)

under10-luck-legal = een meevaller is een kaart van de gesloten stapel met dezelfde waarde als een kaart die net is opgelegd (een getrokken joker past nooit)
under10-luck-none-laid = er is geen kaart opgelegd
under10-luck-none-laid-hint = geef de net opgelegde kaarten met --played, bijv. --played 8r,8b
under10-luck-open = { $drawn } kwam van de open stapel: alleen een kaart van de gesloten stapel kan een meevaller zijn
under10-luck-joker = een getrokken joker is nooit een meevaller: hij heeft zelf geen waarde die kan passen
under10-luck-yes = { $drawn } van de gesloten stapel heeft de waarde van de net opgelegde { $matched }: een meevaller — hij mag meteen worden opgelegd
under10-luck-no = { $drawn } van de gesloten stapel heeft de waarde van geen van de net opgelegde kaarten ({ $laid })
# Opgelegde kaarten met een joker erbij: waarom de kaart waarvoor de joker stond niet telt.
under10-luck-no-joker-laid = { $drawn } van de gesloten stapel heeft de waarde van geen van de net opgelegde kaarten ({ $laid }): de opgelegde joker heeft zelf geen waarde en telt alleen binnen zijn combinatie als de kaart waarvoor hij staat (een huisregel)
under10-luck-not-a-lay = { $problem }, dus deze kaarten kunnen niet samen zijn opgelegd

under10-check-no-ending = er is geen roeper en geen meevaller genoemd
under10-check-no-ending-hint = noem wie riep met --call NAAM, of wie de hand leeg speelde met --luck NAAM
under10-check-call = { $stands ->
    [yes] De roep mag, en hij lukt.
   *[no] De roep mag, maar hij gaat mis.
  }
under10-check-luck = De meevaller mag.
under10-check-scores = Punten deze ronde:
under10-check-combo = Toegestaan: { $reason }.
under10-check-one-drawn = --drawn neemt één kaart
under10-check-one-drawn-hint = bijv. --drawn 8r
under10-check-luck-yes = Een meevaller: { $reason }.
under10-check-luck-no = Geen meevaller: { $reason }.

under10-ask-end = Hoe eindigt de partij?
under10-end-last-standing = Tot de laatste: door tot er nog één speler over is
under10-end-first-out = Eerste eruit: stoppen zodra iemand eruit ligt; laagste totaal wint
under10-ask-bonus = Spelen met de bonuskaarten (ruil-alles, joker, ruil-een)?
under10-ask-bonus-off-hint = typ alleen de kaartpunten: { $points }
under10-ask-starter = Wie begint ronde 1 (links van de gever)?
under10-say-hands = { $bonus ->
    [on] Punten die iedereen nog in de hand heeft in ronde { $round }, bijv. 7, of 12+joker voor een bonuskaart die nog in de hand zit; typ { $back } om één antwoord terug te gaan.
   *[off] Punten die iedereen nog in de hand heeft in ronde { $round }, bijv. 7; typ { $back } om één antwoord terug te gaan.
  }
under10-say-emptied = { $name } speelde de hand leeg: 0 punten.
under10-ask-ending = Hoe eindigde ronde { $round }?
under10-ending-call = Iemand riep "Onder de 10!"
under10-ending-luck = Meevaller: iemand speelde de hand leeg
under10-back = Terug
under10-ask-lucky = Wie speelde de hand leeg?
under10-ask-caller = Wie riep "Onder de 10!"?
under10-ask-hand = { $caller ->
    [yes] { $name } (roeper): punten in de hand
   *[no] { $name }: punten in de hand
  }

under10-check-flag-unknown = { $flag } { $typed }: '{ $name }' heeft geen hand bij de gegeven handen
under10-check-flag-unknown-hint = noem een van de spelers van wie de hand gegeven is: { $names }
