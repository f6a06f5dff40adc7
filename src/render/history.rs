//! `history`: the matches of the file, newest first, one row each.

use chrono::Datelike;
use serde::Serialize;

use super::{Grid, GridCell, fit};
use crate::games::GameId;
use crate::games::names::{PlayerName, names_list};
use crate::i18n::dates;
use crate::ops::local_rfc3339;
use crate::output::Output;
use crate::store::{MatchSummary, Status};

/// The list of matches: a table fitted to the terminal (80 columns into a pipe), one line a
/// match, then whether more matches than shown fit the question. When the full table is too
/// wide, the layouts of [`LAYOUTS`] are tried in turn, the first that fits is drawn. `filters`:
/// the flags that narrowed the question, named when nothing fits.
pub fn history_text(
    ctx: &Output,
    matches: &[MatchSummary],
    more: bool,
    filters: &[String],
) -> String {
    let width = fit::width();
    if matches.is_empty() {
        let none = match filters.is_empty() {
            false => crate::t!(
                "table-history-none-fits",
                flags = crate::games::or_list(filters)
            ),
            true => crate::t!("table-history-none"),
        };
        return fit::wrap_words(&none, width, "", "  ", &[]).join("\n");
    }
    let this_year = this_year();
    let every_one_this_year = this_year.is_some()
        && (matches.iter())
            .all(|m| dates::in_local_time(&m.created_at).map(|t| t.year()) == this_year);
    // Each match's words once, not once per layout tried (a pipe's 80 columns try several).
    let rows: Vec<Row> = matches.iter().map(Row::of).collect();
    let mut chosen = None;
    for layout in LAYOUTS {
        let table = table(&rows, layout, every_one_this_year);
        let fits = table.width() <= width;
        chosen = Some((table, layout));
        if fits {
            break;
        }
    }
    let mut text = String::new();
    if let Some((mut table, layout)) = chosen {
        // A list of players wraps between names, never inside one.
        let names = (matches.iter()).flat_map(|m| m.players.iter().map(|p| p.to_string()));
        table.keep_names_whole(names.filter(|name| name.contains(' ')).collect());
        // The narrowest layout too wide still: its cells wrapped at words, and the rounds,
        // the date, the status and the game give way in turn (match and players stay).
        let left_out = table.fit_narrow(width, &[4, 1, 5, 2]);
        table.render_within(ctx, width, &mut text);
        for line in key(layout, width, &left_out) {
            text.push('\n');
            text.push_str(&line);
        }
        let left_out: Vec<String> = (left_out.iter())
            .map(
                |gone| match SHORTENED.iter().find(|id| title(id, true) == *gone) {
                    Some(id) => title(id, false),
                    None => gone.clone(),
                },
            )
            .collect();
        for line in fit::left_out_note(&left_out, width) {
            text.push('\n');
            text.push_str(&line);
        }
    }
    if more {
        text.push('\n');
        let line = crate::t!("table-history-more", count = matches.len());
        text.push_str(&fit::wrap_words(&line, width, "", "  ", &[]).join("\n"));
    }
    text
}

/// How much of a started date a layout shows.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Date {
    /// `2026-11-23 18:04`.
    Full,
    /// `11-23 18:04` when every match shown started this year, else as full.
    NoYear,
    /// `11-23` when every match shown started this year, else `2026-11-23`.
    Day,
}

/// One way to lay the list out.
#[derive(Clone, Copy)]
struct Layout {
    /// Short column titles ("#"), with a key below.
    short: bool,
    date: Date,
    /// The winners marked in the players' column ("Bram*") instead of a column of their own.
    marked: bool,
    /// The game by its id (`updown`), as typed, rather than its title.
    game_id: bool,
}

/// The layouts tried, widest first: the first that fits the width is used.
const LAYOUTS: [Layout; 5] = [
    Layout {
        short: false,
        date: Date::Full,
        marked: false,
        game_id: false,
    },
    Layout {
        short: true,
        date: Date::NoYear,
        marked: false,
        game_id: false,
    },
    Layout {
        short: true,
        date: Date::NoYear,
        marked: true,
        game_id: false,
    },
    Layout {
        short: true,
        date: Date::Day,
        marked: true,
        game_id: false,
    },
    Layout {
        short: true,
        date: Date::Day,
        marked: true,
        game_id: true,
    },
];

/// The column titles of the list, as message ids: in full and short.
const COLUMNS: [&str; 7] = [
    "table-match",
    "table-started",
    "table-game",
    "table-players",
    "table-winners-column",
    "table-rounds",
    "table-status-column",
];

/// The ids of the titles that have a short form.
const SHORTENED: [&str; 2] = ["table-match", "table-rounds"];

