# Krumme10: the match engine, the display referee (`check krumme10`) and `play`'s questions.
# Cards are written as they landed: 0 to 5, `4p` a pink four; a "display" is the row of cards
# laid in the middle, aiming at exactly 10 (15 once a 4 shows).

## The match

krumme10-teams-players = teams need 4 to 6 players, not { $players }
krumme10-teams-players-new = leave out --teams, or seat 4 to 6 players
# One team's points or score in a list: "team A 31", "team A 15.50".
krumme10-team-points = team { $team } { $points }
# $listed: "team A 31, team B 20"; $scores: "team A 15.50 and team B 10.00".
krumme10-teams-this-game = Teams this game: { $listed } points; a team scores its members' points divided by their number: { $scores }.
krumme10-teams-now = Team scores now: { $now }.
krumme10-too-many-points = the game's points add up to { $total }, but 54 cards of at most 5 give at most { $most }
krumme10-too-many-points-count = count again: together at most { $most } points
krumme10-points-missing = the game does not have points for every player
krumme10-points-missing-again = record the game again
# One player's victory points in a list: "Ann 14".
krumme10-seat-points = { $name } { $points }
krumme10-victory-points = Victory points this game: { $listed }.
krumme10-next-game = Game { $game }: whoever last had an odd-numbered birthday starts; record victory points.
# The options of a match, joined with ", ".
krumme10-option-teams = teams: a team scores its members' average
krumme10-option-alone = every player for themselves
krumme10-option-long = long: the discard pile is reshuffled once
krumme10-option-showdown = showdown: all cards are played out
# Columns of `stats`.
krumme10-column-points-alone = Points per game alone
krumme10-column-points-in-teams = Points per game in teams
# Short titles for a narrow table (a key below explains them).
krumme10-column-points-alone-short = Alone
krumme10-column-points-in-teams-short = Teams

## The display referee

# $direction: clockwise or counterclockwise.
krumme10-direction = { $direction ->
    [clockwise] clockwise
   *[counterclockwise] counterclockwise
  }
krumme10-pink-four = pink 4
# A list's last two items: "Alma, Bernie and Carla".
krumme10-and = { $most } and { $last }
# One possible back of a card, and two of them: "a 1 or a 5".
krumme10-a-back = a { $back }
krumme10-either = { $first } or { $second }
# $card: "3" or "pink 4".
krumme10-back-of = the back of a { $card } is { $backs }
krumme10-back-sentence = The back of a { $card } is { $backs }.
# How a display was resolved, in the refusal of a card after it.
krumme10-resolved-exact = { $name } hit the target exactly at play { $play }
krumme10-resolved-foul = { $name } went over the target at play { $play }
krumme10-resolved-open = play { $play }
krumme10-no-such-seat = seat { $seat } is not at the table
krumme10-seats-at-table = the table has { $count } seats
krumme10-not-a-card = a card of value { $value } is not a Krumme10 card
krumme10-not-a-card-legal = a Krumme10 card is its face-up value 0 to 5; only a 4 is pink
krumme10-no-plays = no plays were given
krumme10-no-plays-legal = give the plays in order, e.g. Alma:3 Bernie:1>Carla:2
# A card laid after the display was resolved: "Alma's 3", "Alma's own 3", "the 3 stolen from Bernie".
krumme10-card-of = { $name }'s { $card }
krumme10-own-card = { $name }'s own { $card }
krumme10-stolen-card = the { $card } stolen from { $victim }
krumme10-after-resolution = { $card } is a card after the display was resolved ({ $resolved })
krumme10-after-resolution-legal = a resolved display is cleared: check the next display on its own
krumme10-empty-plays = { $name } has no cards left (named with --empty) but plays a { $card }
krumme10-empty-plays-legal = leave out --empty for a player who still plays
# $after: a name, or the pink 4 that reversed the direction.
krumme10-out-of-turn-alone = { $name } plays out of turn: after { $after } it is another player's turn (only { $name } is named, and a player plays twice in a row only when no one else has cards)
krumme10-out-of-turn-alone-legal = name the players with --players, and those with no cards left with --empty
# Follows the direction: "(play goes clockwise since Bernie's pink 4 at play 2; ...)".
krumme10-reversed-since = since { $four } at play { $play }
krumme10-reversed-from-start = from the start
krumme10-skipped = { $count ->
    [one] { $names } has no cards left
   *[other] { $names } have no cards left
  }
