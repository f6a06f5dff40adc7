//! Generates a tenscore database with a long history of Under the 10 matches, for the benchmarks
//! (DESIGN section 6) and for trying commands on a big file:
//!
//! ```text
//! cargo run --release --example generate_history -- ROUNDS PATH
//! ```
//!
//! ROUNDS rounds are spread over ROUNDS/50 matches (1,000,000 rounds: 20,000 matches) of 3 to 5
//! players from a pool of 200 names, both end options, some with the bonus cards. Every round is a
//! random but valid entry, read and scored by the real engine and written with the store's own
//! functions, exactly as `tenscore round` writes it; a match the rules end is ended as `round` ends
//! it, and the others of the first two thirds are ended as `tenscore finish` (or `finish --abandon`)
//! ends them. The last third of the matches stay in progress. Everything is written in one
//! transaction. The random choices come from a fixed seed, so two runs write the same history (only
//! UUIDs and timestamps differ).
//!
//! The benchmark (`cargo bench --bench commands`) includes this file to build its database.

use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail};
use tenscore::games::{self, GameId, NewOptions, Progress, RoundInput, Standing};
use tenscore::store::{self, FinalPlace, MatchInfo, Status, Store};

/// Rounds per match on average: 1,000,000 rounds make 20,000 matches.
pub const ROUNDS_PER_MATCH: u64 = 50;
/// Fixed, so that every run writes the same history.
const SEED: u64 = 0x7E45_C0DE_2026_0010;
/// Out above this total (Under the 10).
const LIMIT: i64 = 150;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: cargo run --release --example generate_history -- ROUNDS PATH";
    let [rounds, path] = args.as_slice() else {
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
    let path = Path::new(path);
    if path.exists() {
        eprintln!(
            "error: {} already exists; it was left untouched (choose a new path)",
            path.display()
        );
        return ExitCode::from(2);
    }
    match generate(rounds, path, true) {
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
    pub rounds: u64,
    pub matches: u64,
    /// Ended by the rules in their last round.
    pub ended_by_rules: u64,
    /// Ended as `tenscore finish` ends a match.
    pub finished: u64,
    pub abandoned: u64,
    pub in_progress: u64,
    pub bytes: u64,
    pub elapsed: Duration,
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "wrote {}: {} rounds in {} matches ({} ended by the rules, {} finished, {} abandoned, \
             {} in progress), {:.1} MB, in {:.1} s",
            self.path.display(),
            self.rounds,
            self.matches,
            self.ended_by_rules,
            self.finished,
            self.abandoned,
            self.in_progress,
            self.bytes as f64 / 1_000_000.0,
            self.elapsed.as_secs_f64()
        )
    }
}

