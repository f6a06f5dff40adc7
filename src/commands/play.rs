//! `tenscore play`: the interactive scorekeeper, round by round, resumable.

use std::io::IsTerminal;

use clap::Args;

use crate::commands::finish::finish_match;
use crate::commands::new::{MatchSetup, checked_players, create, parse_game};
use crate::commands::undo::undo_last;
use crate::commands::{Context, load_match, open_round, record_round};
use crate::error::{CliError, ErrorKind};
use crate::games::GameId;
use crate::prompt::{self, MenuState, Next, PromptError, TermUi, Ui};
use crate::render::{self, StandingsView};
use crate::store::{self, MatchInfo, Status, Store};

/// Play interactively: prompts round by round, shows the table after each; resumable
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  tenscore play                                  resume the unfinished match, or start one
  tenscore play 3                                resume match 3
  tenscore play under10 --players Ann,Bob,Cy     start a new match and play it
  tenscore play updown --players Ann,Bob,Cy,Dee --hook")]
pub struct PlayArgs {
    /// A match id to resume, or a game to start [default: the most recent unfinished match]
    #[arg(value_name = "MATCH|GAME")]
    pub target: Option<String>,

    #[command(flatten)]
    pub setup: MatchSetup,
}

pub(crate) fn run(ctx: &Context, args: PlayArgs) -> Result<(), CliError> {
    if !std::io::stdin().is_terminal() || !std::io::stderr().is_terminal() {
        return Err(CliError::usage(
            "`tenscore play` asks questions and needs a terminal",
            "record rounds without prompts with `tenscore round`",
        ));
    }
    let mut store = ctx.open_store()?;
    let mut ui = TermUi::new(ctx.color);
    match play(ctx, &mut store, &mut ui, args) {
        Err(PlayError::Prompt(PromptError::Cancelled)) => Ok(()),
        Err(PlayError::Prompt(PromptError::Io(e))) => Err(e.into()),
        Err(PlayError::Cli(e)) => Err(e),
        Ok(()) => Ok(()),
    }
}

enum PlayError {
    Cli(CliError),
    Prompt(PromptError),
}

impl From<CliError> for PlayError {
    fn from(e: CliError) -> Self {
        PlayError::Cli(e)
    }
}

impl From<crate::store::StoreError> for PlayError {
    fn from(e: crate::store::StoreError) -> Self {
        PlayError::Cli(e.into())
    }
}

impl From<PromptError> for PlayError {
    fn from(e: PromptError) -> Self {
        PlayError::Prompt(e)
    }
}

/// The whole interactive session against any [`Ui`].
fn play(
    ctx: &Context,
    store: &mut Store,
    ui: &mut dyn Ui,
    args: PlayArgs,
) -> Result<(), PlayError> {
    let match_id = match start_or_resume(ctx, store, ui, args) {
        // Esc while a new match was being set up: nothing was written.
        Err(PlayError::Prompt(PromptError::Cancelled)) => {
            ui.say("No match started.")?;
            return Ok(());
        }
        other => other?,
    };
    let mut info = load_match(store.conn(), Some(match_id))?;
    loop {
        let state = MenuState {
            next_round: info.rounds + 1,
            // An abandoned match stays abandoned; a finished one reopens when its last round goes.
            last_round: (info.rounds > 0 && info.status != Status::Abandoned)
                .then_some(info.rounds),
            over: info.status != Status::InProgress,
            opened: info.open_round.is_some(),
            word: info.game.round_word(),
        };
        let title = info.game.round_title();
        match prompt::ask_next(ui, state)? {
            Next::Round => {
                let standing = store::current_standing(store.conn(), &info)?;
                if info.game.game().needs_opening() && info.open_round.is_none() {
                    let Some(input) = prompt::ask_opening(ui, &info, &standing)? else {
                        ui.say(&format!("{title} {} not opened.", state.next_round))?;
                        continue;
                    };
                    match open_round(store, Some(info.id), &input) {
                        Ok(opened) => {
                            let next = opened.view()?.next.unwrap_or_default();
                            ui.say(&render::sanitize_lines(&next))?;
                            info = opened.info;
                        }
                        Err(e) if matches!(e.kind, ErrorKind::Usage | ErrorKind::Rule) => {
                            ui.say(&format!("{title} {} was not opened: {e}", state.next_round))?;
                            continue;
                        }
                        Err(e) => return Err(e.into()),
                    }
                }
                let Some(input) = prompt::ask_round(ui, &info, &standing)? else {
                    let kept = if info.open_round.is_some() {
                        " (its bids are kept)"
                    } else {
                        ""
                    };
                    ui.say(&format!("{title} {} not recorded{kept}.", state.next_round))?;
                    info = load_match(store.conn(), Some(info.id))?;
                    continue;
                };
                match record_round(store, Some(info.id), &input) {
                    Ok(recorded) => {
                        let view = recorded.view()?;
                        ui.say(&render::round_text(ctx, &recorded, &view))?;
                    }
                    Err(e) if matches!(e.kind, ErrorKind::Usage | ErrorKind::Rule) => {
                        ui.say(&format!(
                            "{title} {} was not recorded: {e}",
                            state.next_round
                        ))?;
                    }
                    Err(e) => return Err(e.into()),
                }
            }
            Next::Undo => {
                if !prompt::confirm_undo(ui, state)? {
                    ui.say("Nothing withdrawn.")?;
                    continue;
                }
                let (after, undone) = undo_last(store, Some(info.id))?;
                let view = StandingsView::load(store.conn(), &after)?;
                let reopened = if state.over && after.status == Status::InProgress {
                    " The match is open again."
                } else {
                    ""
                };
                ui.say(&format!(
                    "{} withdrawn (kept in `tenscore show {} --all`).{reopened}\n\n{}",
                    undone.describe(after.game),
                    after.id,
                    view.text(ctx)
                ))?;
            }
            Next::Show => {
                let rounds = store::rounds_of(store.conn(), &info, false)?;
                let view = StandingsView::load(store.conn(), &info)?;
                ui.say(&render::show_text(ctx, &info, &rounds, &view)?)?;
            }
            Next::Finish => {
                if !prompt::confirm_finish(ui, info.id)? {
                    ui.say("The match goes on.")?;
                    continue;
                }
                let finished = finish_match(store, Some(info.id), false)?;
                let view = StandingsView::load(store.conn(), &finished)?;
                ui.say(&format!(
                    "Match {} finished.\n\n{}",
                    finished.id,
                    view.text(ctx)
                ))?;
            }
            Next::Quit => {
                ui.say(&farewell(store, &info)?)?;
                return Ok(());
            }
        }
        info = load_match(store.conn(), Some(info.id))?;
    }
}

