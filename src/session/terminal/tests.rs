use dialoguer::Completion;

use super::NextName;

#[test]
fn a_tab_after_a_name_starts_the_next_one_and_adds_nothing_after_a_comma() {
    let next = |typed: &str| NextName.get(typed);
    assert_eq!(next("Ann").as_deref(), Some("Ann, "));
    assert_eq!(next("Ann, Bob ").as_deref(), Some("Ann, Bob, "));
    // Two tabs (an empty cell), or a tab after a comma typed or before any name: nothing.
    assert_eq!(next("Ann, "), None);
    assert_eq!(next("Ann,"), None);
    assert_eq!(next(""), None);
    assert_eq!(next("  "), None);
}
