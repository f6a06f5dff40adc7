//! Generates a tenscore database with a long history of matches of all five games, for the
//! benchmarks (DESIGN section 6) and for trying commands on a big file:
//!
//! ```text
//! cargo run --release --example generate_history -- ROUNDS PATH
//! cargo run --release --example generate_history -- ROUNDS PATH --interleave 200
//! cargo run --release --example generate_history -- ROUNDS PATH --players 20000
//! ```
//!
//! ROUNDS rounds are spread over ROUNDS/50 matches (1,000,000 rounds: 20,000 matches), a fifth of
//! the matches of each game (the last match is Under the 10):
//!
//! - 10 op en neer (`updown`): 4 or 5 players, the default peak (19 rounds), half of them with the
//!   hook; every round is opened with random bids (the trump turned up given now and then), as
//!   `tenscore bid` opens it, then closed with random tricks that add up to the cards, as `tenscore
//!   round` closes it.
//! - Pig 10 (`pig10`): 3 to 6 players; every deal the cards each player collected, at most the 80
//!   in the box together (usually 60 to 80, the rest left in the middle).
//! - Krumme10 (`krumme10`): 2 to 6 players, half of the tables of 4 to 6 in teams, now and then the
//!   long or showdown variant; every game each player's victory points, at most 270 together.
//! - Tenstuff (`tenstuff`): 2 to 8 players, some casual; every deal a random finishing order, the
//!   last player left out half of the time (as a table may type it).
//! - Under the 10 (`under10`): 3 to 5 players, both end options, some with the bonus cards; they
//!   take the rounds the others leave (about 85 each at 1,000,000).
//!
//! The matches of Pig 10, Krumme10 and Tenstuff have no end in the rules: an ended one has 30 to 90
//! deals or games (abandoned ones 1 to 40), one in progress 1 to 80. Players come from a pool of
//! 200 names (`--players N`: N names, at least 8, for trying `stats` and `player list` at club
//! size; the pool's first N when fewer, numbered names after the 200 when more; 200 writes the very
//! history written before the flag). Every bid and round is random but valid, read and scored by the real engine through
//! the `Game` trait (`parse` then `score`, as `ops::record_round` does) and written with the store's
//! own functions, exactly as the commands write it; a match the rules end is ended as `round` ends
//! it, and the others of the first two thirds are ended as `tenscore finish` (or `finish
//! --abandon`) ends them. The last third of the matches stay in progress (some 10 op en neer ones
//! with the bids of their next round open). Everything is written in one transaction. The random
//! choices come from a fixed seed, so two runs write the same history (only UUIDs and timestamps
//! differ).
//!
//! Without `--interleave` each match is written whole before the next starts, so its rows lie
//! together. With `--interleave N`, N matches are in progress at once, as when several tables or
//! evenings share one file: each write (a round, the bids or the tricks of a 10 op en neer round,
//! or the end of a match) goes to one of the N open matches, chosen at random from a second fixed
//! seed, and a match that is done makes room for the next one. The matches are planned the same
//! way, but drawn in another order, so they differ in detail from the contiguous ones. The last
//! match, which takes the rounds left over, starts when every other one is written.
//!
//! Each match between two of its writes is a `Writing`, which knows what comes next (`write_next`):
//! one loop writes both shapes, and a contiguous history is exactly the one this generator wrote
//! before it could interleave.
//!
//! Each kind of entry is built as a `RoundInput` by one small function (`entries_input`,
//! `bids_input`, `call_input`, `order_input`), so a change to its shape is a change there.
//!
//! The benchmark (`cargo bench --bench commands`) includes this file to build its database.

// Benchmark tooling (benches/commands.rs includes it): a panic is the failure report here.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail};
use tenscore::games::cards::Suit;
use tenscore::games::{self, GameId, Progress, RoundInput, Standing};
use tenscore::games::{krumme10, pig10, under10, updown};
use tenscore::ops::final_places;
use tenscore::store::{Access, Ending as Ended, MatchInfo, Store, Writer};

/// What this generator writes, in one number: raise it whenever the history it writes changes
/// (games, spread, what a round stores). The benchmark names its cached history after it (and after
/// a hash of this file and the schema), so a history written by an older generator is written again.
pub const VERSION: u32 = 3;
/// Names the players come from unless told otherwise (`--players`).
pub const POOL: usize = 200;
/// The most players a game seats (Pig 10 and Tenstuff): the fewest names a history can use.
const MOST_SEATS: usize = 8;
/// Rounds per match on average: 1,000,000 rounds make 20,000 matches.
pub const ROUNDS_PER_MATCH: u64 = 50;
/// Fixed, so that every run writes the same history.
const SEED: u64 = 0x7E45_C0DE_2026_0010;
/// Out above this total (Under the 10).
const LIMIT: i64 = 150;
/// Deals or games of an ended Pig 10, Krumme10 or Tenstuff match (which the rules never end).
const FREE_ENDED: std::ops::RangeInclusive<u64> = 30..=90;
/// ... of an abandoned one.
const FREE_ABANDONED: std::ops::RangeInclusive<u64> = 1..=40;
/// ... of one in progress.
const FREE_OPEN: std::ops::RangeInclusive<u64> = 1..=80;

