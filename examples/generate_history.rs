//! Generates a tenscore database with a long history of Under the 10 and 10 op en neer matches, for
//! the benchmarks (DESIGN section 6) and for trying commands on a big file:
//!
//! ```text
//! cargo run --release --example generate_history -- ROUNDS PATH
//! ```
//!
//! ROUNDS rounds are spread over ROUNDS/50 matches (1,000,000 rounds: 20,000 matches). About half of
//! the matches are 10 op en neer (`updown`): 4 or 5 players, the default peak (19 rounds), half of
//! them with the hook; every round is opened with random bids (the trump turned up given now and
//! then), as `tenscore bid` opens it, then closed with random tricks that add up to the cards, as
//! `tenscore round` closes it. The other half are Under the 10 (`under10`) matches of 3 to 5 players,
//! both end options, some with the bonus cards; they take the rest of the rounds (about 80 each at
//! 1,000,000). Players come from a pool of 200 names. Every bid and round is random but valid, read
//! and scored by the real engine through the `Game` trait and written with the store's own
//! functions, exactly as the commands write it; a match the rules end is ended as `round` ends it,
//! and the others of the first two thirds are ended as `tenscore finish` (or `finish --abandon`)
//! ends them. The last third of the matches stay in progress (some 10 op en neer ones with the bids
//! of their next round open). Everything is written in one transaction. The random choices come
//! from a fixed seed, so two runs write the same history (only UUIDs and timestamps differ).
//!
//! The benchmark (`cargo bench --bench commands`) includes this file to build its database.

// Benchmark tooling (benches/commands.rs includes it): a panic is the failure report here.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail};
use tenscore::games::cards::Suit;
use tenscore::games::{self, Progress, RoundInput, Standing};
use tenscore::games::{under10, updown};
use tenscore::store::{Access, Ending as Ended, FinalPlace, MatchInfo, Store, Writer};

/// What this generator writes, in one number: raise it whenever the history it writes changes
/// (games, spread, what a round stores). The benchmark names its cached history after it (and after
/// a hash of this file and the schema), so a history written by an older generator is written again.
pub const VERSION: u32 = 2;
/// Rounds per match on average: 1,000,000 rounds make 20,000 matches.
pub const ROUNDS_PER_MATCH: u64 = 50;
/// Fixed, so that every run writes the same history.
const SEED: u64 = 0x7E45_C0DE_2026_0010;
/// Out above this total (Under the 10).
const LIMIT: i64 = 150;
/// About this share of the matches (all but the last) are 10 op en neer.
const UPDOWN_PERCENT: u64 = 50;

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
    /// Scored rounds (bids still open are not counted).
    pub rounds: u64,
    pub matches: u64,
    /// Of the matches, the 10 op en neer ones.
    pub updown: u64,
    /// Scored rounds of the 10 op en neer matches.
    pub updown_rounds: u64,
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

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "wrote {} (generator v{VERSION}): {} rounds in {} matches ({} of them 10 op en neer with \
             {} rounds; {} ended by the rules, {} finished, {} abandoned, {} in progress, {} with \
             bids open), {:.1} MB, in {:.1} s",
            self.path.display(),
            self.rounds,
            self.matches,
            self.updown,
            self.updown_rounds,
            self.ended_by_rules,
            self.finished,
            self.abandoned,
            self.in_progress,
            self.open_bids,
            self.bytes as f64 / 1_000_000.0,
            self.elapsed.as_secs_f64()
        )
    }
}

