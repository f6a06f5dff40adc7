//! `tenscore check tenstuff`: whether a set may be played and what kind of play it is, which cards
//! a slam may hand over, who starts a deal (or the restart after three sixes) with which sets,
//! what a skipped player may hand back, whether a slammed player unwins, and the official rules:
//! three sixes, the Round of Shame and excommunication (refused with `--casual`, which switches
//! them off).

mod first;
mod official;
mod skip;
mod unwin;

use clap::Subcommand;
use serde::Serialize;

use super::cards::{TenstuffCard, parse_tenstuff_cards};
use crate::games::RuleViolation;
use crate::games::Verdict;
use crate::games::forms::{
    CheckForms, RecordedRound, forms_command, illegal_or_error, read_form, verdict,
};
use crate::games::names::NameIndex;
use crate::games::names::checked_names;
use crate::games::tenstuff::sets::{self, GiftProblem};

/// Cards are a rank A, 2–10 (or T), J, Q, K then a suit C, D, H, S (♣ ♦ ♥ ♠): KC, 10H, AS; the
/// jokers are JK (unmarked) and JKM (marked).
#[derive(Debug, Subcommand)]
pub enum TenstuffCheck {
    /// Whether a set may go on the set below, and whether it is a match, an attempt or a slam
    #[command(after_help = "\
A set is 1 to 4 cards of one value, or the two jokers. Leave out --on for an empty pile.
Examples:
  tenscore check tenstuff play --on 5H 7C              a 7 on a 5
  tenscore check tenstuff play --on QH,QS QC,QD        two queens on two queens: a match
  tenscore check tenstuff play --on QH 4H              a lower set sharing a suit with a queen
  tenscore check tenstuff play --on KC JK,JKM          jokers on a king")]
    Play {
        /// The set below (the last set played) [default: an empty pile]
        #[arg(long, value_name = "CARD,...", value_delimiter = ',')]
        on: Vec<String>,

        /// The set played
        #[arg(value_name = "CARD", required = true, num_args = 1..)]
        cards: Vec<String>,
    },
    /// Which cards a slam may hand over to the slammed player
    #[command(after_help = "\
A card may be given when it is lower than the slamming set and shares a suit with one of its
cards; a joker never may.
Example: tenscore check tenstuff slam --on 8H --set 8S,8C --give 5S,3C,KS,5D")]
    Slam {
        /// The set slammed on
        #[arg(long, value_name = "CARD,...", value_delimiter = ',', required = true)]
        on: Vec<String>,

        /// The slamming set: the same value, more cards
        #[arg(long, value_name = "CARD,...", value_delimiter = ',', required = true)]
        set: Vec<String>,

        /// The cards the slamming player wants to give
        #[arg(long, value_name = "CARD,...", value_delimiter = ',', required = true)]
        give: Vec<String>,
    },
    /// Who starts a deal (the lowest card), or the restart after three sixes, and the sets they
    /// may open with
    #[command(after_help = "\
Every player's hand as NAME=CARD,CARD,... (2 to 8 players). With --restart: the restart when the
draw pile runs out after three sixes (an official rule): the face-down pile becomes the draw pile
without reshuffling, everyone keeps their hand, the lowest card starts and play passes to the left
again; a player who is out has no cards (Cy=).
Examples:
  tenscore check tenstuff first Ann=3D,9S,KH Bob=3C,JKM Cy=AS,AH
  tenscore check tenstuff first --restart Ann=9S,KH Bob=7C,JK Cy=")]
    First {
        /// The restart after three sixes (an official rule), not the start of a deal
        #[arg(long)]
        restart: bool,

        /// Without the official rules: --restart is refused, as three sixes are off
        #[arg(long)]
        casual: bool,

        /// Each player's hand
        #[arg(value_name = "NAME=CARD,...", required = true, num_args = 1..)]
        hands: Vec<String>,
    },
    /// Skipping a player with a 10: which cards they may hand back, and who plays next
    #[command(after_help = "\
Before someone's turn you may skip it by handing them a 10. They may hand you back any cards of
their hand in the suit of the 10 (never the 10 itself; a joker has no suit, so never), do not
draw, and play passes at once to the next player. The hand may be given with or without the 10.
Examples:
  tenscore check tenstuff skip --ten 10H --hand 3H,10H,KH,4C,JK
  tenscore check tenstuff skip --ten 10H --hand 3H,10H,KH,4C,JK --give 3H,KH
  tenscore check tenstuff skip --ten 10S --hand 2S,9D --players Ann,Bob,Cy --skipped Bob
  tenscore check tenstuff skip --ten 10S --hand 2S --players Ann,Bob,Cy --skipped Bob \\
      --counterclockwise                               while three sixes are in force")]
    Skip {
        /// The 10 handed to the skipped player
        #[arg(long, value_name = "CARD", required = true)]
        ten: String,

        /// The skipped player's hand
        #[arg(long, value_name = "CARD,...", value_delimiter = ',', required = true)]
        hand: Vec<String>,

        /// The cards they want to hand back; exit 3 when any of them may not go
        #[arg(long, value_name = "CARD,...", value_delimiter = ',')]
        give: Option<Vec<String>>,

        /// The players in seating order, clockwise, to name who plays next (with --skipped)
        #[arg(
            long,
            value_name = "A,B,...",
            value_delimiter = ',',
            requires = "skipped"
        )]
        players: Vec<String>,

        /// The player skipped (with --players)
        #[arg(long, value_name = "NAME", requires = "players")]
        skipped: Option<String>,

        /// Play passes to the right, as while three sixes are in force (with --players)
        #[arg(long, requires = "players")]
        counterclockwise: bool,
    },
    /// Three sixes (an official rule): which way play passes next, and whether the piles swap
    #[command(after_help = "\
