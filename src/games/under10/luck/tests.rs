use crate::games::ViolationKind;
use crate::games::under10::cards::Under10Card;
use crate::games::under10::stroke_of_luck;
use crate::games::under10::tests::cards;

#[test]
fn a_card_from_the_closed_deck_matching_a_value_just_laid_is_a_stroke_of_luck() {
    let reason = stroke_of_luck(&cards("8r 8b"), cards("8g")[0], true).unwrap();
    assert!(reason.contains("stroke of luck"));
    assert!(stroke_of_luck(&cards("3r 4r 5r"), cards("4y")[0], true).is_ok());
}

#[test]
fn a_card_of_another_value_a_drawn_joker_or_one_from_the_open_deck_is_not() {
    let error = stroke_of_luck(&cards("8r 9r 10r"), cards("7r")[0], true).unwrap_err();
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert!(error.problem.contains("(8r 9r 10r)"));
    let error = stroke_of_luck(&cards("8r"), Under10Card::Joker, true).unwrap_err();
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert!(error.problem.contains("joker"));
    let error = stroke_of_luck(&cards("8r"), cards("8b")[0], false).unwrap_err();
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert!(error.problem.contains("open deck"));
    // A laid joker has no value of its own to match.
    assert!(stroke_of_luck(&cards("joker"), cards("8b")[0], true).is_err());
    assert_eq!(
        stroke_of_luck(&[], cards("8b")[0], true).unwrap_err().kind,
        ViolationKind::Malformed
    );
}

#[test]
fn cards_that_make_no_combination_were_not_laid_so_no_luck() {
    // 8r 9r is neither a pair nor a street (rules: "Possible combinations").
    let error = stroke_of_luck(&cards("8r 9r"), cards("8g")[0], true).unwrap_err();
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert_eq!(
        error.problem,
        "8r 9r: two cards of different values — a pair needs two cards of one value, so these \
         cards cannot have been laid together"
    );
    assert!(
        error.legal.starts_with("a combination is a single card"),
        "{}",
        error.legal
    );
    // A legal pair with a matching draw is still luck.
    assert!(stroke_of_luck(&cards("8r 8b"), cards("8g")[0], true).is_ok());
}

#[test]
fn the_card_a_laid_joker_stood_for_is_not_matched_and_the_reason_says_why() {
    // 3r joker 5r is a street with the joker as the 4: a drawn 4 matches no card laid.
    let error = stroke_of_luck(&cards("3r joker 5r"), cards("4g")[0], true).unwrap_err();
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert_eq!(
        error.problem,
        "4g drawn from the closed deck matches the value of none of the cards just laid (3r joker \
         5r): the joker laid has no value of its own, and counts as the card it stands for only \
         inside its combination (a house ruling)"
    );
    // A real card of the same lay still matches.
    assert!(stroke_of_luck(&cards("3r joker 5r"), cards("5g")[0], true).is_ok());
}