/// What a match of the history will be, chosen before any is written so that the Under the 10
/// matches can share out the rounds the 10 op en neer ones leave.
#[derive(Clone, Copy)]
enum Plan {
    /// Takes a share of what is left.
    Under10,
    /// Exactly this many scored rounds; `open_bids`: then the bids of the next round.
    Updown {
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

/// Writes `rounds` rounds into a new database at `path` (which must not exist yet).
pub fn generate(rounds: u64, path: &Path, progress: bool) -> anyhow::Result<Summary> {
    if path.exists() {
        bail!("{} already exists", path.display());
    }
    let started = Instant::now();
    let mut store = Store::open(path, Access::Create)
        .with_context(|| format!("creating {}", path.display()))?;
    let pool = name_pool();
    let matches = (rounds / ROUNDS_PER_MATCH).max(1);
    // The last third stays in progress (and so does the last match, which takes what is left).
    let first_open = matches - matches / 3;
    let mut rng = Rng::new(SEED);
    let plans = plan(&mut rng, matches, first_open);
    // What the 10 op en neer matches from each index on take: the Under the 10 ones get the rest.
    // A 10 op en neer match takes at most 19 of the 50 rounds a match has on average, so there is
    // always at least one round left for every Under the 10 match.
    let mut updown_after = vec![0u64; plans.len() + 1];
    let mut under10_after = vec![0u64; plans.len() + 1];
    for (index, plan) in plans.iter().enumerate().rev() {
        updown_after[index] = updown_after[index + 1];
        under10_after[index] = under10_after[index + 1];
        match plan {
            Plan::Updown { rounds, .. } => updown_after[index] += rounds,
            Plan::Under10 => under10_after[index] += 1,
        }
    }
    let mut summary = Summary {
        path: path.to_path_buf(),
        rounds: 0,
        matches,
        updown: 0,
        updown_rounds: 0,
        ended_by_rules: 0,
        finished: 0,
        abandoned: 0,
        in_progress: 0,
        open_bids: 0,
        bytes: 0,
        elapsed: Duration::ZERO,
    };
    store.write(|conn| -> anyhow::Result<()> {
        let mut left = rounds;
        let mut next_report = rounds / 10;
        for (index, plan) in plans.iter().enumerate() {
            let index = index as u64;
            let last = index + 1 == matches;
            let stays_open = index >= first_open || last;
            let played = match *plan {
                Plan::Updown {
                    rounds,
                    ending,
                    open_bids,
                } => {
                    summary.updown += 1;
                    let played = play_updown(
                        conn,
                        &mut rng,
                        &pool,
                        rounds,
                        ending,
                        open_bids,
                        &mut summary,
                    )?;
                    summary.updown_rounds += played;
                    played
                }
                Plan::Under10 => {
                    // What the Under the 10 matches from here on share: an even share of it, give
                    // or take 40%, leaving at least one for each of the others.
                    let mine = left - updown_after[index as usize];
                    let sharing = under10_after[index as usize];
                    let share = mine / sharing;
                    let target = if last {
                        mine
                    } else {
                        let spread = share * 2 / 5;
                        let low = share.saturating_sub(spread).max(1);
                        (low + rng.below(2 * spread + 1)).min(mine - (sharing - 1))
                    };
                    play_match(conn, &mut rng, &pool, target, stays_open, &mut summary)?
                }
            };
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

/// The game of every match and, for 10 op en neer, how far it gets: a match that ends is played to
/// its last round (19) unless it is abandoned on the way; one in progress stops somewhere before.
/// The last match is Under the 10 (it takes what is left).
fn plan(rng: &mut Rng, matches: u64, first_open: u64) -> Vec<Plan> {
    let full = u64::from(updown::rounds_in_match(updown::default_peak(4)));
    (0..matches)
        .map(|index| {
            if index + 1 == matches || !rng.chance(UPDOWN_PERCENT) {
                return Plan::Under10;
            }
            let partial = 1 + rng.below(full - 1);
            if index >= first_open {
                Plan::Updown {
                    rounds: partial,
                    ending: Ending::StayOpen,
                    open_bids: rng.chance(40),
                }
            } else if rng.chance(15) {
                Plan::Updown {
                    rounds: partial,
                    ending: Ending::Abandon,
                    open_bids: false,
                }
            } else {
                Plan::Updown {
                    rounds: full,
                    ending: Ending::Finish,
                    open_bids: false,
                }
            }
        })
        .collect()
}

/// Plays one Under the 10 match of up to `target` rounds; returns how many were recorded.
fn play_match(
    conn: &dyn Writer,
    rng: &mut Rng,
    pool: &[String],
    target: u64,
    stays_open: bool,
    summary: &mut Summary,
) -> anyhow::Result<u64> {
    let game_id = under10::ID;
    let game = game_id.game();
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
    // As `tenscore new` does: the engine checks the options, the store writes the match.
    let options = game.options_from(&chosen, players)?;
    let id = conn.create_match(game_id, &options, &names)?;
    let mut info: MatchInfo = conn
        .load_match(id)?
        .context("the new match could not be read back")?;
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
        let input = random_round(rng, &standing, bonus_cards, mean_hand, stays_open);
        // As `tenscore round` does: read and score from the standing, record, then ask the rules
        // whether the match is over.
        let entry = game.parse(&info.options, &standing, None, &input)?;
        let outcome = game.score(&info.options, &standing, None, &entry)?;
        let seq = conn.record_round(&info, &entry, &outcome)?;
        info.rounds = seq;
        standing = standing.after(&outcome);
        played += 1;
        if game.progress(&info.options, &standing)? == Progress::Ended {
            if stays_open {
                bail!("match {id} was meant to stay open but the rules ended it");
            }
            end(conn, &info, &standing, Ended::Rules)?;
            summary.ended_by_rules += 1;
            return Ok(played);
        }
    }
    if stays_open {
        summary.in_progress += 1;
    } else if rng.chance(15) {
        end(conn, &info, &standing, Ended::Abandoned)?;
        summary.abandoned += 1;
    } else {
        end(conn, &info, &standing, Ended::Finish)?;
        summary.finished += 1;
    }
    Ok(played)
}

/// Plays one 10 op en neer match of `target` rounds (4 or 5 players, the default peak, with the
/// hook half of the time), each opened with bids as `tenscore bid` opens it and closed with the
/// tricks as `tenscore round` closes it; then ends it as planned. Returns the rounds recorded.
fn play_updown(
    conn: &dyn Writer,
    rng: &mut Rng,
    pool: &[String],
    target: u64,
    ending: Ending,
    open_bids: bool,
    summary: &mut Summary,
) -> anyhow::Result<u64> {
    let game_id = updown::ID;
    let game = game_id.game();
    let players = 4 + rng.below(2) as usize;
    let names = pick_names(rng, pool, players);
    let chosen: Vec<String> = rng
        .chance(50)
        .then(|| "--hook".to_string())
        .into_iter()
        .collect();
    // As `tenscore new` does: the engine checks the options, the store writes the match.
    let options = game.options_from(&chosen, players)?;
    let typed: updown::Options =
        serde_json::from_value(options.clone()).context("reading back 10 op en neer options")?;
    let id = conn.create_match(game_id, &options, &names)?;
    let mut info: MatchInfo = conn
        .load_match(id)?
        .context("the new match could not be read back")?;
    let mut standing = Standing::start(&info.names());

    let mut played = 0;
    loop {
        let seq = standing.rounds_played + 1;
        let cards = updown::cards_in_round(typed.peak, seq);
        if played == target && !open_bids {
            break;
        }
        // As `tenscore bid` does: the engine reads the bids from the standing, the store opens the
        // round with them.
        let bids = random_bids(rng, cards, players, typed.hook, seq)?;
        let mut input = RoundInput::entries(seat_entries(&standing, &bids));
        if rng.chance(40) {
            input = input.with_flag("trump", Suit::ALL[rng.below(4) as usize].name());
        }
        let opening = game.open(&info.options, &standing, &input)?;
        info.open_round = Some(conn.open_next_round(&info, &opening)?);
        if played == target {
            // The table has bid for the next round and is playing it now.
            summary.open_bids += 1;
            break;
        }
        // As `tenscore round` does: read and score the tricks against the open round, close it,
        // then ask the rules whether the match is over.
        let input = RoundInput {
            entries: seat_entries(&standing, &random_tricks(rng, &bids, cards)),
            ..RoundInput::default()
        };
        let opening = info.open_round.as_ref().map(|open| &open.opening);
        let entry = game.parse(&info.options, &standing, opening, &input)?;
        let outcome = game.score(&info.options, &standing, opening, &entry)?;
        let recorded = conn.record_round(&info, &entry, &outcome)?;
        info.rounds = recorded;
        info.open_round = None;
        standing = standing.after(&outcome);
        played += 1;
        if game.progress(&info.options, &standing)? == Progress::Ended {
            if ending == Ending::StayOpen {
                bail!("match {id} was meant to stay open but the rules ended it");
            }
            end(conn, &info, &standing, Ended::Rules)?;
            summary.ended_by_rules += 1;
            return Ok(played);
        }
    }
    match ending {
        Ending::StayOpen => summary.in_progress += 1,
        Ending::Abandon => {
            end(conn, &info, &standing, Ended::Abandoned)?;
            summary.abandoned += 1;
        }
        Ending::Finish => {
            end(conn, &info, &standing, Ended::Finish)?;
            summary.finished += 1;
        }
    }
    Ok(played)
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
        .map(|(seat, value)| (seat.name.clone(), value.to_string()))
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
/// by the game, ties sharing a rank; winners only when it was not abandoned.
fn end(
    conn: &dyn Writer,
    info: &MatchInfo,
    standing: &Standing,
    ending: Ended,
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
            won: ending != Ended::Abandoned && rank == 1,
        })
        .collect();
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
        entries.push((standing.seats[seat].name.clone(), hand));
    }
    let ender = standing.seats[ender].name.clone();
    RoundInput::entries(entries).with_flag(if luck { "luck" } else { "call" }, ender)
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
