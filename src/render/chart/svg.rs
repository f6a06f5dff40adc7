//! The chart as an SVG to share, drawn by plotters' SVG backend: a title (game and match), the
//! axes labelled (round, total), a line per player in the player's colour with the seat's own
//! marker at each round (a square, triangle, diamond or turned triangle, filled or hollow: told
//! apart without colour) and the player's name at its end, a dot where a total was halved and a
//! cross where a player went out, and a legend with the names, their markers and the marks; a
//! line that lies on another's says so there ("Bob — same line as Ann").
//! In a match played in teams the teams decided it: each team's line is drawn bold (its
//! members' points divided by their number, as the team scores), its members' lines thin.

use plotters::prelude::*;

use super::{ChartData, EventKind, colour};
use crate::render::RenderError;

/// The chart the lines are drawn on: rounds across, totals (fractions, for teams) up.
type SvgChart<'a, 'b> = ChartContext<
    'a,
    SVGBackend<'b>,
    Cartesian2d<plotters::coord::types::RangedCoordf64, plotters::coord::types::RangedCoordf64>,
>;

/// The picture's size in pixels.
const SIZE: (u32, u32) = (960, 480);
/// Room right of the plot for the names at the lines' ends, in pixels.
const LABEL_ROOM: u32 = 160;
/// The least distance between two names at the lines' ends, in pixels.
const LABEL_GAP: i32 = 16;
/// The width of the players' lines.
const STROKE: u32 = 2;
/// The width of a team's line; its members' lines are then 1 wide.
const TEAM_STROKE: u32 = 5;
/// The colours of the teams' lines (at most three teams): dark, apart from the players' colours.
const TEAM_PALETTE: [RGBColor; 3] = [
    RGBColor(20, 20, 20),
    RGBColor(140, 70, 0),
    RGBColor(0, 100, 100),
];
/// The radius of a halving's dot and the size of an out's cross.
const MARK: i32 = 5;
/// Room to the right of the last round, as a share of the rounds drawn: about 14 pixels, so a
/// mark at the last round (a player out in it) is drawn whole inside the plot, not across its
/// right edge.
const RIGHT_ROOM: f64 = 0.02;

