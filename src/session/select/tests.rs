use dialoguer::console::Key;
use dialoguer::theme::SimpleTheme;

use super::List;
use crate::i18n::{Lang, with};

fn list(marked: usize) -> List {
    List {
        marked,
        top: 0,
        typed: String::new(),
        refused: None,
    }
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
        answer = list.key(key, 4);
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
    assert_eq!(answer(&mut at, "bob\n"), None);
    assert_eq!(
        (at.refused.as_deref(), at.typed.as_str()),
        (Some("bob"), "")
    );
    assert_eq!(at.marked, 1);
    // Then Enter takes the item marked, and a word mistyped can be put right.
    assert_eq!(answer(&mut at, "bakc\u{8}\u{8}ck\n"), Some(None));
    assert_eq!(answer(&mut list(1), "\n"), Some(Some(1)));
}

#[test]
fn before_anything_is_typed_j_k_space_and_q_keep_their_keys() {
    assert_eq!(answer(&mut list(1), "j\n"), Some(Some(2)));
    assert_eq!(answer(&mut list(0), "k\n"), Some(Some(3)));
    assert_eq!(answer(&mut list(3), " "), Some(Some(3)));
    assert_eq!(answer(&mut list(3), "q"), Some(None));
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
