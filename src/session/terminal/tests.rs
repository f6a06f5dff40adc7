use super::{NextName, TabSpace};

#[test]
fn a_tab_after_a_name_starts_the_next_one_and_adds_nothing_after_a_comma() {
    let next = |typed: &str| NextName::default().get(typed);
    assert_eq!(next("Ann").as_deref(), Some("Ann, "));
    assert_eq!(next("Ann, Bob ").as_deref(), Some("Ann, Bob, "));
    // Two tabs (an empty cell), or a tab after a comma typed or before any name: nothing.
    assert_eq!(next("Ann, "), None);
    assert_eq!(next("Ann,"), None);
    assert_eq!(next(""), None);
    assert_eq!(next("  "), None);
}

#[test]
fn an_empty_last_cell_is_no_player_but_a_comma_typed_last_stays() {
    let pasted = NextName::default();
    for line in ["Ann", "Ann, Bob", "Ann, Bob, Cy", "Ann, Bob, Cy, "] {
        pasted.get(line);
    }
    assert_eq!(pasted.without_last_cell("Ann, Bob, Cy, "), "Ann, Bob, Cy");
    // Typed on after the Tab, or a comma typed by hand: the check sees it as it is.
    assert_eq!(
        pasted.without_last_cell("Ann, Bob, Cy, D"),
        "Ann, Bob, Cy, D"
    );
    assert_eq!(
        NextName::default().without_last_cell("Ann, Bob,"),
        "Ann, Bob,"
    );
}

#[test]
fn a_tab_at_any_other_question_is_a_space_never_glue() {
    assert_eq!(TabSpace.get("3").as_deref(), Some("3 "));
    assert_eq!(TabSpace.get("Eve").as_deref(), Some("Eve "));
    assert_eq!(TabSpace.get("3 "), None);
    assert_eq!(TabSpace.get(""), None);
}
