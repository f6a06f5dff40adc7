//! `tenscore event`: club nights. An evening of one game at several tables over several
//! rounds; each table of each round plays an ordinary match. One subcommand a step of the
//! evening; each one's handling is in its own file under `event/`.

mod board;
mod evening_view;
mod list;
mod new;
mod report;
mod roster;
mod seat;
mod standings;
mod view;

use clap::{Args, Subcommand};

pub(crate) use new::option_naming_player;

use crate::commands::Context;
use crate::error::CliError;

const EXAMPLES: &str = "Examples:
  tenscore event new Friday --game updown --players Ann,Bob,Cy,Dee,Eve,Fay,Gus,Hal --rounds 3
  tenscore event new Friday --game krumme10 --players-file club.txt --teams
  tenscore event seat                 # draw round 1 and print the table cards
  tenscore round 7 Ann=3 Bob=1 ...    # each table records its match as usual
  tenscore event seat                 # round 2, once every table has finished
  tenscore event seat --force         # round 2 now: the players of unfinished tables wait
  tenscore event seat --redraw        # draw the last round again (before any table starts)
  tenscore event add Ivy              # a late arrival, seated from the next round
  tenscore event remove Bob           # an early leave, not seated from the next round
  tenscore event seating --round 1
  tenscore event standings            # the evening's ranking so far
  tenscore event board --follow       # the venue's screen, redrawn as the tables record
  tenscore event report --html friday.html
  tenscore event list
EVENT is the event's id or name; left out, the most recent unfinished event.";

// `tenscore event SUBCOMMAND` (its about is the line `commands!` gives it).
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES, subcommand_required = true)]
pub struct EventArgs {
    #[command(subcommand)]
    command: EventCommand,
}

#[derive(Debug, Subcommand)]
enum EventCommand {
    /// Create an evening: the game, its players, the rounds planned, the size of a table
    New(new::NewEventArgs),
    /// Add players between rounds: a late arrival is seated from the next round drawn
    Add(roster::RosterArgs),
    /// Take players out: an early leave is not seated in later rounds
    Remove(roster::RosterArgs),
    /// Draw the next round's tables, create their matches and print the table cards
    Seat(seat::SeatArgs),
    /// The table cards of a round again (the last one drawn unless --round)
    Seating(view::SeatingArgs),
    /// The evening's ranking: each player's share of the tables beaten, the last place
    Standings(standings::StandingsArgs),
    /// A full-screen view for the venue: the tables' progress and the ranking (--follow redraws)
    Board(board::BoardArgs),
    /// Results to post: one self-contained HTML page, or CSV or JSON
    Report(report::ReportArgs),
    /// The events, newest first
    List,
}

pub(crate) fn run(ctx: &Context, args: EventArgs) -> Result<(), CliError> {
    match args.command {
        EventCommand::New(args) => new::run(ctx, args),
        EventCommand::Add(args) => roster::add(ctx, args),
        EventCommand::Remove(args) => roster::remove(ctx, args),
        EventCommand::Seat(args) => seat::run(ctx, args),
        EventCommand::Seating(args) => view::run(ctx, args),
        EventCommand::Standings(args) => standings::run(ctx, args),
        EventCommand::Board(args) => board::run(ctx, args),
        EventCommand::Report(args) => report::run(ctx, args),
        EventCommand::List => list::run(ctx),
    }
}
