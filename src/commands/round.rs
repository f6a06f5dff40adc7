//! `tenscore round`: record one round without prompts.

use clap::Args;

use crate::commands::{Context, parse_entries, record_round, split_match};
use crate::error::CliError;
use crate::games::RoundInput;

/// Record one round (deal) without prompts
#[derive(Debug, Args)]
#[command(after_help = "\
Under the 10: NAME=POINTS[+BONUS...] for every player still in, where POINTS is the value of the
cards left in hand and BONUS a bonus card still held (joker, trade-one, trade-all), plus exactly one
of --call NAME or --luck NAME.
Example: tenscore round Ann=7 Bob=12+joker Cy=9 --call Ann
10 op en neer: NAME=TRICKS for every player, adding up to the cards of the round, after the bids
(`tenscore bid`). Example: tenscore round Ann=1 Bob=0 Cy=3 Dee=1
Pig 10: NAME=CARDS for every player, the cards collected in the deal (at most 80 together).
Example: tenscore round Ann=12 Bob=7 Cy=0")]
pub struct RoundArgs {
    /// [MATCH] then one NAME=VALUE per player
    #[arg(value_name = "[MATCH] ENTRY", required = true, num_args = 1..)]
    pub entries: Vec<String>,

    #[command(flatten)]
    pub ending: RoundEnding,
}

/// How an Under the 10 round ended (shared with `edit`).
#[derive(Debug, Args, Default)]
pub struct RoundEnding {
    /// Under the 10: who called "Under the 10!"
    #[arg(long, value_name = "NAME")]
    pub call: Option<String>,

    /// Under the 10: who emptied their hand (stroke of luck)
    #[arg(long, value_name = "NAME")]
    pub luck: Option<String>,
}

impl RoundEnding {
    /// The round as typed: the entries and how it ended.
    pub(crate) fn input(self, entries: &[String]) -> Result<RoundInput, CliError> {
        Ok(RoundInput {
            entries: parse_entries(entries)?,
            call: self.call,
            luck: self.luck,
            trump: None,
        })
    }
}

pub(crate) fn run(ctx: &Context, args: RoundArgs) -> Result<(), CliError> {
    let (match_id, entries) = split_match(&args.entries);
    let input = args.ending.input(entries)?;
    let mut store = ctx.open_store()?;
    let recorded = record_round(&mut store, match_id, &input)?;
    let view = recorded.view()?;
    if ctx.json {
        return ctx.print_json(&crate::render::round_json(&recorded, &view));
    }
    ctx.print(&crate::render::round_text(ctx, &recorded, &view))
}
