//! `stats --all` and `player list` on a terminal too narrow for them (issue 34): the tables are
//! wrapped between words (session 52: no longer cut inside a word or a title as comfy-table cut
//! them), the least important columns left out where even that does not fit, but drawn a row at
//! a time from the temporary file the rows wait in. Every player's row is there, whole, between
//! intact borders, no line wider than the terminal; `stats --all` is byte for byte the table
//! held whole.

use serde_json::{Value, json};
use unicode_width::UnicodeWidthStr;

use crate::common::TestEnv;

/// The players of the club: every third a long name of several words (wrapped between them and
/// inside a long one), some of wide characters.
const PLAYERS: usize = 600;

fn name(n: usize) -> String {
    match n % 3 {
        0 => format!("Anna Maria van der Berg-Ångström {n}"),
        1 => format!("Player {n:04}"),
        _ => format!("李小龍 Lee {n}"),
    }
}

fn uuid(kind: u32, n: usize) -> String {
    format!("00000000-0000-4000-8{kind:03x}-{n:012x}")
}

/// A club of `PLAYERS` players, paired in finished Tenstuff matches of one deal each (the
/// first of each pair wins), imported from an export written here: the header is a real
/// export's, so that it follows the file's version.
fn club() -> TestEnv {
    let env = TestEnv::new();
    env.ok(&["new", "tenstuff", "--players", "Ann,Bob"]);
    let export = env.ok(&["export"]);
    let header = export.lines().next().expect("a header line");
    let when = "2026-01-02T03:04:05Z";
    let mut lines = vec![header.to_string()];
    for n in 0..PLAYERS {
        let player = json!({"type": "player", "uuid": uuid(1, n), "name": name(n),
            "created_at": when, "aliases": []});
        lines.push(player.to_string());
    }
    for pair in 0..PLAYERS / 2 {
        let (a, b) = (uuid(1, 2 * pair), uuid(1, 2 * pair + 1));
        let game = uuid(2, pair);
        let matched = json!({"type": "match", "uuid": game, "game": "tenstuff",
            "options": {"casual": false}, "status": "finished", "ended_by": "finish",
            "created_at": when, "finished_at": when, "players": [a, b], "rounds": 1,
            "round_records": 1});
        let score = |player: &str, points: u32| {
            json!({"player": player, "points": points, "total": points, "out": false,
                "notes": [], "counters": {"deals_won": points}})
        };
        let round = json!({"type": "round", "match": game, "uuid": uuid(3, pair), "seq": 1,
            "take": 1, "opening": null, "entry": {"order": [0, 1]}, "withdrawn": false,
            "withdrawn_at": null, "replaces": null, "reason": null, "created_at": when,
            "explanation": null, "scores": [score(&a, 1), score(&b, 0)]});
        lines.push(matched.to_string());
        lines.push(round.to_string());
    }
    let end = json!({"type": "end", "players": PLAYERS, "matches": PLAYERS / 2,
        "rounds": PLAYERS / 2});
    lines.push(end.to_string());
    let file = env.dir().join("club.jsonl");
    std::fs::write(&file, lines.join("\n") + "\n").expect("the export is written");
    let club = TestEnv::with_seed(2);
    club.ok(&["import", file.to_str().expect("a UTF-8 path")]);
    club
}

/// The tables of `text`: each its lines from the top border to the bottom one.
fn tables(text: &str) -> Vec<Vec<&str>> {
    let mut tables = Vec::new();
    let mut table: Option<Vec<&str>> = None;
    for line in text.lines() {
        if line.starts_with('┌') {
            table = Some(Vec::new());
        }
        if let Some(lines) = &mut table {
            lines.push(line);
        }
        if line.starts_with('└') {
            tables.extend(table.take());
        }
    }
    tables
}

/// The first column of each row of a table of `columns` columns, checked whole on the way: its
/// borders intact, every line as wide as the top border and no wider than `width`. A row starts
/// where its second column (a number) is written; the first column's pieces are put together
/// without the spaces a name may have been wrapped at.
fn first_cells(table: &[&str], columns: usize, width: usize) -> Vec<String> {
    let top = table[0];
    let drawn = top.width();
    assert!(
        drawn <= width,
        "a table {drawn} wide at {width}:\n{}",
        table.join("\n")
    );
    assert_eq!(top.matches('┬').count(), columns - 1, "{top}");
    assert!(top.ends_with('┐'), "{top}");
    let under = table
        .iter()
        .position(|l| l.starts_with('╞'))
        .expect("a line under the titles");
    assert!(table[under].ends_with('╡'));
    let bottom = table[table.len() - 1];
    assert!(bottom.ends_with('┘'), "{bottom}");
    let mut rows: Vec<String> = Vec::new();
    for (n, line) in table.iter().enumerate() {
        assert_eq!(line.width(), drawn, "line {n} of\n{}", table.join("\n"));
        if n == 0 || n == under || n == table.len() - 1 {
            continue;
        }
        assert!(line.starts_with('│') && line.ends_with('│'), "{line}");
        let inner = &line['│'.len_utf8()..line.len() - '│'.len_utf8()];
        let cells: Vec<&str> = inner.split('┆').collect();
        assert_eq!(cells.len(), columns, "{line}");
        if n < under {
            continue;
        }
        let piece: String = cells[0].split_whitespace().collect();
        // The name alone (its other columns left out) is never wrapped: a line a row.
        match cells.get(1).is_some_and(|cell| cell.trim().is_empty()) {
            false => rows.push(piece),
            true => rows.last_mut().expect("a row begun").push_str(&piece),
        }
    }
    rows
}

