use super::*;
use crate::games::ViolationKind;
use crate::games::under10::cards::Under10Card;

// The helpers below are shared with the tests of the submodules (scoring, validate, entry, call).

pub(super) const ALL_IN: [&str; 4] = ["Ann", "Bob", "Cy", "Dee"];

pub(super) fn names(names: &[&str]) -> Vec<String> {
    names.iter().map(|name| name.to_string()).collect()
}

pub(super) fn fresh(players: &[&str]) -> Standing {
    Standing::start(&names(players))
}

pub(super) fn with_totals(totals: &[(i64, bool)]) -> Standing {
    let mut standing = fresh(&ALL_IN[..totals.len()]);
    for (seat, &(total, out)) in standing.seats.iter_mut().zip(totals) {
        seat.total = total;
        seat.out = out;
    }
    standing
}

pub(super) fn plain() -> Options {
    Options::default()
}

pub(super) fn bonus_on() -> Options {
    Options {
        end: End::LastStanding,
        bonus_cards: true,
        starter: 0,
    }
}

pub(super) fn first_out() -> Options {
    Options {
        end: End::FirstOut,
        bonus_cards: false,
        starter: 0,
    }
}

pub(super) fn input(
    entries: &[(&str, &str)],
    call: Option<&str>,
    luck: Option<&str>,
) -> RoundInput {
    RoundInput {
        entries: entries
            .iter()
            .map(|(name, value)| (name.to_string(), value.to_string()))
            .collect(),
        flags: [("call", call), ("luck", luck)]
            .into_iter()
            .filter_map(|(flag, name)| Some((flag.to_string(), name?.to_string())))
            .collect(),
    }
}

/// Parses and scores a typed round.
pub(super) fn play(
    options: &Options,
    standing: &Standing,
    entries: &[(&str, &str)],
    call: Option<&str>,
    luck: Option<&str>,
) -> Result<Outcome, RuleViolation> {
    let entry = Under10.parse(options, standing, None, &input(entries, call, luck))?;
    Under10.score(options, standing, None, &entry)
}

pub(super) fn call(standing: &Standing, entries: &[(&str, &str)], caller: &str) -> Outcome {
    play(&bonus_on(), standing, entries, Some(caller), None).unwrap()
}

pub(super) fn round_points(outcome: &Outcome) -> Vec<i64> {
    outcome.seats.iter().map(|seat| seat.points).collect()
}

pub(super) fn totals(outcome: &Outcome) -> Vec<i64> {
    outcome.seats.iter().map(|seat| seat.total).collect()
}

pub(super) fn refused(result: Result<Outcome, RuleViolation>) -> RuleViolation {
    result.expect_err("the round should be refused")
}

pub(super) fn cards(text: &str) -> Vec<Under10Card> {
    crate::games::under10::cards::parse_under10_cards(&[text.to_string()]).unwrap()
}

// --- the match as a whole -----------------------------------------------------------------

#[test]
fn last_standing_ends_when_at_most_one_player_is_in() {
    let options = plain();
    assert_eq!(
        Under10.progress(
            &options,
            &with_totals(&[(10, false), (162, true), (30, false)])
        ),
        Progress::InProgress
    );
    assert_eq!(
        Under10.progress(
            &options,
            &with_totals(&[(10, false), (162, true), (153, true)])
        ),
        Progress::Ended
    );
    assert_eq!(
        Under10.progress(&options, &with_totals(&[(160, true), (162, true)])),
        Progress::Ended
    );
    assert_eq!(
        Under10.progress(&options, &fresh(&["Ann", "Bob"])),
        Progress::InProgress
    );
}

#[test]
fn first_out_ends_after_the_round_in_which_anyone_went_out() {
    let options = first_out();
    assert_eq!(
        Under10.progress(
            &options,
            &with_totals(&[(10, false), (140, false), (30, false)])
        ),
        Progress::InProgress
    );
    assert_eq!(
        Under10.progress(
            &options,
            &with_totals(&[(10, false), (162, true), (30, false)])
        ),
        Progress::Ended
    );
}

