use super::*;
use crate::games::ViolationKind;
use proptest::prelude::*;

// The helpers below are shared with the tests of the submodules (play, table, resolution, steal,
// verdict).

pub(super) fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|n| n.to_string()).collect()
}

/// A table seated as given, without teams, every player holding cards.
pub(super) fn table(list: &[&str]) -> Table {
    Table::new(names(list), false, &[]).unwrap()
}

pub(super) fn seated(table: &Table, texts: &[&str]) -> Vec<Play> {
    texts
        .iter()
        .map(|text| table.seat_play(&parse_play(text).unwrap()).unwrap())
        .collect()
}

/// The plays replayed from a display that starts clockwise.
pub(super) fn replay(table: &Table, texts: &[&str]) -> Result<DisplayOutcome, RuleViolation> {
    replay_from(table, Direction::Clockwise, texts)
}

/// The plays replayed from a display that starts going `start`.
pub(super) fn replay_from(
    table: &Table,
    start: Direction,
    texts: &[&str],
) -> Result<DisplayOutcome, RuleViolation> {
    replay_display(table, start, &seated(table, texts))
}

/// The plays as typed, before they are seated.
pub(super) fn typed(texts: &[&str]) -> Vec<Play<String>> {
    texts.iter().map(|text| parse_play(text).unwrap()).collect()
}

/// A table seated from the plays, as when no `--players` are given.
pub(super) fn inferred(texts: &[&str], empty: &[&str], start: Direction) -> Table {
    Table::inferred(&typed(texts), &names(empty), start).unwrap()
}

pub(super) fn totals(outcome: &DisplayOutcome) -> Vec<(u8, u8)> {
    outcome.steps.iter().map(|s| (s.total, s.target)).collect()
}

pub(super) fn refused(table: &Table, texts: &[&str]) -> RuleViolation {
    refused_from(table, Direction::Clockwise, texts)
}

pub(super) fn refused_from(table: &Table, start: Direction, texts: &[&str]) -> RuleViolation {
    let refusal = replay_from(table, start, texts).unwrap_err();
    assert_eq!(refusal.kind, ViolationKind::AgainstRules, "{refusal:?}");
    refusal
}

/// A refusal as the command prints it: "what broke; what would be legal".
pub(super) fn in_words(refusal: &RuleViolation) -> String {
    format!("{}; {}", refusal.problem, refusal.legal)
}

/// A table seated as given, without teams, `empty` naming the players with no cards left.
pub(super) fn table_without(list: &[&str], empty: &[&str]) -> Table {
    Table::new(names(list), false, &names(empty)).unwrap()
}

pub(super) fn foul(outcome: &DisplayOutcome) -> (usize, Vec<usize>, bool) {
    match &outcome.resolution {
        Resolution::Foul {
            causer,
            scorers,
            any_card,
            ..
        } => (*causer, scorers.clone(), *any_card),
        other => panic!("not a foul: {other:?}"),
    }
}

pub(super) fn exact(outcome: &DisplayOutcome) -> (usize, Vec<(usize, Krumme10Card)>, u8) {
    match &outcome.resolution {
        Resolution::Exact {
            scorer,
            cards,
            points,
        } => (
            *scorer,
            cards.iter().map(|c| (c.step, c.card)).collect(),
            *points,
        ),
        other => panic!("not exact: {other:?}"),
    }
}

pub(super) const ABC: [&str; 3] = ["Alma", "Bernie", "Carla"];

pub(super) const ABCD: [&str; 4] = ["Alma", "Bernie", "Carla", "Dora"];

pub(super) const ALMA: usize = 0;

pub(super) const BERNIE: usize = 1;

pub(super) const CARLA: usize = 2;

pub(super) const DORA: usize = 3;

pub(super) fn card(value: u8) -> Krumme10Card {
    Krumme10Card::plain(value)
}

pub(super) const PINK: Krumme10Card = Krumme10Card::PINK_FOUR;

// The rule document's examples.

