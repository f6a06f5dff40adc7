//! The questions of the session itself, against the [`Ui`] trait so they can be tested with
//! scripted answers: the menu between rounds, the confirmations, the start screen, a new match's
//! game, players and options, and (through the game's [`Flows`]) a round's questions.

use std::io;

use crate::games::names::{same_name, similar};
use crate::games::ui::steps::Answer;
use crate::games::ui::{Flows, Past, PlayMatch, PromptError, Ui, back_on_esc, is_back};
use crate::games::{GameId, RoundInput, Standing};
use crate::store::MatchInfo;
use crate::t;

/// The check on the players of a new match of a game: `Err(reason)` asks again with the reason.
pub type PlayersCheck<'a> = &'a dyn Fn(GameId, &[String]) -> Result<(), String>;

/// What to do between rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    Round,
    /// The next round, refereed card by card ("Referee this hand").
    Referee,
    Undo,
    Fix,
    Show,
    Finish,
    Abandon,
    Reopen,
    Quit,
    /// Back (Esc, or `back` typed) at the menu.
    Back,
}

/// Where the match is, for the menu between rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MenuState {
    /// The round that would be recorded next.
    pub next_round: u32,
    /// The last round recorded, which undo would withdraw.
    pub last_round: Option<u32>,
    /// The match has ended: no more rounds, but the last one can still be undone.
    pub over: bool,
    /// The next round is opened (its bids are in) and waits for its entry; undo withdraws that.
    pub opened: bool,
    /// The match was abandoned: only reopening it changes it.
    pub abandoned: bool,
    /// The match was ended by Finish or Abandon (not by its rules), so it may be reopened.
    pub reopenable: bool,
    /// The game, whose words the menu speaks ("Record deal 3").
    pub game: GameId,
    /// The game can referee the next round from its cards, and the match does not already.
    pub referee: bool,
}

/// Asks what to do next; Esc (or `back`) is [`Next::Back`].
pub fn ask_next(ui: &mut dyn Ui, state: MenuState) -> Result<Next, PromptError> {
    let mut choices = Vec::new();
    if !state.over {
        let label = if state.opened {
            t!("play-menu-record-tricks", seq = state.next_round)
        } else {
            t!(
                "play-menu-record",
                round = state.game.round_word(),
                seq = state.next_round
            )
        };
        choices.push((Next::Round, label));
        if state.referee {
            choices.push((Next::Referee, t!("play-menu-referee")));
        }
    }
    if state.opened {
        choices.push((
            Next::Undo,
            t!("play-menu-withdraw-bids", seq = state.next_round),
        ));
    } else if let Some(last) = state.last_round {
        let label = if state.over {
            "play-menu-undo-reopens"
        } else {
            "play-menu-undo"
        };
        choices.push((
            Next::Undo,
            t!(label, round = state.game.round_word(), seq = last),
        ));
    }
    if state.last_round.is_some() && !state.abandoned {
        choices.push((
            Next::Fix,
            t!("play-menu-fix", round = state.game.round_word()),
        ));
    }
    choices.push((Next::Show, t!("play-menu-show")));
    if state.over && state.reopenable {
        choices.push((Next::Reopen, t!("play-menu-reopen")));
    }
    if !state.over {
        choices.push((Next::Finish, t!("play-menu-finish")));
        choices.push((Next::Abandon, t!("play-menu-abandon")));
    }
    choices.push((
        Next::Quit,
        if state.over {
            t!("play-menu-done")
        } else {
            t!("play-menu-quit")
        },
    ));
    let items: Vec<String> = choices.iter().map(|(_, label)| label.clone()).collect();
    let prompt = if state.over {
        t!("play-menu-over")
    } else {
        t!("play-menu-next")
    };
    // Once the match is over, Enter by habit ends the session rather than opening the undo.
    let default = if state.over { items.len() - 1 } else { 0 };
    match ui.choose(&prompt, &items, default) {
        Ok(i) => Ok(choices[i].0),
        Err(PromptError::Cancelled) => Ok(Next::Back),
        Err(e) => Err(e),
    }
}

/// Asks before withdrawing `what` ("round 3", "the bids of round 3"), so that a slip in the
/// menu costs nothing; Esc means no.
pub fn confirm_undo(ui: &mut dyn Ui, what: &str) -> Result<bool, PromptError> {
    no_on_esc(ui.confirm(&t!("play-confirm-undo", what = what), false))
}

