//! What an edit changed in the rounds after it, for its confirmation (`edit` and `play`'s fix)
//! and `edit --json`: "Round 7, Ann: no longer halved 100 → 50 (total 101)".

use serde::Serialize;

use crate::games::Note;
use crate::games::names::PlayerName;
use crate::ops::{LaterChange, NoteChange};
use crate::store::MatchInfo;

/// The most changes named one by one; the rest are counted, and `show` has them all.
pub const MOST_NAMED: usize = 3;

/// One line per change, at most [`MOST_NAMED`], then "… and N more" (none when nothing
/// changed).
pub fn later_changes_text(info: &MatchInfo, changes: &[LaterChange]) -> Vec<String> {
    let game = info.game.game();
    let mut lines: Vec<String> = (changes.iter().take(MOST_NAMED))
        .map(|later| {
            let name = (info.players.get(later.seat))
                .map(|player| player.name.to_string())
                .unwrap_or_default();
            let (round, seq, total) = (info.game.round_title(), later.seq, later.total);
            match &later.change {
                NoteChange::Gone(note) => crate::t!(
                    "cmd-edit-later-gone",
                    round = round,
                    seq = seq,
                    name = name,
                    note = game.note_text(note),
                    total = total
                ),
                NoteChange::New(note) => crate::t!(
                    "cmd-edit-later-new",
                    round = round,
                    seq = seq,
                    name = name,
                    note = game.note_text(note),
                    total = total,
                    said = says_total(note, total)
                ),
                NoteChange::Changed { was, now } => crate::t!(
                    "cmd-edit-later-changed",
                    round = round,
                    seq = seq,
                    name = name,
                    was = game.note_text(was),
                    now = game.note_text(now),
                    total = total,
                    said = says_total(now, total)
                ),
            }
        })
        .collect();
    if changes.len() > MOST_NAMED {
        lines.push(crate::t!(
            "cmd-edit-later-more",
            count = changes.len() - MOST_NAMED,
            id = info.id
        ));
    }
    lines
}

/// "yes" when `note` already names the running total it leaves (Under the 10's "out (156)",
/// "halved 100 → 50"), so the line does not say it again as "(total 156)"; else "no".
fn says_total(note: &Note, total: i64) -> &'static str {
    let named = ["total", "to"]
        .iter()
        .any(|key| note.values.get(*key) == Some(&total));
    match named {
        true => "yes",
        false => "no",
    }
}

/// A change in `edit --json`: `{"round": 7, "player": "Ann", "change": "gone", "note":
/// {"note": "halved", "from": 100, "to": 50}, "total": 101}`; a changed note also has `was`.
#[derive(Debug, Serialize)]
pub struct LaterChangeJson {
    pub round: u32,
    pub player: PlayerName,
    /// `gone`, `new` or `changed`.
    pub change: &'static str,
    pub note: Note,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub was: Option<Note>,
    pub total: i64,
}

impl LaterChangeJson {
    pub fn each(info: &MatchInfo, changes: &[LaterChange]) -> Vec<LaterChangeJson> {
        let one = |later: &LaterChange| {
            let (change, note, was) = match &later.change {
                NoteChange::Gone(note) => ("gone", note.clone(), None),
                NoteChange::New(note) => ("new", note.clone(), None),
                NoteChange::Changed { was, now } => ("changed", now.clone(), Some(was.clone())),
            };
            let player = info.players.get(later.seat)?.name.clone();
            Some(LaterChangeJson {
                round: later.seq,
                player,
                change,
                note,
                was,
                total: later.total,
            })
        };
        changes.iter().filter_map(one).collect()
    }
}
