//! A match round by round ([`show_text`]): one row per round with each seat's part, score and
//! running total, the teams' scores and the notes; then the table as it stands.
//!
//! The table fits the terminal (COLUMNS, else its width, else 80 columns) with one line per
//! round: when the full layout is too wide, the notes move below the table, then the cells get
//! compact ("+27→127", a bid/tricks without the points they follow from), then the deal column
//! goes, and last the players' columns are headed by initials with a key below. A name is never
//! split, and the prose around the table wraps at word boundaries.

use super::RenderError;
use std::cell::RefCell;
use std::fmt::Write as _;

use comfy_table::Color;

use super::fit;
use super::grid::{cell_width as grid_cell_width, table_width};
use super::{Grid, GridCell, StandingsView};
use crate::games::{Game, Note, Team};
use crate::output::Output;
use crate::store::{MatchInfo, RoundRecord};
use rows::{RoundRow, Row, Rows};

/// What `show` prints: one row per round with running totals and notes.
pub fn show_text(
    ctx: &Output,
    info: &MatchInfo,
    rounds: &[RoundRecord],
    view: &StandingsView,
) -> Result<String, RenderError> {
    let game = info.game.game();
    let mut stored = (rounds.iter()).map(|r| (r.seq, r.opening.as_ref(), r.entry.as_ref()));
    let details = game.round_details(&info.options, &mut stored)?;
    let columns = RoundColumns {
        game,
        info,
        // Teams get a running score too: their members' points divided by their number.
        teams: game
            .teams(&info.options, info.players.len())?
            .unwrap_or_default(),
        with_deal: details.iter().any(|d| d.about.is_some()),
        names: info.players.iter().map(|p| p.name.to_string()).collect(),
        worded: RefCell::new(Vec::new()),
    };
    let width = fit::width();
    let rows = (!rounds.is_empty()).then(|| columns.rows(rounds, details));
    // The table below the rounds made before the text, so that the text is made once at its
    // full size (a long match's text grown and copied again costs fresh pages); and after the
    // rows, in the memory the details let go.
    let standings = view.text(ctx);
    let mut out = String::new();
    match &rows {
        None => {
            let _ = writeln!(
                out,
                "{}",
                crate::t!("table-no-rounds", game = info.game.id())
            );
        }
        Some(rows) => columns.render(ctx, rows, width, standings.len() + 1, &mut out),
    }
    out.push('\n');
    out.push_str(&standings);
    Ok(out)
}

/// How a seat's (or team's) cell says its round.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Cells {
    /// `3/3 +13 → 45`, `+34 → 100 → 50`.
    Full,
    /// `3/3 +13→45`, `+34→100→50`.
    Compact,
    /// `3/3 45` where the seat's part says the points; else as compact.
    Bare,
}

/// One way to lay the rounds out. Each puts the notes in a column of the table when they fit
/// there on one line a round, else in lines below it.
#[derive(Clone, Copy)]
struct Layout {
    cells: Cells,
    /// The deal column (cards and trump), when the game has one.
    deal: bool,
    /// The players' columns headed by initials, with a key below the table.
    keyed: bool,
}

/// The layouts tried, widest first: the first that fits the width is used.
const LAYOUTS: [Layout; 5] = [
    Layout {
        cells: Cells::Full,
        deal: true,
        keyed: false,
    },
    Layout {
        cells: Cells::Compact,
        deal: true,
        keyed: false,
    },
    Layout {
        cells: Cells::Bare,
        deal: true,
        keyed: false,
    },
    Layout {
        cells: Cells::Bare,
        deal: false,
        keyed: false,
    },
    Layout {
        cells: Cells::Bare,
        deal: false,
        keyed: true,
    },
];

