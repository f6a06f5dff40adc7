//! A player's rivals in one game, kept packed in their season row of the game (schema 16): each
//! opponent met and how it went, so that ending a match rewrites each player's one row (one leaf
//! of the file) where a row per opponent lay on leaves of their own in a large file.
//!
//! Packed as unsigned LEB128 numbers, four per opponent in the order of their ids: the id's
//! step from the one before (the first from 0), then finished ahead, behind and level. A club of
//! 200 players packs a player's 170 opponents in about 850 bytes, well inside a row's room on
//! its leaf.

use super::FinishedMatch;
use super::StoreError;
use super::season::{self, Tally};

/// Each opponent (by player id) and how the player fared against them, in the order of their
/// ids. A sorted list rather than a map: `finish` reads a player's 100-odd opponents, changes
/// two or three and packs them again, and building a tree node by node cost more than the rest
/// of that (callgrind, a 1,000,000-round file).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Rivals(Vec<(i64, Tally)>);

impl Rivals {
    /// Adds (`sign` 1) or takes away (-1) how `player` fared against each other player of
    /// `finished`; an opponent left with no match goes.
    pub(crate) fn add_match(&mut self, finished: &FinishedMatch, player: i64, sign: i64) {
        for (mine, other, tally) in season::rivalries(finished) {
            if mine == player {
                self.add(other, tally, sign);
            }
        }
    }

    /// Adds `tally` against `other` `sign` times (-1 takes it away, never below none).
    pub(crate) fn add(&mut self, other: i64, tally: Tally, sign: i64) {
        let at = match self.0.binary_search_by_key(&other, |&(id, _)| id) {
            Ok(at) => at,
            Err(at) => {
                self.0.insert(at, (other, Tally::default()));
                at
            }
        };
        let kept = &mut self.0[at].1;
        if sign >= 0 {
            kept.add(tally);
        } else {
            kept.ahead = kept.ahead.saturating_sub(tally.ahead);
            kept.behind = kept.behind.saturating_sub(tally.behind);
            kept.level = kept.level.saturating_sub(tally.level);
        }
        if kept.matches() == 0 {
            self.0.remove(at);
        }
    }

    /// How the player fared against `other`, and that opponent forgotten.
    pub(crate) fn take(&mut self, other: i64) -> Option<Tally> {
        let at = self.0.binary_search_by_key(&other, |&(id, _)| id).ok()?;
        Some(self.0.remove(at).1)
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = (i64, Tally)> + '_ {
        self.0.iter().copied()
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub(crate) fn pack(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(self.0.len() * 5);
        let mut last = 0;
        for &(other, tally) in &self.0 {
            // Ids only grow through the map; a negative one (never made) packs as its step anyway.
            put(&mut bytes, other.wrapping_sub(last) as u64);
            put(&mut bytes, u64::from(tally.ahead));
            put(&mut bytes, u64::from(tally.behind));
            put(&mut bytes, u64::from(tally.level));
            last = other;
        }
        bytes
    }

    pub(crate) fn unpack(bytes: &[u8]) -> Result<Rivals, StoreError> {
        let damaged = || StoreError::Damaged("a player's rivals do not read back".into());
        // An opponent packs in four bytes or more.
        let mut rivals = Vec::with_capacity(bytes.len() / 4);
        let mut at = 0;
        let mut last: i64 = 0;
        while at < bytes.len() {
            let step = take(bytes, &mut at).ok_or_else(damaged)?;
            let mut count = || {
                take(bytes, &mut at)
                    .and_then(|n| u32::try_from(n).ok())
                    .ok_or_else(damaged)
            };
            let tally = Tally {
                ahead: count()?,
                behind: count()?,
                level: count()?,
            };
            last = last.wrapping_add(step as i64);
            rivals.push((last, tally));
        }
        // Packed in the order of the ids, so steps are never negative; a file that says
        // otherwise is damaged rather than read out of order.
        if rivals.windows(2).any(|pair| pair[0].0 >= pair[1].0) {
            return Err(damaged());
        }
        Ok(Rivals(rivals))
    }
}

/// Appends `n` as an unsigned LEB128 number.
fn put(bytes: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        bytes.push((n as u8) | 0x80);
        n >>= 7;
    }
    bytes.push(n as u8);
}

