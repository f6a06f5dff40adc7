//! `event board`: one full screen for the venue, redrawn by the command as the tables record.

use unicode_width::UnicodeWidthChar;

use super::standings::{last_place_line, ranking_table};
use super::{EventView, Progress, RoundView, TableView};
use crate::games::GameId;
use crate::render::fit::{text_width, wrap_words};
use crate::render::sanitize;

/// The rows of the ranking kept at least, when the tables would leave it fewer.
const RANKING_ROWS_KEPT: usize = 3;
/// The indent of a table's second line (its players, or the rest of its progress).
const HANGING: &str = "  ";

/// One screen of at most `height` lines, none wider than `width` columns: the title (the event,
/// its game, the round being played), a line a table of that round with its progress (the
/// match's rounds, who leads, or done ✓), who waits, then the evening's ranking, cut to fit the
/// height with its top kept ("… and 5 more"), then the last place when there is room. On a
/// narrow screen a table's progress comes first and its players go below it, or are left out
/// when the height is short: who leads is what the venue looks for. No terminal control: the
/// command clears, draws and restores the screen.
pub fn board_frame(view: &EventView, width: usize, height: usize) -> String {
    let width = width.max(20);
    let height = height.max(4);
    let mut lines = vec![clip(&title(view), width)];
    // An earlier round's table still playing comes first: the venue sees it is not over.
    let mut blocks: Vec<Block> = (view.earlier_tables_playing().into_iter())
        .map(|(round, table)| table_block(table, view.game, width, Some(round)))
        .collect();
    match view.rounds.last() {
        Some(round) => blocks.extend(round_blocks(round, view.game, width)),
        None => blocks.push(Block::one(clip(&crate::t!("event-board-no-round"), width))),
    }
    // The tables leave the ranking its title, a table frame (4 lines) and a few rows.
    let ranking_floor = RANKING_ROWS_KEPT.min(view.players.len()) + 6;
    let room = height.saturating_sub(lines.len() + ranking_floor).max(1);
    lines.extend(fit_blocks(blocks, room, width));
    lines.push(String::new());
    lines.push(clip(&crate::t!("event-board-ranking"), width));
    let room = height.saturating_sub(lines.len());
    lines.extend(ranking_lines(view, width, room));
    if let Some(last) = last_place_line(view) {
        let names = sanitized(view.last.iter().map(String::as_str));
        let wrapped = fitted(&last, width, "", HANGING, &names);
        if lines.len() + wrapped.len() <= height {
            lines.extend(wrapped);
        } else if lines.len() < height {
            lines.push(clip(&last, width));
        }
    }
    lines.truncate(height);
    lines.join("\n")
}

/// What the board shows of one table (or of who waits): its lines in full, and the fewer lines
/// it shrinks to when the tables must share a short screen.
struct Block {
    full: Vec<String>,
    short: Vec<String>,
}

impl Block {
    fn one(line: String) -> Block {
        Block {
            full: vec![line.clone()],
            short: vec![line],
        }
    }
}

/// The blocks' lines within `room` lines: each in full when all fit, else each shortened, else
/// the first blocks shortened and "… and N more" for the tables left.
fn fit_blocks(blocks: Vec<Block>, room: usize, width: usize) -> Vec<String> {
    let count =
        |pick: fn(&Block) -> &Vec<String>| -> usize { blocks.iter().map(|b| pick(b).len()).sum() };
    if count(|b| &b.full) <= room {
        return blocks.into_iter().flat_map(|b| b.full).collect();
    }
    if count(|b| &b.short) <= room {
        return blocks.into_iter().flat_map(|b| b.short).collect();
    }
    let mut lines = Vec::new();
    let mut left = blocks.len();
    for block in blocks {
        if lines.len() + block.short.len() + 1 > room {
            break;
        }
        lines.extend(block.short);
        left -= 1;
    }
    lines.push(clip(&crate::t!("event-board-more", count = left), width));
    lines
}

/// "Club night · Pig 10 · round 2 of 4".
fn title(view: &EventView) -> String {
    crate::t!(
        "event-board-title",
        name = sanitize(&view.name).into_owned(),
        game = view.game.title(),
        round = view.rounds.last().map_or(0, |r| r.round),
        planned = view.rounds_planned
    )
}

