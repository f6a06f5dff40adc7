use super::*;
use crate::games::ViolationKind;
use proptest::prelude::*;

const ALL_IN: [&str; 4] = ["Ann", "Bob", "Cy", "Dee"];

fn names(names: &[&str]) -> Vec<String> {
    names.iter().map(|name| name.to_string()).collect()
}

fn fresh(players: &[&str]) -> Standing {
    Standing::start(&names(players))
}

fn with_totals(totals: &[(i64, bool)]) -> Standing {
    let mut standing = fresh(&ALL_IN[..totals.len()]);
    for (seat, &(total, out)) in standing.seats.iter_mut().zip(totals) {
        seat.total = total;
        seat.out = out;
    }
    standing
}

fn plain() -> Options {
    Options::default()
}

fn bonus_on() -> Options {
    Options {
        end: End::LastStanding,
        bonus_cards: true,
    }
}

fn first_out() -> Options {
    Options {
        end: End::FirstOut,
        bonus_cards: false,
    }
}

fn input(entries: &[(&str, &str)], call: Option<&str>, luck: Option<&str>) -> RoundInput {
    RoundInput {
        entries: entries
            .iter()
            .map(|(name, value)| (name.to_string(), value.to_string()))
            .collect(),
        call: call.map(str::to_string),
        luck: luck.map(str::to_string),
        trump: None,
        order: None,
    }
}

/// Parses and scores a typed round.
fn play(
    options: &Options,
    standing: &Standing,
    entries: &[(&str, &str)],
    call: Option<&str>,
    luck: Option<&str>,
) -> Result<Outcome, RuleViolation> {
    let entry = Under10.parse(options, standing, None, &input(entries, call, luck))?;
    Under10.score(options, standing, None, &entry)
}

fn call(standing: &Standing, entries: &[(&str, &str)], caller: &str) -> Outcome {
    play(&bonus_on(), standing, entries, Some(caller), None).unwrap()
}

fn round_points(outcome: &Outcome) -> Vec<i64> {
    outcome.seats.iter().map(|seat| seat.points).collect()
}

fn totals(outcome: &Outcome) -> Vec<i64> {
    outcome.seats.iter().map(|seat| seat.total).collect()
}

fn refused(result: Result<Outcome, RuleViolation>) -> RuleViolation {
    result.expect_err("the round should be refused")
}

// --- calls --------------------------------------------------------------------------------

#[test]
fn a_call_stands_when_everyone_else_has_more_and_the_winner_receives_0() {
    let outcome = call(
        &fresh(&ALL_IN),
        &[("Ann", "6"), ("Bob", "7"), ("Cy", "12"), ("Dee", "30")],
        "Ann",
    );
    assert_eq!(round_points(&outcome), vec![0, 7, 12, 30]);
    assert_eq!(outcome.seats[0].notes, vec![Note::Called]);
    assert!(call_stands(&outcome, 0));
    assert!(
        outcome.explanation[0].contains("the call stands"),
        "{:?}",
        outcome.explanation
    );
}

#[test]
fn a_failed_call_costs_20_plus_the_hand_and_the_lower_player_scores_0() {
    let outcome = call(
        &fresh(&["Ann", "Bob", "Cy"]),
        &[("Ann", "4"), ("Bob", "6"), ("Cy", "11")],
        "Bob",
    );
    assert_eq!(round_points(&outcome), vec![0, 26, 11]);
    assert_eq!(outcome.seats[1].notes, vec![Note::FailedCall]);
    assert_eq!(outcome.seats[0].notes, vec![Note::BeatCaller]);
    assert!(!call_stands(&outcome, 1));
    assert_eq!(
        outcome.explanation[0],
        "Bob called with 6 points, but Ann had 4 — a failed call: Bob scores 20 + 6 = 26, Ann \
         (lowest) scores 0."
    );
}

#[test]
fn a_player_with_as_many_points_as_the_caller_beats_the_call() {
    let outcome = call(
        &fresh(&["Ann", "Bob", "Cy"]),
        &[("Ann", "5"), ("Bob", "5"), ("Cy", "9")],
        "Ann",
    );
    assert_eq!(round_points(&outcome), vec![25, 0, 9]);
    assert_eq!(outcome.seats[1].notes, vec![Note::BeatCaller]);
}

#[test]
fn beaters_tied_at_the_lowest_all_score_0_and_a_higher_beater_scores_their_hand() {
    let outcome = call(
        &fresh(&ALL_IN),
        &[("Ann", "8"), ("Bob", "3"), ("Cy", "3"), ("Dee", "7")],
        "Ann",
    );
    assert_eq!(round_points(&outcome), vec![28, 0, 0, 7]);
    assert_eq!(outcome.seats[1].notes, vec![Note::BeatCaller]);
    assert_eq!(outcome.seats[2].notes, vec![Note::BeatCaller]);
    assert!(outcome.seats[3].notes.is_empty());
    assert!(outcome.explanation[0].contains("Bob and Cy (lowest, tied) score 0"));
}

