# Club nights copied by `tenscore export` and merged by `tenscore import`. Sentences that name a
# problem start lowercase: they follow "line N of FILE cannot be imported: ".
event-exchange-late-match = a match record after the events began
event-exchange-late-series = a series record after the events began
event-exchange-counts = its end record counts { $series } series and { $events ->
    [one] 1 event
   *[other] { $events } events
  }, but the file holds { $series_held } and { $events_held }
event-exchange-event = event { $uuid }: { $problem }
event-exchange-too-small = its { $field } is { $value }; it must be at least { $least }
event-exchange-no-player = it names player { $player }, who has no player record before it
event-exchange-player-twice = it names player { $player } twice
event-exchange-unknown-game = it is a game this tenscore does not know ({ $game })
event-exchange-ranking = it ranks by '{ $ranking }', which this tenscore does not know
event-exchange-no-series = it counts in series { $series }, which has no series record before it
event-exchange-no-match = its table { $table } of round { $round } is match { $match_uuid }, which neither the file nor this database holds
event-exchange-other-game = its table { $table } of round { $round } is match { $match_uuid }, { $game_id ->
    [under10] an
   *[other] a
  } { $game } match, but the evening plays { $event_game }
event-exchange-uuid-taken = event { $uuid } of { $file } ('{ $name }') has the UUID of an event of another game here
event-exchange-uuid-taken-hint = nothing was imported; one UUID cannot name two events: import into another database
event-exchange-drawn-twice = round { $round } of '{ $name }' in { $file } was drawn differently from the same round here
event-exchange-other-table = table { $table } of round { $round } of '{ $name }' in { $file } is another match than that table here, or its match is a table of another evening here
event-exchange-drawn-twice-hint = nothing was imported; the round was drawn again on one of the two databases after they were copied: keep one draw, and import the other into another database
event-exchange-summary = Events: { $events_added } added, { $events_extended } extended, { $events_present } already present; tables: { $tables_added } added; series: { $series_added } added, { $series_present } already present.
