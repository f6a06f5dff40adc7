//! Under the 10 (Onder de 10): penalty points, lowest wins; halving at exactly 100 and 150, out above
//! 150. The rule document is rules/under-the-10.txt; where it leaves room, the house rulings of
//! DESIGN section 5 decide, and comments beside the code name the rule or ruling they implement.
//!
//! A round is entered as every player's hand at the end (`NAME=POINTS[+BONUS...]`) and how it ended:
//! a call of "Under the 10!" or a stroke of luck. [`Under10`] scores it from the standing alone.
//! The pure helpers [`settle_call`], [`check_call`], [`combination`] and [`stroke_of_luck`] serve
//! `tenscore check under10`.

use std::collections::BTreeSet;
use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::cards::{UNDER10_HIGHEST_VALUE, Under10Card};
use super::{
    GameId, NewOptions, Note, Outcome, Progress, RoundInput, RuleViolation, Rules, SeatResult,
    SeatState, Standing,
};

/// House ruling: 2 to 6 players (from the box; the rule document does not say).
const PLAYERS: RangeInclusive<usize> = 2..=6;
/// "Under the 10": a call needs fewer than 10 points in hand.
const HIGHEST_CALL: i64 = 9;
/// A failed call costs 20 penalty points on top of the caller's hand.
const FAILED_CALL_PENALTY: i64 = 20;
/// Every player is dealt 5 cards and holds 5 again after each turn.
const CARDS_IN_HAND: i64 = 5;
/// Landing exactly here halves the total to 50.
const FIRST_HALVING_MARK: i64 = 100;
/// Landing exactly here halves the total to 75; going above it puts the player out.
const SECOND_HALVING_MARK: i64 = 150;

/// The Under the 10 rules engine.
pub struct Under10;

/// When the match ends: the rule document's two options, chosen before the match starts.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Default)]
#[serde(rename_all = "kebab-case")]
pub enum End {
    /// Option 1: play on until one player is left.
    #[default]
    LastStanding,
    /// Option 2: stop after the round in which the first player goes out; lowest total wins.
    FirstOut,
}

impl End {
    pub fn name(self) -> &'static str {
        match self {
            End::LastStanding => "last-standing",
            End::FirstOut => "first-out",
        }
    }
}

impl fmt::Display for End {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for End {
    type Err = RuleViolation;

    /// Reads `last-standing` or `first-out` (any case; `_` for `-` too).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().replace('_', "-").as_str() {
            "last-standing" => Ok(End::LastStanding),
            "first-out" => Ok(End::FirstOut),
            _ => Err(RuleViolation::malformed(
                format!("unknown end '{s}': the ends are last-standing and first-out"),
                "choose --end last-standing (play on until one player is left) or --end first-out \
                 (stop when the first player goes out)",
            )),
        }
    }
}

/// The options of an Under the 10 match, fixed when it is created.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, Default)]
#[serde(default)]
pub struct Options {
    pub end: End,
    /// House ruling: the bonus cards are an optional extra, off unless chosen.
    pub bonus_cards: bool,
}

/// A bonus card still held at the end of a round; each costs its penalty.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum Bonus {
    /// "Trade your entire hand (or +20 penalty points)".
    TradeAll,
    /// "The Joker (or +10 penalty points)".
    Joker,
    /// "Trade 1 card of your choice (or +5 penalty points)".
    TradeOne,
}

impl Bonus {
    pub const ALL: [Bonus; 3] = [Bonus::TradeAll, Bonus::Joker, Bonus::TradeOne];

    /// The penalty printed on the card, paid when it is still held as the round ends.
    pub fn penalty(self) -> i64 {
        match self {
            Bonus::TradeAll => 20,
            Bonus::Joker => 10,
            Bonus::TradeOne => 5,
        }
    }

    /// The name as typed in an entry.
    pub fn name(self) -> &'static str {
        match self {
            Bonus::TradeAll => "trade-all",
            Bonus::Joker => "joker",
            Bonus::TradeOne => "trade-one",
        }
    }
}

impl fmt::Display for Bonus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Bonus {
    type Err = RuleViolation;

    /// Reads `joker`, `trade-one` or `trade-all`, in any case, with `_` accepted for `-`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_ascii_lowercase().replace('_', "-");
        Bonus::ALL
            .into_iter()
            .find(|bonus| bonus.name() == wanted)
            .ok_or_else(|| {
                RuleViolation::malformed(
                    format!("'{s}' is not a bonus card"),
                    "the bonus cards are joker, trade-one and trade-all (e.g. Ann=7+joker)",
                )
            })
    }
}

/// One player's hand as the round ends: the points of the cards left, and any bonus cards held.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Hand {
    /// The card points in hand; bonus cards have none.
    pub points: i64,
    pub bonus: Vec<Bonus>,
}

impl Hand {
    /// The penalty of every bonus card still held (house ruling: paid in every kind of round).
    pub fn penalty(&self) -> i64 {
        self.bonus.iter().map(|bonus| bonus.penalty()).sum()
    }

    /// What this hand scores when its player does not win the round: card points plus penalties.
    pub fn round_score(&self) -> i64 {
        self.points + self.penalty()
    }

    pub fn holds_bonus(&self) -> bool {
        !self.bonus.is_empty()
    }

    /// Reads `12`, `12+joker`, `0+trade-one+joker`.
    pub fn parse(text: &str) -> Result<Hand, RuleViolation> {
        parse_hand(text)
    }
}

impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.points)?;
        for bonus in &self.bonus {
            write!(f, "+{bonus}")?;
        }
        Ok(())
    }
}

impl FromStr for Hand {
    type Err = RuleViolation;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_hand(s)
    }
}

/// What a hand looks like, for error messages.
const HAND_FORM: &str = "write the points left in hand as a whole number, then any bonus card held: 7, 12+joker, 0+trade-one";

/// Reads a hand as typed after `NAME=`: `POINTS[+BONUS...]`. Only the form is checked here (a
/// malformed hand is exit 2); the rules on points and bonus cards are checked when scoring.
pub fn parse_hand(text: &str) -> Result<Hand, RuleViolation> {
    let mut parts = text.split('+').map(str::trim);
    let points_text = parts.next().unwrap_or_default();
    if points_text.is_empty() {
        return Err(RuleViolation::malformed(
            format!("'{text}' gives no points"),
            HAND_FORM,
        ));
    }
    let points: i64 = points_text.parse().map_err(|_| {
        RuleViolation::malformed(
            format!("'{points_text}' is not a number of points"),
            HAND_FORM,
        )
    })?;
    if points < 0 {
        return Err(negative_points(points));
    }
    let bonus = parts
        .map(|name| {
            if name.is_empty() {
                Err(RuleViolation::malformed(
                    format!("'{text}' has a '+' with no bonus card after it"),
                    HAND_FORM,
                ))
            } else {
                name.parse::<Bonus>()
            }
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Hand { points, bonus })
}

fn negative_points(points: i64) -> RuleViolation {
    RuleViolation::malformed(
        format!("{points} points: points in hand cannot be negative"),
        "card values run from 0 to 13, so a hand holds 0 points or more",
    )
}

/// How a round ended: exactly one of the two ways.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Ending {
    /// This seat called "Under the 10!".
    Call { seat: usize },
    /// This seat emptied their hand by a stroke of luck.
    Luck { seat: usize },
}

impl Ending {
    pub fn seat(&self) -> usize {
        match self {
            Ending::Call { seat } | Ending::Luck { seat } => *seat,
        }
    }
}

/// A round as entered: how it ended, and every seat's hand in seating order (`None` for seats that
/// are out of the match).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub ending: Ending,
    pub hands: Vec<Option<Hand>>,
}

impl Rules for Under10 {
    type Options = Options;
    type Opening = ();
    type Entry = Entry;

    fn id(&self) -> GameId {
        GameId::Under10
    }

    fn players(&self) -> RangeInclusive<usize> {
        PLAYERS
    }

    fn options(&self, chosen: &NewOptions, players: usize) -> Result<Options, RuleViolation> {
        check_player_count(players)?;
        let end = match &chosen.end {
            Some(text) => text.parse()?,
            None => End::default(),
        };
        Ok(Options {
            end,
            bonus_cards: chosen.bonus_cards,
        })
    }

    fn parse(
        &self,
        options: &Options,
        standing: &Standing,
        _opening: Option<&()>,
        input: &RoundInput,
    ) -> Result<Entry, RuleViolation> {
        let ending = read_ending(standing, input)?;
        let mut hands: Vec<Option<Hand>> = vec![None; standing.seats.len()];
        for (name, value) in &input.entries {
            let seat = find_entered_player(standing, name, value)?;
            if hands[seat].is_some() {
                return Err(RuleViolation::malformed(
                    format!("{} is entered twice", standing.seats[seat].name),
                    "give one NAME=POINTS per player",
                ));
            }
            let hand = parse_hand(value).map_err(|error| RuleViolation {
                problem: format!("{}={value}: {}", name.trim(), error.problem),
                ..error
            })?;
            hands[seat] = Some(hand);
        }
        let entry = Entry { ending, hands };
        // Everything else (missing players, out players, the call, the hand limits) is the same
        // check `score` makes on stored entries.
        validate(options, standing, &entry)?;
        Ok(entry)
    }

    fn score(
        &self,
        options: &Options,
        standing: &Standing,
        _opening: Option<&()>,
        entry: &Entry,
    ) -> Result<Outcome, RuleViolation> {
        // Stored entries are scored again when an earlier round is edited: never trust them.
        validate(options, standing, entry)?;
        Ok(score_round(standing, entry))
    }

    fn progress(&self, options: &Options, standing: &Standing) -> Progress {
        let still_in = standing.seats.iter().filter(|seat| !seat.out).count();
        let anyone_out = standing.seats.iter().any(|seat| seat.out);
        let ended = match options.end {
            // Option 1: play on until one player is left (or none, when the last go out together).
            End::LastStanding => still_in <= 1,
            // Option 2: stop after the round in which a player went out.
            End::FirstOut => anyone_out || still_in <= 1,
        };
        if ended {
            Progress::Ended
        } else {
            Progress::InProgress
        }
    }

    fn rank_key(&self, _options: &Options, seat: &SeatState) -> Vec<i64> {
        // Players still in rank before players who are out, who rank by how long they lasted
        // (a later round out is better); then the lowest total is best. Under last-standing the
        // one left wins; when the last players go out together the lowest total among them wins
        // (tenscore ruling). Under first-out the lowest total still in wins.
        let out_round = seat.counters.get(OUT_ROUND).copied().unwrap_or(0);
        vec![i64::from(seat.out), -out_round, seat.total]
    }

    fn next_round(&self, options: &Options, standing: &Standing) -> String {
        if self.progress(options, standing) == Progress::Ended {
            return "The match is over: no further rounds.".to_string();
        }
        let round = standing.rounds_played + 1;
        match starter(standing) {
            Some(seat) => format!("Round {round}: {} starts.", standing.seats[seat].name),
            None => format!("Round {round}: nobody is left to start."),
        }
    }

