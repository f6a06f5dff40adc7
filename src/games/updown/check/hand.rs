//! `tenscore check updown hand`: a whole hand read from the command line, refereed by
//! [`crate::games::updown::hand`], and compared with a recorded round when one is named.

use std::collections::BTreeMap;

use clap::Args;
use serde::Serialize;

use super::{seat_of_leader, trump_suit};
use crate::games::cards::{Card, Suit, parse_card, parse_cards};
use crate::games::forms::{illegal_or_error, parse_entries, verdict};
use crate::games::names::{PlayerName, checked_names, same_name};
use crate::games::updown::hand::{Hand, Refereed, Revoke, referee_hand, revoke_violation};
use crate::games::updown::scoring::round_points;
use crate::games::updown::tricks::Trump;
use crate::games::updown::{self, Entry, Opening};
use crate::games::{RecordedRound, RoundWanted, RuleViolation, Verdict, numbers};
use crate::t;

/// The arguments of `check updown hand`.
#[derive(Debug, Args)]
pub struct HandArgs {
    /// The players in seating order, clockwise [default with --match: the match's seating]
    #[arg(
        long,
        value_name = "A,B,...",
        value_delimiter = ',',
        required_unless_present = "match"
    )]
    players: Vec<String>,

    /// Who led the first trick [default with --match: the round's first bidder, who leads]
    #[arg(long, value_name = "NAME", required_unless_present = "match")]
    leader: Option<String>,

    /// The trump suit of the round; none for a round without trumps [default: the trump card's
    /// suit, else the trump recorded with the round's bids, else none]
    #[arg(long, value_name = "SUIT")]
    trump: Option<String>,

    /// The card turned up for trump: it names the trump suit and is in nobody's hand
    #[arg(long, value_name = "CARD")]
    trump_card: Option<String>,

    /// Each player's bid, to score the round [default: the bids recorded with --match]
    #[arg(long, value_name = "A=N,...", value_delimiter = ',')]
    bids: Vec<String>,

    /// Compare with this match's round (with --round), or its open round
    #[arg(long = "match", value_name = "M", value_parser = numbers::match_number)]
    r#match: Option<i64>,

    /// The recorded round to compare with [default: the open round, bid but not yet recorded]
    #[arg(long, value_name = "R", requires = "match", value_parser = numbers::round_number)]
    round: Option<u32>,

    /// The tricks in the order played, each its cards in the order played (KC,AS,5C,2H)
    #[arg(value_name = "TRICK", required = true, num_args = 1..)]
    tricks: Vec<String>,
}

/// `check updown hand --json`.
#[derive(Debug, Default, Serialize)]
struct HandVerdict {
    legal: bool,
    reason: String,
    tricks: Vec<TrickJson>,
    /// Tricks per player, by name.
    taken: BTreeMap<String, u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    scores: Option<BTreeMap<String, i64>>,
    /// `agrees` or `differs` with the recorded round's tricks; `open` for the open round (its
    /// bids recorded, no tricks yet to compare with).
    #[serde(skip_serializing_if = "Option::is_none")]
    recorded: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    revoke: Option<RevokeJson>,
}

impl HandVerdict {
    fn refused(reason: String) -> Self {
        HandVerdict {
            reason,
            ..HandVerdict::default()
        }
    }
}

#[derive(Debug, Serialize)]
struct TrickJson {
    winner: String,
    cards: Vec<String>,
    reason: String,
}

#[derive(Debug, Serialize)]
struct RevokeJson {
    trick: usize,
    player: String,
    led: &'static str,
    played: String,
    proof: String,
    proof_trick: usize,
}

/// The recorded round the form names, if it names one.
pub fn wanted(args: &HandArgs) -> Option<RoundWanted> {
    args.r#match.map(|match_id| RoundWanted {
        match_id: Some(match_id),
        round: args.round,
    })
}

/// The round as recorded: its number, cards, bids and trump, and its tricks (none while open),
/// in the match's seating, which the hand then takes.
struct Known {
    seq: u32,
    /// The match is played with the hook: its last bidder may not make the bids add up.
    hook: bool,
    opening: Opening,
    entry: Option<Entry>,
}

