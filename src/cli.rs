//! The command line, as clap derive definitions. Completions and man pages are generated from
//! [`Cli::command`] (see `tests/main.rs`, `generated` module).

use std::ffi::{OsStr, OsString};

use clap::builder::{PossibleValue, StringValueParser, TypedValueParser};
use clap::{ColorChoice, CommandFactory, FromArgMatches, Parser, ValueEnum};

use crate::commands::{self, Command, Context};

/// The help's paragraphs after the list of games ([`after_help`]), one a line: clap fills them to
/// the help's width, as it does the rest of the help (a line broken here by hand would be broken
/// again by clap in a narrower terminal, leaving a ragged edge).
const AFTER_GAMES: &str = "\
[MATCH] may be left out: it then means the most recent unfinished match, and every write names the match it acted on; in a terminal, undo and finish ask first when several matches are unfinished.
Exit codes: 0 success; 1 database or file error; 2 input that cannot be read or does not fit the match; 3 input that breaks a rule of the game. Nothing is recorded unless the exit code is 0.";

/// Scorekeeper and referee for card games around the number ten.
///
/// Keeps score at the table, settles rules arguments, and keeps every match in one SQLite file
/// (or, for a league, on one PostgreSQL server).
#[derive(Debug, Parser)]
#[command(name = "tenscore", version, after_help = after_help(), max_term_width = HELP_WIDTH)]
pub struct Cli {
    // The global options carry display orders from 100 on: clap lists a command's options by
    // display order (then by name), and each command counts its own from 0, so without them the
    // globals were shuffled in among a command's own options (`new under10 --help`: --db, --end,
    // --bonus-cards, --json, ...). A field of each argument: nothing more to parse.
    /// The database: a SQLite file, or a league's PostgreSQL server as
    /// postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]
    ///
    /// What a server URL leaves out comes from PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE and
    /// the password file (PGPASSFILE, else ~/.pgpass), as for psql.
    // An OsString, never a type clap could refuse: clap would quote the value in its error, and
    // a URL may hold a password. `Location::parse` reads it, and its errors hide the password.
    #[arg(
        long,
        global = true,
        env = "TENSCORE_DB",
        hide_env_values = true,
        value_name = "PATH|URL",
        // Shells complete a file, as for the PathBuf this was.
        value_hint = clap::ValueHint::AnyPath,
        display_order = 100
    )]
    pub db: Option<OsString>,

    /// Machine-readable JSON on standard output
    #[arg(long, global = true, display_order = 101)]
    pub json: bool,

    /// No colours (also when NO_COLOR is set)
    #[arg(long, global = true, display_order = 102)]
    pub no_color: bool,

    /// Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not
    /// set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color
    /// says
    #[arg(
        long,
        global = true,
        value_name = "WHEN",
        default_value = "auto",
        value_parser = ColorParser,
        display_order = 103
    )]
    pub color: ColorChoice,

    /// Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1):
    /// tables without their frames, arrows and ticks in words, no colours, and show --chart as
    /// a table of the standing after each round
    #[arg(long, global = true, display_order = 104)]
    pub plain: bool,

    /// The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale,
    /// else English]; --help, man pages and completions stay English
    // TENSCORE_LANG is read before the command line (`i18n::choose`), where an empty one means
    // none: clap would refuse it.
    // An enum rather than a list of strings: clap copies a global argument into every
    // subcommand it builds, and a list of possible values made that copy cost more than the
    // rest of a quick `check`.
    #[arg(
        long,
        global = true,
        value_name = "LANG",
        ignore_case = true,
        display_order = 105
    )]
    pub lang: Option<Language>,

    #[command(subcommand)]
    pub command: Command,
}

/// The languages of `--lang` (the choice itself is made before the command line is read, in
/// `i18n::choose`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Language {
    En,
    Nl,
    De,
}