After a turn with a set of exactly three sixes, play passes to the right (counterclockwise) from
the next turn, and the face-up play pile and the face-down draw pile swap roles, until the draw
pile runs out (then play restarts: tenscore check tenstuff first --restart). Other sets, two or
four sixes too, change nothing. With --swapped, three sixes are already in force; three sixes
then change nothing more (house ruling).
Examples:
  tenscore check tenstuff sixes --players Ann,Bob,Cy,Dee --by Bob 6H,6C,6S
  tenscore check tenstuff sixes --players Ann,Bob,Cy,Dee --by Bob 6H,6C
  tenscore check tenstuff sixes --players Ann,Bob,Cy,Dee --by Bob --swapped 6H,6C,6S")]
    Sixes {
        /// The players in seating order, clockwise
        #[arg(long, value_name = "A,B,...", value_delimiter = ',', required = true)]
        players: Vec<String>,

        /// Who played the set
        #[arg(long, value_name = "NAME", required = true)]
        by: String,

        /// Three sixes are already in force: the piles swapped, play passing to the right
        #[arg(long)]
        swapped: bool,

        /// Without the official rules: refused, as three sixes are off
        #[arg(long)]
        casual: bool,

        /// The set played
        #[arg(value_name = "CARD", required = true, num_args = 1..)]
        cards: Vec<String>,
    },
    /// The Round of Shame (an official rule): what a player caught cheating draws
    #[command(after_help = "\
A player caught cheating draws cards until the hand is a multiple of five, at least one card (5
cards draw to 10), then lays the hand face up until the end of their next turn.
Examples:
  tenscore check tenstuff shame --hand 5
  tenscore check tenstuff shame --hand 3H,10H,KH")]
    Shame {
        /// The cards in hand when caught: how many, or the cards themselves
        #[arg(long, value_name = "N|CARD,...", required = true)]
        hand: String,

        /// Without the official rules: refused, as cheating is then not part of the game
        #[arg(long)]
        casual: bool,
    },
    /// Excommunication (an official rule): the last set before a reshuffle, and the turns after
    #[command(after_help = "\
When the draw pile is gone, the last set before the reshuffle goes on the bare table to start a
new play pile (--onto table). Put on the old pile (--onto pile), its player is excommunicated: no
playing and no drawing until another player passes; then they play again when the rotation
reaches their seat. Give the turns after it in order, each NAME:play or NAME:pass.
Examples:
  tenscore check tenstuff excommunication --players Ann,Bob,Cy,Dee --by Bob --onto pile
  tenscore check tenstuff excommunication --players Ann,Bob,Cy,Dee --by Bob --onto pile \\
      Cy:play Dee:pass                                 Bob is back: Ann plays, then Bob
  tenscore check tenstuff excommunication --players Ann,Bob,Cy --by Bob --onto table Cy:play")]
    Excommunication {
        /// The players in seating order, clockwise
        #[arg(long, value_name = "A,B,...", value_delimiter = ',', required = true)]
        players: Vec<String>,

        /// Who played the last set before the reshuffle
        #[arg(long, value_name = "NAME", required = true)]
        by: String,

        /// Where that set went: on the old play pile, or on the bare table
        #[arg(long, value_name = "WHERE", value_parser = ["pile", "table"], required = true)]
        onto: String,

        /// Without the official rules: refused, as excommunication is off
        #[arg(long)]
        casual: bool,

        /// The turns after it, in order
        #[arg(value_name = "NAME:play|pass", num_args = 0..)]
        turns: Vec<String>,
    },
    /// A slam on the set a player went out with: whether they unwin, back into the deal
    #[command(after_help = "\