/// A block a table ("Table 1 — Ann, Bob, Cy, Dee — 3 deals, Ann leads"), then who waits.
fn round_blocks(round: &RoundView, game: GameId, width: usize) -> Vec<Block> {
    let mut blocks: Vec<Block> = (round.tables.iter())
        .map(|table| table_block(table, game, width, None))
        .collect();
    if !round.waiting.is_empty() {
        let names = sanitized(round.waiting.iter().map(String::as_str));
        let line = crate::t!("event-waiting", names = crate::games::and_list(&names));
        blocks.push(Block {
            full: fitted(&line, width, "", HANGING, &names),
            short: vec![clip(&line, width)],
        });
    }
    blocks
}

/// One table and its progress (`earlier`: the round of an earlier round's table), on one line
/// where it fits; else its number and progress first, its players on the lines below.
fn table_block(table: &TableView, game: GameId, width: usize, earlier: Option<u32>) -> Block {
    let players = sanitized(table.players.iter().map(|s| s.name.as_str()));
    let number = crate::t!("event-report-table", table = table.table);
    let progress = progress_text(&table.progress, game);
    let in_round = |line: String| match earlier {
        Some(round) => crate::t!("event-board-earlier-table", round = round, line = line),
        None => line,
    };
    let whole = in_round(format!("{number} — {} — {progress}", players.join(", ")));
    if text_width(&whole) <= width {
        return Block::one(whole);
    }
    let head = fitted(
        &in_round(format!("{number} — {progress}")),
        width,
        "",
        HANGING,
        &players,
    );
    let mut full = head.clone();
    full.extend(fitted(
        &players.join(", "),
        width,
        HANGING,
        HANGING,
        &players,
    ));
    Block { full, short: head }
}

/// `names` made safe for the terminal.
fn sanitized<'a>(names: impl Iterator<Item = &'a str>) -> Vec<String> {
    names.map(|n| sanitize(n).into_owned()).collect()
}

/// `text` wrapped at words to `width` (its first line indented by `first`, the others by `rest`), a name
/// kept whole, and any line still too wide (one long name) cut.
fn fitted(text: &str, width: usize, first: &str, rest: &str, names: &[String]) -> Vec<String> {
    (wrap_words(text, width, first, rest, names).iter())
        .map(|line| clip(line, width))
        .collect()
}

/// "3 rounds, Ann leads", "5 rounds, done ✓", "2 rounds, abandoned", "not started".
pub(super) fn progress_text(progress: &Progress, game: GameId) -> String {
    let counted = game.rounds(u64::from(progress.rounds_played_in_match));
    let leaders: Vec<String> = (progress.leaders.iter())
        .map(|name| sanitize(name).into_owned())
        .collect();
    match (leaders.as_slice(), progress.ended) {
        (_, true) if progress.abandoned => {
            crate::t!("event-progress-abandoned", counted = counted)
        }
        (_, true) => crate::t!("event-progress-done", counted = counted),
        ([leader], false) if progress.rounds_played_in_match > 0 => crate::t!(
            "event-progress-leads",
            counted = counted,
            leader = leader.clone()
        ),
        ([_, _, ..], false) if progress.rounds_played_in_match > 0 => crate::t!(
            "event-progress-lead-shared",
            counted = counted,
            leaders = crate::games::and_list(&leaders)
        ),
        _ => crate::t!("event-progress-none"),
    }
}

/// The ranking table in at most `room` lines: as many players from the top as fit, then
/// "… and N more" for the rest.
fn ranking_lines(view: &EventView, width: usize, room: usize) -> Vec<String> {
    let players = &view.players;
    let mut shown = players.len();
    loop {
        let mut lines: Vec<String> = (ranking_table(view, &players[..shown], width).lines())
            .map(|l| clip(l, width))
            .collect();
        if shown < players.len() {
            lines.push(crate::t!("event-board-more", count = players.len() - shown));
        }
        if lines.len() <= room || shown == 0 {
            lines.truncate(room);
            return lines;
        }
        shown -= 1;
    }
}

/// `line` cut to `width` columns, "…" marking the cut.
fn clip(line: &str, width: usize) -> String {
    let mut used = 0;
    let mut out = String::new();
    let total: usize = line.chars().map(|c| c.width().unwrap_or(0)).sum();
    if total <= width {
        return line.to_string();
    }
    for c in line.chars() {
        let w = c.width().unwrap_or(0);
        if used + w + 1 > width {
            break;
        }
        used += w;
        out.push(c);
    }
    out.push('…');
    out
}
