# Wat `tenscore event new|add|remove|seat|seating|list` zeggen. `$name` is de naam van een
# avond, `$title` de titel van een spel, `$round`/`$rounds` rondenummers, `$id` een partij-id
# tenzij anders vermeld.

event-cmd-no-open = er is geen onafgemaakte avond
event-cmd-no-open-hint = maak er een met `tenscore{ $db } event new NAME --game GAME --players A,B,...`, of noem er een (`tenscore{ $db } event list` toont ze)
# `$id`: het getypte id van de avond.
event-cmd-no-id = er is geen avond { $id } in deze database
event-cmd-list-hint = `tenscore{ $db } event list` toont de avonden
event-cmd-no-name = geen avond met de naam '{ $name }'
event-cmd-did-you-mean = bedoel je { $name }? `tenscore{ $db } event list` toont ze
event-cmd-name-shared = { $count } avonden heten '{ $name }': { $events }
event-cmd-name-shared-hint = noem de avond die je bedoelt bij zijn nummer, bijv. { $id } (`tenscore{ $db } event list` toont ze)
# `event new` met een naam die een avond al heeft (zoals namen vergeleken worden: hoofdletters,
# spaties en onzichtbare tekens tellen niet); $events als in event-cmd-name-shared; $numbered
# en $dated vrije namen, getypt zoals je ze tikt ('Vrijdag 2', 'Vrijdag 08-05-2026').
event-cmd-name-taken = { $count ->
    [one] er heet al een avond '{ $name }': { $events }
   *[other] er heten al { $count } avonden '{ $name }': { $events }
  }
event-cmd-name-taken-hint = geef de nieuwe een eigen naam, bijv. { $numbered } of { $dated }
event-cmd-name-taken-hint-one = geef de nieuwe een eigen naam, bijv. { $name }
event-cmd-name-taken-hint-shorter = geef de nieuwe een eigen, kortere naam (hoogstens { $longest } tekens)
event-cmd-name-empty = de avond heeft geen naam
event-cmd-name-empty-hint = geef hem er een, bijv. `tenscore{ $db } event new Vrijdag --game updown --players A,B,...`
event-cmd-name-bad = de naam van de avond is { $length } tekens lang; de naam van een avond telt hoogstens { $longest } tekens
event-cmd-name-long-hint = kies een kortere, bijv. `tenscore{ $db } event new Vrijdag --game updown --players A,B,...`
event-cmd-name-char = de naam van de avond bevat { $char }, dat { $effect ->
    [breaks] de regel afbreekt waarop het staat
    [reorders] verandert hoe de tekst eromheen leest
    [hidden] niet te zien is, zodat de naam er anders uitziet dan wat bewaard is
   *[control] een stuurteken is
  }
event-cmd-name-char-hint = typ de naam als gewone tekst, bijv. `tenscore{ $db } event new Vrijdag --game updown --players A,B,...`
event-cmd-name-number = '{ $name }' is een getal, en een getal noemt een avond bij zijn nummer
event-cmd-name-number-hint = voeg een woord toe, bijv. "Club { $name }"
event-cmd-series-ranking = de avonden van { $series } rangschikken op { $theirs ->
    [points] de punten van het spel
   *[share] aandeel van de tafel
  }, en deze zou rangschikken op { $ours ->
    [points] de punten van het spel
   *[share] aandeel van de tafel
  }: die tellen niet bij elkaar op
event-cmd-series-ranking-hint = geef --ranking { $theirs }, of laat deze avond in een andere reeks tellen
event-cmd-series-game = de avonden van { $series } rangschikken op de punten van { $theirs }, die niet te vergelijken zijn met de punten van { $ours }
event-cmd-series-game-hint = rangschik deze avond op aandeel van de tafel (--ranking share) in een eigen reeks, of laat --series weg
event-cmd-unread = de avond is aangemaakt maar kon niet worden teruggelezen
event-cmd-points-not = bij { $title } kan een avond niet op punten rangschikken: de punten zijn tussen tafels niet te vergelijken
event-cmd-points-not-hint = gebruik --ranking share (de standaard); punten alleen bij { $games }
event-cmd-table-size = aan een tafel { $title } zitten { $low } tot { $high } spelers, niet { $size }
event-cmd-table-size-hint = geef --table-size { $low } tot { $high }
event-cmd-too-few = { $count ->
    [one] { $count } speler is
   *[other] { $count } spelers zijn
  } te weinig voor een tafel { $title }
