cmd-match-label = partij { $id }, { $title }: { $players }

cmd-rematch-of = Revanche van partij { $id }: { $label }.

cmd-undone-opening = de { $opening } van { $round } { $seq }
cmd-undone-round = { $round } { $seq }
cmd-undo-ask = Wil je { $what } uit { $label } terugnemen?
cmd-undo-declined = Niets teruggenomen.
cmd-undo-done = { $what } { $kind ->
    [opening] zijn
   *[round] is
  } teruggenomen uit { $label } (bewaard in `tenscore show { $id } --all`).

cmd-undo-reopened = De partij was afgelopen: ze loopt weer.

cmd-edit-done = { $round } { $seq } vervangen in { $label } (de oude invoer blijft bewaard in `tenscore show { $id } --all`).
cmd-edit-reason-default = geen reden opgegeven
cmd-edit-round-number = een ronde is een getal vanaf 1, zoals `tenscore show MATCH` ze nummert
cmd-edit-round-entry = een correctie noemt de partij en dan de ronde: `tenscore edit MATCH ROUND NAAM=WAARDE ...` (ronde 2 van partij 1: `tenscore edit 1 2 ...`)
cmd-edit-rescored = { $count ->
    [one] { $count } { $game ->
        [pig10] later potje
        [tenstuff] later potje
        [krumme10] later potje
       *[other] latere ronde
      } opnieuw geteld.
   *[other] { $count } latere { $game ->
        [pig10] potjes
        [tenstuff] potjes
        [krumme10] potjes
       *[other] rondes
      } opnieuw geteld.
  }
cmd-edit-reopened = Volgens de regels is de partij niet meer uit: ze loopt weer.
cmd-edit-ended = Met deze wijziging is de partij volgens de regels uit.
cmd-edit-unchanged = { $round } { $seq } van partij { $id } staat er al zo: er is niets geschreven.

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
cmd-finish-bids-withdrawn = De { $opening } van ronde { $seq }, die nooit gespeeld is, zijn teruggenomen (`tenscore show { $id } --all` bewaart ze).

cmd-reopen-done = Weer geopend: { $label }.

cmd-player-renamed-same = { $was } heet al { $now }; er is niets veranderd.
cmd-player-renamed = { $was } heet nu { $now }, in elke partij.
cmd-player-merged = { $from } is samengevoegd met { $into }: { $count ->
    [one] { $count } partij is
   *[other] { $count } partijen zijn
  } nu van { $into }.

cmd-confirm-unfinished = { $question } ({ $count } partijen zijn nog niet uit)

cmd-import-summary = { $dry ->
    [yes] Zou { $file } importeren
   *[no] { $file } geïmporteerd
  }: partijen: { $matches_added } nieuw, { $matches_extended } aangevuld, { $matches_present } al aanwezig; rondes: { $rounds_added } nieuw, { $rounds_present } al aanwezig; spelers: { $players_added } nieuw, { $players_present } al aanwezig, { $matched } herkend aan de naam.
cmd-import-matched = '{ $name }' uit het bestand wordt '{ $player }', hier onder die naam bekend.
cmd-import-named-otherwise = '{ $here }' heet '{ $there }' in { $file }; om die naam hier ook te gebruiken: `tenscore player rename { $rename_here } { $rename_there }`
cmd-import-renamed = '{ $was }' heet hier nu '{ $now }', zoals { $file } die speler later hernoemde.
cmd-import-dry-run = Er is niets geschreven (--dry-run).
cmd-import-progress = Importeren {"{"}bar:40{"}"} {"{"}bytes{"}"}/{"{"}total_bytes{"}"} (nog {"{"}eta{"}"})

cmd-check-not-legal = Niet toegestaan: { $reason }.
cmd-check-recorded-agrees = { $round } { $seq } van partij { $id } klopt met wat er genoteerd is.
cmd-check-recorded-differs = { $round } { $seq } van partij { $id } is anders genoteerd: daar staat { $recorded }.

cmd-audit-options = de opgeslagen opties zijn onleesbaar: { $refused }
cmd-audit-points = de punten van { $name } staan opgeslagen als { $stored }, maar de regels geven { $rules }
cmd-audit-total = de stand van { $name } staat opgeslagen als { $stored }, maar de regels geven { $rules } uitgaande van { $from } vóór { $game ->
    [pig10] dit potje
    [tenstuff] dit potje
    [krumme10] dit potje
   *[other] deze ronde
  }
cmd-audit-out = { $out ->
    [yes] { $name } staat opgeslagen als uit, maar volgens de regels speelt { $name } nog mee
   *[no] { $name } staat opgeslagen als nog in het spel, maar volgens de regels ligt { $name } eruit
  }
cmd-audit-notes = de aantekeningen van { $name } staan opgeslagen als { $stored }, maar de regels geven { $rules }
cmd-audit-no-notes = geen
cmd-audit-counter = { $key } van { $name } staat opgeslagen als { $stored }, maar de regels geven { $rules }
cmd-audit-nothing = niets
cmd-audit-no-longer-scores = de opgeslagen invoer telt niet meer: { $problem }; { $legal }
cmd-audit-unreadable = wat ervoor is opgeslagen, is niet te lezen als { $game ->
    [pig10] potje
    [tenstuff] potje
    [krumme10] potje
   *[other] ronde
  } van { $title }: { $refused }