fn main() -> ExitCode {
    let usage = "usage: cargo run --release --example generate_history -- ROUNDS PATH \
                 [--interleave N] [--players N]";
    let mut positional = Vec::new();
    let mut interleave = "1".to_string();
    let mut players = POOL.to_string();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((flag, value)) => (flag.to_string(), Some(value.to_string())),
            None => (arg.clone(), None),
        };
        if flag == "--interleave" || flag == "--players" {
            let Some(value) = inline.or_else(|| args.next()) else {
                eprintln!("error: {flag} needs a number\n{usage}");
                return ExitCode::from(2);
            };
            if flag == "--interleave" {
                interleave = value;
            } else {
                players = value;
            }
        } else {
            positional.push(arg);
        }
    }
    let [rounds, path] = positional.as_slice() else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    let Ok(rounds) = rounds.replace(['_', ','], "").parse::<u64>() else {
        eprintln!("error: ROUNDS must be a whole number, not '{rounds}'\n{usage}");
        return ExitCode::from(2);
    };
    if rounds == 0 {
        eprintln!("error: ROUNDS must be at least 1\n{usage}");
        return ExitCode::from(2);
    }
    let Some(interleave) = interleave.parse::<usize>().ok().filter(|&n| n > 0) else {
        eprintln!(
            "error: --interleave must be a whole number of at least 1, not '{interleave}'\n{usage}"
        );
        return ExitCode::from(2);
    };
    let Some(players) = players.parse::<usize>().ok().filter(|&n| n >= MOST_SEATS) else {
        eprintln!(
            "error: --players must be a whole number of at least {MOST_SEATS}, not '{players}'\n{usage}"
        );
        return ExitCode::from(2);
    };
    let path = Path::new(path);
    if path.exists() {
        eprintln!(
            "error: {} already exists; it was left untouched (choose a new path)",
            path.display()
        );
        return ExitCode::from(2);
    }
    match generate_with(rounds, interleave, players, path, true) {
        Ok(summary) => {
            println!("{summary}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

/// What was written.
pub struct Summary {
    pub path: std::path::PathBuf,
    /// Matches in progress at once while it was written (1: each match's rows together).
    pub interleave: usize,
    /// Scored rounds (bids still open are not counted).
    pub rounds: u64,
    pub matches: u64,
    /// Matches and scored rounds of each game, in the order of the game registry.
    pub games: [(u64, u64); 5],
    /// Ended by the rules in their last round.
    pub ended_by_rules: u64,
    /// Ended as `tenscore finish` ends a match.
    pub finished: u64,
    pub abandoned: u64,
    pub in_progress: u64,
    /// Matches in progress with the bids of their next round open (10 op en neer).
    pub open_bids: u64,
    pub bytes: u64,
    pub elapsed: Duration,
}

impl Summary {
    /// The file's size per scored round.
    pub fn bytes_per_round(&self) -> f64 {
        self.bytes as f64 / self.rounds.max(1) as f64
    }
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let games = GameId::all()
            .zip(&self.games)
            .map(|(game, (matches, rounds))| format!("{game} {matches} with {rounds} rounds"))
            .collect::<Vec<_>>()
            .join(", ");
        write!(
            f,
            "wrote {} (generator v{VERSION}, {}): {} rounds in {} matches ({games}; {} ended by \
             the rules, {} finished, {} abandoned, {} in progress, {} with bids open), {:.1} MB \
             ({:.0} bytes per round), in {:.1} s",
            self.path.display(),
            shape_of(self.interleave),
            self.rounds,
            self.matches,
            self.ended_by_rules,
            self.finished,
            self.abandoned,
            self.in_progress,
            self.open_bids,
            self.bytes as f64 / 1_000_000.0,
            self.bytes_per_round(),
            self.elapsed.as_secs_f64()
        )
    }
}

/// How the rows of the matches lie in a history written `interleave` matches at a time.
pub fn shape_of(interleave: usize) -> String {
    if interleave <= 1 {
        "each match's rows together".to_string()
    } else {
        format!("{interleave} matches in progress at once")
    }
}

/// Where a game's figures are in `Summary::games`.
fn slot(game: GameId) -> usize {
    GameId::all()
        .position(|g| g == game)
        .expect("every game is in the registry")
}

/// What a match of the history will be, chosen before any is written so that the Under the 10
/// matches can share out the rounds the others leave.
#[derive(Clone, Copy)]
enum Plan {
    /// Takes a share of what is left.
    Under10,
    /// Any other game: exactly this many scored rounds; `open_bids` (10 op en neer): then the
    /// bids of the next round.
    Fixed {
        game: GameId,
        rounds: u64,
        ending: Ending,
        open_bids: bool,
    },
}

/// How a match of the history ends after its rounds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ending {
    /// By the rules, or else as `tenscore finish` ends it.
    Finish,
    /// As `tenscore finish --abandon` ends it.
    Abandon,
    /// Not at all: it stays in progress.
    StayOpen,
}

/// Writes `rounds` rounds into a new database at `path` (which must not exist yet), with
/// `interleave` matches in progress at once: 1 writes each match's rows together; more write the
/// next round of one of that many open matches, chosen at random from a fixed seed, in turn (as
/// when several tables or evenings share one file).
pub fn generate(
    rounds: u64,
    interleave: usize,
    path: &Path,
    progress: bool,
) -> anyhow::Result<Summary> {
    generate_with(rounds, interleave, POOL, path, progress)
}

/// As [`generate`], with the players drawn from `players` names ([`name_pool`]).
pub fn generate_with(
    rounds: u64,
    interleave: usize,
    players: usize,
    path: &Path,
    progress: bool,
) -> anyhow::Result<Summary> {
    if players < MOST_SEATS {
        bail!("a history needs at least {MOST_SEATS} players, not {players}");
    }
    if path.exists() {
        bail!("{} already exists", path.display());
    }
    let interleave = interleave.max(1);
    let started = Instant::now();
    let mut store = Store::open(path, Access::Create)
        .with_context(|| format!("creating {}", path.display()))?;
    let pool = name_pool(players);
    let matches = (rounds / ROUNDS_PER_MATCH).max(1);
    // The last third stays in progress (and so does the last match, which takes what is left).
    let first_open = matches - matches / 3;
    let mut rng = Rng::new(SEED);
    // Which open match writes next: a stream of its own, so that a contiguous history (which draws
    // no turns) is the very history written before there was interleaving.
    let mut turns = Rng::new(SEED.rotate_left(32));
    let plans = plan(&mut rng, rounds, matches, first_open);
    // What the matches of fixed length from each index on take: the Under the 10 ones get the
    // rest. `plan` leaves at least one round for every Under the 10 match.
    let mut fixed_after = vec![0u64; plans.len() + 1];
    let mut under10_after = vec![0u64; plans.len() + 1];
    for (index, plan) in plans.iter().enumerate().rev() {
        fixed_after[index] = fixed_after[index + 1];
        under10_after[index] = under10_after[index + 1];
        match plan {
            Plan::Fixed { rounds, .. } => fixed_after[index] += rounds,
            Plan::Under10 => under10_after[index] += 1,
        }
    }
    let mut summary = Summary {
        path: path.to_path_buf(),
        interleave,
        rounds: 0,
        matches,
        games: [(0, 0); 5],
        ended_by_rules: 0,
        finished: 0,
        abandoned: 0,
        in_progress: 0,
        open_bids: 0,
        bytes: 0,
        elapsed: Duration::ZERO,
    };
    store.write(|conn| -> anyhow::Result<()> {
        // Rounds no match has taken yet: a match takes its planned rounds when it starts and
        // gives back what it did not play (an Under the 10 match the rules ended early).
        let mut untaken = rounds;
        let mut open: Vec<Writing> = Vec::with_capacity(interleave);
        let mut next = 0;
        let mut next_report = rounds / 10;
        loop {
            // The last match takes what is left, so it starts once every other one is written.
            while open.len() < interleave
                && next < plans.len()
                && (next + 1 < plans.len() || open.is_empty())
            {
                let index = next;
                let last = index + 1 == plans.len();
                let stays_open = index as u64 >= first_open || last;
                let writing = match plans[index] {
                    Plan::Fixed {
                        game,
                        rounds,
                        ending,
                        open_bids,
                    } => {
                        untaken -= rounds;
                        if game == updown::ID {
                            Writing::start_updown(conn, &mut rng, &pool, rounds, ending, open_bids)?
                        } else {
                            Writing::start_free(conn, &mut rng, &pool, game, rounds, ending)?
                        }
                    }
                    Plan::Under10 => {
                        // What the Under the 10 matches from here on share: an even share of it,
                        // give or take 40%, leaving at least one for each of the others.
                        let mine = untaken - fixed_after[index];
                        let sharing = under10_after[index];
                        let share = mine / sharing;
                        let target = if last {
                            mine
                        } else {
                            let spread = share * 2 / 5;
                            let low = share.saturating_sub(spread).max(1);
                            (low + rng.below(2 * spread + 1)).min(mine - (sharing - 1))
                        };
                        untaken -= target;
                        Writing::start_under10(conn, &mut rng, &pool, target, stays_open)?
                    }
                };
                summary.games[slot(writing.info.game)].0 += 1;
                open.push(writing);
                next += 1;
            }
            if open.is_empty() {
                break;
            }
            let turn = if open.len() == 1 {
                0
            } else {
                turns.below(open.len() as u64) as usize
            };
            if open[turn].write_next(conn, &mut rng, &mut summary)? == Next::Done {
                let done = open.swap_remove(turn);
                untaken += done.target - done.played;
            }
            if progress && summary.rounds >= next_report && next_report > 0 {
                eprintln!(
                    "  {} rounds, {} matches started, {:.1} s",
                    summary.rounds,
                    next,
                    started.elapsed().as_secs_f64()
                );
                next_report += rounds / 10;
            }
        }
        Ok(())
    })?;
    drop(store);
    summary.bytes = std::fs::metadata(path)
        .with_context(|| format!("reading the size of {}", path.display()))?
        .len();
    summary.elapsed = started.elapsed();
    Ok(summary)
}

/// The game of every match (a fifth each; the last one is Under the 10, it takes what is left)
/// and, for the others, how many rounds it gets: a 10 op en neer match that ends is played to its
/// last round (19) unless it is abandoned on the way, one in progress stops somewhere before; the
/// games without an end in the rules get a length from `FREE_ENDED`, `FREE_ABANDONED` or
/// `FREE_OPEN`. When the history is too short for all that and a round for every Under the 10
/// match, the last matches are made shorter.
fn plan(rng: &mut Rng, rounds: u64, matches: u64, first_open: u64) -> Vec<Plan> {
    let full = u64::from(updown::rounds_in_match(updown::default_peak(4)));
    let mut within = |range: std::ops::RangeInclusive<u64>| {
        range.start() + rng.below(range.end() - range.start() + 1)
    };
    let mut plans: Vec<Plan> = (0..matches)
        .map(|index| {
            let game = GameId::all()
                .nth(within(0..=4) as usize)
                .expect("five games");
            if index + 1 == matches || game == under10::ID {
                return Plan::Under10;
            }
            let (rounds, ending) = if index >= first_open {
                let rounds = if game == updown::ID {
                    within(1..=full - 1)
                } else {
                    within(FREE_OPEN)
                };
                (rounds, Ending::StayOpen)
            } else if within(1..=100) <= 15 {
                let rounds = if game == updown::ID {
                    within(1..=full - 1)
                } else {
                    within(FREE_ABANDONED)
                };
                (rounds, Ending::Abandon)
            } else if game == updown::ID {
                (full, Ending::Finish)
            } else {
                (within(FREE_ENDED), Ending::Finish)
            };
            Plan::Fixed {
                game,
                rounds,
                ending,
                open_bids: game == updown::ID
                    && ending == Ending::StayOpen
                    && within(1..=100) <= 40,
            }
        })
        .collect();
    // Every match has a round at least, and there are at most as many matches as rounds, so
    // cutting matches down to one round always makes room.
    let under10 = plans.iter().filter(|p| matches!(p, Plan::Under10)).count() as u64;
    let mut fixed: u64 = plans
        .iter()
        .map(|p| match p {
            Plan::Fixed { rounds, .. } => *rounds,
            Plan::Under10 => 0,
        })
        .sum();
    for plan in plans.iter_mut().rev() {
        if fixed + under10 <= rounds {
            break;
        }
        if let Plan::Fixed { rounds: mine, .. } = plan {
            let cut = (*mine - 1).min(fixed + under10 - rounds);
            *mine -= cut;
            fixed -= cut;
        }
    }
    plans
}

/// A match of the history between two of its writes: started, with rounds still to write or an
/// ending still to come.
struct Writing {
    info: MatchInfo,
    standing: Standing,
    /// Scored rounds planned, and recorded so far.
    target: u64,
    played: u64,
    course: Course,
    /// 10 op en neer: the bids of the open round, whose tricks are the next write.
    bids: Option<Vec<u32>>,
}

/// What decides a match's next writes, by game.
#[derive(Clone, Copy)]
enum Course {
    /// `mean_hand`: the average hand of a player who does not win a round; `stays_open`: never
    /// ended (nobody may go above the limit).
    Under10 {
        bonus_cards: bool,
        mean_hand: f64,
        stays_open: bool,
    },
    /// `open_bids`: after its rounds, the bids of the next one stay open.
    Updown {
        options: updown::Options,
        ending: Ending,
        open_bids: bool,
    },
    /// Pig 10, Krumme10, Tenstuff: no end in the rules.
    Free { ending: Ending },
}

/// What is left of a match after one write.
#[derive(PartialEq, Eq)]
enum Next {
    More,
    Done,
}

impl Writing {
    /// Starts an Under the 10 match of up to `target` rounds (3 to 5 players, either end, the
    /// bonus cards now and then).
    fn start_under10(
        conn: &dyn Writer,
        rng: &mut Rng,
        pool: &[String],
        target: u64,
        stays_open: bool,
    ) -> anyhow::Result<Writing> {
        let players = 3 + rng.below(3) as usize;
        let names = pick_names(rng, pool, players);
        let ending = if rng.chance(50) {
            "first-out"
        } else {
            "last-standing"
        };
        let bonus_cards = rng.chance(30);
        let mut chosen = vec!["--end".to_string(), ending.to_string()];
        if bonus_cards {
            chosen.push("--bonus-cards".to_string());
        }
        // The average hand of a player who does not win a round: about what reaches the limit
        // in `pace` times the target rounds. Matches left open stay well under it; about half of
        // the others are ended by the rules before their target.
        let pace = if stays_open {
            1.2 + rng.unit() * 1.5
        } else {
            0.6 + rng.unit() * 0.9
        };
        let mean_hand = (LIMIT as f64 / (target as f64 * pace)).clamp(1.0, 12.0);
        let course = Course::Under10 {
            bonus_cards,
            mean_hand,
            stays_open,
        };
        Writing::start(conn, under10::ID, &chosen, &names, target, course)
    }

    /// Starts a 10 op en neer match of `target` rounds (4 or 5 players, the default peak, with the
    /// hook half of the time).
    fn start_updown(
        conn: &dyn Writer,
        rng: &mut Rng,
        pool: &[String],
        target: u64,
        ending: Ending,
        open_bids: bool,
    ) -> anyhow::Result<Writing> {
        let players = 4 + rng.below(2) as usize;
        let names = pick_names(rng, pool, players);
        let chosen = flags(&[("--hook", rng.chance(50))]);
        let options = updown::ID.game().options_from(&chosen, &names)?;
        let options: updown::Options =
            serde_json::from_value(options).context("reading back 10 op en neer options")?;
        let course = Course::Updown {
            options,
            ending,
            open_bids,
        };
        Writing::start(conn, updown::ID, &chosen, &names, target, course)
    }

    /// Starts a match of `target` rounds of a game the rules never end (Pig 10, Krumme10,
    /// Tenstuff), with random players and options.
    fn start_free(
        conn: &dyn Writer,
        rng: &mut Rng,
        pool: &[String],
        game: GameId,
        target: u64,
        ending: Ending,
    ) -> anyhow::Result<Writing> {
        let (players, chosen) = match game.id() {
            "pig10" => (3 + rng.below(4) as usize, Vec::new()),
            "krumme10" => {
                let players = 2 + rng.below(5) as usize;
                let chosen = flags(&[
                    (
                        "--teams",
                        krumme10::TEAM_PLAYERS.contains(&players) && rng.chance(50),
                    ),
                    ("--long", rng.chance(15)),
                    ("--showdown", rng.chance(15)),
                ]);
                (players, chosen)
            }
            "tenstuff" => (
                2 + rng.below(7) as usize,
                flags(&[("--casual", rng.chance(30))]),
            ),
            other => bail!("{other} matches are not started by start_free"),
        };
        let names = pick_names(rng, pool, players);
        Writing::start(conn, game, &chosen, &names, target, Course::Free { ending })
    }

    /// As `tenscore new` does: the engine checks the options, the store writes the match.
    fn start(
        conn: &dyn Writer,
        game: GameId,
        chosen: &[String],
        names: &[String],
        target: u64,
        course: Course,
    ) -> anyhow::Result<Writing> {
        let options = game.game().options_from(chosen, names)?;
        let id = conn.create_match(game, &options, names)?;
        let info = conn
            .load_match(id)?
            .context("the new match could not be read back")?;
        let standing = Standing::start(&info.names());
        Ok(Writing {
            info,
            standing,
            target,
            played: 0,
            course,
            bids: None,
        })
    }

    /// Writes what comes next in this match, as the command a table types would: a round, the
    /// bids or tricks of a 10 op en neer round, or its end.
    fn write_next(
        &mut self,
        conn: &dyn Writer,
        rng: &mut Rng,
        summary: &mut Summary,
    ) -> anyhow::Result<Next> {
        match self.course {
            Course::Under10 {
                bonus_cards,
                mean_hand,
                stays_open,
            } => {
                if self.played == self.target {
                    let ending = if stays_open {
                        Ending::StayOpen
                    } else if rng.chance(15) {
                        Ending::Abandon
                    } else {
                        Ending::Finish
                    };
                    return self.conclude(conn, ending, summary);
                }
                let input = random_round(rng, &self.standing, bonus_cards, mean_hand, stays_open);
                self.record(conn, &input, stays_open, summary)
            }
            Course::Updown {
                options,
                ending,
                open_bids,
            } => {
                let seq = self.standing.rounds_played + 1;
                let cards = updown::cards_in_round(options.peak, seq);
                // As `tenscore round` does: the tricks are read and scored against the open round.
                if let Some(bids) = self.bids.take() {
                    let tricks = random_tricks(rng, &bids, cards);
                    let input = entries_input(seat_entries(&self.standing, &tricks));
                    return self.record(conn, &input, ending == Ending::StayOpen, summary);
                }
                if self.played == self.target && !open_bids {
                    return self.conclude(conn, ending, summary);
                }
                // As `tenscore bid` does: the engine reads the bids from the standing, the store
                // opens the round with them.
                let bids = random_bids(rng, cards, self.info.players.len(), options.hook, seq)?;
                let trump = rng
                    .chance(40)
                    .then(|| Suit::ALL[rng.below(4) as usize].name().to_string());
                let input = bids_input(seat_entries(&self.standing, &bids), trump);
                let opening = updown::ID
                    .game()
                    .open(&self.info.options, &self.standing, &input)?;
                self.info.open_round = Some(conn.open_next_round(&self.info, &opening)?);
                if self.played == self.target {
                    // The table has bid for the next round and is playing it now.
                    summary.open_bids += 1;
                    return self.conclude(conn, Ending::StayOpen, summary);
                }
                self.bids = Some(bids);
                Ok(Next::More)
            }
            Course::Free { ending } => {
                if self.played == self.target {
                    return self.conclude(conn, ending, summary);
                }
                let players = self.info.players.len();
                let input = match self.info.game.id() {
                    "pig10" => {
                        entries_input(seat_entries(&self.standing, &random_cards(rng, players)))
                    }
                    "krumme10" => {
                        entries_input(seat_entries(&self.standing, &random_points(rng, players)))
                    }
                    _ => order_input(random_order(rng, &self.standing)),
                };
                self.record(conn, &input, true, summary)
            }
        }
    }

    /// Records the next round as `tenscore round` does (`ops::record_round`): read and score from
    /// the standing (and the open round), record, then ask the rules whether the match is over;
    /// a match they end is ended as `round` ends it, unless it had to stay open (`no_end`).
    fn record(
        &mut self,
        conn: &dyn Writer,
        input: &RoundInput,
        no_end: bool,
        summary: &mut Summary,
    ) -> anyhow::Result<Next> {
        let game = self.info.game.game();
        let opening = self.info.open_round.as_ref().map(|open| &open.opening);
        let entry = game.parse(&self.info.options, &self.standing, opening, input)?;
        let outcome = game.score(&self.info.options, &self.standing, opening, &entry)?;
        self.info.rounds = conn.record_round(&self.info, &entry, &outcome)?;
        self.info.open_round = None;
        self.standing = self.standing.after(&outcome);
        self.played += 1;
        summary.rounds += 1;
        summary.games[slot(self.info.game)].1 += 1;
        if game.progress(&self.info.options, &self.standing)? != Progress::Ended {
            return Ok(Next::More);
        }
        if no_end {
            bail!(
                "match {}: the rules of {} ended it, but it was meant to go on",
                self.info.id,
                self.info.game
            );
        }
        end(conn, &self.info, &self.standing, Ended::Rules)?;
        summary.ended_by_rules += 1;
        Ok(Next::Done)
    }

    /// Ends the match after its planned rounds as `tenscore finish` (or `finish --abandon`)
    /// would, or leaves it in progress.
    fn conclude(
        &self,
        conn: &dyn Writer,
        ending: Ending,
        summary: &mut Summary,
    ) -> anyhow::Result<Next> {
        match ending {
            Ending::StayOpen => summary.in_progress += 1,
            Ending::Abandon => {
                end(conn, &self.info, &self.standing, Ended::Abandoned)?;
                summary.abandoned += 1;
            }
            Ending::Finish => {
                end(conn, &self.info, &self.standing, Ended::Finish)?;
                summary.finished += 1;
            }
        }
        Ok(Next::Done)
    }
}

/// `NAME=VALUE` entries alone: 10 op en neer tricks, Pig 10 cards, Krumme10 points.
fn entries_input(entries: games::Entries) -> RoundInput {
    RoundInput::entries(entries)
}

/// The options as `new GAME` takes them: the flags chosen.
fn flags(chosen: &[(&str, bool)]) -> Vec<String> {
    chosen
        .iter()
        .filter(|(_, on)| *on)
        .map(|(flag, _)| flag.to_string())
        .collect()
}

/// 10 op en neer bids (`tenscore bid`), with the trump turned up when given (`--trump`).
fn bids_input(entries: games::Entries, trump: Option<String>) -> RoundInput {
    let input = RoundInput::entries(entries);
    match trump {
        Some(trump) => input.with_flag("trump", trump),
        None => input,
    }
}

/// An Under the 10 round: the hands, and who ended it, by a call (`--call NAME`) or by a stroke of
/// luck (`--luck NAME`).
fn call_input(entries: games::Entries, ender: String, luck: bool) -> RoundInput {
    RoundInput::entries(entries).with_flag(if luck { "luck" } else { "call" }, ender)
}

/// A Tenstuff deal: the finishing order, first out first (`--order A,B,...`).
fn order_input(order: Vec<String>) -> RoundInput {
    RoundInput::default().with_flag("order", order.join(","))
}

/// The cards each of `players` collected in a Pig 10 deal, in seating order: usually 60 to 80 of
/// the box's 80 together, now and then fewer, shared out unevenly.
fn random_cards(rng: &mut Rng, players: usize) -> Vec<u32> {
    let dealt = if rng.chance(10) {
        20 + rng.below(41)
    } else {
        60 + rng.below(21)
    };
    let dealt = dealt.min(u64::from(pig10::BOX_CARDS));
    let weights: Vec<u64> = (0..players).map(|_| 1 + rng.below(10)).collect();
    let sum: u64 = weights.iter().sum();
    // Rounded down: together never more than `dealt`.
    weights.iter().map(|w| (dealt * w / sum) as u32).collect()
}

/// Each of `players`' victory points in a Krumme10 game, in seating order: mostly up to 20, now
/// and then up to 45, so never more than the 270 a game holds (6 players at most).
fn random_points(rng: &mut Rng, players: usize) -> Vec<u32> {
    let points: Vec<u32> = (0..players)
        .map(|_| {
            let most = if rng.chance(10) { 45 } else { 20 };
            rng.below(most + 1) as u32
        })
        .collect();
    debug_assert!(points.iter().sum::<u32>() <= krumme10::MOST_POINTS_IN_A_GAME);
    points
}

/// A random finishing order of a Tenstuff deal, first out first; half of the time the last player
/// is left out, as the table may type it.
fn random_order(rng: &mut Rng, standing: &Standing) -> Vec<String> {
    let mut order: Vec<String> = standing
        .seats
        .iter()
        .map(|s| s.name.as_stored().to_string())
        .collect();
    // Fisher-Yates.
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i as u64 + 1) as usize);
    }
    if rng.chance(50) {
        order.pop();
    }
    order
}

