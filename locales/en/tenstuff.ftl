# Tenstuff: the engine, `check tenstuff` and the `play` questions. `$card`, `$cards`, `$on` are
# cards as shown (Q♥, "7♣ and 7♦"); `$set` is a set in words ("two queens"); names are players.

## Words

# A place in a deal: `$ordinal` is the English "1st", `$number` the number.
tenstuff-place = { $number ->
   *[other] { $ordinal }
  }
# A place in a deal inside a sentence ("who went out 1st?"): Dutch and German spell the first
# ten out ("eerste", "Erster"); English keeps the ordinal, as it reads well.
tenstuff-place-words = { $number ->
   *[other] { $ordinal }
  }
tenstuff-and = and
tenstuff-or = or
# A value's name; `$value`: 0 joker, 1 ace, 2–10, 11 jack, 12 queen, 13 king.
tenstuff-value = { $value ->
    [0] joker
    [1] ace
    [11] jack
    [12] queen
    [13] king
   *[other] { $value }
  }
# The cards of a value, as in "two queens".
tenstuff-values = { $value ->
    [0] jokers
    [1] aces
    [11] jacks
    [12] queens
    [13] kings
   *[other] { $value }s
  }
# A set of one card: "a 7", "an ace"; `$name` is tenstuff-value.
tenstuff-one-card = { $value ->
    [1] an
    [8] an
   *[other] a
  } { $name }
# A set of 2 to 4 cards: "three 6s"; `$names` is tenstuff-values.
tenstuff-cards-of-a-value = { $count ->
    [2] two
    [3] three
   *[other] four
  } { $names }
tenstuff-or-higher = { $names } or higher
tenstuff-suit = { $suit ->
    [clubs] clubs
    [diamonds] diamonds
    [hearts] hearts
   *[spades] spades
  }
# One card of a suit, in a list: "a set with a heart or a spade".
# One suit in a list of "a card of this suit or that"; `$place`: only, first, middle or last in
# that list (German shares the word Karte: "einer Karo- oder Pikkarte").
tenstuff-a-suit = { $place ->
   *[other] { $suit ->
        [clubs] a club
        [diamonds] a diamond
        [hearts] a heart
       *[spades] a spade
    }
  }
tenstuff-direction = { $direction ->
    [clockwise] to the left (clockwise)
   *[counterclockwise] to the right (counterclockwise)
  }
tenstuff-cards = { $count ->
    [0] no cards
    [one] { $count } card
   *[other] { $count } cards
  }
tenstuff-empty-pile = an empty pile

## A deal and the match

tenstuff-no-player = there is no player '{ $name }' in this match
tenstuff-players-are = the players are { $names }
tenstuff-order-twice = { $name } is in the finishing order twice
tenstuff-order-twice-hint = name each player once, first out first
# $count: how many players are left out; $names: them, listed as game-and-list lists them.
tenstuff-order-leaves-out = the finishing order leaves out { $count ->
    [one] { $names }
   *[other] { $count } players: { $names }
  }
tenstuff-order-leaves-out-hint = name every player in the order they went out; only the last may be left out (the players are { $names })
tenstuff-order-not-entries = a Tenstuff deal is its finishing order, not NAME=VALUE entries
tenstuff-order-hint = give --order with the players, first out first, e.g. --order Cy,Ann,Bob
tenstuff-order-missing = the finishing order is missing
tenstuff-unplaced = the deal does not place every player
tenstuff-unplaced-hint = record the deal again
# One player in a deal's explanation: "1st Cy (+3)".
tenstuff-placed = { $place } { $name } (+{ $points })
tenstuff-finishing-order = Finishing order: { $order }; place k of { $players } scores { $players } − k.
tenstuff-next-deal = Deal { $deal }: { $cards } cards each; whoever holds the lowest card starts.
tenstuff-options-casual = casual: without excommunication, the three sixes and cheating; equal points are split by deals won
tenstuff-options-official = official rules: excommunication, the three sixes and cheating; equal points are split by deals won

