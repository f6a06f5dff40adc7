use serde_json::json;

use super::terminal::tick_range;
use super::{ChartData, EventKind};
use crate::games::{GameId, RoundInput, Standing, under10};
use crate::output::Output;
use crate::store::{MatchInfo, RoundRecord};
use crate::test_support;

fn match_of(game: GameId, players: &[&str]) -> MatchInfo {
    test_support::match_of(3, game, players, &[])
}

/// Rounds as `round` records them: each entry parsed and scored by the engine from the standing
/// before; also the standing after the last.
fn played(info: &MatchInfo, rounds: &[RoundInput]) -> (Vec<RoundRecord>, Standing) {
    test_support::played(info, rounds)
}

/// An Under the 10 round: hands by name, and who called.
fn called(hands: &[(&str, i64)], caller: &str) -> RoundInput {
    let entries = (hands.iter())
        .map(|(name, points)| (name.to_string(), points.to_string()))
        .collect();
    RoundInput::entries(entries).with_flag("call", caller)
}

/// Ann, Bob and Cy: Ann reaches exactly 100 in round 2 and is halved to 50; Bob goes above 150
/// in round 4 (155) and sits round 5 out.
fn halving_and_out() -> (MatchInfo, Vec<RoundRecord>, Standing) {
    let info = match_of(under10::ID, &["Ann", "Bob", "Cy"]);
    let (rounds, standing) = played(
        &info,
        &[
            called(&[("Ann", 60), ("Bob", 0), ("Cy", 12)], "Bob"),
            called(&[("Ann", 40), ("Bob", 45), ("Cy", 0)], "Cy"),
            called(&[("Ann", 8), ("Bob", 60), ("Cy", 0)], "Cy"),
            called(&[("Ann", 3), ("Bob", 50), ("Cy", 0)], "Cy"),
            called(&[("Ann", 5), ("Cy", 0)], "Cy"),
        ],
    );
    (info, rounds, standing)
}

#[test]
fn every_point_is_the_stored_total_after_its_round_and_the_last_is_the_standing() {
    let (info, rounds, standing) = halving_and_out();
    let chart = ChartData::new(&info, &rounds);
    assert_eq!(chart.rounds, 5);
    assert_eq!(chart.series.len(), 3);
    for (seat, series) in chart.series.iter().enumerate() {
        assert_eq!(series.player, &info.players[seat].name);
        assert_eq!(series.totals[0], (0, 0), "every line starts at 0");
        for &(round, total) in &series.totals[1..] {
            let stored = &rounds[round as usize - 1].scores[seat];
            assert_eq!(total, stored.total, "seat {seat}, round {round}");
        }
        let last = series.totals.last().expect("a point").1;
        assert_eq!(last, standing.seats[seat].total, "seat {seat}");
    }
    let totals: Vec<Vec<(u32, i64)>> = chart.series.iter().map(|s| s.totals.clone()).collect();
    assert_eq!(
        totals,
        vec![
            vec![(0, 0), (1, 60), (2, 50), (3, 58), (4, 61), (5, 66)],
            // Bob went out in round 4 and sat round 5 out: his line ends there.
            vec![(0, 0), (1, 0), (2, 45), (3, 105), (4, 155)],
            vec![(0, 0), (1, 12), (2, 12), (3, 12), (4, 12), (5, 12)],
        ]
    );
}

#[test]
fn a_halving_and_a_player_going_out_are_found_once_each() {
    let (info, rounds, _) = halving_and_out();
    let chart = ChartData::new(&info, &rounds);
    let events: Vec<(u32, usize, &str, EventKind)> = (chart.events.iter())
        .map(|e| (e.round, e.seat, e.player.as_stored(), e.kind))
        .collect();
    assert_eq!(
        events,
        vec![
            (2, 0, "Ann", EventKind::Halved { from: 100, to: 50 }),
            (4, 1, "Bob", EventKind::Out { total: 155 }),
        ]
    );
    assert_eq!(chart.out_round(1), Some(4));
    assert_eq!(chart.out_round(0), None);
    assert_eq!(
        chart.event_lines(),
        vec!["Round 2: Ann halved 100 → 50", "Round 4: Bob out (155)"]
    );
}

#[test]
fn a_halving_is_drawn_as_a_drop_from_the_total_reached() {
    let (info, rounds, _) = halving_and_out();
    let chart = ChartData::new(&info, &rounds);
    assert_eq!(
        chart.path(0),
        vec![
            (0, 0),
            (1, 60),
            (2, 100),
            (2, 50),
            (3, 58),
            (4, 61),
            (5, 66)
        ]
    );
    assert_eq!(chart.path(1), chart.series[1].totals);
    // The drop's top counts for the scale, as Bob's 155 does.
    assert_eq!(chart.y_bounds(), (0, 155));
}

#[test]
fn withdrawn_and_opened_rounds_are_left_out() {
    let (info, mut rounds, _) = halving_and_out();
    let expected = ChartData::new(&info, &rounds);
    let expected: Vec<Vec<(u32, i64)>> = expected.series.into_iter().map(|s| s.totals).collect();
    // `show --all` reads round 3 as first recorded, then withdrawn (edited), with totals no
    // live round has; and a round opened but not played.
    let mut withdrawn = rounds[2].clone();
    withdrawn.withdrawn = true;
    for score in &mut withdrawn.scores {
        score.total = 999;
        score.out = true;
    }
    rounds.insert(2, withdrawn);
    let mut opened = rounds[0].clone();
    opened.seq = 6;
    opened.entry = None;
    opened.scores = Box::default();
    rounds.push(opened);
    let chart = ChartData::new(&info, &rounds);
    let totals: Vec<Vec<(u32, i64)>> = chart.series.iter().map(|s| s.totals.clone()).collect();
    assert_eq!(totals, expected);
    assert_eq!(chart.rounds, 5);
    assert_eq!(chart.events.len(), 2, "{:?}", chart.events);
}

