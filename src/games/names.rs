//! Player names: one checked type whose display is always safe for a terminal, and the one case
//! folding by which two spellings are known to be the same player.

use std::borrow::Cow;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::RuleViolation;

/// The most characters a name may have.
const LONGEST_NAME: usize = 40;

/// A player's name as typed (trimmed). Shown with `{}` it is always terminal-safe: control,
/// escape and direction characters are replaced (see [`safe_text`]). The text itself is kept as
/// typed for storage and JSON ([`PlayerName::as_stored`]), which escape it their own way.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default)]
#[serde(transparent)]
pub struct PlayerName(String);

impl PlayerName {
    /// A name typed for a new match or a referee's table: refused (exit 2) when empty, when it
    /// holds a character entries use or a control character, when it is only digits (it would
    /// read as a match id) or when it is too long.
    pub fn typed(raw: &str) -> Result<PlayerName, RuleViolation> {
        let name = raw.trim();
        if name.is_empty() {
            return Err(RuleViolation::malformed(
                "a player name is empty",
                "separate names with single commas, e.g. --players Ann,Bob,Cy",
            ));
        }
        if name
            .chars()
            .any(|c| c.is_control() || matches!(c, '=' | ',' | ':' | '@' | '>'))
        {
            return Err(RuleViolation::malformed(
                format!(
                    "the name '{}' contains a character that entries use (= , : @ >) or a control character",
                    safe_text(name)
                ),
                "use letters, digits, spaces, '-' or '.' in names",
            ));
        }
        if name.chars().all(|c| c.is_ascii_digit()) {
            return Err(RuleViolation::malformed(
                format!("the name '{name}' is only digits, which would read as a match id"),
                "add a letter, e.g. Player1",
            ));
        }
        if name.chars().count() > LONGEST_NAME {
            return Err(RuleViolation::malformed(
                format!(
                    "the name '{}' is longer than {LONGEST_NAME} characters",
                    safe_text(name)
                ),
                "use a shorter name",
            ));
        }
        Ok(PlayerName(name.to_string()))
    }

    /// A name as it was stored or passed on after it was typed: kept as it is (a file an older
    /// tenscore wrote may hold anything), and still shown safely.
    pub fn stored(name: impl Into<String>) -> PlayerName {
        PlayerName(name.into())
    }

    /// The text as typed, for storage and JSON; never print it raw.
    pub fn as_stored(&self) -> &str {
        &self.0
    }

    /// The key every spelling of this name shares.
    pub fn folded(&self) -> String {
        fold(&self.0)
    }

    /// Whether this is the player named `typed` (any case).
    pub fn is(&self, typed: &str) -> bool {
        same_name(&self.0, typed)
    }
}

/// Terminal-safe, always: the name with every unsafe character replaced.
impl fmt::Display for PlayerName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&safe_text(&self.0))
    }
}

/// Names as a list for messages: "Ann, Bob, Cy" (each shown safely).
pub fn names_list(names: &[PlayerName]) -> String {
    names
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether a character must never reach a terminal raw: control characters (escapes, line
/// controls), direction marks, embeddings, overrides and isolates, which could make printed text
/// read differently from what it is.
fn unsafe_char(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}'
        )
}

/// Text safe for a terminal: every unsafe character replaced by U+FFFD.
pub fn safe_text(text: &str) -> Cow<'_, str> {
    if text.chars().any(unsafe_char) {
        Cow::Owned(
            text.chars()
                .map(|c| if unsafe_char(c) { '\u{FFFD}' } else { c })
                .collect(),
        )
    } else {
        Cow::Borrowed(text)
    }
}

/// The key two spellings of one name share: trimmed and lower-cased by Unicode's rules, so "Éva",
/// "éva" and " ÉVA " are one player in a match and in the database alike.
pub fn fold(name: &str) -> String {
    name.trim().to_lowercase()
}

/// Whether two names, as typed, name the same player.
pub fn same_name(one: &str, other: &str) -> bool {
    fold(one) == fold(other)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_fold_by_unicode_case_and_outer_spaces() {
        assert_eq!(fold(" Éva "), "éva");
        assert!(same_name("ÉVA", "éva"));
        assert!(same_name("Ann", " ann"));
        assert!(!same_name("Ann", "Anna"));
        assert!(PlayerName::stored("Éva").is("éva"));
    }

    #[test]
    fn a_name_is_shown_safely_whatever_it_holds() {
        let name = PlayerName::stored("A\u{1b}[31mnn\u{202E}x");
        assert_eq!(name.to_string(), "A\u{FFFD}[31mnn\u{FFFD}x");
        assert_eq!(format!("{name:<8}|"), "A\u{FFFD}[31mnn\u{FFFD}x|");
        assert_eq!(format!("{:<5}|", PlayerName::stored("Bo")), "Bo   |");
        // The text itself is kept for storage and JSON.
        assert_eq!(name.as_stored(), "A\u{1b}[31mnn\u{202E}x");
        assert_eq!(
            serde_json::to_string(&name).unwrap(),
            "\"A\\u001b[31mnn\u{202E}x\""
        );
    }

    #[test]
    fn typed_names_are_trimmed_and_refused_when_unusable() {
        assert_eq!(PlayerName::typed("  Ann ").unwrap().as_stored(), "Ann");
        for (typed, problem) in [
            (" ", "a player name is empty"),
            ("B=b", "the name 'B=b' contains a character"),
            ("A\u{1b}[2J", "the name 'A\u{FFFD}[2J' contains a character"),
            ("42", "the name '42' is only digits"),
        ] {
            let refused = PlayerName::typed(typed).unwrap_err();
            assert!(
                refused.problem.starts_with(problem),
                "{typed:?}: {refused:?}"
            );
        }
        assert!(PlayerName::typed(&"x".repeat(41)).is_err());
        assert!(PlayerName::typed(&"x".repeat(40)).is_ok());
    }
}
