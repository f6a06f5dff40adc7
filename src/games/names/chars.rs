//! The characters a name is checked for: those that must never reach a terminal raw, those that
//! show nothing, the spaces, the joiner inside an emoji, and marks with no letter to sit on or
//! stacked past what any language writes.

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;
use unicode_properties::UnicodeEmoji;

/// Whether a character must never reach a terminal raw: control characters (escapes, line
/// controls) and the direction and line controls of [`direction_or_line_control`], which could
/// make printed text read differently from what it is.
pub(super) fn unsafe_char(c: char) -> bool {
    c.is_control() || direction_or_line_control(c)
}

/// Direction marks, embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–U+202E,
/// U+2066–U+2069), which reorder the text around them, and the line and paragraph separators
/// (U+2028, U+2029), which break it. A typed name may hold none of them.
pub(super) fn direction_or_line_control(c: char) -> bool {
    matches!(
        c,
        '\u{061C}'
            | '\u{200E}'
            | '\u{200F}'
            | '\u{2028}'
            | '\u{2029}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2066}'..='\u{2069}'
    )
}

/// Characters that show nothing by themselves: Unicode's Default_Ignorable_Code_Point set
/// (DerivedCoreProperties.txt: soft hyphen, zero-width space and joiners, word joiner and the
/// invisible operators, BOM, Hangul fillers, variation selectors, tags, the direction controls
/// ...). Two names that differ only by these look the same, and a name of only these looks empty.
pub(super) fn invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{034F}'
            | '\u{061C}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF0}'..='\u{FFF8}'
            | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0000}'..='\u{E0FFF}'
    )
}

/// The invisible characters a typed name may not hold and a name shown shows as `<U+200B>`:
/// every one of [`invisible`] but the variation selectors, which only choose how the character
/// before them is drawn (the text or emoji form of "❤").
pub(super) fn hidden_format(c: char) -> bool {
    invisible(c) && !matches!(c, '\u{FE00}'..='\u{FE0F}' | '\u{E0100}'..='\u{E01EF}')
}

/// Unicode's space separators (category Zs: the no-break space, the en to hair spaces, the
/// narrow no-break, medium mathematical and ideographic spaces ...), which look like a space.
pub(super) fn space_separator(c: char) -> bool {
    matches!(
        c,
        ' ' | '\u{00A0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200A}' | '\u{202F}' | '\u{205F}' | '\u{3000}'
    )
}

/// A character for a message: "U+202E (RIGHT-TO-LEFT OVERRIDE)", its Unicode name when it is one
/// of those a name is refused for.
pub(super) fn described(c: char) -> String {
    let name = match c {
        '\u{00AD}' => "SOFT HYPHEN",
        '\u{034F}' => "COMBINING GRAPHEME JOINER",
        '\u{061C}' => "ARABIC LETTER MARK",
        '\u{115F}' => "HANGUL CHOSEONG FILLER",
        '\u{1160}' => "HANGUL JUNGSEONG FILLER",
        '\u{180E}' => "MONGOLIAN VOWEL SEPARATOR",
        '\u{200B}' => "ZERO WIDTH SPACE",
        '\u{200C}' => "ZERO WIDTH NON-JOINER",
        '\u{200D}' => "ZERO WIDTH JOINER",
        '\u{200E}' => "LEFT-TO-RIGHT MARK",
        '\u{200F}' => "RIGHT-TO-LEFT MARK",
        '\u{2028}' => "LINE SEPARATOR",
        '\u{2029}' => "PARAGRAPH SEPARATOR",
        '\u{202A}' => "LEFT-TO-RIGHT EMBEDDING",
        '\u{202B}' => "RIGHT-TO-LEFT EMBEDDING",
        '\u{202C}' => "POP DIRECTIONAL FORMATTING",
        '\u{202D}' => "LEFT-TO-RIGHT OVERRIDE",
        '\u{202E}' => "RIGHT-TO-LEFT OVERRIDE",
        '\u{2060}' => "WORD JOINER",
        '\u{2061}' => "FUNCTION APPLICATION",
        '\u{2062}' => "INVISIBLE TIMES",
        '\u{2063}' => "INVISIBLE SEPARATOR",
        '\u{2064}' => "INVISIBLE PLUS",
        '\u{2066}' => "LEFT-TO-RIGHT ISOLATE",
        '\u{2067}' => "RIGHT-TO-LEFT ISOLATE",
        '\u{2068}' => "FIRST STRONG ISOLATE",
        '\u{2069}' => "POP DIRECTIONAL ISOLATE",
        '\u{3164}' => "HANGUL FILLER",
        '\u{FE00}'..='\u{FE0F}' => {
            return format!(
                "U+{:04X} (VARIATION SELECTOR-{})",
                u32::from(c),
                u32::from(c) - 0xFE00 + 1
            );
        }
        '\u{FEFF}' => "ZERO WIDTH NO-BREAK SPACE, the byte order mark",
        '\u{FFA0}' => "HALFWIDTH HANGUL FILLER",
        '\u{E0000}'..='\u{E0FFF}' => "a TAG or VARIATION SELECTOR",
        _ => "an invisible character",
    };
    format!("U+{:04X} ({name})", u32::from(c))
}

