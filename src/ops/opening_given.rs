//! A flag of a round's opening given only with its entry: the trump a table skipped with the
//! bids and named when `play` refereed the hand. The store keeps the trump with the bids, so it
//! is added to the open round's bids in place, in the round's own transaction: it adds to what
//! was bid and corrects nothing, so no withdrawn take is left in the audit trail.

use std::collections::BTreeMap;

use crate::games::{RoundInput, Standing};
use crate::ops::OpError;
use crate::packed::pack;
use crate::store::{MatchInfo, Writer};

/// Adds `flags` to the opening of the open round of `info`, unless they change nothing (or there
/// is no open round: the entry is then refused as it always is).
pub(super) fn reopen_with(
    writer: &dyn Writer,
    info: &mut MatchInfo,
    standing: &Standing,
    flags: &BTreeMap<String, String>,
) -> Result<(), OpError> {
    if flags.is_empty() {
        return Ok(());
    }
    let Some(open) = &info.open_round else {
        return Ok(());
    };
    let game = info.game.game();
    let bids = game.opening_entries(&open.opening)?;
    let mut input = RoundInput::entries(
        (info.players.iter())
            .map(|p| p.name.as_stored().to_string())
            .zip(bids)
            .collect(),
    );
    for (name, kept) in game.opening_flag_values(&open.opening)? {
        input.flags.insert(name.to_string(), kept);
    }
    input.flags.extend(flags.clone());
    let opening = game.open(&info.options, standing, &input)?;
    if pack(&opening) == pack(&open.opening) {
        return Ok(());
    }
    writer.amend_opening(info, &opening)?;
    if let Some(open) = &mut info.open_round {
        open.opening = opening;
    }
    Ok(())
}