#[test]
fn the_drawing_example_bernie_then_carla_score_and_bernie_carla_alma_draw() {
    let plays = ["Bernie:3", "Carla:3", "Alma:1>Bernie:1>Bernie:1>Carla:3"];
    let table = table(&ABC);
    let outcome = replay(&table, &plays).unwrap();
    assert_eq!(
        totals(&outcome),
        [(3, 10), (6, 10), (7, 10), (8, 10), (9, 10), (12, 10)]
    );
    assert_eq!(foul(&outcome), (ALMA, vec![BERNIE, CARLA], false));
    assert_eq!(outcome.draw_order, [BERNIE, CARLA, ALMA]);
    assert_eq!(
        outcome.verdict(&table),
        "Foul: Alma went over with the 3 stolen from Carla (the thief is liable), 12 against 10. \
         Bernie, then Carla, may score foul points with their lowest card. Then Bernie, Carla and \
         Alma draw."
    );
    // Seated from the plays (Bernie, Carla, Alma): the same turn order.
    let inferred = inferred(&plays, &[], Direction::Clockwise);
    assert_eq!(inferred.names(), ["Bernie", "Carla", "Alma"]);
    let again = replay(&inferred, &plays).unwrap();
    assert_eq!(again.verdict(&inferred), outcome.verdict(&table));
    // Dora, who has no cards, is skipped and scores none; out of cards, the table is in the
    // Showdown with the draw pile gone, so nobody draws.
    let four = table_without(&["Alma", "Bernie", "Carla", "Dora"], &["Dora"]);
    let outcome = replay(&four, &plays).unwrap();
    assert_eq!(foul(&outcome), (ALMA, vec![BERNIE, CARLA], false));
    assert!(outcome.draw_order.is_empty(), "{:?}", outcome.draw_order);
    let verdict = outcome.verdict(&four);
    assert!(
        verdict.ends_with(
            " Nobody draws: a player without cards means the draw pile is gone (Showdown)."
        ),
        "{verdict}"
    );
}

#[test]
fn quickly_steal_a_0_a_1_that_reaches_10_may_still_steal() {
    let table = table(&ABC);
    let before = ["Alma:2", "Bernie:5", "Carla:2"];
    // The 1 alone would score exactly 10.
    let outcome = replay(&table, &[before[0], before[1], before[2], "Alma:1"]).unwrap();
    assert_eq!(exact(&outcome), (ALMA, vec![(3, card(1))], 1));
    // Stealing Bernie's open 5, which lands as a 0: still 10, and the 0 is the last card.
    let outcome = replay(
        &table,
        &[before[0], before[1], before[2], "Alma:1>Bernie:0"],
    )
    .unwrap();
    assert_eq!(totals(&outcome)[3..], [(10, 10), (10, 10)]);
    assert_eq!(exact(&outcome), (ALMA, vec![(4, card(0))], 0));
    assert_eq!(outcome.draw_order, [BERNIE, ALMA]);
    assert_eq!(
        outcome.verdict(&table),
        "Exact 10: Alma scores the 0 (+0). It may be flipped when scored: its back is a 1 or a 5. \
         Then Bernie and Alma draw."
    );
    // Had it landed as a 4, the target would be 15 and the display open at 14.
    let outcome = replay(
        &table,
        &[before[0], before[1], before[2], "Alma:1>Bernie:4"],
    )
    .unwrap();
    assert_eq!(totals(&outcome).last(), Some(&(14, 15)));
    assert_eq!(outcome.resolution, Resolution::Open);
}

// Whose turn it is.

#[test]
fn plays_in_turn_go_clockwise_from_whoever_plays_first_and_round_the_table() {
    let table = table(&ABCD);
    let outcome = replay(
        &table,
        &[
            "Carla:1", "Dora:1", "Alma:1", "Bernie:1", "Carla:1", "Dora:1",
        ],
    )
    .unwrap();
    assert_eq!(totals(&outcome).last(), Some(&(6, 10)));
    assert_eq!(outcome.starting_direction, Direction::Clockwise);
    // A steal does not change whose turn is next: Alma after Dora, whoever Dora stole from.
    let outcome = replay(&table, &["Carla:2", "Dora:1>Alma:1>Bernie:2", "Alma:3"]).unwrap();
    assert_eq!(totals(&outcome).last(), Some(&(9, 10)));
}