/// `err` with the usage of the subcommand the line reached, when clap gave it none: a value its
/// parser refused (`--pile x`) then points to that subcommand's help, as an unknown argument's
/// refusal does, not to `tenscore --help`.
fn with_usage(mut err: clap::Error, cmd: &mut clap::Command, args: &[OsString]) -> clap::Error {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let valued = matches!(
        err.kind(),
        ErrorKind::ValueValidation | ErrorKind::InvalidValue
    );
    // A global option (`--color`) is the top command's, wherever it was typed.
    let global = match err.get(ContextKind::InvalidArg) {
        Some(ContextValue::String(arg)) => cmd.get_arguments().any(|global| {
            global.is_global_set()
                && global.get_long().map(|long| format!("--{long}")).as_deref()
                    == arg.split(' ').next()
        }),
        _ => false,
    };
    if !valued || global || err.get(ContextKind::Usage).is_some() {
        return err;
    }
    let path = subcommand_path(cmd, args);
    let mut here = cmd;
    for name in &path {
        match here.find_subcommand_mut(name) {
            Some(sub) => here = sub,
            None => return err,
        }
    }
    err.insert(
        ContextKind::Usage,
        ContextValue::StyledStr(here.render_usage()),
    );
    err
}

/// A command of commands typed without one of them (`tenscore event`): clap would print the
/// whole help, or its error on several lines; this error names the subcommands to choose from,
/// which `run/one_line.rs` words on one line. `tenscore` alone keeps its help.
fn missing_subcommand(err: clap::Error, cmd: &mut clap::Command, args: &[OsString]) -> clap::Error {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if !matches!(
        err.kind(),
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand
    ) {
        return err;
    }
    let path = subcommand_path(cmd, args);
    if path.is_empty() {
        return err;
    }
    let mut here = cmd;
    for name in &path {
        match here.find_subcommand_mut(name) {
            Some(sub) => here = sub,
            None => return err,
        }
    }
    let subcommands: Vec<String> = here
        .get_subcommands()
        .filter(|sub| !sub.is_hide_set() && sub.get_name() != "help")
        .map(|sub| sub.get_name().to_string())
        .collect();
    if subcommands.is_empty() {
        return err;
    }
    let mut missing = clap::Error::new(ErrorKind::MissingSubcommand).with_cmd(here);
    let name = format!("tenscore {}", path.join(" "));
    missing.insert(ContextKind::InvalidSubcommand, ContextValue::String(name));
    missing.insert(
        ContextKind::ValidSubcommand,
        ContextValue::Strings(subcommands),
    );
    let usage = here.render_usage();
    missing.insert(ContextKind::Usage, ContextValue::StyledStr(usage));
    missing
}

/// The names of the subcommands `args` goes down (`check`, `pig10`, `play`), skipping options
/// and the values they take (`--db new` is no `new`).
fn subcommand_path(root: &clap::Command, args: &[OsString]) -> Vec<String> {
    let takes_value = |here: &clap::Command, word: &str| {
        let named = |arg: &&clap::Arg| match word.strip_prefix("--") {
            Some(long) => arg.get_long() == Some(long),
            None => word.len() == 2 && arg.get_short() == word.chars().nth(1),
        };
        let arg = here.get_arguments().find(named);
        let arg = arg.or_else(|| root.get_arguments().find(named));
        arg.is_some_and(|arg| arg.get_action().takes_values())
    };
    let mut path = Vec::new();
    let mut here = root;
    let mut words = args.iter().skip(1).filter_map(|arg| arg.to_str());
    while let Some(word) = words.next() {
        if word == "--" {
            break;
        }
        if word.starts_with('-') {
            if !word.contains('=') && takes_value(here, word) {
                words.next();
            }
        } else if let Some(sub) = here.find_subcommand(word) {
            path.push(sub.get_name().to_string());
            here = sub;
        }
    }
    path
}

impl Cli {
    /// Reads the command line (the first argument is the program name). Clap's help and errors
    /// are coloured as `--color` or `--no-color` say, read ahead of parsing since clap writes
    /// the help while it parses; without them clap decides (a terminal, and NO_COLOR).
    pub fn parse_args(args: Vec<OsString>) -> Result<Cli, clap::Error> {
        let mut cmd = Cli::command()
            .color(color_in_args(&args))
            .after_help(after_help_at(help_width()));
        let cli = cmd
            .try_get_matches_from_mut(args.iter().cloned())
            .and_then(|mut matches| {
                Cli::from_arg_matches_mut(&mut matches).map_err(|err| err.format(&mut cmd))
            })
            .map_err(|err| with_usage(err, &mut cmd, &args))
            .map_err(|err| missing_subcommand(err, &mut cmd, &args));
        // Leaked: freeing clap's tree of commands would cost more than the rest of
        // `tenscore --version`; see CONTRIBUTING.md, The front door.
        std::mem::forget(cmd);
        cli
    }

