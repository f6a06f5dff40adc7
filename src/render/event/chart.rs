//! The report's chart: each player's score after each round, as an inline SVG drawn by hand
//! (a few lines and labels; no fonts, no scripts, scaled by the page).

use std::fmt::Write as _;

use super::html::escape;
use super::{EventView, Ranking};

/// The lines' colours, told apart on paper and on a screen (as `show --svg`'s).
const PALETTE: [&str; 10] = [
    "#285ae6", "#ff7f0e", "#2ca02c", "#d62728", "#aa3cc8", "#17becf", "#7f7f7f", "#ff5050",
    "#8c564b", "#bcbd22",
];

const WIDTH: f64 = 640.0;
const HEIGHT: f64 = 320.0;
/// Room for the labels: left (the score axis) and bottom (the rounds).
const LEFT: f64 = 44.0;
const BOTTOM: f64 = 28.0;
const TOP: f64 = 12.0;
const RIGHT: f64 = 12.0;

/// The dashes of the lines, one pattern for each ten players (the colours repeat every ten):
/// solid, dashed, dotted, dash-dotted; a club of forty has no two lines alike.
const DASHES: [&str; 4] = ["", "8 4", "2 3", "8 3 2 3"];

/// The colour of the `n`th player's line (in ranking order).
pub(super) fn colour(n: usize) -> &'static str {
    PALETTE[n % PALETTE.len()]
}

/// The `stroke-dasharray` attribute of the `n`th player's line (with its leading space), empty
/// for a solid one: the same in the chart and its legend.
pub(super) fn dashes(n: usize) -> String {
    match DASHES[(n / PALETTE.len()) % DASHES.len()] {
        "" => String::new(),
        pattern => format!(r#" stroke-dasharray="{pattern}""#),
    }
}

/// Each ranked player's score after each round played, from 0 before round 1: per player (in
/// ranking order) up to `rounds + 1` values, the line ending before a round in which their
/// table still plays (it did not score nothing: its score is not known yet), and running on
/// through a round they waited. With `Ranking::Share` a round adds the player's share, with
/// `Ranking::Points` their points at the tables of that round.
pub(super) fn cumulative(view: &EventView) -> Vec<Vec<f64>> {
    let rounds = view.rounds.len();
    (view.players.iter())
        .map(|player| {
            let mut total = 0.0;
            let mut line = vec![0.0];
            for r in 0..rounds {
                if still_playing(view, r, &player.name) {
                    break;
                }
                total += match view.ranking {
                    Ranking::Share => player.shares.get(r).copied().flatten().unwrap_or(0.0),
                    Ranking::Points => points_in_round(view, r, &player.name),
                };
                line.push(total);
            }
            line
        })
        .collect()
}

/// Whether `name` sits at a table of round index `r` that has not ended.
fn still_playing(view: &EventView, r: usize, name: &str) -> bool {
    (view.rounds[r].tables.iter())
        .filter(|t| !t.progress.ended)
        .any(|t| t.players.iter().any(|seat| seat.name == name))
}

/// The points `name` scored at the tables of round index `r` (0 where they did not play).
fn points_in_round(view: &EventView, r: usize, name: &str) -> f64 {
    (view.rounds[r].tables.iter())
        .flat_map(|t| &t.players)
        .filter(|seat| seat.name == name)
        .filter_map(|seat| seat.score)
        .map(|score| score as f64)
        .sum()
}

/// The chart as an `<svg>` element: a line a player (its `<title>` the player's name), the
/// rounds along the bottom, the score up the left side.
pub(super) fn svg(view: &EventView) -> String {
    let lines = cumulative(view);
    let rounds = view.rounds.len().max(1);
    let low = lines.iter().flatten().copied().fold(0.0_f64, f64::min);
    let high = lines.iter().flatten().copied().fold(1.0_f64, f64::max);
    let x = |r: usize| LEFT + (WIDTH - LEFT - RIGHT) * r as f64 / rounds as f64;
    let y = |v: f64| TOP + (HEIGHT - TOP - BOTTOM) * (high - v) / (high - low);
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{}">"#,
        escape(&crate::t!("event-report-chart-label"))
    );
    axes(&mut out, rounds, low, high, &x, &y);
    for (n, (player, line)) in view.players.iter().zip(&lines).enumerate() {
        let points: Vec<String> = (line.iter().enumerate())
            .map(|(r, v)| format!("{:.1},{:.1}", x(r), y(*v)))
            .collect();
        let _ = write!(
            out,
            r#"<polyline class="player" fill="none" stroke="{}"{} stroke-width="2.5" points="{}"><title>{}</title></polyline>"#,
            colour(n),
            dashes(n),
            points.join(" "),
            escape(&player.name)
        );
    }
    out.push_str("</svg>");
    out
}

/// The axes, a grid line at the bottom, middle and top of the scores, and the round numbers.
fn axes(
    out: &mut String,
    rounds: usize,
    low: f64,
    high: f64,
    x: &dyn Fn(usize) -> f64,
    y: &dyn Fn(f64) -> f64,
) {
    for value in [low, (low + high) / 2.0, high] {
        let _ = write!(
            out,
            r##"<line x1="{LEFT}" x2="{:.1}" y1="{:.1}" y2="{:.1}" stroke="#ccc"/><text x="{:.1}" y="{:.1}" font-size="12" text-anchor="end">{}</text>"##,
            WIDTH - RIGHT,
            y(value),
            y(value),
            LEFT - 6.0,
            y(value) + 4.0,
            crate::i18n::decimal_half_away(value, if high - low < 10.0 { 2 } else { 0 })
        );
    }
    for r in 0..=rounds {
        let _ = write!(
            out,
            r#"<text x="{:.1}" y="{:.1}" font-size="12" text-anchor="middle">{r}</text>"#,
            x(r),
            HEIGHT - 8.0
        );
    }
}
