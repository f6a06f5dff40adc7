error-label-error = fout
error-label-warning = waarschuwing

error-output = het antwoord kon niet naar de standaarduitvoer worden geschreven: { $reason }
error-saved = de wijziging zelf is wel opgeslagen
error-file-written = { $file } is wel volledig geschreven
error-question = de vraag kon niet worden gesteld: { $reason }

error-no-game = er is geen spel genoemd
error-no-game-hint = begin een partij met `tenscore new GAME --players Ann,Bob,Cy` (spellen: { $games }), of speel een afgelopen partij opnieuw met `tenscore new --rematch [MATCH]`
error-no-players = er zijn geen spelers genoemd
error-no-players-hint = noem ze in zitvolgorde met --players Ann,Bob,Cy
error-not-match-id = '{ $word }' is geen partijnummer
error-not-entry = '{ $word }' is geen invoer
error-not-entry-hint = schrijf NAAM=WAARDE voor elke speler, bijvoorbeeld Ann=7

error-no-unfinished = er is geen lopende partij
error-no-unfinished-ended-hint = noem een partij bij haar nummer: { $id } is de laatst geëindigde (`tenscore history` toont ze), of begin er een met `tenscore new GAME --players Ann,Bob,Cy`
error-no-unfinished-hint = begin er een met `tenscore new GAME --players Ann,Bob,Cy`, of noem een partij bij haar nummer (`tenscore history` toont ze)
error-no-match = partij { $id } staat niet in deze database
error-no-match-hint = laat MATCH weg voor de laatste lopende partij, of controleer --db
error-match-not-a-number = '{ $text }' is geen partijnummer: een partij heet bij haar nummer, zoals `tenscore history` ze toont
error-match-withdrawn = partij { $id } is er niet meer: haar tafel verviel toen de ronde van de clubavond opnieuw werd geloot
error-match-withdrawn-hint = `tenscore event seating` toont de tafels zoals ze nu geloot zijn

error-opened-already = { $round } { $seq } van partij { $id } heeft zijn { $opening } al
error-opened-already-hint = noteer de { $entry } met `tenscore round`, of neem de { $opening } terug met `tenscore undo { $id }`
error-match-ended = partij { $id } is { $status ->
    [abandoned] afgebroken
   *[finished] afgelopen
  }; er kunnen geen { $game ->
    [pig10] potjes
    [tenstuff] potjes
    [krumme10] potjes
   *[other] rondes
  } meer bij
error-start-new = begin een nieuwe partij met `tenscore new`
error-start-new-or-reopen = begin een nieuwe partij met `tenscore{ $db } new`, of open deze weer met `tenscore{ $db } reopen { $id }`
error-start-new-or-undo = begin een nieuwe partij met `tenscore new`, of speel verder: `tenscore undo { $id }` neemt { $game ->
    [pig10] potje { $seq } terug, het potje dat
    [tenstuff] potje { $seq } terug, het potje dat
    [krumme10] potje { $seq } terug, het potje dat
   *[other] ronde { $seq } terug, de ronde die
  } de partij besliste
error-abandoned-stays = partij { $id } is afgebroken; de { $game ->
    [pig10] potjes
    [tenstuff] potjes
    [krumme10] potjes
   *[other] rondes
  } blijven zoals ze waren
error-nothing-to-undo = partij { $id } heeft { $game ->
    [pig10] geen potje
    [tenstuff] geen potje
    [krumme10] geen potje
   *[other] geen ronde
  } om terug te nemen
error-open-first = open eerst een { $game ->
    [pig10] potje
    [tenstuff] potje
    [krumme10] potje
   *[other] ronde
  } met `tenscore bid`
error-record-first = noteer eerst een { $game ->
    [pig10] potje
    [tenstuff] potje
    [krumme10] potje
   *[other] ronde
  } met `tenscore round`
error-ended-already = partij { $id } is al { $status ->
    [abandoned] afgebroken
   *[finished] afgelopen
  }
error-see-it = bekijk haar met `tenscore show { $id }`
error-see-it-or-reopen = bekijk haar met `tenscore show { $id }`; om haar anders te beëindigen, heropen je haar eerst met `tenscore reopen { $id }`
error-nothing-to-rank = partij { $id } heeft nog geen { $game ->
    [pig10] potjes
    [tenstuff] potjes
    [krumme10] potjes
   *[other] rondes
  }, dus er valt niets te rangschikken
error-nothing-to-rank-hint = noteer er eerst een, of stop zonder winnaar met `tenscore finish --abandon`

error-player-count = { $title } speel je met { $low } tot { $high } spelers, niet met { $count }
error-player-count-hint = noem { $low } tot { $high } spelers, gescheiden door komma's
error-same-name = twee spelers heten '{ $name }'
error-same-name-spelt = '{ $first }' en '{ $second }' zijn dezelfde naam, twee keer getypt ({ $why ->
    [case] hoofdletters maken er geen andere speler van
    [encoding] ze verschillen alleen in hoe een letter is gecodeerd
    [apostrophe] ze verschillen alleen in het soort apostrof, ’ of '
   *[other] hoofdletters, de codering van een letter en het soort apostrof maken er geen andere speler van
  })