## Sets

tenstuff-set-rule = a set is 1 to 4 cards of one value, or the two jokers
tenstuff-set-empty = a set needs at least one card
tenstuff-set-too-big = { $count } cards are too many for one set (at most { $most })
tenstuff-set-repeat = { $card } is listed twice, but a deck holds each card once
tenstuff-set-repeat-hint = list each card of a set once
tenstuff-set-joker = { $joker } cannot be in one set with { $number }: a joker is no wild card, and only the two jokers make a set together
tenstuff-set-values = { $first } and { $other } are of different values
# A problem with the set below the set played.
tenstuff-set-below = the set below: { $problem }
tenstuff-card-on-pile = { $card } is in the set below and in the set played, but a deck holds each card once
tenstuff-card-on-pile-hint = play a set of cards that are not already on the pile
tenstuff-plain-empty = a plain play: the pile is empty, so any set may start it
# `$count`: the cards in the set played; `$below`: in the set below.
tenstuff-plain-higher = a plain play: { $set } { $count ->
    [one] is
   *[other] are
  } higher than { $on }, and a set may go on a set of equal or higher value
tenstuff-lower = { $set } { $count ->
    [one] is
   *[other] are
  } lower than { $on }
tenstuff-lower-hint = a set may go on a set of equal or higher value, and lower sets or jokers only on jacks, queens and kings: here { $allowed }
tenstuff-match = a match: a set of the same value and size; play another set if you like
tenstuff-attempt = an attempt: a smaller set of the same value; guess the next card of the draw pile if you like (value and suit: if you are right, it goes to the next player)
tenstuff-slam = a slam: a bigger set of the same value; give the slammed player lower cards sharing a suit with your set if you like
tenstuff-plain-jokers = a plain play: { $set } may go on { $on }, because jokers may be played on jacks, queens and kings
tenstuff-plain-shared = a plain play: { $set } { $count ->
    [one] is
   *[other] are
  } lower than { $on } but { $count ->
    [one] shares
   *[other] share
  } { $suits } with { $below ->
    [one] it
   *[other] them
  }, and on jacks, queens and kings a lower set may go when it shares a suit
tenstuff-lower-no-suit = { $set } { $count ->
    [one] is
   *[other] are
  } lower than { $on } and { $count ->
    [one] shares
   *[other] share
  } no suit with { $below ->
    [one] it
   *[other] them
  }
# `$suits`: "a heart or a spade".
tenstuff-lower-no-suit-hint = on jacks, queens and kings a set of equal or higher value, a lower set sharing a suit, or jokers may go: here { $allowed }, a set with { $suits }, or jokers

## What a slam may give

tenstuff-gift-rule = a slam may give the slammed player cards lower than the slamming set that share a suit with it
# `$kind`: what the set is instead: plain, match, attempt.
tenstuff-not-a-slam = { $set } on { $on } is { $kind ->
    [plain] a plain play
    [match] a match
    [attempt] an attempt
   *[slam] a slam
  }, not a slam
tenstuff-not-a-slam-hint = only a slam, a bigger set of the same value, may give cards to the slammed player
tenstuff-offered-twice = { $card } is offered twice, but a deck holds each card once
tenstuff-offered-twice-hint = offer each card once
tenstuff-offered-in-set = { $card } is offered but is already in { $place ->
    [slamming] the slamming set
   *[slammed] the slammed set
  }; a deck holds each card once
tenstuff-offered-in-set-hint = offer cards from the slamming player's hand
tenstuff-jokers-no-suit = jokers have no suit
# `$values`: the slamming set's value, "8s"; `$suits`: its suits, "spades and clubs".
tenstuff-gift-high-and-no-suit = { $card } { $higher ->
    [higher] is higher than
   *[not-lower] is not lower than
  } the slamming { $values } and shares no suit with them ({ $suits })
