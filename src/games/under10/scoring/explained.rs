//! A stored round's explanation, worded without scoring it again ([`super::explain_round`]), says
//! what scoring it says, word for word, in every language, where lines are worded once a match.

use proptest::prelude::*;

use super::tests::{raw_round, valid_entry};
use crate::games::under10::tests::bonus_on;
use crate::games::under10::{Entry, Hand, Under10};
use crate::games::{Rules, Standing, Worded};
use crate::i18n::Lang;

proptest! {
    #[test]
    fn explained_as_scored_round_after_round(
        players in 2usize..=6,
        rounds in prop::collection::vec(raw_round(), 1..60),
    ) {
        let seat_names: Vec<String> = (0..players).map(|i| format!("P\"{i}\"")).collect();
        for lang in Lang::ALL {
            crate::i18n::with(lang, || -> Result<(), TestCaseError> {
                let mut standing = Standing::start(&seat_names);
                let mut worded = Worded::default();
                for raw in &rounds {
                    if standing.seats.iter().filter(|s| !s.out).count() < 2 {
                        break;
                    }
                    let entry = valid_entry(&standing, raw);
                    let outcome = Under10.score(&bonus_on(), &standing, None, &entry).unwrap();
                    let explained = super::explain_round(&standing, &entry, &mut worded);
                    prop_assert_eq!(explained.as_ref(), Some(&outcome.explanation));
                    standing = standing.after(&outcome);
                }
                Ok(())
            })?;
        }
    }
}

#[test]
fn an_entry_that_does_not_fit_the_table_is_left_to_scoring() {
    let standing = Standing::start(&["Ann".to_string(), "Bob".to_string()]);
    let hand = |points| {
        Some(Hand {
            points,
            bonus: Vec::new(),
        })
    };
    let mut worded = Worded::default();
    let odd = [
        (
            crate::games::under10::Ending::Call { seat: 2 },
            vec![hand(1), hand(5)],
        ),
        (
            crate::games::under10::Ending::Call { seat: 0 },
            vec![hand(1)],
        ),
        (
            crate::games::under10::Ending::Call { seat: 0 },
            vec![hand(1), hand(i64::MAX)],
        ),
    ];
    for (ending, hands) in odd {
        let entry = Entry { ending, hands };
        assert_eq!(super::explain_round(&standing, &entry, &mut worded), None);
    }
}
