//! `stats --json`: the season as numbers, each game's own figures under its id.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::{Value, json};

use crate::games::names::PlayerName;
use crate::games::{GameId, SeasonFigure};
use crate::ops::{Placing, PlayerStats, Rival, Season};

/// `stats --json`.
#[derive(Debug, Serialize)]
pub struct StatsJson<'a> {
    pub players: Vec<PlayerStatsJson<'a>>,
    /// Only with `--vs`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub head_to_head: Option<HeadToHeadJson<'a>>,
}

#[derive(Debug, Serialize)]
pub struct PlayerStatsJson<'a> {
    pub name: &'a PlayerName,
    pub played: u32,
    pub won: u32,
    /// Won of played, 0 to 1, in full (the text rounds it, the JSON does not: GUIDE); `null`
    /// before any match.
    pub win_rate: Option<f64>,
    pub average_place: Option<f64>,
    pub best: Option<PlacingJson>,
    pub worst: Option<PlacingJson>,
    pub longest_streak: u32,
    /// The opponent finished behind most often.
    pub nemesis: Option<RivalJson>,
    /// The opponent finished ahead of most often.
    pub victim: Option<RivalJson>,
    /// Every opponent level for most often behind, in the order the text names them; `nemesis`
    /// is the first of them (kept for readers of one).
    pub nemeses: Vec<RivalJson>,
    /// Every opponent level for most often ahead, likewise; `victim` is the first.
    pub victims: Vec<RivalJson>,
    /// Per game id: played, won, the game's own figures and the rating.
    pub games: BTreeMap<&'static str, Value>,
}

#[derive(Debug, Serialize)]
pub struct RatingJson {
    /// The skill estimate (Weng-Lin; everyone starts at 25).
    pub mu: f64,
    /// Its uncertainty (starts at 25/3 and shrinks with every match).
    pub sigma: f64,
    /// The finished matches of the game behind it.
    pub matches: u32,
}

#[derive(Debug, Serialize)]
pub struct PlacingJson {
    #[serde(rename = "match")]
    pub match_id: i64,
    pub game: GameId,
    pub place: usize,
    pub of: usize,
}

#[derive(Debug, Serialize)]
pub struct RivalJson {
    pub name: PlayerName,
    pub times: u32,
}

#[derive(Debug, Serialize)]
pub struct HeadToHeadJson<'a> {
    pub players: [&'a PlayerName; 2],
    pub matches: u32,
    /// How often each finished ahead of the other, by name.
    pub ahead: BTreeMap<String, u32>,
    pub level: u32,
}

impl<'a> StatsJson<'a> {
    pub fn new(season: &'a Season) -> Self {
        StatsJson {
            players: season.players.iter().map(PlayerStatsJson::new).collect(),
            head_to_head: season.head_to_head.as_ref().map(|h2h| HeadToHeadJson {
                players: [&h2h.a, &h2h.b],
                matches: h2h.matches,
                ahead: BTreeMap::from([
                    (h2h.a.as_stored().to_string(), h2h.a_ahead),
                    (h2h.b.as_stored().to_string(), h2h.b_ahead),
                ]),
                level: h2h.level,
            }),
        }
    }
}

impl<'a> PlayerStatsJson<'a> {
    pub(super) fn new(player: &'a PlayerStats) -> Self {
        let placing = |p: &Placing| PlacingJson {
            match_id: p.match_id,
            game: p.game,
            place: p.place,
            of: p.of,
        };
        let rival = |r: Rival| RivalJson {
            name: r.name,
            times: r.times,
        };
        let games = player
            .games
            .iter()
            .map(|stats| {
                let mut fields = serde_json::Map::new();
                fields.insert("played".into(), json!(stats.season.played));
                fields.insert("won".into(), json!(stats.season.won));
                for (column, figure) in stats.figures() {
                    let value = match figure {
                        SeasonFigure::Count(n) => json!(n),
                        SeasonFigure::Average(v) => json!(v),
                        // A share, 0 to 1, as win_rate.
                        SeasonFigure::Rate(v) => json!(v),
                        // Per group (the cards dealt), as a share.
                        SeasonFigure::RatesByGroup(rates) => Value::Object(
                            rates
                                .into_iter()
                                .map(|(group, p)| (group.to_string(), json!(p)))
                                .collect(),
                        ),
                    };
                    fields.insert(column.key.into(), value);
                }
                let rating = stats.rating.map(|r| RatingJson {
                    mu: r.rating.mu,
                    sigma: r.rating.sigma,
                    matches: r.matches,
                });
                fields.insert("rating".into(), json!(rating));
                (stats.game.id(), Value::Object(fields))
            })
            .collect();
        PlayerStatsJson {
            name: &player.name,
            played: player.season.played,
            won: player.season.won,
            win_rate: player.season.win_rate(),
            average_place: player.season.average_place(),
            best: player.season.best.as_ref().map(placing),
            worst: player.season.worst.as_ref().map(placing),
            longest_streak: player.season.longest_streak,
            nemesis: player.nemesis().map(rival),
            victim: player.victim().map(rival),
            nemeses: player.nemeses().into_iter().map(rival).collect(),
            victims: player.victims().into_iter().map(rival).collect(),
            games,
        }
    }
}
