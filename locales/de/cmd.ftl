cmd-match-label = Partie { $id }, { $title }: { $players }

cmd-rematch-of = Revanche für Partie { $id }: { $label }.

cmd-undone-opening = die { $opening } von { $round } { $seq }
cmd-undone-round = { $round } { $seq }
cmd-undo-ask = Wirklich { $what } aus { $label } zurücknehmen?
cmd-undo-declined = Nichts zurückgenommen.
cmd-undo-done = { $kind ->
   *[other] { $what }
  } aus { $label } zurückgenommen (aufbewahrt in `tenscore show { $id } --all`).

cmd-undo-reopened = Die Partie war beendet: sie läuft wieder.

cmd-edit-done = { $round } { $seq } in { $label } ersetzt (der alte Eintrag bleibt in `tenscore show { $id } --all`).
cmd-edit-reason-default = ohne Angabe eines Grundes
cmd-edit-round-number = eine Runde ist eine Zahl ab 1, wie `tenscore show MATCH` sie nummeriert
cmd-edit-round-entry = eine Korrektur nennt die Partie und dann die Runde: `tenscore edit MATCH ROUND NAME=WERT ...` (Runde 2 von Partie 1: `tenscore edit 1 2 ...`)
cmd-edit-rescored = { $count ->
    [one] { $count } { $game ->
        [pig10] späterer Durchgang
        [tenstuff] späterer Durchgang
        [krumme10] späterer Durchgang
       *[other] spätere Runde
      } neu gewertet.
   *[other] { $count } spätere { $game ->
        [pig10] Durchgänge
        [tenstuff] Durchgänge
        [krumme10] Durchgänge
       *[other] Runden
      } neu gewertet.
  }
cmd-edit-reopened = Nach den Regeln ist die Partie nicht mehr zu Ende: Sie läuft wieder.
cmd-edit-ended = Mit dieser Änderung ist die Partie nach den Regeln zu Ende.
cmd-edit-unchanged = { $round } { $seq } der Partie { $id } steht schon so da: es wurde nichts geschrieben.

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
cmd-finish-bids-withdrawn = Die { $opening } von Runde { $seq }, die nie gespielt wurde, wurden zurückgenommen (`tenscore show { $id } --all` behält sie).

cmd-reopen-done = Wieder eröffnet: { $label }.

cmd-player-renamed-same = { $was } heißt schon { $now }; es hat sich nichts geändert.
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
cmd-import-named-otherwise = '{ $here }' heißt in { $file } '{ $there }'; um diesen Namen auch hier zu verwenden: `tenscore player rename { $rename_here } { $rename_there }`
cmd-import-renamed = '{ $was }' heißt hier jetzt '{ $now }', wie { $file } den Spieler später umbenannt hat.
cmd-import-dry-run = Es wurde nichts geschrieben (--dry-run).
cmd-import-progress = Import {"{"}bar:40{"}"} {"{"}bytes{"}"}/{"{"}total_bytes{"}"} (noch {"{"}eta{"}"})

cmd-check-not-legal = Nicht erlaubt: { $reason }.
cmd-check-recorded-agrees = { $round } { $seq } von Partie { $id } stimmt mit dem Eingetragenen überein.
cmd-check-recorded-differs = { $round } { $seq } von Partie { $id } ist anders eingetragen: dort steht { $recorded }.

cmd-audit-options = die gespeicherten Optionen sind nicht lesbar: { $refused }
cmd-audit-points = die Punkte von { $name } sind als { $stored } gespeichert, aber die Regeln ergeben { $rules }
cmd-audit-total = der Stand von { $name } ist als { $stored } gespeichert, aber die Regeln ergeben { $rules } ausgehend von { $from } vor { $game ->
    [pig10] diesem Durchgang
    [tenstuff] diesem Durchgang
    [krumme10] diesem Durchgang
   *[other] dieser Runde
  }
cmd-audit-out = { $out ->
    [yes] { $name } ist als ausgeschieden gespeichert, aber nach den Regeln ist { $name } noch dabei
   *[no] { $name } ist als noch dabei gespeichert, aber nach den Regeln ist { $name } ausgeschieden
  }
cmd-audit-notes = die Vermerke von { $name } sind als { $stored } gespeichert, aber die Regeln ergeben { $rules }
cmd-audit-no-notes = keine
cmd-audit-counter = { $key } von { $name } ist als { $stored } gespeichert, aber die Regeln ergeben { $rules }
cmd-audit-nothing = nichts
cmd-audit-no-longer-scores = der gespeicherte Eintrag zählt nicht mehr: { $problem }; { $legal }
cmd-audit-unreadable = was dafür gespeichert ist, lässt sich nicht als { $game ->
    [pig10] Durchgang
    [tenstuff] Durchgang
    [krumme10] Durchgang
   *[other] Runde
  } von { $title } lesen: { $refused }
