//! `event new`: an evening of one game, its players, rounds, table size, ranking and series.

use std::collections::{BTreeSet, HashSet};
use std::ops::RangeInclusive;

use serde_json::Value;

use crate::events::{SizeError, table_sizes};
use crate::games::names::{fold, safe_text, shell_word};
use crate::games::{GameId, numbers};
use crate::ops::history::local_day;
use crate::ops::{OpError, Said, checked_names};
use crate::store::{EventInfo, EventRanking, NewEvent, Reader, Store};

/// What `event new` was asked for; `choices` are the game's options as clap read them.
#[derive(Clone, Debug)]
pub struct EventRequest {
    pub name: String,
    pub game: GameId,
    pub players: Vec<String>,
    pub rounds: u32,
    pub table_size: u32,
    pub series: Option<String>,
    pub ranking: EventRanking,
    pub choices: clap::ArgMatches,
}

/// The longest name of an evening kept, as for a series: a name, not a text (an import takes
/// up to 200 characters).
const LONGEST_NAME: usize = 80;

/// The event made, with its players as stored.
#[derive(Clone, Debug)]
pub struct Created {
    pub info: EventInfo,
    pub players: Vec<String>,
}

/// Checks the request (name, ranking, table size, players, the game's options for the tables the
/// draw will make) and creates the event in one transaction.
pub fn create_event(store: &mut Store, request: &EventRequest) -> Result<Created, OpError> {
    let name = request.name.trim().to_string();
    if name.is_empty() {
        return Err(OpError::usage(
            crate::said!("event-cmd-name-empty"),
            crate::said!("event-cmd-name-empty-hint"),
        ));
    }
    if let Some(unshown) = crate::games::names::unshown_char(&name) {
        return Err(OpError::usage(
            crate::said!(
                "event-cmd-name-char",
                char = unshown.char,
                effect = unshown.effect
            ),
            crate::said!("event-cmd-name-char-hint"),
        ));
    }
    let length = name.chars().count();
    if length > LONGEST_NAME {
        return Err(OpError::usage(
            crate::said!(
                "event-cmd-name-bad",
                length = length,
                longest = LONGEST_NAME
            ),
            crate::said!("event-cmd-name-long-hint"),
        ));
    }
    // A number names an event by its id: an event called so could never be named.
    if numbers::whole::<i64>(&name).is_ok() {
        return Err(OpError::usage(
            crate::said!("event-cmd-name-number", name = name.as_str()),
            crate::said!("event-cmd-name-number-hint", name = name.as_str()),
        ));
    }
    check_ranking(request.game, request.ranking)?;
    let players = checked_names(&request.players)?;
    let options = options_for(request, &players)?;
    let series = match &request.series {
        Some(series) => Some(store.read(|reader| {
            let id = series_id(reader, series)?;
            fits_the_series(reader, id, series.trim(), request)?;
            Ok::<i64, OpError>(id)
        })?),
        None => None,
    };
    let new = NewEvent {
        name,
        game: request.game,
        options,
        rounds: request.rounds,
        table_size: request.table_size,
        ranking: request.ranking,
        series,
        players,
    };
    store.write(|writer| {
        refuse_a_name_taken(writer, &new.name)?;
        crate::ops::refuse_new_mixed_scripts(writer, &new.players)?;
        let id = writer.create_event(&new)?;
        let info = writer
            .event(id)?
            .ok_or_else(|| OpError::failed(crate::said!("event-cmd-unread"), None))?;
        let players: Vec<_> = (writer.event_players(id)?.into_iter())
            .map(|p| p.player.name)
            .collect();
        if players.len() < new.players.len() {
            return Err(crate::ops::merged_name_twice(writer, &new.players, true)?);
        }
        Ok(Created { info, players })
    })
}

/// Refused: an event is named `name` already, as names are compared (whatever the case, spaces
/// or invisible characters): a second one could not be named by it at once, since EVENT given
/// by a shared name is refused. Events pooled from two tables' files may still share a name.
/// The hint offers names of its own that are free: the next `NAME 2`, `NAME 3`, ... and the name
/// with today's date.
fn refuse_a_name_taken(reader: &dyn Reader, name: &str) -> Result<(), OpError> {
    let taken = reader.events_named(name)?;
    let Some(newest) = taken.first() else {
        return Ok(());
    };
    let names: HashSet<String> = (reader.events()?.iter())
        .map(|summary| fold(&summary.event.name))
        .collect();
    let free = |candidate: &String| {
        candidate.chars().count() <= LONGEST_NAME && !names.contains(&fold(candidate))
    };
    // "Friday 2" taken too: "Friday 3", not "Friday 2 2".
    let base = match name.rsplit_once(' ') {
        Some((base, number)) if numbers::whole::<u32>(number).is_ok() => base,
        _ => name,
    };
    let numbered = (2..names.len() + 3)
        .map(|n| format!("{base} {n}"))
        .find(&free);
    let dated = Some(format!("{name} {}", local_day(&crate::store::now()))).filter(&free);
    let offered: Vec<String> = (numbered.into_iter().chain(dated))
        .map(|offer| shell_word(&offer))
        .collect();
    let hint = match offered.as_slice() {
        [numbered, dated] => crate::said!(
            "event-cmd-name-taken-hint",
            numbered = numbered.as_str(),
            dated = dated.as_str()
        ),
        [one] => crate::said!("event-cmd-name-taken-hint-one", name = one.as_str()),
        _ => crate::said!("event-cmd-name-taken-hint-shorter", longest = LONGEST_NAME),
    };
    Err(OpError::usage(
        crate::said!(
            "event-cmd-name-taken",
            count = taken.len(),
            name = safe_text(&newest.name).into_owned(),
            events = super::find::ids_and_days(&taken)
        ),
        hint,
    ))
}

