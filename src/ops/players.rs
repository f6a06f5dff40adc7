//! The players of a new match: usable names, as many as the game seats.

use std::collections::HashMap;

use crate::error::CliError;
use crate::games::GameId;
use crate::games::names::{PlayerName, look_alike, look_alike_key, revealed_name};

/// The players of a new match of `game_id`: as many as the game seats, with usable names. The
/// count is checked first, so that a list of any length is answered at once. The same check
/// `play` makes as the names are typed.
pub fn checked_players(game_id: GameId, names: &[String]) -> Result<Vec<String>, CliError> {
    let range = game_id.game().players();
    if !range.contains(&names.len()) {
        return Err(CliError::rule(
            format!(
                "{} is played by {} to {} players, not {}",
                game_id.title(),
                range.start(),
                range.end(),
                names.len()
            ),
            format!(
                "name {} to {} players, separated by commas",
                range.start(),
                range.end()
            ),
        ));
    }
    checked_names(names)
}

/// Player names as typed, trimmed; refuses empty, repeated and unusable names, and names that
/// differ from another only by invisible characters (they would look the same). Each name is
/// looked up once (by its key without case and invisible characters), so any number of names is
/// answered at once.
pub fn checked_names(names: &[String]) -> Result<Vec<String>, CliError> {
    let mut checked: Vec<String> = Vec::with_capacity(names.len());
    let mut seats: HashMap<String, usize> = HashMap::with_capacity(names.len());
    for raw in names {
        let name = PlayerName::typed(raw)?;
        if let Some(&seat) = seats.get(&look_alike_key(name.as_stored())) {
            let other = &checked[seat];
            return Err(match look_alike(other, name.as_stored()) {
                None => CliError::usage(
                    format!("two players are called '{name}'"),
                    "give each player a different name, e.g. Ann and Ann B",
                ),
                Some(hidden) => CliError::usage(
                    format!(
                        "the names '{}' and '{}' differ only by invisible characters such as \
                         {hidden}, so they look the same",
                        revealed_name(other),
                        revealed_name(name.as_stored())
                    ),
                    "give each player a different name, e.g. Ann and Ann B",
                ),
            });
        }
        seats.insert(look_alike_key(name.as_stored()), checked.len());
        checked.push(name.as_stored().to_string());
    }
    Ok(checked)
}
