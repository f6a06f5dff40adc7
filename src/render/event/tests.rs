use serde_json::{Value, json};
use unicode_width::UnicodeWidthStr;

use super::*;
use crate::i18n::{Lang, with};

#[path = "../../../tests/support/chromium.rs"]
mod chromium;
mod still_playing;

const BO: &str = "<Ann & \"Bo\">";

fn seat(name: &str, place: Option<u32>, score: Option<i64>, share: Option<f64>) -> SeatView {
    SeatView {
        name: name.to_string(),
        place,
        score,
        share,
        team_score: None,
    }
}

/// A finished table of three: the first wins (share 1), the last loses (share 0).
fn finished(table: u32, match_id: i64, names: [&str; 3], scores: [i64; 3]) -> TableView {
    let shares = [1.0, 0.5, 0.0];
    TableView {
        table,
        match_id,
        players: (0..3)
            .map(|i| {
                seat(
                    names[i],
                    Some(i as u32 + 1),
                    Some(scores[i]),
                    Some(shares[i]),
                )
            })
            .collect(),
        progress: Progress {
            rounds_played_in_match: 5,
            leaders: vec![names[0].to_string()],
            ended: true,
            abandoned: false,
        },
    }
}

fn playing(table: u32, match_id: i64, names: [&str; 3], rounds: u32) -> TableView {
    TableView {
        table,
        match_id,
        players: names.iter().map(|n| seat(n, None, None, None)).collect(),
        progress: Progress {
            rounds_played_in_match: rounds,
            leaders: (rounds > 0)
                .then(|| names[0].to_string())
                .into_iter()
                .collect(),
            ended: false,
            abandoned: false,
        },
    }
}

fn row(name: &str, rank: u32, shares: [f64; 2]) -> RankedRow {
    RankedRow {
        name: name.to_string(),
        rank,
        score: shares.iter().sum(),
        matches: 2,
        shares: vec![Some(shares[0]), Some(shares[1]), None],
    }
}

/// Six players at two tables of three, round 3 of 3 playing.
fn evening() -> EventView {
    EventView {
        id: 4,
        name: "Club night".to_string(),
        game: crate::games::pig10::ID,
        ranking: Ranking::Share,
        rounds_planned: 3,
        rounds_played: 2,
        players: vec![
            row("Ann", 1, [1.0, 0.5]),
            row(BO, 2, [0.5, 1.0]),
            row("Dee", 3, [1.0, 0.0]),
            row("Eve", 4, [0.5, 0.5]),
            row("Fay", 5, [0.0, 1.0]),
            row("Cy", 6, [0.0, 0.0]),
        ],
        last: vec!["Cy".to_string()],
        rounds: vec![
            RoundView {
                round: 1,
                seed: 11,
                tables: vec![
                    finished(1, 10, ["Ann", BO, "Cy"], [3, 5, 9]),
                    finished(2, 11, ["Dee", "Eve", "Fay"], [2, 4, 8]),
                ],
                waiting: vec![],
            },
            RoundView {
                round: 2,
                seed: -7,
                tables: vec![
                    finished(1, 12, ["Fay", "Ann", "Dee"], [1, 6, 7]),
                    finished(2, 13, [BO, "Eve", "Cy"], [0, 3, 10]),
                ],
                waiting: vec![],
            },
            RoundView {
                round: 3,
                seed: 99,
                tables: vec![
                    playing(1, 14, ["Ann", "Eve", "Cy"], 2),
                    playing(2, 15, [BO, "Dee", "Fay"], 0),
                ],
                waiting: vec![],
            },
        ],
    }
}

fn assert_fits(text: &str, width: usize) {
    for line in text.lines() {
        assert!(
            line.width() <= width,
            "wider than {width}: {line:?}\n{text}"
        );
    }
}

