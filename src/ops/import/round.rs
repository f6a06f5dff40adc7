//! Merging one round of an import's match: found by UUID, or added at the next take of its
//! position (see the merge rules in `import.rs`).

use serde_json::Value;

use super::{Importer, load};
use crate::exchange::{MatchLine, RoundLine, ScoreLine};
use crate::ops::{OpError, SaidArg};
use crate::packed::{Packed, pack};
use crate::store::{
    Ending, ImportedRound, MatchInfo, OpenRound, RoundPlace, RoundRecord, RoundTrail, RoundsWanted,
    ScoreRecord,
};

impl Importer<'_, '_> {
    /// Merges one round of the file into match `info` (kept up to date; `added` when the import
    /// made it); whether it added to it.
    pub(super) fn round(
        &mut self,
        info: &mut MatchInfo,
        (line, added): (&MatchLine, bool),
        round: &RoundLine,
    ) -> Result<bool, OpError> {
        let (writer, file) = (self.writer, self.file);
        let bad = |problem: SaidArg| malformed_round(file, line, round, problem);
        well_formed(line, round, &bad)?;
        let scores: Vec<ScoreRecord> = round.scores.iter().map(score_record).collect();
        if let Some(place) = writer.round_by_uuid(&round.uuid)? {
            if place.match_id != info.id {
                return Err(bad(crate::said!(
                    "error-import-round-elsewhere",
                    uuid = round.uuid.as_str(),
                    id = place.match_id
                )
                .into()));
            }
            if place.seq != round.seq {
                return Err(conflict(
                    info,
                    line,
                    round,
                    crate::said!(
                        "error-import-round-moved",
                        uuid = round.uuid.as_str(),
                        game = info.game.id(),
                        seq = place.seq
                    ),
                ));
            }
            // An undo (or an edit) at one table after the round was copied: the two tables
            // disagree about whether it was played. Not carried over either way.
            same_withdrawal(info, line, round, place.withdrawn)?;
            self.same_round(info, line, round, &place)?;
            // Bids here that the other table went on to play.
            if let (true, false, Some(entry)) = (place.open, round.withdrawn, &round.entry) {
                writer.complete_open_round(info, (place.seq, place.take), entry, &scores)?;
                *info = load(writer, info.id)?;
                self.summary.rounds_added += 1;
                return Ok(true);
            }
            self.summary.rounds_present += 1;
            return Ok(false);
        }
        if let Some(replaced) = &round.replaces {
            match writer.round_by_uuid(replaced)? {
                Some(place) if place.match_id == info.id && place.seq == round.seq => {}
                _ => {
                    return Err(bad(crate::said!(
                        "error-import-replaces",
                        replaced = replaced.as_str()
                    )
                    .into()));
                }
            }
        }
        if !round.withdrawn {
            not_ended_here(info, line, round)?;
            if added && round.seq != info.rounds + 1 {
                // The file's own rounds of a match new here skip a position.
                return Err(bad(crate::said!(
                    "error-import-own-gap",
                    seq = info.rounds + 1
                )
                .into()));
            }
            fits_next_place(info, line, round)?;
        }
        self.add_round(info, round, &scores)?;
        Ok(true)
    }

    /// A round of the file found here at `place` must hold what it holds here: the same UUID
    /// recorded otherwise (a file changed by hand, or a database that made the same UUIDs) is a
    /// conflict, as whichever file came first would win.
    fn same_round(
        &self,
        info: &MatchInfo,
        line: &MatchLine,
        round: &RoundLine,
        place: &RoundPlace,
    ) -> Result<(), OpError> {
        match self.differs(info, round, place)? {
            Some(problem) => Err(refused_round(
                (info, line, round),
                problem,
                crate::said!("error-import-round-differs-hint"),
            )),
            None => Ok(()),
        }
    }

    /// What round `round` of the file, found here at `place`, holds otherwise than this
    /// database: other bids (the opening), or another entry (shown by the points each seat
    /// scored, here and in the file). A round only opened on one side holds no entry there.
    fn differs(
        &self,
        info: &MatchInfo,
        round: &RoundLine,
        place: &RoundPlace,
    ) -> Result<Option<crate::ops::Said>, OpError> {
        if place.opening != round.opening {
            return Ok(Some(crate::said!(
                "error-import-round-differs-opening",
                uuid = round.uuid.as_str(),
                opening = info.game.opening_word()
            )));
        }
        let (Some(here), Some(there)) = (&place.entry, &round.entry) else {
            return Ok(None);
        };
        if here == there {
            return Ok(None);
        }
        let uuid = uuid::Uuid::parse_str(&round.uuid).ok();
        let stored = self.writer.rounds_of(info, RoundsWanted::ALL)?;
        let here = stored
            .iter()
            .find(|stored| Some(stored.uuid) == uuid)
            .map(|stored| stored.scores.iter().map(|s| s.points).collect::<Vec<_>>())
            .unwrap_or_default();
        let there: Vec<i64> = round.scores.iter().map(|s| s.points).collect();
        Ok(Some(crate::said!(
            "error-import-round-differs",
            uuid = round.uuid.as_str(),
            here = seat_points(info, &here),
            there = seat_points(info, &there)
        )))
    }