#[test]
fn the_same_player_twice_or_a_player_skipped_is_out_of_turn() {
    let table = table(&ABC);
    let refusal = refused(&table, &["Alma:3", "Alma:3"]);
    assert_eq!(
        in_words(&refusal),
        "Alma plays out of turn: after Alma it is Bernie's turn (play goes clockwise); the next \
         play is Bernie's; a player with no cards left is skipped, so only a player alone with \
         cards plays twice in a row"
    );
    // Carla skips Bernie; she would be in turn had play been going counterclockwise.
    let refusal = refused(&table, &["Alma:3", "Carla:3"]);
    assert_eq!(
        in_words(&refusal),
        "Carla plays out of turn: after Alma it is Bernie's turn (play goes clockwise); the next \
         play is Bernie's; a player with no cards left is skipped; if a pink 4 in an earlier \
         display left play going counterclockwise, give --counterclockwise"
    );
    // The refusal names the play: a later one out of turn, after plays in turn.
    let refusal = refused(&table, &["Alma:1", "Bernie:1", "Carla:1", "Bernie:1"]);
    assert_eq!(
        refusal.problem,
        "Bernie plays out of turn: after Carla it is Alma's turn (play goes clockwise)"
    );
    // A 2-player table goes back and forth whichever way play goes.
    let two = table_without(&["Alma", "Bernie"], &[]);
    assert!(
        replay(
            &two,
            &["Alma:1", "Bernie:1", "Alma:1", "Bernie:4p!", "Alma:1"]
        )
        .is_ok()
    );
    assert_eq!(
        refused(&two, &["Alma:1", "Bernie:1", "Bernie:1"]).legal,
        "the next play is Alma's; a player with no cards left is skipped, so only a player alone \
         with cards plays twice in a row"
    );
}

#[test]
fn after_a_reversing_pink_4_play_goes_counterclockwise_at_once_until_the_next() {
    let table = table(&ABCD);
    // Alma, then Bernie's reversal: it is Alma's turn again, not Carla's.
    let refusal = refused(&table, &["Alma:3", "Bernie:4p!", "Carla:5", "Dora:5"]);
    assert_eq!(
        in_words(&refusal),
        "Carla plays out of turn: after Bernie's pink 4 it is Alma's turn (play goes \
         counterclockwise); the next play is Alma's; a player with no cards left is skipped"
    );
    // In turn: Alma, then Dora; Dora's foul is scored counterclockwise from her.
    let outcome = replay(&table, &["Alma:3", "Bernie:4p!", "Alma:5", "Dora:5"]).unwrap();
    assert_eq!(totals(&outcome).last(), Some(&(17, 15)));
    assert_eq!(foul(&outcome), (DORA, vec![CARLA, BERNIE, ALMA], true));
    assert_eq!(outcome.draw_order, [CARLA, BERNIE, ALMA, DORA]);
    assert_eq!(outcome.direction, Direction::Counterclockwise);
    // The direction holds for the plays after: the refusal says since when.
    let refusal = refused(&table, &["Alma:3", "Bernie:4p!", "Alma:2", "Bernie:1"]);
    assert_eq!(
        refusal.problem,
        "Bernie plays out of turn: after Alma it is Dora's turn (play goes counterclockwise \
         since Bernie's pink 4 at play 2)"
    );
    // Until the next reversal: Dora turns it back, so Alma follows her.
    let outcome = replay(
        &table,
        &["Alma:1", "Bernie:4p!", "Alma:1", "Dora:4p!", "Alma:1"],
    );
    assert_eq!(outcome.unwrap().direction, Direction::Clockwise);
    // A blue 4 or a pink 4 without ! reverses nothing.
    for four in ["Bernie:4", "Bernie:4p"] {
        let refusal = refused(&table, &["Alma:3", four, "Alma:5"]);
        assert!(refusal.problem.contains("it is Carla's turn"), "{four}");
    }
    // A stolen pink 4 that lands with ! reverses too: after Alma, Dora.
    let refusal = refused(&table, &["Alma:1>Carla:4p!", "Bernie:1"]);
    assert_eq!(
        refusal.problem,
        "Bernie plays out of turn: after the pink 4 Alma stole from Carla it is Dora's turn \
         (play goes counterclockwise)"
    );
    assert!(replay(&table, &["Alma:1>Carla:4p!", "Dora:1"]).is_ok());
    // Alma may not follow her own reversal either.
    let refusal = refused(&table, &["Alma:4p!", "Alma:1"]);
    assert!(
        refusal
            .problem
            .starts_with("Alma plays out of turn: after Alma's pink 4 it is Dora's turn"),
        "{}",
        refusal.problem
    );
}

