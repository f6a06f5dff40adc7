# Tables: standings, show, history, stats, players, charts. `$game` is a game's id.

# How far a match is, in the standings heading; `$counted` is "3 rounds".
table-progress = { $rounds ->
    [0] no { $game ->
        [pig10] deals
        [tenstuff] deals
        [krumme10] games
       *[other] rounds
      } yet
   *[other] after { $counted }
  }
table-heading = { $title } · match { $id } · { $progress } · { $status }
table-status = { $status ->
    [in-progress] in progress
    [finished] finished
   *[abandoned] abandoned
  }
table-rank = Rank
table-rank-short = #
table-player = Player
table-total = Total
# standings on a terminal too narrow for its table: one player a line ("1. Ann, total 40").
table-player-line = { $rank }. { $name }, total { $total }
table-last-round = { $game ->
    [pig10] Last deal
    [tenstuff] Last deal
    [krumme10] Last game
   *[other] Last round
  }
table-last-short = Last
# Whether a player is still in or out.
table-state = State
table-notes = Notes
table-team = Team
table-members = Members
table-points = Points
# A team's points per member.
table-score = Score
table-halved-at = { $points }, halved at { $reached }
table-out = out
table-in = in
table-winning-teams = { $count ->
    [one] Winning team
   *[other] Winning teams (shared)
  }: { $names }
table-winners = { $count ->
    [one] Winner
   *[other] Winners (shared)
  }: { $names }
table-abandoned = Abandoned: no winner.

# show
table-no-rounds = No { $game ->
    [pig10] deals
    [tenstuff] deals
    [krumme10] games
   *[other] rounds
  } yet.
# The column of what was dealt (cards, trump).
table-deal = Deal
table-team-column = Team { $team }
table-mark-edited = * edited
table-mark-withdrawn = × withdrawn
table-marked = { $game ->
    [pig10] Deals
    [tenstuff] Deals
    [krumme10] Games
   *[other] Rounds
  } marked { $marks }.
