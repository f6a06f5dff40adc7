# `tenscore rules under10`: one message per section, joined by blank lines. A heading is a line
# in capitals; an indented line is a table row or an example. Keep [house ruling] and
# [tenscore convention] where they are.

rules-under10-title =
    UNDER THE 10 (Onder de 10) — the rules as tenscore keeps them

rules-under10-markers =
    Rulings of our own are marked [house ruling] where the rule document leaves room; tenscore's own
    bookkeeping conventions are marked [tenscore convention].

rules-under10-aim =
    AIM
    Keep as few points in your hand as you can. Points stick to you round after round; the player who
    collects the fewest points wins. 2 to 6 players sit at the table. [house ruling]

rules-under10-round =
    A ROUND
    Everyone is dealt 5 cards. The rest of the deck lies face down (the closed deck); its top card is
    turned face up beside it (the open deck). The player to the dealer's left goes first. On your turn
    you lay one card or one combination face up on the open deck, then take one card: the top of the
    closed deck, or the card that was lying just under the one(s) you laid. What is laid stays laid.
    When the closed deck runs out, the open deck minus its top card is shuffled into a new closed deck,
    without the bonus cards already used.

rules-under10-combinations =
    COMBINATIONS
      single card        any one card
      pair               two cards of the same value
      three of a kind    three cards of the same value
      four of a kind     four cards of the same value
      small street       3 or 4 values in a row, all of one colour [house ruling: one colour is a must]
      big street         5 values in a row, colours do not matter
      flush              5 cards of one colour, values do not matter
    The order you lay them in does not matter, and values do not wrap around: 13 is not followed by 0.
    Two pair, a full house and five of a kind are not combinations (five cards of one colour are still
    a flush). A joker stands in for one card of your choice. [house ruling]

rules-under10-call =
    CALLING "UNDER THE 10!"
    On your turn, with fewer than 10 points in hand, you may call "Under the 10!" and the round stops.
    A call needs 0 to 9 points and no bonus card in hand; tenscore refuses any other call instead of
    scoring it. [house ruling] If nobody else has as many points as you or fewer, the call stands: you
    score 0 and everyone else scores the points left in their hand.

rules-under10-failed-call =
    A FAILED CALL
    If another player has as many points as you or fewer, your call fails: you score 20 plus the points
    in your hand. Of the players who beat you, the one with the fewest points wins the round and scores
    0; when several share that lowest count, all of them score 0. Other players score their hand.
    Only a player without bonus cards can beat the caller, since a bonus card in hand rules out winning
    a round. So a bonus-card holder with as few points as the caller, or fewer, does not make the call
    fail: Ann calls on 9, Bob holds 3 points and a trade-one, Cy holds 20, and the call stands (Ann 0,
    Bob 3 + 5 = 8, Cy 20). The rule document's "the same number of points or fewer" counts only the
    players who could win the round. [house ruling]

rules-under10-luck =
    STROKE OF LUCK
    If the card you draw from the closed deck has the same value as a card you just laid, you may lay it
    straight away, and your turn ends. A card taken from the open deck never counts, and a drawn joker
    never matches anything. [house ruling] A joker you just laid has no value of its own either: it
    counts as the card it stands for only inside the combination it completes, so after laying 3, joker,
    5 as a street, a drawn 4 is no stroke of luck. [house ruling] Lay your very last card this way and
    your hand is empty: you score 0 and the round ends on the spot; everyone else scores their hand. The
    lucky player is entered as NAME=0, without bonus cards. [house ruling]

rules-under10-bonus-cards =
    BONUS CARDS (optional)
    Played only in a match created with `tenscore new under10 --bonus-cards`; without that option an
    entry holding a bonus card is refused. [house ruling]
      trade-all    swap your whole hand with a player picked at random      +20 if still held
      joker        stands in for any card you like                          +10 if still held
      trade-one    swap one card of your choice with a random player        +5 if still held
    A bonus card has no card points of its own, but every bonus card still in hand when a round
    ends adds its penalty to that player's score, whichever way the round ended. [house ruling] You
    cannot call while holding one, cannot win a round while holding one, and cannot pick one up from
    the open deck.

rules-under10-hand-limit =
    HAND LIMIT
    A hand holds at most 5 cards when a round ends and a card is worth 0 to 13, so card points above
    (5 - bonus cards) x 13 are refused: at most 65 without bonus cards, 52 with one. [house ruling]

rules-under10-halving =
    HALVING AND GOING OUT
    After each round, every player's round score is added to their total. Land on exactly 100 and
    your total drops to 50; land on exactly 150 and it drops to 75. Go above 150 and you are out of the
    match. Players who are out sit out every later round: an entry for them is refused. [house ruling]

rules-under10-end =
    END OF THE MATCH (agree before you start: `tenscore new under10 --end ...`)
      last-standing (default)  play on until only one player is left; that player wins. Should the last
                               players all go out in the same round, the lowest total among them wins.
    {"                           ["}tenscore convention]
      first-out                stop after the round in which the first player goes out; the lowest total
                               among the players still in wins.
    Ties share the win. [house ruling]

rules-under10-starter =
    WHO STARTS
    The player to the dealer's left starts. tenscore keeps the deal moving round the table: round 1 is
    started by the first player in the seating order, or by the player named with
    `tenscore new under10 --starter NAME`; each later round is started by the next player still in,
    clockwise from the player who started the round before. [tenscore convention]

rules-under10-ranking =
    RANKING
    Players still in rank above players who are out; of those who are out, the one who lasted longer
    ranks higher; then the lower total ranks higher. Equal places share a rank. [tenscore convention]

rules-under10-notation =
    CARD NOTATION (for `tenscore check under10`)
    The rule document names no values or colours, so a card is its value, a whole number 0 to 13,
    followed by one colour letter a-z your table agrees on: 8r, 12b, 0g. The joker is `joker` or `*`.
    Case does not matter, and cards may be separated by spaces or commas. [house ruling]

rules-under10-entering =
    ENTERING A ROUND
      tenscore round Ann=4 Bob=12+joker Cy=0 --luck Cy
      tenscore round Ann=6 Bob=3 Cy=17+trade-one+trade-all --call Ann
    Give NAME=POINTS[+BONUS...] for every player still in: POINTS is the card points left in hand, and
    each BONUS is a bonus card still held (joker, trade-one or trade-all; any case, `_` also works for
    `-`). Their Dutch and German names (ruil-een, ruil-alles, einzeltausch, handtausch, and the older
    tausch-eine, tausch-alle) are read too, in every language. Add exactly one of --call NAME (who
    called "Under the 10!") or --luck NAME (who emptied their hand).

rules-under10-check =
    SETTLING A DISPUTE (nothing is recorded)
      tenscore check under10 call --call Ann Ann=7 Bob=7 Cy=3+joker     does the call stand?
      tenscore check under10 call --luck Cy Ann=7 Bob=12 Cy=0           who scores what after luck
      tenscore check under10 luck --played 8r,8b --drawn 8g             is this a stroke of luck?
      tenscore check under10 combo 8r 9r joker                          which combination is this?
