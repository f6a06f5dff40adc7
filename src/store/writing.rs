//! The writes of a match's rounds and of its end, the same for every backend: which take a new
//! round gets, what is withdrawn and kept in the audit trail, how an edit replaces a round, what
//! rescoring rewrites, what ending a match writes (places, season sums, figures). The rows are
//! written by the statements of `store/queries/rounds.rs` (each one statement through the keys of
//! one match); the deciding is here.

use serde_json::Value;

use super::clock::{self, UuidTable};
use super::columns::{packed_unless_empty, to_json_text, uuid_bytes};
use super::figures::{self, SeatRound};
use super::queries::{new_uuid, rounds as rows};
use super::sql::{Connection, Dialect};
use super::{
    Ending, FinalPlace, FinishedMatch, FinishedSeat, ImportedRound, MatchInfo, OpenRound,
    Replacement, ScoreRecord, Status, StoreError, season,
};
use crate::games::Outcome;
use crate::packed::pack;

/// A round row as it is written.
pub(crate) struct NewRound<'a> {
    pub match_id: i64,
    pub seq: u32,
    pub take: u32,
    pub uuid: [u8; 16],
    /// Packed.
    pub opening: Option<Vec<u8>>,
    /// Packed.
    pub entry: Option<Vec<u8>>,
    /// JSON sentences, for a withdrawn round.
    pub explanation: Option<String>,
    pub withdrawn: bool,
    /// The take at this position an edit replaced.
    pub replaces: Option<u32>,
    pub reason: Option<&'a str>,
    pub created_at: &'a str,
    pub withdrawn_at: Option<&'a str>,
}

/// A score row as it is written: notes and counters packed, NULL when empty.
pub(crate) struct NewScore {
    pub player_id: i64,
    pub points: i64,
    pub total: i64,
    pub out: bool,
    pub notes: Option<Vec<u8>>,
    pub counters: Option<Vec<u8>>,
}

/// A seat's final place as it is written, with its season sums packed.
pub(crate) struct NewResult {
    pub player_id: i64,
    pub rank: i64,
    pub score: i64,
    pub won: bool,
    pub season: Option<Vec<u8>>,
}

/// A round's position and take.
pub(crate) type At = (u32, u32);

/// A UUID for the next round.
fn round_uuid(db: &dyn Connection) -> Result<[u8; 16], StoreError> {
    new_uuid(db, UuidTable::Rounds)
}

/// A live round just written, not yet withdrawn.
fn live_round<'a>(match_id: i64, (seq, take): At, uuid: [u8; 16], at: &'a str) -> NewRound<'a> {
    NewRound {
        match_id,
        seq,
        take,
        uuid,
        opening: None,
        entry: None,
        explanation: None,
        withdrawn: false,
        replaces: None,
        reason: None,
        created_at: at,
        withdrawn_at: None,
    }
}

/// Opens the next round of a match (10 op en neer: records the bids).
pub(crate) fn open_next_round(
    db: &dyn Connection,
    info: &MatchInfo,
    opening: &Value,
) -> Result<OpenRound, StoreError> {
    let seq = info.rounds + 1;
    let take = rows::next_take(db, info.id, seq)?;
    let now = clock::now();
    rows::insert_round(
        db,
        &NewRound {
            opening: Some(pack(opening)),
            ..live_round(info.id, (seq, take), round_uuid(db)?, &now)
        },
    )?;
    Ok(OpenRound {
        take,
        seq,
        opening: opening.clone(),
    })
}

/// Marks round `at` withdrawn, keeping the explanation it had while it was live.
fn withdraw(
    db: &dyn Connection,
    match_id: i64,
    at: At,
    explanation: &[String],
    at_time: &str,
) -> Result<(), StoreError> {
    rows::withdraw(db, match_id, at, &to_json_text(&explanation)?, at_time)
}

/// Withdraws the open round (kept in the audit trail). Returns its position, if there was one.
pub(crate) fn withdraw_open_round(
    db: &dyn Connection,
    info: &MatchInfo,
) -> Result<Option<u32>, StoreError> {
    let Some(open) = &info.open_round else {
        return Ok(None);
    };
    withdraw(db, info.id, (open.seq, open.take), &[], &clock::now())?;
    Ok(Some(open.seq))
}

