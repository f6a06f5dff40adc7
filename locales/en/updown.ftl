# 10 op en neer: the engine, `check updown` and the `play` prompts. Card codes (K♣, 2♥) and
# commands stay as they are.

## Words the messages below are made of.

# A suit, by its stored name, in the plural sense: "no hearts in hand", "hearts trump".
updown-suit = { $suit ->
        [clubs] clubs
        [diamonds] diamonds
        [hearts] hearts
       *[spades] spades
    }
# One card of a suit: "a heart was led", "the highest heart".
updown-suit-card = { $suit ->
        [clubs] club
        [diamonds] diamond
        [hearts] heart
       *[spades] spade
    }
# "0, 1 or 3": $init is the numbers before the last, joined by ", ".
updown-or = { $init } or { $last }
# The list above when it is empty.
updown-or-none = nothing
# "A♠, K♣ and 5♣".
updown-and = { $init } and { $last }
# A place in an order, 1 to 7: the 4th card, the 2nd bidder.
updown-ordinal = { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    }
# How far bids or tricks are from the mark: "1 under", "2 over".
updown-under = { $by } under
updown-over = { $by } over
updown-even = even

## The match: options, the round ahead, standings and show.

updown-all-played = { $last ->
        [one] the only round of the match is played
        [2] both rounds of the match are played
       *[other] all { $last } rounds of the match are played
    }
updown-all-played-legal = start a new match with `tenscore new updown`
updown-peak-zero = a peak of 0 deals no cards
updown-peak-legal = choose --peak 1 to { $deepest }
updown-peak-too-high = a peak of { $peak } cannot be dealt to { $players } players: the 52 cards deal at most { $deepest } each, keeping one to turn for trump
updown-next-over = The match is over: no further rounds.
updown-next-empty = Round { $seq }: nobody is seated.
# The round ahead, before its bids.
updown-next-open = Round { $seq } of { $of }: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } each. { $first } bids first and leads.
updown-next-hook = With the hook, { $last } bids last and may not make the bids add up to { $cards }.
# The round ahead once its bids are in.
updown-next-bid = Round { $seq } of { $of }: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } each.
updown-next-bid-trump = Round { $seq } of { $of }: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } each, { $trump } trump.
# $bids: "Ann 1, Bob 0, Cy 1" in bidding order; $balance: updown-under, -even or -over.
updown-bids-said = Bids: { $bids } ({ $sum } in all for { $cards ->
        [one] { $cards } trick
       *[other] { $cards } tricks
    }: { $balance }).
updown-bids-hook-barred = With the hook, { $last } could not bid { $barred }.
updown-bids-hook-free = With the hook, { $last } could bid anything.
updown-next-lead = { $first } leads; record the tricks next.
# Column title in the standings: a player's exact bids against rounds played, "3/5".
updown-figure-bids-hit = Bids hit
# A seat's part in an opened round, in `show`.
updown-detail-bid = bid { $bid }
# A seat's part of a round in a spreadsheet's row (export --format csv): not 1/1, which a
# spreadsheet takes for a date.
updown-entry = bid { $bid }, took { $tricks }
# The deal of a round in `show`, before the trump's symbol.
updown-detail-cards = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
updown-legend-points = Each player: bid/tricks, then the round's points → running total.
updown-legend = Each player: bid/tricks, then the running total.
# The options in the header of standings and show, joined by ", ": "1 to 10 cards and back, 19
# rounds, no hook". $rounds is the count of rounds in words.
updown-options-single = 1 card each, { $rounds }
updown-options-range = 1 to { $peak } cards and back, { $rounds }
updown-options-hook = with the hook
updown-options-no-hook = no hook
updown-options-no-trump = trump not asked
# Season columns in `stats`.
updown-column-bids = Bids
updown-column-exact = Exact
updown-column-exact-rate = Exact %
updown-column-exact-rate-by-cards = Exact % by cards
# Short titles for a narrow table (a key below explains them).
updown-column-bids-short = Bids
updown-column-exact-short = Exact
updown-column-exact-rate-short = Ex%
updown-column-exact-rate-by-cards-short = Ex% by cards

