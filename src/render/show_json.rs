//! `show --json` written straight from the rounds, a piece at a time, its keys in alphabetical order as
//! [`Output::print_json`] sorts them, byte for byte what that prints for [`ShowJson`]: a long
//! match has thousands of keys and values, and serde's pretty printer writing them one piece at
//! a time (indentation two spaces at a time) cost more than reading the rounds (DESIGN section
//! 6: `--json show`'s work per round within 1.5x of the text's). Only the table at the end, the
//! same size however long the match, goes through a tree of values to be sorted.
//!
//! [`Output::print_json`]: crate::output::Output::print_json
//! [`ShowJson`]: super::json::ShowJson

use super::StandingsView;
use crate::games::Note;
use crate::ops::local_rfc3339;
use crate::packed::pretty::{newline, push_indented, push_int, push_opt_str, push_str};
use crate::store::{MatchInfo, RoundRecord};

/// How much of `show --json` is held before it is written: a long match's text is handed over a
/// piece at a time rather than built whole, so the same few pages of memory take every round
/// (a fresh page for each 4 KiB of a 180 KB text cost more time than writing it).
const PIECE: usize = 32 * 1024;

/// `show --json` of a match, ready to be written: only the standings can fail to be made, and
/// they are made first, so that nothing is written for a match that cannot be shown.
pub struct ShowJsonText<'a> {
    info: &'a MatchInfo,
    rounds: &'a [RoundRecord],
    standings: String,
}

impl<'a> ShowJsonText<'a> {
    pub fn new(
        info: &'a MatchInfo,
        rounds: &'a [RoundRecord],
        view: &StandingsView,
    ) -> Result<ShowJsonText<'a>, serde_json::Error> {
        let standings = serde_json::to_string_pretty(&serde_json::to_value(view.json())?)?;
        Ok(ShowJsonText {
            info,
            rounds,
            standings,
        })
    }

    /// Writes what `show --json` prints (without the line break after it) to `sink`, a piece
    /// of at most about [`PIECE`] bytes at a time.
    pub fn write_to(&self, sink: &mut dyn std::io::Write) -> std::io::Result<()> {
        let info = self.info;
        // Each name escaped once, not once a round.
        let names: Vec<String> = (info.players.iter())
            .map(|player| {
                let mut name = String::new();
                push_str(&mut name, player.name.as_stored());
                name
            })
            .collect();
        let mut out = String::with_capacity(PIECE + 4096);
        out.push_str("{\n  \"created_at\": ");
        // Times in local time with their offset, as every time in JSON but `export`'s.
        push_str(&mut out, &local_rfc3339(&info.created_at));
        // Only for an event's table, as `ShowJson` leaves it out otherwise.
        if let Some(place) = &info.table {
            out.push_str(",\n  \"event\": {\n    \"id\": ");
            push_int(&mut out, place.event);
            out.push_str(",\n    \"name\": ");
            push_str(&mut out, &place.event_name);
            out.push_str(",\n    \"round\": ");
            push_int(&mut out, i64::from(place.round));
            out.push_str(",\n    \"table\": ");
            push_int(&mut out, i64::from(place.table));
            out.push_str("\n  }");
        }
        out.push_str(",\n  \"finished_at\": ");
        push_opt_str(
            &mut out,
            info.finished_at.as_deref().map(local_rfc3339).as_deref(),
        );
        out.push_str(",\n  \"game\": ");
        push_str(&mut out, info.game.id());
        out.push_str(",\n  \"match\": ");
        push_int(&mut out, info.id);
        out.push_str(",\n  \"players\": ");
        array(&mut out, &names, 1, |out, name| out.push_str(name));
        out.push_str(",\n  \"rounds\": [");
        // The array of `array` at depth 1, handed over as it fills.
        for (i, round) in self.rounds.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            newline(&mut out, 2);
            write_round(&mut out, &names, round);
            if out.len() >= PIECE {
                sink.write_all(out.as_bytes())?;
                out.clear();
            }
        }
        if !self.rounds.is_empty() {
            newline(&mut out, 1);
        }
        out.push_str("],\n  \"standings\": ");
        push_indented(&mut out, &self.standings, 1);
        out.push_str(",\n  \"status\": ");
        push_str(&mut out, info.status.as_str());
        out.push_str(",\n  \"uuid\": ");
        push_str(&mut out, &info.uuid);
        out.push_str("\n}");
        sink.write_all(out.as_bytes())
    }
}