fn live_take_or_damaged(
    db: &dyn Connection,
    info: &MatchInfo,
    seq: u32,
) -> Result<u32, StoreError> {
    rows::live_take(db, info.id, seq)?.ok_or_else(|| super::from_rows::no_round(info, seq))
}

/// The take a new round at `seq` gets, read first on SQLite (where a read costs nothing);
/// `None` on the server, where the insert finds it itself (a read there is a round trip).
fn next_take(db: &dyn Connection, match_id: i64, seq: u32) -> Result<Option<u32>, StoreError> {
    match db.dialect() {
        Dialect::Sqlite => rows::next_take(db, match_id, seq).map(Some),
        Dialect::Postgres => Ok(None),
    }
}

/// Writes a new round at `take`, or (`None`) at the next take of its position.
fn insert_round(
    db: &dyn Connection,
    round: &NewRound<'_>,
    take: Option<u32>,
) -> Result<(), StoreError> {
    match take {
        Some(_) => rows::insert_round(db, round),
        None => rows::insert_round_at_next_take(db, round),
    }
}

/// Writes the scores of the round at `seq` and `take`, or (`None`) of the round written last
/// at `seq`.
fn insert_scores(
    db: &dyn Connection,
    info: &MatchInfo,
    (seq, take): (u32, Option<u32>),
    outcome: &Outcome,
) -> Result<(), StoreError> {
    let scores: Vec<ScoreRecord> = outcome.seats.iter().map(ScoreRecord::from).collect();
    insert_score_records_into(db, info, (seq, take), &scores)
}

/// Writes the scores of round `at`, one per seat in seating order.
pub(crate) fn insert_score_records(
    db: &dyn Connection,
    info: &MatchInfo,
    (seq, take): At,
    scores: &[ScoreRecord],
) -> Result<(), StoreError> {
    insert_score_records_into(db, info, (seq, Some(take)), scores)
}

/// The same, into the round at `seq` and `take`, or (`None`) the one written last at `seq`.
fn insert_score_records_into(
    db: &dyn Connection,
    info: &MatchInfo,
    at: (u32, Option<u32>),
    scores: &[ScoreRecord],
) -> Result<(), StoreError> {
    for (player, result) in info.players.iter().zip(scores) {
        rows::insert_score(
            db,
            info.id,
            at,
            &NewScore {
                player_id: player.player_id,
                points: result.points,
                total: result.total,
                out: result.out,
                notes: packed_unless_empty(result.notes())?,
                counters: packed_unless_empty(result.counters())?,
            },
        )?;
    }
    Ok(())
}

/// Records the next round of a match with the scores it produced, closing it when it was opened
/// (bids). Returns its position.
pub(crate) fn record_round(
    db: &dyn Connection,
    info: &MatchInfo,
    entry: &Value,
    outcome: &Outcome,
) -> Result<u32, StoreError> {
    let seq = info.rounds + 1;
    let take = match &info.open_round {
        Some(open) => {
            rows::set_entry(db, info.id, (open.seq, open.take), &pack(entry))?;
            Some(open.take)
        }
        None => {
            let take = next_take(db, info.id, seq)?;
            let now = clock::now();
            insert_round(
                db,
                &NewRound {
                    entry: Some(pack(entry)),
                    ..live_round(info.id, (seq, take.unwrap_or(0)), round_uuid(db)?, &now)
                },
                take,
            )?;
            take
        }
    };
    insert_scores(db, info, (seq, take), outcome)?;
    rows::set_rounds(db, info.id, seq)?;
    Ok(seq)
}