error-same-name-hint = geef elke speler een andere naam, bijvoorbeeld { $name } en { $name } B
error-merged-name-twice = '{ $merged }' is samengevoegd met { $player }, die al aan deze tafel zit
error-merged-name-twice-evening = '{ $merged }' is samengevoegd met { $player }, die al op de lijst van deze avond staat
error-merged-name-twice-hint = noem { $player } één keer; is { $merged } iemand anders, geef die dan een eigen naam, bijvoorbeeld { $merged } B
error-look-alike = de namen '{ $first }' en '{ $second }' verschillen alleen in onzichtbare tekens zoals { $hidden }, dus ze zien er hetzelfde uit
error-new-name-empty = de nieuwe naam is leeg
error-new-name-empty-hint = schrijf de naam zoals de speler hem krijgt, bijvoorbeeld `tenscore{ $db } player rename ann Ann`
error-name-taken = er is al een speler die '{ $name }' heet
error-name-taken-merged = '{ $name }' is samengevoegd met { $player }, dus die naam is van { $player }
error-name-taken-hint = kies een andere naam; zijn het één persoon, dan `tenscore{ $db } player merge { $old } { $new }`
error-name-taken-two-hint = kies een andere naam: ze speelden allebei in partij { $id }, dus het zijn twee mensen, niet één om samen te voegen; bijv. `tenscore{ $db } player rename { $old } NEW`
error-name-taken-two-event-hint = kies een andere naam: ze spelen allebei mee op de clubavond { $event }, dus het zijn twee mensen, niet één om samen te voegen; bijv. `tenscore{ $db } player rename { $old } NEW`
error-name-mixed-script = de naam '{ $name }' mengt alfabetten in één woord: { $char } is een { $script ->
    [cyrillic] Cyrillische
    [greek] Griekse
   *[latin] Latijnse
  } letter tussen { $among ->
    [cyrillic] Cyrillische
    [greek] Griekse
   *[latin] Latijnse
  }, zodat de naam voor een andere kan doorgaan
error-name-mixed-script-hint = typ alle letters van een woord in één alfabet (een speler die al zo heet, houdt zijn naam)
error-one-player = '{ $from }' en '{ $into }' zijn al één speler
error-one-player-hint = noem twee verschillende spelers: `tenscore{ $db } player merge FROM INTO`
error-two-people = '{ $from }' en '{ $into }' speelden allebei in partij { $id }, dus het zijn twee mensen
error-two-people-hint = voeg alleen twee namen van één persoon samen; om ze uit elkaar te houden: `tenscore{ $db } player rename { $from } NEW`
error-two-people-event = '{ $from }' en '{ $into }' spelen allebei mee op de clubavond { $event }, dus het zijn twee mensen
error-unknown-player = in deze database heeft geen speler met de naam '{ $name }' gespeeld
error-unknown-player-hint = controleer de spelling; `tenscore{ $db } history` toont de partijen en wie ze speelde

error-import-folder = { $file } is een map, geen exportbestand
error-import-folder-hint = er is niets geïmporteerd; noem een bestand dat `tenscore export` schreef, bijvoorbeeld { $example }
error-import-database = { $file } is een database (een SQLite-bestand), geen export
error-import-database-hint = er is niets geïmporteerd; om de partijen erin samen te voegen, exporteer ze eerst met `tenscore --db { $file } export -o { $export }`, daarna `tenscore{ $db } import { $export }`
error-import-unreadable = { $file } kan niet worden gelezen: { $reason }
error-import-unreadable-hint = er is niets geïmporteerd; noem een bestand dat `tenscore export` heeft geschreven

error-store-missing = geen tenscore-database op { $path }
error-store-missing-hint = begin een partij met `tenscore new GAME --players A,B,C`, of kies een ander bestand met --db PATH of TENSCORE_DB
error-import-dry-run-missing-hint = een proefrun maakt niets aan: importeer zonder --dry-run om de database te maken en het bestand erin op te nemen, of kies een andere met --db PATH of TENSCORE_DB
error-store-open = de database { $path } kan niet worden geopend: { $reason }
error-store-open-hint = kies een beschrijfbaar pad met --db PATH of TENSCORE_DB
error-store-not-ours = { $path } is geen tenscore-database
error-store-not-ours-hint = het bestand is niet aangeraakt; kies een ander bestand met --db PATH of TENSCORE_DB
error-store-a-folder = { $path } is een map, geen databasebestand
error-store-a-folder-hint = kies een bestand in die map, bijvoorbeeld --db { $file }
error-store-not-a-file = { $path } is { $kind ->
    [fifo] een named pipe (FIFO)
    [socket] een socket
    [block-device] een blokapparaat
   *[character-device] een tekenapparaat
  }, geen bestand