/// The names of a `--json` list, without their spaces, in its order.
fn names_of(list: &Value) -> Vec<String> {
    (list.as_array().expect("a list").iter())
        .map(|p| {
            p["name"]
                .as_str()
                .expect("a name")
                .split_whitespace()
                .collect()
        })
        .collect()
}

#[test]
fn stats_all_too_wide_for_the_terminal_lists_every_player_whole() {
    let env = club();
    let listed = names_of(&env.json(&["stats", "--all"])["players"]);
    assert_eq!(listed.len(), PLAYERS);
    // The columns kept of each table: where the words do not fit side by side, the least
    // important give way (named below the table).
    for (width, columns) in [(45, [5, 5]), (50, [6, 5]), (64, [8, 6])] {
        let text = env.ok_in(width, &["stats", "--all"]);
        let drawn = tables(&text);
        // All games together, then Tenstuff: every player in each, in the season's order.
        assert_eq!(drawn.len(), 2, "{text}");
        assert_eq!(
            first_cells(&drawn[0], columns[0], width),
            listed,
            "at {width}"
        );
        assert_eq!(
            first_cells(&drawn[1], columns[1], width),
            listed,
            "at {width}"
        );
        // Too narrow for the short titles and the names: wrapped between words, no word cut.
        assert!(text.contains("│ Anna Maria"), "{text}");
        assert!(text.contains(" Berg-Ångström "), "{text}");
        assert!(!text.contains("van der Berg-Ångström"), "{text}");
        assert!(text.contains("│ Player "), "{text}");
        // What `stats` lays out with the whole season in hand (comfy-table's own layout), byte
        // for byte, in every language and in colour.
        let limit = PLAYERS.to_string();
        for lang in ["en", "nl", "de"] {
            for colour in ["never", "always"] {
                let args = ["--lang", lang, "--color", colour, "stats"];
                let all = env.ok_in(width, &[&args[..], &["--all"]].concat());
                let whole = env.ok_in(width, &[&args[..], &["--limit", &limit]].concat());
                assert_eq!(all, whole, "{lang} {colour} at {width}");
            }
        }
    }
}

#[test]
fn player_list_too_wide_for_the_terminal_lists_every_player_whole() {
    let env = club();
    let listed = names_of(&env.json(&["player", "list"]));
    assert_eq!(listed.len(), PLAYERS);
    // Where the words do not fit side by side the columns after the name give way in turn;
    // on a phone (40 columns) before a name would wrap (session 53): the name alone, whole.
    // At 30 no name that long fits whole: it wraps, beside what fits.
    for (width, columns) in [(30, 2), (40, 1), (44, 3), (50, 4)] {
        let text = env.ok_in(width, &["player", "list"]);
        let drawn = tables(&text);
        assert_eq!(drawn.len(), 1, "{text}");
        assert_eq!(first_cells(&drawn[0], columns, width), listed, "at {width}");
        let whole = text.contains("│ Anna Maria van der Berg-Ångström 0 ");
        assert_eq!(whole, width == 40, "{text}");
    }
    // The titles whole, the long name wrapped between words (before: "van der Ber" over
    // "g-Ångström", a word cut where the column ended), the date at its space.
    let text = env.ok_in(50, &["player", "list"]);
    assert!(
        text.starts_with(
            "\
┌────────────────┬─────────┬─────┬─────────────┐
│ Player         ┆ Matches ┆ Won ┆ Last played │
╞════════════════╪═════════╪═════╪═════════════╡
│ Anna Maria van ┆       1 ┆   1 ┆ 2026-01-02  │
│ der            ┆         ┆     ┆ 03:04       │
│ Berg-Ångström  ┆         ┆     ┆             │
│ 0              ┆         ┆     ┆             │
"
        ),
        "{text}"
    );
    // Wide enough, nothing is wrapped.
    let wide = env.ok_in(120, &["player", "list"]);
    assert!(
        wide.contains("│ Anna Maria van der Berg-Ångström 0 "),
        "{wide}"
    );
}
