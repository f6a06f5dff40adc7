//! The chart as a table, for plain mode (`--plain`): the standing after each round, a row a
//! round and a column a player, what a screen reader reads where the braille lines say nothing.

use super::ChartData;
use crate::output::Output;
use crate::render::{Grid, GridCell};

impl ChartData<'_> {
    /// A row for each round any player scored in ("Round", then each player's total after
    /// it, empty for a player out of the match by then), a column a player in seating order.
    pub(super) fn standing_table(&self, ctx: &Output) -> String {
        let mut titles = vec![self.game.round_title()];
        titles.extend(self.series.iter().map(|s| s.player.to_string()));
        let mut grid = Grid::new(titles);
        let mut rounds: Vec<u32> = (self.series.iter())
            .flat_map(|s| s.totals.iter().map(|&(round, _)| round))
            .filter(|&round| round > 0)
            .collect();
        rounds.sort_unstable();
        rounds.dedup();
        for round in rounds {
            let mut row = vec![GridCell::new(round.to_string())];
            row.extend(self.series.iter().map(|s| {
                let total = (s.totals.iter()).find(|&&(r, _)| r == round);
                GridCell::right(total.map_or_else(String::new, |&(_, t)| t.to_string()))
            }));
            grid.add_row(row);
        }
        grid.render(ctx)
    }
}
