# Pig 10: the match engine, the pile referee and `check pig10`.

## The match: the cards each player collected per deal.

# A count of cards: "1 card", "12 cards".
pig10-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }
# $limit: the cards in the box (80).
pig10-box-over = the deal's cards add up to { $total }, but the box holds only { $limit }
pig10-box-over-legal = count again: together the players collect at most { $limit } cards
pig10-counts-missing = the deal does not have one count per player
pig10-counts-missing-legal = record the deal again
# $counts: every player with their cards, "Ann 12, Bob 7"; $collected: the sum.
# $left: the cards of the box nobody collected; with none left, no word on them.
pig10-collected = Cards collected this deal: { $counts } ({ $collected } in all{ $left ->
    [0] {""}
   *[other] ; cards left in the middle belong to nobody
  }).
# $names: the players with the most cards, listed as game-and-list lists them ("Ann, Bob and Cy"); $most: their cards.
pig10-most = Most this deal: { $names } with { $most }.
pig10-and = { $first } and { $next }
# $round: the game's word for a deal ("Deal"); $seq: its number.
pig10-next = { $round } { $seq }: the quickest to count to ten begins; record the cards collected.
# Under the standings' title: how the match is won.
pig10-options = most cards collected over the deals wins
# Column titles of `stats`.
pig10-column-deals = Deals
pig10-column-cards-per-deal = Cards per deal
# Short titles for a narrow table (a key below explains them).
pig10-column-deals-short = Deals
pig10-column-cards-per-deal-short = Cards

## The pile referee: what a card makes of the pile.

# How a card changes the pile; $card: the card's number, $pile: the pile value before it.
pig10-way-add = add { $card } to { $pile }
pig10-way-subtract = the pigmaid subtracts 5 from { $pile }
pig10-way-frog = the frog sets the pile to 0
pig10-way-same-card = the same number as the card before, so the pile may become { $card }
pig10-way-equals-pile = the card equals the pile value, so the pile may become { $card }
# Two rules that give the same value.
pig10-way-or = { $first }; or { $next }
# What a pile value leads to.
pig10-lead-open = the pile stays open
pig10-lead-takes = exactly 10: the player takes the pile
pig10-lead-over = over 10: the player seated before takes the pile
pig10-pile-gone = a pile of { $pile } is not in play: at 10 or more it has been taken
pig10-pile-gone-legal = give the pile value 0 to 9 (0 for an empty pile)
# A card given with --previous that cannot have left the pile given with --pile; $card: the
# card before (0 to 9), $low and $high: the values it leaves the pile at ($count of them), $pile:
# the one given.
pig10-previous-leaves = after { $card ->
    [8] an
   *[other] a
  } { $card } the pile is { $count ->
    [2] at { $low } or { $high }
   *[other] between { $low } and { $high }
  }, not at { $pile }
pig10-previous-leaves-one = after { $card ->
    [8] an
   *[other] a
  } { $card } the pile is at { $low }, not at { $pile }
pig10-previous-leaves-hint = give the pile value after it with --pile N, or leave out --previous on an empty middle
# $card: 10, which always takes its pile.
pig10-previous-takes = a { $card } always takes the pile (it makes 10 or more), so no card follows it in that pile
pig10-previous-takes-hint = leave out --previous: the next card starts a new pile on an empty middle
# A card with its article, as in pig10-can-make; cards are 0 to 10.
pig10-a-card = { $card ->
    [8] an { $card }
   *[other] a { $card }
  }
# The pile a card is laid on, as in pig10-can-make ("a 5 on a pile of 7").
pig10-pile-empty = an empty pile
pig10-pile-of = a pile of { $pile }
# $card: pig10-a-card; $pile: pig10-pile-empty or pig10-pile-of; $values: pig10-or, or one value.
pig10-can-make = { $card } on { $pile } can make { $values }
pig10-says-notation = the value called after --says is a whole number, e.g. --says 1
pig10-cannot-make = { $card } on { $pile } cannot make { $called }
# The last two of a list of values: "1 or 11", "0, 5 or 10".
pig10-or = { $first } or { $last }
# $count: how many values; $values: them, as in pig10-or.
pig10-legal-values = { $count ->
    [one] the only legal value is { $values }
   *[other] the legal values are { $values }
  }
pig10-no-plays = no plays were given
pig10-no-plays-legal = give the plays in order as NAME:CARD[@CALLED], e.g. Ann:4 Bob:3
# $index: the play that took the pile, counted from 1.
pig10-after-taken = { $name }'s { $card } comes after the pile was taken at play { $index }
pig10-after-taken-legal = a taken pile is gone: check the next pile on its own, from an empty middle
# $card: pig10-a-card.
pig10-skipped-plays = { $name } has no cards (named with --skip) but plays { $card }
pig10-skipped-plays-legal = leave out --skip for a player who still plays
pig10-out-of-turn = { $name } plays out of turn: after { $last } it is { $due }'s turn (clockwise)
pig10-out-of-turn-legal = give the plays in seating order; name players without cards with --skip