/// Whether `c` draws as a picture: an emoji ("👨", "🏳", "🌈", "❤", a skin tone), not a digit,
/// `#` or `*` (which Unicode counts as emoji too, for the keycaps).
fn pictograph(c: char) -> bool {
    !c.is_ascii() && c.is_emoji_char()
}

/// Whether the character at byte `at` of `text` is a zero-width joiner between two pictographs
/// (a variation selector may follow the first): part of one emoji ("👨‍👩‍👧", "🏳️‍🌈"), which it
/// joins into one picture, not a character hidden between letters.
pub(super) fn emoji_joiner(text: &str, at: usize) -> bool {
    let Some(rest) = text[at..].strip_prefix('\u{200D}') else {
        return false;
    };
    let before = (text[..at].chars().rev()).find(|c| !matches!(c, '\u{FE0E}' | '\u{FE0F}'));
    before.is_some_and(pictograph) && rest.chars().next().is_some_and(pictograph)
}

/// Whether the character at byte `at` of `text` is a variation selector right after an emoji
/// ("❤️"), which picks how the emoji is drawn.
pub(super) fn emoji_selector(text: &str, at: usize) -> bool {
    let selector = text[at..].starts_with(['\u{FE0E}', '\u{FE0F}']);
    selector && text[..at].chars().next_back().is_some_and(pictograph)
}

/// The invisible characters of `text` a name may not hold ([`hidden_format`] but the joiners
/// inside emoji), with their byte offsets.
pub(super) fn hidden(text: &str) -> impl Iterator<Item = (usize, char)> + '_ {
    (text.char_indices()).filter(|&(at, c)| hidden_format(c) && !emoji_joiner(text, at))
}

/// The most marks one letter may carry once composed (NFC): Vietnamese writes two on a vowel,
/// pointed Hebrew three on a letter (shin, dagesh, shin dot, a vowel); more is an accident or a
/// smear of marks over the names around it.
const MOST_MARKS: usize = 3;

/// What is wrong with the combining marks of a name, if anything.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum MarkTrouble {
    /// A mark with no letter before it (first, or after a space): it shows on nothing, or on
    /// the quote around the name.
    Alone(char),
    /// One letter carrying this mark twice ("Zoe" with two U+0308): no language doubles a mark.
    Twice(char),
    /// One letter carrying this many marks once composed, more than [`MOST_MARKS`].
    Stacked(usize),
}

/// The first trouble with the combining marks of `name` (trimmed), if any.
pub(super) fn mark_trouble(name: &str) -> Option<MarkTrouble> {
    let mut after: Option<char> = None;
    for c in name.chars() {
        if is_combining_mark(c) && after.is_none_or(|b| b == ' ') {
            return Some(MarkTrouble::Alone(c));
        }
        after = Some(c);
    }
    // Each letter's run of marks, counted whole: the next letter (or the end) ends it.
    let mut run = 0;
    for mark in name.nfc().map(is_combining_mark).chain([false]) {
        if mark {
            run += 1;
        } else if run > MOST_MARKS {
            return Some(MarkTrouble::Stacked(run));
        } else {
            run = 0;
        }
    }
    let mut marks: Vec<char> = Vec::new();
    for c in name.nfd() {
        if !is_combining_mark(c) {
            marks.clear();
        } else if marks.contains(&c) {
            return Some(MarkTrouble::Twice(c));
        } else {
            marks.push(c);
        }
    }
    None
}
