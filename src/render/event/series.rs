//! `series standings`: a season of evenings ranked by each player's best evenings.

use std::fmt::Write as _;

use serde::Serialize;

use super::html::{escape, name_html, page};
use super::{SeriesRow, SeriesView};
use crate::output::Output;
use crate::render::{Grid, GridCell, fit, sanitize};

/// The series as a table within `width` columns: rank (blank for a player with too few
/// evenings), player, average, evenings attended, and a column an evening (E1, E2, ...) with
/// the player's score there, marked `*` where it counted; the earliest evenings' columns left
/// out where they do not fit. Below it the key and the evenings' names.
pub fn series_text(view: &SeriesView, width: usize) -> String {
    let mut out = vec![heading(view)];
    if view.evenings.is_empty() {
        // An empty table says nothing: say what comes next instead.
        out.push(crate::t!(
            "event-series-no-evenings",
            name = sanitize(&view.name).into_owned(),
            word = crate::render::shell_word(&sanitize(&view.name))
        ));
        return fit::fit_lines(&out.join("\n"), width, &[]);
    }
    let evenings = view.evenings.len();
    let mut first = 0;
    let mut table = series_grid(view, first);
    while table.width() > width && first < evenings {
        first += 1;
        table = series_grid(view, first);
    }
    let mut text = String::new();
    table.render_within(&Output::default(), width, &mut text);
    out.push(text);
    out.push(crate::t!(
        "event-series-counted-key",
        min = view.min_evenings
    ));
    for (n, evening) in view.evenings.iter().enumerate().skip(first) {
        out.push(format!(
            "{} = {} ({})",
            crate::t!("event-series-column", evening = n + 1),
            sanitize(&evening.name),
            sanitize(&evening.date)
        ));
    }
    let names: Vec<String> = (view.players.iter())
        .map(|p| sanitize(&p.name).into_owned())
        .collect();
    fit::fit_lines(&out.join("\n"), width, &names)
}

/// "Season · the best 6 of 8 evenings count, at least 6 to rank".
fn heading(view: &SeriesView) -> String {
    crate::t!(
        "event-series-heading",
        name = sanitize(&view.name).into_owned(),
        best = view.best,
        evenings = view.evenings.len(),
        min = view.min_evenings
    )
}

/// The series table with the columns of evenings `first + 1 ..`.
fn series_grid(view: &SeriesView, first: usize) -> Grid {
    let mut titles = vec![
        crate::t!("table-rank"),
        crate::t!("table-player"),
        crate::t!("event-series-average"),
        crate::t!("event-series-evenings"),
    ];
    titles.extend(
        (first + 1..=view.evenings.len()).map(|n| crate::t!("event-series-column", evening = n)),
    );
    let mut grid = Grid::new(titles);
    for row in &view.players {
        let mut cells = vec![
            GridCell::right(row.rank.map_or_else(String::new, |r| r.to_string())),
            GridCell::new(sanitize(&row.name)),
            GridCell::right(crate::i18n::decimal_half_away(row.score, 2)),
            GridCell::right(row.attended().to_string()),
        ];
        cells.extend(
            (first..view.evenings.len()).map(|n| GridCell::right(evening_cell(view, row, n))),
        );
        grid.add_row(cells);
    }
    grid
}

/// The player's score at evening `n`, `*` when it counted, "–" when absent.
fn evening_cell(view: &SeriesView, row: &SeriesRow, n: usize) -> String {
    match row.scores.get(n).copied().flatten() {
        None => "–".to_string(),
        Some(score) => {
            let counted = (view.evenings.get(n)).is_some_and(|e| row.counted.contains(&e.event));
            let mark = if counted { "*" } else { "" };
            format!("{}{mark}", crate::i18n::decimal_half_away(score, 2))
        }
    }
}

/// `series standings --json` (DESIGN section 8).
#[derive(Debug, Serialize)]
pub struct SeriesJson {
    /// The series' name (series are named, not numbered, on the command line).
    pub series: String,
    pub best: u32,
    pub min: u32,
    pub players: Vec<SeriesRowJson>,
}