#[test]
fn the_standings_table_fits_and_names_the_last_place_in_three_languages() {
    let view = evening();
    let text = with(Lang::En, || standings_text(&view, 80));
    assert_fits(&text, 80);
    let lines: Vec<&str> = text.lines().collect();
    // Round 3 is drawn and its tables play: the heading says how far it is.
    assert_eq!(
        lines[0],
        "Club night · Pig 10 · round 3 of 3 playing, 0 of 2 tables done"
    );
    let mut after_two = view.clone();
    after_two.rounds.truncate(2);
    let text_after_two = with(Lang::En, || standings_text(&after_two, 80));
    assert!(
        text_after_two.starts_with("Club night · Pig 10 · after round 2 of 3\n"),
        "{text_after_two}"
    );
    assert!(
        lines[2].contains("Rank") && lines[2].contains("R3"),
        "{text}"
    );
    assert!(
        lines[4].contains("Ann") && lines[4].contains("1.50"),
        "{text}"
    );
    assert_eq!(
        lines.last().copied(),
        Some("Last place: Cy — the booby prize")
    );
    let dutch = with(Lang::Nl, || standings_text(&view, 80));
    assert!(
        dutch.ends_with("Laatste plaats: Cy — de poedelprijs"),
        "{dutch}"
    );
    assert!(dutch.contains("1,50"), "{dutch}");
    assert!(
        dutch.starts_with("Club night · Pig 10 · ronde 3 van 3 bezig, 0 van 2 tafels klaar\n"),
        "{dutch}"
    );
    let german = with(Lang::De, || standings_text(&view, 80));
    assert!(
        german.ends_with("Letzter Platz: Cy — der Trostpreis"),
        "{german}"
    );
    // Narrow: round 3, drawn with no result yet (all "–"), gives way first, then the earliest
    // round; the note names only the round whose results it hides.
    let narrow = with(Lang::En, || standings_text(&view, 52));
    assert_fits(&narrow, 52);
    let header = narrow.lines().find(|l| l.contains("Rank")).unwrap();
    assert!(
        header.contains("R2") && !header.contains("R1") && !header.contains("R3"),
        "{narrow}"
    );
    assert!(narrow.contains("\nR1 is left out for width;"), "{narrow}");
}

#[test]
fn the_standings_json_has_the_designed_shape_and_the_first_of_a_tied_last() {
    let mut view = evening();
    view.last = vec!["Fay".to_string(), "Cy".to_string()];
    let value: Value = serde_json::from_str(&standings_json(&view)).unwrap();
    assert_eq!(value["event"], 4);
    assert_eq!(value["name"], "Club night");
    assert_eq!(value["game"], "pig10");
    assert_eq!(value["rounds_played"], 2);
    assert_eq!(value["last"], "Fay");
    assert_eq!(value["last_place"], json!(["Fay", "Cy"]));
    assert_eq!(
        value["players"][1],
        json!({"name": BO, "score": 1.5, "rank": 2, "matches": 2, "shares": [0.5, 1.0, null]})
    );
    let keys: Vec<&String> = value.as_object().unwrap().keys().collect();
    assert_eq!(
        keys,
        [
            "event",
            "game",
            "last",
            "last_place",
            "name",
            "players",
            "rounds_played"
        ]
    );
    view.ranking = Ranking::Points;
    view.players[0].score = 42.0;
    let value: Value = serde_json::from_str(&standings_json(&view)).unwrap();
    assert_eq!(value["players"][0]["score"], json!(42));
}

