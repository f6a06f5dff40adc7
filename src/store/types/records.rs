//! A stored round and its scores as the store hands them out (`show`, `--json show`, `export`,
//! the audit): a long match holds every round and every seat's score at once, so what is nearly
//! always empty is kept behind one pointer, none while it is empty.

use std::collections::BTreeMap;

use crate::games::{Note, SeatResult};
use crate::packed::Packed;

/// One stored round with the scores it produced, for `show`. A long match holds thousands of
/// them at once: what a live round leaves empty (its explanation, what an edit or an undo adds)
/// is behind one pointer ([`RoundTrail`]), and the UUID is kept as its 16 bytes.
#[derive(Clone, Debug)]
pub struct RoundRecord {
    /// Formatted where it is written (`export`).
    pub uuid: uuid::Uuid,
    pub seq: u32,
    /// Which of the rounds recorded at this position it is (1, then 2 after an undo or edit, ...).
    pub take: u32,
    /// As stored, packed: read into the game's types where it is shown (`show`), as JSON where
    /// it is scored again or printed (`--json`).
    pub opening: Option<Packed>,
    pub entry: Option<Packed>,
    pub withdrawn: bool,
    /// UTC, RFC 3339. Boxed, as it never grows.
    pub created_at: Box<str>,
    /// One per seat, in seating order (empty while the round is only opened). Boxed, as the
    /// number of seats never changes.
    pub scores: Box<[ScoreRecord]>,
    /// `None` while the trail is empty, as it is for a live round `show` reads.
    trail: Option<Box<RoundTrail>>,
}

/// What a round has beyond its entry and scores: empty for a live round as the store hands it
/// out, so [`RoundRecord`] keeps it behind one pointer, none while it is empty.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundTrail {
    /// Why it scored as it did. The store keeps it for withdrawn rounds only (as it stood when
    /// they were withdrawn); a live round's is derived again from its entry and the standing
    /// before it (`ops::explain_live_rounds`), so the store hands it out empty.
    pub explanation: Vec<String>,
    /// The UUID of the round this one replaced (`edit`).
    pub replaces: Option<String>,
    /// Why it replaced another round (`edit`).
    pub reason: Option<String>,
    /// When it was withdrawn (`undo`, `edit`), UTC, RFC 3339; `None` while it is live.
    pub withdrawn_at: Option<String>,
}

impl RoundTrail {
    fn is_empty(&self) -> bool {
        // Field by field: no empty trail made (and let go) for each live round to compare with.
        self.explanation.is_empty()
            && self.replaces.is_none()
            && self.reason.is_none()
            && self.withdrawn_at.is_none()
    }
}

/// An empty trail, lent by a round that has none.
static NO_TRAIL: RoundTrail = RoundTrail {
    explanation: Vec::new(),
    replaces: None,
    reason: None,
    withdrawn_at: None,
};

impl RoundRecord {
    /// A round with no scores yet, its trail empty.
    #[inline]
    pub fn new(
        uuid: uuid::Uuid,
        (seq, take): (u32, u32),
        opening: Option<Packed>,
        entry: Option<Packed>,
        withdrawn: bool,
        created_at: String,
    ) -> RoundRecord {
        RoundRecord {
            uuid,
            seq,
            take,
            opening,
            entry,
            withdrawn,
            created_at: created_at.into_boxed_str(),
            scores: Box::default(),
            trail: None,
        }
    }

    /// Gives the round this trail (kept only when it holds something). In place: a long
    /// match's every round is not moved again.
    #[inline]
    pub fn set_trail(&mut self, trail: RoundTrail) {
        if !trail.is_empty() {
            self.trail = Some(Box::new(trail));
        }
    }

    /// Its explanation, its edit and its withdrawal (all empty for a live round as stored).
    #[inline]
    pub fn trail(&self) -> &RoundTrail {
        self.trail.as_deref().unwrap_or(&NO_TRAIL)
    }

    /// Why it scored as it did: kept for withdrawn rounds, derived again for live ones.
    #[inline]
    pub fn explanation(&self) -> &[String] {
        &self.trail().explanation
    }

