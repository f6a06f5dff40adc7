//! How a session starts: the match the command line named, a new match (asking what the command
//! line left out), or the start screen: resume an unfinished match, a new one, or a rematch.

use crate::error::CliError;
use crate::games::GameId;
use crate::games::names::names_list;
use crate::games::ui::{PromptError, Ui};
use crate::ops;
use crate::output::Output;
use crate::render;
use crate::store::{Status, Store};
use crate::t;

use super::questions;
use super::retry::{Written, write_retrying};
use super::{NewGiven, Request, SessionError, names_of, view};

/// What the start screen keeps between its showings in one session: its note said once, and
/// the choice the table came back from marked.
#[derive(Default)]
pub(super) struct StartScreen {
    /// The note that older matches are left out was said.
    noted: bool,
    marked: Option<Mark>,
    /// The match being resumed when the league server did not answer: read again, the start
    /// screen skipped, when the player tries again.
    resuming: Option<i64>,
}

/// The choice the table came back to the start screen from.
#[derive(Clone, Copy)]
enum Mark {
    Match(i64),
    New,
}

impl StartScreen {
    /// The table went back from match `id`'s menu to the start screen.
    pub(super) fn left(&mut self, id: i64) {
        self.marked = Some(Mark::Match(id));
    }

    /// Match `id` is to be resumed (its reading met the league server away).
    pub(super) fn resume(&mut self, id: i64) {
        self.resuming = Some(id);
    }

    /// The match being resumed when the league server did not answer, if one was.
    pub(super) fn resuming(&self) -> Option<i64> {
        self.resuming
    }
}

/// The match to play: the one named, a new one (of the game named), the unfinished one, or a new
/// one asked for. Says which, and where the match stands.
pub(super) fn start_or_resume(
    out: &Output,
    store: &mut Store,
    ui: &mut dyn Ui,
    request: Request,
    screen: &mut StartScreen,
) -> Result<i64, SessionError> {
    // A match chosen before the league server went away is the one asked for again.
    let request = screen.resuming.map_or(request, Request::Match);
    let state = match request {
        Request::Match(id) => resumed(store, ui, id)?,
        Request::New(given) => {
            return new_match(store, ui, given)?.ok_or(PromptError::Cancelled.into());
        }
        Request::Choose => loop {
            let only_new = match start_screen(store, ui, screen)? {
                Started::Resume(id) => {
                    screen.resuming = Some(id);
                    break resumed(store, ui, id)?;
                }
                Started::Rematch(of) => return rematch(store, ui, of),
                Started::New => false,
                Started::OnlyNew => true,
            };
            match new_match(store, ui, NewGiven::default()) {
                Ok(Some(id)) => return Ok(id),
                // Back at the game: the start screen again, when there was one.
                Ok(None) if !only_new => {
                    screen.marked = Some(Mark::New);
                    continue;
                }
                Ok(None) => return Err(PromptError::Cancelled.into()),
                // Tried again from the start screen, the new match marked.
                Err(e @ SessionError::LineDown(_)) => {
                    screen.marked = Some(Mark::New);
                    return Err(e);
                }
                Err(e) => return Err(e),
            }
        },
    };
    screen.resuming = None;
    ui.say(&view(&state)?.text(out))?;
    Ok(state.info.id)
}

/// Match `id` as it stands, said to be resumed (or what it is, when it is over).
fn resumed(store: &Store, ui: &mut dyn Ui, id: i64) -> Result<ops::MatchState, SessionError> {
    let state = ops::match_state(store, Some(id))?;
    match state.info.status {
        Status::InProgress => ui.say(&t!("play-resuming", id = id))?,
        status => ui.say(&t!("play-match-is", id = id, status = status.as_str()))?,
    }
    Ok(state)
}

/// Starts a new match: asks what `given` lacks, writes it and says so, with the match's intro.
/// `None` when the player went back from the first question.
fn new_match(
    store: &mut Store,
    ui: &mut dyn Ui,
    given: NewGiven,
) -> Result<Option<i64>, SessionError> {
    // Players or options on the command line: no questions about the options, as with `new`.
    let options = (!given.players.is_empty() || given.choices.is_some()).then(Vec::new);
    let players = (!given.players.is_empty()).then_some(given.players);
    // A name never seen here may be a typo of a known player's: asked about, not made a new one.
    let known = ops::known_names(store)?;
    // Two names of one player (one merged into the other) are asked again, not refused at the end.
    let merged = ops::merged_names(store)?;
    let check = |game: GameId, names: &[String]| {
        check_players(game, names)?;
        ops::merged_name_among(&merged, names, false)
            .map_err(|e| crate::error::CliError::from(e).to_string())
    };
    let asked =
        match questions::ask_new_match(ui, given.game, players, options, &check, &known, &merged) {
            Err(PromptError::Cancelled) => return Ok(None),
            asked => asked?,
        };
    // The options typed on the command line, else the answers to the questions.
    let choices = match given.choices {
        Some(choices) => choices,
        None => (asked.game.game().choices_from(&asked.options)).map_err(CliError::from)?,
    };
    let written = write_retrying(store, ui, None, |store| {
        ops::create_match(store, asked.game, &asked.players, &choices)
    })?;
    let info = match written {
        Written::Done(done) => done?,
        // Said as for Esc: "No match started." (Never kept after all: it watches no match.)
        Written::Dropped | Written::Landed => return Err(PromptError::Cancelled.into()),
    };
    ui.keep_whole(&names_of(&info));
    ui.say(&render::match_intro(&info)?)?;
    Ok(Some(info.id))
}