krumme10-out-of-turn-legal = the next play is { $due }'s; a player with no cards left is skipped
krumme10-out-of-turn-twice = , so only a player alone with cards plays twice in a row
krumme10-hint-counterclockwise = if a pink 4 in an earlier display left play going counterclockwise, give --counterclockwise
krumme10-hint-clockwise = if play went clockwise when this display began, leave out --counterclockwise
# $since and $skipped are empty or start with their own separator.
krumme10-out-of-turn = { $name } plays out of turn: after { $after } it is { $due }'s turn (play goes { $direction }{ $since }{ $skipped })
krumme10-pink-four-stolen = the pink 4 { $thief } stole from { $victim }
krumme10-pink-four-own = { $name }'s pink 4
krumme10-not-a-play = '{ $text }' is not a play
krumme10-play-notation = write each play as NAME:CARD, a steal as NAME:1>VICTIM:CARD (the stolen card as it landed), e.g. Alma:1>Bernie:3; a pink 4 that reverses the direction is 4p!
krumme10-not-a-reversal = '{ $typed }' cannot reverse the direction: only a pink 4 does
krumme10-not-a-reversal-legal = write ! only after a pink 4: 4p!
krumme10-over-before = { $thief } went over the target with the card before
krumme10-steal-not-a-one = { $thief } cannot steal from { $victim }: { $which } did not land as a 1, and only a 1 may steal
krumme10-steal-not-a-one-legal = the chain of 1s goes on only while cards land as 1: end the play there
krumme10-steal-from-self = { $thief } cannot steal from { $thief }: a 1 steals from another player
krumme10-steal-from-self-legal = name another player (a teammate is allowed) as the one stolen from
krumme10-steal-from-empty = { $thief } cannot steal from { $victim }: { $victim } has no cards left
krumme10-steal-from-empty-legal = steal from a player who still has cards, or leave out --empty for them
krumme10-steal-fourth = { $thief } cannot steal a 4th card from { $victim } in one turn: a player holds 3
krumme10-steal-fourth-legal = steal from another player
krumme10-players-named = Krumme10 is played by 2 to 6 players, but the plays name { $players }
krumme10-players-seated = Krumme10 is played by 2 to 6 players, not { $players }
krumme10-players-seat = seat 2 to 6 players
krumme10-name-empty = a player name is empty
krumme10-name-empty-legal = separate names with single commas, e.g. --players Ann,Bob,Cy
krumme10-name-twice = two players are called '{ $name }'
krumme10-name-twice-legal = give each player a different name, e.g. { $name } and { $name } B
krumme10-not-a-player = '{ $name }' is not among the players
krumme10-not-a-player-none = name the players with --players
krumme10-not-a-player-legal = name one of { $names }
krumme10-teams-seating = teams need 4 to 6 players, seated with --players
krumme10-teams-seating-legal = seat 4 to 6 players with --players, or play without --teams

## The verdict of a display

krumme10-verdict-open = Open: { $total } against { $target }; the next play continues this display.
# $scored: "the 3", "the 3 and the jackpot of 2 pink 4s".
krumme10-verdict-exact = Exact { $target }: { $name } scores { $scored } (+{ $points }).
krumme10-verdict-draw = { $count ->
    [one] Then { $names } draws.
   *[other] Then { $names } draw.
  }
krumme10-verdict-no-draw = Nobody draws: a player without cards means the draw pile is gone (Showdown).
krumme10-verdict-direction = Play goes on { $direction }.
krumme10-verdict-foul = Foul: { $name } went over, { $total } against { $target }.
krumme10-verdict-foul-stolen = Foul: { $name } went over with the { $card } stolen from { $victim } (the thief is liable), { $total } against { $target }.
krumme10-foul-no-one = No one may score foul points.
# $with: any (over 15) or lowest (over 10).
krumme10-foul-scorer = { $name } may score foul points { $with ->
    [any] with any of their cards (15 was exceeded)
   *[lowest] with their lowest card
  }.
# $then: "then Carla, then Dora".
krumme10-foul-then = then { $name }
krumme10-foul-scorers = { $first }, { $then }, may score foul points { $with ->
    [any] with any of their cards (15 was exceeded)
   *[lowest] with their lowest card
  }.
krumme10-foul-teammates = { $count ->
    [one] { $names }, { $causer }'s teammate, scores none.
   *[other] { $names }, { $causer }'s teammates, score none.
  }
krumme10-foul-without-cards = { $count ->
    [one] { $names } has no cards left and scores none.
   *[other] { $names } have no cards left and score none.
  }
krumme10-scored-nothing = nothing
krumme10-scored-card = the { $card }
krumme10-scored-jackpot = the { $card } and the jackpot of { $count } { $count ->
    [one] pink 4
   *[other] pink 4s
  }
krumme10-scored-whole-jackpot = the pink 4, the whole jackpot
krumme10-scored-pink-and-jackpot = the pink 4 and the jackpot of { $count } more { $count ->
    [one] pink 4
   *[other] pink 4s
  }
krumme10-flip-one = It may be flipped when scored: its back is { $backs }.
# $backs: "the back of a 2 is a 1 or a 3; the back of a pink 4 is a 3 or a 5".
krumme10-flip-each = Each may be flipped when scored: { $backs }.
# The table of `check krumme10 display`.
krumme10-column-play = Play
krumme10-column-card = Card
krumme10-column-by = By
krumme10-column-from = From
krumme10-column-total = Total
krumme10-column-target = Target

## `play`

krumme10-ask-teams = Play in teams following the seating (ABAB, ABCAB, ABABAB)?
krumme10-ask-long = Long game: reshuffle the discard pile once when the draw pile runs out?
krumme10-ask-showdown = Showdown: play out every card at the end?
# One seat's points in a game, as an export's CSV cell: "14 points".
krumme10-entry-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
  }
