# Clubavonden, gekopieerd door `tenscore export` en samengevoegd door `tenscore import`. Zinnen die
# een probleem noemen beginnen met een kleine letter: ze volgen op "regel N van BESTAND kan niet
# worden geïmporteerd: ".
event-exchange-late-match = een partijrecord nadat de avonden al begonnen zijn
event-exchange-late-series = een reeksrecord nadat de avonden al begonnen zijn
event-exchange-counts = het eindrecord telt { $series ->
    [one] 1 reeks
   *[other] { $series } reeksen
  } en { $events ->
    [one] 1 avond
   *[other] { $events } avonden
  }, maar het bestand bevat er { $series_held } en { $events_held }
event-exchange-event = avond { $uuid }: { $problem }
event-exchange-too-small = het veld { $field } is { $value }; dat moet minstens { $least } zijn
event-exchange-no-player = het noemt speler { $player }, die geen spelersrecord ervoor heeft
event-exchange-player-twice = het noemt speler { $player } twee keer
event-exchange-unknown-game = het is een spel dat deze tenscore niet kent ({ $game })
event-exchange-ranking = het rangschikt op '{ $ranking }', wat deze tenscore niet kent
event-exchange-no-series = het telt mee in reeks { $series }, die geen reeksrecord ervoor heeft
event-exchange-no-match = zijn tafel { $table } van ronde { $round } is partij { $match_uuid }, die niet in het bestand en niet in deze database staat
event-exchange-other-game = zijn tafel { $table } van ronde { $round } is partij { $match_uuid }, { $game_id ->
   *[other] een
  } partij { $game }, maar de avond speelt { $event_game }
event-exchange-uuid-taken = avond { $uuid } uit { $file } ('{ $name }') heeft de UUID van een avond met een ander spel hier
event-exchange-uuid-taken-hint = er is niets geïmporteerd; één UUID kan geen twee avonden aanduiden: importeer in een andere database
event-exchange-drawn-twice = ronde { $round } van '{ $name }' in { $file } is anders geloot dan dezelfde ronde hier
event-exchange-other-table = tafel { $table } van ronde { $round } van '{ $name }' in { $file } is een andere partij dan die tafel hier, of die partij is hier een tafel van een andere avond
event-exchange-drawn-twice-hint = er is niets geïmporteerd; de ronde is na het kopiëren in een van de twee databases opnieuw geloot: houd één loting aan en importeer de andere in een andere database
event-exchange-summary = Avonden: { $events_added } toegevoegd, { $events_extended } aangevuld, { $events_present } al aanwezig; tafels: { $tables_added } toegevoegd; reeksen: { $series_added } toegevoegd, { $series_present } al aanwezig.
