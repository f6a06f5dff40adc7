//! The players of a new match: usable names, as many as the game seats.

use crate::error::CliError;
use crate::games::GameId;
use crate::games::names::same_name;

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
    let mut checked: Vec<String> = Vec::with_capacity(names.len());
    for raw in names {
        let name = raw.trim();
        if name.is_empty() {
            return Err(CliError::usage(
                "a player name is empty",
                "separate names with single commas, e.g. --players Ann,Bob,Cy",
            ));
        }
        if name
            .chars()
            .any(|c| c.is_control() || matches!(c, '=' | ',' | ':' | '@' | '>'))
        {
            return Err(CliError::usage(
                format!(
                    "the name '{name}' contains a character that entries use (= , : @ >) or a control character"
                ),
                "use letters, digits, spaces, '-' or '.' in names",
            ));
        }
        if name.chars().all(|c| c.is_ascii_digit()) {
            return Err(CliError::usage(
                format!("the name '{name}' is only digits, which would read as a match id"),
                "add a letter, e.g. Player1",
            ));
        }
        if name.chars().count() > 40 {
            return Err(CliError::usage(
                format!("the name '{name}' is longer than 40 characters"),
                "use a shorter name",
            ));
        }
        if checked.iter().any(|n| same_name(n, name)) {
            return Err(CliError::usage(
                format!("two players are called '{name}'"),
                "give each player a different name, e.g. Ann and Ann B",
            ));
        }
        checked.push(name.to_string());
    }
    Ok(checked)
}
