//! `event standings`: the evening's ranking as a table and as JSON.

use serde::Serialize;

use super::{EventView, RankedRow, TableView, round_cell, score_json, score_text};
use crate::output::Output;
use crate::render::{Grid, GridCell, fit, sanitize};

/// The ranking as a table within `width` columns (80 into a pipe), then the last-place line:
/// rank, player, score, matches, and one column per round with the player's share of it. Where
/// the table would be wider than `width`, round columns are left out (the score holds them):
/// first a round nobody has a result in yet, then the earliest; a name too long still wraps.
pub fn standings_text(view: &EventView, width: usize) -> String {
    let mut out = vec![heading(view)];
    out.extend(
        (view.earlier_tables_playing().into_iter())
            .map(|(round, table)| still_playing_line(round, table)),
    );
    if view.players.is_empty() {
        out.push(crate::t!("event-no-players"));
        return fit::fit_lines(&out.join("\n"), width, &[]);
    }
    let (table, left_out, gone) = ranking_table_cut(view, &view.players, width);
    out.push(table);
    // Said, so that a reader does not take the first round shown for round 1. A round left out
    // with no result in it yet hid nothing.
    let played: Vec<usize> = (left_out.into_iter())
        .filter(|&r| has_results(view, r))
        .collect();
    if let (Some(&first), Some(&last)) = (played.first(), played.last()) {
        out.push(crate::t!(
            "event-standings-rounds-left-out",
            count = played.len(),
            first = round_title(view, first),
            last = round_title(view, last)
        ));
    }
    out.extend(fit::left_out_note(&gone, width));
    if let Some(line) = last_place_line(view) {
        out.push(line);
    }
    let names: Vec<String> = view
        .players
        .iter()
        .map(|p| sanitize(&p.name).into_owned())
        .collect();
    fit::fit_lines(&out.join("\n"), width, &names)
}

/// "Club night · Pig 10 · after round 2 of 4", or while a round is being played "Club night ·
/// Pig 10 · round 3 of 4 playing, 2 of 5 tables done": the ranking then counts those two.
fn heading(view: &EventView) -> String {
    let playing = (view.rounds.last()).filter(|round| {
        round.round > view.rounds_played && round.tables.iter().any(|t| !t.progress.ended)
    });
    if let Some(round) = playing {
        return crate::t!(
            "event-standings-heading-playing",
            name = sanitize(&view.name).into_owned(),
            game = view.game.title(),
            round = round.round,
            planned = view.rounds_planned,
            done = round.tables.iter().filter(|t| t.progress.ended).count(),
            tables = round.tables.len()
        );
    }
    crate::t!(
        "event-standings-heading",
        name = sanitize(&view.name).into_owned(),
        game = view.game.title(),
        played = view.last_round_done(),
        planned = view.rounds_planned
    )
}

/// "Round 1, table 2 (match 7) is still playing: it counts once it ends."
fn still_playing_line(round: u32, table: &TableView) -> String {
    crate::t!(
        "event-still-playing",
        round = round,
        table = table.table,
        id = table.match_id
    )
}

/// The ranking table of `rows` within `width`: round columns left out where they do not fit,
/// first those of a round nobody has a result in yet (just drawn: all "–"), then the earliest.
pub(super) fn ranking_table(view: &EventView, rows: &[RankedRow], width: usize) -> String {
    ranking_table_cut(view, rows, width).0
}

/// [`ranking_table`], the round indices whose columns it left out (rounds without results first,
/// then the oldest), and the titles of the other columns left out: where even the names wrapped
/// between words do not fit beside them, the matches, then the rank give way (the rows are in
/// rank order).
fn ranking_table_cut(
    view: &EventView,
    rows: &[RankedRow],
    width: usize,
) -> (String, Vec<usize>, Vec<String>) {
    let rounds = rows.iter().map(|p| p.shares.len()).max().unwrap_or(0);
    let (empty, played): (Vec<usize>, Vec<usize>) =
        (0..rounds).partition(|&r| !has_results(view, r));
    let mut leaving = empty.into_iter().chain(played);
    let mut shown: Vec<usize> = (0..rounds).collect();
    let mut left_out = Vec::new();
    let mut table = ranking_grid(view, rows, &shown);
    while table.width() > width {
        let Some(r) = leaving.next() else { break };
        shown.retain(|&s| s != r);
        left_out.push(r);
        table = ranking_grid(view, rows, &shown);
    }
    let gone = table.fit_narrow(width, &[3, 0]);
    let mut text = String::new();
    table.render_within(&Output::default(), width, &mut text);
    (text, left_out, gone)
}