#[test]
fn rank_keys_put_players_still_in_first_then_the_lowest_total() {
    let standing = with_totals(&[(90, false), (162, true), (30, false), (155, true)]);
    let keys: Vec<Vec<i64>> = standing
        .seats
        .iter()
        .map(|seat| Under10.rank_key(&plain(), seat))
        .collect();
    assert_eq!(
        keys,
        vec![
            vec![0, 0, 90],
            vec![1, 0, 162],
            vec![0, 0, 30],
            vec![1, 0, 155]
        ]
    );
    assert_eq!(crate::games::ranks(&keys), vec![2, 4, 1, 3]);
    // The last players going out together: the lowest total among them wins (tenscore ruling).
    let standing = with_totals(&[(170, true), (152, true)]);
    let keys: Vec<Vec<i64>> = standing
        .seats
        .iter()
        .map(|seat| Under10.rank_key(&plain(), seat))
        .collect();
    assert_eq!(crate::games::ranks(&keys), vec![2, 1]);
}

/// Scores one round in which `caller` calls with 0 and everyone else still in holds `hand`.
fn play_call(standing: &Standing, caller: usize, hand: i64) -> Standing {
    play_call_with(&plain(), standing, caller, hand)
}

/// [`play_call`] under these options.
fn play_call_with(options: &Options, standing: &Standing, caller: usize, hand: i64) -> Standing {
    let entry = Entry {
        ending: Ending::Call { seat: caller },
        hands: standing
            .seats
            .iter()
            .enumerate()
            .map(|(seat, state)| {
                (!state.out).then(|| Hand {
                    points: if seat == caller { 0 } else { hand },
                    bonus: vec![],
                })
            })
            .collect(),
    };
    let outcome = Under10.score(options, standing, None, &entry).unwrap();
    standing.after(&outcome)
}

#[test]
fn the_starter_moves_one_seat_clockwise_from_the_last_starter_skipping_players_who_are_out() {
    let next = |standing: &Standing| Under10.next_round(&plain(), standing, None);
    let mut standing = fresh(&ALL_IN);
    assert_eq!(next(&standing), "Round 1: Ann starts.");
    // Bob goes out in round 1 (140 + 20).
    standing.seats[1].total = 140;
    standing = play_call(&standing, 0, 20);
    assert!(standing.seats[1].out);
    assert_eq!(next(&standing), "Round 2: Cy starts.");
    standing = play_call(&standing, 2, 1);
    // Dee follows Cy: the player after an out player never starts twice in a row.
    assert_eq!(next(&standing), "Round 3: Dee starts.");
    standing = play_call(&standing, 2, 1);
    assert_eq!(next(&standing), "Round 4: Ann starts.");
    standing = play_call(&standing, 2, 1);
    assert_eq!(next(&standing), "Round 5: Cy starts.");
}

#[test]
fn the_starter_named_at_the_start_begins_round_1_and_the_rotation_follows_from_there() {
    let chosen = |name: &str| Choices {
        starter: Some(name.to_string()),
        ..Choices::default()
    };
    let table = names(&ALL_IN);
    // Named as typed, whatever the case.
    let options = Under10.options(chosen(" cy "), &table).unwrap();
    assert_eq!(options.starter, 2);
    let next = |standing: &Standing| Under10.next_round(&options, standing, None);
    let mut standing = fresh(&ALL_IN);
    assert_eq!(next(&standing), "Round 1: Cy starts.");
    standing = play_call_with(&options, &standing, 0, 5);
    assert_eq!(next(&standing), "Round 2: Dee starts.");
    standing = play_call_with(&options, &standing, 0, 5);
    assert_eq!(next(&standing), "Round 3: Ann starts.");
    // A starter who is not at the table cannot be read (exit 2), naming who is.
    let refused = Under10.options(chosen("Eve"), &table).unwrap_err();
    assert_eq!(refused.kind, ViolationKind::Malformed);
    assert_eq!(
        format!("{}; {}", refused.problem, refused.legal),
        "the starter 'Eve' is not at the table; name one of Ann, Bob, Cy and Dee with --starter"
    );
    // Left out, the first seat starts, and the stored options read as before the choice existed.
    let first = Under10.options(Choices::default(), &table).unwrap();
    assert_eq!(first.starter, 0);
    assert_eq!(
        serde_json::to_value(&first).unwrap(),
        serde_json::json!({"end": "last-standing", "bonus_cards": false})
    );
    assert_eq!(
        serde_json::to_value(&options).unwrap()["starter"],
        serde_json::json!(2)
    );
}

