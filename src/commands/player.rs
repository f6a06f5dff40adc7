//! `tenscore player`: one identity per person across matches: the list of players, a new
//! spelling, two names of one person made one.

use clap::{Args, Subcommand};

use crate::commands::Context;
use crate::error::{CliError, unsettled_look};
use crate::ops;
use crate::output::Printer;
use crate::render::{MergedJson, PlayerListing, RenamedJson};
use crate::store::Access;

#[derive(Debug, Args)]
pub struct PlayerArgs {
    #[command(subcommand)]
    pub what: PlayerCommand,
}

#[derive(Debug, Subcommand)]
pub enum PlayerCommand {
    /// Every player, by name: matches sat in and won, and when they last played
    ///
    /// Matches counts every match the player sat in, in progress and abandoned ones too; `stats`
    /// counts the finished ones only, so the two may differ.
    List,
    /// Give a player another spelling, in every match (found by any case or accents)
    Rename {
        /// The player's name now
        #[arg(value_name = "OLD")]
        old: String,
        /// The spelling they get
        #[arg(value_name = "NEW")]
        new: String,
    },
    /// Make two names of one person one player: FROM's matches become INTO's
    Merge {
        /// The name that goes (its matches, scores and results become INTO's)
        #[arg(value_name = "FROM")]
        from: String,
        /// The name that stays
        #[arg(value_name = "INTO")]
        into: String,
    },
}

pub(crate) fn run(ctx: &Context, args: PlayerArgs) -> Result<(), CliError> {
    match args.what {
        PlayerCommand::List => {
            let store = ctx.open_store(Access::Read)?;
            // Each player printed as the store hands them over: none is held.
            let mut listing = PlayerListing::new(ctx);
            let mut printer = Printer::for_output(ctx);
            let mut failed = None;
            ops::each_player(&store, &mut |listed| match listing
                .take(listed, &mut printer)
                .map_err(super::stats::listing_failed)
            {
                Ok(()) => true,
                Err(e) => {
                    failed = Some(e);
                    false
                }
            })?;
            if let Some(e) = failed {
                return Err(e);
            }
            listing
                .finish(&mut printer)
                .map_err(super::stats::listing_failed)?;
            printer.finish()
        }
        PlayerCommand::Rename { old, new } => {
            let mut store = ctx.open_store(Access::Write)?;
            let renamed = ops::rename_player(&mut store, &old, &new)
                .map_err(|e| unsettled_look(e, Some("player list")))?;
            if ctx.json {
                return ctx.print_json(&RenamedJson::new(&renamed));
            }
            let said = match renamed.was == renamed.now {
                true => "cmd-player-renamed-same",
                false => "cmd-player-renamed",
            };
            ctx.print(&crate::t!(
                said,
                was = renamed.was.to_string(),
                now = renamed.now.to_string()
            ))
        }
        PlayerCommand::Merge { from, into } => {
            let mut store = ctx.open_store(Access::Write)?;
            let merged = ops::merge_players(&mut store, &from, &into)
                .map_err(|e| unsettled_look(e, Some("player list")))?;
            if ctx.json {
                return ctx.print_json(&MergedJson::new(&merged));
            }
            ctx.print(&crate::t!(
                "cmd-player-merged",
                from = merged.from.to_string(),
                into = merged.into.to_string(),
                count = merged.matches
            ))
        }
    }
}
