use super::*;
use crate::games::ViolationKind;
use crate::games::krumme10::display::tests::{PINK, card, table};
use crate::games::krumme10::display::{Direction, Table, replay_display};
use proptest::prelude::*;

#[test]
fn a_play_is_a_name_and_a_card_and_a_steal_follows_a_1() {
    assert_eq!(
        parse_play("Alma:3").unwrap(),
        Play {
            player: "Alma".to_string(),
            lay: Lay::of(card(3)),
            steals: vec![],
        }
    );
    let chain = parse_play(" Alma : 1 > Bernie:1>Carla:4P! ").unwrap();
    assert_eq!(chain.player, "Alma");
    assert_eq!(chain.lay, Lay::of(card(1)));
    assert_eq!(
        chain.steals,
        [
            Steal {
                victim: "Bernie".to_string(),
                lay: Lay::of(card(1)),
            },
            Steal {
                victim: "Carla".to_string(),
                lay: Lay {
                    card: PINK,
                    reverse: true,
                },
            },
        ]
    );
    assert_eq!(
        chain.names().collect::<Vec<_>>(),
        ["Alma", "Bernie", "Carla"]
    );
}

#[test]
fn only_a_pink_4_reverses_and_bad_plays_are_malformed() {
    for (typed, problem) in [
        (
            "Alma:4!",
            "'4!' cannot reverse the direction: only a pink 4 does",
        ),
        (
            "Alma:4b!",
            "'4b!' cannot reverse the direction: only a pink 4 does",
        ),
        (
            "Alma:1>Bernie:3!",
            "'3!' cannot reverse the direction: only a pink 4 does",
        ),
        (
            "Alma:3p",
            "'3p' is not a Krumme10 card: only a 4 is pink or blue",
        ),
        ("Alma:6", "'6' is not a Krumme10 card"),
        ("Alma:-1", "'-1' is not a Krumme10 card"),
        ("Alma:x", "'x' is not a Krumme10 card"),
        ("Alma:4p!!", "'4p!' is not a Krumme10 card"),
        ("Alma3", "'Alma3' is not a play"),
        (":3", "':3' is not a play"),
        ("Alma:1>", "'Alma:1>' is not a play"),
        ("Alma:1>:3", "'Alma:1>:3' is not a play"),
        ("", "'' is not a play"),
    ] {
        let refusal = parse_play(typed).unwrap_err();
        assert_eq!(refusal.kind, ViolationKind::Malformed, "{typed}");
        assert_eq!(refusal.problem, problem, "{typed}");
    }
}

// Properties.

proptest! {
    /// Reading any text as a play, and seating it, never panics.
    #[test]
    fn reading_any_text_as_a_play_never_panics(text in any::<String>(), shaped in "[A-Ca-c]{1,3}(:[0-6pb!]{0,3}(>[A-C]{1,2})?){0,4}") {
        let table = table(&["A", "B", "C"]);
        for typed in [text, shaped] {
            if let Ok(play) = parse_play(&typed) {
                let _ = Table::inferred(std::slice::from_ref(&play), &[], Direction::Clockwise);
                if let Ok(seated) = table.seat_play(&play) {
                    let _ = replay_display(&table, Direction::Counterclockwise, &[seated]);
                }
            }
        }
    }
}
