# Clubavonden: de stand van een avond, de tafelkaarten, het scherm in de zaal, de uitslagenpagina, een reeks.

event-standings-heading = { $name } · { $game } · { $played ->
    [0] nog geen ronde gespeeld
   *[other] na ronde { $played } van { $planned }
  }
event-standings-heading-playing = { $name } · { $game } · ronde { $round } van { $planned } bezig, { $done } van { $tables ->
    [one] { $tables } tafel
   *[other] { $tables } tafels
  } klaar
# Below the heading: a table of an earlier round not ended (reopened, or the draw went past it).
event-still-playing = Ronde { $round }, tafel { $table } (partij { $id }) speelt nog: die telt mee zodra hij klaar is.
event-score = Score
event-matches = Partijen
event-round-column = R{ $round }
# Under the ranking when its first `$count` round columns (`$first` to `$last`) did not fit.
event-standings-rounds-left-out = { $count ->
    [one] { $first } is
   *[other] { $first }–{ $last } zijn
  } weggelaten wegens ruimtegebrek; --json of een breder venster toont { $count ->
    [one] die kolom
   *[other] die kolommen
  }.
event-no-players = Er speelt nog niemand deze avond.
event-last-place = Laatste plaats: { $names } — de poedelprijs
event-cards-heading = { $name } · ronde { $round }
event-table-card = Tafel { $table } (partij { $id }) — { $players } — { $starter } begint
event-waiting = Wacht deze ronde: { $names }
# Below the cards of a draw that seated smaller tables: `$size` a table size the evening's options
# (`$options`, described as `standings` heads a match) cannot be played at.
event-size-left-out = Geen tafel van { $size } deze ronde: { $title } zoals deze avond het speelt ({ $options }) kan niet met { $size } spelers gespeeld worden.
event-board-title = { $name } · { $game } · { $round ->
    [0] nog geen ronde geloot
   *[other] ronde { $round } van { $planned }
  }
# A table of an earlier round still playing; `$line` is the table's line as the round's are.
event-board-earlier-table = Ronde { $round } · { $line }
event-board-no-round = Er zijn nog geen tafels geloot.
event-board-ranking = Stand
event-board-more = … en nog { $count }
event-progress-none = nog niet begonnen
event-progress-leads = { $counted }, { $leader } staat voor
# $leaders: the players tied for the lead, "Bob and Cy".
event-progress-lead-shared = { $counted }, { $leaders } staan voor
event-progress-abandoned = { $counted }, afgebroken (geen winnaar)
event-progress-done = { $counted }, klaar ✓
event-report-title = { $name } — uitslagen
event-report-summary = { $game } · { $played } van { $planned ->
    [one] 1 ronde
   *[other] { $planned } rondes
  } gespeeld
event-report-ranking = Klassement
event-report-rounds = Rondes en tafels
event-report-round = Ronde { $round }
event-report-table = Tafel { $table }
event-report-chart = De stand na elke ronde
event-report-chart-label = De score van iedere speler na elke ronde
event-report-chart-same = { $name } — dezelfde lijn als { $others }
event-report-chart-table = De grafiek als tabel
event-report-after-round = Na ronde { $round }
event-report-rank = Plaats
event-report-player = Speler
event-report-place = Plaats
event-report-points = Punten
# The column of a Krumme10 team's score, beside the player's own points.
event-report-team = Team
event-report-share = Aandeel
event-report-waiting = Wachten: { $names }
event-report-playing = wordt nog gespeeld
event-report-made = Gemaakt met tenscore.
event-series-heading = { $name } · de beste { $best } van { $evenings ->
    [one] 1 avond
   *[other] { $evenings } avonden
  } tellen, minstens { $min } voor een plaats
event-series-no-evenings = Er telt nog geen avond mee in { $name }: voeg er een toe met `tenscore event new NAME --game GAME --players A,B,... --series { $word }`.
event-series-average = Gemiddelde
event-series-evenings = Avonden
event-series-column = A{ $evening }
event-series-counted-key = * telt mee voor het gemiddelde; spelers zonder plaats hebben { $min ->
    [one] nog geen avond
   *[other] minder dan { $min } avonden
  }.
event-series-title = { $name } — stand van de reeks