/// Asks before finishing a match early; Esc means no.
pub fn confirm_finish(ui: &mut dyn Ui, match_id: i64) -> Result<bool, PromptError> {
    no_on_esc(ui.confirm(&t!("play-confirm-finish", id = match_id), false))
}

/// Asks before abandoning a match; Esc means no.
pub fn confirm_abandon(ui: &mut dyn Ui, match_id: i64) -> Result<bool, PromptError> {
    no_on_esc(ui.confirm(&t!("play-confirm-abandon", id = match_id), false))
}

/// Which past round to fix, the last one first (or round `marked`, chosen before going back);
/// `None` for Back or Esc. `rounds` are the live rounds as the menu shows them ("Round 3: Ann
/// +5, Bob +14, Cy 0").
pub fn ask_round_to_fix(
    ui: &mut dyn Ui,
    word: &str,
    rounds: &[(u32, String)],
    marked: Option<u32>,
) -> Result<Option<u32>, PromptError> {
    let mut items: Vec<String> = rounds.iter().rev().map(|(_, line)| line.clone()).collect();
    items.push(t!("play-fix-back"));
    let marked = (rounds.iter().rev())
        .position(|(seq, _)| Some(*seq) == marked)
        .unwrap_or(0);
    let picked = back_on_esc(ui.choose(&t!("play-fix-which", round = word), &items, marked))?;
    Ok(picked
        .and_then(|i| rounds.iter().rev().nth(i))
        .map(|(seq, _)| *seq))
}

/// Why a round was fixed, for the audit trail; Enter gives none, `back` (`None`) goes back to
/// the round's questions.
pub fn ask_fix_reason(ui: &mut dyn Ui) -> Result<Option<String>, PromptError> {
    // Checked as it is typed, as `edit --reason` checks it: a reason refused after the whole
    // fix was asked would throw every answer away.
    let check = |text: &str| {
        crate::ops::check_reason(text).map_err(|e| crate::error::CliError::from(e).to_string())
    };
    // Enter alone keeps the reason the audit trail then gets, and the answered line says it.
    let skipped = t!("play-fix-reason");
    let answer = ui.ask_skippable(&t!("play-fix-why"), None, &check, &skipped)?;
    Ok((!is_back(&answer)).then(|| answer.trim().to_string()))
}

/// Asks whether to write again what a busy file refused; Enter means yes (nothing is lost by
/// trying), Esc means no.
pub fn confirm_retry(ui: &mut dyn Ui) -> Result<bool, PromptError> {
    no_on_esc(ui.confirm(&t!("play-retry"), true))
}

/// A yes/no answer where Esc (or back) means no: nothing is done that was not asked for.
fn no_on_esc(answer: Result<bool, PromptError>) -> Result<bool, PromptError> {
    match answer {
        Err(PromptError::Cancelled) => Ok(false),
        answer => answer,
    }
}

/// What the start screen of `play` chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// The unfinished match listed at this place.
    Resume(usize),
    New,
    Rematch,
}

/// The start screen: resume one of the unfinished matches (`resumable`, newest first, as lines),
/// start a new match, or a rematch of the last one ended (`rematch`, its line), `marked` (the
/// choice the table came back from) marked, else the first. Esc leaves.
pub fn ask_start(
    ui: &mut dyn Ui,
    resumable: &[String],
    rematch: Option<&str>,
    marked: Option<Start>,
) -> Result<Start, PromptError> {
    let mut choices: Vec<(Start, String)> = (resumable.iter().enumerate())
        .map(|(i, line)| (Start::Resume(i), t!("play-start-resume", line = line)))
        .collect();
    choices.push((Start::New, t!("play-start-new")));
    if let Some(rematch) = rematch {
        choices.push((Start::Rematch, t!("play-start-rematch", line = rematch)));
    }
    let items: Vec<String> = choices.iter().map(|(_, label)| label.clone()).collect();
    let marked = (choices.iter())
        .position(|(start, _)| Some(*start) == marked)
        .unwrap_or(0);
    let picked = ui.choose(&t!("play-start-which"), &items, marked)?;
    Ok(choices[picked].0)
}

/// A new match: the game, the players in seating order and the game's options as `new GAME`
/// takes them.
pub struct NewMatch {
    pub game: GameId,
    pub players: Vec<String>,
    pub options: Vec<String>,
}

