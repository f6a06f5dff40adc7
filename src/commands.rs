//! One module per command; each is thin: parse input, call one operation (`ops`), render. No
//! command module calls another.

mod args;

pub use args::{game_in_other_case, game_usage_error};
// Each command's module, as `commands!` below lists it; declared here because rustfmt does not
// visit a module a macro declares.
pub mod bid;
pub mod check;
pub mod edit;
pub mod event;
pub mod export;
pub mod finish;
pub mod history;
pub mod import;
pub mod new;
pub mod play;
pub mod player;
pub mod reopen;
pub mod round;
pub mod rules;
pub mod series;
pub mod show;
pub mod standings;
pub mod stats;
pub mod undo;

use std::cell::Cell;
use std::ffi::OsString;
use std::io::IsTerminal;
use std::ops::Deref;
use std::rc::Rc;

use clap::error::ErrorKind;
use clap::{ArgMatches, Args, ColorChoice, FromArgMatches, Subcommand};

use crate::error::CliError;
use crate::games::Entries;
use crate::games::numbers::NumberError;
use crate::ops::MatchState;
use crate::output::Output;
use crate::render::StandingsView;
use crate::store::{self, Access, Location, MatchInfo, Store};

/// The one list of commands, in the order of `tenscore --help`: each one's module, its arguments
/// (the module's `run` takes them), its variant of [`Command`] and the line `--help` lists for
/// it. The command's name is its module's. See CONTRIBUTING.md, The front door.
macro_rules! commands {
    ($($module:ident::$args:ident => $variant:ident: $about:literal,)*) => {
        /// The commands, each one's arguments in its module. clap builds only the command being
        /// run (`tenscore --version` builds none): see [`COMMANDS`].
        #[derive(Debug)]
        pub enum Command {
            $($variant($module::$args),)*
        }

        /// Every command with the line `tenscore --help` lists for it.
        const COMMANDS: [Listed; [$(stringify!($module)),*].len()] = [
            $(Listed {
                name: stringify!($module),
                about: $about,
                arguments: arguments::<$module::$args>,
            },)*
        ];

        impl Command {
            /// The command `name` (as clap matched it), read by its own arguments; `None` for a
            /// name that is not one.
            fn read(name: &str, sub: &mut ArgMatches) -> Option<Result<Command, clap::Error>> {
                Some(match name {
                    $(stringify!($module) => {
                        FromArgMatches::from_arg_matches_mut(sub).map(Command::$variant)
                    })*
                    _ => return None,
                })
            }
        }

        /// Runs the command.
        pub fn dispatch(ctx: &Context, command: Command) -> Result<(), CliError> {
            match command {
                $(Command::$variant(args) => $module::run(ctx, args),)*
            }
        }
    };
}

commands! {
    new::NewArgs => New: "Start a match (players in seating order, clockwise), or --rematch one that ended",
    play::PlayArgs => Play: "Play interactively: prompts round by round, shows the table after each; resumable",
    bid::BidArgs => Bid: "Open the next round with every player's bid (10 op en neer)",
    round::RoundArgs => Round: "Record one round (deal) without prompts",
    undo::UndoArgs => Undo: "Withdraw the last round, or the open bids first (kept in the audit trail, see `show --all`)",
    edit::EditArgs => Edit: "Replace a past round (the old one stays in the audit trail); later rounds are rescored",
    finish::FinishArgs => Finish: "End a match now: the current ranking decides, or --abandon for no winner",
    reopen::ReopenArgs => Reopen: "Put a match that `finish` ended, or abandoned, back in progress (not one its rules ended)",
    standings::StandingsArgs => Standings: "The table: rank, player, score, state; who starts next",
    show::ShowArgs => Show: "Round-by-round table with running totals and notes; --chart draws the totals",
    history::HistoryArgs => History: "The matches played, newest first: when, which game, who played, who won",
    export::ExportArgs => Export: "Write the scores out: lossless JSON Lines (for import elsewhere), or CSV for a spreadsheet",
    import::ImportArgs => Import: "Merge a JSON export into this database by UUID: all or nothing, idempotent; --dry-run writes nothing",
    stats::StatsArgs => Stats: "A season per player: played, won, places, streaks, each game's own figures and ratings; --vs A B head to head",
    player::PlayerArgs => Player: "One identity per person: list the players, rename one, merge two names of one person",
    check::CheckArgs => Check: "Referee a disputed situation, or replay every stored round (check history), without recording anything (exit 0 legal, 3 illegal, 2 unreadable)",
    event::EventArgs => Event: "Club nights: an evening of one game at several tables over several rounds; seat each round, rank the evening, show it at the venue, post the results",
    series::SeriesArgs => Series: "A season of evenings: each player's best evenings averaged",
    rules::RulesArgs => Rules: "The rules in our own words, with the house rulings marked",
}

