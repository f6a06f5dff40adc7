//! The compact form of the values a round stores (its opening, its entry, each seat's notes and
//! counters): MessagePack, with the words the five games use (field names, note kinds, suits,
//! bonus cards) written as their number in [`WORDS`] instead of spelled out.
//!
//! `{"note":"hit-bid","bid":2}` takes 26 bytes as JSON and 8 packed. Any value packs, words or
//! not (a word not in the list is spelled out), so a game can add a field without touching this
//! file, and every backend stores the same bytes.

use std::io::Cursor;

use rmp::Marker;
use rmp::decode::{self, RmpRead};
use rmp::encode;
use serde_json::{Map, Number, Value};

use super::StoreError;

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

/// The value packed in `bytes`; `what` names the column when they do not read.
pub(crate) fn unpack(bytes: &[u8], what: &str) -> Result<Value, StoreError> {
    let mut reader = Cursor::new(bytes);
    let value = read_value(&mut reader, 0)
        .map_err(|problem| StoreError::Damaged(format!("{what}: {problem}")))?;
    if reader.position() as usize != bytes.len() {
        return Err(StoreError::Damaged(format!(
            "{what}: bytes after the value"
        )));
    }
    Ok(value)
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

fn read_value(reader: &mut Cursor<&[u8]>, depth: usize) -> Result<Value, String> {
    if depth > MAX_DEPTH {
        return Err("nested too deep".into());
    }
    let marker = decode::read_marker(reader).map_err(|_| "cut short".to_string())?;
    let short = |_| "cut short".to_string();
    Ok(match marker {
        Marker::Null => Value::Null,
        Marker::True => Value::Bool(true),
        Marker::False => Value::Bool(false),
        Marker::FixPos(n) => Value::from(n),
        Marker::FixNeg(n) => Value::from(n),
        Marker::U8 => Value::from(reader.read_data_u8().map_err(short)?),
        Marker::U16 => Value::from(reader.read_data_u16().map_err(short)?),
        Marker::U32 => Value::from(reader.read_data_u32().map_err(short)?),
        Marker::U64 => Value::from(reader.read_data_u64().map_err(short)?),
        Marker::I8 => Value::from(reader.read_data_i8().map_err(short)?),
        Marker::I16 => Value::from(reader.read_data_i16().map_err(short)?),
        Marker::I32 => Value::from(reader.read_data_i32().map_err(short)?),
        Marker::I64 => Value::from(reader.read_data_i64().map_err(short)?),
        Marker::F64 => {
            let f = reader.read_data_f64().map_err(short)?;
            Number::from_f64(f).map_or(Value::Null, Value::Number)
        }
        Marker::FixStr(_) | Marker::Str8 | Marker::Str16 | Marker::Str32 => {
            Value::String(read_text(reader, marker)?)
        }
        Marker::FixExt1 => {
            let ext = reader.read_data_i8().map_err(short)?;
            let n = reader.read_data_u8().map_err(short)?;
            if ext != WORD_EXT {
                return Err(format!("unknown extension {ext}"));
            }
            Value::String(word(u64::from(n))?.to_string())
        }
        Marker::FixArray(_) | Marker::Array16 | Marker::Array32 => {
            let len = length(reader, marker)?;
            let mut items = Vec::with_capacity(len.min(64));
            for _ in 0..len {
                items.push(read_value(reader, depth + 1)?);
            }
            Value::Array(items)
        }
        Marker::FixMap(_) | Marker::Map16 | Marker::Map32 => {
            let len = length(reader, marker)?;
            let mut fields = Map::new();
            for _ in 0..len {
                let key = read_key(reader)?;
                fields.insert(key, read_value(reader, depth + 1)?);
            }
            Value::Object(fields)
        }
        other => return Err(format!("unexpected {other:?}")),
    })
}

fn word(n: u64) -> Result<&'static str, String> {
    usize::try_from(n)
        .ok()
        .and_then(|n| WORDS.get(n))
        .copied()
        .ok_or_else(|| format!("unknown word {n}"))
}

fn read_key(reader: &mut Cursor<&[u8]>) -> Result<String, String> {
    let marker = decode::read_marker(reader).map_err(|_| "cut short".to_string())?;
    match marker {
        Marker::FixPos(n) => Ok(word(u64::from(n))?.to_string()),
        Marker::U8 => Ok(word(u64::from(reader.read_data_u8().map_err(|_| "cut short")?))?.into()),
        Marker::FixStr(_) | Marker::Str8 | Marker::Str16 | Marker::Str32 => {
            read_text(reader, marker)
        }
        other => Err(format!("unexpected key {other:?}")),
    }
}

fn length(reader: &mut Cursor<&[u8]>, marker: Marker) -> Result<usize, String> {
    let short = |_| "cut short".to_string();
    Ok(match marker {
        Marker::FixStr(n) | Marker::FixArray(n) | Marker::FixMap(n) => usize::from(n),
        Marker::Str8 => usize::from(reader.read_data_u8().map_err(short)?),
        Marker::Str16 | Marker::Array16 | Marker::Map16 => {
            usize::from(reader.read_data_u16().map_err(short)?)
        }
        _ => reader.read_data_u32().map_err(short)? as usize,
    })
}

fn read_text(reader: &mut Cursor<&[u8]>, marker: Marker) -> Result<String, String> {
    let len = length(reader, marker)?;
    let start = reader.position() as usize;
    let bytes = reader
        .get_ref()
        .get(start..start.saturating_add(len))
        .ok_or("cut short")?;
    reader.set_position((start + len) as u64);
    String::from_utf8(bytes.to_vec()).map_err(|_| "text that is not UTF-8".to_string())
}

#[cfg(test)]
mod tests;
