//! `stats --all` drawn as the store hands it over: each table's rows twice, first to measure
//! its columns (nothing kept but the widest text of each), then best first to print, each row
//! drawn as it comes; `--json` one player at a time. Nobody is held, whatever the club's size.

use std::collections::HashMap;

use super::{PlayerStatsJson, decimals, figure_text, percent, placing, rating_text};
use crate::games::names::PlayerName;
use crate::games::{GameId, SeasonFigure};
use crate::ops::{GameStats, Placing, Ranked, RatingStats};
use crate::output::Output;
use crate::render::grid::{GridCell, GridStream, cell_width};
use crate::render::players::{close_json_list, digits, push_json_element};
use crate::store::RankedSeason;

/// A table of the listing: the first (all games together, or the one game), or a game's.
type TableKey = (bool, Option<GameId>);

/// `stats --all`, as it comes.
pub struct StatsListing {
    ctx: Output,
    /// The table being measured or printed, and its widths so far.
    table: Option<(TableKey, Widths)>,
    /// The table being printed.
    printing: Option<GridStream>,
    /// Tables (or `--json` players) printed so far.
    shown: usize,
}

impl StatsListing {
    pub fn new(ctx: &Output) -> Self {
        StatsListing {
            ctx: *ctx,
            table: None,
            printing: None,
            shown: 0,
        }
    }

    /// What the season handed over, drawn into `out`.
    pub fn take(&mut self, ranked: Ranked, out: &mut String) -> Result<(), serde_json::Error> {
        match ranked {
            Ranked::Player(stats) => {
                if self.shown == 0 {
                    out.push_str("{\n  \"players\": ");
                }
                push_json_element(out, &PlayerStatsJson::new(&stats), self.shown, 2)?;
                self.shown += 1;
            }
            Ranked::Row(row) => self.table_row(row, out),
        }
        Ok(())
    }

    fn table_row(&mut self, row: RankedSeason, out: &mut String) {
        let key = (row.overall, row.table);
        if self.table.as_ref().is_none_or(|(now, _)| *now != key) {
            self.close(out);
            self.table = Some((key, Widths::new(row.overall, row.table)));
        }
        let Some((_, widths)) = &mut self.table else {
            return;
        };
        if row.measured {
            widths.measure(&row);
            return;
        }
        let table = self.printing.get_or_insert_with(|| {
            if self.shown > 0 {
                out.push_str("\n\n");
            }
            if let (false, Some(game)) = key {
                out.push_str(&game.title());
                out.push('\n');
            }
            widths.settle(key.0);
            let table = GridStream::new(&self.ctx, widths.titles.clone(), &widths.widths);
            table.head(out);
            table
        });
        let name = row.season.name.to_string();
        let cells = match key {
            (true, _) => overall_cells(name, &row),
            (false, _) => game_cells(name, row),
        };
        table.row(cells, out);
    }

    /// The table printed so far ends.
    fn close(&mut self, out: &mut String) {
        if let Some(table) = self.printing.take() {
            table.foot(out);
            self.shown += 1;
        }
    }

    /// The end of the listing (or that nobody played).
    pub fn finish(mut self, out: &mut String) {
        if self.ctx.json {
            if self.shown == 0 {
                out.push_str("{\n  \"players\": ");
            }
            close_json_list(out, self.shown, 1);
            out.push_str("\n}");
            return;
        }
        self.close(out);
        if self.shown == 0 {
            out.push_str(&crate::t!("table-stats-none"));
        }
    }
}

/// A row of the table of every game together (or of the one game asked for).
fn overall_cells(name: String, row: &RankedSeason) -> Vec<GridCell> {
    let season = &row.season.season;
    vec![
        GridCell::new(name),
        GridCell::right(season.played.to_string()),
        GridCell::right(season.won.to_string()),
        GridCell::right(percent(season.win_rate().map(|r| r * 100.0))),
        GridCell::right(decimals(season.average_place())),
        GridCell::new(placing(season.best.as_ref())),
        GridCell::new(placing(season.worst.as_ref())),
        GridCell::right(season.longest_streak.to_string()),
    ]
}

/// A row of a game's table: its own figures and the rating.
fn game_cells(name: String, row: RankedSeason) -> Vec<GridCell> {
    let stats = game_stats(row);
    let mut cells = vec![
        GridCell::new(name),
        GridCell::right(stats.season.played.to_string()),
        GridCell::right(stats.season.won.to_string()),
    ];
    cells.extend(
        (stats.figures().into_iter()).map(|(_, figure)| GridCell::right(figure_text(figure))),
    );
    cells.push(GridCell::right(rating_text(stats.rating)));
    cells
}

/// A game row's figures, its rating over the player's matches of the game.
fn game_stats(row: RankedSeason) -> GameStats {
    let game = row.table.unwrap_or(crate::games::GAMES[0].id());
    let matches = row.season.season.played;
    GameStats {
        game,
        season: row.season.season,
        rating: (row.season.rating).map(|rating| RatingStats { rating, matches }),
    }
}

/// A table's titles and the widest text of each column so far.
struct Widths {
    titles: Vec<String>,
    widths: Vec<usize>,
    /// The widest text of a placing by its place, table and digits of the match id: a placing
    /// is a message, and one of each kind is enough to know its width.
    placings: HashMap<(usize, usize, usize), usize>,
    /// Each figure column's smallest and largest value (the widest text of a number is at
    /// one end).
    extremes: Vec<Extremes>,
}

