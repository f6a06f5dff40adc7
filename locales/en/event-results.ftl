# Club nights, their results: which event, the report written, the venue's board, the series.
# `$name` is an event's or a series' name as typed or stored.

# What is written, in error-write-*: `$format` is html, csv or json.
event-results-report-what = { $format ->
    [csv] the CSV report
    [json] the JSON report
   *[html] the report page
  }
event-results-report-written = Written to { $file }.
event-results-board-no-terminal = event board --follow needs a terminal to draw on
event-results-board-no-terminal-hint = leave out --follow to print one frame, or run it in a terminal
event-results-board-json-follow = event board --follow draws a screen, and --json prints the board once as data
event-results-board-json-follow-hint = leave out --follow, or --json
event-results-board-away = The league server does not answer: the board as it last read it.
event-results-series-name-bad = { $length ->
    [0] the series has no name
   *[other] the series name is { $length } characters long; a series name has at most { $longest }
  }
event-results-series-name-bad-hint = name the season, e.g. "Winter 2026"
event-results-series-name-char = the series name holds { $char }, which { $effect ->
    [breaks] breaks the line it is printed on
    [reorders] changes how the text around it reads
    [hidden] does not show, so the name would not read as stored
   *[control] is a control character
  }
event-results-no-series = there is no series named '{ $name }'
event-results-no-series-hint = start one with `tenscore{ $db } series new NAME --best K`
event-results-did-you-mean-series = did you mean { $name }?
event-results-series-created = Series { $name } started: each player's { $best ->
    [one] best evening counts
   *[other] best { $best } evenings count
  }, { $min ->
    [one] one evening
   *[other] { $min } evenings
  } to be ranked. Add an evening to it with `tenscore event new ... --series { $word }`.
