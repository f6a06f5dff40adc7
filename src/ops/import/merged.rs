//! The aliases a file gives a player, and a file whose table merged two people (`player
//! merge`) who are still two players here.

use crate::exchange::PlayerLine;
use crate::games::names::{PlayerName, shell_word};
use crate::ops::OpError;
use crate::store::{Player, Writer};

/// Makes the aliases the file gives player `line` (found here as `id`, through `found` when by
/// UUID or alias) aliases of that player; whether any was new. Refused when one already finds
/// another player here: the file's table merged two people who are two players here, whose
/// matches here would not be found as the file's.
pub(super) fn take_aliases(
    writer: &dyn Writer,
    file: &str,
    line: &PlayerLine,
    id: i64,
    found: Option<Player>,
) -> Result<bool, OpError> {
    let mut added = false;
    for alias in &line.aliases {
        match writer.player_by_uuid(alias)? {
            None => {
                writer.alias_player(alias, id)?;
                added = true;
            }
            Some(other) if other.id != id => {
                return Err(merged_there(writer, file, &other, line, found)?);
            }
            Some(_) => {}
        }
    }
    Ok(added)
}

/// The refusal of a file that has `other` (a player here) merged into the player of `line`
/// (`found` here, when found by UUID or alias): nothing is imported, and the merge to make here
/// is named, after which the file imports as the other table has it.
fn merged_there(
    writer: &dyn Writer,
    file: &str,
    other: &Player,
    line: &PlayerLine,
    found: Option<Player>,
) -> Result<OpError, OpError> {
    let into = match writer.player_by_uuid(&line.uuid)? {
        Some(here) => here.name,
        None => found.map_or_else(|| line.name.clone(), |player| player.name),
    };
    let shown = |name: &str| PlayerName::stored(name.to_string()).to_string();
    Ok(OpError::rule(
        crate::said!(
            "error-import-merged-there",
            file = file,
            other = shown(&other.name),
            name = shown(&into)
        ),
        crate::said!(
            "error-import-merged-there-hint",
            other = shell_word(&shown(&other.name)),
            name = shell_word(&shown(&into))
        ),
    ))
}

/// The player found here by the UUID of `line` (not by an alias: a player merged here may
/// rightly have another name), when the file calls them otherwise: (the name here, the name in
/// the file). A rename at one table: the export does not say when a name was given, so which
/// name is the later one cannot be told, and the summary names both (`player rename` settles it).
pub(super) fn named_otherwise(
    found: &Player,
    line: &PlayerLine,
    name: &PlayerName,
) -> Option<(String, String)> {
    let same = |a: &str, b: &str| uuid::Uuid::parse_str(a).ok() == uuid::Uuid::parse_str(b).ok();
    (same(&found.uuid, &line.uuid) && found.name != name.as_stored())
        .then(|| (found.name.clone(), name.as_stored().to_string()))
}
