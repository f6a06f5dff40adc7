//! The packed values `show` reads for every round and seat, read without serde: a check that
//! bytes hold one whole value, a seat's notes and its counters. Each answers `None` for anything
//! it does not expect (then the serde reader beside it reads the bytes, and says what is wrong),
//! so what is accepted, and how, stays the serde reader's.

use std::collections::BTreeMap;

use rmp::Marker;

use super::{MAX_DEPTH, WORD_EXT, WORDS};
use crate::games::Note;

/// Bytes being read: the rest of them.
struct Bytes<'a>(&'a [u8]);

impl<'a> Bytes<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if n > self.0.len() {
            return None;
        }
        let (taken, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(taken)
    }

    fn byte(&mut self) -> Option<u8> {
        self.take(1).map(|b| b[0])
    }

    fn be<const N: usize>(&mut self) -> Option<[u8; N]> {
        self.take(N)?.try_into().ok()
    }

    fn marker(&mut self) -> Option<Marker> {
        self.byte().map(Marker::from_u8)
    }

    /// The length a string, array or map marker says (read after it where it is not in it).
    fn length(&mut self, marker: Marker) -> Option<usize> {
        Some(match marker {
            Marker::FixStr(n) | Marker::FixArray(n) | Marker::FixMap(n) => usize::from(n),
            Marker::Str8 => usize::from(self.byte()?),
            Marker::Str16 | Marker::Array16 | Marker::Map16 => {
                usize::from(u16::from_be_bytes(self.be()?))
            }
            Marker::Str32 | Marker::Array32 | Marker::Map32 => {
                u32::from_be_bytes(self.be()?) as usize
            }
            _ => return None,
        })
    }

    fn text(&mut self, marker: Marker) -> Option<&'a str> {
        let len = self.length(marker)?;
        std::str::from_utf8(self.take(len)?).ok()
    }

    /// A word written as its number where a value goes (after its `FixExt1` marker).
    fn word_value(&mut self) -> Option<&'static str> {
        let ext = self.byte()? as i8;
        let n = self.byte()?;
        (ext == WORD_EXT).then(|| WORDS.get(usize::from(n)).copied())?
    }

    /// A map's key: a word as its number, or spelled out.
    fn key(&mut self) -> Option<&'a str> {
        match self.marker()? {
            Marker::FixPos(n) => WORDS.get(usize::from(n)).copied(),
            Marker::U8 => WORDS.get(usize::from(self.byte()?)).copied(),
            marker @ (Marker::FixStr(_) | Marker::Str8 | Marker::Str16 | Marker::Str32) => {
                self.text(marker)
            }
            _ => None,
        }
    }

    /// A string value: spelled out or a word.
    fn string(&mut self) -> Option<&'a str> {
        match self.marker()? {
            Marker::FixExt1 => self.word_value(),
            marker @ (Marker::FixStr(_) | Marker::Str8 | Marker::Str16 | Marker::Str32) => {
                self.text(marker)
            }
            _ => None,
        }
    }

    /// A whole number that fits an `i64`.
    fn int(&mut self) -> Option<i64> {
        Some(match self.marker()? {
            Marker::FixPos(n) => i64::from(n),
            Marker::FixNeg(n) => i64::from(n),
            Marker::U8 => i64::from(self.byte()?),
            Marker::U16 => i64::from(u16::from_be_bytes(self.be()?)),
            Marker::U32 => i64::from(u32::from_be_bytes(self.be()?)),
            Marker::U64 => i64::try_from(u64::from_be_bytes(self.be()?)).ok()?,
            Marker::I8 => i64::from(i8::from_be_bytes(self.be()?)),
            Marker::I16 => i64::from(i16::from_be_bytes(self.be()?)),
            Marker::I32 => i64::from(i32::from_be_bytes(self.be()?)),
            Marker::I64 => i64::from_be_bytes(self.be()?),
            _ => return None,
        })
    }

    /// Past one whole value, `depth` levels down, as the serde reader reads it (by the marker
    /// byte's number: this runs for every entry `show` reads).
    fn skip(&mut self, depth: usize) -> Option<()> {
        let byte = self.byte()?;
        let (items, fields) = match byte {
            // Whole numbers in the byte, nil, false, true.
            0x00..=0x7f | 0xe0..=0xff | 0xc0 | 0xc2 | 0xc3 => return Some(()),
            0x80..=0x8f => (0, usize::from(byte & 0x0f)),
            0x90..=0x9f => (usize::from(byte & 0x0f), 0),
            0xa0..=0xbf => {
                std::str::from_utf8(self.take(usize::from(byte & 0x1f))?).ok()?;
                return Some(());
            }
            0xcc | 0xd0 => return self.take(1).map(drop),
            0xcd | 0xd1 => return self.take(2).map(drop),
            0xce | 0xd2 => return self.take(4).map(drop),
            0xcf | 0xd3 | 0xcb => return self.take(8).map(drop),
            0xd4 => return self.word_value().map(drop),
            0xd9..=0xdb => return self.text(Marker::from_u8(byte)).map(drop),
            0xdc | 0xdd => (self.length(Marker::from_u8(byte))?, 0),
            0xde | 0xdf => (0, self.length(Marker::from_u8(byte))?),
            _ => return None,
        };
        if depth >= MAX_DEPTH {
            return None;
        }
        for _ in 0..items {
            self.skip(depth + 1)?;
        }
        for _ in 0..fields {
            self.skip_key()?;
            self.skip(depth + 1)?;
        }
        Some(())
    }

    /// Past a map's key, refusing what [`Bytes::key`] refuses: a word's number is looked at
    /// byte by byte, the common case of every entry `show` checks.
    fn skip_key(&mut self) -> Option<()> {
        match *self.0.first()? {
            n @ 0x00..=0x7f if usize::from(n) < WORDS.len() => {
                self.0 = &self.0[1..];
                Some(())
            }
            _ => self.key().map(drop),
        }
    }
}

