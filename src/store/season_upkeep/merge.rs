//! Two players merged into one: the seasons, rivals and ratings of the one merged into counted
//! from their matches (now all of them), and every opponent's rivals naming them.

use std::collections::BTreeMap;

use super::{games_first, rate_again, write_season};
use crate::games::GameId;
use crate::store::queries::archive;
use crate::store::queries::season as rows;
use crate::store::rivals::Rivals;
use crate::store::season::{self, SeasonKey};
use crate::store::sql::Connection;
use crate::store::{MatchFilter, StoreError};

/// Before player `from` is merged into `into`: `from`'s seasons and rivals go (counted again for
/// `into` afterwards) and their kept ratings become `into`'s. Returns, for each game either
/// played, where rating it again starts: the first finished match of either of them.
pub(crate) fn before_merge(
    db: &dyn Connection,
    from: i64,
    into: i64,
) -> Result<Vec<(GameId, SeasonKey)>, StoreError> {
    let mut firsts: BTreeMap<&'static str, (GameId, SeasonKey)> = BTreeMap::new();
    for player in [from, into] {
        let matches = archive::finished_matches(
            db,
            &MatchFilter {
                player: Some(player),
                ..MatchFilter::default()
            },
        )?;
        for m in matches {
            let entry = firsts
                .entry(m.game.id())
                .or_insert_with(|| (m.game, m.key()));
            if m.key() < entry.1 {
                entry.1 = m.key();
            }
        }
    }
    for player in [from, into] {
        rows::forget_player(db, player)?;
    }
    rows::move_match_ratings(db, from, into)?;
    Ok(firsts.into_values().collect())
}

/// After player `from` was merged into `into`: `into`'s seasons and rivals counted from their
/// matches (now all of them), each opponent's rivals naming `into` where they named either, and
/// each game they played rated again from where either first played it.
pub(crate) fn after_merge(
    db: &dyn Connection,
    from: i64,
    into: i64,
    firsts: Vec<(GameId, SeasonKey)>,
) -> Result<(), StoreError> {
    let matches = archive::finished_matches(
        db,
        &MatchFilter {
            player: Some(into),
            ..MatchFilter::default()
        },
    )?;
    // How every opponent fared against `into`, per game, and `into` against each.
    let mut against: BTreeMap<(i64, GameId), Rivals> = BTreeMap::new();
    for finished in &matches {
        for (player, other, tally) in season::rivalries(finished) {
            let (mine, theirs) = match (player == into, other == into) {
                (true, _) => (player, other),
                (_, true) => (player, into),
                _ => continue,
            };
            (against.entry((mine, finished.game)).or_default()).add(theirs, tally, 1);
        }
    }
    for ((player, scope), row) in games_first(season::count(&matches)) {
        if player == into {
            let rivals = scope.map(|game| against.remove(&(into, game)).unwrap_or_default());
            write_season(db, player, scope, &row, None, rivals.as_ref())?;
        }
    }
    let keys: Vec<(i64, GameId)> = against.keys().copied().collect();
    let mut kept = rows::rivals_of(db, &keys)?;
    for ((player, game), versus_into) in against {
        let mut rivals = kept.remove(&(player, game)).unwrap_or_default();
        rivals.take(from);
        rivals.take(into);
        for (other, tally) in versus_into.iter() {
            rivals.add(other, tally, 1);
        }
        rows::put_rivals(db, player, game, &rivals)?;
    }
    for (game, from) in firsts {
        rate_again(db, game, from, None)?;
    }
    Ok(())
}