    /// The UUID of the round this one replaced (`edit`).
    #[inline]
    pub fn replaces(&self) -> Option<&str> {
        self.trail().replaces.as_deref()
    }

    /// Why it replaced another round (`edit`).
    #[inline]
    pub fn reason(&self) -> Option<&str> {
        self.trail().reason.as_deref()
    }

    /// When it was withdrawn (`undo`, `edit`), UTC, RFC 3339; `None` while it is live.
    #[inline]
    pub fn withdrawn_at(&self) -> Option<&str> {
        self.trail().withdrawn_at.as_deref()
    }

    /// Gives the round its explanation, derived again (a live round's).
    #[inline]
    pub fn set_explanation(&mut self, explanation: Vec<String>) {
        match &mut self.trail {
            Some(trail) => trail.explanation = explanation,
            None if explanation.is_empty() => {}
            None => {
                self.trail = Some(Box::new(RoundTrail {
                    explanation,
                    ..RoundTrail::default()
                }))
            }
        }
    }
}

/// A seat's score in a round. A long match holds one for every seat of every round at once, so
/// its notes and counters (nearly always none, and the counters not read at all by `show`) are
/// behind one pointer, none while both are empty.
#[derive(Clone, Debug)]
pub struct ScoreRecord {
    pub points: i64,
    pub total: i64,
    pub out: bool,
    extras: Option<Box<ScoreExtras>>,
}

/// A score's notes and counters, when it has any.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct ScoreExtras {
    notes: Vec<Note>,
    /// The game's running figures after the round; read only where they are wanted
    /// ([`RoundsWanted::counters`](super::RoundsWanted::counters)) or for the standing, else empty.
    counters: BTreeMap<String, i64>,
}

/// No counters, lent by a score that has none.
static NO_COUNTERS: BTreeMap<String, i64> = BTreeMap::new();

impl ScoreRecord {
    /// A score without notes and counters: what nearly every seat of every round is.
    #[inline]
    pub fn plain(points: i64, total: i64, out: bool) -> ScoreRecord {
        ScoreRecord {
            points,
            total,
            out,
            extras: None,
        }
    }

    /// A score with its notes and counters (boxed only when there are any).
    #[inline]
    pub fn new(
        (points, total, out): (i64, i64, bool),
        notes: Vec<Note>,
        counters: BTreeMap<String, i64>,
    ) -> ScoreRecord {
        let mut score = ScoreRecord::plain(points, total, out);
        if !notes.is_empty() || !counters.is_empty() {
            score.extras = Some(Box::new(ScoreExtras { notes, counters }));
        }
        score
    }

    /// What the round brought the seat worth a note (`halved`, `called`, ...).
    #[inline]
    pub fn notes(&self) -> &[Note] {
        self.extras.as_ref().map_or(&[], |extras| &extras.notes)
    }

    /// The game's running figures after the round; empty where they were not read
    /// ([`RoundsWanted::counters`](super::RoundsWanted::counters)).
    #[inline]
    pub fn counters(&self) -> &BTreeMap<String, i64> {
        self.extras
            .as_ref()
            .map_or(&NO_COUNTERS, |extras| &extras.counters)
    }

    /// The notes to change in place (the tests' damaged rounds).
    #[cfg(test)]
    pub(crate) fn notes_mut(&mut self) -> &mut Vec<Note> {
        &mut self.extras.get_or_insert_default().notes
    }
}

/// Equal when what they say is: a score whose notes were emptied in place equals one made
/// without any.
impl PartialEq for ScoreRecord {
    fn eq(&self, other: &ScoreRecord) -> bool {
        (self.points, self.total, self.out) == (other.points, other.total, other.out)
            && self.notes() == other.notes()
            && self.counters() == other.counters()
    }
}

impl Eq for ScoreRecord {}

impl From<&SeatResult> for ScoreRecord {
    fn from(result: &SeatResult) -> Self {
        ScoreRecord::new(
            (result.points, result.total, result.out),
            result.notes.clone(),
            result.counters.clone(),
        )
    }
}

#[cfg(test)]
mod tests;
