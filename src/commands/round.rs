//! `tenscore round`: record one round without prompts.

use clap::Args;

use crate::commands::args::RoundFlags;
use crate::commands::{Context, split_match, view};
use crate::error::CliError;
use crate::ops;
use crate::store::Access;

#[derive(Debug, Args)]
#[command(after_help = "\
Under the 10: NAME=POINTS[+BONUS...] for every player still in, where POINTS is the value of the
cards left in hand and BONUS a bonus card still held (joker, trade-one, trade-all), plus exactly one
of --call NAME or --luck NAME.
Example: tenscore round Ann=7 Bob=12+joker Cy=9 --call Ann

10 op en neer: NAME=TRICKS for every player, adding up to the cards of the round, after the bids
(`tenscore bid`).
Example: tenscore round Ann=1 Bob=0 Cy=3 Dee=1

Pig 10: NAME=CARDS for every player, the cards collected in the deal (at most 80 together).
Example: tenscore round Ann=12 Bob=7 Cy=0

Krumme10: NAME=POINTS for every player, the victory points of the game (at most 270 together).
Example: tenscore round Ann=14 Bob=9 Cy=20 Dee=17

Tenstuff: --order with the finishing order, first out first; the last player may be left out.
Example: tenscore round --order Cy,Ann,Dee")]
pub struct RoundArgs {
    /// [MATCH] then one NAME=VALUE per player (Tenstuff: --order instead)
    #[arg(value_name = "[MATCH] ENTRY", num_args = 0..)]
    pub entries: Vec<String>,

    #[command(flatten)]
    pub flags: RoundFlags,
}

pub(crate) fn run(ctx: &Context, args: RoundArgs) -> Result<(), CliError> {
    let (match_id, entries) = split_match(&args.entries)?;
    let input = args.flags.input(entries)?;
    let mut store = ctx.open_store(Access::Write)?;
    let recorded = ops::record_round(&mut store, match_id, &input)?;
    let view = view(&recorded.state)?;
    if ctx.json {
        return ctx.print_json(&crate::render::round_json(
            &recorded.outcome,
            recorded.seq,
            &view,
        ));
    }
    ctx.print(&crate::render::round_text(
        ctx,
        &recorded.outcome,
        recorded.seq,
        recorded.ended,
        &view,
    ))
}
