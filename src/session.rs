//! The interactive `play` session over the [`Ui`] trait: the start screen (or the match the
//! command line named), then the menu between rounds, one choice at a time, until the player
//! quits. Each choice is one write, tried again while the file is busy (`retry.rs`); Ctrl-C says
//! what is saved (`leaving.rs`). [`TermUi`] is the real terminal; the tests script the answers.

mod away;
pub(crate) mod confirm;
mod fix;
mod leaving;
mod line;
mod menu;
mod questions;
mod replay;
mod retry;
mod round;
mod select;
mod start;
mod terminal;

use clap::ArgMatches;

use crate::error::CliError;
use crate::games::GameId;
use crate::games::ui::{PromptError, Ui};
use crate::ops::{self, MatchState};
use crate::output::Output;
use crate::render::StandingsView;
use crate::store::Store;
use crate::t;

use questions::Next;
pub use terminal::TermUi;
/// The terminal without echo or line editing, keys read as pressed, until dropped.
pub(crate) use terminal::type_ahead::TypeAhead as KeysAsPressed;

/// What the command line asked `play` for.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// `play MATCH`: that match.
    Match(i64),
    /// `play GAME ...` or `play --players ...`: a new match, asking what the command line left out.
    New(NewGiven),
    /// `play` alone: the start screen (or a new match when there is nothing to resume).
    Choose,
}

impl Request {
    /// The match the command line named, if it did.
    fn named(&self) -> Option<i64> {
        match self {
            Request::Match(id) => Some(*id),
            _ => None,
        }
    }
}

/// What the command line gave of a new match; the rest is asked.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NewGiven {
    pub game: Option<GameId>,
    /// The players in seating order (empty: asked).
    pub players: Vec<String>,
    /// The game's options as clap read them, when any was given (then none is asked).
    pub choices: Option<ArgMatches>,
}

/// Why the session stopped early: an error to report, or a question that was not answered (Esc,
/// Ctrl-C, the terminal failing). The command maps them to exit codes.
#[derive(Debug)]
pub enum SessionError {
    Cli(CliError),
    Prompt(PromptError),
    /// The league server is out of reach and nothing was written: `play` says so and goes back
    /// to its menu, where the player chooses again once the server answers.
    LineDown(CliError),
}

impl From<CliError> for SessionError {
    fn from(e: CliError) -> Self {
        SessionError::Cli(e)
    }
}

impl From<crate::store::StoreError> for SessionError {
    fn from(e: crate::store::StoreError) -> Self {
        match e.is_line_down() {
            true => SessionError::LineDown(e.into()),
            false => SessionError::Cli(e.into()),
        }
    }
}

impl From<crate::ops::OpError> for SessionError {
    fn from(e: crate::ops::OpError) -> Self {
        match e.is_line_down() {
            true => SessionError::LineDown(e.into()),
            false => SessionError::Cli(e.into()),
        }
    }
}

impl From<crate::render::RenderError> for SessionError {
    fn from(e: crate::render::RenderError) -> Self {
        SessionError::Cli(e.into())
    }
}

impl From<PromptError> for SessionError {
    fn from(e: PromptError) -> Self {
        SessionError::Prompt(e)
    }
}

/// How the hints to come back name the database: the `--db PATH` they repeat, none when the
/// database is found again without it.
#[derive(Clone, Copy, Debug, Default)]
pub struct Db<'a> {
    pub words: Option<&'a str>,
    /// The words name a league server by a URL whose password they show as `***` (a password
    /// is never printed): the hints say what to type in its place.
    pub password_hidden: bool,
}

impl Db<'_> {
    /// " --db PATH" as a command in a hint takes it, or nothing.
    pub(super) fn spliced(&self) -> String {
        self.words.map(|db| format!(" {db}")).unwrap_or_default()
    }

    /// `hint` (a command to type, with these words), followed by what `***` stands for when it
    /// stands for a password.
    pub(super) fn noted(&self, hint: String) -> String {
        match self.password_hidden {
            true => format!("{hint} {}", t!("play-password-hidden")),
            false => hint,
        }
    }
}

/// The whole interactive session against any [`Ui`]: the match to play, then the menu, one
/// choice at a time, until the player quits. `db`: how the hints to come back name the
/// database.
pub fn play(
    out: &Output,
    store: &mut Store,
    ui: &mut dyn Ui,
    request: Request,
    db: Db,
) -> Result<(), SessionError> {
    // Back from the menu goes to the start screen when the session began there.
    let from_start_screen = request == Request::Choose;
    // The match the menu went back from to the start screen, if it did.
    let mut left: Option<i64> = None;
    let mut screen = start::StartScreen::default();
    loop {
        let match_id = match start::start_or_resume(out, store, ui, request.clone(), &mut screen) {
            // The league server out of reach before the menu: tried again (the match chosen
            // is kept) or left, as the player says.
            Err(SessionError::LineDown(e)) => {
                let chosen = screen.resuming().or(request.named()).or(left);
                match away::ask_again(ui, &e, chosen, db)? {
                    away::Away::Again => continue,
                    away::Away::Leave => return Ok(()),
                }
            }
            // Esc at the start screen after a match: said as Quit says it.
            Err(SessionError::Prompt(PromptError::Cancelled)) if left.is_some() => {
                ui.say(&left_at_start(store, left, db)?)?;
                return Ok(());
            }
            // Esc or Ctrl-C while a new match was being set up: nothing was written.
            Err(SessionError::Prompt(
                stop @ (PromptError::Cancelled | PromptError::Interrupted),
            )) => {
                ui.say(&t!("play-no-match-started"))?;
                return match stop {
                    PromptError::Interrupted => Err(stop.into()),
                    _ => Ok(()),
                };
            }
            other => other?,
        };
        let table = Table { store, db };
        match between_rounds(out, table, ui, match_id, from_start_screen) {
            Ok(Left::Session) => return Ok(()),
            Ok(Left::ToStart) => {
                left = Some(match_id);
                screen.left(match_id);
            }
            // Its first read met the league server away: the match is read again when the
            // player tries again, whatever the start was.
            Err(SessionError::LineDown(e)) => {
                screen.resume(match_id);
                match away::ask_again(ui, &e, Some(match_id), db)? {
                    away::Away::Again => continue,
                    away::Away::Leave => return Ok(()),
                }
            }
            Err(e) => return Err(e),
        }
    }
}

