//! `stats`: a season per player, each game's own figures, rivals, and two players head to head.

use super::{Grid, GridCell, fit};
use crate::games::{GAMES, GameId, SeasonFigure, and_list};
use crate::ops::{
    GameStats, HeadToHead, Placing, PlayerStats, RatingStats, Rival, Season, best_first_key,
};
use crate::output::Output;

mod json;
mod listing;
pub use json::{PlayerStatsJson, StatsJson};
pub use listing::StatsListing;

/// A season a filter left empty though finished matches exist: which of `flags` ("game",
/// "since", "both") to leave out, as `history` says it.
pub fn stats_none_fits(season: &Season, flags: &str) -> String {
    let names: Vec<String> = season.players.iter().map(|p| p.name.to_string()).collect();
    let text = match &season.players[..] {
        [one] => crate::t!(
            "table-stats-none-fits-one",
            name = one.name.to_string(),
            flags = flags
        ),
        _ => crate::t!("table-stats-none-fits", flags = flags),
    };
    fit::wrap_words(&text, fit::width(), "", "  ", &names).join("\n")
}

/// Whether the season counts no finished match (and holds no head-to-head).
pub fn season_is_empty(season: &Season) -> bool {
    season.players.iter().all(|p| p.season.played == 0) && season.head_to_head.is_none()
}

/// The season as tables, fitted to the terminal (80 columns into a pipe): the head-to-head
/// first when two players were asked for, then every player, each game's own figures, and the
/// rivals (for one or two players). A table too wide with its full titles takes short ones, with
/// a key below; every sentence wraps between words.
pub fn stats_text(ctx: &Output, season: &Season, rivals: bool) -> String {
    let width = fit::width();
    let names: Vec<String> = season.players.iter().map(|p| p.name.to_string()).collect();
    let prose = |text: String| fit::wrap_words(&text, width, "", "  ", &names).join("\n");
    if season_is_empty(season) {
        return prose(match &season.players[..] {
            [one] => crate::t!("table-stats-none-one", name = one.name.to_string()),
            _ => crate::t!("table-stats-none"),
        });
    }
    let mut out = Vec::new();
    // The answer to `--vs` leads.
    if let Some(h2h) = &season.head_to_head {
        out.push(prose(head_to_head_line(h2h)));
    }
    let mut keyed = Vec::new();
    out.push(overall_table(ctx, season, width, &mut keyed));
    if season.players.len() < season.counted {
        out.push(prose(crate::t!(
            "table-stats-top",
            shown = season.players.len(),
            counted = season.counted
        )));
    }
    for game in GAMES {
        if let Some(table) = game_table(ctx, season, game.id(), width, &mut keyed) {
            out.push(table);
        }
    }
    if rivals {
        let lines: Vec<String> = (season.players.iter())
            .filter_map(rivals_line)
            .map(prose)
            .collect();
        if !lines.is_empty() {
            out.push(lines.join("\n"));
        }
    }
    out.join("\n\n")
}

/// A column of a stats table: its title, its short title, the words the key explains the short
/// title with, and its cells.
struct Column {
    title: String,
    short: String,
    spelled: String,
    cells: Vec<GridCell>,
}

/// Titles short themselves ("Avg place", "Gem. plaats", "Ø Platz"), and the message of the full
/// words a key gives for them: a key saying "Avg = Avg place" explained nothing.
const SPELLED_OUT: [(&str, &str); 1] = [("table-average-place", "table-average-place-words")];

impl Column {
    /// A column titled by message `id`, short by `id-short`.
    fn of(id: &str, cells: Vec<GridCell>) -> Column {
        let title = crate::i18n::message(id, None);
        let spelled = match SPELLED_OUT.iter().find(|(title_id, _)| *title_id == id) {
            Some((_, words)) => crate::i18n::message(words, None),
            None => title.clone(),
        };
        Column {
            title,
            short: crate::i18n::message(&format!("{id}-short"), None),
            spelled,
            cells,
        }
    }

    /// This column's entry in a key: its short title and what it stands for.
    fn key_entry(&self) -> (String, String) {
        (self.short.clone(), self.spelled.clone())
    }
}

/// A stats table as text, and the full titles of the columns too narrow a width left out.
struct Fitted {
    text: String,
    /// The short titles were taken.
    short: bool,
    left_out: Vec<String>,
}

