//! `show`'s rows as they are made from the rounds, before they are laid out: what the table
//! reads besides the rounds' scores, in one list and a few texts for the whole match (a long
//! match's rows each with lists and texts of their own were most of the memory `show` took a
//! round, and a fresh page costs time).

use std::fmt::Write as _;

use super::{RoundColumns, RoundKind, WORDED_KEPT, halved_from};
use crate::games::{Note, RoundDetail, Team};
use crate::render::{notes_text, sanitize, sat_out};
use crate::store::{RoundRecord, ScoreRecord};

/// Every round's row as the table shows it, before it is laid out: what the table reads
/// besides the rounds' scores (a seat's and team's cells are read from those where they are
/// drawn). The texts of all rows are kept in one text each, and the seats' parts in one list,
/// so that a long match takes no allocation of its own a round.
pub(super) struct Rows<'a> {
    pub(super) rows: Vec<RoundRow>,
    /// The round of each row.
    rounds: &'a [RoundRecord],
    pub(super) seats: usize,
    /// Each seat's part in each row, row after row; empty when no round has parts.
    parts: Vec<Span>,
    /// The seats' parts and the deals.
    pub(super) texts: String,
    /// Each row's notes, one row's after the other's.
    pub(super) notes: String,
}

/// Where a text is in one of [`Rows`]' texts.
#[derive(Clone, Copy, Default)]
pub(super) struct Span {
    start: u32,
    end: u32,
}

impl Span {
    /// `text` added to `texts`, and where it is there.
    fn push(texts: &mut String, text: &str) -> Span {
        let start = Span::at(texts);
        texts.push_str(text);
        Span {
            start,
            end: Span::at(texts),
        }
    }

    /// The end of `texts`, as a span's bound: a show's texts are far from 4 GiB.
    fn at(texts: &str) -> u32 {
        u32::try_from(texts.len()).unwrap_or(u32::MAX)
    }

    /// The text it spans in `texts`. Inline: a row's notes are read so in every pass over the
    /// rows.
    #[inline]
    pub(super) fn read(self, texts: &str) -> &str {
        texts
            .get(self.start as usize..self.end as usize)
            .unwrap_or_default()
    }
}

/// One round as [`Rows`] keeps it: its texts are in the rows' texts.
pub(super) struct RoundRow {
    pub(super) seq: u32,
    pub(super) kind: RoundKind,
    pub(super) about: Option<Span>,
    pub(super) about_short: Option<Span>,
    /// The seats' notes and why the round was edited, one after another ("; " between).
    pub(super) notes: Span,
}

/// One round's row with its round and texts, as the layouts read it.
#[derive(Clone, Copy)]
pub(super) struct Row<'r> {
    pub(super) round: &'r RoundRow,
    record: &'r RoundRecord,
    pub(super) seats: usize,
    /// Each seat's part; none when no round has parts.
    parts: &'r [Span],
    /// Where the seats' parts and the deal are.
    pub(super) texts: &'r str,
    pub(super) notes: &'r str,
}

/// A seat's part in one round.
pub(super) enum SeatPart<'p> {
    /// Opened, not yet played: only the seat's part (its bid) is known.
    Opened(&'p str),
    /// It was out already.
    SatOut,
    Played {
        part: &'p str,
        points: i64,
        total: i64,
        /// The total the round reached when it was halved (Under the 10: exactly 100 or 150).
        halved_from: Option<i64>,
    },
}

impl<'a> Rows<'a> {
    /// Room for a row for each of `rounds`, with `seats` seats, their parts kept `with_parts`.
    pub(super) fn new(rounds: &'a [RoundRecord], seats: usize, with_parts: bool) -> Rows<'a> {
        Rows {
            rows: Vec::with_capacity(rounds.len()),
            rounds,
            seats,
            parts: Vec::with_capacity(if with_parts { rounds.len() * seats } else { 0 }),
            texts: String::new(),
            notes: String::new(),
        }
    }

    /// The rows in order, each with its round and texts.
    pub(super) fn iter(&self) -> impl Iterator<Item = Row<'_>> + Clone {
        let parts_a_row = if self.parts.is_empty() { 0 } else { self.seats };
        (self.rows.iter().zip(self.rounds).enumerate()).map(move |(i, (round, record))| Row {
            round,
            record,
            seats: self.seats,
            parts: (self.parts)
                .get(i * parts_a_row..(i + 1) * parts_a_row)
                .unwrap_or_default(),
            texts: &self.texts,
            notes: round.notes.read(&self.notes),
        })
    }
}

impl<'r> Row<'r> {
    /// Each seat's part, read from its score.
    pub(super) fn seats(self) -> impl Iterator<Item = SeatPart<'r>> {
        (0..self.seats).map(move |seat| {
            let part = (self.parts.get(seat)).map_or("", |part| part.read(self.texts));
            SeatPart::of(part, self.record.scores.get(seat))
        })
    }

    /// Each team's score in the round and after it.
    pub(super) fn teams(self, teams: &'r [Team]) -> impl Iterator<Item = Option<(f64, f64)>> {
        (teams.iter()).map(move |team| team_scores(team, self.record))
    }
}