event-cmd-too-few-hint = noem minstens { $low } spelers
event-cmd-no-split = { $count } spelers zijn niet te verdelen over tafels van { $low } tot { $high }
event-cmd-no-split-hint = voeg een speler toe of haal er een weg, of kies een andere --table-size
# Krumme 10 with --teams, which seats only tables of `$low` to `$high`.
event-cmd-no-split-teams = { $count } spelers zijn niet te verdelen over tafels van { $low } tot { $high }, de enige tafels waaraan --teams speelt
event-cmd-no-split-teams-hint = voeg een speler toe of haal er een weg (teams hebben tafels van { $low } tot { $high } nodig), of laat --teams weg
# A draw between rounds: the evening's options (`$options`, as `standings` heads a match) seat
# `$low` to `$high` only.
event-cmd-no-split-options = { $count } spelers zijn niet te verdelen over tafels van { $low } tot { $high }: { $title } zoals deze avond het speelt ({ $options }) wordt met { $low } tot { $high } gespeeld
event-cmd-no-split-seat-hint = voeg een speler toe of haal er een weg (`tenscore{ $db } event add` of `tenscore{ $db } event remove`) en loot opnieuw
event-cmd-no-series = er is geen reeks met de naam '{ $name }'
event-cmd-no-series-hint = maak die eerst: `tenscore{ $db } series new { $word } --best K`
# `$drawn`: de rondes die al geloot zijn.
event-cmd-round-not-drawn = ronde { $round } van { $name } is niet geloot ({ $drawn ->
    [0] nog geen enkele ronde
    [one] alleen ronde 1
   *[other] rondes 1 tot en met { $drawn }
  })
# `event seating --round 0`, or a round past the last when every planned round (`$rounds`) is
# drawn; `$drawn`: the rounds drawn.
event-cmd-round-zero = er is geen ronde 0: de rondes tellen vanaf 1
event-cmd-round-beyond = { $name } heeft { $rounds ->
    [one] één ronde
   *[other] { $rounds } rondes
  }, allemaal geloot: er is geen ronde { $round }
event-cmd-round-range-hint = { $drawn ->
    [one] geef --round 1, of laat --round weg voor de laatste ronde
   *[other] geef --round 1 tot en met { $drawn }, of laat --round weg voor de laatste ronde
  }
event-cmd-nothing-drawn = er is nog geen ronde van { $name } geloot
event-cmd-seat-hint = `tenscore{ $db } event seat` loot de volgende ronde
event-cmd-all-drawn = { $rounds ->
    [one] de enige ronde van { $name } is geloot
    [2] beide rondes van { $name } zijn geloot
   *[other] alle { $rounds } rondes van { $name } zijn geloot
  }
event-cmd-all-drawn-hint = `tenscore{ $db } event standings` toont de stand van de avond; `tenscore{ $db } event seat --redraw` loot de laatste ronde opnieuw zolang geen tafel eraan begonnen is
# `event add` after the last planned round (`$rounds`) started: `$names` the players named.
event-cmd-add-no-round = er is geen ronde van { $name } meer om { $names } in te delen: { $rounds ->
    [one] de enige ronde is
    [2] beide rondes zijn
   *[other] alle { $rounds } rondes zijn
  } geloot en begonnen
event-cmd-add-no-round-hint = wie later komt, doet mee voordat de laatste ronde begint; `tenscore{ $db } event standings` toont de stand van de avond
# `event add|remove NAME` where every word names an event; `$command`: "event add" or "event remove".
event-cmd-roster-only-event = '{ $name }' is de naam van een avond, en er volgen geen spelers
event-cmd-roster-only-event-hint = noem de spelers na de avond (`tenscore { $command } { $word } NAAM...`); voor een speler met die naam geef je de avond met --event (`tenscore { $command } --event AVOND { $word }`)
# `event remove` after the last planned round (`$rounds`) started.
event-cmd-remove-no-round = er is geen ronde van { $name } meer om zonder { $names } te spelen: { $rounds ->
    [one] de enige ronde is
    [2] beide rondes zijn
   *[other] alle { $rounds } rondes zijn
  } geloot en begonnen
event-cmd-remove-no-round-hint = de avond eindigt met de tafels die nu spelen; `tenscore{ $db } event standings` toont de stand
# `$tables`: de tafelnummers ("1 en 3"), `$count` hoeveel.
event-cmd-busy = { $busy ->
    [one] 1 speler speelt
   *[other] { $busy } spelers spelen
  } nog aan tafels van eerdere rondes, en met de { $free } die over zijn zijn er geen tafels voor ronde { $round }