/// `--ranking points` only where a game's points compare across tables.
fn check_ranking(game: GameId, ranking: EventRanking) -> Result<(), OpError> {
    if ranking == EventRanking::Points && !super::points_compare(game) {
        return Err(OpError::usage(
            crate::said!("event-cmd-points-not", title = game.title()),
            crate::said!(
                "event-cmd-points-not-hint",
                games = super::POINTS_GAMES.join(", ")
            ),
        ));
    }
    Ok(())
}

/// A split of the players that does not work, in the reader's words.
pub(super) fn size_refused(game: GameId, e: SizeError) -> OpError {
    let title = game.title();
    let (problem, hint): (Said, Said) = match e {
        SizeError::TargetNotAllowed { target, min, max } => (
            crate::said!(
                "event-cmd-table-size",
                title = title,
                size = target,
                low = min,
                high = max
            ),
            crate::said!("event-cmd-table-size-hint", low = min, high = max),
        ),
        SizeError::TooFewPlayers { players, min } => (
            crate::said!(
                "event-cmd-too-few",
                title = title,
                count = players,
                low = min
            ),
            crate::said!("event-cmd-too-few-hint", low = min),
        ),
        SizeError::NoSplit { players, min, max } => (
            crate::said!("event-cmd-no-split", count = players, low = min, high = max),
            crate::said!("event-cmd-no-split-hint"),
        ),
    };
    // A table size or a number of players the game does not allow breaks its rules (DESIGN
    // section 3: exit 3), as it does for `new`.
    OpError::rule(problem, hint)
}

/// The game's options for every table, checked as `new` checks them: for a table of the target
/// size, then for each size of table the first draw makes from the sizes those options allow
/// (Krumme 10 in teams: four to six). Those of the largest table are kept: a default that
/// depends on the table, such as Up and Down's peak, then fits them all.
fn options_for(request: &EventRequest, players: &[String]) -> Result<Value, OpError> {
    let game = request.game.game();
    let target = request.table_size as usize;
    let seated = |n: usize| &players[..n.min(players.len())];
    // The target and the count first, in the event's words, before the game's own checks.
    table_sizes(players.len(), target, game.players())
        .map_err(|e| size_refused(request.game, e))?;
    let at_target = game.options(&request.choices, seated(target))?;
    let allowed = allowed_sizes(request.game, &at_target, target)?;
    let teams = in_teams(request.game, &at_target, target)?;
    let sizes = table_sizes(players.len(), target, allowed).map_err(|e| match e {
        // No --table-size helps: the teams, not the target, set the sizes.
        SizeError::NoSplit { players, min, max } if teams => OpError::rule(
            crate::said!(
                "event-cmd-no-split-teams",
                count = players,
                low = min,
                high = max
            ),
            crate::said!("event-cmd-no-split-teams-hint", low = min, high = max),
        ),
        e => size_refused(request.game, e),
    })?;
    let distinct: BTreeSet<usize> = sizes.iter().copied().collect();
    let mut largest = at_target;
    for size in distinct {
        largest = game.options(&request.choices, seated(size))?;
    }
    Ok(largest)
}

/// The sizes of table the game allows with `options` around `target`: within the game's range,
/// and, where the options play in teams (Krumme 10), only tables that seat teams.
fn allowed_sizes(
    game: GameId,
    options: &Value,
    target: usize,
) -> Result<RangeInclusive<usize>, OpError> {
    let rules = game.game();
    let range = rules.players();
    if !range.contains(&target) {
        return Ok(range);
    }
    let in_teams = |n: usize| -> Result<bool, OpError> { Ok(rules.teams(options, n)?.is_some()) };
    let wanted = in_teams(target)?;
    around(target, range, |n| Ok(in_teams(n)? == wanted))
}

/// Whether `options` play in teams at a table of `target` (Krumme 10's --teams): the tables are
/// then only those that seat teams, and a split refused says that limit comes from --teams.
fn in_teams(game: GameId, options: &Value, target: usize) -> Result<bool, OpError> {
    let rules = game.game();
    Ok(rules.players().contains(&target) && rules.teams(options, target)?.is_some())
}