/// The columns as a table within `width`: with their full titles when that fits, else with the
/// short ones (and the `compact` columns, when given: the same titles, narrower cells), the key
/// to them below. `keyed` holds the short titles a key above explained already; a column of
/// prose (`wrap`) wraps between words when nothing else fits. Still too wide, the cells
/// wrap at words and the columns of `give_way` are left out in turn while they do not fit.
fn fitted_table(
    ctx: &Output,
    columns: Vec<Column>,
    compact: Option<&dyn Fn() -> Vec<Column>>,
    fitting: (usize, &[usize]),
    keyed: &mut Vec<(String, String)>,
    wrap: Option<usize>,
) -> Fitted {
    let (width, give_way) = fitting;
    // Each short title, and the words the note of columns left out names it by: the key's
    // ("Average place", not the title's "Avg place").
    let titles: Vec<(String, String)> = (columns.iter())
        .map(|c| (c.short.clone(), c.spelled.clone()))
        .collect();
    let entries: Vec<(String, String)> = columns.iter().map(Column::key_entry).collect();
    let mut table = grid(columns);
    let mut text = String::new();
    if table.width() <= width {
        table.render_within(ctx, width, &mut text);
        let left_out = Vec::new();
        return Fitted {
            text,
            short: false,
            left_out,
        };
    }
    if let Some(compact) = compact {
        table = grid(compact());
    }
    table.set_titles(titles.iter().map(|(short, _)| short.clone()).collect());
    if let Some(column) = wrap {
        table.wrap_column(column, width, &[]);
    }
    // On a phone each player keeps one line: columns give way before a name would wrap. Wider,
    // where the columns kept leave the room.
    let gone = table.fit_narrow_keeping(width, give_way, &[0]);
    table.render_within(ctx, width, &mut text);
    let gone_out = |short: &String| gone.contains(short);
    let entries: Vec<(String, String)> = (entries.into_iter())
        .filter(|entry| !gone_out(&entry.0) && entry.0 != entry.1 && !keyed.contains(entry))
        .collect();
    let left_out = (titles.into_iter())
        .filter(|(short, _)| gone_out(short))
        .map(|(_, title)| title)
        .collect();
    for line in fit::columns_key(&entries, width) {
        text.push('\n');
        text.push_str(&line);
    }
    keyed.extend(entries);
    Fitted {
        text,
        short: true,
        left_out,
    }
}

/// The columns that give way on too narrow a width, least useful first. Of the table of every
/// game together: the streak, the worst and best places, the average place, the win rate and
/// the matches played (the player and the wins stay); of a game's (`columns` wide): the rating
/// (the widest cell, and never broken there), then its own figures, the rightmost first, then
/// the matches played: the game's figures are what its table alone shows.
fn give_way(overall: bool, columns: usize) -> Vec<usize> {
    let rating = columns.saturating_sub(1);
    match overall {
        true => vec![7, 6, 5, 4, 3, 1],
        false => [rating]
            .into_iter()
            .chain((3..rating).rev())
            .chain([1])
            .collect(),
    }
}

/// Below a table: which of its columns too narrow a width left out.
fn note_left_out(left_out: &[String], width: usize, text: &mut String) {
    for line in fit::left_out_note(left_out, width) {
        text.push('\n');
        text.push_str(&line);
    }
}

/// The table of `columns` under their full titles, each cell moved into its row.
fn grid(columns: Vec<Column>) -> Grid {
    let mut table = Grid::new(columns.iter().map(|c| c.title.clone()).collect());
    let mut cells: Vec<std::vec::IntoIter<GridCell>> =
        columns.into_iter().map(|c| c.cells.into_iter()).collect();
    let rows = cells.first().map_or(0, ExactSizeIterator::len);
    for _ in 0..rows {
        table.add_row(
            cells
                .iter_mut()
                .map(|c| c.next().unwrap_or_default())
                .collect(),
        );
    }
    table
}