    /// Adds a round not here yet, and keeps `info` as the match stands then, without reading it
    /// back.
    fn add_round(
        &mut self,
        info: &mut MatchInfo,
        round: &RoundLine,
        scores: &[ScoreRecord],
    ) -> Result<(), OpError> {
        let explanation = round.explanation.as_deref();
        let take = self.writer.import_round(
            info,
            &ImportedRound {
                uuid: &round.uuid,
                seq: round.seq,
                opening: round.opening.as_ref(),
                entry: round.entry.as_ref(),
                withdrawn: round.withdrawn,
                withdrawn_at: round.withdrawn_at.as_deref(),
                replaces: round.replaces.as_deref(),
                reason: round.reason.as_deref(),
                created_at: &round.created_at,
                explanation,
                scores,
            },
        )?;
        match (round.withdrawn, &round.opening, &round.entry) {
            (true, ..) => {}
            (false, _, Some(_)) => info.rounds = round.seq,
            (false, opening, None) => {
                info.open_round = Some(OpenRound {
                    take,
                    seq: round.seq,
                    opening: opening.clone().unwrap_or_default(),
                });
            }
        }
        self.summary.rounds_added += 1;
        Ok(())
    }
}

/// Each seat's points of a round, in seating order: `Ann +0, Bob +7`.
fn seat_points(info: &MatchInfo, points: &[i64]) -> String {
    info.players
        .iter()
        .zip(points)
        .map(|(seat, points)| format!("{} {points:+}", seat.name))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A round line that cannot be read as a round of its match (exit 2).
fn malformed_round(
    file: &str,
    line: &MatchLine,
    round: &RoundLine,
    problem: impl Into<SaidArg>,
) -> OpError {
    OpError::usage(
        crate::said!(
            "error-import-round",
            seq = round.seq,
            uuid = line.uuid.as_str(),
            file = file,
            problem = problem
        ),
        crate::said!("error-import-whole-hint"),
    )
}

/// A round that this database's match cannot take where the file puts it (exit 3): the two
/// tables played on differently.
fn conflict(
    info: &MatchInfo,
    line: &MatchLine,
    round: &RoundLine,
    problem: impl Into<SaidArg>,
) -> OpError {
    refused_round((info, line, round), problem, undo_hint(info, round.seq))
}

/// What takes the file's rounds from position `seq` on: this table's own withdrawn from there
/// (an undo each, the bids open here first), then the import again. Nothing to withdraw here
/// (the file skips a position this table has not played): another database.
fn undo_hint(info: &MatchInfo, seq: u32) -> crate::ops::Said {
    if seq > info.rounds + 1 {
        return crate::said!("error-import-conflict-hint");
    }
    let played = info.rounds + 1 - seq;
    let undos = played + u32::from(info.open_round.is_some());
    match undos {
        0 => crate::said!("error-import-conflict-hint"),
        _ => crate::said!(
            "error-import-conflict-undo-hint",
            id = info.id,
            game = info.game.id(),
            seq = seq,
            count = undos
        ),
    }
}

/// A round live on one side and withdrawn on the other is a conflict. Its fix: withdrawn in the
/// file, the undos here that take the file's rounds; withdrawn here, the other table's undo (or
/// another database).
fn same_withdrawal(
    info: &MatchInfo,
    line: &MatchLine,
    round: &RoundLine,
    withdrawn_here: bool,
) -> Result<(), OpError> {
    if withdrawn_here == round.withdrawn {
        return Ok(());
    }
    let (problem, hint) = match round.withdrawn {
        true => (
            crate::said!("error-import-withdrawn-there"),
            undo_hint(info, round.seq),
        ),
        false => (
            crate::said!("error-import-withdrawn-here"),
            crate::said!("error-import-withdrawn-here-hint"),
        ),
    };
    Err(refused_round((info, line, round), problem, hint))
}

/// Round `round` of `line` refused for `problem` (exit 3), with `hint`.
fn refused_round(
    (info, line, round): (&MatchInfo, &MatchLine, &RoundLine),
    problem: impl Into<SaidArg>,
    hint: crate::ops::Said,
) -> OpError {
    OpError::rule(
        crate::said!(
            "error-import-conflict",
            game = info.game.id(),
            seq = round.seq,
            label = info.label(),
            uuid = line.uuid.as_str(),
            problem = problem
        ),
        hint,
    )
}

/// The round's own form: a UUID, a position from 1, and either bids only (no scores) or an
/// entry with one score per seat, in seat order.
fn well_formed(
    line: &MatchLine,
    round: &RoundLine,
    bad: &dyn Fn(SaidArg) -> OpError,
) -> Result<(), OpError> {
    if uuid::Uuid::parse_str(&round.uuid).is_err() {
        return Err(bad(crate::said!(
            "error-import-not-uuid",
            text = round.uuid.as_str()
        )
        .into()));
    }
    if round.seq == 0 {
        return Err(bad(crate::said!("error-import-round-zero").into()));
    }
    let open = round.entry.is_none();
    if open != round.scores.is_empty()
        || (!open && round.scores.len() != line.players.len())
        || round
            .scores
            .iter()
            .zip(&line.players)
            .any(|(s, p)| s.player != *p)
    {
        return Err(bad(crate::said!("error-import-scores").into()));
    }
    Ok(())
}

/// A match ended here by `finish` (or abandoned) keeps its end: rounds the file has it played
/// on after that would change who won behind that end's back (exit 3). Reopened here, it takes
/// them. A match its rules ended cannot be played on; the replay says why. A round of the file
/// at a place this database has played (an edit made at the other table) is not played on: it
/// is a conflict like any other ([`fits_next_place`]).
fn not_ended_here(info: &MatchInfo, line: &MatchLine, round: &RoundLine) -> Result<(), OpError> {
    let Some(ending @ (Ending::Finish | Ending::Abandoned)) = info.ended_by else {
        return Ok(());
    };
    if round.seq <= info.rounds {
        return Ok(());
    }
    Err(refused_round(
        (info, line, round),
        crate::said!("error-import-ended-here", ending = ending.as_str()),
        crate::said!("error-import-ended-here-hint", id = info.id),
    ))
}

/// A live round must be the match's next one, where this database has none.
fn fits_next_place(info: &MatchInfo, line: &MatchLine, round: &RoundLine) -> Result<(), OpError> {
    let next = info.rounds + 1;
    let problem = if round.seq <= info.rounds {
        crate::said!("error-import-taken-place", game = info.game.id())
    } else if round.seq > next {
        crate::said!(
            "error-import-gap",
            counted = info.game.rounds(u64::from(info.rounds))
        )
    } else if let Some(open) = &info.open_round {
        // The same bids typed at both tables are two records all the same.
        let same = round.opening.as_ref().map(crate::packed::pack)
            == Some(crate::packed::pack(&open.opening));
        crate::said!(
            match same {
                true => "error-import-same-open",
                false => "error-import-other-open",
            },
            opening = info.game.opening_word()
        )
    } else {
        return Ok(());
    };
    Err(conflict(info, line, round, problem))
}

/// The live rounds of a match's lines, in order, as `rounds_of` reads them once written.
pub(super) fn live_records(rounds: &[RoundLine]) -> Vec<RoundRecord> {
    let packed = |value: &Value| Packed::checked(pack(value)).ok();
    rounds
        .iter()
        .filter(|round| !round.withdrawn)
        .map(|round| {
            // The replay reads no UUID (and each was checked as the lines were read).
            let uuid = uuid::Uuid::parse_str(&round.uuid).unwrap_or_default();
            let mut record = RoundRecord::new(
                uuid,
                (round.seq, round.take),
                round.opening.as_ref().and_then(packed),
                round.entry.as_ref().and_then(packed),
                false,
                round.created_at.clone(),
            );
            record.set_trail(RoundTrail {
                replaces: round.replaces.clone(),
                reason: round.reason.clone(),
                ..RoundTrail::default()
            });
            record.scores = round.scores.iter().map(score_record).collect();
            record
        })
        .collect()
}

pub(super) fn score_record(score: &ScoreLine) -> ScoreRecord {
    ScoreRecord::new(
        (score.points, score.total, score.out),
        score.notes.clone(),
        score.counters.clone(),
    )
}