/// `players` different names from the pool, in seating order.
fn pick_names(rng: &mut Rng, pool: &[String], players: usize) -> Vec<String> {
    let mut names: Vec<String> = Vec::with_capacity(players);
    while names.len() < players {
        let name = &pool[rng.below(pool.len() as u64) as usize];
        if !names.contains(name) {
            names.push(name.clone());
        }
    }
    names
}

/// `NAME=N` for every seat, in seating order.
fn seat_entries(standing: &Standing, values: &[u32]) -> games::Entries {
    standing
        .seats
        .iter()
        .zip(values)
        .map(|(seat, value)| (seat.name.as_stored().to_string(), value.to_string()))
        .collect()
}

/// Random bids of round `seq` (`cards` cards each), in seating order, made in bidding order: each
/// about a fair share of the tricks, now and then anything; the last bidder keeps to the hook.
fn random_bids(
    rng: &mut Rng,
    cards: u32,
    seats: usize,
    hook: bool,
    seq: u32,
) -> anyhow::Result<Vec<u32>> {
    let mut bids = vec![0; seats];
    let mut so_far = Vec::with_capacity(seats);
    for seat in updown::bidding_order(seats, seq) {
        let allowed = updown::allowed_bids(cards, seats, hook, &so_far)?;
        let fair = f64::from(cards) / seats as f64;
        let wanted = if rng.chance(15) {
            rng.below(u64::from(cards) + 1) as u32
        } else {
            (fair * 2.0 * rng.unit()).round() as u32
        };
        // The nearest bid allowed (the hook bars one bid at most, so there is always one).
        let bid = *allowed
            .iter()
            .min_by_key(|&&bid| (bid.abs_diff(wanted), bid))
            .context("no bid is allowed")?;
        bids[seat] = bid;
        so_far.push(bid);
    }
    Ok(bids)
}

