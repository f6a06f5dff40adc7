//! `tenscore import FILE`: a JSON export (`tenscore export`) merged into the database in one
//! transaction, all or nothing; the merge rules are in `ops/import.rs`, the format in
//! `src/exchange.rs`.

use std::io::{BufReader, IsTerminal};
use std::path::PathBuf;

use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;

use crate::commands::Context;
use crate::error::CliError;
use crate::ops::{self, ImportOptions, ImportProgress, ImportSummary};
use crate::store::Access;

/// From how many bytes on an import shows a progress bar (on a terminal): below it, an import
/// takes about a second.
const LONG_IMPORT: u64 = 8 << 20;

#[derive(Debug, Args)]
#[command(after_help = "\
Players, matches and rounds are matched by UUID, so importing the same file twice changes nothing
the second time. A player with an unknown UUID but a known name is taken as the player known by
that name (reported), unless --no-name-match. A match here takes the rounds it lacks; two
different rounds at the same position are a conflict, and every round must score as the rules
say: either refuses the whole file (exit 3). A malformed file is refused with exit 2, as is a
later name for a player that another player here already has (as `player rename` refuses it).
Examples:
  tenscore import table2.jsonl --dry-run
  tenscore import table2.jsonl")]
pub struct ImportArgs {
    /// The JSON Lines file `tenscore export` wrote
    #[arg(value_name = "FILE")]
    pub file: PathBuf,

    /// Check everything and print the summary, but write nothing
    #[arg(long)]
    pub dry_run: bool,

    /// Never take a player of the file as the player known here by the same name: add them as a
    /// new player (refused while the name is taken)
    #[arg(long)]
    pub no_name_match: bool,
}

/// `import --json`.
#[derive(Serialize)]
struct ImportJson<'a> {
    matches: MatchesJson,
    rounds: RoundsJson,
    players: PlayersJson<'a>,
    /// Only when the file held series or events (club nights).
    #[serde(skip_serializing_if = "Option::is_none")]
    events: Option<EventsJson>,
    dry_run: bool,
}

#[derive(Serialize)]
struct EventsJson {
    added: u64,
    extended: u64,
    present: u64,
    tables_added: u64,
    series_added: u64,
    series_present: u64,
}

#[derive(Serialize)]
struct MatchesJson {
    added: u64,
    present: u64,
    extended: u64,
}

#[derive(Serialize)]
struct RoundsJson {
    added: u64,
    present: u64,
}

#[derive(Serialize)]
struct PlayersJson<'a> {
    added: u64,
    present: u64,
    matched_by_name: Vec<MatchedJson<'a>>,
    /// Only when a player found by UUID is called otherwise in the file.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    named_otherwise: Vec<NamedJson<'a>>,
    /// Only when a player found by UUID took the name the file gave them later.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    renamed: Vec<RenamedJson<'a>>,
}

#[derive(Serialize)]
struct RenamedJson<'a> {
    /// The name the player had here.
    was: &'a str,
    /// Their name now, as in the file.
    name: &'a str,
}

#[derive(Serialize)]
struct NamedJson<'a> {
    /// The player's name here.
    player: &'a str,
    /// Their name in the file.
    name: &'a str,
}

#[derive(Serialize)]
struct MatchedJson<'a> {
    /// The name in the file.
    name: &'a str,
    /// The player here it was taken as.
    player: &'a str,
}

pub(crate) fn run(ctx: &Context, args: ImportArgs) -> Result<(), CliError> {
    let path = args.file.display().to_string();
    let shown = crate::render::sanitize(&path).to_string();
    let opened = std::fs::File::open(&args.file).map_err(|e| {
        CliError::runtime(
            crate::t!(
                "error-import-unreadable",
                file = shown.as_str(),
                reason = crate::i18n::os_reason(&e)
            ),
            Some(crate::t!("error-import-unreadable-hint")),
        )
    })?;
    // A folder opens, and is unreadable as a file: exit 1, as a file that cannot be read.
    if opened.metadata().is_ok_and(|m| m.is_dir()) {
        return Err(CliError::runtime(
            crate::t!("error-import-folder", file = shown.as_str()),
            Some(crate::t!(
                "error-import-folder-hint",
                example = crate::render::shell_word(&crate::render::sanitize(
                    &args.file.join("tenscore.jsonl").display().to_string()
                ))
            )),
        ));
    }
    let size = opened.metadata().map(|m| m.len()).unwrap_or_default();
    let mut source = BufReader::with_capacity(1 << 16, opened);
    refuse_a_database(ctx, &mut source, &args.file, &shown)?;
    // A dry run writes nothing: a missing database is refused, never created. An import
    // creates it (a new laptop taking over an old one's history).
    let access = match args.dry_run {
        true => Access::Write,
        false => Access::Create,
    };
    // What makes a missing database (a file, or tenscore's tables on a server, found by the
    // first statement) is the import itself, not `new`.
    let missing = |mut e: CliError| {
        let hints = [
            crate::t!("error-store-missing-hint"),
            crate::t!(
                "error-server-missing-hint",
                form = crate::store::SERVER_FORM
            ),
        ];
        if args.dry_run && e.hint.as_ref().is_some_and(|hint| hints.contains(hint)) {
            e.hint = Some(crate::t!("error-import-dry-run-missing-hint"));
        }
        e
    };
    let mut store = ctx.open_store(access).map_err(missing)?;
    let mut bar = Bar::new(size);
    let progress: Option<&mut dyn ImportProgress> = bar.as_mut().map(|b| b as _);
    let options = ImportOptions {
        dry_run: args.dry_run,
        no_name_match: args.no_name_match,
    };
    let summary = ops::import(&mut store, &mut source, &shown, options, progress)
        .map_err(|e| missing(e.into()))?;
    drop(bar);
    if ctx.json {
        return ctx.print_json(&json(&summary));
    }
    ctx.print(&text(&summary, &shown))
}

