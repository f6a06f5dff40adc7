//! The SQL conditions of the filters (`history`, `stats`, `export`), written the same way for
//! every backend: only the conditions given are written, so that the database walks the index
//! that fits (the seats of one player, the matches of one game, or every match from the newest).
//! The parameters are written `?1`, `?2`, ... (the server's backend writes them into the text as
//! literals) and bound in order ([`Param`], as a [`Value`](super::sql::Value)).

use super::sql::Dialect;
use super::{ExportFilter, MatchFilter};

/// A parameter of a condition, bound by the backend.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Param {
    Int(i64),
    Text(String),
}

/// The parameter numbered `n` (from 1).
fn mark(n: usize) -> String {
    format!("?{n}")
}

/// How `history` reaches one player's matches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PlayerWalk {
    /// Down the player's seats (every one read, then sorted by start): for a player who sat in
    /// few of the file's matches.
    Seats,
    /// Down the matches by start, each asked whether the player sat in it, up to the limit: for a
    /// player who sat in many of them.
    Started,
}

/// The SQL listing the matches `filter` lets through, newest first, and its parameters. Newest
/// is the latest start (ties by id): an import gives a pooled file's matches their ids in the
/// order it brings them in, so ids alone would list a table's evenings out of the order they
/// were played in. The unfinished matches `play` offers are listed by id, down their own index.
pub(crate) fn listing(filter: &MatchFilter, walk: PlayerWalk) -> (String, Vec<Param>) {
    // An event table's place comes in the same row, through the unique index on its match.
    let mut sql = String::from(
        "SELECT m.id, m.game, m.status, m.ended_by, m.created_at, m.rounds,
                t.event_id, e.name, t.round, t.table_no
         FROM matches m
         LEFT JOIN event_tables t ON t.match_id = m.id
         LEFT JOIN events e ON e.id = t.event_id",
    );
    let mut values = Vec::new();
    let mut conditions = Vec::new();
    if let Some(player) = filter.player {
        values.push(Param::Int(player));
        match walk {
            PlayerWalk::Seats => {
                sql.push_str(" JOIN seats s ON s.match_id = m.id");
                conditions.push(format!("s.player_id = {}", mark(values.len())));
            }
            // Through the seats' unique (match, player) key, one look a match.
            PlayerWalk::Started => conditions.push(format!(
                "EXISTS (SELECT 1 FROM seats s WHERE s.match_id = m.id AND s.player_id = {})",
                mark(values.len())
            )),
        }
    }
    if filter.in_progress {
        conditions.push("m.status = 'in-progress'".to_string());
    }
    conditions.extend(match_conditions(filter, &mut values));
    push_where(&mut sql, &conditions);
    sql.push_str(match filter.in_progress {
        true => " ORDER BY m.id DESC",
        // Down the (created_at, id) index, or the (game, created_at, id) one, which stop at the
        // limit; one player's matches down their seats are sorted first.
        false => " ORDER BY m.created_at DESC, m.id DESC",
    });
    if let Some(limit) = filter.limit {
        values.push(Param::Int(i64::from(limit)));
        sql.push_str(&format!(" LIMIT {}", mark(values.len())));
    }
    (sql, values)
}

/// The conditions on `matches m` of the game and the days, their values added to `values`.
fn match_conditions(filter: &MatchFilter, values: &mut Vec<Param>) -> Vec<String> {
    let mut conditions = game_and_since(filter.game, filter.since.as_deref(), values);
    if let Some(before) = &filter.before {
        values.push(Param::Text(before.clone()));
        conditions.push(format!("m.created_at < {}", mark(values.len())));
    }
    conditions
}

pub(crate) fn push_where(sql: &mut String, conditions: &[String]) {
    if !conditions.is_empty() {
        sql.push_str(" WHERE ");
        sql.push_str(&conditions.join(" AND "));
    }
}

