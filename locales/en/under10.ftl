# Under the 10: the engine, `check under10` and the `play` questions. Card notation (8r, 12b,
# joker), flags and NAME=POINTS stay as typed.

## Options

under10-unknown-end = unknown end '{ $end }': the ends are last-standing and first-out
under10-unknown-end-hint = choose --end last-standing (play on until one player is left) or --end first-out (stop when the first player goes out)
under10-starter-unknown = the starter '{ $name }' is not at the table
under10-starter-hint = name one of { $names } with --starter
# `standings` and `show`: the options of a match. The first-out end has a ";" in it, so a ";"
# follows it too (no brackets inside the brackets the options stand in).
under10-options-end = { $end ->
    [first-out] ends when the first player goes out; lowest total wins
   *[last-standing] last one standing wins
  }
under10-options-bonus = { $bonus ->
    [on] bonus cards on
   *[off] bonus cards off
  }
under10-options = { $ending ->
    [first-out] { $end }; { $bonus }
   *[other] { $end }, { $bonus }
  }
# Who starts round 1, where two matches' options are told apart (import); $name is a player,
# $seat a seat number when the player is not known.
under10-options-starter = { $name } starts round 1
under10-options-starter-seat = seat { $seat } starts round 1

## Bonus cards

under10-not-bonus = '{ $text }' is not a bonus card
under10-not-bonus-hint = the bonus cards are joker, trade-one and trade-all (e.g. Ann=7+joker)
# One bonus card in a sentence; $bonus is its id.
under10-bonus-one = { $bonus ->
    [joker] a joker
    [trade-one] a trade-one
   *[trade-all] a trade-all
  }
# A bonus card as an entry in this language writes it (2+trade-all).
under10-bonus-typed = { $bonus ->
    [joker] joker
    [trade-one] trade-one
   *[trade-all] trade-all
  }
# The bonus cards a player holds: $names is the list of under10-bonus-one.
under10-bonus-held = { $count ->
    [one] { $names }
   *[other] { $names }
  }
# The last two of a list: "Ann, Bob and Cy".
under10-and = { $rest } and { $last }

## Reading an entry

under10-hand-form = write the points left in hand as a whole number, then any bonus card held: 7, 12+joker, 0+trade-one
under10-hand-form-plain = write the points left in hand as a whole number: 7, 12
under10-no-points = '{ $text }' gives no points
under10-not-points = '{ $points }' is not a number of points
under10-without-sign = write the points without the sign: { $digits }
under10-plus-alone = '{ $text }' has a '+' with no bonus card after it
under10-negative = { $points } points: points in hand cannot be negative
under10-negative-hint = card values run from 0 to 13, so a hand holds 0 points or more
under10-entered-twice = { $name } is entered twice
under10-entered-twice-hint = give one NAME=POINTS per player
# $flag is --call or --luck; $typed is the name as typed.
under10-flag-unknown = { $flag } { $typed }: there is no player '{ $name }' in this match
under10-name-still-in = name a player still in: { $names }
under10-no-ending = the round needs --call or --luck: say how it ended
under10-no-ending-hint = add --call NAME (who called "Under the 10!") or --luck NAME (who emptied their hand)
under10-both-endings = both --call and --luck given: a round ends either by a call or by a stroke of luck
under10-both-endings-hint = keep only one of --call NAME and --luck NAME
under10-no-name = '={ $value }' names no player
under10-no-name-hint = write NAME=POINTS, e.g. Ann=7
under10-player-unknown = { $name }={ $value }: there is no player '{ $name }' in this match
under10-player-unknown-hint = give NAME=POINTS for the players still in: { $names }

## The rules of an entry

under10-hand-count = the entry has { $hands } hands but the match has { $players } players
under10-hand-count-hint = give one hand per player in seating order
under10-too-few = fewer than two players are still in: the match is over
under10-too-few-hint = start a new match
under10-seat-unknown = { $flag } names seat { $seat }, but the match has { $seats } seats
under10-ender-out = { $flag } { $name }: { $name } is out of the match ({ $total })
under10-no-entry = no entry for { $name }
under10-no-entry-hint = give NAME=POINTS for every player still in: { $names }
under10-out-entered = { $name } is out of the match ({ $total }) and takes no part in later rounds
under10-out-entered-hint = leave { $name } out of the entry; the players still in are { $names }
under10-call-holding = { $name } called while holding { $bonus }
under10-call-points = { $name } called with { $points } points in hand
under10-call-hint = a call needs fewer than 10 points (0 to 9) and no bonus card
# $hand is the hand as typed: 7+joker.
under10-luck-holds = { $name } had a stroke of luck but still holds { $hand }
under10-luck-holds-hint = a stroke of luck empties the hand: enter { $name }=0
under10-bonus-off = { $name } holds { $bonus }, but this match is played without bonus cards
under10-bonus-off-hint = enter the card points alone ({ $name }={ $points }); bonus cards count only in a match created with `new under10 --bonus-cards`
under10-bonus-many = { $name } holds { $count } bonus cards, but a hand holds at most 5 cards
under10-bonus-many-hint = enter at most 5 cards in hand, bonus cards included
# $bonus bonus cards held leave $slots cards for points.
under10-points-many = { $name } has { $points ->
    [one] 1 point
   *[other] { $points } points
  } in hand, but { $bonus ->
    [0] 5 cards
    [one] besides 1 bonus card, { $slots ->
        [one] 1 card
       *[other] { $slots } cards
      }
   *[other] besides { $bonus } bonus cards, { $slots ->
        [one] 1 card
       *[other] { $slots } cards
      }
  } of at most 13 make at most { $most }