/// Replaces live round `seq` with a new opening and entry (the old one is kept, withdrawn, in the
/// audit trail).
pub(crate) fn replace_round(
    db: &dyn Connection,
    info: &MatchInfo,
    replacement: &Replacement<'_>,
) -> Result<(), StoreError> {
    let Replacement {
        seq,
        opening,
        entry,
        outcome,
        reason,
        replaced_explanation,
    } = *replacement;
    let now = clock::now();
    if db.dialect() == Dialect::Postgres {
        // The server withdraws the live round and writes its replacement in one statement,
        // which takes the old round's take from the withdrawal (a read first is a round trip).
        rows::replace_live(
            db,
            &NewRound {
                opening: opening.map(pack),
                entry: Some(pack(entry)),
                reason: Some(reason),
                ..live_round(info.id, (seq, 0), round_uuid(db)?, &now)
            },
            &to_json_text(&replaced_explanation)?,
        )?;
        return insert_scores(db, info, (seq, None), outcome);
    }
    let old = live_take_or_damaged(db, info, seq)?;
    withdraw(db, info.id, (seq, old), replaced_explanation, &now)?;
    let take = next_take(db, info.id, seq)?;
    insert_round(
        db,
        &NewRound {
            opening: opening.map(pack),
            entry: Some(pack(entry)),
            replaces: Some(old),
            reason: Some(reason),
            ..live_round(info.id, (seq, take.unwrap_or(0)), round_uuid(db)?, &now)
        },
        take,
    )?;
    insert_scores(db, info, (seq, take), outcome)
}

/// Writes new scores for live round `seq` after an earlier round changed (its entry stays).
pub(crate) fn rescore_round(
    db: &dyn Connection,
    info: &MatchInfo,
    seq: u32,
    outcome: &Outcome,
) -> Result<(), StoreError> {
    let take = live_take_or_damaged(db, info, seq)?;
    rows::delete_scores(db, info.id, (seq, take))?;
    insert_scores(db, info, (seq, Some(take)), outcome)
}

/// Withdraws the last live round (kept in the audit trail, with `explanation`, the one it had).
/// Returns its position, if there was one.
pub(crate) fn withdraw_last_round(
    db: &dyn Connection,
    info: &MatchInfo,
    explanation: &[String],
) -> Result<Option<u32>, StoreError> {
    if info.rounds == 0 {
        return Ok(None);
    }
    match db.dialect() {
        Dialect::Sqlite => {
            let Some(take) = rows::live_take(db, info.id, info.rounds)? else {
                return Ok(None);
            };
            withdraw(db, info.id, (info.rounds, take), explanation, &clock::now())?;
        }
        // The server withdraws the live round without reading its take first (a round trip):
        // the match's count of rounds says it is there.
        Dialect::Postgres => rows::withdraw_live(
            db,
            info.id,
            info.rounds,
            &to_json_text(&explanation)?,
            &clock::now(),
        )?,
    }
    rows::count_down_rounds(db, info.id)?;
    Ok(Some(info.rounds))
}

/// When `info` ends now. An ended match ended again keeps when it ended, and with it its place in
/// the seasons' order, after an edit of its rounds, or after a reopen when no round was played
/// past those it had (finished again as it was, its last round undone and typed again): a
/// correction changes what was played, not when. Played on, it ends now.
pub(crate) fn end_time(db: &dyn Connection, info: &MatchInfo) -> Result<String, StoreError> {
    if let (Status::Finished | Status::Abandoned, Some(at)) = (info.status, &info.finished_at) {
        return Ok(at.clone());
    }
    let Some(kept) = &info.kept_end else {
        return Ok(clock::now());
    };
    let positions = match kept.positions {
        Some(positions) => positions,
        None => rows::positions_at(db, info.id, &kept.at)?,
    };
    Ok(match info.rounds <= positions {
        true => kept.at.clone(),
        false => clock::now(),
    })
}

