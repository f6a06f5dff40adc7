//! `event report --html`: one self-contained page to post (inline CSS, inline SVG, no scripts,
//! no files or fonts from elsewhere), readable on a phone and printable.

use std::fmt::Write as _;

use super::board::progress_text;
use super::standings::last_place_line_raw;
use super::{
    EventView, RoundView, TableView, chart, round_cell, score_json, score_text, share_text,
};

/// The page's style: one column on a phone (nothing wider than the screen: the tables' type
/// smaller where the page is narrow, a container query so that it follows the page's width; a
/// table still too wide scrolls inside its own box), the tables of a round side by side on a
/// wide screen, and on paper without the scroll boxes, a section never split. A name breaks
/// only at its spaces (a part that could break inside, "Anne-Marie" or "李明", is a `.w`
/// kept whole), so a round's tables sit side by side only
/// as many as fit their names whole (a flex row of each table's own width), the rest on the
/// next row.
pub(super) const STYLE: &str = "\
*{box-sizing:border-box}\
body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;line-height:1.4;margin:0 auto;\
padding:1rem;max-width:60rem;color:#111;background:#fff}\
h1{font-size:1.5rem;margin:.2rem 0}h2{font-size:1.2rem;margin:1.5rem 0 .5rem}\
h3{font-size:1rem;margin:1rem 0 .3rem}\
.wide{overflow-x:auto;max-width:100%}\
table{border-collapse:collapse;width:100%}\
th,td{padding:.25rem .45rem;border-bottom:1px solid #ccc;text-align:left}.w{white-space:nowrap}\
th{background:#f2f2f2}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}\
caption{text-align:left;font-weight:600;padding:.2rem 0}#chart-table th{white-space:normal}\
.tables{display:flex;flex-wrap:wrap;gap:.8rem}.tables>.wide{flex:1 1 auto}\
figure{margin:0}svg{width:100%;height:auto;display:block}svg text{fill:#333}\
.legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.3rem 1rem}\
.legend svg{display:inline-block;width:2.4rem;height:1rem;margin-right:.3rem;vertical-align:middle}\
.last{font-weight:600}footer{margin-top:2rem;color:#666;font-size:.85rem}\
main{container-type:inline-size}\
@media (max-width:30rem){body{padding:.5rem}}\
@container (max-width:30rem){table{font-size:.8rem}th,td{padding:.2rem .15rem}}\
@media print{body{max-width:none;padding:0;font-size:10pt}.wide{overflow:visible}\
section,table{break-inside:avoid}th{background:none}}";

/// The longest part of a name (in columns) held whole: a longer one ("Bartholomew-Maximilian")
/// may break at its hyphen, never between two letters, so that a phone still shows the
/// ranking of three rounds without scrolling.
const WHOLE_PART: usize = 12;

/// A name as the text of an element: escaped, each of its words that a browser could break
/// inside (at a hyphen, a slash, between ideographs) held whole in a `<span class="w">`, so that
/// the name breaks only at its spaces (a word longer than [`WHOLE_PART`] only at its hyphen).
pub(super) fn name_html(name: &str) -> String {
    use unicode_width::UnicodeWidthStr;
    let words: Vec<String> = (name.split(' '))
        .map(
            |word| match word.chars().any(breaks_inside) && word.width() <= WHOLE_PART {
                true => format!("<span class=\"w\">{}</span>", escape(word)),
                false => escape(word),
            },
        )
        .collect();
    words.join(" ")
}

/// Whether a browser may start a new line after or before `c` inside a word: dashes, slashes,
/// closing marks and wide characters (ideographs, emoji), which break where they stand.
fn breaks_inside(c: char) -> bool {
    use unicode_width::UnicodeWidthChar;
    matches!(
        c,
        '-' | '\u{2010}'..='\u{2015}' | '/' | '\\' | '?' | '!' | ')' | ']' | '}' | '%' | '…'
    ) || c.width() == Some(2)
}

/// Text safe inside HTML, in an element or in a quoted attribute: `& < > " '` escaped.
pub(super) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The page's frame around `body`: the reader's language, the phone's viewport, the style.
pub(super) fn page(title: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>\n{body}\
         <footer>{}</footer>\n</main>\n</body>\n</html>\n",
        crate::i18n::current().code(),
        escape(title),
        escape(&crate::t!("event-report-made"))
    )
}