--out is the finishing order so far, first out first; the last of them went out with the set
slammed (--on). Given at least one card, they unwin: back in the deal, losing their place; given
none, they stay out. Only while two players or more are still in (3 players or more). Record the
deal's final finishing order with round --order, the unwon player where they finally finish.
Examples:
  tenscore check tenstuff unwin --players Ann,Bob,Cy,Dee --out Ann,Bob --by Cy --on 5H \\
      --set 5S,5C --give 3S
  tenscore check tenstuff unwin --players Ann,Bob,Cy --out Ann --by Cy --on 9D --set 9S,9C")]
    Unwin {
        /// The players in seating order, clockwise
        #[arg(long, value_name = "A,B,...", value_delimiter = ',', required = true)]
        players: Vec<String>,

        /// The players out so far, first out first
        #[arg(long, value_name = "A,B,...", value_delimiter = ',', required = true)]
        out: Vec<String>,

        /// Who slams: a player still in
        #[arg(long, value_name = "NAME", required = true)]
        by: String,

        /// The set slammed on: the set the last player out went out with
        #[arg(long, value_name = "CARD,...", value_delimiter = ',', required = true)]
        on: Vec<String>,

        /// The slamming set: the same value, more cards
        #[arg(long, value_name = "CARD,...", value_delimiter = ',', required = true)]
        set: Vec<String>,

        /// The cards given to the slammed player [default: none, so they stay out]
        #[arg(long, value_name = "CARD,...", value_delimiter = ',')]
        give: Vec<String>,
    },
}

/// `check tenstuff play --json`: the set played and the set below (card codes), the kind of play
/// (`null` when it is not legal), and why.
#[derive(Debug, Serialize)]
struct SetVerdict {
    legal: bool,
    set: Vec<String>,
    on: Vec<String>,
    kind: Option<&'static str>,
    reason: String,
}

/// `check tenstuff slam --json`: the cards that may be handed over (codes, in the order offered),
/// each card that may not with why, and the verdict in words.
#[derive(Debug, Serialize)]
struct SlamVerdict<'a> {
    legal: bool,
    allowed: Vec<String>,
    refused: Vec<RefusedCard<'a>>,
    reason: String,
}

impl SlamVerdict<'_> {
    /// A slam that breaks a rule: no card is judged.
    fn refused(reason: String) -> Self {
        SlamVerdict {
            legal: false,
            allowed: Vec::new(),
            refused: Vec::new(),
            reason,
        }
    }
}

/// A card a slam may not hand over: its code, the rules it breaks, and why in words.
#[derive(Debug, Serialize)]
struct RefusedCard<'a> {
    card: String,
    problems: &'a [GiftProblem],
    why: &'a str,
}

/// `check tenstuff`, reached through the game's entry in `GAMES`.
pub struct TenstuffForms;

impl CheckForms for TenstuffForms {
    fn command(&self) -> clap::Command {
        forms_command::<TenstuffCheck>(
            super::ABOUT.id,
            super::ABOUT.aliases,
            "Tenstuff: sets, slam hand-overs, who starts, skips, unwinning and the official rules",
        )
    }

    fn check(
        &self,
        matches: &clap::ArgMatches,
        _recorded: Option<&RecordedRound>,
    ) -> Result<Verdict, RuleViolation> {
        run(read_form(matches)?)
    }
}