#[test]
fn players_without_cards_are_skipped_in_turn_order() {
    let table = table_without(&ABCD, &["Bernie"]);
    let outcome = replay(&table, &["Alma:2", "Carla:2", "Dora:2", "Alma:2"]).unwrap();
    assert_eq!(totals(&outcome).last(), Some(&(8, 10)));
    let refusal = refused(&table, &["Alma:2", "Dora:2"]);
    assert_eq!(
        refusal.problem,
        "Dora plays out of turn: after Alma it is Carla's turn (play goes clockwise; Bernie has \
         no cards left)"
    );
    // Counterclockwise, Bernie is skipped on the way from Carla to Alma.
    let outcome = replay(&table, &["Carla:4p!", "Alma:2", "Dora:2"]).unwrap();
    assert_eq!(outcome.direction, Direction::Counterclockwise);
    let two_empty = table_without(&ABCD, &["Bernie", "Carla"]);
    assert!(replay(&two_empty, &["Alma:1", "Dora:1", "Alma:1"]).is_ok());
    let refusal = refused(&two_empty, &["Alma:1", "Alma:1"]);
    assert_eq!(
        refusal.problem,
        "Alma plays out of turn: after Alma it is Dora's turn (play goes clockwise; Bernie and \
         Carla have no cards left)"
    );
}

#[test]
fn a_player_alone_with_cards_plays_again_and_again() {
    let table = table_without(&ABC, &["Bernie", "Carla"]);
    let outcome = replay(&table, &["Alma:3", "Alma:3", "Alma:2", "Alma:2"]).unwrap();
    assert_eq!(exact(&outcome), (ALMA, vec![(3, card(2))], 2));
    let outcome = replay_from(&table, Direction::Counterclockwise, &["Alma:4p!", "Alma:1"]);
    assert!(outcome.is_ok());
    // Everyone else has cards, or one of them does: not alone.
    assert!(replay(&table_without(&ABC, &["Carla"]), &["Alma:3", "Alma:3"]).is_err());
}

#[test]
fn a_display_may_start_counterclockwise_with_the_foul_scorers_and_the_draws() {
    let table = table(&ABCD);
    let start = Direction::Counterclockwise;
    let outcome = replay_from(&table, start, &["Alma:5", "Dora:3", "Carla:3"]).unwrap();
    assert_eq!(outcome.starting_direction, start);
    assert_eq!(outcome.direction, start);
    assert_eq!(foul(&outcome), (CARLA, vec![BERNIE, ALMA, DORA], false));
    assert_eq!(outcome.draw_order, [BERNIE, ALMA, DORA, CARLA]);
    assert!(
        outcome
            .verdict(&table)
            .ends_with("Then Bernie, Alma, Dora and Carla draw. Play goes on counterclockwise."),
        "{}",
        outcome.verdict(&table)
    );
    // The same plays clockwise are out of turn, and say why.
    let refusal = refused(&table, &["Alma:5", "Dora:3", "Carla:3"]);
    assert!(refusal.legal.ends_with("give --counterclockwise"));
    // Counterclockwise from the start: Bernie does not follow Alma.
    let refusal = refused_from(&table, start, &["Alma:5", "Bernie:3"]);
    assert_eq!(
        in_words(&refusal),
        "Bernie plays out of turn: after Alma it is Dora's turn (play goes counterclockwise from \
         the start); the next play is Dora's; a player with no cards left is skipped; if play \
         went clockwise when this display began, leave out --counterclockwise"
    );
    // A pink 4 reverses it back to clockwise.
    let outcome = replay_from(&table, start, &["Alma:4p!", "Bernie:5", "Carla:2"]).unwrap();
    assert_eq!(outcome.direction, Direction::Clockwise);
    assert!(outcome.verdict(&table).ends_with("Play goes on clockwise."));
    // Those stolen from draw in turn order too, the thief last: counterclockwise from Carla, Alma
    // before Dora (clockwise it would be Dora first).
    let plays = ["Carla:1>Alma:1>Dora:2"];
    assert_eq!(
        replay_from(&table, start, &plays).unwrap().draw_order,
        [ALMA, DORA, CARLA]
    );
    assert_eq!(
        replay(&table, &plays).unwrap().draw_order,
        [DORA, ALMA, CARLA]
    );
}

