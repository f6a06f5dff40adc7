//! Pretty JSON written straight into a text as `serde_json::to_string_pretty` writes it (two
//! spaces a level, `"key": value`, `[]` and `{}` when empty): `show --json` prints every round's
//! entry, scores and notes, and serde's formatter writing them piece by piece was most of what
//! it cost a round (DESIGN section 6: its work per round within 1.5x of the text's).

/// Spaces for the common depths, sliced rather than written two at a time.
const SPACES: &str = "                                                                ";

/// A new line and the indentation of `depth` levels.
pub(crate) fn newline(out: &mut String, depth: usize) {
    out.push('\n');
    let mut left = depth * 2;
    while left > 0 {
        let now = left.min(SPACES.len());
        out.push_str(&SPACES[..now]);
        left -= now;
    }
}

/// `text` as a JSON string, escaped as serde_json escapes it: the quote, the backslash and the
/// control characters, nothing else.
pub(crate) fn push_str(out: &mut String, text: &str) {
    let bytes = text.as_bytes();
    // Eight bytes at a time up to the first that needs escaping (most strings have none), the
    // last few padded with spaces, which need none.
    let mut plain = 0;
    while plain < bytes.len() {
        let mut word = [b' '; 8];
        let chunk = &bytes[plain..bytes.len().min(plain + 8)];
        word[..chunk.len()].copy_from_slice(chunk);
        if needs_escape(u64::from_le_bytes(word)) {
            break;
        }
        plain += 8;
    }
    out.reserve(bytes.len() + 2);
    out.push('"');
    if plain >= bytes.len() {
        out.push_str(text);
        out.push('"');
        return;
    }
    let mut start = 0;
    for (i, &byte) in bytes.iter().enumerate().skip(plain) {
        let short = match byte {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            0x08 => "\\b",
            0x0c => "\\f",
            b'\n' => "\\n",
            b'\r' => "\\r",
            b'\t' => "\\t",
            0x00..=0x1f => "",
            _ => continue,
        };
        // An ASCII byte: a character boundary on both sides.
        out.push_str(&text[start..i]);
        if short.is_empty() {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            out.push_str("\\u00");
            out.push(char::from(HEX[usize::from(byte >> 4)]));
            out.push(char::from(HEX[usize::from(byte & 0x0f)]));
        } else {
            out.push_str(short);
        }
        start = i + 1;
    }
    out.push_str(&text[start..]);
    out.push('"');
}

/// Whether any of the eight bytes in `word` is a control character, a quote or a backslash.
fn needs_escape(word: u64) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let zero_in = |x: u64| x.wrapping_sub(ONES) & !x & HIGHS != 0;
    // A byte below 0x20 (a byte of 0x80 or more is not one, whatever the subtraction borrows).
    let control = word.wrapping_sub(ONES * 0x20) & !word & HIGHS != 0;
    control || zero_in(word ^ (ONES * u64::from(b'"'))) || zero_in(word ^ (ONES * u64::from(b'\\')))
}

/// `text` as a JSON string, or `null`.
pub(crate) fn push_opt_str(out: &mut String, text: Option<&str>) {
    match text {
        Some(text) => push_str(out, text),
        None => out.push_str("null"),
    }
}

/// A whole number as JSON writes it.
pub(crate) fn push_int(out: &mut String, n: i64) {
    out.push_str(itoa::Buffer::new().format(n));
}

/// Pretty JSON text made at the top level (by serde_json) placed `depth` levels in: each of its
/// lines but the first indented further (JSON text holds no raw line break in a string).
pub(crate) fn push_indented(out: &mut String, text: &str, depth: usize) {
    let mut lines = text.split('\n');
    if let Some(first) = lines.next() {
        out.push_str(first);
    }
    for line in lines {
        newline(out, depth);
        out.push_str(line);
    }
}

/// A value as pretty JSON `depth` levels in, through serde_json.
pub(crate) fn push_value(out: &mut String, value: &serde_json::Value, depth: usize) {
    // Writing a `Value` into a string cannot fail.
    let text = serde_json::to_string_pretty(value).unwrap_or_default();
    push_indented(out, &text, depth);
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    #[test]
    fn strings_and_nesting_as_serde_json_writes_them() {
        let long =
            "a long line of plain text, \u{e9}\u{e9}n \u{1f600} and then a \"quote\" and\ttab";
        for text in [
            "plain",
            "Zoë \"Z\" \\ /",
            "tab\tnew\nline\r\u{1}\u{1f}\u{7f}",
            "",
            long,
            // A character to escape in the last few bytes, after none or one plain eight.
            "a\"",
            "abcdefgh\\",
            "abcdefghij\u{1}",
            "abcdefg\n",
        ] {
            let mut out = String::new();
            super::push_str(&mut out, text);
            assert_eq!(out, serde_json::to_string(text).unwrap());
        }
        // Each byte that needs escaping found wherever it is among plain ones, and no other.
        for special in 0u8..=255 {
            for at in 0..8 {
                let mut word = [b'a'; 8];
                word[at] = special;
                let escaped = special < 0x20 || special == b'"' || special == b'\\';
                assert_eq!(
                    super::needs_escape(u64::from_le_bytes(word)),
                    escaped,
                    "{special}"
                );
            }
        }
        let value = json!({"a": [1, {"b": []}, {}], "c": "x"});
        let mut out = String::from("[");
        super::newline(&mut out, 1);
        super::push_value(&mut out, &value, 1);
        super::newline(&mut out, 0);
        out.push(']');
        assert_eq!(out, serde_json::to_string_pretty(&json!([value])).unwrap());
    }
}
