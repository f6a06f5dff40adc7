table-progress = { $rounds ->
    [0] nog geen { $game ->
        [pig10] potjes
        [tenstuff] potjes
        [krumme10] potjes
       *[other] rondes
      }
   *[other] na { $counted }
  }
table-heading = { $title } · partij { $id } · { $progress } · { $status }
table-status = { $status ->
    [in-progress] bezig
    [finished] uitgespeeld
   *[abandoned] afgebroken
  }
table-rank = Plaats
table-rank-short = #
table-player = Speler
table-total = Totaal
# standings in een venster te smal voor de tabel: één speler per regel ("1. Ann, totaal 40").
table-player-line = { $rank }. { $name }, totaal { $total }
table-last-round = { $game ->
    [pig10] Laatste potje
    [tenstuff] Laatste potje
    [krumme10] Laatste potje
   *[other] Laatste ronde
  }
table-last-short = Laatst
table-state = Status
table-notes = Opmerkingen
table-team = Team
table-members = Leden
table-points = Punten
table-score = Gemiddelde
table-halved-at = { $points }, gehalveerd bij { $reached }
table-out = uit
table-in = doet nog mee
table-winning-teams = { $count ->
    [one] Winnend team
   *[other] Winnende teams (gedeeld)
  }: { $names }
table-winners = { $count ->
    [one] Winnaar
   *[other] Winnaars (gedeeld)
  }: { $names }
table-abandoned = Afgebroken: geen winnaar.

table-no-rounds = Nog geen { $game ->
    [pig10] potjes
    [tenstuff] potjes
    [krumme10] potjes
   *[other] rondes
  }.
table-deal = Kaarten
table-team-column = Team { $team }
table-mark-edited = * gewijzigd
table-mark-withdrawn = × ingetrokken
table-marked = Tekens bij { $game ->
    [pig10] de potjes
    [tenstuff] de potjes
    [krumme10] de potjes
   *[other] de rondes
  }: { $marks }.
table-players-key = Spelers: { $key }.
table-notes-below = Opmerkingen:
table-teams-legend-bare = Per team: de stand na { $game ->
    [pig10] het potje
    [tenstuff] het potje
    [krumme10] het potje
   *[other] de ronde
  } (een team telt de punten van zijn leden, gedeeld door hun aantal).
table-teams-legend = Per team: wat het in { $game ->
    [pig10] het potje
    [tenstuff] het potje
    [krumme10] het potje
   *[other] de ronde
  } haalde → de stand daarna (een team telt de punten van zijn leden, gedeeld door hun aantal).
table-edited-note = gewijzigd: { $reason }
table-label-withdrawn = { $seq } ingetrokken
table-label-edited = { $seq } gewijzigd
table-label-open = { $seq } open

table-history-none-fits = Geen partij past daarbij; laat { $flags } weg om meer te zien.
table-history-none = Nog geen partijen. Begin er een met `tenscore new GAME --players Ann,Bob,Cy`.
table-match = Partij
table-started = Begonnen
table-day-this-year = { $day }-{ $month }
table-date = { $day }-{ $month }-{ $year }
table-game = Spel
table-players = Spelers
table-winners-column = Winnaars
table-rounds = Rondes
table-status-column = Status
table-match-short = #
table-rounds-short = Rd.
table-history-more = { $count ->
    [one] Alleen de nieuwste partij staat hier
   *[other] Alleen de nieuwste { $count } partijen staan hier
  }; --limit N toont er meer, --all allemaal.

table-stats-none-one = { $name } heeft nog geen uitgespeelde partij: de statistieken tellen alleen partijen die afgelopen zijn.
table-stats-none = Nog geen uitgespeelde partijen: de statistieken tellen alleen partijen die afgelopen zijn.
table-stats-none-fits = Geen uitgespeelde partij past daarbij; laat { $flags ->
    [game] --game
    [since] --since
   *[both] --game of --since
  } weg om meer te zien.
table-stats-none-fits-one = Geen van de uitgespeelde partijen van { $name } past daarbij; laat { $flags ->
    [game] --game
    [since] --since
   *[both] --game of --since
  } weg om meer te zien.