#[test]
fn the_table_cards_say_who_sits_where_and_who_starts() {
    let mut round = evening().rounds[1].clone();
    round.waiting = vec!["Gus".to_string()];
    let text = with(Lang::En, || table_cards_text("Club night", &round, 80));
    assert_eq!(
        text,
        "Club night · round 2\n\
         Table 1 (match 12) — Fay, Ann, Dee — Fay starts\n\
         Table 2 (match 13) — <Ann & \"Bo\">, Eve, Cy — <Ann & \"Bo\"> starts\n\
         Waiting this round: Gus"
    );
    let dutch = with(Lang::Nl, || table_cards_text("Club night", &round, 80));
    assert!(
        dutch.contains("Tafel 1 (partij 12) — Fay, Ann, Dee — Fay begint"),
        "{dutch}"
    );
    let value: Value = serde_json::from_str(&seating_json(4, &round)).unwrap();
    assert_eq!(
        value,
        json!({"event": 4, "round": 2, "seed": -7, "waiting": ["Gus"], "tables": [
            {"table": 1, "match": 12, "players": ["Fay", "Ann", "Dee"], "starts": "Fay"},
            {"table": 2, "match": 13, "players": [BO, "Eve", "Cy"], "starts": BO},
        ]})
    );
}

#[test]
fn the_board_fits_80_by_24_and_120_by_40() {
    let view = evening();
    for (width, height) in [(80, 24), (120, 40)] {
        let frame = with(Lang::En, || board_frame(&view, width, height));
        assert_fits(&frame, width);
        assert!(frame.lines().count() <= height, "{frame}");
        let lines: Vec<&str> = frame.lines().collect();
        assert_eq!(lines[0], "Club night · Pig 10 · round 3 of 3");
        assert_eq!(lines[1], "Table 1 — Ann, Eve, Cy — 2 deals, Ann leads");
        assert_eq!(lines[2], "Table 2 — <Ann & \"Bo\">, Dee, Fay — not started");
        assert!(frame.contains("Ranking") && frame.contains("Cy"), "{frame}");
        assert!(
            frame.ends_with("Last place: Cy — the booby prize"),
            "{frame}"
        );
    }
}

#[test]
fn a_long_ranking_on_the_board_keeps_its_top_within_the_height() {
    let mut view = evening();
    view.players = (1..=40)
        .map(|n| row(&format!("Player {n}"), n, [0.5, 0.5]))
        .collect();
    let frame = with(Lang::En, || board_frame(&view, 80, 24));
    assert_fits(&frame, 80);
    assert_eq!(frame.lines().count(), 24, "{frame}");
    assert!(frame.contains("Player 1 "), "{frame}");
    assert!(!frame.contains("Player 40"), "{frame}");
    assert!(frame.contains("… and "), "{frame}");
    // A done table says so.
    let done = &view.rounds[0].tables[0];
    let line = with(Lang::En, || board::progress_text(&done.progress, view.game));
    assert_eq!(line, "5 deals, done ✓");
}

#[test]
fn the_report_page_stands_alone_and_escapes_every_name() {
    let view = evening();
    let page = with(Lang::Nl, || report_html(&view));
    assert!(
        page.starts_with("<!DOCTYPE html>\n<html lang=\"nl\">"),
        "{page}"
    );
    assert!(page.contains("name=\"viewport\""));
    assert!(page.contains("@media print"));
    assert!(!page.contains("<script") && !page.contains("<link") && !page.contains("@import"));
    assert!(!page.contains("src="));
    let outside: Vec<&str> = page.matches("http").collect();
    assert_eq!(outside.len(), 1, "only the SVG's namespace names a URL");
    assert!(!page.contains("<Ann"), "a name must never become a tag");
    assert!(page.contains("&lt;Ann &amp; &quot;Bo&quot;&gt;"));
    assert!(page.contains("<table id=\"ranking\">"));
    assert!(page.contains("<svg ") && page.contains("</svg>"));
    assert!(page.contains("Laatste plaats: Cy — de poedelprijs"));
    assert_eq!(page.matches("<polyline").count(), 6);
}

