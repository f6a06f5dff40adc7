//! Argument groups that several commands share (clap `Args`), and the readers of the values
//! they take. Not a command itself: commands import from here, never from each other.

use clap::Args;

use crate::commands::parse_entries;
use crate::error::CliError;
use crate::games::{GameId, NewOptions, RoundInput};

/// The players and options of a new match (shared with `play`).
#[derive(Debug, Args, Default)]
pub struct MatchSetup {
    /// Players in seating order, clockwise, separated by commas; the first one starts
    #[arg(long, value_delimiter = ',', num_args = 1.., value_name = "A,B,...")]
    pub players: Vec<String>,

    /// Under the 10: how the match ends
    #[arg(long, value_name = "WHEN", value_parser = ["last-standing", "first-out"])]
    pub end: Option<String>,

    /// Under the 10: play with the bonus cards (trade-all, joker, trade-one)
    #[arg(long)]
    pub bonus_cards: bool,

    /// 10 op en neer: the most cards dealt in a round [default: 10, or 51 / players when fewer]
    #[arg(long, value_name = "N")]
    pub peak: Option<u32>,

    /// 10 op en neer: the last bidder may not make the bids add up to the cards
    #[arg(long)]
    pub hook: bool,

    /// Krumme10: play in teams following the seating (ABAB, ABCAB, ABABAB; 4 to 6 players)
    #[arg(long)]
    pub teams: bool,

    /// Krumme10: reshuffle the discard pile once when the draw pile first runs out
    #[arg(long)]
    pub long: bool,

    /// Krumme10: play out every card when the draw pile runs out
    #[arg(long)]
    pub showdown: bool,

    /// Tenstuff: without the official rules (excommunication, three sixes, cheating)
    #[arg(long)]
    pub casual: bool,
}

impl MatchSetup {
    pub fn options(&self) -> NewOptions {
        NewOptions {
            end: self.end.clone(),
            bonus_cards: self.bonus_cards,
            peak: self.peak,
            hook: self.hook,
            teams: self.teams,
            long: self.long,
            showdown: self.showdown,
            casual: self.casual,
        }
    }

    /// Whether any option of a new match was given (so `play` starts one rather than resuming).
    pub fn any_given(&self) -> bool {
        !self.players.is_empty()
            || self.end.is_some()
            || self.bonus_cards
            || self.peak.is_some()
            || self.hook
            || self.teams
            || self.long
            || self.showdown
            || self.casual
    }
}

pub(crate) fn parse_game(text: &str) -> Result<GameId, String> {
    text.parse::<GameId>()
        .map_err(|e| format!("{e}; tenscore knows {}", GameId::known_list()))
}

/// How a Tenstuff deal ended (shared with `edit`).
#[derive(Debug, Args, Default)]
pub struct Finishing {
    /// Tenstuff: the finishing order, first out first (the last player may be left out)
    #[arg(long, value_name = "A,B,...", value_delimiter = ',')]
    pub order: Vec<String>,
}

impl Finishing {
    /// The order as typed, if one was given.
    pub fn order(self) -> Option<Vec<String>> {
        (!self.order.is_empty()).then_some(self.order)
    }
}

/// How an Under the 10 round ended (shared with `edit`).
#[derive(Debug, Args, Default)]
pub struct RoundEnding {
    /// Under the 10: who called "Under the 10!"
    #[arg(long, value_name = "NAME")]
    pub call: Option<String>,

    /// Under the 10: who emptied their hand (stroke of luck)
    #[arg(long, value_name = "NAME")]
    pub luck: Option<String>,
}

impl RoundEnding {
    /// The round as typed: the entries and how it ended.
    pub(crate) fn input(self, entries: &[String]) -> Result<RoundInput, CliError> {
        Ok(RoundInput {
            entries: parse_entries(entries)?,
            call: self.call,
            luck: self.luck,
            trump: None,
            order: None,
        })
    }
}
