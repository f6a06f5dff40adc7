//! Keeping every player's season, rivals and ratings up to date as matches end, are reopened or
//! end again after an edit, and as two players are merged: the same for every backend. The rows
//! are read and written by `queries/season.rs` (each read or write one statement through a key);
//! the deciding is here, and the counting in `season.rs`.
//!
//! A match that ends after every match its players finished before is added on: two season rows
//! per seat (the game's with the player's rivals in it, packed: `rivals.rs`) and one rating, each
//! through its key. The rivals are sums, so they follow any change by what it added and took
//! away. Anything else (a match reopened, ended again, or ending before another that already
//! counts) counts the seasons of its players again from their own finished matches, and rates
//! the game again from that match on, starting each player from the rating they had before their
//! first match rated again. An import counts once for all the matches it ended
//! ([`recount_imported`]). The finished matches of a match's players are read in one statement;
//! on the server, a reopened match's players' matches, its game's run from it on and the ratings
//! kept before each come in one statement read before it is reopened ([`recount_reopened`]): a
//! read there is a round trip.

use std::collections::{BTreeMap, HashMap};

use super::filters;
use super::queries::archive::{self, AroundMatch};
use super::queries::season::{self as rows, AsStored};
use super::rivals::Rivals;
use super::season::{self, PlayerSeason, Rating, SeasonKey};
use super::sql::Connection;
use super::{FinishedMatch, MatchFilter, StoreError};
use crate::games::GameId;

mod merge;
pub(crate) use merge::{after_merge, before_merge};

/// The key of a season row: a game's id, or '' for all games together.
pub(crate) fn scope_key(game: Option<GameId>) -> &'static str {
    game.map_or("", GameId::id)
}

/// Match `id` as seasons count it, while it is finished (read before a change to it).
pub(crate) fn counted(db: &dyn Connection, id: i64) -> Result<Option<FinishedMatch>, StoreError> {
    Ok(archive::finished_matches(
        db,
        &MatchFilter {
            match_id: Some(id),
            ..MatchFilter::default()
        },
    )?
    .pop())
}

/// After a match changed (ended, reopened, ended again): its players' seasons, rivals and
/// ratings follow. `before` is the match as seasons counted it before the change (none while it
/// was not finished), `after` as they count it after the change (none when it is not finished).
pub(crate) fn recount_to(
    db: &dyn Connection,
    before: Option<FinishedMatch>,
    after: Option<FinishedMatch>,
) -> Result<(), StoreError> {
    if before.is_none() && after.is_none() {
        return Ok(());
    }
    let players: std::collections::BTreeSet<i64> = (before.iter().chain(&after))
        .flat_map(|m| m.seats.iter().map(|s| s.player_id))
        .collect();
    let game = before.as_ref().or(after.as_ref()).map(|m| m.game);
    // Every season row, rating and rivals of the match's players in one read (on the server a
    // read is a round trip).
    // A match added on is rated on unless one of its game finished after it: asked in the
    // same read.
    let added_on = match (&before, &after) {
        (None, Some(new)) => Some(new),
        _ => None,
    };
    let mut kept = match game {
        Some(game) => rows::kept_of(
            db,
            &players.iter().copied().collect::<Vec<_>>(),
            game,
            added_on,
        )?,
        None => rows::Kept::default(),
    };
    // The rivals follow whatever the order: the match before taken away, the one after added.
    let mut rivals: HashMap<i64, Rivals> = HashMap::new();
    for &player in &players {
        let mine = rivals
            .entry(player)
            .or_insert_with(|| kept.rivals.remove(&player).unwrap_or_default());
        if let Some(gone) = &before {
            mine.add_match(gone, player, -1);
        }
        if let Some(new) = &after {
            mine.add_match(new, player, 1);
        }
    }
    let mut again = Vec::new();
    for &player in &players {
        for scope in [game, None] {
            let mut row = kept.seasons.remove(&(player, scope.is_some()));
            let seat = after.as_ref().and_then(|m| {
                let seat = m.seats.iter().position(|s| s.player_id == player)?;
                Some((m, seat))
            });
            match (&before, seat, &mut row) {
                // Ending after everything the player finished: added on.
                (None, Some((m, seat)), row)
                    if row
                        .as_ref()
                        .is_none_or(|r| r.last.as_ref() < Some(&m.key())) =>
                {
                    let kept_wins = row.as_ref().map(WinsKept::of);
                    let row = row.get_or_insert_with(PlayerSeason::default);
                    row.add(m, seat, scope.is_some());
                    let theirs = scope.and(rivals.get(&player));
                    write_season(db, player, scope, row, kept_wins, theirs)?;
                }
                _ => again.push((player, scope)),
            }
        }
    }
    count_all_again(db, &again, &rivals)?;

    match (&before, &after) {
        (None, Some(new)) if !kept.finished_later => rate_on(db, new, &kept.ratings),
        _ => {
            let from = (before.iter().chain(&after)).map(FinishedMatch::key).min();
            match (game, from) {
                (Some(game), Some(from)) => rate_again(db, game, from, before.as_ref()),
                _ => Ok(()),
            }
        }
    }
}

