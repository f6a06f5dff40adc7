//! The columns every backend reads and writes alike: JSON text (options, explanations, seasons),
//! UUIDs as 16 bytes, the packed values (`packed.rs`: openings, entries, notes, counters, season
//! sums) and the stored game id. A damaged column is reported the same way wherever it is read.

use super::StoreError;
use crate::games::GameId;

/// The game of match `id` as stored; one this tenscore does not know is damaged data.
pub(crate) fn stored_game(id: i64, game: &str) -> Result<GameId, StoreError> {
    game.parse::<GameId>().map_err(|_| {
        StoreError::Damaged(format!(
            "match {id} is a game this tenscore does not know ({game})"
        ))
    })
}

/// The value of a JSON column; `what` names the column when it does not read.
pub(crate) fn json_column<T: serde::de::DeserializeOwned>(
    text: &str,
    what: &str,
) -> Result<T, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::Damaged(format!("{what}: {e}")))
}

/// A value as the text of its JSON column.
pub(crate) fn to_json_text<T: serde::Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Damaged(e.to_string()))
}

/// A stored UUID (16 bytes) as text; `what` names the column when it is not one.
pub(crate) fn uuid_text(bytes: &[u8], what: &str) -> Result<String, StoreError> {
    // Encoded into a buffer, not formatted: a long match's rounds each have one.
    uuid_of(bytes, what).map(|u| {
        let mut text = [0u8; uuid::fmt::Hyphenated::LENGTH];
        // Copied as a `str`: `to_string` on the `&mut str` went through the formatter.
        String::from(&*u.hyphenated().encode_lower(&mut text))
    })
}

/// A stored UUID (16 bytes); `what` names the column when it is not one.
pub(crate) fn uuid_of(bytes: &[u8], what: &str) -> Result<uuid::Uuid, StoreError> {
    uuid::Uuid::from_slice(bytes).map_err(|_| StoreError::Damaged(format!("{what}: not a UUID")))
}

/// The value packed in a column, typed; `what` names the column when it does not read.
pub(crate) fn unpacked<T: serde::de::DeserializeOwned>(
    bytes: &[u8],
    what: &str,
) -> Result<T, StoreError> {
    crate::packed::unpack_into(bytes).map_err(|problem| damaged(what, problem))
}

/// An opening or entry as JSON, for the engine to score (an open round's bids, the rounds an
/// edit rescores).
pub(crate) fn unpacked_value(bytes: &[u8], what: &str) -> Result<serde_json::Value, StoreError> {
    crate::packed::unpack(bytes).map_err(|problem| damaged(what, problem))
}

/// An opening or entry kept packed, once its bytes are known to hold a value.
pub(crate) fn checked_packed(
    bytes: Vec<u8>,
    what: &str,
) -> Result<crate::packed::Packed, StoreError> {
    crate::packed::Packed::checked(bytes).map_err(|problem| damaged(what, problem))
}

pub(crate) fn damaged(what: &str, problem: crate::packed::Problem) -> StoreError {
    StoreError::Damaged(format!("{what}: {problem}"))
}

/// A value as its packed column; NULL when it is an empty list or map.
pub(crate) fn packed_unless_empty<T: serde::Serialize + ?Sized>(
    value: &T,
) -> Result<Option<Vec<u8>>, StoreError> {
    let value = serde_json::to_value(value).map_err(|e| StoreError::Damaged(e.to_string()))?;
    Ok(crate::packed::pack_unless_empty(&value))
}

/// A UUID as text, as its 16 stored bytes; text that is not one is refused.
pub(crate) fn uuid_bytes(text: &str) -> Result<[u8; 16], StoreError> {
    uuid::Uuid::parse_str(text)
        .map(|u| *u.as_bytes())
        .map_err(|_| StoreError::Damaged(format!("'{text}' is not a UUID")))
}
