use super::rows::{SeatPart, Span};
use super::*;

fn played(part: &str, points: i64, total: i64, halved_from: Option<i64>) -> SeatPart<'_> {
    SeatPart::Played {
        part,
        points,
        total,
        halved_from,
    }
}

impl SeatPart<'_> {
    /// The seat's cell as the grid holds it.
    fn cell(&self, cells: Cells) -> GridCell {
        let mut text = String::new();
        let align = self.write(cells, &mut text);
        GridCell::new(text).align(align)
    }
}

fn team_cell(scores: Option<(f64, f64)>, cells: Cells) -> GridCell {
    let mut text = String::new();
    draw::write_team(scores, cells, &mut text);
    GridCell::right(text)
}

fn text(cell: GridCell) -> String {
    let mut grid = Grid::new(vec!["x".into()]);
    grid.add_row(vec![cell]);
    grid.render(&Output {
        json: false,
        color: false,
    })
    .lines()
    .nth(3)
    .unwrap_or_default()
    .trim_matches(['│', ' '])
    .to_string()
}

/// Issue 15, item 5: a halved total shows the mark it reached between the round's points
/// and the halved total, in every layout.
#[test]
fn a_halved_cell_shows_the_mark_reached() {
    let halved = played("", 34, 50, Some(100));
    assert_eq!(text(halved.cell(Cells::Full)), "+34 → 100 → 50");
    assert_eq!(text(halved.cell(Cells::Compact)), "+34→100→50");
    assert_eq!(text(halved.cell(Cells::Bare)), "+34→100→50");
    assert_eq!(text(played("", 34, 84, None).cell(Cells::Full)), "+34 → 84");
}

/// A part that says the points (bid/tricks) keeps them in the compact layout, and leaves
/// them out in the barest.
#[test]
fn a_part_and_its_points_in_each_layout() {
    let hit = played("3/3", 13, 45, None);
    assert_eq!(text(hit.cell(Cells::Full)), "3/3 +13 → 45");
    assert_eq!(text(hit.cell(Cells::Compact)), "3/3 +13→45");
    assert_eq!(text(hit.cell(Cells::Bare)), "3/3 45");
    assert_eq!(text(SeatPart::SatOut.cell(Cells::Bare)), "—");
}

#[test]
fn team_cells_give_the_score_in_the_round_and_after_it() {
    assert_eq!(
        text(team_cell(Some((15.5, 17.0)), Cells::Full)),
        "+15.50 → 17.00"
    );
    assert_eq!(text(team_cell(Some((15.5, 17.0)), Cells::Bare)), "17.00");
    assert_eq!(text(team_cell(None, Cells::Full)), "");
}

#[test]
fn team_cells_write_decimals_the_languages_way() {
    use crate::i18n::{Lang, with};
    let cell = |lang| with(lang, || text(team_cell(Some((-0.5, 30.5)), Cells::Full)));
    assert_eq!(cell(Lang::En), "-0.50 → 30.50");
    assert_eq!(cell(Lang::Nl), "-0,50 → 30,50");
    assert_eq!(cell(Lang::De), "-0,50 → 30,50");
    let plus = |lang| with(lang, || text(team_cell(Some((0.0, 1.0)), Cells::Compact)));
    assert_eq!(plus(Lang::En), "+0.00→1.00");
    assert_eq!(plus(Lang::De), "+0,00→1,00");
}

#[test]
fn labels_and_marks_follow_the_language() {
    use crate::i18n::{Lang, with};
    let row = RoundRow {
        seq: 3,
        kind: RoundKind::Withdrawn,
        about: None,
        about_short: None,
        notes: Span::default(),
    };
    assert_eq!(with(Lang::En, || row.label(false)), "3 withdrawn");
    assert_eq!(with(Lang::Nl, || row.label(false)), "3 ingetrokken");
    assert_eq!(with(Lang::De, || row.label(false)), "3 zurückgezogen");
    assert_eq!(with(Lang::De, || row.label(true)), "3×");
}