impl ChartData<'_> {
    /// The chart as an SVG document.
    pub fn svg(&self) -> Result<String, RenderError> {
        let mut svg = String::new();
        self.draw_svg(&mut svg)
            .map_err(|e| RenderError::Chart(e.to_string()))?;
        Ok(svg)
    }

    fn draw_svg(&self, svg: &mut String) -> Result<(), Box<dyn std::error::Error>> {
        let root = SVGBackend::with_string(svg, SIZE).into_drawing_area();
        root.fill(&WHITE)?;
        let (low, high) = self.y_bounds();
        // Some room above the highest line, and below the lowest when it is below 0.
        let pad = ((high - low) / 20).max(1);
        let low = if low < 0 { low - pad } else { low };
        let caption = crate::t!(
            "table-chart-caption",
            title = self.game.title(),
            id = self.match_id
        );
        let mut chart = ChartBuilder::on(&root)
            .caption(caption, ("sans-serif", 24))
            .margin(20)
            .margin_right(LABEL_ROOM)
            .x_label_area_size(50)
            .y_label_area_size(60)
            // Totals on a scale of fractions: a team's total is its members' divided by their number.
            .build_cartesian_2d(0.0..right_end(self.rounds), low as f64..(high + pad) as f64)?;
        chart
            .configure_mesh()
            .x_desc(self.game.round_title())
            .y_desc(crate::t!("table-total"))
            // A label at every round up to 20, else plotters' own choice of round numbers.
            .x_labels(usize::try_from(self.rounds.max(1)).unwrap_or(20).min(20) + 1)
            .x_label_formatter(&|x| round_label(*x))
            .y_label_formatter(&|y| y_label(*y))
            // No faint lines between the rounds: plotters would draw tenths of a round.
            .x_max_light_lines(0)
            .label_style(("sans-serif", 14))
            .axis_desc_style(("sans-serif", 16))
            .draw()?;
        self.draw_players(&mut chart)?;
        self.draw_teams(&mut chart)?;
        self.draw_marks(&mut chart)?;
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .background_style(WHITE.mix(0.9))
            .border_style(BLACK)
            .label_font(("sans-serif", 14))
            .draw()?;
        self.draw_end_labels(&root, &chart)?;
        root.present()?;
        Ok(())
    }

    /// Each player's line in the seat's colour with the seat's marker at each round; in the
    /// legend the line, the marker and the name, and whose line it lies on.
    fn draw_players<'a, 'b: 'a>(
        &self,
        chart: &mut SvgChart<'a, 'b>,
    ) -> Result<(), Box<dyn std::error::Error>> {
        // In teams the members' lines are thin: the teams' bold lines are what decided it.
        let member_stroke = if self.teams.is_empty() { STROKE } else { 1 };
        let same = self.same_lines();
        for (seat, series) in self.series.iter().enumerate() {
            let style = rgb(seat).stroke_width(member_stroke);
            let points: Vec<(f64, f64)> = (self.path(seat).into_iter())
                .map(|(x, y)| (f64::from(x), y as f64))
                .collect();
            let label = match self.same_as(&same[seat]) {
                Some(same) => format!("{} — {same}", series.player),
                None => series.player.to_string(),
            };
            chart
                .draw_series(LineSeries::new(points.clone(), style))?
                .label(label)
                .legend(move |(x, y)| {
                    EmptyElement::at((x, y))
                        + PathElement::new(vec![(0, 0), (20, 0)], style)
                        + seat_marker(seat, (10, 0))
                        + seat_inside(seat, (10, 0))
                });
            let marked = points.into_iter().skip(1);
            chart.draw_series(marked.map(|point| {
                EmptyElement::at(point) + seat_marker(seat, (0, 0)) + seat_inside(seat, (0, 0))
            }))?;
        }
        Ok(())
    }

    /// The names at the right ends of the lines that reach the last round, the players of one
    /// line together ("Ann, Bob"), moved apart so that none covers another; a name too long
    /// for the room is left out (the legend names every line).
    fn draw_end_labels(
        &self,
        root: &DrawingArea<SVGBackend<'_>, plotters::coord::Shift>,
        chart: &SvgChart<'_, '_>,
    ) -> Result<(), Box<dyn std::error::Error>> {
        let same = self.same_lines();
        let mut labels: Vec<((i32, i32), String)> = Vec::new();
        for (seat, series) in self.series.iter().enumerate() {
            let path = self.path(seat);
            let Some(&(round, total)) = path.last() else {
                continue;
            };
            if round != self.rounds || same[seat].iter().any(|&other| other < seat) {
                continue;
            }
            let names: Vec<String> = std::iter::once(series.player.to_string())
                .chain(
                    same[seat]
                        .iter()
                        .map(|&o| self.series[o].player.to_string()),
                )
                .collect();
            let text = names.join(", ");
            if text.chars().count() * 8 > LABEL_ROOM as usize - 16 {
                continue;
            }
            let at = chart.backend_coord(&(f64::from(round), total as f64));
            labels.push((at, text));
        }
        labels.sort_by_key(|((_, y), _)| *y);
        let mut floor = i32::MIN;
        for ((x, y), text) in labels {
            let y = y.max(floor);
            floor = y + LABEL_GAP;
            let style = ("sans-serif", 14).into_font().color(&BLACK);
            root.draw(&Text::new(text, (x + 12, y - 7), style))?;
        }
        Ok(())
    }

    /// A dot at each halving and a cross at each out, in the player's colour, each kind once in
    /// the legend.
    fn draw_marks(&self, chart: &mut SvgChart<'_, '_>) -> Result<(), Box<dyn std::error::Error>> {
        let halvings: Vec<_> = (self.events.iter())
            .filter_map(|event| match event.kind {
                EventKind::Halved { to, .. } => Some(Circle::new(
                    (f64::from(event.round), to as f64),
                    MARK,
                    rgb(event.seat).filled(),
                )),
                EventKind::Out { .. } => None,
            })
            .collect();
        if !halvings.is_empty() {
            chart
                .draw_series(halvings)?
                .label(crate::t!("table-chart-legend-halved"))
                .legend(|(x, y)| Circle::new((x + 10, y), MARK, BLACK.filled()));
        }
        let outs: Vec<_> = (self.events.iter())
            .filter_map(|event| match event.kind {
                EventKind::Out { total } => Some(Cross::new(
                    (f64::from(event.round), total as f64),
                    MARK,
                    rgb(event.seat).stroke_width(STROKE + 1),
                )),
                EventKind::Halved { .. } => None,
            })
            .collect();
        if !outs.is_empty() {
            chart
                .draw_series(outs)?
                .label(crate::t!("table-chart-legend-out"))
                .legend(|(x, y)| Cross::new((x + 10, y), MARK, BLACK.stroke_width(STROKE + 1)));
        }
        Ok(())
    }

    /// Each team's line, bold in its own dark colour, with its members named in the legend.
    fn draw_teams(&self, chart: &mut SvgChart<'_, '_>) -> Result<(), Box<dyn std::error::Error>> {
        for (n, team) in self.teams.iter().enumerate() {
            let style = TEAM_PALETTE[n % TEAM_PALETTE.len()].stroke_width(TEAM_STROKE);
            let points = (self.team_path(team).into_iter()).map(|(x, y)| (f64::from(x), y));
            let members: Vec<String> = (team.seats.iter())
                .filter_map(|&seat| self.series.get(seat))
                .map(|s| s.player.to_string())
                .collect();
            let label = crate::t!(
                "table-chart-legend-team",
                team = team.name.as_str(),
                members = members.join(", ")
            );
            chart
                .draw_series(LineSeries::new(points, style))?
                .label(label)
                .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], style));
        }
        Ok(())
    }
}