error-store-not-a-file-hint = er is niets geopend; kies een databasebestand met --db PATH of TENSCORE_DB
error-store-file-in-the-way = { $file } is een bestand, geen map, dus { $path } kan er niet in staan
error-store-file-in-the-way-hint = er is niets geopend; kies een databasebestand in een bestaande map met --db PATH of TENSCORE_DB
error-store-version-lost = { $path } is een tenscore-database waarvan het schemanummer op 0 is gezet, zodat deze tenscore niet kan zien welk schema ze heeft
error-store-version-lost-hint = het bestand is niet aangeraakt; zet een reservekopie terug, of kies een ander bestand met --db PATH of TENSCORE_DB
error-store-empty-path = het pad van de database is leeg
error-store-empty-path-hint = geef een bestand op met --db PATH, of verwijder TENSCORE_DB met `unset TENSCORE_DB`
error-store-newer = { $path } is geschreven door een nieuwere tenscore (schema { $found }; deze kent tot en met schema { $known })
error-store-newer-hint = het bestand is niet aangeraakt; gebruik een nieuwere tenscore, of een ander bestand met --db
error-store-read-only = { $path } is alleen-lezen
error-store-read-only-hint = kies een beschrijfbaar bestand met --db PATH of TENSCORE_DB
error-store-older-read-only = { $path } is door een oudere tenscore geschreven en alleen-lezen: deze werkt een bestand eenmaal bij voor het te lezen, en schrijft daarbij (ook in de map)
error-store-older-read-only-hint = maak het bestand en de map voor één opdracht schrijfbaar, of kopieer het bestand naar een schrijfbare plek en gebruik de kopie met --db
error-store-disk-full = de schijf met { $path } is vol
error-store-disk-full-hint = er is niets geschreven; maak ruimte vrij op die schijf en probeer het opnieuw
error-store-locked = { $path } is vergrendeld door een ander programma
error-store-locked-hint = sluit het en probeer het opnieuw
error-store-io = een I/O-fout bij { $path }: { $reason }
error-store-io-hint = er is niets geschreven; controleer de schijf, of kopieer het bestand naar een andere plek en gebruik die kopie met --db
error-store-permission = geen toegang: { $path }
error-store-permission-hint = geef jezelf toegang, of kies een ander bestand met --db PATH of TENSCORE_DB
error-store-replaced = de database { $path } is vervangen of verwijderd terwijl tenscore hem open had; er is niets geschreven
error-store-replaced-hint = start tenscore opnieuw om het bestand te gebruiken dat nu op { $path } staat
error-store-folder = de map { $path } kan niet worden gemaakt: { $reason }
error-store-no-data-dir = op dit systeem is geen map voor programmagegevens gevonden
error-store-no-data-dir-hint = kies een bestand met --db PATH of TENSCORE_DB
error-store-database = databasefout: { $reason }
error-store-busy = de database is vergrendeld door een ander programma (een andere tenscore, een back-up of een databaseprogramma), dus er is niets geschreven
error-store-busy-hint = probeer het opnieuw als dat klaar is
error-store-migration = het bijwerken van de database is mislukt: { $reason }
error-store-migration-hint = het bestand is niet aangeraakt; de tenscore die het schreef, kan het nog steeds lezen
error-store-damaged = opgeslagen gegevens zijn beschadigd: { $reason }
error-store-damaged-hint = er is niets geschreven; zet een kopie van het bestand van voor de beschadiging terug, of ga verder in een nieuw bestand (--db) en haal er een eerdere export in met `tenscore import`
error-store-series-taken = er is al een reeks met de naam { $name }
error-store-series-taken-hint = geef de nieuwe reeks een andere naam, of voeg de avond met --series aan { $name } toe
error-store-corrupt = { $path } is beschadigd ({ $reason })
error-store-no-folder = de map { $folder } bestaat niet

error-reopen-which-hint = `tenscore{ $db } history` toont de partijen en hun nummers
error-reopen-in-progress = partij { $id } loopt nog, dus er valt niets te heropenen
error-reopen-in-progress-hint = noteer { $game ->
    [pig10] het volgende potje
    [tenstuff] het volgende potje
    [krumme10] het volgende potje
   *[other] de volgende ronde
  } met `tenscore round { $id } ...`
error-reopen-won = partij { $id } is volgens de regels gewonnen ({ $game ->
    [pig10] het laatste potje
    [tenstuff] het laatste potje
    [krumme10] het laatste potje
   *[other] de laatste ronde
  } besliste haar), niet beëindigd met `tenscore finish`
error-reopen-won-hint = om verder te spelen neemt `tenscore{ $db } undo { $id }` { $game ->
    [pig10] potje { $seq } terug, het potje dat
    [tenstuff] potje { $seq } terug, het potje dat
    [krumme10] potje { $seq } terug, het potje dat
   *[other] ronde { $seq } terug, de ronde die
  } de partij besliste
error-rematch-none = er is nog geen partij afgelopen, dus er valt niets opnieuw te spelen
error-rematch-none-hint = begin er een met `tenscore{ $db } new GAME --players Ann,Bob,Cy`
error-rematch-which-hint = laat MATCH weg voor de laatst afgelopen partij (`tenscore{ $db } history` toont ze)
error-rematch-in-progress = partij { $id } loopt nog; een revanche herhaalt een afgelopen partij
error-rematch-in-progress-hint = rond haar eerst af met `tenscore{ $db } finish { $id }`, of noem een afgelopen partij (`tenscore{ $db } history` toont ze)
error-new-unread = de nieuwe partij kon niet worden teruggelezen

