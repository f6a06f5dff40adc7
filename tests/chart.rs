//! `show --chart [--svg FILE]`: every player's running total drawn in the terminal (a snapshot at
//! 80 columns without colour), in colour exactly when chosen, as JSON, and as an SVG file that
//! parses as XML with a line per player; `--svg` into a folder that does not exist writes nothing.
//! Update the snapshot with `INSTA_UPDATE=always cargo test --test main chart`, then read it.

use std::path::Path;

use crate::common::TestEnv;

/// Ann, Bob and Cy in Under the 10: Ann reaches exactly 100 in round 2 and is halved to 50; Bob
/// goes above 150 in round 4 (155) and is out; round 5 is played without him.
fn halving_and_out() -> TestEnv {
    let env = TestEnv::new();
    env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    for round in [
        &["Ann=60", "Bob=0", "Cy=12", "--call", "Bob"][..],
        &["Ann=40", "Bob=45", "Cy=0", "--call", "Cy"],
        &["Ann=8", "Bob=60", "Cy=0", "--call", "Cy"],
        &["Ann=3", "Bob=50", "Cy=0", "--call", "Cy"],
        &["Ann=5", "Cy=0", "--call", "Cy"],
    ] {
        let mut args = vec!["round"];
        args.extend_from_slice(round);
        env.ok(&args);
    }
    env
}

/// `tenscore ARGS...` at this width, expected to succeed; stdout.
fn chart_at(env: &TestEnv, columns: &str, args: &[&str]) -> String {
    let out = env
        .cmd()
        .env("COLUMNS", columns)
        .args(args)
        .output()
        .expect("tenscore runs");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty(), "{args:?}: {:?}", out.stderr);
    String::from_utf8(out.stdout).expect("utf-8 output")
}

#[test]
fn show_chart_at_80_columns_without_colour() {
    let env = halving_and_out();
    let text = chart_at(&env, "80", &["show", "1", "--chart"]);
    for line in text.lines() {
        assert!(line.chars().count() <= 80, "wider than 80 columns: {line}");
    }
    insta::with_settings!({
        description => "COLUMNS=80 NO_COLOR=1 tenscore show 1 --chart",
        omit_expression => true,
    }, {
        insta::assert_snapshot!("show_chart_80_columns_without_colour", text);
    });
}

#[test]
fn the_chart_is_coloured_exactly_when_colour_is_chosen() {
    let env = halving_and_out();
    let coloured = chart_at(&env, "80", &["--color", "always", "show", "1", "--chart"]);
    assert!(coloured.contains("\x1b["), "no colour in\n{coloured}");
    // One chart with every player's line, and a legend line for each.
    assert_eq!(coloured.matches("━━").count(), 3, "{coloured}");
    assert!(coloured.contains("Round 2: Ann halved 100 → 50"));
    for flags in [
        &["--no-color"][..],
        &["--color", "never"],
        &["--color", "always", "--no-color"],
        &[],
    ] {
        let mut args = flags.to_vec();
        args.extend(["show", "1", "--chart"]);
        let plain = chart_at(&env, "80", &args);
        assert!(
            !plain.contains('\x1b'),
            "{flags:?}: an escape code in\n{plain}"
        );
    }
}

#[test]
fn show_chart_json_is_the_chart_data() {
    let env = halving_and_out();
    let chart = env.json(&["show", "1", "--chart"]);
    assert_eq!(chart["match"], 1);
    assert_eq!(chart["game"], "under10");
    assert_eq!(
        chart["series"][1],
        serde_json::json!({"player": "Bob", "totals": [[0, 0], [1, 0], [2, 45], [3, 105], [4, 155]]})
    );
    assert_eq!(
        chart["events"],
        serde_json::json!([
            {"round": 2, "player": "Ann", "kind": "halved", "from": 100, "to": 50},
            {"round": 4, "player": "Bob", "kind": "out", "total": 155},
        ])
    );
    assert!(chart.get("svg").is_none(), "{chart}");
}

/// The `<polyline>`s of an SVG drawn through more than two points: the players' lines (axes, ticks
/// and legend samples have two).
fn lines_of(svg: &roxmltree::Document) -> Vec<String> {
    svg.descendants()
        .filter(|node| node.has_tag_name("polyline"))
        .filter_map(|node| node.attribute("points"))
        .filter(|points| points.split_whitespace().count() > 2)
        .map(str::to_string)
        .collect()
}

