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

/// A long match's text is made once at its size: the table and the notes below it take no
/// more than the room counted for them (else the text is grown and copied, fresh pages), and
/// the room is not much more than they take.
#[test]
fn a_long_match_is_written_in_the_room_counted_for_it() {
    use crate::games::{RoundInput, under10};
    let names = ["Ugo", "Max", "Nora B.", "Wim K.", "Carla"];
    let info = crate::test_support::match_of(1, under10::ID, &names, &[]);
    // Each round one player calls with an empty hand (a note below the table), the others
    // hold 1 to 3: no one goes out in 60 rounds.
    let inputs: Vec<RoundInput> = (0..60)
        .map(|round| {
            let caller = round % names.len();
            let hands = (names.iter().enumerate())
                .map(|(seat, name)| {
                    let hand = if seat == caller {
                        0
                    } else {
                        (round * 7 + seat * 3) % 3 + 1
                    };
                    (name.to_string(), hand.to_string())
                })
                .collect();
            RoundInput::entries(hands).with_flag("call", names[caller])
        })
        .collect();
    let (rounds, _) = crate::test_support::played(&info, &inputs);
    let game = info.game.game();
    let mut stored = (rounds.iter()).map(|r| (r.seq, r.opening.as_ref(), r.entry.as_ref()));
    let details = game.round_details(&info.options, &mut stored).unwrap();
    let columns = RoundColumns {
        game,
        info: &info,
        teams: Vec::new(),
        with_deal: false,
        names: names.iter().map(|name| name.to_string()).collect(),
        worded: RefCell::new(Vec::new()),
    };
    let rows = columns.rows(&rounds, details);
    let ctx = Output {
        json: false,
        color: false,
    };
    // Room for much more after the table, so that the text is never grown: what it is made
    // with beyond that is the room counted for the table.
    let after = 1 << 20;
    for width in [200, 80, 50] {
        let mut out = String::new();
        columns.render(&ctx, &rows, width, after, &mut out);
        let (taken, room) = (out.len(), out.capacity() - after);
        assert!(
            taken <= room,
            "{width} columns: {taken} bytes in room for {room}"
        );
        assert!(
            room < taken * 3 / 2,
            "{width} columns: room for {room} bytes, {taken} taken"
        );
        assert!(out.contains("called"), "{out}");
    }
}

#[test]
fn a_team_cell_rounds_an_exact_half_away_from_zero() {
    // Team scores are members' points over 2 or 3 members, so the halves here cannot come from
    // a table; they pin the rounding the team cells share with the club-night figures.
    let mut out = String::new();
    super::draw::write_team(Some((0.125, 1.125)), Cells::Full, &mut out);
    assert_eq!(out, "+0.13 → 1.13");
    let mut out = String::new();
    super::draw::write_team(Some((-0.125, 2.625)), Cells::Full, &mut out);
    assert_eq!(out, "-0.13 → 2.63");
}

/// Each player's initial is the shortest beginning of their name no other name shares, one
/// letter at least (two beside teams), a capital first and never ending at a space; two
/// names read alike only when one would still read as a team's letter.
#[test]
fn initials_are_the_shortest_beginnings_that_tell_players_apart() {
    use crate::games::pig10;
    let initials = |names: &[&str]| {
        let info = crate::test_support::match_of(1, pig10::ID, names, &[]);
        RoundColumns {
            game: info.game.game(),
            info: &info,
            teams: Vec::new(),
            with_deal: false,
            names: names.iter().map(|name| name.to_string()).collect(),
            worded: RefCell::new(Vec::new()),
        }
        .initials()
    };
    let owned = |list: &[&str]| Some(list.iter().map(|s| s.to_string()).collect::<Vec<_>>());
    assert_eq!(
        initials(&["Ann", "bob", "🦄 Uni"]),
        owned(&["A", "B", "🦄"])
    );
    assert_eq!(
        initials(&["Zoë", "Zoe", "Björn"]),
        owned(&["Zoë", "Zoe", "B"])
    );
    assert_eq!(
        initials(&["Anne-Marie van der Berg", "Anne-Marie Jansen", "Cy"]),
        owned(&["Anne-Marie v", "Anne-Marie J", "C"])
    );
    assert_eq!(
        initials(&["Jan", "Jan Smit", "Piet"]),
        owned(&["Jan", "Jan S", "P"])
    );
}
