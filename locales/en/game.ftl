# What every area shares about the games. `$game` is a game's id: under10, updown, pig10,
# krumme10, tenstuff.

# The name people say at the table.
game-title = { $game ->
    [under10] Under the 10
    [updown] 10 op en neer
    [pig10] Pig 10
    [krumme10] Krumme10
   *[tenstuff] Tenstuff
  }

# One scored round, in a sentence: "round", "deal", "game".
game-round = { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  }

# The same, to start a sentence or head a column.
game-round-title = { $game ->
    [pig10] Deal
    [tenstuff] Deal
    [krumme10] Game
   *[other] Round
  }

# A count of rounds: "1 round", "3 deals".
game-rounds = { $game ->
    [pig10] { $count ->
        [one] { $count } deal
       *[other] { $count } deals
      }
    [tenstuff] { $count ->
        [one] { $count } deal
       *[other] { $count } deals
      }
    [krumme10] { $count ->
        [one] { $count } game
       *[other] { $count } games
      }
   *[other] { $count ->
        [one] { $count } round
       *[other] { $count } rounds
      }
  }

# What opens a round, for the game that has that step (10 op en neer).
game-opening = bids

# What a round's entry counts.
game-entry = { $game ->
    [updown] tricks
    [pig10] cards
    [tenstuff] places
   *[other] points
  }
