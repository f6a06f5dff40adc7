//! Player names: one checked type whose display is always safe for a terminal, and the one case
//! folding by which two spellings are known to be the same player.

use std::borrow::Cow;
use std::fmt;

use serde::{Deserialize, Serialize};
use unicode_normalization::UnicodeNormalization;

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
    /// A name typed for a new match or a referee's table. Every Unicode space (a no-break space,
    /// an em space ...) is a plain space and a run of them one, so that "Ann B" typed either way
    /// is one name. Refused (exit 2) when empty, when it holds a character entries use or a
    /// control character, a direction or line control (it would change how the text around it
    /// reads), when it is empty once its invisible characters are removed, when it starts with
    /// `-` (it would read as an option: a later `round -h=3` would print help) or `+` (a
    /// spreadsheet would run it as a formula; `=` and `@` are entry characters), when it is only
    /// digits (it would read as a match id), when it holds an invisible format character (it
    /// would look like another name) or when it is too long.
    pub fn typed(raw: &str) -> Result<PlayerName, RuleViolation> {
        let spaced = spaces_folded(raw);
        let name = spaced.trim();
        if name.is_empty() {
            return Err(RuleViolation::malformed(
                crate::t!("game-name-empty"),
                crate::t!("game-name-empty-hint"),
            ));
        }
        if name
            .chars()
            .any(|c| c.is_control() || matches!(c, '=' | ',' | ':' | '@' | '>'))
        {
            return Err(RuleViolation::malformed(
                crate::t!("game-name-entry-char", name = safe_text(name).into_owned()),
                crate::t!("game-name-hint"),
            ));
        }
        if let Some(c) = name.chars().find(|&c| direction_or_line_control(c)) {
            return Err(RuleViolation::malformed(
                crate::t!(
                    "game-name-control",
                    name = revealed(name),
                    char = described(c),
                    breaks = if matches!(c, '\u{2028}' | '\u{2029}') {
                        "yes"
                    } else {
                        "no"
                    }
                ),
                crate::t!("game-name-hint"),
            ));
        }
        let seen = visible(name);
        if seen.trim().is_empty() {
            let hidden = name.chars().find(|&c| invisible(c)).unwrap_or(' ');
            return Err(RuleViolation::malformed(
                crate::t!(
                    "game-name-invisible",
                    name = revealed(name),
                    char = described(hidden)
                ),
                crate::t!("game-name-hint"),
            ));
        }
        refuse_a_start_that_acts(name, &seen)?;
        if seen.trim().chars().all(|c| c.is_ascii_digit()) {
            return Err(RuleViolation::malformed(
                crate::t!("game-name-digits", name = revealed(name)),
                crate::t!("game-name-digits-hint"),
            ));
        }
        if let Some(c) = name.chars().find(|&c| hidden_format(c)) {
            return Err(RuleViolation::malformed(
                crate::t!(
                    "game-name-format",
                    name = revealed(name),
                    char = described(c)
                ),
                crate::t!("game-name-format-hint"),
            ));
        }
        if name.chars().count() > LONGEST_NAME {
            return Err(RuleViolation::malformed(
                crate::t!(
                    "game-name-long",
                    name = safe_text(name).into_owned(),
                    most = LONGEST_NAME
                ),
                crate::t!("game-name-long-hint"),
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

/// Refuses a name that starts (as it shows: `seen`) like an option (`-`: a later `round -h=3`
/// would print help) or like a spreadsheet formula (`+`).
fn refuse_a_start_that_acts(name: &str, seen: &str) -> Result<(), RuleViolation> {
    if seen.trim_start().starts_with('-') {
        return Err(RuleViolation::malformed(
            crate::t!("game-name-dash", name = revealed(name)),
            crate::t!("game-name-dash-hint"),
        ));
    }
    if seen.trim_start().starts_with('+') {
        return Err(RuleViolation::malformed(
            crate::t!("game-name-formula", name = revealed(name)),
            crate::t!("game-name-formula-hint"),
        ));
    }
    Ok(())
}

/// Terminal-safe, always: the name with every unsafe character replaced.
impl fmt::Display for PlayerName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&safe_text(&self.0))
    }
}

/// Names as a list for messages: "Ann, Bob, Cy" (each shown safely).
pub fn names_list<'a>(names: impl IntoIterator<Item = &'a PlayerName>) -> String {
    names
        .into_iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether a character must never reach a terminal raw: control characters (escapes, line
/// controls) and the direction and line controls of [`direction_or_line_control`], which could
/// make printed text read differently from what it is.
fn unsafe_char(c: char) -> bool {
    c.is_control() || direction_or_line_control(c)
}

/// Direction marks, embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–U+202E,
/// U+2066–U+2069), which reorder the text around them, and the line and paragraph separators
/// (U+2028, U+2029), which break it. A typed name may hold none of them.
fn direction_or_line_control(c: char) -> bool {
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
fn invisible(c: char) -> bool {
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
fn hidden_format(c: char) -> bool {
    invisible(c) && !matches!(c, '\u{FE00}'..='\u{FE0F}' | '\u{E0100}'..='\u{E01EF}')
}

/// Unicode's space separators (category Zs: the no-break space, the en to hair spaces, the
/// narrow no-break, medium mathematical and ideographic spaces ...), which look like a space.
fn space_separator(c: char) -> bool {
    matches!(
        c,
        ' ' | '\u{00A0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200A}' | '\u{202F}' | '\u{205F}' | '\u{3000}'
    )
}

/// The text with every space separator a plain space and every run of them one.
fn spaces_folded(text: &str) -> Cow<'_, str> {
    let odd_space = |(i, c): (usize, char)| {
        space_separator(c) && (c != ' ' || text[i + 1..].starts_with(space_separator))
    };
    if !text.char_indices().any(odd_space) {
        return Cow::Borrowed(text);
    }
    let mut folded = String::with_capacity(text.len());
    let mut after_space = false;
    for c in text.chars() {
        if space_separator(c) {
            if !after_space {
                folded.push(' ');
            }
            after_space = true;
        } else {
            folded.push(c);
            after_space = false;
        }
    }
    Cow::Owned(folded)
}

/// The text as it shows: without its invisible characters.
fn visible(text: &str) -> String {
    text.chars().filter(|&c| !invisible(c)).collect()
}

/// The text for a message about what it holds: every unsafe or invisible character replaced by
/// U+FFFD, so that the message shows where it is.
fn revealed(text: &str) -> String {
    text.chars()
        .map(|c| {
            if unsafe_char(c) || invisible(c) {
                '\u{FFFD}'
            } else {
                c
            }
        })
        .collect()
}

/// A character for a message: "U+202E (RIGHT-TO-LEFT OVERRIDE)", its Unicode name when it is one
/// of those a name is refused for.
fn described(c: char) -> String {
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

/// Text safe for a terminal: every unsafe character replaced by U+FFFD, and every invisible
/// format character written out as `<U+200B>`, so that two names that differ only by one do not
/// print alike (a file an older tenscore wrote may hold them).
pub fn safe_text(text: &str) -> Cow<'_, str> {
    if text.chars().any(|c| unsafe_char(c) || hidden_format(c)) {
        let mut shown = String::with_capacity(text.len() + 8);
        for c in text.chars() {
            if unsafe_char(c) {
                shown.push('\u{FFFD}');
            } else if hidden_format(c) {
                shown.push_str(&format!("<U+{:04X}>", u32::from(c)));
            } else {
                shown.push(c);
            }
        }
        Cow::Owned(shown)
    } else {
        Cow::Borrowed(text)
    }
}

/// `text` as one word of a command to copy: as it is when the shell reads it so ("Friday",
/// "Club-42"), else in single quotes ('Winter 2026'), a quote inside written '\''. Every hint
/// that puts a name into a command to paste writes it so, whatever layer words the hint.
pub fn shell_word(text: &str) -> String {
    let plain = |c: char| c.is_alphanumeric() || "-_.,:@%+=/".contains(c);
    if !text.is_empty() && text.chars().all(plain) {
        return text.to_string();
    }
    format!("'{}'", text.replace('\'', "'\\''"))
}

/// Whether `text` shows as it is: no control, direction or line character and no invisible one
/// (what a typed player name may not hold either). Event and series names are checked so.
pub fn shows_as_typed(text: &str) -> bool {
    !text.chars().any(|c| unsafe_char(c) || hidden_format(c))
}

/// A character of free text (a reason, an event's or a series' name) that would print otherwise
/// than it is stored, as [`shows_as_typed`] finds it: what it is ("U+202E (RIGHT-TO-LEFT
/// OVERRIDE)") and what it does, for a message's `effect` selector: `control` (a control
/// character), `breaks` (a line or paragraph separator), `reorders` (a direction control) or
/// `hidden` (an invisible format character).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnshownChar {
    pub char: String,
    pub effect: &'static str,
}

/// The first character of `text` that would print otherwise than it is stored, if any: the rule
/// a typed name follows, for every other text the user types.
pub fn unshown_char(text: &str) -> Option<UnshownChar> {
    let c = text.chars().find(|&c| unsafe_char(c) || hidden_format(c))?;
    let effect = match c {
        '\u{2028}' | '\u{2029}' => "breaks",
        _ if c.is_control() => "control",
        _ if direction_or_line_control(c) => "reorders",
        _ => "hidden",
    };
    let char = match effect {
        "control" => format!("U+{:04X}", u32::from(c)),
        _ => described(c),
    };
    Some(UnshownChar { char, effect })
}

/// The key two spellings of one name share: without invisible characters, every run of spaces
/// one plain space, trimmed, lower-cased by Unicode's rules and composed (NFC), so "Éva", "éva",
/// " ÉVA ", "É\u{200B}va", "E\u{301}va" (as some keyboards send it) and "Ann\u{00A0}B" /
/// "Ann B" are one player in a match and in the database alike.
pub fn fold(name: &str) -> String {
    // ASCII holds no invisible character and no space but ' ': the common case, in one pass.
    if name.is_ascii() && !name.contains("  ") {
        return name.trim().to_ascii_lowercase();
    }
    spaces_folded(&visible(name))
        .trim()
        .to_lowercase()
        .nfc()
        .collect()
}

/// The key names are listed by: [`fold`] with the common Latin accents left out, so "anna",
/// "Émile", "Zack" and "Zoë" list in that order (by bytes "Zack" came before "anna" and "Émile"
/// after "Zoë"); the folded name then tells apart names that differ only by an accent.
pub fn sort_key(name: &str) -> (String, String) {
    let folded = fold(name);
    // An ASCII name is its own plain key; the empty second key sorts it before an accented
    // spelling of it, as its folded name would.
    if folded.is_ascii() {
        return (folded, String::new());
    }
    let mut plain = String::with_capacity(folded.len());
    for c in folded.nfd() {
        match c {
            '\u{0300}'..='\u{036F}' => {}
            'ß' => plain.push_str("ss"),
            'æ' => plain.push_str("ae"),
            'œ' => plain.push_str("oe"),
            'ø' => plain.push('o'),
            'ł' => plain.push('l'),
            'đ' | 'ð' => plain.push('d'),
            'ı' => plain.push('i'),
            'þ' => plain.push_str("th"),
            _ => plain.push(c),
        }
    }
    (plain, folded)
}

/// [`sort_key`] as one text that sorts byte by byte as the pair does (stored with each player,
/// schema 12, so that the players are listed in order through an index): the plain key, a
/// character below every one a name holds, then the folded name when it differs.
pub fn sort_text(name: &str) -> String {
    let (plain, folded) = sort_key(name);
    format!("{plain}\u{1}{folded}")
}

/// The key an older tenscore stored for a name (trimmed and lower-cased only): a player stored
/// with an invisible character or an odd space in their name is still found by it.
pub fn fold_as_before(name: &str) -> String {
    name.trim().to_lowercase()
}

/// Whether two names, as typed, name the same player.
pub fn same_name(one: &str, other: &str) -> bool {
    fold(one) == fold(other)
}

/// Player names as typed, trimmed; refuses empty, repeated and unusable names, and names that
/// differ from another only by invisible characters (they would look the same). Each name is
/// looked up once (by its key without case and invisible characters), so any number of names is
/// answered at once.
pub fn checked_names(names: &[String]) -> Result<Vec<String>, RuleViolation> {
    let mut checked: Vec<String> = Vec::with_capacity(names.len());
    let mut seats: std::collections::HashMap<String, usize> =
        std::collections::HashMap::with_capacity(names.len());
    for raw in names {
        let name = PlayerName::typed(raw)?;
        if let Some(&seat) = seats.get(&look_alike_key(name.as_stored())) {
            let other = &checked[seat];
            // The example in the hint tells apart the name typed twice, as a table would.
            let hint = crate::t!("error-same-name-hint", name = safe_text(other).to_string());
            return Err(match look_alike(other, name.as_stored()) {
                // "Ann,ann": one name typed twice, however it is written.
                None if other != name.as_stored() => RuleViolation::malformed(
                    crate::t!(
                        "error-same-name-spelt",
                        first = safe_text(other).to_string(),
                        second = name.to_string()
                    ),
                    hint,
                ),
                None => RuleViolation::malformed(
                    crate::t!("error-same-name", name = name.to_string()),
                    hint,
                ),
                Some(hidden) => RuleViolation::malformed(
                    crate::t!(
                        "error-look-alike",
                        first = revealed_name(other).to_string(),
                        second = revealed_name(name.as_stored()).to_string(),
                        hidden = hidden.to_string()
                    ),
                    hint,
                ),
            });
        }
        seats.insert(look_alike_key(name.as_stored()), checked.len());
        checked.push(name.as_stored().to_string());
    }
    Ok(checked)
}

/// The key two names that look the same share: [`fold`], which leaves out invisible characters
/// ("Ann" and "A\u{200B}nn" share one). Seats are told apart by it.
pub fn look_alike_key(name: &str) -> String {
    fold(name)
}

/// Why two names with one [`look_alike_key`] are not one spelling: the first invisible character
/// one of them holds, described ("U+200B (ZERO WIDTH SPACE)"); `None` when they fold alike.
pub fn look_alike(one: &str, other: &str) -> Option<String> {
    let spelled = |name: &str| spaces_folded(name).trim().to_lowercase();
    if spelled(one) == spelled(other) {
        return None;
    }
    one.chars()
        .chain(other.chars())
        .find(|&c| invisible(c))
        .map(described)
}

/// Names shown for a message about invisible characters: each one replaced by U+FFFD.
pub fn revealed_name(name: &str) -> String {
    revealed(name)
}

/// The seats of names as typed, found by [`fold`] in one look-up each: the first seat of a
/// spelling wins, as a search from the first seat finds it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NameIndex(std::collections::HashMap<String, usize>);

impl NameIndex {
    /// The index of `names` in seating order.
    pub fn new<'a>(names: impl IntoIterator<Item = &'a str>) -> NameIndex {
        let mut seats = std::collections::HashMap::new();
        for (seat, name) in names.into_iter().enumerate() {
            seats.entry(fold(name)).or_insert(seat);
        }
        NameIndex(seats)
    }

    /// The seat of the player named `typed` (any case), if any.
    pub fn seat(&self, typed: &str) -> Option<usize> {
        self.0.get(&fold(typed)).copied()
    }
}

pub mod scripts;
pub mod similar;

#[cfg(test)]
mod tests;