cmd-audit-late = de regels beëindigden de partij na { $game ->
    [pig10] potje
    [tenstuff] potje
    [krumme10] potje
   *[other] ronde
  } { $last }, dus { $game ->
    [pig10] potje
    [tenstuff] potje
    [krumme10] potje
   *[other] ronde
  } { $seq } had niet gespeeld mogen worden{ $more }; de regels: { $rules }
cmd-audit-late-more = { $count ->
    [one] (en { $game ->
        [pig10] het potje
        [tenstuff] het potje
        [krumme10] het potje
       *[other] de ronde
      } erna ook niet)
   *[other] (en de { $count } { $game ->
        [pig10] potjes
        [tenstuff] potjes
        [krumme10] potjes
       *[other] rondes
      } erna ook niet)
  }
cmd-audit-not-ended = ze staat opgeslagen als volgens de regels beëindigd na { $game ->
    [pig10] potje
    [tenstuff] potje
    [krumme10] potje
   *[other] ronde
  } { $last }, maar de regels beëindigen haar daar niet ({ $rules })
cmd-audit-ended = ze staat opgeslagen als lopend, maar de regels beëindigen haar na { $game ->
    [pig10] potje
    [tenstuff] potje
    [krumme10] potje
   *[other] ronde
  } { $last } ({ $rules })

cmd-history-finding = partij { $id } ({ $title }): { $reason }
cmd-history-finding-at = partij { $id } ({ $title }), { $place }: { $reason }
cmd-history-in = { $game ->
    [pig10] potje
    [tenstuff] potje
    [krumme10] potje
   *[other] ronde
  } { $seq }
cmd-history-in-take = { $game ->
    [pig10] potje
    [tenstuff] potje
    [krumme10] potje
   *[other] ronde
  } { $seq }, versie { $take }, teruggenomen (bewaard in `tenscore show { $id } --all`)
cmd-history-after = na { $game ->
    [pig10] potje
    [tenstuff] potje
    [krumme10] potje
   *[other] ronde
  } { $seq }
cmd-history-checked = { $matches ->
    [one] { $matches } partij
   *[other] { $matches } partijen
  }, { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
  } gecontroleerd
cmd-history-clean = { $checked }: elke ronde volgt uit de regels
cmd-history-faults = { $checked }: { $faults } { $count ->
    [one] volgt
   *[other] volgen
  } niet uit de regels
cmd-history-fault = { $kind ->
    [rounds] { $count ->
        [one] { $count } ronde
       *[other] { $count } rondes
      }
    [ends] { $count ->
        [one] het einde van { $count } partij
       *[other] het einde van { $count } partijen
      }
   *[options] { $count ->
        [one] de opties van { $count } partij
       *[other] de opties van { $count } partijen
      }
  }
cmd-history-replayed-from = Elke ronde is opnieuw gespeeld vanaf de stand die ervoor is opgeslagen, en direct na een gemelde ronde ook vanaf de stand die de regels ervoor gaven; verbeter een ronde met `tenscore edit MATCH ROUND ...`, dat de rondes erna opnieuw telt.

cmd-export-summary = { $matches ->
    [one] { $matches } partij
   *[other] { $matches } partijen
  } geëxporteerd naar { $file }: { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
  }, { $players ->
    [one] { $players } speler
   *[other] { $players } spelers
  }.
cmd-export-what = { $format ->
    [csv] de CSV-export
   *[json] de export
  }
cmd-export-progress = Exporteren {"{"}bar:40{"}"} {"{"}pos{"}"}/{"{"}len{"}"} rondes (nog {"{"}eta{"}"})
cmd-scores-kept-in = De scores worden bewaard in { $path } (nu aangemaakt; met --db of TENSCORE_DB kies je een ander bestand).

# `check updown hand --match M [--round R]`: de vastgelegde ronde om mee te vergelijken.
cmd-check-recorded-no-open = partij { $id } heeft geen open ronde (biedingen die op hun slagen wachten)
cmd-check-recorded-no-open-hint = noem een vastgelegde ronde met --round R
# Na een correctie: een notitie die een latere ronde bij het opnieuw tellen kreeg, verloor of anders kreeg.
# $said is yes als de notitie het totaal zelf noemt ("eruit (156)"): het totaal wordt niet twee keer genoemd.
cmd-edit-later-gone = { $round } { $seq }, { $name }: niet meer { $note } (totaal { $total })
cmd-edit-later-new = { $round } { $seq }, { $name }: nu { $note }{ $said ->
    [yes] {""}
   *[no] {" "}(totaal { $total })
  }
cmd-edit-later-changed = { $round } { $seq }, { $name }: { $now } in plaats van { $was }{ $said ->
    [yes] {""}
   *[no] {" "}(totaal { $total })
  }
cmd-edit-later-more = … en nog { $count } { $count ->
    [one] wijziging
   *[other] wijzigingen
  } (`tenscore show { $id }`)
