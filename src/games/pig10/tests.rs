use super::*;
use crate::games::{SeamError, ViolationKind};

// The helper below is shared with the tests of the pile referee.

pub(super) fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|n| n.to_string()).collect()
}

// The match: cards collected per deal.

fn deal(standing: &Standing, cards: &[u32]) -> Result<Outcome, RuleViolation> {
    let input = RoundInput {
        entries: standing
            .seats
            .iter()
            .zip(cards)
            .map(|(seat, cards)| (seat.name.as_stored().to_string(), cards.to_string()))
            .collect(),
        ..RoundInput::default()
    };
    let entry = Pig10.parse(&Options {}, standing, None, &input)?;
    Pig10.score(&Options {}, standing, None, &entry)
}

#[test]
fn standings_are_the_sums_of_the_deals_and_the_most_cards_win() {
    let mut standing = Standing::start(&names(&["Ann", "Bob", "Cy"]));
    for cards in [[12, 7, 0], [3, 20, 9], [15, 3, 21]] {
        let outcome = deal(&standing, &cards).unwrap();
        standing = standing.after(&outcome);
    }
    let totals: Vec<i64> = standing.seats.iter().map(|s| s.total).collect();
    assert_eq!(totals, [30, 30, 30]);
    let keys: Vec<Vec<i64>> = standing
        .seats
        .iter()
        .map(|s| Pig10.rank_key(&Options {}, s))
        .collect();
    assert_eq!(crate::games::ranks(&keys), [1, 1, 1]);
    assert_eq!(Pig10.progress(&Options {}, &standing), Progress::InProgress);
    let outcome = deal(&Standing::start(&names(&["Ann", "Bob"])), &[12, 7]).unwrap();
    assert_eq!(
        outcome.explanation,
        [
            "Cards collected this deal: Ann 12, Bob 7 (19 in all; cards left in the middle belong \
             to nobody).",
            "Most this deal: Ann with 12."
        ]
    );
}

#[test]
fn a_deal_above_the_80_cards_in_the_box_is_refused() {
    let standing = Standing::start(&names(&["Ann", "Bob"]));
    assert!(deal(&standing, &[40, 40]).is_ok());
    let refused = deal(&standing, &[41, 40]).unwrap_err();
    assert_eq!(refused.kind, ViolationKind::AgainstRules);
    assert_eq!(
        format!("{}; {}", refused.problem, refused.legal),
        "the deal's cards add up to 81, but the box holds only 80; count again: together the \
         players collect at most 80 cards"
    );
}

#[test]
fn negative_or_missing_counts_and_other_games_flags_are_malformed() {
    let standing = Standing::start(&names(&["Ann", "Bob"]));
    let mut input = RoundInput {
        entries: vec![("Ann".into(), "-1".into()), ("Bob".into(), "3".into())],
        ..RoundInput::default()
    };
    let refused = Pig10
        .parse(&Options {}, &standing, None, &input)
        .unwrap_err();
    assert_eq!(refused.kind, ViolationKind::Malformed);
    assert_eq!(refused.problem, "'Ann=-1' is not a number of cards");
    input.entries[0].1 = "2".into();
    // Another game's flag is refused at the seam, before the engine reads the entries.
    let input = input.with_flag("call", "Ann");
    let refused =
        crate::games::Game::parse(&Pig10, &serde_json::json!({}), &standing, None, &input);
    let Err(SeamError::Violation(refused)) = refused else {
        panic!("--call was not refused: {refused:?}");
    };
    assert_eq!(
        format!("{}; {}", refused.problem, refused.legal),
        "--call is not for Pig 10; Pig 10 has no flags: leave them out"
    );
    assert!(
        Pig10
            .options(Choices::default(), &crate::games::table_of(1))
            .is_err()
    );
    assert!(
        Pig10
            .options(Choices::default(), &crate::games::table_of(9))
            .is_err()
    );
    assert!(
        Pig10
            .options(Choices::default(), &crate::games::table_of(8))
            .is_ok()
    );
}

#[test]
fn a_stored_deal_above_the_box_is_refused_when_scored_again() {
    // What `check history` replays: the entry as stored, never parsed again.
    let standing = Standing::start(&names(&["Ann", "Bob"]));
    let stored = Entry {
        cards: vec![41, 40],
    };
    let refused = Pig10
        .score(&Options {}, &standing, None, &stored)
        .unwrap_err();
    assert!(
        refused.problem.contains("the box holds only 80"),
        "{refused:?}"
    );
    let fits = Entry {
        cards: vec![40, 40],
    };
    assert!(Pig10.score(&Options {}, &standing, None, &fits).is_ok());
}