// After the display resolved.

#[test]
fn a_play_after_the_display_resolved_is_refused() {
    let table = table(&ABC);
    let refusal = refused(&table, &["Alma:5", "Bernie:5", "Carla:3"]);
    assert_eq!(
        refusal.problem,
        "Carla's 3 is a card after the display was resolved (Bernie hit the target exactly at \
         play 2)"
    );
    assert_eq!(
        refusal.legal,
        "a resolved display is cleared: check the next display on its own"
    );
    let refusal = refused(&table, &["Alma:5", "Bernie:5>Carla:2", "Carla:3"]);
    assert!(
        refusal.problem.starts_with("Bernie cannot steal"),
        "{}",
        refusal.problem
    );
    let refusal = refused(&table, &["Alma:5", "Bernie:3", "Carla:3", "Alma:0"]);
    assert_eq!(
        refusal.problem,
        "Alma's 0 is a card after the display was resolved (Carla went over the target at play 3)"
    );
}

// Input the parser would never produce: still refused, never a panic.

#[test]
fn seats_and_cards_from_outside_the_notation_are_malformed() {
    let table = table(&ABC);
    let bad = [
        Play {
            player: 7,
            lay: Lay::of(card(3)),
            steals: vec![],
        },
        Play {
            player: 0,
            lay: Lay::of(card(1)),
            steals: vec![Steal {
                victim: usize::MAX,
                lay: Lay::of(card(1)),
            }],
        },
        Play {
            player: 0,
            lay: Lay::of(card(9)),
            steals: vec![],
        },
        Play {
            player: 0,
            lay: Lay::of(Krumme10Card {
                value: 2,
                pink: true,
            }),
            steals: vec![],
        },
        Play {
            player: 0,
            lay: Lay {
                card: card(4),
                reverse: true,
            },
            steals: vec![],
        },
    ];
    for play in bad {
        let refusal =
            replay_display(&table, Direction::Clockwise, std::slice::from_ref(&play)).unwrap_err();
        assert_eq!(refusal.kind, ViolationKind::Malformed, "{play:?}");
    }
    let refusal = replay_display(&table, Direction::Counterclockwise, &[]).unwrap_err();
    assert_eq!(refusal.kind, ViolationKind::Malformed);
    assert_eq!(
        table
            .turn_order_after(usize::MAX, Direction::Counterclockwise)
            .len(),
        2
    );
    assert_eq!(table.name(9), "?");
}

// Properties.

/// A play of random cards by random seats (some not at the table), its steals cut after the first
/// card that did not land as a 1 when `lawful`, so that long chains are reached.
fn any_play() -> impl Strategy<Value = (Play, bool)> {
    let lay = (0u8..=5, any::<bool>(), any::<bool>()).prop_map(|(value, pink, reverse)| {
        let pink = pink && value == 4;
        Lay {
            card: Krumme10Card { value, pink },
            reverse: reverse && pink,
        }
    });
    (
        0usize..7,
        lay.clone(),
        prop::collection::vec((0usize..7, lay), 0..5),
        any::<bool>(),
    )
        .prop_map(|(player, lay, steals, lawful)| {
            let mut steals: Vec<Steal> = steals
                .into_iter()
                .map(|(victim, lay)| Steal { victim, lay })
                .collect();
            if lawful {
                let mut before = lay.card.value;
                let keep = steals
                    .iter()
                    .take_while(|steal| {
                        let ok = before == 1;
                        before = steal.lay.card.value;
                        ok
                    })
                    .count();
                steals.truncate(keep);
            }
            (
                Play {
                    player,
                    lay,
                    steals,
                },
                lawful,
            )
        })
}

