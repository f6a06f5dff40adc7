# Club nights: an evening's standings, table cards, the venue's board, the report page, a series.
# `$name` is an event's or a series' name, `$game` a game's title.

event-standings-heading = { $name } · { $game } · { $played ->
    [0] no round played yet
   *[other] after round { $played } of { $planned }
  }
event-standings-heading-playing = { $name } · { $game } · round { $round } of { $planned } playing, { $done } of { $tables ->
    [one] { $tables } table
   *[other] { $tables } tables
  } done
# Below the heading: a table of an earlier round not ended (reopened, or the draw went past it).
event-still-playing = Round { $round }, table { $table } (match { $id }) is still playing: it counts once it ends.
event-score = Score
event-matches = Matches
# The column of one round's share: R1, R2, ...
event-round-column = R{ $round }
# Under the ranking when its first `$count` round columns (`$first` to `$last`) did not fit.
event-standings-rounds-left-out = { $count ->
    [one] { $first } is
   *[other] { $first }–{ $last } are
  } left out for width; --json or a wider terminal shows { $count ->
    [one] it
   *[other] them
  }.
event-no-players = Nobody plays this evening yet.
event-last-place = Last place: { $names } — the booby prize
event-cards-heading = { $name } · round { $round }
event-table-card = Table { $table } (match { $id }) — { $players } — { $starter } starts
event-waiting = Waiting this round: { $names }
# Below the cards of a draw that seated smaller tables: `$size` a table size the evening's options
# (`$options`, described as `standings` heads a match) cannot be played at.
event-size-left-out = No table of { $size } this round: { $title } as this evening plays it ({ $options }) cannot be played by { $size } players.
event-board-title = { $name } · { $game } · { $round ->
    [0] no round drawn yet
   *[other] round { $round } of { $planned }
  }
# A table of an earlier round still playing; `$line` is the table's line as the round's are.
event-board-earlier-table = Round { $round } · { $line }
event-board-no-round = No tables drawn yet.
event-board-ranking = Ranking
event-board-more = … and { $count } more
event-progress-none = not started
event-progress-leads = { $counted }, { $leader } leads
# $leaders: the players tied for the lead, "Bob and Cy".
event-progress-lead-shared = { $counted }, { $leaders } lead
event-progress-abandoned = { $counted }, abandoned (no winner)
event-progress-done = { $counted }, done ✓
event-report-title = { $name } — results
event-report-summary = { $game } · { $played } of { $planned ->
    [one] 1 round
   *[other] { $planned } rounds
  } played
event-report-ranking = Ranking
event-report-rounds = Rounds and tables
event-report-round = Round { $round }
event-report-table = Table { $table }
event-report-chart = The standing after each round
event-report-chart-label = Each player's score after each round
event-report-chart-same = { $name } — same line as { $others }
event-report-chart-table = The chart as a table
event-report-after-round = After round { $round }
event-report-rank = Rank
event-report-player = Player
event-report-place = Place
event-report-points = Points
# The column of a Krumme10 team's score, beside the player's own points.
event-report-team = Team
event-report-share = Share
event-report-waiting = Waiting: { $names }
event-report-playing = still playing
event-report-made = Made with tenscore.
event-series-heading = { $name } · the best { $best } of { $evenings ->
    [one] 1 evening
   *[other] { $evenings } evenings
  } count, at least { $min } to rank
event-series-no-evenings = No evening counts in { $name } yet: add one with `tenscore event new NAME --game GAME --players A,B,... --series { $word }`.
event-series-average = Average
event-series-evenings = Evenings
# The column of one evening: E1, E2, ...
event-series-column = E{ $evening }
event-series-counted-key = * counts towards the average; players without a rank have { $min ->
    [one] no evening
   *[other] fewer than { $min } evenings
  }.
event-series-title = { $name } — series standings