/// The SQL of a season's finished matches (every seat with its place, score and season sums),
/// in the order seasons count them (when they finished, then by id, then by seat), and its
/// parameters: finished, then the game, the days, the player (a match that seats them: every
/// seat of it is read, for head-to-head figures), one match, and where in that order to start.
/// The columns: id, game, options, finished_at, player_id, name, rank, score, won, season.
/// With `players`, of the matches that seat any of them (and `filter.player`, if given): the
/// seasons of a match's players are counted again from one read (on the server a read is a
/// round trip).
pub(crate) fn finished_listing_of(
    dialect: Dialect,
    filter: &MatchFilter,
    players: &[i64],
) -> (String, Vec<Param>) {
    let mut values = Vec::new();
    // The end named too: the (finished_at, id) index holds the ended matches only.
    let mut conditions = vec![
        "m.status = 'finished'".to_string(),
        "m.finished_at IS NOT NULL".to_string(),
    ];
    conditions.extend(match_conditions(filter, &mut values));
    let mut players = players.to_vec();
    players.extend(filter.player);
    let players = distinct(&players);
    if !players.is_empty() {
        let marks: Vec<String> = players
            .iter()
            .map(|&player| {
                values.push(Param::Int(player));
                mark(values.len())
            })
            .collect();
        conditions.push(format!(
            "m.id IN (SELECT match_id FROM seats WHERE player_id IN ({}))",
            marks.join(", ")
        ));
    }
    if let Some(id) = filter.match_id {
        values.push(Param::Int(id));
        conditions.push(format!("m.id = {}", mark(values.len())));
    }
    if let Some(from) = &filter.from {
        // From a place in the order on, through the (finished_at, id) index: the planner is kept
        // from walking every finished match, or every match of the game, instead.
        // Dialect: SQLite's unary `+` (NOT_BY_INDEX); PostgreSQL's planner needs no such hint.
        for condition in &mut conditions {
            if condition.starts_with("m.status") || condition.starts_with("m.game") {
                condition.insert_str(0, dialect.not_by_index());
            }
        }
        values.push(Param::Text(from.finished_at.clone()));
        values.push(Param::Int(from.match_id));
        conditions.push(format!(
            "(m.finished_at, m.id) >= ({}, {})",
            mark(values.len() - 1),
            mark(values.len())
        ));
    }
    // The first few matches alone: chosen among the matches, then joined to their seats.
    let mut matches = String::from("matches m");
    if let Some(first) = filter.first {
        let mut chosen = String::from("SELECT * FROM matches m");
        push_where(&mut chosen, &conditions);
        values.push(Param::Int(i64::from(first)));
        chosen.push_str(&format!(
            " ORDER BY m.finished_at, m.id LIMIT {}",
            mark(values.len())
        ));
        matches = format!("({chosen}) m");
        conditions.clear();
    }
    let mut sql = format!(
        "SELECT m.id, m.game, m.options, m.finished_at, s.player_id, p.name, r.rank, r.score,
                r.won, r.season
         FROM {matches} JOIN seats s ON s.match_id = m.id
         JOIN players p ON p.id = s.player_id
         JOIN results r ON r.match_id = m.id AND r.player_id = s.player_id"
    );
    push_where(&mut sql, &conditions);
    sql.push_str(" ORDER BY m.finished_at, m.id, s.seat");
    (sql, values)
}

/// The conditions on `matches m` of an export's `filter`, their values added to `values`.
fn export_conditions(filter: &ExportFilter, values: &mut Vec<Param>) -> Vec<String> {
    let mut conditions = Vec::new();
    if let Some(id) = filter.match_id {
        values.push(Param::Int(id));
        conditions.push(format!("m.id = {}", mark(values.len())));
    }
    conditions.extend(game_and_since(filter.game, filter.since.as_deref(), values));
    conditions
}

