usage-see-help = siehe `{ $command } --help`
usage-unexpected-argument = unerwartetes Argument '{ $arg }'
usage-unrecognized-subcommand = unbekannter Unterbefehl '{ $name }'
usage-value-required = '{ $arg }' braucht einen Wert, aber es wurde keiner angegeben
usage-invalid-value = ungültiger Wert '{ $value }' für '{ $arg }'
usage-expected = möglich sind { $values }
usage-too-many-values = unerwarteter Wert '{ $value }' für '{ $arg }'; es wurde kein weiterer erwartet
usage-missing-arguments = nicht angegeben, aber Pflicht: { $missing }
usage-missing-one = { $what } fehlt
usage-name-of = { $thing ->
    [series] der Name der Serie
   *[event] der Name des Abends
  }
usage-used-twice = das Argument '{ $arg }' darf nur einmal angegeben werden
usage-conflict = das Argument '{ $arg }' lässt sich nicht mit '{ $other }' verbinden
usage-conflict-many = das Argument '{ $arg }' lässt sich nicht verbinden mit: { $others }
usage-wrong-number = '{ $arg }' braucht { $expected } Werte, bekam aber { $actual }
usage-too-few = '{ $arg }' braucht mindestens { $min } Werte, bekam aber nur { $actual }
usage-no-equals = '{ $arg }' bekommt seinen Wert mit einem Gleichheitszeichen (=)
usage-invalid-utf8 = eines der Argumente ist kein gültiger UTF-8-Text
usage-needs-subcommand = `{ $command }` braucht einen Unterbefehl: { $subcommands }
usage-similar-subcommand = { $count ->
    [one] ein ähnlicher Unterbefehl: { $names }
   *[other] ähnliche Unterbefehle: { $names }
  }
usage-similar-argument = { $count ->
    [one] ein ähnliches Argument: { $names }
   *[other] ähnliche Argumente: { $names }
  }
usage-similar-value = { $count ->
    [one] ein ähnlicher Wert: { $names }
   *[other] ähnliche Werte: { $names }
  }
usage-similar-of-subcommand = '{ $option }' gibt es
usage-remove-dashes = '{ $name }' ist ein Unterbefehl: lass das '--' davor weg
usage-no-such-option = `{ $command }` kennt diese Option nicht
usage-option-of-others = `{ $command }` kennt diese Option nicht; { $others } { $count ->
    [one] hat
   *[other] haben
  } sie
usage-or = { $first } oder { $last }
usage-and = { $first } und { $last }
# The names of a command that takes --players typed without it, or with spaces between them.
usage-players-one-list = nenne die Spieler in einer Liste nach --players, durch Kommas getrennt: --players Ann,Bob,Cy
# The games, where a game was left out (`tenscore rules`).
usage-games = die Spiele sind { $games }
