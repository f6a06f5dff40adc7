# A match that is a table of an event (a club night), where a match is named.
# The heading line of `show` and `standings` starts with it: "Friday club — round 2, table 3 · ...".
event-place-heading = { $event } — round { $round }, table { $table }
# An event table's match on the start screen of `play` (as play-resumable).
event-place-resumable = Table { $table }, round { $round } of { $event }: { $players } · match { $id } · { $count ->
    [0] no { $game ->
        [pig10] deals
        [tenstuff] deals
        [krumme10] games
       *[other] rounds
      } yet
   *[other] { $rounds }
  } · last played { $time }
