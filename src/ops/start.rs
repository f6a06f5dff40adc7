//! What `play` offers before a match: the unfinished matches to resume, newest first.

use crate::ops::OpError;
use crate::store::{MatchFilter, MatchSummary, Store};

/// An unfinished match `play` can resume.
#[derive(Clone, Debug, PartialEq)]
pub struct Resumable {
    pub summary: MatchSummary,
    /// When a round of it was last written, else when it started (UTC, RFC 3339).
    pub last_played: String,
}

/// The `limit` newest unfinished matches, with when each was last played, in one snapshot.
pub fn resumable(store: &Store, limit: u32) -> Result<Vec<Resumable>, OpError> {
    store.read(|reader| {
        let filter = MatchFilter {
            in_progress: true,
            limit: Some(limit),
            ..MatchFilter::default()
        };
        reader
            .matches(&filter)?
            .into_iter()
            .map(|summary| {
                let last_played = reader
                    .last_played(summary.id)?
                    .unwrap_or_else(|| summary.created_at.clone());
                Ok(Resumable {
                    summary,
                    last_played,
                })
            })
            .collect()
    })
}