/// Random tricks that add up to `cards`: the bids, made to add up, then a trick or two moved from
/// one seat to another (so some bids are hit and some missed).
fn random_tricks(rng: &mut Rng, bids: &[u32], cards: u32) -> Vec<u32> {
    let seats = bids.len() as u64;
    let mut tricks = bids.to_vec();
    let mut sum: u32 = tricks.iter().sum();
    while sum < cards {
        tricks[rng.below(seats) as usize] += 1;
        sum += 1;
    }
    while sum > cards {
        let seat = rng.below(seats) as usize;
        if tricks[seat] > 0 {
            tricks[seat] -= 1;
            sum -= 1;
        }
    }
    for _ in 0..rng.below(3) {
        let from = rng.below(seats) as usize;
        let to = rng.below(seats) as usize;
        if tricks[from] > 0 {
            tricks[from] -= 1;
            tricks[to] += 1;
        }
    }
    tricks
}

/// Ends a match with every seat's place, as `round` (ended by the rules) and `finish` do: ranked
/// by the game, ties sharing a rank; winners (in teams, the best team) only when it was not
/// abandoned.
fn end(
    conn: &dyn Writer,
    info: &MatchInfo,
    standing: &Standing,
    ending: Ended,
) -> anyhow::Result<()> {
    let places = final_places(info.game.game(), info, standing, ending != Ended::Abandoned)
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    conn.end_match(info, ending, &places)?;
    Ok(())
}