tenstuff-gift-high = { $card } { $higher ->
    [higher] is higher than
   *[not-lower] is not lower than
  } the slamming { $values }
tenstuff-gift-no-suit = { $card } shares no suit with the slamming { $values } ({ $suits })
tenstuff-gift-joker = { $card } is a joker, and a joker is never given: it has no suit to share
tenstuff-gift-none-offered = nothing was offered
tenstuff-gift-none-may = none of them may be given
# `$count`: how many cards `$cards` lists (Dutch and German verbs agree with it).
tenstuff-gift-may = { $count ->
    [one] { $cards } may be given
   *[other] { $cards } may be given
  }
tenstuff-gift-only = { $count ->
    [one] only { $cards } may be given
   *[other] only { $cards } may be given
  }

## Who starts

tenstuff-hands-count = { $count } { $count ->
    [one] hand
   *[other] hands
  } given, but Tenstuff is played by { $least } to { $most } players
tenstuff-hands-count-hint = give every player's hand, one NAME=CARD,... each
tenstuff-held-twice = { $card } is held twice, but a deck holds each card once
tenstuff-held-twice-hint = list each card in the one hand that holds it
tenstuff-no-cards = no one holds a card, so no one can start
tenstuff-no-cards-hint = give the cards in every player's hand
tenstuff-first-play = { $why }; the first play is a set of the lowest value in hand ({ $values })
tenstuff-lowest-marked-joker = jokers are the lowest cards, and the marked joker is below the unmarked one
tenstuff-lowest-joker = jokers are the lowest cards
tenstuff-lowest-no-joker = no one holds a joker
tenstuff-lowest-no-lower = no one holds a lower value
# `$suit`: the suit of the lowest card.
tenstuff-lowest-by-suit = { $lower }, and of the { $values } held ({ $cards }) the { $suit ->
    [clubs] club
    [diamonds] diamond
    [hearts] heart
    [spades] spade
   *[joker] joker
  } is lowest, as diamonds < clubs < hearts < spades

## Skipping with a 10

tenstuff-return-rule = a skipped player may hand back any cards of their hand in the suit of the 10 ({ $suit }), never the 10 itself, and never a joker, which has no suit
tenstuff-no-ten = only a 10 skips a player, and { $card } is no 10
tenstuff-no-ten-hint = hand the skipped player a 10 (10♣, 10♦, 10♥ or 10♠) before their turn
tenstuff-hand-twice = { $card } is in the hand twice, but a deck holds each card once
tenstuff-skip-hand-twice-hint = list each card of the skipped player's hand once
tenstuff-return-nothing = nothing may be handed back
# `$count`: how many cards `$cards` lists.
tenstuff-return-may = { $count ->
    [one] { $cards } may be handed back
   *[other] { $cards } may be handed back
  }
tenstuff-return-from-hand = { $count ->
    [one] from this hand, { $cards } may be handed back
   *[other] from this hand, { $cards } may be handed back
  }
tenstuff-return-none-given = nothing is handed back, which is always allowed
tenstuff-returned-twice = { $card } is handed back twice, but a deck holds each card once
tenstuff-returned-twice-hint = hand back each card once
tenstuff-return-the-ten = { $card } is the 10 that skipped them, and the 10 itself is never handed back
tenstuff-return-not-in-hand = { $card } is not in the skipped player's hand, and only cards of their own hand go back
tenstuff-return-joker = { $card } is a joker, and a joker is never handed back: it has no suit
tenstuff-return-other-suit = { $card } is not a { $suit ->
    [clubs] club
    [diamonds] diamond
    [hearts] heart
   *[spades] spade
  }, the suit of { $ten }
tenstuff-skipped-player = the skipped player
tenstuff-skipped-turn-next = { $who } does not draw, and play passes at once to the next player, { $direction }: { $next }
tenstuff-skipped-turn = { $who } does not draw, and play passes at once to the next player

