//! Krumme10: double-sided cards 0–5 laid into a display that must reach exactly 10 (15 once a 4
//! shows); victory points for exact hits, foul points for everyone else when the display goes over.
//! The rule document is rules/krumme10.txt; where it leaves room, the house rulings of DESIGN
//! section 5 decide, and comments beside the code name the rule or ruling they implement.
//!
//! Two parts: the display referee ([`display`]), which replays a display card by card and says who
//! scores what, and the match engine [`Krumme10`], which keeps each player's victory points per game
//! (`NAME=POINTS`), alone or in teams that follow the seating; the most points win, and a team
//! scores its members' points divided by their number.
//!
//! Beside them: the card notation ([`cards`]), the forms of `tenscore check krumme10` ([`check`])
//! and the questions `tenscore play` asks ([`play`]).

pub mod cards;
pub mod check;
pub mod display;
pub mod play;

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::{
    About, Counted, GameId, Outcome, Progress, RoundInput, RuleViolation, Rules, SeasonColumn,
    SeasonValue, SeatResult, SeatSeason, SeatState, Standing, Team, per_seat_numbers,
};
use crate::i18n;
use crate::t;
use display::words_list;

/// 2 to 6 players, as the box says.
pub const PLAYERS: RangeInclusive<usize> = 2..=6;
/// Teams are recommended for 4 to 6 players.
pub const TEAM_PLAYERS: RangeInclusive<usize> = 4..=6;
/// House ruling: 54 cards of at most 5 points, so one game hands out at most 270.
pub const MOST_POINTS_IN_A_GAME: u32 = 270;

/// What a game's entry counts.
const POINTS: Counted = Counted { noun: "points" };

/// The Krumme10 match engine.
pub struct Krumme10;

/// The game, as stored with its matches.
pub const ID: GameId = GameId::of(&ABOUT);

/// Its ids and words.
pub const ABOUT: About = About {
    id: "krumme10",
    number: 4,
    aliases: &["krumme-10"],
    title: "Krumme10",
    round_word: "game",
    round_title: "Game",
    opening_word: "",
    entry_word: "points",
    players: PLAYERS,
    starts: "whoever last had an odd-numbered birthday starts game 1, whatever the seating",
};

/// The options of `new krumme10`, as typed.
#[derive(clap::Args, Debug, Default)]
pub struct Choices {
    /// Play in teams following the seating (ABAB, ABCAB, ABABAB; 4 to 6 players)
    #[arg(long)]
    pub teams: bool,

    /// Reshuffle the discard pile once when the draw pile first runs out
    #[arg(long)]
    pub long: bool,

    /// Play out every card when the draw pile runs out
    #[arg(long)]
    pub showdown: bool,
}

/// The options of a match, chosen with `new`.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Teams following the seating (ABAB, ABCAB, ABABAB).
    pub teams: bool,
    /// Variant "too short?": the discard pile is reshuffled once.
    pub long: bool,
    /// Variant "showdown": all cards are played out.
    pub showdown: bool,
}

/// A game of the match: each seat's victory points, in seating order.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub points: Vec<u32>,
}

/// The team of each seat when a table of `players` plays in teams: ABAB, ABCAB or ABABAB.
pub fn team_of_seat(players: usize) -> Option<Vec<usize>> {
    match players {
        4 => Some(vec![0, 1, 0, 1]),
        5 => Some(vec![0, 1, 2, 0, 1]),
        6 => Some(vec![0, 1, 0, 1, 0, 1]),
        _ => None,
    }
}

/// The teams of a table of `players` in seating order, named A, B, C.
pub fn seating_teams(players: usize) -> Option<Vec<Team>> {
    let of_seat = team_of_seat(players)?;
    let count = of_seat.iter().max().map_or(0, |t| t + 1);
    Some(
        (0..count)
            .map(|team| Team {
                name: ["A", "B", "C"][team].to_string(),
                seats: (0..players).filter(|&s| of_seat[s] == team).collect(),
            })
            .collect(),
    )
}

/// Checks that a table of `players` may play in teams.
pub fn check_team_table(players: usize) -> Result<(), RuleViolation> {
    if TEAM_PLAYERS.contains(&players) {
        Ok(())
    } else {
        Err(RuleViolation::rule(
            t!("krumme10-teams-players", players = players),
            t!("krumme10-teams-players-new"),
        ))
    }
}

fn check_player_count(players: usize) -> Result<(), RuleViolation> {
    super::check_player_count(&ABOUT, players)
}