#[derive(Clone, Copy, Default)]
struct Extremes {
    low: Option<f64>,
    high: Option<f64>,
    /// The column's numbers are rates (per cent), or counts (whole numbers).
    rate: bool,
    count: bool,
}

impl Extremes {
    fn add_rate(&mut self, value: f64) {
        self.rate = true;
        self.add(value);
    }

    fn add(&mut self, value: f64) {
        self.low = Some(self.low.map_or(value, |low| low.min(value)));
        self.high = Some(self.high.map_or(value, |high| high.max(value)));
    }

    /// The widest of the two ends as `text` writes them.
    fn width(&self, text: impl Fn(f64) -> String) -> usize {
        [self.low, self.high]
            .into_iter()
            .flatten()
            .map(|v| cell_width(&text(v)))
            .max()
            .unwrap_or(0)
    }
}

/// The columns of the table of every game together before the figures: player, played, won.
const OVERALL_TITLES: [&str; 8] = [
    "table-player",
    "table-played",
    "table-won",
    "table-win-rate",
    "table-average-place",
    "table-best",
    "table-worst",
    "table-streak",
];

impl Widths {
    fn new(overall: bool, game: Option<GameId>) -> Self {
        let titles: Vec<String> = match (overall, game) {
            (true, _) | (false, None) => OVERALL_TITLES.map(|id| crate::t!(id)).to_vec(),
            (false, Some(game)) => {
                let mut titles = vec![
                    crate::t!("table-player"),
                    crate::t!("table-played"),
                    crate::t!("table-won"),
                ];
                titles.extend(game.game().season_columns().iter().map(|c| c.title()));
                titles.push(crate::t!("table-rating"));
                titles
            }
        };
        Widths {
            widths: titles.iter().map(|t| cell_width(t)).collect(),
            extremes: vec![Extremes::default(); titles.len()],
            titles,
            placings: HashMap::new(),
        }
    }

    fn widen(&mut self, column: usize, width: usize) {
        if let Some(now) = self.widths.get_mut(column) {
            *now = (*now).max(width);
        }
    }

    fn measure(&mut self, row: &RankedSeason) {
        let season = &row.season.season;
        // Only the rows of players who played are shown.
        if season.played == 0 {
            return;
        }
        self.widen(0, name_width(&row.season.name));
        self.widen(1, digits(season.played));
        self.widen(2, digits(season.won));
        if row.overall {
            if let Some(rate) = season.win_rate() {
                self.extremes[3].add(rate * 100.0);
            }
            if let Some(average) = season.average_place() {
                self.extremes[4].add(average);
            }
            let best = self.placing_width(season.best.as_ref());
            self.widen(5, best);
            let worst = self.placing_width(season.worst.as_ref());
            self.widen(6, worst);
            self.widen(7, digits(season.longest_streak));
            return;
        }
        let Some(game) = row.table else {
            return;
        };
        let last = self.widths.len() - 1;
        for (n, column) in game.game().season_columns().iter().enumerate() {
            let column_at = n + 3;
            match column.value.of(&season.sums) {
                SeasonFigure::Count(count) => {
                    self.extremes[column_at].count = true;
                    self.extremes[column_at].add(count as f64);
                }
                SeasonFigure::Average(Some(v)) => self.extremes[column_at].add(v),
                SeasonFigure::Rate(Some(v)) => self.extremes[column_at].add_rate(v),
                // A dash.
                SeasonFigure::Average(None) | SeasonFigure::Rate(None) => self.widen(column_at, 1),
                groups @ SeasonFigure::RatesByGroup(_) => {
                    self.widen(column_at, cell_width(&figure_text(groups)));
                }
            }
        }
        let rating = (row.season.rating).map(|rating| RatingStats {
            rating,
            matches: season.played,
        });
        self.widen(last, cell_width(&rating_text(rating)));
    }

    /// The widths of the columns of numbers, from their extremes, as each column writes its
    /// numbers: before the first row is printed.
    fn settle(&mut self, overall: bool) {
        let widths: Vec<usize> = self
            .extremes
            .iter()
            .enumerate()
            .map(|(column, ends)| match (overall, column) {
                (_, 0..=2) => 0,
                (true, 3) => ends.width(|v| percent(Some(v))),
                (true, 4) => ends.width(|v| decimals(Some(v))),
                (true, _) => 0,
                (false, _) if ends.rate => ends.width(|v| figure_text(SeasonFigure::Rate(Some(v)))),
                (false, _) if ends.count => ends.width(|v| (v as i64).to_string()),
                (false, _) => ends.width(|v| figure_text(SeasonFigure::Average(Some(v)))),
            })
            .collect();
        for (column, width) in widths.into_iter().enumerate() {
            self.widen(column, width);
        }
    }

    fn placing_width(&mut self, best: Option<&Placing>) -> usize {
        let Some(p) = best else {
            return 0;
        };
        let key = (p.place, p.of, p.match_id.unsigned_abs().to_string().len());
        *self
            .placings
            .entry(key)
            .or_insert_with(|| cell_width(&placing(Some(p))))
    }
}

fn name_width(name: &PlayerName) -> usize {
    let stored = name.as_stored();
    if stored.is_ascii() {
        return stored.len();
    }
    cell_width(&name.to_string())
}
