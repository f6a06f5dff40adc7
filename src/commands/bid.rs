//! `tenscore bid`: open the next round with the bids (10 op en neer).

use clap::Args;

use crate::commands::args::OpeningFlags;
use crate::commands::{Context, confirmation, parse_entries, split_match, view};
use crate::error::CliError;
use crate::ops;
use crate::render::json::BidJson;
use crate::store::Access;

#[derive(Debug, Args)]
#[command(after_help = "\
Every player bids once, 0 up to the cards of the round, in any order. With --hook the last bidder
may not make the bids add up to the cards. Record the tricks afterwards with `tenscore round`.
Example: tenscore bid Ann=1 Bob=0 Cy=2 Dee=1 --trump hearts")]
pub struct BidArgs {
    /// [MATCH] then one NAME=BID per player
    #[arg(value_name = "[MATCH] NAME=BID", required = true, num_args = 1..)]
    pub entries: Vec<String>,

    #[command(flatten)]
    pub flags: OpeningFlags,
}

pub(crate) fn run(ctx: &Context, args: BidArgs) -> Result<(), CliError> {
    let (match_id, entries) = split_match(&args.entries)?;
    let input = args.flags.input(parse_entries(entries)?);
    let mut store = ctx.open_store(Access::Write)?;
    let opened = ops::open_round(&mut store, match_id, &input)?;
    let view = view(&opened)?;
    let info = &opened.info;
    let seq = info.rounds + 1;
    if ctx.json {
        return ctx.print_json(&BidJson::new(&view, seq));
    }
    ctx.print(&format!(
        "{}\n\n{}",
        confirmation(
            &crate::t!("cmd-bid-done", seq = seq, label = info.label()),
            &crate::render::shown_names(info)
        ),
        view.text(ctx)
    ))
}