    fn describe_options(&self, options: &Options) -> String {
        let end = match options.end {
            End::LastStanding => "last one standing wins",
            End::FirstOut => "ends when the first player goes out (lowest total wins)",
        };
        let bonus = if options.bonus_cards {
            "bonus cards on"
        } else {
            "bonus cards off"
        };
        format!("{end}, {bonus}")
    }

    fn rules_text(&self) -> &'static str {
        include_str!("rules/under10.txt")
    }
}

fn check_player_count(players: usize) -> Result<(), RuleViolation> {
    if PLAYERS.contains(&players) {
        Ok(())
    } else {
        Err(RuleViolation::rule(
            format!("Under the 10 is played by 2 to 6 players, not {players}"),
            "seat 2 to 6 players",
        ))
    }
}

/// Counter: the round in which a seat went out (later is better in the ranking).
const OUT_ROUND: &str = "out_round";
/// Counter: the last round a seat started, so the next starter follows the last one.
const STARTED: &str = "started";

/// tenscore convention: the first seat starts round 1; each later round is started by the next
/// player still in, clockwise from the seat that started the round before.
fn starter(standing: &Standing) -> Option<usize> {
    let seats = standing.seats.len();
    let last = standing
        .seats
        .iter()
        .enumerate()
        .filter_map(|(seat, state)| state.counters.get(STARTED).map(|&round| (round, seat)))
        .max();
    let first = match last {
        Some((_, seat)) => seat + 1,
        None => 0,
    };
    (0..seats)
        .map(|step| (first + step) % seats)
        .find(|&seat| !standing.seats[seat].out)
}

/// The players still in, by name, for hints.
fn names_still_in(standing: &Standing) -> String {
    join_names(
        standing
            .seats
            .iter()
            .filter(|seat| !seat.out)
            .map(|seat| seat.name.as_str()),
    )
}

/// "Ann", "Ann and Bob", "Ann, Bob and Cy".
fn join_names<'a>(names: impl IntoIterator<Item = &'a str>) -> String {
    let names: Vec<&str> = names.into_iter().collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => (*last).to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// Reads `--call` / `--luck`: exactly one, naming a player of the match (DESIGN section 3: both or
/// neither is malformed).
fn read_ending(standing: &Standing, input: &RoundInput) -> Result<Ending, RuleViolation> {
    let find = |flag: &str, name: &str| {
        standing.seat_of(name).ok_or_else(|| {
            RuleViolation::malformed(
                format!(
                    "{flag} {name}: there is no player '{}' in this match",
                    name.trim()
                ),
                format!("name a player still in: {}", names_still_in(standing)),
            )
        })
    };
    match (&input.call, &input.luck) {
        (Some(name), None) => Ok(Ending::Call {
            seat: find("--call", name)?,
        }),
        (None, Some(name)) => Ok(Ending::Luck {
            seat: find("--luck", name)?,
        }),
        (None, None) => Err(RuleViolation::malformed(
            "the round needs --call or --luck: say how it ended",
            "add --call NAME (who called \"Under the 10!\") or --luck NAME (who emptied their hand)",
        )),
        (Some(_), Some(_)) => Err(RuleViolation::malformed(
            "both --call and --luck given: a round ends either by a call or by a stroke of luck",
            "keep only one of --call NAME and --luck NAME",
        )),
    }
}

fn find_entered_player(
    standing: &Standing,
    name: &str,
    value: &str,
) -> Result<usize, RuleViolation> {
    if name.trim().is_empty() {
        return Err(RuleViolation::malformed(
            format!("'={value}' names no player"),
            "write NAME=POINTS, e.g. Ann=7",
        ));
    }
    standing.seat_of(name).ok_or_else(|| {
        RuleViolation::malformed(
            format!(
                "{}={value}: there is no player '{}' in this match",
                name.trim(),
                name.trim()
            ),
            format!(
                "give NAME=POINTS for the players still in: {}",
                names_still_in(standing)
            ),
        )
    })
}

/// Every rule an entry must keep, checked the same way for typed and stored entries: first what
/// makes an entry unreadable for this match (exit 2), then what breaks a rule (exit 3).
fn validate(options: &Options, standing: &Standing, entry: &Entry) -> Result<(), RuleViolation> {
    let seats = &standing.seats;
    if entry.hands.len() != seats.len() {
        return Err(RuleViolation::malformed(
            format!(
                "the entry has {} hands but the match has {} players",
                entry.hands.len(),
                seats.len()
            ),
            "give one hand per player in seating order",
        ));
    }
    let still_in = seats.iter().filter(|seat| !seat.out).count();
    if still_in < 2 {
        return Err(RuleViolation::rule(
            "fewer than two players are still in: the match is over",
            "start a new match",
        ));
    }

    let ender = entry.ending.seat();
    let flag = match entry.ending {
        Ending::Call { .. } => "--call",
        Ending::Luck { .. } => "--luck",
    };
    match seats.get(ender) {
        None => {
            return Err(RuleViolation::malformed(
                format!(
                    "{flag} names seat {ender}, but the match has {} seats",
                    seats.len()
                ),
                format!("name a player still in: {}", names_still_in(standing)),
            ));
        }
        Some(seat) if seat.out => {
            return Err(RuleViolation::malformed(
                format!(
                    "{flag} {}: {} is out of the match ({})",
                    seat.name, seat.name, seat.total
                ),
                format!("name a player still in: {}", names_still_in(standing)),
            ));
        }
        Some(_) => {}
    }

    for (seat, hand) in seats.iter().zip(&entry.hands) {
        match hand {
            None if !seat.out => {
                return Err(RuleViolation::malformed(
                    format!("no entry for {}", seat.name),
                    format!(
                        "give NAME=POINTS for every player still in: {}",
                        names_still_in(standing)
                    ),
                ));
            }
            Some(hand) if hand.points < 0 => return Err(negative_points(hand.points)),
            _ => {}
        }
    }

    for (seat, hand) in seats.iter().zip(&entry.hands) {
        if let Some(hand) = hand {
            // House ruling: out players take no part in later rounds.
            if seat.out {
                return Err(RuleViolation::rule(
                    format!(
                        "{} is out of the match ({}) and takes no part in later rounds",
                        seat.name, seat.total
                    ),
                    format!(
                        "leave {} out of the entry; the players still in are {}",
                        seat.name,
                        names_still_in(standing)
                    ),
                ));
            }
            check_hand(options, &seat.name, hand)?;
        }
    }

    if let Some(hand) = entry.hands[ender].as_ref() {
        let role = match entry.ending {
            Ending::Call { .. } => HandRole::Caller,
            Ending::Luck { .. } => HandRole::Lucky,
        };
        check_ender(&seats[ender].name, hand, role)?;
    }
    Ok(())
}

/// Whose hand it is, for the checks that depend on how the round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandRole {
    /// Called "Under the 10!".
    Caller,
    /// Emptied their hand by a stroke of luck.
    Lucky,
    Other,
}

/// One answer as `play` reads it, checked as it is typed with the same rules a whole round gets.
pub fn check_hand_text(
    options: &Options,
    name: &str,
    text: &str,
    role: HandRole,
) -> Result<Hand, RuleViolation> {
    let hand = parse_hand(text).map_err(|error| RuleViolation {
        problem: format!("{name}={}: {}", text.trim(), error.problem),
        ..error
    })?;
    check_hand(options, name, &hand)?;
    check_ender(name, &hand, role)?;
    Ok(hand)
}

/// The caller's and the lucky player's hands.
fn check_ender(name: &str, hand: &Hand, role: HandRole) -> Result<(), RuleViolation> {
    match role {
        // House ruling: a call needs fewer than 10 points in hand and no bonus card, else it is
        // refused, not scored.
        HandRole::Caller if hand.holds_bonus() => Err(RuleViolation::rule(
            format!(
                "{name} called while holding {}",
                describe_bonus(&hand.bonus)
            ),
            "a call needs fewer than 10 points (0 to 9) and no bonus card",
        )),
        HandRole::Caller if hand.points > HIGHEST_CALL => Err(RuleViolation::rule(
            format!("{name} called with {} points in hand", hand.points),
            "a call needs fewer than 10 points (0 to 9) and no bonus card",
        )),
        // House ruling: the lucky player has emptied their hand, so the entry is NAME=0.
        HandRole::Lucky if hand.points != 0 || hand.holds_bonus() => Err(RuleViolation::rule(
            format!("{name} had a stroke of luck but still holds {hand}"),
            format!("a stroke of luck empties the hand: enter {name}=0"),
        )),
        _ => Ok(()),
    }
}

/// The limits on one hand: bonus cards only when playing with them, and no more points than five
/// cards can hold.
fn check_hand(options: &Options, name: &str, hand: &Hand) -> Result<(), RuleViolation> {
    // House ruling: with the bonus cards off, an entry holding one is refused.
    if hand.holds_bonus() && !options.bonus_cards {
        return Err(RuleViolation::rule(
            format!(
                "{name} holds {}, but this match is played without bonus cards",
                describe_bonus(&hand.bonus)
            ),
            format!(
                "enter the card points alone ({name}={}); bonus cards count only in a match \
                 created with `new under10 --bonus-cards`",
                hand.points
            ),
        ));
    }
    // House ruling: a hand holds at most 5 cards when a round ends, each worth 0 to 13.
    let bonus_cards = hand.bonus.len() as i64;
    if bonus_cards > CARDS_IN_HAND {
        return Err(RuleViolation::rule(
            format!("{name} holds {bonus_cards} bonus cards, but a hand holds at most 5 cards"),
            "enter at most 5 cards in hand, bonus cards included",
        ));
    }
    let card_slots = CARDS_IN_HAND - bonus_cards;
    let most_points = card_slots * i64::from(UNDER10_HIGHEST_VALUE);
    if hand.points > most_points {
        let cards = match bonus_cards {
            0 => "5 cards".to_string(),
            1 => format!("besides 1 bonus card, {card_slots} cards"),
            _ => format!("besides {bonus_cards} bonus cards, {card_slots} cards"),
        };
        return Err(RuleViolation::rule(
            format!(
                "{name} has {} points in hand, but {cards} of at most 13 make at most {most_points}",
                hand.points
            ),
            format!(
                "a hand holds at most 5 cards, so at most (5 − bonus cards) × 13 = {most_points} points"
            ),
        ));
    }
    Ok(())
}

/// "a joker", "a joker and a trade-one".
fn describe_bonus(bonus: &[Bonus]) -> String {
    let named: Vec<String> = bonus.iter().map(|b| format!("a {b}")).collect();
    join_names(named.iter().map(String::as_str))
}