    /// Runs the command line's command.
    pub fn run(self) -> Result<(), crate::error::CliError> {
        let plain = self.plain || crate::output::plain_in_env();
        crate::output::set_plain(plain);
        // Colour codes in plain text would be read out, and would upset its columns.
        let color = if self.no_color || plain {
            ColorChoice::Never
        } else {
            self.color
        };
        let ctx = Context::new(self.db, self.json, color);
        crate::error::name_db_in_hints(ctx.db_words());
        // Once a change is saved, a report that cannot be printed does not make it a failure.
        commands::dispatch(&ctx, self.command).map_err(|err| match ctx.committed() {
            true => err.after_commit(),
            false => err,
        })
    }
}

/// The text after the help's list of commands: the games (from `GAMES`), then [`AFTER_GAMES`];
/// at the widest width, for the man pages and the reviewed help tree.
fn after_help() -> String {
    after_help_at(HELP_WIDTH)
}

/// [`after_help`] with the games wrapped at `width` columns, the help's width.
fn after_help_at(width: usize) -> String {
    format!("{}\n{AFTER_GAMES}", games_list(width))
}

/// The width clap fills the help to: the terminal's (standard output, error or input, the first
/// that is one), else COLUMNS, else [`HELP_WIDTH`], and never more than [`HELP_WIDTH`]. The games
/// are wrapped here at the same width, so that their lines end where clap's do.
fn help_width() -> usize {
    let width = terminal_size::terminal_size()
        .map(|(width, _)| usize::from(width.0))
        .or_else(|| std::env::var("COLUMNS").ok()?.trim().parse().ok())
        .unwrap_or(HELP_WIDTH);
    width.clamp(1, HELP_WIDTH)
}

/// The help's width, as clap is told (`max_term_width`).
const HELP_WIDTH: usize = 100;

/// "Games: under10 (onderde10, under-the-10), ...", every game of `GAMES` with its aliases,
/// wrapped at `width` columns without splitting a game's entry.
fn games_list(width: usize) -> String {
    let entries = crate::games::GAMES.iter().map(|game| {
        let about = game.about();
        match about.aliases {
            [] => about.id.to_string(),
            aliases => format!("{} ({})", about.id, aliases.join(", ")),
        }
    });
    let mut text = String::from("Games:");
    let mut line = text.len();
    let count = crate::games::GAMES.len();
    for (i, entry) in entries.enumerate() {
        let entry = entry + if i + 1 == count { "." } else { "," };
        if line + 1 + entry.chars().count() > width {
            text.push('\n');
            line = 0;
        } else {
            text.push(' ');
            line += 1;
        }
        line += entry.chars().count();
        text.push_str(&entry);
    }
    text
}

/// The colour that `--no-color` (never, wherever it stands) or else the last `--color WHEN` or
/// `--color=WHEN` asks for before `--`, as [`Cli::run`] decides; `auto` when none does or the
/// value is not one.
fn color_in_args(args: &[OsString]) -> ColorChoice {
    let mut choice = ColorChoice::Auto;
    let mut words = args.iter().skip(1).map(|arg| arg.to_str());
    while let Some(word) = words.next() {
        let value = match word {
            Some("--") => break,
            Some("--no-color") => return ColorChoice::Never,
            Some("--color") => words.next().flatten(),
            Some(word) => word.strip_prefix("--color="),
            None => None,
        };
        if let Some(Ok(asked)) = value.map(|v| <ColorChoice as ValueEnum>::from_str(v, false)) {
            choice = asked;
        }
    }
    choice
}

/// `--color`: clap's values (auto, always, never; also for the help and the completions), with a
/// refusal that names them.
#[derive(Clone, Copy, Debug)]
struct ColorParser;