/// Every game together: played, won, win rate, places and streak per player; compact, the
/// places read "2nd/4 #12".
fn overall_table(
    ctx: &Output,
    season: &Season,
    width: usize,
    keyed: &mut Vec<(String, String)>,
) -> String {
    let players = &season.players;
    let cells = |cell: &dyn Fn(&PlayerStats) -> GridCell| players.iter().map(cell).collect();
    let columns = |short_places: bool| {
        let place = |p: Option<&Placing>| match short_places {
            true => whole_on_phone(short_placing(p), width),
            false => placing(p),
        };
        vec![
            Column::of(
                "table-player",
                cells(&|p| GridCell::new(p.name.to_string())),
            ),
            Column::of(
                "table-played",
                cells(&|p| GridCell::right(p.season.played.to_string())),
            ),
            Column::of(
                "table-won",
                cells(&|p| GridCell::right(p.season.won.to_string())),
            ),
            Column::of(
                "table-win-rate",
                cells(&|p| GridCell::right(percent(p.season.win_rate().map(|r| r * 100.0)))),
            ),
            Column::of(
                "table-average-place",
                cells(&|p| GridCell::right(decimals(p.season.average_place()))),
            ),
            Column::of(
                "table-best",
                cells(&|p| GridCell::new(place(p.season.best.as_ref()))),
            ),
            Column::of(
                "table-worst",
                cells(&|p| GridCell::new(place(p.season.worst.as_ref()))),
            ),
            Column::of(
                "table-streak",
                cells(&|p| GridCell::right(p.season.longest_streak.to_string())),
            ),
        ]
    };
    let fitted = fitted_table(
        ctx,
        columns(false),
        Some(&|| columns(true)),
        (width, &give_way(true, 8)),
        keyed,
        None,
    );
    let mut text = fitted.text;
    let placings = [crate::t!("table-best"), crate::t!("table-worst")];
    let placings_shown = placings.iter().any(|p| !fitted.left_out.contains(p));
    if fitted.short && placings_shown && players.iter().any(|p| p.season.best.is_some()) {
        for line in fit::wrap_words(&crate::t!("table-placing-key"), width, "", "  ", &[]) {
            text.push('\n');
            text.push_str(&line);
        }
    }
    note_left_out(&fitted.left_out, width, &mut text);
    text
}

/// One game's own figures and ratings under its title, for the players of the season's table who
/// played it, ranked by that game's wins as `stats --game` ranks them (`--vs`: in the order
/// asked); `None` when none did.
fn game_table(
    ctx: &Output,
    season: &Season,
    game: GameId,
    width: usize,
    keyed: &mut Vec<(String, String)>,
) -> Option<String> {
    let mut rows: Vec<(&PlayerStats, &GameStats)> = season
        .players
        .iter()
        .filter_map(|p| p.games.iter().find(|g| g.game == game).map(|s| (p, s)))
        .collect();
    // Two players head to head keep the order they were asked in, as the first table does.
    if season.head_to_head.is_none() {
        rows.sort_by_cached_key(|(p, s)| best_first_key(&p.name, &s.season));
    }
    if rows.is_empty() {
        return None;
    }
    let cells = |cell: &dyn Fn(&PlayerStats, &GameStats) -> GridCell| {
        rows.iter().map(|(p, s)| cell(p, s)).collect()
    };
    let mut columns = vec![
        Column::of(
            "table-player",
            cells(&|p, _| GridCell::new(p.name.to_string())),
        ),
        Column::of(
            "table-played",
            cells(&|_, s| GridCell::right(s.season.played.to_string())),
        ),
        Column::of(
            "table-won",
            cells(&|_, s| GridCell::right(s.season.won.to_string())),
        ),
    ];
    let figures: Vec<Vec<(crate::games::SeasonColumn, SeasonFigure)>> =
        rows.iter().map(|(_, s)| s.figures()).collect();
    // The figures by group ("1: 50% 2: 33%") are prose: the column that wraps when nothing else fits.
    let mut prose = None;
    for (at, column) in game.game().season_columns().iter().enumerate() {
        if let Some((_, SeasonFigure::RatesByGroup(_))) = figures.first().and_then(|f| f.get(at)) {
            prose = Some(columns.len());
        }
        columns.push(Column::of(
            column.title_id,
            (figures.iter())
                .map(|f| {
                    f.get(at).map_or_else(GridCell::default, |(_, v)| {
                        GridCell::right(figure_text(v.clone()))
                    })
                })
                .collect(),
        ));
    }
    columns.push(Column::of(
        "table-rating",
        cells(&|_, s| GridCell::right(whole_on_phone(rating_text(s.rating), width))),
    ));
    let give_way = give_way(false, columns.len());
    let fitted = fitted_table(ctx, columns, None, (width, &give_way), keyed, prose);
    let mut text = format!("{}\n{}", game.title(), fitted.text);
    note_left_out(&fitted.left_out, width, &mut text);
    Some(text)
}

