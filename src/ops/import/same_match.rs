//! A match of the file found here by its UUID must be the match this database holds: the same
//! options too, not only the same game and seats.

use crate::exchange::MatchLine;
use crate::ops::OpError;
use crate::store::MatchInfo;

/// Refuses the file (exit 3) when match `line`, found here as `info`, was made with other
/// options: a file changed by hand, or a database that made the same UUIDs. Taking its rounds
/// would score them by rules the match here is not played by, whichever file came first.
pub(super) fn same_options(info: &MatchInfo, line: &MatchLine, file: &str) -> Result<(), OpError> {
    let game = info.game.game();
    if game.same_options(&info.options, &line.options)? {
        return Ok(());
    }
    let names: Vec<String> = info.players.iter().map(|p| p.name.to_string()).collect();
    let (mut here, mut there) = (
        game.describe_options_in_full(&info.options, &names)?,
        game.describe_options_in_full(&line.options, &names)?,
    );
    // Options even the game's full words leave out are shown as the file writes them.
    if here == there {
        (here, there) = (info.options.to_string(), line.options.to_string());
    }
    Err(OpError::rule(
        crate::said!(
            "error-import-match-differs",
            label = info.label(),
            uuid = line.uuid.as_str(),
            file = file,
            here = here,
            there = there
        ),
        crate::said!("error-import-match-differs-hint"),
    ))
}
