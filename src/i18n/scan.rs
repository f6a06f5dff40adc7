//! Where each message of a Fluent file stands: read by the build, which writes the index the
//! program searches (build.rs includes this file), and by the tests. Plain Rust, no crates.

/// One message of a file, as byte ranges of the file's text.
pub struct Entry {
    /// Its id (`table-rank`).
    pub id: (usize, usize),
    /// Its source: the first line (`id = ...`) and the lines that go on with it, which Fluent
    /// indents (blank lines inside it included, trailing ones not). The message files use no
    /// terms and no references to other messages, so a message parses alone.
    pub source: (usize, usize),
    /// Its text when it is one line with no placeable: such a message needs no parser.
    pub plain: Option<(usize, usize)>,
}

/// Every message of a Fluent file, in the file's order.
pub fn entries(text: &str) -> Vec<Entry> {
    let mut entries = Vec::new();
    // The message being read: where it starts, where its id ends, where its last line ends.
    let mut open: Option<(usize, usize, usize)> = None;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let start = at;
        at += line.len();
        let blank = line.trim().is_empty();
        if let Some((_, _, kept)) = open.as_mut() {
            if blank {
                continue;
            }
            if line.starts_with([' ', '\t']) {
                *kept = at;
                continue;
            }
            entries.extend(open.take().map(|open| entry(text, open)));
        }
        if blank || line.starts_with('#') {
            continue;
        }
        if let Some((id, _)) = line.split_once('=') {
            open = Some((start, start + id.trim_end().len(), at));
        }
    }
    entries.extend(open.map(|open| entry(text, open)));
    entries
}

fn entry(text: &str, (start, id_end, end): (usize, usize, usize)) -> Entry {
    let source = &text[start..end];
    Entry {
        id: (start, id_end),
        source: (start, end),
        plain: plain_value(source).map(|value| {
            let from = value.as_ptr() as usize - text.as_ptr() as usize;
            (from, from + value.len())
        }),
    }
}

/// The text of a message source that is one line with no placeable, as Fluent reads it (the
/// tests check that it does, message by message).
pub fn plain_value(source: &str) -> Option<&str> {
    let line = source.strip_suffix('\n').unwrap_or(source);
    if line.contains(['\n', '{', '}']) {
        return None;
    }
    let (_, value) = line.split_once('=')?;
    let value = value.trim_matches(' ');
    (!value.is_empty()).then_some(value)
}
