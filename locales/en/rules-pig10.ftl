# The first line: the game's name in capitals, then what the text is.
rules-pig10-title = PIG 10 — the rules as tenscore keeps them
# [house ruling] and [tenscore convention] mark rulings; keep the brackets, one marker each where English has one.
rules-pig10-markers =
    Rulings of our own are marked [house ruling] where the rule document leaves room; tenscore's own
    bookkeeping conventions are marked [tenscore convention].
# A section: its heading in capitals on a line of its own, then the text. Lines are wrapped at about 100 columns; a shorter line ends on purpose.
rules-pig10-aim =
    AIM
    Collect as many cards as you can by making the pile in the middle come to exactly 10. 2 to 8
    players.
rules-pig10-deal =
    A DEAL
    Everyone holds 3 cards; the rest is a face-down draw pile. The quickest counter to ten begins, and
    play goes clockwise. Who that is, the table settles out loud, deal by deal: tenscore does not pick
    the starter, and the standings say so before each deal. [tenscore convention] On your turn you lay one card on the pile, say the new pile value out loud,
    and draw a card so that you hold 3 again. When the draw pile is gone, play on with the cards in
    hand until nobody has any left.
rules-pig10-pile-value =
    THE PILE VALUE
    The first card on an empty middle makes the pile value its own number. After that, every card
    normally adds its number to the pile value, and the value said last is the one that counts.
# Rows of a table: indented; the description starts after two spaces, its next lines under it.
rules-pig10-pigmaid =
    {"  "}The pigmaid (5)  may be added or subtracted, but the pile never goes below zero; bringing it
    {"                   "}down to exactly 0 is fine. [house ruling]
rules-pig10-frog =
    {"  "}The frog (0)     sets the pile back to 0.
rules-pig10-same-number =
    {"  "}Same number      on a card with the same number as the card just before it in the pile, or
    {"                   "}on a pile whose value equals the card, you may instead make the card's
    {"                   "}number the pile value. A 5 in that position has all three choices: add,
    {"                   "}subtract or set. [house ruling]
rules-pig10-calling =
    The number you call is how you choose among the values your card allows; a called number that no
    choice gives is wrong. [house ruling]
rules-pig10-taking =
    TAKING THE PILE
    Bring the pile to exactly 10 and shout "Pig 10!": the whole pile is yours (a 10 played on an empty
    or zeroed pile does it too). Go above 10 and the player seated before you, on your right, takes
    the pile, whether or not they still hold cards. [house ruling] Players without cards are skipped
    when the turn passes. [house ruling] Keep the cards you win in front of you; a new pile starts
    on the empty middle.
rules-pig10-example =
    Worked example: Steve plays 4 ("four"), Sally 3 ("seven"), Jane 2 ("nine"), Claudio 6 ("fifteen"):
    over 10, so Jane, seated before Claudio, takes the 4 cards. Had Claudio played a 1, the pile would
    have been exactly 10 and his.
rules-pig10-example-more =
    More: Steve plays a 5 ("five"), Sally a 1 ("six"), Jane a 5 and subtracts it ("one"). Claudio
    plays a 3 ("three"), Steve a 4 ("seven"), Sally another 4 and makes it "four", Jane a third 4 and
    adds it ("eight"), Claudio an 8 on the pile of 8 and leaves it at "eight".
rules-pig10-check = `tenscore check pig10 play`, `check pig10 pile` and `check pig10 deal` settle such questions on the spot.
rules-pig10-end =
    THE END AND THE MATCH
    When all cards are played, cards still in the middle belong to nobody. [house ruling] Record each
    deal with every player's collected cards (`tenscore round Ann=12 Bob=7 ...`). The box holds 80
    cards (from the publisher's list of contents, not the rule document), so a deal's counts may not
    add up to more. [house ruling] A match is as many deals as the table likes; the standings are the
    sums, the most cards win, and equal counts share the win and the rank. `tenscore finish` ends the
    match. [house ruling]
rules-pig10-deal-check =
    CHECKING A WHOLE DEAL
    `tenscore check pig10 deal --players A,B,... PLAY...` takes every card of a deal in order and
    counts the piles one after another: a pile at 10 or more is taken, the next card starts a new
    one. The turn passes clockwise all deal long, so after a pile is taken the player after the one
    who laid its last card plays on, not the taker. [house ruling] A last pile nobody took belongs to
    nobody, as above. With `--cards N` (the cards the deal was played with) every player must play
    exactly their share: 3 in hand and one drawn after every turn give each N / players cards, the
    first N mod players from the starter one more. With `--round R` the cards collected are compared
    with that recorded deal of `--match M`, or of the most recent unfinished match.