fn check_invariants(table: &Table, outcome: &DisplayOutcome) -> Result<(), TestCaseError> {
    let last = outcome.steps.len() - 1;
    for (index, step) in outcome.steps.iter().enumerate() {
        // A display never stays unresolved above its target: only the last card can be over it.
        prop_assert!(step.total <= step.target || index == last);
        prop_assert!(step.target == TARGET || step.target == RAISED_TARGET);
    }
    let (total, target) = (outcome.total(), outcome.target());
    let active = outcome.steps[last].by;
    match &outcome.resolution {
        Resolution::Open => prop_assert!(total < target),
        Resolution::Exact {
            scorer,
            cards,
            points,
        } => {
            prop_assert_eq!(total, target);
            prop_assert_eq!(*scorer, active);
            // Every scored card is scored once, the last card among them.
            let mut seen: Vec<usize> = cards.iter().map(|c| c.step).collect();
            prop_assert_eq!(seen.first(), Some(&last));
            seen.sort_unstable();
            seen.dedup();
            prop_assert_eq!(seen.len(), cards.len());
            for scored in &cards[1..] {
                prop_assert!(scored.card.pink && target == RAISED_TARGET);
            }
            let sum: u8 = cards.iter().map(|c| c.card.value).sum();
            prop_assert_eq!(*points, sum);
        }
        Resolution::Foul {
            causer, scorers, ..
        } => {
            prop_assert!(total > target);
            prop_assert_eq!(*causer, active);
            for &seat in scorers {
                prop_assert!(seat != active && !table.teammates(active, seat));
                prop_assert!(table.has_cards(seat));
            }
        }
    }
    // The active player draws last, and no one draws twice; in the Showdown (someone out of
    // cards) nobody draws.
    if table.anyone_without_cards() {
        prop_assert!(outcome.draw_order.is_empty());
        return Ok(());
    }
    prop_assert_eq!(outcome.draw_order.last(), Some(&active));
    let mut drawers = outcome.draw_order.clone();
    drawers.sort_unstable();
    drawers.dedup();
    prop_assert_eq!(drawers.len(), outcome.draw_order.len());
    Ok(())
}

/// Whose turn it is after `seat` at a table of `players` where `empty` marks those without cards,
/// counted here on its own (not with the referee's [`Table::next_turn`]): the next seat going
/// `direction` with cards, or `seat` again when there is none. `None` for a seat off the table.
fn due_after(players: usize, empty: &[bool], seat: usize, direction: Direction) -> Option<usize> {
    if seat >= players {
        return None;
    }
    let mut next = seat;
    for _ in 1..players {
        next = match direction {
            Direction::Clockwise => (next + 1) % players,
            Direction::Counterclockwise => (next + players - 1) % players,
        };
        if !empty[next] {
            return Some(next);
        }
    }
    Some(seat)
}

/// Whether a play reverses the direction: an odd number of its cards are pink 4s with `!`.
fn reverses(play: &Play) -> bool {
    let lays = std::iter::once(&play.lay).chain(play.steals.iter().map(|steal| &steal.lay));
    lays.filter(|lay| lay.reverse).count() % 2 == 1
}

/// The plays with each one marked `in_turn` given to the player whose turn it is ([`due_after`]),
/// the others left to their random player, so that displays in turn are common but not the only
/// ones.
fn put_in_turn(
    players: usize,
    empty: &[bool],
    start: Direction,
    plays: Vec<(Play, bool)>,
) -> Vec<Play> {
    let mut direction = start;
    let mut previous: Option<usize> = None;
    plays
        .into_iter()
        .map(|(mut play, in_turn)| {
            if let Some(due) = previous
                .filter(|_| in_turn)
                .and_then(|seat| due_after(players, empty, seat, direction))
            {
                play.player = due;
            }
            previous = Some(play.player);
            if reverses(&play) {
                direction = direction.reversed();
            }
            play
        })
        .collect()
}

fn any_direction() -> impl Strategy<Value = Direction> {
    prop_oneof![
        Just(Direction::Clockwise),
        Just(Direction::Counterclockwise)
    ]
}

