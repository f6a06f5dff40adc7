//! `tenscore play`: the interactive scorekeeper, round by round, resumable.

use std::io::IsTerminal;

use clap::Args;

use crate::commands::new::{MatchSetup, checked_names, create, parse_game};
use crate::commands::undo::undo_last;
use crate::commands::{Context, load_match, record_round};
use crate::error::{CliError, ErrorKind};
use crate::games::GameId;
use crate::prompt::{self, Next, PromptError, TermUi, Ui};
use crate::render::{self, StandingsView};
use crate::store::{self, Status, Store};

/// Play interactively: prompts round by round, shows the table after each; resumable
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  tenscore play                                  resume the unfinished match, or start one
  tenscore play 3                                resume match 3
  tenscore play under10 --players Ann,Bob,Cy     start a new match and play it")]
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
    let match_id = start_or_resume(store, ui, args)?;
    let mut info = load_match(store.conn(), Some(match_id))?;
    ui.say(&StandingsView::load(store.conn(), &info)?.text(ctx))?;
    while info.status == Status::InProgress {
        match prompt::ask_next(ui, info.rounds + 1, info.rounds > 0)? {
            Next::Round => {
                let standing = store::current_standing(store.conn(), &info)?;
                let Some(input) = prompt::ask_round(ui, &info, &standing)? else {
                    continue;
                };
                match record_round(store, Some(info.id), &input) {
                    Ok(recorded) => {
                        let view = StandingsView::load(store.conn(), &recorded.info)?;
                        ui.say(&render::round_text(ctx, &recorded, &view))?;
                    }
                    Err(e) if matches!(e.kind, ErrorKind::Usage | ErrorKind::Rule) => {
                        ui.say(&format!("Not recorded: {e}. Let's enter that round again."))?;
                    }
                    Err(e) => return Err(e.into()),
                }
            }
            Next::Undo => {
                let (after, seq) = undo_last(store, Some(info.id))?;
                let view = StandingsView::load(store.conn(), &after)?;
                ui.say(&format!("Round {seq} withdrawn.\n\n{}", view.text(ctx)))?;
            }
            Next::Show => {
                let rounds = store::rounds_of(store.conn(), &info, false)?;
                let view = StandingsView::load(store.conn(), &info)?;
                ui.say(&render::show_text(ctx, &info, &rounds, &view))?;
            }
            Next::Quit => {
                ui.say(&format!(
                    "Saved. Resume with `tenscore play` (match {}).",
                    info.id
                ))?;
                return Ok(());
            }
        }
        info = load_match(store.conn(), Some(info.id))?;
    }
    Ok(())
}

/// The match to play: the one named, a new one of the game named, the unfinished one, or a new
/// one asked for.
fn start_or_resume(store: &mut Store, ui: &mut dyn Ui, args: PlayArgs) -> Result<i64, PlayError> {
    let check_players = |game: GameId, names: &[String]| -> Result<(), String> {
        let names = checked_names(names).map_err(|e| e.to_string())?;
        let range = game.game().players();
        if range.contains(&names.len()) {
            Ok(())
        } else {
            Err(format!(
                "{} is played by {} to {} players",
                game.title(),
                range.start(),
                range.end()
            ))
        }
    };
    let new_game = match args.target.as_deref() {
        Some(target) if target.trim().parse::<i64>().is_ok() => {
            let id = target.trim().parse::<i64>().unwrap_or_default();
            let info = load_match(store.conn(), Some(id))?;
            if info.status != Status::InProgress {
                ui.say(&format!("Match {id} is {}.", info.status.as_str()))?;
            }
            return Ok(info.id);
        }
        Some(target) => {
            Some(parse_game(target).map_err(|e| CliError::usage(e, "name a game or a match id"))?)
        }
        None => {
            if let Some(id) = store::latest_unfinished(store.conn())? {
                ui.say(&format!("Resuming match {id}."))?;
                return Ok(id);
            }
            None
        }
    };
    let (game, players, options) = match new_game {
        Some(game) if !args.setup.players.is_empty() => {
            (game, args.setup.players.clone(), args.setup.options())
        }
        game => {
            let asked = prompt::ask_new_match(ui, game, &check_players)?;
            (asked.game, asked.players, asked.options)
        }
    };
    let info = create(store, game, &players, &options)?;
    ui.say(&render::new_match(&info)?)?;
    Ok(info.id)
}