/// A total on the axis: whole as a whole number, else with one decimal in the reader's way.
fn y_label(y: f64) -> String {
    match y.fract() == 0.0 {
        true => format!("{y:.0}"),
        false => crate::i18n::decimal_half_away(y, 1),
    }
}

/// Where the x axis ends: the last round, and some room after it ([`RIGHT_ROOM`]).
fn right_end(rounds: u32) -> f64 {
    let rounds = f64::from(rounds.max(1));
    rounds + rounds * RIGHT_ROOM
}

/// A round's number under the x axis; nothing where plotters would put a tick between rounds.
fn round_label(x: f64) -> String {
    match (x - x.round()).abs() < 1e-6 {
        true => format!("{}", x.round()),
        false => String::new(),
    }
}

/// The corners of `seat`'s marker around (0, 0): a square, a triangle, a diamond or a turned
/// triangle (seats 1 to 4 filled, 5 to 8 the same hollow).
fn marker_corners(seat: usize) -> Vec<(i32, i32)> {
    match seat % 4 {
        0 => vec![(-4, -4), (4, -4), (4, 4), (-4, 4)],
        1 => vec![(0, -5), (5, 4), (-5, 4)],
        2 => vec![(0, -5), (5, 0), (0, 5), (-5, 0)],
        _ => vec![(0, 5), (5, -4), (-5, -4)],
    }
}

/// `seat`'s marker at `(dx, dy)` from its point, filled in the seat's colour.
fn seat_marker(seat: usize, (dx, dy): (i32, i32)) -> Polygon<(i32, i32)> {
    let corners = (marker_corners(seat).into_iter()).map(|(x, y)| (x + dx, y + dy));
    Polygon::new(corners.collect::<Vec<_>>(), rgb(seat).filled())
}

/// The inside of `seat`'s marker at `(dx, dy)`: half its size, white in a hollow one (seats 5 to
/// 8), the seat's colour in a filled one. A polygon rather than an outline: the players' lines
/// are the only polylines of more than two points.
fn seat_inside(seat: usize, (dx, dy): (i32, i32)) -> Polygon<(i32, i32)> {
    let corners = (marker_corners(seat).into_iter()).map(|(x, y)| (x / 2 + dx, y / 2 + dy));
    let fill = match (seat / 4) % 2 {
        0 => rgb(seat).filled(),
        _ => WHITE.filled(),
    };
    Polygon::new(corners.collect::<Vec<_>>(), fill)
}

/// The colour of `seat`'s line, as plotters takes it.
fn rgb(seat: usize) -> RGBColor {
    let (r, g, b) = colour(seat);
    RGBColor(r, g, b)
}
