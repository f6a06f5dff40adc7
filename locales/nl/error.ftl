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