/// A random but valid round as a table would type it: `NAME=POINTS[+BONUS...]` for every player
/// still in, and `--call NAME` or `--luck NAME`. With `keep_in`, nobody can go above the limit.
fn random_round(
    rng: &mut Rng,
    standing: &Standing,
    bonus_cards: bool,
    mean_hand: f64,
    keep_in: bool,
) -> RoundInput {
    let still_in: Vec<usize> = (0..standing.seats.len())
        .filter(|&seat| !standing.seats[seat].out)
        .collect();
    let ender = still_in[rng.below(still_in.len() as u64) as usize];
    let headroom = |seat: usize| LIMIT - standing.seats[seat].total;
    // Calls are low, and mostly stand: the others usually hold more than the caller. A failed call
    // costs 20 + the hand, so a player near the limit who must stay in ends the round by luck.
    let called = rng.below((mean_hand.ceil() as u64).clamp(1, 9) + 1) as i64;
    let luck = rng.chance(8) || (keep_in && headroom(ender) < 20 + called);
    let mut entries = Vec::with_capacity(still_in.len());
    for &seat in &still_in {
        let hand = if seat == ender {
            if luck { 0 } else { called }.to_string()
        } else {
            // Above the call, except now and then someone who beats (or ties) it.
            let floor = if luck || rng.chance(3) { 0 } else { called + 1 };
            let room = keep_in.then(|| headroom(seat));
            random_hand(rng, bonus_cards, floor, mean_hand, room)
        };
        entries.push((standing.seats[seat].name.as_stored().to_string(), hand));
    }
    call_input(
        entries,
        standing.seats[ender].name.as_stored().to_string(),
        luck,
    )
}

