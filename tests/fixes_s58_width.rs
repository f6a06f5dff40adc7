//! Session 58: a stats table wider than a phone keeps each player's name on one line where the
//! other columns, wrapped at their words, make the room.

use crate::common::TestEnv;

/// Before, from 41 to 62 columns "Youssef K." took two lines ("Youssef" over "K."), read
/// as two players, while "1st/3 #2" beside it stayed on one line.
#[test]
fn a_stats_table_wider_than_a_phone_keeps_each_name_on_one_line() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Youssef K.,Saar"]);
    env.ok(&["round", "Youssef K.=1", "Saar=5"]);
    env.ok(&["finish"]);
    env.ok(&["new", "pig10", "--players", "Saar,Youssef K.,Ann"]);
    env.ok(&["round", "Youssef K.=5", "Saar=1", "Ann=3"]);
    env.ok(&["finish"]);
    for width in [44, 48, 52, 60] {
        let text = env.ok_in(width, &["stats"]);
        for line in text.lines() {
            assert!(line.chars().count() <= width, "{width}: {line}\n{text}");
        }
        let rows: Vec<&str> = text.lines().filter(|l| l.contains("Youssef")).collect();
        assert!(!rows.is_empty(), "{width}\n{text}");
        for row in rows {
            assert!(row.contains("Youssef K."), "{width}: {row}\n{text}");
        }
        // The listing drawn a row at a time is fitted the same.
        assert_eq!(text, env.ok_in(width, &["stats", "--all"]), "{width}");
    }
    // The places wrap instead, at their space.
    let text = env.ok_in(44, &["stats"]);
    assert!(
        text.contains("│ Youssef K. ┆  2 ┆ 1 ┆ 50% ┆ 1.50 ┆ 1st/3 │"),
        "{text}"
    );
}
