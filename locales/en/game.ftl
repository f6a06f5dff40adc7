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
# A count of rounds after a word that takes the dative in German ("nach 2 Durchgängen"); as game-rounds here.
game-rounds-dative = { $game ->
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

# Shared errors. `$noun` is what a number counts: bid, tricks, cards, points.
game-unknown = unknown game '{ $name }'
game-did-you-mean = did you mean { $name }?
game-not-for = { $count ->
    [one] { $foreign } is not for { $title }
   *[other] { $foreign } are not for { $title }
  }
game-has-none = { $what ->
    [flags] { $title } has no flags: leave them out
   *[options] { $title } has no options: leave them out
  }
game-takes = { $title } takes { $list }
game-and-list = { $init } and { $last }
game-or-list = { $init } or { $last }
game-no-such-player = there is no player '{ $name }' in this match
game-players-are = the players are { $names }
game-not-a-count = '{ $entry }' is not { $noun ->
    [bid] a bid
    [tricks] a number of tricks
    [cards] a number of cards
   *[points] a number of victory points
  }
game-count-too-large = '{ $entry }' is far more { $noun ->
    [bid] than any bid
    [tricks] tricks than any round has
    [cards] cards than any deal has
   *[points] victory points than any game gives
  }
game-count-again = count again and type what the player has
game-without-sign = write it without the sign: { $player }={ $digits }
game-whole-number = write a whole number, e.g. { $player }=1
game-named-twice = { $name } is named twice
game-give-once = give each player's { $noun ->
    [bid] bid
    [tricks] tricks
    [cards] cards
   *[points] points
  } once
game-missing = no { $noun ->
    [bid] bid
    [tricks] tricks
    [cards] cards
   *[points] points
  } for { $names }
game-give-every = give every player's { $noun ->
    [bid] bid
    [tricks] tricks
    [cards] cards
   *[points] points
  }: { $names }
game-player-count = { $title } is played by { $low } to { $high } players, not { $players }
game-seat = seat { $low } to { $high } players
game-no-bidding = { $title } has no bidding before a { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  }
game-record-with = record the { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } with `tenscore round`
game-see-new-help = see `tenscore new --help`
game-see-check-help = see `tenscore check --help`

# Player names.
game-name-empty = a player name is empty
game-name-empty-hint = separate names with single commas, e.g. --players Ann,Bob,Cy
game-name-entry-char = the name '{ $name }' contains a character that entries use (= , : @ >) or a control character
game-name-hint = a name may hold letters, digits, spaces and punctuation but = , : @ >, e.g. O'Brien or Ann-Marie
# `$char` is a character's code and Unicode name: "U+202E (RIGHT-TO-LEFT OVERRIDE)".
game-name-control = the name '{ $name }' holds { $char }, which { $breaks ->
    [yes] breaks the line it is printed on
   *[no] changes how text around it reads
  }
game-name-invisible = the name '{ $name }' is only invisible characters, such as { $char }, so it reads as empty
game-name-dash = the name '{ $name }' starts with '-', which would read as an option (a later `round -h=3` prints help)
game-name-dash-hint = start the name with a letter or digit; '-' may come later, e.g. Ann-Marie
game-name-formula = the name '{ $name }' starts with '+', which a spreadsheet would run as a formula
game-name-formula-hint = start the name with a letter or digit; '+' may come later, e.g. Ann+1
game-name-format = the name '{ $name }' holds { $char }, an invisible character, so it would look like another name
game-name-format-hint = type the name without it; letters, digits, spaces and punctuation but = , : @ > are fine, e.g. O'Brien
game-name-mark-alone = the name '{ $name }' has the mark { $char } with no letter before it, so it shows on nothing
game-name-mark-twice = the name '{ $name }' puts the mark { $char } twice on one letter, which no language writes
game-name-marks-stacked = the name '{ $name }' piles { $count } marks on one letter, more than any language writes
game-name-marks-hint = type each letter with its own accents once, e.g. Zoë or Nguyễn
game-name-digits = the name '{ $name }' is only digits, which would read as a match id
game-name-digits-hint = add a letter, e.g. Player1
game-name-long = the name '{ $name }' is longer than { $most } characters
game-name-long-hint = use a shorter name
