# `tenscore rules krumme10`, one message per heading and paragraph, in order (rules_text in
# src/games/krumme10/mod.rs joins them). Headings stay in capitals on a line of their own; an
# indented line is a table row, and lines indented deeper under it go on with it. Mark house
# rulings, variants and tenscore's conventions as the English does.

rules-krumme10-title = KRUMME10 — the rules as tenscore keeps them

rules-krumme10-markers =
    Rulings of our own are marked [house ruling] where the rule document leaves room; the game's
    optional variants are marked [variant]; tenscore's own bookkeeping conventions are marked
    {"["}tenscore convention].

rules-krumme10-aim-heading = AIM
rules-krumme10-aim = Collect the most victory points by completing the display at exactly 10 (or 15). 2 to 6 players.

rules-krumme10-cards-heading = THE CARDS
rules-krumme10-cards-sides =
    54 cards, each with a number 0 to 5 on both sides. The back is always one more or one less than
    the front, except that 0 and 5 go together: the back of a 0 is a 1 or a 5, the back of a 5 is a 4
    or a 0. [house ruling: read from the card list] Fours are blue or pink.
rules-krumme10-cards-in-front =
    Everyone has three cards face up in front of them. You may rearrange yours, but never look at their
    backs. Any card may be played from its back: turn it over just as you lay it down. The same goes
    for a card you add to your points. Turning a card back again is never allowed.

rules-krumme10-turn-heading = A TURN
rules-krumme10-turn =
    Lay exactly one card into the shared display, then draw so that you have three again. The display
    adds up the face-up numbers.
      Exactly on target:  the player who completes the display scores the last card laid, worth
                          its face value (they may turn it over as they take it, for better or
                          worse). All other cards of the display are discarded.
      Over the target:    the display is cleared, and every other player, except the teammates of
                          the player who went over, may score foul points: add the lowest of their
                          three cards to their points (it may be turned over), then draw again.
    The next player starts a new display, again aiming at 10.

rules-krumme10-order-heading = TURN ORDER
rules-krumme10-order =
    The rule document lets the player who most recently had an odd-numbered birthday start. Who that
    is, the table decides; tenscore does not ask. [tenscore convention] From the starting player, play
    goes clockwise, one turn each. A pink 4's reversal (see FOURS) turns it round at once, so the very
    next turn already goes the other way, and it stays that way, across displays, until the next
    reversal. [house ruling] A player with no cards left is skipped, so the same player plays twice in
    a row only when no one else has cards.
rules-krumme10-order-check =
    `tenscore check krumme10 display` checks whose turn each play is, starting clockwise from whoever
    plays first (`--counterclockwise` when a reversal in an earlier display still holds).

rules-krumme10-fours-heading = FOURS
rules-krumme10-fours-target =
    Every 4 that lands face up raises the display's target from 10 to 15, before its value is added,
    so a 4 never fouls against 10; a 4 laid on 12 when the target is already 15 does foul. More fours
    do not raise the target further. [house ruling: every face-up 4, blue or pink]
rules-krumme10-fours-jackpot =
    Hit exactly 15 and you score, besides your last card, the jackpot: every face-up pink 4 in the
    display; no card counts twice. [house ruling]
rules-krumme10-fours-over =
    Go over 15 and the others may score foul points with any one of their cards, not just the lowest;
    the pink 4s of that display are discarded as usual.
rules-krumme10-fours-reversal =
    A pink 4 also lets the player who lays it reverse the direction of play, at once and until the
    next reversal, a pink 4 stolen with a 1 too (the thief lays it). [house ruling]

rules-krumme10-ones-heading = ONES
rules-krumme10-ones =
    When you lay a 1 you may steal one card from any other player (a teammate too, never yourself)
    and must lay it at once from its back; you answer for it. If it lands as a 1 you may steal again:
    the chain of 1s goes on while stolen cards land as 1, and ends when one does not or when the
    display goes over the target. [house ruling] A 1 that reaches the target exactly may still steal;
    the display is settled when the chain ends, on the last card laid. [house ruling]
rules-krumme10-ones-example =
    Worked example: the display stands at 6; Alma lays a 1, steals two face-down 1s from Bernie, then
    gambles on Carla's 2, whose back is a 3: the display is at 12, over 10. Bernie, then Carla, may
    score foul points; then Bernie draws, then Carla, and Alma last.
rules-krumme10-ones-subtlety =
    A subtlety: at 9 you lay a 1 and reach 10. You may take your 1 point, or steal an open 5 instead:
    if it lands as a 0 the display stays at 10, the 0 is now your last card, you score it — and turn
    it back to its 5 as you take it.

rules-krumme10-foul-heading = FOUL POINTS, IN ORDER
rules-krumme10-foul =
    Everyone entitled scores first, in turn order after the player who went over; then everyone draws,
    the active player last. A player without cards scores nothing. [house ruling]

rules-krumme10-teams-heading = TEAMS [variant]
rules-krumme10-teams =
    With 4 to 6 players you may play in teams that follow the seating: ABAB, ABCAB or ABABAB
    (`new krumme10 --teams`). A team's score is its members' points divided by their number, so the
    lone player C has a fair chance; teams are ranked by the exact fraction and shown with two
    decimals. [house ruling] Only the other teams' players score foul points.

rules-krumme10-variants-heading = VARIANTS [variant]
rules-krumme10-variants =
      --long       when the draw pile runs out the first time, shuffle the discards into a new one;
                   the game ends when it runs out again.
      --showdown   the game does not end when the draw pile runs out: play on until every card is
                   played; a player who cannot play or score foul points is skipped.
    tenscore records the variants with the match.

rules-krumme10-end-heading = THE END AND THE MATCH
rules-krumme10-end =
    A game ends the moment the draw pile is empty (see the variants). Record each game with every
    player's victory points (`tenscore round Ann=14 Bob=9 ...`): whole numbers, at most 270 together
    (54 cards of at most 5). [house ruling] A match is as many games as the table likes; the standings
    are the sums, the most points win, equal totals share. `tenscore finish` ends the match.
    `tenscore check krumme10 display` replays a disputed display card by card; `check krumme10 back`
    says what can be on the back of a card.