/// A random display at a random table: 2 to 6 players, each without cards one time in three
/// (one of them always with cards), the direction it starts in, and up to 8 plays of low cards
/// (so that displays last), a pink 4 that reverses now and then, and chains of 1s; four plays in
/// five are by the player whose turn it is, the others by any player.
#[derive(Clone, Debug)]
struct RandomDisplay {
    players: usize,
    empty: Vec<bool>,
    start: Direction,
    plays: Vec<Play>,
}

impl RandomDisplay {
    fn table(&self) -> Table {
        let list: Vec<String> = (0..self.players).map(|i| format!("P{i}")).collect();
        let empty: Vec<String> = (0..self.players)
            .filter(|&i| self.empty[i])
            .map(|i| format!("P{i}"))
            .collect();
        Table::new(list, false, &empty).unwrap()
    }
}

fn any_random_display() -> impl Strategy<Value = RandomDisplay> {
    let lay = prop_oneof![
        6 => (0u8..=3).prop_map(|value| Lay::of(card(value))),
        1 => Just(Lay::of(card(4))),
        1 => Just(Lay::of(card(5))),
        1 => Just(Lay::of(PINK)),
        2 => Just(Lay { card: PINK, reverse: true }),
    ];
    let play = (
        0usize..6,
        lay.clone(),
        prop::collection::vec((0usize..6, lay), 0..3),
        prop::bool::weighted(0.8),
    );
    (
        2usize..=6,
        prop::collection::vec(prop::bool::weighted(1.0 / 3.0), 6),
        0usize..6,
        any_direction(),
        prop::collection::vec(play, 1..9),
    )
        .prop_map(|(players, mut empty, keep, start, plays)| {
            empty.truncate(players);
            empty[keep % players] = false;
            let plays = plays
                .into_iter()
                .map(|(player, lay, steals, in_turn)| {
                    // A chain of 1s only after a 1, from players at the table.
                    let mut steals: Vec<Steal> = steals
                        .into_iter()
                        .map(|(victim, lay)| Steal {
                            victim: victim % players,
                            lay,
                        })
                        .collect();
                    if lay.card.value != 1 {
                        steals.clear();
                    }
                    let play = Play {
                        player: player % players,
                        lay,
                        steals,
                    };
                    (play, in_turn)
                })
                .collect();
            RandomDisplay {
                plays: put_in_turn(players, &empty, start, plays),
                players,
                empty,
                start,
            }
        })
}

/// Checks whose turn each play of an accepted display was: never the same player twice in a row
/// unless everyone else is without cards, and always the player [`due_after`] the one before.
fn check_turns(display: &RandomDisplay, plays: &[Play]) -> Result<(), TestCaseError> {
    let mut direction = display.start;
    for pair in plays.windows(2) {
        let (before, play) = (&pair[0], &pair[1]);
        if reverses(before) {
            direction = direction.reversed();
        }
        if play.player == before.player {
            let others_empty = (0..display.players)
                .filter(|&seat| seat != play.player)
                .all(|seat| display.empty[seat]);
            prop_assert!(
                others_empty,
                "{} played twice in a row while others have cards",
                play.player
            );
        }
        prop_assert_eq!(
            Some(play.player),
            due_after(display.players, &display.empty, before.player, direction)
        );
    }
    Ok(())
}

#[test]
fn random_displays_are_often_accepted_and_sometimes_by_a_player_alone() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    // The property below is only as good as its displays: enough of them must be accepted with
    // several plays, some with a player playing alone, and some refused out of turn.
    let mut runner = TestRunner::deterministic();
    let (mut accepted, mut alone, mut out_of_turn) = (0, 0, 0);
    for _ in 0..1000 {
        let display = any_random_display()
            .new_tree(&mut runner)
            .unwrap()
            .current();
        let table = display.table();
        for end in 2..=display.plays.len() {
            let plays = &display.plays[..end];
            match replay_display(&table, display.start, plays) {
                Ok(_) => {
                    accepted += 1;
                    if plays
                        .windows(2)
                        .any(|pair| pair[0].player == pair[1].player)
                    {
                        alone += 1;
                    }
                }
                Err(refusal) => {
                    if refusal.problem.contains("plays out of turn") {
                        out_of_turn += 1;
                    }
                    break;
                }
            }
        }
    }
    assert!(accepted >= 800, "{accepted} accepted");
    assert!(alone >= 30, "{alone} by a player alone");
    assert!(out_of_turn >= 80, "{out_of_turn} out of turn");
}