/// One hand of about `mean_hand` points, at least `floor` (now and then a big one) and, with the
/// bonus cards on, sometimes a bonus card still held; never more than `headroom` in all when given.
fn random_hand(
    rng: &mut Rng,
    bonus_cards: bool,
    floor: i64,
    mean_hand: f64,
    headroom: Option<i64>,
) -> String {
    const BONUS: [(&str, i64); 3] = [("joker", 10), ("trade-one", 5), ("trade-all", 20)];
    let mut points = if rng.chance(2) {
        10 + rng.below(21) as i64
    } else {
        let spread = (mean_hand - floor as f64).max(0.5);
        floor + (rng.unit() * 2.0 * spread).round() as i64
    };
    let mut bonus = Vec::new();
    if bonus_cards && rng.chance(5) {
        bonus.push(BONUS[rng.below(3) as usize]);
        if rng.chance(10) {
            let second = BONUS[rng.below(3) as usize];
            if !bonus.contains(&second) {
                bonus.push(second);
            }
        }
    }
    // A hand holds 5 cards of at most 13 points each; bonus cards take a place.
    points = points.min((5 - bonus.len() as i64) * 13);
    if let Some(headroom) = headroom {
        let penalty: i64 = bonus.iter().map(|(_, p)| p).sum();
        if points + penalty > headroom {
            bonus.clear();
            points = points.min(headroom.max(0));
        }
    }
    let mut text = points.to_string();
    for (name, _) in bonus {
        text.push('+');
        text.push_str(name);
    }
    text
}

