//! Player names: how two spellings are known to be the same player.

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
    }
}
