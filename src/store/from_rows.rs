//! What the backends' rows become, the same for every backend: each backend reads its rows into
//! the plain values here (as stored: packed bytes, JSON text, UUID bytes), and these put them
//! together into tenscore's types: a match with its seats, the standing after a round, the rounds
//! with their scores by seat, a list of matches, the finished matches of a season.

use crate::store::{KeptEnd, TablePlace};
use std::collections::BTreeMap;

use super::columns::{checked_packed, json_column, stored_game, unpacked, uuid_text};
use super::{
    Ending, FinishedMatch, FinishedSeat, MatchInfo, MatchSummary, OpenRound, RoundRecord,
    RoundTrail, ScoreRecord, SeatedPlayer, Status, StoreError,
};
use crate::games::names::PlayerName;
use crate::games::{GameId, SeatState, Standing};

/// A match header as stored.
pub(crate) struct RawMatch {
    pub id: i64,
    pub uuid: Vec<u8>,
    pub game: String,
    pub options: String,
    pub status: String,
    pub ended_by: Option<String>,
    pub created_at: String,
    pub finished_at: Option<String>,
    /// While in progress after an end: when it ended, and its rounds' positions then.
    pub kept_end: Option<KeptEnd>,
    pub rounds: u32,
    /// The event table it is, if any.
    pub table: Option<TablePlace>,
}

/// A seat as stored: the player's id, UUID and name.
pub(crate) type RawSeat = (i64, Vec<u8>, String);

/// The game of a stored match header (what decides whether a round may wait open).
pub(crate) fn game_of(raw: &RawMatch) -> Result<GameId, StoreError> {
    stored_game(raw.id, &raw.game)
}

/// A match from its header and seats (in seating order); `open_round` reads the round waiting
/// for its entry at a position, asked only of games that open their rounds (bids).
pub(crate) fn match_info(
    raw: RawMatch,
    seats: Vec<RawSeat>,
    open_round: impl FnOnce(u32) -> Result<Option<OpenRound>, StoreError>,
) -> Result<MatchInfo, StoreError> {
    let game = game_of(&raw)?;
    let players = seats
        .into_iter()
        .map(|(player_id, uuid, name)| {
            Ok(SeatedPlayer {
                player_id,
                uuid: uuid_text(&uuid, "player uuid")?,
                name: PlayerName::stored(name),
            })
        })
        .collect::<Result<Vec<_>, StoreError>>()?;
    Ok(MatchInfo {
        id: raw.id,
        uuid: uuid_text(&raw.uuid, "match uuid")?,
        game,
        options: json_column(&raw.options, "match options")?,
        status: Status::parse(&raw.status)?,
        ended_by: raw.ended_by.as_deref().map(Ending::parse).transpose()?,
        created_at: raw.created_at,
        finished_at: raw.finished_at,
        kept_end: raw.kept_end,
        rounds: raw.rounds,
        players,
        table: raw.table,
        // Only games that open their rounds (bids) can have one waiting.
        open_round: if game.game().needs_opening() {
            open_round(raw.rounds + 1)?
        } else {
            None
        },
    })
}

/// A score from its columns as stored: points, total, out, and the packed notes and counters
/// (read where the row lends them, without a copy of their own).
pub(crate) fn score_record(
    (points, total, out): (i64, i64, bool),
    notes: Option<&[u8]>,
    counters: Option<&[u8]>,
) -> Result<ScoreRecord, StoreError> {
    if notes.is_none() && counters.is_none() {
        return Ok(ScoreRecord::plain(points, total, out));
    }
    let notes = match notes {
        Some(notes) => crate::packed::unpack_notes(notes)
            .map_err(|problem| super::columns::damaged("score notes", problem))?,
        None => Vec::new(),
    };
    let counters = match counters {
        Some(counters) => crate::packed::unpack_counters(counters)
            .map_err(|problem| super::columns::damaged("score counters", problem))?,
        None => BTreeMap::new(),
    };
    Ok(ScoreRecord::new((points, total, out), notes, counters))
}