## `check pig10 play` and `check pig10 pile`.

# One play of a pile: "2. Sally plays 3: 7 (add 3 to 4)"; $rule: pig10-way-*.
pig10-step = { $index }. { $name } plays { $card }: { $value } ({ $rule })
# $alternatives: the other values the card could have made, joined by pig10-or.
pig10-step-alternatives = { $index }. { $name } plays { $card }: { $value } ({ $rule }; could also have made { $alternatives })
# The verdict's first line; the options follow, one a line.
pig10-verdict-legal = Legal: { $reason }:
pig10-verdict-illegal = Not legal: { $reason }:
# How a replayed pile ends; $cards: pig10-cards. The first letter is made a capital.
pig10-pile-open = the pile stands at { $pile } and is still open ({ $cards })
pig10-pile-taken = exactly 10: { $taker } takes the { $cards }
pig10-pile-over = over 10: { $taker }, seated before { $last }, takes the { $cards }
pig10-not-a-player = '{ $name }' is not among the players
pig10-not-a-player-hint = name one of { $players }
pig10-skip-needs-players = --skip needs --players
pig10-skip-needs-players-hint = where a player without cards sits decides who takes a pile that goes over 10; give the seating with --players A,B,...
pig10-lone-player-turns = every play is { $name }'s, and whether { $name } may lay another card depends on the seating (only when the others have no cards left)
pig10-lone-player-turns-hint = give the seating with --players A,B,... and those without cards with --skip NAME,...
pig10-not-a-play = '{ $text }' is not a play
pig10-not-a-play-hint = write each play as NAME:CARD or NAME:CARD@CALLED, e.g. Ann:5@0

## `check pig10 deal`: a whole deal, pile after pile.

# Where a refusal in a deal happened; $pile and $play count from 1; $problem: the refusal.
pig10-deal-at = pile { $pile }, play { $play }: { $problem }
pig10-deal-size = a deal of { $cards ->
    [one] 1 card
   *[other] { $cards } cards
  } cannot be played by { $players } players
pig10-deal-size-hint = everyone is dealt 3 cards and the box holds 80: give --cards from { $least } to { $most } for { $players } players
pig10-deal-too-long = { $plays } plays were given, but a deal has at most { $limit } cards (the box)
pig10-deal-too-long-hint = give the plays of one deal
# $card: pig10-a-card.
pig10-deal-no-cards-left = { $name } has played every card the deal gave them but plays { $card }
pig10-deal-no-cards-left-hint = --cards { $cards } gives { $name } { $share ->
    [one] 1 card
   *[other] { $share } cards
  }: if the { $plays } plays given are the whole deal, give --cards { $plays }; if not, correct who played this card
pig10-deal-out-of-turn-legal = give the plays in seating order: after a pile is taken, the player after the one who laid its last card plays next
# $left: pig10-cards.
# $held: pig10-deal-holds for each player still holding cards, joined by pig10-and.
pig10-deal-unfinished = the deal is not over: { $held }
pig10-deal-holds = { $name } still holds { $left }
pig10-deal-unfinished-legal = play goes on until no hand holds a card: give every play of the deal
# An unreadable play of a deal; $play counts from 1, $text: the play as typed.
pig10-deal-play-at = play { $play } ('{ $text }'): { $problem }
# One pile of a deal; $plays: "Steve 4, Sally 3"; $outcome: pig10-pile-taken or pig10-pile-over.
pig10-deal-pile = Pile { $pile } ({ $plays }): { $outcome }.
# The last pile, nobody took it; $outcome: pig10-pile-open.
pig10-deal-pile-left = Pile { $pile } ({ $plays }): { $outcome }; at the end of the deal its cards belong to nobody.
# The verdict's last line (made to start with a capital); $counts: "Ann 4, Bob 2"; $left: pig10-cards.
pig10-deal-collected = { $piles ->
    [one] 1 pile
   *[other] { $piles } piles
  }; cards collected: { $counts } ({ $collected } in all)
pig10-deal-collected-left = { $piles ->
    [one] 1 pile
   *[other] { $piles } piles
  }; cards collected: { $counts } ({ $collected } in all; { $left } left in the middle, belonging to nobody)

# A flag's number beyond any the command line holds; $value is the digits as typed.
pig10-pile-too-large = --pile { $value } is more than a pile can hold
pig10-says-too-large = --says { $value } is more than a pile can reach
pig10-says-too-large-hint = leave out --says to see every value the card can give the pile
pig10-cards-too-large = --cards { $value } is more cards than the box holds
pig10-cards-too-large-hint = the box holds { $most }: give --cards from 3 per player to { $most }

# A card written with its called value (5@8) where `check pig10 play` takes the value as --says.
pig10-play-card-called = '{ $text }' is a card with the value called after it, which `check pig10 play` takes from --says
pig10-play-card-called-hint = give the card alone and the value called with --says: { $card } --says { $called }
pig10-play-previous-called = '{ $text }' after --previous has a called value, which the card before does not need
pig10-play-previous-called-hint = give the card alone: --previous { $card }
