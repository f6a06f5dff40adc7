//! The report's chart: each player's score after each round, as an inline SVG drawn by hand
//! (a few lines and labels; no fonts, no scripts, scaled by the page).

use std::fmt::Write as _;

use super::html::escape;
use super::{EventView, Ranking};

/// The lines' colours: Okabe and Ito's palette for colour-blind eyes (no red beside a green, the
/// yellow darkened to be seen on white), the same as `show --svg`'s. The colour is never all that
/// tells a line apart: each also has its marker and its dashes, and its name at its end.
const PALETTE: [&str; 8] = [
    "#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00", "#000000", "#b59f00",
];

const WIDTH: f64 = 760.0;
const HEIGHT: f64 = 320.0;
/// Room for the labels: left (the score axis), bottom (the rounds) and right (the names at the
/// lines' ends).
const LEFT: f64 = 44.0;
const BOTTOM: f64 = 28.0;
const TOP: f64 = 12.0;
const RIGHT: f64 = 150.0;
/// The height of a name at a line's end, and the least distance between two of them.
const LABEL_HEIGHT: f64 = 13.0;

/// The dashes of the lines: solid, dashed, dotted, dash-dotted, long dash-dotted. A line's
/// marker and dashes together differ for the first thirty players, and with the colour for
/// every club of fewer than 120.
const DASHES: [&str; 5] = ["", "8 4", "2 3", "8 3 2 3", "14 3 3 3"];

/// The marker shapes drawn on a line at each round, by `n % 6`.
const MARKERS: usize = 6;

/// The colour of the `n`th player's line (in ranking order).
pub(super) fn colour(n: usize) -> &'static str {
    PALETTE[n % PALETTE.len()]
}

/// The `stroke-dasharray` attribute of the `n`th player's line (with its leading space), empty
/// for a solid one: the same in the chart and its legend.
pub(super) fn dashes(n: usize) -> String {
    match DASHES[(n / MARKERS) % DASHES.len()] {
        "" => String::new(),
        pattern => format!(r#" stroke-dasharray="{pattern}""#),
    }
}

/// The `n`th player's marker centred at (`x`, `y`): a disc, square, triangle, diamond, cross or
/// ring, in the line's colour.
pub(super) fn marker(n: usize, x: f64, y: f64) -> String {
    let c = colour(n);
    match n % MARKERS {
        0 => format!(r#"<circle cx="{x:.1}" cy="{y:.1}" r="3.5" fill="{c}"/>"#),
        1 => format!(
            r#"<rect x="{:.1}" y="{:.1}" width="7" height="7" fill="{c}"/>"#,
            x - 3.5,
            y - 3.5
        ),
        2 => format!(
            r#"<path d="M{x:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}Z" fill="{c}"/>"#,
            y - 4.5,
            x + 4.5,
            y + 3.5,
            x - 4.5,
            y + 3.5
        ),
        3 => format!(
            r#"<path d="M{x:.1} {:.1}L{:.1} {y:.1}L{x:.1} {:.1}L{:.1} {y:.1}Z" fill="{c}"/>"#,
            y - 4.5,
            x + 4.5,
            y + 4.5,
            x - 4.5
        ),
        4 => format!(
            r#"<path d="M{:.1} {:.1}L{:.1} {:.1}M{:.1} {:.1}L{:.1} {:.1}" stroke="{c}" stroke-width="2"/>"#,
            x - 3.5,
            y - 3.5,
            x + 3.5,
            y + 3.5,
            x + 3.5,
            y - 3.5,
            x - 3.5,
            y + 3.5
        ),
        _ => format!(
            r##"<circle cx="{x:.1}" cy="{y:.1}" r="3.2" fill="#fff" stroke="{c}" stroke-width="1.8"/>"##
        ),
    }
}

/// For each player (in ranking order), the others whose line is the same as theirs all along:
/// drawn over each other, they would look like one line.
pub(super) fn same_lines(lines: &[Vec<f64>]) -> Vec<Vec<usize>> {
    let same = |a: &Vec<f64>, b: &Vec<f64>| {
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-9)
    };
    (lines.iter().enumerate())
        .map(|(n, line)| {
            (lines.iter().enumerate())
                .filter(|&(m, other)| m != n && same(line, other))
                .map(|(m, _)| m)
                .collect()
        })
        .collect()
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

/// The chart as an `<svg>` element: a line a player (its `<title>` the player's name) with its
/// marker at each round, the names at the ends of the lines that reach the last round (players
/// on the same line named together), the rounds along the bottom, the score up the left side.
/// It points (`aria-describedby`) to the table that says the same in words.
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
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{}" aria-describedby="chart-table">"#,
        escape(&crate::t!("event-report-chart-label"))
    );
    axes(&mut out, rounds, low, high, &x, &y);
    for (n, (player, line)) in view.players.iter().zip(&lines).enumerate() {
        let points: Vec<String> = (line.iter().enumerate())
            .map(|(r, v)| format!("{:.1},{:.1}", x(r), y(*v)))
            .collect();
        let _ = write!(
            out,
            r#"<g class="player"><title>{}</title><polyline fill="none" stroke="{}"{} stroke-width="2.5" points="{}"/>"#,
            escape(&player.name),
            colour(n),
            dashes(n),
            points.join(" ")
        );
        for (r, v) in line.iter().enumerate().skip(1) {
            out.push_str(&marker(n, x(r), y(*v)));
        }
        out.push_str("</g>");
    }
    let ends: Vec<(f64, String)> = end_labels(view, &lines)
        .into_iter()
        .map(|(value, text)| (y(value), text))
        .collect();
    for (at, text) in spread(ends, TOP, HEIGHT - BOTTOM) {
        let _ = write!(
            out,
            r#"<text x="{:.1}" y="{:.1}" font-size="11">{}</text>"#,
            x(rounds) + 8.0,
            at + 4.0,
            escape(&text)
        );
    }
    out.push_str("</svg>");
    out
}

