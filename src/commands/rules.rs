//! `tenscore rules`: the rules in our own words, house rulings marked. Never opens the database.

use clap::Args;

use crate::commands::Context;
use crate::commands::args::GameParser;
use crate::error::CliError;
use crate::games::GameId;
use crate::render::json::RulesJson;

#[derive(Debug, Args)]
pub struct RulesArgs {
    /// The game (its id or an alias)
    #[arg(value_parser = GameParser, value_name = "GAME")]
    pub game: GameId,
}

pub(crate) fn run(ctx: &Context, args: RulesArgs) -> Result<(), CliError> {
    if ctx.json {
        return ctx.print_json(&RulesJson::new(args.game));
    }
    ctx.print(&crate::render::rules_text(&args.game.game().rules_text()))
}