/// Scores a validated entry.
fn score_round(standing: &Standing, entry: &Entry) -> Outcome {
    let seats = &standing.seats;
    let name = |seat: usize| seats[seat].name.as_str();
    let hand_points = |seat: usize| entry.hands[seat].as_ref().map_or(0, |hand| hand.points);
    let mut points: Vec<i64> = vec![0; seats.len()];
    let mut notes: Vec<Vec<Note>> = vec![Vec::new(); seats.len()];
    let mut explanation = Vec::new();
    // Seats whose round score the ending already decided; the rest score their hand.
    let mut decided: BTreeSet<usize> = BTreeSet::new();

    match entry.ending {
        Ending::Call { seat: caller } => {
            let called = hand_points(caller);
            // House ruling: a player holding a bonus card cannot win a round, so only players
            // without bonus cards can beat the caller.
            let contenders: Vec<usize> = (0..seats.len())
                .filter(|&seat| seat != caller)
                .filter_map(|seat| entry.hands[seat].as_ref().map(|hand| (seat, hand)))
                .filter(|(_, hand)| hand.points <= called)
                .map(|(seat, _)| seat)
                .collect();
            let (beaters, blocked): (Vec<usize>, Vec<usize>) =
                contenders.into_iter().partition(|&seat| {
                    entry.hands[seat]
                        .as_ref()
                        .is_some_and(|hand| !hand.holds_bonus())
                });
            decided.insert(caller);
            if beaters.is_empty() {
                // The call stands: "The winner receives 0 points."
                notes[caller].push(Note::Called);
                explanation.push(format!(
                    "{} called with {} and nobody without a bonus card had {called} or \
                     fewer — the call stands: {} scores 0, everyone else scores their hand.",
                    name(caller),
                    points_in_hand(called),
                    name(caller)
                ));
            } else {
                // A failed call: "20 penalty points plus the number of points in your hand"; the
                // lowest of the beaters (all of them on a tie) win and score 0.
                let lowest = beaters
                    .iter()
                    .map(|&seat| hand_points(seat))
                    .min()
                    .unwrap_or(0);
                let winners: Vec<usize> = beaters
                    .iter()
                    .copied()
                    .filter(|&seat| hand_points(seat) == lowest)
                    .collect();
                points[caller] = FAILED_CALL_PENALTY + called;
                notes[caller].push(Note::FailedCall);
                for &winner in &winners {
                    notes[winner].push(Note::BeatCaller);
                    decided.insert(winner);
                }
                let winner_names = join_names(winners.iter().map(|&seat| name(seat)));
                let had = if lowest == called {
                    format!("{winner_names} had {lowest} too (as few is enough to beat a call)")
                } else {
                    format!("{winner_names} had {lowest}")
                };
                let lowest_label = if winners.len() > 1 {
                    "(lowest, tied) score"
                } else {
                    "(lowest) scores"
                };
                explanation.push(format!(
                    "{} called with {}, but {had} — a failed call: {} scores \
                     {FAILED_CALL_PENALTY} + {called} = {}, {winner_names} {lowest_label} 0.",
                    name(caller),
                    points_in_hand(called),
                    name(caller),
                    points[caller]
                ));
                for &seat in beaters.iter().filter(|seat| !winners.contains(seat)) {
                    explanation.push(format!(
                        "{} also had {called} or fewer ({}) but not the lowest, so scores their \
                         hand.",
                        name(seat),
                        hand_points(seat)
                    ));
                }
            }
            for &seat in &blocked {
                explanation.push(format!(
                    "{} had {} but holds a bonus card, and a player holding a bonus card cannot \
                     beat the caller.",
                    name(seat),
                    hand_points(seat)
                ));
            }
        }
        Ending::Luck { seat: lucky } => {
            // Stroke of luck: the lucky player has 0 points and the round ends at once.
            notes[lucky].push(Note::Luck);
            decided.insert(lucky);
            explanation.push(format!(
                "{} emptied their hand by a stroke of luck — the round ends: {} scores 0, everyone \
                 else scores their hand.",
                name(lucky),
                name(lucky)
            ));
        }
    }

    // Everyone the ending did not decide scores their hand; house ruling: plus the penalty of
    // every bonus card still held, in every kind of round.
    for (seat, hand) in entry.hands.iter().enumerate() {
        let Some(hand) = hand else { continue };
        if decided.contains(&seat) {
            continue;
        }
        points[seat] = hand.round_score();
        let penalty = hand.penalty();
        if penalty > 0 {
            notes[seat].push(Note::BonusPenalty { points: penalty });
            let sum: Vec<String> = std::iter::once(hand.points.to_string())
                .chain(hand.bonus.iter().map(|bonus| bonus.penalty().to_string()))
                .collect();
            explanation.push(format!(
                "{} holds {}: +{penalty} ({} = {}).",
                name(seat),
                describe_bonus(&hand.bonus),
                sum.join(" + "),
                points[seat]
            ));
        }
    }

    let round = i64::from(standing.rounds_played) + 1;
    let started = starter(standing);
    let mut results = Vec::with_capacity(seats.len());
    for (seat, state) in seats.iter().enumerate() {
        if state.out {
            // House ruling: out players take no part in later rounds.
            results.push(SeatResult {
                points: 0,
                total: state.total,
                out: true,
                notes: vec![Note::SatOut],
                counters: state.counters.clone(),
            });
            continue;
        }
        let mut seat_notes = std::mem::take(&mut notes[seat]);
        let reached = state.total.saturating_add(points[seat]);
        let total = after_halving(reached);
        if total != reached {
            seat_notes.push(Note::Halved {
                from: reached,
                to: total,
            });
            explanation.push(format!(
                "{} reached exactly {reached} and is halved to {total}.",
                state.name
            ));
        }
        let out = total > SECOND_HALVING_MARK;
        if out {
            seat_notes.push(Note::WentOut { total });
            explanation.push(format!(
                "{} went above {SECOND_HALVING_MARK} ({total}) and is out.",
                state.name
            ));
        }
        let mut counters = state.counters.clone();
        if out {
            counters.insert(OUT_ROUND.to_string(), round);
        }
        if started == Some(seat) {
            counters.insert(STARTED.to_string(), round);
        }
        results.push(SeatResult {
            points: points[seat],
            total,
            out,
            notes: seat_notes,
            counters,
        });
    }
    Outcome {
        seats: results,
        explanation,
    }
}

/// "1 point", "7 points".
fn points_in_hand(points: i64) -> String {
    if points == 1 {
        "1 point".to_string()
    } else {
        format!("{points} points")
    }
}

/// "If you exactly reach 100 points, your score is halved to 50"; exactly 150 is halved to 75.
fn after_halving(total: i64) -> i64 {
    match total {
        FIRST_HALVING_MARK | SECOND_HALVING_MARK => total / 2,
        _ => total,
    }
}

/// `check under10 call`: scores a call as if it were the first round of a match with bonus cards
/// on (every player at total 0), so the round scores are the rules' own. The caller is a seat of
/// `names`; `hands` follow `names`. Use [`call_stands`] on the result.
pub fn settle_call(
    names: &[String],
    caller: usize,
    hands: &[Hand],
) -> Result<Outcome, RuleViolation> {
    check_player_count(names.len())?;
    let entry = Entry {
        ending: Ending::Call { seat: caller },
        hands: hands.iter().cloned().map(Some).collect(),
    };
    Under10.score(&check_options(), &Standing::start(names), None, &entry)
}

/// `check under10 call --call NAME NAME=POINTS[+BONUS]...`: the players are the names typed, in the
/// order typed; checked and scored like [`settle_call`]. Returns the caller's seat with the outcome.
pub fn check_call(input: &RoundInput) -> Result<(usize, Outcome), RuleViolation> {
    if input.luck.is_some() {
        return Err(RuleViolation::malformed(
            "check call takes --call, not --luck",
            "name the caller with --call NAME",
        ));
    }
    let names: Vec<String> = input
        .entries
        .iter()
        .map(|(name, _)| name.trim().to_string())
        .collect();
    let standing = Standing::start(&names);
    let options = check_options();
    let entry = Under10.parse(&options, &standing, None, input)?;
    check_player_count(names.len())?;
    let outcome = Under10.score(&options, &standing, None, &entry)?;
    Ok((entry.ending.seat(), outcome))
}

fn check_options() -> Options {
    Options {
        end: End::default(),
        bonus_cards: true,
    }
}

/// Whether the call in a scored round stood (the caller scored 0 as the winner).
pub fn call_stands(outcome: &Outcome, caller: usize) -> bool {
    outcome
        .seats
        .get(caller)
        .is_some_and(|seat| seat.notes.contains(&Note::Called))
}

/// The combinations a player may lay down at once (from the rule document's table).
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(rename_all = "kebab-case")]
pub enum Combination {
    Single,
    Pair,
    ThreeOfAKind,
    FourOfAKind,
    SmallStreet,
    BigStreet,
    Flush,
}

impl Combination {
    pub fn name(self) -> &'static str {
        match self {
            Combination::Single => "single card",
            Combination::Pair => "pair",
            Combination::ThreeOfAKind => "three of a kind",
            Combination::FourOfAKind => "four of a kind",
            Combination::SmallStreet => "small street",
            Combination::BigStreet => "big street",
            Combination::Flush => "flush",
        }
    }
}

impl fmt::Display for Combination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Cards that make a combination: which one, which others they also make, and why, in words.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct Combo {
    /// The first combination that fits, in the order of [`Combination`] (single card first,
    /// flush last).
    pub kind: Combination,
    /// Every further combination the same cards make (a straight of one colour is a big street
    /// and also a flush).
    pub also: Vec<Combination>,
    /// Why, e.g. "8r 9r 10r: small street — 8 9 10 in a row, all colour r".
    pub explanation: String,
}

const COMBINATIONS_LEGAL: &str = "a combination is a single card, a pair, three or four of a kind, \
     a small street (3 or 4 in a row of one colour), a big street (5 in a row) or a flush (5 of one \
     colour)";