table-players-key = Players: { $key }.
table-notes-below = Notes:
table-teams-legend-bare = Each team: its score after the { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } (a team scores its members' points divided by their number).
table-teams-legend = Each team: its score in the { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } → its score after it (a team scores its members' points divided by their number).
table-edited-note = edited: { $reason }
table-label-withdrawn = { $seq } withdrawn
table-label-edited = { $seq } edited
table-label-open = { $seq } open

# history
table-history-none-fits = No match fits that; leave out { $flags } to see more.
table-history-none = No matches yet. Start one with `tenscore new GAME --players Ann,Bob,Cy`.
table-match = Match
table-started = Started
# A day of this year in the history list: `$month` and `$day` as two digits (11, 28).
table-day-this-year = { $month }-{ $day }
# A day with its year, wherever a date is shown: `$year` four digits, `$month` and `$day` two.
table-date = { $year }-{ $month }-{ $day }
table-game = Game
table-players = Players
table-winners-column = Winners
table-rounds = Rounds
table-status-column = Status
table-match-short = #
table-rounds-short = Rds
table-history-more = { $count ->
    [one] Only the newest match is shown
   *[other] Only the newest { $count } matches are shown
  }; --limit N shows more, --all every one.

# stats
table-stats-none-one = { $name } has no finished match to count yet: statistics count the matches that ended.
table-stats-none = No finished matches to count yet: statistics count the matches that ended.
# `$flags`: game, since or both: the filters given, to leave out.
table-stats-none-fits = No finished match fits that; leave out { $flags ->
    [game] --game
    [since] --since
   *[both] --game or --since
  } to see more.
table-stats-none-fits-one = None of { $name }'s finished matches fits that; leave out { $flags ->
    [game] --game
    [since] --since
   *[both] --game or --since
  } to see more.
table-played = Played
table-won = Won
table-win-rate = Win rate
table-average-place = Avg place
# What a key below a table says the short title of that column stands for, in full words.
table-average-place-words = Average place
table-best = Best
table-worst = Worst
table-streak = Streak
table-rating = Rating
table-stats-top = { $shown ->
    [one] Shown: 1 of the { $counted } players, the one with the most wins; `tenscore stats --all` lists every one.
   *[other] Shown: { $shown } of the { $counted } players, those with the most wins; `tenscore stats --all` lists every one.
  }
table-times = { $count ->
    [one] once
   *[other] { $count } times
  }
table-rival-behind = { $name } finished behind { $nemesis } most often ({ $times }).
table-rival-ahead = { $name } finished ahead of { $victim } most often ({ $times }).
table-rival-both = { $name } finished behind { $nemesis } most often ({ $times }), and ahead of { $victim } most often ({ $victim_times }).
table-h2h-none = { $a } and { $b } have not finished a match together.
table-h2h = { $a } and { $b } finished { $count ->
    [one] 1 match
   *[other] { $count } matches
  } together: { $a } ahead { $a_ahead }, { $b } ahead { $b_ahead }, level { $level }.
# A best or worst place: "2nd of 4 (match 12)".
table-placing = { $place } of { $of } (match { $id })

# Short column titles, for a table that does not fit with the full ones (a key below explains them).
table-columns-key = Columns: { $key }.
# Below a table too wide for the terminal even wrapped: the columns left out ("Last, Status").
table-left-out = { $count ->
    [one] { $columns } is
   *[other] { $columns } are
  } left out for width; --json or a wider terminal shows { $count ->
    [one] it
   *[other] them
  }.
table-player-short = Player
table-played-short = Pl
table-won-short = W
table-win-rate-short = W%
table-average-place-short = Avg
table-best-short = Best
table-worst-short = Worst
table-streak-short = Str
table-rating-short = Rating
# A best or worst place in the compact table: "2nd/4 #12".
table-placing-short = { $place }/{ $of } #{ $id }
table-placing-key = Best and worst: a cell such as 2nd/4 #12 means 2nd of 4 players in match 12.

# players
table-players-none = No players yet. Start a match with `tenscore new GAME --players Ann,Bob,Cy`.
table-matches = Matches
table-last-played = Last played

# new match, round recorded
table-new-match = Record { $game ->
    [pig10] deals
    [tenstuff] deals
    [krumme10] games
   *[other] rounds
  } with `tenscore { $command } ...` or play interactively with `tenscore play`.
table-match-started = Match { $id } started: { $title } for { $count } ({ $options }).
table-seating = Seating, clockwise: { $names }.
table-teams = Teams: { $teams }.
table-recorded = { $round } { $seq } recorded in { $label }.
table-match-over = The match is over.

# chart
table-chart-halved = halved { $from } → { $to }
table-chart-out = out ({ $total })
table-chart-event = { $round } { $seq }: { $player } { $what }
table-chart-title = { $title } · match { $id } · running totals over { $counted }
table-chart-none = No { $game ->
    [pig10] deals
    [tenstuff] deals
    [krumme10] games
   *[other] rounds
  } yet: nothing to chart.
table-chart-written = Chart written to { $path }
table-chart-out-in = { $total }, out in { $round } { $seq }
table-chart-failed = the chart could not be drawn: { $error }
table-chart-nothing-written = nothing was written
table-chart-caption = { $title } · match { $id }
table-chart-legend-halved = halved
table-chart-legend-out = out
table-chart-same-as = same line as { $others }
# A team's bold line in the SVG chart (its members' lines are thin): "Team A: Ann, Cy".
table-chart-legend-team = Team { $team }: { $members }

# export
table-export-failed = the export could not be written: { $error }
table-export-json-failed = the export could not be written as JSON: { $error }

# plain mode (--plain): the words for symbols a screen reader reads one by one
# "+3 → 10", "halved 100 → 50"
table-plain-to = to
# "done ✓"
table-plain-yes = yes
table-plain-no = no
