play-needs-terminal = `tenscore play` stelt vragen en heeft daarvoor een terminal nodig
play-needs-terminal-hint = noteer rondes zonder vragen met `tenscore round`
play-id-and-setup = een partijnummer hervat die partij; --players en de spelopties beginnen een nieuwe
play-id-and-setup-hint = laat het partijnummer weg om een nieuwe partij te beginnen, bijv. `tenscore play under10 --players Ann,Bob,Cy`
play-name-a-game = noem een spel of een partijnummer
play-new-name-meant = { $typed } heeft hier nog niet gespeeld; bedoel je { $meant }?
play-stored-data = de opgeslagen partijgegevens zijn onleesbaar: { $error }
play-no-questions = geen vragen voor { $game }

play-no-match-started = Er is geen partij begonnen.
play-resuming = Verder met partij { $id }.
play-match-is = Partij { $id } is { $status ->
    [abandoned] afgebroken
   *[finished] afgelopen
  }.
play-start-which = Welke partij?
play-start-resume = Verder met { $line }
play-start-new = Nieuwe partij
play-start-rematch = Revanche: { $line }
play-resumable = partij { $id } · { $title } · { $players } · { $count ->
    [0] nog geen { $game ->
        [pig10] potjes
        [tenstuff] potjes
        [krumme10] potjes
       *[other] rondes
      }
   *[other] { $rounds }
  } · laatst gespeeld { $time }
play-rematch-line = een nieuwe partij { $title } met { $players }, in dezelfde volgorde als in partij { $id }
play-rematch = Revanche van partij { $id }.
play-which-game = Welk spel?
# $game: het spel. Bij Pig 10, Krumme10 en Tenstuff bepalen de regels zelf wie begint; bij Onder de
# 10 wordt het hierna gevraagd.
play-players = { $game ->
    [under10] Spelers, met de klok mee; wie er begint, vragen we na de spelopties
    [pig10] Spelers, met de klok mee
    [krumme10] Spelers, met de klok mee
    [tenstuff] Spelers, met de klok mee
   *[other] Spelers, met de klok mee; de eerste begint
  } (bijv. Ann, Bob, Cy)
play-name-empty-hint = scheid namen met één komma, bijv. Ann, Bob, Cy

play-menu-next = Wat nu?
play-menu-over = De partij is voorbij. Wat nu?
play-menu-record = Noteer { $round } { $seq }
play-menu-record-tricks = Noteer de slagen van ronde { $seq }
# 10 op en neer zonder --referee: de volgende ronde nagekeken aan de kaarten van elke slag.
play-menu-referee = Kijk deze ronde na (typ de kaarten van elke slag)
play-menu-withdraw-bids = Neem de biedingen van ronde { $seq } terug
play-menu-undo = Neem { $round } { $seq } terug
play-menu-undo-reopens = Neem { $round } { $seq } terug (de partij gaat weer open)
play-menu-fix = Verbeter achteraf een { $round }
play-menu-show = Toon de hele partij
play-menu-reopen = Open de partij weer (ze is beëindigd via het menu of met `finish`)
play-menu-finish = Beëindig de partij nu (de huidige stand is de eindstand)
play-menu-abandon = Breek de partij af (geen winnaar)
play-menu-quit = Stop (alles wat genoteerd is, blijft bewaard)
play-menu-no-back = Voor dit menu komt niets waar je naar terug kunt: kies Stop, of druk nog eens op Esc, om te stoppen (alles wat genoteerd is, blijft bewaard).
play-menu-done = Klaar