/// What a new match needs that the command line did not give: the game, the players (a name
/// close to a known player's asked about) and the options. `back` (or Esc) at the players, at a
/// "did you mean" or at an option steps back one question, offering every answer given; Esc at
/// the game (or back at the first question asked) leaves: `Cancelled`.
pub fn ask_new_match(
    ui: &mut dyn Ui,
    game: Option<GameId>,
    players: Option<Vec<String>>,
    options: Option<Vec<String>>,
    check_players: PlayersCheck,
    known: &[String],
    merged: &[(String, String)],
) -> Result<NewMatch, PromptError> {
    let mut steps = Steps {
        asks_game: game.is_none(),
        asks_players: players.is_none(),
        chosen: game,
        last_game: None,
        typed: None,
    };
    // The options answered before going back, for the game and players they were asked for.
    let mut offered: (Option<(GameId, Vec<String>)>, Vec<Answer>) = (None, Vec::new());
    loop {
        let game = match steps.chosen {
            Some(game) => game,
            None => *steps.chosen.insert(ask_game(ui, steps.last_game)?),
        };
        let players = match &players {
            Some(players) => players.clone(),
            None => match ask_players(ui, game, check_players, steps.typed.as_deref())? {
                Some(players) => players,
                None => {
                    steps.back_to_game(game)?;
                    continue;
                }
            },
        };
        let players = match confirm_new_names(ui, players.clone(), known, merged) {
            Ok(players) => players,
            // Back at the first "did you mean": the players again, as typed (or the game).
            Err(PromptError::Cancelled) => {
                steps.back_from(game, &players)?;
                continue;
            }
            Err(e) => return Err(e),
        };
        let asked_for = Some((game, players.clone()));
        if offered.0 != asked_for {
            offered = (asked_for, Vec::new());
        }
        let options = match &options {
            Some(options) => options.clone(),
            None => match flows(game)?.ask_options(ui, &players, &mut offered.1) {
                Ok(options) => options,
                // Esc (or back) at the first option.
                Err(PromptError::Cancelled) => {
                    steps.back_from(game, &players)?;
                    continue;
                }
                Err(e) => return Err(e),
            },
        };
        return Ok(NewMatch {
            game,
            players,
            options,
        });
    }
}

/// Where a new match's questions stand, for going back: which of the game and the players are
/// asked (not given on the command line), and the answers given before going back, offered
/// again.
struct Steps {
    asks_game: bool,
    asks_players: bool,
    chosen: Option<GameId>,
    last_game: Option<GameId>,
    typed: Option<String>,
}

impl Steps {
    /// Back from a question after the players (a "did you mean", the first option): to the
    /// players when they are asked, offering `players` as typed, else to the game.
    fn back_from(&mut self, game: GameId, players: &[String]) -> Result<(), PromptError> {
        match self.asks_players {
            true => {
                self.typed = Some(players.join(", "));
                Ok(())
            }
            false => self.back_to_game(game),
        }
    }

    /// Back to the game when it is asked, offering `game`; else back leaves (`Cancelled`).
    fn back_to_game(&mut self, game: GameId) -> Result<(), PromptError> {
        match self.asks_game {
            true => {
                (self.chosen, self.last_game) = (None, Some(game));
                Ok(())
            }
            false => Err(PromptError::Cancelled),
        }
    }
}

/// Which game, `last` (the one chosen before going back) marked.
fn ask_game(ui: &mut dyn Ui, last: Option<GameId>) -> Result<GameId, PromptError> {
    let games: Vec<GameId> = GameId::all().collect();
    let items: Vec<String> = (games.iter())
        .map(|g| format!("{} ({})", g.title(), g.id()))
        .collect();
    let offered = last.and_then(|last| games.iter().position(|g| *g == last));
    Ok(games[ui.choose(&t!("play-which-game"), &items, offered.unwrap_or(0))?])
}

/// Players in seating order, checked as typed; `None` when the player typed `back`. `typed`:
/// the names given before going back, offered again.
pub fn ask_players(
    ui: &mut dyn Ui,
    game: GameId,
    check_players: PlayersCheck,
    typed: Option<&str>,
) -> Result<Option<Vec<String>>, PromptError> {
    let check = |text: &str| match is_back(text) {
        true => Ok(()),
        false => check_players(game, &split_names(text)),
    };
    let text = ui.ask_names(&t!("play-players", game = game.id()), typed, &check)?;
    Ok((!is_back(&text)).then(|| split_names(&text)))
}

