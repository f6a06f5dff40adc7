//! The chart in the terminal, drawn by textplots in braille. In colour: one chart with a line per
//! player in the player's colour, and a legend. Without colour (no escape codes at all, so lines
//! cannot be told apart by colour): one chart per player, all on the same scale, each headed by
//! its player. A halving shows as a drop at its round, a player going out as the end of the line;
//! both are listed in words under the chart.

use std::path::Path;

use colored::Colorize;
use textplots::{
    Chart, ColorPlot, LabelBuilder, LabelFormat, Plot, Shape, TickDisplay, TickDisplayBuilder,
};

use super::{ChartData, colour};
use crate::output::Output;
use crate::render::fit::{self, terminal_width};
use crate::render::sanitize;

/// The height of the chart of every player, in braille dots (4 a line): 16 lines.
const ALL_HEIGHT: u32 = 64;
/// The height of one player's own chart: 8 lines.
const OWN_HEIGHT: u32 = 32;
/// A value on the y axis every 16 dots (4 lines), as textplots' sparse ticks put them.
const DOTS_PER_TICK: u32 = 16;
/// The narrowest chart textplots draws, in dots (2 a column); it refuses a narrower one.
const MIN_WIDTH: u32 = 32;
/// The width when neither COLUMNS nor a terminal says one.
const DEFAULT_COLUMNS: u16 = 80;

/// One line to draw: its points and, in colour, its colour.
type Line = (Vec<(f32, f32)>, Option<(u8, u8, u8)>);

impl ChartData<'_> {
    /// The chart as text for `ctx` (in colour or not), as wide as COLUMNS, else the terminal,
    /// else 80 columns; then the legend or headings, the events in words, and where the SVG was
    /// written (`written`).
    pub fn text(&self, ctx: &Output, written: Option<&Path>) -> String {
        let columns = usize::from(terminal_width().unwrap_or(DEFAULT_COLUMNS));
        // The heading and the events wrap between words on a phone's width, a game's title
        // and a player's name kept whole.
        let names: Vec<String> = (self.series.iter().map(|s| s.player.to_string()))
            .chain([self.game.title()])
            .collect();
        let mut out = String::new();
        fit::wrap_words_into(&self.title(), columns, "", "  ", &names, &mut out);
        if self.rounds == 0 {
            out.push_str(&crate::t!("table-chart-none", game = self.game.id()));
            out.push('\n');
        } else if ctx.plain() {
            // No braille: it is read aloud as dots, one character at a time.
            out.push_str(&self.standing_table(ctx));
            out.push('\n');
        } else if ctx.color {
            // textplots colours through `colored`, which would otherwise decide by itself (a
            // terminal, NO_COLOR); here `--color` has decided.
            colored::control::set_override(true);
            let lines: Vec<Line> = (0..self.series.len())
                .map(|seat| (self.points(seat), Some(colour(seat))))
                .collect();
            out.push_str(&self.draw(&lines, columns, ALL_HEIGHT));
            // Padded by the columns a name takes, not its characters: 李明 and 🦄 take two each.
            let width = (self.series.iter())
                .map(|s| fit::text_width(&s.player.to_string()))
                .max()
                .unwrap_or(0);
            // A line drawn over another is one line on the screen: the legend says whose.
            let same = self.same_lines();
            for (seat, series) in self.series.iter().enumerate() {
                let (r, g, b) = colour(seat);
                let marker = "━━".truecolor(r, g, b);
                let player = series.player.to_string();
                let pad = width.saturating_sub(fit::text_width(&player));
                let name = format!("{player}{}", " ".repeat(pad));
                let shared =
                    (self.same_as(&same[seat])).map_or_else(String::new, |s| format!(" ({s})"));
                out.push_str(&format!(
                    "{marker} {}  {}{shared}\n",
                    name.truecolor(r, g, b),
                    self.summary(seat)
                ));
            }
        } else {
            for (seat, series) in self.series.iter().enumerate() {
                out.push_str(&format!("{}: {}\n", series.player, self.summary(seat)));
                out.push_str(&self.draw(&[(self.points(seat), None)], columns, OWN_HEIGHT));
            }
        }
        for line in self.event_lines() {
            fit::wrap_words_into(&line, columns, "", "  ", &names, &mut out);
        }
        if let Some(path) = written {
            out.push_str(&crate::t!(
                "table-chart-written",
                path = sanitize(&path.display().to_string()).into_owned()
            ));
            out.push('\n');
        }
        out.truncate(out.trim_end().len());
        out
    }

    /// `seat`'s final total, and the round they went out in: "155, out in round 4".
    fn summary(&self, seat: usize) -> String {
        let total = (self.series.get(seat))
            .and_then(|series| series.totals.last())
            .map_or(0, |&(_, total)| total);
        match self.out_round(seat) {
            Some(round) => crate::t!(
                "table-chart-out-in",
                total = total,
                round = self.game.round_word(),
                seq = round
            ),
            None => total.to_string(),
        }
    }

    /// `seat`'s line as textplots takes it.
    pub(super) fn points(&self, seat: usize) -> Vec<(f32, f32)> {
        (self.path(seat).into_iter())
            .map(|(round, total)| (round as f32, total as f32))
            .collect()
    }

    /// `lines` in one chart `height` dots high that fits in `columns`, every line's values on
    /// the same y scale (round numbers at the ticks).
    pub(super) fn draw(&self, lines: &[Line], columns: usize, height: u32) -> String {
        let (low, high) = tick_range(self.y_bounds(), height);
        let label_width = low.to_string().len().max(high.to_string().len());
        // A line of the chart: the canvas (a column per 2 dots, and one for the right edge), a
        // space, the y value.
        let room = columns.saturating_sub(label_width + 2);
        let width = u32::try_from(room * 2).unwrap_or(u32::MAX).max(MIN_WIDTH);
        let shapes: Vec<Shape> = lines
            .iter()
            .map(|(points, _)| Shape::Lines(points))
            .collect();
        let mut chart = Chart::new_with_y_range(
            width,
            height,
            0.0,
            self.rounds as f32,
            low as f32,
            high as f32,
        );
        let chart =
            (shapes.iter().zip(lines)).fold(
                &mut chart,
                |chart, (shape, (_, colour))| match colour {
                    Some(colour) => chart.linecolorplot(shape, (*colour).into()),
                    None => chart.lineplot(shape),
                },
            );
        let chart = chart
            .x_label_format(LabelFormat::Custom(Box::new(|x| format!("{x:.0}"))))
            .y_label_format(LabelFormat::Custom(Box::new(|y| format!("{y:.0}"))))
            .y_tick_display(TickDisplay::Sparse);
        chart.axis();
        chart.figures();
        chart.to_string()
    }
}

/// The y axis from `low` to `high` (both reached by some line) widened to round numbers: its ends
/// and the value at every tick of a chart `height` dots high are multiples of 5.
pub(super) fn tick_range((low, high): (i64, i64), height: u32) -> (i64, i64) {
    let ticks = i64::from((height / DOTS_PER_TICK).max(1));
    let unit = ticks * 5;
    let low = low.div_euclid(5) * 5;
    let span = (high - low).max(1);
    let span = (span + unit - 1) / unit * unit;
    (low, low + span)
}