## Bids and tricks as they are recorded.

updown-deal-impossible = { $seats } players cannot each be dealt { $cards } cards
updown-deal-impossible-legal = a round deals 1 to { $deepest } cards each (52 cards, one kept for trump)
updown-all-bid = all { $seats } players have bid already ({ $given } bids given)
updown-all-bid-legal = give the bids made so far, at most { $most }
updown-bid-above = a bid of { $bid } is above the { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } of the round
updown-bid-above-named = { $name }'s bid of { $bid } is above the { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } of the round
updown-bid-above-legal = a bid is 0 to { $cards }
updown-hook-refused = with the hook, { $name } (bidding last) may not bid { $bid }: the bids would add up to the { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } of round { $seq }
# $allowed: "0, 1 or 3".
updown-hook-legal = { $name } may bid { $allowed }
updown-tricks-no-bids = round { $seq } has no bids yet (bids come before the tricks)
updown-tricks-no-bids-legal = open the round with `tenscore bid NAME=N ...`, then record the tricks
updown-tricks-too-many = { $name } took { $taken } tricks, but round { $seq } has only { $cards ->
        [one] { $cards } trick
       *[other] { $cards } tricks
    }
updown-tricks-per-player = tricks are 0 to { $cards } per player, adding up to { $cards }
updown-tricks-sum = the tricks add up to { $sum }, but round { $seq } deals { $cards ->
        [one] { $cards } card so { $cards } trick is played
       *[other] { $cards } cards so { $cards } tricks are played
    }
updown-tricks-sum-legal = give tricks adding up to exactly { $cards }
updown-score-no-bids = round { $seq } has no bids
updown-score-no-bids-legal = bids come before the tricks
updown-score-uneven = round { $seq } does not have one bid and one tricks count per player
updown-score-uneven-legal = record the round again
updown-score-cards = round { $seq } was opened for { $opened ->
        [one] { $opened } card
       *[other] { $opened } cards
    } but deals { $cards }
updown-score-cards-legal = open the round again with `tenscore bid`
# What a round scored, after it is recorded. $hits: updown-explain-hit, joined by ", ".
updown-explain-exact = Exact bids score the tricks + 10: { $hits }.
updown-explain-hit = { $name } bid { $bid } and took { $tricks } (+{ $points })
updown-explain-nobody = Nobody took exactly their bid, so nobody scores.
# $misses: updown-explain-miss, joined by "; ".
updown-explain-missed = Missed bids score 0: { $misses }.
# $by: updown-under or updown-over.
updown-explain-miss = { $name } bid { $bid }, took { $tricks } ({ $by })
# Notes in the standings.
updown-note-hit = hit { $bid }
updown-note-missed = bid { $bid }, took { $tricks }

## The trick referee (`check updown trick` and `follow`).

