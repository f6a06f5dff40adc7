table-progress = { $rounds ->
    [0] noch keine { $game ->
        [pig10] Durchgänge
        [tenstuff] Durchgänge
        [krumme10] Durchgänge
       *[other] Runden
      }
   *[other] nach { $counted }
  }
table-heading = { $title } · Partie { $id } · { $progress } · { $status }
table-status = { $status ->
    [in-progress] läuft
    [finished] beendet
   *[abandoned] abgebrochen
  }
table-rank = Platz
table-rank-short = #
table-player = Spieler
table-total = Gesamt
# standings in einem Fenster, zu schmal für die Tabelle: ein Spieler je Zeile ("1. Ann, insgesamt 40").
table-player-line = { $rank }. { $name }, insgesamt { $total }
table-last-round = { $game ->
    [pig10] Letzter Durchgang
    [tenstuff] Letzter Durchgang
    [krumme10] Letzter Durchgang
   *[other] Letzte Runde
  }
table-last-short = Zuletzt
table-state = Status
table-notes = Anmerkungen
table-team = Team
table-members = Mitglieder
table-points = Punkte
table-score = Schnitt
table-halved-at = { $points }, halbiert bei { $reached }
table-out = raus
table-in = dabei
table-winning-teams = { $count ->
    [one] Siegerteam
   *[other] Siegerteams (geteilt)
  }: { $names }
table-winners = { $count ->
    [one] Sieger
   *[other] Sieger (geteilt)
  }: { $names }
table-abandoned = Abgebrochen: kein Sieger.

table-no-rounds = Noch keine { $game ->
    [pig10] Durchgänge
    [tenstuff] Durchgänge
    [krumme10] Durchgänge
   *[other] Runden
  }.
table-deal = Karten
table-team-column = Team { $team }
table-mark-edited = * geändert
table-mark-withdrawn = × zurückgezogen
table-marked = Zeichen bei { $game ->
    [pig10] den Durchgängen
    [tenstuff] den Durchgängen
    [krumme10] den Durchgängen
   *[other] den Runden
  }: { $marks }.
table-players-key = Spieler: { $key }.
table-notes-below = Anmerkungen:
table-teams-legend-bare = Je Team: sein Stand nach { $game ->
    [pig10] dem Durchgang
    [tenstuff] dem Durchgang
    [krumme10] dem Durchgang
   *[other] der Runde
  } (ein Team zählt die Punkte seiner Mitglieder, geteilt durch ihre Anzahl).
table-teams-legend = Je Team: seine Punkte in { $game ->
    [pig10] dem Durchgang
    [tenstuff] dem Durchgang
    [krumme10] dem Durchgang
   *[other] der Runde
  } → sein Stand danach (ein Team zählt die Punkte seiner Mitglieder, geteilt durch ihre Anzahl).
table-edited-note = geändert: { $reason }
table-label-withdrawn = { $seq } zurückgezogen
table-label-edited = { $seq } geändert
table-label-open = { $seq } offen

table-history-none-fits = Keine Partie passt dazu; lass { $flags } weg, um mehr zu sehen.
table-history-none = Noch keine Partien. Starte eine mit `tenscore new GAME --players Ann,Bob,Cy`.
table-match = Partie
table-started = Begonnen
table-day-this-year = { $day }.{ $month }.
table-date = { $day }.{ $month }.{ $year }
table-game = Spiel
table-players = Spieler
table-winners-column = Sieger
table-rounds = Runden
table-status-column = Status
table-match-short = #
table-rounds-short = Rd.
table-history-more = { $count ->
    [one] Nur die neueste Partie wird gezeigt
   *[other] Nur die neuesten { $count } Partien werden gezeigt
  }; --limit N zeigt mehr, --all alle.

table-stats-none-one = { $name } hat noch keine beendete Partie: die Statistik zählt nur Partien, die zu Ende gespielt sind.
table-stats-none = Noch keine beendeten Partien: die Statistik zählt nur Partien, die zu Ende gespielt sind.
table-stats-none-fits = Keine beendete Partie passt dazu; lass { $flags ->
    [game] --game
    [since] --since
   *[both] --game oder --since
  } weg, um mehr zu sehen.
table-stats-none-fits-one = Keine der beendeten Partien von { $name } passt dazu; lass { $flags ->
    [game] --game
    [since] --since
   *[both] --game oder --since
  } weg, um mehr zu sehen.