/// `items` as a JSON array `depth` levels in, each written by `item` one level further.
fn array<T>(out: &mut String, items: &[T], depth: usize, mut item: impl FnMut(&mut String, &T)) {
    out.push('[');
    for (i, each) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        newline(out, depth + 1);
        item(out, each);
    }
    if !items.is_empty() {
        newline(out, depth);
    }
    out.push(']');
}

/// One round, two levels in (an item of `rounds`): its keys at level three.
fn write_round(out: &mut String, names: &[String], round: &RoundRecord) {
    out.push_str("{\n      \"entry\": ");
    match &round.entry {
        Some(entry) => entry.write_json(3, out),
        None => out.push_str("null"),
    }
    out.push_str(",\n      \"explanation\": ");
    array(out, round.explanation(), 3, |out, line| push_str(out, line));
    out.push_str(",\n      \"opening\": ");
    match &round.opening {
        Some(opening) => opening.write_json(3, out),
        None => out.push_str("null"),
    }
    out.push_str(",\n      \"reason\": ");
    push_opt_str(out, round.reason());
    out.push_str(",\n      \"recorded_at\": ");
    push_str(out, &local_rfc3339(&round.created_at));
    out.push_str(",\n      \"round\": ");
    push_int(out, round.seq.into());
    out.push_str(",\n      \"scores\": ");
    // Each seat's name beside its score (a round only opened has none).
    out.push('[');
    for (i, (name, score)) in names.iter().zip(&round.scores).enumerate() {
        out.push_str(if i > 0 {
            ",\n        {\n"
        } else {
            "\n        {\n"
        });
        out.push_str("          \"name\": ");
        out.push_str(name);
        out.push_str(",\n          \"notes\": ");
        array(out, score.notes(), 5, write_note);
        out.push_str(",\n          \"out\": ");
        out.push_str(if score.out { "true" } else { "false" });
        out.push_str(",\n          \"points\": ");
        push_int(out, score.points);
        out.push_str(",\n          \"total\": ");
        push_int(out, score.total);
        out.push_str("\n        }");
    }
    if !names.is_empty() && !round.scores.is_empty() {
        out.push_str("\n      ");
    }
    out.push(']');
    out.push_str(",\n      \"withdrawn\": ");
    out.push_str(if round.withdrawn { "true" } else { "false" });
    out.push_str("\n    }");
}

/// A note, six levels in (an item of a score's `notes`): its kind (`note`) among its numbers,
/// all keys in alphabetical order, as a tree of values sorts the note's flattened fields.
fn write_note(out: &mut String, note: &Note) {
    // A number named `note` would take the kind's place in the tree, as it came after it.
    let mut kind_left = !note.values.contains_key("note");
    let mut first = true;
    let mut field = |out: &mut String, key: &str| {
        out.push_str(if first { "{" } else { "," });
        first = false;
        newline(out, 7);
        push_str(out, key);
        out.push_str(": ");
    };
    for (key, value) in &note.values {
        if kind_left && key.as_str() > "note" {
            field(out, "note");
            push_str(out, &note.kind);
            kind_left = false;
        }
        field(out, key);
        push_int(out, *value);
    }
    if kind_left {
        field(out, "note");
        push_str(out, &note.kind);
    }
    match first {
        true => out.push_str("{}"),
        false => {
            newline(out, 6);
            out.push('}');
        }
    }
}