#[test]
fn a_bonus_holder_with_fewer_points_does_not_beat_the_caller_and_pays_the_penalty() {
    let outcome = call(
        &fresh(&["Ann", "Bob", "Cy"]),
        &[("Ann", "6"), ("Bob", "2+joker"), ("Cy", "9")],
        "Ann",
    );
    assert_eq!(round_points(&outcome), vec![0, 12, 9]);
    assert!(call_stands(&outcome, 0));
    assert_eq!(
        outcome.seats[1].notes,
        vec![Note::BonusPenalty { points: 10 }]
    );
    assert!(
        outcome
            .explanation
            .iter()
            .any(|line| line.contains("cannot beat the caller"))
    );
}

#[test]
fn a_bonus_holder_does_not_share_the_win_of_a_failed_call() {
    let outcome = call(
        &fresh(&["Ann", "Bob", "Cy"]),
        &[("Ann", "6"), ("Bob", "1+trade-one"), ("Cy", "4")],
        "Ann",
    );
    assert_eq!(round_points(&outcome), vec![26, 6, 0]);
}

#[test]
fn each_bonus_card_costs_its_penalty() {
    assert_eq!(Bonus::TradeAll.penalty(), 20);
    assert_eq!(Bonus::Joker.penalty(), 10);
    assert_eq!(Bonus::TradeOne.penalty(), 5);
    let outcome = call(
        &fresh(&ALL_IN),
        &[
            ("Ann", "3"),
            ("Bob", "4+trade-all"),
            ("Cy", "4+joker"),
            ("Dee", "4+trade-one"),
        ],
        "Ann",
    );
    assert_eq!(round_points(&outcome), vec![0, 24, 14, 9]);
    assert!(
        outcome
            .explanation
            .contains(&"Cy holds a joker: +10 (4 + 10 = 14).".to_string())
    );
}

#[test]
fn several_bonus_cards_add_up() {
    let outcome = call(
        &fresh(&["Ann", "Bob"]),
        &[("Ann", "3"), ("Bob", "0+trade-all+joker+trade-one")],
        "Ann",
    );
    assert_eq!(round_points(&outcome), vec![0, 35]);
    assert_eq!(
        outcome.seats[1].notes,
        vec![Note::BonusPenalty { points: 35 }]
    );
}

#[test]
fn a_call_with_9_points_is_legal_and_with_10_refused() {
    let standing = fresh(&["Ann", "Bob"]);
    assert!(
        play(
            &plain(),
            &standing,
            &[("Ann", "9"), ("Bob", "20")],
            Some("Ann"),
            None
        )
        .is_ok()
    );
    let error = refused(play(
        &plain(),
        &standing,
        &[("Ann", "10"), ("Bob", "20")],
        Some("Ann"),
        None,
    ));
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert_eq!(error.problem, "Ann called with 10 points in hand");
    assert_eq!(
        error.legal,
        "a call needs fewer than 10 points (0 to 9) and no bonus card"
    );
    let error = refused(play(
        &plain(),
        &standing,
        &[("Ann", "12"), ("Bob", "20")],
        Some("Ann"),
        None,
    ));
    assert_eq!(error.problem, "Ann called with 12 points in hand");
}

#[test]
fn a_call_while_holding_a_bonus_card_is_refused() {
    let error = refused(play(
        &bonus_on(),
        &fresh(&["Ann", "Bob"]),
        &[("Ann", "0+trade-one"), ("Bob", "20")],
        Some("Ann"),
        None,
    ));
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert_eq!(error.problem, "Ann called while holding a trade-one");
}

#[test]
fn a_bonus_card_with_bonus_cards_off_is_refused() {
    let error = refused(play(
        &plain(),
        &fresh(&["Ann", "Bob"]),
        &[("Ann", "3"), ("Bob", "4+joker")],
        Some("Ann"),
        None,
    ));
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert_eq!(
        error.problem,
        "Bob holds a joker, but this match is played without bonus cards"
    );
}

