//! `event report --format csv` and `--json`: the evening's results for spreadsheets and programs.

use serde::Serialize;

use super::standings::StandingsJson;
use super::{EventView, RoundView};

/// The CSV header row (fixed English names, as `export --format csv` has; new columns come last).
const CSV_HEADER: [&str; 6] = ["round", "table", "player", "place", "score", "share"];

/// One row per player per round: `round`, `table`, `player` (tables in order, players in seat
/// order; a name that starts as a formula would gets a leading `'`, as in `export`), `place` at the table, `score` (the game's points there), `share` of the table beaten
/// (two decimals, as shown);
/// the last three empty while the match is playing. An evening played in teams adds
/// `team_score` (the team's score, which decided the place), last. A header row first.
pub fn report_csv(view: &EventView) -> String {
    let mut out = csv::Writer::from_writer(Vec::new());
    let mut header = CSV_HEADER.map(String::from).to_vec();
    let teams = (view.rounds.iter().flat_map(|r| &r.tables))
        .flat_map(|t| &t.players)
        .any(|s| s.team_score.is_some());
    if teams {
        header.push("team_score".to_string());
    }
    let mut rows = vec![header];
    for round in &view.rounds {
        for table in &round.tables {
            for seat in &table.players {
                rows.push(vec![
                    round.round.to_string(),
                    table.table.to_string(),
                    crate::render::export::inert(&seat.name).into_owned(),
                    seat.place.map_or_else(String::new, |p| p.to_string()),
                    seat.score.map_or_else(String::new, |s| s.to_string()),
                    seat.share.map_or_else(String::new, figure),
                ]);
                if teams {
                    let team = seat.team_score.map_or_else(String::new, figure);
                    rows.last_mut()
                        .into_iter()
                        .for_each(|row| row.push(team.clone()));
                }
            }
        }
    }
    for row in rows {
        // Writing into memory cannot fail.
        let _ = out.write_record(&row);
    }
    String::from_utf8(out.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// A share or a team's score as the page and the text show it (two decimals, an exact half away
/// from zero), with '.' whatever the language: a club's spreadsheet reads the figures shown, not
/// 0.6666666666666666. The JSON keeps the full numbers.
fn figure(value: f64) -> String {
    crate::i18n::plain_half_away(value, 2)
}

/// `event report --format json`: the standings JSON ([`StandingsJson`]) and `"rounds"`.
#[derive(Debug, Serialize)]
struct ReportJson {
    #[serde(flatten)]
    standings: StandingsJson,
    rounds: Vec<RoundJson>,
}

/// `{"round", "seed", "tables": [...], "waiting": [...]}`.
#[derive(Debug, Serialize)]
struct RoundJson {
    round: u32,
    seed: i64,
    tables: Vec<TableResultJson>,
    waiting: Vec<String>,
}

/// `{"table", "match", "ended", "rounds" (the match's rounds so far), "players": [...]}`.
#[derive(Debug, Serialize)]
struct TableResultJson {
    table: u32,
    #[serde(rename = "match")]
    match_id: i64,
    ended: bool,
    rounds: u32,
    players: Vec<SeatJson>,
}

/// `{"name", "place", "score", "share"}`, `null`s while the match is playing.
#[derive(Debug, Serialize)]
struct SeatJson {
    name: String,
    place: Option<u32>,
    score: Option<i64>,
    share: Option<f64>,
}

/// The standings JSON (`event standings --json`) with `"rounds"`: every round's seed, tables
/// (match, whether it ended, its rounds so far, the players in seat order with place, score and
/// share) and who waited. Pretty, keys in alphabetical order.
pub fn report_json(view: &EventView) -> String {
    super::pretty(&ReportJson {
        standings: StandingsJson::of(view),
        rounds: view.rounds.iter().map(round_json).collect(),
    })
}

fn round_json(round: &RoundView) -> RoundJson {
    RoundJson {
        round: round.round,
        seed: round.seed,
        tables: (round.tables.iter())
            .map(|t| TableResultJson {
                table: t.table,
                match_id: t.match_id,
                ended: t.progress.ended,
                rounds: t.progress.rounds_played_in_match,
                players: (t.players.iter())
                    .map(|s| SeatJson {
                        name: s.name.clone(),
                        place: s.place,
                        score: s.score,
                        share: s.share,
                    })
                    .collect(),
            })
            .collect(),
        waiting: round.waiting.clone(),
    }
}
