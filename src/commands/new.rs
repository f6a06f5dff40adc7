//! `tenscore new`: start a match.

use clap::Args;
use serde_json::json;

use crate::commands::Context;
use crate::commands::args::{MatchSetup, parse_game};
use crate::error::CliError;
use crate::games::GameId;
use crate::ops;
use crate::store::Access;

/// Start a match: players in seating order, clockwise; the first one starts
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  tenscore new under10 --players Ann,Bob,Cy --end first-out --bonus-cards\n  tenscore new updown --players Ann,Bob,Cy,Dee --hook\n  tenscore new pig10 --players Ann,Bob,Cy\n  tenscore new krumme10 --players Ann,Bob,Cy,Dee --teams\n  tenscore new tenstuff --players Ann,Bob,Cy --casual"
)]
pub struct NewArgs {
    /// The game: under10, updown, pig10, krumme10 or tenstuff (aliases in `tenscore --help`)
    #[arg(value_parser = parse_game, value_name = "GAME")]
    pub game: GameId,

    #[command(flatten)]
    pub setup: MatchSetup,
}

pub(crate) fn run(ctx: &Context, args: NewArgs) -> Result<(), CliError> {
    if args.setup.players.is_empty() {
        return Err(CliError::usage(
            "no players were named",
            "name them in seating order with --players Ann,Bob,Cy",
        ));
    }
    let mut store = ctx.open_store(Access::Create)?;
    let info = ops::create_match(
        &mut store,
        args.game,
        &args.setup.players,
        &args.setup.options(),
    )?;
    if ctx.json {
        return ctx.print_json(&json!({
            "id": info.id,
            "game": info.game.id(),
            "players": info.names(),
        }));
    }
    ctx.print(&crate::render::new_match(&info)?)
}
