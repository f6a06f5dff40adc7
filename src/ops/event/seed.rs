//! The seed of a round's draw, stored with the round so that the draw can be made again.
//!
//! With `TENSCORE_UUID_SEED` set (tests, as for UUIDs) the seed follows from it, the event, the
//! round and the seed it replaces (a redraw gets a new one), so the same commands seat the same
//! tables in every run; otherwise it is random, from a version 4 UUID's bytes.

/// The environment variable the tests fix UUIDs with.
const SEED_VAR: &str = "TENSCORE_UUID_SEED";

/// A seed for drawing round `round` of event `event`; `replaced`: the seed of the draw it redoes.
pub fn new_seed(event: i64, round: u32, replaced: Option<i64>) -> i64 {
    let fixed = std::env::var(SEED_VAR).ok().and_then(|text| {
        let text = text.trim();
        text.parse::<u64>()
            .ok()
            .or_else(|| text.parse::<i64>().ok().map(|n| n as u64))
    });
    match fixed {
        Some(seed) => seeded(seed, event, round, replaced),
        None => random(),
    }
}

/// The seed from the fixed one: each part folded in with SplitMix64's finaliser.
fn seeded(seed: u64, event: i64, round: u32, replaced: Option<i64>) -> i64 {
    let parts = [
        event as u64,
        u64::from(round),
        replaced.map_or(0, |s| s as u64 ^ 1 << 63),
    ];
    let mixed = parts.iter().fold(mix(seed), |h, &part| mix(h ^ part));
    // Stored as a signed integer (SQL has no unsigned one); the draw reads it back as u64.
    mixed as i64
}

/// SplitMix64's output function: every bit of `z` affects every bit of the result.
fn mix(z: u64) -> u64 {
    let mut z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// 64 random bits from a version 4 UUID (the operating system's randomness).
fn random() -> i64 {
    uuid::Uuid::new_v4().as_u64_pair().0 as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_redraw_gets_another_seed_and_the_same_inputs_the_same_one() {
        let first = seeded(1, 1, 1, None);
        assert_eq!(first, seeded(1, 1, 1, None));
        assert_ne!(first, seeded(1, 1, 1, Some(first)));
        assert_ne!(first, seeded(1, 1, 2, None));
        assert_ne!(first, seeded(1, 2, 1, None));
    }
}
