//! `tenscore stats`: a season per player, each game's own figures, two players head to head.

use clap::Args;

use crate::commands::Context;
use crate::commands::args::{GameParser, day};
use crate::error::CliError;
use crate::games::GameId;
use crate::ops::{self, StatsQuery};
use crate::output::{Printer, output_failed};
use crate::render::{
    ListingError, StatsJson, StatsListing, season_is_empty, stats_none_fits, stats_text,
};
use crate::store::{Access, Store};

/// How many players the season lists unless told otherwise: those with the most wins, a screenful.
const LEADERS: u32 = 20;

#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Only matches of this game (its id or an alias)
    #[arg(long, value_parser = GameParser, value_name = "GAME")]
    pub game: Option<GameId>,

    /// Only this player (with their rivals)
    #[arg(long, value_name = "NAME", conflicts_with = "vs")]
    pub player: Option<String>,

    /// Only matches started on this day (YYYY-MM-DD, local time) or later
    #[arg(long, value_name = "DATE")]
    pub since: Option<String>,

    /// Two players head to head: their matches together, who finished ahead how often, and
    /// each one's rivals
    #[arg(long, num_args = 2, value_names = ["A", "B"])]
    pub vs: Option<Vec<String>>,

    /// How many players to list, most wins first [default: 20]
    #[arg(long, value_name = "N", value_parser = crate::games::numbers::count_from_1, conflicts_with = "all")]
    pub limit: Option<u32>,

    /// Every player, however many
    #[arg(long)]
    pub all: bool,
}

pub(crate) fn run(ctx: &Context, args: StatsArgs) -> Result<(), CliError> {
    let vs = match args.vs.as_deref() {
        Some([a, b]) => Some((a.clone(), b.clone())),
        _ => None,
    };
    let rivals = args.player.is_some() || vs.is_some();
    let query = StatsQuery {
        game: args.game,
        player: args.player,
        since: args
            .since
            .as_deref()
            .map(|d| day("--since", d))
            .transpose()?,
        vs,
        limit: match (args.all, args.limit) {
            (true, _) => None,
            (false, limit) => Some(limit.unwrap_or(LEADERS)),
        },
    };
    let store = ctx.open_store(Access::Read)?;
    if ops::lists_everyone(&query) {
        return everyone(ctx, &store, query.game);
    }
    let season = ops::season(&store, &query)?;
    if ctx.json {
        return ctx.print_json(&StatsJson::new(&season));
    }
    if season_is_empty(&season)
        && let Some(flags) = filters_that_left_nothing(&store, &query)?
    {
        return ctx.print(&stats_none_fits(&season, flags));
    }
    ctx.print(&stats_text(ctx, &season, rivals))
}

/// When `--game` or `--since` left nothing to count though leaving them out would count a
/// finished match: which to leave out ("game", "since", "both"). Saying there are no finished
/// matches yet would be untrue.
fn filters_that_left_nothing(
    store: &Store,
    query: &StatsQuery,
) -> Result<Option<&'static str>, CliError> {
    let flags = match (query.game.is_some(), query.since.is_some()) {
        (false, false) => return Ok(None),
        (true, false) => "game",
        (false, true) => "since",
        (true, true) => "both",
    };
    Ok(ended_unfiltered(store, query)?.then_some(flags))
}

/// Whether `query` without `--game` and `--since` (its players kept) counts a finished match.
fn ended_unfiltered(store: &Store, query: &StatsQuery) -> Result<bool, CliError> {
    let unfiltered = StatsQuery {
        game: None,
        player: query.player.clone(),
        since: None,
        vs: query.vs.clone(),
        limit: Some(1),
    };
    Ok(!season_is_empty(&ops::season(store, &unfiltered)?))
}

/// `stats --all`: each row printed as the store hands it over, nobody held.
fn everyone(ctx: &Context, store: &Store, game: Option<GameId>) -> Result<(), CliError> {
    let mut listing = StatsListing::new(ctx, game);
    let mut printer = Printer::for_output(ctx);
    let mut failed = None;
    ops::each_ranked(store, game, ctx.json, &mut |ranked| match listing
        .take(ranked, &mut printer)
        .map_err(listing_failed)
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
    if game.is_some() && listing.is_empty() {
        let everyone = StatsQuery {
            game,
            player: None,
            since: None,
            vs: None,
            limit: None,
        };
        listing.others_ended(ended_unfiltered(store, &everyone)?);
    }
    listing.finish(&mut printer).map_err(listing_failed)?;
    printer.finish()
}

/// A listing that could not be made: a `--json` element, the temporary file a table's rows
/// wait in for its layout, or standard output.
pub(crate) fn listing_failed(e: ListingError) -> CliError {
    match e {
        ListingError::Json(e) => json_failed(e),
        ListingError::Output(e) => output_failed(e),
        ListingError::Spool(e) => CliError::runtime(
            crate::t!(
                "error-list-spool",
                folder = std::env::temp_dir().display().to_string(),
                reason = e.to_string()
            ),
            Some(crate::t!("error-list-spool-hint")),
        ),
    }
}

/// A `--json` element that could not be written.
fn json_failed(e: serde_json::Error) -> CliError {
    CliError::runtime(crate::t!("error-json", reason = e.to_string()), None)
}
