//! Session 53: the results page and charts for every reader. The report page keeps every name
//! whole at any width (a name breaks only at its spaces), and its chart tells each line apart
//! without colour and says itself in words.

use serde_json::json;
use tenscore::store::EventRanking;

use crate::chromium;
use crate::common::TestEnv;
use crate::evening::{evening, play_and_finish};

/// The tester's club: names with accents, spaces, hyphens, an apostrophe, ideographs, Arabic
/// and an emoji.
const CLUB: [&str; 9] = [
    "Zoë",
    "José María",
    "Björn",
    "Łukasz",
    "李明",
    "Ahmed أحمد",
    "O'Brien",
    "Anne-Marie van der Berg-Smits",
    "🦄 Uni",
];

/// The tester's evening: one round at three tables of three, every table done; Ahmed and
/// Łukasz end on the same line (1 each), as do 李明 and O'Brien.
fn club_night(env: &TestEnv) -> std::path::PathBuf {
    let night = evening(
        env,
        "Vrijdag — Zoë's avond",
        ("pig10", json!({})),
        EventRanking::Share,
        &CLUB,
        2,
        &[&[
            &["李明", "Łukasz", "O'Brien"],
            &["Zoë", "Björn", "Anne-Marie van der Berg-Smits"],
            &["José María", "Ahmed أحمد", "🦄 Uni"],
        ]],
    );
    let t = &night.tables[0];
    play_and_finish(env, t[0], &[("李明", 10), ("Łukasz", 20), ("O'Brien", 10)]);
    play_and_finish(
        env,
        t[1],
        &[
            ("Zoë", 15),
            ("Björn", 15),
            ("Anne-Marie van der Berg-Smits", 10),
        ],
    );
    play_and_finish(
        env,
        t[2],
        &[("José María", 5), ("Ahmed أحمد", 20), ("🦄 Uni", 15)],
    );
    let page = env.dir().join("report.html");
    env.ok(&["event", "report", "--html", page.to_str().unwrap()]);
    page
}

/// A test-only script, added to a copy of the page: every word of every name cell and heading
/// of the tables measured where Chromium laid it out; a word drawn on more than one line is
/// broken. The page's body then carries the broken words (`data-broken`, `|` between them)
/// and how many words were measured (`data-words`).
const MEASURE: &str = "<script>var broken = [], words = 0;\
    document.querySelectorAll('table.results td:first-child, table.results th, \
      #ranking td:nth-child(2), #ranking th').forEach(function (cell) {\
      var walk = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT), node;\
      while ((node = walk.nextNode())) {\
        var re = /\\S+/g, m;\
        while ((m = re.exec(node.data))) {\
          var range = document.createRange();\
          range.setStart(node, m.index); range.setEnd(node, m.index + m[0].length);\
          var tops = {};\
          Array.prototype.forEach.call(range.getClientRects(), function (r) {\
            if (r.width > 0) { tops[Math.round(r.top)] = 1; }\
          });\
          words++;\
          if (Object.keys(tops).length > 1) { broken.push(m[0]); }\
        }\
      }\
    });\
    document.body.setAttribute('data-broken', broken.join('|'));\
    document.body.setAttribute('data-words', words);</script></body>";

/// The words broken on the page at `width` pixels, and how many were measured; `None` without
/// Chromium.
fn broken_words(page: &std::path::Path, width: u32) -> Option<(String, usize)> {
    let html = std::fs::read_to_string(page).unwrap();
    let held = format!("<style>html{{width:{width}px}}</style>");
    let copy = page.with_file_name(format!("measured-{width}.html"));
    std::fs::write(&copy, html.replace("</body>", &format!("{held}{MEASURE}"))).unwrap();
    if chromium::find().is_none() {
        chromium::dom_or_skip(&copy)?;
    }
    let dom = chromium::dump_dom_sized(&copy, width.max(500), 2400)?;
    let broken = chromium::attribute_values(&dom, "data-broken");
    let words = chromium::attribute_values(&dom, "data-words");
    Some((
        broken.first().expect("the script ran").clone(),
        words.first().expect("the script ran").parse().unwrap(),
    ))
}

