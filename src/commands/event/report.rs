//! `tenscore event report`: the evening's results to post, written whole or not at all.

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, ValueEnum};

use super::evening_view::event_view;
use crate::commands::Context;
use crate::error::CliError;
use crate::ops;
use crate::render::event::{report_csv, report_html, report_json};
use crate::render::export::SPREADSHEET_BOM;
use crate::store::Access;

#[derive(Debug, Args)]
#[command(after_help = "\
Examples: tenscore event report Friday --html friday.html
          tenscore event report --format csv -o friday.csv")]
// One of the two, required as a group: left out, clap names both, where a requirement on --html
// alone named only --html.
#[command(group(clap::ArgGroup::new("report").required(true).args(["html", "format"])))]
pub struct ReportArgs {
    /// The event: its number or name (left out: the most recent unfinished one)
    #[arg(value_name = "EVENT")]
    pub event: Option<String>,
    /// One self-contained page (ranking, every round's tables, the standing after each round)
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,
    /// The results as CSV or JSON, on standard output or into -o FILE
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub format: Option<ReportFormat>,
    /// The file --format writes (standard output when left out)
    #[arg(short = 'o', long = "output", value_name = "FILE", requires = "format")]
    pub output: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ReportFormat {
    Csv,
    Json,
}

pub(super) fn run(ctx: &Context, args: ReportArgs) -> Result<(), CliError> {
    let store = ctx.open_store(Access::Read)?;
    let view = event_view(&ops::event::evening(&store, args.event.as_deref())?);
    let (text, path, what) = match (args.html, args.format) {
        (Some(path), _) => (report_html(&view), Some(path), "html"),
        (None, Some(ReportFormat::Csv)) => (report_csv(&view), args.output, "csv"),
        (None, Some(ReportFormat::Json)) => (report_json(&view), args.output, "json"),
        // clap requires one of them.
        (None, None) => return Ok(()),
    };
    // A CSV for a spreadsheet starts with its byte order mark in a file (`-o`, `> report.csv`),
    // not on a terminal or into a pipe.
    let marked = what == "csv" && (path.is_some() || crate::output::stdout_is_a_file());
    let text = match marked {
        true => format!("{SPREADSHEET_BOM}{text}"),
        false => text,
    };
    let Some(path) = path else {
        return ctx.print_with(|out| out.write_all(text.trim_end_matches('\n').as_bytes()));
    };
    let described = crate::t!("event-results-report-what", format = what);
    let example = format!("report.{what}");
    crate::output::write_streamed(&path, &described, &example, |file| {
        file.write_all(text.as_bytes())
            .map_err(|e| crate::output::file_error(&path, &described, &example, &e))
    })?;
    let shown = crate::render::sanitize(&path.display().to_string()).to_string();
    if ctx.json {
        return ctx.print_json(&serde_json::json!({ "file": path.display().to_string() }));
    }
    ctx.print(&crate::t!("event-results-report-written", file = shown))
}
