# The command line as clap reads it: its refusals on one line ("error: PROBLEM; TIP; see
# `COMMAND --help`", src/run/one_line.rs). `$arg` is an option or argument as the help writes it
# (--players <A,B,...>), `$command` a command line (tenscore check updown trick).
usage-see-help = see `{ $command } --help`
usage-unexpected-argument = unexpected argument '{ $arg }' found
usage-unrecognized-subcommand = unrecognized subcommand '{ $name }'
usage-value-required = a value is required for '{ $arg }' but none was supplied
usage-invalid-value = invalid value '{ $value }' for '{ $arg }'
# After a value's refusal, the values the argument takes: ": expected auto, always or never".
usage-expected = expected { $values }
usage-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
usage-missing-arguments = the following required arguments were not provided: { $missing }
# The one argument left out, in words (usage-name-of).
usage-missing-one = { $what } is missing
# The name a command is about, where it was left out: `$thing` is series or event.
usage-name-of = { $thing ->
    [series] the series' name
   *[event] the evening's name
  }
usage-used-twice = the argument '{ $arg }' cannot be used multiple times
usage-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
usage-conflict-many = the argument '{ $arg }' cannot be used with: { $others }
usage-wrong-number = { $expected } values required for '{ $arg }' but { $actual } { $actual ->
    [one] was
   *[other] were
  } provided
usage-too-few = { $min } values required by '{ $arg }'; only { $actual } { $actual ->
    [one] was
   *[other] were
  } provided
usage-no-equals = equal sign is needed when assigning values to '{ $arg }'
usage-invalid-utf8 = invalid UTF-8 was detected in one or more arguments
usage-needs-subcommand = `{ $command }` needs a subcommand: { $subcommands }
# The tips: what was meant. `$names` is one or more quoted words, `$count` how many.
usage-similar-subcommand = { $count ->
    [one] a similar subcommand exists: { $names }
   *[other] some similar subcommands exist: { $names }
  }
usage-similar-argument = { $count ->
    [one] a similar argument exists: { $names }
   *[other] some similar arguments exist: { $names }
  }
usage-similar-value = { $count ->
    [one] a similar value exists: { $names }
   *[other] some similar values exist: { $names }
  }
# An option close to the one typed, of a subcommand: `$option` is "new --rounds".
usage-similar-of-subcommand = '{ $option }' exists
usage-remove-dashes = subcommand '{ $name }' exists; to use it, remove the '--' before it
# An option this command does not take; `$others` are the commands that take it.
usage-no-such-option = `{ $command }` has no such option
usage-option-of-others = `{ $command }` has no such option; { $others } { $count ->
    [one] takes
   *[other] take
  } it
# Lists: "auto, always or never", "`tenscore bid` and `tenscore check updown trick`".
usage-or = { $first } or { $last }
usage-and = { $first } and { $last }
# The names of a command that takes --players typed without it, or with spaces between them.
usage-players-one-list = name the players in one list after --players, with commas between them: --players Ann,Bob,Cy
# The games, where a game was left out (`tenscore rules`).
usage-games = the games are { $games }
