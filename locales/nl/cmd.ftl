cmd-match-label = partij { $id }, { $title }: { $players }

cmd-rematch-of = Revanche van partij { $id }: { $label }.

cmd-undone-opening = de { $opening } van { $round } { $seq }
cmd-undone-round = { $round } { $seq }
cmd-undo-ask = Wil je { $what } uit { $label } terugnemen?
cmd-undo-declined = Niets teruggenomen.
cmd-undo-done = { $what } teruggenomen uit { $label } (bewaard in `tenscore show { $id } --all`).

cmd-edit-done = { $round } { $seq } vervangen in { $label } (de oude invoer blijft bewaard in `tenscore show { $id } --all`).
cmd-edit-rescored = { $count ->
    [one] { $count } { $game ->
        [pig10] later spel
        [tenstuff] later spel
        [krumme10] latere partij
       *[other] latere ronde
      } opnieuw geteld.
   *[other] { $count } latere { $game ->
        [pig10] spellen
        [tenstuff] spellen
        [krumme10] partijen
       *[other] rondes
      } opnieuw geteld.
  }
cmd-edit-reopened = Volgens de regels is de partij niet meer uit: ze loopt weer.

cmd-bid-done = Biedingen voor ronde { $seq } genoteerd in { $label }.

cmd-finish-ask = { $label } { $abandon ->
    [yes] afbreken
   *[no] beëindigen
  }?
cmd-finish-declined = { $abandon ->
    [yes] Niets afgebroken.
   *[no] Niets beëindigd.
  }
cmd-finish-done = { $abandon ->
    [yes] Afgebroken
   *[no] Beëindigd
  }: { $label }.

cmd-reopen-done = Weer geopend: { $label }.

cmd-player-renamed = { $was } heet nu { $now }, in elke partij.
cmd-player-merged = { $from } is samengevoegd met { $into }: { $count ->
    [one] { $count } partij is
   *[other] { $count } partijen zijn
  } nu van { $into }.

cmd-confirm-unfinished = { $question } ({ $count } partijen zijn nog niet uit)

cmd-import-summary = { $dry ->
    [yes] Zou importeren
   *[no] Geïmporteerd
  } { $file }: partijen: { $matches_added } nieuw, { $matches_extended } aangevuld, { $matches_present } al aanwezig; rondes: { $rounds_added } nieuw, { $rounds_present } al aanwezig; spelers: { $players_added } nieuw, { $players_present } al aanwezig, { $matched } herkend aan de naam.
cmd-import-matched = '{ $name }' uit het bestand wordt '{ $player }', hier onder die naam bekend.
cmd-import-dry-run = Er is niets geschreven (--dry-run).
cmd-import-progress = Importeren {"{"}bar:40{"}"} {"{"}bytes{"}"}/{"{"}total_bytes{"}"} (nog {"{"}eta{"}"})

cmd-check-not-legal = Niet toegestaan: { $reason }.
