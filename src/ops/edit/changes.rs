//! What an edit changed in the rounds after it: a rescored round keeps its entry, but a note that
//! hangs on the totals (a halving, going out, a game's own event) can come or go, and the table
//! should be told rather than find a total jump without a word.

use crate::games::{Game, Note, Outcome, Standing};
use crate::store::{LiveEntry, MatchInfo};

/// One seat's note in one rescored round that the edit brought, took away or changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaterChange {
    pub seq: u32,
    /// The seat, in seating order.
    pub seat: usize,
    pub change: NoteChange,
    /// The seat's running total after that round, as rescored.
    pub total: i64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoteChange {
    /// The round no longer brings this note.
    Gone(Note),
    /// The round brings this note now.
    New(Note),
    /// A note of the same kind with other numbers (halved at 150 instead of 100).
    Changed { was: Note, now: Note },
}

/// The rounds after the edited one, to be compared as they were scored before the edit and after.
pub struct Rescoring<'a> {
    game: &'static dyn Game,
    options: &'a serde_json::Value,
    /// The standing before the edited round.
    before: &'a Standing,
    /// The edited round as it was recorded (none: nothing to compare with).
    edited: Option<&'a LiveEntry>,
    later: &'a [LiveEntry],
}

impl<'a> Rescoring<'a> {
    pub fn new(
        info: &'a MatchInfo,
        before: &'a Standing,
        (edited, later): (Option<&'a LiveEntry>, &'a [LiveEntry]),
    ) -> Rescoring<'a> {
        Rescoring {
            game: info.game.game(),
            options: &info.options,
            before,
            edited,
            later,
        }
    }

    /// Each note that came, went or changed in the later rounds (`rescored`: their new
    /// outcomes), round by round, seat by seat. When the old rounds cannot be scored again
    /// (stored by an older version), nothing is said.
    pub fn changes(&self, rescored: &[(u32, Outcome)]) -> Vec<LaterChange> {
        let Some(was) = self.outcomes_before_the_edit() else {
            return Vec::new();
        };
        let mut changes = Vec::new();
        for (old, (seq, new)) in was.iter().zip(rescored) {
            for (seat, (old_seat, new_seat)) in old.seats.iter().zip(&new.seats).enumerate() {
                changes.extend(
                    note_changes(&old_seat.notes, &new_seat.notes).map(|change| LaterChange {
                        seq: *seq,
                        seat,
                        change,
                        total: new_seat.total,
                    }),
                );
            }
        }
        changes
    }

    /// The later rounds' outcomes as they stood before the edit, scored again from the recorded
    /// round.
    fn outcomes_before_the_edit(&self) -> Option<Vec<Outcome>> {
        let edited = self.edited?;
        let score = |standing: &Standing, round: &LiveEntry| {
            (self.game)
                .score(self.options, standing, round.opening.as_ref(), &round.entry)
                .ok()
        };
        let mut standing = self.before.after(&score(self.before, edited)?);
        let mut was = Vec::with_capacity(self.later.len());
        for round in self.later {
            let outcome = score(&standing, round)?;
            standing = standing.after(&outcome);
            was.push(outcome);
        }
        Some(was)
    }
}

/// The notes of one seat's round, before and after, paired by kind. Sitting out is left out:
/// going out already says it, once, where it happens.
fn note_changes<'a>(was: &'a [Note], now: &'a [Note]) -> impl Iterator<Item = NoteChange> + 'a {
    let counts = |note: &&Note| note.kind != Note::SAT_OUT;
    let of_kind = |notes: &'a [Note], kind: &str| notes.iter().find(|note| note.kind == kind);
    let gone_or_changed =
        was.iter()
            .filter(counts)
            .filter_map(move |old| match of_kind(now, &old.kind) {
                None => Some(NoteChange::Gone(old.clone())),
                Some(new) if new != old => Some(NoteChange::Changed {
                    was: old.clone(),
                    now: new.clone(),
                }),
                Some(_) => None,
            });
    let new = (now.iter().filter(counts))
        .filter(move |new| of_kind(was, &new.kind).is_none())
        .map(|new| NoteChange::New(new.clone()));
    gone_or_changed.chain(new)
}

#[cfg(test)]
mod tests {
    use super::{NoteChange, note_changes};
    use crate::games::Note;

    #[test]
    fn notes_are_paired_by_kind_and_sitting_out_is_not_a_change() {
        let halved = |from, to| Note::new(Note::HALVED).with("from", from).with("to", to);
        let was = [Note::new("called"), halved(100, 50)];
        let now = [
            Note::new("called"),
            Note::new(Note::SAT_OUT),
            Note::new("went-out").with("total", 158),
        ];
        let changes: Vec<NoteChange> = note_changes(&was, &now).collect();
        assert_eq!(
            changes,
            [
                NoteChange::Gone(halved(100, 50)),
                NoteChange::New(Note::new("went-out").with("total", 158)),
            ]
        );
        let changed: Vec<NoteChange> =
            note_changes(&[halved(100, 50)], &[halved(150, 75)]).collect();
        assert_eq!(
            changed,
            [NoteChange::Changed {
                was: halved(100, 50),
                now: halved(150, 75)
            }]
        );
    }
}