/// The last line after Esc at the start screen, back from match `left`'s menu: as Quit says it,
/// or, with the league server out of reach, how to come back to it.
fn left_at_start(store: &Store, left: Option<i64>, db: Db) -> Result<String, SessionError> {
    match ops::match_state(store, left) {
        Ok(state) => leaving::farewell(store, &state.info, db),
        Err(e) if e.is_line_down() => Ok(away::come_back(left, db)),
        Err(e) => Err(e.into()),
    }
}

/// The database a session plays on, and the `--db PATH` that finds it again.
struct Table<'a> {
    store: &'a mut Store,
    db: Db<'a>,
}

/// How the menu was left: the session ends, or back to the start screen.
enum Left {
    Session,
    ToStart,
}

/// The menu between rounds of match `match_id`, one choice at a time, until the player quits (or
/// goes back to the start screen, when `to_start`).
fn between_rounds(
    out: &Output,
    table: Table,
    ui: &mut dyn Ui,
    match_id: i64,
    to_start: bool,
) -> Result<Left, SessionError> {
    let Table { store, db } = table;
    let mut state = ops::match_state(store, Some(match_id))?;
    ui.keep_whole(&names_of(&state.info));
    // Back at the menu with no start screen to go to says how to leave; back again leaves.
    let mut back_said = false;
    loop {
        let menu = menu::menu_of(&state.info);
        let before = state.info.clone();
        // What the menu goes back to when the league server is out of reach.
        let kept = state.clone();
        let next = match questions::ask_next(ui, menu) {
            Err(PromptError::Interrupted) => {
                return leaving::interrupted(store, ui, &before, None, db).map(|()| Left::Session);
            }
            next => next?,
        };
        let done = match next {
            Next::Back if to_start => return Ok(Left::ToStart),
            Next::Back if !back_said => {
                back_said = true;
                ui.say(&t!("play-menu-no-back"))?;
                continue;
            }
            Next::Back | Next::Quit => {
                ui.say(&leaving::farewell(store, &state.info, db)?)?;
                return Ok(Left::Session);
            }
            Next::Round => round::record_next_round(out, store, ui, state, menu, false),
            Next::Referee => round::record_next_round(out, store, ui, state, menu, true),
            Next::Undo => menu::undo_last_round(out, store, ui, state, menu),
            Next::Fix => fix::fix_past_round(out, store, ui, state),
            Next::Show => menu::show_match(out, store, ui, state),
            Next::Finish => menu::end_now(out, store, ui, state, false),
            Next::Abandon => menu::end_now(out, store, ui, state, true),
            Next::Reopen => menu::reopen_now(out, store, ui, state),
        };
        back_said = false;
        state = match done {
            Err(SessionError::Prompt(PromptError::Interrupted)) => {
                return leaving::interrupted(store, ui, &before, Some(next), db)
                    .map(|()| Left::Session);
            }
            // A write that met it asked to try again; the player gave up, or a read met it.
            Err(SessionError::LineDown(e)) => {
                ui.say(&away::server_away(&e))?;
                ui.say(&t!("play-line-down"))?;
                kept
            }
            done => done?,
        };
    }
}

/// The players' names as `play` shows them, kept whole where a line wraps.
fn names_of(info: &crate::store::MatchInfo) -> Vec<String> {
    (info.players.iter())
        .map(|player| player.name.to_string())
        .collect()
}

/// The match as the store has it now, after a choice that may have changed it.
fn reload(store: &Store, match_id: i64) -> Result<MatchState, SessionError> {
    Ok(ops::match_state(store, Some(match_id))?)
}

/// After a refusal said to the player (`refused`): because another terminal changed the match,
/// the match as it stands now, shown (the next question starts from there); because the match
/// is gone (a club night's round drawn again), the session stops, the refusal said once, with
/// its exit code.
fn after_refusal(
    out: &Output,
    store: &Store,
    ui: &mut dyn Ui,
    match_id: i64,
    refused: &ops::OpError,
) -> Result<(), SessionError> {
    stop_if_gone(refused)?;
    if refused.is_moved() {
        let now = reload(store, match_id)?;
        ui.say(&view(&now)?.text(out))?;
    }
    Ok(())
}

/// After a refusal said to the player because the match is gone (a club night's round drawn
/// again): the session stops with the refusal's exit code, the refusal not said twice.
fn stop_if_gone(refused: &ops::OpError) -> Result<(), SessionError> {
    match refused.is_gone() {
        true => Err(SessionError::Cli(CliError::from(refused).said())),
        false => Ok(()),
    }
}

/// The table of a match as it stands.
fn view(state: &MatchState) -> Result<StandingsView, CliError> {
    Ok(StandingsView::of(state)?)
}

#[cfg(test)]
mod tests;
