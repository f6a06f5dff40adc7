//! What the seasons' rows hold, as text, for the tests that compare what the store kept with
//! what counting every finished match again gives.

use super::row_key;
use crate::store::StoreError;
use crate::store::columns::{json_column, stored_game};
use crate::store::rivals::Rivals;
use crate::store::season::PlayerSeason;
use crate::store::sql::{Connection, Get, Query};

/// The seasons, rivals and ratings as kept, for comparing with `season_upkeep::rebuild`'s: every
/// row of the three tables as text, each cell as its kind and value (`Integer(3)`, `Text("")`,
/// `Real(..)`, `Null`), ratings rounded to 9 decimals.
pub(in crate::store) fn kept(db: &dyn Connection) -> Result<Vec<String>, StoreError> {
    let real = |x: Option<f64>| x.map_or_else(|| "Null".to_string(), |x| format!("Real({x:.9})"));
    let mut all = Vec::new();
    db.each(
        "SELECT player_id, game, season, rating_mu, rating_sigma, won, played, key,
                all_season, all_won, all_played
         FROM player_seasons ORDER BY player_id, game"
            .into(),
        &[],
        &mut |r| {
            let (player, game) = (r.get::<i64>(0)?, r.get::<String>(1)?);
            let scope = Some(stored_game(0, &game)?);
            assert_eq!(r.get::<i64>(7)?, row_key(player, scope), "a row's key");
            all.push(format!(
                "Integer({player}) Text({game:?}) Text({:?}) {} {} won {} played {}",
                r.get::<String>(2)?,
                real(r.opt(3)?),
                real(r.opt(4)?),
                r.get::<i64>(5)?,
                r.get::<i64>(6)?
            ));
            // The season of all games together, where its row keeps it: in the row of the game
            // of its last match.
            if let Some(together) = r.opt::<String>(8)? {
                let season: PlayerSeason = json_column(&together, "player season")?;
                assert_eq!(season.last_game, scope, "kept in the row of its last game");
                all.push(format!(
                    "Integer({player}) Text(\"\") Text({together:?}) Null Null won {} played {}",
                    r.get::<i64>(9)?,
                    r.get::<i64>(10)?
                ));
            } else {
                assert_eq!(r.opt::<i64>(9)?, None, "no wins without the season");
            }
            Ok(true)
        },
    )?;
    all.sort();
    let packed = db.rows(
        "SELECT player_id, game, rivals FROM player_seasons WHERE rivals IS NOT NULL
         ORDER BY player_id, game",
        &[],
        |r| {
            let (player, game) = (r.get::<i64>(0)?, r.get::<String>(1)?);
            Ok((player, game, Rivals::unpack(&r.get::<Vec<u8>>(2)?)?))
        },
    )?;
    for (player, game, rivals) in packed {
        assert!(
            !rivals.is_empty(),
            "an empty rivals packing is kept as NULL"
        );
        all.extend(rivals.iter().map(|(other, t)| {
            format!(
                "Integer({player}) Text({game:?}) Integer({other}) Integer({}) Integer({}) Integer({})",
                t.ahead, t.behind, t.level
            )
        }));
    }
    all.extend(db.rows(
        "SELECT match_id, player_id, mu, sigma FROM match_ratings ORDER BY match_id, player_id",
        &[],
        |r| {
            Ok(format!(
                "Integer({}) Integer({}) {} {}",
                r.get::<i64>(0)?,
                r.get::<i64>(1)?,
                real(r.opt(2)?),
                real(r.opt(3)?)
            ))
        },
    )?);
    Ok(all)
}