/// Whether `bytes` hold one whole packed value and nothing after it, as
/// [`Packed::checked`](super::Packed::checked) asks; `false` means "not sure", not "damaged".
pub(super) fn holds_one_value(bytes: &[u8]) -> bool {
    let mut reader = Bytes(bytes);
    reader.skip(0).is_some() && reader.0.is_empty()
}

/// A seat's notes: an array of maps, each its kind (`note`) and whole numbers.
pub(super) fn notes(bytes: &[u8]) -> Option<Vec<Note>> {
    let mut reader = Bytes(bytes);
    let marker = reader.marker()?;
    let items = match marker {
        Marker::FixArray(_) | Marker::Array16 | Marker::Array32 => reader.length(marker)?,
        _ => return None,
    };
    let mut notes = Vec::with_capacity(items.min(8));
    for _ in 0..items {
        notes.push(note(&mut reader)?);
    }
    reader.0.is_empty().then_some(notes)
}

fn note(reader: &mut Bytes<'_>) -> Option<Note> {
    let marker = reader.marker()?;
    let fields = match marker {
        Marker::FixMap(_) | Marker::Map16 | Marker::Map32 => reader.length(marker)?,
        _ => return None,
    };
    let mut kind = None;
    let mut values = BTreeMap::new();
    for _ in 0..fields {
        let key = reader.key()?;
        if key == "note" {
            // Twice is refused by the serde reader: let it say so.
            if kind.is_some() {
                return None;
            }
            kind = Some(reader.string()?.to_string());
        } else {
            let value = reader.int()?;
            values.insert(key.to_string(), value);
        }
    }
    Some(Note {
        kind: kind?,
        values,
    })
}

/// A seat's counters: a map of names to whole numbers.
pub(super) fn counters(bytes: &[u8]) -> Option<BTreeMap<String, i64>> {
    let mut reader = Bytes(bytes);
    let marker = reader.marker()?;
    let fields = match marker {
        Marker::FixMap(_) | Marker::Map16 | Marker::Map32 => reader.length(marker)?,
        _ => return None,
    };
    let mut counters = BTreeMap::new();
    for _ in 0..fields {
        let key = reader.key()?;
        let value = reader.int()?;
        counters.insert(key.to_string(), value);
    }
    reader.0.is_empty().then_some(counters)
}

/// Whether `bytes` hold one whole value whose maps have their keys in order, each once: what
/// JSON prints as it is read ([`as_json`]), the same as through a [`serde_json::Value`], whose
/// maps sort their keys.
pub(super) fn in_json_order(bytes: &[u8]) -> bool {
    let mut reader = Bytes(bytes);
    reader.ordered(0).is_some() && reader.0.is_empty()
}