/// What the winners' mark is in the players' column.
const WINNER_MARK: &str = "*";

fn title(id: &str, short: bool) -> String {
    match short && SHORTENED.contains(&id) {
        true => crate::i18n::message(&format!("{id}-short"), None),
        false => crate::i18n::message(id, None),
    }
}

/// A match's cells in every form a layout may show: worded once.
struct Row<'a> {
    summary: &'a MatchSummary,
    game_title: String,
    players: String,
    winners: String,
    marked_players: String,
    status: String,
}

impl<'a> Row<'a> {
    fn of(summary: &'a MatchSummary) -> Self {
        Row {
            summary,
            game_title: summary.game.title(),
            players: names_list(&summary.players),
            winners: names_list(&summary.winners),
            marked_players: marked_players(summary),
            status: status_words(summary.status),
        }
    }
}

/// The table of the matches' `rows` in `layout`.
fn table(rows: &[Row<'_>], layout: Layout, every_one_this_year: bool) -> Grid {
    let titles = (COLUMNS.iter())
        .filter(|&&id| !(layout.marked && id == "table-winners-column"))
        .map(|id| title(id, layout.short))
        .collect();
    let mut table = Grid::new(titles);
    for row in rows {
        let summary = row.summary;
        let mut cells = vec![
            GridCell::right(summary.id.to_string()),
            GridCell::new(date_text(
                &summary.created_at,
                layout.date,
                every_one_this_year,
            )),
            GridCell::new(match layout.game_id {
                true => summary.game.id().to_string(),
                false => row.game_title.clone(),
            }),
        ];
        if layout.marked {
            cells.push(GridCell::new(row.marked_players.clone()));
        } else {
            cells.push(GridCell::new(row.players.clone()));
            cells.push(GridCell::new(row.winners.clone()));
        }
        cells.push(GridCell::right(summary.rounds.to_string()));
        cells.push(GridCell::new(row.status.clone()));
        table.add_row(cells);
    }
    table
}

/// The players in seating order, each winner marked: "Anke, Bram*, Cees".
fn marked_players(summary: &MatchSummary) -> String {
    (summary.players.iter())
        .map(|player| match summary.winners.contains(player) {
            true => format!("{player}{WINNER_MARK}"),
            false => player.to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The key to the short titles and the winners' mark of `layout`, fitted to `width`; the
/// columns `left_out` are not explained.
fn key(layout: Layout, width: usize, left_out: &[String]) -> Vec<String> {
    if !layout.short {
        return Vec::new();
    }
    let mut entries: Vec<(String, String)> = (SHORTENED.iter())
        .map(|id| (title(id, true), title(id, false)))
        .filter(|(short, full)| short != full && !left_out.contains(short))
        .collect();
    if layout.marked {
        entries.push((WINNER_MARK.into(), crate::t!("table-winners-column")));
    }
    fit::columns_key(&entries, width)
}

/// The local year now (`TENSCORE_NOW` when set).
fn this_year() -> Option<i32> {
    dates::in_local_time(&crate::store::now()).map(|t| t.year())
}

/// When a match started, as much of it as `date` shows; as stored when it does not read.
fn date_text(stored: &str, date: Date, this_year: bool) -> String {
    let Some(at) = dates::in_local_time(stored) else {
        return stored.to_string();
    };
    // Written as the language writes a day (11-28, 28-11, 28.11.), with its year or without.
    let at = at.naive_local();
    match (date, this_year) {
        (Date::Full, _) | (Date::NoYear, false) => dates::day_and_time(at),
        (Date::NoYear, true) => dates::day_this_year_and_time(at),
        (Date::Day, true) => dates::day_this_year(at.date()),
        (Date::Day, false) => dates::day(at.date()),
    }
}

/// A match's status as the list says it.
fn status_words(status: Status) -> String {
    crate::t!("table-status", status = status.as_str())
}

/// One match of `history --json`.
#[derive(Debug, Serialize)]
pub struct HistoryJson<'a> {
    pub id: i64,
    pub game: GameId,
    /// When it was started: RFC 3339 in local time, with the offset.
    pub date: String,
    /// In seating order.
    pub players: &'a [PlayerName],
    /// Empty unless the match is finished.
    pub winners: &'a [PlayerName],
    pub rounds: u32,
    /// `in-progress`, `finished` or `abandoned`.
    pub status: &'static str,
}

impl<'a> HistoryJson<'a> {
    pub fn new(summary: &'a MatchSummary) -> Self {
        HistoryJson {
            id: summary.id,
            game: summary.game,
            date: local_rfc3339(&summary.created_at),
            players: &summary.players,
            winners: &summary.winners,
            rounds: summary.rounds,
            status: summary.status.as_str(),
        }
    }
}