/// Asks about every name never seen here that is close to one that has been ("Bobby has not
/// played here before; did you mean Bob?"): yes takes the known name, no keeps the new player.
/// `known` is every player's name as stored; one already at this table is not offered again.
/// `merged`: the names kept by merges (folded) with the player each finds, who is known by it
/// and, typed so, already at the table. Back (or Esc) asks the question before again, offering
/// its answer; at the first one: `Cancelled`.
pub fn confirm_new_names(
    ui: &mut dyn Ui,
    players: Vec<String>,
    known: &[String],
    merged: &[(String, String)],
) -> Result<Vec<String>, PromptError> {
    let mut seated = players.clone();
    // The seats asked about, with their answers: back asks the last one again, offering it.
    let mut answered: Vec<(usize, bool)> = Vec::new();
    let (mut seat, mut offered) = (0, None);
    while seat < seated.len() {
        let Some(meant) = meant_at(&seated, seat, known, merged) else {
            seat += 1;
            continue;
        };
        let question = t!(
            "play-new-name-meant",
            typed = crate::games::names::safe_text(&seated[seat]).to_string(),
            meant = meant.as_str()
        );
        match ui.confirm(&question, offered.take().unwrap_or(true)) {
            Ok(yes) => {
                answered.push((seat, yes));
                if yes {
                    seated[seat] = meant;
                }
                seat += 1;
            }
            // Back at the first of them: `Cancelled`, the names before it asked again.
            Err(PromptError::Cancelled) => {
                let (before, yes) = answered.pop().ok_or(PromptError::Cancelled)?;
                seated[before..].clone_from_slice(&players[before..]);
                (seat, offered) = (before, Some(yes));
            }
            Err(e) => return Err(e),
        }
    }
    Ok(seated)
}

/// The known player the name at `seat` probably means, when it is never seen here and close to
/// one who is not at the table yet.
fn meant_at(
    players: &[String],
    seat: usize,
    known: &[String],
    merged: &[(String, String)],
) -> Option<String> {
    // Whether `typed` finds the player known as `name`.
    let finds = |typed: &str, name: &str| {
        same_name(typed, name)
            || (merged.iter())
                .any(|(kept, player)| same_name(kept, typed) && same_name(player, name))
    };
    let typed = &players[seat];
    if (known.iter()).any(|name| finds(typed, name))
        || (merged.iter()).any(|(kept, _)| same_name(kept, typed))
    {
        return None;
    }
    let free = known
        .iter()
        .filter(|name| !players.iter().any(|at_table| finds(at_table, name)))
        .map(String::as_str);
    similar::closest(typed, free).map(str::to_string)
}

fn split_names(text: &str) -> Vec<String> {
    text.split(',').map(|n| n.trim().to_string()).collect()
}

/// The questions that open the next round of the match's game (bids), for games with that step;
/// `None` when the player went back. With `past` (Fix a past round), its answers are offered.
pub fn ask_opening(
    ui: &mut dyn Ui,
    info: &MatchInfo,
    standing: &Standing,
    past: Option<Past>,
) -> Result<Option<RoundInput>, PromptError> {
    flows(info.game)?.ask_opening(ui, &play_match(info, past), standing)
}

/// The questions for one round of the match's game (after its opening, if it has one); `None`
/// when the player went back. With `past` (Fix a past round), its answers are offered.
pub fn ask_round(
    ui: &mut dyn Ui,
    info: &MatchInfo,
    standing: &Standing,
    past: Option<Past>,
) -> Result<Option<RoundInput>, PromptError> {
    flows(info.game)?.ask_round(ui, &play_match(info, past), standing)
}

/// The round the table chose to referee from the menu, as the game referees it.
pub fn ask_refereed_round(
    ui: &mut dyn Ui,
    info: &MatchInfo,
    standing: &Standing,
) -> Result<Option<RoundInput>, PromptError> {
    flows(info.game)?.ask_refereed_round(ui, &play_match(info, None), standing)
}

/// Whether the menu offers to referee the match's next round.
pub fn offers_referee(info: &MatchInfo) -> bool {
    flows(info.game).is_ok_and(|flows| flows.offers_referee(&info.options))
}

/// What the game's questions may read of the match.
fn play_match<'a>(info: &'a MatchInfo, past: Option<Past<'a>>) -> PlayMatch<'a> {
    PlayMatch {
        options: &info.options,
        opening: info.open_round.as_ref().map(|open| &open.opening),
        past,
    }
}

/// The questions of a game, as its entry in `GAMES` gives them.
fn flows(game: GameId) -> Result<&'static dyn Flows, PromptError> {
    crate::games::GAMES
        .iter()
        .find(|known| known.about().id == game.id())
        .map(|known| known.play())
        .ok_or_else(|| PromptError::Io(io::Error::other(t!("play-no-questions", game = game.id()))))
}

#[cfg(test)]
mod tests;