#[test]
fn card_points_above_five_cards_of_13_less_the_bonus_cards_are_refused() {
    let standing = fresh(&["Ann", "Bob"]);
    let hand = |bob: &str| {
        play(
            &bonus_on(),
            &standing,
            &[("Ann", "3"), ("Bob", bob)],
            Some("Ann"),
            None,
        )
    };
    assert!(hand("65").is_ok());
    assert_eq!(refused(hand("66")).kind, ViolationKind::AgainstRules);
    assert!(hand("52+joker").is_ok());
    assert_eq!(refused(hand("53+joker")).kind, ViolationKind::AgainstRules);
    assert!(hand("39+joker+trade-one").is_ok());
    assert_eq!(
        refused(hand("40+joker+trade-one")).kind,
        ViolationKind::AgainstRules
    );
    assert!(hand("0+joker+joker+joker+joker+joker").is_ok());
    assert_eq!(
        refused(hand("1+joker+joker+joker+joker+joker")).kind,
        ViolationKind::AgainstRules
    );
    let error = refused(hand("0+joker+joker+joker+joker+joker+joker"));
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert_eq!(
        error.problem,
        "Bob holds 6 bonus cards, but a hand holds at most 5 cards"
    );
    assert_eq!(
        refused(hand("53+joker")).problem,
        "Bob has 53 points in hand, but besides 1 bonus card, 4 cards of at most 13 make at most 52"
    );
}

#[test]
fn negative_points_are_malformed() {
    let error = refused(play(
        &plain(),
        &fresh(&["Ann", "Bob"]),
        &[("Ann", "3"), ("Bob", "-4")],
        Some("Ann"),
        None,
    ));
    assert_eq!(error.kind, ViolationKind::Malformed);
    // A stored entry is checked too.
    let entry = Entry {
        ending: Ending::Call { seat: 0 },
        hands: vec![
            Some(Hand {
                points: 3,
                bonus: vec![],
            }),
            Some(Hand {
                points: -4,
                bonus: vec![],
            }),
        ],
    };
    let error = Under10
        .score(&plain(), &fresh(&["Ann", "Bob"]), None, &entry)
        .unwrap_err();
    assert_eq!(error.kind, ViolationKind::Malformed);
}

// --- stroke of luck -----------------------------------------------------------------------

#[test]
fn a_stroke_of_luck_scores_0_for_the_lucky_player_and_the_hand_for_everyone_else() {
    let outcome = play(
        &bonus_on(),
        &fresh(&["Ann", "Bob", "Cy"]),
        &[("Ann", "12+joker"), ("Bob", "0"), ("Cy", "3")],
        None,
        Some("Bob"),
    )
    .unwrap();
    assert_eq!(round_points(&outcome), vec![22, 0, 3]);
    assert_eq!(outcome.seats[1].notes, vec![Note::Luck]);
    assert_eq!(
        outcome.seats[0].notes,
        vec![Note::BonusPenalty { points: 10 }]
    );
}

#[test]
fn a_lucky_player_with_points_or_a_bonus_card_left_is_refused() {
    let standing = fresh(&["Ann", "Bob"]);
    let error = refused(play(
        &bonus_on(),
        &standing,
        &[("Ann", "3"), ("Bob", "5")],
        None,
        Some("Ann"),
    ));
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert_eq!(error.problem, "Ann had a stroke of luck but still holds 3");
    assert_eq!(
        error.legal,
        "a stroke of luck empties the hand: enter Ann=0"
    );
    let error = refused(play(
        &bonus_on(),
        &standing,
        &[("Ann", "0+joker"), ("Bob", "5")],
        None,
        Some("Ann"),
    ));
    assert_eq!(error.kind, ViolationKind::AgainstRules);
}

// --- malformed entries --------------------------------------------------------------------

/// Entries, `--call`, `--luck`, and the problem the refusal must name.
type MalformedCase<'a> = (
    Vec<(&'a str, &'a str)>,
    Option<&'a str>,
    Option<&'a str>,
    &'a str,
);