#[test]
fn a_match_without_rounds_has_lines_of_one_point_and_nothing_to_draw() {
    let info = match_of(under10::ID, &["Ann", "Bob"]);
    let chart = ChartData::new(&info, &[]);
    assert_eq!(chart.rounds, 0);
    assert!(chart.series.iter().all(|s| s.totals == vec![(0, 0)]));
    let text = chart.text(&Output::default(), None);
    assert_eq!(
        text,
        "Under the 10 · match 3 · running totals over 0 rounds\nNo rounds yet: nothing to chart."
    );
    // The SVG is still drawn (an empty chart, a round wide).
    assert!(chart.svg().expect("drawn").contains("Ann"));
}

#[test]
fn the_json_has_the_series_the_events_and_the_file_written() {
    let (info, rounds, _) = halving_and_out();
    let chart = ChartData::new(&info, &rounds);
    let value = serde_json::to_value(chart.json(Some(std::path::Path::new("out/friday.svg"))))
        .expect("JSON");
    assert_eq!(
        value,
        json!({
            "match": 3,
            "game": "under10",
            "rounds": 5,
            "series": [
                {"player": "Ann", "totals": [[0, 0], [1, 60], [2, 50], [3, 58], [4, 61], [5, 66]]},
                {"player": "Bob", "totals": [[0, 0], [1, 0], [2, 45], [3, 105], [4, 155]]},
                {"player": "Cy", "totals": [[0, 0], [1, 12], [2, 12], [3, 12], [4, 12], [5, 12]]},
            ],
            "events": [
                {"round": 2, "player": "Ann", "kind": "halved", "from": 100, "to": 50},
                {"round": 4, "player": "Bob", "kind": "out", "total": 155},
            ],
            "svg": "out/friday.svg",
        })
    );
    let without = serde_json::to_value(chart.json(None)).expect("JSON");
    assert!(without.get("svg").is_none(), "{without}");
}

#[test]
fn the_y_axis_ends_and_ticks_fall_on_multiples_of_5() {
    // 64 dots: a tick every 16, so 4 steps; 32 dots: 2 steps.
    assert_eq!(tick_range((0, 155), 64), (0, 160));
    assert_eq!(tick_range((0, 155), 32), (0, 160));
    assert_eq!(tick_range((0, 12), 64), (0, 20));
    assert_eq!(tick_range((0, 0), 64), (0, 20));
    assert_eq!(tick_range((-7, 30), 64), (-10, 30));
    assert_eq!(tick_range((-7, 31), 64), (-10, 50));
}

#[test]
fn without_colour_each_player_has_a_chart_that_fits_the_width_and_no_escape_codes() {
    let (info, rounds, _) = halving_and_out();
    let chart = ChartData::new(&info, &rounds);
    for columns in [40, 80, 132] {
        let drawn = chart.draw(&[(chart.points(0), None)], columns, 32);
        for line in drawn.lines() {
            assert!(line.chars().count() <= columns, "{columns}: {line:?}");
        }
        // 8 lines of 4 dots, the line at 0, the rounds.
        assert_eq!(drawn.lines().count(), 10, "{drawn}");
        assert!(!drawn.contains('\x1b'), "{drawn}");
    }
    // Narrower than textplots draws: its narrowest chart, not a panic.
    let narrow = chart.draw(&[(chart.points(0), None)], 5, 32);
    assert!(narrow.lines().count() > 1);
}

#[test]
fn a_line_in_colour_carries_escape_codes() {
    let (info, rounds, _) = halving_and_out();
    let chart = ChartData::new(&info, &rounds);
    colored::control::set_override(true);
    let drawn = chart.draw(&[(chart.points(0), Some(super::colour(0)))], 80, 32);
    assert!(drawn.contains("\x1b["), "{drawn}");
}

#[test]
fn the_svg_has_a_line_per_player_their_names_and_the_marks() {
    let (info, rounds, _) = halving_and_out();
    let chart = ChartData::new(&info, &rounds);
    let svg = chart.svg().expect("drawn");
    for seat in 0..3 {
        let (r, g, b) = super::colour(seat);
        let stroke = format!("stroke=\"#{r:02X}{g:02X}{b:02X}\"");
        let drawn = |element: &str| {
            (svg.lines())
                .filter(|line| line.starts_with(element) && line.contains(&stroke))
                .count()
        };
        // The line and its sample in the legend; the seat's marker at each round and in the
        // legend.
        let points = chart.path(seat).len() - 1;
        assert_eq!(drawn("<polyline "), 2, "seat {seat}");
        let fill = format!("fill=\"#{r:02X}{g:02X}{b:02X}\"");
        let filled = (svg.lines())
            .filter(|line| line.starts_with("<polygon ") && line.contains(&fill))
            .count();
        // Each marker is its shape and its inside, both filled in a filled one.
        assert_eq!(filled, 2 * (1 + points), "seat {seat}");
        // Bob's cross where he went out: two strokes.
        assert_eq!(
            drawn("<line "),
            if seat == 1 { 2 } else { 0 },
            "seat {seat}"
        );
    }
    for text in ["Ann", "Bob", "Cy", "halved", "out", "Round", "Total"] {
        assert!(svg.contains(&format!("\n{text}\n")), "{text}");
    }
    assert!(svg.contains("Under the 10 · match 3"));
    assert_eq!(
        svg.matches("<circle").count(),
        2,
        "the halving and the legend's dot"
    );
}