/// A command as `tenscore --help` lists it, before its arguments are built.
struct Listed {
    name: &'static str,
    about: &'static str,
    /// Adds the command's arguments: when clap builds the command ([`clap::Command::defer`]), so
    /// only for the command being run, or at once for the generated files
    /// ([`with_all_arguments`]).
    arguments: fn(clap::Command) -> clap::Command,
}

/// `T`'s arguments, added to a command that clap has already given the global ones (`--db`,
/// ...), and put before them: where they stand when the command is built at once, so that every
/// list of arguments (completions, man pages, clap's suggestions) keeps its order.
fn arguments<T: Args>(cmd: clap::Command) -> clap::Command {
    let globals = cmd.get_arguments().count();
    let cmd = T::augment_args(cmd);
    let mut ordered: Vec<clap::Arg> = cmd.get_arguments().cloned().collect();
    ordered.rotate_left(globals);
    let mut ordered = ordered.into_iter();
    cmd.mut_args(|arg| ordered.next().unwrap_or(arg))
}

/// `cmd` (`Cli::command()`) with every command's arguments added now rather than when clap
/// builds it: [`clap::Command::build`] copies the commands for `tenscore help` before it builds
/// them, so the generated completions and man pages need them added first.
pub fn with_all_arguments(cmd: clap::Command) -> clap::Command {
    COMMANDS.iter().fold(cmd, |cmd, listed| {
        cmd.mut_subcommand(listed.name, |sub| (listed.arguments)(sub.defer(|sub| sub)))
    })
}

/// clap is handed the list, each command's arguments deferred: see CONTRIBUTING.md, The front door.
impl Subcommand for Command {
    fn augment_subcommands(cmd: clap::Command) -> clap::Command {
        cmd.subcommands(COMMANDS.iter().map(|listed| {
            clap::Command::new(listed.name)
                .about(listed.about)
                .long_about(None)
                .defer(listed.arguments)
        }))
    }

    fn augment_subcommands_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_subcommands(cmd)
    }

    fn has_subcommand(name: &str) -> bool {
        COMMANDS.iter().any(|listed| listed.name == name)
    }
}