/// The sizes next to `target` within `range` for which `keep` holds, as far out as it holds
/// without a gap.
fn around(
    target: usize,
    range: RangeInclusive<usize>,
    keep: impl Fn(usize) -> Result<bool, OpError>,
) -> Result<RangeInclusive<usize>, OpError> {
    let (mut low, mut high) = (target, target);
    while low > *range.start() && keep(low - 1)? {
        low -= 1;
    }
    while high < *range.end() && keep(high + 1)? {
        high += 1;
    }
    Ok(low..=high)
}

/// The sizes of table a draw of an event with `options` may make around `target`: those of
/// [`allowed_sizes`] that the options fit. The options were made for the tables of the first
/// draw; a later draw with more players must not seat a table they cannot be played at (Up and
/// Down dealing up to 10 cards seats at most five), so it makes smaller tables instead.
pub(super) fn fitting_sizes(
    game: GameId,
    options: &Value,
    target: usize,
) -> Result<RangeInclusive<usize>, OpError> {
    let allowed = allowed_sizes(game, options, target)?;
    let rules = game.game();
    if !allowed.contains(&target) || !rules.fits(options, target)? {
        return Ok(allowed);
    }
    around(target, allowed, |n| Ok(rules.fits(options, n)?))
}

/// The sizes of the tables a draw seats `players` at ([`fitting_sizes`]), and the size the
/// game's own range would have seated them at (the largest, where it would make several) that
/// the options do not fit: `event seat` says why it drew smaller tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct DrawSizes {
    pub sizes: Vec<usize>,
    pub left_out: Option<usize>,
}

/// The tables' sizes of a draw of `players` ([`DrawSizes`]). Refused, when no split fits, in
/// the words of a round being drawn; where the evening's options, not the game, left too few
/// sizes of table, the refusal names them.
pub(super) fn draw_sizes(
    game: GameId,
    options: &Value,
    target: usize,
    players: usize,
) -> Result<DrawSizes, OpError> {
    let fitting = fitting_sizes(game, options, target)?;
    let allowed = allowed_sizes(game, options, target)?;
    match table_sizes(players, target, fitting.clone()) {
        Ok(sizes) => {
            let unfitted = table_sizes(players, target, allowed).unwrap_or_default();
            let left_out = (unfitted.into_iter())
                .filter(|size| !fitting.contains(size))
                .max();
            Ok(DrawSizes { sizes, left_out })
        }
        Err(SizeError::NoSplit { players, min, max }) => {
            let problem = match fitting != allowed {
                true => crate::said!(
                    "event-cmd-no-split-options",
                    count = players,
                    low = min,
                    high = max,
                    title = game.title(),
                    options = game.game().describe_options(options)?
                ),
                false if in_teams(game, options, target)? => crate::said!(
                    "event-cmd-no-split-teams",
                    count = players,
                    low = min,
                    high = max
                ),
                false => crate::said!("event-cmd-no-split", count = players, low = min, high = max),
            };
            Err(OpError::rule(
                problem,
                crate::said!("event-cmd-no-split-seat-hint"),
            ))
        }
        Err(e) => Err(size_refused(game, e)),
    }
}

/// An evening joins a series only where its scores add up with the others': every evening of a
/// series ranks the same way (a points evening's tens of points would swamp shares of at most
/// one a table), and points only of one game (Pig 10's cards are not 10 op en neer's tricks).
fn fits_the_series(
    reader: &dyn Reader,
    series: i64,
    name: &str,
    request: &EventRequest,
) -> Result<(), OpError> {
    let evenings = reader.events()?;
    let Some(other) = (evenings.iter())
        .map(|summary| &summary.event)
        .filter(|event| event.series.as_ref().is_some_and(|(id, _)| *id == series))
        .find(|event| {
            event.ranking != request.ranking
                || (request.ranking == EventRanking::Points && event.game != request.game)
        })
    else {
        return Ok(());
    };
    Err(match other.ranking != request.ranking {
        true => OpError::usage(
            crate::said!(
                "event-cmd-series-ranking",
                series = name,
                theirs = other.ranking.as_str(),
                ours = request.ranking.as_str()
            ),
            crate::said!(
                "event-cmd-series-ranking-hint",
                theirs = other.ranking.as_str()
            ),
        ),
        false => OpError::usage(
            crate::said!(
                "event-cmd-series-game",
                series = name,
                theirs = other.game.title(),
                ours = request.game.title()
            ),
            crate::said!("event-cmd-series-game-hint"),
        ),
    })
}

/// The series named, which must exist.
fn series_id(reader: &dyn Reader, name: &str) -> Result<i64, OpError> {
    match reader.series_named(name.trim())? {
        Some(series) => Ok(series.id),
        None => Err(OpError::usage(
            crate::said!("event-cmd-no-series", name = name.trim()),
            crate::said!(
                "event-cmd-no-series-hint",
                word = shell_word(&safe_text(name.trim()))
            ),
        )),
    }
}
