//! Names that mix alphabets in one word ("Аnn" with a Cyrillic А beside Latin letters): almost
//! always a spoof or a keyboard left in another layout, and one that passes for another name.
//! Confusables as such are not folded (DESIGN 4 folds invisible characters only); a new name
//! that mixes Latin, Cyrillic and Greek letters in one word is refused instead.

/// The alphabets told apart: the three whose letters pass for each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Script {
    Latin,
    Cyrillic,
    Greek,
}

impl Script {
    /// The word a message's selector takes: `latin`, `cyrillic`, `greek`.
    pub fn word(self) -> &'static str {
        match self {
            Script::Latin => "latin",
            Script::Cyrillic => "cyrillic",
            Script::Greek => "greek",
        }
    }

    /// The alphabet of a letter, by the Unicode blocks of each (a small table: letters of other
    /// alphabets, digits and marks belong to none of the three).
    fn of(c: char) -> Option<Script> {
        if !c.is_alphabetic() {
            return None;
        }
        match c {
            'A'..='Z'
            | 'a'..='z'
            | '\u{00C0}'..='\u{024F}'
            | '\u{1E00}'..='\u{1EFF}'
            | '\u{2C60}'..='\u{2C7F}'
            | '\u{A720}'..='\u{A7FF}'
            | '\u{AB30}'..='\u{AB6F}'
            | '\u{FF21}'..='\u{FF3A}'
            | '\u{FF41}'..='\u{FF5A}' => Some(Script::Latin),
            '\u{0400}'..='\u{052F}'
            | '\u{1C80}'..='\u{1C8F}'
            | '\u{2DE0}'..='\u{2DFF}'
            | '\u{A640}'..='\u{A69F}' => Some(Script::Cyrillic),
            '\u{0370}'..='\u{03FF}' | '\u{1F00}'..='\u{1FFF}' => Some(Script::Greek),
            _ => None,
        }
    }
}

/// A word of a name whose letters come from two alphabets: the odd letter out (the first letter
/// of the alphabet fewer of the word's letters are in, "U+0410" in "Аnn") and the two alphabets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MixedScript {
    pub char: String,
    pub script: Script,
    pub among: Script,
}

/// The first word of `name` that mixes Latin, Cyrillic or Greek letters, if any. A word is a
/// run of letters (and the marks on them) between anything else, so "Ann-Мария" and "Ann Мария"
/// mix nothing.
pub fn mixed_script(name: &str) -> Option<MixedScript> {
    let words = name.split(|c: char| !(c.is_alphanumeric() || is_mark(c)));
    words.filter_map(word_mixes).next()
}

fn word_mixes(word: &str) -> Option<MixedScript> {
    let letters: Vec<(char, Script)> = word
        .chars()
        .filter_map(|c| Script::of(c).map(|s| (c, s)))
        .collect();
    let (_, first) = *letters.first()?;
    let (odd, _) = *letters.iter().find(|(_, s)| *s != first)?;
    let count = |script: Script| letters.iter().filter(|(_, s)| *s == script).count();
    let other = Script::of(odd)?;
    // The letter out is of the alphabet the word holds fewer of ("Аnn": the А).
    let (script, among) = match count(first) < count(other) {
        true => (first, other),
        false => (other, first),
    };
    let (c, _) = *letters.iter().find(|(_, s)| *s == script)?;
    Some(MixedScript {
        char: format!("U+{:04X}", u32::from(c)),
        script,
        among,
    })
}

/// Combining marks (U+0300–U+036F and the other combining blocks), which belong to the letter
/// before them and do not end a word.
fn is_mark(c: char) -> bool {
    matches!(
        c,
        '\u{0300}'..='\u{036F}'
            | '\u{0483}'..='\u{0489}'
            | '\u{1AB0}'..='\u{1AFF}'
            | '\u{1DC0}'..='\u{1DFF}'
            | '\u{20D0}'..='\u{20FF}'
            | '\u{FE20}'..='\u{FE2F}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_of_latin_and_cyrillic_or_greek_letters_names_the_odd_letter() {
        let found = |name: &str| mixed_script(name).map(|m| (m.char, m.script, m.among));
        assert_eq!(
            found("\u{0410}nn"),
            Some(("U+0410".to_string(), Script::Cyrillic, Script::Latin))
        );
        assert_eq!(
            found("Jan P\u{0435}ter"),
            Some(("U+0435".to_string(), Script::Cyrillic, Script::Latin))
        );
        assert_eq!(
            found("\u{039F}live"),
            Some(("U+039F".to_string(), Script::Greek, Script::Latin))
        );
        // Mostly Cyrillic with one Latin letter: the Latin one is out of place.
        assert_eq!(
            found("Ива\u{006E}"),
            Some(("U+006E".to_string(), Script::Latin, Script::Cyrillic))
        );
    }

    #[test]
    fn one_alphabet_per_word_and_other_alphabets_mix_nothing() {
        for name in [
            "Ann",
            "Éva Zoë",
            "E\u{0301}va",
            "Мария",
            "Ann Мария",
            "Ann-Мария",
            "Σοφία",
            "Ann2",
            "李 Ann",
            "Ann李",
            "Ørjan",
            "Łukasz",
        ] {
            assert_eq!(mixed_script(name), None, "{name}");
        }
    }
}
