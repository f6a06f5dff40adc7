//! `show`'s read of a match's rounds (`rounds_of_alone`), which lets the pages read go between
//! the rounds and their scores, gives what the read of many matches gives, on every backend.

use serde_json::json;

use super::{create, for_each_backend, outcome, record};
use crate::games::{Note, pig10};
use crate::store::{RoundsWanted, StoreError};

#[test]
fn the_rounds_read_alone_are_the_rounds_read_with_others_withdrawn_notes_and_all() {
    for_each_backend(|store| {
        let id = create(store, pig10::ID, &["Ann", "Bob"]);
        let called = vec![Note::new("called")];
        record(store, id, json!(3), &outcome(&[3, 5], &[3, 5], called));
        record(store, id, json!(4), &outcome(&[4, 1], &[7, 6], Vec::new()));
        store
            .write(|w| {
                let info = w.load_match(id)?.expect("the match");
                w.withdraw_last_round(&info, &["scored [4, 1]".to_string()])
            })
            .expect("withdrawn");
        record(store, id, json!(2), &outcome(&[2, 2], &[5, 7], Vec::new()));
        for wanted in [RoundsWanted::ALL, RoundsWanted::LIVE] {
            let (alone, with_others) = store
                .read(|r| {
                    let info = r.load_match(id)?.expect("the match");
                    let alone = r.rounds_of_alone(&info, wanted)?;
                    Ok::<_, StoreError>((alone, r.rounds_of(&info, wanted)?))
                })
                .expect("read");
            // Compared as written out: a round's every field, its trail and its scores.
            assert_eq!(format!("{alone:?}"), format!("{with_others:?}"));
            assert_eq!(alone.len(), if wanted.withdrawn { 3 } else { 2 });
            assert_eq!(alone[0].scores[0].notes(), [Note::new("called")]);
        }
        let withdrawn = store
            .read(|r| {
                let info = r.load_match(id)?.expect("the match");
                r.rounds_of_alone(&info, RoundsWanted::ALL)
            })
            .expect("read")
            .into_iter()
            .find(|round| round.withdrawn)
            .expect("the withdrawn round");
        assert_eq!(withdrawn.explanation(), ["scored [4, 1]".to_string()]);
        assert!(withdrawn.withdrawn_at().is_some());
    });
}
