//! A round (or bids) typed without MATCH that the most recent unfinished match refuses, but that
//! another unfinished match of the same players would take: the table meant that one. Looked for
//! only once the entry was refused, so a round that fits costs nothing more.

use crate::games::names::{PlayerName, names_list, shell_word};
use crate::games::{GAMES, RoundInput, SeamError, Standing};
use crate::ops::{OpError, Said};
use crate::store::{MatchInfo, Reader};

/// How many of the other unfinished matches that seat every named player are tried, newest first.
const TRIED: usize = 8;

/// The refusal of `input` by `picked`: when MATCH was left out (`named` is `None`), turned into
/// one that names the other unfinished match the input fits, if there is one; `refused` as it is
/// otherwise. `command` is `round` or `bid`; `fits` tries the input on a match as it stands.
/// A store error while looking is the error then.
pub(super) fn refusal(
    reader: &dyn Reader,
    named: Option<i64>,
    picked: &MatchInfo,
    input: &RoundInput,
    refused: SeamError,
    command: &str,
    fits: impl Fn(&MatchInfo, &Standing) -> bool,
) -> OpError {
    redirected(reader, named, picked, input, refused, command, fits).unwrap_or_else(|failed| failed)
}

fn redirected(
    reader: &dyn Reader,
    named: Option<i64>,
    picked: &MatchInfo,
    input: &RoundInput,
    refused: SeamError,
    command: &str,
    fits: impl Fn(&MatchInfo, &Standing) -> bool,
) -> Result<OpError, OpError> {
    // A named match is never redirected; a stored round the engine cannot read is damaged
    // data, not a mistyped match.
    let (None, SeamError::Violation(violation)) = (named, &refused) else {
        return Ok(refused.into());
    };
    let violation = violation.clone();
    let (fitting, seating) = fitting_match(reader, picked, input, fits)?;
    let Some(other) = fitting else {
        return Ok(
            not_seated_here(picked, input, command, seating).unwrap_or_else(|| violation.into())
        );
    };
    Ok(OpError::usage(
        crate::said!(
            "error-elsewhere",
            command = command,
            game = other.game.id(),
            opening = other.game.opening_word(),
            other = in_words(&other),
            picked = in_words(picked),
            problem = violation.problem
        ),
        crate::said!(
            "error-elsewhere-hint",
            command = command,
            id = other.id,
            words = first_words(input)
        ),
    ))
}

/// The refusal of an input whose players the most recent unfinished match seats none of (and
/// no other unfinished match takes it): the table meant a match that has ended, or another one;
/// the game's own refusal alone would speak of the wrong match. `None` when one of them sits
/// there.
fn not_seated_here(
    picked: &MatchInfo,
    input: &RoundInput,
    command: &str,
    seating: Option<i64>,
) -> Option<OpError> {
    let named = named_players(input);
    // One of them sitting there, the others are likelier typos: the game's refusal says so.
    if named
        .iter()
        .any(|name| picked.players.iter().any(|p| p.name.is(name)))
    {
        return None;
    }
    let unseated: Vec<PlayerName> = named.iter().map(PlayerName::stored).collect();
    let first = unseated.first()?.to_string();
    Some(OpError::usage(
        crate::said!(
            "error-not-seated-here",
            picked = in_words(picked),
            names = names_list(unseated.iter())
        ),
        match seating {
            // Their unfinished match, though it did not take this (its bids not open, say).
            Some(id) => crate::said!(
                "error-elsewhere-hint",
                command = command,
                id = id,
                words = first_words(input)
            ),
            None => crate::said!(
                "error-not-seated-here-hint",
                command = command,
                words = first_words(input),
                first = shell_word(&first)
            ),
        },
    ))
}

/// `match 1 (Under the 10: Ann, Bob, Cy)`.
fn in_words(info: &MatchInfo) -> Said {
    crate::said!(
        "error-elsewhere-match",
        id = info.id,
        title = info.game.title(),
        players = names_list(info.players.iter().map(|p| &p.name))
    )
}

/// The start of what was typed, for the command to type instead: `Ann=5 ...`, `--order Cy ...`.
fn first_words(input: &RoundInput) -> String {
    match (input.entries.first(), input.flags.iter().next()) {
        (Some((name, value)), _) => format!("{name}={value} ..."),
        (None, Some((flag, value))) => format!("--{flag} {value} ..."),
        (None, None) => "...".to_string(),
    }
}

/// The players `input` names: the entries' names, and the values of the flags that name players
/// (a `NAME`, as `--call NAME`, or a list, as `--order A,B,...`).
fn named_players(input: &RoundInput) -> Vec<String> {
    let mut names: Vec<String> = input.entries.iter().map(|(name, _)| name.clone()).collect();
    for (flag, value) in &input.flags {
        let declared = GAMES
            .iter()
            .flat_map(|game| game.round_flags().iter().chain(game.opening_flags()))
            .find(|declared| declared.name == flag);
        match declared.map(|declared| declared.value_name) {
            Some("NAME") => names.push(value.clone()),
            Some("A,B,...") => names.extend(value.split(',').map(str::to_string)),
            _ => {}
        }
    }
    names
        .into_iter()
        .map(|name| name.trim().to_string())
        .filter(|name| !name.is_empty())
        .collect()
}

/// The newest other unfinished match that seats every player `input` names and takes it; and
/// the newest that seats them, whether it takes it or not.
fn fitting_match(
    reader: &dyn Reader,
    picked: &MatchInfo,
    input: &RoundInput,
    fits: impl Fn(&MatchInfo, &Standing) -> bool,
) -> Result<(Option<MatchInfo>, Option<i64>), OpError> {
    let names = named_players(input);
    if names.is_empty() {
        return Ok((None, None));
    }
    let mut players = Vec::with_capacity(names.len());
    for name in &names {
        // A name nobody plays under sits in no match.
        match reader.player_named(name)? {
            Some(player) => players.push(player.id),
            None => return Ok((None, None)),
        }
    }
    let others: Vec<i64> = (reader.unfinished_seating(&players)?.into_iter())
        .filter(|&id| id != picked.id)
        .collect();
    let seating = others.first().copied();
    for &id in others.iter().take(TRIED) {
        let Some(info) = reader.load_match(id)? else {
            continue;
        };
        let standing = reader.current_standing(&info)?;
        if fits(&info, &standing) {
            return Ok((Some(info), seating));
        }
    }
    Ok((None, seating))
}
