krumme10-teams-players = teams vragen 4 tot 6 spelers, niet { $players }
krumme10-teams-players-new = laat --teams weg, of zet 4 tot 6 spelers aan tafel
krumme10-team-points = team { $team } { $points }
krumme10-teams-this-game = Teams dit potje: { $listed } punten; een team krijgt de punten van zijn leden gedeeld door hun aantal: { $scores }.
krumme10-teams-now = Teamstand nu: { $now }.
krumme10-too-many-points = de punten van het potje komen samen op { $total }, maar 54 kaarten van hoogstens 5 geven hoogstens { $most }
krumme10-too-many-points-count = tel opnieuw: samen hoogstens { $most } punten
krumme10-points-missing = het potje heeft niet voor elke speler punten
krumme10-points-missing-again = voer het potje opnieuw in
krumme10-seat-points = { $name } { $points }
krumme10-victory-points = Overwinningspunten dit potje: { $listed }.
krumme10-next-game = Potje { $game }: wie het laatst jarig was met een oneven leeftijd begint; noteer de overwinningspunten.
krumme10-option-teams = teams: een team krijgt het gemiddelde van zijn leden
krumme10-option-alone = ieder voor zich
krumme10-option-long = lang: de aflegstapel wordt één keer opnieuw geschud
krumme10-option-showdown = uitspelen: alle kaarten worden uitgespeeld
krumme10-column-points-alone = Punten per potje alleen
krumme10-column-points-in-teams = Punten per potje in teams
# Short titles for a narrow table (a key below explains them).
krumme10-column-points-alone-short = Alleen
krumme10-column-points-in-teams-short = Teams

krumme10-direction = { $direction ->
    [clockwise] met de klok mee
   *[counterclockwise] tegen de klok in
  }
krumme10-pink-four = roze 4
krumme10-and = { $most } en { $last }
krumme10-a-back = een { $back }
krumme10-either = { $first } of { $second }
krumme10-back-of = de achterkant van een { $card } is { $backs }
krumme10-back-sentence = De achterkant van een { $card } is { $backs }.
krumme10-resolved-exact = { $name } kwam bij zet { $play } precies op het doel uit
krumme10-resolved-foul = { $name } schoot bij zet { $play } over het doel heen
krumme10-resolved-open = zet { $play }
krumme10-no-such-seat = plaats { $seat } is er niet aan tafel
krumme10-seats-at-table = { $count ->
    [one] de tafel heeft { $count } plaats
   *[other] de tafel heeft { $count } plaatsen
  }
krumme10-not-a-card = een kaart met waarde { $value } is geen Krumme10-kaart
krumme10-not-a-card-legal = een Krumme10-kaart heeft open een waarde van 0 tot 5; alleen een 4 is roze
krumme10-no-plays = er zijn geen zetten gegeven
krumme10-no-plays-legal = geef de zetten op volgorde, bv. Alma:3 Bernie:1>Carla:2
krumme10-card-of = de { $card } van { $name }
krumme10-own-card = de eigen { $card } van { $name }
krumme10-stolen-card = de van { $victim } gestolen { $card }
krumme10-after-resolution = { $card } is een kaart nadat de uitlage al was afgerekend ({ $resolved })
krumme10-after-resolution-legal = een afgerekende uitlage wordt opgeruimd: controleer de volgende uitlage apart
krumme10-empty-plays = { $name } heeft geen kaarten meer (genoemd bij --empty) maar speelt een { $card }
krumme10-empty-plays-legal = laat --empty weg voor een speler die nog speelt
krumme10-out-of-turn-alone = { $name } speelt buiten de beurt: na { $after } is een andere speler aan de beurt (alleen { $name } wordt genoemd, en een speler speelt pas twee keer achter elkaar als niemand anders nog kaarten heeft)
krumme10-out-of-turn-alone-legal = noem de spelers met --players, en wie geen kaarten meer heeft met --empty
krumme10-reversed-since = sinds { $four } bij zet { $play }
krumme10-reversed-from-start = vanaf het begin
krumme10-skipped = { $count ->
    [one] { $names } heeft geen kaarten meer
   *[other] { $names } hebben geen kaarten meer
  }