/// `count` player names: the first of 200 (50 first names, alone and with three initials), then
/// the first names numbered ("Ann 4", "Bob 4", ...) for as many more as asked.
pub fn name_pool(count: usize) -> Vec<String> {
    const FIRST: [&str; 50] = [
        "Ann", "Bob", "Cy", "Dee", "Eva", "Finn", "Gus", "Hana", "Ida", "Jon", "Kai", "Lea", "Max",
        "Nora", "Otto", "Pia", "Quin", "Rosa", "Sam", "Tess", "Ugo", "Vera", "Wim", "Xena", "Yara",
        "Zoe", "Alma", "Bernie", "Carla", "Dirk", "Els", "Fleur", "Gijs", "Hugo", "Ilse", "Joost",
        "Kees", "Lotte", "Mees", "Noor", "Olaf", "Puck", "Rik", "Saar", "Thijs", "Udo", "Vince",
        "Wendy", "Youssef", "Zeno",
    ];
    let mut names = Vec::with_capacity(count.max(POOL));
    for suffix in ["", " B.", " K.", " V."] {
        names.extend(FIRST.iter().map(|first| format!("{first}{suffix}")));
    }
    // Numbered from 4 on, after the 200 (index / 50), so no two names fold alike.
    names.extend((POOL..count).map(|index| format!("{} {}", FIRST[index % 50], index / 50)));
    names.truncate(count);
    names
}

/// xorshift64*: small, fast and deterministic; plenty for made-up card hands.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        let mut rng = Rng(seed.max(1));
        // The first outputs of a fresh xorshift state are poorly mixed: throw them away.
        for _ in 0..16 {
            rng.next();
        }
        rng
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// 0..n (the bias of the modulo does not matter here).
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// True `percent` times in a hundred.
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    /// A number in [0, 1).
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}