/// The teams' part of a game's explanation: each team's points and the score they make (house
/// ruling: a team scores its members' points divided by their number, shown with two decimals),
/// then each team's score after the game, as the standings show it.
fn teams_explained(teams: &[Team], seats: &[SeatResult], points: &[u32]) -> [String; 2] {
    let members = |team: &Team| team.seats.len().max(1) as f64;
    let sum =
        |team: &Team, of: &dyn Fn(usize) -> i64| team.seats.iter().map(|&s| of(s)).sum::<i64>();
    let game_points: Vec<i64> = teams
        .iter()
        .map(|team| sum(team, &|s| points.get(s).copied().map_or(0, i64::from)))
        .collect();
    let listed = teams
        .iter()
        .zip(&game_points)
        .map(|(team, &points)| t!("krumme10-team-points", team = &team.name, points = points))
        .collect::<Vec<_>>()
        .join(", ");
    let scores: Vec<String> = teams
        .iter()
        .zip(&game_points)
        .map(|(team, &points)| team_score(team, points as f64 / members(team)))
        .collect();
    let now: Vec<String> = teams
        .iter()
        .map(|team| {
            let total = sum(team, &|s| seats.get(s).map_or(0, |seat| seat.total));
            team_score(team, total as f64 / members(team))
        })
        .collect();
    [
        t!(
            "krumme10-teams-this-game",
            listed = listed,
            scores = words_list(&scores)
        ),
        t!("krumme10-teams-now", now = words_list(&now)),
    ]
}

/// "team A 15.50": a team's score with two decimals, as the language writes them.
fn team_score(team: &Team, score: f64) -> String {
    t!(
        "krumme10-team-points",
        team = &team.name,
        points = i18n::decimal_half_away(score, 2)
    )
}

/// House ruling: 54 cards of at most 5 points, so one game gives at most 270.
fn check_points(points: &[u32]) -> Result<(), RuleViolation> {
    // Summed wide, so that huge numbers cannot wrap round below the limit.
    let total: u64 = points.iter().map(|&p| u64::from(p)).sum();
    if total > u64::from(MOST_POINTS_IN_A_GAME) {
        return Err(RuleViolation::rule(
            t!(
                "krumme10-too-many-points",
                total = total,
                most = MOST_POINTS_IN_A_GAME
            ),
            t!(
                "krumme10-too-many-points-count",
                most = MOST_POINTS_IN_A_GAME
            ),
        ));
    }
    Ok(())
}

impl Rules for Krumme10 {
    type Options = Options;
    type Opening = ();
    type Entry = Entry;
    type Choices = Choices;

