# `tenscore rules tenstuff`, one message per section, joined by blank lines. Headings are lines
# in capitals; indented lines are table rows. Mark house rulings and conventions as English does.

rules-tenstuff-title =
    TENSTUFF — the rules as tenscore keeps them

rules-tenstuff-marks =
    The official rules are marked [official] (on unless `new tenstuff --casual`); rulings of our own
    are marked [house ruling] where the rule document leaves room; tenscore's own bookkeeping
    conventions are marked [tenscore convention].

rules-tenstuff-aim =
    AIM
    Be the first to get rid of all your cards. 2 to 8 players, best with 3 or 4. One standard deck
    with both jokers, 54 cards.

rules-tenstuff-deal =
    THE DEAL
    Each player gets 10 cards with 2 to 4 players, 8 with 5, 7 with 6, 6 with 7 and 5 with 8. The rest
    is the draw pile. The player holding the lowest card starts; play goes clockwise.
    Values, low to high: joker, ace, 2, 3, ..., 10, jack, queen, king. Only to decide who starts, the
    suits go diamonds, clubs, hearts, spades (low to high), and the marked joker (the one with more
    print on it) is below the unmarked one.
    The first play of a deal (and after a three-sixes restart) is a set of the lowest value in the
    starter's hand. [house ruling]

rules-tenstuff-turn =
    A TURN
    Play a set on the play pile, then draw one card. If you cannot or will not play, just draw.
    A set is 1 to 4 cards of one value, or the two jokers. [house ruling: a joker with a number card is
    no set]
    A set must be of equal or higher value than the set it goes on; suits do not matter. On jacks,
    queens and kings you may also play a higher face set, a lower set of any value as long as it shares
    at least one suit with the set below, or jokers (which have no suit). [house ruling: these extras
    only on face cards]

rules-tenstuff-same-value =
    ON THE SAME VALUE
      a match     the same number of cards: you may play another set straight away.
      an attempt  fewer cards: you may guess the next card of the draw pile (value and suit) before
                  drawing; guessed right, it goes to the next player instead of you.
      a slam      more cards: you may give the player you slammed any of your cards that are lower
                  than your slamming set and share a suit with it. A joker has no suit, so it is
                  never given. [house ruling]

rules-tenstuff-skip =
    SKIPPING WITH A 10
    Before someone's turn you may skip it by handing them a 10; only a 10 skips. The skipped player may
    hand you back any cards of their hand in the suit of the 10, but never that 10 itself. A joker has
    no suit, so it is never handed back. [house ruling] The skipped player does not draw, and play
    passes at once to the next player (to the right while three sixes are in force).

rules-tenstuff-going-out =
    GOING OUT
    A hand that is empty right after a play is out at once and takes the next free place.
    Unwinning: the last player out can still be slammed on the set they went out with, by a player who
    is still in, with a legal slam (the same value, more cards). Given at least one card by the slam,
    they unwin: they are back in the deal with those cards and lose their place; given none, they stay
    out. This can only happen while two players or more are still in after they went out, so with 3
    players or more; once all but one player are out, the deal is over. [house ruling: the cards given
    decide, and the slam comes from a player still in] The finishing order recorded for the deal is the
    final one, with an unwon player where they finally finish. [tenscore convention]

rules-tenstuff-official =
    OFFICIAL RULES [official]
    These rules are on in official games and off in a casual one (`new tenstuff --casual`); the
    `check tenstuff` forms for them refuse --casual.

rules-tenstuff-sixes =
    Three sixes [official]
    After a turn in which a set of exactly three sixes was played (two or four sixes do not count),
    from the next turn:
      play passes to the right (counterclockwise);
      the face-up play pile becomes the face-up draw pile;
      the face-down draw pile becomes the face-down play pile, so sets are played face down, and are
        shown and announced first ("the jacks of spades and hearts").
    This lasts until the draw pile runs out. Then play restarts: the face-down pile becomes the draw
    pile again without reshuffling, everyone keeps the cards in their hand, the player with the lowest
    card starts (with a set of the lowest value in hand), and play passes to the left again.
    Three sixes while three sixes are already in force change nothing more: play keeps passing to the
    right, and the piles stay as they are until the draw pile runs out. [house ruling]

rules-tenstuff-excommunication =
    Excommunication [official]
    When the draw pile is gone, the last set before the reshuffle goes on the bare table to start a new
    play pile. A player who puts it on the play pile about to be shuffled is excommunicated: no playing
    and no drawing (not even for that turn [house ruling]) until another player passes, by choice or
    for want of a play. Then the excommunicated player is back in their own seat, and plays when the
    rotation reaches them: with Ann, Bob, Cy and Dee and Bob excommunicated, if Cy plays and Dee passes,
    Ann plays next, then Bob. [house ruling: back in their own seat, not straight after the pass]
    While three sixes are in force the draw pile running out restarts the deal instead of a reshuffle,
    so no one is excommunicated then. [house ruling]

rules-tenstuff-shame =
    The Round of Shame [official]
    Cheating is allowed, but a player caught cheating draws cards until the hand holds a multiple of
    five cards, at least one card: with 5 cards, draw to 10; with 3, draw 2; with 9, draw 1; with none,
    draw 5. Then the hand lies face up on the table for everyone to see until the end of the player's
    next turn.

rules-tenstuff-match =
    THE MATCH
    A match is as many deals as the table likes. Record each deal's finishing order, first out first
    (`tenscore round --order Cy,Ann,Bob`; the last player may be left out). In a deal of n players,
    place k scores n − k points, so a deal hands out n(n − 1)/2 points. The standings are the sums;
    equal sums are split by deals won, and are shared after that. `tenscore finish` ends the match.
    {"["}house ruling]
    `tenscore check tenstuff` settles arguments: `play` (may a set go there), `slam` (what a slam may
    give), `first` (who starts; `--restart` after three sixes), `skip` (what a skipped player may hand
    back, and who plays next), `unwin` (is a slammed player back in), and for the official rules
    `sixes`, `shame` and `excommunication`.
