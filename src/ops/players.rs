//! The players of a new match: usable names, as many as the game seats.

use crate::error::CliError;
use crate::games::GameId;
use crate::games::names::PlayerName;

/// The players of a new match of `game_id`: usable names, as many as the game seats. The same
/// check `play` makes as the names are typed.
pub fn checked_players(game_id: GameId, names: &[String]) -> Result<Vec<String>, CliError> {
    let names = checked_names(names)?;
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
    Ok(names)
}

/// Player names as typed, trimmed; refuses empty, repeated and unusable names.
pub fn checked_names(names: &[String]) -> Result<Vec<String>, CliError> {
    let mut checked: Vec<PlayerName> = Vec::with_capacity(names.len());
    for raw in names {
        let name = PlayerName::typed(raw)?;
        if checked.iter().any(|other| other.is(name.as_stored())) {
            return Err(CliError::usage(
                format!("two players are called '{name}'"),
                "give each player a different name, e.g. Ann and Ann B",
            ));
        }
        checked.push(name);
    }
    Ok(checked
        .iter()
        .map(|name| name.as_stored().to_string())
        .collect())
}
