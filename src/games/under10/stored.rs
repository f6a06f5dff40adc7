//! A stored Under the 10 entry read straight from its bytes, as serde reads it, without serde's
//! machinery (`show` reads every round's entry, and `show --json` explains every round).

use crate::packed::{Cursor, Packed};

use super::{Bonus, Ending, Entry, Hand};

/// The entry as stored: `{"ending": {"call"|"luck": {"seat": N}}, "hands": [HAND|nil, ...]}`,
/// each hand `{"bonus": [...], "points": N}`. `None` for anything else (another order or shape,
/// a field twice or one more): serde reads it then, and says what is wrong.
pub(super) fn stored_entry(stored: &Packed) -> Option<Entry> {
    let mut bytes = stored.cursor();
    let mut ending = None;
    let mut hands = None;
    for _ in 0..bytes.map().filter(|&fields| fields == 2)? {
        match bytes.key()? {
            "ending" if ending.is_none() => ending = Some(read_ending(&mut bytes)?),
            "hands" if hands.is_none() => hands = Some(read_hands(&mut bytes)?),
            _ => return None,
        }
    }
    bytes.done().then_some(())?;
    Some(Entry {
        ending: ending?,
        hands: hands?,
    })
}

fn read_ending(bytes: &mut Cursor<'_>) -> Option<Ending> {
    bytes.map().filter(|&fields| fields == 1)?;
    let call = match bytes.key()? {
        "call" => true,
        "luck" => false,
        _ => return None,
    };
    bytes.map().filter(|&fields| fields == 1)?;
    (bytes.key()? == "seat").then_some(())?;
    let seat = usize::try_from(bytes.int()?).ok()?;
    Some(match call {
        true => Ending::Call { seat },
        false => Ending::Luck { seat },
    })
}

fn read_hands(bytes: &mut Cursor<'_>) -> Option<Vec<Option<Hand>>> {
    let seats = bytes.array()?;
    let mut hands = Vec::with_capacity(seats.min(64));
    for _ in 0..seats {
        hands.push(match bytes.nil() {
            true => None,
            false => Some(read_hand(bytes)?),
        });
    }
    Some(hands)
}

fn read_hand(bytes: &mut Cursor<'_>) -> Option<Hand> {
    let mut points = None;
    let mut bonus: Option<Vec<Bonus>> = None;
    for _ in 0..bytes.map().filter(|&fields| fields == 2)? {
        match bytes.key()? {
            "points" if points.is_none() => points = Some(bytes.int()?),
            "bonus" if bonus.is_none() => {
                let held = bytes.array()?;
                let mut cards = Vec::with_capacity(held.min(8));
                for _ in 0..held {
                    cards.push(match bytes.string()? {
                        "trade-all" => Bonus::TradeAll,
                        "joker" => Bonus::Joker,
                        "trade-one" => Bonus::TradeOne,
                        _ => return None,
                    });
                }
                bonus = Some(cards);
            }
            _ => return None,
        }
    }
    Some(Hand {
        points: points?,
        bonus: bonus?,
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use crate::packed::{Packed, pack};

    use super::super::Entry;

    fn packed(value: serde_json::Value) -> Packed {
        Packed::checked(pack(&value)).unwrap()
    }

    #[test]
    fn entries_read_from_their_bytes_as_serde_reads_them() {
        let entries = [
            json!({"ending": {"call": {"seat": 1}}, "hands": [
                {"bonus": ["joker", "trade-one"], "points": 3}, {"bonus": [], "points": 0}, null]}),
            json!({"hands": [{"points": 0, "bonus": ["trade-all"]}], "ending": {"luck": {"seat": 0}}}),
        ];
        for value in entries {
            let stored = packed(value);
            let read = super::stored_entry(&stored);
            assert!(read.is_some());
            assert_eq!(read, stored.read::<Entry>().ok());
        }
    }

    #[test]
    fn anything_else_is_left_to_serde() {
        let odd = [
            json!(7),
            json!({"ending": {"call": {"seat": 1}}}),
            json!({"ending": {"call": {"seat": -1}}, "hands": []}),
            json!({"ending": {"pass": {"seat": 1}}, "hands": []}),
            json!({"ending": {"call": {"seat": 1}}, "hands": [{"points": 1}]}),
            json!({"ending": {"call": {"seat": 1}}, "hands": [{"points": 1, "bonus": ["ace"]}]}),
            json!({"ending": {"call": {"seat": 1}}, "hands": [], "extra": 1}),
        ];
        for value in odd {
            assert_eq!(super::stored_entry(&packed(value.clone())), None, "{value}");
        }
    }
}
