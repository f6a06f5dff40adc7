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

/// Whether the bytes hold an entry [`stored_entry`] reads, walked without building it (`show`'s
/// table does not show an Under the 10 entry, but refuses one that is not one).
pub(super) fn fits(stored: &Packed) -> bool {
    let mut bytes = stored.cursor();
    let walked = (|| {
        let (mut ending, mut hands) = (false, false);
        for _ in 0..bytes.map().filter(|&fields| fields == 2)? {
            match bytes.key()? {
                "ending" if !ending => ending = read_ending(&mut bytes).is_some(),
                "hands" if !hands => {
                    for _ in 0..bytes.array()? {
                        if !bytes.nil() {
                            walk_hand(&mut bytes)?;
                        }
                    }
                    hands = true;
                }
                _ => return None,
            }
        }
        (ending && hands).then_some(())
    })();
    walked.is_some() && bytes.done()
}

/// Past a hand as [`read_hand`] reads it.
fn walk_hand(bytes: &mut Cursor<'_>) -> Option<()> {
    let (mut points, mut bonus) = (false, false);
    for _ in 0..bytes.map().filter(|&fields| fields == 2)? {
        match bytes.key()? {
            "points" if !points => points = bytes.int().is_some(),
            "bonus" if !bonus => {
                for _ in 0..bytes.array()? {
                    bonus_card(bytes.string()?)?;
                }
                bonus = true;
            }
            _ => return None,
        }
    }
    (points && bonus).then_some(())
}

/// A bonus card by its stored name.
fn bonus_card(name: &str) -> Option<Bonus> {
    match name {
        "trade-all" => Some(Bonus::TradeAll),
        "joker" => Some(Bonus::Joker),
        "trade-one" => Some(Bonus::TradeOne),
        _ => None,
    }
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
                    cards.push(bonus_card(bytes.string()?)?);
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
            assert!(super::fits(&stored));
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
            assert!(!super::fits(&packed(value.clone())), "{value}");
        }
    }
}
