//! One module per command; each is thin: read input, call games + store, render.

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

use std::io::{IsTerminal, Write};
use std::path::PathBuf;

use rusqlite::Connection;

use crate::cli::{Cli, Command};
use crate::error::CliError;
use crate::games::{Entries, Game, Outcome, Progress, RoundInput, Standing};
use crate::render::StandingsView;
use crate::store::{self, FinalPlace, MatchInfo, OpenRound, ScoreRecord, Status, Store};

/// What every command gets: the global flags and where to write.
pub struct Context {
    db: Option<PathBuf>,
    pub json: bool,
    pub color: bool,
}

impl Context {
    pub fn new(cli: &Cli) -> Context {
        let no_color_env = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Context {
            db: cli.db.clone(),
            json: cli.json,
            color: !cli.no_color && !no_color_env && std::io::stdout().is_terminal(),
        }
    }

    /// Opens the database; only the commands that need it call this.
    pub fn open_store(&self) -> Result<Store, CliError> {
        Ok(match &self.db {
            Some(path) => Store::open(path, false)?,
            None => Store::open(&store::default_path()?, true)?,
        })
    }

    /// Writes to standard output; a closed pipe ends the command quietly.
    pub fn print(&self, text: &str) -> Result<(), CliError> {
        let mut out = std::io::stdout().lock();
        writeln!(out, "{text}")?;
        out.flush()?;
        Ok(())
    }

    pub fn print_json(&self, value: &serde_json::Value) -> Result<(), CliError> {
        self.print(&serde_json::to_string_pretty(value).unwrap_or_default())
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

/// The match named, or the most recent unfinished one.
pub(crate) fn load_match(conn: &Connection, id: Option<i64>) -> Result<MatchInfo, CliError> {
    let id = match id {
        Some(id) => id,
        None => store::latest_unfinished(conn)?.ok_or_else(|| {
            CliError::usage(
                "there is no unfinished match",
                "start one with `tenscore new GAME --players Ann,Bob,Cy`, or name a match by its id",
            )
        })?,
    };
    store::load_match(conn, id)?.ok_or_else(|| {
        CliError::usage(
            format!("there is no match {id} in this database"),
            "leave MATCH out for the most recent unfinished match, or check --db",
        )
    })
}

/// Splits `[MATCH] NAME=VALUE...` into the match id and the entries.
pub(crate) fn split_match(args: &[String]) -> (Option<i64>, &[String]) {
    match args.split_first() {
        Some((first, rest)) if !first.contains('=') => match first.trim().parse::<i64>() {
            Ok(id) => (Some(id), rest),
            Err(_) => (None, args),
        },
        _ => (None, args),
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

/// Every seat's final place at this standing: ranked by the game, ties sharing rank 1.
pub(crate) fn final_places(
    game: &dyn Game,
    info: &MatchInfo,
    standing: &Standing,
    winners_allowed: bool,
) -> Result<Vec<FinalPlace>, CliError> {
    // In teams the members of the best team win, whatever their own rank.
    let winners = game.winners(&info.options, standing)?;
    Ok(game
        .ranks(&info.options, standing)?
        .into_iter()
        .zip(&standing.seats)
        .enumerate()
        .map(|(seat, (rank, state))| FinalPlace {
            rank,
            score: state.total,
            won: winners_allowed && winners.contains(&seat),
        })
        .collect())
}

/// A round that was just recorded, with what it changed.
pub struct Recorded {
    /// The match after the round (its round count and status updated).
    pub info: MatchInfo,
    pub seq: u32,
    pub outcome: Outcome,
    /// The standing the round produced.
    pub after: Standing,
    pub ended: bool,
}

impl Recorded {
    /// The table after this round, from what the write already knows (nothing read again).
    pub fn view(&self) -> Result<StandingsView, CliError> {
        let last = self.outcome.seats.iter().map(ScoreRecord::from).collect();
        StandingsView::new(&self.info, &self.after, last)
    }
}

/// Scores a round from the current standing and records it, in one transaction.
pub(crate) fn record_round(
    store: &mut Store,
    match_id: Option<i64>,
    input: &RoundInput,
) -> Result<Recorded, CliError> {
    store.write(|conn| {
        let mut info = load_match(conn, match_id)?;
        refuse_unless_in_progress(&info)?;
        let game = info.game.game();
        let standing = store::current_standing(conn, &info)?;
        // A game that opens its rounds (bids) refuses an entry without an open round itself.
        let opening = info.open_round.as_ref().map(|open| &open.opening);
        let entry = game.parse(&info.options, &standing, opening, input)?;
        let outcome = game.score(&info.options, &standing, opening, &entry)?;
        let seq = store::record_round(conn, &info, &entry, &outcome)?;
        let after = standing.after(&outcome);
        let ended = game.progress(&info.options, &after)? == Progress::Ended;
        if ended {
            let places = final_places(game, &info, &after, true)?;
            info.finished_at = Some(store::end_match(conn, &info, Status::Finished, &places)?);
            info.status = Status::Finished;
        }
        info.rounds = seq;
        info.open_round = None;
        Ok(Recorded {
            info,
            seq,
            outcome,
            after,
            ended,
        })
    })
}

/// A round opened (bids recorded) and the match as it stands.
pub struct Opened {
    /// The match with its open round.
    pub info: MatchInfo,
    pub standing: Standing,
    /// The scores of the last round played (empty before round 1).
    pub last: Vec<ScoreRecord>,
}

impl Opened {
    pub fn view(&self) -> Result<StandingsView, CliError> {
        StandingsView::new(&self.info, &self.standing, self.last.clone())
    }
}

/// Opens the next round (records the bids) in one transaction.
pub(crate) fn open_round(
    store: &mut Store,
    match_id: Option<i64>,
    input: &RoundInput,
) -> Result<Opened, CliError> {
    store.write(|conn| {
        let mut info = load_match(conn, match_id)?;
        refuse_unless_in_progress(&info)?;
        if let Some(open) = &info.open_round {
            return Err(CliError::rule(
                format!("round {} of match {} already has its bids", open.seq, info.id),
                format!(
                    "record its tricks with `tenscore round`, or withdraw the bids with `tenscore undo {}`",
                    info.id
                ),
            ));
        }
        let game = info.game.game();
        let (standing, last) = store::standing_with_scores(conn, &info, info.rounds)?;
        let opening = game.open(&info.options, &standing, input)?;
        let seq = store::open_next_round(conn, &info, &opening)?;
        info.open_round = Some(OpenRound {
            id: conn.last_insert_rowid(),
            seq,
            opening,
        });
        Ok(Opened {
            info,
            standing,
            last,
        })
    })
}

/// A finished or abandoned match takes no more rounds.
pub(crate) fn refuse_unless_in_progress(info: &MatchInfo) -> Result<(), CliError> {
    match info.status {
        Status::InProgress => Ok(()),
        status => Err(CliError::rule(
            format!(
                "match {} is {}; it takes no more {}s",
                info.id,
                status.as_str(),
                info.game.round_word()
            ),
            // Undo reopens a finished match by withdrawing its last round, if it has one.
            if info.rounds > 0 && status == Status::Finished {
                format!(
                    "start a new match with `tenscore new`, or reopen this one with `tenscore undo {}`",
                    info.id
                )
            } else {
                "start a new match with `tenscore new`".to_string()
            },
        )),
    }
}