impl FromArgMatches for Command {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        Self::from_arg_matches_mut(&mut matches.clone())
    }

    /// The command clap matched, read by its own arguments; the errors are clap's derive's.
    fn from_arg_matches_mut(matches: &mut ArgMatches) -> Result<Self, clap::Error> {
        let Some((name, mut sub)) = matches.remove_subcommand() else {
            return Err(clap::Error::raw(
                ErrorKind::MissingSubcommand,
                "a subcommand is required but one was not provided",
            ));
        };
        match Command::read(name.as_str(), &mut sub) {
            Some(command) => command,
            None => Err(clap::Error::raw(
                ErrorKind::InvalidSubcommand,
                format!("the subcommand '{name}' wasn't recognized"),
            )),
        }
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

/// What every command gets: where the database is and where to write.
pub struct Context {
    /// `--db` or `TENSCORE_DB` as given: a file or a server URL, read when a command opens the
    /// database ([`Location::parse`]), so that only those commands refuse a malformed URL.
    db: Option<OsString>,
    out: Output,
    /// Whether a store this command opened has committed a write.
    committed: Rc<Cell<bool>>,
}

impl Context {
    /// `color`: `auto` colours when standard output is a terminal and NO_COLOR is not set (or
    /// empty); `always` colours even when NO_COLOR is set.
    pub fn new(db: Option<OsString>, json: bool, color: ColorChoice) -> Context {
        let color = match color {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                let no_color_env = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
                !no_color_env && std::io::stdout().is_terminal()
            }
        };
        Context {
            db,
            out: Output { json, color },
            committed: Rc::new(Cell::new(false)),
        }
    }

    /// Whether the database is a server (`--db postgres://...`), where every statement is a
    /// round trip: what the board polls less often on.
    pub(crate) fn on_server(&self) -> bool {
        let Some(raw) = self.db.as_ref().filter(|raw| !raw.is_empty()) else {
            return false;
        };
        matches!(
            Location::parse(raw, |name| std::env::var(name).ok()),
            Ok(Location::Server(_))
        )
    }

    /// `--db PATH` as a hint's command repeats it, when the database was named by `--db`: one
    /// named by TENSCORE_DB (the same value) or the default is found again without it. A
    /// server is named as [`ServerUrl::shown`](store::ServerUrl::shown) names it, never with
    /// its password.
    pub(crate) fn db_words(&self) -> Option<String> {
        let raw = self.db.as_ref().filter(|raw| !raw.is_empty())?;
        if std::env::var_os("TENSCORE_DB").as_ref() == Some(raw) {
            return None;
        }
        let named = match Location::parse(raw, |name| std::env::var(name).ok()).ok()? {
            Location::File(_) => raw.to_string_lossy().into_owned(),
            Location::Server(server) => server.shown(),
        };
        Some(format!("--db {}", crate::games::names::shell_word(&named)))
    }

    /// Whether this command has saved a change (its report may still fail).
    pub fn committed(&self) -> bool {
        self.committed.get()
    }

    /// Opens the database for `access`; only the commands that need it call this. A server is
    /// named by [`ServerUrl::shown`](store::ServerUrl::shown) from here on, never by the URL as
    /// given (it may hold a password); a malformed URL is refused with exit 2.
    pub fn open_store(&self, access: Access) -> Result<Store, CliError> {
        let store = match &self.db {
            // `--db ''` (or TENSCORE_DB set empty) names no file: input that cannot be used.
            Some(raw) if raw.is_empty() => {
                return Err(CliError::usage(
                    crate::t!("error-store-empty-path"),
                    crate::t!("error-store-empty-path-hint"),
                ));
            }
            Some(raw) => match Location::parse(raw, |name| std::env::var(name).ok())? {
                Location::File(path) => Store::open(&path, access)?,
                Location::Server(server) => {
                    Store::open_server(server.config(), server.shown(), access)
                        .map_err(|e| refused_login(e, &server))?
                }
            },
            None => {
                let path = store::default_path()?;
                let creates = access == Access::Create && !path.exists();
                if access == Access::Create {
                    store::ensure_folder(&path)?;
                }
                let store = Store::open(&path, access)?;
                match creates {
                    true => store.on_first_commit(move || say_where_kept(&path)),
                    false => store,
                }
            }
        };
        Ok(store
            .count_commits(Rc::clone(&self.committed))
            .named_in_hints(self.db_words()))
    }
}

/// Said once, when the first write creates the default database (one the user did not name with
/// `--db` or `TENSCORE_DB`): where the scores are kept. On standard error, so that JSON and pipes
/// on standard output stay as they are.
fn say_where_kept(path: &std::path::Path) {
    use std::io::Write;
    let line = crate::t!("cmd-scores-kept-in", path = path.display().to_string());
    // A closed standard error is no reason to fail a write that was kept.
    let _ = writeln!(std::io::stderr(), "{line}");
}

/// A store error; a refused login after the password file was skipped (the group or others may
/// read it) says so instead of advising to check that file.
fn refused_login(e: store::StoreError, server: &store::ServerUrl) -> CliError {
    let ignored = server.password_file_ignored();
    match (&e, ignored) {
        (store::StoreError::LoginRefused { .. }, Some(file)) => CliError::runtime(
            e.to_string(),
            Some(crate::t!("error-server-login-passfile-hint", file = file)),
        ),
        _ => e.into(),
    }
}

