error-label-error = fout
error-label-warning = waarschuwing

error-output = het antwoord kon niet naar de standaarduitvoer worden geschreven: { $reason }
error-saved = de wijziging zelf is wel opgeslagen
error-question = de vraag kon niet worden gesteld: { $reason }

error-no-game = er is geen spel genoemd
error-no-game-hint = begin een partij met `tenscore new GAME --players Ann,Bob,Cy` (spellen: { $games }), of speel een afgelopen partij opnieuw met `tenscore new --rematch [MATCH]`
error-no-players = er zijn geen spelers genoemd
error-no-players-hint = noem ze in zitvolgorde met --players Ann,Bob,Cy
error-not-match-id = '{ $word }' is geen partijnummer
error-not-entry = '{ $word }' is geen invoer
error-not-entry-hint = schrijf NAAM=WAARDE voor elke speler, bijvoorbeeld Ann=7

error-no-unfinished = er is geen lopende partij
error-no-unfinished-hint = begin er een met `tenscore new GAME --players Ann,Bob,Cy`, of noem een partij bij haar nummer (`tenscore history` toont ze)
error-no-match = partij { $id } staat niet in deze database
error-no-match-hint = laat MATCH weg voor de laatste lopende partij, of controleer --db

error-opened-already = { $round } { $seq } van partij { $id } heeft zijn { $opening } al
error-opened-already-hint = noteer de { $entry } met `tenscore round`, of neem de { $opening } terug met `tenscore undo { $id }`
error-match-ended = partij { $id } is { $status ->
    [abandoned] afgebroken
   *[finished] afgelopen
  }; er kunnen geen { $game ->
    [pig10] spellen
    [tenstuff] spellen
    [krumme10] partijen
   *[other] rondes
  } meer bij
error-start-new = begin een nieuwe partij met `tenscore new`
error-start-new-or-undo = begin een nieuwe partij met `tenscore new`, of open deze weer met `tenscore undo { $id }`
error-abandoned-stays = partij { $id } is afgebroken; de { $game ->
    [pig10] spellen
    [tenstuff] spellen
    [krumme10] partijen
   *[other] rondes
  } blijven zoals ze waren
error-nothing-to-undo = partij { $id } heeft { $game ->
    [pig10] geen spel
    [tenstuff] geen spel
    [krumme10] geen partij
   *[other] geen ronde
  } om terug te nemen
error-open-first = open eerst een { $game ->
    [pig10] spel
    [tenstuff] spel
    [krumme10] partij
   *[other] ronde
  } met `tenscore bid`
error-record-first = noteer eerst een { $game ->
    [pig10] spel
    [tenstuff] spel
    [krumme10] partij
   *[other] ronde
  } met `tenscore round`
error-ended-already = partij { $id } is al { $status ->
    [abandoned] afgebroken
   *[finished] afgelopen
  }
error-see-it = bekijk haar met `tenscore show { $id }`
error-nothing-to-rank = partij { $id } heeft nog geen { $game ->
    [pig10] spellen
    [tenstuff] spellen
    [krumme10] partijen
   *[other] rondes
  }, dus er valt niets te rangschikken
error-nothing-to-rank-hint = noteer er eerst een, of stop zonder winnaar met `tenscore finish --abandon`

error-player-count = { $title } speel je met { $low } tot { $high } spelers, niet met { $count }
error-player-count-hint = noem { $low } tot { $high } spelers, gescheiden door komma's
error-same-name = twee spelers heten '{ $name }'
error-same-name-hint = geef elke speler een andere naam, bijvoorbeeld Ann en Ann B
error-look-alike = de namen '{ $first }' en '{ $second }' verschillen alleen in onzichtbare tekens zoals { $hidden }, dus ze zien er hetzelfde uit
error-new-name-empty = de nieuwe naam is leeg
error-new-name-empty-hint = schrijf de naam zoals de speler hem krijgt, bijvoorbeeld `tenscore player rename ann Ann`
error-name-taken = er is al een speler die '{ $name }' heet
error-name-taken-hint = kies een andere naam; zijn het één persoon, dan `tenscore player merge '{ $old }' '{ $new }'`
error-one-player = '{ $from }' en '{ $into }' zijn al één speler
error-one-player-hint = noem twee verschillende spelers: `tenscore player merge FROM INTO`
error-two-people = '{ $from }' en '{ $into }' speelden allebei in partij { $id }, dus het zijn twee mensen
error-two-people-hint = voeg alleen twee namen van één persoon samen; om ze uit elkaar te houden: `tenscore player rename '{ $from }' NEW`
error-unknown-player = in deze database heeft geen speler met de naam '{ $name }' gespeeld
error-unknown-player-hint = controleer de spelling; `tenscore history` toont de partijen en wie ze speelde

error-import-unreadable = { $file } kan niet worden gelezen: { $reason }
error-import-unreadable-hint = er is niets geïmporteerd; noem een bestand dat `tenscore export` heeft geschreven