/// The columns of a match's rounds: the round, the deal (when any round has one), one per seat,
/// one per team.
struct RoundColumns<'a> {
    game: &'static dyn Game,
    info: &'a MatchInfo,
    teams: Vec<Team>,
    with_deal: bool,
    /// The players' names as shown, which prose never breaks.
    names: Vec<String>,
    /// The notes worded so far, each with its words: a match repeats a few kinds of notes round
    /// after round ("called"), and wording one is a message lookup and formatting.
    worded: RefCell<Vec<(Vec<Note>, String)>>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum RoundKind {
    Played,
    Edited,
    Withdrawn,
    Opened,
}

/// The most sets of notes [`RoundColumns::worded`] keeps: a few kinds repeat, values vary.
const WORDED_KEPT: usize = 32;

impl RoundColumns<'_> {
    /// The rounds laid out in the first layout that fits `width`, with what explains them below;
    /// `out` made with room for them and for `after` bytes more.
    fn render(&self, ctx: &Output, rows: &Rows, width: usize, after: usize, out: &mut String) {
        // Every row's notes are in the one text: any of them, a line break in any of them.
        let with_notes = !rows.notes.is_empty();
        let notes_title = crate::t!("table-notes");
        // The notes on one line each: the widest column, measured before its cells are made;
        // and the bytes they take beyond one a column, for the room they take in the text.
        let (mut notes_width, mut notes_beyond) = (fit::text_width(&notes_title), 0);
        for row in rows.iter() {
            let width = fit::text_width(row.notes);
            notes_width = notes_width.max(width);
            notes_beyond += row.notes.len().saturating_sub(width);
        }
        // Each layout measured, not made: only the one chosen is drawn.
        let mut scratch = String::new();
        let mut chosen = None;
        let keyed = self.initials().is_some();
        let tried = LAYOUTS
            .iter()
            .filter(|layout| keyed || !layout.keyed)
            .count();
        for (at, layout) in LAYOUTS.into_iter().enumerate() {
            if layout.keyed && !keyed {
                continue;
            }
            // A layout too wide already is measured no further, but the last one tried (drawn
            // whatever its width).
            let give_up = (at + 1 < tried).then_some(width);
            let mut measured = self.measure(rows, layout, give_up, &mut scratch);
            let notes_column =
                with_notes && table_width(&measured.widths) + notes_width + 3 <= width;
            if notes_column {
                let notes = rows.iter().map(|row| grid_cell_width(row.notes));
                measured.widths.push(
                    notes
                        .chain([grid_cell_width(&notes_title), 1])
                        .max()
                        .unwrap_or(1),
                );
                measured.multiline |= rows.notes.contains('\n');
            }
            let fits = table_width(&measured.widths) <= width;
            chosen = Some((measured, layout, notes_column));
            if fits {
                break;
            }
        }
        let Some((measured, layout, notes_column)) = chosen else {
            return;
        };
        let notes_below = with_notes && !notes_column;
        let room = self.room(rows, &measured.widths, notes_below, width);
        out.reserve(room + notes_beyond + after);
        let fits = table_width(&measured.widths) <= width;
        if !fits && width <= fit::PHONE_WIDTH {
            // No table fits a phone's width here: each round a line (or a few) of its own.
            self.draw_listed(rows, layout, width, out);
        } else if fits && !ctx.color && !measured.multiline {
            let notes = notes_column.then_some(notes_title.as_str());
            self.draw_plain(rows, layout, &measured.widths, notes, out);
        } else {
            // Colour, or a table wrapped at its cells' spaces: the grid lays it out.
            let mut table = self.table(rows, layout);
            if notes_column {
                table.push_column(notes_title, rows.iter().map(notes_cell).collect());
            }
            match fits || table.fits_at_words(width) {
                true => table.render_within(ctx, width, out),
                // Wrapped, a cell would be cut inside a number ("+4→1" over "4", "11." over
                // "00"): each round is listed on lines of its own, as on a phone.
                false => self.draw_listed(rows, layout, width, out),
            }
        }
        out.push('\n');
        self.below(rows, layout, notes_below, width, out);
    }

    /// The titles of the columns in `layout`, without the notes column.
    fn titles(&self, layout: Layout) -> Vec<String> {
        let mut titles = vec![match layout.cells != Cells::Full {
            true => "#".to_string(),
            false => self.info.game.round_title().to_string(),
        }];
        if self.with_deal && layout.deal {
            titles.push(crate::t!("table-deal"));
        }
        match (layout.keyed, self.initials()) {
            (true, Some(initials)) => titles.extend(initials),
            _ => titles.extend(self.names.iter().cloned()),
        }
        titles.extend(
            (self.teams.iter()).map(|t| crate::t!("table-team-column", team = t.name.to_string())),
        );
        titles
    }

    /// The table of these rows in `layout`, without the notes column.
    fn table(&self, rows: &Rows, layout: Layout) -> Grid {
        let mut table = Grid::new(self.titles(layout));
        let mut scratch = String::new();
        for row in rows.iter() {
            let mut cells = Vec::with_capacity(row.seats + self.teams.len() + 3);
            self.each_cell(row, layout, &mut scratch, &mut |_, text, align| {
                cells.push(GridCell::new(text).align(align));
            });
            table.add_row(cells);
        }
        table
    }

    /// The players' initials: each name's shortest beginning no other name shares, one letter
    /// at least ("Zoë" and "Zoe" whole, two "Anne-Marie ..." as far as they differ), its first
    /// letter a capital. Beside teams (named A, B, ...) an initial could be read as a team, so
    /// players are then headed by two letters at least ("An", "Bo"); `None` when one would
    /// still read as a team, or two read alike.
    fn initials(&self) -> Option<Vec<String>> {
        let least = match self.teams.is_empty() {
            true => 1,
            false => 2,
        };
        let letters: Vec<Vec<char>> = self.names.iter().map(|n| n.chars().collect()).collect();
        let initials: Vec<String> = (letters.iter().enumerate())
            .map(|(at, name)| {
                let shared = (letters.iter().enumerate())
                    .filter(|(other, _)| *other != at)
                    .map(|(_, other)| name.iter().zip(other).take_while(|(a, b)| a == b).count())
                    .max()
                    .unwrap_or(0);
                let mut taken = (shared + 1).max(least);
                // "Jan S" for "Jan Smit" beside "Jan": a beginning never ends at a space.
                while name.get(taken - 1).is_some_and(|c| c.is_whitespace()) {
                    taken += 1;
                }
                let mut chars = name.iter().take(taken);
                let first: String = chars.next()?.to_uppercase().collect();
                Some(first + &chars.collect::<String>())
            })
            .collect::<Option<_>>()?;
        let mut seen = initials.clone();
        seen.sort();
        seen.dedup();
        let teams_apart = (self.teams.iter()).all(|team| !initials.contains(&team.name));
        (teams_apart && seen.len() == initials.len()).then_some(initials)
    }

    /// What reads the table, below it, fitted to `width`: the legend, the marks of the compact
    /// layout, the key to the initials, and the notes when they are not in the table.
    fn below(&self, rows: &Rows, layout: Layout, notes: bool, width: usize, out: &mut String) {
        let mut prose = Vec::new();
        if let Some(legend) = self.game.detail_legend(layout.cells != Cells::Bare) {
            prose.push(legend);
        }
        if !self.teams.is_empty() {
            prose.push(self.teams_legend(layout.cells));
        }
        let compact = layout.cells != Cells::Full;
        if compact {
            let marks: Vec<String> = [
                (RoundKind::Edited, "table-mark-edited"),
                (RoundKind::Withdrawn, "table-mark-withdrawn"),
            ]
            .into_iter()
            .filter(|(kind, _)| rows.rows.iter().any(|row| row.kind == *kind))
            .map(|(_, mark)| crate::t!(mark))
            .collect();
            if !marks.is_empty() {
                prose.push(crate::t!(
                    "table-marked",
                    game = self.info.game.id(),
                    marks = marks.join(", ")
                ));
            }
        }
        // An initial and its name are one piece of the key: never apart.
        let mut glued = self.names.clone();
        if let (true, Some(initials)) = (layout.keyed, self.initials()) {
            let key: Vec<String> = (initials.iter().zip(&self.names))
                .map(|(initial, name)| format!("{initial} {name}"))
                .collect();
            prose.push(crate::t!("table-players-key", key = key.join(", ")));
            glued.extend(key);
        }
        for line in &prose {
            fit::wrap_words_into(line, width, "", "  ", &glued, out);
        }
        if notes {
            out.push_str(&crate::t!("table-notes-below"));
            out.push('\n');
            self.notes_below(rows, compact, width, out);
        }
    }

    /// Each round's notes below the table, after its label; a round's notes wrap under their
    /// own text, past the labels.
    fn notes_below(&self, rows: &Rows, compact: bool, width: usize, out: &mut String) {
        let mut label = String::new();
        let label_width = (rows.rows.iter())
            .map(|row| {
                label.clear();
                row.write_label(compact, &mut label);
                fit::text_width(&label)
            })
            .max()
            .unwrap_or(0);
        let rest = " ".repeat(label_width + 4);
        let mut first = String::new();
        for row in rows.iter().filter(|row| !row.notes.is_empty()) {
            label.clear();
            row.round.write_label(compact, &mut label);
            first.clear();
            first.push_str("  ");
            first.extend(std::iter::repeat_n(
                ' ',
                label_width - fit::text_width(&label),
            ));
            first.push_str(&label);
            first.push_str("  ");
            // A note too long for its line breaks between its parts ("Ann: halved 100 → 50;"
            // over "Bob: called"), never inside one ("Bob:" over "called").
            if fit::text_width(&first) + fit::text_width(row.notes) <= width {
                fit::wrap_words_into(row.notes, width, &first, &rest, &self.names, out);
                continue;
            }
            let mut glued = self.names.clone();
            glued.extend(fit::spaced_parts(row.notes, &["; ", ", "]));
            fit::wrap_words_into(row.notes, width, &first, &rest, &glued, out);
        }
    }

    /// How to read the teams' cells.
    fn teams_legend(&self, cells: Cells) -> String {
        let game = self.info.game.id();
        match cells {
            Cells::Bare => crate::t!("table-teams-legend-bare", game = game),
            _ => crate::t!("table-teams-legend", game = game),
        }
    }
}