/// The evening's report: the title, the ranking (`<table id="ranking">`, a row a player with
/// `data-player`, `data-rank` and `data-score` (the number `standings --json` gives) for
/// readers and tests), the last place, the standing after each round as an SVG chart, and every
/// round's tables with their results. In the language in use (`<html lang>`).
pub fn report_html(view: &EventView) -> String {
    let title = crate::t!("event-report-title", name = view.name.as_str());
    let mut body = format!(
        "<h1>{}</h1>\n<p>{}</p>\n",
        escape(&title),
        escape(&crate::t!(
            "event-report-summary",
            game = view.game.title(),
            played = view.rounds_played,
            planned = view.rounds_planned
        ))
    );
    body.push_str(&ranking_section(view));
    if !view.rounds.is_empty() {
        body.push_str(&chart_section(view));
        body.push_str(&rounds_section(view));
    }
    page(&title, &body)
}

/// The ranking table and the last place.
fn ranking_section(view: &EventView) -> String {
    let mut out = format!(
        "<section>\n<h2>{}</h2>\n<div class=\"wide\"><table id=\"ranking\">\n<thead><tr>",
        escape(&crate::t!("event-report-ranking"))
    );
    let _ = write!(
        out,
        "<th class=\"n\">{}</th><th>{}</th><th class=\"n\">{}</th><th class=\"n\">{}</th>",
        escape(&crate::t!("event-report-rank")),
        escape(&crate::t!("event-report-player")),
        escape(&crate::t!("event-score")),
        escape(&crate::t!("event-matches"))
    );
    for round in &view.rounds {
        let _ = write!(
            out,
            "<th class=\"n\">{}</th>",
            escape(&crate::t!("event-round-column", round = round.round))
        );
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for row in &view.players {
        let _ = write!(
            out,
            "<tr data-player=\"{}\" data-rank=\"{}\" data-score=\"{}\"><td class=\"n\">{}</td>\
             <td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>",
            escape(&row.name),
            row.rank,
            score_json(view.ranking, row.score),
            row.rank,
            name_html(&row.name),
            escape(&score_text(view.ranking, row.score)),
            row.matches
        );
        for r in 0..view.rounds.len() {
            let cell = round_cell(view, row, r);
            let _ = write!(out, "<td class=\"n\">{}</td>", escape(&cell));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table></div>\n");
    if let Some(line) = last_place_line_raw(view) {
        let _ = writeln!(out, "<p class=\"last\">{}</p>", escape(&line));
    }
    out.push_str("</section>\n");
    out
}

/// The chart, its legend (each player's line as the chart draws it, its dashes and marker, in
/// ranking order, and whose line it is the same as), and the same in words: a table of the
/// standing after each round, for a screen reader and for eyes that tell no line apart.
fn chart_section(view: &EventView) -> String {
    let lines = chart::cumulative(view);
    let same = chart::same_lines(&lines);
    let mut out = format!(
        "<section>\n<h2>{}</h2>\n<figure>{}\n<figcaption><ul class=\"legend\">",
        escape(&crate::t!("event-report-chart")),
        chart::svg(view)
    );
    for (n, player) in view.players.iter().enumerate() {
        let name = match same[n].as_slice() {
            [] => name_html(&player.name),
            others => {
                let others: Vec<String> = (others.iter())
                    .map(|&m| view.players[m].name.clone())
                    .collect();
                escape(&crate::t!(
                    "event-report-chart-same",
                    name = player.name.as_str(),
                    others = crate::games::and_list(&others)
                ))
            }
        };
        let _ = write!(
            out,
            "<li><svg viewBox=\"0 0 24 10\" aria-hidden=\"true\"><line x1=\"0\" y1=\"5\" \
             x2=\"24\" y2=\"5\" stroke=\"{}\"{} stroke-width=\"2.5\"/>{}</svg>{name}</li>",
            chart::colour(n),
            chart::dashes(n),
            chart::marker(n, 12.0, 5.0),
        );
    }
    out.push_str("</ul></figcaption></figure>\n");
    out.push_str(&chart_table(view, &lines));
    out.push_str("</section>\n");
    out
}

/// The chart in words: a row a player (in ranking order), a column a round, the score they
/// stood at after it (empty where their table still plays), folded away under its summary.
fn chart_table(view: &EventView, lines: &[Vec<f64>]) -> String {
    let mut out = format!(
        "<details><summary>{}</summary>\n<div class=\"wide\"><table id=\"chart-table\">\n\
         <thead><tr><th>{}</th>",
        escape(&crate::t!("event-report-chart-table")),
        escape(&crate::t!("event-report-player"))
    );
    for round in &view.rounds {
        let _ = write!(
            out,
            "<th class=\"n\">{}</th>",
            escape(&crate::t!("event-report-after-round", round = round.round))
        );
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for (player, line) in view.players.iter().zip(lines) {
        let _ = write!(out, "<tr><td>{}</td>", name_html(&player.name));
        for r in 1..=view.rounds.len() {
            let value = line.get(r).map(|&v| score_text(view.ranking, v));
            let _ = write!(
                out,
                "<td class=\"n\">{}</td>",
                escape(&value.unwrap_or_default())
            );
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table></div></details>\n");
    out
}

/// Every round: its tables side by side, each with its players' places, points and shares.
fn rounds_section(view: &EventView) -> String {
    let mut out = format!(
        "<section>\n<h2>{}</h2>\n",
        escape(&crate::t!("event-report-rounds"))
    );
    for round in &view.rounds {
        out.push_str(&round_html(view, round));
    }
    out.push_str("</section>\n");
    out
}

/// One round's tables, and who waited.
fn round_html(view: &EventView, round: &RoundView) -> String {
    let mut out = format!(
        "<h3>{}</h3>\n<div class=\"tables\">\n",
        escape(&crate::t!("event-report-round", round = round.round))
    );
    for table in &round.tables {
        out.push_str(&table_html(view, table));
    }
    out.push_str("</div>\n");
    if !round.waiting.is_empty() {
        let names = crate::games::and_list(&round.waiting);
        let _ = writeln!(
            out,
            "<p>{}</p>",
            escape(&crate::t!("event-report-waiting", names = names))
        );
    }
    out
}

/// One table: its players in seat order with their place, points and share, and in teams the
/// team's score beside the points (it, not the player's own points, decided the place).
fn table_html(view: &EventView, table: &TableView) -> String {
    let teams = table.players.iter().any(|s| s.team_score.is_some());
    let team_head = match teams {
        true => format!(
            "<th class=\"n\">{}</th>",
            escape(&crate::t!("event-report-team"))
        ),
        false => String::new(),
    };
    let mut out = format!(
        "<div class=\"wide\"><table class=\"results\" data-match=\"{}\">\n<caption>{} · {}</caption>\n<thead><tr>\
         <th>{}</th><th class=\"n\">{}</th><th class=\"n\">{}</th>{team_head}<th class=\"n\">{}</th>\
         </tr></thead>\n<tbody>\n",
        table.match_id,
        escape(&crate::t!("event-report-table", table = table.table)),
        escape(&progress_text(&table.progress, view.game)),
        escape(&crate::t!("event-report-player")),
        escape(&crate::t!("event-report-place")),
        escape(&crate::t!("event-report-points")),
        escape(&crate::t!("event-report-share"))
    );
    for seat in &table.players {
        let team = match teams {
            true => format!("<td class=\"n\">{}</td>", team_text(seat.team_score)),
            false => String::new(),
        };
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>{team}<td class=\"n\">{}</td></tr>",
            name_html(&seat.name),
            seat.place.map_or_else(String::new, |p| p.to_string()),
            seat.score.map_or_else(String::new, |s| s.to_string()),
            escape(&share_text(seat.share))
        );
    }
    out.push_str("</tbody>\n</table></div>\n");
    out
}

/// A team's score with two decimals, as Krumme10's standings show it; empty while playing.
fn team_text(score: Option<f64>) -> String {
    score.map_or_else(String::new, |s| {
        escape(&crate::i18n::decimal_half_away(s, 2))
    })
}
