//! One module per command; each is thin: parse input, call one operation (`ops`), render. No
//! command module calls another.

mod args;

pub use args::{game_in_other_case, game_usage_error};
pub mod bid;
pub mod check;
pub mod edit;
pub mod finish;
pub mod new;
pub mod play;
pub mod round;
pub mod rules;
pub mod show;
pub mod standings;
pub mod undo;

use std::cell::Cell;
use std::io::IsTerminal;
use std::ops::Deref;
use std::path::PathBuf;
use std::rc::Rc;

use clap::{ColorChoice, Subcommand};

use crate::error::CliError;
use crate::games::Entries;
use crate::games::numbers::NumberError;
use crate::ops::MatchState;
use crate::output::Output;
use crate::render::StandingsView;
use crate::store::{self, Access, Store};

#[derive(Debug, Subcommand)]
pub enum Command {
    New(new::NewArgs),
    Play(play::PlayArgs),
    Bid(bid::BidArgs),
    Round(round::RoundArgs),
    Undo(undo::UndoArgs),
    Edit(edit::EditArgs),
    Finish(finish::FinishArgs),
    Standings(standings::StandingsArgs),
    Show(show::ShowArgs),
    Check(check::CheckArgs),
    Rules(rules::RulesArgs),
}

/// What every command gets: where the database is and where to write.
pub struct Context {
    db: Option<PathBuf>,
    out: Output,
    /// Whether a store this command opened has committed a write.
    committed: Rc<Cell<bool>>,
}

impl Context {
    /// `color`: `auto` colours when standard output is a terminal and NO_COLOR is not set (or
    /// empty); `always` colours even when NO_COLOR is set.
    pub fn new(db: Option<PathBuf>, json: bool, color: ColorChoice) -> Context {
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

    /// Whether this command has saved a change (its report may still fail).
    pub fn committed(&self) -> bool {
        self.committed.get()
    }

    /// Opens the database for `access`; only the commands that need it call this.
    pub fn open_store(&self, access: Access) -> Result<Store, CliError> {
        let store = match &self.db {
            Some(path) => Store::open(path, access)?,
            None => {
                let path = store::default_path()?;
                if access == Access::Create {
                    store::ensure_folder(&path)?;
                }
                Store::open(&path, access)?
            }
        };
        Ok(store.count_commits(Rc::clone(&self.committed)))
    }
}

/// Commands print through the output flags.
impl Deref for Context {
    type Target = Output;

    fn deref(&self) -> &Output {
        &self.out
    }
}

pub fn dispatch(ctx: &Context, command: Command) -> Result<(), CliError> {
    match command {
        Command::New(args) => new::run(ctx, args),
        Command::Play(args) => play::run(ctx, args),
        Command::Bid(args) => bid::run(ctx, args),
        Command::Round(args) => round::run(ctx, args),
        Command::Undo(args) => undo::run(ctx, args),
        Command::Edit(args) => edit::run(ctx, args),
        Command::Finish(args) => finish::run(ctx, args),
        Command::Standings(args) => standings::run(ctx, args),
        Command::Show(args) => show::run(ctx, args),
        Command::Check(args) => check::run(ctx, args),
        Command::Rules(args) => rules::run(ctx, args),
    }
}

/// The table of a match as it stands.
pub(crate) fn view(state: &MatchState) -> Result<StandingsView, CliError> {
    StandingsView::new(&state.info, &state.standing, state.last.clone())
}

/// Splits `[MATCH] NAME=VALUE...` into the match id (read as [`args::match_id`] reads every
/// `MATCH`) and the entries. A first word that is a number with a sign (`+1`) is refused as a
/// match id; any other word that is not one is left to the entries.
pub(crate) fn split_match(args: &[String]) -> Result<(Option<i64>, &[String]), CliError> {
    match args.split_first() {
        Some((first, rest)) if !first.contains('=') => match args::match_id(first) {
            Ok(id) => Ok((Some(id), rest)),
            Err(refused @ NumberError::Signed { .. }) => Err(CliError::usage(
                format!("'{}' is not a match id", first.trim()),
                refused.to_string(),
            )),
            Err(NumberError::Unreadable(_)) => Ok((None, args)),
        },
        _ => Ok((None, args)),
    }
}

/// `NAME=VALUE` pairs, each split at the first `=`.
pub(crate) fn parse_entries(args: &[String]) -> Result<Entries, CliError> {
    args.iter()
        .map(|arg| match arg.split_once('=') {
            Some((name, value)) if !name.trim().is_empty() => {
                Ok((name.trim().to_string(), value.trim().to_string()))
            }
            _ => Err(CliError::usage(
                format!("'{arg}' is not an entry"),
                "write NAME=VALUE for each player, e.g. Ann=7",
            )),
        })
        .collect()
}
