//! The compact form of the values a round stores (its opening, its entry, each seat's notes and
//! counters): MessagePack, with the words the five games use (field names, note kinds, suits,
//! bonus cards) written as their number in [`WORDS`] instead of spelled out.
//!
//! `{"note":"hit-bid","bid":2}` takes 26 bytes as JSON and 8 packed. Any value packs, words or
//! not (a word not in the list is spelled out), so a game can add a field without touching this
//! file, and every backend stores the same bytes.

use rmp::Marker;
use rmp::decode::RmpRead;
use rmp::encode;
use serde::de::{self, DeserializeOwned, DeserializeSeed, Visitor};
use serde_json::Value;

/// The words packed as their number. Append only: a stored number means the word at its place
/// in this list forever (the test beside it keeps the list as it was).
pub(crate) const WORDS: [&str; 37] = [
    // Field names of openings, entries and notes.
    "note",
    "bid",
    "bids",
    "bonus",
    "call",
    "cards",
    "ending",
    "from",
    "hands",
    "luck",
    "order",
    "points",
    "seat",
    "to",
    "total",
    "tricks",
    "trump",
    // Counters.
    "bids_hit",
    "deals_won",
    "out_round",
    "started",
    // Note kinds.
    "beat-caller",
    "bonus-penalty",
    "called",
    "failed-call",
    "halved",
    "hit-bid",
    "missed-bid",
    "sat-out",
    "went-out",
    // Suits and bonus cards.
    "clubs",
    "diamonds",
    "hearts",
    "spades",
    "joker",
    "trade-all",
    "trade-one",
];

/// The MessagePack extension type of a word written as its number where a value goes.
const WORD_EXT: i8 = 1;

fn word_number(word: &str) -> Option<u8> {
    WORDS.iter().position(|w| *w == word).map(|n| n as u8)
}

/// The packed form of `value`.
pub(crate) fn pack(value: &Value) -> Vec<u8> {
    let mut out = Vec::with_capacity(16);
    write_value(&mut out, value);
    out
}

/// The packed form of `value`, or `None` for an empty array or object (stored as NULL).
pub(crate) fn pack_unless_empty(value: &Value) -> Option<Vec<u8>> {
    match value {
        Value::Array(items) if items.is_empty() => None,
        Value::Object(fields) if fields.is_empty() => None,
        _ => Some(pack(value)),
    }
}

/// The value packed in `bytes`.
pub(crate) fn unpack(bytes: &[u8]) -> Result<Value, Problem> {
    unpack_into(bytes)
}

/// The value packed in `bytes` read straight into `T`, with no [`Value`] between.
pub(crate) fn unpack_into<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, Problem> {
    read_whole(bytes).map_err(|problem| at_field::<T>(bytes).unwrap_or(problem))
}

fn read_whole<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, Problem> {
    let mut reader = Reader { bytes, depth: 0 };
    let value = T::deserialize(&mut reader)?;
    if !reader.bytes.is_empty() {
        return Err(Problem("bytes after the value".into()));
    }
    Ok(value)
}

/// The problem of a whole value that did not read into `T`, named with the field where it arose
/// (`hands[0].points: invalid type: ...`): read again, keeping the path, only once it failed.
/// Damaged bytes (cut short, an unknown word) are said as they are.
fn at_field<T: DeserializeOwned>(bytes: &[u8]) -> Option<Problem> {
    read_whole::<de::IgnoredAny>(bytes).ok()?;
    let mut reader = Reader { bytes, depth: 0 };
    let problem = serde_path_to_error::deserialize::<_, T>(&mut reader).err()?;
    let path = problem.path().to_string();
    match path.as_str() {
        "." | "" => None,
        _ => Some(Problem(format!("{path}: {}", problem.into_inner()))),
    }
}

/// A seat's notes packed in `bytes` (read for every seat of every round `show` lists).
pub(crate) fn unpack_notes(bytes: &[u8]) -> Result<Vec<crate::games::Note>, Problem> {
    match fast::notes(bytes) {
        Some(notes) => Ok(notes),
        None => unpack_into(bytes),
    }
}

