# Klubabende, kopiert von `tenscore export` und zusammengeführt von `tenscore import`. Sätze, die
# ein Problem nennen, beginnen klein: Sie folgen auf "Zeile N von DATEI kann nicht importiert
# werden: ".
event-exchange-late-match = ein Partie-Eintrag, nachdem die Abende schon begonnen haben
event-exchange-late-series = ein Serien-Eintrag, nachdem die Abende schon begonnen haben
event-exchange-counts = der Schlusseintrag zählt { $series ->
    [one] 1 Serie
   *[other] { $series } Serien
  } und { $events ->
    [one] 1 Abend
   *[other] { $events } Abende
  }, aber die Datei enthält { $series_held } und { $events_held }
event-exchange-event = Abend { $uuid }: { $problem }
event-exchange-too-small = das Feld { $field } ist { $value }; es muss mindestens { $least } sein
event-exchange-no-player = er nennt Spieler { $player }, der davor keinen Spieler-Eintrag hat
event-exchange-player-twice = er nennt Spieler { $player } zweimal
event-exchange-unknown-game = er ist ein Spiel, das dieses tenscore nicht kennt ({ $game })
event-exchange-ranking = er wertet nach '{ $ranking }', was dieses tenscore nicht kennt
event-exchange-no-series = er zählt zur Serie { $series }, die davor keinen Serien-Eintrag hat
event-exchange-no-match = sein Tisch { $table } der Runde { $round } ist Partie { $match_uuid }, die weder in der Datei noch in dieser Datenbank steht
event-exchange-other-game = sein Tisch { $table } der Runde { $round } ist Partie { $match_uuid }, { $game_id ->
   *[other] eine
  } Partie { $game }, aber der Abend spielt { $event_game }
event-exchange-uuid-taken = Abend { $uuid } aus { $file } ('{ $name }') hat die UUID eines Abends mit einem anderen Spiel hier
event-exchange-uuid-taken-hint = es wurde nichts importiert; eine UUID kann nicht zwei Abende bezeichnen: importiere in eine andere Datenbank
event-exchange-drawn-twice = Runde { $round } von '{ $name }' in { $file } wurde anders ausgelost als dieselbe Runde hier
event-exchange-other-table = Tisch { $table } der Runde { $round } von '{ $name }' in { $file } ist eine andere Partie als dieser Tisch hier, oder seine Partie ist hier ein Tisch eines anderen Abends
event-exchange-drawn-twice-hint = es wurde nichts importiert; die Runde wurde nach dem Kopieren in einer der beiden Datenbanken neu ausgelost: behalte eine Auslosung und importiere die andere in eine andere Datenbank
event-exchange-summary = Abende: { $events_added } hinzugefügt, { $events_extended } ergänzt, { $events_present } schon vorhanden; Tische: { $tables_added } hinzugefügt; Serien: { $series_added } hinzugefügt, { $series_present } schon vorhanden.
