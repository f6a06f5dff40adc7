//! A table of an earlier round that has not ended (reopened after the next draw, or drawn past
//! with `event seat --force`): the standings and the board say so, and "after round N" names the
//! last round whose tables all ended.

use super::*;

/// Round 3 done at both tables, round 1's first table reopened (2 deals so far).
fn reopened_after_the_last_round() -> EventView {
    let mut view = evening();
    view.rounds[2].tables = vec![
        finished(1, 14, ["Ann", "Eve", "Cy"], [1, 2, 3]),
        finished(2, 15, [BO, "Dee", "Fay"], [1, 2, 3]),
    ];
    view.rounds[0].tables[0] = playing(1, 10, ["Ann", BO, "Cy"], 2);
    // Round 1 no longer counts as played: rounds 2 and 3 do.
    view.rounds_played = 2;
    view
}

#[test]
fn the_standings_name_an_earlier_table_still_playing_and_the_last_round_done() {
    let view = reopened_after_the_last_round();
    let text = with(Lang::En, || standings_text(&view, 80));
    assert_fits(&text, 80);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Club night · Pig 10 · after round 3 of 3");
    assert_eq!(
        lines[1],
        "Round 1, table 1 (match 10) is still playing: it counts once it ends."
    );
    // JSON keeps its count of the rounds whose every table ended.
    let json: Value = serde_json::from_str(&standings_json(&view)).unwrap();
    assert_eq!(json["rounds_played"], 2);
    for lang in [Lang::Nl, Lang::De] {
        let text = with(lang, || standings_text(&view, 80));
        let second = text.lines().nth(1).unwrap();
        assert!(second.contains("1") && second.contains("10"), "{text}");
        assert!(!second.contains("event-"), "{text}");
    }
}

#[test]
fn the_standings_of_a_round_playing_name_a_table_the_draw_went_past() {
    let mut view = evening();
    view.rounds[1].tables[1] = playing(2, 13, [BO, "Eve", "Cy"], 4);
    view.rounds_played = 1;
    let text = with(Lang::En, || standings_text(&view, 80));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "Club night · Pig 10 · round 3 of 3 playing, 0 of 2 tables done"
    );
    assert_eq!(
        lines[1],
        "Round 2, table 2 (match 13) is still playing: it counts once it ends."
    );
}

#[test]
fn the_board_lists_an_earlier_table_still_playing_before_the_round_drawn() {
    let view = reopened_after_the_last_round();
    let frame = with(Lang::En, || board_frame(&view, 80, 24));
    assert_fits(&frame, 80);
    let lines: Vec<&str> = frame.lines().collect();
    assert_eq!(lines[0], "Club night · Pig 10 · round 3 of 3");
    assert_eq!(
        lines[1],
        "Round 1 · Table 1 — Ann, <Ann & \"Bo\">, Cy — 2 deals, Ann leads"
    );
    assert_eq!(lines[2], "Table 1 — Ann, Eve, Cy — 5 deals, done ✓");
}

#[test]
fn an_evening_in_order_has_no_earlier_table_playing() {
    let view = evening();
    assert!(view.earlier_tables_playing().is_empty());
    assert_eq!(view.last_round_done(), 2);
    let text = with(Lang::En, || standings_text(&view, 80));
    assert!(!text.contains("still playing"), "{text}");
}