/// What reopening match `match_id` counts again from, read before it is reopened.
pub(crate) fn around(db: &dyn Connection, match_id: i64) -> Result<AroundMatch, StoreError> {
    archive::around_match(db, match_id, PART)
}

/// After match `match_id` was reopened (read before, in one statement: [`AroundMatch`]):
/// as [`recount_to`] with the match no longer counted, from what was read (on the server a read
/// is a round trip). A run of its game too long to have been read whole is read again.
pub(crate) fn recount_reopened(
    db: &dyn Connection,
    match_id: i64,
    around: AroundMatch,
) -> Result<(), StoreError> {
    let AroundMatch {
        mut matches,
        run_cut,
        ratings,
    } = around;
    let Some(at) = matches.iter().position(|m| m.id == match_id) else {
        return Ok(());
    };
    let gone = matches.remove(at);
    // Every match of its players is here (and others of the game's run, which count for none
    // of them): their seasons and rivals in the game are counted from them.
    let mut seasons = season::count(&matches);
    for player in filters::distinct(&gone.seats.iter().map(|s| s.player_id).collect::<Vec<_>>()) {
        let mut rivals = Rivals::default();
        for m in matches.iter().filter(|m| m.game == gone.game) {
            rivals.add_match(m, player, 1);
        }
        for scope in [Some(gone.game), None] {
            let row = seasons.remove(&(player, scope)).unwrap_or_default();
            write_season(db, player, scope, &row, None, scope.and(Some(&rivals)))?;
        }
    }
    let from = gone.key();
    let known = (!run_cut).then(|| KnownRun {
        run: matches
            .into_iter()
            .filter(|m| m.game == gone.game && m.key() >= from)
            .collect(),
        ratings,
    });
    rate_again_knowing(db, gone.game, from, Some(&gone), known)
}

/// After an import ended the matches `ended` (in any order, none counted yet): their rivals,
/// their players' seasons and each game's ratings, counted once for the whole import. A player
/// whose season counts nothing from their first imported end on has those matches added on; any
/// other is counted again from their own matches. Each game is rated again from the earliest end
/// the import wrote, as if the matches had been ended in the order they finished.
pub(crate) fn recount_imported(db: &dyn Connection, ended: &[i64]) -> Result<(), StoreError> {
    let mut games: BTreeMap<&'static str, (GameId, SeasonKey)> = BTreeMap::new();
    let mut seasons: BTreeMap<(i64, Option<GameId>), SeasonKey> = BTreeMap::new();
    let mut rivals: BTreeMap<(i64, GameId), Rivals> = BTreeMap::new();
    for &id in ended {
        // An abandoned match counts in no season.
        let Some(finished) = counted(db, id)? else {
            continue;
        };
        for seat in &finished.seats {
            (rivals.entry((seat.player_id, finished.game)).or_default()).add_match(
                &finished,
                seat.player_id,
                1,
            );
        }
        let key = finished.key();
        let game = games
            .entry(finished.game.id())
            .or_insert_with(|| (finished.game, key.clone()));
        keep_earliest(&mut game.1, &key);
        for seat in &finished.seats {
            for scope in [Some(finished.game), None] {
                let season = seasons
                    .entry((seat.player_id, scope))
                    .or_insert_with(|| key.clone());
                keep_earliest(season, &key);
            }
        }
    }
    for ((player, scope), from) in games_first(seasons) {
        count_on(db, player, scope, from)?;
    }
    add_rivals(db, rivals)?;
    for (game, from) in games.into_values() {
        rate_again(db, game, from, None)?;
    }
    Ok(())
}

fn keep_earliest(slot: &mut SeasonKey, key: &SeasonKey) {
    if key < slot {
        *slot = key.clone();
    }
}