/// The standing at the start of a match, marked as after `rounds` rounds.
pub(crate) fn standing_start(info: &MatchInfo, rounds: u32) -> Standing {
    let mut standing = Standing::start(&info.names());
    standing.rounds_played = rounds;
    standing
}

/// Match `info` has no live round `seq`: damaged data.
pub(crate) fn no_round(info: &MatchInfo, seq: u32) -> StoreError {
    StoreError::Damaged(format!("match {} has no round {seq}", info.id))
}

/// The standing after round `rounds` from that round's scores (each with its player's id), and
/// the scores by seat.
pub(crate) fn standing_from(
    info: &MatchInfo,
    rounds: u32,
    rows: Vec<(i64, ScoreRecord)>,
) -> Result<(Standing, Vec<ScoreRecord>), StoreError> {
    let mut standing = standing_start(info, rounds);
    let mut scores = vec![None; info.players.len()];
    for (player, score) in rows {
        let seat = info.seat_of_player(player)?;
        standing.seats[seat] = SeatState {
            name: info.players[seat].name.clone(),
            total: score.total,
            out: score.out,
            counters: score.counters().clone(),
        };
        scores[seat] = Some(score);
    }
    let scores = scores
        .into_iter()
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| {
            StoreError::Damaged(format!("round {rounds} of match {} lacks a score", info.id))
        })?;
    Ok((standing, scores))
}

/// A round as stored (the UUID of the round it replaced as text).
pub(crate) struct RawRound {
    pub seq: u32,
    pub take: u32,
    pub uuid: uuid::Uuid,
    pub opening: Option<Vec<u8>>,
    pub entry: Option<Vec<u8>>,
    pub explanation: Option<String>,
    pub withdrawn: bool,
    pub reason: Option<String>,
    pub created_at: String,
    /// The UUID of the round it replaced.
    pub replaces: Option<String>,
    pub withdrawn_at: Option<String>,
}

impl RawRound {
    pub(crate) fn read(self) -> Result<RoundRecord, StoreError> {
        let explanation = self
            .explanation
            .map(|e| json_column(&e, "round explanation"))
            .transpose()?
            .unwrap_or_default();
        let mut round = RoundRecord::new(
            self.uuid,
            (self.seq, self.take),
            self.opening
                .map(|o| checked_packed(o, "round opening"))
                .transpose()?,
            self.entry
                .map(|e| checked_packed(e, "round entry"))
                .transpose()?,
            self.withdrawn,
            self.created_at,
        );
        round.set_trail(RoundTrail {
            explanation,
            replaces: self.replaces,
            reason: self.reason,
            withdrawn_at: self.withdrawn_at,
        });
        Ok(round)
    }
}

/// A stored score with its round's position and take and its player's id.
pub(crate) type KeyedScore = (u32, u32, i64, ScoreRecord);

/// The rounds of a match (in order) taking their scores by seat as they are read, in the same
/// order (by position, then take), each round the ones that follow; the scores of rounds not
/// among them (withdrawn ones, not wanted) are passed over. A long match's scores are not
/// gathered in a list of their own first.
pub(crate) struct ScoredRounds<'i> {
    info: &'i MatchInfo,
    rounds: Vec<RoundRecord>,
    /// How many of each round's seats have their score so far (a seat has one score at most:
    /// the rows' key holds the player).
    filled: Vec<u32>,
    /// The round the scores read now belong to, or one before it.
    at: usize,
}

impl<'i> ScoredRounds<'i> {
    pub(crate) fn new(info: &'i MatchInfo, rounds: Vec<RoundRecord>) -> Self {
        ScoredRounds {
            info,
            filled: vec![0; rounds.len()],
            rounds,
            at: 0,
        }
    }