play-round-left = { $round } { $seq } niet genoteerd.
play-round-left-kept = { $round } { $seq } niet genoteerd (de { $opening } blijven staan).
play-round-refused = { $round } { $seq } is niet genoteerd: { $error }
play-round-dropped = { $round } { $seq } niet genoteerd: wat getypt is, vervalt.
play-round-dropped-kept = { $round } { $seq } niet genoteerd: wat getypt is, vervalt (de { $opening } blijven staan).
play-open-left = { $round } { $seq } niet geopend.
play-open-refused = { $round } { $seq } is niet geopend: { $error }
play-open-dropped = { $round } { $seq } niet geopend: de getypte { $opening } vervallen.
play-back = terug
play-list-back = typ { $back } en Enter, of druk op Esc, om terug te gaan; kies met ↑ ↓ en Enter
play-list-refused = '{ $typed }' staat niet tussen de keuzes; typ { $back } en Enter, of druk op Esc, om terug te gaan; kies met ↑ ↓ en Enter
play-list-several = '{ $typed }' past bij meer dan één keuze; typ er meer van en Enter, of kies met ↑ ↓ en Enter
play-list-more-above = ↑ nog { $count }
play-list-more-below = ↓ nog { $count }
play-plain-list-hint = Typ een nummer of een naam en Enter; alleen Enter kiest { $number }, { $back } gaat terug.
play-plain-list-refused = '{ $typed }' staat niet tussen de keuzes; typ een nummer van 1 tot en met { $count } of een naam, of { $back } om terug te gaan
play-plain-list-several = '{ $typed }' past bij meer dan één keuze; typ meer van de naam, of het nummer van 1 tot en met { $count }

play-confirm-undo = Wil je { $what } terugnemen? Het blijft bewaard in het logboek.
play-undo-done = { $what } { $kind ->
    [opening] zijn
   *[round] is
  } teruggenomen uit { $label } (bewaard in het logboek).
play-open-again = De partij loopt weer.
play-confirm-finish = Partij { $id } nu beëindigen? De huidige stand bepaalt de winnaars.
play-confirm-abandon = Partij { $id } afbreken? Ze eindigt zonder winnaar; wat gespeeld is, blijft in de geschiedenis.
play-goes-on = De partij gaat door.
play-reopen-refused = Partij { $id } is niet weer geopend: { $error }
play-stays = De partij blijft zoals ze was.
play-fix-which = Kies een { $round } om te verbeteren
play-fix-back = Terug
play-nothing-changed = Er is niets veranderd.
play-keep-opening = De { $opening } van { $round } { $seq } laten staan zoals ze genoteerd zijn?
play-keep-opening-said = De { $opening } van { $round } { $seq } laten staan zoals ze genoteerd zijn ({ $recorded })?
play-fix-refused = { $round } { $seq } is niet veranderd: { $error }
play-fix-why = Waarom de wijziging? (bewaard in het logboek; Enter om over te slaan)
play-fix-reason = verbeterd in play
play-fix-done = { $round } { $seq } verbeterd in { $label } (de oude invoer blijft bewaard in het logboek).
play-fix-unchanged = { $round } { $seq } is niet veranderd: er is niets opgeslagen.

play-busy = Het bestand is bezet: een ander programma houdt het al meer dan { $seconds } seconden vergrendeld.
play-retry = Opnieuw proberen?
play-undo-refused = Er is niets teruggenomen: { $error }
play-changed-meanwhile = Partij { $id } is intussen door een andere tenscore veranderd; hier is niets geschreven.
play-line-down-kept = Er is niets geschreven; wat je typte is bewaard.
play-disk-full-kept = Wat je typte is bewaard.
play-line-down = Terug naar het menu: kies opnieuw zodra de competitieserver antwoordt (alleen wat als genoteerd is gemeld, is bewaard).
# In play, na de fout van de competitieserver, in plaats van de hint van de opdrachtregel (een andere --db).
play-server-away-hint = kijk of de server draait en bereikbaar is
# De competitieserver onbereikbaar op het beginscherm of bij het openen van een partij.
play-away-saved = Er is niets geschreven, en alles wat genoteerd is, blijft bewaard.
play-away-resume-id = Zodra de competitieserver antwoordt, ga je verder met partij { $id } via `tenscore{ $db } play { $id }`.
play-away-come-back = Zodra de competitieserver antwoordt, kom je terug met `tenscore{ $db } play`.
play-kept-after-all = De competitieserver had het toch bewaard; er is verder niets geschreven.
play-start-more = De { $listed } nieuwste lopende partijen staan hieronder; `tenscore play MATCH` hervat een oudere (`tenscore history` toont ze allemaal).
play-end-refused = Partij { $id } gaat door: { $error }
# Beëindigen zonder rondes, geweigerd voordat het gevraagd wordt: de eigen keuze in het menu om zonder winnaar te stoppen.
play-nothing-to-rank-hint = noteer er eerst een, of kies "Breek de partij af" in het menu om zonder winnaar te stoppen