/// At 800 pixels the round's three tables no longer squeeze "Player" to "Pl/ay/er" and
/// "Anne-Marie" to "An/ne-/Ma/rie": they sit as many side by side as fit their names whole.
/// At 1280 and on a 400-pixel phone no name breaks either.
#[test]
fn the_report_page_breaks_no_name_at_800_1280_or_400_pixels() {
    let env = TestEnv::new();
    let page = club_night(&env);
    for width in [800, 1280, 400] {
        let Some((broken, words)) = broken_words(&page, width) else {
            return;
        };
        // Every name's every word and every heading, in the ranking and at the tables.
        assert!(words >= 40, "{width} px: only {words} words measured");
        assert_eq!(broken, "", "{width} px: words broken across lines");
    }
}

/// The page's chart tells its lines apart without colour and says itself in words: Łukasz and
/// Ahmed (1 each) lie on one line, as do 李明 and O'Brien (0.25), and the legend says so; the
/// names stand at the lines' ends; the standing after the round is a table the chart points to.
#[test]
fn the_report_chart_names_its_lines_and_has_a_table() {
    let env = TestEnv::new();
    let page = std::fs::read_to_string(club_night(&env)).unwrap();
    for same in [
        "Łukasz — same line as Ahmed أحمد</li>",
        "Ahmed أحمد — same line as Łukasz</li>",
        "<span class=\"w\">李明</span> — same line as O&#39;Brien</li>",
    ] {
        let same = same.replace("<span class=\"w\">李明</span>", "李明");
        assert!(page.contains(&same), "{same}:\n{page}");
    }
    // One label for the two players of a line, at its end.
    assert!(
        page.contains(">Łukasz, Ahmed أحمد</text>") || page.contains(">Ahmed أحمد, Łukasz</text>"),
        "{page}"
    );
    assert!(
        !page.contains("#d62728") && !page.contains("#ff5050"),
        "no two reds"
    );
    assert!(page.contains(r#"aria-describedby="chart-table""#));
    let table = &page[page
        .find("<table id=\"chart-table\">")
        .expect("the chart's table")..];
    let table = &table[..table.find("</table>").unwrap()];
    assert!(
        table.contains("<th class=\"n\">After round 1</th></tr>"),
        "{table}"
    );
    assert!(
        table.contains("<tr><td>Zoë</td><td class=\"n\">0.75</td></tr>"),
        "{table}"
    );
    assert_eq!(table.matches("<tr><td>").count(), 9, "{table}");
}

/// Ann, Bob and Cy in Under the 10: Ann is halved from 100 to 50 in round 2.
fn halved_match(env: &TestEnv) {
    env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "Ann=60", "Bob=0", "Cy=12", "--call", "Bob"]);
    env.ok(&["round", "Ann=40", "Bob=45", "Cy=0", "--call", "Cy"]);
}

/// `tenscore ARGS` in plain mode twice, by `--plain` and by `TENSCORE_PLAIN=1`: the same text
/// both ways, which is returned.
fn plain(env: &TestEnv, args: &[&str]) -> String {
    let mut flagged = vec!["--plain"];
    flagged.extend_from_slice(args);
    let by_flag = env.ok(&flagged);
    let out = env
        .cmd()
        .env("TENSCORE_PLAIN", "1")
        .args(args)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8(out.stdout).unwrap(), by_flag, "{args:?}");
    assert!(
        !by_flag.contains([
            '┌', '│', '┆', '╞', '═', '└', '→', '✓', '⠁', '⡀', '⣀', '\u{1b}'
        ]),
        "{args:?}: a frame, an arrow, a tick, braille or a colour:\n{by_flag}"
    );
    by_flag
}

