# Clubavonden, de uitslagen: welk evenement, het verslag, het scherm in de zaal, de reeks.

event-results-report-what = { $format ->
    [csv] het CSV-verslag
    [json] het JSON-verslag
   *[html] de uitslagenpagina
  }
event-results-report-written = Geschreven naar { $file }.
event-results-board-no-terminal = event board --follow heeft een terminal nodig om op te tekenen
event-results-board-no-terminal-hint = laat --follow weg voor één beeld, of start het in een terminal
event-results-board-json-follow = event board --follow tekent een scherm, en --json geeft het bord één keer als gegevens
event-results-board-json-follow-hint = laat --follow of --json weg
event-results-board-away = De competitieserver antwoordt niet: het bord zoals het laatst gelezen.
event-results-series-name-bad = { $length ->
    [0] de reeks heeft geen naam
   *[other] de naam van de reeks is { $length } tekens lang; de naam van een reeks telt hoogstens { $longest } tekens
  }
event-results-series-name-bad-hint = noem het seizoen, bijvoorbeeld "Winter 2026"
event-results-series-name-char = de naam van de reeks bevat { $char }, dat { $effect ->
    [breaks] de regel afbreekt waarop het staat
    [reorders] verandert hoe de tekst eromheen leest
    [hidden] niet te zien is, zodat de naam er anders uitziet dan wat bewaard is
   *[control] een stuurteken is
  }
event-results-no-series = er is geen reeks met de naam '{ $name }'
event-results-no-series-hint = begin er een met `tenscore{ $db } series new NAME --best K`
event-results-did-you-mean-series = bedoel je { $name }?
event-results-series-created = Reeks { $name } begonnen: { $best ->
    [one] de beste avond van elke speler telt
   *[other] de beste { $best } avonden van elke speler tellen
  }, { $min ->
    [one] één avond
   *[other] { $min } avonden
  } nodig voor een plaats. Voeg er een avond aan toe met `tenscore event new ... --series { $word }`.