/// One player of [`SeriesJson`].
#[derive(Debug, Serialize)]
pub struct SeriesRowJson {
    pub name: String,
    /// The average of the counted evenings.
    pub score: f64,
    /// `null` for a player with fewer than `min` evenings.
    pub rank: Option<u32>,
    /// The evenings attended.
    pub evenings: u32,
    /// The event ids whose scores counted.
    pub counted: Vec<i64>,
}

impl SeriesJson {
    pub fn of(view: &SeriesView) -> SeriesJson {
        SeriesJson {
            series: view.name.clone(),
            best: view.best,
            min: view.min_evenings,
            players: (view.players.iter())
                .map(|p| SeriesRowJson {
                    name: p.name.clone(),
                    score: p.score,
                    rank: p.rank,
                    evenings: p.attended(),
                    counted: p.counted.clone(),
                })
                .collect(),
        }
    }
}

/// [`SeriesJson`] as pretty JSON, keys in alphabetical order.
pub fn series_json(view: &SeriesView) -> String {
    super::pretty(&SeriesJson::of(view))
}

/// The series as one self-contained page, like the evening's report: the heading, the table
/// (`<table id="series">`, a row a player with `data-player`, `data-rank` (empty when unranked)
/// and `data-score`, the number `--json` gives), the key, and the evenings.
pub fn series_html(view: &SeriesView) -> String {
    let title = crate::t!("event-series-title", name = view.name.as_str());
    let mut body = format!(
        "<h1>{}</h1>\n<p>{}</p>\n<div class=\"wide\"><table id=\"series\">\n<thead><tr>\
         <th class=\"n\">{}</th><th>{}</th><th class=\"n\">{}</th><th class=\"n\">{}</th>",
        escape(&title),
        escape(&crate::t!(
            "event-series-heading",
            name = view.name.as_str(),
            best = view.best,
            evenings = view.evenings.len(),
            min = view.min_evenings
        )),
        escape(&crate::t!("event-report-rank")),
        escape(&crate::t!("event-report-player")),
        escape(&crate::t!("event-series-average")),
        escape(&crate::t!("event-series-evenings"))
    );
    for n in 1..=view.evenings.len() {
        let _ = write!(
            body,
            "<th class=\"n\">{}</th>",
            escape(&crate::t!("event-series-column", evening = n))
        );
    }
    body.push_str("</tr></thead>\n<tbody>\n");
    for row in &view.players {
        body.push_str(&series_row_html(view, row));
    }
    let _ = write!(
        body,
        "</tbody>\n</table></div>\n<p>{}</p>\n<ul>\n",
        escape(&crate::t!(
            "event-series-counted-key",
            min = view.min_evenings
        ))
    );
    for (n, evening) in view.evenings.iter().enumerate() {
        let _ = writeln!(
            body,
            "<li>{} = {} ({})</li>",
            escape(&crate::t!("event-series-column", evening = n + 1)),
            escape(&evening.name),
            escape(&evening.date)
        );
    }
    body.push_str("</ul>\n");
    page(&title, &body)
}

fn series_row_html(view: &SeriesView, row: &SeriesRow) -> String {
    let rank = row.rank.map_or_else(String::new, |r| r.to_string());
    let mut out = format!(
        "<tr data-player=\"{}\" data-rank=\"{rank}\" data-score=\"{}\"><td class=\"n\">{rank}</td>\
         <td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>",
        escape(&row.name),
        serde_json::Value::from(row.score),
        name_html(&row.name),
        escape(&crate::i18n::decimal_half_away(row.score, 2)),
        row.attended()
    );
    for n in 0..view.evenings.len() {
        let _ = write!(
            out,
            "<td class=\"n\">{}</td>",
            escape(&evening_cell(view, row, n))
        );
    }
    out.push_str("</tr>\n");
    out
}