/// Which combination these cards make, or why they make none. Order does not matter; values do
/// not wrap around (13 is not followed by 0); a joker stands in for one card of the player's
/// choice (house rulings, DESIGN section 5).
pub fn combination(cards: &[Under10Card]) -> Result<Combo, RuleViolation> {
    let shown = cards
        .iter()
        .map(Under10Card::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    check_cards(cards)?;
    let count = cards.len();
    if count == 0 {
        return Err(RuleViolation::malformed(
            "no cards to check",
            "give 1 to 5 cards, e.g. 8r 9r 10r",
        ));
    }
    if count > 5 {
        return Err(RuleViolation::rule(
            format!("{shown}: {count} cards, but a combination has at most 5"),
            COMBINATIONS_LEGAL,
        ));
    }
    let real: Vec<(u8, char)> = cards
        .iter()
        .filter_map(|card| match *card {
            Under10Card::Card { value, colour } => Some((value, colour)),
            Under10Card::Joker => None,
        })
        .collect();
    let jokers = count - real.len();

    let fits: Vec<(Combination, String)> = if real.is_empty() {
        jokers_only(count)
    } else {
        [
            single(count, jokers),
            of_a_kind(count, &real, jokers),
            small_street(count, &real, jokers),
            big_street(count, &real, jokers),
            flush(count, &real, jokers),
        ]
        .into_iter()
        .flatten()
        .collect()
    };

    let Some(((kind, why), rest)) = fits.split_first() else {
        return Err(RuleViolation::rule(
            format!("{shown}: {}", why_no_combination(count, &real, jokers)),
            COMBINATIONS_LEGAL,
        ));
    };
    let mut explanation = format!("{shown}: {kind} — {why}");
    for (other, why) in rest {
        explanation.push_str(&format!("; it is also a {other} — {why}"));
    }
    Ok(Combo {
        kind: *kind,
        also: rest.iter().map(|(kind, _)| *kind).collect(),
        explanation,
    })
}

/// Cards built in code rather than read by `parse_under10_card` may hold any value or colour:
/// refuse what the notation cannot write, so the arithmetic on values stays within 0–13.
fn check_cards(cards: &[Under10Card]) -> Result<(), RuleViolation> {
    for card in cards {
        if let Under10Card::Card { value, colour } = *card
            && (value > UNDER10_HIGHEST_VALUE || !colour.is_ascii_lowercase())
        {
            return Err(RuleViolation::malformed(
                format!("'{card}' is not an Under the 10 card"),
                "a card is its value 0–13 followed by a colour letter (8r, 12b), or joker / *",
            ));
        }
    }
    Ok(())
}

/// Only jokers: each stands in for any card, so they make whatever that many cards can make.
fn jokers_only(count: usize) -> Vec<(Combination, String)> {
    let why = "jokers only, standing in for any cards".to_string();
    let kinds: &[Combination] = match count {
        1 => &[Combination::Single],
        2 => &[Combination::Pair],
        3 => &[Combination::ThreeOfAKind, Combination::SmallStreet],
        4 => &[Combination::FourOfAKind, Combination::SmallStreet],
        _ => &[Combination::BigStreet, Combination::Flush],
    };
    kinds.iter().map(|&kind| (kind, why.clone())).collect()
}

fn single(count: usize, jokers: usize) -> Option<(Combination, String)> {
    (count == 1).then(|| {
        let why = if jokers == 1 {
            "one card (the joker)"
        } else {
            "one card on its own"
        };
        (Combination::Single, why.to_string())
    })
}

fn count_word(count: usize) -> &'static str {
    match count {
        1 => "one",
        2 => "two",
        3 => "three",
        4 => "four",
        _ => "five",
    }
}

/// "a 7", "an 8", "an 11": a card of this value, whatever its colour.
fn a_card_of(value: u8) -> String {
    let article = if matches!(value, 8 | 11) { "an" } else { "a" };
    format!("{article} {value}")
}

/// "the joker stands in for X" / "the jokers stand in for X and Y".
fn stand_ins(jokers: usize, stand_for: &str) -> String {
    if jokers == 1 {
        format!(" (the joker stands in for {stand_for})")
    } else {
        format!(" (the jokers stand in for {stand_for})")
    }
}

/// Pair, three or four of a kind: 2 to 4 cards of one value (five of a kind is none).
fn of_a_kind(count: usize, real: &[(u8, char)], jokers: usize) -> Option<(Combination, String)> {
    let kind = match count {
        2 => Combination::Pair,
        3 => Combination::ThreeOfAKind,
        4 => Combination::FourOfAKind,
        _ => return None,
    };
    let value = real.first()?.0;
    if real.iter().any(|&(v, _)| v != value) {
        return None;
    }
    let mut why = format!("{} cards of value {value}", count_word(count));
    if jokers > 0 {
        let each = if jokers == 1 { "" } else { "each " };
        why.push_str(&stand_ins(jokers, &format!("{each}{}", a_card_of(value))));
    }
    Some((kind, why))
}

/// The run of `count` consecutive values (no wrap-around) holding every real value once, if any.
/// The run starts at the lowest real value when it fits below 14, else it ends at 13.
fn run_of(count: usize, real: &[(u8, char)]) -> Option<Vec<u8>> {
    let values: BTreeSet<u8> = real.iter().map(|&(value, _)| value).collect();
    if values.len() != real.len() {
        return None; // a value twice cannot be part of a run
    }
    let low = *values.first()?;
    let high = *values.last()?;
    let span = u8::try_from(count).ok()?.checked_sub(1)?;
    if high - low > span {
        return None;
    }
    let start = low.min(UNDER10_HIGHEST_VALUE - span);
    Some((start..=start + span).collect())
}