/// A player's season after matches from `from` on were added to it: added on when the season
/// counts nothing from there on, else counted again.
fn count_on(
    db: &dyn Connection,
    player: i64,
    scope: Option<GameId>,
    from: SeasonKey,
) -> Result<(), StoreError> {
    let kept = rows::season_row(db, player, scope)?;
    let kept_wins = kept.as_ref().map(WinsKept::of);
    let mut row = kept.unwrap_or_default();
    if row.last.as_ref().is_some_and(|last| *last >= from) {
        return count_again(db, player, scope);
    }
    let theirs = MatchFilter {
        game: scope,
        player: Some(player),
        ..MatchFilter::default()
    };
    each_finished(db, &theirs, from, &mut |finished| {
        if let Some(seat) = finished.seats.iter().position(|s| s.player_id == player) {
            row.add(finished, seat, scope.is_some());
        }
        Ok(())
    })?;
    write_season(db, player, scope, &row, kept_wins, None)
}

/// Each (player, scope) of `seasons` with the games' scopes first: the season of all games
/// together lies in a game's row, written before it.
fn games_first<T>(
    seasons: impl IntoIterator<Item = ((i64, Option<GameId>), T)>,
) -> Vec<((i64, Option<GameId>), T)> {
    let mut ordered: Vec<_> = seasons.into_iter().collect();
    ordered.sort_by_key(|((_, scope), _)| scope.is_none());
    ordered
}

/// Where a season as stored stands in its ranking of wins: its wins, and (the season of all
/// games together) the game whose row keeps it.
#[derive(Clone, Copy, PartialEq)]
struct WinsKept(u32, Option<GameId>);

impl WinsKept {
    fn of(season: &PlayerSeason) -> WinsKept {
        WinsKept(season.won, season.last_game)
    }
}

/// Writes a player's season (keeping their rating), with their rivals in the game when given
/// (else keeping those); one with no match left goes, rivals and all. `kept_wins`: where the
/// season as stored stood, when the caller read it: a season whose wins stayed the same (in the
/// same row) keeps its place in the ranking of wins untouched. A game's season is written
/// before the season of all games together, which lies in a game's row.
fn write_season(
    db: &dyn Connection,
    player: i64,
    scope: Option<GameId>,
    row: &PlayerSeason,
    kept_wins: Option<WinsKept>,
    rivals: Option<&Rivals>,
) -> Result<(), StoreError> {
    if row.played == 0 {
        return rows::delete_season(db, player, scope);
    }
    let stored = match kept_wins {
        Some(kept) if kept == WinsKept::of(row) => AsStored::HereWithTheseWins,
        // The season of all games together kept in the row it goes to.
        Some(WinsKept(_, kept_in)) if kept_in == row.last_game => AsStored::Here,
        _ => AsStored::Unknown,
    };
    rows::put_season(db, player, scope, row, stored, rivals)
}

/// Counts a player's season again from their finished matches (of one game, or all).
fn count_again(db: &dyn Connection, player: i64, scope: Option<GameId>) -> Result<(), StoreError> {
    let matches = archive::finished_matches(
        db,
        &MatchFilter {
            game: scope,
            player: Some(player),
            ..MatchFilter::default()
        },
    )?;
    let row = season::count(&matches)
        .remove(&(player, scope))
        .unwrap_or_default();
    write_season(db, player, scope, &row, None, None)
}

/// Counts the seasons `again` (player, scope) again from one read of every finished match of
/// their players (on the server a read is a round trip; SQLite reads each match once, where a
/// read per season read a player's matches of the game twice). A game's season is written
/// with the player's `rivals` in it.
fn count_all_again(
    db: &dyn Connection,
    again: &[(i64, Option<GameId>)],
    rivals: &HashMap<i64, Rivals>,
) -> Result<(), StoreError> {
    if again.is_empty() {
        return Ok(());
    }
    let players: Vec<i64> = again.iter().map(|&(player, _)| player).collect();
    let matches = archive::finished_matches_of(db, &MatchFilter::default(), &players)?;
    let mut seasons = season::count(&matches);
    for &(player, scope) in again {
        let row = seasons.remove(&(player, scope)).unwrap_or_default();
        let theirs = scope.and(rivals.get(&player));
        write_season(db, player, scope, &row, None, theirs)?;
    }
    Ok(())
}