## Unwinning

tenstuff-unwin-no-one-out = no one is out, so no one can be slammed back into the deal
tenstuff-unwin-no-one-out-hint = give --out with the players who went out, first out first; the last of them went out with the set slammed
tenstuff-unwin-out-twice = { $name } is out twice
tenstuff-unwin-out-twice-hint = name each player once in --out, first out first
tenstuff-unwin-no-one-left = no one was left
tenstuff-unwin-one-left = only { $name } was left
tenstuff-unwin-over = the deal was over when { $name } went out, as { $left }: it cannot be unwon
tenstuff-unwin-over-hint = a player can unwin only while two players or more are still in after they went out (so with 3 players or more)
tenstuff-unwin-slammer-out = { $name } went out { $place } and plays no more, so cannot slam
tenstuff-unwin-slammer-out-hint = the slam comes from a player still in the deal: { $names }
tenstuff-unwin-slams = { $name } slams { $set } on { $on }, the set { $slammed } went out with
tenstuff-unwin-not-given = { $reason }; { $slammed } comes back into the deal only with cards that may be given
tenstuff-unwin-no-one-out-now = no one is out
tenstuff-unwin-so-far = the finishing order so far is { $order }
# `$slams`: tenstuff-unwin-slams; `$so_far`: tenstuff-unwin-so-far.
tenstuff-unwin-back = { $slams }, and gives { $cards }, so { $slammed } unwins: back in the deal with the cards given, no longer { $place }; { $so_far }; record the deal's final finishing order with { $slammed } where they finally finish
tenstuff-unwin-stays-out = { $slams }, but gives no cards, so { $slammed } stays out, { $place }: only a player given cards comes back into the deal

## The official rules

tenstuff-official-rule = { $rule ->
    [sixes] three sixes are an official rule
    [restart] the restart after three sixes is part of three sixes, an official rule
    [shame] the Round of Shame for a player caught cheating is an official rule
   *[excommunication] excommunication is an official rule
  }
tenstuff-casual-refusal = { $rule }, and --casual switches the official rules off
tenstuff-casual-refusal-hint = leave out --casual to play by the official rules (excommunication, the three sixes and cheating), as a match does unless started with `new tenstuff --casual`
# `$direction`: tenstuff-direction.
tenstuff-restart = the face-down pile becomes the draw pile without reshuffling, everyone keeps their hand, the player with the lowest card starts, and play passes { $direction } again
tenstuff-sixes = three sixes: from the next turn play passes { $direction }, so { $next } plays next; the face-up play pile becomes the face-up draw pile and the face-down draw pile becomes the face-down play pile, so sets are played face down, shown and announced first; this lasts until the draw pile runs out, and then play restarts: { $restart }
tenstuff-sixes-in-force = three sixes while three sixes are already in force change nothing more (house ruling): play keeps passing { $direction }, so { $next } plays next, and the piles stay as they are until the draw pile runs out and play restarts
tenstuff-no-sixes = { $set } { $count ->
    [one] is
   *[other] are
  } not three sixes: only a set of exactly three sixes turns play around and swaps the piles; play passes { $direction } as before, so { $next } plays next
tenstuff-no-sixes-in-force = { $set } { $count ->
    [one] is
   *[other] are
  } not three sixes: only a set of exactly three sixes turns play around and swaps the piles; three sixes are still in force, so play keeps passing { $direction } and { $next } plays next
# `$hand`: tenstuff-cards.
tenstuff-shame-too-many = a hand of { $hand } would have to grow to { $after } cards, but the deck holds { $deck }
tenstuff-shame-too-many-hint = count the cards in the player's hand: at most { $most }
tenstuff-shame = caught cheating with { $hand } in hand: draw { $draw } to have { $after }, the next multiple of five (at least one card is drawn), then lay the hand face up on the table for everyone to see until the end of your next turn
tenstuff-shame-hand-twice-hint = list each card of the hand once, or give the number of cards
# `$action`: play or pass.
tenstuff-excommunicated-turn = { $name } { $action ->
    [play] plays
   *[pass] passes
  } while excommunicated: no playing and no drawing until another player passes; after { $last } it is { $due }'s turn
