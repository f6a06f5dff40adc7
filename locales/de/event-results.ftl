# Clubabende, ihre Ergebnisse: welche Veranstaltung, der Bericht, die Anzeige im Saal, die Serie.

event-results-report-what = { $format ->
    [csv] der CSV-Bericht
    [json] der JSON-Bericht
   *[html] die Ergebnisseite
  }
event-results-report-written = Geschrieben nach { $file }.
event-results-board-no-terminal = event board --follow braucht ein Terminal, auf dem es zeichnen kann
event-results-board-no-terminal-hint = lass --follow weg für ein einzelnes Bild, oder starte es in einem Terminal
event-results-board-json-follow = event board --follow zeichnet einen Bildschirm, und --json gibt die Tafel einmal als Daten aus
event-results-board-json-follow-hint = lass --follow oder --json weg
event-results-board-away = Der Ligaserver antwortet nicht: die Tafel, wie sie zuletzt gelesen wurde.
event-results-series-name-bad = { $length ->
    [0] die Serie hat keinen Namen
   *[other] der Name der Serie ist { $length } Zeichen lang; der Name einer Serie hat höchstens { $longest } Zeichen
  }
event-results-series-name-bad-hint = benenne die Saison, z. B. "Winter 2026"
event-results-series-name-char = der Name der Serie enthält { $char }, { $effect ->
    [breaks] das die Zeile umbricht, in der es steht
    [reorders] das verändert, wie der Text darum herum gelesen wird
    [hidden] das unsichtbar ist, sodass der Name anders aussieht, als er gespeichert ist
   *[control] ein Steuerzeichen
  }
event-results-no-series = es gibt keine Serie namens '{ $name }'
event-results-no-series-hint = beginne eine mit `tenscore{ $db } series new NAME --best K`
event-results-did-you-mean-series = meintest du { $name }?
event-results-series-created = Serie { $name } begonnen: { $best ->
    [one] der beste Abend jeder Spielerin und jedes Spielers zählt
   *[other] die besten { $best } Abende jeder Spielerin und jedes Spielers zählen
  }, { $min ->
    [one] ein Abend
   *[other] { $min } Abende
  } für einen Platz nötig. Füge mit `tenscore event new ... --series { $word }` einen Abend hinzu.