pub fn run(args: HandArgs, recorded: Option<&RecordedRound>) -> Result<Verdict, RuleViolation> {
    let players = match recorded {
        Some(recorded) => recorded.seating(&args.players, |players| {
            RuleViolation::malformed(
                t!(
                    "updown-whole-match-players",
                    id = recorded.match_id,
                    players = players.join(", "),
                    seated = recorded.players.join(", ")
                ),
                t!("updown-whole-match-players-legal"),
            )
        })?,
        None => checked_names(&args.players)?,
    };
    if let Err(violation) = updown::check_table_size(players.len()) {
        return illegal_or_error(violation, HandVerdict::refused);
    }
    let known = recorded.map(known_round).transpose()?;
    let leader = leader_of(args.leader.as_deref(), &players, known.as_ref(), recorded)?;
    let trump_card = args.trump_card.as_deref().map(one_card).transpose()?;
    let trump = trump_of(args.trump.as_deref(), trump_card, known.as_ref(), recorded)?;
    let tricks = (args.tricks.iter())
        .map(|trick| parse_cards(std::slice::from_ref(trick)).map_err(RuleViolation::from))
        .collect::<Result<Vec<_>, _>>()?;
    let typed = (!args.bids.is_empty())
        .then(|| typed_bids(&args.bids, &players))
        .transpose()?;
    let refereed = match referee_hand(&Hand {
        players: &players,
        leader,
        trump,
        trump_card,
        tricks: &tricks,
        round: known.as_ref().map(|k| (k.seq, k.opening.cards)),
    }) {
        Ok(refereed) => refereed,
        Err(violation) => return illegal_or_error(violation, HandVerdict::refused),
    };
    if let Some(bids) = &typed {
        let judged = check_typed_bids(bids, &players, tricks.len(), known.as_ref());
        if let Err(violation) = judged {
            return illegal_or_error(violation, HandVerdict::refused);
        }
    }
    if let Some(revoke) = &refereed.revoke {
        return Ok(revoked(&players, &refereed, revoke));
    }
    let bids = match (typed, &known) {
        (Some(typed), _) => Some(typed),
        (None, Some(known)) => Some(known.opening.bids.clone()),
        (None, None) => None,
    };
    legal(
        &players,
        &refereed,
        bids.as_deref(),
        known.as_ref(),
        recorded,
    )
}

/// The hand refereed and legal: each trick's winner and why, the tricks taken, the scores when
/// the bids are known, and whether the recorded round agrees.
fn legal(
    players: &[String],
    refereed: &Refereed,
    bids: Option<&[u32]>,
    known: Option<&Known>,
    recorded: Option<&RecordedRound>,
) -> Result<Verdict, RuleViolation> {
    let name = |seat: usize| PlayerName::stored(players[seat].as_str()).to_string();
    let mut lines: Vec<String> = (refereed.tricks.iter().enumerate())
        .map(|(i, trick)| {
            t!(
                "updown-whole-trick",
                trick = i + 1,
                cards = updown::and_list(&trick.cards),
                name = name(trick.winner),
                card = trick.won.card.to_string(),
                because = trick.won.because.as_str()
            )
        })
        .collect();
    let by_name = |values: Vec<String>| values.join(", ");
    lines.push(t!(
        "updown-whole-taken",
        taken = by_name(
            (refereed.taken.iter().enumerate())
                .map(|(s, n)| format!("{} {n}", name(s)))
                .collect()
        )
    ));
    let points: Option<Vec<i64>> = bids.map(|bids| {
        (bids.iter().zip(&refereed.taken))
            .map(|(&bid, &taken)| round_points(bid, taken))
            .collect()
    });
    if let Some(points) = &points {
        lines.push(t!(
            "updown-whole-scores",
            scores = by_name(
                (points.iter().enumerate())
                    .map(|(s, p)| format!("{} {p}", name(s)))
                    .collect()
            )
        ));
    }
    let comparison = known
        .zip(recorded)
        .map(|(known, recorded)| compare(known, recorded, &refereed.taken, name));
    if let Some((_, line)) = &comparison {
        lines.push(line.clone());
    }
    let reason = t!("updown-whole-legal", tricks = refereed.tricks.len());
    lines.push(reason.clone());
    let keyed = |values: &[i64]| -> BTreeMap<String, i64> {
        (players.iter().cloned())
            .zip(values.iter().copied())
            .collect()
    };
    let json = HandVerdict {
        legal: true,
        reason,
        tricks: tricks_json(players, refereed),
        taken: (players.iter().cloned())
            .zip(refereed.taken.iter().copied())
            .collect(),
        scores: points.as_deref().map(keyed),
        recorded: comparison.map(|(word, _)| word),
        revoke: None,
    };
    verdict(true, lines.join("\n"), json)
}

