# What `tenscore event new|add|remove|seat|seating|list` say. `$name` is an event's name, `$title`
# a game's title, `$round`/`$rounds` round numbers, `$id` a match id unless said otherwise.

event-cmd-no-open = there is no unfinished event
event-cmd-no-open-hint = create one with `tenscore{ $db } event new NAME --game GAME --players A,B,...`, or name one (`tenscore{ $db } event list` shows them)
# `$id`: the event id typed.
event-cmd-no-id = there is no event { $id } in this database
event-cmd-list-hint = `tenscore{ $db } event list` shows the events
event-cmd-no-name = no event named '{ $name }'
event-cmd-did-you-mean = did you mean { $name }? `tenscore{ $db } event list` shows them
# EVENT given by a name several events share (pooled from two tables, or the same night every
# week); $events: each one's id and the day it was made, "2 (2026-05-08), 1 (2026-05-01)".
event-cmd-name-shared = { $count } events are named '{ $name }': { $events }
event-cmd-name-shared-hint = name the one you mean by its id instead, e.g. { $id } (`tenscore{ $db } event list` shows them)
# `event new` with a name an event has already (as names are compared: whatever the case,
# spaces or invisible characters); $events as in event-cmd-name-shared; $numbered and $dated
# free names offered, quoted as typed ('Friday 2', 'Friday 2026-05-08').
event-cmd-name-taken = { $count ->
    [one] an event is named '{ $name }' already: { $events }
   *[other] { $count } events are named '{ $name }' already: { $events }
  }
event-cmd-name-taken-hint = give the new one a name of its own, e.g. { $numbered } or { $dated }
event-cmd-name-taken-hint-one = give the new one a name of its own, e.g. { $name }
event-cmd-name-taken-hint-shorter = give the new one a shorter name of its own (at most { $longest } characters)
event-cmd-name-empty = the event has no name
event-cmd-name-empty-hint = give it one, e.g. `tenscore{ $db } event new Friday --game updown --players A,B,...`
event-cmd-name-bad = the event name is { $length } characters long; an event's name has at most { $longest }
event-cmd-name-long-hint = give a shorter one, e.g. `tenscore{ $db } event new Friday --game updown --players A,B,...`
event-cmd-name-char = the event name holds { $char }, which { $effect ->
    [breaks] breaks the line it is printed on
    [reorders] changes how the text around it reads
    [hidden] does not show, so the name would not read as stored
   *[control] is a control character
  }
event-cmd-name-char-hint = type the name in plain text, e.g. `tenscore{ $db } event new Friday --game updown --players A,B,...`
event-cmd-name-number = '{ $name }' is a number, and a number names an event by its id
event-cmd-name-number-hint = add a word, e.g. "Club { $name }"
event-cmd-series-ranking = the evenings of { $series } rank by { $theirs ->
    [points] the game's points
   *[share] share of the table
  }, and this one would rank by { $ours ->
    [points] the game's points
   *[share] share of the table
  }: the two do not add up
event-cmd-series-ranking-hint = give --ranking { $theirs }, or count this evening in another series
event-cmd-series-game = the evenings of { $series } rank by the points of { $theirs }, which do not compare with the points of { $ours }
event-cmd-series-game-hint = rank this evening by share of the table (--ranking share) in a series of its own, or leave out --series
event-cmd-unread = the event was created but could not be read back
event-cmd-points-not = { $title } cannot rank an evening by points: its points do not compare across tables
event-cmd-points-not-hint = use --ranking share (the default); points only for { $games }
event-cmd-table-size = { $title } seats { $low } to { $high } at a table, not { $size }
event-cmd-table-size-hint = give --table-size { $low } to { $high }
event-cmd-too-few = { $count ->
    [one] { $count } player is
   *[other] { $count } players are
  } too few for a table of { $title }
event-cmd-too-few-hint = name at least { $low } players
event-cmd-no-split = { $count } players cannot be split into tables of { $low } to { $high }
event-cmd-no-split-hint = add or remove a player, or choose another --table-size
# Krumme 10 with --teams, which seats only tables of `$low` to `$high`.
event-cmd-no-split-teams = { $count } players cannot be split into tables of { $low } to { $high }, the only tables --teams seats
event-cmd-no-split-teams-hint = add or remove a player (teams need tables of { $low } to { $high }), or leave out --teams
# A draw between rounds: the evening's options (`$options`, as `standings` heads a match) seat
# `$low` to `$high` only.
event-cmd-no-split-options = { $count } players cannot be split into tables of { $low } to { $high }: { $title } as this evening plays it ({ $options }) is played by { $low } to { $high }
event-cmd-no-split-seat-hint = add or remove a player (`tenscore{ $db } event add` or `tenscore{ $db } event remove`), then draw again
event-cmd-no-series = there is no series named '{ $name }'
event-cmd-no-series-hint = create it first: `tenscore{ $db } series new { $word } --best K`
# `$drawn`: the rounds drawn so far.
event-cmd-round-not-drawn = round { $round } of { $name } is not drawn ({ $drawn ->
    [0] no round yet
    [one] only round 1
   *[other] rounds 1 to { $drawn }
  })
# `event seating --round 0`, or a round past the last when every planned round (`$rounds`) is
# drawn; `$drawn`: the rounds drawn.
event-cmd-round-zero = there is no round 0: rounds are numbered from 1
event-cmd-round-beyond = { $name } has { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
  }, all drawn: there is no round { $round }
event-cmd-round-range-hint = { $drawn ->
    [one] give --round 1, or leave --round out for the last round
   *[other] give --round 1 to { $drawn }, or leave --round out for the last round
  }