/// Whether anybody of the evening has a result in round index `r`.
fn has_results(view: &EventView, r: usize) -> bool {
    (view.players.iter()).any(|p| p.shares.get(r).copied().flatten().is_some())
}

/// The ranking table of `rows` with the share columns of round indices `shown`.
fn ranking_grid(view: &EventView, rows: &[RankedRow], shown: &[usize]) -> Grid {
    let mut titles = vec![
        crate::t!("table-rank"),
        crate::t!("table-player"),
        crate::t!("event-score"),
        crate::t!("event-matches"),
    ];
    titles.extend(shown.iter().map(|&r| round_title(view, r)));
    let mut grid = Grid::new(titles);
    for row in rows {
        let mut cells = vec![
            GridCell::right(row.rank.to_string()),
            GridCell::new(sanitize(&row.name)),
            GridCell::right(score_text(view.ranking, row.score)),
            GridCell::right(row.matches.to_string()),
        ];
        cells.extend(
            shown
                .iter()
                .map(|&r| GridCell::right(round_cell(view, row, r))),
        );
        grid.add_row(cells);
    }
    grid
}

/// The title of the column of round index `r`: "R2", by the round's number, since a partial
/// export leaves rounds out.
fn round_title(view: &EventView, r: usize) -> String {
    let number = view.rounds.get(r).map_or(r as u32 + 1, |round| round.round);
    crate::t!("event-round-column", round = number)
}

/// "Last place: Dee — the booby prize", once a table has ended (among the players who finished
/// a match, as the ranking counts them); names made safe for the terminal.
pub(super) fn last_place_line(view: &EventView) -> Option<String> {
    last_place_of(view, |name| sanitize(name).into_owned())
}

/// [`last_place_line`] with the names as they are (the HTML page escapes the whole line).
pub(super) fn last_place_line_raw(view: &EventView) -> Option<String> {
    last_place_of(view, str::to_string)
}

fn last_place_of(view: &EventView, shown: impl Fn(&str) -> String) -> Option<String> {
    if view.last.is_empty() {
        return None;
    }
    let names: Vec<String> = view.last.iter().map(|n| shown(n)).collect();
    Some(crate::t!(
        "event-last-place",
        names = crate::games::and_list(&names)
    ))
}

/// `event standings --json` (DESIGN section 8).
#[derive(Debug, Serialize)]
pub struct StandingsJson {
    /// The event's id.
    pub event: i64,
    pub name: String,
    pub game: crate::games::GameId,
    pub rounds_played: u32,
    pub players: Vec<StandingsRowJson>,
    /// The last place: when several players share it, the first of them in ranking order
    /// (`EventView::last[0]`); `null` before any table has ended.
    pub last: Option<String>,
    /// Everyone sharing the last place, in ranking order (the text's "Last place: C and D"):
    /// one name without a tie, empty before any table has ended. `last` alone, kept for what
    /// reads it, names only the first of a tie.
    pub last_place: Vec<String>,
}

/// One player of [`StandingsJson`].
#[derive(Debug, Serialize)]
pub struct StandingsRowJson {
    pub name: String,
    /// The sum of shares (a number), or with `--ranking points` the game's points (whole).
    pub score: serde_json::Value,
    pub rank: u32,
    pub matches: u32,
    /// Per round drawn: what the round adds to `score` (the share, or with `--ranking points`
    /// the points, whole), as the text's round columns show it; `null` where the player did
    /// not play it.
    pub shares: Vec<serde_json::Value>,
}

impl StandingsJson {
    pub fn of(view: &EventView) -> StandingsJson {
        StandingsJson {
            event: view.id,
            name: view.name.clone(),
            game: view.game,
            rounds_played: view.rounds_played,
            players: (view.players.iter())
                .map(|p| StandingsRowJson {
                    name: p.name.clone(),
                    score: score_json(view.ranking, p.score),
                    rank: p.rank,
                    matches: p.matches,
                    shares: (p.shares.iter())
                        .map(|s| s.map_or(serde_json::Value::Null, |s| score_json(view.ranking, s)))
                        .collect(),
                })
                .collect(),
            last: view.last.first().cloned(),
            last_place: view.last.clone(),
        }
    }
}

/// [`StandingsJson`] as pretty JSON, keys in alphabetical order (what `Output::print_json`
/// prints of it). `"last"` is the first of the players sharing the last place, `"last_place"`
/// all of them.
pub fn standings_json(view: &EventView) -> String {
    super::pretty(&StandingsJson::of(view))
}
