pig10-cards = { $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
  }
pig10-box-over = de kaarten van dit potje komen samen op { $total }, maar de doos bevat er maar { $limit }
pig10-box-over-legal = tel opnieuw: samen verzamelen de spelers hoogstens { $limit } kaarten
pig10-counts-missing = het potje heeft niet voor elke speler één aantal
pig10-counts-missing-legal = noteer het potje opnieuw
pig10-collected = Verzamelde kaarten in dit potje: { $counts } ({ $collected } in totaal{ $left ->
    [0] {""}
   *[other] ; kaarten die in het midden blijven liggen, zijn van niemand
  }).
pig10-most = De meeste kaarten in dit potje: { $names } met { $most }.
pig10-and = { $first } en { $next }
pig10-next = { $round } { $seq }: wie het snelst tot tien telt, begint; noteer daarna de verzamelde kaarten.
pig10-options = wie over alle potjes de meeste kaarten verzamelt, wint
pig10-column-deals = Potjes
pig10-column-cards-per-deal = Kaarten per potje
# Short titles for a narrow table (a key below explains them).
pig10-column-deals-short = Potjes
pig10-column-cards-per-deal-short = Kaart.

pig10-way-add = { $card } opgeteld bij { $pile }
pig10-way-subtract = de varkenshoedster trekt 5 af van { $pile }
pig10-way-frog = de kikker zet de stapel op 0
pig10-way-same-card = hetzelfde getal als de kaart ervoor, dus de stapel mag { $card } worden
pig10-way-equals-pile = de kaart is gelijk aan de stapelwaarde, dus de stapel mag { $card } worden
pig10-way-or = { $first }; of { $next }
pig10-lead-open = de stapel blijft open
pig10-lead-takes = precies 10: de speler pakt de stapel
pig10-lead-over = boven 10: de speler die ervoor zit, pakt de stapel
pig10-pile-gone = een stapel van { $pile } is niet meer in het spel: bij 10 of meer is hij al gepakt
pig10-pile-gone-legal = geef een stapelwaarde van 0 tot en met 9 (0 voor een lege stapel)
pig10-previous-leaves = na een { $card } staat de stapel { $count ->
    [2] op { $low } of { $high }
   *[other] ergens tussen { $low } en { $high }
  }, niet op { $pile }
pig10-previous-leaves-one = na een { $card } staat de stapel op { $low }, niet op { $pile }
pig10-previous-leaves-hint = geef de stapelwaarde daarna met --pile N, of laat --previous weg als het midden leeg is
pig10-previous-takes = een { $card } pakt altijd de stapel (hij maakt 10 of meer), dus in die stapel volgt er geen kaart op
pig10-previous-takes-hint = laat --previous weg: de volgende kaart begint een nieuwe stapel in een leeg midden
pig10-a-card = een { $card }
pig10-pile-empty = een lege stapel
pig10-pile-of = een stapel van { $pile }
pig10-can-make = { $card } op { $pile } kan { $values } opleveren
pig10-says-notation = de waarde na --says is een heel getal, bijv. --says 1
pig10-cannot-make = { $card } op { $pile } kan geen { $called } opleveren
pig10-or = { $first } of { $last }
pig10-legal-values = { $count ->
    [one] de enige toegestane waarde is { $values }
   *[other] de toegestane waarden zijn { $values }
  }
pig10-no-plays = er zijn geen zetten opgegeven
pig10-no-plays-legal = geef de zetten op volgorde als NAME:CARD[@CALLED], bijv. Ann:4 Bob:3
pig10-after-taken = de { $card } van { $name } komt nadat de stapel bij zet { $index } al gepakt is
pig10-after-taken-legal = een gepakte stapel is weg: controleer de volgende stapel apart, vanaf een leeg midden
pig10-skipped-plays = { $name } heeft geen kaarten meer (genoemd bij --skip) maar speelt { $card }
pig10-skipped-plays-legal = laat --skip weg voor een speler die nog speelt
pig10-out-of-turn = { $name } is niet aan de beurt: na { $last } is { $due } aan de beurt (met de klok mee)
pig10-out-of-turn-legal = geef de zetten in de volgorde waarin de spelers zitten; noem spelers zonder kaarten bij --skip