#[test]
fn the_csv_has_a_row_per_player_per_round() {
    let text = report_csv(&evening());
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "round,table,player,place,score,share");
    // Shares as the page shows them: two decimals.
    assert_eq!(lines[1], "1,1,Ann,1,3,1.00");
    assert_eq!(lines[2], "1,1,\"<Ann & \"\"Bo\"\">\",2,5,0.50");
    assert_eq!(lines[13], "3,1,Ann,,,");
    assert_eq!(lines.len(), 1 + 18);
}

#[test]
fn the_report_json_is_the_standings_with_the_rounds() {
    let view = evening();
    let report: Value = serde_json::from_str(&report_json(&view)).unwrap();
    let standings: Value = serde_json::from_str(&standings_json(&view)).unwrap();
    for (key, value) in standings.as_object().unwrap() {
        assert_eq!(&report[key], value, "{key}");
    }
    assert_eq!(report["rounds"].as_array().unwrap().len(), 3);
    assert_eq!(
        report["rounds"][0]["tables"][0],
        json!({"table": 1, "match": 10, "ended": true, "rounds": 5, "players": [
            {"name": "Ann", "place": 1, "score": 3, "share": 1.0},
            {"name": BO, "place": 2, "score": 5, "share": 0.5},
            {"name": "Cy", "place": 3, "score": 9, "share": 0.0},
        ]})
    );
    assert_eq!(
        report["rounds"][2]["tables"][1]["players"][0]["place"],
        Value::Null
    );
}

#[test]
fn the_chart_adds_up_each_round() {
    let view = evening();
    let lines = chart::cumulative(&view);
    // Round 3 still plays: Ann's line ends at round 2, not flat through round 3.
    assert_eq!(lines[0], vec![0.0, 1.0, 1.5]);
    let mut points = view.clone();
    points.ranking = Ranking::Points;
    assert_eq!(chart::cumulative(&points)[0], vec![0.0, 3.0, 9.0]);
    // A table of round 3 that ended carries its players' lines on; one who waited runs flat.
    let mut later = view.clone();
    later.rounds[2].tables[1].progress.ended = true;
    later.rounds[2].tables[1].players[1].share = Some(1.0);
    later.players[2].shares[2] = Some(1.0);
    later.rounds[2].tables[0]
        .players
        .retain(|seat| seat.name != "Eve");
    later.rounds[2].waiting = vec!["Eve".to_string()];
    let lines = chart::cumulative(&later);
    assert_eq!(
        lines[2],
        vec![0.0, 1.0, 1.0, 2.0],
        "Dee, at the table that ended"
    );
    assert_eq!(lines[3], vec![0.0, 0.5, 1.0, 1.0], "Eve, who waited");
    assert_eq!(lines[0], vec![0.0, 1.0, 1.5], "Ann, still playing");
}

#[test]
fn forty_players_have_forty_different_lines_and_the_legend_draws_each() {
    let mut view = evening();
    view.players = (1..=40)
        .map(|n| row(&format!("Player {n}"), n, [0.5, 0.5]))
        .collect();
    let page = with(Lang::En, || report_html(&view));
    // Each line's stroke and dashes, in the chart and in the legend.
    let styles = |tag: &str| -> Vec<String> {
        (page.split(tag).skip(1))
            .map(|rest| {
                let attributes = &rest[..rest.find(" stroke-width").expect("a width")];
                attributes[attributes.find("stroke=").expect("a stroke")..].to_string()
            })
            .collect()
    };
    let lines = styles("<polyline");
    assert_eq!(lines.len(), 40);
    assert_eq!(styles("<line x1=\"0\""), lines);
    assert_eq!(lines[0], "stroke=\"#0072b2\"");
    assert_eq!(lines[6], "stroke=\"#000000\" stroke-dasharray=\"8 4\"");
    // Each line's marker (its shape: the element and its attributes without their numbers):
    // with the stroke and dashes, forty lines alike in none.
    let shapes: Vec<String> = (page.split("<g class=\"player\">").skip(1))
        .map(|rest| {
            let marker = &rest[rest.find("/>").expect("the line") + 2..];
            let marker = &marker[..marker.find("/>").expect("a marker")];
            marker.replace(|c: char| c.is_ascii_digit() || c == '.', "")
        })
        .collect();
    assert_eq!(shapes.len(), 40);
    let distinct: std::collections::BTreeSet<(&String, &String)> =
        lines.iter().zip(&shapes).collect();
    assert_eq!(distinct.len(), 40, "{lines:?} {shapes:?}");
    // Without colour, the first thirty differ in their marker and dashes alone.
    let uncoloured: std::collections::BTreeSet<(String, &String)> = (lines.iter().zip(&shapes))
        .take(30)
        .map(|(line, shape)| {
            (
                line[line.find(' ').unwrap_or(line.len())..].to_string(),
                shape,
            )
        })
        .collect();
    assert_eq!(uncoloured.len(), 30);
}

