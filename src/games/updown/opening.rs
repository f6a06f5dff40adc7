//! What opens and what closes a round of 10 op en neer: the bids with the trump ([`Opening`]),
//! then the tricks ([`Entry`]).
//!
//! The trump is one of three answers, a suit, none (a round dealt out to the last card has none
//! to turn) or not told, so a round can never hold a suit and "no trumps" at once. It is stored
//! as it always was, `"trump": "hearts"` or left out, with `"no_trumps": true` for a round
//! without trumps: openings stored before that answer existed read as they did.

use serde::{Deserialize, Serialize};

use super::is_false;
use super::tricks::Trump;
use crate::games::cards::Suit;
use crate::t;

/// A round opened by the bids, before it is played.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(try_from = "StoredOpening", into = "StoredOpening")]
pub struct Opening {
    /// Cards dealt to each player this round.
    pub cards: u32,
    /// The trump told with the bids (kept for the record): a suit, no trumps, or not told.
    pub trump: Trump,
    /// Each seat's bid, in seating order.
    pub bids: Vec<u32>,
}

/// A played round: each seat's tricks, in seating order.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub tricks: Vec<u32>,
}

/// The opening as stored and exported.
#[derive(Serialize, Deserialize)]
struct StoredOpening {
    cards: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    trump: Option<Suit>,
    #[serde(default, skip_serializing_if = "is_false")]
    no_trumps: bool,
    bids: Vec<u32>,
}

impl TryFrom<StoredOpening> for Opening {
    type Error = String;

    fn try_from(stored: StoredOpening) -> Result<Opening, String> {
        let trump = match (stored.trump, stored.no_trumps) {
            (Some(suit), true) => {
                return Err(t!("updown-opening-suit-and-no-trumps", trump = suit.name()));
            }
            (Some(suit), false) => Trump::Of(suit),
            (None, true) => Trump::NoTrumps,
            (None, false) => Trump::NotGiven,
        };
        Ok(Opening {
            cards: stored.cards,
            trump,
            bids: stored.bids,
        })
    }
}

impl From<Opening> for StoredOpening {
    fn from(opening: Opening) -> StoredOpening {
        StoredOpening {
            cards: opening.cards,
            trump: opening.trump.suit(),
            no_trumps: opening.trump == Trump::NoTrumps,
            bids: opening.bids,
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn the_three_answers_are_stored_apart_and_old_openings_read_as_before() {
        let cases = [
            (
                json!({"cards": 3, "trump": "hearts", "bids": [1, 0, 1]}),
                Trump::Of(Suit::Hearts),
            ),
            (
                json!({"cards": 3, "no_trumps": true, "bids": [1, 0, 1]}),
                Trump::NoTrumps,
            ),
            (json!({"cards": 3, "bids": [1, 0, 1]}), Trump::NotGiven),
        ];
        for (stored, trump) in cases {
            let opening: Opening = serde_json::from_value(stored.clone()).unwrap();
            assert_eq!(opening.trump, trump);
            assert_eq!(serde_json::to_value(&opening).unwrap(), stored);
            let packed = crate::packed::pack(&stored);
            assert_eq!(
                crate::packed::unpack_into::<Opening>(&packed).unwrap(),
                opening
            );
        }
    }

    #[test]
    fn a_suit_and_no_trumps_at_once_is_refused() {
        let both = json!({"cards": 3, "trump": "hearts", "no_trumps": true, "bids": [1, 0, 1]});
        let refused = serde_json::from_value::<Opening>(both).unwrap_err();
        assert!(refused.to_string().contains("hearts"), "{refused}");
    }
}