impl<'a> Bytes<'a> {
    /// Past one whole value, as [`Bytes::skip`], its maps' keys in order.
    fn ordered(&mut self, depth: usize) -> Option<()> {
        match Marker::from_u8(*self.0.first()?) {
            marker @ (Marker::FixArray(_) | Marker::Array16 | Marker::Array32) => {
                self.marker()?;
                let items = self.length(marker)?;
                if depth >= MAX_DEPTH {
                    return None;
                }
                for _ in 0..items {
                    self.ordered(depth + 1)?;
                }
            }
            marker @ (Marker::FixMap(_) | Marker::Map16 | Marker::Map32) => {
                self.marker()?;
                let fields = self.length(marker)?;
                if depth >= MAX_DEPTH {
                    return None;
                }
                let mut last: Option<&str> = None;
                for _ in 0..fields {
                    let key = self.key()?;
                    if last.is_some_and(|last| last >= key) {
                        return None;
                    }
                    last = Some(key);
                    self.ordered(depth + 1)?;
                }
            }
            _ => self.skip(depth)?,
        }
        Some(())
    }
}

/// One packed value, read as it is serialised: bytes [`in_json_order`] accepted.
pub(super) struct AsJson<'a>(pub &'a [u8]);

impl serde::Serialize for AsJson<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::{Error, SerializeMap, SerializeSeq};
        let broken = || S::Error::custom("damaged packed value");
        let mut reader = Bytes(self.0);
        let marker = reader.marker().ok_or_else(broken)?;
        match marker {
            Marker::Null => serializer.serialize_unit(),
            Marker::True => serializer.serialize_bool(true),
            Marker::False => serializer.serialize_bool(false),
            Marker::FixPos(_) | Marker::U8 | Marker::U16 | Marker::U32 | Marker::U64 => {
                let mut reader = Bytes(self.0);
                match marker {
                    Marker::U64 => {
                        reader.marker();
                        let n = u64::from_be_bytes(reader.be().ok_or_else(broken)?);
                        serializer.serialize_u64(n)
                    }
                    _ => serializer.serialize_i64(reader.int().ok_or_else(broken)?),
                }
            }
            Marker::FixNeg(_) | Marker::I8 | Marker::I16 | Marker::I32 | Marker::I64 => {
                let mut reader = Bytes(self.0);
                serializer.serialize_i64(reader.int().ok_or_else(broken)?)
            }
            Marker::F64 => {
                serializer.serialize_f64(f64::from_be_bytes(reader.be().ok_or_else(broken)?))
            }
            Marker::FixStr(_) | Marker::Str8 | Marker::Str16 | Marker::Str32 => {
                serializer.serialize_str(reader.text(marker).ok_or_else(broken)?)
            }
            Marker::FixExt1 => serializer.serialize_str(reader.word_value().ok_or_else(broken)?),
            Marker::FixArray(_) | Marker::Array16 | Marker::Array32 => {
                let items = reader.length(marker).ok_or_else(broken)?;
                let mut seq = serializer.serialize_seq(Some(items))?;
                for _ in 0..items {
                    seq.serialize_element(&AsJson(reader.value().ok_or_else(broken)?))?;
                }
                seq.end()
            }
            Marker::FixMap(_) | Marker::Map16 | Marker::Map32 => {
                let fields = reader.length(marker).ok_or_else(broken)?;
                let mut map = serializer.serialize_map(Some(fields))?;
                for _ in 0..fields {
                    let key = reader.key().ok_or_else(broken)?;
                    map.serialize_entry(key, &AsJson(reader.value().ok_or_else(broken)?))?;
                }
                map.end()
            }
            _ => Err(broken()),
        }
    }
}

/// One packed value written as pretty JSON `depth` levels in, as serde_json writes it through a
/// [`serde_json::Value`]; `None` (part of it written) for bytes it does not take, such as a map
/// whose keys are not in order, which the value sorts.
pub(super) fn write_pretty(bytes: &[u8], depth: usize, out: &mut String) -> Option<()> {
    let mut reader = Bytes(bytes);
    reader.pretty(depth, out)?;
    reader.0.is_empty().then_some(())
}