under10-points-many-hint = a hand holds at most 5 cards, so at most (5 − bonus cards) × 13 = { $most } points

## Scoring a round

# $anyone is yes when some player holds a bonus card.
under10-call-stands = { $caller } called with { $points ->
    [one] 1 point
   *[other] { $points } points
  } and { $anyone ->
    [yes] nobody without a bonus card
   *[no] nobody else
  } had { $points } or fewer — the call stands: { $caller } scores 0, everyone else scores their hand.
under10-blocked = { $name } had { $points } but holds a bonus card, and a player holding a bonus card cannot beat the caller.
# $tie is yes when the winners had as many points as the caller.
under10-beaten = { $tie ->
    [yes] { $winners } had { $lowest } too (the same number is enough to beat a call)
   *[no] { $winners } had { $lowest }
  }
# $beaten is under10-beaten; $count is how many players won the round.
under10-call-fails = { $caller } called with { $called ->
    [one] 1 point
   *[other] { $called } points
  }, but { $beaten } — a failed call: { $caller } scores { $penalty } + { $called } = { $score }, { $winners } { $count ->
    [one] (lowest) scores
   *[other] (lowest, tied) score
  } 0.
under10-also-beat = { $name } also had { $called } or fewer ({ $points }) but not the lowest, so scores their hand.
under10-luck-ends = { $name } emptied their hand by a stroke of luck — the round ends: { $name } scores 0, everyone else scores their hand.
# $sum is the sum written out: 3 + 10.
under10-penalty = { $name } holds { $bonus }: +{ $penalty } ({ $sum } = { $score }).
under10-halved = { $name } reached exactly { $reached } and is halved to { $total }.
under10-went-out = { $name } went above { $mark } ({ $total }) and is out.

## Notes in tables

under10-note-called = called
under10-note-failed-call = failed call (+20)
under10-note-beat-caller = beat the caller
under10-note-luck = stroke of luck
under10-note-bonus = bonus penalty +{ $points }
under10-note-halved = halved { $from } → { $to }
under10-note-went-out = out ({ $total })
under10-note-out = out
# The cells of a round in `export --format csv`: the hand, and how its player ended the round.
under10-entry-called = { $hand }, called
under10-entry-luck = { $hand }, luck

## What comes next

under10-next-over = The match is over: no further rounds.
under10-next-starts = Round { $round }: { $name } starts.
under10-next-nobody = Round { $round }: nobody is left to start.

## Season figures (`stats`)

under10-column-calls = Calls
under10-column-failed-calls = Failed calls
under10-column-luck = Strokes of luck
under10-column-halvings = Halvings
under10-column-outs = Times out
# Short titles for a narrow table (a key below explains them).
under10-column-calls-short = Calls
under10-column-failed-calls-short = Failed
under10-column-luck-short = Luck
under10-column-halvings-short = Halv.
under10-column-outs-short = Out

## Combinations (`check under10 combo`)

under10-combination = { $kind ->
    [single] single card
    [pair] pair
    [three-of-a-kind] three of a kind
    [four-of-a-kind] four of a kind
    [small-street] small street
    [big-street] big street
   *[flush] flush
  }
# $name is under10-combination of $kind.
under10-combo-is = { $shown }: { $name } — { $why }
under10-combo-also = ; it is also { $kind ->
   *[other] a
  } { $name } — { $why }
under10-combo-legal = a combination is a single card, a pair, three or four of a kind, a small street (3 or 4 in a row of one colour), a big street (5 in a row) or a flush (5 of one colour)
under10-combo-empty = no cards to check
under10-combo-empty-hint = give 1 to 5 cards, e.g. 8r 9r 10r
under10-combo-too-many = { $shown }: { $count } cards, but a combination has at most 5
under10-combo-none = { $shown }: { $why }
under10-not-a-card = '{ $card }' is not an Under the 10 card
under10-not-a-card-hint = a card is its value 0–13 followed by a colour letter (8r, 12b), or joker / *
under10-jokers-only = jokers only, standing in for any cards
under10-single-joker = one card (the joker)
under10-single = one card on its own
under10-of-a-kind = { $count ->
    [2] two
    [3] three
    [4] four
   *[other] five
  } cards of value { $value }
