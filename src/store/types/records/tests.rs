//! The sizes a long match's rounds are held in: `show` of a match of a hundred rounds and more
//! holds every round and every seat's score at once, and each fresh page of memory costs time.
//! A change that grows them shows here first.

use std::mem::size_of;

use super::{RoundRecord, RoundTrail, ScoreRecord};

#[test]
fn a_score_keeps_its_rare_notes_and_counters_behind_one_pointer() {
    // points, total, out, and the pointer (null while there are no notes and no counters).
    assert_eq!(size_of::<ScoreRecord>(), 32);
}

#[test]
fn a_round_keeps_its_rare_trail_behind_one_pointer_and_its_uuid_as_bytes() {
    assert_eq!(size_of::<RoundRecord>(), 104);
}

#[test]
fn a_score_without_notes_or_counters_and_a_live_round_allocate_nothing_of_their_own() {
    let score = ScoreRecord::new((3, 10, false), Vec::new(), Default::default());
    assert!(score.extras.is_none());
    let mut round = RoundRecord::new(uuid::Uuid::nil(), (1, 1), None, None, false, String::new());
    round.set_trail(Default::default());
    assert!(round.trail.is_none());
    // A trail that holds something is kept.
    round.set_trail(RoundTrail {
        reason: Some("counted again".to_string()),
        ..Default::default()
    });
    assert_eq!(round.reason(), Some("counted again"));
}

#[test]
fn a_score_whose_notes_were_emptied_equals_one_made_without_any() {
    let mut noted = ScoreRecord::new(
        (3, 10, false),
        vec![crate::games::Note::new("called")],
        Default::default(),
    );
    noted.notes_mut().clear();
    assert_eq!(
        noted,
        ScoreRecord::new((3, 10, false), Vec::new(), Default::default())
    );
    assert!(noted.counters().is_empty());
}

#[test]
fn an_explanation_given_to_a_live_round_is_read_back() {
    let mut round = RoundRecord::new(uuid::Uuid::nil(), (1, 1), None, None, false, String::new());
    assert!(round.explanation().is_empty());
    round.set_explanation(vec!["scored".to_string()]);
    assert_eq!(round.explanation(), ["scored".to_string()]);
    assert_eq!(
        (round.reason(), round.replaces(), round.withdrawn_at()),
        (None, None, None)
    );
}