event-cmd-busy-hint = rond die tafels eerst af (voer hun laatste rondes in, of `tenscore{ $db } finish MATCH`), en loot dan
# A second `event seat --force` while the round it drew (`$previous`) has not been played.
event-cmd-busy-unplayed = ronde { $previous } is net geloot en nog geen van haar tafels is klaar, dus er is niemand over om in ronde { $round } te plaatsen
event-cmd-busy-unplayed-hint = speel eerst ronde { $previous } (of loot die opnieuw met `tenscore{ $db } event seat --redraw`) en loot dan de volgende ronde
event-cmd-still-playing = ronde { $round } wordt nog gespeeld aan { $count ->
    [one] tafel
   *[other] tafels
  } { $tables }
event-cmd-still-playing-hint = { $count ->
    [one] noteer de laatste ronde van die tafel of beëindig de partij met `tenscore finish MATCH`, of loot nu met `tenscore event seat --force` (de spelers daar slaan een ronde over)
   *[other] noteer hun laatste rondes of beëindig ze met `tenscore finish MATCH`, of loot nu met `tenscore event seat --force` (hun spelers slaan een ronde over)
  }
event-cmd-draw-failed = de loting is mislukt: { $reason }
# `$table` 0: niet bekend welke tafel (een ingetrokken ronde).
event-cmd-redraw-started = ronde { $round } van { $name } kan niet opnieuw geloot worden: { $table ->
    [0] een van de tafels is al begonnen
   *[other] tafel { $table } (partij { $id }) is al begonnen
  }
event-cmd-redraw-started-hint = een ronde wordt alleen opnieuw geloot voordat een tafel iets noteert; `tenscore{ $db } event seat` loot de volgende zodra deze klaar is
event-cmd-already-in = { $name } speelt al mee in { $event }
event-cmd-already-in-hint = er valt niets toe te voegen: `tenscore{ $db } event seating` toont wie waar zit
event-cmd-did-you-mean-player = bedoel je { $name }?
event-cmd-players-are = de spelers zijn { $names }
# `$event`: de naam van de avond.
event-cmd-not-playing = { $name } speelt niet mee in { $event }
# `$option`: "--teams"; `$owner`: de titel van het spel dat haar heeft.
event-cmd-option-foreign = { $option } is geen optie van { $title } (wel van { $owner })
event-cmd-option-foreign-hint = `tenscore new { $game } --help` toont de opties
event-cmd-option-names-player = { $option } noemt een speler, maar op een clubavond bepaalt de loting wie begint (de eerste plaats aan elke tafel)
event-cmd-option-names-player-hint = laat { $option } weg
event-cmd-players-file = kan het spelersbestand { $file } niet lezen: { $reason }
event-cmd-players-file-hint = controleer de bestandsnaam; het bevat één speler per regel
# `$id`: het id van de avond.
event-cmd-created = Avond { $id } aangemaakt: { $name }, { $title }, { $count } spelers, { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
  }. Volgende stap: `tenscore event seat` loot ronde 1.
event-cmd-added = { $names } { $count ->
    [one] doet
   *[other] doen
  } mee aan { $name } vanaf ronde { $round }.
event-cmd-added-redraw = Ronde { $round } is geloot maar nog niet begonnen: `tenscore event seat --redraw` loot haar opnieuw, met { $names } erbij.
event-cmd-removed = { $names } { $count ->
    [one] stopt
   *[other] stoppen
  } met { $name } vanaf ronde { $round }.
event-cmd-removed-redraw = Ronde { $round } heeft { $names } nog aan tafel en is niet begonnen: `tenscore event seat --redraw` loot haar opnieuw zonder { $names }.
# `$names`: de vertrekkende spelers die aan die tafel van de lopende ronde zitten.
event-cmd-removed-playing = Aan tafel { $table } van ronde { $round } (partij { $id }) { $count ->
    [one] zit
   *[other] zitten
  } { $names } nog: die partij telt mee zodra ze is afgelopen; `tenscore finish { $id }` beëindigt haar nu.
event-cmd-list-empty = Nog geen avonden: `tenscore event new NAME --game GAME --players A,B,...` maakt er een.
# `$series`: event-cmd-list-series of niets.
event-cmd-list-row = { $id }  { $name } · { $day } · { $title } · { $drawn } van { $rounds ->
    [one] 1 ronde
   *[other] { $rounds } rondes
  } geloot · { $players } spelers{ $series }
event-cmd-list-series = {" "}· reeks { $series }
