//! The seam's errors, and the JSON a game's values are stored as: a value that does not read
//! back as the game's own type is stored data that does not fit it.

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::games::{GameId, RuleViolation};

/// Rule violations and JSON errors at the object-safe seam.
#[derive(Debug, thiserror::Error)]
pub enum SeamError {
    #[error(transparent)]
    Violation(#[from] RuleViolation),
    #[error("stored data does not fit {game}: {source}")]
    Stored {
        game: GameId,
        source: Box<dyn std::error::Error + Send + Sync>,
    },
}

pub(in crate::games) fn from_json<T: DeserializeOwned>(
    game: GameId,
    value: &serde_json::Value,
) -> Result<T, SeamError> {
    T::deserialize(value).map_err(|source| SeamError::Stored {
        game,
        source: source.into(),
    })
}

pub(super) fn to_json<T: Serialize>(
    game: GameId,
    value: &T,
) -> Result<serde_json::Value, SeamError> {
    serde_json::to_value(value).map_err(|source| SeamError::Stored {
        game,
        source: source.into(),
    })
}

/// The keys `T` reads from a JSON object: the field names serde's derive hands the deserializer
/// (after renames), asked of a deserializer that only listens. For a struct only; anything else
/// has none.
pub(in crate::games) fn field_names<'de, T: serde::Deserialize<'de>>() -> &'static [&'static str] {
    let mut listener = FieldNames(&[]);
    // It always refuses: what matters is what it heard.
    let _ = T::deserialize(&mut listener);
    listener.0
}

/// A deserializer that notes the fields a struct asks for, then refuses to read anything.
struct FieldNames(&'static [&'static str]);

impl<'de> serde::Deserializer<'de> for &mut FieldNames {
    type Error = serde::de::value::Error;

    fn deserialize_any<V: serde::de::Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
        Err(serde::de::Error::custom(
            "only the field names are asked for",
        ))
    }

    fn deserialize_struct<V: serde::de::Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        self.0 = fields;
        self.deserialize_any(visitor)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        option unit unit_struct newtype_struct seq tuple tuple_struct map enum identifier
        ignored_any
    }
}