tenstuff-out-of-turn = { $name } { $action ->
    [play] plays
   *[pass] passes
  } out of turn: after { $last } it is { $due }'s turn (clockwise)
tenstuff-out-of-turn-over = { $name } { $action ->
    [play] plays
   *[pass] passes
  } out of turn: after { $last } it is { $due }'s turn (clockwise, passing over the excommunicated { $excommunicated })
tenstuff-turns-hint = give the turns after { $name }'s in order, clockwise; an excommunicated player sits out until another player passes
tenstuff-not-excommunicated = the last set before the reshuffle goes on the bare table to start a new play pile, as { $name } did, so no one is excommunicated; play passes { $direction }, and it is { $next }'s turn
tenstuff-excommunicated = { $name } put the last set before the reshuffle on the play pile about to be shuffled instead of the bare table, so { $name } is excommunicated: no playing and no drawing (not even for that turn, house ruling) until another player passes; it is { $next }'s turn
tenstuff-excommunicated-back = { $name } put the last set before the reshuffle on the play pile about to be shuffled instead of the bare table and was excommunicated until { $passer } passed; { $name } is back and plays when the rotation reaches their seat again; it is { $next }'s turn

## check tenstuff

# "Legal: REASON." or "Not legal: REASON."; `$legal`: yes or no.
tenstuff-verdict = { $legal ->
    [yes] Legal
   *[no] Not legal
  }: { $reason }.
tenstuff-legal-play = Legal, { $reason }.
tenstuff-not-a-player = '{ $name }' is not among the players
tenstuff-not-a-player-hint = name one of { $names }
tenstuff-not-a-hand = '{ $text }' is not a hand
tenstuff-not-a-hand-hint = write each hand as NAME=CARD,CARD,..., e.g. Ann=3D,9S,KH
tenstuff-holds-lowest = { $name } holds the lowest card, { $card }: { $reason }
tenstuff-restart-reason = the restart after three sixes: { $restart }; { $lowest }
tenstuff-starts = { $name } starts. { $reason }.
tenstuff-starts-restart = { $name } starts the restart. { $reason }.
# `$sets`: the sets, "3♦ | 3♣ | 3♦ 3♣".
tenstuff-opening-sets = Opening sets: { $sets }
tenstuff-not-a-count = '{ $text }' is not a number of cards: { $error }
tenstuff-not-a-count-hint = give the cards in hand as a number (--hand 5) or the cards (--hand 3H,10H,KH)
tenstuff-not-a-turn = '{ $text }' is not a turn
tenstuff-not-a-turn-hint = write each turn as NAME:play or NAME:pass, e.g. Cy:play Dee:pass

## play

tenstuff-ask-official = Official rules (excommunication, the three sixes, cheating)?
tenstuff-ask-back = Back: { $name } was not { $place }
tenstuff-ask-leave = Back: leave the deal unrecorded
tenstuff-ask-leave-fix = Back: to which deal to fix
tenstuff-ask-out = Deal { $deal }: who went out { $place }?
# $words: the place as in a sentence (tenstuff-place-words).
tenstuff-last-place = { $name } is { $words }.

## Standings, show and stats

tenstuff-figure-deals-won = Deals won
tenstuff-column-deals = Deals
tenstuff-column-average-place = Average place in a deal
# Short titles for a narrow table (a key below explains them).
tenstuff-column-deals-short = Deals
tenstuff-column-average-place-short = Place
tenstuff-legend-points = Each player: place in the deal, then the points it gave → running total.
tenstuff-legend = Each player: place in the deal, then the running total.
