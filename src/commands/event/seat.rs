//! `event seat [EVENT] [--by-standing] [--force] [--redraw]`.

use clap::Args;

use super::view::print_cards;
use crate::commands::Context;
use crate::error::{CliError, unsettled_look};
use crate::ops::event::{SeatRequest, seat_round};
use crate::render::event::size_left_out_text;
use crate::store::Access;

#[derive(Debug, Args)]
pub struct SeatArgs {
    /// The event: its id or name [default: the most recent unfinished event]
    #[arg(value_name = "EVENT")]
    event: Option<String>,
    /// Seat players of similar standing so far together, where that repeats no pair
    #[arg(long)]
    by_standing: bool,
    /// Draw although tables of the previous round still play: their players wait this round
    #[arg(long)]
    force: bool,
    /// Draw the last drawn round again with a new seed, while none of its tables has started
    #[arg(long)]
    redraw: bool,
}

pub(super) fn run(ctx: &Context, args: SeatArgs) -> Result<(), CliError> {
    let mut store = ctx.open_store(Access::Write)?;
    let request = SeatRequest {
        by_standing: args.by_standing,
        force: args.force,
        redraw: args.redraw,
    };
    let seated = seat_round(&mut store, args.event.as_deref(), &request)
        .map_err(|e| unsettled_look(e, Some("event seating")))?;
    print_cards(ctx, &seated.seating)?;
    match (ctx.json, seated.left_out) {
        (false, Some(size)) => {
            let event = &seated.seating.event;
            let options = event.game.game().describe_options(&event.options)?;
            let width = crate::render::fit::width();
            ctx.print(&size_left_out_text(
                &event.game.title(),
                &options,
                size,
                width,
            ))
        }
        _ => Ok(()),
    }
}
