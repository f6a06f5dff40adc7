//! `event seating [EVENT] [--round N]`, and the table cards every seating command prints.

use clap::Args;

use crate::commands::Context;
use crate::error::CliError;
use crate::ops::event::{RoundSeating, find_event_to_show, seating};
use crate::render::event::{
    Progress, RoundView, SeatView, TableView, seating_json, table_cards_text,
};
use crate::store::{Access, Status};

#[derive(Debug, Args)]
pub struct SeatingArgs {
    /// The event: its id or name [default: the most recent unfinished event]
    #[arg(value_name = "EVENT")]
    event: Option<String>,
    /// The round [default: the last one drawn]
    #[arg(long, value_name = "N", value_parser = crate::games::numbers::count)]
    round: Option<u32>,
}

pub(super) fn run(ctx: &Context, args: SeatingArgs) -> Result<(), CliError> {
    let store = ctx.open_store(Access::Read)?;
    let seated = store.read(|reader| {
        let event = find_event_to_show(reader, args.event.as_deref())?;
        seating(reader, event, args.round)
    })?;
    print_cards(ctx, &seated)
}

/// The table cards of a round (or their JSON).
pub(super) fn print_cards(ctx: &Context, seated: &RoundSeating) -> Result<(), CliError> {
    let view = round_view(seated);
    if ctx.json {
        return ctx.print(&(seating_json(seated.event.id, &view)));
    }
    let width = crate::render::fit::width();
    ctx.print(&(table_cards_text(&seated.event.name, &view, width)))
}

/// The render's view of a stored round: each table's players in seat order, with their places
/// once the table ended.
pub(super) fn round_view(seated: &RoundSeating) -> RoundView {
    let tables = (seated.tables.iter())
        .map(|table| {
            let result = |player: i64| {
                (seated.results.iter()).find(|r| r.table == table.table && r.player_id == player)
            };
            TableView {
                table: table.table,
                match_id: table.match_id,
                players: (table.players.iter())
                    .map(|p| SeatView {
                        name: p.name.to_string(),
                        place: result(p.player_id).map(|r| r.rank),
                        score: result(p.player_id).map(|r| r.score),
                        share: None,
                        team_score: None,
                    })
                    .collect(),
                progress: Progress {
                    rounds_played_in_match: table.rounds,
                    leaders: Vec::new(),
                    ended: table.status != Status::InProgress,
                    abandoned: table.status == Status::Abandoned,
                },
            }
        })
        .collect();
    RoundView {
        round: seated.round.round,
        seed: seated.round.seed,
        tables,
        waiting: seated.waiting.clone(),
    }
}