error-edit-open-round = { $round } { $seq } van partij { $id } heeft tot nu toe alleen { $opening }: er is nog niets gespeeld om te wijzigen
error-edit-open-round-hint = voer hem in met `tenscore{ $db } round { $id } ...`, of neem de { $opening } terug met `tenscore{ $db } undo { $id }`
error-edit-no-round = partij { $id } heeft geen { $game ->
    [pig10] potje
    [tenstuff] potje
    [krumme10] potje
   *[other] ronde
  } { $seq }
error-edit-no-round-hint = de { $game ->
    [pig10] potjes
    [tenstuff] potjes
    [krumme10] potjes
   *[other] rondes
  } zijn genummerd van 1 tot { $rounds } (zie `tenscore show { $id }`)
error-check-other-game = partij { $id } is { $game_id ->
   *[other] een
  } partij { $game }, geen { $wanted }
error-check-other-game-hint = geef bij --match het nummer van een partij van dit spel (zie `tenscore{ $db } history`)
error-check-other-players = aan partij { $id } zitten andere spelers: { $players }
error-check-other-players-hint = geef bij --players precies de spelers van partij { $id }, of een andere --match
error-check-other-seating = aan partij { $id } zitten de spelers in de volgorde { $seated }, niet { $players }
error-check-other-seating-hint = laat --players weg om de zitvolgorde van de partij te nemen
error-check-no-round = partij { $id } heeft { $game ->
    [pig10] geen genoteerd potje
    [tenstuff] geen genoteerd potje
    [krumme10] geen genoteerd potje
   *[other] geen genoteerde ronde
  } { $seq }
error-check-no-round-hint = { $rounds ->
    [0] er is nog niets genoteerd (zie `tenscore show { $id }`)
    [one] alleen nummer 1 is genoteerd (zie `tenscore show { $id }`)
   *[other] ze zijn genummerd van 1 tot { $rounds } (zie `tenscore show { $id }`)
  }
error-edit-ends-earlier = met deze wijziging eindigt de partij na ronde { $last }, maar ronde { $seq } is gespeeld
error-edit-ends-earlier-hint = neem eerst de latere rondes terug (`tenscore{ $db } undo { $id }`, één keer per ronde) en wijzig dan deze
error-edit-no-longer-fits = met deze wijziging klopt ronde { $seq } niet meer: { $problem }
error-edit-no-longer-fits-hint = neem de rondes na ronde { $seq } terug (`tenscore{ $db } undo { $id }`, één keer per ronde), wijzig deze en voer ze daarna opnieuw in

error-elsewhere = { $command ->
    [bid] deze { $opening } passen
   *[other] { $game ->
        [pig10] dit potje
        [tenstuff] dit potje
        [krumme10] dit potje
       *[other] deze ronde
      } past
  } bij { $other }, niet bij { $picked }, de laatst begonnen lopende partij ({ $problem })
error-elsewhere-match = partij { $id } ({ $title }: { $players })
error-elsewhere-hint = noem de partij: `tenscore{ $db } { $command } { $id } { $words }`
error-not-seated-here = { $picked }, de laatst begonnen lopende partij, heeft { $names } niet aan tafel
error-not-seated-here-hint = noem hun partij: `tenscore{ $db } { $command } MATCH { $words }`; `tenscore{ $db } history --player { $first }` toont hun partijen

error-export-which-hint = laat --match weg om alle partijen te exporteren; `tenscore{ $db } history --all` toont ze
error-check-which-hint = laat --match weg om alle partijen te controleren, of controleer --db
error-until-before-since = --until { $until } valt vóór --since { $since }
error-until-before-since-hint = geef de eerste dag met --since en de laatste dag met --until
error-vs-one-player = '{ $name }' is één speler; --vs vergelijkt er twee
error-vs-one-player-hint = noem twee verschillende spelers: --vs Ann Bob

error-json = het antwoord kon niet als JSON worden geschreven: { $reason }
error-list-spool = de lijst kon niet in een tijdelijk bestand in { $folder } worden opgemaakt: { $reason }
error-list-spool-hint = maak daar ruimte vrij, of kies een andere map met TMPDIR
error-write-chart = de grafiek
error-write-no-folder = { $what } kan niet naar { $path } worden geschreven: de map { $folder } bestaat niet
error-write-no-folder-hint = kies een bestaande map
error-write-file-in-the-way = { $what } kan niet naar { $path } worden geschreven: { $file } is een bestand, geen map
error-write-file-in-the-way-hint = er is niets geschreven; kies een pad in een bestaande map
error-write-denied = { $what } kan niet naar { $path } worden geschreven: geen toegang
error-write-denied-hint = kies een map waarin je mag schrijven
error-write-folder = { $what } kan niet naar { $path } worden geschreven: dat is een map
error-write-folder-hint = noem een bestand erin, bijvoorbeeld { $example }
error-write-database = { $path } is een SQLite-database (of het logboek ernaast), geen bestand voor { $what }: erheen schrijven zou die vernietigen
error-write-database-hint = kies een andere bestandsnaam, bijvoorbeeld { $example }
error-write-other = { $what } kan niet naar { $path } worden geschreven: { $reason }
error-write-other-hint = er is niets geschreven