play-interrupted = Partij { $id }: { $saved }. { $way_back }
play-interrupted-lost = Partij { $id }: { $lost }; { $saved }. { $way_back }
play-lost-round = { $round } { $seq } is niet genoteerd
play-lost-round-kept = { $round } { $seq } is niet genoteerd (de { $opening } blijven staan)
play-lost-nothing = er is niets veranderd
play-lost-unknown = de competitieserver antwoordt niet, dus of de lopende wijziging is genoteerd, is nog niet te zeggen (zodra hij antwoordt, laat `tenscore{ $db } standings { $id }` het zien)
play-saved = { $count ->
    [0] er is nog { $game ->
        [pig10] geen potje
        [tenstuff] geen potje
        [krumme10] geen potje
       *[other] geen ronde
      } opgeslagen
    [one] { $round } 1 is opgeslagen
   *[other] { $game ->
        [pig10] potjes
        [tenstuff] potjes
        [krumme10] potjes
       *[other] rondes
      } 1 tot en met { $count } zijn opgeslagen
  }
play-farewell = Partij { $id } is { $count ->
    [0] opgeslagen, nog zonder { $game ->
        [pig10] potjes
        [tenstuff] potjes
        [krumme10] potjes
       *[other] rondes
      }
   *[other] na { $rounds } opgeslagen
  }. { $way_back }
play-farewell-ended = Partij { $id } is { $status ->
    [abandoned] afgebroken
   *[finished] afgelopen
  }; bekijk haar opnieuw met `tenscore{ $db } show { $id }`.
play-see-again = Bekijk haar opnieuw met `tenscore{ $db } show { $id }`.
play-resume = Ga verder met `tenscore{ $db } play`.
play-resume-id = Ga verder met `tenscore{ $db } play { $id }`.
# Na een hint waarvan --db een competitieserver noemt met een URL met wachtwoord (nooit getoond).
play-password-hidden = (*** staat voor je wachtwoord: typ dat op die plek.)

play-counts-pig10-intro = Verzamelde kaarten per speler in potje { $deal } (er zitten { $cards } kaarten in de doos); typ { $back } om één antwoord terug te gaan.
play-counts-krumme10-intro = Overwinningspunten per speler in potje { $seq }; typ { $back } om één antwoord terug te gaan.
play-counts-ask = { $name }: { $question }
play-counts-cards-collected = verzamelde kaarten
play-counts-victory-points = overwinningspunten
play-counts-box = er zitten { $cards } kaarten in de doos
play-counts-most-points = een partij levert hooguit { $points } punten op (54 kaarten van hooguit 5)
play-counts-too-many = { $n } is te veel: { $why }
play-counts-sum = { $so_far } en { $name } { $n } maken samen { $sum } { $unit ->
    [cards] kaarten
   *[points] punten
  }, maar { $why }: welk getal klopt niet? Typ dat van { $name } opnieuw, of { $back } om één antwoord terug te gaan
play-counts-all-counted = alle { $limit } { $unit ->
    [cards] kaarten
   *[points] punten
  } zijn al geteld, dus dit is 0
play-counts-whole = geef een heel aantal { $unit ->
    [cards] kaarten
   *[points] punten
  }, 0 tot en met { $left }
play-yes = ja
play-no = nee
play-yes-key = j
play-no-key = n
# Onder een ja/nee-vraag die met geen van beide is beantwoord (bijv. 4): wat je typt.
play-confirm-neither = typ j voor ja of n voor nee

play-number-refused = { $why ->
    [empty] er is niets getypt
    [signed] '{ $typed }' heeft een teken: typ { $digits } zonder teken
    [negative] '{ $typed }' is kleiner dan 0, en een aantal kan niet negatief zijn
    [large] '{ $typed }' is meer dan welk aantal ook
   *[digits] '{ $typed }' is geen heel getal: alleen de cijfers 0 tot en met 9 worden gelezen
  }; { $wanted }