/// Reads an unsigned LEB128 number at `at`, moving past it; `None` when it runs off the end or
/// past 64 bits.
fn take(bytes: &[u8], at: &mut usize) -> Option<u64> {
    // Most numbers (steps between ids, counts of matches) fit in one byte.
    if let Some(&byte) = bytes.get(*at)
        && byte < 0x80
    {
        *at += 1;
        return Some(u64::from(byte));
    }
    let mut n: u64 = 0;
    for shift in (0..64).step_by(7) {
        let byte = *bytes.get(*at)?;
        *at += 1;
        n |= u64::from(byte & 0x7f).checked_shl(shift)?;
        if byte & 0x80 == 0 {
            return Some(n);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(ahead: u32, behind: u32, level: u32) -> Tally {
        Tally {
            ahead,
            behind,
            level,
        }
    }

    #[test]
    fn rivals_pack_and_read_back_whatever_the_ids_and_counts() {
        let mut rivals = Rivals::default();
        rivals.add(3, tally(1, 0, 0), 1);
        rivals.add(200, tally(0, 300, 2), 1);
        rivals.add(1 << 40, tally(u32::MAX, 0, 1), 1);
        let packed = rivals.pack();
        assert_eq!(Rivals::unpack(&packed).unwrap(), rivals);
        assert_eq!(Rivals::unpack(&[]).unwrap(), Rivals::default());
    }

    #[test]
    fn an_opponent_taken_away_to_nothing_goes() {
        let mut rivals = Rivals::default();
        rivals.add(7, tally(1, 0, 0), 1);
        rivals.add(7, tally(0, 0, 1), 1);
        rivals.add(7, tally(1, 0, 0), -1);
        assert_eq!(rivals.iter().collect::<Vec<_>>(), vec![(7, tally(0, 0, 1))]);
        rivals.add(7, tally(0, 0, 1), -1);
        assert!(rivals.is_empty());
    }

    #[test]
    fn a_cut_or_overlong_packing_is_refused_not_misread() {
        let mut rivals = Rivals::default();
        rivals.add(300, tally(2, 1, 0), 1);
        let packed = rivals.pack();
        assert!(Rivals::unpack(&packed[..packed.len() - 1]).is_err());
        assert!(Rivals::unpack(&[0x80; 11]).is_err());
        // A count past u32 is damage, not a wrapped number.
        let mut big = Vec::new();
        for n in [1, 1 << 33, 0, 0] {
            put(&mut big, n);
        }
        assert!(Rivals::unpack(&big).is_err());
        // The same opponent twice (a step of 0) is damage too, not a count lost.
        let twice: Vec<u8> = [5, 1, 0, 0, 0, 0, 1, 0].to_vec();
        assert!(Rivals::unpack(&twice).is_err());
    }

    #[test]
    fn opponents_stay_in_the_order_of_their_ids_whatever_the_order_they_came_in() {
        let mut rivals = Rivals::default();
        for other in [40, 7, 300, 8, 1] {
            rivals.add(other, tally(1, 0, 0), 1);
        }
        rivals.add(8, tally(0, 1, 0), 1);
        assert_eq!(rivals.take(300), Some(tally(1, 0, 0)));
        assert_eq!(rivals.take(300), None);
        let ids: Vec<i64> = rivals.iter().map(|(id, _)| id).collect();
        assert_eq!(ids, vec![1, 7, 8, 40]);
        assert_eq!(Rivals::unpack(&rivals.pack()).unwrap(), rivals);
    }
}
