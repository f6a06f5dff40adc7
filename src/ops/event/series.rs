//! A season of evenings: create a series, and rank it. An evening's score is the player's
//! score in that evening's ranking (the sum of shares, or of the game's points for an event that
//! ranks by points); the series averages each player's best K of them (`events::rank_series`).

use std::collections::HashMap;

use crate::events::{self, EveningScore, SeriesRanked};
use crate::games::names::{safe_text, similar::closest, unshown_char};
use crate::ops::OpError;
use crate::ops::event::standing::Evening;
use crate::store::{EventInfo, Reader, SeriesEvening, SeriesInfo, Store};

/// The longest series name kept: a season's name, not a text.
const LONGEST_NAME: usize = 80;

/// Creates the series `name` (refused when one has that name, whatever its case): each player's
/// best `best` evenings count, among those with at least `min`.
pub fn create_series(
    store: &mut Store,
    name: &str,
    best: u32,
    min: u32,
) -> Result<SeriesInfo, OpError> {
    let name = name.trim();
    if let Some(unshown) = unshown_char(name) {
        return Err(OpError::usage(
            crate::said!(
                "event-results-series-name-char",
                char = unshown.char,
                effect = unshown.effect
            ),
            crate::said!("event-results-series-name-bad-hint"),
        ));
    }
    let length = name.chars().count();
    if length == 0 || length > LONGEST_NAME {
        return Err(OpError::usage(
            crate::said!(
                "event-results-series-name-bad",
                length = length,
                longest = LONGEST_NAME
            ),
            crate::said!("event-results-series-name-bad-hint"),
        ));
    }
    store.write(|writer| {
        let id = writer.create_series(name, best, min)?;
        writer.series(id)?.ok_or_else(|| {
            OpError::Store(crate::store::StoreError::Damaged(format!(
                "series {id} was created and is not there"
            )))
        })
    })
}

/// The ranking of the series named `typed` (whatever its case).
pub fn series_standing(store: &Store, typed: &str) -> Result<SeriesStanding, OpError> {
    store.read(|reader| {
        let series = find_series(reader, typed)?;
        let evenings = reader.series_events(series.id)?;
        Ok(standing(series, evenings))
    })
}

fn find_series(reader: &dyn Reader, typed: &str) -> Result<SeriesInfo, OpError> {
    if let Some(series) = reader.series_named(typed.trim())? {
        return Ok(series);
    }
    let names: Vec<String> = reader.series_list()?.into_iter().map(|s| s.name).collect();
    let hint = match closest(typed, names.iter().map(String::as_str)) {
        Some(meant) => crate::said!(
            "event-results-did-you-mean-series",
            name = meant.to_string()
        ),
        None => crate::said!("event-results-no-series-hint"),
    };
    Err(OpError::not_found(
        crate::said!(
            "event-results-no-series",
            name = safe_text(typed.trim()).to_string()
        ),
        hint,
    ))
}

/// A series ranked: its evenings, every player's evening scores and the ranking of them.
pub struct SeriesStanding {
    pub series: SeriesInfo,
    /// The evenings, oldest first.
    pub evenings: Vec<EventInfo>,
    /// Each player's score on each evening they finished a match in.
    pub scores: Vec<EveningScore>,
    /// Ranked players first, then those with too few evenings.
    pub ranked: Vec<SeriesRanked>,
    /// The players' names by id.
    pub names: HashMap<i64, String>,
}

fn standing(series: SeriesInfo, evenings: Vec<SeriesEvening>) -> SeriesStanding {
    let mut names: HashMap<i64, String> = HashMap::new();
    let mut scores: Vec<EveningScore> = Vec::new();
    let mut infos: Vec<EventInfo> = Vec::new();
    for evening in evenings {
        let evening = Evening {
            info: evening.event,
            players: evening.players,
            rounds: Vec::new(),
            tables: evening.tables,
            results: evening.results,
            live: Vec::new(),
        };
        for p in &evening.players {
            names
                .entry(p.player.id)
                .or_insert_with(|| p.player.name.clone());
        }
        // Only the players who finished a match that evening attended it. One who played and
        // is no longer on the evening's list (removed before a round they still played) is
        // named as seated: before, the series showed them without a name.
        for ranked in evening.ranked().into_iter().filter(|r| r.matches > 0) {
            names
                .entry(ranked.player)
                .or_insert_with(|| evening.name_of(ranked.player));
            scores.push(EveningScore {
                event: evening.info.id,
                player: ranked.player,
                score: ranked.exact,
            });
        }
        infos.push(evening.info);
    }
    let ranked = events::rank_series(&scores, series.best as usize, series.min as usize);
    SeriesStanding {
        series,
        evenings: infos,
        scores,
        ranked,
        names,
    }
}