updown-trick-twice = { $card } is played twice in this trick (cards { $first } and { $again }), but a deck holds each card once
updown-trick-twice-legal = each card played once, in the order played, the led card first
updown-trick-count = the trick has { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, but { $players } players each play one card to every trick
# $example: a trick of as many cards as players, "KC AS 5C".
updown-trick-count-legal = give the trick as its { $players } cards in the order played, the led card first: { $example }
updown-trick-too-many = { $count } cards in one trick, but { $game } is played by 3 to { $most } players
updown-trick-too-many-legal = one card per player, at most { $most }, in the order played, the led card first
updown-trick-too-few = a trick needs at least { $fewest } cards, but { $count ->
        [0] none were given
        [1] only 1 was given
       *[other] only { $count } were given
    }
updown-trick-too-few-legal = the cards in the order played, the led card first: KC AS 5C 2H
# Who takes a trick: $because is one of the reasons below, ending in a full stop.
updown-wins = { $card } wins: { $because }
# The trump in brackets when it is also the suit led.
updown-trump-led = { $trump }, the suit led
updown-only-trump = it is the only trump ({ $label }) in the trick
updown-highest-trump = it is the highest trump ({ $label }), above { $others }
# Added to the two reasons above when cards of other suits were played.
updown-trump-beats = { $reason }, and a trump beats every card of another suit
# Added after that: the highest card the trump beat.
updown-trump-beats-even = { $reason }, even { $higher }
updown-led-alone = no trump ({ $trump }) was played and nobody else played a { $led_card } (the suit led), so the led card takes the trick
updown-led-highest = no trump ({ $trump }) was played, so the highest { $led_card } (the suit led) takes the trick, and { $card } ranks above { $followers }
# Added to the two reasons above: cards of another suit than the one led.
updown-stray = { $reason }; { $stray } is neither a { $led_card } nor a trump, so it cannot win
updown-strays = { $reason }; { $strays } are neither { $led } nor trumps, so they cannot win
# `check updown trick` in a round without trumps (no --trump, or --trump none).
updown-no-trump-led-alone = there are no trumps this round and nobody else played a { $led_card } (the suit led), so the led card takes the trick
updown-no-trump-led-highest = there are no trumps this round, so the highest { $led_card } (the suit led) takes the trick, and { $card } ranks above { $followers }
# The same when no --trump was given: said, so that a table that forgot it sees it.
updown-untold-led-alone = no trump was given (--trump), so this is judged as a round without trumps, and nobody else played a { $led_card } (the suit led), so the led card takes the trick
updown-untold-led-highest = no trump was given (--trump), so this is judged as a round without trumps, where the highest { $led_card } (the suit led) takes the trick, and { $card } ranks above { $followers }
updown-no-trump-stray = { $reason }; { $stray } is not a { $led_card }, so it cannot win
updown-no-trump-strays = { $reason }; { $strays } are not { $led }, so they cannot win
# `$notation` is cards-suit-notation.
updown-check-trump-notation = { $notation }; or none for a round without trumps
updown-hand-twice = the hand lists { $card } twice
updown-hand-twice-legal = a deck holds each card once: list each card of the hand once
updown-hand-too-big = a hand of { $count } cards is more than any table deals
updown-hand-too-big-legal = three players, the fewest, are dealt at most { $biggest } cards each (52 cards, one kept for trump)
updown-hand-empty = the hand is empty
# `$count`: how many cards `$cards` lists (Dutch says zit or zitten).
updown-hand-holds = the hand holds { $count ->
       *[other] { $cards }
    }
updown-not-in-hand = { $card } is not in the hand: { $held }
updown-not-in-hand-legal = list the card among the hand
updown-follow-led = { $card } may be played: it follows the suit led ({ $led }).
updown-follow-void = { $card } may be played: the hand has no { $led } (the suit led), so any card may be played — there is no duty to trump.
updown-follow-must-card = so { $only } must be played
updown-follow-must-suit = so a { $led_card } must be played
# $must: one of the two above.
updown-follow-refused = { $card } may not be played: a { $led_card } was led and the hand holds { $count ->
       *[other] { $held }
    }, { $must } (follow suit when you can).

## `check updown`.

updown-check-leader-unknown = the leader '{ $leader }' is not among the players
updown-check-leader-legal = name one of { $players }
updown-check-named = { $name } takes the trick with { $card }: { $because }
# $place: updown-ordinal.
updown-check-placed = The { $place } card, { $card }, takes the trick: { $because }
updown-check-one-card = give the one card played
updown-check-one-card-legal = e.g. tenscore check updown follow --led clubs --hand 5C,KC,2H 2H
updown-check-legal = Legal: { $reason }
updown-check-not-legal = Not legal: { $reason }
updown-check-bids-hook = with the hook the last bidder may not bid { $barred }, which would make the bids add up to the { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }
updown-check-bids-any = a bid may be anything from 0 to the { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } of the round
# $reason: one of the two above.
updown-check-bids = The { $place } bidder may bid { $allowed }: { $reason }.

## The questions of `play`.

updown-ask-peak = Most cards in a round (the peak, 1 to { $deepest })
updown-ask-peak-refused = the peak is a number from 1 to { $deepest } (52 cards, one kept for trump, among { $players } players)
updown-ask-hook = Play with the hook (the last bidder may not make the bids add up to the cards)?
updown-ask-trump-kept = Ask for the trump suit with each round's bids?
# $back: the word that goes back one answer.
updown-ask-bids-start = Bids for round { $seq }, from { $first } round the table; type { $back } to go back one answer.
# Suits are read in English, Dutch and German whatever the language.
updown-ask-trump = Trump suit (C, D, H, S, hearts, ..., or none; Enter to skip)
# Shown after the trump question with the bids once Enter skipped it: the round is recorded
# without a trump.
updown-trump-skipped = not noted
# The bids a player may make, in brackets after the question.
updown-ask-range = 0–{ $cards }
updown-ask-range-barred = 0–{ $cards }, not { $barred }
updown-ask-range-only = must be { $only }
updown-ask-bid = { $name }'s bid ({ $range })
updown-ask-bid-refused = a bid is a whole number from 0 to { $cards }
updown-ask-hook-refused = with the hook, { $name } (bidding last) may not bid { $bid }: the bids would add up to the { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }
updown-ask-tricks-start = Tricks taken in round { $seq }, { $cards } in all, from the leader round the table; type { $back } to go back one answer.
updown-ask-tricks = { $name }'s tricks (bid { $bid })
updown-ask-tricks-last = the tricks must add up to { $cards }, so { $name } took the { $left ->
        [one] { $left } trick
       *[other] { $left } tricks
    } left, not { $n }
updown-ask-tricks-over = round { $seq } has { $cards ->
        [one] { $cards } trick
       *[other] { $cards } tricks
    }; { $taken ->
        [0] { $name } can take at most { $remaining }
       *[other] { $taken } already taken, so { $name } can take at most { $remaining }
    }
updown-ask-tricks-refused = tricks are a whole number from 0 to { $remaining }

## The whole hand (`check updown hand`).
updown-whole-trick-size = trick { $trick } has { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, but { $players } players each play one card to every trick
# $example: a trick of as many cards as players, "KC,AS,5C".
updown-whole-trick-size-legal = give each trick as its { $players } cards in the order played, comma-separated, the led card first: { $example }
updown-whole-twice = { $card } is played in trick { $first } and again in trick { $again }, but a deck holds each card once
updown-whole-twice-in-trick = { $card } is played twice in trick { $trick }, but a deck holds each card once
updown-whole-twice-legal = check the cards typed: every card is played once in a hand
updown-whole-trump-card-played = { $card } is the card turned up for trump, yet trick { $trick } has it
updown-whole-trump-card-played-legal = the card turned up for trump is in nobody's hand: check --trump-card and that trick
updown-whole-too-long = trick { $trick } is one too many: round { $round } deals { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } to each player
updown-whole-too-short = the hand has { $count ->
        [one] { $count } trick
       *[other] { $count } tricks
    }, but round { $round } deals { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } to each player
updown-whole-length-legal = give { $cards ->
        [one] { $cards } trick
       *[other] { $cards } tricks
    }, one for each card in hand
# $led: the suit's name ("clubs"); $led_card: one card of it ("club").
updown-whole-revoke = { $name } revoked in trick { $trick }: { $led } were led and { $name } played { $played }, yet played { $proof } in trick { $later }, so { $name } held a { $led_card }
updown-whole-revoke-rule = follow suit when you can (the rule document names no penalty for a revoke, and neither does tenscore: the table decides)
updown-whole-trick = Trick { $trick } ({ $cards }): { $name } takes it with { $card }: { $because }
updown-whole-taken = Tricks taken: { $taken }.
updown-whole-scores = Scores (an exact bid scores the tricks + 10, any other 0): { $scores }.
updown-whole-recorded-open = Round { $round } of match { $id } is open: its bids are recorded, its tricks not yet, so there is nothing to compare with.
updown-whole-recorded-agrees = Round { $round } of match { $id } records the same tricks.
updown-whole-recorded-differs = Round { $round } of match { $id } records other tricks: { $recorded }.
updown-whole-legal = Legal: { $tricks ->
        [one] the trick follows
        [2] both tricks follow
       *[other] all { $tricks } tricks follow
    } the rules, and no card played later shows a revoke.
updown-whole-trump-disagree = --trump { $trump } and --trump-card { $card } name different trump suits
updown-whole-trump-disagree-legal = give one of them, or make them name the same suit
updown-whole-bids-legal = give one bid for each player with --bids NAME=N,...: { $players }
updown-whole-bids-not-a-bid = '{ $entry }' is not a bid: a bid is a whole number of tricks, 0 or more
updown-whole-bids-unknown = --bids names '{ $name }', who is not among the players
updown-whole-bids-twice = --bids gives { $name } two bids
updown-whole-bids-missing = --bids has no bid for { $name }
updown-whole-recorded-unreadable = round { $round } of match { $id } cannot be read as 10 op en neer bids and tricks: { $reason }
updown-whole-recorded-unreadable-legal = check the match with `tenscore check history`
updown-whole-match-players = the hand's players ({ $players }) are not the players of match { $id } ({ $seated })
updown-whole-match-players-legal = name the match's players with --players, or compare with another match
updown-whole-match-leader = round { $round } of match { $id } is led by { $due } (the lead moves one seat clockwise each round), not { $leader }
updown-whole-match-leader-legal = leave out --leader to take the round's leader
updown-whole-match-trump = round { $round } of match { $id } has { $recorded } as trump (recorded with its bids), not { $typed }
updown-whole-match-trump-none = round { $round } of match { $id } has { $recorded } as trump (recorded with its bids), so it is not a round without trumps
updown-whole-match-trump-legal = leave out --trump and --trump-card to take the recorded trump

## "Referee the hand?" in `play` (a match with `--referee`).
updown-options-referee = hands refereed in play
updown-ask-referee = Referee the hand? (type the cards of every trick)
updown-ask-referee-trump = Trump suit of this hand (C, D, H, S; Enter for none)
# Offered at that question: Enter takes it (a word that question reads as no trump).
updown-referee-no-trump = no trump
updown-ask-trick = Trick { $trick }, led by { $name }: its cards in the order played, e.g. { $example }
updown-referee-taken = { $name } takes it with { $card }: { $because }
updown-referee-trick-size = give { $players } cards, one per player, not { $count }
updown-referee-played = { $card } is played already in this hand
updown-referee-refused = The hand cannot be refereed: { $problem }; { $legal }. Type it again.
updown-referee-revoke = Revoke: { $problem }; { $legal }.
updown-ask-record-as-played = Record the tricks as played? (no: type the hand again)

# A flag's number beyond any the command line holds; $value is the digits as typed.
updown-cards-too-large = --cards { $value } is more cards than a deck can deal
updown-cards-too-large-hint = a round deals each player 1 to 51 / players cards, rounded down (17 for three players, 12 for four)
updown-seats-too-large = --seats { $value } is more players than a table seats
updown-bid-too-large = a bid of { $value } is more tricks than any round has
updown-bid-too-large-hint = a bid is 0 to the cards of the round (--cards)
updown-peak-too-large = --peak { $value } is more cards than a deck can deal
updown-peak-too-large-hint = choose --peak 1 to 51 / players, rounded down (17 for three players, 12 for four)

## A round without trumps, told with the bids (`bid --trump none`, or `play`).
# The word a round without trumps is typed with, offered back in `play`: one of none, geen, kein.
updown-no-trumps-typed = none
updown-next-bid-no-trumps = Round { $seq } of { $of }: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } each, no trumps.
updown-detail-cards-no-trumps = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, no trumps
# After the cards in a narrow column of `show`: "5NT" (bridge's short for no trumps).
updown-detail-no-trumps-short = NT
# A stored or imported opening that has both.
updown-opening-suit-and-no-trumps = the bids name { $trump } as trump and also say the round has no trumps
updown-whole-match-no-trumps = round { $round } of match { $id } has no trumps (recorded with its bids), so { $typed } is not trump
