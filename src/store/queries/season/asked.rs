//! What `stats` reads of the players it is asked about (`--player`, `--vs`): their season rows
//! with their packed rivals in one statement, then the opponents' names in one more, so that a
//! league server answers in as few round trips as DESIGN section 6 allows.

use std::collections::{BTreeSet, HashMap};

use super::{key_ranges, season_rows, stored_seasons_at};
use crate::games::names::PlayerName;
use crate::store::columns::stored_game;
use crate::store::rivals::Rivals;
use crate::store::sql::{Connection, Get, Row, Value, marks};
use crate::store::{PlayersKept, Rivalry, StoreError};

/// The season rows of `players` (every game's, and of all games together) and, `with_rivals`,
/// how each fared against each opponent, per game, sorted by game and opponent.
pub(in crate::store) fn kept_by(
    db: &dyn Connection,
    players: &[i64],
    with_rivals: bool,
) -> Result<PlayersKept, StoreError> {
    let mut kept = PlayersKept::default();
    if players.is_empty() {
        return Ok(kept);
    }
    let (ranges, values) = key_ranges("s", players, 1);
    let sql = season_rows!(", s.rivals", "WHERE {ranges}").replace("{ranges}", &ranges);
    // (player, game, rivals) of each row that keeps some.
    let mut packed = Vec::new();
    db.each((&sql).into(), &values, &mut |r: &dyn Row| {
        let (together, of_game) = stored_seasons_at(r, 0)?;
        if with_rivals && let Some(bytes) = r.opt::<Vec<u8>>(7)? {
            let game = stored_game(0, &r.get::<String>(2)?)?;
            packed.push((of_game.player_id, game, Rivals::unpack(&bytes)?));
        }
        kept.seasons.extend(together);
        kept.seasons.push(of_game);
        Ok(true)
    })?;
    let others: BTreeSet<i64> = (packed.iter())
        .flat_map(|(_, _, rivals)| rivals.iter().map(|(other, _)| other))
        .collect();
    let names = names_of(db, &others.into_iter().collect::<Vec<_>>())?;
    for (player, game, rivals) in packed {
        let all = kept.rivals.entry(player).or_default();
        for (other_id, tally) in rivals.iter() {
            let Some(name) = names.get(&other_id) else {
                return Err(StoreError::Damaged(format!(
                    "player {player}'s rivals name a player {other_id} who is not there"
                )));
            };
            all.push(Rivalry {
                other_id,
                other: PlayerName::stored(name.clone()),
                game,
                tally,
            });
        }
    }
    for all in kept.rivals.values_mut() {
        all.sort_by(|a, b| (a.game.id(), a.other_id).cmp(&(b.game.id(), b.other_id)));
    }
    Ok(kept)
}

/// The names of players `ids`, by id (a few hundred at a time: a statement's parameters are
/// bounded).
fn names_of(db: &dyn Connection, ids: &[i64]) -> Result<HashMap<i64, String>, StoreError> {
    let mut names = HashMap::with_capacity(ids.len());
    for part in ids.chunks(500) {
        let sql = format!(
            "SELECT id, name FROM players WHERE id IN ({})",
            marks(1, part.len())
        );
        let values: Vec<Value> = part.iter().map(|&id| Value::Int(id)).collect();
        db.each((&sql).into(), &values, &mut |r| {
            names.insert(r.get(0)?, r.get(1)?);
            Ok(true)
        })?;
    }
    Ok(names)
}
