//! Presentation: the house table style and the pieces every view shares. Player names are
//! sanitised before they reach the terminal (control and escape characters are never printed raw).
//!
//! The views live beside it: `standings` (the table of a match as it stands), `show` (a match
//! round by round), `chart` (`show --chart`: the running totals drawn), `history` (the matches of
//! the file), `matches` (a match just started, a round just recorded), `json` (the typed shapes
//! of every `--json` answer), `export` (the CSV of `export --format csv`; the JSON Lines
//! interchange format lives below, in `exchange`) and `event` (club nights: an evening's
//! standings, table cards, the venue's board, the report page, a series).

mod chart;
pub mod event;
pub mod export;
pub(crate) mod fit;
mod grid;
mod history;
pub mod json;
mod later_changes;
mod matches;
mod players;
mod rules;
mod show;
mod show_json;
mod spool;
mod standings;
mod stats;

use crate::games::{self, Note, RuleViolation, SeamError};

pub use chart::{ChartData, ChartEvent, ChartJson, EventKind, Series};
pub use fit::fit_to_terminal;
pub use grid::{Align, Grid, GridCell};
pub use history::{HistoryJson, history_text};
pub use json::{round_json, show_json};
pub use later_changes::{LaterChangeJson, later_changes_text};
pub use matches::{bids_withdrawn, match_intro, new_match, round_text, shown_names};
pub use players::{MergedJson, PlayerJson, PlayerListing, RenamedJson};
pub use rules::rules_text;
pub use show::show_text;
pub use show_json::ShowJsonText;
pub use spool::ListingError;
pub use standings::{StandingRow, StandingsView};
pub use stats::{StatsJson, StatsListing, season_is_empty, stats_none_fits, stats_text};

/// Why a view could not be made; the command layer says it.
#[derive(Debug)]
pub enum RenderError {
    /// A stored round or option its game cannot read.
    Game(SeamError),
    /// The chart could not be drawn (the reason, from the plotting library).
    Chart(String),
}

impl From<SeamError> for RenderError {
    fn from(e: SeamError) -> Self {
        RenderError::Game(e)
    }
}

impl From<RuleViolation> for RenderError {
    fn from(e: RuleViolation) -> Self {
        RenderError::Game(SeamError::Violation(e))
    }
}

/// Text safe for a terminal: control characters, escapes and direction controls are replaced.
/// Player names need no call: a [`PlayerName`](crate::games::names::PlayerName) is shown safely
/// by itself.
pub use crate::games::names::safe_text as sanitize;

/// Several lines of text, each made safe with [`sanitize`]; the line breaks stay.
pub fn sanitize_lines(text: &str) -> String {
    text.lines().map(sanitize).collect::<Vec<_>>().join("\n")
}

/// `text` as one word of a command to copy ('Winter 2026'); ops name a player or a series in
/// their hints with it too, so it lives beside [`sanitize`].
pub use crate::games::names::shell_word;

/// A seat's notes in the game's words.
fn notes_text(game: &dyn games::Game, notes: &[Note]) -> String {
    notes
        .iter()
        .map(|note| game.note_text(note))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether a seat's notes say it sat the round out (it was out already).
// Inline: `show` asks it of every seat's cell in every pass over the rounds.
#[inline]
fn sat_out(notes: &[Note]) -> bool {
    notes.iter().any(|n| n.is(Note::SAT_OUT))
}

/// A seat's last round in the standings: its points with their sign (`+3`, `0` as `+0`, `-2`),
/// and where the round took the total to a halving mark, that mark: the total beside it fell.
fn last_points(points: i64, halved_from: Option<i64>) -> String {
    match halved_from {
        Some(reached) => crate::t!(
            "table-halved-at",
            points = signed(points),
            reached = reached
        ),
        None => signed(points),
    }
}

/// Points with their sign: `+3`, `0` as `+0`, `-2`.
fn signed(points: i64) -> String {
    if points >= 0 {
        format!("+{points}")
    } else {
        points.to_string()
    }
}
