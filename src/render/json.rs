//! The `--json` answers of `round` and `show`, each built around the table as it stands.

use serde_json::{Value, json};

use super::StandingsView;
use crate::games::Outcome;
use crate::store::{MatchInfo, RoundRecord, ScoreRecord};

fn scores_json(info: &MatchInfo, scores: &[ScoreRecord]) -> Vec<Value> {
    info.players
        .iter()
        .zip(scores)
        .map(|(player, s)| {
            json!({
                "name": player.name,
                "points": s.points,
                "total": s.total,
                "out": s.out,
                "notes": s.notes,
            })
        })
        .collect()
}

/// What `round --json` prints: round `seq` just recorded, its outcome and the table after it.
pub fn round_json(outcome: &Outcome, seq: u32, view: &StandingsView) -> Value {
    let scores: Vec<ScoreRecord> = outcome.seats.iter().map(ScoreRecord::from).collect();
    json!({
        "match": view.info.id,
        "round": seq,
        "status": view.info.status.as_str(),
        "scores": scores_json(&view.info, &scores),
        "explanation": outcome.explanation,
        "winners": view.winners,
        "standings": view.json(),
    })
}

/// What `show --json` prints.
pub fn show_json(info: &MatchInfo, rounds: &[RoundRecord], view: &StandingsView) -> Value {
    json!({
        "match": info.id,
        "uuid": info.uuid,
        "game": info.game.id(),
        "status": info.status.as_str(),
        "created_at": info.created_at,
        "finished_at": info.finished_at,
        "players": info.names(),
        "rounds": rounds.iter().map(|r| json!({
            "round": r.seq,
            "withdrawn": r.withdrawn,
            "reason": r.reason,
            "entry": r.entry,
            "opening": r.opening,
            "recorded_at": r.created_at,
            "scores": scores_json(info, &r.scores),
            "explanation": r.explanation,
        })).collect::<Vec<_>>(),
        "standings": view.json(),
    })
}
