//! `tenscore show`: a match round by round, or (`--chart`) every player's running total drawn.

use std::path::{Path, PathBuf};

use clap::Args;

use crate::commands::{Context, view};
use crate::error::CliError;
use crate::ops;
use crate::output;
use crate::render::ChartData;
use crate::store::{Access, RoundsWanted};

#[derive(Debug, Args)]
pub struct ShowArgs {
    /// The match [default: the most recent unfinished one]
    #[arg(value_name = "MATCH", value_parser = crate::games::numbers::match_number)]
    pub r#match: Option<i64>,

    /// Also the withdrawn and replaced rounds (the audit trail)
    #[arg(long, conflicts_with_all = ["chart", "svg"])]
    pub all: bool,

    /// Instead of the table, every player's running total over the rounds as a chart: in colour
    /// one line per player, without colour one chart per player on the same scale; halvings and
    /// outs listed under it (--json: the chart's data)
    #[arg(long)]
    pub chart: bool,

    /// Also write the chart as an SVG picture to FILE, in a folder that exists (implies --chart)
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
}

pub(crate) fn run(ctx: &Context, args: ShowArgs) -> Result<(), CliError> {
    if args.chart || args.svg.is_some() {
        return chart(ctx, args.r#match, args.svg.as_deref());
    }
    let store = ctx.open_store(Access::Read)?;
    // Only JSON prints the explanations.
    let wanted = RoundsWanted {
        withdrawn: args.all,
        explanations: ctx.json,
        counters: false,
    };
    let (state, rounds) = ops::match_rounds(&store, args.r#match, wanted)?;
    // Everything is read: the connection, and the pages it kept, let go of before the text is
    // made, which takes that memory again instead of fresh pages (each a fault).
    drop(store);
    let view = view(&state)?;
    let shown = if ctx.json {
        crate::render::ShowJsonText::new(&state.info, &rounds, &view)
            .map_err(|e| CliError::runtime(crate::t!("error-json", reason = e.to_string()), None))
            .and_then(|json| ctx.print_with(|out| json.write_to(out)))
    } else {
        crate::render::show_text(ctx, &state.info, &rounds, &view)
            .map_err(CliError::from)
            .and_then(|text| ctx.print(&text))
    };
    // The process ends with this command: a long match's rounds are not taken apart value by
    // value first (a seventh of what `show` of 112 rounds costs).
    std::mem::forget(rounds);
    shown
}

/// `show --chart [--svg FILE]`: the live rounds drawn; the SVG written (whole or not at all)
/// before anything is printed.
fn chart(ctx: &Context, id: Option<i64>, svg: Option<&Path>) -> Result<(), CliError> {
    let store = ctx.open_store(Access::Read)?;
    let wanted = RoundsWanted {
        withdrawn: false,
        explanations: false,
        counters: false,
    };
    let (state, rounds) = ops::match_rounds(&store, id, wanted)?;
    // Everything is read (as for the table).
    drop(store);
    let chart = ChartData::new(&state.info, &rounds);
    if let Some(path) = svg {
        output::write_whole(
            path,
            chart.svg()?.as_bytes(),
            &crate::t!("error-write-chart"),
        )?;
    }
    if ctx.json {
        ctx.print_json(&chart.json(svg))
    } else {
        ctx.print(&chart.text(ctx, svg))
    }
}