cmd-audit-late = die Regeln haben die Partie nach { $game ->
    [pig10] Durchgang
    [tenstuff] Durchgang
    [krumme10] Durchgang
   *[other] Runde
  } { $last } beendet, also hätte { $game ->
    [pig10] Durchgang
    [tenstuff] Durchgang
    [krumme10] Durchgang
   *[other] Runde
  } { $seq } nicht gespielt werden dürfen{ $more }; ihre Regeln: { $rules }
cmd-audit-late-more = { $count ->
    [one] (ebenso wenig { $game ->
        [pig10] der Durchgang
        [tenstuff] der Durchgang
        [krumme10] der Durchgang
       *[other] die Runde
      } danach)
   *[other] (ebenso wenig die { $count } { $game ->
        [pig10] Durchgänge
        [tenstuff] Durchgänge
        [krumme10] Durchgänge
       *[other] Runden
      } danach)
  }
cmd-audit-not-ended = sie ist als durch ihre Regeln nach { $game ->
    [pig10] Durchgang
    [tenstuff] Durchgang
    [krumme10] Durchgang
   *[other] Runde
  } { $last } beendet gespeichert, aber ihre Regeln beenden sie dort nicht ({ $rules })
cmd-audit-ended = sie ist als laufend gespeichert, aber ihre Regeln beenden sie nach { $game ->
    [pig10] Durchgang
    [tenstuff] Durchgang
    [krumme10] Durchgang
   *[other] Runde
  } { $last } ({ $rules })

cmd-history-finding = Partie { $id } ({ $title }): { $reason }
cmd-history-finding-at = Partie { $id } ({ $title }), { $place }: { $reason }
cmd-history-in = { $game ->
    [pig10] Durchgang
    [tenstuff] Durchgang
    [krumme10] Durchgang
   *[other] Runde
  } { $seq }
cmd-history-in-take = { $game ->
    [pig10] Durchgang
    [tenstuff] Durchgang
    [krumme10] Durchgang
   *[other] Runde
  } { $seq }, Fassung { $take }, zurückgenommen (aufbewahrt in `tenscore show { $id } --all`)
cmd-history-after = nach { $game ->
    [pig10] Durchgang
    [tenstuff] Durchgang
    [krumme10] Durchgang
   *[other] Runde
  } { $seq }
cmd-history-checked = { $matches ->
    [one] { $matches } Partie
   *[other] { $matches } Partien
  }, { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
  } geprüft
cmd-history-clean = { $checked }: jede Runde folgt aus den Regeln
cmd-history-faults = { $checked }: { $faults } { $count ->
    [one] folgt
   *[other] folgen
  } nicht aus den Regeln
cmd-history-fault = { $kind ->
    [rounds] { $count ->
        [one] { $count } Runde
       *[other] { $count } Runden
      }
    [ends] { $count ->
        [one] das Ende von { $count } Partie
       *[other] das Ende von { $count } Partien
      }
   *[options] { $count ->
        [one] die Optionen von { $count } Partie
       *[other] die Optionen von { $count } Partien
      }
  }
cmd-history-replayed-from = Jede Runde wurde vom Stand aus nachgespielt, der vor ihr gespeichert ist, und direkt nach einer gemeldeten Runde auch von dem, den die Regeln für sie ergaben; berichtige eine Runde mit `tenscore edit MATCH ROUND ...`, das die Runden danach neu berechnet.

cmd-export-summary = { $matches ->
    [one] { $matches } Partie
   *[other] { $matches } Partien
  } nach { $file } exportiert: { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
  }, { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
  }.
cmd-export-what = { $format ->
    [csv] der CSV-Export
   *[json] der Export
  }
cmd-export-progress = Export {"{"}bar:40{"}"} {"{"}pos{"}"}/{"{"}len{"}"} Runden (noch {"{"}eta{"}"})
cmd-scores-kept-in = Die Punkte werden in { $path } gespeichert (gerade angelegt; mit --db oder TENSCORE_DB wählst du eine andere Datei).

# `check updown hand --match M [--round R]`: die erfasste Runde zum Vergleich.
cmd-check-recorded-no-open = Partie { $id } hat keine offene Runde (Gebote, die auf ihre Stiche warten)
cmd-check-recorded-no-open-hint = nenne mit --round R eine erfasste Runde
# Nach einer Korrektur: ein Vermerk, den eine spätere Runde beim Neuwerten bekam, verlor oder anders bekam.
# $said ist yes, wenn der Vermerk die Summe selbst nennt ("ausgeschieden (156)"): die Summe wird nicht zweimal genannt.
cmd-edit-later-gone = { $round } { $seq }, { $name }: nicht mehr { $note } (Summe { $total })
cmd-edit-later-new = { $round } { $seq }, { $name }: jetzt { $note }{ $said ->
    [yes] {""}
   *[no] {" "}(Summe { $total })
  }
cmd-edit-later-changed = { $round } { $seq }, { $name }: { $now } statt { $was }{ $said ->
    [yes] {""}
   *[no] {" "}(Summe { $total })
  }
cmd-edit-later-more = … und { $count } { $count ->
    [one] weitere Änderung
   *[other] weitere Änderungen
  } (`tenscore show { $id }`)
