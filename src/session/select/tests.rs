use dialoguer::console::Key;
use dialoguer::theme::SimpleTheme;

use super::{Above, List, Named, list_room, named_choice};
use crate::i18n::{Lang, with};

fn list(marked: usize) -> List {
    List {
        marked,
        top: 0,
        typed: String::new(),
        refused: None,
    }
}

fn items(labels: &[&str]) -> Vec<String> {
    labels.iter().map(|label| label.to_string()).collect()
}

/// The answer the keys give, or `None` when they answer nothing yet.
fn answer(list: &mut List, keys: &str) -> Option<Option<usize>> {
    let mut answer = None;
    for c in keys.chars() {
        let key = match c {
            '\n' => Key::Enter,
            '\u{1b}' => Key::Escape,
            '\u{8}' => Key::Backspace,
            c => Key::Char(c),
        };
        answer = list.key(
            key,
            &items(&["Ann", "Bob", "Kim", "Back: leave the deal unrecorded"]),
        );
        if answer.is_some() {
            break;
        }
    }
    answer
}

#[test]
fn back_typed_and_enter_goes_back_in_every_language_and_moves_nothing() {
    for word in ["back\n", "Back\n", "terug\n", "zurück\n", "zurueck\n"] {
        let mut at = list(2);
        assert_eq!(answer(&mut at, word), Some(None), "{word:?}");
        assert_eq!(at.marked, 2, "{word:?}: the k of back moved the mark");
    }
    assert_eq!(answer(&mut list(2), "\u{1b}"), Some(None));
}

#[test]
fn a_word_that_does_not_go_back_answers_nothing_and_is_cleared() {
    let mut at = list(1);
    assert_eq!(answer(&mut at, "bobby\n"), None);
    assert_eq!(
        (at.refused.clone(), at.typed.as_str()),
        (Some(("bobby".to_string(), Named::Nothing)), "")
    );
    assert_eq!(at.marked, 1);
    // Then Enter takes the item marked, and a word mistyped can be put right.
    assert_eq!(answer(&mut at, "bakc\u{8}\u{8}ck\n"), Some(None));
    assert_eq!(answer(&mut list(1), "\n"), Some(Some(1)));
}

#[test]
fn letters_typed_first_are_text_and_only_the_arrows_move_the_mark() {
    // Before, j, k and q typed first were keys: `kim` moved the mark and read "im".
    let mut at = list(0);
    assert_eq!(answer(&mut at, "kim"), None);
    assert_eq!((at.marked, at.typed.as_str()), (0, "kim"));
    assert_eq!(answer(&mut list(0), "kim\n"), Some(Some(2)));
    assert_eq!(answer(&mut list(1), "j"), None);
    assert_eq!(answer(&mut list(1), "q"), None);
    let mut at = list(1);
    at.key(Key::ArrowDown, &items(&["a", "b", "c"]));
    at.key(Key::ArrowDown, &items(&["a", "b", "c"]));
    assert_eq!(at.marked, 0);
    assert_eq!(answer(&mut list(3), " "), Some(Some(3)));
}

#[test]
fn a_word_typed_names_the_choice_it_is_or_starts_in_any_case() {
    let players = items(&[
        "Ann",
        "Bob",
        "Kim",
        "Jo",
        "Joanna",
        "Back: leave the deal unrecorded",
    ]);
    assert_eq!(named_choice("Kim", &players), Named::One(2));
    assert_eq!(named_choice("kIM ", &players), Named::One(2));
    // A whole name wins over a longer one it starts; a start of one name alone is enough.
    assert_eq!(named_choice("jo", &players), Named::One(3));
    assert_eq!(named_choice("joa", &players), Named::One(4));
    assert_eq!(named_choice("b", &players), Named::Several);
    assert_eq!(named_choice("Dee", &players), Named::Nothing);
    assert_eq!(named_choice("  ", &players), Named::Nothing);
    // A game by its title's start or by its name in brackets.
    let games = items(&[
        "Under the 10 (under10)",
        "10 op en neer (updown)",
        "Krumme10 (krumme10)",
    ]);
    assert_eq!(named_choice("krumme10", &games), Named::One(2));
    assert_eq!(named_choice("under10", &games), Named::One(0));
    assert_eq!(named_choice("UPDOWN", &games), Named::One(1));
    assert_eq!(named_choice("10", &games), Named::One(1));
}