/// The last line: how to come back to this match.
fn farewell(store: &Store, info: &MatchInfo) -> Result<String, PlayError> {
    if info.status != Status::InProgress {
        return Ok(format!(
            "Match {} is {}; see it again with `tenscore show {}`.",
            info.id,
            info.status.as_str(),
            info.id
        ));
    }
    // `tenscore play` alone resumes the most recent unfinished match, which may be another one.
    let resume = if store::latest_unfinished(store.conn())? == Some(info.id) {
        "tenscore play".to_string()
    } else {
        format!("tenscore play {}", info.id)
    };
    let word = info.game.round_word();
    let saved = match info.rounds {
        0 => format!("saved, no {word}s yet"),
        1 => format!("saved after 1 {word}"),
        n => format!("saved after {n} {word}s"),
    };
    Ok(format!(
        "Match {} {saved}. Resume with `{resume}`.",
        info.id
    ))
}

/// The match to play: the one named, a new one of the game named, the unfinished one, or a new
/// one asked for. Says which, and where the match stands.
fn start_or_resume(
    ctx: &Context,
    store: &mut Store,
    ui: &mut dyn Ui,
    args: PlayArgs,
) -> Result<i64, PlayError> {
    let setup = &args.setup;
    let setup_given = setup.any_given();
    let resume = match args.target.as_deref().map(str::trim) {
        Some(target) if target.parse::<i64>().is_ok() => {
            if setup_given {
                return Err(CliError::usage(
                    "a match id resumes that match; --players and the game options start a new one",
                    "leave out the match id to start a new match, e.g. `tenscore play under10 --players Ann,Bob,Cy`",
                )
                .into());
            }
            let id = target.parse::<i64>().unwrap_or_default();
            let info = load_match(store.conn(), Some(id))?;
            match info.status {
                Status::InProgress => ui.say(&format!("Resuming match {id}."))?,
                status => ui.say(&format!("Match {id} is {}.", status.as_str()))?,
            }
            Some(info)
        }
        Some(_) => None,
        // Options on the command line ask for a new match, not the unfinished one.
        None if setup_given => None,
        None => match store::latest_unfinished(store.conn())? {
            Some(id) => {
                ui.say(&format!("Resuming match {id}."))?;
                Some(load_match(store.conn(), Some(id))?)
            }
            None => None,
        },
    };
    if let Some(info) = resume {
        ui.say(&StandingsView::load(store.conn(), &info)?.text(ctx))?;
        return Ok(info.id);
    }

    let game = match args.target.as_deref() {
        Some(target) => {
            Some(parse_game(target).map_err(|e| CliError::usage(e, "name a game or a match id"))?)
        }
        None => None,
    };
    let players = (!setup.players.is_empty()).then(|| setup.players.clone());
    // Players or options on the command line: no questions about the options, as with `new`.
    let options = setup_given.then(|| setup.options());
    let asked = prompt::ask_new_match(ui, game, players, options, &check_players)?;
    let info = create(store, asked.game, &asked.players, &asked.options)?;
    ui.say(&render::match_intro(&info)?)?;
    Ok(info.id)
}

/// The check `tenscore new` makes on the players, as a reason to ask again.
fn check_players(game: GameId, names: &[String]) -> Result<(), String> {
    checked_players(game, names)
        .map(|_| ())
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests;
