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
        chosen.refuse_options_of_other_games(GameId::Under10, &["--end", "--bonus-cards"])?;
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

    fn next_round(&self, options: &Options, standing: &Standing, _opening: Option<&()>) -> String {
        if self.progress(options, standing) == Progress::Ended {
            return "The match is over: no further rounds.".to_string();
        }
        let round = standing.rounds_played + 1;
        match starter(standing) {
            Some(seat) => format!("Round {round}: {} starts.", standing.seats[seat].name),
            None => format!("Round {round}: nobody is left to start."),
        }
    }

    fn eliminates(&self) -> bool {
        // Above 150 a player is out.
        true
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
        include_str!("../rules/under10.txt")
    }
}

fn check_player_count(players: usize) -> Result<(), RuleViolation> {
    super::check_player_count(GameId::Under10, &PLAYERS, players)
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
mod tests;