impl Bytes<'_> {
    fn pretty(&mut self, depth: usize, out: &mut String) -> Option<()> {
        use super::pretty::{push_int, push_str};
        let marker = Marker::from_u8(*self.0.first()?);
        match marker {
            // Past the marker byte too: else the value after it read the nil again and the
            // whole value (an entry with a seat out) fell back to the slow path.
            Marker::Null => self.constant("null", out)?,
            Marker::True => self.constant("true", out)?,
            Marker::False => self.constant("false", out)?,
            Marker::U64 => {
                self.marker()?;
                out.push_str(itoa::Buffer::new().format(u64::from_be_bytes(self.be()?)));
            }
            Marker::FixPos(_)
            | Marker::U8
            | Marker::U16
            | Marker::U32
            | Marker::FixNeg(_)
            | Marker::I8
            | Marker::I16
            | Marker::I32
            | Marker::I64 => push_int(out, self.int()?),
            Marker::F64 => {
                self.marker()?;
                let number = f64::from_be_bytes(self.be()?);
                out.push_str(&serde_json::to_string(&number).ok()?);
            }
            Marker::FixStr(_) | Marker::Str8 | Marker::Str16 | Marker::Str32 => {
                self.marker()?;
                push_str(out, self.text(marker)?);
            }
            Marker::FixExt1 => {
                self.marker()?;
                push_str(out, self.word_value()?);
            }
            Marker::FixArray(_) | Marker::Array16 | Marker::Array32 => {
                self.marker()?;
                let items = self.length(marker)?;
                self.pretty_array(items, depth, out)?;
            }
            Marker::FixMap(_) | Marker::Map16 | Marker::Map32 => {
                self.marker()?;
                let fields = self.length(marker)?;
                self.pretty_map(fields, depth, out)?;
            }
            _ => return None,
        }
        Some(())
    }

    /// A value that is its marker alone (nil, true, false), printed as `text`.
    fn constant(&mut self, text: &str, out: &mut String) -> Option<()> {
        self.marker()?;
        out.push_str(text);
        Some(())
    }

    /// An array's `items` (its marker read).
    fn pretty_array(&mut self, items: usize, depth: usize, out: &mut String) -> Option<()> {
        use super::pretty::newline;
        if depth >= MAX_DEPTH + 8 {
            return None;
        }
        out.push('[');
        for item in 0..items {
            if item > 0 {
                out.push(',');
            }
            newline(out, depth + 1);
            self.pretty(depth + 1, out)?;
        }
        if items > 0 {
            newline(out, depth);
        }
        out.push(']');
        Some(())
    }

    /// A map's `fields` (its marker read), printed only when its keys are in order.
    fn pretty_map(&mut self, fields: usize, depth: usize, out: &mut String) -> Option<()> {
        use super::pretty::{newline, push_str};
        if depth >= MAX_DEPTH + 8 {
            return None;
        }
        out.push('{');
        let mut last: Option<&str> = None;
        for field in 0..fields {
            let key = self.key()?;
            // In the order a value sorts them in, or not at all.
            if last.is_some_and(|last| last >= key) {
                return None;
            }
            last = Some(key);
            if field > 0 {
                out.push(',');
            }
            newline(out, depth + 1);
            push_str(out, key);
            out.push_str(": ");
            self.pretty(depth + 1, out)?;
        }
        if fields > 0 {
            newline(out, depth);
        }
        out.push('}');
        Some(())
    }
}

/// A packed value read piece by piece, for a game that reads its stored entries without serde
/// (`show` reads every round's): each answers `None` for anything not as expected, and serde
/// then reads the bytes, and says what is wrong.
pub(crate) struct Cursor<'a>(Bytes<'a>);

impl<'a> Cursor<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Cursor<'a> {
        Cursor(Bytes(bytes))
    }

    /// A map: how many fields follow (each a key, then its value).
    pub(crate) fn map(&mut self) -> Option<usize> {
        match self.0.marker()? {
            marker @ (Marker::FixMap(_) | Marker::Map16 | Marker::Map32) => self.0.length(marker),
            _ => None,
        }
    }

    /// An array: how many items follow.
    pub(crate) fn array(&mut self) -> Option<usize> {
        match self.0.marker()? {
            marker @ (Marker::FixArray(_) | Marker::Array16 | Marker::Array32) => {
                self.0.length(marker)
            }
            _ => None,
        }
    }

    pub(crate) fn key(&mut self) -> Option<&'a str> {
        self.0.key()
    }

    pub(crate) fn int(&mut self) -> Option<i64> {
        self.0.int()
    }

    pub(crate) fn string(&mut self) -> Option<&'a str> {
        self.0.string()
    }

    /// Past a nil when one comes next: whether it did.
    pub(crate) fn nil(&mut self) -> bool {
        let nil = self.0.0.first() == Some(&0xc0);
        if nil {
            self.0.0 = &self.0.0[1..];
        }
        nil
    }

    /// Whether every byte was read.
    pub(crate) fn done(&self) -> bool {
        self.0.0.is_empty()
    }
}