impl<'p> SeatPart<'p> {
    /// A seat's `part` with its score, none while the round is only opened. Inline: every
    /// cell is read this way in every pass over the rows.
    #[inline]
    fn of(part: &'p str, score: Option<&ScoreRecord>) -> SeatPart<'p> {
        let Some(score) = score else {
            return SeatPart::Opened(part);
        };
        if sat_out(score.notes()) {
            return SeatPart::SatOut;
        }
        SeatPart::Played {
            halved_from: halved_from(score.notes()),
            part,
            points: score.points,
            total: score.total,
        }
    }
}

impl RoundColumns<'_> {
    /// The rows of `rounds`, each with its details.
    pub(super) fn rows<'a>(
        &self,
        rounds: &'a [RoundRecord],
        details: Vec<RoundDetail>,
    ) -> Rows<'a> {
        let with_parts = details.iter().any(|detail| !detail.seats.is_empty());
        let mut rows = Rows::new(rounds, self.names.len(), with_parts);
        for (round, detail) in rounds.iter().zip(details) {
            self.add_row(&mut rows, round, detail, with_parts);
        }
        rows
    }

    /// One round's row added to `rows`: its label, the deal, each seat's part (kept
    /// `with_parts`); the seats' notes and why the round was edited.
    fn add_row(&self, rows: &mut Rows, round: &RoundRecord, detail: RoundDetail, with_parts: bool) {
        let notes_start = Span::at(&rows.notes);
        let mut parts = detail.seats.iter();
        for (seat, name) in self.names.iter().enumerate() {
            let part = parts.next().map(String::as_str).unwrap_or_default();
            if with_parts {
                rows.parts.push(Span::push(&mut rows.texts, part));
            }
            self.seat_notes(
                part,
                round.scores.get(seat),
                name,
                &mut rows.notes,
                notes_start,
            );
        }
        if let Some(reason) = round.reason() {
            let why = crate::t!("table-edited-note", reason = sanitize(reason).into_owned());
            add_note(&mut rows.notes, notes_start, format_args!("{why}"));
        }
        let texts = &mut rows.texts;
        rows.rows.push(RoundRow {
            seq: round.seq,
            kind: match (round.withdrawn, round.reason(), &round.entry) {
                (true, _, _) => RoundKind::Withdrawn,
                (false, Some(_), _) => RoundKind::Edited,
                (false, None, None) => RoundKind::Opened,
                (false, None, Some(_)) => RoundKind::Played,
            },
            about: detail.about.map(|about| Span::push(texts, &about)),
            about_short: detail.about_short.map(|about| Span::push(texts, &about)),
            notes: Span {
                start: notes_start,
                end: Span::at(&rows.notes),
            },
        });
    }

    /// A seat's notes in the round (`part` its part) in words, when it has some to show, added
    /// to the round's notes (those from `start` in `notes`) after its `name`.
    fn seat_notes(
        &self,
        part: &str,
        score: Option<&ScoreRecord>,
        name: &str,
        notes: &mut String,
        start: u32,
    ) {
        let Some(score) = score.filter(|score| !sat_out(score.notes())) else {
            return;
        };
        // Notes the seat's part already shows (hit or missed bids) are not repeated.
        let shown =
            (score.notes().iter()).filter(|n| part.is_empty() || !self.game.note_in_detail(n));
        if shown.clone().next().is_some() {
            separate_note(notes, start);
            notes.push_str(name);
            notes.push_str(": ");
            self.push_worded(shown, notes);
        }
    }

    /// `notes` in words added to `out`, worded once for every time they recur.
    fn push_worded<'n>(&self, notes: impl Iterator<Item = &'n Note> + Clone, out: &mut String) {
        let mut worded = self.worded.borrow_mut();
        if let Some((_, text)) = (worded.iter()).find(|(seen, _)| seen.iter().eq(notes.clone())) {
            out.push_str(text);
            return;
        }
        let notes: Vec<Note> = notes.cloned().collect();
        let text = notes_text(self.game, &notes);
        out.push_str(&text);
        if worded.len() < WORDED_KEPT {
            worded.push((notes, text));
        }
    }
}

/// Adds a note to the round's notes, those from `start` in `notes`, "; " after the one before.
fn add_note(notes: &mut String, start: u32, note: std::fmt::Arguments<'_>) {
    separate_note(notes, start);
    let _ = notes.write_fmt(note);
}

/// "; " after the round's notes so far (those from `start` in `notes`), when it has any.
fn separate_note(notes: &mut String, start: u32) {
    if Span::at(notes) > start {
        notes.push_str("; ");
    }
}

/// A team's score in the round and after it: its members' points divided by their number;
/// `None` while the round is only opened.
fn team_scores(team: &Team, round: &RoundRecord) -> Option<(f64, f64)> {
    if round.scores.is_empty() {
        return None;
    }
    // Summed seat by seat, without a list of the members' scores a round.
    let (mut points, mut total) = (0_i64, 0_i64);
    for &seat in &team.seats {
        let score = round.scores.get(seat)?;
        points += score.points;
        total += score.total;
    }
    let members = team.seats.len().max(1) as f64;
    Some((points as f64 / members, total as f64 / members))
}
