//! `tenscore export`: the scores out of the database, as a lossless JSON Lines copy (for
//! `import` elsewhere) or as CSV for a spreadsheet; the formats are documented in
//! `src/exchange.rs` (JSON Lines) and `render/export.rs` (CSV).

use std::io::{IsTerminal, Write};
use std::path::PathBuf;

use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;

use crate::commands::Context;
use crate::commands::args::{GameParser, day};
use crate::error::CliError;
use crate::exchange::{ExportCounts, JsonLines};
use crate::games::GameId;
use crate::ops::{self, ExportProgress, ExportQuery};
use crate::render::export::CsvRows;
use crate::store::{self, Access};

/// From how many rounds on an export shows a progress bar (on a terminal): below it, an export
/// takes well under a second.
const LONG_EXPORT: u64 = 20_000;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// JSON Lines, lossless: every player, match and round (withdrawn ones included) with their
    /// UUIDs, for `tenscore import`
    #[default]
    Json,
    /// One row per player per live round, with a header row, for spreadsheets
    Csv,
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The format written
    #[arg(long, value_enum, default_value_t = Format::Json)]
    pub format: Format,

    /// Only this match
    #[arg(long = "match", value_name = "MATCH", value_parser = crate::games::numbers::match_number)]
    pub r#match: Option<i64>,

    /// Only matches of this game (its id or an alias)
    #[arg(long, value_parser = GameParser, value_name = "GAME")]
    pub game: Option<GameId>,

    /// Only matches started on this day (YYYY-MM-DD, local time) or later
    #[arg(long, value_name = "DATE")]
    pub since: Option<String>,

    /// Write to FILE (whole or not at all) instead of standard output; with --json, print what
    /// was written as JSON
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// What `export -o FILE --json` prints.
#[derive(Serialize)]
struct ExportedJson<'a> {
    file: &'a str,
    matches: u64,
    rounds: u64,
    players: u64,
}

pub(crate) fn run(ctx: &Context, args: ExportArgs) -> Result<(), CliError> {
    let query = ExportQuery {
        match_id: args.r#match,
        game: args.game,
        since: args
            .since
            .as_deref()
            .map(|d| day("--since", d))
            .transpose()?,
    };
    // A read: a missing database is refused, never created.
    let store = ctx.open_store(Access::Read)?;
    let mut bar = Bar::default();
    let Some(path) = args.output else {
        // A spreadsheet's mark into a file (`> scores.csv`), not on a terminal or into a pipe,
        // where no spreadsheet reads it and a program wants the rows alone.
        let marked = crate::output::stdout_is_a_file();
        let stdout = std::io::stdout().lock();
        let out = std::io::BufWriter::with_capacity(1 << 16, stdout);
        write(&store, &query, (args.format, marked), out, &mut bar)?;
        return Ok(());
    };
    let what = match args.format {
        Format::Json => crate::t!("cmd-export-what", format = "json"),
        Format::Csv => crate::t!("cmd-export-what", format = "csv"),
    };
    let example = match args.format {
        Format::Json => "tenscore.jsonl",
        Format::Csv => "tenscore.csv",
    };
    let counts = crate::output::write_streamed(&path, &what, example, |file| {
        write(&store, &query, (args.format, true), file, &mut bar)
    })?;
    let shown = path.display().to_string();
    // The file is whole by now: a note that cannot be printed (standard output on a full
    // disk) is a warning, and the exit 0, so that a script does not take the export for failed.
    let noted = if ctx.json {
        ctx.print_json(&ExportedJson {
            file: &shown,
            matches: counts.matches,
            rounds: counts.rounds,
            players: counts.players,
        })
    } else {
        ctx.print(&crate::t!(
            "cmd-export-summary",
            matches = counts.matches,
            file = crate::render::sanitize(&shown).to_string(),
            rounds = counts.rounds,
            players = counts.players
        ))
    };
    noted.map_err(|e| e.after_file_written(&shown))
}

/// The export in `format` to `out`; a CSV starts with a byte order mark when `marked`.
fn write<W: Write>(
    store: &store::Store,
    query: &ExportQuery,
    (format, marked): (Format, bool),
    out: W,
    bar: &mut Bar,
) -> Result<ExportCounts, CliError> {
    let progress: Option<&mut dyn ExportProgress> = match std::io::stderr().is_terminal() {
        true => Some(bar),
        false => None,
    };
    let counts = match format {
        Format::Json => ops::export(
            store,
            query,
            || JsonLines::start(out, store::schema_version() as u32, store::now()),
            progress,
        ),
        Format::Csv => ops::export(store, query, || CsvRows::start(out, marked), progress),
    };
    Ok(counts?)
}

/// The progress bar on standard error, shown for a long export on a terminal.
#[derive(Default)]
struct Bar {
    bar: Option<ProgressBar>,
}

impl ExportProgress for Bar {
    fn begin(&mut self, rounds: u64) {
        if rounds < LONG_EXPORT {
            return;
        }
        let bar = ProgressBar::with_draw_target(Some(rounds), ProgressDrawTarget::stderr());
        bar.set_style(
            ProgressStyle::with_template(&crate::t!("cmd-export-progress"))
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        self.bar = Some(bar);
    }

    fn advance(&mut self, rounds: u64) {
        if let Some(bar) = &self.bar {
            bar.inc(rounds);
        }
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