impl<'a> Bytes<'a> {
    /// The bytes of the next whole value.
    fn value(&mut self) -> Option<&'a [u8]> {
        let start = self.0;
        self.skip(0)?;
        Some(&start[..start.len() - self.0.len()])
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use serde_json::json;

    use super::super::tests::any_value;
    use super::super::{Packed, pack, unpack_into};
    use crate::games::Note;

    proptest! {
        /// What is read without serde is what serde reads, and JSON printed from the bytes is
        /// JSON printed from the value.
        #[test]
        fn values_read_without_serde_as_with_it(value in any_value()) {
            let bytes = pack(&value);
            prop_assert!(super::holds_one_value(&bytes));
            prop_assert!(super::in_json_order(&bytes));
            let straight = serde_json::to_string_pretty(&Packed(bytes.clone().into())).unwrap();
            prop_assert_eq!(&straight, &serde_json::to_string_pretty(&value).unwrap());
            // Written straight into a text, two levels in, as serde_json writes it there.
            let mut written = String::new();
            Packed(bytes.clone().into()).write_json(2, &mut written);
            let mut indented = String::new();
            super::super::pretty::push_indented(&mut indented, &straight, 2);
            prop_assert_eq!(written, indented);
            if let Some(notes) = super::notes(&bytes) {
                prop_assert_eq!(Some(notes), unpack_into::<Vec<Note>>(&bytes).ok());
            }
            if let Some(counters) = super::counters(&bytes) {
                let serde: Option<std::collections::BTreeMap<String, i64>> = unpack_into(&bytes).ok();
                prop_assert_eq!(Some(counters), serde);
            }
        }

        /// Bytes the check takes are bytes serde takes.
        #[test]
        fn bytes_checked_without_serde_read_with_it(bytes in prop::collection::vec(any::<u8>(), 0..48)) {
            if super::holds_one_value(&bytes) {
                prop_assert!(unpack_into::<serde::de::IgnoredAny>(&bytes).is_ok());
            }
        }
    }

    #[test]
    fn notes_and_counters_as_serde_reads_them() {
        let notes = json!([{"note": "halved", "from": 100, "to": 50}, {"note": "called"}]);
        let bytes = pack(&notes);
        assert_eq!(super::notes(&bytes), unpack_into::<Vec<Note>>(&bytes).ok());
        assert_eq!(super::notes(&bytes).map(|n| n.len()), Some(2));
        let counters = json!({"started": 17, "out_round": -3});
        let bytes = pack(&counters);
        assert_eq!(super::counters(&bytes).map(|c| c.len()), Some(2));
        // What it does not expect is left to serde: a note without its kind, a word as a number.
        for odd in [json!([{"from": 1}]), json!([{"note": "x", "to": "hearts"}])] {
            assert_eq!(super::notes(&pack(&odd)), None);
        }
        // A map out of order prints through a value, which sorts it.
        let mut bytes = Vec::new();
        rmp::encode::write_map_len(&mut bytes, 2).unwrap();
        rmp::encode::write_str(&mut bytes, "zz").unwrap();
        rmp::encode::write_sint(&mut bytes, 1).unwrap();
        rmp::encode::write_str(&mut bytes, "aa").unwrap();
        rmp::encode::write_sint(&mut bytes, 2).unwrap();
        assert!(!super::in_json_order(&bytes));
        let printed = serde_json::to_string(&Packed(bytes.clone().into())).unwrap();
        assert_eq!(printed, r#"{"aa":2,"zz":1}"#);
        let mut written = String::new();
        Packed(bytes.into()).write_json(1, &mut written);
        assert_eq!(written, "{\n    \"aa\": 2,\n    \"zz\": 1\n  }");
    }
}
