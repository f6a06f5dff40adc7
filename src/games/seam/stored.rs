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