/// Adds `added` to the rivals kept in each (player, game) row, read in one statement and
/// written back a row at a time.
fn add_rivals(
    db: &dyn Connection,
    added: BTreeMap<(i64, GameId), Rivals>,
) -> Result<(), StoreError> {
    let keys: Vec<(i64, GameId)> = added.keys().copied().collect();
    let mut kept = rows::rivals_of(db, &keys)?;
    for ((player, game), more) in added {
        let mut rivals = kept.remove(&(player, game)).unwrap_or_default();
        for (other, tally) in more.iter() {
            rivals.add(other, tally, 1);
        }
        rows::put_rivals(db, player, game, &rivals)?;
    }
    Ok(())
}

/// A player's current rating in a game (the start while they have none).
fn current_rating(db: &dyn Connection, player: i64, game: GameId) -> Result<Rating, StoreError> {
    Ok(rows::rating(db, player, game)?.unwrap_or_default())
}

/// Rates `finished`, the last match of its game: each seat from its current rating (`ratings`,
/// read with the seasons; the start while they have none).
fn rate_on(
    db: &dyn Connection,
    finished: &FinishedMatch,
    ratings: &HashMap<i64, Rating>,
) -> Result<(), StoreError> {
    let before: Vec<Rating> = finished
        .seats
        .iter()
        .map(|seat| ratings.get(&seat.player_id).copied().unwrap_or_default())
        .collect();
    write_rated(db, finished, &before).map(drop)
}

/// Keeps what rating `finished` did: each seat's rating before it, and after it as the player's.
fn write_rated(
    db: &dyn Connection,
    finished: &FinishedMatch,
    before: &[Rating],
) -> Result<Vec<Rating>, StoreError> {
    let after = season::rate(finished, before)?;
    for ((seat, was), now) in finished.seats.iter().zip(before).zip(&after) {
        rows::keep_match_rating(db, finished.id, seat.player_id, *was)?;
        rows::set_rating(db, seat.player_id, finished.game, *now)?;
    }
    Ok(after)
}

/// How many finished matches a long run of them is read at a time: memory holds that many.
#[cfg(not(test))]
const PART: u32 = 500;
/// Two in the unit tests, so that every run of a few matches is read in several parts.
#[cfg(test)]
const PART: u32 = 2;

/// Calls `each` with every finished match `filter` lets through from `from` on, in the order
/// seasons count them, reading [`PART`] of them at a time.
fn each_finished(
    db: &dyn Connection,
    filter: &MatchFilter,
    from: SeasonKey,
    each: &mut dyn FnMut(&FinishedMatch) -> Result<(), StoreError>,
) -> Result<(), StoreError> {
    let mut from = from;
    loop {
        let part = archive::finished_matches(
            db,
            &MatchFilter {
                from: Some(from),
                first: Some(PART),
                ..filter.clone()
            },
        )?;
        for finished in &part {
            each(finished)?;
        }
        match part.last() {
            // The next part starts right after the last match read, in the same order.
            Some(last) if part.len() == PART as usize => from = right_after(last),
            _ => return Ok(()),
        }
    }
}

/// The place in the order seasons count matches right after `last`.
fn right_after(last: &FinishedMatch) -> SeasonKey {
    SeasonKey {
        finished_at: last.finished_at.clone(),
        match_id: last.id + 1,
    }
}

/// Rates `game` again from `from` on (in the order seasons count matches). `gone` is a match
/// that was rated at its place and is no longer (reopened), or is rated at another place now
/// (ended again). Each player starts from the rating they had before their first match rated
/// again; one whose matches all lie before `from` keeps theirs.
fn rate_again(
    db: &dyn Connection,
    game: GameId,
    from: SeasonKey,
    gone: Option<&FinishedMatch>,
) -> Result<(), StoreError> {
    rate_again_knowing(db, game, from, gone, None)
}

/// A whole run of a game's finished matches from a place on, read already, with the ratings
/// kept before each (by match).
struct KnownRun {
    run: Vec<FinishedMatch>,
    ratings: HashMap<i64, Vec<(i64, Rating)>>,
}