error-knows = { $problem }; tenscore kent { $games }
error-see-help = zie `tenscore { $command } --help`
error-rematch-game = een revanche neemt het spel over van de partij die ze herhaalt: noem een afgelopen partij, of laat MATCH weg voor de laatste
error-flag-after-game = { $flag } hoort na een spel: `tenscore new GAME --players Ann,Bob,Cy{ $example }`
error-flag-after-game-hint = een revanche (--rematch) neemt de spelers en opties over van de partij die ze herhaalt
error-rematch-with-game = --rematch gaat niet samen met een spel ({ $game })
error-rematch-with-game-hint = een revanche neemt het spel, de spelers en de opties over van de partij die ze herhaalt: `tenscore new --rematch [MATCH]`
error-not-a-date = { $flag } '{ $text }' is geen datum
error-not-a-date-hint = schrijf een dag als JJJJ-MM-DD, bijvoorbeeld 2026-11-23
error-no-such-day = { $flag } '{ $text }' is geen dag van de kalender: die maand heeft in { $year } { $days } dagen
error-no-such-day-hint = schrijf een dag die bestaat, bijvoorbeeld { $last }, de laatste van die maand
error-no-such-day-first-hint = schrijf een dag die bestaat, bijvoorbeeld { $first }, de eerste van die maand
error-store-unknown-status = onbekende partijstatus '{ $status }'
error-store-unknown-ending = onbekend partij-einde '{ $ending }'
error-store-no-seat = een score in partij { $id } hoort bij geen enkele plaats
error-store-unknown-figure = onbekend partijgetal '{ $key }'
error-store-note-kind = een aantekening bij een score zonder soort: { $note }
error-store-in-match = partij { $id }: { $problem }

error-import-stopped = het lezen van { $file } is gestopt voor het einde
error-import-again = het importeren van { $file } werd afgebroken voordat het was opgeslagen (de verbinding met de competitieserver viel weg, of een andere tafel schreef op hetzelfde moment), en het bestand wordt maar één keer gelezen; er is niets geschreven
error-import-again-hint = importeer het bestand opnieuw
error-import-empty = { $file } is leeg
error-import-empty-hint = er is niets geïmporteerd; importeer een bestand dat met `tenscore export` is gemaakt
error-import-cut-short = { $file } houdt op voor het slotrecord: het bestand is afgekapt
error-import-cut-short-hint = er is niets geïmporteerd; exporteer opnieuw en kopieer het hele bestand
error-import-line = regel { $number } van { $file } kan niet worden geïmporteerd: { $problem }
error-moved-meanwhile = partij { $id } is op een andere terminal veranderd terwijl dit werd ingetypt: ze heeft nu { $counted }{ $open ->
    [1] {" "}en { $opening } open
   *[other] {""}
  }{ $same ->
    [1] {" "}(evenveel als eerst, maar anders ingevoerd)
   *[other] {""}
  }
error-moved-meanwhile-hint = hier is niets geschreven; vraag opnieuw vanaf waar ze nu staat
error-import-whole-hint = er is niets geïmporteerd; importeer een volledig bestand dat `tenscore export` (JSON) heeft geschreven
error-import-not-utf8 = het is geen UTF-8-tekst
error-import-too-long = de regel is langer dan { $most }, meer dan een record van een export ooit bevat
error-import-time = { $field } '{ $text }' is geen tijd in RFC 3339 (zoals 2026-01-02T03:04:05Z)
error-import-text-long = { $field } telt { $length } tekens; hoogstens { $most } worden overgenomen
error-import-text-control = { $field } bevat een stuurteken ({ $code }), en geen tekst van tenscore bevat er een
error-import-text-unshown = { $field } bevat een teken dat niet toont wat het is ({ $code }): een richtings-, regel- of onzichtbaar teken
error-import-options = de opties passen niet bij { $title } ({ $problem })
# A key of a match's or event's options in an import that the game has no option for.
error-import-options-key = de opties bevatten een sleutel die { $title } niet kent ('{ $key }'), zoals geen optie van `tenscore new` die schrijft
error-import-seats = { $title } wordt gespeeld door { $least } tot { $most } spelers, en ze heeft er { $count }
error-import-options-table = de opties ({ $options }) passen niet bij een tafel van { $count }, zoals `tenscore new` zou zeggen
error-import-rules-no-rounds = volgens het bestand hebben de regels haar beëindigd, maar ze heeft geen rondes
error-import-unreadable-round = ronde { $seq } is niet te lezen als ronde van { $title } ({ $problem })
error-import-after-end = er staat nog iets na het slotrecord
error-import-not-a-record = het is geen record van een tenscore-export ({ $reason })
error-import-csv = het lijkt een CSV-export (voor spreadsheets), niet de JSON-export die `tenscore export -o FILE` schrijft
error-import-merged-there = in { $file } is { $other } samengevoegd met { $name }, maar hier zijn het twee spelers
error-import-merged-there-hint = er is niets geïmporteerd; voeg ze hier ook samen met `tenscore{ $db } player merge { $other } { $name }` en importeer dan opnieuw
error-import-no-header = het bestand begint niet met de kop van een tenscore-export
error-import-second-header = een tweede kop
error-import-late-player = een spelersrecord nadat de partijen zijn begonnen
error-import-round-astray = ronde { $round } volgt niet op het record van haar partij { $match_uuid }
error-import-counts = het slotrecord telt { $players ->
    [one] 1 speler
   *[other] { $players } spelers
  }, { $matches ->
    [one] 1 partij
   *[other] { $matches } partijen
  } en { $rounds ->
    [one] 1 ronde
   *[other] { $rounds } rondes
  }, maar het bestand bevat er { $players_held }, { $matches_held } en { $rounds_held }