/// The total a halving started from, when the seat's total was halved in the round.
pub(super) fn halved_from(notes: &[Note]) -> Option<i64> {
    notes
        .iter()
        .find(|n| n.is(Note::HALVED))
        .map(|n| n.value("from"))
}

impl RoundRow {
    /// The round's number, and whether it was withdrawn, edited or is only opened; in the
    /// compact layout a mark the legend explains.
    fn label(&self, compact: bool) -> String {
        let seq = self.seq;
        match (self.kind, compact) {
            (RoundKind::Played, _) | (RoundKind::Opened, true) => seq.to_string(),
            (RoundKind::Withdrawn, false) => crate::t!("table-label-withdrawn", seq = seq),
            (RoundKind::Edited, false) => crate::t!("table-label-edited", seq = seq),
            (RoundKind::Opened, false) => crate::t!("table-label-open", seq = seq),
            (RoundKind::Withdrawn, true) => format!("{seq}×"),
            (RoundKind::Edited, true) => format!("{seq}*"),
        }
    }
}

/// A team's score with two decimals, as the language writes it (`17.00`, `17,00`), a half
/// rounded as the club-night figures round it.
fn decimal(value: f64) -> String {
    crate::i18n::decimal_half_away(value, 2)
}

/// A round's notes, one seat after another; grey in colour when the round was withdrawn.
fn notes_cell(row: Row) -> GridCell {
    let cell = GridCell::new(row.notes);
    if row.round.kind == RoundKind::Withdrawn {
        cell.fg(Color::DarkGrey)
    } else {
        cell
    }
}

mod draw;
mod rows;
#[cfg(test)]
mod tests;
