# Klubabende: der Stand eines Abends, die Tischkarten, der Bildschirm im Saal, die Ergebnisseite, eine Serie.

event-standings-heading = { $name } · { $game } · { $played ->
    [0] noch keine Runde gespielt
   *[other] nach Runde { $played } von { $planned }
  }
event-standings-heading-playing = { $name } · { $game } · Runde { $round } von { $planned } läuft, { $done } von { $tables ->
    [one] { $tables } Tisch
   *[other] { $tables } Tischen
  } fertig
# Below the heading: a table of an earlier round not ended (reopened, or the draw went past it).
event-still-playing = Runde { $round }, Tisch { $table } (Partie { $id }) spielt noch: sie zählt, sobald sie endet.
event-score = Wertung
event-matches = Partien
event-round-column = R{ $round }
# Under the ranking when its first `$count` round columns (`$first` to `$last`) did not fit.
event-standings-rounds-left-out = { $count ->
    [one] { $first } fehlt
   *[other] { $first }–{ $last } fehlen
  } aus Platzgründen; --json oder ein breiteres Terminal zeigt sie.
event-no-players = An diesem Abend spielt noch niemand.
event-last-place = Letzter Platz: { $names } — der Trostpreis
event-cards-heading = { $name } · Runde { $round }
event-table-card = Tisch { $table } (Partie { $id }) — { $players } — { $starter } beginnt
event-waiting = Setzt diese Runde aus: { $names }
# Below the cards of a draw that seated smaller tables: `$size` a table size the evening's options
# (`$options`, described as `standings` heads a match) cannot be played at.
event-size-left-out = Kein Tisch mit { $size } in dieser Runde: { $title }, wie dieser Abend es spielt ({ $options }), kann nicht zu { $size } gespielt werden.
event-board-title = { $name } · { $game } · { $round ->
    [0] noch keine Runde ausgelost
   *[other] Runde { $round } von { $planned }
  }
# A table of an earlier round still playing; `$line` is the table's line as the round's are.
event-board-earlier-table = Runde { $round } · { $line }
event-board-no-round = Noch keine Tische ausgelost.
event-board-ranking = Rangliste
event-board-more = … und { $count } weitere
event-progress-none = noch nicht begonnen
event-progress-leads = { $counted }, { $leader } führt
# $leaders: the players tied for the lead, "Bob and Cy".
event-progress-lead-shared = { $counted }, { $leaders } führen
event-progress-abandoned = { $counted }, abgebrochen (kein Sieger)
event-progress-done = { $counted }, fertig ✓
event-report-title = { $name } — Ergebnisse
event-report-summary = { $game } · { $played } von { $planned ->
    [one] 1 Runde
   *[other] { $planned } Runden
  } gespielt
event-report-ranking = Rangliste
event-report-rounds = Runden und Tische
event-report-round = Runde { $round }
event-report-table = Tisch { $table }
event-report-chart = Der Stand nach jeder Runde
event-report-chart-label = Die Wertung jedes Spielers nach jeder Runde
event-report-chart-same = { $name } — dieselbe Linie wie { $others }
event-report-chart-table = Die Grafik als Tabelle
event-report-after-round = Nach Runde { $round }
event-report-rank = Rang
event-report-player = Spieler
event-report-place = Platz
event-report-points = Punkte
# The column of a Krumme10 team's score, beside the player's own points.
event-report-team = Team
event-report-share = Anteil
event-report-waiting = Setzen aus: { $names }
event-report-playing = wird noch gespielt
event-report-made = Erstellt mit tenscore.
event-series-heading = { $name } · die besten { $best } von { $evenings ->
    [one] 1 Abend
   *[other] { $evenings } Abenden
  } zählen, mindestens { $min } für einen Rang
event-series-no-evenings = In { $name } zählt noch kein Abend: füge einen hinzu mit `tenscore event new NAME --game GAME --players A,B,... --series { $word }`.
event-series-average = Schnitt
event-series-evenings = Abende
event-series-column = A{ $evening }
event-series-counted-key = * zählt für den Schnitt; Spieler ohne Rang haben { $min ->
    [one] noch keinen Abend
   *[other] weniger als { $min } Abende
  }.
event-series-title = { $name } — Stand der Serie
