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
use super::{Align, Grid, GridCell, StandingsView, notes_text, sanitize, sat_out};
use crate::games::{Game, Note, RoundDetail, Team};
use crate::output::Output;
use crate::store::{MatchInfo, RoundRecord, ScoreRecord};

/// What `show` prints: one row per round with running totals and notes.
pub fn show_text(
    ctx: &Output,
    info: &MatchInfo,
    rounds: &[RoundRecord],
    view: &StandingsView,
) -> Result<String, RenderError> {
    let game = info.game.game();
    let details = rounds
        .iter()
        .map(|r| game.round_detail(&info.options, r.seq, r.opening.as_ref(), r.entry.as_ref()))
        .collect::<Result<Vec<_>, _>>()?;
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
    let mut out = String::new();
    if rounds.is_empty() {
        let _ = writeln!(
            out,
            "{}",
            crate::t!("table-no-rounds", game = info.game.id())
        );
    } else {
        let rows = rounds.iter().zip(&details);
        let rows: Vec<RoundRow> = rows.map(|(r, d)| columns.row(r, d)).collect();
        columns.render(ctx, &rows, width, &mut out);
    }
    out.push('\n');
    out.push_str(&view.text(ctx));
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

/// The most sets of notes [`RoundColumns::worded`] keeps: a few kinds repeat, values vary.
const WORDED_KEPT: usize = 32;

/// One round as the table shows it, before it is laid out.
struct RoundRow {
    seq: u32,
    kind: RoundKind,
    about: Option<String>,
    about_short: Option<String>,
    seats: Vec<SeatPart>,
    /// Each team's score in the round and after it; `None` while the round is only opened.
    teams: Vec<Option<(f64, f64)>>,
    /// The seats' notes and why the round was edited, one after another ("; " between).
    notes: String,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum RoundKind {
    Played,
    Edited,
    Withdrawn,
    Opened,
}

/// A seat's part in one round.
enum SeatPart {
    /// Opened, not yet played: only the seat's part (its bid) is known.
    Opened(String),
    /// It was out already.
    SatOut,
    Played {
        part: String,
        points: i64,
        total: i64,
        /// The total the round reached when it was halved (Under the 10: exactly 100 or 150).
        halved_from: Option<i64>,
    },
}

impl RoundColumns<'_> {
    /// The rounds laid out in the first layout that fits `width`, with what explains them below.
    fn render(&self, ctx: &Output, rows: &[RoundRow], width: usize, out: &mut String) {
        let with_notes = rows.iter().any(|row| !row.notes.is_empty());
        // The notes on one line each: the widest column, measured before its cells are made.
        let notes_width = rows
            .iter()
            .map(|row| fit::text_width(&row.notes))
            .chain([fit::text_width(&crate::t!("table-notes"))])
            .max()
            .unwrap_or(0);
        let mut chosen = None;
        for layout in LAYOUTS {
            if layout.keyed && self.initials().is_none() {
                continue;
            }
            let mut table = self.table(rows, layout);
            let notes_column = with_notes && table.width() + notes_width + 3 <= width;
            if notes_column {
                table.push_column(
                    crate::t!("table-notes"),
                    rows.iter().map(notes_cell).collect(),
                );
            }
            let fits = table.width() <= width;
            chosen = Some((table, layout, notes_column));
            if fits {
                break;
            }
        }
        let Some((table, layout, notes_column)) = chosen else {
            return;
        };
        // The narrowest layout is drawn even when it does not fit (comfy-table wraps it then).
        table.render_within(ctx, width, out);
        out.push('\n');
        for line in self.below(rows, layout, with_notes && !notes_column, width) {
            out.push_str(&line);
            out.push('\n');
        }
    }

    /// The table of these rows in `layout`, without the notes column.
    fn table(&self, rows: &[RoundRow], layout: Layout) -> Grid {
        let deal = self.with_deal && layout.deal;
        let compact = layout.cells != Cells::Full;
        let mut titles = vec![match compact {
            true => "#".to_string(),
            false => self.info.game.round_title().to_string(),
        }];
        if deal {
            titles.push(crate::t!("table-deal"));
        }
        match (layout.keyed, self.initials()) {
            (true, Some(initials)) => titles.extend(initials),
            _ => titles.extend(self.names.iter().cloned()),
        }
        titles.extend(
            (self.teams.iter()).map(|t| crate::t!("table-team-column", team = t.name.to_string())),
        );
        let mut table = Grid::new(titles);
        for row in rows {
            let mut cells = Vec::with_capacity(row.seats.len() + self.teams.len() + 3);
            cells.push(GridCell::new(row.label(compact)));
            if deal {
                let about = match compact {
                    true => row.about_short.as_ref().or(row.about.as_ref()),
                    false => row.about.as_ref(),
                };
                cells.push(GridCell::new(about.map(String::as_str).unwrap_or_default()));
            }
            cells.extend(row.seats.iter().map(|seat| seat.cell(layout.cells)));
            cells.extend(row.teams.iter().map(|team| team_cell(*team, layout.cells)));
            table.add_row(cells);
        }
        table
    }

    /// The players' initials, when each is one character and no two are the same.
    fn initials(&self) -> Option<Vec<String>> {
        let initials: Vec<String> = (self.names.iter())
            .map(|name| name.chars().next().map(|c| c.to_uppercase().collect()))
            .collect::<Option<_>>()?;
        let mut seen = initials.clone();
        seen.sort();
        seen.dedup();
        let single = initials.iter().all(|i| fit::text_width(i) == 1);
        (single && seen.len() == initials.len()).then_some(initials)
    }

    /// What reads the table, below it, fitted to `width`: the legend, the marks of the compact
    /// layout, the key to the initials, and the notes when they are not in the table.
    fn below(&self, rows: &[RoundRow], layout: Layout, notes: bool, width: usize) -> Vec<String> {
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
            .filter(|(kind, _)| rows.iter().any(|row| row.kind == *kind))
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
        let mut lines: Vec<String> = prose
            .iter()
            .flat_map(|line| fit::wrap_words(line, width, "", "  ", &glued))
            .collect();
        if notes {
            lines.push(crate::t!("table-notes-below"));
            let labels: Vec<String> = rows.iter().map(|row| row.label(compact)).collect();
            let label_width = labels.iter().map(|l| fit::text_width(l)).max().unwrap_or(0);
            // A round's notes wrap under their own text, past the labels.
            let rest = " ".repeat(label_width + 4);
            let mut first = String::new();
            for (row, label) in rows.iter().zip(&labels) {
                if row.notes.is_empty() {
                    continue;
                }
                first.clear();
                let pad = label_width - fit::text_width(label);
                let _ = write!(first, "  {:pad$}{label}  ", "");
                lines.extend(fit::wrap_words(
                    &row.notes,
                    width,
                    &first,
                    &rest,
                    &self.names,
                ));
            }
        }
        lines
    }

    /// How to read the teams' cells.
    fn teams_legend(&self, cells: Cells) -> String {
        let game = self.info.game.id();
        match cells {
            Cells::Bare => crate::t!("table-teams-legend-bare", game = game),
            _ => crate::t!("table-teams-legend", game = game),
        }
    }

    /// One round's row: its label, the deal, each seat, each team; the seats' notes and why the
    /// round was edited.
    fn row(&self, round: &RoundRecord, detail: &RoundDetail) -> RoundRow {
        let mut notes = String::new();
        let mut seats = Vec::with_capacity(self.info.players.len());
        for (seat, name) in self.names.iter().enumerate() {
            let part = detail.seats.get(seat).cloned().unwrap_or_default();
            let (cell, seat_notes) = self.seat_part(part, round.scores.get(seat));
            seats.push(cell);
            if let Some(seat_notes) = seat_notes {
                add_note(&mut notes, format_args!("{name}: {seat_notes}"));
            }
        }
        if let Some(reason) = &round.reason {
            let why = crate::t!("table-edited-note", reason = sanitize(reason).into_owned());
            add_note(&mut notes, format_args!("{why}"));
        }
        RoundRow {
            seq: round.seq,
            kind: match (round.withdrawn, &round.reason, &round.entry) {
                (true, _, _) => RoundKind::Withdrawn,
                (false, Some(_), _) => RoundKind::Edited,
                (false, None, None) => RoundKind::Opened,
                (false, None, Some(_)) => RoundKind::Played,
            },
            about: detail.about.clone(),
            about_short: detail.about_short.clone(),
            seats,
            teams: self
                .teams
                .iter()
                .map(|team| team_scores(team, round))
                .collect(),
            notes,
        }
    }

    /// One seat's part in the round, and its notes in words when it has some to show.
    fn seat_part(&self, part: String, score: Option<&ScoreRecord>) -> (SeatPart, Option<String>) {
        let Some(score) = score else {
            return (SeatPart::Opened(part), None);
        };
        if sat_out(&score.notes) {
            return (SeatPart::SatOut, None);
        }
        // Notes the seat's part already shows (hit or missed bids) are not repeated.
        let shown: Vec<Note> = score
            .notes
            .iter()
            .filter(|n| part.is_empty() || !self.game.note_in_detail(n))
            .cloned()
            .collect();
        let notes = (!shown.is_empty()).then(|| self.notes_text(shown));
        let halved_from = halved_from(&score.notes);
        let played = SeatPart::Played {
            part,
            points: score.points,
            total: score.total,
            halved_from,
        };
        (played, notes)
    }
}

impl RoundColumns<'_> {
    /// `notes` in words, worded once for every time they recur.
    fn notes_text(&self, notes: Vec<Note>) -> String {
        let mut worded = self.worded.borrow_mut();
        if let Some((_, text)) = worded.iter().find(|(seen, _)| *seen == notes) {
            return text.clone();
        }
        let text = notes_text(self.game, &notes);
        if worded.len() < WORDED_KEPT {
            worded.push((notes, text.clone()));
        }
        text
    }
}

