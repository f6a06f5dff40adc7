//! `tenscore play`: the interactive scorekeeper, round by round, resumable.

use std::io::IsTerminal;

use clap::Args;

use crate::commands::args::{MatchSetup, PlayTarget, parse_game};
use crate::commands::{Context, view};
use crate::error::{CliError, ErrorKind};
use crate::games::GameId;
use crate::games::names::names_list;
use crate::ops::{self, MatchState};
use crate::prompt::{self, MenuState, Next, PromptError, TermUi, Ui};
use crate::render;
use crate::store::{Access, Ending, MatchInfo, RoundsWanted, Status, Store};
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
    let mut ui = TermUi::new(ctx.color);
    match play(ctx, &mut store, &mut ui, args) {
        Err(PlayError::Prompt(PromptError::Cancelled)) => Ok(()),
        // Ctrl-C: what was kept is said already.
        Err(PlayError::Prompt(PromptError::Interrupted)) => Err(CliError::interrupted()),
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

/// The whole interactive session against any [`Ui`]: the match to play, then the menu, one
/// choice at a time, until the player quits.
fn play(
    ctx: &Context,
    store: &mut Store,
    ui: &mut dyn Ui,
    args: PlayArgs,
) -> Result<(), PlayError> {
    let match_id = match start_or_resume(ctx, store, ui, args) {
        // Esc or Ctrl-C while a new match was being set up: nothing was written.
        Err(PlayError::Prompt(stop @ (PromptError::Cancelled | PromptError::Interrupted))) => {
            ui.say(&t!("play-no-match-started"))?;
            return match stop {
                PromptError::Interrupted => Err(stop.into()),
                _ => Ok(()),
            };
        }
        other => other?,
    };
    let mut state = ops::match_state(store, Some(match_id))?;
    loop {
        let menu = menu_of(&state.info);
        let before = state.info.clone();
        let next = match prompt::ask_next(ui, menu) {
            Err(PromptError::Interrupted) => return interrupted(store, ui, &before, None),
            next => next?,
        };
        let done = match next {
            Next::Round => record_next_round(ctx, store, ui, state, menu),
            Next::Undo => undo_last_round(ctx, store, ui, state, menu),
            Next::Fix => fix_past_round(ctx, store, ui, state),
            Next::Show => show_match(ctx, store, ui, state),
            Next::Finish => end_now(ctx, store, ui, state, false),
            Next::Abandon => end_now(ctx, store, ui, state, true),
            Next::Reopen => reopen_now(ctx, store, ui, state),
            Next::Quit => {
                ui.say(&farewell(store, &state.info)?)?;
                return Ok(());
            }
        };
        state = match done {
            Err(PlayError::Prompt(PromptError::Interrupted)) => {
                return interrupted(store, ui, &before, Some(next));
            }
            done => done?,
        };
    }
}

/// Ctrl-C stops `play`: says what the interrupted step left out and what is saved, then how to
/// come back. `doing` is the menu choice that was under way, if any.
fn interrupted(
    store: &Store,
    ui: &mut dyn Ui,
    before: &MatchInfo,
    doing: Option<Next>,
) -> Result<(), PlayError> {
    let now = ops::match_state(store, Some(before.id))?.info;
    let lost = lost_words(doing, before, &now);
    let saved = t!(
        "play-saved",
        count = now.rounds,
        game = now.game.id(),
        round = now.game.round_word()
    );
    let way_back = way_back(store, &now)?;
    ui.say(&match lost {
        Some(lost) => t!(
            "play-interrupted-lost",
            id = now.id,
            lost = lost,
            saved = saved,
            way_back = way_back
        ),
        None => t!(
            "play-interrupted",
            id = now.id,
            saved = saved,
            way_back = way_back
        ),
    })?;
    Err(PromptError::Interrupted.into())
}

/// What the step `doing`, stopped by Ctrl-C, left out, when it says something: the round not
/// recorded (its bids kept, if they are in), or nothing changed.
fn lost_words(doing: Option<Next>, before: &MatchInfo, now: &MatchInfo) -> Option<String> {
    let unchanged = now.rounds == before.rounds && same_point(before, now);
    match doing {
        Some(Next::Round) if now.rounds == before.rounds => {
            let id = match &now.open_round {
                Some(_) => "play-lost-round-kept",
                None => "play-lost-round",
            };
            Some(t!(
                id,
                round = now.game.round_word(),
                seq = now.rounds + 1,
                opening = now.game.opening_word()
            ))
        }
        Some(Next::Fix | Next::Undo | Next::Finish | Next::Abandon | Next::Reopen) if unchanged => {
            Some(t!("play-lost-nothing"))
        }
        _ => None,
    }
}

/// What the menu offers for the match as it stands.
fn menu_of(info: &MatchInfo) -> MenuState {
    MenuState {
        next_round: info.rounds + 1,
        // An abandoned match stays abandoned; a finished one reopens when its last round goes.
        last_round: (info.rounds > 0 && info.status != Status::Abandoned).then_some(info.rounds),
        over: info.status != Status::InProgress,
        opened: info.open_round.is_some(),
        abandoned: info.status == Status::Abandoned,
        reopenable: info.status != Status::InProgress && info.ended_by != Some(Ending::Rules),
        game: info.game,
    }
}

/// The match as the store has it now, after a choice that may have changed it.
fn reload(store: &Store, match_id: i64) -> Result<MatchState, PlayError> {
    Ok(ops::match_state(store, Some(match_id))?)
}

/// Records the next round, first asking for its opening (bids) when the game has one and it is
/// not in yet. A refused or abandoned opening leaves the match as it was.
fn record_next_round(
    ctx: &Context,
    store: &mut Store,
    ui: &mut dyn Ui,
    state: MatchState,
    menu: MenuState,
) -> Result<MatchState, PlayError> {
    let needs_opening = state.info.game.game().needs_opening() && state.info.open_round.is_none();
    let id = state.info.id;
    let state = if needs_opening {
        match open_next_round(store, ui, &state, menu)? {
            Some(opened) => opened,
            None => return reload(store, id),
        }
    } else {
        state
    };
    let title = state.info.game.round_title();
    let opening = state.info.game.opening_word();
    let kept = state.info.open_round.is_some();
    let Some(input) = prompt::ask_round(ui, &state.info, &state.standing)? else {
        let left = if kept {
            "play-round-left-kept"
        } else {
            "play-round-left"
        };
        ui.say(&t!(
            left,
            round = &title,
            seq = menu.next_round,
            opening = &opening
        ))?;
        return reload(store, id);
    };
    let written = write_retrying(store, ui, Some(&state.info), |store| {
        ops::record_round(store, Some(id), &input)
    })?;
    match written {
        Written::Done(Ok(recorded)) => {
            let view = view(&recorded.state)?;
            ui.say(&render::round_text(
                ctx,
                &recorded.outcome,
                recorded.seq,
                recorded.ended,
                &view,
            ))?;
        }
        Written::Done(Err(e)) if matches!(e.kind, ErrorKind::Usage | ErrorKind::Rule) => {
            ui.say(&t!(
                "play-round-refused",
                round = &title,
                seq = menu.next_round,
                error = e.to_string()
            ))?;
        }
        Written::Done(Err(e)) => return Err(e.into()),
        Written::Landed => {}
        Written::Dropped => ui.say(&t!(
            if kept {
                "play-round-dropped-kept"
            } else {
                "play-round-dropped"
            },
            round = &title,
            seq = menu.next_round,
            opening = &opening
        ))?,
    }
    reload(store, id)
}

/// Asks for the opening (bids) of the next round and records it; the match opened, or `None`
/// when the player gave none or the rules refused it (said to the player).
fn open_next_round(
    store: &mut Store,
    ui: &mut dyn Ui,
    state: &MatchState,
    menu: MenuState,
) -> Result<Option<MatchState>, PlayError> {
    let title = state.info.game.round_title();
    let Some(input) = prompt::ask_opening(ui, &state.info, &state.standing)? else {
        ui.say(&t!("play-open-left", round = &title, seq = menu.next_round))?;
        return Ok(None);
    };
    let written = write_retrying(store, ui, Some(&state.info), |store| {
        ops::open_round(store, Some(state.info.id), &input)
    })?;
    match written {
        Written::Done(Ok(opened)) => {
            let next = view(&opened)?.next.unwrap_or_default();
            ui.say(&render::sanitize_lines(&next))?;
            Ok(Some(opened))
        }
        Written::Done(Err(e)) if matches!(e.kind, ErrorKind::Usage | ErrorKind::Rule) => {
            ui.say(&t!(
                "play-open-refused",
                round = &title,
                seq = menu.next_round,
                error = e.to_string()
            ))?;
            Ok(None)
        }
        Written::Done(Err(e)) => Err(e.into()),
        Written::Landed => Ok(Some(reload(store, state.info.id)?)),
        Written::Dropped => {
            ui.say(&t!(
                "play-open-dropped",
                round = &title,
                seq = menu.next_round,
                opening = state.info.game.opening_word()
            ))?;
            Ok(None)
        }
    }
}

/// What `play` says when a write meets a lock that another tenscore has held for longer than the
/// busy timeout of the store.
fn busy_message() -> String {
    t!("play-busy", seconds = crate::store::BUSY_TIMEOUT.as_secs())
}

/// What came of a write that `play` may have made again after the file was busy, or after the
/// league server could not say whether it kept it.
enum Written<T> {
    /// Written, or refused for another reason than a busy file.
    Done(Result<T, CliError>),
    /// Not written: the player chose not to try again, or the match changed in the meantime.
    Dropped,
    /// Written: the league server, asked again, had kept it (said to the player); the match is
    /// to be read again.
    Landed,
}

/// Runs `write`, and while it meets a file another tenscore holds longer than the busy timeout,
/// says so and asks whether to try again: what the player typed is kept until they give up.
/// The write is all or nothing, so a refused one left nothing behind. Before writing again, the
/// match of `watch` (when there is one) is read: if another tenscore changed it meanwhile (a
/// round recorded, opened or withdrawn, the match ended), nothing is written, so that a deal
/// typed at both terminals is not recorded twice. A write to `watch` that the league server
/// could not be asked about (it may have been recorded) is asked about again when the player
/// tries again, and made again only if the server did not keep it (`unsettled.rs`).
fn write_retrying<T>(
    store: &mut Store,
    ui: &mut dyn Ui,
    watch: Option<&MatchInfo>,
    mut write: impl FnMut(&mut Store) -> Result<T, CliError>,
) -> Result<Written<T>, PlayError> {
    loop {
        match write(store) {
            Err(e) if e.kind == ErrorKind::Busy => {
                ui.say(&busy_message())?;
                if !prompt::confirm_retry(ui)? {
                    return Ok(Written::Dropped);
                }
            }
            Err(e) if watch.is_some() && store.unsettled() => {
                match unsettled::ask_again(store, ui, e)? {
                    unsettled::Asked::Kept => return Ok(Written::Landed),
                    unsettled::Asked::GaveUp(e) => return Ok(Written::Done(Err(e))),
                    unsettled::Asked::NotKept => {}
                }
            }
            done => return Ok(Written::Done(done)),
        }
        if let Some(before) = watch {
            let now = ops::match_state(store, Some(before.id))?.info;
            if !same_point(before, &now) {
                ui.say(&t!("play-changed-meanwhile", id = before.id))?;
                return Ok(Written::Dropped);
            }
        }
    }
}

/// The match stands where it stood: the same rounds, the same open round, the same status.
fn same_point(before: &MatchInfo, now: &MatchInfo) -> bool {
    let open = |info: &MatchInfo| info.open_round.as_ref().map(|open| (open.seq, open.take));
    before.rounds == now.rounds && before.status == now.status && open(before) == open(now)
}

/// Withdraws the last round (or the opened one) once the player confirms, and says whether that
/// put an ended match back in progress.
fn undo_last_round(
    ctx: &Context,
    store: &mut Store,
    ui: &mut dyn Ui,
    state: MatchState,
    menu: MenuState,
) -> Result<MatchState, PlayError> {
    let Some(what) = ops::Undone::of(&state.info) else {
        return Ok(state);
    };
    if !prompt::confirm_undo(ui, &what.words(state.info.game))? {
        ui.say(&t!("cmd-undo-declined"))?;
        return Ok(state);
    }
    let written = write_retrying(store, ui, Some(&state.info), |store| {
        ops::undo_last(store, Some(state.info.id))
    })?;
    let (after_undo, undone) = match written {
        Written::Done(done) => done?,
        Written::Landed => return reload(store, state.info.id),
        Written::Dropped => {
            ui.say(&t!("cmd-undo-declined"))?;
            return reload(store, state.info.id);
        }
    };
    let view = view(&after_undo)?;
    let after = &after_undo.info;
    let mut said = t!(
        "play-undo-done",
        what = undone.describe(after.game),
        label = after.label()
    );
    if menu.over && after.status == Status::InProgress {
        said = format!("{said} {}", t!("play-open-again"));
    }
    ui.say(&format!("{said}\n\n{}", view.text(ctx)))?;
    reload(store, state.info.id)
}

/// Shows every round of the match and the table, as `tenscore show` does.
fn show_match(
    ctx: &Context,
    store: &Store,
    ui: &mut dyn Ui,
    state: MatchState,
) -> Result<MatchState, PlayError> {
    let wanted = RoundsWanted {
        withdrawn: false,
        explanations: false,
    };
    let (shown, rounds) = ops::match_rounds(store, Some(state.info.id), wanted)?;
    let view = view(&shown)?;
    ui.say(&render::show_text(ctx, &shown.info, &rounds, &view)?)?;
    reload(store, state.info.id)
}

/// Ends the match now once the player confirms: finished (the table as it stands ranks it) or
/// abandoned (no winner).
fn end_now(
    ctx: &Context,
    store: &mut Store,
    ui: &mut dyn Ui,
    state: MatchState,
    abandon: bool,
) -> Result<MatchState, PlayError> {
    let confirmed = if abandon {
        prompt::confirm_abandon(ui, state.info.id)?
    } else {
        prompt::confirm_finish(ui, state.info.id)?
    };
    if !confirmed {
        ui.say(&t!("play-goes-on"))?;
        return Ok(state);
    }
    let written = write_retrying(store, ui, Some(&state.info), |store| {
        ops::finish_match(store, Some(state.info.id), abandon)
    })?;
    let ended = match written {
        Written::Done(done) => done?,
        Written::Landed => return reload(store, state.info.id),
        Written::Dropped => {
            ui.say(&t!("play-goes-on"))?;
            return reload(store, state.info.id);
        }
    };
    let done = t!(
        "cmd-finish-done",
        abandon = if abandon { "yes" } else { "no" },
        label = ended.info.label()
    );
    ui.say(&format!("{done}\n\n{}", view(&ended)?.text(ctx)))?;
    reload(store, state.info.id)
}

/// Puts a match ended from the menu (or by `finish`) back in progress: an accidental Finish or
/// Abandon costs nothing.
fn reopen_now(
    ctx: &Context,
    store: &mut Store,
    ui: &mut dyn Ui,
    state: MatchState,
) -> Result<MatchState, PlayError> {
    let written = write_retrying(store, ui, Some(&state.info), |store| {
        ops::reopen_match(store, state.info.id)
    })?;
    match written {
        Written::Done(Ok(reopened)) => ui.say(&format!(
            "{}\n\n{}",
            t!("cmd-reopen-done", label = reopened.info.label()),
            view(&reopened)?.text(ctx)
        ))?,
        Written::Done(Err(e)) if matches!(e.kind, ErrorKind::Usage | ErrorKind::Rule) => {
            ui.say(&t!(
                "play-reopen-refused",
                id = state.info.id,
                error = e.to_string()
            ))?;
        }
        Written::Done(Err(e)) => return Err(e.into()),
        Written::Landed => {}
        Written::Dropped => ui.say(&t!("play-stays"))?,
    }
    reload(store, state.info.id)
}

/// Asks which past round to fix, asks it again as it was played (10 op en neer: keeping its bids
/// or taking corrected ones) and an optional reason, then replaces it as `tenscore edit` does:
/// the later rounds are rescored.
fn fix_past_round(
    ctx: &Context,
    store: &mut Store,
    ui: &mut dyn Ui,
    state: MatchState,
) -> Result<MatchState, PlayError> {
    let id = state.info.id;
    let game = state.info.game;
    let (word, title) = (game.round_word(), game.round_title());
    let wanted = RoundsWanted {
        withdrawn: false,
        explanations: false,
    };
    let (_, rounds) = ops::match_rounds(store, Some(id), wanted)?;
    let lines: Vec<(u32, String)> = rounds
        .iter()
        .filter(|round| !round.scores.is_empty())
        .map(|round| (round.seq, round_line(&state.info, round)))
        .collect();
    let Some(seq) = prompt::ask_round_to_fix(ui, &word, &lines)? else {
        ui.say(&t!("play-nothing-changed"))?;
        return Ok(state);
    };
    let mut past = ops::past_round(store, id, seq)?;
    let mut bids = None;
    if game.game().needs_opening() {
        let question = t!(
            "play-keep-opening",
            opening = game.opening_word(),
            round = &word,
            seq = seq
        );
        if !ui.confirm(&question, true)? {
            let Some(corrected) = prompt::ask_opening(ui, &past.info, &past.before)? else {
                ui.say(&t!("play-nothing-changed"))?;
                return reload(store, id);
            };
            past = match past.opened_again(&corrected) {
                Ok(opened) => opened,
                Err(e) => {
                    ui.say(&t!(
                        "play-fix-refused",
                        round = &title,
                        seq = seq,
                        error = e.to_string()
                    ))?;
                    return reload(store, id);
                }
            };
            bids = Some(corrected);
        }
    }
    let Some(input) = prompt::ask_round(ui, &past.info, &past.before)? else {
        ui.say(&t!("play-nothing-changed"))?;
        return reload(store, id);
    };
    let reason = match prompt::ask_fix_reason(ui)? {
        reason if reason.is_empty() => t!("play-fix-reason"),
        reason => reason,
    };
    let written = write_retrying(store, ui, Some(&state.info), |store| {
        ops::edit_round(
            store,
            &ops::Edit {
                match_id: id,
                seq,
                input: &input,
                opening: bids.as_ref(),
                reason: &reason,
            },
        )
    })?;
    match written {
        Written::Done(Ok(edited)) => {
            let mut said = t!(
                "play-fix-done",
                round = &title,
                seq = seq,
                label = edited.state.info.label()
            );
            if edited.rescored > 0 {
                let later = t!(
                    "cmd-edit-rescored",
                    count = edited.rescored,
                    game = game.id()
                );
                said = format!("{said} {later}");
            }
            if edited.reopened {
                said = format!("{said} {}", t!("cmd-edit-reopened"));
            }
            ui.say(&format!("{said}\n\n{}", view(&edited.state)?.text(ctx)))?;
        }
        Written::Done(Err(e)) if matches!(e.kind, ErrorKind::Usage | ErrorKind::Rule) => {
            ui.say(&t!(
                "play-fix-refused",
                round = &title,
                seq = seq,
                error = e.to_string()
            ))?;
        }
        Written::Done(Err(e)) => return Err(e.into()),
        Written::Landed => {}
        Written::Dropped => ui.say(&t!("play-nothing-changed"))?,
    }
    reload(store, id)
}

/// One past round in the list to fix: "Round 3: Ann +5, Bob +14, Cy 0".
fn round_line(info: &MatchInfo, round: &crate::store::RoundRecord) -> String {
    let scores: Vec<String> = (info.players.iter())
        .zip(&round.scores)
        .map(|(player, score)| match score.points {
            0 => format!("{} 0", player.name),
            points => format!("{} {points:+}", player.name),
        })
        .collect();
    format!(
        "{} {}: {}",
        info.game.round_title(),
        round.seq,
        scores.join(", ")
    )
}

/// The last line: how to come back to this match.
fn farewell(store: &Store, info: &MatchInfo) -> Result<String, PlayError> {
    if info.status != Status::InProgress {
        return Ok(t!(
            "play-farewell-ended",
            id = info.id,
            status = info.status.as_str()
        ));
    }
    Ok(t!(
        "play-farewell",
        id = info.id,
        count = info.rounds,
        game = info.game.id(),
        rounds = info.game.rounds(u64::from(info.rounds)),
        way_back = way_back(store, info)?
    ))
}

/// How to come back to a match: resume it, or (once it is over) see it again.
fn way_back(store: &Store, info: &MatchInfo) -> Result<String, PlayError> {
    if info.status != Status::InProgress {
        return Ok(t!("play-see-again", id = info.id));
    }
    // `tenscore play` alone offers the most recent unfinished match first, which may be another.
    Ok(if ops::latest_unfinished(store)? == Some(info.id) {
        t!("play-resume")
    } else {
        t!("play-resume-id", id = info.id)
    })
}

/// The match to play: the one named, a new one of the game named, the unfinished one, or a new
/// one asked for. Says which, and where the match stands.
fn start_or_resume(
    ctx: &Context,
    store: &mut Store,
    ui: &mut dyn Ui,
    args: PlayArgs,
) -> Result<i64, PlayError> {
    let PlayTarget {
        target,
        players,
        setup,
    } = args.target;
    let players = match &setup {
        Some(setup) => setup.players.clone(),
        None => players,
    };
    let setup_given = !players.is_empty() || setup.as_ref().is_some_and(|s| s.choices_given);
    let resume = match target.as_deref().map(str::trim) {
        Some(target) if crate::commands::args::match_id(target).is_ok() => {
            if setup_given {
                return Err(
                    CliError::usage(t!("play-id-and-setup"), t!("play-id-and-setup-hint")).into(),
                );
            }
            let id = crate::commands::args::match_id(target).unwrap_or_default();
            let state = ops::match_state(store, Some(id))?;
            match state.info.status {
                Status::InProgress => ui.say(&t!("play-resuming", id = id))?,
                status => ui.say(&t!("play-match-is", id = id, status = status.as_str()))?,
            }
            Some(state)
        }
        Some(_) => None,
        // A game or players on the command line ask for a new match, not the unfinished one.
        None if setup.is_some() || setup_given => None,
        None => match start_screen(store, ui)? {
            Started::Resume(id) => {
                ui.say(&t!("play-resuming", id = id))?;
                Some(ops::match_state(store, Some(id))?)
            }
            Started::Rematch(of) => return rematch(store, ui, of),
            Started::New => None,
        },
    };
    if let Some(state) = resume {
        ui.say(&view(&state)?.text(ctx))?;
        return Ok(state.info.id);
    }

    let game = match (&setup, target.as_deref()) {
        (Some(setup), _) => Some(setup.game),
        (None, Some(target)) => {
            Some(parse_game(target).map_err(|e| CliError::usage(e, t!("play-name-a-game")))?)
        }
        (None, None) => None,
    };
    let players = (!players.is_empty()).then_some(players);
    // Players or options on the command line: no questions about the options, as with `new`.
    let options = setup_given.then(Vec::new);
    let asked = prompt::ask_new_match(ui, game, players, options, &check_players)?;
    // The options typed on the command line, else the answers to the questions.
    let setup = match setup {
        Some(setup) if setup.choices_given => MatchSetup {
            players: asked.players,
            ..setup
        },
        _ => MatchSetup::with_options(asked.game, asked.players, &asked.options)?,
    };
    let written = write_retrying(store, ui, None, |store| {
        ops::create_match(store, setup.game, &setup.players, &setup.choices)
    })?;
    let info = match written {
        Written::Done(done) => done?,
        // Said as for Esc: "No match started." (Never kept after all: it watches no match.)
        Written::Dropped | Written::Landed => return Err(PromptError::Cancelled.into()),
    };
    ui.say(&render::match_intro(&info)?)?;
    Ok(info.id)
}

/// How many unfinished matches the start screen lists: the newest, as a table has a few going
/// at most; an older one is resumed by its id (`tenscore play 3`).
const RESUMABLE_LISTED: u32 = 9;

/// What the start screen chose.
enum Started {
    Resume(i64),
    New,
    /// A new match as this one that ended.
    Rematch(i64),
}

/// The start screen of `play` alone: the unfinished matches to resume (newest first, the
/// default), a new match, or a rematch of the match that ended last. Skipped when there is
/// nothing to resume or play again: a new match is then the only way on.
fn start_screen(store: &Store, ui: &mut dyn Ui) -> Result<Started, PlayError> {
    let resumable = ops::resumable(store, RESUMABLE_LISTED)?;
    let ended = ops::last_ended(store)?;
    if resumable.is_empty() && ended.is_none() {
        return Ok(Started::New);
    }
    let lines: Vec<String> = resumable.iter().map(resumable_line).collect();
    let rematch = ended.as_ref().map(|info| {
        t!(
            "play-rematch-line",
            title = info.game.title(),
            players = names_list(info.players.iter().map(|p| &p.name)),
            id = info.id
        )
    });
    Ok(match prompt::ask_start(ui, &lines, rematch.as_deref())? {
        prompt::Start::Resume(i) => Started::Resume(resumable[i].summary.id),
        prompt::Start::New => Started::New,
        prompt::Start::Rematch => match ended {
            Some(info) => Started::Rematch(info.id),
            None => Started::New,
        },
    })
}

/// Starts the rematch of match `of` and says so, with the new match's intro.
fn rematch(store: &mut Store, ui: &mut dyn Ui, of: i64) -> Result<i64, PlayError> {
    let written = write_retrying(store, ui, None, |store| ops::rematch(store, Some(of)))?;
    let info = match written {
        Written::Done(done) => done?,
        Written::Dropped | Written::Landed => return Err(PromptError::Cancelled.into()),
    };
    ui.say(&format!(
        "{}\n{}",
        t!("play-rematch", id = of),
        render::match_intro(&info)?
    ))?;
    Ok(info.id)
}

/// "match 3 · Under the 10 · Ann, Bob, Cy · 4 rounds · last played 2026-11-23 21:05"
fn resumable_line(match_: &ops::Resumable) -> String {
    let summary = &match_.summary;
    let players: Vec<String> = summary.players.iter().map(ToString::to_string).collect();
    t!(
        "play-resumable",
        id = summary.id,
        title = summary.game.title(),
        players = players.join(", "),
        count = summary.rounds,
        game = summary.game.id(),
        rounds = summary.game.rounds(u64::from(summary.rounds)),
        time = ops::local_time(&match_.last_played)
    )
}

/// The check `tenscore new` makes on the players, as a reason to ask again.
fn check_players(game: GameId, names: &[String]) -> Result<(), String> {
    ops::checked_players(game, names)
        .map(|_| ())
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests;
mod unsettled;