error-import-format = het formaat is '{ $format }', niet '{ $expected }'
error-import-newer = { $file } is geëxporteerd door een nieuwere tenscore (schema { $schema }; deze leest tot en met schema { $known })
error-import-newer-hint = er is niets geïmporteerd; importeer het met een tenscore die schema { $schema } leest (het bestand is geschreven door tenscore { $version })
error-import-player = speler { $uuid }: { $problem }
# A name of a player new here that mixes alphabets (error-name-mixed-script says which).
error-import-name-mixed-hint = er is niets geïmporteerd; hernoem de speler aan de tafel die het bestand schreef, met alle letters van een woord in één alfabet (`tenscore player rename OLD NEW`), en exporteer opnieuw
error-import-name-taken = speler '{ $name }' uit { $file } is hier niet bekend aan de UUID, en deze database heeft al een andere speler die '{ $local }' heet; met --no-name-match kunnen ze niet allebei blijven
error-import-name-taken-hint = er is niets geïmporteerd; hernoem de speler hier eerst met `tenscore{ $db } player rename { $local } NEW`, of importeer zonder --no-name-match om ze als één speler te nemen
error-import-rename-taken = { $file } hernoemt '{ $here }' tot '{ $there }', later dan deze database die naam gaf, maar hier heet al een andere speler '{ $other }'
error-import-rename-taken-hint = er is niets geïmporteerd; twee spelers kunnen niet dezelfde naam hebben: hernoem eerst de andere speler hier met `tenscore{ $db } player rename { $other } NEW` (of voeg ze samen met `tenscore{ $db } player merge` als het dezelfde persoon is) en importeer dan opnieuw
error-import-unknown-game = partij { $uuid } uit { $file } is een spel dat deze tenscore niet kent ({ $game })
error-import-unknown-game-hint = er is niets geïmporteerd; importeer het met de tenscore die het exporteerde, of een nieuwere
error-import-match = partij { $uuid }: { $problem }
error-import-round-records = ze telt { $counted } rondrecords, maar er volgen er { $held }
error-import-unseated = ze heeft { $uuid } aan tafel, maar daarvoor staat geen spelersrecord
error-import-one-player = partij { $uuid } uit { $file } heeft twee spelers aan tafel die in deze database één speler zijn
error-import-one-player-hint = er is niets geïmporteerd; importeer met --no-name-match, of hernoem eerst een van hen met `tenscore{ $db } player rename`
error-import-uuid-taken = partij { $uuid } uit { $file } ({ $title }) heeft de UUID van een andere partij hier ({ $label })
error-import-uuid-taken-hint = er is niets geïmporteerd; één UUID kan geen twee partijen aanduiden: importeer in een andere database
error-import-rounds = ze telt { $counted ->
    [one] 1 ronde
   *[other] { $counted } rondes
  }, maar haar rondrecords bevatten er { $held }
error-import-no-end = ze is { $status }, maar zegt niet hoe of wanneer ze eindigde
error-import-end-differs = ze is { $status }, maar ended_by zegt { $ending }
error-import-kept-end = ze is { $status }, maar heeft kept_finished_at, en dat heeft alleen een partij die weer loopt
error-import-round = ronde { $seq } van partij { $uuid } in { $file } kan niet worden geïmporteerd: { $problem }
error-import-not-uuid = '{ $text }' is geen UUID
error-import-round-zero = rondes worden genummerd vanaf 1
error-import-scores = de scores zijn niet één per plaats, in zitvolgorde
error-import-conflict = { $game ->
    [pig10] potje
    [tenstuff] potje
    [krumme10] potje
   *[other] ronde
  } { $seq } van { $label } (UUID { $uuid }) kan niet worden geïmporteerd: { $problem }
error-import-conflict-hint = er is niets geïmporteerd; de twee tafels hebben verschillend verder gespeeld: importeer het bestand in een andere database, of laat de andere tafel haar rondes vanaf daar terugnemen en opnieuw exporteren
error-import-conflict-undo-hint = er is niets geïmporteerd; de twee tafels hebben verschillend verder gespeeld: om de rondes uit het bestand over te nemen, neem je die van deze tafel vanaf { $game ->
    [pig10] potje
    [tenstuff] potje
    [krumme10] potje
   *[other] ronde
  } { $seq } terug met `tenscore undo { $id }` ({ $count ->
    [one] één keer
   *[other] { $count } keer
  }) en importeer je opnieuw; of importeer het bestand in een andere database
