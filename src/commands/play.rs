//! `tenscore play`: the interactive scorekeeper, round by round, resumable. The session itself is
//! [`crate::session`]; this reads the command line into what it asks for and maps how it ended
//! to an exit code.

use std::io::IsTerminal;

use clap::Args;

use crate::commands::Context;
use crate::commands::args::{self, PlayTarget, parse_game};
use crate::error::CliError;
use crate::games::ui::PromptError;
use crate::session::{self, Db, NewGiven, Request, SessionError, TermUi};
use crate::store::{Access, Location};
use crate::t;

#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  tenscore play                                  resume the unfinished match, or start one
  tenscore play 3                                resume match 3
  tenscore play under10 --players Ann,Bob,Cy     start a new match and play it
  tenscore play updown --players Ann,Bob,Cy,Dee --hook")]
pub struct PlayArgs {
    #[command(flatten)]
    pub target: PlayTarget,
}

pub(crate) fn run(ctx: &Context, args: PlayArgs) -> Result<(), CliError> {
    if !std::io::stdin().is_terminal() || !std::io::stderr().is_terminal() {
        return Err(CliError::usage(
            t!("play-needs-terminal"),
            t!("play-needs-terminal-hint"),
        ));
    }
    let mut store = ctx.open_store(Access::Create)?;
    let request = request(args.target)?;
    let mut ui = TermUi::new(ctx.color);
    let words = ctx.db_words();
    let db = Db {
        words: words.as_deref(),
        password_hidden: words.is_some() && password_in_url(ctx),
    };
    match session::play(ctx, &mut store, &mut ui, request, db) {
        Err(SessionError::Prompt(PromptError::Cancelled)) => Ok(()),
        // Ctrl-C: what was kept is said already.
        Err(SessionError::Prompt(PromptError::Interrupted)) => Err(CliError::interrupted()),
        Err(SessionError::Prompt(PromptError::Io(e))) => Err(e.into()),
        Err(SessionError::Cli(e) | SessionError::LineDown(e)) => Err(e),
        Ok(()) => Ok(()),
    }
}

/// Whether `--db` named a league server by a URL with its password, which the hints to come
/// back show as `***`.
fn password_in_url(ctx: &Context) -> bool {
    let Some(raw) = &ctx.db else {
        return false;
    };
    matches!(
        Location::parse(raw, |name| std::env::var(name).ok()),
        Ok(Location::Server(server)) if server.password_hidden()
    )
}

/// What the command line asks the session for: the match named by its id, a new match (of the
/// game named, with the players and options given), or the start screen. A match id with
/// players or options, or a word that is neither a match id nor a game, is refused.
fn request(target: PlayTarget) -> Result<Request, CliError> {
    let PlayTarget {
        target,
        players,
        setup,
    } = target;
    let players = match &setup {
        Some(setup) => setup.players.clone(),
        None => players,
    };
    let choices = (setup.as_ref())
        .filter(|setup| setup.choices_given)
        .map(|setup| setup.choices.clone());
    let setup_given = !players.is_empty() || choices.is_some();
    let named = (target.as_deref()).and_then(|target| args::match_id(target.trim()).ok());
    if let Some(id) = named {
        if setup_given {
            return Err(CliError::usage(
                t!("play-id-and-setup"),
                t!("play-id-and-setup-hint"),
            ));
        }
        return Ok(Request::Match(id));
    }
    let game =
        match (&setup, target.as_deref()) {
            (Some(setup), _) => Some(setup.game),
            (None, Some(target)) => Some(parse_game(target).map_err(|e| {
                CliError::usage(e, args::game_hint(target, || t!("play-name-a-game")))
            })?),
            // A game or players on the command line ask for a new match, not the unfinished one.
            (None, None) if !setup_given => return Ok(Request::Choose),
            (None, None) => None,
        };
    Ok(Request::New(NewGiven {
        game,
        players,
        choices,
    }))
}

#[cfg(test)]
mod tests;