#[test]
fn malformed_entries_are_exit_2_with_one_line_messages() {
    let standing = fresh(&["Ann", "Bob"]);
    let cases: Vec<MalformedCase> = vec![
        (
            vec![("Ann", "3"), ("Zed", "4")],
            Some("Ann"),
            None,
            "Zed=4: there is no player 'Zed' in this match",
        ),
        (
            vec![("Ann", "3"), ("ann", "4")],
            Some("Ann"),
            None,
            "Ann is entered twice",
        ),
        (vec![("Ann", "3")], Some("Ann"), None, "no entry for Bob"),
        (
            vec![("Ann", "3"), ("Bob", "seven")],
            Some("Ann"),
            None,
            "Bob=seven: 'seven' is not a number of points",
        ),
        (
            vec![("Ann", "3"), ("Bob", "")],
            Some("Ann"),
            None,
            "Bob=: '' gives no points",
        ),
        (
            vec![("Ann", "3"), ("Bob", "4+queen")],
            Some("Ann"),
            None,
            "Bob=4+queen: 'queen' is not a bonus card",
        ),
        (
            vec![("Ann", "3"), ("Bob", "4+")],
            Some("Ann"),
            None,
            "Bob=4+: '4+' has a '+' with no bonus card after it",
        ),
        (
            vec![("Ann", "3"), ("Bob", "4")],
            None,
            None,
            "the round needs --call or --luck: say how it ended",
        ),
        (
            vec![("Ann", "0"), ("Bob", "4")],
            Some("Ann"),
            Some("Ann"),
            "both --call and --luck given: a round ends either by a call or by a stroke of luck",
        ),
        (
            vec![("Ann", "3"), ("Bob", "4")],
            Some("Zed"),
            None,
            "--call Zed: there is no player 'Zed' in this match",
        ),
        (
            vec![("Ann", "3"), ("", "4")],
            Some("Ann"),
            None,
            "'=4' names no player",
        ),
    ];
    for (entries, call, luck, problem) in cases {
        let error = refused(play(&bonus_on(), &standing, &entries, call, luck));
        assert_eq!(error.kind, ViolationKind::Malformed, "{problem}");
        assert_eq!(error.problem, problem);
        assert!(!error.problem.contains('\n') && !error.legal.contains('\n'));
        assert!(!error.legal.is_empty());
    }
}

#[test]
fn bonus_names_are_case_insensitive_and_accept_underscores() {
    assert_eq!(
        parse_hand("7+JOKER+Trade_One+trade-all").unwrap().bonus,
        vec![Bonus::Joker, Bonus::TradeOne, Bonus::TradeAll]
    );
    assert_eq!(
        parse_hand(" 7 ").unwrap(),
        Hand {
            points: 7,
            bonus: vec![]
        }
    );
    assert!("tradeone".parse::<Bonus>().is_err());
    for bonus in Bonus::ALL {
        assert_eq!(bonus.to_string().parse::<Bonus>(), Ok(bonus));
    }
    let hand = parse_hand("12+joker+trade-one").unwrap();
    assert_eq!(hand.to_string(), "12+joker+trade-one");
    assert_eq!(hand.penalty(), 15);
}

// --- halving and going out ----------------------------------------------------------------

/// Ann calls with 0; Bob's hand lands his total where the test wants it.
fn bob_reaches(previous: i64, hand: i64) -> SeatResult {
    let standing = with_totals(&[(0, false), (previous, false)]);
    let bob = hand.to_string();
    call(&standing, &[("Ann", "0"), ("Bob", &bob)], "Ann").seats[1].clone()
}

#[test]
fn exactly_100_is_halved_to_50_and_99_and_101_are_not() {
    let bob = bob_reaches(90, 10);
    assert_eq!((bob.points, bob.total), (10, 50));
    assert_eq!(bob.notes, vec![Note::Halved { from: 100, to: 50 }]);
    assert_eq!(bob_reaches(89, 10).total, 99);
    assert_eq!(bob_reaches(91, 10).total, 101);
}

#[test]
fn exactly_150_is_halved_to_75_and_is_not_out() {
    let bob = bob_reaches(140, 10);
    assert_eq!((bob.total, bob.out), (75, false));
    assert_eq!(bob.notes, vec![Note::Halved { from: 150, to: 75 }]);
    assert_eq!(
        (bob_reaches(139, 10).total, bob_reaches(139, 10).out),
        (149, false)
    );
}

#[test]
fn above_150_is_out() {
    let bob = bob_reaches(141, 10);
    assert_eq!((bob.total, bob.out), (151, true));
    assert_eq!(bob.notes, vec![Note::WentOut { total: 151 }]);
    let outcome = call(
        &with_totals(&[(0, false), (150 - 8, false)]),
        &[("Ann", "0"), ("Bob", "28")],
        "Ann",
    );
    assert!(
        outcome
            .explanation
            .contains(&"Bob went above 150 (170) and is out.".to_string())
    );
}

#[test]
fn halving_is_explained() {
    let outcome = call(
        &with_totals(&[(0, false), (90, false)]),
        &[("Ann", "0"), ("Bob", "10")],
        "Ann",
    );
    assert!(
        outcome
            .explanation
            .contains(&"Bob reached exactly 100 and is halved to 50.".to_string())
    );
}

