game-title = { $game ->
    [under10] Onder de 10
    [updown] 10 op en neer
    [pig10] Pig 10
    [krumme10] Krumme10
   *[tenstuff] Tenstuff
  }

game-round = { $game ->
    [pig10] potje
    [tenstuff] potje
    [krumme10] potje
   *[other] ronde
  }

game-round-title = { $game ->
    [pig10] Potje
    [tenstuff] Potje
    [krumme10] Potje
   *[other] Ronde
  }

game-rounds = { $game ->
    [pig10] { $count ->
        [one] { $count } potje
       *[other] { $count } potjes
      }
    [tenstuff] { $count ->
        [one] { $count } potje
       *[other] { $count } potjes
      }
    [krumme10] { $count ->
        [one] { $count } potje
       *[other] { $count } potjes
      }
   *[other] { $count ->
        [one] { $count } ronde
       *[other] { $count } rondes
      }
  }
game-rounds-dative = { $game ->
    [pig10] { $count ->
        [one] { $count } potje
       *[other] { $count } potjes
      }
    [tenstuff] { $count ->
        [one] { $count } potje
       *[other] { $count } potjes
      }
    [krumme10] { $count ->
        [one] { $count } potje
       *[other] { $count } potjes
      }
   *[other] { $count ->
        [one] { $count } ronde
       *[other] { $count } rondes
      }
  }

game-opening = biedingen

game-entry = { $game ->
    [updown] slagen
    [pig10] kaarten
    [tenstuff] plaatsen
   *[other] punten
  }

game-unknown = onbekend spel '{ $name }'
game-did-you-mean = bedoel je { $name }?
game-not-for = { $count ->
    [one] { $foreign } hoort niet bij { $title }
   *[other] { $foreign } horen niet bij { $title }
  }
game-has-none = { $what ->
    [flags] { $title } kent geen vlaggen: laat ze weg
   *[options] { $title } kent geen opties: laat ze weg
  }
game-takes = { $title } kent { $list }
game-and-list = { $init } en { $last }
game-or-list = { $init } of { $last }
game-no-such-player = er is geen speler '{ $name }' in deze partij
game-players-are = de spelers zijn { $names }
game-not-a-count = '{ $entry }' is geen { $noun ->
    [bid] bod
    [tricks] aantal slagen
    [cards] aantal kaarten
   *[points] aantal overwinningspunten
  }
game-count-too-large = '{ $entry }' is veel meer { $noun ->
    [bid] dan welk bod ook
    [tricks] slagen dan een ronde heeft
    [cards] kaarten dan een potje heeft
   *[points] overwinningspunten dan een spel geeft
  }
game-count-again = tel opnieuw en typ wat de speler heeft
game-without-sign = schrijf het zonder teken: { $player }={ $digits }
game-whole-number = schrijf een heel getal, bijv. { $player }=1
game-named-twice = { $name } staat er twee keer in
game-give-once = geef { $noun ->
    [bid] het bod
    [tricks] de slagen
    [cards] de kaarten
   *[points] de punten
  } van elke speler één keer
game-missing = { $noun ->
    [bid] geen bod
    [tricks] geen slagen
    [cards] geen kaarten
   *[points] geen punten
  } voor { $names }
game-give-every = geef { $noun ->
    [bid] het bod
    [tricks] de slagen
    [cards] de kaarten
   *[points] de punten
  } van elke speler: { $names }
game-player-count = { $title } speel je met { $low } tot { $high } spelers, niet met { $players }
game-seat = neem { $low } tot { $high } spelers
game-no-bidding = bij { $title } wordt niet geboden vóór { $game ->
    [pig10] een potje
    [tenstuff] een potje
    [krumme10] een potje
   *[other] een ronde
  }
game-record-with = noteer { $game ->
    [pig10] het potje
    [tenstuff] het potje
    [krumme10] het potje
   *[other] de ronde
  } met `tenscore round`
game-see-new-help = zie `tenscore new --help`
game-see-check-help = zie `tenscore check --help`

game-name-empty = een spelersnaam is leeg
game-name-empty-hint = scheid namen met één komma, bijv. --players Ann,Bob,Cy
game-name-entry-char = de naam '{ $name }' bevat een teken dat invoer gebruikt (= , : @ >) of een stuurteken
game-name-hint = een naam mag letters, cijfers, spaties en leestekens bevatten, behalve = , : @ >, bijv. O'Brien of Ann-Marie
game-name-control = de naam '{ $name }' bevat { $char }, dat { $breaks ->
    [yes] de regel afbreekt waarop het staat
   *[no] verandert hoe de tekst eromheen leest
  }
game-name-invisible = de naam '{ $name }' bestaat alleen uit onzichtbare tekens, zoals { $char }, en leest dus als leeg
game-name-dash = de naam '{ $name }' begint met '-' en zou als optie gelezen worden (een latere `round -h=3` toont de hulp)
game-name-dash-hint = begin de naam met een letter of cijfer; '-' mag later komen, bijv. Ann-Marie
game-name-formula = de naam '{ $name }' begint met '+' en zou in een rekenblad als formule worden uitgevoerd
game-name-formula-hint = begin de naam met een letter of cijfer; '+' mag later komen, bijv. Ann+1
game-name-format = de naam '{ $name }' bevat { $char }, een onzichtbaar teken, en zou er dus uitzien als een andere naam
game-name-format-hint = typ de naam zonder dat teken; letters, cijfers, spaties en leestekens behalve = , : @ > mogen, bijv. O'Brien
game-name-mark-alone = de naam '{ $name }' heeft het teken { $char } zonder letter ervoor, dus het staat op niets
game-name-mark-twice = de naam '{ $name }' zet het teken { $char } twee keer op één letter, wat geen taal doet
game-name-marks-stacked = de naam '{ $name }' stapelt { $count } tekens op één letter, meer dan welke taal ook schrijft
game-name-marks-hint = typ elke letter één keer met haar eigen accenten, bijv. Zoë of Nguyễn
game-name-digits = de naam '{ $name }' bestaat alleen uit cijfers en zou als partijnummer gelezen worden
game-name-digits-hint = voeg een letter toe, bijv. Speler1
game-name-long = de naam '{ $name }' is langer dan { $most } tekens
game-name-long-hint = gebruik een kortere naam