# A card of this value, whatever its colour: "a 7", "an 8".
under10-a-card-of = { $value ->
    [8] an 8
    [11] an 11
   *[other] a { $value }
  }
under10-each = each { $card }
under10-stand-in = { $jokers ->
    [one] (the joker stands in for { $cards })
   *[other] (the jokers stand in for { $cards })
  }
under10-small-street = { $run } in a row, all colour { $colour }
under10-big-street = { $run } in a row
under10-flush = five cards of colour { $colour }
under10-flush-stand-in = { $jokers ->
    [one] a card
   *[other] cards
  } of colour { $colour }
under10-even-with = { $jokers ->
    [one] , not even with the joker
   *[other] , not even with the jokers
  }
under10-none-two = two cards of different values — a pair needs two cards of one value
under10-none-five-of-a-kind = five of a kind is not a combination, and the colours differ, so it is no flush
under10-none-full-house = a full house is not a combination, and the colours differ, so it is no flush
under10-none-two-pair-five = two pair is not a combination, and the colours differ, so it is no flush
under10-none-two-pair = two pair is not a combination
under10-none-three-and-one = three of a kind with one more card is not a combination
under10-none-wraps = { $count ->
    [5] 13 is not followed by 0 — streets do not wrap around, and the colours differ, so it is no flush
   *[other] 13 is not followed by 0 — streets do not wrap around
  }
under10-none-colours = { $count ->
    [3] three
   *[other] four
  } in a row but not of one colour — a small street needs one colour
under10-none-small = { $count ->
    [3] neither all of one value (three of a kind) nor three in a row of one colour (small street)
   *[other] neither all of one value (four of a kind) nor four in a row of one colour (small street)
  }
under10-none-big = neither five in a row (big street) nor five of one colour (flush)

## Stroke of luck (`check under10 luck`)

under10-luck-legal = a stroke of luck is a card drawn from the closed deck with the same value as a card just laid (a drawn joker never matches)
under10-luck-none-laid = no card was laid
under10-luck-none-laid-hint = give the cards just laid with --played, e.g. --played 8r,8b
under10-luck-open = { $drawn } was taken from the open deck: only a card drawn from the closed deck can be a stroke of luck
under10-luck-joker = a drawn joker is never a stroke of luck: it has no value of its own to match
under10-luck-yes = { $drawn } drawn from the closed deck has the value of { $matched } just laid: a stroke of luck — it may be laid at once
under10-luck-no = { $drawn } drawn from the closed deck matches the value of none of the cards just laid ({ $laid })
# Cards laid with a joker among them: why the card the joker stood for does not count.
under10-luck-no-joker-laid = { $drawn } drawn from the closed deck matches the value of none of the cards just laid ({ $laid }): the joker laid has no value of its own, and counts as the card it stands for only inside its combination (a house ruling)
under10-luck-not-a-lay = { $problem }, so these cards cannot have been laid together

## `check under10`

under10-check-no-ending = neither a caller nor a stroke of luck was named
under10-check-no-ending-hint = name who called with --call NAME, or who emptied their hand with --luck NAME
under10-check-call = { $stands ->
    [yes] The call is allowed, and it stands.
   *[no] The call is allowed, and it fails.
  }
under10-check-luck = The stroke of luck is allowed.
under10-check-scores = Round scores:
under10-check-combo = Legal: { $reason }.
under10-check-one-drawn = --drawn takes one card
under10-check-one-drawn-hint = e.g. --drawn 8r
under10-check-luck-yes = A stroke of luck: { $reason }.
under10-check-luck-no = Not a stroke of luck: { $reason }.

## `play`

under10-ask-end = How does the match end?
under10-end-last-standing = Last one standing: play on until one player is left
under10-end-first-out = First out: stop when a player goes out; lowest total wins
under10-ask-bonus = Play with the bonus cards (trade-all, joker, trade-one)?
under10-ask-bonus-off-hint = type the card points alone: { $points }
under10-ask-starter = Who starts round 1 (left of the dealer)?
# $back is the word that goes back one answer.
under10-say-hands = { $bonus ->
    [on] Points left in each hand in round { $round }, e.g. 7, or 12+joker for a bonus card still held; type { $back } to go back one answer.
   *[off] Points left in each hand in round { $round }, e.g. 7; type { $back } to go back one answer.
  }
under10-say-emptied = { $name } emptied their hand: 0 points.
under10-ask-ending = How did round { $round } end?
under10-ending-call = Someone called "Under the 10!"
under10-ending-luck = Stroke of luck: someone emptied their hand
under10-back = Back
under10-ask-lucky = Who emptied their hand?
under10-ask-caller = Who called "Under the 10!"?
under10-ask-hand = { $caller ->
    [yes] { $name } (caller): points in hand
   *[no] { $name }: points in hand
  }

# `check under10 call` with --call or --luck naming none of the hands given (there is no match).
under10-check-flag-unknown = { $flag } { $typed }: '{ $name }' has no hand among the ones given
under10-check-flag-unknown-hint = name one of the players whose hand is given: { $names }