/// A seat's counters packed in `bytes`.
pub(crate) fn unpack_counters(
    bytes: &[u8],
) -> Result<std::collections::BTreeMap<String, i64>, Problem> {
    match fast::counters(bytes) {
        Some(counters) => Ok(counters),
        None => unpack_into(bytes),
    }
}

/// A stored value (a round's opening or entry) kept packed until it is read, straight into the
/// type that reads it: a game's entry for `show`, JSON for `--json`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Packed(Box<[u8]>);

impl Packed {
    /// Bytes that hold one whole packed value (checked without building it).
    pub(crate) fn checked(bytes: Vec<u8>) -> Result<Packed, Problem> {
        // Every round's entry is checked: without serde where the bytes are as expected.
        if !fast::holds_one_value(&bytes) {
            unpack_into::<de::IgnoredAny>(&bytes)?;
        }
        Ok(Packed(bytes.into_boxed_slice()))
    }

    /// The value read into `T`; a value of another shape is refused.
    pub fn read<T: DeserializeOwned>(&self) -> Result<T, Problem> {
        unpack_into(&self.0)
    }

    /// The value as pretty JSON `depth` levels in, as [`serde::Serialize`] prints it through
    /// serde_json's pretty printer: straight from the bytes where they print the same.
    pub(crate) fn write_json(&self, depth: usize, out: &mut String) {
        let start = out.len();
        if fast::write_pretty(&self.0, depth, out).is_none() {
            out.truncate(start);
            pretty::push_value(out, &self.to_json(), depth);
        }
    }

    /// The value read piece by piece ([`Cursor`]).
    pub(crate) fn cursor(&self) -> Cursor<'_> {
        Cursor::new(&self.0)
    }

    pub fn to_json(&self) -> Value {
        // Checked when made: the bytes hold a value.
        unpack(&self.0).unwrap_or(Value::Null)
    }
}

impl serde::Serialize for Packed {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Straight from the bytes where they print the same (`show --json` prints every
        // round's entry), else through a `Value`, which sorts the keys.
        match fast::in_json_order(&self.0) {
            true => fast::AsJson(&self.0).serialize(serializer),
            false => self.to_json().serialize(serializer),
        }
    }
}

// Writing into a Vec cannot fail, so the results of rmp's writers are dropped.
fn write_value(out: &mut Vec<u8>, value: &Value) {
    match value {
        Value::Null => {
            let _ = encode::write_nil(out);
        }
        Value::Bool(b) => {
            let _ = encode::write_bool(out, *b);
        }
        Value::Number(n) => {
            if let Some(i) = n.as_i64() {
                let _ = encode::write_sint(out, i);
            } else if let Some(u) = n.as_u64() {
                let _ = encode::write_uint(out, u);
            } else if let Some(f) = n.as_f64() {
                let _ = encode::write_f64(out, f);
            }
        }
        Value::String(s) => match word_number(s) {
            Some(n) => {
                let _ = encode::write_ext_meta(out, 1, WORD_EXT);
                out.push(n);
            }
            None => {
                let _ = encode::write_str(out, s);
            }
        },
        Value::Array(items) => {
            let _ = encode::write_array_len(out, items.len() as u32);
            for item in items {
                write_value(out, item);
            }
        }
        Value::Object(fields) => {
            let _ = encode::write_map_len(out, fields.len() as u32);
            for (key, field) in fields {
                match word_number(key) {
                    Some(n) => {
                        let _ = encode::write_uint(out, u64::from(n));
                    }
                    None => {
                        let _ = encode::write_str(out, key);
                    }
                }
                write_value(out, field);
            }
        }
    }
}

/// Nesting deeper than any game's value: a damaged blob cannot recurse without end.
const MAX_DEPTH: usize = 32;

/// Why packed bytes did not read, or not as the type asked for.
#[derive(Debug)]
pub struct Problem(String);

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Problem {}

impl de::Error for Problem {
    fn custom<T: std::fmt::Display>(msg: T) -> Self {
        Problem(msg.to_string())
    }
}