#[test]
fn an_out_player_sits_out_and_an_entry_for_them_is_refused() {
    let standing = with_totals(&[(40, false), (162, true), (20, false)]);
    let outcome = play(
        &plain(),
        &standing,
        &[("Ann", "5"), ("Cy", "9")],
        Some("Ann"),
        None,
    )
    .unwrap();
    assert_eq!(
        outcome.seats[1],
        SeatResult {
            points: 0,
            total: 162,
            out: true,
            notes: vec![Note::SatOut],
            counters: Default::default()
        }
    );
    assert_eq!(totals(&outcome), vec![40, 162, 29]);

    let error = refused(play(
        &plain(),
        &standing,
        &[("Ann", "5"), ("Bob", "3"), ("Cy", "9")],
        Some("Ann"),
        None,
    ));
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert_eq!(
        error.problem,
        "Bob is out of the match (162) and takes no part in later rounds"
    );
    assert_eq!(
        error.legal,
        "leave Bob out of the entry; the players still in are Ann and Cy"
    );

    let error = refused(play(
        &plain(),
        &standing,
        &[("Ann", "5")],
        Some("Ann"),
        None,
    ));
    assert_eq!(error.kind, ViolationKind::Malformed);
    assert_eq!(error.problem, "no entry for Cy");

    let error = refused(play(
        &plain(),
        &standing,
        &[("Ann", "5"), ("Cy", "0")],
        None,
        Some("Bob"),
    ));
    assert_eq!(error.kind, ViolationKind::Malformed);
    assert_eq!(error.problem, "--luck Bob: Bob is out of the match (162)");
}

#[test]
fn a_stored_entry_is_checked_again_when_scored() {
    let standing = with_totals(&[(40, false), (162, true), (20, false)]);
    let some = |points| {
        Some(Hand {
            points,
            bonus: vec![],
        })
    };
    let entries = [
        (
            Entry {
                ending: Ending::Call { seat: 0 },
                hands: vec![some(5), some(3), some(9)],
            },
            ViolationKind::AgainstRules,
        ),
        (
            Entry {
                ending: Ending::Call { seat: 0 },
                hands: vec![some(5), None],
            },
            ViolationKind::Malformed,
        ),
        (
            Entry {
                ending: Ending::Call { seat: 7 },
                hands: vec![some(5), None, some(9)],
            },
            ViolationKind::Malformed,
        ),
        (
            Entry {
                ending: Ending::Call { seat: 1 },
                hands: vec![some(5), None, some(9)],
            },
            ViolationKind::Malformed,
        ),
        (
            Entry {
                ending: Ending::Call { seat: 2 },
                hands: vec![some(5), None, some(19)],
            },
            ViolationKind::AgainstRules,
        ),
        (
            Entry {
                ending: Ending::Luck { seat: 2 },
                hands: vec![some(5), None, some(1)],
            },
            ViolationKind::AgainstRules,
        ),
        (
            Entry {
                ending: Ending::Call { seat: 0 },
                hands: vec![some(5), None, some(66)],
            },
            ViolationKind::AgainstRules,
        ),
    ];
    for (entry, kind) in entries {
        assert_eq!(
            Under10
                .score(&plain(), &standing, None, &entry)
                .unwrap_err()
                .kind,
            kind,
            "{entry:?}"
        );
    }
}

