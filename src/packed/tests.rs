use proptest::prelude::*;
use serde_json::{Value, json};

use super::{WORDS, pack, pack_unless_empty, unpack};

fn round_trip(value: &Value) -> Value {
    unpack(&pack(value)).expect("what was packed unpacks")
}

#[test]
fn the_values_of_every_game_come_back_as_they_were_packed() {
    let values = [
        json!({"ending": {"call": {"seat": 2}}, "hands": [{"bonus": ["joker"], "points": 3}, null]}),
        json!({"bids": [0, 1, 2], "cards": 7, "trump": "hearts"}),
        json!({"tricks": [0, 3, 4]}),
        json!({"order": [1, 3, 2, 0]}),
        json!([{"note": "halved", "from": 100, "to": 50}, {"note": "went-out", "total": 151}]),
        json!({"started": 17, "out_round": 59}),
        json!({"someday": "a field no game has yet", "n": -70_000, "big": u64::MAX, "x": 1.5}),
        json!([true, false, null, "", "é"]),
    ];
    for value in values {
        assert_eq!(round_trip(&value), value);
    }
}

#[test]
fn words_are_packed_as_their_number() {
    // 26 bytes of JSON; 8 packed: array, map, note, hit-bid (3), bid, 2.
    let note = json!([{"note": "hit-bid", "bid": 2}]);
    assert_eq!(serde_json::to_string(&note).unwrap().len(), 28);
    assert_eq!(pack(&note).len(), 8);
    // A word not in the list is spelled out.
    assert!(pack(&json!({"unlisted": 1})).len() > 9);
}

#[test]
fn empty_notes_and_counters_are_stored_as_null() {
    assert_eq!(pack_unless_empty(&json!([])), None);
    assert_eq!(pack_unless_empty(&json!({})), None);
    assert!(pack_unless_empty(&json!({"started": 1})).is_some());
}

#[test]
fn damaged_bytes_are_reported_never_a_panic() {
    for bytes in [
        &[0xc1_u8][..],
        &[0x92, 0x01],
        &[0xd4, 0x01, 200],
        &[0x81, 0x7f, 0x01],
        &[0x01, 0x02],
    ] {
        unpack(bytes).expect_err("damaged");
        assert!(super::Packed::checked(bytes.to_vec()).is_err());
    }
}

#[test]
fn the_words_keep_their_numbers() {
    // Append only: a stored number means the word at that place forever.
    insta::assert_snapshot!(WORDS.join(" "));
}

pub(super) fn any_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        prop::sample::select(WORDS.to_vec()).prop_map(Value::from),
        ".{0,40}".prop_map(Value::from),
    ];
    leaf.prop_recursive(4, 64, 8, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..8).prop_map(Value::Array),
            prop::collection::btree_map(
                prop_oneof![
                    prop::sample::select(WORDS.to_vec()).prop_map(String::from),
                    ".{0,12}"
                ],
                inner,
                0..6
            )
            .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

proptest! {
    #[test]
    fn every_value_comes_back(value in any_value()) {
        prop_assert_eq!(round_trip(&value), value);
    }

    #[test]
    fn any_bytes_unpack_or_are_refused(bytes in prop::collection::vec(any::<u8>(), 0..64)) {
        let _ = unpack(&bytes);
    }
}

/// A typed value read straight from its packed bytes is the value serde_json reads from the same
/// JSON: options, enums of every shape, flattened maps, borrowed words.
#[test]
fn typed_values_read_straight_from_the_bytes_as_from_json() {
    use std::collections::BTreeMap;

    use serde::{Deserialize, Serialize};

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    enum Ending {
        Luck,
        Call { seat: usize },
        Pair(u8, i64),
        Seat(usize),
    }
    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Entry {
        ending: Vec<Ending>,
        trump: Option<String>,
        cards: Option<u32>,
        #[serde(flatten)]
        rest: BTreeMap<String, i64>,
    }
    let entry = Entry {
        ending: vec![
            Ending::Luck,
            Ending::Call { seat: 2 },
            Ending::Pair(3, -70_000),
            Ending::Seat(1),
        ],
        trump: Some("hearts".into()),
        cards: None,
        rest: BTreeMap::from([("points".into(), 5), ("unlisted".into(), -1)]),
    };
    let json = serde_json::to_value(&entry).unwrap();
    let typed: Entry = super::unpack_into(&pack(&json)).unwrap();
    assert_eq!(typed, entry);
    let notes = json!([{"note": "halved", "from": 100, "to": 50}]);
    let read: Vec<crate::games::Note> = super::unpack_into(&pack(&notes)).unwrap();
    assert_eq!(serde_json::to_value(read).unwrap(), notes);
    // A value of the wrong shape is damage, not a panic.
    let packed = super::Packed::checked(pack(&json!([1]))).unwrap();
    assert!(packed.read::<Entry>().is_err());
    assert_eq!(packed.to_json(), json!([1]));
}

#[test]
fn nil_true_and_false_print_on_the_fast_path_as_serde_prints_them() {
    // An Under the 10 entry with a seat out: its hand is nil. The fast printer once stopped at
    // the nil and the whole entry went through serde instead.
    let entry = json!({
        "ending": {"call": {"seat": 0}},
        "hands": [{"bonus": [], "points": 2}, null, {"bonus": [], "points": 0}],
        "flags": [true, false, null],
    });
    let bytes = pack(&entry);
    let mut fast = String::new();
    assert!(super::fast::write_pretty(&bytes, 1, &mut fast).is_some());
    let mut slow = String::new();
    super::pretty::push_value(&mut slow, &entry, 1);
    assert_eq!(fast, slow);
}
