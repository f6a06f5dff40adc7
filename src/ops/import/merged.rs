//! A file whose table merged two people (`player merge`) who are still two players here.

use crate::exchange::PlayerLine;
use crate::games::names::PlayerName;
use crate::ops::OpError;
use crate::store::{Player, Writer};

/// The refusal of a file that has `other` (a player here) merged into the player of `line`
/// (`found` here, when found by UUID or alias): nothing is imported, and the merge to make here
/// is named, after which the file imports as the other table has it.
pub(super) fn merged_there(
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
            other = shown(&other.name),
            name = shown(&into)
        ),
    ))
}