/// "Ann finished behind Bob most often (3 times), and ahead of Cy most often (5 times)."
/// Several opponents tied for most often are all named: "behind Bob and Cy most often".
fn rivals_line(player: &PlayerStats) -> Option<String> {
    let name = player.name.to_string();
    let named = |rivals: &[Rival]| {
        let names: Vec<String> = rivals.iter().map(|r| r.name.to_string()).collect();
        (and_list(&names), rivals.first().map_or(0, |r| r.times))
    };
    let (nemeses, victims) = (player.nemeses(), player.victims());
    let ((nemesis, behind), (victim, ahead)) = (named(&nemeses), named(&victims));
    match (nemeses.is_empty(), victims.is_empty()) {
        (true, true) => None,
        (false, true) => Some(crate::t!(
            "table-rival-behind",
            name = name,
            nemesis = nemesis,
            times = count_times(behind)
        )),
        (true, false) => Some(crate::t!(
            "table-rival-ahead",
            name = name,
            victim = victim,
            times = count_times(ahead)
        )),
        (false, false) => Some(crate::t!(
            "table-rival-both",
            name = name,
            nemesis = nemesis,
            times = count_times(behind),
            victim = victim,
            victim_times = count_times(ahead)
        )),
    }
}

fn head_to_head_line(h2h: &HeadToHead) -> String {
    let (a, b) = (h2h.a.to_string(), h2h.b.to_string());
    match h2h.matches {
        0 => crate::t!("table-h2h-none", a = a, b = b),
        n => crate::t!(
            "table-h2h",
            a = a,
            b = b,
            count = n,
            a_ahead = count_times(h2h.a_ahead),
            b_ahead = count_times(h2h.b_ahead),
            level = count_times(h2h.level)
        ),
    }
}

fn count_times(n: u32) -> String {
    crate::t!("table-times", count = n)
}

/// "1st/4 #12": a place as the compact table shows it, with a key below.
fn short_placing(placing: Option<&Placing>) -> String {
    placing.map_or_else(String::new, |p| {
        crate::t!(
            "table-placing-short",
            place = crate::games::ordinal(p.place),
            of = p.of,
            id = p.match_id
        )
    })
}

/// "1st of 4 (match 12)".
fn placing(placing: Option<&Placing>) -> String {
    placing.map_or_else(String::new, |p| {
        crate::t!(
            "table-placing",
            place = crate::games::ordinal(p.place),
            of = p.of,
            id = p.match_id
        )
    })
}

fn figure_text(figure: SeasonFigure) -> String {
    match figure {
        SeasonFigure::Count(n) => n.to_string(),
        SeasonFigure::Average(value) => decimals(value),
        SeasonFigure::Rate(value) => percent(value.map(|share| share * 100.0)),
        // "1: 50% 2: 33% ...": each group (the cards dealt) with its rate, joined by a
        // no-break space, so that a cell wrapped at its spaces never parts a count from its rate.
        SeasonFigure::RatesByGroup(rates) if rates.is_empty() => "–".into(),
        SeasonFigure::RatesByGroup(rates) => rates
            .iter()
            .map(|(group, rate)| format!("{group}:\u{a0}{}", percent(Some(rate * 100.0))))
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// `text` never broken on a phone's width (`width`): its spaces made no-break ones. A rating or
/// a compact place broken over lines would put every player on two; the column gives way
/// instead, and each player keeps one line.
fn whole_on_phone(text: String, width: usize) -> String {
    match width <= fit::PHONE_WIDTH {
        true => text.replace(' ', "\u{a0}"),
        false => text,
    }
}

/// "27.4 ±3.1 (12)": the skill estimate, its uncertainty and the matches behind it.
fn rating_text(rating: Option<RatingStats>) -> String {
    rating.map_or_else(
        || "–".into(),
        |r| {
            format!(
                "{} ±{} ({})",
                crate::i18n::decimal_half_away(r.rating.mu, 1),
                crate::i18n::decimal_half_away(r.rating.sigma, 1),
                r.matches
            )
        },
    )
}

/// Two decimals, or a dash when there is nothing to divide.
fn decimals(value: Option<f64>) -> String {
    value.map_or_else(|| "–".into(), |v| crate::i18n::decimal_half_away(v, 2))
}

/// A whole per cent (a half rounded up: 12.5 shows as 13%), or a dash.
fn percent(value: Option<f64>) -> String {
    value.map_or_else(
        || "–".into(),
        |v| crate::i18n::decimal_half_away(v, 0) + "%",
    )
}