#[test]
fn a_word_that_starts_several_choices_is_refused_as_such() {
    let mut at = list(0);
    assert_eq!(answer(&mut at, "b\n"), None);
    let labels = items(&["Bob", "Bea"]);
    let frame = with(Lang::En, || {
        at.frame(&SimpleTheme, "Who?", &labels, (4, 200))
    });
    assert_eq!(
        frame,
        "Who?:\n> Bob\n  Bea\n\
         error: 'b' fits more than one choice; type more of it and Enter, or choose with ↑ ↓ and Enter"
    );
}

#[test]
fn what_is_typed_is_shown_with_what_goes_back_and_a_long_list_keeps_the_mark_in_sight() {
    let items: Vec<String> = (1..=10).map(|n| format!("Item {n}")).collect();
    let mut at = list(9);
    at.typed = "ba".to_string();
    let frame = with(Lang::En, || {
        at.frame(&SimpleTheme, "Which one?", &items, (4, 80))
    });
    assert_eq!(
        frame,
        "Which one?: ba\n  ↑ 7 more\n  Item 8\n  Item 9\n> Item 10\n\
         type back and Enter, or press Esc, to go back; choose with ↑ ↓ and Enter"
    );
}

#[test]
fn a_word_refused_is_named_first_and_wrapped_between_words() {
    let items: Vec<String> = ["Ann", "Bob"].map(String::from).to_vec();
    let mut at = list(0);
    assert_eq!(answer(&mut at, "xy\n"), None);
    let frame = with(Lang::En, || {
        at.frame(&SimpleTheme, "Who called?", &items, (4, 50))
    });
    assert_eq!(
        frame,
        "Who called?:\n> Ann\n  Bob\n\
         error: 'xy' is not one of the choices; type back\n\
         and Enter, or press Esc, to go back; choose\n\
         with ↑ ↓ and Enter"
    );
}

#[test]
fn a_list_longer_than_its_rows_says_how_many_more_lie_below_and_above_within_those_rows() {
    let items: Vec<String> = (1..=6).map(|n| format!("Item {n}")).collect();
    let frames: Vec<String> = [0, 3, 5]
        .map(|marked| {
            let mut at = list(marked);
            with(Lang::En, || {
                at.frame(&SimpleTheme, "Which one?", &items, (4, 80))
            })
        })
        .to_vec();
    assert_eq!(
        frames,
        [
            "Which one?:\n> Item 1\n  Item 2\n  Item 3\n  ↓ 3 more",
            "Which one?:\n  ↑ 2 more\n  Item 3\n> Item 4\n  ↓ 2 more",
            "Which one?:\n  ↑ 3 more\n  Item 4\n  Item 5\n> Item 6",
        ]
    );
    // A list that fits has no such line; in Dutch and German they are the language's own.
    let mut at = list(0);
    let whole = with(Lang::En, || {
        at.frame(&SimpleTheme, "Which one?", &items, (6, 80))
    });
    assert!(!whole.contains("more"), "{whole}");
    let mut at = list(5);
    let dutch = with(Lang::Nl, || {
        at.frame(&SimpleTheme, "Welke?", &items, (4, 80))
    });
    assert!(dutch.contains("\n  ↑ nog 3\n"), "{dutch}");
    let mut at = list(0);
    let german = with(Lang::De, || {
        at.frame(&SimpleTheme, "Welche?", &items, (4, 80))
    });
    assert!(german.ends_with("\n  ↓ 3 weitere"), "{german}");
}

#[test]
fn a_list_that_scrolls_leaves_the_lines_above_its_question_on_the_screen() {
    let above = |lead, said| Above { lead, said };
    // 20 rows: the question's row, a row for what is typed and the cursor's take 3.
    assert_eq!(list_room(20, above(0, 0), 30), 17);
    // Two lead lines of the question always stand above it.
    assert_eq!(list_room(20, above(2, 0), 30), 15);
    // A hint of 3 rows said before a list that scrolls anyway stays in sight.
    assert_eq!(list_room(20, above(0, 3), 30), 14);
    // A list that fits whole under its question is shown whole (what was said scrolls up),
    assert_eq!(list_room(20, above(0, 12), 8), 17);
    // and one that scrolls keeps at least 5 rows however much was said.
    assert_eq!(list_room(20, above(0, 15), 30), 5);
    assert_eq!(list_room(6, above(0, 15), 30), 3);
}
