use super::*;
use crate::prompt::scripted::ScriptedUi;

#[test]
fn teams_are_offered_only_to_4_to_6_players() {
    let mut ui = ScriptedUi::new(&["y", "n", "y"]);
    let chosen = ask_options(&mut ui, 4).unwrap();
    assert_eq!(chosen, ["--teams", "--showdown"]);
    let mut ui = ScriptedUi::new(&["y", "n"]);
    let chosen = ask_options(&mut ui, 3).unwrap();
    assert_eq!(chosen, ["--long"]);
    assert!(!ui.transcript.iter().any(|line| line.contains("teams")));
}
