//! `tenscore series`: a season of evenings, ranked by each player's best evenings.

use std::path::PathBuf;

use clap::{Args, Subcommand};

use crate::commands::{Context, confirmation};
use crate::error::{CliError, unsettled_look};
use crate::ops;
use crate::render::event::{
    EveningView, SeriesRow, SeriesView, series_html, series_json, series_text,
};
use crate::store::Access;

#[derive(Debug, Args)]
#[command(after_help = "\
An evening counts in a series when it is created with `tenscore event new ... --series NAME`.
Example: tenscore series new \"Winter 2026\" --best 8 --min 5")]
pub struct SeriesArgs {
    #[command(subcommand)]
    pub what: SeriesCommand,
}

#[derive(Debug, Subcommand)]
pub enum SeriesCommand {
    /// Start a series: each player's best K evenings count, among players with at least N
    New {
        /// The series' name (unique, whatever the case)
        #[arg(value_name = "NAME")]
        name: String,
        /// The evenings that count for each player: their best K
        #[arg(long, value_name = "K", value_parser = crate::games::numbers::count_to_1000)]
        best: u32,
        /// The evenings a player needs to be ranked (default: K)
        #[arg(long, value_name = "N", value_parser = crate::games::numbers::count_to_1000)]
        min: Option<u32>,
    },
    /// The series' ranking: the average of each player's best evenings
    Standings {
        /// The series' name (any case)
        #[arg(value_name = "NAME")]
        name: String,
        /// Also write the ranking as one self-contained HTML page
        #[arg(long, value_name = "FILE")]
        html: Option<PathBuf>,
    },
}

pub(crate) fn run(ctx: &Context, args: SeriesArgs) -> Result<(), CliError> {
    match args.what {
        SeriesCommand::New { name, best, min } => {
            let mut store = ctx.open_store(Access::Create)?;
            let min = min.unwrap_or(best);
            let series = ops::event::create_series(&mut store, &name, best, min)
                .map_err(|e| unsettled_look(e, None))?;
            if ctx.json {
                return ctx.print_json(&serde_json::json!({
                    "series": series.name,
                    "best": series.best,
                    "min": series.min,
                }));
            }
            let name = crate::render::sanitize(&series.name).to_string();
            let created = crate::t!(
                "event-results-series-created",
                name = name.clone(),
                word = crate::render::shell_word(&name),
                best = series.best,
                min = series.min
            );
            ctx.print(&confirmation(&created, &[name]))
        }
        SeriesCommand::Standings { name, html } => {
            let store = ctx.open_store(Access::Read)?;
            let view = series_view(ops::event::series_standing(&store, &name)?);
            if let Some(path) = &html {
                let what = crate::t!("event-results-report-what", format = "html");
                crate::output::write_streamed(path, &what, "series.html", |file| {
                    use std::io::Write;
                    file.write_all(series_html(&view).as_bytes())
                        .map_err(|e| crate::output::file_error(path, &what, "series.html", &e))
                })?;
            }
            if ctx.json {
                return ctx.print(&series_json(&view));
            }
            let mut text = series_text(&view, crate::render::fit::width());
            // The page went where the user asked: said, as `event report` says it.
            if let Some(path) = &html {
                let file = crate::render::sanitize(&path.display().to_string()).into_owned();
                text = format!(
                    "{text}\n{}",
                    crate::t!("event-results-report-written", file = file)
                );
            }
            ctx.print(&text)
        }
    }
}

/// The series as its views show it: every evening, and each player's score on each.
fn series_view(standing: ops::event::SeriesStanding) -> SeriesView {
    let evenings: Vec<EveningView> = (standing.evenings.iter())
        .map(|e| EveningView {
            event: e.id,
            name: e.name.clone(),
            // The local day it was held, as the reader's language writes it.
            date: ops::local_day(&e.created_at),
        })
        .collect();
    let score_of = |event: i64, player: i64| {
        (standing.scores.iter())
            .find(|s| s.event == event && s.player == player)
            .map(|s| s.score.value())
    };
    let players = (standing.ranked.iter())
        .map(|line| SeriesRow {
            name: standing
                .names
                .get(&line.player)
                .cloned()
                .unwrap_or_default(),
            rank: line.rank.map(|r| u32::try_from(r).unwrap_or(u32::MAX)),
            score: line.score,
            scores: (evenings.iter())
                .map(|e| score_of(e.event, line.player))
                .collect(),
            counted: line.counted.clone(),
        })
        .collect();
    SeriesView {
        id: standing.series.id,
        name: standing.series.name,
        best: standing.series.best,
        min_evenings: standing.series.min,
        evenings,
        players,
    }
}
