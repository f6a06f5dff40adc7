# `tenscore rules updown`, one message per rule, in order. Headings are lines in capitals;
# indented lines are table rows. Rulings of our own end in [house ruling], bookkeeping in
# [tenscore convention]: keep the same markers, translated, in every language.
rules-updown-title = 10 OP EN NEER (ten up and down, an Oh Hell game) — the rules as tenscore keeps them
rules-updown-markers =
    Rulings of our own are marked [house ruling] where the rule document leaves room; tenscore's own
    bookkeeping conventions are marked [tenscore convention].
rules-updown-aim-heading = AIM
rules-updown-aim =
    Score as many points as you can, and more than everyone else. Points come only from predicting
    exactly how many tricks you will take. 3 to 7 players; 4 is the classic table. [house ruling]
rules-updown-rounds-heading = THE ROUNDS
rules-updown-rounds-schedule =
    The first round deals 1 card to each player, the next 2, and so on up to 10, then back down
    9, 8, ... to 1: 19 rounds in all. With many players the deck cannot deal 10 each, so the peak is
    the most the 52 cards can deal while keeping one card to turn up for trump: 51 divided by the
    number of players, rounded down (7 for 7 players, 8 for 6, 10 for 5, 12 for 4, 17 for 3). The
    peak is 10 unless the deck cannot deal that many; any peak from 1 up to that most may be chosen
    with `new updown --peak N` (for four players 1 to 12: a peak of 12 makes 23 rounds), and a larger
    one is refused. [house ruling]
rules-updown-rounds-trump =
    After the deal the next card is turned up: its suit is trump for the round. The rule document
    has a trump in every round; telling tenscore which (`bid --trump hearts`) is optional and only
    for the record. A table that plays a round without trumps tells it with `bid --trump none`.
rules-updown-bidding-heading = BIDDING
rules-updown-bidding-turn =
    Before anyone plays, every player says how many tricks they think they will take: a number from
    0 up to the cards in hand. The first bidder is the first player in round 1 and moves one seat
    clockwise each round; the same player leads the first trick. [house ruling]
rules-updown-bidding-any-order =
    tenscore takes the bids in any order, as long as each player bids exactly once. [tenscore
    convention]
rules-updown-bidding-hook =
    With the hook (`new updown --hook`), the last bidder may not say the number that makes all bids
    add up to the cards of the round, so that somebody must miss. [house ruling: an option, off unless
    chosen]
rules-updown-play-heading = PLAYING THE TRICKS
rules-updown-play-follow =
    The leader plays any card. Going clockwise, everyone adds one card, and must follow suit: play a
    card of the suit that was led when they have one. Without one, any card may be played; there is
    no duty to trump or to play higher. [house ruling]
rules-updown-play-winner =
    The trick goes to the highest trump played; with no trump in it, to the highest card of the suit
    that was led. A card of another suit that is not trump never wins, however high. Cards rank 2, 3,
    {"..."}, 10, jack, queen, king, ace. Whoever takes a trick leads the next one, until all cards are
    played.
rules-updown-play-example =
    Worked example: hearts are trump. The king of clubs is led; the second player, without clubs, adds
    the ace of spades; the third adds the five of clubs; the fourth, without clubs, plays the two of
    hearts. The two of hearts is the only trump, so the fourth player takes the trick.
rules-updown-play-check = `tenscore check updown trick` and `check updown follow` settle such questions on the spot; give the round's trump with `--trump`. A table that plays a round without trumps (the rule document has none) says `--trump none`: the highest card of the suit led takes the trick. With `--trump` left out the trick is judged the same way, and the answer says that no trump was given, so that a forgotten `--trump` shows. [tenscore convention]
rules-updown-play-revoke =
    Not following suit when you could is a revoke (verzaken). The cards alone prove it only later: a
    player who did not follow the suit led, and then plays a card of that suit in a later trick, held
    it and revoked. A player who never shows that suit again cannot be caught by the cards alone.
    `tenscore check updown hand` takes the whole hand trick by trick and names the trick, the player
    and the card that proves a revoke. The rule document names no penalty for a revoke, and tenscore
    names none either: the table decides. [house ruling]
rules-updown-scoring-heading = SCORING
rules-updown-scoring-exact =
    When the round is over, everyone who took exactly the tricks they bid scores those tricks plus 10;
    everyone else scores 0. A bid of 0 that comes true is worth 10. The tricks of a round always add up
    to the cards dealt, and tenscore refuses tricks that do not.
rules-updown-scoring-best =
    The best possible match, every bid right and every trick taken, is 11 + 12 + ... + 20 + ... + 12 +
    11 = 290 points with the peak of 10.
rules-updown-end-heading = THE END
rules-updown-end =
    The match ends by itself after the last round. The highest total wins; players with equal totals
    share the win (and the rank). [house ruling]
# The heading and the commands, indented two spaces under it.
rules-updown-keyboard =
    AT THE KEYBOARD
      tenscore new updown --players Ann,Bob,Cy,Dee [--peak N] [--hook]
      tenscore bid Ann=1 Bob=0 Cy=2 Dee=1 [--trump hearts]     opens the next round
      tenscore round Ann=1 Bob=0 Cy=3 Dee=1                    closes it with the tricks
      tenscore undo                                            withdraws open bids, else the last round
rules-updown-keyboard-refused =
    A round without bids is refused, as is a second set of bids while bids are open. Standings show
    each player's bids hit against rounds played, and which round comes next, with its cards and who
    bids first.
