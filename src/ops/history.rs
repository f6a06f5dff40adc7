//! Looking back over the file: the matches played, chosen by game, player and the days they were
//! started on (local days, as the table remembers them).

use chrono::{Days, Local, NaiveDate, SecondsFormat, TimeZone, Utc};

use crate::games::GameId;
use crate::ops::OpError;
use crate::store::{MatchFilter, MatchSummary, Player, Reader, Store};

/// Which matches to list, as typed.
#[derive(Clone, Debug, Default)]
pub struct HistoryQuery {
    pub game: Option<GameId>,
    pub player: Option<String>,
    /// The first day (local), included.
    pub since: Option<NaiveDate>,
    /// The last day (local), included.
    pub until: Option<NaiveDate>,
    /// At most this many, the newest; `None`: all of them.
    pub limit: Option<u32>,
}

/// The matches the query asks for, newest first, in one snapshot.
pub fn history(store: &Store, query: &HistoryQuery) -> Result<Vec<MatchSummary>, OpError> {
    if let (Some(since), Some(until)) = (query.since, query.until)
        && until < since
    {
        return Err(OpError::usage(
            crate::said!(
                "error-until-before-since",
                until = until.to_string(),
                since = since.to_string()
            ),
            crate::said!("error-until-before-since-hint"),
        ));
    }
    store.read(|reader| {
        let player = query
            .player
            .as_deref()
            .map(|name| known_player(reader, name))
            .transpose()?;
        let filter = MatchFilter {
            game: query.game,
            player: player.map(|p| p.id),
            since: query.since.map(start_of_day),
            // The day after the last one, at its start: the whole last day is in.
            before: query
                .until
                .and_then(|day| day.checked_add_days(Days::new(1)))
                .map(start_of_day),
            limit: query.limit,
            ..MatchFilter::default()
        };
        Ok(reader.matches(&filter)?)
    })
}

/// Every player's name as stored: what `play` compares a new name with.
pub fn known_names(store: &Store) -> Result<Vec<String>, OpError> {
    store.read(|reader| Ok(reader.player_names()?))
}

/// The player named, who must have played here. Not found, the known names are read to name
/// the one it may be a typo of ("did you mean Ann?"): only then, so that finding a player costs
/// one read.
pub fn known_player(reader: &dyn Reader, name: &str) -> Result<Player, OpError> {
    if let Some(player) = reader.player_named(name)? {
        return Ok(player);
    }
    let known = reader.player_names()?;
    let hint = match crate::games::names::similar::closest(name, known.iter().map(String::as_str)) {
        Some(meant) => crate::said!("game-did-you-mean", name = meant.to_string()),
        None => crate::said!("error-unknown-player-hint"),
    };
    Err(OpError::not_found(
        crate::said!(
            "error-unknown-player",
            name = crate::games::names::safe_text(name.trim()).to_string()
        ),
        hint,
    ))
}

/// The instant a local day starts, as the store keeps instants (UTC, to the second). A day
/// whose midnight the clocks skip starts at the first instant it has.
pub(crate) fn start_of_day(day: NaiveDate) -> String {
    let midnight = day.and_time(chrono::NaiveTime::MIN);
    let start = Local
        .from_local_datetime(&midnight)
        .earliest()
        .map(|local| local.with_timezone(&Utc))
        .or_else(|| {
            // A skipped midnight (a clock change): an hour later exists.
            let later = midnight + chrono::TimeDelta::hours(1);
            Local
                .from_local_datetime(&later)
                .earliest()
                .map(|l| l.with_timezone(&Utc))
        })
        .unwrap_or_else(|| Utc.from_utc_datetime(&midnight));
    start.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// A stored instant in local time, as the reader's language writes it: `2026-11-23 18:04`,
/// `23-11-2026 18:04`, `23.11.2026 18:04`; as stored when it does not read.
pub fn local_time(stored: &str) -> String {
    crate::i18n::dates::in_local_time(stored).map_or_else(
        || stored.to_string(),
        |t| crate::i18n::dates::day_and_time(t.naive_local()),
    )
}

/// The local day of a stored instant, as the reader's language writes it: `2026-11-23`,
/// `23-11-2026`, `23.11.2026`; as stored when it does not read.
pub fn local_day(stored: &str) -> String {
    crate::i18n::dates::in_local_time(stored).map_or_else(
        || stored.to_string(),
        |t| crate::i18n::dates::day(t.date_naive()),
    )
}

/// A stored instant as RFC 3339 in local time with its offset, for JSON; as stored when it
/// does not read.
pub fn local_rfc3339(stored: &str) -> String {
    crate::i18n::dates::in_local_time(stored).map_or_else(
        || stored.to_string(),
        |t| t.to_rfc3339_opts(SecondsFormat::Secs, true),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_instant_reads_as_chrono_formats_it_in_local_time() {
        use crate::i18n::{Lang, with};
        for stored in [
            "2026-11-23T18:04:59Z",
            "2026-03-29T01:30:00Z",
            "2026-10-25T00:59:00Z",
            "0999-01-02T03:04:05Z",
            "2026-11-23T18:04:59+05:30",
        ] {
            let expected = chrono::DateTime::parse_from_rfc3339(stored)
                .unwrap()
                .with_timezone(&Local)
                .format("%Y-%m-%d %H:%M")
                .to_string();
            assert_eq!(with(Lang::En, || local_time(stored)), expected, "{stored}");
            let german = chrono::DateTime::parse_from_rfc3339(stored)
                .unwrap()
                .with_timezone(&Local)
                .format("%d.%m.%Y %H:%M")
                .to_string();
            assert_eq!(with(Lang::De, || local_time(stored)), german, "{stored}");
        }
        assert_eq!(local_time("yesterday"), "yesterday");
    }

    #[test]
    fn a_day_starts_at_local_midnight_in_utc() {
        // The tests run in whatever zone the machine has: compare with chrono's own reading.
        let day = NaiveDate::from_ymd_opt(2026, 3, 1).unwrap();
        let expected = Local
            .from_local_datetime(&day.and_hms_opt(0, 0, 0).unwrap())
            .earliest()
            .unwrap()
            .with_timezone(&Utc)
            .to_rfc3339_opts(SecondsFormat::Secs, true);
        assert_eq!(start_of_day(day), expected);
        assert!(start_of_day(day).ends_with('Z'));
    }

    #[test]
    fn a_stored_instant_that_does_not_read_is_shown_as_stored() {
        assert_eq!(local_time("yesterday"), "yesterday");
        assert_eq!(local_rfc3339("yesterday"), "yesterday");
    }
}
