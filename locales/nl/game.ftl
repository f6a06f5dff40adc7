game-title = { $game ->
    [under10] Onder de 10
    [updown] 10 op en neer
    [pig10] Pig 10
    [krumme10] Krumme10
   *[tenstuff] Tenstuff
  }

game-round = { $game ->
    [pig10] spel
    [tenstuff] spel
    [krumme10] partij
   *[other] ronde
  }

game-round-title = { $game ->
    [pig10] Spel
    [tenstuff] Spel
    [krumme10] Partij
   *[other] Ronde
  }

game-rounds = { $game ->
    [pig10] { $count ->
        [one] { $count } spel
       *[other] { $count } spellen
      }
    [tenstuff] { $count ->
        [one] { $count } spel
       *[other] { $count } spellen
      }
    [krumme10] { $count ->
        [one] { $count } partij
       *[other] { $count } partijen
      }
   *[other] { $count ->
        [one] { $count } ronde
       *[other] { $count } rondes
      }
  }

game-opening = biedingen

game-entry = { $game ->
    [updown] slagen
    [pig10] kaarten
    [tenstuff] plaatsen
   *[other] punten
  }
