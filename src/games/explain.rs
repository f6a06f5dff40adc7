//! Stored rounds scored again for their explanations (`show --json`), through the typed engine:
//! the options read once, each opening and entry straight from its bytes, not through JSON
//! (DESIGN section 6: `--json show`'s work per round within 1.5x of the text's).

use super::seam::{Game, Rules, SeamError, from_json};
use super::{GameId, RoundDetail, Standing, StoredPlay};
use crate::packed::Packed;

/// Why each of `rounds` (live, in order) scored as it did. `standing` is the one before the
/// first; `after(i, standing)` moves it on past round `i` (to the totals stored with it).
pub(super) fn explain_stored<R: Rules>(
    rules: &R,
    options: &serde_json::Value,
    mut standing: Standing,
    rounds: &[StoredPlay<'_>],
    after: &mut dyn FnMut(usize, &mut Standing),
) -> Result<Vec<Vec<String>>, SeamError> {
    let game = Game::id(rules);
    let options: R::Options = from_json(game, options)?;
    let mut explanations = Vec::with_capacity(rounds.len());
    let mut worded = Worded::default();
    for (i, round) in rounds.iter().enumerate() {
        standing.rounds_played = round.seq - 1;
        let opening: Option<R::Opening> =
            round.opening.map(|o| from_packed(game, o)).transpose()?;
        let entry = entry_of(rules, game, round.entry)?;
        let explanation = Rules::explain(
            rules,
            &options,
            &standing,
            opening.as_ref(),
            &entry,
            &mut worded,
        )?;
        explanations.push(explanation);
        after(i, &mut standing);
    }
    Ok(explanations)
}

/// A stored entry in the game's own type: read by the game straight from its bytes where it
/// can, else by serde.
fn entry_of<R: Rules>(rules: &R, game: GameId, stored: &Packed) -> Result<R::Entry, SeamError> {
    match rules.stored_entry(stored) {
        Some(entry) => Ok(entry),
        None => from_packed(game, stored),
    }
}

/// The lines of explanation worded so far in one match, by message and the seats and numbers
/// they name: a match says the same few things round after round (121 lines, 24 different, in
/// a long one), and wording one is a message lookup and formatting. Its keys are hashed with
/// rustc's hash, not the default SipHash, which cost as much as the lookup saved.
#[derive(Default)]
pub struct Worded(rustc_hash::FxHashMap<(&'static str, [i64; 4]), String>);

/// The most lines [`Worded`] keeps.
const WORDED_KEPT: usize = 256;

impl Worded {
    /// Message `id` saying what `key` holds (seats and numbers of the match at hand): as worded
    /// before, else by `word`. No key: worded every time.
    pub fn line(
        &mut self,
        id: &'static str,
        key: Option<[i64; 4]>,
        word: impl FnOnce() -> String,
    ) -> String {
        let Some(key) = key else {
            return word();
        };
        if let Some(line) = self.0.get(&(id, key)) {
            return line.clone();
        }
        let line = word();
        if self.0.len() < WORDED_KEPT {
            self.0.insert((id, key), line.clone());
        }
        line
    }
}

/// Each of `rounds` (position, opening, entry) described for `show`, the options read once and
/// each opening and entry straight from its bytes.
pub(super) fn round_details<R: Rules>(
    rules: &R,
    options: &serde_json::Value,
    rounds: &mut dyn Iterator<Item = (u32, Option<&Packed>, Option<&Packed>)>,
) -> Result<Vec<RoundDetail>, SeamError> {
    let game = Game::id(rules);
    let options: R::Options = from_json(game, options)?;
    // Made at its size: collected through a `Result`, the list would start empty and grow.
    let mut details = Vec::with_capacity(rounds.size_hint().0);
    for (seq, opening, entry) in rounds {
        let opening: Option<R::Opening> = opening.map(|o| from_packed(game, o)).transpose()?;
        let entry = match entry {
            // Only checked where the details do not read it: the same refusal, no entry.
            Some(e) if !rules.round_detail_reads_entry() && rules.stored_entry_fits(e) => None,
            _ => entry.map(|e| entry_of(rules, game, e)).transpose()?,
        };
        details.push(Rules::round_detail(
            rules,
            &options,
            seq,
            opening.as_ref(),
            entry.as_ref(),
        ));
    }
    Ok(details)
}

/// A round in the game's own types: the match's options, the round's opening and its entry.
type TypedRound<R> = (
    <R as Rules>::Options,
    Option<<R as Rules>::Opening>,
    Option<<R as Rules>::Entry>,
);

/// A round as `show` reads it: the match's options and the round's opening and entry as stored,
/// in the game's own types.
pub(super) fn stored_round<R: Rules>(
    game: GameId,
    options: &serde_json::Value,
    opening: Option<&Packed>,
    entry: Option<&Packed>,
) -> Result<TypedRound<R>, SeamError> {
    Ok((
        from_json(game, options)?,
        opening.map(|o| from_packed(game, o)).transpose()?,
        entry.map(|e| from_packed(game, e)).transpose()?,
    ))
}

/// A stored value read straight into the game's own type (`show` reads every round's entry).
fn from_packed<T: serde::de::DeserializeOwned>(
    game: GameId,
    value: &Packed,
) -> Result<T, SeamError> {
    value.read().map_err(|source| SeamError::Stored {
        game,
        source: source.into(),
    })
}