error-store-missing = geen tenscore-database op { $path }
error-store-missing-hint = begin een partij met `tenscore new GAME --players A,B,C`, of kies een ander bestand met --db PATH of TENSCORE_DB
error-store-open = de database { $path } kan niet worden geopend: { $reason }
error-store-open-hint = kies een beschrijfbaar pad met --db PATH of TENSCORE_DB
error-store-not-ours = { $path } is geen tenscore-database
error-store-not-ours-hint = het bestand is niet aangeraakt; kies een ander bestand met --db PATH of TENSCORE_DB
error-store-newer = { $path } is geschreven door een nieuwere tenscore (schema { $found }; deze kent tot en met { $known })
error-store-newer-hint = het bestand is niet aangeraakt; gebruik een nieuwere tenscore, of een ander bestand met --db
error-store-read-only = { $path } is alleen-lezen
error-store-read-only-hint = kies een beschrijfbaar bestand met --db PATH of TENSCORE_DB
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
error-store-busy-hint = een andere tenscore schrijft naar dit bestand; probeer het opnieuw
error-store-migration = het bijwerken van de database is mislukt: { $reason }
error-store-migration-hint = het bestand is niet aangeraakt; de tenscore die het schreef, kan het nog steeds lezen
error-store-damaged = opgeslagen gegevens zijn beschadigd: { $reason }
error-store-corrupt = { $path } is beschadigd ({ $reason })
error-store-no-folder = de map { $folder } bestaat niet

error-reopen-which-hint = `tenscore history` toont de partijen en hun nummers
error-reopen-in-progress = partij { $id } loopt nog, dus er valt niets te heropenen
error-reopen-in-progress-hint = noteer { $game ->
    [pig10] het volgende spel
    [tenstuff] het volgende spel
    [krumme10] het volgende potje
   *[other] de volgende ronde
  } met `tenscore round { $id } ...`
error-reopen-won = partij { $id } is volgens de regels gewonnen ({ $game ->
    [pig10] het laatste spel
    [tenstuff] het laatste spel
    [krumme10] het laatste potje
   *[other] de laatste ronde
  } besliste haar), niet beëindigd met `tenscore finish`
error-reopen-won-hint = neem { $game ->
    [pig10] het laatste spel
    [tenstuff] het laatste spel
    [krumme10] het laatste potje
   *[other] de laatste ronde
  } terug met `tenscore undo { $id }` om verder te spelen
error-rematch-none = er is nog geen partij afgelopen, dus er valt niets opnieuw te spelen
error-rematch-none-hint = begin er een met `tenscore new GAME --players Ann,Bob,Cy`
error-rematch-which-hint = laat MATCH weg voor de laatst afgelopen partij (`tenscore history` toont ze)
error-rematch-in-progress = partij { $id } loopt nog; een revanche herhaalt een afgelopen partij
error-rematch-in-progress-hint = rond haar eerst af met `tenscore finish { $id }`, of noem een afgelopen partij (`tenscore history` toont ze)
error-new-unread = de nieuwe partij kon niet worden teruggelezen

error-edit-no-round = partij { $id } heeft geen ronde { $seq }
error-edit-no-round-hint = de rondes zijn genummerd van 1 tot { $rounds } (zie `tenscore show { $id }`)
error-edit-ends-earlier = met deze wijziging eindigt de partij na ronde { $last }, maar ronde { $seq } is gespeeld
error-edit-ends-earlier-hint = wijzig de latere rondes eerst of neem ze terug (zie `tenscore show { $id }`)
error-edit-no-longer-fits = met deze wijziging klopt ronde { $seq } niet meer: { $problem }
error-edit-no-longer-fits-hint = wijzig ronde { $later } ook, of neem de rondes na ronde { $seq } terug

error-elsewhere = { $command ->
    [bid] deze { $opening } passen
   *[other] { $game ->
        [pig10] dit spel
        [tenstuff] dit spel
        [krumme10] dit potje
       *[other] deze ronde
      } past
  } bij { $other }, niet bij { $picked }, de laatst begonnen lopende partij ({ $problem })
error-elsewhere-match = partij { $id } ({ $title }: { $players })
error-elsewhere-hint = noem de partij: `tenscore { $command } { $id } { $words }`

error-export-which-hint = laat --match weg om alle partijen te exporteren; `tenscore history --all` toont ze
error-check-which-hint = laat --match weg om alle partijen te controleren, of controleer --db
error-until-before-since = --until { $until } valt vóór --since { $since }
error-until-before-since-hint = geef de eerste dag met --since en de laatste dag met --until
error-vs-one-player = '{ $name }' is één speler; --vs vergelijkt er twee
error-vs-one-player-hint = noem twee verschillende spelers: --vs Ann Bob

error-json = het antwoord kon niet als JSON worden geschreven: { $reason }
error-write-chart = de grafiek
error-write-no-folder = { $what } kan niet naar { $path } worden geschreven: de map { $folder } bestaat niet
error-write-no-folder-hint = kies een bestaande map
error-write-denied = { $what } kan niet naar { $path } worden geschreven: geen toegang
error-write-denied-hint = kies een map waarin je mag schrijven
error-write-folder = { $what } kan niet naar { $path } worden geschreven: dat is een map
error-write-folder-hint = noem een bestand erin, bijvoorbeeld { $example }
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
