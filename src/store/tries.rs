//! A write's tries on a server: what came of one, how many there are, and the pause between two
//! (`Store::write_if`).

use super::{Backend, StoreError, Writer};

/// What came of one try of a write.
pub(super) enum Try<T, E> {
    /// Committed.
    Done(T),
    /// Not to be kept (`work` said so): rolled back.
    NotKept(T),
    Failed(E),
    /// Met another writer; nothing was written.
    Conflicted,
    /// The connection broke; nothing was written.
    Lost(E),
}

/// How many times a write is tried in all when it keeps meeting other writers on a server.
pub const WRITE_TRIES: u32 = 16;

/// The pause before try `tries + 1`: at a random point of a span that starts at 4 ms and doubles
/// each time up to 128 ms, so that writers that met do not meet again (about a second and a half at
/// most, while the server keeps refusing).
pub(super) fn retry_pause(tries: u32) -> std::time::Duration {
    let span_us = 4_000u64 << tries.saturating_sub(1).min(5);
    let random = uuid::Uuid::new_v4().as_u128() as u64;
    std::time::Duration::from_micros(random % span_us + 200)
}

/// One try of [`Store::write_if`](super::Store::write_if) on `backend`; `hint_db`: the store's
/// `--db` words (`Store::named_in_hints`).
pub(super) fn try_write<T, E>(
    backend: &mut dyn Backend,
    hint_db: Option<&str>,
    work: &mut impl FnMut(&dyn Writer) -> Result<(T, bool), E>,
) -> Try<T, E>
where
    E: From<StoreError>,
{
    let tx = match backend.begin_write() {
        Ok(tx) => tx,
        Err(e) => return Try::Failed(E::from(e)),
    };
    match work(&*tx) {
        // Not kept: rolled back as it is dropped.
        Ok((value, false)) => Try::NotKept(value),
        Ok((value, true)) => match tx.commit() {
            Ok(()) => Try::Done(value),
            Err(StoreError::Conflict(_)) => Try::Conflicted,
            Err(e @ StoreError::ConnectionLost { .. }) => Try::Lost(E::from(e)),
            Err(e) => Try::Failed(E::from(e.naming_db(hint_db))),
        },
        // Rolled back as it is dropped, here.
        Err(_) if tx.conflicted() => Try::Conflicted,
        Err(e) if tx.lost() => Try::Lost(e),
        Err(e) => Try::Failed(e),
    }
}