error-import-withdrawn-there = in het bestand teruggenomen (aan de andere tafel ongedaan gemaakt of verbeterd), hier nog geldig
error-import-withdrawn-here = hier teruggenomen (ongedaan gemaakt of verbeterd), in het bestand nog geldig
error-import-withdrawn-here-hint = er is niets geïmporteerd; de andere tafel moet dat ook terugnemen (`tenscore undo` daar) en opnieuw exporteren, of importeer het bestand in een andere database
error-import-round-elsewhere = de UUID { $uuid } is hier een ronde van een andere partij (partij { $id })
error-import-round-moved = de UUID { $uuid } is hier { $game ->
    [pig10] potje
    [tenstuff] potje
    [krumme10] potje
   *[other] ronde
  } { $seq }
error-import-replaces = ze vervangt { $replaced }, maar dat is geen ronde op haar plaats
error-import-round-differs = deze database heeft de UUID { $uuid } met een andere invoer (hier: { $here }; in het bestand: { $there })
error-import-round-differs-opening = deze database heeft de UUID { $uuid } met andere { $opening }
error-import-round-differs-hint = er is niets geïmporteerd; één UUID kan geen twee verschillende rondes aanduiden: exporteer het bestand opnieuw aan de tafel die de ronde noteerde (een met de hand gewijzigd bestand is niet te importeren), of importeer het in een andere database
error-import-match-differs = { $label } (UUID { $uuid }) uit { $file } kan niet worden geïmporteerd: deze database heeft die partij met andere opties (hier: { $here }; in het bestand: { $there })
error-import-match-differs-hint = er is niets geïmporteerd; één UUID kan geen twee verschillende partijen aanduiden: exporteer het bestand opnieuw aan de tafel waar de partij begon (een met de hand gewijzigd bestand is niet te importeren), of importeer het in een andere database
error-import-taken-place = deze database heeft daar al { $game ->
    [pig10] een ander geldig potje
    [tenstuff] een ander geldig potje
    [krumme10] een ander geldig potje
   *[other] een andere geldige ronde
  }
error-import-ended-here = die is hier { $ending ->
    [abandoned] afgebroken
   *[other] beëindigd met `tenscore finish`
  }, en het bestand heeft hem daarna verder gespeeld
error-import-ended-here-hint = er is niets geïmporteerd; om over te nemen wat verder gespeeld is, heropen hem hier met `tenscore{ $db } reopen { $id }` en importeer opnieuw
error-import-own-gap = het bestand heeft geen ronde { $seq } van deze partij ervoor
error-import-gap = deze database heeft er { $counted } van, dus er zou een gat vallen
error-import-other-open = deze database heeft daar andere { $opening } open staan
error-import-same-open = deze database heeft daar dezelfde { $opening } open, ook aan deze tafel ingevoerd: twee keer vastgelegd
error-import-new-match = partij { $uuid } ({ $title })
error-import-known-match = { $label } (UUID { $uuid })
error-import-against-rules = { $game ->
    [pig10] potje
    [tenstuff] potje
    [krumme10] potje
   *[other] ronde
  } { $seq } van { $which } in { $file } volgt niet uit de regels: { $reason }
error-import-against-rules-hint = er is niets geïmporteerd; verbeter die ronde waar het bestand is geëxporteerd (`tenscore check history` vindt haar daar), en exporteer opnieuw
error-import-unread = partij { $id } kon niet worden teruggelezen
error-edit-reason-empty = de reden is leeg
error-edit-reason-empty-hint = zeg met --reason TEKST waarom de ronde veranderde
error-edit-reason-long = de reden telt { $length } tekens; er worden er hoogstens { $most } bewaard
error-edit-reason-long-hint = zeg in hoogstens { $most } tekens waarom de ronde veranderde
error-edit-reason-control = de reden bevat { $char }, dat { $effect ->
    [breaks] de regel afbreekt waarop het staat
    [reorders] verandert hoe de tekst eromheen leest
    [hidden] niet te zien is, zodat de reden er anders uitziet dan wat bewaard is
   *[control] een stuurteken is
  }
error-edit-reason-control-hint = zeg in gewone tekst op één regel waarom de ronde veranderde