/// Plain mode: the tables of `show` and `standings` keep their header rows and columns but no
/// frame, arrows are words; `show --chart` is the standing after each round as a table.
#[test]
fn plain_mode_prints_tables_without_frames_and_arrows_as_words() {
    let env = TestEnv::new();
    halved_match(&env);
    assert_eq!(
        plain(&env, &["show"]),
        "Round  Ann               Bob        Cy         Notes\n\
         1             +60 to 60    +0 to 0  +12 to 12  Bob: called\n\
         2      +40 to 100 to 50  +45 to 45   +0 to 12  Ann: halved 100 to 50; Cy: called\n\
         \n\
         Under the 10, match 1, after 2 rounds, in progress\n\
         last one standing wins, bonus cards off\n\
         Rank  Player  Total  Last round          State\n   \
         1  Cy         12                  +0  called\n   \
         2  Bob        45                 +45  in\n   \
         3  Ann        50  +40, halved at 100  in\n\
         Round 3: Cy starts.\n"
    );
    assert_eq!(
        plain(&env, &["standings"]),
        "Under the 10, match 1, after 2 rounds, in progress\n\
         last one standing wins, bonus cards off\n\
         Rank  Player  Total  Last round          State\n   \
         1  Cy         12                  +0  called\n   \
         2  Bob        45                 +45  in\n   \
         3  Ann        50  +40, halved at 100  in\n\
         Round 3: Cy starts.\n"
    );
    assert_eq!(
        plain(&env, &["show", "--chart"]),
        "Under the 10, match 1, running totals over 2 rounds\n\
         Round  Ann  Bob  Cy\n\
         1       60    0  12\n\
         2       50   45  12\n\
         Round 2: Ann halved 100 to 50\n"
    );
    assert_eq!(
        plain(&env, &["--lang", "de", "show", "--chart"])
            .lines()
            .last(),
        Some("Runde 2: Ann halbiert 100 auf 50")
    );
    // Without plain mode nothing changes: the frame and the arrows into a pipe, NO_COLOR set.
    let framed = env.ok(&["show"]);
    assert!(framed.starts_with("┌───────┬"), "{framed}");
    assert!(framed.contains("┆ +40 → 100 → 50 ┆"), "{framed}");
}

/// Plain mode for `stats`: the season's table without its frame.
#[test]
fn plain_mode_prints_stats_without_frames() {
    let env = TestEnv::new();
    halved_match(&env);
    env.ok(&["finish"]);
    let text = plain(&env, &["stats"]);
    let framed = env.ok(&["stats"]);
    // Each row of the framed table is a row of the plain one, its cells in the same order.
    let cells = |line: &str| -> Vec<String> {
        line.split(['│', '┆'])
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .map(str::to_string)
            .collect()
    };
    let rows: Vec<Vec<String>> = (framed.lines())
        .filter(|l| l.starts_with('│'))
        .map(cells)
        .collect();
    assert!(rows.len() >= 4, "{framed}");
    let plain_rows: Vec<String> = (text.lines())
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect();
    for row in &rows {
        assert!(
            plain_rows.contains(&row.join(" ")),
            "{row:?} not in:\n{text}"
        );
    }
    assert!(text.starts_with("Player  Played  Won  Win rate"), "{text}");
}

/// `show --svg`: a line lying on another says so in the legend, every line has its marker at
/// each round and its name at its end; the terminal chart's legend says so too.
#[test]
fn the_svg_and_terminal_charts_say_when_one_line_lies_on_another() {
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "Ann=10", "Bob=10", "Cy=20"]);
    env.ok(&["round", "Ann=15", "Bob=15", "Cy=10"]);
    let file = env.dir().join("chart.svg");
    let out = env
        .cmd()
        .args(["--color", "always", "show", "--chart", "--svg"])
        .arg(&file)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let svg = std::fs::read_to_string(&file).unwrap();
    roxmltree::Document::parse(&svg).expect("the SVG parses");
    assert!(svg.contains("\nAnn — same line as Bob\n"), "{svg}");
    assert!(svg.contains("\nBob — same line as Ann\n"), "{svg}");
    assert!(svg.contains("\nAnn, Bob\n"), "the end label: {svg}");
    assert!(svg.contains("\nCy\n"), "{svg}");
    // A marker (its shape and its inside) at each of the two rounds and one in the legend, for
    // each of the three seats.
    assert_eq!(svg.matches("<polygon").count(), 18, "{svg}");
    let legend: Vec<&str> = (text.lines()).filter(|l| l.contains("━━")).collect();
    assert_eq!(legend.len(), 3, "{text}");
    assert!(legend[0].ends_with("25 (same line as Bob)"), "{legend:?}");
    assert!(legend[1].ends_with("25 (same line as Ann)"), "{legend:?}");
    assert!(legend[2].ends_with("30"), "{legend:?}");
}