    fn about(&self) -> &'static About {
        &ABOUT
    }

    /// The victory points each seat made in the game, as `round` takes them.
    fn seat_entries(
        &self,
        _options: &Options,
        _seq: u32,
        _opening: Option<&()>,
        entry: Option<&Entry>,
    ) -> Vec<String> {
        entry.map_or_else(Vec::new, |e| {
            (e.points.iter())
                .map(|&n| crate::t!("krumme10-entry-points", count = n))
                .collect()
        })
    }

    fn options(&self, chosen: Choices, seated: &[String]) -> Result<Options, RuleViolation> {
        let players = seated.len();
        check_player_count(players)?;
        if chosen.teams {
            check_team_table(players)?;
        }
        Ok(Options {
            teams: chosen.teams,
            long: chosen.long,
            showdown: chosen.showdown,
        })
    }

    fn parse(
        &self,
        _options: &Options,
        standing: &Standing,
        _opening: Option<&()>,
        input: &RoundInput,
    ) -> Result<Entry, RuleViolation> {
        let points = per_seat_numbers(standing, &input.entries, POINTS)?;
        check_points(&points)?;
        Ok(Entry { points })
    }

    fn score(
        &self,
        options: &Options,
        standing: &Standing,
        _opening: Option<&()>,
        entry: &Entry,
    ) -> Result<Outcome, RuleViolation> {
        if entry.points.len() != standing.seats.len() {
            return Err(RuleViolation::rule(
                t!("krumme10-points-missing"),
                t!("krumme10-points-missing-again"),
            ));
        }
        // Checked again, so that a stored game that no longer fits is refused (`check history`).
        check_points(&entry.points)?;
        let seats: Vec<SeatResult> = standing
            .seats
            .iter()
            .zip(&entry.points)
            .map(|(seat, &points)| SeatResult {
                points: i64::from(points),
                total: seat.total + i64::from(points),
                out: false,
                notes: Vec::new(),
                counters: seat.counters.clone(),
            })
            .collect();
        let listed = standing
            .seats
            .iter()
            .zip(&entry.points)
            .map(|(seat, &points)| {
                t!(
                    "krumme10-seat-points",
                    name = seat.name.to_string(),
                    points = points
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
        let mut explanation = vec![t!("krumme10-victory-points", listed = listed)];
        if let Some(teams) = self.teams(options, standing.seats.len()) {
            explanation.extend(teams_explained(&teams, &seats, &entry.points));
        }
        Ok(Outcome { seats, explanation })
    }

    fn progress(&self, _options: &Options, _standing: &Standing) -> Progress {
        // A match is as many games as the table wants: `finish` ends it.
        Progress::InProgress
    }

    fn rank_key(&self, _options: &Options, seat: &SeatState) -> Vec<i64> {
        // The most victory points win; equal totals share the rank.
        vec![-seat.total]
    }

    fn fits(&self, options: &Options, seats: usize) -> bool {
        !options.teams || check_team_table(seats).is_ok()
    }

    fn teams(&self, options: &Options, seats: usize) -> Option<Vec<Team>> {
        if options.teams {
            seating_teams(seats)
        } else {
            None
        }
    }

    fn next_round(&self, _options: &Options, standing: &Standing, _opening: Option<&()>) -> String {
        // The rule document: whoever most recently had an odd-numbered birthday; the table knows.
        t!("krumme10-next-game", game = standing.rounds_played + 1)
    }

    fn describe_options(&self, options: &Options) -> String {
        let mut parts = vec![if options.teams {
            t!("krumme10-option-teams")
        } else {
            t!("krumme10-option-alone")
        }];
        if options.long {
            parts.push(t!("krumme10-option-long"));
        }
        if options.showdown {
            parts.push(t!("krumme10-option-showdown"));
        }
        parts.join(", ")
    }

    fn rules_text(&self) -> String {
        rules_text()
    }

    fn season_sums(&self, options: &Options, seat: &SeatSeason<'_>) -> Vec<(String, i64)> {
        let games = i64::from(seat.rounds);
        if options.teams {
            vec![
                ("games_in_teams".into(), games),
                ("points_in_teams".into(), seat.score),
            ]
        } else {
            vec![
                ("games_alone".into(), games),
                ("points_alone".into(), seat.score),
            ]
        }
    }

    fn play(&self) -> &'static dyn super::ui::Flows {
        &play::Krumme10Flows
    }
    fn check_forms(&self) -> &'static dyn super::CheckForms {
        &check::Krumme10Forms
    }
    fn season_columns(&self) -> &'static [SeasonColumn] {
        &[
            SeasonColumn {
                key: "points_per_game_alone",
                title_id: "krumme10-column-points-alone",
                value: SeasonValue::Average {
                    total: "points_alone",
                    per: "games_alone",
                },
            },
            SeasonColumn {
                key: "points_per_game_in_teams",
                title_id: "krumme10-column-points-in-teams",
                value: SeasonValue::Average {
                    total: "points_in_teams",
                    per: "games_in_teams",
                },
            },
        ]
    }
}

/// The rules text's messages in order, section by section (`locales/*/rules-krumme10.ftl`): a
/// section's heading and paragraphs each on their own lines, a blank line between sections.
const RULES: &[&[&str]] = &[
    &["rules-krumme10-title"],
    &["rules-krumme10-markers"],
    &["rules-krumme10-aim-heading", "rules-krumme10-aim"],
    &[
        "rules-krumme10-cards-heading",
        "rules-krumme10-cards-sides",
        "rules-krumme10-cards-in-front",
    ],
    &["rules-krumme10-turn-heading", "rules-krumme10-turn"],
    &[
        "rules-krumme10-order-heading",
        "rules-krumme10-order",
        "rules-krumme10-order-check",
    ],
    &[
        "rules-krumme10-fours-heading",
        "rules-krumme10-fours-target",
        "rules-krumme10-fours-jackpot",
        "rules-krumme10-fours-over",
        "rules-krumme10-fours-reversal",
    ],
    &[
        "rules-krumme10-ones-heading",
        "rules-krumme10-ones",
        "rules-krumme10-ones-example",
        "rules-krumme10-ones-subtlety",
    ],
    &["rules-krumme10-foul-heading", "rules-krumme10-foul"],
    &["rules-krumme10-teams-heading", "rules-krumme10-teams"],
    &["rules-krumme10-variants-heading", "rules-krumme10-variants"],
    &["rules-krumme10-end-heading", "rules-krumme10-end"],
];

/// `tenscore rules krumme10` in the reader's language.
pub fn rules_text() -> String {
    let sections: Vec<String> = RULES
        .iter()
        .map(|ids| ids.iter().map(|id| t!(id)).collect::<Vec<_>>().join("\n"))
        .collect();
    sections.join("\n\n") + "\n"
}

#[cfg(test)]
mod tests;
