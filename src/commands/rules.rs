//! `tenscore rules`: the rules in our own words, house rulings marked. Never opens the database.

use clap::Args;
use serde_json::json;

use crate::commands::Context;
use crate::commands::args::parse_game;
use crate::error::CliError;
use crate::games::GameId;

/// The rules in our own words, with the house rulings marked
#[derive(Debug, Args)]
pub struct RulesArgs {
    /// The game: under10, updown, pig10, krumme10 or tenstuff (aliases in `tenscore --help`)
    #[arg(value_parser = parse_game, value_name = "GAME")]
    pub game: GameId,
}

pub(crate) fn run(ctx: &Context, args: RulesArgs) -> Result<(), CliError> {
    let text = args.game.game().rules_text();
    if ctx.json {
        return ctx.print_json(
            &json!({ "game": args.game.id(), "title": args.game.title(), "rules": text }),
        );
    }
    ctx.print(text.trim_end())
}