    /// Puts a score in its round's seat; `false` once past the last round (nothing more to
    /// read).
    pub(crate) fn add(
        &mut self,
        (seq, take, player, score): KeyedScore,
    ) -> Result<bool, StoreError> {
        let rounds = &self.rounds;
        while self.at < rounds.len() && (rounds[self.at].seq, rounds[self.at].take) < (seq, take) {
            self.at += 1;
        }
        let (Some(round), Some(filled)) =
            (self.rounds.get_mut(self.at), self.filled.get_mut(self.at))
        else {
            return Ok(false);
        };
        if (round.seq, round.take) != (seq, take) {
            // A withdrawn round's scores, not wanted.
            return Ok(true);
        }
        if round.scores.is_empty() {
            // Every seat's place made at once, each taken by its score as it is read.
            round.scores = (self.info.players.iter()).map(|_| no_score()).collect();
        }
        let seat = self.info.seat_of_player(player)?;
        if let Some(place) = round.scores.get_mut(seat) {
            // The place held an empty score (no notes, no counters: nothing on the heap), so it
            // is let go without running its drop, which costs a long match's every seat.
            std::mem::forget(std::mem::replace(place, score));
            *filled += 1;
        }
        Ok(true)
    }

    /// The rounds, each with a score for every seat (or none: only opened).
    pub(crate) fn finish(self) -> Result<Vec<RoundRecord>, StoreError> {
        for (round, &filled) in self.rounds.iter().zip(&self.filled) {
            if !round.scores.is_empty() && filled as usize != round.scores.len() {
                return Err(StoreError::Damaged(format!(
                    "round {} of match {} lacks a score",
                    round.seq, self.info.id
                )));
            }
        }
        Ok(self.rounds)
    }
}

/// A seat's place before its score is read.
fn no_score() -> ScoreRecord {
    ScoreRecord::plain(0, 0, false)
}

/// A match header as a list of matches reads it.
pub(crate) struct RawSummary {
    pub id: i64,
    pub game: String,
    pub status: String,
    pub ended_by: Option<String>,
    pub created_at: String,
    pub rounds: u32,
    pub table: Option<TablePlace>,
}

/// A match as a list shows it, from its header and its seats in order (name, whether they won).
pub(crate) fn summary(
    raw: RawSummary,
    seats: impl IntoIterator<Item = Result<(String, bool), StoreError>>,
) -> Result<MatchSummary, StoreError> {
    let game = stored_game(raw.id, &raw.game)?;
    let status = Status::parse(&raw.status)?;
    let mut players = Vec::new();
    let mut winners = Vec::new();
    for seat in seats {
        let (name, won) = seat?;
        let name = PlayerName::stored(name);
        // Only a finished match has winners (an abandoned one has none, whatever was kept).
        if won && status == Status::Finished {
            winners.push(name.clone());
        }
        players.push(name);
    }
    Ok(MatchSummary {
        id: raw.id,
        game,
        status,
        ended_by: raw.ended_by.as_deref().map(Ending::parse).transpose()?,
        created_at: raw.created_at,
        rounds: raw.rounds,
        players,
        winners,
        table: raw.table,
    })
}

/// One seat of a finished match as stored, with its match's header.
pub(crate) struct RawFinishedSeat {
    pub id: i64,
    pub game: String,
    pub options: String,
    pub finished_at: Option<String>,
    pub player_id: i64,
    pub name: String,
    pub rank: i64,
    pub score: i64,
    pub won: bool,
    pub season: Option<Vec<u8>>,
}

/// Adds a seat (read in the order seasons count matches, then by seat) to its match, the last
/// one of `matches`, or to a new one.
pub(crate) fn push_finished_seat(
    matches: &mut Vec<FinishedMatch>,
    raw: RawFinishedSeat,
) -> Result<(), StoreError> {
    if matches.last().is_none_or(|m| m.id != raw.id) {
        matches.push(FinishedMatch {
            id: raw.id,
            game: stored_game(raw.id, &raw.game)?,
            options: json_column(&raw.options, "match options")?,
            finished_at: raw.finished_at.unwrap_or_default(),
            seats: Vec::new(),
        });
    }
    let seat = FinishedSeat {
        player_id: raw.player_id,
        name: PlayerName::stored(raw.name),
        rank: raw.rank.max(1) as usize,
        score: raw.score,
        won: raw.won,
        sums: raw
            .season
            .map(|bytes| unpacked(&bytes, "season sums"))
            .transpose()?
            .unwrap_or_default(),
    };
    if let Some(last) = matches.last_mut() {
        last.seats.push(seat);
    }
    Ok(())
}
