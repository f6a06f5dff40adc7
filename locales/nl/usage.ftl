usage-see-help = zie `{ $command } --help`
usage-unexpected-argument = onverwacht argument '{ $arg }'
usage-unrecognized-subcommand = onbekend subcommando '{ $name }'
usage-value-required = '{ $arg }' vraagt om een waarde, maar er is er geen gegeven
usage-invalid-value = ongeldige waarde '{ $value }' voor '{ $arg }'
usage-expected = kies { $values }
usage-too-many-values = onverwachte waarde '{ $value }' voor '{ $arg }'; er werd geen waarde meer verwacht
usage-missing-arguments = niet gegeven, maar verplicht: { $missing }
usage-missing-one = { $what } ontbreekt
usage-name-of = { $thing ->
    [series] de naam van de reeks
   *[event] de naam van de avond
  }
usage-used-twice = het argument '{ $arg }' mag maar één keer gegeven worden
usage-conflict = het argument '{ $arg }' gaat niet samen met '{ $other }'
usage-conflict-many = het argument '{ $arg }' gaat niet samen met: { $others }
usage-wrong-number = '{ $arg }' vraagt { $expected } waarden, maar kreeg er { $actual }
usage-too-few = '{ $arg }' vraagt minstens { $min } waarden, maar kreeg er maar { $actual }
usage-no-equals = '{ $arg }' krijgt zijn waarde met een =-teken
usage-invalid-utf8 = een van de argumenten is geen geldige UTF-8-tekst
usage-needs-subcommand = `{ $command }` vraagt om een subcommando: { $subcommands }
usage-similar-subcommand = { $count ->
    [one] een subcommando dat erop lijkt: { $names }
   *[other] subcommando's die erop lijken: { $names }
  }
usage-similar-argument = { $count ->
    [one] een argument dat erop lijkt: { $names }
   *[other] argumenten die erop lijken: { $names }
  }
usage-similar-value = { $count ->
    [one] een waarde die erop lijkt: { $names }
   *[other] waarden die erop lijken: { $names }
  }
usage-similar-of-subcommand = '{ $option }' bestaat wel
usage-remove-dashes = '{ $name }' is een subcommando: laat de '--' ervoor weg
usage-no-such-option = `{ $command }` kent die optie niet
usage-option-of-others = `{ $command }` kent die optie niet; { $others } { $count ->
    [one] heeft
   *[other] hebben
  } die wel
usage-or = { $first } of { $last }
usage-and = { $first } en { $last }
# The names of a command that takes --players typed without it, or with spaces between them.
usage-players-one-list = noem de spelers in één lijst na --players, met komma’s ertussen: --players Ann,Bob,Cy
# The games, where a game was left out (`tenscore rules`).
usage-games = de spellen zijn { $games }