#[test]
fn no_round_is_scored_with_fewer_than_two_players_in() {
    let standing = with_totals(&[(40, false), (162, true)]);
    let error = refused(play(
        &plain(),
        &standing,
        &[("Ann", "5")],
        Some("Ann"),
        None,
    ));
    assert_eq!(error.kind, ViolationKind::AgainstRules);
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
    let outcome = Under10.score(&plain(), standing, None, &entry).unwrap();
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
    let chosen = NewOptions {
        end: None,
        bonus_cards: false,
        ..NewOptions::default()
    };
    assert_eq!(
        Under10.options(&chosen, 4),
        Ok(Options {
            end: End::LastStanding,
            bonus_cards: false
        })
    );
    let chosen = NewOptions {
        end: Some("First-Out".into()),
        bonus_cards: true,
        ..NewOptions::default()
    };
    assert_eq!(
        Under10.options(&chosen, 2),
        Ok(Options {
            end: End::FirstOut,
            bonus_cards: true
        })
    );
    let chosen = NewOptions {
        end: Some("sudden-death".into()),
        bonus_cards: false,
        ..NewOptions::default()
    };
    let error = Under10.options(&chosen, 3).unwrap_err();
    assert_eq!(error.kind, ViolationKind::Malformed);
    assert!(error.problem.contains("last-standing") && error.problem.contains("first-out"));
    for players in [0, 1, 7] {
        let error = Under10
            .options(&NewOptions::default(), players)
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
            bonus_cards: true
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

// --- check call ---------------------------------------------------------------------------

#[test]
fn check_call_scores_with_bonus_cards_on_from_totals_of_0() {
    let (caller, outcome) = check_call(&input(
        &[("Ann", "5"), ("Bob", "3+joker"), ("Cy", "7")],
        Some("ann"),
        None,
    ))
    .unwrap();
    assert_eq!(caller, 0);
    assert!(call_stands(&outcome, caller));
    assert_eq!(round_points(&outcome), vec![0, 13, 7]);
    let hands = [
        Hand {
            points: 5,
            bonus: vec![],
        },
        Hand {
            points: 5,
            bonus: vec![],
        },
    ];
    let outcome = settle_call(&names(&["Ann", "Bob"]), 0, &hands).unwrap();
    assert!(!call_stands(&outcome, 0));
    assert_eq!(round_points(&outcome), vec![25, 0]);
    assert_eq!(
        check_call(&input(&[("Ann", "5")], Some("Ann"), None))
            .unwrap_err()
            .kind,
        ViolationKind::AgainstRules
    );
    assert_eq!(
        check_call(&input(&[("Ann", "5"), ("Ann", "5")], Some("Ann"), None))
            .unwrap_err()
            .kind,
        ViolationKind::Malformed
    );
}

// --- combinations -------------------------------------------------------------------------

fn cards(text: &str) -> Vec<Under10Card> {
    crate::games::cards::parse_under10_cards(&[text.to_string()]).unwrap()
}

fn combo(text: &str) -> Combo {
    combination(&cards(text)).unwrap()
}

fn no_combo(text: &str) -> RuleViolation {
    let error = combination(&cards(text)).unwrap_err();
    assert_eq!(error.kind, ViolationKind::AgainstRules, "{text}");
    error
}

#[test]
fn each_combination_is_recognised_in_any_order() {
    assert_eq!(combo("5r").kind, Combination::Single);
    assert_eq!(combo("8r 8b").kind, Combination::Pair);
    assert_eq!(combo("10r 10b 10g").kind, Combination::ThreeOfAKind);
    assert_eq!(
        combo("10r 10b 10g").explanation,
        "10r 10b 10g: three of a kind — three cards of value 10"
    );
    assert_eq!(combo("3r 3b 3g 3y").kind, Combination::FourOfAKind);
    assert_eq!(combo("5r 3r 4r").kind, Combination::SmallStreet);
    assert_eq!(
        combo("5r 3r 4r").explanation,
        "5r 3r 4r: small street — 3 4 5 in a row, all colour r"
    );
    assert_eq!(combo("3r 4r 5r 6r").kind, Combination::SmallStreet);
    assert_eq!(combo("12b 9r 10g 8r 11y").kind, Combination::BigStreet);
    assert_eq!(combo("4r 5r 3r 10r 12r").kind, Combination::Flush);
    assert_eq!(combo("0r 1b 2g 3r 4r").kind, Combination::BigStreet);
    assert_eq!(combo("9r 10b 11g 12r 13r").kind, Combination::BigStreet);
}

#[test]
fn a_straight_of_one_colour_is_a_big_street_and_also_a_flush() {
    let found = combo("8r 9r 10r 11r 12r");
    assert_eq!(
        (found.kind, found.also.clone()),
        (Combination::BigStreet, vec![Combination::Flush])
    );
    assert_eq!(
        found.explanation,
        "8r 9r 10r 11r 12r: big street — 8 9 10 11 12 in a row; it is also a flush — five cards of colour r"
    );
}

#[test]
fn two_pair_full_house_and_five_of_a_kind_are_not_combinations() {
    assert!(
        no_combo("3r 3b 5r 5b")
            .problem
            .contains("two pair is not a combination")
    );
    assert!(
        no_combo("3r 3b 5r 5b 7g")
            .problem
            .contains("two pair is not a combination")
    );
    assert!(
        no_combo("3r 3b 3g 5r 5b")
            .problem
            .contains("a full house is not a combination")
    );
    assert!(
        no_combo("7r 7b 7g 7y 7p")
            .problem
            .contains("five of a kind is not a combination")
    );
    assert!(
        no_combo("7r 7b 7g 5r")
            .problem
            .contains("three of a kind with one more card")
    );
    let error = no_combo("3r 5b");
    assert_eq!(
        error.problem,
        "3r 5b: two cards of different values — a pair needs two cards of one value"
    );
    assert_eq!(error.legal, COMBINATIONS_LEGAL);
}

#[test]
fn five_cards_of_one_colour_are_a_flush_even_as_a_full_house_or_five_of_a_kind() {
    assert_eq!(combo("3r 3r 3r 5r 5r").kind, Combination::Flush);
    assert_eq!(combo("7r 7r 7r 7r 7r").kind, Combination::Flush);
}

#[test]
fn three_or_four_in_a_row_must_share_a_colour() {
    assert_eq!(
        no_combo("8r 9b 10r").problem,
        "8r 9b 10r: three in a row but not of one colour — a small street needs one colour"
    );
    assert!(
        no_combo("3r 4r 5b 6r")
            .problem
            .contains("four in a row but not of one colour")
    );
    assert!(
        no_combo("3r 4r 6r")
            .problem
            .contains("neither all of one value")
    );
}

#[test]
fn streets_do_not_wrap_around() {
    assert!(
        no_combo("12r 13r 0r")
            .problem
            .contains("13 is not followed by 0")
    );
    assert!(
        no_combo("11r 12b 13g 0r 1y")
            .problem
            .contains("13 is not followed by 0")
    );
    assert!(
        no_combo("13r 0r")
            .problem
            .contains("two cards of different values")
    );
}

#[test]
fn more_than_five_cards_or_none_are_refused() {
    assert!(no_combo("1r 2r 3r 4r 5r 6r").problem.contains("at most 5"));
    assert_eq!(combination(&[]).unwrap_err().kind, ViolationKind::Malformed);
}

#[test]
fn a_joker_stands_in_for_one_card_of_the_players_choice() {
    let found = combo("8r 9r 10r 11r joker");
    assert_eq!(
        (found.kind, found.also.clone()),
        (Combination::BigStreet, vec![Combination::Flush])
    );
    assert!(
        found
            .explanation
            .contains("8 9 10 11 12 in a row (the joker stands in for a 12)")
    );
    assert_eq!(
        combo("8r joker").explanation,
        "8r joker: pair — two cards of value 8 (the joker stands in for an 8)"
    );
    assert_eq!(combo("8r 10r *").kind, Combination::SmallStreet);
    assert!(
        combo("8r 10r *")
            .explanation
            .contains("the joker stands in for 9r")
    );
    assert_eq!(
        combo("12r 13r *").explanation,
        "12r 13r joker: small street — 11 12 13 in a row, all colour r (the joker stands in for 11r)"
    );
    assert_eq!(combo("3r 3b 3g joker").kind, Combination::FourOfAKind);
    assert_eq!(combo("1r 5r 9r 13r joker").kind, Combination::Flush);
    assert_eq!(combo("2r 3b 4g 6y joker").kind, Combination::BigStreet);
    assert_eq!(combo("joker").kind, Combination::Single);
    assert_eq!(combo("8r 9r joker joker").kind, Combination::SmallStreet);
    // A joker fills one gap, not two; and it does not give the colour to the others.
    assert!(combination(&cards("8r 11r joker")).is_err());
    assert!(combination(&cards("8r 9b joker")).is_err());
    assert!(combination(&cards("3r 3b 5r joker")).is_err());
}

// --- stroke of luck check -----------------------------------------------------------------

#[test]
fn a_card_from_the_closed_deck_matching_a_value_just_laid_is_a_stroke_of_luck() {
    let reason = stroke_of_luck(&cards("8r 8b"), cards("8g")[0], true).unwrap();
    assert!(reason.contains("stroke of luck"));
    assert!(stroke_of_luck(&cards("3r 4r 5r"), cards("4y")[0], true).is_ok());
}

#[test]
fn a_card_of_another_value_a_drawn_joker_or_one_from_the_open_deck_is_not() {
    let error = stroke_of_luck(&cards("8r 9r 10r"), cards("7r")[0], true).unwrap_err();
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert!(error.problem.contains("(8r 9r 10r)"));
    let error = stroke_of_luck(&cards("8r"), Under10Card::Joker, true).unwrap_err();
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert!(error.problem.contains("joker"));
    let error = stroke_of_luck(&cards("8r"), cards("8b")[0], false).unwrap_err();
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert!(error.problem.contains("open deck"));
    // A laid joker has no value of its own to match.
    assert!(stroke_of_luck(&cards("joker"), cards("8b")[0], true).is_err());
    assert_eq!(
        stroke_of_luck(&[], cards("8b")[0], true).unwrap_err().kind,
        ViolationKind::Malformed
    );
}

// --- properties ---------------------------------------------------------------------------

/// The rule document's totals, written out on their own: add, halve exactly 100 and 150.
fn fold_total(total: i64, points: i64) -> i64 {
    let total = total + points;
    if total == 100 {
        50
    } else if total == 150 {
        75
    } else {
        total
    }
}

/// One round's raw material: who ends it (among those in), call or luck, and a hand per seat.
fn raw_round() -> impl Strategy<Value = (usize, bool, Vec<(i64, Vec<Bonus>)>)> {
    let bonus = prop::sample::select(Bonus::ALL.to_vec());
    (
        0usize..6,
        any::<bool>(),
        prop::collection::vec((0i64..=65, prop::collection::vec(bonus, 0..=2)), 6),
    )
}

/// Shapes raw material into a valid entry for this standing (caller ≤ 9 without bonus, lucky
/// player at 0, points within the hand limit).
fn valid_entry(standing: &Standing, raw: &(usize, bool, Vec<(i64, Vec<Bonus>)>)) -> Entry {
    let still_in: Vec<usize> = (0..standing.seats.len())
        .filter(|&s| !standing.seats[s].out)
        .collect();
    let (pick, is_call, hands) = raw;
    let ender = still_in[pick % still_in.len()];
    let hands = standing
        .seats
        .iter()
        .enumerate()
        .map(|(seat, state)| {
            if state.out {
                return None;
            }
            let (points, bonus) = &hands[seat];
            let limit = (5 - bonus.len() as i64) * 13;
            let mut hand = Hand {
                points: points % (limit + 1),
                bonus: bonus.clone(),
            };
            if seat == ender {
                hand.bonus.clear();
                hand.points = if *is_call { points % 10 } else { 0 };
            }
            Some(hand)
        })
        .collect();
    let ending = if *is_call {
        Ending::Call { seat: ender }
    } else {
        Ending::Luck { seat: ender }
    };
    Entry { ending, hands }
}

proptest! {
    #[test]
    fn totals_are_the_fold_of_round_points_and_out_seats_never_change(
        players in 2usize..=6,
        rounds in prop::collection::vec(raw_round(), 1..60),
    ) {
        let seat_names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
        let mut standing = Standing::start(&seat_names);
        let mut folded = vec![0i64; players];
        let mut out = vec![false; players];
        for raw in &rounds {
            if standing.seats.iter().filter(|s| !s.out).count() < 2 {
                break;
            }
            let entry = valid_entry(&standing, raw);
            let outcome = Under10.score(&bonus_on(), &standing, None, &entry).unwrap();
            for seat in 0..players {
                let result = &outcome.seats[seat];
                if out[seat] {
                    prop_assert_eq!(result.total, folded[seat]);
                    prop_assert!(result.out);
                    prop_assert_eq!(result.points, 0);
                    continue;
                }
                folded[seat] = fold_total(folded[seat], result.points);
                out[seat] = folded[seat] > 150;
                prop_assert_eq!(result.total, folded[seat]);
                prop_assert_eq!(result.out, out[seat]);
                prop_assert!(result.points >= 0);
            }
            // The winner of every round scores 0.
            let winners = outcome.seats.iter().filter(|s| {
                [Note::Called, Note::BeatCaller, Note::Luck].iter().any(|note| s.notes.contains(note))
            });
            let mut any_winner = false;
            for winner in winners {
                prop_assert_eq!(winner.points, 0);
                any_winner = true;
            }
            prop_assert!(any_winner);
            standing = standing.after(&outcome);
        }
    }

    #[test]
    fn parse_never_panics_on_any_text(
        entries in prop::collection::vec(("\\PC{0,6}", "\\PC{0,12}"), 0..5),
        call in proptest::option::of("\\PC{0,6}"),
        luck in proptest::option::of("\\PC{0,6}"),
        bonus_cards in any::<bool>(),
    ) {
        let standing = with_totals(&[(0, false), (162, true), (99, false)]);
        let options = Options { end: End::LastStanding, bonus_cards };
        let typed = RoundInput { entries, call, luck, trump: None, order: None };
        if let Ok(entry) = Under10.parse(&options, &standing, None, &typed) {
            prop_assert!(Under10.score(&options, &standing, None, &entry).is_ok());
        }
        let _ = check_call(&typed);
    }

    #[test]
    fn score_never_panics_on_any_stored_entry(
        seat in 0usize..8,
        is_call in any::<bool>(),
        hands in prop::collection::vec(proptest::option::of((any::<i64>(), prop::collection::vec(prop::sample::select(Bonus::ALL.to_vec()), 0..8))), 0..6),
    ) {
        let standing = with_totals(&[(0, false), (162, true), (99, false), (149, false)]);
        let hands = hands.into_iter().map(|h| h.map(|(points, bonus)| Hand { points, bonus })).collect();
        let ending = if is_call { Ending::Call { seat } } else { Ending::Luck { seat } };
        let _ = Under10.score(&bonus_on(), &standing, None, &Entry { ending, hands });
    }

    #[test]
    fn combination_and_luck_never_panic(
        raw in prop::collection::vec(proptest::option::of((0u8..=13, proptest::char::range('a', 'e'))), 0..7),
        from_closed in any::<bool>(),
    ) {
        let cards: Vec<Under10Card> = raw
            .into_iter()
            .map(|card| card.map_or(Under10Card::Joker, |(value, colour)| Under10Card::Card { value, colour }))
            .collect();
        if let Ok(found) = combination(&cards) {
            prop_assert!(!found.also.contains(&found.kind));
        }
        if let Some((drawn, played)) = cards.split_last() {
            let _ = stroke_of_luck(played, *drawn, from_closed);
        }
    }
}