/// The conditions on `matches m` of one game and the first day, their values added to `values`.
fn game_and_since(
    game: Option<crate::games::GameId>,
    since: Option<&str>,
    values: &mut Vec<Param>,
) -> Vec<String> {
    let mut conditions = Vec::new();
    if let Some(game) = game {
        values.push(Param::Text(game.id().to_string()));
        conditions.push(format!("m.game = {}", mark(values.len())));
    }
    if let Some(since) = since {
        values.push(Param::Text(since.to_string()));
        conditions.push(format!("m.created_at >= {}", mark(values.len())));
    }
    conditions
}

/// Each of `ids` once, in order: the players a query looks for together.
pub(crate) fn distinct(ids: &[i64]) -> Vec<i64> {
    let mut ids = ids.to_vec();
    ids.sort_unstable();
    ids.dedup();
    ids
}

fn where_clause(conditions: &[String]) -> String {
    let mut sql = String::new();
    push_where(&mut sql, conditions);
    sql
}

/// The SQL of the first match after id `after` that an export's `filter` lets through.
pub(crate) fn next_match(filter: &ExportFilter, after: i64) -> (String, Vec<Param>) {
    let mut values = vec![Param::Int(after)];
    let mut all = vec![format!("m.id > {}", mark(1))];
    all.extend(export_conditions(filter, &mut values));
    let sql = format!(
        "SELECT m.id FROM matches m{} ORDER BY m.id LIMIT 1",
        where_clause(&all)
    );
    (sql, values)
}

/// The SQL counting the matches an export's `filter` lets through and their live scored rounds.
pub(crate) fn count_matches(filter: &ExportFilter) -> (String, Vec<Param>) {
    let mut values = Vec::new();
    let sql = format!(
        "SELECT count(*), CAST(coalesce(sum(m.rounds), 0) AS BIGINT) FROM matches m{}",
        where_clause(&export_conditions(filter, &mut values))
    );
    (sql, values)
}

/// The SQL of the players seated in a match an export's `filter` lets through, and the players
/// of the events that go along with it (an event's whole roster; every player, when it lets
/// every match through: one merged into another and never seated again is still copied), by
/// id: id, uuid, name, created_at, named_at.
pub(crate) fn players_of_matches(filter: &ExportFilter) -> (String, Vec<Param>) {
    let mut values = Vec::new();
    let conditions = export_conditions(filter, &mut values);
    let sql = match conditions.is_empty() {
        true => {
            "SELECT p.id, p.uuid, p.name, p.created_at, p.named_at FROM players p ORDER BY p.id"
                .to_string()
        }
        false => format!(
            "SELECT p.id, p.uuid, p.name, p.created_at, p.named_at FROM players p
             WHERE p.id IN (SELECT s.player_id FROM seats s JOIN matches m ON m.id = s.match_id{0})
                OR p.id IN (SELECT ep.player_id FROM event_players ep WHERE ep.event_id IN
                            (SELECT t.event_id FROM event_tables t
                             JOIN matches m ON m.id = t.match_id{0}))
             ORDER BY p.id",
            where_clause(&conditions)
        ),
    };
    (sql, values)
}

/// The condition on an event's id (the column `column`) by which an export's `filter` takes the
/// event: one of its tables' matches is exported (every event, when every match is: `None`).
pub(crate) fn exported_events(filter: &ExportFilter, column: &str) -> (Option<String>, Vec<Param>) {
    let mut values = Vec::new();
    let conditions = export_conditions(filter, &mut values);
    if conditions.is_empty() {
        return (None, values);
    }
    let condition = format!(
        "{column} IN (SELECT t.event_id FROM event_tables t JOIN matches m ON m.id = t.match_id{})",
        where_clause(&conditions)
    );
    (Some(condition), values)
}

/// The WHERE clause (on `matches m`) of the tables an export's `filter` takes, with its values.
pub(crate) fn exported_tables(filter: &ExportFilter) -> (String, Vec<Param>) {
    let mut values = Vec::new();
    let conditions = export_conditions(filter, &mut values);
    (where_clause(&conditions), values)
}