/// Writes `rounds` rounds into a new database at `path` (which must not exist yet).
pub fn generate(rounds: u64, path: &Path, progress: bool) -> anyhow::Result<Summary> {
    if path.exists() {
        bail!("{} already exists", path.display());
    }
    let started = Instant::now();
    let mut store =
        Store::open(path, false).with_context(|| format!("creating {}", path.display()))?;
    // One big transaction touches every page of the indexes: keep them in memory (1 GB at most).
    store
        .conn()
        .pragma_update(None, "cache_size", -1_000_000)
        .context("setting the cache size")?;
    let pool = name_pool();
    let matches = (rounds / ROUNDS_PER_MATCH).max(1);
    // The last third stays in progress (and so does the last match, which takes what is left).
    let first_open = matches - matches / 3;
    let mut rng = Rng::new(SEED);
    let mut summary = Summary {
        path: path.to_path_buf(),
        rounds: 0,
        matches,
        ended_by_rules: 0,
        finished: 0,
        abandoned: 0,
        in_progress: 0,
        bytes: 0,
        elapsed: Duration::ZERO,
    };
    store.write(|conn| -> anyhow::Result<()> {
        let mut left = rounds;
        let mut next_report = rounds / 10;
        for index in 0..matches {
            let last = index + 1 == matches;
            let stays_open = index >= first_open || last;
            let still_to_come = matches - index - 1;
            // An even share of what is left, give or take 40%, leaving at least one per match.
            let share = left / (matches - index);
            let target = if last {
                left
            } else {
                let spread = share * 2 / 5;
                let low = share.saturating_sub(spread).max(1);
                (low + rng.below(2 * spread + 1)).min(left - still_to_come)
            };
            let played = play_match(conn, &mut rng, &pool, target, stays_open, &mut summary)?;
            left -= played;
            summary.rounds += played;
            if progress && summary.rounds >= next_report && next_report > 0 {
                eprintln!(
                    "  {} rounds, {} matches, {:.1} s",
                    summary.rounds,
                    index + 1,
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

/// Plays one match of up to `target` rounds; returns how many were recorded.
fn play_match(
    conn: &rusqlite::Connection,
    rng: &mut Rng,
    pool: &[String],
    target: u64,
    stays_open: bool,
    summary: &mut Summary,
) -> anyhow::Result<u64> {
    let game_id = GameId::Under10;
    let game = game_id.game();
    let players = 3 + rng.below(3) as usize;
    let mut names: Vec<String> = Vec::with_capacity(players);
    while names.len() < players {
        let name = &pool[rng.below(pool.len() as u64) as usize];
        if !names.contains(name) {
            names.push(name.clone());
        }
    }
    let chosen = NewOptions {
        end: Some(
            if rng.chance(50) {
                "first-out"
            } else {
                "last-standing"
            }
            .to_string(),
        ),
        bonus_cards: rng.chance(30),
    };
    // As `tenscore new` does: the engine checks the options, the store writes the match.
    let options = game.options(&chosen, players)?;
    let id = store::create_match(conn, game_id, &options, &names)?;
    let mut info: MatchInfo =
        store::load_match(conn, id)?.context("the new match could not be read back")?;
    let mut standing = Standing::start(&info.names());

    // The average hand of a player who does not win a round: about what reaches the limit in
    // `pace` times the target rounds. Matches left open stay well under it; about half of the
    // others are ended by the rules before their target.
    let pace = if stays_open {
        1.2 + rng.unit() * 1.5
    } else {
        0.6 + rng.unit() * 0.9
    };
    let mean_hand = (LIMIT as f64 / (target as f64 * pace)).clamp(1.0, 12.0);

    let mut played = 0;
    while played < target {
        let input = random_round(rng, &standing, chosen.bonus_cards, mean_hand, stays_open);
        // As `tenscore round` does: read and score from the standing, record, then ask the rules
        // whether the match is over.
        let entry = game.parse(&info.options, &standing, None, &input)?;
        let outcome = game.score(&info.options, &standing, None, &entry)?;
        let seq = store::record_round(conn, &info, &entry, &outcome)?;
        info.rounds = seq;
        standing = standing.after(&outcome);
        played += 1;
        if game.progress(&info.options, &standing)? == Progress::Ended {
            if stays_open {
                bail!("match {id} was meant to stay open but the rules ended it");
            }
            end(conn, &info, &standing, Status::Finished)?;
            summary.ended_by_rules += 1;
            return Ok(played);
        }
    }
    if stays_open {
        summary.in_progress += 1;
    } else if rng.chance(15) {
        end(conn, &info, &standing, Status::Abandoned)?;
        summary.abandoned += 1;
    } else {
        end(conn, &info, &standing, Status::Finished)?;
        summary.finished += 1;
    }
    Ok(played)
}

/// Ends a match with every seat's place, as `round` (ended by the rules) and `finish` do: ranked
/// by the game, ties sharing a rank; winners only when it was not abandoned.
fn end(
    conn: &rusqlite::Connection,
    info: &MatchInfo,
    standing: &Standing,
    status: Status,
) -> anyhow::Result<()> {
    let game = info.game.game();
    let keys = standing
        .seats
        .iter()
        .map(|seat| game.rank_key(&info.options, seat))
        .collect::<Result<Vec<_>, _>>()?;
    let places: Vec<FinalPlace> = games::ranks(&keys)
        .into_iter()
        .zip(&standing.seats)
        .map(|(rank, seat)| FinalPlace {
            rank,
            score: seat.total,
            won: status == Status::Finished && rank == 1,
        })
        .collect();
    store::end_match(conn, info, status, &places)?;
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
        entries.push((standing.seats[seat].name.clone(), hand));
    }
    let name = Some(standing.seats[ender].name.clone());
    RoundInput {
        entries,
        call: if luck { None } else { name.clone() },
        luck: if luck { name } else { None },
        trump: None,
    }
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

/// 200 player names: 50 first names, alone and with three initials.
fn name_pool() -> Vec<String> {
    const FIRST: [&str; 50] = [
        "Ann", "Bob", "Cy", "Dee", "Eva", "Finn", "Gus", "Hana", "Ida", "Jon", "Kai", "Lea", "Max",
        "Nora", "Otto", "Pia", "Quin", "Rosa", "Sam", "Tess", "Ugo", "Vera", "Wim", "Xena", "Yara",
        "Zoe", "Alma", "Bernie", "Carla", "Dirk", "Els", "Fleur", "Gijs", "Hugo", "Ilse", "Joost",
        "Kees", "Lotte", "Mees", "Noor", "Olaf", "Puck", "Rik", "Saar", "Thijs", "Udo", "Vince",
        "Wendy", "Youssef", "Zeno",
    ];
    let mut names = Vec::with_capacity(200);
    for suffix in ["", " B.", " K.", " V."] {
        names.extend(FIRST.iter().map(|first| format!("{first}{suffix}")));
    }
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