pig10-step = { $index }. { $name } speelt { $card }: { $value } ({ $rule })
pig10-step-alternatives = { $index }. { $name } speelt { $card }: { $value } ({ $rule }; had ook { $alternatives } kunnen maken)
pig10-verdict-legal = Toegestaan: { $reason }:
pig10-verdict-illegal = Niet toegestaan: { $reason }:
pig10-pile-open = de stapel staat op { $pile } en is nog open ({ $cards })
pig10-pile-taken = precies 10: { $taker } pakt de { $cards }
pig10-pile-over = boven 10: { $taker }, die vóór { $last } zit, pakt de { $cards }
pig10-not-a-player = '{ $name }' hoort niet bij de spelers
pig10-not-a-player-hint = noem een van de spelers: { $players }
pig10-skip-needs-players = --skip kan alleen samen met --players
pig10-skip-needs-players-hint = waar een speler zonder kaarten zit, bepaalt wie een stapel boven de 10 krijgt; geef de zitvolgorde met --players A,B,...
pig10-lone-player-turns = alle zetten zijn van { $name }, en of { $name } nog een kaart mag leggen, hangt af van de zitvolgorde (alleen als de anderen geen kaarten meer hebben)
pig10-lone-player-turns-hint = geef de zitvolgorde met --players A,B,... en wie geen kaarten meer heeft met --skip NAME,...
pig10-not-a-play = '{ $text }' is geen zet
pig10-not-a-play-hint = schrijf elke zet als NAME:CARD of NAME:CARD@CALLED, bijv. Ann:5@0

pig10-deal-at = stapel { $pile }, zet { $play }: { $problem }
pig10-deal-size = een potje van { $cards ->
    [one] 1 kaart
   *[other] { $cards } kaarten
  } kan niet met { $players } spelers gespeeld worden
pig10-deal-size-hint = iedereen krijgt 3 kaarten en er zitten 80 in de doos: geef bij { $players } spelers --cards van { $least } tot { $most }
pig10-deal-too-long = er zijn { $plays } zetten opgegeven, maar een potje heeft hooguit { $limit } kaarten (de doos)
pig10-deal-too-long-hint = geef de zetten van één potje
pig10-deal-no-cards-left = { $name } heeft alle kaarten van dit potje al gespeeld, maar speelt nog { $card }
pig10-deal-no-cards-left-hint = --cards { $cards } geeft { $name } { $share ->
    [one] 1 kaart
   *[other] { $share } kaarten
  }: zijn de { $plays } opgegeven zetten het hele potje, geef dan --cards { $plays }; zo niet, verbeter dan wie deze kaart speelde
pig10-deal-out-of-turn-legal = geef de zetten in de volgorde waarin de spelers zitten: na een gepakte stapel is de speler ná wie de laatste kaart legde aan de beurt
pig10-deal-unfinished = het potje is nog niet uit: { $held }
pig10-deal-holds = { $name } heeft nog { $left }
pig10-deal-unfinished-legal = er wordt doorgespeeld tot niemand meer kaarten heeft: geef alle zetten van het potje
pig10-deal-play-at = zet { $play } ('{ $text }'): { $problem }
pig10-deal-pile = Stapel { $pile } ({ $plays }): { $outcome }.
pig10-deal-pile-left = Stapel { $pile } ({ $plays }): { $outcome }; aan het eind van het potje zijn die kaarten van niemand.
pig10-deal-collected = { $piles ->
    [one] 1 stapel
   *[other] { $piles } stapels
  }; verzamelde kaarten: { $counts } ({ $collected } in totaal)
pig10-deal-collected-left = { $piles ->
    [one] 1 stapel
   *[other] { $piles } stapels
  }; verzamelde kaarten: { $counts } ({ $collected } in totaal; over in het midden en van niemand: { $left })

pig10-pile-too-large = --pile { $value } is meer dan een stapel kan bevatten
pig10-says-too-large = --says { $value } is meer dan een stapel kan bereiken
pig10-says-too-large-hint = laat --says weg om elke waarde te zien die de kaart de stapel kan geven
pig10-cards-too-large = --cards { $value } is meer kaarten dan er in de doos zitten
pig10-cards-too-large-hint = er zitten { $most } kaarten in de doos: geef --cards van 3 per speler tot en met { $most }

pig10-play-card-called = '{ $text }' is een kaart met de geroepen waarde erachter, en `check pig10 play` neemt die waarde van --says
pig10-play-card-called-hint = geef de kaart alleen en de geroepen waarde met --says: { $card } --says { $called }
pig10-play-previous-called = '{ $text }' na --previous heeft een geroepen waarde, en die is voor de kaart ervoor niet nodig
pig10-play-previous-called-hint = geef alleen de kaart: --previous { $card }