impl TypedValueParser for ColorParser {
    type Value = ColorChoice;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<ColorChoice, clap::Error> {
        StringValueParser::new()
            .try_map(|text| {
                <ColorChoice as ValueEnum>::from_str(&text, false).map_err(|_| {
                    let values = crate::t!("usage-or", first = "auto, always", last = "never");
                    crate::t!("usage-expected", values = values)
                })
            })
            .parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            ColorChoice::value_variants()
                .iter()
                .filter_map(ValueEnum::to_possible_value),
        ))
    }
}

/// Generated files: completions for every shell clap_complete knows, and man pages (one for
/// `tenscore` and one per subcommand), both written from [`Cli::command`] with every command's
/// arguments ([`command`](generated::command)).
pub mod generated {
    use std::collections::BTreeMap;
    use std::path::Path;

    use clap::{CommandFactory, ValueEnum};
    use clap_complete::Shell;

    /// The whole command line with every command's arguments, as the generated files (and a
    /// review of the help) show it once built ([`clap::Command::build`]).
    pub fn command() -> clap::Command {
        crate::commands::with_all_arguments(super::Cli::command())
    }

    /// Every generated file: path relative to the project root, and its content.
    pub fn files() -> std::io::Result<BTreeMap<String, Vec<u8>>> {
        let mut files = BTreeMap::new();
        let mut cmd = command();
        cmd.build();
        for shell in Shell::value_variants() {
            let mut buf = Vec::new();
            clap_complete::generate(*shell, &mut cmd, "tenscore", &mut buf);
            let name = match shell {
                Shell::Bash => "tenscore.bash".to_string(),
                Shell::Zsh => "_tenscore".to_string(),
                Shell::Fish => "tenscore.fish".to_string(),
                Shell::Elvish => "tenscore.elv".to_string(),
                Shell::PowerShell => "_tenscore.ps1".to_string(),
                other => format!("tenscore.{other}"),
            };
            files.insert(format!("completions/{name}"), buf);
        }
        add_man_pages(&cmd, &mut files)?;
        Ok(files)
    }

    fn add_man_pages(
        cmd: &clap::Command,
        files: &mut BTreeMap<String, Vec<u8>>,
    ) -> std::io::Result<()> {
        let mut buf = Vec::new();
        // clap's own `help` subcommand has no page of its own: not listed, and `--help` says it.
        let listed = match cmd.find_subcommand("help") {
            Some(_) => cmd.clone().mut_subcommand("help", |help| help.hide(true)),
            None => cmd.clone(),
        };
        let man = clap_mangen::Man::new(listed);
        let file = man.get_filename();
        man.render(&mut buf)?;
        files.insert(format!("man/{file}"), examples_on_their_own_lines(&buf));
        for sub in cmd
            .get_subcommands()
            .filter(|s| !s.is_hide_set() && s.get_name() != "help")
        {
            // Sub-pages are named after the whole command line: tenscore-check-under10.1.
            let named = sub
                .clone()
                .name(format!("{}-{}", cmd.get_name(), sub.get_name()));
            add_man_pages(&named, files)?;
        }
        Ok(())
    }

    /// The page with each example of its EXTRA section (the text after `--help`) on a line of
    /// its own, as `--help` shows it: man fills the lines of a paragraph into one otherwise.
    /// Paragraphs are kept apart by the blank lines of the text.
    fn examples_on_their_own_lines(page: &[u8]) -> Vec<u8> {
        let text = String::from_utf8_lossy(page);
        let mut out = String::with_capacity(text.len());
        let mut in_extra = false;
        for line in text.lines() {
            if line.starts_with(".SH") {
                in_extra = line == ".SH EXTRA";
            } else if in_extra
                && (line.starts_with("Example") || line.starts_with("  ") || line.starts_with('\t'))
            {
                out.push_str(".br\n");
            }
            out.push_str(line);
            out.push('\n');
        }
        out.into_bytes()
    }

    /// Writes every generated file under `root`.
    pub fn write_all(root: &Path) -> std::io::Result<()> {
        for (path, content) in files()? {
            let path = root.join(path);
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(path, content)?;
        }
        Ok(())
    }
}