/// How many unfinished matches the start screen lists: the newest, as a table has a few going
/// at most; an older one is resumed by its id (`tenscore play 3`).
const RESUMABLE_LISTED: u32 = 9;

/// What the start screen chose.
enum Started {
    Resume(i64),
    New,
    /// A new match, the start screen skipped: nothing to resume or play again.
    OnlyNew,
    /// A new match as this one that ended.
    Rematch(i64),
}

/// The start screen of `play` alone: the unfinished matches to resume (newest first, the
/// default), a new match, or a rematch of the match that ended last. Skipped when there is
/// nothing to resume or play again: a new match is then the only way on.
fn start_screen(
    store: &Store,
    ui: &mut dyn Ui,
    screen: &mut StartScreen,
) -> Result<Started, SessionError> {
    // One more than listed, to know whether older ones are left out (and say how to reach them).
    let mut resumable = ops::resumable(store, RESUMABLE_LISTED + 1)?;
    let mut ended = ops::last_ended(store)?;
    // Its rematch already going (a later match of the game with the same seats) is resumed
    // above, not started a second time.
    let rematch_going = |info: &crate::store::MatchInfo| {
        resumable.iter().any(|going| {
            going.summary.id > info.id
                && going.summary.game == info.game
                && going
                    .summary
                    .players
                    .iter()
                    .eq(info.players.iter().map(|p| &p.name))
        })
    };
    if ended.as_ref().is_some_and(rematch_going) {
        ended = None;
    }
    if resumable.is_empty() && ended.is_none() {
        return Ok(Started::OnlyNew);
    }
    if resumable.len() > RESUMABLE_LISTED as usize {
        resumable.truncate(RESUMABLE_LISTED as usize);
        // Said once: it still stands above the list shown again after back.
        if !std::mem::replace(&mut screen.noted, true) {
            ui.say(&t!("play-start-more", listed = RESUMABLE_LISTED))?;
        }
    }
    let lines: Vec<String> = resumable.iter().map(resumable_line).collect();
    let marked = screen.marked.map(|mark| match mark {
        Mark::Match(id) => (resumable.iter())
            .position(|going| going.summary.id == id)
            .map_or(questions::Start::Resume(0), questions::Start::Resume),
        Mark::New => questions::Start::New,
    });
    let rematch = ended.as_ref().map(|info| {
        t!(
            "play-rematch-line",
            title = info.game.title(),
            players = names_list(info.players.iter().map(|p| &p.name)),
            id = info.id
        )
    });
    Ok(
        match questions::ask_start(ui, &lines, rematch.as_deref(), marked)? {
            questions::Start::Resume(i) => Started::Resume(resumable[i].summary.id),
            questions::Start::New => Started::New,
            questions::Start::Rematch => match ended {
                Some(info) => Started::Rematch(info.id),
                None => Started::New,
            },
        },
    )
}

/// Starts the rematch of match `of` and says so, with the new match's intro.
fn rematch(store: &mut Store, ui: &mut dyn Ui, of: i64) -> Result<i64, SessionError> {
    let written = write_retrying(store, ui, None, |store| ops::rematch(store, Some(of)))?;
    let info = match written {
        Written::Done(done) => done?,
        Written::Dropped | Written::Landed => return Err(PromptError::Cancelled.into()),
    };
    ui.keep_whole(&names_of(&info));
    ui.say(&format!(
        "{}\n{}",
        t!("play-rematch", id = of),
        render::match_intro(&info)?
    ))?;
    Ok(info.id)
}

/// "match 3 · Under the 10 · Ann, Bob, Cy · 4 rounds · last played 2026-11-23 21:05"; an event's
/// table: "Table 3, round 2 of Friday club: Ann, Bob, Cy, Dee · match 7 · ...".
fn resumable_line(match_: &ops::Resumable) -> String {
    let summary = &match_.summary;
    let players: Vec<String> = summary.players.iter().map(ToString::to_string).collect();
    if let Some(place) = &summary.table {
        return t!(
            "event-place-resumable",
            table = place.table,
            round = place.round,
            event = crate::render::sanitize(&place.event_name).into_owned(),
            players = players.join(", "),
            id = summary.id,
            count = summary.rounds,
            game = summary.game.id(),
            rounds = summary.game.rounds(u64::from(summary.rounds)),
            time = ops::local_time(&match_.last_played)
        );
    }
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
    // Said as the question is answered (names and commas), not as the command line's flag.
    if names.iter().any(|name| name.trim().is_empty()) {
        return Err(format!(
            "{}; {}",
            t!("game-name-empty"),
            t!("play-name-empty-hint")
        ));
    }
    ops::checked_players(game, names)
        .map(|_| ())
        .map_err(|e| crate::error::CliError::from(e).to_string())
}