/// Commands print through the output flags.
impl Deref for Context {
    type Target = Output;

    fn deref(&self) -> &Output {
        &self.out
    }
}

/// What `undo` or `finish` does after [`confirm_left_out`]: go ahead on this match (the one
/// named, the one the table said yes to, or, `None`, the most recent unfinished one), or nothing.
pub(crate) enum Go {
    Ahead(Option<i64>),
    Declined,
}

/// Asks before `undo` or `finish` act on the match that MATCH left out means, when more than one
/// match is unfinished and both standard input and standard error are terminals: "Finish match
/// 2, 10 op en neer: Ann, Bob, Cy, Dee? (2 matches are unfinished)" on standard error, Enter
/// for no. A MATCH, `--yes`, a script (no terminal) or a single unfinished match go ahead
/// without a question, as does a match the operation will refuse anyway (`question` gives
/// `None`: nothing to undo, say). A yes goes ahead on the match asked about; a no (or Esc) says
/// `declined` on standard error, and nothing is written.
pub(crate) fn confirm_left_out(
    ctx: &Context,
    store: &Store,
    named: Option<i64>,
    yes: bool,
    question: impl FnOnce(&MatchInfo) -> Option<String>,
    declined: &str,
) -> Result<Go, CliError> {
    if named.is_some() || yes || !std::io::stdin().is_terminal() || !std::io::stderr().is_terminal()
    {
        return Ok(Go::Ahead(named));
    }
    let (info, unfinished) = crate::ops::match_left_out(store)?;
    let question = match question(&info) {
        Some(question) if unfinished > 1 => question,
        _ => return Ok(Go::Ahead(named)),
    };
    let prompt = crate::t!(
        "cmd-confirm-unfinished",
        question = question,
        count = unfinished
    );
    let theme: Box<dyn dialoguer::theme::Theme> = match ctx.color {
        true => Box::new(dialoguer::theme::ColorfulTheme::default()),
        false => Box::new(dialoguer::theme::SimpleTheme),
    };
    let term = dialoguer::console::Term::stderr();
    let answer = crate::session::confirm::confirm_on(&term, theme.as_ref(), &prompt, false)
        .map_err(|e| {
            CliError::runtime(crate::t!("error-question", reason = e.to_string()), None)
        })?;
    if answer == Ok(true) {
        return Ok(Go::Ahead(Some(info.id)));
    }
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{declined}");
    Ok(Go::Declined)
}

/// The table of a match as it stands.
pub(crate) fn view(state: &MatchState) -> Result<StandingsView, CliError> {
    Ok(StandingsView::of(state)?)
}

/// A confirmation fitted to the terminal as the lines under it are (COLUMNS, else the terminal's
/// width, else 80): wrapped between words, each of `names` (a match's players, an evening's
/// name) kept on one line.
pub(crate) fn confirmation(text: &str, names: &[String]) -> String {
    crate::render::fit::fit_lines(text, crate::render::fit::width(), names)
}

/// Splits `[MATCH] NAME=VALUE...` into the match id (read as [`args::match_id`] reads every
/// `MATCH`) and the entries. A first word that is a number with a sign (`+1`) is refused as a
/// match id; any other word that is not one is left to the entries.
pub(crate) fn split_match(args: &[String]) -> Result<(Option<i64>, &[String]), CliError> {
    match args.split_first() {
        Some((first, rest)) if !first.contains('=') => match args::match_id(first) {
            Ok(id) => Ok((Some(id), rest)),
            Err(refused @ NumberError::Signed { .. }) => Err(CliError::usage(
                crate::t!("error-not-match-id", word = first.trim()),
                refused.to_string(),
            )),
            Err(NumberError::Unreadable(_)) => Ok((None, args)),
        },
        _ => Ok((None, args)),
    }
}

/// `NAME=VALUE` pairs, each split at the first `=`.
pub(crate) fn parse_entries(args: &[String]) -> Result<Entries, CliError> {
    Ok(crate::games::forms::parse_entries(args)?)
}