/// The names at the right ends of the lines that reach the last round: one label for the
/// players of one line ("Ann, Bob"), with the value it ends at; a label too long for the room
/// is left out (the legend names every line).
fn end_labels(view: &EventView, lines: &[Vec<f64>]) -> Vec<(f64, String)> {
    let full = view.rounds.len().max(1) + 1;
    let same = same_lines(lines);
    let mut labels = Vec::new();
    for (n, line) in lines.iter().enumerate() {
        // A line drawn over by an earlier one is named with it.
        if line.len() != full || same[n].iter().any(|&m| m < n) {
            continue;
        }
        let names: Vec<&str> = std::iter::once(n)
            .chain(same[n].iter().copied())
            .map(|m| view.players[m].name.as_str())
            .collect();
        let text = names.join(", ");
        if label_width(&text) <= RIGHT - 12.0 {
            labels.push((line[line.len() - 1], text));
        }
    }
    labels
}

/// About how wide `text` is at the labels' size: a wide character (an ideograph) twice a narrow.
fn label_width(text: &str) -> f64 {
    use unicode_width::UnicodeWidthChar;
    (text.chars())
        .map(|c| 6.5 * c.width().unwrap_or(0) as f64)
        .sum()
}

/// The labels at their heights (`at`, in pixels, top down), moved apart so that none covers
/// another: each at least [`LABEL_HEIGHT`] below the one above, all between `top` and
/// `bottom`; those that no longer fit are left out.
fn spread(mut labels: Vec<(f64, String)>, top: f64, bottom: f64) -> Vec<(f64, String)> {
    labels.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut placed: Vec<(f64, String)> = Vec::with_capacity(labels.len());
    for (at, text) in labels {
        let floor = placed.last().map_or(top, |(above, _)| above + LABEL_HEIGHT);
        let at = at.max(floor);
        if at <= bottom {
            placed.push((at, text));
        }
    }
    placed
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
