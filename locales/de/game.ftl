game-title = { $game ->
    [under10] Unter der 10
    [updown] 10 op en neer
    [pig10] Pig 10
    [krumme10] Krumme10
   *[tenstuff] Tenstuff
  }

game-round = { $game ->
    [pig10] Spiel
    [tenstuff] Spiel
    [krumme10] Partie
   *[other] Runde
  }

game-round-title = { $game ->
    [pig10] Spiel
    [tenstuff] Spiel
    [krumme10] Partie
   *[other] Runde
  }

game-rounds = { $game ->
    [pig10] { $count ->
        [one] { $count } Spiel
       *[other] { $count } Spiele
      }
    [tenstuff] { $count ->
        [one] { $count } Spiel
       *[other] { $count } Spiele
      }
    [krumme10] { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
      }
   *[other] { $count ->
        [one] { $count } Runde
       *[other] { $count } Runden
      }
  }

game-opening = Gebote

game-entry = { $game ->
    [updown] Stiche
    [pig10] Karten
    [tenstuff] Plätze
   *[other] Punkte
  }