fn run_text(run: &[u8]) -> String {
    run.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

/// The values of a run not held by a real card: what the jokers stand in for.
fn missing_from_run(run: &[u8], real: &[(u8, char)]) -> Vec<u8> {
    run.iter()
        .copied()
        .filter(|value| !real.iter().any(|&(v, _)| v == *value))
        .collect()
}

fn one_colour(real: &[(u8, char)]) -> Option<char> {
    let colour = real.first()?.1;
    real.iter().all(|&(_, c)| c == colour).then_some(colour)
}

/// Small street: 3 or 4 consecutive values, all of one colour.
fn small_street(count: usize, real: &[(u8, char)], jokers: usize) -> Option<(Combination, String)> {
    if !(3..=4).contains(&count) {
        return None;
    }
    let colour = one_colour(real)?;
    let run = run_of(count, real)?;
    let mut why = format!("{} in a row, all colour {colour}", run_text(&run));
    if jokers > 0 {
        let cards: Vec<String> = missing_from_run(&run, real)
            .iter()
            .map(|value| format!("{value}{colour}"))
            .collect();
        why.push_str(&stand_ins(
            jokers,
            &join_names(cards.iter().map(String::as_str)),
        ));
    }
    Some((Combination::SmallStreet, why))
}

/// Big street: 5 consecutive values, whatever their colours.
fn big_street(count: usize, real: &[(u8, char)], jokers: usize) -> Option<(Combination, String)> {
    if count != 5 {
        return None;
    }
    let run = run_of(count, real)?;
    let mut why = format!("{} in a row", run_text(&run));
    if jokers > 0 {
        let cards: Vec<String> = missing_from_run(&run, real)
            .iter()
            .map(|&value| a_card_of(value))
            .collect();
        why.push_str(&stand_ins(
            jokers,
            &join_names(cards.iter().map(String::as_str)),
        ));
    }
    Some((Combination::BigStreet, why))
}

/// Flush: 5 cards of one colour, whatever their values (even five of one value).
fn flush(count: usize, real: &[(u8, char)], jokers: usize) -> Option<(Combination, String)> {
    if count != 5 {
        return None;
    }
    let colour = one_colour(real)?;
    let mut why = format!("five cards of colour {colour}");
    if jokers > 0 {
        let each = if jokers == 1 { "a card" } else { "cards" };
        why.push_str(&stand_ins(jokers, &format!("{each} of colour {colour}")));
    }
    Some((Combination::Flush, why))
}

/// Why cards that fit no combination fit none, naming the nearest miss.
fn why_no_combination(count: usize, real: &[(u8, char)], jokers: usize) -> String {
    let mut counts: Vec<usize> = real
        .iter()
        .map(|&(value, _)| value)
        .collect::<BTreeSet<u8>>()
        .iter()
        .map(|value| real.iter().filter(|&&(v, _)| v == *value).count())
        .collect();
    counts.sort_unstable_by(|a, b| b.cmp(a));
    let pattern = if jokers == 0 { counts.as_slice() } else { &[] };
    let even_with = if jokers == 0 {
        ""
    } else if jokers == 1 {
        ", not even with the joker"
    } else {
        ", not even with the jokers"
    };
    if count == 2 {
        return "two cards of different values — a pair needs two cards of one value".to_string();
    }
    match pattern {
        [5] => {
            return "five of a kind is not a combination, and the colours differ, so it is no flush"
                .to_string();
        }
        [3, 2] => {
            return "a full house is not a combination, and the colours differ, so it is no flush"
                .to_string();
        }
        [2, 2, 1] => {
            return "two pair is not a combination, and the colours differ, so it is no flush"
                .to_string();
        }
        [2, 2] => return "two pair is not a combination".to_string(),
        [3, 1] => return "three of a kind with one more card is not a combination".to_string(),
        _ => {}
    }
    if wraps_around(count, real) {
        return format!(
            "13 is not followed by 0 — streets do not wrap around{}",
            if count == 5 {
                ", and the colours differ, so it is no flush"
            } else {
                ""
            }
        );
    }
    if count < 5 && run_of(count, real).is_some() {
        return format!(
            "{} in a row but not of one colour — a small street needs one colour",
            count_word(count)
        );
    }
    if count < 5 {
        format!(
            "neither all of one value ({}) nor {} in a row of one colour (small street){even_with}",
            if count == 3 {
                "three of a kind"
            } else {
                "four of a kind"
            },
            count_word(count)
        )
    } else {
        format!("neither five in a row (big street) nor five of one colour (flush){even_with}")
    }
}

/// Whether the values would make a run only if 13 were followed by 0.
fn wraps_around(count: usize, real: &[(u8, char)]) -> bool {
    let values: BTreeSet<u8> = real.iter().map(|&(value, _)| value).collect();
    let same_colour_or_big = count == 5 || one_colour(real).is_some();
    if !same_colour_or_big || values.len() != real.len() || run_of(count, real).is_some() {
        return false;
    }
    let cycle = UNDER10_HIGHEST_VALUE + 1;
    (1..cycle).any(|shift| {
        let shifted: Vec<(u8, char)> = real
            .iter()
            .map(|&(value, colour)| ((value + shift) % cycle, colour))
            .collect();
        run_of(count, &shifted).is_some()
    })
}

/// Stroke of luck: a card drawn from the closed deck with the value of a card just laid may be laid
/// at once. House rulings: it must come from the closed deck, match the value of any card just
/// laid, and a drawn joker never matches (a laid joker has no value of its own to match either).
/// Ok carries the reason; Err (exit 3) says why it is not a stroke of luck.
pub fn stroke_of_luck(
    played: &[Under10Card],
    drawn: Under10Card,
    from_closed_deck: bool,
) -> Result<String, RuleViolation> {
    let laid = played
        .iter()
        .map(Under10Card::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    const LEGAL: &str = "a stroke of luck is a card drawn from the closed deck with the same value \
                         as a card just laid (a drawn joker never matches)";
    check_cards(played)?;
    check_cards(&[drawn])?;
    if played.is_empty() {
        return Err(RuleViolation::malformed(
            "no card was laid",
            "give the cards just laid with --played, e.g. --played 8r,8b",
        ));
    }
    if !from_closed_deck {
        return Err(RuleViolation::rule(
            format!(
                "{drawn} was taken from the open deck: only a card drawn from the closed deck can be a stroke of luck"
            ),
            LEGAL,
        ));
    }
    let Some(drawn_value) = drawn.value() else {
        return Err(RuleViolation::rule(
            "a drawn joker is never a stroke of luck: it has no value of its own to match",
            LEGAL,
        ));
    };
    match played.iter().find(|card| card.value() == Some(drawn_value)) {
        Some(matched) => Ok(format!(
            "{drawn} drawn from the closed deck has the value of {matched} just laid: a stroke of \
             luck — it may be laid at once"
        )),
        None => Err(RuleViolation::rule(
            format!(
                "{drawn} drawn from the closed deck matches the value of none of the cards just laid ({laid})"
            ),
            LEGAL,
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ViolationKind;
    use proptest::prelude::*;

    const ALL_IN: [&str; 4] = ["Ann", "Bob", "Cy", "Dee"];

    fn names(names: &[&str]) -> Vec<String> {
        names.iter().map(|name| name.to_string()).collect()
    }

    fn fresh(players: &[&str]) -> Standing {
        Standing::start(&names(players))
    }

    fn with_totals(totals: &[(i64, bool)]) -> Standing {
        let mut standing = fresh(&ALL_IN[..totals.len()]);
        for (seat, &(total, out)) in standing.seats.iter_mut().zip(totals) {
            seat.total = total;
            seat.out = out;
        }
        standing
    }

    fn plain() -> Options {
        Options::default()
    }

    fn bonus_on() -> Options {
        Options {
            end: End::LastStanding,
            bonus_cards: true,
        }
    }

    fn first_out() -> Options {
        Options {
            end: End::FirstOut,
            bonus_cards: false,
        }
    }

    fn input(entries: &[(&str, &str)], call: Option<&str>, luck: Option<&str>) -> RoundInput {
        RoundInput {
            entries: entries
                .iter()
                .map(|(name, value)| (name.to_string(), value.to_string()))
                .collect(),
            call: call.map(str::to_string),
            luck: luck.map(str::to_string),
        }
    }

    /// Parses and scores a typed round.
    fn play(
        options: &Options,
        standing: &Standing,
        entries: &[(&str, &str)],
        call: Option<&str>,
        luck: Option<&str>,
    ) -> Result<Outcome, RuleViolation> {
        let entry = Under10.parse(options, standing, None, &input(entries, call, luck))?;
        Under10.score(options, standing, None, &entry)
    }

    fn call(standing: &Standing, entries: &[(&str, &str)], caller: &str) -> Outcome {
        play(&bonus_on(), standing, entries, Some(caller), None).unwrap()
    }

    fn round_points(outcome: &Outcome) -> Vec<i64> {
        outcome.seats.iter().map(|seat| seat.points).collect()
    }

    fn totals(outcome: &Outcome) -> Vec<i64> {
        outcome.seats.iter().map(|seat| seat.total).collect()
    }

    fn refused(result: Result<Outcome, RuleViolation>) -> RuleViolation {
        result.expect_err("the round should be refused")
    }

    // --- calls --------------------------------------------------------------------------------

    #[test]
    fn a_call_stands_when_everyone_else_has_more_and_the_winner_receives_0() {
        let outcome = call(
            &fresh(&ALL_IN),
            &[("Ann", "6"), ("Bob", "7"), ("Cy", "12"), ("Dee", "30")],
            "Ann",
        );
        assert_eq!(round_points(&outcome), vec![0, 7, 12, 30]);
        assert_eq!(outcome.seats[0].notes, vec![Note::Called]);
        assert!(call_stands(&outcome, 0));
        assert!(
            outcome.explanation[0].contains("the call stands"),
            "{:?}",
            outcome.explanation
        );
    }

    #[test]
    fn a_failed_call_costs_20_plus_the_hand_and_the_lower_player_scores_0() {
        let outcome = call(
            &fresh(&["Ann", "Bob", "Cy"]),
            &[("Ann", "4"), ("Bob", "6"), ("Cy", "11")],
            "Bob",
        );
        assert_eq!(round_points(&outcome), vec![0, 26, 11]);
        assert_eq!(outcome.seats[1].notes, vec![Note::FailedCall]);
        assert_eq!(outcome.seats[0].notes, vec![Note::BeatCaller]);
        assert!(!call_stands(&outcome, 1));
        assert_eq!(
            outcome.explanation[0],
            "Bob called with 6 points, but Ann had 4 — a failed call: Bob scores 20 + 6 = 26, Ann \
             (lowest) scores 0."
        );
    }

    #[test]
    fn a_player_with_as_many_points_as_the_caller_beats_the_call() {
        let outcome = call(
            &fresh(&["Ann", "Bob", "Cy"]),
            &[("Ann", "5"), ("Bob", "5"), ("Cy", "9")],
            "Ann",
        );
        assert_eq!(round_points(&outcome), vec![25, 0, 9]);
        assert_eq!(outcome.seats[1].notes, vec![Note::BeatCaller]);
    }

    #[test]
    fn beaters_tied_at_the_lowest_all_score_0_and_a_higher_beater_scores_their_hand() {
        let outcome = call(
            &fresh(&ALL_IN),
            &[("Ann", "8"), ("Bob", "3"), ("Cy", "3"), ("Dee", "7")],
            "Ann",
        );
        assert_eq!(round_points(&outcome), vec![28, 0, 0, 7]);
        assert_eq!(outcome.seats[1].notes, vec![Note::BeatCaller]);
        assert_eq!(outcome.seats[2].notes, vec![Note::BeatCaller]);
        assert!(outcome.seats[3].notes.is_empty());
        assert!(outcome.explanation[0].contains("Bob and Cy (lowest, tied) score 0"));
    }

    #[test]
    fn a_bonus_holder_with_fewer_points_does_not_beat_the_caller_and_pays_the_penalty() {
        let outcome = call(
            &fresh(&["Ann", "Bob", "Cy"]),
            &[("Ann", "6"), ("Bob", "2+joker"), ("Cy", "9")],
            "Ann",
        );
        assert_eq!(round_points(&outcome), vec![0, 12, 9]);
        assert!(call_stands(&outcome, 0));
        assert_eq!(
            outcome.seats[1].notes,
            vec![Note::BonusPenalty { points: 10 }]
        );
        assert!(
            outcome
                .explanation
                .iter()
                .any(|line| line.contains("cannot beat the caller"))
        );
    }

    #[test]
    fn a_bonus_holder_does_not_share_the_win_of_a_failed_call() {
        let outcome = call(
            &fresh(&["Ann", "Bob", "Cy"]),
            &[("Ann", "6"), ("Bob", "1+trade-one"), ("Cy", "4")],
            "Ann",
        );
        assert_eq!(round_points(&outcome), vec![26, 6, 0]);
    }

    #[test]
    fn each_bonus_card_costs_its_penalty() {
        assert_eq!(Bonus::TradeAll.penalty(), 20);
        assert_eq!(Bonus::Joker.penalty(), 10);
        assert_eq!(Bonus::TradeOne.penalty(), 5);
        let outcome = call(
            &fresh(&ALL_IN),
            &[
                ("Ann", "3"),
                ("Bob", "4+trade-all"),
                ("Cy", "4+joker"),
                ("Dee", "4+trade-one"),
            ],
            "Ann",
        );
        assert_eq!(round_points(&outcome), vec![0, 24, 14, 9]);
        assert!(
            outcome
                .explanation
                .contains(&"Cy holds a joker: +10 (4 + 10 = 14).".to_string())
        );
    }

    #[test]
    fn several_bonus_cards_add_up() {
        let outcome = call(
            &fresh(&["Ann", "Bob"]),
            &[("Ann", "3"), ("Bob", "0+trade-all+joker+trade-one")],
            "Ann",
        );
        assert_eq!(round_points(&outcome), vec![0, 35]);
        assert_eq!(
            outcome.seats[1].notes,
            vec![Note::BonusPenalty { points: 35 }]
        );
    }

    #[test]
    fn a_call_with_9_points_is_legal_and_with_10_refused() {
        let standing = fresh(&["Ann", "Bob"]);
        assert!(
            play(
                &plain(),
                &standing,
                &[("Ann", "9"), ("Bob", "20")],
                Some("Ann"),
                None
            )
            .is_ok()
        );
        let error = refused(play(
            &plain(),
            &standing,
            &[("Ann", "10"), ("Bob", "20")],
            Some("Ann"),
            None,
        ));
        assert_eq!(error.kind, ViolationKind::AgainstRules);
        assert_eq!(error.problem, "Ann called with 10 points in hand");
        assert_eq!(
            error.legal,
            "a call needs fewer than 10 points (0 to 9) and no bonus card"
        );
        let error = refused(play(
            &plain(),
            &standing,
            &[("Ann", "12"), ("Bob", "20")],
            Some("Ann"),
            None,
        ));
        assert_eq!(error.problem, "Ann called with 12 points in hand");
    }

    #[test]
    fn a_call_while_holding_a_bonus_card_is_refused() {
        let error = refused(play(
            &bonus_on(),
            &fresh(&["Ann", "Bob"]),
            &[("Ann", "0+trade-one"), ("Bob", "20")],
            Some("Ann"),
            None,
        ));
        assert_eq!(error.kind, ViolationKind::AgainstRules);
        assert_eq!(error.problem, "Ann called while holding a trade-one");
    }

    #[test]
    fn a_bonus_card_with_bonus_cards_off_is_refused() {
        let error = refused(play(
            &plain(),
            &fresh(&["Ann", "Bob"]),
            &[("Ann", "3"), ("Bob", "4+joker")],
            Some("Ann"),
            None,
        ));
        assert_eq!(error.kind, ViolationKind::AgainstRules);
        assert_eq!(
            error.problem,
            "Bob holds a joker, but this match is played without bonus cards"
        );
    }

    #[test]
    fn card_points_above_five_cards_of_13_less_the_bonus_cards_are_refused() {
        let standing = fresh(&["Ann", "Bob"]);
        let hand = |bob: &str| {
            play(
                &bonus_on(),
                &standing,
                &[("Ann", "3"), ("Bob", bob)],
                Some("Ann"),
                None,
            )
        };
        assert!(hand("65").is_ok());
        assert_eq!(refused(hand("66")).kind, ViolationKind::AgainstRules);
        assert!(hand("52+joker").is_ok());
        assert_eq!(refused(hand("53+joker")).kind, ViolationKind::AgainstRules);
        assert!(hand("39+joker+trade-one").is_ok());
        assert_eq!(
            refused(hand("40+joker+trade-one")).kind,
            ViolationKind::AgainstRules
        );
        assert!(hand("0+joker+joker+joker+joker+joker").is_ok());
        assert_eq!(
            refused(hand("1+joker+joker+joker+joker+joker")).kind,
            ViolationKind::AgainstRules
        );
        let error = refused(hand("0+joker+joker+joker+joker+joker+joker"));
        assert_eq!(error.kind, ViolationKind::AgainstRules);
        assert_eq!(
            error.problem,
            "Bob holds 6 bonus cards, but a hand holds at most 5 cards"
        );
        assert_eq!(
            refused(hand("53+joker")).problem,
            "Bob has 53 points in hand, but besides 1 bonus card, 4 cards of at most 13 make at most 52"
        );
    }

    #[test]
    fn negative_points_are_malformed() {
        let error = refused(play(
            &plain(),
            &fresh(&["Ann", "Bob"]),
            &[("Ann", "3"), ("Bob", "-4")],
            Some("Ann"),
            None,
        ));
        assert_eq!(error.kind, ViolationKind::Malformed);
        // A stored entry is checked too.
        let entry = Entry {
            ending: Ending::Call { seat: 0 },
            hands: vec![
                Some(Hand {
                    points: 3,
                    bonus: vec![],
                }),
                Some(Hand {
                    points: -4,
                    bonus: vec![],
                }),
            ],
        };
        let error = Under10
            .score(&plain(), &fresh(&["Ann", "Bob"]), None, &entry)
            .unwrap_err();
        assert_eq!(error.kind, ViolationKind::Malformed);
    }

    // --- stroke of luck -----------------------------------------------------------------------

    #[test]
    fn a_stroke_of_luck_scores_0_for_the_lucky_player_and_the_hand_for_everyone_else() {
        let outcome = play(
            &bonus_on(),
            &fresh(&["Ann", "Bob", "Cy"]),
            &[("Ann", "12+joker"), ("Bob", "0"), ("Cy", "3")],
            None,
            Some("Bob"),
        )
        .unwrap();
        assert_eq!(round_points(&outcome), vec![22, 0, 3]);
        assert_eq!(outcome.seats[1].notes, vec![Note::Luck]);
        assert_eq!(
            outcome.seats[0].notes,
            vec![Note::BonusPenalty { points: 10 }]
        );
    }

    #[test]
    fn a_lucky_player_with_points_or_a_bonus_card_left_is_refused() {
        let standing = fresh(&["Ann", "Bob"]);
        let error = refused(play(
            &bonus_on(),
            &standing,
            &[("Ann", "3"), ("Bob", "5")],
            None,
            Some("Ann"),
        ));
        assert_eq!(error.kind, ViolationKind::AgainstRules);
        assert_eq!(error.problem, "Ann had a stroke of luck but still holds 3");
        assert_eq!(
            error.legal,
            "a stroke of luck empties the hand: enter Ann=0"
        );
        let error = refused(play(
            &bonus_on(),
            &standing,
            &[("Ann", "0+joker"), ("Bob", "5")],
            None,
            Some("Ann"),
        ));
        assert_eq!(error.kind, ViolationKind::AgainstRules);
    }

    // --- malformed entries --------------------------------------------------------------------

    /// Entries, `--call`, `--luck`, and the problem the refusal must name.
    type MalformedCase<'a> = (
        Vec<(&'a str, &'a str)>,
        Option<&'a str>,
        Option<&'a str>,
        &'a str,
    );

    #[test]
    fn malformed_entries_are_exit_2_with_one_line_messages() {
        let standing = fresh(&["Ann", "Bob"]);
        let cases: Vec<MalformedCase> = vec![
            (
                vec![("Ann", "3"), ("Zed", "4")],
                Some("Ann"),
                None,
                "Zed=4: there is no player 'Zed' in this match",
            ),
            (
                vec![("Ann", "3"), ("ann", "4")],
                Some("Ann"),
                None,
                "Ann is entered twice",
            ),
            (vec![("Ann", "3")], Some("Ann"), None, "no entry for Bob"),
            (
                vec![("Ann", "3"), ("Bob", "seven")],
                Some("Ann"),
                None,
                "Bob=seven: 'seven' is not a number of points",
            ),
            (
                vec![("Ann", "3"), ("Bob", "")],
                Some("Ann"),
                None,
                "Bob=: '' gives no points",
            ),
            (
                vec![("Ann", "3"), ("Bob", "4+queen")],
                Some("Ann"),
                None,
                "Bob=4+queen: 'queen' is not a bonus card",
            ),
            (
                vec![("Ann", "3"), ("Bob", "4+")],
                Some("Ann"),
                None,
                "Bob=4+: '4+' has a '+' with no bonus card after it",
            ),
            (
                vec![("Ann", "3"), ("Bob", "4")],
                None,
                None,
                "the round needs --call or --luck: say how it ended",
            ),
            (
                vec![("Ann", "0"), ("Bob", "4")],
                Some("Ann"),
                Some("Ann"),
                "both --call and --luck given: a round ends either by a call or by a stroke of luck",
            ),
            (
                vec![("Ann", "3"), ("Bob", "4")],
                Some("Zed"),
                None,
                "--call Zed: there is no player 'Zed' in this match",
            ),
            (
                vec![("Ann", "3"), ("", "4")],
                Some("Ann"),
                None,
                "'=4' names no player",
            ),
        ];
        for (entries, call, luck, problem) in cases {
            let error = refused(play(&bonus_on(), &standing, &entries, call, luck));
            assert_eq!(error.kind, ViolationKind::Malformed, "{problem}");
            assert_eq!(error.problem, problem);
            assert!(!error.problem.contains('\n') && !error.legal.contains('\n'));
            assert!(!error.legal.is_empty());
        }
    }

    #[test]
    fn bonus_names_are_case_insensitive_and_accept_underscores() {
        assert_eq!(
            parse_hand("7+JOKER+Trade_One+trade-all").unwrap().bonus,
            vec![Bonus::Joker, Bonus::TradeOne, Bonus::TradeAll]
        );
        assert_eq!(
            parse_hand(" 7 ").unwrap(),
            Hand {
                points: 7,
                bonus: vec![]
            }
        );
        assert!("tradeone".parse::<Bonus>().is_err());
        for bonus in Bonus::ALL {
            assert_eq!(bonus.to_string().parse::<Bonus>(), Ok(bonus));
        }
        let hand = parse_hand("12+joker+trade-one").unwrap();
        assert_eq!(hand.to_string(), "12+joker+trade-one");
        assert_eq!(hand.penalty(), 15);
    }

    // --- halving and going out ----------------------------------------------------------------

    /// Ann calls with 0; Bob's hand lands his total where the test wants it.
    fn bob_reaches(previous: i64, hand: i64) -> SeatResult {
        let standing = with_totals(&[(0, false), (previous, false)]);
        let bob = hand.to_string();
        call(&standing, &[("Ann", "0"), ("Bob", &bob)], "Ann").seats[1].clone()
    }

    #[test]
    fn exactly_100_is_halved_to_50_and_99_and_101_are_not() {
        let bob = bob_reaches(90, 10);
        assert_eq!((bob.points, bob.total), (10, 50));
        assert_eq!(bob.notes, vec![Note::Halved { from: 100, to: 50 }]);
        assert_eq!(bob_reaches(89, 10).total, 99);
        assert_eq!(bob_reaches(91, 10).total, 101);
    }

    #[test]
    fn exactly_150_is_halved_to_75_and_is_not_out() {
        let bob = bob_reaches(140, 10);
        assert_eq!((bob.total, bob.out), (75, false));
        assert_eq!(bob.notes, vec![Note::Halved { from: 150, to: 75 }]);
        assert_eq!(
            (bob_reaches(139, 10).total, bob_reaches(139, 10).out),
            (149, false)
        );
    }

    #[test]
    fn above_150_is_out() {
        let bob = bob_reaches(141, 10);
        assert_eq!((bob.total, bob.out), (151, true));
        assert_eq!(bob.notes, vec![Note::WentOut { total: 151 }]);
        let outcome = call(
            &with_totals(&[(0, false), (150 - 8, false)]),
            &[("Ann", "0"), ("Bob", "28")],
            "Ann",
        );
        assert!(
            outcome
                .explanation
                .contains(&"Bob went above 150 (170) and is out.".to_string())
        );
    }

    #[test]
    fn halving_is_explained() {
        let outcome = call(
            &with_totals(&[(0, false), (90, false)]),
            &[("Ann", "0"), ("Bob", "10")],
            "Ann",
        );
        assert!(
            outcome
                .explanation
                .contains(&"Bob reached exactly 100 and is halved to 50.".to_string())
        );
    }

    #[test]
    fn an_out_player_sits_out_and_an_entry_for_them_is_refused() {
        let standing = with_totals(&[(40, false), (162, true), (20, false)]);
        let outcome = play(
            &plain(),
            &standing,
            &[("Ann", "5"), ("Cy", "9")],
            Some("Ann"),
            None,
        )
        .unwrap();
        assert_eq!(
            outcome.seats[1],
            SeatResult {
                points: 0,
                total: 162,
                out: true,
                notes: vec![Note::SatOut],
                counters: Default::default()
            }
        );
        assert_eq!(totals(&outcome), vec![40, 162, 29]);

        let error = refused(play(
            &plain(),
            &standing,
            &[("Ann", "5"), ("Bob", "3"), ("Cy", "9")],
            Some("Ann"),
            None,
        ));
        assert_eq!(error.kind, ViolationKind::AgainstRules);
        assert_eq!(
            error.problem,
            "Bob is out of the match (162) and takes no part in later rounds"
        );
        assert_eq!(
            error.legal,
            "leave Bob out of the entry; the players still in are Ann and Cy"
        );

        let error = refused(play(
            &plain(),
            &standing,
            &[("Ann", "5")],
            Some("Ann"),
            None,
        ));
        assert_eq!(error.kind, ViolationKind::Malformed);
        assert_eq!(error.problem, "no entry for Cy");

        let error = refused(play(
            &plain(),
            &standing,
            &[("Ann", "5"), ("Cy", "0")],
            None,
            Some("Bob"),
        ));
        assert_eq!(error.kind, ViolationKind::Malformed);
        assert_eq!(error.problem, "--luck Bob: Bob is out of the match (162)");
    }

    #[test]
    fn a_stored_entry_is_checked_again_when_scored() {
        let standing = with_totals(&[(40, false), (162, true), (20, false)]);
        let some = |points| {
            Some(Hand {
                points,
                bonus: vec![],
            })
        };
        let entries = [
            (
                Entry {
                    ending: Ending::Call { seat: 0 },
                    hands: vec![some(5), some(3), some(9)],
                },
                ViolationKind::AgainstRules,
            ),
            (
                Entry {
                    ending: Ending::Call { seat: 0 },
                    hands: vec![some(5), None],
                },
                ViolationKind::Malformed,
            ),
            (
                Entry {
                    ending: Ending::Call { seat: 7 },
                    hands: vec![some(5), None, some(9)],
                },
                ViolationKind::Malformed,
            ),
            (
                Entry {
                    ending: Ending::Call { seat: 1 },
                    hands: vec![some(5), None, some(9)],
                },
                ViolationKind::Malformed,
            ),
            (
                Entry {
                    ending: Ending::Call { seat: 2 },
                    hands: vec![some(5), None, some(19)],
                },
                ViolationKind::AgainstRules,
            ),
            (
                Entry {
                    ending: Ending::Luck { seat: 2 },
                    hands: vec![some(5), None, some(1)],
                },
                ViolationKind::AgainstRules,
            ),
            (
                Entry {
                    ending: Ending::Call { seat: 0 },
                    hands: vec![some(5), None, some(66)],
                },
                ViolationKind::AgainstRules,
            ),
        ];
        for (entry, kind) in entries {
            assert_eq!(
                Under10
                    .score(&plain(), &standing, None, &entry)
                    .unwrap_err()
                    .kind,
                kind,
                "{entry:?}"
            );
        }
    }

    #[test]
    fn no_round_is_scored_with_fewer_than_two_players_in() {
        let standing = with_totals(&[(40, false), (162, true)]);
        let error = refused(play(
            &plain(),
            &standing,
            &[("Ann", "5")],
            Some("Ann"),
            None,
        ));
        assert_eq!(error.kind, ViolationKind::AgainstRules);
    }

    // --- the match as a whole -----------------------------------------------------------------

    #[test]
    fn last_standing_ends_when_at_most_one_player_is_in() {
        let options = plain();
        assert_eq!(
            Under10.progress(
                &options,
                &with_totals(&[(10, false), (162, true), (30, false)])
            ),
            Progress::InProgress
        );
        assert_eq!(
            Under10.progress(
                &options,
                &with_totals(&[(10, false), (162, true), (153, true)])
            ),
            Progress::Ended
        );
        assert_eq!(
            Under10.progress(&options, &with_totals(&[(160, true), (162, true)])),
            Progress::Ended
        );
        assert_eq!(
            Under10.progress(&options, &fresh(&["Ann", "Bob"])),
            Progress::InProgress
        );
    }

    #[test]
    fn first_out_ends_after_the_round_in_which_anyone_went_out() {
        let options = first_out();
        assert_eq!(
            Under10.progress(
                &options,
                &with_totals(&[(10, false), (140, false), (30, false)])
            ),
            Progress::InProgress
        );
        assert_eq!(
            Under10.progress(
                &options,
                &with_totals(&[(10, false), (162, true), (30, false)])
            ),
            Progress::Ended
        );
    }

    #[test]
    fn rank_keys_put_players_still_in_first_then_the_lowest_total() {
        let standing = with_totals(&[(90, false), (162, true), (30, false), (155, true)]);
        let keys: Vec<Vec<i64>> = standing
            .seats
            .iter()
            .map(|seat| Under10.rank_key(&plain(), seat))
            .collect();
        assert_eq!(
            keys,
            vec![
                vec![0, 0, 90],
                vec![1, 0, 162],
                vec![0, 0, 30],
                vec![1, 0, 155]
            ]
        );
        assert_eq!(crate::games::ranks(&keys), vec![2, 4, 1, 3]);
        // The last players going out together: the lowest total among them wins (tenscore ruling).
        let standing = with_totals(&[(170, true), (152, true)]);
        let keys: Vec<Vec<i64>> = standing
            .seats
            .iter()
            .map(|seat| Under10.rank_key(&plain(), seat))
            .collect();
        assert_eq!(crate::games::ranks(&keys), vec![2, 1]);
    }

    /// Scores one round in which `caller` calls with 0 and everyone else still in holds `hand`.
    fn play_call(standing: &Standing, caller: usize, hand: i64) -> Standing {
        let entry = Entry {
            ending: Ending::Call { seat: caller },
            hands: standing
                .seats
                .iter()
                .enumerate()
                .map(|(seat, state)| {
                    (!state.out).then(|| Hand {
                        points: if seat == caller { 0 } else { hand },
                        bonus: vec![],
                    })
                })
                .collect(),
        };
        let outcome = Under10.score(&plain(), standing, None, &entry).unwrap();
        standing.after(&outcome)
    }

    #[test]
    fn the_starter_moves_one_seat_clockwise_from_the_last_starter_skipping_players_who_are_out() {
        let next = |standing: &Standing| Under10.next_round(&plain(), standing);
        let mut standing = fresh(&ALL_IN);
        assert_eq!(next(&standing), "Round 1: Ann starts.");
        // Bob goes out in round 1 (140 + 20).
        standing.seats[1].total = 140;
        standing = play_call(&standing, 0, 20);
        assert!(standing.seats[1].out);
        assert_eq!(next(&standing), "Round 2: Cy starts.");
        standing = play_call(&standing, 2, 1);
        // Dee follows Cy: the player after an out player never starts twice in a row.
        assert_eq!(next(&standing), "Round 3: Dee starts.");
        standing = play_call(&standing, 2, 1);
        assert_eq!(next(&standing), "Round 4: Ann starts.");
        standing = play_call(&standing, 2, 1);
        assert_eq!(next(&standing), "Round 5: Cy starts.");
    }

    #[test]
    fn players_who_went_out_later_rank_above_those_who_went_out_earlier() {
        let mut standing = with_totals(&[(140, false), (120, false), (130, false)]);
        // Round 1: Ann goes out at 152.
        standing = play_call(&standing, 1, 12);
        assert!(standing.seats[0].out && !standing.seats[2].out);
        assert_eq!(standing.seats[0].counters.get("out_round"), Some(&1));
        // Round 2: Cy calls; Bob goes out at 160.
        standing = play_call(&standing, 2, 40);
        assert!(standing.seats[1].out);
        let keys: Vec<Vec<i64>> = standing
            .seats
            .iter()
            .map(|seat| Under10.rank_key(&plain(), seat))
            .collect();
        // Cy is still in; Bob (out in round 2 at 160) ranks above Ann (out in round 1 at 152).
        assert_eq!(crate::games::ranks(&keys), vec![3, 2, 1]);
    }

    #[test]
    fn options_read_the_end_and_bonus_cards_and_refuse_player_counts_outside_2_to_6() {
        let chosen = NewOptions {
            end: None,
            bonus_cards: false,
        };
        assert_eq!(
            Under10.options(&chosen, 4),
            Ok(Options {
                end: End::LastStanding,
                bonus_cards: false
            })
        );
        let chosen = NewOptions {
            end: Some("First-Out".into()),
            bonus_cards: true,
        };
        assert_eq!(
            Under10.options(&chosen, 2),
            Ok(Options {
                end: End::FirstOut,
                bonus_cards: true
            })
        );
        let chosen = NewOptions {
            end: Some("sudden-death".into()),
            bonus_cards: false,
        };
        let error = Under10.options(&chosen, 3).unwrap_err();
        assert_eq!(error.kind, ViolationKind::Malformed);
        assert!(error.problem.contains("last-standing") && error.problem.contains("first-out"));
        for players in [0, 1, 7] {
            let error = Under10
                .options(&NewOptions::default(), players)
                .unwrap_err();
            assert_eq!(error.kind, ViolationKind::AgainstRules);
            assert!(
                error
                    .problem
                    .starts_with("Under the 10 is played by 2 to 6 players")
            );
        }
        assert_eq!(
            Under10.describe_options(&plain()),
            "last one standing wins, bonus cards off"
        );
        assert_eq!(End::FirstOut.to_string().parse::<End>(), Ok(End::FirstOut));
        let stored: Options =
            serde_json::from_value(serde_json::json!({"end": "first-out", "bonus_cards": true}))
                .unwrap();
        assert_eq!(
            stored,
            Options {
                end: End::FirstOut,
                bonus_cards: true
            }
        );
    }

    #[test]
    fn entries_survive_a_json_round_trip() {
        let entry = Under10
            .parse(
                &bonus_on(),
                &fresh(&["Ann", "Bob"]),
                None,
                &input(&[("Ann", "3"), ("Bob", "4+joker")], Some("Ann"), None),
            )
            .unwrap();
        let json = serde_json::to_value(&entry).unwrap();
        assert_eq!(serde_json::from_value::<Entry>(json).unwrap(), entry);
    }

    #[test]
    fn the_rules_text_marks_the_house_rulings() {
        let text = Under10.rules_text();
        assert!(text.matches("[house ruling]").count() >= 8);
        assert!(text.lines().all(|line| line.chars().count() <= 100));
    }

    // --- check call ---------------------------------------------------------------------------

    #[test]
    fn check_call_scores_with_bonus_cards_on_from_totals_of_0() {
        let (caller, outcome) = check_call(&input(
            &[("Ann", "5"), ("Bob", "3+joker"), ("Cy", "7")],
            Some("ann"),
            None,
        ))
        .unwrap();
        assert_eq!(caller, 0);
        assert!(call_stands(&outcome, caller));
        assert_eq!(round_points(&outcome), vec![0, 13, 7]);
        let hands = [
            Hand {
                points: 5,
                bonus: vec![],
            },
            Hand {
                points: 5,
                bonus: vec![],
            },
        ];
        let outcome = settle_call(&names(&["Ann", "Bob"]), 0, &hands).unwrap();
        assert!(!call_stands(&outcome, 0));
        assert_eq!(round_points(&outcome), vec![25, 0]);
        assert_eq!(
            check_call(&input(&[("Ann", "5")], Some("Ann"), None))
                .unwrap_err()
                .kind,
            ViolationKind::AgainstRules
        );
        assert_eq!(
            check_call(&input(&[("Ann", "5"), ("Ann", "5")], Some("Ann"), None))
                .unwrap_err()
                .kind,
            ViolationKind::Malformed
        );
    }

    // --- combinations -------------------------------------------------------------------------

    fn cards(text: &str) -> Vec<Under10Card> {
        crate::games::cards::parse_under10_cards(&[text.to_string()]).unwrap()
    }

    fn combo(text: &str) -> Combo {
        combination(&cards(text)).unwrap()
    }

    fn no_combo(text: &str) -> RuleViolation {
        let error = combination(&cards(text)).unwrap_err();
        assert_eq!(error.kind, ViolationKind::AgainstRules, "{text}");
        error
    }

    #[test]
    fn each_combination_is_recognised_in_any_order() {
        assert_eq!(combo("5r").kind, Combination::Single);
        assert_eq!(combo("8r 8b").kind, Combination::Pair);
        assert_eq!(combo("10r 10b 10g").kind, Combination::ThreeOfAKind);
        assert_eq!(
            combo("10r 10b 10g").explanation,
            "10r 10b 10g: three of a kind — three cards of value 10"
        );
        assert_eq!(combo("3r 3b 3g 3y").kind, Combination::FourOfAKind);
        assert_eq!(combo("5r 3r 4r").kind, Combination::SmallStreet);
        assert_eq!(
            combo("5r 3r 4r").explanation,
            "5r 3r 4r: small street — 3 4 5 in a row, all colour r"
        );
        assert_eq!(combo("3r 4r 5r 6r").kind, Combination::SmallStreet);
        assert_eq!(combo("12b 9r 10g 8r 11y").kind, Combination::BigStreet);
        assert_eq!(combo("4r 5r 3r 10r 12r").kind, Combination::Flush);
        assert_eq!(combo("0r 1b 2g 3r 4r").kind, Combination::BigStreet);
        assert_eq!(combo("9r 10b 11g 12r 13r").kind, Combination::BigStreet);
    }

    #[test]
    fn a_straight_of_one_colour_is_a_big_street_and_also_a_flush() {
        let found = combo("8r 9r 10r 11r 12r");
        assert_eq!(
            (found.kind, found.also.clone()),
            (Combination::BigStreet, vec![Combination::Flush])
        );
        assert_eq!(
            found.explanation,
            "8r 9r 10r 11r 12r: big street — 8 9 10 11 12 in a row; it is also a flush — five cards of colour r"
        );
    }

    #[test]
    fn two_pair_full_house_and_five_of_a_kind_are_not_combinations() {
        assert!(
            no_combo("3r 3b 5r 5b")
                .problem
                .contains("two pair is not a combination")
        );
        assert!(
            no_combo("3r 3b 5r 5b 7g")
                .problem
                .contains("two pair is not a combination")
        );
        assert!(
            no_combo("3r 3b 3g 5r 5b")
                .problem
                .contains("a full house is not a combination")
        );
        assert!(
            no_combo("7r 7b 7g 7y 7p")
                .problem
                .contains("five of a kind is not a combination")
        );
        assert!(
            no_combo("7r 7b 7g 5r")
                .problem
                .contains("three of a kind with one more card")
        );
        let error = no_combo("3r 5b");
        assert_eq!(
            error.problem,
            "3r 5b: two cards of different values — a pair needs two cards of one value"
        );
        assert_eq!(error.legal, COMBINATIONS_LEGAL);
    }

    #[test]
    fn five_cards_of_one_colour_are_a_flush_even_as_a_full_house_or_five_of_a_kind() {
        assert_eq!(combo("3r 3r 3r 5r 5r").kind, Combination::Flush);
        assert_eq!(combo("7r 7r 7r 7r 7r").kind, Combination::Flush);
    }

    #[test]
    fn three_or_four_in_a_row_must_share_a_colour() {
        assert_eq!(
            no_combo("8r 9b 10r").problem,
            "8r 9b 10r: three in a row but not of one colour — a small street needs one colour"
        );
        assert!(
            no_combo("3r 4r 5b 6r")
                .problem
                .contains("four in a row but not of one colour")
        );
        assert!(
            no_combo("3r 4r 6r")
                .problem
                .contains("neither all of one value")
        );
    }

    #[test]
    fn streets_do_not_wrap_around() {
        assert!(
            no_combo("12r 13r 0r")
                .problem
                .contains("13 is not followed by 0")
        );
        assert!(
            no_combo("11r 12b 13g 0r 1y")
                .problem
                .contains("13 is not followed by 0")
        );
        assert!(
            no_combo("13r 0r")
                .problem
                .contains("two cards of different values")
        );
    }

    #[test]
    fn more_than_five_cards_or_none_are_refused() {
        assert!(no_combo("1r 2r 3r 4r 5r 6r").problem.contains("at most 5"));
        assert_eq!(combination(&[]).unwrap_err().kind, ViolationKind::Malformed);
    }

    #[test]
    fn a_joker_stands_in_for_one_card_of_the_players_choice() {
        let found = combo("8r 9r 10r 11r joker");
        assert_eq!(
            (found.kind, found.also.clone()),
            (Combination::BigStreet, vec![Combination::Flush])
        );
        assert!(
            found
                .explanation
                .contains("8 9 10 11 12 in a row (the joker stands in for a 12)")
        );
        assert_eq!(
            combo("8r joker").explanation,
            "8r joker: pair — two cards of value 8 (the joker stands in for an 8)"
        );
        assert_eq!(combo("8r 10r *").kind, Combination::SmallStreet);
        assert!(
            combo("8r 10r *")
                .explanation
                .contains("the joker stands in for 9r")
        );
        assert_eq!(
            combo("12r 13r *").explanation,
            "12r 13r joker: small street — 11 12 13 in a row, all colour r (the joker stands in for 11r)"
        );
        assert_eq!(combo("3r 3b 3g joker").kind, Combination::FourOfAKind);
        assert_eq!(combo("1r 5r 9r 13r joker").kind, Combination::Flush);
        assert_eq!(combo("2r 3b 4g 6y joker").kind, Combination::BigStreet);
        assert_eq!(combo("joker").kind, Combination::Single);
        assert_eq!(combo("8r 9r joker joker").kind, Combination::SmallStreet);
        // A joker fills one gap, not two; and it does not give the colour to the others.
        assert!(combination(&cards("8r 11r joker")).is_err());
        assert!(combination(&cards("8r 9b joker")).is_err());
        assert!(combination(&cards("3r 3b 5r joker")).is_err());
    }

    // --- stroke of luck check -----------------------------------------------------------------

    #[test]
    fn a_card_from_the_closed_deck_matching_a_value_just_laid_is_a_stroke_of_luck() {
        let reason = stroke_of_luck(&cards("8r 8b"), cards("8g")[0], true).unwrap();
        assert!(reason.contains("stroke of luck"));
        assert!(stroke_of_luck(&cards("3r 4r 5r"), cards("4y")[0], true).is_ok());
    }

    #[test]
    fn a_card_of_another_value_a_drawn_joker_or_one_from_the_open_deck_is_not() {
        let error = stroke_of_luck(&cards("8r 9r 10r"), cards("7r")[0], true).unwrap_err();
        assert_eq!(error.kind, ViolationKind::AgainstRules);
        assert!(error.problem.contains("(8r 9r 10r)"));
        let error = stroke_of_luck(&cards("8r"), Under10Card::Joker, true).unwrap_err();
        assert_eq!(error.kind, ViolationKind::AgainstRules);
        assert!(error.problem.contains("joker"));
        let error = stroke_of_luck(&cards("8r"), cards("8b")[0], false).unwrap_err();
        assert_eq!(error.kind, ViolationKind::AgainstRules);
        assert!(error.problem.contains("open deck"));
        // A laid joker has no value of its own to match.
        assert!(stroke_of_luck(&cards("joker"), cards("8b")[0], true).is_err());
        assert_eq!(
            stroke_of_luck(&[], cards("8b")[0], true).unwrap_err().kind,
            ViolationKind::Malformed
        );
    }

    // --- properties ---------------------------------------------------------------------------

    /// The rule document's totals, written out on their own: add, halve exactly 100 and 150.
    fn fold_total(total: i64, points: i64) -> i64 {
        let total = total + points;
        if total == 100 {
            50
        } else if total == 150 {
            75
        } else {
            total
        }
    }

    /// One round's raw material: who ends it (among those in), call or luck, and a hand per seat.
    fn raw_round() -> impl Strategy<Value = (usize, bool, Vec<(i64, Vec<Bonus>)>)> {
        let bonus = prop::sample::select(Bonus::ALL.to_vec());
        (
            0usize..6,
            any::<bool>(),
            prop::collection::vec((0i64..=65, prop::collection::vec(bonus, 0..=2)), 6),
        )
    }

    /// Shapes raw material into a valid entry for this standing (caller ≤ 9 without bonus, lucky
    /// player at 0, points within the hand limit).
    fn valid_entry(standing: &Standing, raw: &(usize, bool, Vec<(i64, Vec<Bonus>)>)) -> Entry {
        let still_in: Vec<usize> = (0..standing.seats.len())
            .filter(|&s| !standing.seats[s].out)
            .collect();
        let (pick, is_call, hands) = raw;
        let ender = still_in[pick % still_in.len()];
        let hands = standing
            .seats
            .iter()
            .enumerate()
            .map(|(seat, state)| {
                if state.out {
                    return None;
                }
                let (points, bonus) = &hands[seat];
                let limit = (5 - bonus.len() as i64) * 13;
                let mut hand = Hand {
                    points: points % (limit + 1),
                    bonus: bonus.clone(),
                };
                if seat == ender {
                    hand.bonus.clear();
                    hand.points = if *is_call { points % 10 } else { 0 };
                }
                Some(hand)
            })
            .collect();
        let ending = if *is_call {
            Ending::Call { seat: ender }
        } else {
            Ending::Luck { seat: ender }
        };
        Entry { ending, hands }
    }

    proptest! {
        #[test]
        fn totals_are_the_fold_of_round_points_and_out_seats_never_change(
            players in 2usize..=6,
            rounds in prop::collection::vec(raw_round(), 1..60),
        ) {
            let seat_names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
            let mut standing = Standing::start(&seat_names);
            let mut folded = vec![0i64; players];
            let mut out = vec![false; players];
            for raw in &rounds {
                if standing.seats.iter().filter(|s| !s.out).count() < 2 {
                    break;
                }
                let entry = valid_entry(&standing, raw);
                let outcome = Under10.score(&bonus_on(), &standing, None, &entry).unwrap();
                for seat in 0..players {
                    let result = &outcome.seats[seat];
                    if out[seat] {
                        prop_assert_eq!(result.total, folded[seat]);
                        prop_assert!(result.out);
                        prop_assert_eq!(result.points, 0);
                        continue;
                    }
                    folded[seat] = fold_total(folded[seat], result.points);
                    out[seat] = folded[seat] > 150;
                    prop_assert_eq!(result.total, folded[seat]);
                    prop_assert_eq!(result.out, out[seat]);
                    prop_assert!(result.points >= 0);
                }
                // The winner of every round scores 0.
                let winners = outcome.seats.iter().filter(|s| {
                    [Note::Called, Note::BeatCaller, Note::Luck].iter().any(|note| s.notes.contains(note))
                });
                let mut any_winner = false;
                for winner in winners {
                    prop_assert_eq!(winner.points, 0);
                    any_winner = true;
                }
                prop_assert!(any_winner);
                standing = standing.after(&outcome);
            }
        }

        #[test]
        fn parse_never_panics_on_any_text(
            entries in prop::collection::vec(("\\PC{0,6}", "\\PC{0,12}"), 0..5),
            call in proptest::option::of("\\PC{0,6}"),
            luck in proptest::option::of("\\PC{0,6}"),
            bonus_cards in any::<bool>(),
        ) {
            let standing = with_totals(&[(0, false), (162, true), (99, false)]);
            let options = Options { end: End::LastStanding, bonus_cards };
            let typed = RoundInput { entries, call, luck };
            if let Ok(entry) = Under10.parse(&options, &standing, None, &typed) {
                prop_assert!(Under10.score(&options, &standing, None, &entry).is_ok());
            }
            let _ = check_call(&typed);
        }

        #[test]
        fn score_never_panics_on_any_stored_entry(
            seat in 0usize..8,
            is_call in any::<bool>(),
            hands in prop::collection::vec(proptest::option::of((any::<i64>(), prop::collection::vec(prop::sample::select(Bonus::ALL.to_vec()), 0..8))), 0..6),
        ) {
            let standing = with_totals(&[(0, false), (162, true), (99, false), (149, false)]);
            let hands = hands.into_iter().map(|h| h.map(|(points, bonus)| Hand { points, bonus })).collect();
            let ending = if is_call { Ending::Call { seat } } else { Ending::Luck { seat } };
            let _ = Under10.score(&bonus_on(), &standing, None, &Entry { ending, hands });
        }

        #[test]
        fn combination_and_luck_never_panic(
            raw in prop::collection::vec(proptest::option::of((0u8..=13, proptest::char::range('a', 'e'))), 0..7),
            from_closed in any::<bool>(),
        ) {
            let cards: Vec<Under10Card> = raw
                .into_iter()
                .map(|card| card.map_or(Under10Card::Joker, |(value, colour)| Under10Card::Card { value, colour }))
                .collect();
            if let Ok(found) = combination(&cards) {
                prop_assert!(!found.also.contains(&found.kind));
            }
            if let Some((drawn, played)) = cards.split_last() {
                let _ = stroke_of_luck(played, *drawn, from_closed);
            }
        }
    }
}