/// Whether the recorded round took the same tricks per player, in a word and a sentence.
fn compare(
    known: &Known,
    recorded: &RecordedRound,
    taken: &[u32],
    name: impl Fn(usize) -> String,
) -> (&'static str, String) {
    let Some(entry) = &known.entry else {
        let line = t!(
            "updown-whole-recorded-open",
            id = recorded.match_id,
            round = known.seq
        );
        return ("open", line);
    };
    let stored = &entry.tricks;
    if stored == taken {
        let line = t!(
            "updown-whole-recorded-agrees",
            id = recorded.match_id,
            round = known.seq
        );
        return ("agrees", line);
    }
    let listed = (stored.iter().enumerate())
        .map(|(s, n)| format!("{} {n}", name(s)))
        .collect::<Vec<_>>()
        .join(", ");
    let line = t!(
        "updown-whole-recorded-differs",
        id = recorded.match_id,
        round = known.seq,
        recorded = listed
    );
    ("differs", line)
}

fn tricks_json(players: &[String], refereed: &Refereed) -> Vec<TrickJson> {
    (refereed.tricks.iter())
        .map(|trick| TrickJson {
            winner: players[trick.winner].clone(),
            cards: trick.cards.iter().map(|c| c.code()).collect(),
            reason: trick.won.reason.clone(),
        })
        .collect()
}

/// A revoke: exit 3 with the rule, the tricks as refereed beside it.
fn revoked(players: &[String], refereed: &Refereed, revoke: &Revoke) -> Verdict {
    let violation = revoke_violation(revoke, players);
    let reason = format!("{}; {}", violation.problem, violation.legal);
    let json = HandVerdict {
        legal: false,
        reason: reason.clone(),
        tricks: tricks_json(players, refereed),
        taken: (players.iter().cloned())
            .zip(refereed.taken.iter().copied())
            .collect(),
        scores: None,
        recorded: None,
        revoke: Some(RevokeJson {
            trick: revoke.trick,
            player: players[revoke.seat].clone(),
            led: revoke.led.name(),
            played: revoke.played.code(),
            proof: revoke.proof.code(),
            proof_trick: revoke.proof_trick,
        }),
    };
    Verdict::new(
        false,
        t!("cmd-check-not-legal", reason = reason.as_str()),
        json,
    )
}

/// One card, as `--trump-card` takes it.
fn one_card(text: &str) -> Result<Card, RuleViolation> {
    parse_card(text).map_err(RuleViolation::from)
}

/// The trump: `--trump`, else the trump card's suit, else what the recorded bids say, else none
/// given. Both given must agree, and agree with the trump recorded with the round's bids, if
/// any.
fn trump_of(
    typed: Option<&str>,
    card: Option<Card>,
    known: Option<&Known>,
    recorded: Option<&RecordedRound>,
) -> Result<Trump, RuleViolation> {
    let given = given_trump(typed, card)?;
    let kept = known.map_or(Trump::NotGiven, |k| k.opening.trump);
    match (given, kept, known.zip(recorded)) {
        (Some(given), Trump::Of(_) | Trump::NoTrumps, Some((known, recorded)))
            if Trump::from(given) != kept =>
        {
            let problem = match (given, kept) {
                (Some(suit), Trump::Of(kept)) => t!(
                    "updown-whole-match-trump",
                    round = known.seq,
                    id = recorded.match_id,
                    recorded = updown::suit_name(kept),
                    typed = updown::suit_name(suit)
                ),
                (Some(suit), _) => t!(
                    "updown-whole-match-no-trumps",
                    round = known.seq,
                    id = recorded.match_id,
                    typed = updown::suit_name(suit)
                ),
                (None, _) => t!(
                    "updown-whole-match-trump-none",
                    round = known.seq,
                    id = recorded.match_id,
                    recorded = kept.suit().map(updown::suit_name).unwrap_or_default()
                ),
            };
            Err(RuleViolation::malformed(
                problem,
                t!("updown-whole-match-trump-legal"),
            ))
        }
        (Some(given), _, _) => Ok(Trump::from(given)),
        (None, kept, _) => Ok(kept),
    }
}

/// The trump `--trump` and `--trump-card` name (`Some(None)`: a round without trumps), which
/// must agree; `None` when neither is given.
fn given_trump(
    typed: Option<&str>,
    card: Option<Card>,
) -> Result<Option<Option<Suit>>, RuleViolation> {
    Ok(Some(match (typed, card) {
        (Some(text), Some(card)) => {
            let trump = trump_suit(Some(text))?;
            if trump != Some(card.suit) {
                return Err(RuleViolation::malformed(
                    t!(
                        "updown-whole-trump-disagree",
                        trump = text,
                        card = card.to_string()
                    ),
                    t!("updown-whole-trump-disagree-legal"),
                ));
            }
            trump
        }
        (Some(text), None) => trump_suit(Some(text))?,
        (None, Some(card)) => Some(card.suit),
        (None, None) => return Ok(None),
    }))
}