proptest! {
    /// A display the referee accepts never has two plays in a row by the same player unless
    /// everyone else is without cards, and each play after the first is by the player whose
    /// turn it was, counted on its own here.
    #[test]
    fn an_accepted_display_is_in_turn_and_no_one_plays_twice_unless_alone(
        display in any_random_display(),
    ) {
        let table = display.table();
        for end in 1..=display.plays.len() {
            let plays = &display.plays[..end];
            match replay_display(&table, display.start, plays) {
                Ok(outcome) => {
                    check_turns(&display, plays)?;
                    check_invariants(&table, &outcome)?;
                }
                Err(refusal) => prop_assert_eq!(refusal.kind, ViolationKind::AgainstRules),
            }
        }
    }

    /// A display in turn at its table is in turn with the seating read from its plays too, but
    /// for a player alone with cards playing again: read from the plays, the others are unknown.
    #[test]
    fn a_display_in_turn_at_its_table_is_in_turn_seated_from_its_plays(
        display in any_random_display(),
    ) {
        let table = display.table();
        let named = |seat: usize| table.name(seat).to_string();
        for end in 1..=display.plays.len() {
            let plays = &display.plays[..end];
            let alone = plays.windows(2).any(|pair| pair[0].player == pair[1].player);
            if alone || replay_display(&table, display.start, plays).is_err() {
                continue;
            }
            let typed: Vec<Play<String>> = plays
                .iter()
                .map(|play| Play {
                    player: named(play.player),
                    lay: play.lay,
                    steals: play
                        .steals
                        .iter()
                        .map(|steal| Steal { victim: named(steal.victim), lay: steal.lay })
                        .collect(),
                })
                .collect();
            let inferred = Table::inferred(&typed, &[], display.start).unwrap();
            let seated: Vec<Play> =
                typed.iter().map(|play| inferred.seat_play(play).unwrap()).collect();
            let again = replay_display(&inferred, display.start, &seated);
            prop_assert!(again.is_ok(), "{:?} seated {:?}: {:?}", typed, inferred.names(), again);
        }
    }

    /// Whatever is played, the referee never panics; a refusal is a rule (or, for seats and cards
    /// from outside the table, malformed); and every prefix it accepts keeps the invariants: no
    /// display stays unresolved above its target, and every scored card is scored once. Most
    /// plays are by the player whose turn it is, so that long displays are reached.
    #[test]
    fn any_display_keeps_the_invariants_and_never_panics(
        players in 2usize..=6,
        teams in any::<bool>(),
        empty in prop::collection::vec(any::<bool>(), 6),
        start in any_direction(),
        plays in prop::collection::vec((any_play(), prop::bool::weighted(0.8)), 1..8),
    ) {
        let list: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
        let empty_names: Vec<String> =
            (0..players).filter(|&i| empty[i]).map(|i| format!("P{i}")).collect();
        let table = Table::new(list, teams && players >= 4, &empty_names).unwrap();
        let plays = plays.into_iter().map(|((play, _), in_turn)| (play, in_turn)).collect();
        let plays = put_in_turn(players, &empty[..players], start, plays);
        let mut refused_at = None;
        for end in 1..=plays.len() {
            match replay_display(&table, start, &plays[..end]) {
                Ok(outcome) => {
                    prop_assert!(refused_at.is_none(), "a longer sequence cannot become legal");
                    check_invariants(&table, &outcome)?;
                    let _ = outcome.verdict(&table);
                }
                Err(refusal) => {
                    let off_table = plays[..end].iter().any(|p| {
                        p.player >= players || p.steals.iter().any(|s| s.victim >= players)
                    });
                    if !off_table {
                        prop_assert_eq!(refusal.kind, ViolationKind::AgainstRules);
                    }
                    refused_at.get_or_insert(end);
                }
            }
        }
    }
}