event-cmd-nothing-drawn = no round of { $name } is drawn yet
event-cmd-seat-hint = `tenscore{ $db } event seat` draws the next round
event-cmd-all-drawn = { $rounds ->
    [one] the one round of { $name } is drawn
   *[other] all { $rounds } rounds of { $name } are drawn
  }
event-cmd-all-drawn-hint = `tenscore{ $db } event standings` shows the evening's ranking; `tenscore{ $db } event seat --redraw` draws the last round again while no table has started it
# `event add` after the last planned round (`$rounds`) started: `$names` the players named.
event-cmd-add-no-round = no round of { $name } is left to seat { $names }: { $rounds ->
    [one] its one round has
   *[other] all { $rounds } rounds have
  } been drawn and started
event-cmd-add-no-round-hint = a late arrival joins before the last round starts; `tenscore{ $db } event standings` shows the evening's ranking
# `event add|remove NAME` where every word names an event; `$command`: "event add" or "event remove".
event-cmd-roster-only-event = '{ $name }' names an event, and no players follow it
event-cmd-roster-only-event-hint = name the players after the event (`tenscore { $command } { $word } NAME...`); a player of that name takes the event with --event (`tenscore { $command } --event EVENT { $word }`)
# `event remove` after the last planned round (`$rounds`) started.
event-cmd-remove-no-round = no round of { $name } is left to play without { $names }: { $rounds ->
    [one] its one round has
   *[other] all { $rounds } rounds have
  } been drawn and started
event-cmd-remove-no-round-hint = the evening ends with the tables now playing; `tenscore{ $db } event standings` shows its ranking
# `$tables`: the table numbers ("1 and 3"), `$count` how many.
event-cmd-busy = { $busy ->
    [one] 1 player still plays
   *[other] { $busy } players still play
  } at tables of earlier rounds, and the { $free } left make no tables for round { $round }
event-cmd-busy-hint = end those tables first (record their last rounds, or `tenscore{ $db } finish MATCH`), then draw
# A second `event seat --force` while the round it drew (`$previous`) has not been played.
event-cmd-busy-unplayed = round { $previous } was just drawn and none of its tables has ended, so nobody is left to seat in round { $round }
event-cmd-busy-unplayed-hint = play round { $previous } first (or draw it again with `tenscore{ $db } event seat --redraw`), then draw the next round
event-cmd-still-playing = round { $round } is still playing at { $count ->
    [one] table
   *[other] tables
  } { $tables }
event-cmd-still-playing-hint = { $count ->
    [one] record its last round or end it with `tenscore finish MATCH`, or draw now with `tenscore event seat --force` (its players wait a round)
   *[other] record their last rounds or end them with `tenscore finish MATCH`, or draw now with `tenscore event seat --force` (their players wait a round)
  }
event-cmd-draw-failed = the draw failed: { $reason }
# `$table` 0: which table is not known (a withdrawn round).
event-cmd-redraw-started = round { $round } of { $name } cannot be drawn again: { $table ->
    [0] one of its tables has started
   *[other] table { $table } (match { $id }) has started
  }
event-cmd-redraw-started-hint = a round is drawn again only before any table records; `tenscore{ $db } event seat` draws the next one once this one ends
event-cmd-already-in = { $name } already plays in { $event }
event-cmd-already-in-hint = nothing to add: `tenscore{ $db } event seating` shows who sits where
event-cmd-did-you-mean-player = did you mean { $name }?
event-cmd-players-are = the players are { $names }
# `$event`: the event's name.
event-cmd-not-playing = { $name } does not play in { $event }
# `$option`: "--teams"; `$owner`: the title of the game that has it.
event-cmd-option-foreign = { $option } is not an option of { $title } (it is one of { $owner })
event-cmd-option-foreign-hint = `tenscore new { $game } --help` lists its options
event-cmd-option-names-player = { $option } names a player, but at a club night the draw decides who starts (the first seat of each table)
event-cmd-option-names-player-hint = leave { $option } out
event-cmd-players-file = cannot read the players file { $file }: { $reason }
event-cmd-players-file-hint = check the file's name; it holds one player a line
# `$id`: the event's id.
event-cmd-created = Event { $id } created: { $name }, { $title }, { $count } players, { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
  }. Next: `tenscore event seat` draws round 1.
event-cmd-added = { $names } { $count ->
    [one] joins
   *[other] join
  } { $name } from round { $round }.
# `$names`: who joined or left; English says "them" for one or more (Dutch and German name them).
event-cmd-added-redraw = Round { $round } is drawn but not started: `tenscore event seat --redraw` draws it again with { $names ->
   *[other] them
  }.
event-cmd-removed = { $names } { $count ->
    [one] leaves
   *[other] leave
  } { $name } from round { $round }.
event-cmd-removed-redraw = Round { $round } still seats { $names ->
   *[other] them
  } and has not started: `tenscore event seat --redraw` draws it again without them.
# `$names`: the players taken out who sit at that table of the round being played.
event-cmd-removed-playing = { $names } { $count ->
    [one] is
   *[other] are
  } still at table { $table } of round { $round } (match { $id }): its match counts once it ends; `tenscore finish { $id }` ends it now.
event-cmd-list-empty = No events yet: `tenscore event new NAME --game GAME --players A,B,...` creates one.
# `$day`: the day it was made, as the language writes a day; `$series`: event-cmd-list-series or nothing.
event-cmd-list-row = { $id }  { $name } · { $day } · { $title } · { $drawn } of { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
  } drawn · { $players } players{ $series }
event-cmd-list-series = {" "}· series { $series }