/// Ends a match: its status and how it ended, each seat's final place and season sums, and the
/// game's figures (for history and stats) at `finished_at` (now, or when another database ended
/// it). Returns the time it ended, and the match as seasons count it when it is finished (as
/// `season_upkeep::counted` would read it back).
pub(crate) fn end_match(
    db: &dyn Connection,
    info: &MatchInfo,
    ending: Ending,
    places: &[FinalPlace],
    finished_at: String,
) -> Result<(String, Option<FinishedMatch>), StoreError> {
    rows::set_ended(db, info.id, Some((ending, &finished_at)))?;
    let rounds = rows::live_seat_rounds(db, info.id)?;
    let seats: Vec<(i64, i64)> = (info.players.iter().zip(places))
        .map(|(player, place)| (player.player_id, place.score))
        .collect();
    let sums = season::seat_sums(info.game, &info.options, &seats, &rounds)?;
    rows::delete_results(db, info.id)?;
    for ((player, place), sums) in info.players.iter().zip(places).zip(&sums) {
        rows::insert_result(
            db,
            info.id,
            &NewResult {
                player_id: player.player_id,
                rank: place.rank as i64,
                score: place.score,
                won: place.won,
                season: packed_unless_empty(sums)?,
            },
        )?;
    }
    insert_figures(db, info.id, &rounds)?;
    let counted = (ending.status() == Status::Finished).then(|| FinishedMatch {
        id: info.id,
        game: info.game,
        options: info.options.clone(),
        finished_at: finished_at.clone(),
        seats: (info.players.iter().zip(places).zip(sums))
            .map(|((player, place), sums)| FinishedSeat {
                player_id: player.player_id,
                name: player.name.clone(),
                rank: place.rank.max(1),
                score: place.score,
                won: place.won,
                sums,
            })
            .collect(),
    });
    Ok((finished_at, counted))
}

/// Writes the figures of a match tallied from these seat rounds, replacing any it had.
pub(crate) fn insert_figures(
    db: &dyn Connection,
    match_id: i64,
    rounds: &[SeatRound],
) -> Result<(), StoreError> {
    rows::delete_figures(db, match_id)?;
    for ((player_id, figure), value) in figures::tally(rounds)? {
        rows::insert_figure(db, match_id, player_id, &figure.key(), value)?;
    }
    Ok(())
}

/// Puts an ended match back in progress (after its last round was withdrawn or edited away).
pub(crate) fn reopen_match(db: &dyn Connection, match_id: i64) -> Result<(), StoreError> {
    rows::set_ended(db, match_id, None)?;
    rows::delete_results(db, match_id)?;
    rows::delete_figures(db, match_id)
}

/// Writes a round of another database into match `info` at the next take of its position
/// (the match's count of rounds is set once its rounds are in). Returns its take.
pub(crate) fn import_round(
    db: &dyn Connection,
    info: &MatchInfo,
    round: &ImportedRound<'_>,
) -> Result<u32, StoreError> {
    let take = rows::next_take(db, info.id, round.seq)?;
    // `replaces` is kept as the take of the replaced round at the same position.
    let replaces = match round.replaces {
        None => None,
        Some(uuid) => Some(
            rows::take_of(db, &uuid_bytes(uuid)?, info.id, round.seq)?.ok_or_else(|| {
                StoreError::Damaged(format!(
                    "round {} replaces {uuid}, which is not at its position",
                    round.uuid
                ))
            })?,
        ),
    };
    let explanation = match (round.withdrawn, round.explanation) {
        (true, explanation) => Some(to_json_text(&explanation.unwrap_or_default())?),
        (false, _) => None,
    };
    rows::insert_round(
        db,
        &NewRound {
            match_id: info.id,
            seq: round.seq,
            take,
            uuid: uuid_bytes(round.uuid)?,
            opening: round.opening.map(pack),
            entry: round.entry.map(pack),
            explanation,
            withdrawn: round.withdrawn,
            replaces,
            reason: round.reason,
            created_at: round.created_at,
            withdrawn_at: round.withdrawn_at,
        },
    )?;
    insert_score_records(db, info, (round.seq, take), round.scores)?;
    Ok(take)
}

/// Gives the open round `at` of match `info` the entry and scores another database recorded for
/// it; it becomes the match's last round.
pub(crate) fn complete_open_round(
    db: &dyn Connection,
    info: &MatchInfo,
    at: At,
    entry: &Value,
    scores: &[ScoreRecord],
) -> Result<(), StoreError> {
    rows::set_entry(db, info.id, at, &pack(entry))?;
    insert_score_records(db, info, at, scores)?;
    rows::raise_rounds(db, info.id, at.0)
}