fn cut_short<E>(_: E) -> Problem {
    Problem("cut short".into())
}

/// Reads packed values as a serde deserializer: what is left of the bytes, and how deep it is.
struct Reader<'de> {
    bytes: &'de [u8],
    depth: usize,
}

impl<'de> Reader<'de> {
    fn marker(&mut self) -> Result<Marker, Problem> {
        // Straight from the byte: every value and key of every entry starts with one.
        let (&byte, rest) = self.bytes.split_first().ok_or_else(|| cut_short(()))?;
        self.bytes = rest;
        Ok(Marker::from_u8(byte))
    }

    fn peek(&self) -> Option<Marker> {
        self.bytes.first().map(|&b| Marker::from_u8(b))
    }

    fn length(&mut self, marker: Marker) -> Result<usize, Problem> {
        Ok(match marker {
            Marker::FixStr(n) | Marker::FixArray(n) | Marker::FixMap(n) => usize::from(n),
            Marker::Str8 => usize::from(self.bytes.read_data_u8().map_err(cut_short)?),
            Marker::Str16 | Marker::Array16 | Marker::Map16 => {
                usize::from(self.bytes.read_data_u16().map_err(cut_short)?)
            }
            _ => self.bytes.read_data_u32().map_err(cut_short)? as usize,
        })
    }

    fn text(&mut self, marker: Marker) -> Result<&'de str, Problem> {
        let len = self.length(marker)?;
        if len > self.bytes.len() {
            return Err(cut_short(()));
        }
        let (text, rest) = self.bytes.split_at(len);
        self.bytes = rest;
        std::str::from_utf8(text).map_err(|_| Problem("text that is not UTF-8".into()))
    }

    fn nested<T>(
        &mut self,
        read: impl FnOnce(&mut Self) -> Result<T, Problem>,
    ) -> Result<T, Problem> {
        if self.depth >= MAX_DEPTH {
            return Err(Problem("nested too deep".into()));
        }
        self.depth += 1;
        let value = read(self);
        self.depth -= 1;
        value
    }
}

fn word(n: u64) -> Result<&'static str, Problem> {
    usize::try_from(n)
        .ok()
        .and_then(|n| WORDS.get(n))
        .copied()
        .ok_or_else(|| Problem(format!("unknown word {n}")))
}