/// The first bytes of every SQLite file.
const SQLITE_HEADER: &[u8; 16] = b"SQLite format 3\0";

/// A tenscore database named instead of an export (exit 2, as a file that is not one), with the
/// export that pools it. Read before the database is opened: a refusal creates none.
fn refuse_a_database(
    ctx: &Context,
    source: &mut BufReader<std::fs::File>,
    file: &std::path::Path,
    shown: &str,
) -> Result<(), CliError> {
    use std::io::BufRead;
    // Unreadable here, it is named as such when the import reads it.
    let starts = source.fill_buf().unwrap_or_default();
    if !starts.starts_with(SQLITE_HEADER) {
        return Ok(());
    }
    let mut export = file.with_extension("jsonl");
    if export == file {
        export = PathBuf::from(format!("{}.export.jsonl", file.display()));
    }
    let word = |path: &std::path::Path| {
        crate::render::shell_word(&crate::render::sanitize(&path.display().to_string()))
    };
    Err(CliError::usage(
        crate::t!("error-import-database", file = shown),
        crate::t!(
            "error-import-database-hint",
            file = word(file),
            export = word(&export),
            db = crate::store::spaced(ctx.db_words().as_deref())
        ),
    ))
}

fn json(summary: &ImportSummary) -> ImportJson<'_> {
    ImportJson {
        matches: MatchesJson {
            added: summary.matches_added,
            present: summary.matches_present,
            extended: summary.matches_extended,
        },
        rounds: RoundsJson {
            added: summary.rounds_added,
            present: summary.rounds_present,
        },
        players: PlayersJson {
            added: summary.players_added,
            present: summary.players_present,
            matched_by_name: summary
                .matched_by_name
                .iter()
                .map(|(name, player)| MatchedJson { name, player })
                .collect(),
            named_otherwise: summary
                .named_otherwise
                .iter()
                .map(|(player, name)| NamedJson { player, name })
                .collect(),
            renamed: (summary.renamed.iter())
                .map(|(was, name)| RenamedJson { was, name })
                .collect(),
        },
        events: summary.events.held().then(|| {
            let events = &summary.events;
            EventsJson {
                added: events.events_added,
                extended: events.events_extended,
                present: events.events_present,
                tables_added: events.tables_added,
                series_added: events.series_added,
                series_present: events.series_present,
            }
        }),
        dry_run: summary.dry_run,
    }
}

/// `Imported table2.jsonl: 3 matches added, 1 extended, 2 already present; ...`.
fn text(summary: &ImportSummary, file: &str) -> String {
    let mut lines = vec![crate::t!(
        "cmd-import-summary",
        dry = if summary.dry_run { "yes" } else { "no" },
        file = file,
        matches_added = summary.matches_added,
        matches_extended = summary.matches_extended,
        matches_present = summary.matches_present,
        rounds_added = summary.rounds_added,
        rounds_present = summary.rounds_present,
        players_added = summary.players_added,
        players_present = summary.players_present,
        matched = summary.matched_by_name.len()
    )];
    let events = &summary.events;
    if events.held() {
        lines.push(crate::t!(
            "event-exchange-summary",
            events_added = events.events_added,
            events_extended = events.events_extended,
            events_present = events.events_present,
            tables_added = events.tables_added,
            series_added = events.series_added,
            series_present = events.series_present
        ));
    }
    for (name, player) in &summary.matched_by_name {
        lines.push(crate::t!(
            "cmd-import-matched",
            name = crate::games::names::PlayerName::stored(name.clone()).to_string(),
            player = crate::games::names::PlayerName::stored(player.clone()).to_string()
        ));
    }
    let shown = |name: &str| crate::games::names::PlayerName::stored(name.to_string()).to_string();
    for (was, now) in &summary.renamed {
        lines.push(crate::t!(
            "cmd-import-renamed",
            was = shown(was),
            now = shown(now),
            file = file
        ));
    }
    for (here, there) in &summary.named_otherwise {
        lines.push(crate::t!(
            "cmd-import-named-otherwise",
            here = shown(here),
            there = shown(there),
            file = file,
            rename_here = crate::render::shell_word(&shown(here)),
            rename_there = crate::render::shell_word(&shown(there))
        ));
    }
    if summary.dry_run {
        lines.push(crate::t!("cmd-import-dry-run"));
    }
    lines.join("\n")
}

/// The progress bar on standard error, shown for a long file on a terminal.
struct Bar {
    bar: ProgressBar,
}

impl Bar {
    fn new(bytes: u64) -> Option<Bar> {
        if bytes < LONG_IMPORT || !std::io::stderr().is_terminal() {
            return None;
        }
        let bar = ProgressBar::with_draw_target(Some(bytes), ProgressDrawTarget::stderr());
        bar.set_style(
            ProgressStyle::with_template(&crate::t!("cmd-import-progress"))
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        Some(Bar { bar })
    }
}

impl ImportProgress for Bar {
    fn advance(&mut self, bytes: u64) {
        self.bar.inc(bytes);
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}
