use super::{in_words, plain_text, unframed_lines};
use crate::i18n::{Lang, with};

#[test]
fn a_table_loses_its_frame_and_keeps_its_header_and_columns() {
    let drawn = "Match 1\n\
┌──────────┬──────────┬─────────────┐\n\
│ Round    ┆ Ann      ┆ Notes       │\n\
╞══════════╪══════════╪═════════════╡\n\
│ 1        ┆   +3 → 3 ┆ Ann: called │\n\
│ 2 edited ┆ +12 → 15 ┆             │\n\
└──────────┴──────────┴─────────────┘\n\
Next: Bob deals.";
    assert_eq!(
        with(Lang::En, || plain_text(drawn)),
        "Match 1\n\
Round     Ann        Notes\n\
1           +3 to 3  Ann: called\n\
2 edited  +12 to 15\n\
Next: Bob deals."
    );
}

#[test]
fn arrows_and_ticks_are_words_with_a_space_each_side() {
    let en = |text: &str| with(Lang::En, || in_words(text));
    assert_eq!(en("+34→100→50"), "+34 to 100 to 50");
    assert_eq!(en("halved 100 → 50"), "halved 100 to 50");
    assert_eq!(en("5 deals, done ✓"), "5 deals, done yes");
    assert_eq!(en("✘ Again?"), "no Again?");
    assert_eq!(en("Ann — 15"), "Ann — 15");
    assert_eq!(
        with(Lang::Nl, || in_words("gehalveerd 100 → 50, klaar ✓")),
        "gehalveerd 100 naar 50, klaar ja"
    );
    assert_eq!(
        with(Lang::De, || in_words("halbiert 100 → 50 ✘")),
        "halbiert 100 auf 50 nein"
    );
}

#[test]
fn a_text_ending_in_a_table_keeps_its_own_ending() {
    let drawn = "┌─────┐\n│ Ann │\n└─────┘";
    assert_eq!(plain_text(drawn), "Ann");
    assert_eq!(plain_text(&format!("{drawn}\n")), "Ann\n");
}

/// A listing's lines unframed one by one read as the table unframed whole: the frame's padding
/// keeps the columns (a row split from its table's titles, as a streamed listing is written).
#[test]
fn lines_unframed_one_by_one_read_as_the_whole_table() {
    let drawn = "┌────────┬─────────┐\n\
│ Player ┆ Matches │\n\
╞════════╪═════════╡\n\
│ Ann    ┆      10 │\n\
│ 李小龍 ┆       1 │\n\
└────────┴─────────┘\n";
    let whole = plain_text(drawn);
    assert_eq!(whole, "Player  Matches\nAnn          10\n李小龍        1\n");
    let (head, tail) = drawn.split_at(drawn.find("│ 李").unwrap_or_default());
    assert_eq!(unframed_lines(head) + &unframed_lines(tail), whole);
}

/// Plain mode: a heading's "·" is a comma, or nothing where its line was broken before it.
#[test]
fn a_headings_dots_are_commas() {
    let en = |text: &str| with(Lang::En, || in_words(text));
    assert_eq!(
        en("Pig 10 · match 3 · after 2 deals · in progress"),
        "Pig 10, match 3, after 2 deals, in progress"
    );
    assert_eq!(
        en("Under the 10 · match 1 · after 2 rounds"),
        "Under the 10, match 1, after 2 rounds"
    );
    assert_eq!(en("  · in progress"), "  in progress");
    assert_eq!(en("Pig 10 · match 3 ·"), "Pig 10, match 3,");
}
