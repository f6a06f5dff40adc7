//! A match round by round ([`show_text`]): one row per round with each seat's part, score and
//! running total, the teams' totals and the notes; then the table as it stands.

use std::fmt::Write as _;

use comfy_table::Color;

use super::{Align, Grid, GridCell, StandingsView, notes_text, sanitize, sat_out};
use crate::error::CliError;
use crate::games::{Game, Note, RoundDetail, Team};
use crate::output::Output;
use crate::store::{MatchInfo, RoundRecord, ScoreRecord};

/// What `show` prints: one row per round with running totals and notes.
pub fn show_text(
    ctx: &Output,
    info: &MatchInfo,
    rounds: &[RoundRecord],
    view: &StandingsView,
) -> Result<String, CliError> {
    let game = info.game.game();
    let details = rounds
        .iter()
        .map(|r| game.round_detail(&info.options, r.seq, r.opening.as_ref(), r.entry.as_ref()))
        .collect::<Result<Vec<_>, _>>()?;
    let columns = RoundColumns {
        game,
        info,
        // Teams get a running total too: their points and score (points per member).
        teams: game
            .teams(&info.options, info.players.len())?
            .unwrap_or_default(),
        with_deal: details.iter().any(|d| d.about.is_some()),
    };
    let mut out = String::new();
    if rounds.is_empty() {
        let _ = writeln!(out, "No {}s yet.", info.game.round_word());
    } else {
        let rows = rounds.iter().zip(&details);
        let rows: Vec<RoundRow> = rows.map(|(r, d)| columns.row(r, d)).collect();
        columns.table(rows).render_into(ctx, &mut out);
        out.push('\n');
    }
    if let (false, Some(legend)) = (rounds.is_empty(), game.detail_legend()) {
        out.push_str(legend);
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&view.text(ctx));
    Ok(out)
}

/// The columns of a match's rounds: the round, the deal (when any round has one), one per seat,
/// one per team.
struct RoundColumns<'a> {
    game: &'static dyn Game,
    info: &'a MatchInfo,
    teams: Vec<Team>,
    with_deal: bool,
}

/// One round's cells before the notes column, its notes, and whether it was withdrawn.
struct RoundRow {
    cells: Vec<GridCell>,
    notes: Vec<String>,
    withdrawn: bool,
}

impl RoundColumns<'_> {
    /// The table of these rows; the notes column only when some round has notes (a column of
    /// nothing but blanks says nothing).
    fn table(&self, rows: Vec<RoundRow>) -> Grid {
        let with_notes = rows.iter().any(|row| !row.notes.is_empty());
        let mut table = Grid::new(self.titles(with_notes));
        for mut row in rows {
            if with_notes {
                row.cells.push(notes_cell(&row.notes, row.withdrawn));
            }
            table.add_row(row.cells);
        }
        table
    }

    /// The column titles: the round, the deal, the players, the teams, the notes.
    fn titles(&self, with_notes: bool) -> Vec<String> {
        let mut titles = vec![self.info.game.round_title().to_string()];
        if self.with_deal {
            titles.push("Deal".into());
        }
        titles.extend(self.info.players.iter().map(|p| p.name.to_string()));
        titles.extend(self.teams.iter().map(|t| format!("Team {}", t.name)));
        if with_notes {
            titles.push("Notes".into());
        }
        titles
    }

    /// One round's row: its label, the deal, each seat, each team; the seats' notes and why the
    /// round was edited.
    fn row(&self, round: &RoundRecord, detail: &RoundDetail) -> RoundRow {
        let mut cells = vec![GridCell::new(round_label(round))];
        if self.with_deal {
            cells.push(GridCell::new(detail.about.as_deref().unwrap_or_default()));
        }
        let mut notes = Vec::new();
        for (seat, player) in self.info.players.iter().enumerate() {
            let part = detail
                .seats
                .get(seat)
                .map(String::as_str)
                .unwrap_or_default();
            let (cell, seat_notes) = self.seat_cell(part, round.scores.get(seat));
            cells.push(cell);
            if let Some(seat_notes) = seat_notes {
                notes.push(format!("{}: {seat_notes}", player.name));
            }
        }
        cells.extend(self.teams.iter().map(|team| team_cell(team, round)));
        if let Some(reason) = &round.reason {
            notes.push(format!("edited: {}", sanitize(reason)));
        }
        RoundRow {
            cells,
            notes,
            withdrawn: round.withdrawn,
        }
    }

    /// One seat's cell (its part, its points and running total; a dash when it sat out), and
    /// its notes in words when it has some to show.
    fn seat_cell(&self, part: &str, score: Option<&ScoreRecord>) -> (GridCell, Option<String>) {
        let Some(score) = score else {
            // Opened, not yet played: only the seat's part (its bid) is known.
            return (GridCell::right(part), None);
        };
        if sat_out(&score.notes) {
            return (GridCell::new("—").align(Align::Center), None);
        }
        // One string a cell: a long match has hundreds.
        let mut text = String::with_capacity(part.len() + 16);
        if !part.is_empty() {
            text.push_str(part);
            text.push(' ');
        }
        let _ = write!(text, "{:+} → {}", score.points, score.total);
        // Notes the seat's part already shows (hit or missed bids) are not repeated.
        let shown: Vec<Note> = score
            .notes
            .iter()
            .filter(|n| part.is_empty() || !self.game.note_in_detail(n))
            .cloned()
            .collect();
        let notes = (!shown.is_empty()).then(|| notes_text(self.game, &shown));
        (GridCell::right(text), notes)
    }
}

/// The round's number, and whether it was withdrawn, edited or is only opened.
fn round_label(round: &RoundRecord) -> String {
    match (round.withdrawn, &round.reason, &round.entry) {
        (true, _, _) => format!("{} withdrawn", round.seq),
        (false, Some(_), _) => format!("{} edited", round.seq),
        (false, None, None) => format!("{} open", round.seq),
        (false, None, Some(_)) => round.seq.to_string(),
    }
}

/// A team's running points and score (points per member, two decimals) after the round; blank
/// while the round is only opened.
fn team_cell(team: &Team, round: &RoundRecord) -> GridCell {
    let totals: Option<Vec<i64>> = team
        .seats
        .iter()
        .map(|&s| round.scores.get(s).map(|score| score.total))
        .collect();
    let text = match totals {
        Some(totals) if !round.scores.is_empty() => {
            let points: i64 = totals.iter().sum();
            format!(
                "{points} ({:.2})",
                points as f64 / team.seats.len().max(1) as f64
            )
        }
        _ => String::new(),
    };
    GridCell::right(text)
}

/// A round's notes, one seat after another; grey in colour when the round was withdrawn.
fn notes_cell(notes: &[String], withdrawn: bool) -> GridCell {
    let cell = GridCell::new(notes.join("; "));
    if withdrawn {
        cell.fg(Color::DarkGrey)
    } else {
        cell
    }
}