impl<'de> de::Deserializer<'de> for &mut Reader<'de> {
    type Error = Problem;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Problem> {
        let marker = self.marker()?;
        let b = &mut self.bytes;
        match marker {
            Marker::Null => visitor.visit_unit(),
            Marker::True => visitor.visit_bool(true),
            Marker::False => visitor.visit_bool(false),
            Marker::FixPos(n) => visitor.visit_u64(u64::from(n)),
            Marker::FixNeg(n) => visitor.visit_i64(i64::from(n)),
            Marker::U8 => visitor.visit_u64(u64::from(b.read_data_u8().map_err(cut_short)?)),
            Marker::U16 => visitor.visit_u64(u64::from(b.read_data_u16().map_err(cut_short)?)),
            Marker::U32 => visitor.visit_u64(u64::from(b.read_data_u32().map_err(cut_short)?)),
            Marker::U64 => visitor.visit_u64(b.read_data_u64().map_err(cut_short)?),
            Marker::I8 => visitor.visit_i64(i64::from(b.read_data_i8().map_err(cut_short)?)),
            Marker::I16 => visitor.visit_i64(i64::from(b.read_data_i16().map_err(cut_short)?)),
            Marker::I32 => visitor.visit_i64(i64::from(b.read_data_i32().map_err(cut_short)?)),
            Marker::I64 => visitor.visit_i64(b.read_data_i64().map_err(cut_short)?),
            Marker::F64 => visitor.visit_f64(b.read_data_f64().map_err(cut_short)?),
            Marker::FixStr(_) | Marker::Str8 | Marker::Str16 | Marker::Str32 => {
                visitor.visit_borrowed_str(self.text(marker)?)
            }
            Marker::FixExt1 => {
                let ext = b.read_data_i8().map_err(cut_short)?;
                let n = b.read_data_u8().map_err(cut_short)?;
                if ext != WORD_EXT {
                    return Err(Problem(format!("unknown extension {ext}")));
                }
                visitor.visit_borrowed_str(word(u64::from(n))?)
            }
            Marker::FixArray(_) | Marker::Array16 | Marker::Array32 => {
                let left = self.length(marker)?;
                self.nested(|reader| visitor.visit_seq(Items { reader, left }))
            }
            Marker::FixMap(_) | Marker::Map16 | Marker::Map32 => {
                let left = self.length(marker)?;
                self.nested(|reader| visitor.visit_map(Items { reader, left }))
            }
            other => Err(Problem(format!("unexpected {other:?}"))),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Problem> {
        if self.peek() == Some(Marker::Null) {
            self.bytes = &self.bytes[1..];
            visitor.visit_none()
        } else {
            visitor.visit_some(self)
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Problem> {
        visitor.visit_newtype_struct(self)
    }

    /// Enums as serde_json writes them: a unit variant as its name, any other as a map of its
    /// name to its content.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Problem> {
        match self.peek() {
            Some(Marker::FixMap(1)) => {
                self.bytes = &self.bytes[1..];
                self.nested(|reader| visitor.visit_enum(Variant { reader }))
            }
            _ => {
                let name: &str = de::Deserialize::deserialize(&mut *self)?;
                visitor.visit_enum(de::value::StrDeserializer::<Problem>::new(name))
            }
        }
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        unit unit_struct seq tuple tuple_struct map struct identifier ignored_any
    }
}

/// The items of an array, or the keys and values of a map, still to read.
struct Items<'a, 'de> {
    reader: &'a mut Reader<'de>,
    left: usize,
}

impl<'de> de::SeqAccess<'de> for Items<'_, 'de> {
    type Error = Problem;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Problem> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        seed.deserialize(&mut *self.reader).map(Some)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.left.min(64))
    }
}

impl<'de> de::MapAccess<'de> for Items<'_, 'de> {
    type Error = Problem;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Problem> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        let key = read_key(self.reader)?;
        seed.deserialize(de::value::BorrowedStrDeserializer::new(key))
            .map(Some)
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, Problem> {
        seed.deserialize(&mut *self.reader)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.left.min(64))
    }
}

/// A map's key: a word as its number, or spelled out.
fn read_key<'de>(reader: &mut Reader<'de>) -> Result<&'de str, Problem> {
    match reader.marker()? {
        Marker::FixPos(n) => word(u64::from(n)),
        Marker::U8 => word(u64::from(reader.bytes.read_data_u8().map_err(cut_short)?)),
        marker @ (Marker::FixStr(_) | Marker::Str8 | Marker::Str16 | Marker::Str32) => {
            reader.text(marker)
        }
        other => Err(Problem(format!("unexpected key {other:?}"))),
    }
}

/// An enum written as a map of one key, its variant's name, to its content.
struct Variant<'a, 'de> {
    reader: &'a mut Reader<'de>,
}

impl<'de> de::EnumAccess<'de> for Variant<'_, 'de> {
    type Error = Problem;
    type Variant = Self;

    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self), Problem> {
        let name = read_key(self.reader)?;
        let value = seed.deserialize(de::value::BorrowedStrDeserializer::<Problem>::new(name))?;
        Ok((value, self))
    }
}

impl<'de> de::VariantAccess<'de> for Variant<'_, 'de> {
    type Error = Problem;

    fn unit_variant(self) -> Result<(), Problem> {
        de::Deserialize::deserialize(&mut *self.reader)
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Problem> {
        seed.deserialize(&mut *self.reader)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Problem> {
        de::Deserializer::deserialize_any(&mut *self.reader, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Problem> {
        de::Deserializer::deserialize_any(&mut *self.reader, visitor)
    }
}

mod fast;
pub(crate) use fast::Cursor;
pub(crate) mod pretty;
#[cfg(test)]
mod tests;
