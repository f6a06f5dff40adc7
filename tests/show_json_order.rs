//! `show --json` is written as it is serialised, its keys put in order by hand (DESIGN section
//! 6: its work per round within 1.5x of the text's), not sorted through a tree of values as every
//! other `--json` is: it must print exactly what that tree would.

use serde_json::Value;

use crate::common::TestEnv;

/// `text` as the tree of values prints it: every object's keys in alphabetical order.
fn as_sorted(text: &str) -> String {
    let value: Value = serde_json::from_str(text).expect("show --json prints JSON");
    serde_json::to_string_pretty(&value).expect("JSON prints") + "\n"
}

#[test]
fn show_json_prints_its_keys_in_order_with_notes_edits_bids_and_withdrawn_rounds() {
    let env = TestEnv::new();
    env.five_games();
    // Ann reaches exactly 100 and is halved: a note whose numbers (`from`, `to`) sort on both
    // sides of its kind (`note`).
    env.ok(&["new", "under10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "6", "Ann=50", "Bob=0", "Cy=3", "--call", "Bob"]);
    env.ok(&["round", "6", "Ann=50", "Bob=0", "Cy=3", "--call", "Bob"]);
    let halved = env.ok(&["--json", "show", "6"]);
    assert!(
        halved.contains("\"from\": 100,\n") && halved.contains("\"note\": \"halved\",\n"),
        "no halving shown:\n{halved}"
    );
    for id in ["1", "2", "3", "4", "5", "6"] {
        for all in [false, true] {
            let mut args = vec!["--json", "show", id];
            if all {
                args.push("--all");
            }
            let printed = env.ok(&args);
            assert_eq!(printed, as_sorted(&printed), "tenscore {args:?}");
        }
    }
}
