//! "Did you mean Bob?": the known name (or game) a word that is not known is most likely a typo
//! of.
//!
//! The rule, as README.md and `--help` say it: case and accents left out, a word is close to a
//! known one when the two are the same, or when they are alike by Jaro-Winkler similarity (a
//! measure of letters shared, in order, that weighs a shared start: clap suggests subcommands by
//! a relative of it) of at least [`CLOSE`], or when one letter is changed, added, left out or
//! swapped in a word of at least [`ONE_OFF_FROM`] letters, or in a word of [`SHORT`] letters
//! that keeps its first letter. "Bobby" is close to "Bob", "Anne" to "Ann", "unter10" to
//! "under10", "Eva" to "Éva" and to "Eve", "Dbe" to "Deb"; "Jan" is not close to "Ann", nor "Rob"
//! to "Bob", nor "Bob" to "Ann".

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// The least Jaro-Winkler similarity (0 to 1) of two words that are close.
const CLOSE: f64 = 0.85;

/// The length from which one letter's difference makes two words close whatever else they
/// share: in shorter words one letter is too much of the word ("Jan", "Ann").
const ONE_OFF_FROM: usize = 4;

/// The length of the shortest names (Ann, Eve, Deb) in which one letter changed, added, left out
/// or swapped still makes them close, as long as the first letter is kept: a typo rarely hits
/// the first letter, and a name with another first letter is more likely another name ("Rob",
/// "Bob").
const SHORT: usize = 3;

/// The word as compared: [`super::fold`] (no case, no invisible characters), then without
/// accents ("Éva" → "eva").
fn plain(word: &str) -> String {
    super::fold(word)
        .nfd()
        .filter(|c| !is_combining_mark(*c))
        .collect()
}

/// How alike two plain words are, when they are close: the higher, the closer.
fn closeness(typed: &str, known: &str) -> Option<f64> {
    if typed == known {
        return Some(2.0);
    }
    let alike = strsim::jaro_winkler(typed, known);
    let shortest = typed.chars().count().min(known.chars().count());
    let same_start = typed.chars().next() == known.chars().next();
    let one_off = (shortest >= ONE_OFF_FROM || (shortest >= SHORT && same_start))
        && strsim::osa_distance(typed, known) <= 1;
    (alike >= CLOSE || one_off).then_some(alike)
}

/// The known word `typed` is closest to, if it is close to one (the first of equally close ones).
/// A word that is one of the known ones (by [`super::fold`]) is not a typo: `None`.
pub fn closest<'a>(typed: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let wanted = plain(typed);
    if wanted.is_empty() {
        return None;
    }
    let folded = super::fold(typed);
    let mut best: Option<(&'a str, f64)> = None;
    for candidate in known {
        if super::fold(candidate) == folded {
            return None;
        }
        if let Some(score) = closeness(&wanted, &plain(candidate))
            && best.is_none_or(|(_, top)| score > top)
        {
            best = Some((candidate, score));
        }
    }
    best.map(|(name, _)| name)
}

/// "did you mean Ann?" when `typed` is close to one of `known`, else `otherwise`: the hint of a
/// refusal of a name that is not known.
pub fn guess_or<'a>(
    typed: &str,
    known: impl IntoIterator<Item = &'a str>,
    otherwise: impl FnOnce() -> String,
) -> String {
    match closest(typed, known) {
        Some(name) => crate::t!("game-did-you-mean", name = name),
        None => otherwise(),
    }
}

/// [`guess_or`] among the players of a match.
pub fn seat_guess_or(
    typed: &str,
    standing: &crate::games::Standing,
    otherwise: impl FnOnce() -> String,
) -> String {
    guess_or(
        typed,
        standing.seats.iter().map(|seat| seat.name.as_stored()),
        otherwise,
    )
}

#[cfg(test)]
mod tests {
    use super::closest;

    const TABLE: [&str; 4] = ["Ann", "Bob", "Cy", "Éva"];

    #[test]
    fn typos_of_a_known_name_find_it() {
        for (typed, meant) in [
            ("Bobby", "Bob"),
            ("Anne", "Ann"),
            ("Eva", "Éva"),
            ("EVA", "Éva"),
            ("Cyy", "Cy"),
        ] {
            assert_eq!(closest(typed, TABLE), Some(meant), "{typed}");
        }
        assert_eq!(closest("unter10", ["under10", "updown"]), Some("under10"));
        assert_eq!(closest("krume10", ["pig10", "krumme10"]), Some("krumme10"));
        assert_eq!(closest("Mraco", ["Marco"]), Some("Marco"));
    }

    /// The boundary in three-letter names: one letter changed or two swapped, the first kept, is
    /// close; a changed first letter or two changes are not.
    #[test]
    fn one_letter_off_in_a_three_letter_name_keeping_its_first_is_close() {
        let table = ["Eve", "Deb", "Ann"];
        for (typed, meant) in [
            ("Eva", "Eve"),
            ("Dbe", "Deb"),
            ("Anm", "Ann"),
            ("Deb2", "Deb"),
        ] {
            assert_eq!(closest(typed, table), Some(meant), "{typed}");
        }
        for typed in ["Bob", "Jan", "Rob", "Amy", "Dan", "Eli", "Xve", "Nan"] {
            assert_eq!(closest(typed, table), None, "{typed}");
        }
    }

    #[test]
    fn other_names_and_known_names_find_nothing() {
        for typed in ["Jan", "Rob", "Dee", "Zoë", "", "Ann", "ÉVA", "éva"] {
            assert_eq!(closest(typed, TABLE), None, "{typed}");
        }
        assert_eq!(closest("chess", ["under10", "updown", "pig10"]), None);
    }
}