#[test]
fn svg_writes_a_chart_that_parses_as_xml_with_a_line_and_a_name_per_player() {
    let env = halving_and_out();
    let file = env.dir().join("friday.svg");
    let file_arg = file.to_str().expect("a UTF-8 path");
    let text = chart_at(&env, "80", &["show", "1", "--chart", "--svg", file_arg]);
    assert!(
        text.ends_with(&format!("Chart written to {file_arg}\n")),
        "{text}"
    );
    let svg = std::fs::read_to_string(&file).expect("the SVG was written");
    let doc = roxmltree::Document::parse(&svg).expect("the SVG is well-formed XML");
    assert!(doc.root_element().has_tag_name("svg"));
    assert_eq!(lines_of(&doc).len(), 3, "a line per player in\n{svg}");
    let texts: Vec<&str> = doc
        .descendants()
        .filter(|node| node.has_tag_name("text"))
        .filter_map(|node| node.text())
        .map(str::trim)
        .collect();
    for name in [
        "Ann",
        "Bob",
        "Cy",
        "Under the 10 · match 1",
        "Round",
        "Total",
    ] {
        assert!(texts.contains(&name), "{name} not in {texts:?}");
    }
    // Nothing else was left beside it (the file is written beside it first, then renamed).
    let mut names: Vec<String> = std::fs::read_dir(env.dir())
        .expect("the folder")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into()
        })
        .filter(|name: &String| !name.starts_with("tenscore.db"))
        .collect();
    names.sort();
    assert_eq!(names, ["friday.svg"]);
}

#[test]
fn svg_alone_implies_the_chart_and_json_names_the_file() {
    let env = halving_and_out();
    let file = env.dir().join("alone.svg");
    let file_arg = file.to_str().expect("a UTF-8 path");
    let text = chart_at(&env, "80", &["show", "1", "--svg", file_arg]);
    assert!(text.starts_with("Under the 10 · match 1 · running totals over 5 rounds\n"));
    assert!(file.is_file());
    std::fs::remove_file(&file).expect("removed");
    let chart = env.json(&["show", "1", "--svg", file_arg]);
    assert_eq!(chart["svg"], file_arg);
    assert_eq!(chart["series"].as_array().map(Vec::len), Some(3));
    let svg = std::fs::read_to_string(&file).expect("written again");
    let doc = roxmltree::Document::parse(&svg).expect("well-formed");
    assert_eq!(lines_of(&doc).len(), 3);
}

#[test]
fn svg_into_a_missing_folder_exits_1_in_one_line_and_writes_nothing() {
    let env = halving_and_out();
    let missing = env.dir().join("no").join("such");
    let file = missing.join("x.svg");
    let file_arg = file.to_str().expect("a UTF-8 path");
    let out = env.run(&["show", "1", "--chart", "--svg", file_arg]);
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let message = env.fails(&["show", "1", "--chart", "--svg", file_arg], 1);
    assert_eq!(
        message,
        format!(
            "cannot write the chart to {file_arg}: there is no folder {}; choose an existing folder",
            missing.display()
        )
    );
    assert!(!env.dir().join("no").exists());
}

#[test]
fn svg_onto_a_folder_is_refused_and_leaves_nothing_beside_it() {
    let env = halving_and_out();
    let folder = env.dir().join("charts");
    std::fs::create_dir(&folder).expect("a folder");
    let folder_arg = folder.to_str().expect("a UTF-8 path");
    let message = env.fails(&["show", "1", "--svg", folder_arg], 1);
    assert_eq!(
        message,
        format!(
            "cannot write the chart to {folder_arg}: it is a folder; name a file in it, e.g. chart.svg"
        )
    );
    let left: Vec<_> = std::fs::read_dir(env.dir())
        .expect("the folder")
        .map(|entry| entry.expect("an entry").file_name())
        .filter(|name| name.to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    assert!(
        Path::new(&folder)
            .read_dir()
            .expect("readable")
            .next()
            .is_none()
    );
}

#[test]
fn the_audit_trail_is_not_charted() {
    let env = halving_and_out();
    assert_eq!(
        env.fails(&["show", "1", "--all", "--chart"], 2),
        "the argument '--all' cannot be used with '--chart'; see `tenscore show --help`"
    );
    assert!(
        env.fails(&["show", "1", "--all", "--svg", "x.svg"], 2)
            .contains("--all")
    );
    // An undone round is not on the chart.
    env.ok(&["round", "Ann=9", "Cy=0", "--call", "Cy"]);
    env.ok(&["undo"]);
    let chart = env.json(&["show", "1", "--chart"]);
    assert_eq!(chart["rounds"], 5);
    assert_eq!(chart["series"][0]["totals"][5], serde_json::json!([5, 66]));
}