table-played = Gespielt
table-won = Gewonnen
table-win-rate = Siegquote
table-average-place = Ø Platz
# What a key below a table says the short title of that column stands for, in full words.
table-average-place-words = Durchschnittsplatz
table-best = Bester
table-worst = Schlechtester
table-streak = Serie
table-rating = Wertung
table-stats-top = { $shown ->
    [one] Gezeigt: 1 von { $counted } Spielern, der mit den meisten Siegen; `tenscore stats --all` zeigt alle.
   *[other] Gezeigt: { $shown } von { $counted } Spielern, die mit den meisten Siegen; `tenscore stats --all` zeigt alle.
  }
table-times = { $count ->
    [0] nie
    [one] einmal
   *[other] { $count }-mal
  }
table-rival-behind = { $name } landete am häufigsten hinter { $nemesis } ({ $times }).
table-rival-ahead = { $name } landete am häufigsten vor { $victim } ({ $times }).
table-rival-both = { $name } landete am häufigsten hinter { $nemesis } ({ $times }) und am häufigsten vor { $victim } ({ $victim_times }).
table-h2h-none = { $a } und { $b } haben noch keine Partie gemeinsam beendet.
table-h2h = { $a } und { $b } haben { $count ->
    [one] 1 Partie
   *[other] { $count } Partien
  } gemeinsam beendet: { $a } { $a_ahead } vorn, { $b } { $b_ahead } vorn, { $level } gleichauf.
table-placing = { $place } von { $of } (Partie { $id })

# Short column titles, for a table that does not fit with the full ones (a key below explains them).
table-columns-key = Spalten: { $key }.
table-left-out = { $count ->
    [one] Die Spalte { $columns } fehlt
   *[other] Die Spalten { $columns } fehlen
  } aus Platzgründen; --json oder ein breiteres Terminal zeigt sie.
table-player-short = Spieler
table-played-short = Gesp.
table-won-short = Gew.
table-win-rate-short = Quote
table-average-place-short = Ø Platz
table-best-short = Bester
table-worst-short = Schl.
table-streak-short = Serie
table-rating-short = Wertung
# A best or worst place in the compact table: "2./4 #12".
table-placing-short = { $place }/{ $of } #{ $id }
table-placing-key = Bester und schlechtester Platz: ein Feld wie 2./4 #12 heißt Platz 2 von 4 Spielern in Partie 12.

table-players-none = Noch keine Spieler. Starte eine Partie mit `tenscore new GAME --players Ann,Bob,Cy`.
table-matches = Partien
table-last-played = Zuletzt gespielt

table-new-match = Trage { $game ->
    [pig10] die Durchgänge
    [tenstuff] die Durchgänge
    [krumme10] die Durchgänge
   *[other] die Runden
  } mit `tenscore { $command } ...` ein oder spiele interaktiv mit `tenscore play`.
table-match-started = Partie { $id } begonnen: { $title } mit { $count } Spielern ({ $options }).
table-seating = Sitzordnung im Uhrzeigersinn: { $names }.
table-teams = Teams: { $teams }.
table-recorded = { $round } { $seq } eingetragen in { $label }.
table-match-over = Die Partie ist vorbei.

table-chart-halved = halbiert { $from } → { $to }
table-chart-out = ausgeschieden ({ $total })
table-chart-event = { $round } { $seq }: { $player } { $what }
table-chart-title = { $title } · Partie { $id } · Zwischenstände über { $counted }
table-chart-none = Noch keine { $game ->
    [pig10] Durchgänge
    [tenstuff] Durchgänge
    [krumme10] Durchgänge
   *[other] Runden
  }: nichts zu zeichnen.
table-chart-written = Diagramm geschrieben nach { $path }
table-chart-out-in = { $total }, ausgeschieden in { $round } { $seq }
table-chart-failed = das Diagramm konnte nicht gezeichnet werden: { $error }
table-chart-nothing-written = es wurde nichts geschrieben
table-chart-caption = { $title } · Partie { $id }
table-chart-legend-halved = halbiert
table-chart-legend-out = ausgeschieden
table-chart-same-as = dieselbe Linie wie { $others }
# A team's bold line in the SVG chart (its members' lines are thin): "Team A: Ann, Cy".
table-chart-legend-team = Team { $team }: { $members }
table-export-failed = der Export konnte nicht geschrieben werden: { $error }
table-export-json-failed = der Export konnte nicht als JSON geschrieben werden: { $error }

# Klartext (--plain)
table-plain-to = auf
table-plain-yes = ja
table-plain-no = nein
