cmd-match-label = Partie { $id }, { $title }: { $players }

cmd-rematch-of = Revanche für Partie { $id }: { $label }.

cmd-undone-opening = die { $opening } von { $round } { $seq }
cmd-undone-round = { $round } { $seq }
cmd-undo-ask = Wirklich { $what } aus { $label } zurücknehmen?
cmd-undo-declined = Nichts zurückgenommen.
cmd-undo-done = { $what } aus { $label } zurückgenommen (aufbewahrt in `tenscore show { $id } --all`).

cmd-edit-done = { $round } { $seq } in { $label } ersetzt (der alte Eintrag bleibt in `tenscore show { $id } --all`).
cmd-edit-rescored = { $count ->
    [one] { $count } { $game ->
        [pig10] späteres Spiel
        [tenstuff] späteres Spiel
        [krumme10] spätere Partie
       *[other] spätere Runde
      } neu gewertet.
   *[other] { $count } spätere { $game ->
        [pig10] Spiele
        [tenstuff] Spiele
        [krumme10] Partien
       *[other] Runden
      } neu gewertet.
  }
cmd-edit-reopened = Nach den Regeln ist die Partie nicht mehr zu Ende: Sie läuft wieder.

cmd-bid-done = Gebote für Runde { $seq } in { $label } eingetragen.

cmd-finish-ask = { $label } { $abandon ->
    [yes] abbrechen
   *[no] beenden
  }?
cmd-finish-declined = { $abandon ->
    [yes] Nichts abgebrochen.
   *[no] Nichts beendet.
  }
cmd-finish-done = { $abandon ->
    [yes] Abgebrochen
   *[no] Beendet
  }: { $label }.

cmd-reopen-done = Wieder eröffnet: { $label }.

cmd-player-renamed = { $was } heißt jetzt { $now }, in jeder Partie.
cmd-player-merged = { $from } ist mit { $into } zusammengelegt: { $count ->
    [one] { $count } Partie gehört
   *[other] { $count } Partien gehören
  } jetzt { $into }.

cmd-confirm-unfinished = { $question } ({ $count } Partien sind nicht beendet)

cmd-import-summary = { $dry ->
    [yes] Würde { $file } importieren
   *[no] { $file } importiert
  }: Partien: { $matches_added } neu, { $matches_extended } ergänzt, { $matches_present } schon vorhanden; Runden: { $rounds_added } neu, { $rounds_present } schon vorhanden; Spieler: { $players_added } neu, { $players_present } schon vorhanden, { $matched } am Namen erkannt.
cmd-import-matched = '{ $name }' aus der Datei gilt als '{ $player }', hier unter diesem Namen bekannt.
cmd-import-dry-run = Es wurde nichts geschrieben (--dry-run).
cmd-import-progress = Import {"{"}bar:40{"}"} {"{"}bytes{"}"}/{"{"}total_bytes{"}"} (noch {"{"}eta{"}"})

cmd-check-not-legal = Nicht erlaubt: { $reason }.
