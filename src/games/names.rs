//! Player names: one checked type whose display is always safe for a terminal, and the one case
//! folding by which two spellings are known to be the same player.

use std::borrow::Cow;
use std::fmt;

use serde::{Deserialize, Serialize};
use unicode_normalization::UnicodeNormalization;

use super::RuleViolation;
use chars::{
    MarkTrouble, described, direction_or_line_control, hidden, hidden_format, invisible,
    mark_trouble, space_separator, unsafe_char,
};

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
        if let Some((_, c)) = hidden(name).next() {
            return Err(RuleViolation::malformed(
                crate::t!(
                    "game-name-format",
                    name = revealed(name),
                    char = described(c)
                ),
                crate::t!("game-name-format-hint"),
            ));
        }
        refuse_marks_on_nothing(name)?;
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

/// Refuses a name whose combining marks show on nothing or pile up: one with no letter before
/// it (a name of only "\u{308}" shows blank), the same mark twice on a letter, or more marks on
/// one letter than any language writes. The name is shown with its marks written out.
fn refuse_marks_on_nothing(name: &str) -> Result<(), RuleViolation> {
    let Some(trouble) = mark_trouble(name) else {
        return Ok(());
    };
    let name = marks_written_out(name);
    let problem = match trouble {
        MarkTrouble::Alone(c) => crate::t!("game-name-mark-alone", name = name, char = code(c)),
        MarkTrouble::Twice(c) => crate::t!("game-name-mark-twice", name = name, char = code(c)),
        MarkTrouble::Stacked(count) => {
            crate::t!("game-name-marks-stacked", name = name, count = count)
        }
    };
    Err(RuleViolation::malformed(
        problem,
        crate::t!("game-name-marks-hint"),
    ))
}

/// "U+0308".
fn code(c: char) -> String {
    format!("U+{:04X}", u32::from(c))
}

/// The name for a message about its marks: each combining mark written out as `<U+0308>`, the
/// rest as it shows safely.
fn marks_written_out(name: &str) -> String {
    let mut shown = String::with_capacity(name.len() + 8);
    for c in safe_text(name).chars() {
        if unicode_normalization::char::is_combining_mark(c) {
            shown.push_str(&format!("<{}>", code(c)));
        } else {
            shown.push(c);
        }
    }
    shown
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

/// The text for a message about what it holds: every unsafe or invisible character written out
/// (`An<U+200B>n`, as a name is listed), so that the message shows what and where it is. The
/// joiner inside an emoji and a variation selector after an emoji ("❤️") stay: they hide
/// nothing.
fn revealed(text: &str) -> String {
    let mut shown = String::with_capacity(text.len() + 8);
    for (at, c) in text.char_indices() {
        let part_of_emoji = chars::emoji_joiner(text, at) || chars::emoji_selector(text, at);
        if (unsafe_char(c) || invisible(c)) && !part_of_emoji {
            shown.push_str(&format!("<{}>", code(c)));
        } else {
            shown.push(c);
        }
    }
    shown
}

/// Text safe for a terminal: every unsafe character replaced by U+FFFD, and every invisible
/// format character written out as `<U+200B>` (but the joiner inside an emoji), so that two
/// names that differ only by one do not print alike (a file an older tenscore wrote may hold
/// them).
pub fn safe_text(text: &str) -> Cow<'_, str> {
    if text.chars().any(unsafe_char) || hidden(text).next().is_some() {
        let mut shown = String::with_capacity(text.len() + 8);
        for (at, c) in text.char_indices() {
            if unsafe_char(c) {
                shown.push('\u{FFFD}');
            } else if hidden_format(c) && !chars::emoji_joiner(text, at) {
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
    !text.chars().any(unsafe_char) && hidden(text).next().is_none()
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
    let unsafe_at = text.char_indices().find(|&(_, c)| unsafe_char(c));
    let (_, c) = [unsafe_at, hidden(text).next()]
        .into_iter()
        .flatten()
        .min_by_key(|&(at, _)| at)?;
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
/// one plain space, trimmed, lower-cased by Unicode's rules, each typographic apostrophe (’ ‘,
/// as a phone types "O’Brien" or "‘t Hart") the plain one, and composed (NFC), so "Éva",
/// "éva", " ÉVA ", "É\u{200B}va", "E\u{301}va" (as some keyboards send it), "Ann\u{00A0}B" /
/// "Ann B" and "O’Brien" / "O'Brien" are one player in a match and in the database alike.
pub fn fold(name: &str) -> String {
    // ASCII holds no invisible character and no space but ' ': the common case, in one pass.
    if name.is_ascii() && !name.contains("  ") {
        return name.trim().to_ascii_lowercase();
    }
    spaces_folded(&visible(name))
        .trim()
        .to_lowercase()
        .nfc()
        .map(apostrophe_straightened)
        .collect()
}

/// The plain apostrophe for a typographic one (’ U+2019, ‘ U+2018), as names are compared.
fn apostrophe_straightened(c: char) -> char {
    match c {
        '\u{2018}' | '\u{2019}' => '\'',
        _ => c,
    }
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
                        second = name.to_string(),
                        why = told_apart_by(other, name.as_stored())
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

/// What alone tells apart two spellings [`fold`] makes one, for the message's `why` selector:
/// `case` ("Ann", "ANN"), `encoding` (ë as one character or as e and a mark), `apostrophe`
/// ("O’Brien", "O'Brien"), or `several` of these.
fn told_apart_by(one: &str, other: &str) -> &'static str {
    let composed = |name: &str| -> String { name.nfc().collect() };
    let straight = |name: &str| -> String { name.chars().map(apostrophe_straightened).collect() };
    if one.to_lowercase() == other.to_lowercase() {
        "case"
    } else if composed(one) == composed(other) {
        "encoding"
    } else if straight(one) == straight(other) {
        "apostrophe"
    } else {
        "several"
    }
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

mod chars;
pub mod scripts;
pub mod similar;

#[cfg(test)]
mod tests;
