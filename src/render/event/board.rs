//! `event board`: one full screen for the venue, redrawn by the command as the tables record.

use unicode_width::UnicodeWidthChar;

use super::standings::{last_place_line, ranking_table};
use super::{EventView, Progress, RoundView, TableView};
use crate::games::GameId;
use crate::render::sanitize;

/// The rows of the ranking kept at least, when the tables would leave it fewer.
const RANKING_ROWS_KEPT: usize = 3;

/// One screen of at most `height` lines, none wider than `width` columns: the title (the event,
/// its game, the round being played), a line a table of that round with its progress (the
/// match's rounds, who leads, or done ✓), who waits, then the evening's ranking, cut to fit the
/// height with its top kept ("… and 5 more"), then the last place when there is room. No
/// terminal control: the command clears, draws and restores the screen.
pub fn board_frame(view: &EventView, width: usize, height: usize) -> String {
    let width = width.max(20);
    let height = height.max(4);
    let mut top = vec![title(view)];
    // An earlier round's table still playing comes first: the venue sees it is not over.
    let mut table_lines: Vec<String> = (view.earlier_tables_playing().into_iter())
        .map(|(round, table)| {
            crate::t!(
                "event-board-earlier-table",
                round = round,
                line = table_line(table, view.game)
            )
        })
        .collect();
    match view.rounds.last() {
        Some(round) => table_lines.extend(round_lines(round, view.game)),
        None => table_lines.push(crate::t!("event-board-no-round")),
    }
    // The tables leave the ranking its title, a table frame (4 lines) and a few rows.
    let ranking_floor = RANKING_ROWS_KEPT.min(view.players.len()) + 6;
    let room = height.saturating_sub(top.len() + ranking_floor).max(1);
    top.extend(cut_list(table_lines, room));
    top.push(String::new());
    top.push(crate::t!("event-board-ranking"));
    let room = height.saturating_sub(top.len());
    let mut lines: Vec<String> = top.iter().map(|line| clip(line, width)).collect();
    lines.extend(ranking_lines(view, width, room));
    if let Some(last) = last_place_line(view)
        && lines.len() < height
    {
        lines.push(clip(&last, width));
    }
    lines.truncate(height);
    lines.join("\n")
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

/// A line a table ("Table 1 — Ann, Bob, Cy, Dee — 3 deals, Ann leads"), then who waits.
fn round_lines(round: &RoundView, game: GameId) -> Vec<String> {
    let mut lines: Vec<String> = (round.tables.iter())
        .map(|table| table_line(table, game))
        .collect();
    if !round.waiting.is_empty() {
        let names: Vec<String> = (round.waiting.iter())
            .map(|n| sanitize(n).into_owned())
            .collect();
        lines.push(crate::t!(
            "event-waiting",
            names = crate::games::and_list(&names)
        ));
    }
    lines
}

/// One table and its progress, on one line.
fn table_line(table: &TableView, game: GameId) -> String {
    let players: Vec<String> = (table.players.iter())
        .map(|s| sanitize(&s.name).into_owned())
        .collect();
    format!(
        "{} — {} — {}",
        crate::t!("event-report-table", table = table.table),
        players.join(", "),
        progress_text(&table.progress, game)
    )
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

/// `lines` kept to at most `room` lines, the last of them "… and N more" when cut.
fn cut_list(mut lines: Vec<String>, room: usize) -> Vec<String> {
    if lines.len() <= room {
        return lines;
    }
    let kept = room.saturating_sub(1);
    let more = lines.len() - kept;
    lines.truncate(kept);
    lines.push(crate::t!("event-board-more", count = more));
    lines
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
