//! Presentation: the house table style and the pieces every view shares. Player names are
//! sanitised before they reach the terminal (control and escape characters are never printed raw).
//!
//! The views live beside it: `standings` (the table of a match as it stands), `show` (a match
//! round by round), `matches` (a match just started, a round just recorded) and `json` (the
//! typed shapes of every `--json` answer).

pub mod json;
mod matches;
mod show;
mod standings;

use comfy_table::{Attribute, Cell, ContentArrangement, Table, presets};

use crate::games::{self, Note};
use crate::output::Output;

pub use json::{round_json, show_json};
pub use matches::{match_intro, new_match, round_text};
pub use show::show_text;
pub use standings::{StandingRow, StandingsView};

/// Text safe for a terminal: control characters, escapes and direction controls are replaced.
/// Player names need no call: a [`PlayerName`](crate::games::names::PlayerName) is shown safely
/// by itself.
pub use crate::games::names::safe_text as sanitize;

/// Several lines of text, each made safe with [`sanitize`]; the line breaks stay.
pub fn sanitize_lines(text: &str) -> String {
    text.lines().map(sanitize).collect::<Vec<_>>().join("\n")
}

/// A table in the house style with these column titles (bold in colour).
pub fn titled_table(ctx: &Output, titles: &[String]) -> Table {
    let mut table = new_table(ctx);
    table.set_header(header(ctx, titles));
    table
}

/// A table in the house style, without titles yet.
fn new_table(ctx: &Output) -> Table {
    let mut table = Table::new();
    table.load_style(presets::UTF8_FULL_CONDENSED);
    table.set_content_arrangement(ContentArrangement::Dynamic);
    // The same width in colour or not: COLUMNS when set, else the terminal's (comfy-table asks
    // the terminal when standard output is one), else none (a pipe: no line is broken).
    if let Some(width) = columns().or_else(|| table.width()) {
        table.set_width(width);
    }
    // Styling exactly when colour was chosen, on a terminal or not (`--color always | less -R`).
    if ctx.color {
        table.enforce_styling();
    } else {
        table.force_no_tty();
    }
    table
}

/// The COLUMNS environment variable, when it holds a width.
fn columns() -> Option<u16> {
    let width: u16 = std::env::var("COLUMNS").ok()?.trim().parse().ok()?;
    (width > 0).then_some(width)
}

/// Column titles, bold in colour.
fn header(ctx: &Output, titles: &[String]) -> Vec<Cell> {
    titles
        .iter()
        .map(|t| {
            let cell = Cell::new(t);
            if ctx.color {
                cell.add_attribute(Attribute::Bold)
            } else {
                cell
            }
        })
        .collect()
}

/// A seat's notes in the game's words.
fn notes_text(game: &dyn games::Game, notes: &[Note]) -> String {
    notes
        .iter()
        .map(|note| game.note_text(note))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether a seat's notes say it sat the round out (it was out already).
fn sat_out(notes: &[Note]) -> bool {
    notes.iter().any(|n| n.is(Note::SAT_OUT))
}

/// Points with their sign: `+3`, `0` as `+0`, `-2`.
fn signed(points: i64) -> String {
    if points >= 0 {
        format!("+{points}")
    } else {
        points.to_string()
    }
}