/// Players whose lines are the same all along are named together at the line's end and in the
/// legend ("Cy — same line as Fay"), and the chart has its table: the standing after each
/// round, read by a screen reader.
#[test]
fn a_line_under_another_says_so_and_the_chart_has_a_table() {
    let mut view = evening();
    view.players[5].shares = view.players[4].shares.clone();
    view.players[5].name = "Cy".to_string();
    let page = with(Lang::En, || report_html(&view));
    assert!(page.contains("<li>"), "{page}");
    assert!(page.contains("Cy — same line as Fay</li>"), "{page}");
    assert!(page.contains("Fay — same line as Cy</li>"), "{page}");
    assert!(page.contains(r#"aria-describedby="chart-table""#));
    let table = &page[page
        .find("<table id=\"chart-table\">")
        .expect("the chart's table")..];
    let table = &table[..table.find("</table>").unwrap()];
    assert!(table.contains("<th class=\"n\">After round 1</th><th class=\"n\">After round 2</th><th class=\"n\">After round 3</th>"), "{table}");
    // Ann: 1 after round 1, 1.5 after round 2, nothing yet after round 3 (her table plays).
    assert!(table.contains("<tr><td>Ann</td><td class=\"n\">1.00</td><td class=\"n\">1.50</td><td class=\"n\"></td></tr>"), "{table}");
    let dutch = with(Lang::Nl, || report_html(&view));
    assert!(dutch.contains("Cy — dezelfde lijn als Fay</li>"));
    assert!(dutch.contains("<summary>De grafiek als tabel</summary>"));
}

#[test]
fn one_evening_and_a_rank_from_one_evening_are_said_in_the_singular() {
    let mut view = season();
    view.min_evenings = 1;
    view.evenings.truncate(1);
    view.players.truncate(1);
    view.players[0].scores.truncate(1);
    view.players[0].counted = vec![1];
    let lines = |lang| {
        let text = with(lang, || series_text(&view, 100));
        let lines: Vec<String> = text.lines().map(str::to_string).collect();
        let key = lines.iter().find(|l| l.starts_with('*')).cloned();
        (lines[0].clone(), key.unwrap_or_default())
    };
    assert_eq!(
        lines(Lang::En),
        (
            "Winter · the best 2 of 1 evening count, at least 1 to rank".to_string(),
            "* counts towards the average; players without a rank have no evening.".to_string()
        )
    );
    assert_eq!(
        lines(Lang::Nl).1,
        "* telt mee voor het gemiddelde; spelers zonder plaats hebben nog geen avond."
    );
    assert_eq!(
        lines(Lang::De).1,
        "* zählt für den Schnitt; Spieler ohne Rang haben noch keinen Abend."
    );
}

fn season() -> SeriesView {
    let evening = |event: i64| EveningView {
        event,
        name: format!("Night {event}"),
        date: format!("2026-0{event}-01"),
    };
    SeriesView {
        id: 1,
        name: "Winter".to_string(),
        best: 2,
        min_evenings: 2,
        evenings: vec![evening(1), evening(2), evening(3)],
        players: vec![
            SeriesRow {
                name: "Ann".to_string(),
                rank: Some(1),
                score: 2.5,
                scores: vec![Some(2.0), Some(3.0), Some(1.0)],
                counted: vec![1, 2],
            },
            SeriesRow {
                name: BO.to_string(),
                rank: None,
                score: 4.0,
                scores: vec![None, Some(4.0), None],
                counted: vec![2],
            },
        ],
    }
}

#[test]
fn the_series_shows_which_evenings_counted() {
    let view = season();
    let text = with(Lang::En, || series_text(&view, 80));
    assert_fits(&text, 80);
    assert!(
        text.starts_with("Winter · the best 2 of 3 evenings count, at least 2 to rank"),
        "{text}"
    );
    assert!(text.contains("2.00*") && text.contains("1.00 "), "{text}");
    assert!(text.contains("E3 = Night 3 (2026-03-01)"), "{text}");
    let value: Value = serde_json::from_str(&series_json(&view)).unwrap();
    assert_eq!(
        value,
        json!({"series": "Winter", "best": 2, "min": 2, "players": [
            {"name": "Ann", "score": 2.5, "rank": 1, "evenings": 3, "counted": [1, 2]},
            {"name": BO, "score": 4.0, "rank": null, "evenings": 1, "counted": [2]},
        ]})
    );
    let page = with(Lang::De, || series_html(&view));
    assert!(page.starts_with("<!DOCTYPE html>\n<html lang=\"de\">"));
    assert!(page.contains("<table id=\"series\">") && !page.contains("<Ann"));
    assert!(page.contains("data-player=\"&lt;Ann &amp; &quot;Bo&quot;&gt;\" data-rank=\"\""));
}

/// The report page as headless Chromium renders it on a phone: the ranking rows in order, the
/// chart there, the name with `<`, `&` and quotes shown as typed.
#[test]
fn the_report_page_renders_in_chromium() {
    let view = evening();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("report.html");
    std::fs::write(&file, with(Lang::En, || report_html(&view))).unwrap();
    let Some(dom) = chromium::dom_or_skip(&file) else {
        return;
    };
    // The page's ranking is the ranking of `event standings --json`, row for row.
    let standings: Value = serde_json::from_str(&standings_json(&view)).unwrap();
    let expected: Vec<[String; 3]> = (standings["players"].as_array().unwrap().iter())
        .map(|p| {
            [
                p["name"].as_str().unwrap().to_string(),
                p["rank"].to_string(),
                p["score"].to_string(),
            ]
        })
        .collect();
    let rows = chromium::ranked_rows(&dom, "ranking");
    assert_eq!(rows, expected);
    assert_eq!(rows[1][0], BO);
    assert_eq!(rows[0][2], "1.5");
    let ranking = &dom[dom.find("<table id=\"ranking\">").unwrap()..];
    let ranking = &ranking[..ranking.find("</table>").unwrap()];
    assert!(
        dom.contains("<svg") && dom.matches("<polyline").count() == 6,
        "{dom}"
    );
    assert!(!dom.contains("<ann"), "a name became an element:\n{dom}");
    assert!(
        ranking.contains("<td>&lt;Ann &amp; \"Bo\"&gt;</td>"),
        "the name is not shown as typed:\n{ranking}"
    );
}

/// On a phone (375 pixels wide) nothing sticks out sideways, the ranking of three rounds
/// included. Headless Chromium lays pages out at least 500 pixels wide, so the page's root is
/// held to 375; a test-only script, added to a copy of the page, writes the widest right edge of
/// anything on it where the dumped DOM shows it. (A ranking of many more rounds scrolls inside
/// its own box, `.wide`, the page still not.)
#[test]
fn the_report_page_is_no_wider_than_a_phone() {
    let mut view = evening();
    view.players[3].name = "Bartholomew-Maximilian van der Berg-Hoogenboom".to_string();
    let script = "<style>html{width:375px}</style><script>var widest = 0;\
        document.querySelectorAll('body *').forEach(function (e) {\
          widest = Math.max(widest, e.getBoundingClientRect().right);\
        });\
        document.body.setAttribute('data-widest', Math.ceil(widest));</script></body>";
    for lang in [Lang::En, Lang::Nl, Lang::De] {
        let page = with(lang, || report_html(&view)).replace("</body>", script);
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("report.html");
        std::fs::write(&file, page).unwrap();
        let Some(dom) = chromium::dom_or_skip(&file) else {
            return;
        };
        let widest = chromium::attribute_values(&dom, "data-widest");
        let widest: u32 = widest.first().expect("the script ran").parse().unwrap();
        assert!(
            widest <= 375,
            "{lang:?}: {widest} pixels wide on a 375-pixel phone"
        );
    }
}

/// The series page in headless Chromium: its rows are `series standings --json`'s players.
#[test]
fn the_series_page_renders_in_chromium() {
    let view = season();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("series.html");
    std::fs::write(&file, with(Lang::En, || series_html(&view))).unwrap();
    let Some(dom) = chromium::dom_or_skip(&file) else {
        return;
    };
    let json: Value = serde_json::from_str(&series_json(&view)).unwrap();
    let expected: Vec<[String; 3]> = (json["players"].as_array().unwrap().iter())
        .map(|p| {
            let rank = p["rank"]
                .as_u64()
                .map_or_else(String::new, |r| r.to_string());
            [
                p["name"].as_str().unwrap().to_string(),
                rank,
                p["score"].to_string(),
            ]
        })
        .collect();
    assert_eq!(chromium::ranked_rows(&dom, "series"), expected);
}

#[test]
fn an_evening_before_its_first_draw_says_so() {
    let mut view = evening();
    view.rounds.clear();
    view.rounds_played = 0;
    // Nobody has a match, so nobody holds the last place (`events::last_place`).
    view.last.clear();
    for player in &mut view.players {
        player.shares.clear();
        player.score = 0.0;
        player.matches = 0;
    }
    let frame = with(Lang::En, || board_frame(&view, 80, 24));
    assert!(
        frame.starts_with("Club night · Pig 10 · no round drawn yet\nNo tables drawn yet.\n"),
        "{frame}"
    );
    assert!(!frame.contains("Last place"), "{frame}");
    let text = with(Lang::En, || standings_text(&view, 80));
    assert!(
        text.starts_with("Club night · Pig 10 · no round played yet\n"),
        "{text}"
    );
    assert!(!text.contains("Last place"), "{text}");
    assert_eq!(
        serde_json::from_str::<Value>(&standings_json(&view)).unwrap()["last"],
        Value::Null
    );
    assert_eq!(
        serde_json::from_str::<Value>(&standings_json(&view)).unwrap()["last_place"],
        json!([])
    );
    view.players.clear();
    let text = with(Lang::De, || standings_text(&view, 80));
    assert_eq!(
        text,
        "Club night · Pig 10 · noch keine Runde gespielt\nAn diesem Abend spielt noch niemand."
    );
}

/// A name breaks only at its spaces: a part a browser could break inside is held whole, a part
/// longer than twelve columns only at its hyphen.
#[test]
fn a_name_is_held_whole_between_its_spaces() {
    assert_eq!(
        html::name_html("Anne-Marie van der Berg-Smits"),
        "<span class=\"w\">Anne-Marie</span> van der <span class=\"w\">Berg-Smits</span>"
    );
    assert_eq!(html::name_html("李明"), "<span class=\"w\">李明</span>");
    assert_eq!(html::name_html("O'Brien"), "O&#39;Brien");
    assert_eq!(
        html::name_html("Bartholomew-Maximilian"),
        "Bartholomew-Maximilian"
    );
}