/// Adds a note to a round's notes, "; " after the one before.
fn add_note(notes: &mut String, note: std::fmt::Arguments<'_>) {
    if !notes.is_empty() {
        notes.push_str("; ");
    }
    let _ = notes.write_fmt(note);
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

impl SeatPart {
    /// The seat's cell: its part, the round's points and the running total (a halved total
    /// shows the total it reached first); a dash when it sat out.
    fn cell(&self, cells: Cells) -> GridCell {
        let (part, points, total, halved_from) = match self {
            SeatPart::Opened(part) => return GridCell::right(part.as_str()),
            SeatPart::SatOut => return GridCell::new("—").align(Align::Center),
            SeatPart::Played {
                part,
                points,
                total,
                halved_from,
            } => (part, *points, *total, *halved_from),
        };
        let arrow = match cells {
            Cells::Full => " → ",
            Cells::Compact | Cells::Bare => "→",
        };
        // One string a cell: a long match has hundreds.
        let mut text = String::with_capacity(part.len() + 16);
        if !part.is_empty() {
            text.push_str(part);
            text.push(' ');
        }
        if cells == Cells::Bare && !part.is_empty() {
            // The part says the points (bid and tricks, a place): the total is enough.
            let _ = write!(text, "{total}");
            return GridCell::right(text);
        }
        let _ = write!(text, "{points:+}{arrow}");
        if let Some(reached) = halved_from {
            // The round took the total to a halving mark: show it, then the halved total.
            let _ = write!(text, "{reached}{arrow}");
        }
        let _ = write!(text, "{total}");
        GridCell::right(text)
    }
}

/// A team's score in the round and after it: its members' points divided by their number;
/// `None` while the round is only opened.
fn team_scores(team: &Team, round: &RoundRecord) -> Option<(f64, f64)> {
    if round.scores.is_empty() {
        return None;
    }
    let scores: Option<Vec<&ScoreRecord>> =
        team.seats.iter().map(|&s| round.scores.get(s)).collect();
    let scores = scores?;
    let members = team.seats.len().max(1) as f64;
    let points: i64 = scores.iter().map(|s| s.points).sum();
    let total: i64 = scores.iter().map(|s| s.total).sum();
    Some((points as f64 / members, total as f64 / members))
}

/// A team's cell: its score in the round → its score after it (two decimals); blank while the
/// round is only opened.
fn team_cell(scores: Option<(f64, f64)>, cells: Cells) -> GridCell {
    let text = match (scores, cells) {
        (None, _) => String::new(),
        (Some((round, total)), Cells::Full) => {
            format!("{} → {}", signed_decimal(round), decimal(total))
        }
        (Some((round, total)), Cells::Compact) => {
            format!("{}→{}", signed_decimal(round), decimal(total))
        }
        (Some((_, total)), Cells::Bare) => decimal(total),
    };
    GridCell::right(text)
}

/// A round's notes, one seat after another; grey in colour when the round was withdrawn.
/// A team's score with two decimals, as the language writes it (`17.00`, `17,00`).
fn decimal(value: f64) -> String {
    crate::i18n::decimal(value, 2)
}

/// The same with its sign, `+` for zero and above, as `{:+.2}` writes it (`+15.50`, `-0.50`).
fn signed_decimal(value: f64) -> String {
    let text = decimal(value);
    if value.is_sign_negative() {
        text
    } else {
        format!("+{text}")
    }
}

fn notes_cell(row: &RoundRow) -> GridCell {
    let cell = GridCell::new(row.notes.as_str());
    if row.kind == RoundKind::Withdrawn {
        cell.fg(Color::DarkGrey)
    } else {
        cell
    }
}

#[cfg(test)]
mod tests;