/// `--bids A=N,...`: one bid for every player.
fn typed_bids(typed: &[String], players: &[String]) -> Result<Vec<u32>, RuleViolation> {
    let legal = || t!("updown-whole-bids-legal", players = players.join(", "));
    let mut bids: Vec<Option<u32>> = vec![None; players.len()];
    for (name, value) in parse_entries(typed)? {
        let Some(seat) = players.iter().position(|p| same_name(p, &name)) else {
            return Err(RuleViolation::malformed(
                t!("updown-whole-bids-unknown", name = name.as_str()),
                legal(),
            ));
        };
        let bid = numbers::count(&value).map_err(|_| {
            let entry = format!("{name}={value}");
            RuleViolation::malformed(
                t!("updown-whole-bids-not-a-bid", entry = entry.as_str()),
                legal(),
            )
        })?;
        if bids[seat].replace(bid).is_some() {
            return Err(RuleViolation::malformed(
                t!("updown-whole-bids-twice", name = players[seat].as_str()),
                legal(),
            ));
        }
    }
    (players.iter().zip(bids))
        .map(|(name, bid)| {
            bid.ok_or_else(|| {
                RuleViolation::malformed(
                    t!("updown-whole-bids-missing", name = name.as_str()),
                    legal(),
                )
            })
        })
        .collect()
}

/// Typed bids judged as `bid` judges them (DESIGN section 5: a bid is 0 to the cards of the
/// round; with the hook the last bidder may not make them add up to the cards). With a named
/// round the players are the match's seating, whose order of bidding the hook follows; without
/// one the hand's tricks are the cards of the round, and the hook is unknown.
fn check_typed_bids(
    bids: &[u32],
    players: &[String],
    tricks: usize,
    known: Option<&Known>,
) -> Result<(), RuleViolation> {
    match known {
        Some(known) => {
            let hooked = known.hook.then_some(known.seq);
            updown::check_hand_bids(players, known.opening.cards, hooked, bids)
        }
        None => {
            let cards = u32::try_from(tricks).unwrap_or(u32::MAX);
            updown::check_hand_bids(players, cards, None, bids)
        }
    }
}

/// The seat that led the first trick: `--leader`, or with a recorded round that round's first
/// bidder, who leads (DESIGN section 5: one seat clockwise each round, from the first player);
/// a typed leader must be that player (exit 2).
fn leader_of(
    typed: Option<&str>,
    players: &[String],
    known: Option<&Known>,
    recorded: Option<&RecordedRound>,
) -> Result<usize, RuleViolation> {
    let typed = typed
        .map(|leader| seat_of_leader(players, leader))
        .transpose()?;
    let Some((known, recorded)) = known.zip(recorded) else {
        // Without --match clap requires --leader.
        return Ok(typed.unwrap_or(0));
    };
    let due = updown::first_bidder(players.len(), known.seq);
    match typed {
        Some(seat) if seat != due => Err(RuleViolation::malformed(
            t!(
                "updown-whole-match-leader",
                round = known.seq,
                id = recorded.match_id,
                due = PlayerName::stored(players[due].as_str()).to_string(),
                leader = PlayerName::stored(players[seat].as_str()).to_string()
            ),
            t!("updown-whole-match-leader-legal"),
        )),
        _ => Ok(due),
    }
}

/// The recorded round read into the game's types.
fn known_round(recorded: &RecordedRound) -> Result<Known, RuleViolation> {
    let unreadable = |e: serde_json::Error| {
        RuleViolation::malformed(
            t!(
                "updown-whole-recorded-unreadable",
                id = recorded.match_id,
                round = recorded.seq,
                reason = e.to_string()
            ),
            t!("updown-whole-recorded-unreadable-legal"),
        )
    };
    let Some(opening) = recorded.opening.clone() else {
        return Err(unreadable(serde::de::Error::missing_field("bids")));
    };
    let opening: Opening = serde_json::from_value(opening).map_err(unreadable)?;
    let options: updown::Options =
        serde_json::from_value(recorded.options.clone()).map_err(unreadable)?;
    let entry: Option<Entry> = (recorded.entry.clone())
        .map(serde_json::from_value)
        .transpose()
        .map_err(unreadable)?;
    let seated = recorded.players.len();
    let uneven =
        opening.bids.len() != seated || entry.as_ref().is_some_and(|e| e.tricks.len() != seated);
    if uneven {
        return Err(unreadable(serde::de::Error::invalid_length(
            opening.bids.len(),
            &"one bid and one tricks count per player",
        )));
    }
    Ok(Known {
        seq: recorded.seq,
        hook: options.hook,
        opening,
        entry,
    })
}