table-played = Gespeeld
table-won = Gewonnen
table-win-rate = Winst-%
table-average-place = Gem. plaats
# What a key below a table says the short title of that column stands for, in full words.
table-average-place-words = Gemiddelde plaats
table-best = Beste
table-worst = Slechtste
table-streak = Reeks
table-rating = Rating
table-stats-top = { $shown ->
    [one] Getoond: 1 van de { $counted } spelers, die met de meeste overwinningen; `tenscore stats --all` toont ze allemaal.
   *[other] Getoond: { $shown } van de { $counted } spelers, die met de meeste overwinningen; `tenscore stats --all` toont ze allemaal.
  }
table-times = { $count ->
    [0] nooit
    [one] één keer
   *[other] { $count } keer
  }
table-rival-behind = { $name } eindigde het vaakst achter { $nemesis } ({ $times }).
table-rival-ahead = { $name } eindigde het vaakst vóór { $victim } ({ $times }).
table-rival-both = { $name } eindigde het vaakst achter { $nemesis } ({ $times }) en het vaakst vóór { $victim } ({ $victim_times }).
table-h2h-none = { $a } en { $b } hebben nog geen partij samen uitgespeeld.
table-h2h = { $a } en { $b } speelden { $count ->
    [one] 1 partij
   *[other] { $count } partijen
  } samen uit: { $a } { $a_ahead } vóór, { $b } { $b_ahead } vóór, { $level } gelijk.
table-placing = { $place } van { $of } (partij { $id })

# Short column titles, for a table that does not fit with the full ones (a key below explains them).
table-columns-key = Kolommen: { $key }.
table-left-out = { $count ->
    [one] { $columns } is
   *[other] { $columns } zijn
  } weggelaten wegens ruimtegebrek; --json of een breder venster toont { $count ->
    [one] die kolom
   *[other] die kolommen
  }.
table-player-short = Speler
table-played-short = Gesp.
table-won-short = Gew.
table-win-rate-short = W%
table-average-place-short = Gem.
table-best-short = Beste
table-worst-short = Slechtste
table-streak-short = Reeks
table-rating-short = Rating
# A best or worst place in the compact table: "2e/4 #12".
table-placing-short = { $place }/{ $of } #{ $id }
table-placing-key = Beste en slechtste: een vakje als 2e/4 #12 betekent 2e van 4 spelers in partij 12.

table-players-none = Nog geen spelers. Begin een partij met `tenscore new GAME --players Ann,Bob,Cy`.
table-matches = Partijen
table-last-played = Laatst gespeeld

table-new-match = Noteer { $game ->
    [pig10] de potjes
    [tenstuff] de potjes
    [krumme10] de potjes
   *[other] de rondes
  } met `tenscore { $command } ...` of speel interactief met `tenscore play`.
table-match-started = Partij { $id } begonnen: { $title } met { $count } spelers ({ $options }).
table-seating = Volgorde, met de klok mee: { $names }.
table-teams = Teams: { $teams }.
table-recorded = { $round } { $seq } genoteerd in { $label }.
table-match-over = De partij is afgelopen.

table-chart-halved = gehalveerd { $from } → { $to }
table-chart-out = uit ({ $total })
table-chart-event = { $round } { $seq }: { $player } { $what }
table-chart-title = { $title } · partij { $id } · verloop van de totalen over { $counted }
table-chart-none = Nog geen { $game ->
    [pig10] potjes
    [tenstuff] potjes
    [krumme10] potjes
   *[other] rondes
  }: niets om te tekenen.
table-chart-written = Grafiek geschreven naar { $path }
table-chart-out-in = { $total }, uit in { $round } { $seq }
table-chart-failed = de grafiek kon niet getekend worden: { $error }
table-chart-nothing-written = er is niets geschreven
table-chart-caption = { $title } · partij { $id }
table-chart-legend-halved = gehalveerd
table-chart-legend-out = uit
table-chart-same-as = zelfde lijn als { $others }
# A team's bold line in the SVG chart (its members' lines are thin): "Team A: Ann, Cy".
table-chart-legend-team = Team { $team }: { $members }

table-export-failed = de export kon niet geschreven worden: { $error }
table-export-json-failed = de export kon niet als JSON geschreven worden: { $error }

# gewone tekst (--plain)
table-plain-to = naar
table-plain-yes = ja
table-plain-no = nee