/// [`rate_again`], with the run and its kept ratings read already when `known`.
fn rate_again_knowing(
    db: &dyn Connection,
    game: GameId,
    from: SeasonKey,
    gone: Option<&FinishedMatch>,
    known: Option<KnownRun>,
) -> Result<(), StoreError> {
    let from_there = MatchFilter {
        game: Some(game),
        ..MatchFilter::default()
    };
    // The run's first part is read once and walked twice (on the server a read is a round
    // trip): a run that fits in it is read once; the rest of a longer one a part at a time,
    // twice.
    let (first, cut, kept_ratings) = match known {
        Some(known) => (known.run, false, Some(known.ratings)),
        None => {
            let first = archive::finished_matches(
                db,
                &MatchFilter {
                    from: Some(from.clone()),
                    first: Some(PART),
                    ..from_there.clone()
                },
            )?;
            let cut = first.len() == PART as usize;
            (first, cut, None)
        }
    };
    let walk = |each: &mut dyn FnMut(&FinishedMatch) -> Result<(), StoreError>| {
        first.iter().try_for_each(&mut *each)?;
        match first.last() {
            Some(last) if cut => each_finished(db, &from_there, right_after(last), each),
            _ => Ok(()),
        }
    };
    // The matches rated before, where they stood then.
    let mut rated_before: Vec<SeasonKey> = Vec::new();
    walk(&mut |m| {
        if gone.is_none_or(|g| g.id != m.id) {
            rated_before.push(m.key());
        }
        Ok(())
    })?;
    rated_before.extend(gone.map(FinishedMatch::key));
    rated_before.sort();
    let start = take_start_ratings(db, &rated_before, kept_ratings.as_ref())?;
    let mut now: HashMap<i64, Rating> = HashMap::new();
    walk(&mut |finished| {
        let before = finished
            .seats
            .iter()
            .map(|seat| {
                if let Some(rating) = now.get(&seat.player_id).or(start.get(&seat.player_id)) {
                    return Ok(*rating);
                }
                current_rating(db, seat.player_id, game)
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        let after = write_rated(db, finished, &before)?;
        for (seat, rating) in finished.seats.iter().zip(after) {
            now.insert(seat.player_id, rating);
        }
        Ok(())
    })?;
    // A player of the match gone who plays no match from there on is back where they were.
    for (&player, &rating) in start.iter().filter(|(p, _)| !now.contains_key(p)) {
        rows::set_rating(db, player, game, rating)?;
    }
    Ok(())
}

/// Each player's rating before their first match of `rated_before` (in order), as kept (read
/// already: `kept`, by match), and those kept ratings forgotten.
fn take_start_ratings(
    db: &dyn Connection,
    rated_before: &[SeasonKey],
    kept: Option<&HashMap<i64, Vec<(i64, Rating)>>>,
) -> Result<HashMap<i64, Rating>, StoreError> {
    let mut start: HashMap<i64, Rating> = HashMap::new();
    for key in rated_before {
        let ratings = match kept {
            Some(kept) => kept.get(&key.match_id).cloned().unwrap_or_default(),
            None => rows::match_ratings(db, key.match_id)?,
        };
        for (player, rating) in ratings {
            start.entry(player).or_insert(rating);
        }
        rows::forget_match_ratings(db, key.match_id)?;
    }
    Ok(start)
}

/// Every season, rival and rating counted again from every finished match: what the upgrade to
/// schema 5 fills the tables with, and what the tests compare the kept ones with.
pub(crate) fn rebuild(db: &dyn Connection, progress: &dyn Fn(u64)) -> Result<(), StoreError> {
    rows::clear(db)?;
    let matches = archive::finished_matches(db, &MatchFilter::default())?;
    let mut rivals: HashMap<(i64, GameId), Rivals> = HashMap::new();
    for finished in &matches {
        for (player, other, tally) in season::rivalries(finished) {
            (rivals.entry((player, finished.game)).or_default()).add(other, tally, 1);
        }
    }
    for ((player, scope), row) in games_first(season::count(&matches)) {
        let theirs = scope.map(|game| rivals.remove(&(player, game)).unwrap_or_default());
        write_season(db, player, scope, &row, None, theirs.as_ref())?;
    }
    let mut ratings: HashMap<(i64, &'static str), Rating> = HashMap::new();
    for finished in &matches {
        let game = finished.game.id();
        let before: Vec<Rating> = finished
            .seats
            .iter()
            .map(|seat| {
                ratings
                    .get(&(seat.player_id, game))
                    .copied()
                    .unwrap_or_default()
            })
            .collect();
        let after = write_rated(db, finished, &before)?;
        for (seat, rating) in finished.seats.iter().zip(after) {
            ratings.insert((seat.player_id, game), rating);
        }
        progress(1);
    }
    Ok(())
}