#[test]
fn players_who_went_out_later_rank_above_those_who_went_out_earlier() {
    let mut standing = with_totals(&[(140, false), (120, false), (130, false)]);
    // Round 1: Ann goes out at 152.
    standing = play_call(&standing, 1, 12);
    assert!(standing.seats[0].out && !standing.seats[2].out);
    assert_eq!(standing.seats[0].counters.get("out_round"), Some(&1));
    // Round 2: Cy calls; Bob goes out at 160.
    standing = play_call(&standing, 2, 40);
    assert!(standing.seats[1].out);
    let keys: Vec<Vec<i64>> = standing
        .seats
        .iter()
        .map(|seat| Under10.rank_key(&plain(), seat))
        .collect();
    // Cy is still in; Bob (out in round 2 at 160) ranks above Ann (out in round 1 at 152).
    assert_eq!(crate::games::ranks(&keys), vec![3, 2, 1]);
}

#[test]
fn options_read_the_end_and_bonus_cards_and_refuse_player_counts_outside_2_to_6() {
    let chosen = Choices {
        end: None,
        bonus_cards: false,
        starter: None,
    };
    assert_eq!(
        Under10.options(chosen, &crate::games::table_of(4)),
        Ok(Options {
            end: End::LastStanding,
            bonus_cards: false,
            starter: 0,
        })
    );
    let chosen = Choices {
        end: Some("First-Out".into()),
        bonus_cards: true,
        starter: None,
    };
    assert_eq!(
        Under10.options(chosen, &crate::games::table_of(2)),
        Ok(Options {
            end: End::FirstOut,
            bonus_cards: true,
            starter: 0,
        })
    );
    let chosen = Choices {
        end: Some("sudden-death".into()),
        bonus_cards: false,
        starter: None,
    };
    let error = Under10
        .options(chosen, &crate::games::table_of(3))
        .unwrap_err();
    assert_eq!(error.kind, ViolationKind::Malformed);
    assert!(error.problem.contains("last-standing") && error.problem.contains("first-out"));
    for players in [0, 1, 7] {
        let error = Under10
            .options(Choices::default(), &crate::games::table_of(players))
            .unwrap_err();
        assert_eq!(error.kind, ViolationKind::AgainstRules);
        assert!(
            error
                .problem
                .starts_with("Under the 10 is played by 2 to 6 players")
        );
    }
    assert_eq!(
        Under10.describe_options(&plain()),
        "last one standing wins, bonus cards off"
    );
    assert_eq!(End::FirstOut.to_string().parse::<End>(), Ok(End::FirstOut));
    let stored: Options =
        serde_json::from_value(serde_json::json!({"end": "first-out", "bonus_cards": true}))
            .unwrap();
    assert_eq!(
        stored,
        Options {
            end: End::FirstOut,
            bonus_cards: true,
            starter: 0,
        }
    );
}

#[test]
fn entries_survive_a_json_round_trip() {
    let entry = Under10
        .parse(
            &bonus_on(),
            &fresh(&["Ann", "Bob"]),
            None,
            &input(&[("Ann", "3"), ("Bob", "4+joker")], Some("Ann"), None),
        )
        .unwrap();
    let json = serde_json::to_value(&entry).unwrap();
    assert_eq!(serde_json::from_value::<Entry>(json).unwrap(), entry);
}

#[test]
fn the_rules_text_marks_the_house_rulings() {
    let text = Under10.rules_text();
    assert!(text.matches("[house ruling]").count() >= 8);
    assert!(text.lines().all(|line| line.chars().count() <= 100));
}

#[test]
fn entries_differing_only_in_the_order_of_bonus_cards_are_the_same() {
    use crate::games::seam::Rules;
    let hand = |bonus: Vec<Bonus>| Some(Hand { points: 12, bonus });
    let entry = |bonus: Vec<Bonus>| Entry {
        ending: Ending::Call { seat: 0 },
        hands: vec![hand(vec![]), hand(bonus)],
    };
    let typed = entry(vec![Bonus::Joker, Bonus::TradeOne]);
    let again = entry(vec![Bonus::TradeOne, Bonus::Joker]);
    assert!(Under10.same_entry(&typed, &again));
    assert!(!Under10.same_entry(&typed, &entry(vec![Bonus::Joker])));
    assert!(!Under10.same_entry(&typed, &entry(vec![Bonus::Joker, Bonus::Joker])));
}