krumme10-out-of-turn-legal = de volgende zet is aan { $due }; wie geen kaarten meer heeft, wordt overgeslagen
krumme10-out-of-turn-twice = , dus alleen wie als enige nog kaarten heeft, speelt twee keer achter elkaar
krumme10-hint-counterclockwise = als een roze 4 in een eerdere uitlage de beurt tegen de klok in liet gaan, geef --counterclockwise
krumme10-hint-clockwise = als de beurt met de klok mee ging toen deze uitlage begon, laat --counterclockwise weg
krumme10-out-of-turn = { $name } speelt buiten de beurt: na { $after } is { $due } aan de beurt (er wordt { $direction } gespeeld{ $since }{ $skipped })
krumme10-pink-four-stolen = de roze 4 die { $thief } van { $victim } stal
krumme10-pink-four-own = de roze 4 van { $name }
krumme10-not-a-play = '{ $text }' is geen zet
krumme10-play-notation = schrijf elke zet als NAAM:KAART, een diefstal als NAAM:1>SLACHTOFFER:KAART (de gestolen kaart zoals ze viel), bv. Alma:1>Bernie:3; een roze 4 die de richting omdraait is 4p!
krumme10-not-a-reversal = '{ $typed }' kan de richting niet omdraaien: dat kan alleen een roze 4
krumme10-not-a-reversal-legal = schrijf ! alleen na een roze 4: 4p!
krumme10-over-before = { $thief } was met de kaart ervoor al over het doel heen
krumme10-steal-not-a-one = { $thief } kan niet van { $victim } stelen: { $which } viel niet als 1, en alleen een 1 mag stelen
krumme10-steal-not-a-one-legal = de ketting van enen gaat alleen door zolang kaarten als 1 vallen: beëindig de zet daar
krumme10-steal-from-self = { $thief } kan niet van { $thief } stelen: een 1 steelt van een andere speler
krumme10-steal-from-self-legal = noem een andere speler (een teamgenoot mag ook) als degene van wie gestolen wordt
krumme10-steal-from-empty = { $thief } kan niet van { $victim } stelen: { $victim } heeft geen kaarten meer
krumme10-steal-from-empty-legal = steel van een speler die nog kaarten heeft, of laat --empty voor die speler weg
krumme10-steal-fourth = { $thief } kan in één beurt geen 4e kaart van { $victim } stelen: een speler heeft er 3
krumme10-steal-fourth-legal = steel van een andere speler
krumme10-players-named = Krumme10 speel je met 2 tot 6 spelers, maar de zetten noemen er { $players }
krumme10-players-seated = Krumme10 speel je met 2 tot 6 spelers, niet met { $players }
krumme10-players-seat = zet 2 tot 6 spelers aan tafel
krumme10-name-empty = een spelersnaam is leeg
krumme10-name-empty-legal = scheid de namen met één komma, bv. --players Ann,Bob,Cy
krumme10-name-twice = twee spelers heten '{ $name }'
krumme10-name-twice-legal = geef elke speler een andere naam, bv. { $name } en { $name } B
krumme10-not-a-player = '{ $name }' is geen van de spelers
krumme10-not-a-player-none = noem de spelers met --players
krumme10-not-a-player-legal = noem een van { $names }
krumme10-teams-seating = teams vragen 4 tot 6 spelers, aan tafel gezet met --players
krumme10-teams-seating-legal = zet 4 tot 6 spelers aan tafel met --players, of speel zonder --teams

krumme10-verdict-open = Open: { $total } van { $target }; de volgende zet gaat verder op deze uitlage.
krumme10-verdict-exact = Precies { $target }: { $name } krijgt { $scored } (+{ $points }).
krumme10-verdict-draw = { $count ->
    [one] Daarna trekt { $names }.
   *[other] Daarna trekken { $names }.
  }
krumme10-verdict-no-draw = Niemand trekt: er is iemand zonder kaarten, dus de trekstapel is op (uitspelen).
krumme10-verdict-direction = De beurt gaat verder { $direction }.
krumme10-verdict-foul = Foul: { $name } ging over het doel, { $total } van { $target }.
krumme10-verdict-foul-stolen = Foul: { $name } ging over het doel met de van { $victim } gestolen { $card } (de dief is aansprakelijk), { $total } van { $target }.
krumme10-foul-no-one = Niemand mag foulpunten nemen.
krumme10-foul-scorer = { $name } mag { $with ->
    [any] met een willekeurige eigen kaart (15 werd overschreden)
   *[lowest] met de eigen laagste kaart
  } foulpunten nemen.
krumme10-foul-then = dan { $name }
krumme10-foul-scorers = Op volgorde mogen { $first }, { $then }, { $with ->
    [any] met een willekeurige eigen kaart (15 werd overschreden)
   *[lowest] met de eigen laagste kaart
  } foulpunten nemen.
krumme10-foul-teammates = { $count ->
    [one] { $names }, teamgenoot van { $causer }, krijgt niets.
   *[other] { $names }, teamgenoten van { $causer }, krijgen niets.
  }
krumme10-foul-without-cards = { $count ->
    [one] { $names } heeft geen kaarten meer en krijgt niets.
   *[other] { $names } hebben geen kaarten meer en krijgen niets.
  }
krumme10-scored-nothing = niets
krumme10-scored-card = de { $card }
krumme10-scored-jackpot = de { $card } en de jackpot van { $count } { $count ->
    [one] roze 4
   *[other] roze vieren
  }
krumme10-scored-whole-jackpot = de roze 4, de hele jackpot
krumme10-scored-pink-and-jackpot = de roze 4 en de jackpot van nog { $count } { $count ->
    [one] roze 4
   *[other] roze vieren
  }
krumme10-flip-one = De kaart mag bij het nemen worden omgedraaid: de achterkant is { $backs }.
krumme10-flip-each = Elke kaart mag bij het nemen worden omgedraaid: { $backs }.
krumme10-column-play = Zet
krumme10-column-card = Kaart
krumme10-column-by = Speler
krumme10-column-from = Uit hand van
krumme10-column-total = Totaal
krumme10-column-target = Doel

krumme10-ask-teams = In teams spelen volgens de tafelschikking (ABAB, ABCAB, ABABAB)?
krumme10-ask-long = Lang potje: de aflegstapel één keer opnieuw schudden als de trekstapel op is?
krumme10-ask-showdown = Uitspelen: aan het eind alle kaarten uitspelen?
krumme10-entry-points = { $count ->
    [one] { $count } punt
   *[other] { $count } punten
  }
