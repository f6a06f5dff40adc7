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

pub(super) fn replay(table: &Table, texts: &[&str]) -> Result<DisplayOutcome, RuleViolation> {
    replay_display(table, &seated(table, texts))
}

pub(super) fn totals(outcome: &DisplayOutcome) -> Vec<(u8, u8)> {
    outcome.steps.iter().map(|s| (s.total, s.target)).collect()
}

pub(super) fn refused(table: &Table, texts: &[&str]) -> RuleViolation {
    let refusal = replay(table, texts).unwrap_err();
    assert_eq!(refusal.kind, ViolationKind::AgainstRules, "{refusal:?}");
    refusal
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
    // Seated in the order the names first appear (Bernie, Carla, Alma): the same turn order.
    let parsed: Vec<Play<String>> = plays.iter().map(|p| parse_play(p).unwrap()).collect();
    let inferred = Table::inferred(&parsed, &[]).unwrap();
    let again = replay(&inferred, &plays).unwrap();
    assert_eq!(again.verdict(&inferred), outcome.verdict(&table));
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
        let refusal = replay_display(&table, std::slice::from_ref(&play)).unwrap_err();
        assert_eq!(refusal.kind, ViolationKind::Malformed, "{play:?}");
    }
    let refusal = replay_display(&table, &[]).unwrap_err();
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
    // The active player draws last, and no one draws twice.
    prop_assert_eq!(outcome.draw_order.last(), Some(&active));
    let mut drawers = outcome.draw_order.clone();
    drawers.sort_unstable();
    drawers.dedup();
    prop_assert_eq!(drawers.len(), outcome.draw_order.len());
    Ok(())
}

proptest! {
    /// Whatever is played, the referee never panics; a refusal is a rule (or, for seats and cards
    /// from outside the table, malformed); and every prefix it accepts keeps the invariants: no
    /// display stays unresolved above its target, and every scored card is scored once.
    #[test]
    fn any_display_keeps_the_invariants_and_never_panics(
        players in 2usize..=6,
        teams in any::<bool>(),
        empty in prop::collection::vec(any::<bool>(), 6),
        plays in prop::collection::vec(any_play(), 1..8),
    ) {
        let list: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
        let empty: Vec<String> = (0..players).filter(|&i| empty[i]).map(|i| format!("P{i}")).collect();
        let table = Table::new(list, teams && players >= 4, &empty).unwrap();
        let plays: Vec<Play> = plays.into_iter().map(|(play, _)| play).collect();
        let mut refused_at = None;
        for end in 1..=plays.len() {
            match replay_display(&table, &plays[..end]) {
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