error-server-unreachable = de competitieserver { $server } is niet bereikbaar: { $reason }
error-server-unreachable-hint = kijk of de server draait en bereikbaar is, of kies een andere database met --db / TENSCORE_DB
error-server-no-database = de server heeft geen database met de naam in { $path }
error-server-no-database-hint = tenscore maakt geen database op een server: vraag de beheerder van de server om haar te maken, of noem een die bestaat als { $form }
error-server-missing-hint = begin een partij met `tenscore new GAME --players A,B,C`, dat de tabellen van tenscore in deze database maakt, of noem een andere database als { $form }
error-server-not-ours-hint = ze is niet aangeraakt; noem een andere database als { $form }, of vraag de beheerder van de server er een voor tenscore te maken
error-server-version-lost-hint = ze is niet aangeraakt; zet ze terug uit een back-up, of noem een andere database als { $form }
error-server-permission-hint = vraag de beheerder van de server je gebruiker toegang tot deze database te geven, of noem een andere database als { $form }
error-server-login = de competitieserver { $server } weigerde { $user } aan te melden
error-server-login-hint = controleer de gebruiker en het wachtwoord (in de URL, PGPASSWORD of ~/.pgpass), of kies een andere database met --db / TENSCORE_DB
error-server-login-passfile-hint = { $file } is genegeerd: de groep of anderen kunnen het lezen; maak het alleen van jou met chmod 600 { $file }, of geef het wachtwoord in PGPASSWORD
error-server-as-user = { $hosts } als { $user }
error-server-lost = de verbinding met de competitieserver { $server } is verbroken: { $reason }
error-server-lost-hint = er is niets geschreven; kijk of de server draait en bereikbaar is en probeer het dan opnieuw
error-server-unsettled = de verbinding met de competitieserver { $server } viel weg direct nadat de wijziging was verstuurd, en de server kon niet meer gevraagd worden of hij die heeft bewaard ({ $reason }): de wijziging is misschien vastgelegd
error-server-unsettled-hint-match = kijk zodra de server weer bereikbaar is met `tenscore{ $db } standings { $id }` of ze is vastgelegd, voordat je ze opnieuw invoert
error-server-unsettled-hint = kijk zodra de server weer bereikbaar is met `tenscore{ $db } history` of ze is vastgelegd, voordat je ze opnieuw invoert
error-server-unsettled-hint-look = kijk zodra de server weer bereikbaar is met `{ $command }` of ze is vastgelegd, voordat je ze opnieuw invoert
error-server-unsettled-hint-again = geef zodra de server weer bereikbaar is dezelfde opdracht nog eens: is ze vastgelegd, dan zegt tenscore dat en verandert er niets
error-server-contended = de competitieserver bleef het schrijven weigeren omdat andere tafels tegelijk schreven ({ $tries } pogingen); er is niets geschreven
error-server-contended-hint = probeer het nog eens

error-url-form = schrijf de server als { $form }
error-url-scheme-typo = het schema '{ $scheme }' in { $url } is postgres noch postgresql, en een bestandsnaam bevat geen '://'
error-url-scheme-typo-hint = bedoelde je { $url }?
error-url-separator-typo = { $url } is geen server-URL en geen bestandsnaam: na het schema van een server-URL komt '://'
error-url-not-a-file = { $url } lijkt op een serveradres met een gebruiker, niet op een bestandsnaam
error-url-not-a-file-hint = schrijf een competitieserver als { $form }, en een bestand met zo'n naam als ./NAAM
error-url-no-user = { $url } noemt geen gebruiker, en PGUSER, USER en LOGNAME zijn geen van drieën gezet
error-url-no-user-hint = noem er een: { $form }
error-url-port = de poort '{ $port }' in { $url } { $why ->
    [number] is geen getal
   *[range] ligt niet tussen 1 en 65535
  }
error-url-at-after-host = { $url } heeft een '@' na de host
error-url-at-after-host-hint = schrijf een '/', '?' of '@' in een gebruiker of wachtwoord als %2F, %3F of %40
error-url-empty-user = de gebruiker vóór '@' in { $url } is leeg
error-url-empty-user-hint = schrijf de server als { $form }, of laat 'USER@' weg om aan te melden als PGUSER of jezelf
error-url-dbname-parts = de databasenaam '{ $name }' in { $url } bestaat uit meer dan één deel
error-url-dbname-parts-hint = noem één database: { $form }, met een '/' in de naam als %2F
error-url-ampersand = het wachtwoord in { $url } bevat een '&' die niet als %-code geschreven is
error-url-ampersand-hint = schrijf hem als %26
error-url-parameter = de parameter '{ $name }' in { $url } kent tenscore niet
error-url-parameter-hint = schrijf NAAM=WAARDE met als NAAM een van { $names }
error-url-bracket-open = de host '{ $host }' in { $url } opent '[' zonder die te sluiten
error-url-bracket-after = de host '{ $host }' in { $url } gaat door na ']'
error-url-ipv6-hint = schrijf een IPv6-adres tussen haken: postgres://USER@[::1]:5432/DBNAME
error-url-timeout = de connect_timeout '{ $value }' in { $url } is geen heel aantal seconden vanaf 1
error-url-timeout-hint = schrijf connect_timeout=5 voor vijf seconden
error-url-tls = de sslmode '{ $mode }' in { $url } vraagt om TLS, en dat spreekt deze tenscore niet
error-url-tls-hint = gebruik sslmode=disable op een netwerk dat je vertrouwt, of bereik de server via een SSH-tunnel
error-url-sslmode = de sslmode '{ $mode }' in { $url } is niet een van disable, allow, prefer, require, verify-ca en verify-full
error-url-sslmode-hint = schrijf sslmode=disable
error-url-encoding = { $part ->
    [host] de host
    [user] de gebruiker
    [password] het wachtwoord
    [dbname] de databasenaam
   *[parameter] de parameter
  } '{ $value }' in { $url } heeft een foute %-code
error-url-encoding-hint = schrijf een teken dat de URL voorbehoudt als % en twee hexadecimale cijfers van zijn UTF-8-bytes: %40 voor '@', %2F voor '/'
