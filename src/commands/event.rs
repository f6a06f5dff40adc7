//! `tenscore event`: a club night — an evening of one game at several tables over several
//! rounds (DESIGN section 8). Each subcommand's handling is in its own file under
//! `commands/event/`.

mod board;
mod report;
mod standings;

use clap::{Args, Subcommand};

use crate::commands::Context;
use crate::error::CliError;

pub use board::BoardArgs;
pub use report::ReportArgs;
pub use standings::StandingsArgs;

#[derive(Debug, Args)]
#[command(after_help = "\
EVENT is the event's number or its name (any case); left out, the most recent unfinished event.
Example: tenscore event standings Friday")]
pub struct EventArgs {
    #[command(subcommand)]
    pub what: EventCommand,
}

#[derive(Debug, Subcommand)]
pub enum EventCommand {
    /// The evening's ranking: each player's share of the tables beaten, the last place
    Standings(StandingsArgs),
    /// A full-screen view for the venue: the tables' progress and the ranking (--follow redraws)
    Board(BoardArgs),
    /// Results to post: one self-contained HTML page, or CSV or JSON
    Report(ReportArgs),
}

pub(crate) fn run(ctx: &Context, args: EventArgs) -> Result<(), CliError> {
    match args.what {
        EventCommand::Standings(args) => standings::run(ctx, args),
        EventCommand::Board(args) => board::run(ctx, args),
        EventCommand::Report(args) => report::run(ctx, args),
    }
}
