use crate::games::under10::tests::{bonus_on, fresh, plain, play, refused, with_totals};
use crate::games::under10::{
    Bonus, End, Ending, Entry, Hand, Options, Under10, check_call, parse_hand,
};
use crate::games::{RoundInput, Rules, ViolationKind};
use proptest::prelude::*;

// --- malformed entries --------------------------------------------------------------------

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

// --- properties ---------------------------------------------------------------------------

proptest! {
    #[test]
    fn parse_never_panics_on_any_text(
        entries in prop::collection::vec(("\\PC{0,6}", "\\PC{0,12}"), 0..5),
        call in proptest::option::of("\\PC{0,6}"),
        luck in proptest::option::of("\\PC{0,6}"),
        bonus_cards in any::<bool>(),
    ) {
        let standing = with_totals(&[(0, false), (162, true), (99, false)]);
        let options = Options {
            end: End::LastStanding,
            bonus_cards,
            starter: 0,
        };
        let mut typed = RoundInput::entries(entries);
        for (flag, name) in [("call", call), ("luck", luck)] {
            if let Some(name) = name {
                typed.flags.insert(flag.into(), name);
            }
        }
        if let Ok(entry) = Under10.parse(&options, &standing, None, &typed) {
            prop_assert!(Under10.score(&options, &standing, None, &entry).is_ok());
        }
        let _ = check_call(&typed);
    }
}