fn run(what: TenstuffCheck) -> Result<Verdict, RuleViolation> {
    match what {
        TenstuffCheck::Play { on, cards } => play(&on, &cards),
        TenstuffCheck::Slam { on, set, give } => slam(&on, &set, &give),
        TenstuffCheck::First {
            restart,
            casual,
            hands,
        } => first::run(&hands, restart, casual),
        TenstuffCheck::Skip {
            ten,
            hand,
            give,
            players,
            skipped,
            counterclockwise,
        } => skip::run(&skip::Asked {
            ten: &ten,
            hand: &hand,
            give: give.as_deref(),
            players: &players,
            skipped: skipped.as_deref(),
            counterclockwise,
        }),
        TenstuffCheck::Sixes {
            players,
            by,
            swapped,
            casual,
            cards,
        } => official::sixes(&players, &by, swapped, casual, &cards),
        TenstuffCheck::Shame { hand, casual } => official::shame(&hand, casual),
        TenstuffCheck::Excommunication {
            players,
            by,
            onto,
            casual,
            turns,
        } => official::excommunication(&players, &by, &onto, casual, &turns),
        TenstuffCheck::Unwin {
            players,
            out,
            by,
            on,
            set,
            give,
        } => unwin::run(&unwin::Asked {
            players: &players,
            out: &out,
            by: &by,
            on: &on,
            set: &set,
            give: &give,
        }),
    }
}

/// The players as typed, seated clockwise in that order: checked names (repeated or unreadable
/// names are malformed, exit 2) and their index.
fn table_of(players: &[String]) -> Result<(Vec<String>, NameIndex), RuleViolation> {
    let players = checked_names(players)?;
    let seats = NameIndex::new(players.iter().map(String::as_str));
    Ok((players, seats))
}

/// The seat of a player named on the command line; a name not at the table is malformed (exit 2).
fn seat_named(players: &[String], seats: &NameIndex, name: &str) -> Result<usize, RuleViolation> {
    seats.seat(name).ok_or_else(|| {
        RuleViolation::malformed(
            crate::t!("tenstuff-not-a-player", name = name.trim()),
            crate::t!("tenstuff-not-a-player-hint", names = players.join(", ")),
        )
    })
}

/// Cards as typed; an unreadable card is malformed input (exit 2).
fn cards_of(args: &[String]) -> Result<Vec<TenstuffCard>, RuleViolation> {
    parse_tenstuff_cards(args).map_err(RuleViolation::from)
}

/// "Legal: REASON." or "Not legal: REASON.", in the language in use.
fn verdict_line(legal: bool, reason: &str) -> String {
    crate::t!(
        "tenstuff-verdict",
        legal = if legal { "yes" } else { "no" },
        reason = reason
    )
}

fn codes(cards: &[TenstuffCard]) -> Vec<String> {
    cards.iter().map(|c| c.code()).collect()
}

/// "Q♥ Q♠", or "an empty pile".
fn shown(cards: &[TenstuffCard]) -> String {
    if cards.is_empty() {
        crate::t!("tenstuff-empty-pile")
    } else {
        cards
            .iter()
            .map(TenstuffCard::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }
}

fn play(on: &[String], cards: &[String]) -> Result<Verdict, RuleViolation> {
    let below = cards_of(on)?;
    let played = cards_of(cards)?;
    match sets::judge_play(&below, &played) {
        Ok(judged) => verdict(
            true,
            crate::t!("tenstuff-legal-play", reason = judged.reason.as_str()),
            SetVerdict {
                legal: true,
                set: codes(&played),
                on: codes(&below),
                kind: Some(judged.kind.name()),
                reason: judged.reason,
            },
        ),
        Err(violation) => illegal_or_error(violation, |reason| SetVerdict {
            legal: false,
            set: codes(&played),
            on: codes(&below),
            kind: None,
            reason,
        }),
    }
}

fn slam(on: &[String], set: &[String], give: &[String]) -> Result<Verdict, RuleViolation> {
    let below = cards_of(on)?;
    let slam = cards_of(set)?;
    let offered = cards_of(give)?;
    let hand_over = match sets::slam_hand_over(&below, &slam, &offered) {
        Ok(hand_over) => hand_over,
        Err(violation) => {
            return illegal_or_error(violation, SlamVerdict::refused);
        }
    };
    let legal = hand_over.legal();
    verdict(
        legal,
        verdict_line(legal, &hand_over.reason),
        SlamVerdict {
            legal,
            allowed: codes(&hand_over.allowed),
            refused: hand_over
                .refused
                .iter()
                .map(|r| RefusedCard {
                    card: r.card.code(),
                    problems: &r.problems,
                    why: &r.why,
                })
                .collect(),
            reason: hand_over.reason,
        },
    )
}
