//! What every backend of [`Store`] must do, checked the same way for each: create a match, record
//! rounds, open and withdraw a round, replace and rescore, finish and reopen, and read it all back.
//! A backend joins by adding one line to [`backends`].

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::{Value, json};

use super::season::{PlayerSeason, Tally};
use super::{
    Access, Ending, Figure, FinalPlace, MatchFigure, MatchFilter, Replacement, RoundsWanted,
    Status, Store, StoreError, StoredSeason, Writer,
};
use crate::games::{GameId, Note, Outcome, SeatResult, pig10, under10, updown};
use crate::packed::Packed;

type Factory = fn(&Path) -> Store;

/// Every backend, each opened fresh in a temporary folder.
fn backends() -> Vec<(&'static str, Factory)> {
    let mut backends: Vec<(&'static str, Factory)> = vec![("sqlite", |dir| {
        Store::open(&dir.join("conformance.db"), Access::Create).expect("a new SQLite store")
    })];
    // Skipped, said once, where PostgreSQL is not installed (unless TENSCORE_PG_REQUIRED).
    if super::postgres::pg_server::server().is_some() {
        backends.push(("postgres", |_| {
            let db = super::postgres::pg_server::fresh_database().expect("the test server");
            Store::open_server(db.config(), db.url(), Access::Create)
                .expect("a new PostgreSQL store")
        }));
    }
    backends
}

/// Runs `check` once per backend on a fresh store.
fn for_each_backend(check: impl Fn(&mut Store)) {
    for (name, open) in backends() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let mut store = open(dir.path());
        eprintln!("backend: {name}");
        check(&mut store);
    }
}

/// An outcome with these round points, running totals and notes for seat 0.
fn outcome(points: &[i64], totals: &[i64], notes: Vec<Note>) -> Outcome {
    Outcome {
        seats: points
            .iter()
            .zip(totals)
            .enumerate()
            .map(|(seat, (&points, &total))| SeatResult {
                points,
                total,
                out: false,
                notes: if seat == 0 { notes.clone() } else { Vec::new() },
                counters: BTreeMap::from([("rounds".to_string(), 1)]),
            })
            .collect(),
        explanation: vec![format!("scored {points:?}")],
    }
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|n| n.to_string()).collect()
}

fn create(store: &mut Store, game: GameId, players: &[&str]) -> i64 {
    store
        .write(|w| w.create_match(game, &json!({"end": "last-standing"}), &names(players)))
        .expect("a match is created")
}

fn record(store: &mut Store, id: i64, entry: Value, outcome: &Outcome) -> u32 {
    store
        .write(|w| {
            let info = w.load_match(id)?.expect("the match");
            w.record_round(&info, &entry, outcome)
        })
        .expect("a round is recorded")
}

fn totals(store: &Store, id: i64, rounds: u32) -> Vec<i64> {
    store
        .read(|r| {
            let info = r.load_match(id)?.expect("the match");
            r.standing_after(&info, rounds)
        })
        .expect("a standing")
        .seats
        .iter()
        .map(|s| s.total)
        .collect()
}

#[test]
fn a_created_match_reads_back_with_its_seats_options_and_status() {
    for_each_backend(|store| {
        let id = create(store, under10::ID, &["Ann", "Bob", "Cy"]);
        let info = store
            .read(|r| r.load_match(id))
            .expect("read")
            .expect("the match");
        assert_eq!(info.id, id);
        assert_eq!(info.game, under10::ID);
        assert_eq!(info.options, json!({"end": "last-standing"}));
        assert_eq!(info.status, Status::InProgress);
        assert_eq!(info.names(), names(&["Ann", "Bob", "Cy"]));
        assert_eq!((info.rounds, info.open_round.clone()), (0, None));
        assert!(info.finished_at.is_none());
        assert!(chrono::DateTime::parse_from_rfc3339(&info.created_at).is_ok());
        assert_eq!(info.uuid.len(), 36);
        assert_eq!(
            store.read(|r| r.latest_unfinished()).expect("read"),
            Some(id)
        );
        assert_eq!(store.read(|r| r.load_match(id + 1)).expect("read"), None);
        assert_eq!(totals(store, id, 0), vec![0, 0, 0]);
    });
}

#[test]
fn every_match_id_is_listed_oldest_first_whatever_its_status() {
    for_each_backend(|store| {
        assert_eq!(
            store.read(|r| r.match_ids()).expect("read"),
            Vec::<i64>::new()
        );
        let first = create(store, under10::ID, &["Ann", "Bob"]);
        let second = create(store, pig10::ID, &["Ann", "Cy"]);
        let third = create(store, updown::ID, &["Ann", "Bob", "Cy"]);
        // An ended match is listed as well as the ones in progress.
        store
            .write(|w| {
                let info = w.load_match(second)?.expect("the match");
                w.end_match(&info, Ending::Abandoned, &[])
            })
            .expect("ended");
        assert!(first < second && second < third);
        assert_eq!(
            store.read(|r| r.match_ids()).expect("read"),
            vec![first, second, third]
        );
    });
}

#[test]
fn unfinished_matches_are_counted_and_found_by_their_players_and_the_last_ended_one_is_found() {
    for_each_backend(|store| {
        let read = |store: &Store| {
            store
                .read(|r| Ok::<_, StoreError>((r.unfinished_count()?, r.latest_ended()?)))
                .expect("read")
        };
        assert_eq!(read(store), (0, None));
        let first = create(store, under10::ID, &["Ann", "Bob", "Cy"]);
        let second = create(store, updown::ID, &["Ann", "Bob", "Cy", "Dee"]);
        let third = create(store, pig10::ID, &["Ann", "Eve"]);
        assert_eq!(read(store), (3, None));
        let (ann, bob, cy, dee, eve) = (
            player_id(store, "Ann"),
            player_id(store, "Bob"),
            player_id(store, "Cy"),
            player_id(store, "Dee"),
            player_id(store, "Eve"),
        );
        let seating = |store: &Store, players: &[i64]| {
            store.read(|r| r.unfinished_seating(players)).expect("read")
        };
        assert_eq!(seating(store, &[ann]), vec![third, second, first]);
        assert_eq!(seating(store, &[bob, cy, ann]), vec![second, first]);
        assert_eq!(seating(store, &[dee, ann]), vec![second]);
        assert_eq!(seating(store, &[eve, bob]), Vec::<i64>::new());
        assert_eq!(seating(store, &[]), Vec::<i64>::new());

        end(store, third, Ending::Abandoned);
        assert_eq!(read(store), (2, Some(third)));
        assert_eq!(seating(store, &[eve]), Vec::<i64>::new());
        end(store, first, Ending::Finish);
        // Ended in the same second or later than the third: the first ended last, or both ended
        // in one second and the newest of them (the third) counts as last.
        let (count, last) = read(store);
        assert_eq!(count, 1);
        assert!(last == Some(first) || last == Some(third), "{last:?}");
        assert_eq!(seating(store, &[bob, cy, ann]), vec![second]);
        store.write(|w| w.reopen_match(third)).expect("reopened");
        assert_eq!(read(store), (2, Some(first)));
    });
}

#[test]
fn a_player_keeps_one_identity_and_spelling_across_matches() {
    for_each_backend(|store| {
        let first = create(store, pig10::ID, &["Ann", "Bob"]);
        let second = create(store, pig10::ID, &["ann", "Cy"]);
        let (a, b) = store
            .read(|r| Ok::<_, StoreError>((r.load_match(first)?, r.load_match(second)?)))
            .expect("read");
        let (a, b) = (a.expect("first"), b.expect("second"));
        assert_eq!(b.names(), names(&["Ann", "Cy"]));
        assert_eq!(a.players[0].player_id, b.players[0].player_id);
        assert_eq!(
            store.read(|r| r.latest_unfinished()).expect("read"),
            Some(second)
        );
    });
}

#[test]
fn recorded_rounds_keep_their_running_totals_scores_and_notes() {
    for_each_backend(|store| {
        let id = create(store, pig10::ID, &["Ann", "Bob"]);
        let first = outcome(&[3, 5], &[3, 5], vec![Note::new("called")]);
        let second = outcome(&[4, 1], &[7, 6], Vec::new());
        assert_eq!(record(store, id, json!({"n": 1}), &first), 1);
        assert_eq!(record(store, id, json!({"n": 2}), &second), 2);
        assert_eq!(totals(store, id, 1), vec![3, 5]);
        assert_eq!(totals(store, id, 2), vec![7, 6]);
        let (info, (standing, last), rounds) = store
            .read(|r| {
                let info = r.load_match(id)?.expect("the match");
                let now = r.standing_with_scores(&info, 2)?;
                let rounds = r.rounds_of(&info, RoundsWanted::LIVE)?;
                Ok::<_, StoreError>((info, now, rounds))
            })
            .expect("read");
        assert_eq!(info.rounds, 2);
        assert_eq!(standing.rounds_played, 2);
        assert_eq!(standing.seats[0].counters.get("rounds"), Some(&1));
        assert_eq!(
            last.iter().map(|s| s.points).collect::<Vec<_>>(),
            vec![4, 1]
        );
        assert_eq!(rounds.len(), 2);
        assert_eq!(
            rounds[0].entry.as_ref().map(Packed::to_json),
            Some(json!({"n": 1}))
        );
        assert_eq!(rounds[0].scores[0].notes(), vec![Note::new("called")]);
        // A live round's explanation is derived again above the store, never kept.
        assert!(rounds.iter().all(|r| r.explanation().is_empty()));
        assert_eq!(rounds[0].scores[0].counters().get("rounds"), Some(&1));
        assert_eq!(rounds[1].scores[1].total, 6);
        // Text output prints no explanation, and reads no counters to derive one; the rest is
        // the same.
        let unexplained = store
            .read(|r| {
                let info = r.load_match(id)?.expect("the match");
                let wanted = RoundsWanted {
                    withdrawn: false,
                    explanations: false,
                    counters: false,
                };
                r.rounds_of(&info, wanted)
            })
            .expect("read");
        assert!(unexplained[0].scores[0].counters().is_empty());
        assert_eq!(unexplained[0].entry, rounds[0].entry);
        let without_counters =
            |s: &crate::store::ScoreRecord| (s.points, s.total, s.out, s.notes().to_vec());
        assert_eq!(
            unexplained[1]
                .scores
                .iter()
                .map(without_counters)
                .collect::<Vec<_>>(),
            rounds[1]
                .scores
                .iter()
                .map(without_counters)
                .collect::<Vec<_>>()
        );
    });
}

#[test]
fn an_opened_round_waits_for_its_entry_and_can_be_withdrawn() {
    for_each_backend(|store| {
        let id = create(store, updown::ID, &["Ann", "Bob", "Cy"]);
        let bids = json!({"bids": [1, 0, 0]});
        let opened = store
            .write(|w| {
                let info = w.load_match(id)?.expect("the match");
                w.open_next_round(&info, &bids)
            })
            .expect("opened");
        assert_eq!((opened.seq, &opened.opening), (1, &bids));
        let info = store
            .read(|r| r.load_match(id))
            .expect("read")
            .expect("match");
        assert_eq!(info.open_round, Some(opened.clone()));
        assert_eq!(
            store.read(|r| r.round_opening(id, 1)).expect("read"),
            Some(bids.clone())
        );
        // The entry closes the open round: one round, with its opening.
        record(
            store,
            id,
            json!({"tricks": [1, 0, 0]}),
            &outcome(&[11, 0, 0], &[11, 0, 0], Vec::new()),
        );
        let (info, rounds) = store
            .read(|r| {
                let info = r.load_match(id)?.expect("the match");
                let rounds = r.rounds_of(&info, RoundsWanted::ALL)?;
                Ok::<_, StoreError>((info, rounds))
            })
            .expect("read");
        assert_eq!((info.rounds, info.open_round), (1, None));
        assert_eq!(rounds.len(), 1);
        assert_eq!(
            rounds[0].opening.as_ref().map(Packed::to_json),
            Some(bids.clone())
        );
        // Bids for round 2, withdrawn: kept in the audit trail, no longer open.
        let withdrawn = store
            .write(|w| {
                let info = w.load_match(id)?.expect("the match");
                let opened = w.open_next_round(&info, &bids)?;
                let info = w.load_match(id)?.expect("the match");
                assert_eq!(info.open_round, Some(opened));
                w.withdraw_open_round(&info)
            })
            .expect("withdrawn");
        assert_eq!(withdrawn, Some(2));
        let (info, all) = store
            .read(|r| {
                let info = r.load_match(id)?.expect("the match");
                let all = r.rounds_of(&info, RoundsWanted::ALL)?;
                Ok::<_, StoreError>((info, all))
            })
            .expect("read");
        assert_eq!((info.rounds, info.open_round), (1, None));
        assert_eq!(all.len(), 2);
        assert!(all[1].withdrawn && all[1].entry.is_none());
    });
}

#[test]
fn the_last_round_is_withdrawn_but_kept_in_the_audit_trail() {
    for_each_backend(|store| {
        let id = create(store, pig10::ID, &["Ann", "Bob"]);
        record(store, id, json!(1), &outcome(&[3, 5], &[3, 5], Vec::new()));
        record(store, id, json!(2), &outcome(&[4, 1], &[7, 6], Vec::new()));
        let withdrawn = store
            .write(|w| {
                let info = w.load_match(id)?.expect("the match");
                w.withdraw_last_round(&info, &["scored [4, 1]".to_string()])
            })
            .expect("withdrawn");
        assert_eq!(withdrawn, Some(2));
        let (info, live, all) = store
            .read(|r| {
                let info = r.load_match(id)?.expect("the match");
                let live = r.rounds_of(&info, RoundsWanted::LIVE)?;
                let all = r.rounds_of(&info, RoundsWanted::ALL)?;
                Ok::<_, StoreError>((info, live, all))
            })
            .expect("read");
        assert_eq!(info.rounds, 1);
        assert_eq!((live.len(), all.len()), (1, 2));
        assert!(all[1].withdrawn);
        // When it was withdrawn is kept; a live round has no such time.
        assert!(all[1].withdrawn_at().is_some_and(|t| t.ends_with('Z')));
        assert_eq!(all[0].withdrawn_at(), None);
        // The withdrawn round keeps the explanation it had while it was live.
        assert_eq!(all[1].explanation(), vec!["scored [4, 1]".to_string()]);
        assert!(all[0].explanation().is_empty());
        assert_eq!(totals(store, id, 1), vec![3, 5]);
        // A new round 2 takes the withdrawn one's place.
        record(store, id, json!(3), &outcome(&[1, 1], &[4, 6], Vec::new()));
        assert_eq!(totals(store, id, 2), vec![4, 6]);
    });
}

#[test]
fn a_replaced_round_and_the_rescored_rounds_after_it_read_back() {
    for_each_backend(|store| {
        let id = create(store, pig10::ID, &["Ann", "Bob"]);
        record(store, id, json!(1), &outcome(&[3, 5], &[3, 5], Vec::new()));
        record(store, id, json!(2), &outcome(&[4, 1], &[7, 6], Vec::new()));
        let later = store.read(|r| r.entries_from(id, 2)).expect("read");
        assert_eq!(later.len(), 1);
        assert_eq!((later[0].seq, &later[0].entry), (2, &json!(2)));
        let new_first = outcome(&[10, 0], &[10, 0], Vec::new());
        let new_second = outcome(&[4, 1], &[14, 1], Vec::new());
        store
            .write(|w| {
                let info = w.load_match(id)?.expect("the match");
                w.replace_round(
                    &info,
                    &Replacement {
                        seq: 1,
                        opening: None,
                        entry: &json!(10),
                        outcome: &new_first,
                        reason: "counted again",
                        replaced_explanation: &["scored [3, 5]".to_string()],
                    },
                )?;
                w.rescore_round(&info, 2, &new_second)
            })
            .expect("replaced");
        assert_eq!(totals(store, id, 1), vec![10, 0]);
        assert_eq!(totals(store, id, 2), vec![14, 1]);
        let all = store
            .read(|r| {
                let info = r.load_match(id)?.expect("the match");
                r.rounds_of(&info, RoundsWanted::ALL)
            })
            .expect("read");
        let shape: Vec<(u32, bool, Option<&str>)> = all
            .iter()
            .map(|r| (r.seq, r.withdrawn, r.reason()))
            .collect();
        assert_eq!(
            shape,
            vec![
                (1, true, None),
                (1, false, Some("counted again")),
                (2, false, None)
            ]
        );
        // The replacement names the round it replaced by its UUID.
        assert_eq!(all[1].replaces(), Some(all[0].uuid.to_string().as_str()));
        assert_eq!(all[0].explanation(), vec!["scored [3, 5]".to_string()]);
        assert_eq!((all[0].replaces(), all[2].replaces()), (None, None));
        assert_ne!(all[0].uuid, all[1].uuid);
        assert_eq!(all[2].scores[0].total, 14);
    });
}

#[test]
fn a_finished_match_keeps_its_places_and_can_be_reopened() {
    for_each_backend(|store| {
        let id = create(store, pig10::ID, &["Ann", "Bob"]);
        record(store, id, json!(1), &outcome(&[3, 5], &[3, 5], Vec::new()));
        let places = [
            FinalPlace {
                rank: 2,
                score: 3,
                won: false,
            },
            FinalPlace {
                rank: 1,
                score: 5,
                won: true,
            },
        ];
        let ended = store
            .write(|w| {
                let info = w.load_match(id)?.expect("the match");
                w.end_match(&info, Ending::Finish, &places)
            })
            .expect("finished");
        let info = store
            .read(|r| r.load_match(id))
            .expect("read")
            .expect("match");
        assert_eq!(info.status, Status::Finished);
        assert_eq!(info.ended_by, Some(Ending::Finish));
        assert_eq!(info.finished_at.as_deref(), Some(ended.as_str()));
        assert_eq!(store.read(|r| r.latest_unfinished()).expect("read"), None);
        store.write(|w| w.reopen_match(id)).expect("reopened");
        let info = store
            .read(|r| r.load_match(id))
            .expect("read")
            .expect("match");
        assert_eq!((info.status, info.finished_at), (Status::InProgress, None));
        assert_eq!(info.ended_by, None);
        assert_eq!(
            store.read(|r| r.latest_unfinished()).expect("read"),
            Some(id)
        );
    });
}

/// Ends match `id` as `ending` says, with every seat sharing rank 1.
fn end(store: &mut Store, id: i64, ending: Ending) {
    store
        .write(|w| {
            let info = w.load_match(id)?.expect("the match");
            let places: Vec<FinalPlace> = info
                .players
                .iter()
                .map(|_| FinalPlace {
                    rank: 1,
                    score: 0,
                    won: ending != Ending::Abandoned,
                })
                .collect();
            w.end_match(&info, ending, &places)
        })
        .expect("ended");
}

fn figures(store: &Store, id: i64) -> Vec<MatchFigure> {
    store.read(|r| r.figures_of(id)).expect("figures")
}

/// A figure of `seat` as (seat, key, value), to compare briefly.
fn figure_rows(figures: &[MatchFigure]) -> Vec<(usize, String, i64)> {
    figures
        .iter()
        .map(|f| (f.seat, f.figure.key(), f.value))
        .collect()
}

#[test]
fn each_ending_reads_back_with_its_status() {
    for_each_backend(|store| {
        for (ending, status) in [
            (Ending::Rules, Status::Finished),
            (Ending::Finish, Status::Finished),
            (Ending::Abandoned, Status::Abandoned),
        ] {
            let id = create(store, pig10::ID, &["Ann", "Bob"]);
            assert_eq!(
                store
                    .read(|r| r.load_match(id))
                    .expect("read")
                    .expect("match")
                    .ended_by,
                None
            );
            record(store, id, json!(1), &outcome(&[3, 5], &[3, 5], Vec::new()));
            end(store, id, ending);
            let info = store
                .read(|r| r.load_match(id))
                .expect("read")
                .expect("match");
            assert_eq!((info.status, info.ended_by), (status, Some(ending)));
            assert!(info.finished_at.is_some());
        }
        assert_eq!(store.read(|r| r.latest_unfinished()).expect("read"), None);
    });
}

#[test]
fn an_ended_match_keeps_its_figures_until_it_is_reopened() {
    for_each_backend(|store| {
        let id = create(store, under10::ID, &["Ann", "Bob"]);
        let halved = Note::new("halved").with("from", 100).with("to", 50);
        record(
            store,
            id,
            json!(1),
            &outcome(&[0, 5], &[0, 5], vec![Note::new("called")]),
        );
        record(
            store,
            id,
            json!(2),
            &outcome(
                &[20, 0],
                &[20, 5],
                vec![Note::new("failed-call"), Note::new("beat-caller")],
            ),
        );
        record(
            store,
            id,
            json!(3),
            &outcome(&[0, 5], &[20, 10], vec![Note::new("called")]),
        );
        // A withdrawn round counts for nothing; the counters come from the last live round.
        store
            .write(|w| {
                let info = w.load_match(id)?.expect("the match");
                w.withdraw_last_round(&info, &[])
            })
            .expect("withdrawn");
        let mut last = outcome(&[30, 0], &[50, 5], vec![halved.clone()]);
        last.seats[1].counters.insert("bids_hit".into(), 4);
        record(store, id, json!(4), &last);
        assert!(figures(store, id).is_empty(), "none while in progress");

        end(store, id, Ending::Rules);
        // By seat; notes first, then counters, each by name.
        let expected = vec![
            (0, "note:beat-caller".to_string(), 1),
            (0, "note:called".to_string(), 1),
            (0, "note:failed-call".to_string(), 1),
            (0, "note:halved".to_string(), 1),
            (0, "counter:rounds".to_string(), 1),
            (1, "counter:bids_hit".to_string(), 4),
            (1, "counter:rounds".to_string(), 1),
        ];
        let ended = figures(store, id);
        assert_eq!(figure_rows(&ended), expected);
        let info = store
            .read(|r| r.load_match(id))
            .expect("read")
            .expect("match");
        assert!(
            ended
                .iter()
                .all(|f| f.player_id == info.players[f.seat].player_id)
        );
        assert_eq!(
            ended[3].figure,
            Figure::Note("halved".into()),
            "typed as a note"
        );

        store.write(|w| w.reopen_match(id)).expect("reopened");
        assert!(figures(store, id).is_empty(), "gone with the reopening");

        // Ended again after a change: written again from the rounds as they are now.
        record(
            store,
            id,
            json!(5),
            &outcome(&[0, 9], &[50, 14], vec![Note::new("luck")]),
        );
        end(store, id, Ending::Finish);
        let again = figure_rows(&figures(store, id));
        assert!(
            again.contains(&(0, "note:luck".to_string(), 1)),
            "{again:?}"
        );
        assert!(
            again.contains(&(0, "note:halved".to_string(), 1)),
            "{again:?}"
        );
        assert!(
            !again.iter().any(|(_, key, _)| key == "counter:bids_hit"),
            "{again:?}"
        );
        // Ending an ended match again replaces its figures rather than adding to them.
        end(store, id, Ending::Finish);
        assert_eq!(figure_rows(&figures(store, id)), again);
    });
}

#[test]
fn a_player_is_found_by_the_unicode_folded_name_and_keeps_the_first_spelling() {
    for_each_backend(|store| {
        let first = create(store, pig10::ID, &["Éva", "Bob"]);
        let second = create(store, pig10::ID, &["éva", "BOB"]);
        let third = create(store, pig10::ID, &["ÉVA", "Ödön"]);
        let infos = store
            .read(|r| {
                [first, second, third]
                    .into_iter()
                    .map(|id| Ok(r.load_match(id)?.expect("the match")))
                    .collect::<Result<Vec<_>, StoreError>>()
            })
            .expect("read");
        assert_eq!(infos[1].names(), names(&["Éva", "Bob"]));
        assert_eq!(infos[2].names(), names(&["Éva", "Ödön"]));
        let eva = infos[0].players[0].player_id;
        assert!(infos.iter().all(|i| i.players[0].player_id == eva));
        assert_eq!(infos[0].players[1].player_id, infos[1].players[1].player_id);
        assert_ne!(infos[2].players[1].player_id, infos[0].players[1].player_id);
    });
}

#[test]
fn a_merged_players_uuid_finds_the_player_it_was_merged_into() {
    for_each_backend(|store| {
        let id = create(store, pig10::ID, &["Ann", "Bob"]);
        let info = store
            .read(|r| r.load_match(id))
            .expect("read")
            .expect("match");
        let ann = &info.players[0];
        assert_eq!(ann.uuid.len(), 36);
        let found = store
            .read(|r| r.player_by_uuid(&ann.uuid))
            .expect("read")
            .expect("Ann by her UUID");
        assert_eq!(
            (found.id, found.uuid.as_str(), found.name.as_str()),
            (ann.player_id, ann.uuid.as_str(), "Ann")
        );
        let elsewhere = "0b0e4c8e-2f3a-4d6b-9c1e-5a7f8d9e0a1b";
        assert_eq!(
            store.read(|r| r.player_by_uuid(elsewhere)).expect("read"),
            None
        );
        store
            .write(|w| w.alias_player(elsewhere, ann.player_id))
            .expect("aliased");
        let merged = store
            .read(|r| r.player_by_uuid(elsewhere))
            .expect("read")
            .expect("found through the alias");
        assert_eq!(merged, found);
        // Recorded again (a repeated import), or moved to another player: one alias, the last.
        let bob = info.players[1].player_id;
        store
            .write(|w| w.alias_player(elsewhere, ann.player_id))
            .expect("again");
        store
            .write(|w| w.alias_player(elsewhere, bob))
            .expect("moved");
        let moved = store
            .read(|r| r.player_by_uuid(elsewhere))
            .expect("read")
            .expect("found");
        assert_eq!(moved.id, bob);
        // An alias of a player who is not there is refused.
        assert!(
            store
                .write(|w| w.alias_player("another", bob + 100))
                .is_err()
        );
    });
}

#[test]
fn a_write_that_fails_leaves_nothing_behind() {
    for_each_backend(|store| {
        let result: Result<(), StoreError> = store.write(|w| {
            w.create_match(pig10::ID, &json!({}), &names(&["Ann", "Bob"]))?;
            Err(StoreError::Damaged("stopped half-way".into()))
        });
        assert!(result.is_err());
        assert_eq!(store.read(|r| r.latest_unfinished()).expect("read"), None);
        assert_eq!(store.read(|r| r.load_match(1)).expect("read"), None);
    });
}

/// The ids `filter` lets through, in the order listed.
fn listed(store: &Store, filter: MatchFilter) -> Vec<i64> {
    store
        .read(|r| r.matches(&filter))
        .expect("a list")
        .iter()
        .map(|m| m.id)
        .collect()
}

#[test]
fn matches_are_listed_newest_first_by_game_player_day_and_limit() {
    for_each_backend(|store| {
        let first = create(store, under10::ID, &["Ann", "Bob"]);
        let second = create(store, pig10::ID, &["Bob", "Cy"]);
        let third = create(store, pig10::ID, &["Ann", "Cy"]);
        end(store, second, Ending::Finish);
        end(store, third, Ending::Abandoned);
        assert_eq!(
            listed(store, MatchFilter::default()),
            [third, second, first]
        );
        let pig10_only = MatchFilter {
            game: Some(pig10::ID),
            ..MatchFilter::default()
        };
        assert_eq!(listed(store, pig10_only), [third, second]);
        let ann = store
            .read(|r| r.player_named("ANN"))
            .expect("read")
            .expect("Ann is found whatever the case");
        assert_eq!(ann.name, "Ann");
        assert_eq!(store.read(|r| r.player_named("Zed")).expect("read"), None);
        let anns = MatchFilter {
            player: Some(ann.id),
            ..MatchFilter::default()
        };
        assert_eq!(listed(store, anns.clone()), [third, first]);
        let newest = MatchFilter {
            limit: Some(1),
            ..anns
        };
        assert_eq!(listed(store, newest), [third]);
        // Every match here was started at the same instant (the clock of the test).
        let started = store
            .read(|r| r.load_match(first))
            .expect("read")
            .expect("match")
            .created_at;
        let from_then = MatchFilter {
            since: Some(started.clone()),
            ..MatchFilter::default()
        };
        assert_eq!(listed(store, from_then).len(), 3);
        let before_then = MatchFilter {
            before: Some(started),
            ..MatchFilter::default()
        };
        assert_eq!(listed(store, before_then), Vec::<i64>::new());

        let all = store
            .read(|r| r.matches(&MatchFilter::default()))
            .expect("a list");
        let [abandoned, finished, in_progress] = &all[..] else {
            panic!("three matches: {all:?}");
        };
        assert_eq!(in_progress.status, Status::InProgress);
        assert_eq!(in_progress.game, under10::ID);
        let seated: Vec<&str> = in_progress.players.iter().map(|p| p.as_stored()).collect();
        assert_eq!(seated, ["Ann", "Bob"]);
        assert!(in_progress.winners.is_empty());
        assert_eq!(
            (finished.status, finished.ended_by),
            (Status::Finished, Some(Ending::Finish))
        );
        assert_eq!(
            finished.winners.len(),
            2,
            "every seat shares rank 1 and won"
        );
        assert_eq!(abandoned.status, Status::Abandoned);
        assert!(
            abandoned.winners.is_empty(),
            "an abandoned match has no winner"
        );
    });
}

#[test]
fn players_are_listed_renamed_and_merged_with_everything_they_played() {
    for_each_backend(|store| {
        let first = create(store, pig10::ID, &["Ann", "Bob"]);
        let second = create(store, pig10::ID, &["Bobby", "Cy"]);
        record(
            store,
            second,
            json!(1),
            &outcome(&[3, 5], &[3, 5], Vec::new()),
        );
        end(store, second, Ending::Finish);
        let list = store.read(|r| r.players(None)).expect("a list");
        let row = |name: &str| list.iter().find(|p| p.player.name == name).cloned();
        let ann = row("Ann").expect("Ann");
        assert_eq!((ann.matches, ann.won), (1, 0));
        let bobby = row("Bobby").expect("Bobby");
        assert_eq!((bobby.matches, bobby.won), (1, 1));
        let names: Vec<&str> = list.iter().map(|p| p.player.name.as_str()).collect();
        assert_eq!(names, ["Ann", "Bob", "Bobby", "Cy"], "by name");

        let bob = row("Bob").expect("Bob").player;
        assert_eq!(
            store
                .read(|r| r.shared_match(ann.player.id, bob.id))
                .expect("read"),
            Some(first)
        );
        assert_eq!(
            store
                .read(|r| r.shared_match(bob.id, bobby.player.id))
                .expect("read"),
            None
        );

        store
            .write(|w| w.merge_player(bobby.player.id, bob.id))
            .expect("merged");
        let info = store
            .read(|r| r.load_match(second))
            .expect("read")
            .expect("match");
        assert_eq!(
            info.players[0].name.as_stored(),
            "Bob",
            "the seat is Bob's now"
        );
        assert_eq!(totals(store, second, 1), [3, 5], "the scores came along");
        let found = store
            .read(|r| r.player_by_uuid(&bobby.player.uuid))
            .expect("read");
        assert_eq!(found.map(|p| p.id), Some(bob.id), "the old UUID finds Bob");
        let list = store.read(|r| r.players(None)).expect("a list");
        let bob_row = list.iter().find(|p| p.player.id == bob.id).expect("Bob");
        assert_eq!((bob_row.matches, bob_row.won), (2, 1));
        let only_bob = store.read(|r| r.players(Some(bob.id))).expect("a list");
        assert_eq!(only_bob, std::slice::from_ref(bob_row), "one player alone");
        assert!(list.iter().all(|p| p.player.name != "Bobby"));

        let named_before = store.read(|r| r.player_named_at(bob.id)).expect("read");
        store
            .write(|w| w.rename_player(bob.id, "Robert", "2031-05-06T07:08:09Z"))
            .expect("renamed");
        // Named as made until then; renamed, when.
        assert_ne!(named_before, "2031-05-06T07:08:09Z");
        let named = store.read(|r| r.player_named_at(bob.id)).expect("read");
        assert_eq!(named, "2031-05-06T07:08:09Z");
        let info = store
            .read(|r| r.load_match(first))
            .expect("read")
            .expect("match");
        assert_eq!(info.players[1].name.as_stored(), "Robert");
        let found = store.read(|r| r.player_named("ROBERT")).expect("read");
        assert_eq!(found.map(|p| p.id), Some(bob.id));
        assert_eq!(store.read(|r| r.player_named("Bob")).expect("read"), None);
        // Another player's name is taken.
        assert!(
            store
                .write(|w| w.rename_player(bob.id, "ann", "2031-05-06T07:08:10Z"))
                .is_err()
        );
    });
}

/// Ends match `id` as finished with these places (rank per seat, in seating order; rank 1 wins).
fn end_ranked(store: &mut Store, id: i64, ranks: &[usize]) {
    store.write(|w| end_ranked_in(w, id, ranks)).expect("ended");
}

/// [`end_ranked`] in a transaction of the caller's.
fn end_ranked_in(w: &dyn Writer, id: i64, ranks: &[usize]) -> Result<(), StoreError> {
    let info = w.load_match(id)?.expect("the match");
    let places: Vec<FinalPlace> = ranks
        .iter()
        .map(|&rank| FinalPlace {
            rank,
            score: 10 * rank as i64,
            won: rank == 1,
        })
        .collect();
    w.end_match(&info, Ending::Finish, &places).map(drop)
}

fn player_id(store: &Store, name: &str) -> i64 {
    store
        .read(|r| r.player_named(name))
        .expect("read")
        .expect("the player")
        .id
}

/// The kept season of `name` in `game` (`None`: all games together).
fn season_of(store: &Store, name: &str, game: Option<GameId>) -> Option<StoredSeason> {
    let id = player_id(store, name);
    store
        .read(|r| r.seasons(Some(id)))
        .expect("seasons")
        .into_iter()
        .find(|s| s.game == game)
}

#[test]
fn seasons_rivals_and_ratings_follow_a_match_that_ends_ends_again_and_reopens() {
    for_each_backend(|store| {
        let first = create(store, under10::ID, &["Ann", "Bob", "Cy"]);
        record(
            store,
            first,
            json!({}),
            &outcome(&[1, 2, 3], &[1, 2, 3], vec![Note::new("called")]),
        );
        end_ranked(store, first, &[1, 2, 3]);
        let game = Some(under10::ID);
        let ann = season_of(store, "Ann", game).expect("Ann's season");
        assert_eq!((ann.season.played, ann.season.won), (1, 1));
        assert_eq!(
            ann.season.sums.get("calls"),
            Some(&1),
            "{:?}",
            ann.season.sums
        );
        let rating = |store: &Store, name| {
            season_of(store, name, game)
                .and_then(|s| s.rating)
                .expect("a rating")
        };
        let (ann_1, cy_1) = (rating(store, "Ann"), rating(store, "Cy"));
        assert!(ann_1.mu > 25.0 && cy_1.mu < 25.0, "{ann_1:?} {cy_1:?}");
        assert_eq!(rating(store, "Ann"), ann_1, "a read changes nothing");
        let bob = player_id(store, "Bob");
        let ann_id = player_id(store, "Ann");
        let against_ann = |store: &Store| {
            store
                .read(|r| r.kept_by(&[bob], true))
                .expect("rivals")
                .rivals
                .remove(&bob)
                .unwrap_or_default()
                .into_iter()
                .find(|r| r.other_id == ann_id)
                .map(|r| r.tally)
        };
        assert_eq!(
            against_ann(store),
            Some(Tally {
                behind: 1,
                ..Tally::default()
            })
        );

        // Ended again with Cy first: Ann's win, streak and rating go to Cy.
        end_ranked(store, first, &[3, 2, 1]);
        let ann = season_of(store, "Ann", game).expect("Ann's season");
        assert_eq!(
            (ann.season.played, ann.season.won, ann.season.longest_streak),
            (1, 0, 0)
        );
        assert!(rating(store, "Ann").mu < 25.0 && rating(store, "Cy").mu > 25.0);
        assert_eq!(
            against_ann(store),
            Some(Tally {
                ahead: 1,
                ..Tally::default()
            })
        );

        // Reopened: nothing of it counts.
        store.write(|w| w.reopen_match(first)).expect("reopened");
        assert_eq!(season_of(store, "Ann", game), None);
        assert_eq!(season_of(store, "Ann", None), None);
        assert_eq!(against_ann(store), None);
    });
}

/// What counting every finished match again gives, against what is kept: seasons, rivals and
/// ratings (rated match by match in the order seasons count them).
fn assert_kept_as_counted(store: &Store) {
    use crate::store::season::{self, Rating};
    let (kept, matches, players) = store
        .read(|r| {
            Ok::<_, StoreError>((
                r.seasons(None)?,
                r.finished_matches(&MatchFilter::default())?,
                r.players(None)?,
            ))
        })
        .expect("read");
    let counted = season::count(&matches);
    let kept_seasons: BTreeMap<(i64, Option<GameId>), PlayerSeason> = kept
        .iter()
        .map(|s| ((s.player_id, s.game), s.season.clone()))
        .collect();
    assert_eq!(kept_seasons, counted);

    let mut rivals: BTreeMap<(i64, &str, i64), Tally> = BTreeMap::new();
    let mut ratings: BTreeMap<(i64, GameId), Rating> = BTreeMap::new();
    for finished in &matches {
        for (player, other, tally) in season::rivalries(finished) {
            rivals
                .entry((player, finished.game.id(), other))
                .or_default()
                .add(tally);
        }
        let before: Vec<Rating> = (finished.seats.iter())
            .map(|s| {
                ratings
                    .get(&(s.player_id, finished.game))
                    .copied()
                    .unwrap_or_default()
            })
            .collect();
        let after = season::rate(finished, &before).expect("rated");
        for (seat, rating) in finished.seats.iter().zip(after) {
            ratings.insert((seat.player_id, finished.game), rating);
        }
    }
    let mut kept_rivals = BTreeMap::new();
    for player in &players {
        let id = player.player.id;
        let mut kept = store.read(|r| r.kept_by(&[id], true)).expect("rivals");
        for rivalry in kept.rivals.remove(&id).unwrap_or_default() {
            kept_rivals.insert(
                (player.player.id, rivalry.game.id(), rivalry.other_id),
                rivalry.tally,
            );
        }
    }
    assert_eq!(kept_rivals, rivals);
    for season in kept.iter().filter(|s| s.game.is_some()) {
        let kept = season.rating.expect("a game's season has a rating");
        let counted = ratings[&(season.player_id, season.game.expect("a game"))];
        assert!(
            (kept.mu - counted.mu).abs() < 1e-9 && (kept.sigma - counted.sigma).abs() < 1e-9,
            "player {}: kept {kept:?}, counted {counted:?}",
            season.player_id
        );
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]

    /// Whatever order matches end, end again, reopen and are abandoned in, and whenever two
    /// players are merged, what is kept is what counting every finished match again gives.
    #[test]
    fn kept_seasons_are_what_counting_every_finished_match_again_gives(
        steps in proptest::collection::vec((0usize..6, 0u8..4, proptest::prelude::any::<u64>()), 1..24),
        merge_at in 0usize..24,
    ) {
        for_each_backend(|store| {
            // Ann and Anna never share a match: the merge may join them at any step.
            let seatings: [&[&str]; 6] = [
                &["Ann", "Bob", "Cy"],
                &["Anna", "Bob", "Dee"],
                &["Ann", "Cy", "Dee"],
                &["Anna", "Cy"],
                &["Bob", "Cy", "Dee"],
                &["Ann", "Bob", "Cy", "Dee"],
            ];
            // Two games, so that each player's seasons and rivals of one stay apart from
            // another's (Anna's pig10 comes to Ann in the merge).
            let games = [under10::ID, pig10::ID, under10::ID, pig10::ID, pig10::ID, under10::ID];
            let ids: Vec<i64> = seatings
                .iter()
                .zip(games)
                .map(|(players, game)| {
                    let id = create(store, game, players);
                    let n = players.len();
                    record(
                        store,
                        id,
                        json!({}),
                        &outcome(&vec![1; n], &vec![1; n], vec![Note::new("called")]),
                    );
                    id
                })
                .collect();
            for (step, &(which, action, seed)) in steps.iter().enumerate() {
                if step == merge_at {
                    let (anna, ann) = (player_id(store, "Anna"), player_id(store, "Ann"));
                    store.write(|w| w.merge_player(anna, ann)).expect("merged");
                }
                let id = ids[which];
                let info = store.read(|r| r.load_match(id)).expect("read").expect("the match");
                // Each seat's rank from the seed: 0 to 2 points each, ties share a rank.
                let points: Vec<u64> = (0..info.players.len() as u64)
                    .map(|seat| (seed >> (2 * seat)) % 3)
                    .collect();
                let ranks: Vec<usize> = points
                    .iter()
                    .map(|mine| 1 + points.iter().filter(|other| other < &mine).count())
                    .collect();
                match (info.status, action) {
                    (Status::InProgress, 0) => end(store, id, Ending::Abandoned),
                    (Status::InProgress, _) => end_ranked(store, id, &ranks),
                    (Status::Finished, 0 | 1) => {
                        store.write(|w| w.reopen_match(id)).expect("reopened")
                    }
                    (Status::Finished, _) => end_ranked(store, id, &ranks),
                    (Status::Abandoned, _) => {}
                }
                assert_kept_as_counted(store);
            }
        });
    }
}

#[test]
fn an_export_walks_the_matches_it_takes_in_id_order_with_their_players_and_aliases() {
    use super::ExportFilter;
    for_each_backend(|store| {
        let a = create(store, under10::ID, &["Ann", "Bob"]);
        let b = create(store, pig10::ID, &["Cy", "Dee"]);
        let c = create(store, under10::ID, &["Ann", "Cy"]);
        record(
            store,
            a,
            json!({"r": 1}),
            &outcome(&[1, 2], &[1, 2], vec![]),
        );
        record(
            store,
            c,
            json!({"r": 1}),
            &outcome(&[3, 4], &[3, 4], vec![]),
        );
        record(
            store,
            c,
            json!({"r": 2}),
            &outcome(&[1, 1], &[4, 5], vec![]),
        );
        // Dee merged into Bob (they never sat together): Dee's UUID is Bob's alias.
        let (bob, dee) = store
            .read(|r| {
                Ok::<_, StoreError>((
                    r.player_named("Bob")?.expect("Bob"),
                    r.player_named("Dee")?.expect("Dee"),
                ))
            })
            .expect("read");
        store
            .write(|w| w.merge_player(dee.id, bob.id))
            .expect("merged");
        let walk = |filter: &ExportFilter| -> Vec<i64> {
            let mut ids = Vec::new();
            let mut after = 0;
            while let Some(id) = store.read(|r| r.next_match(filter, after)).expect("next") {
                ids.push(id);
                after = id;
            }
            ids
        };
        let every = ExportFilter::default();
        assert_eq!(walk(&every), vec![a, b, c]);
        let under10 = ExportFilter {
            game: Some(under10::ID),
            ..ExportFilter::default()
        };
        assert_eq!(walk(&under10), vec![a, c]);
        let one = ExportFilter {
            match_id: Some(b),
            ..ExportFilter::default()
        };
        assert_eq!(walk(&one), vec![b]);
        let later = ExportFilter {
            since: Some("2999-01-01T00:00:00Z".into()),
            ..ExportFilter::default()
        };
        assert_eq!(walk(&later), Vec::<i64>::new());
        assert_eq!(
            store.read(|r| r.count_matches(&every)).expect("count"),
            (3, 3)
        );
        assert_eq!(
            store.read(|r| r.count_matches(&under10)).expect("count"),
            (2, 3)
        );

        let players = store
            .read(|r| r.players_of_matches(&every))
            .expect("players");
        let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Ann", "Bob", "Cy"], "by id; Dee merged away");
        assert_eq!(players[1].aliases, vec![dee.uuid.clone()]);
        assert!(players.iter().all(|p| !p.created_at.is_empty()));
        let players = store.read(|r| r.players_of_matches(&one)).expect("players");
        let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Bob", "Cy"], "the players match {b} seats");
    });
}

/// The places of `points` (one per seat): the fewest points first, ties sharing a rank.
fn places_of(points: &[u64]) -> Vec<FinalPlace> {
    points
        .iter()
        .map(|mine| {
            let rank = 1 + points.iter().filter(|other| other < &mine).count();
            FinalPlace {
                rank,
                score: *mine as i64,
                won: rank == 1,
            }
        })
        .collect()
}

/// Ends the matches `ends` (id, minute of the day it finished, places) as an import does, in
/// one write: each with `end_match_at`, then one recount for them all.
fn end_imported(store: &mut Store, ends: &[(i64, u32, Vec<u64>)]) {
    store
        .write(|w| {
            for (id, minute, points) in ends {
                let info = w.load_match(*id)?.expect("the match");
                let at = format!("2026-03-04T{:02}:{:02}:00Z", minute / 60, minute % 60);
                w.end_match_at(&info, Ending::Finish, &places_of(points), &at)?;
            }
            let ids: Vec<i64> = ends.iter().map(|(id, ..)| *id).collect();
            w.recount_imported(&ids)
        })
        .expect("ended");
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]

    /// Matches an import ends, finishing in between matches already counted and in any order
    /// in the file, counted once at its end: what counting every finished match again gives.
    #[test]
    fn matches_an_import_ends_in_any_order_count_as_if_ended_in_order(
        ends in proptest::collection::vec((0u32..600, proptest::prelude::any::<u64>()), 2..14),
        stored in 0usize..14,
    ) {
        for_each_backend(|store| {
            let seatings: [&[&str]; 4] = [
                &["Ann", "Bob", "Cy"],
                &["Bob", "Dee"],
                &["Ann", "Cy", "Dee"],
                &["Ann", "Bob", "Cy", "Dee"],
            ];
            let planned: Vec<(i64, u32, Vec<u64>)> = ends
                .iter()
                .enumerate()
                .map(|(index, &(minute, seed))| {
                    let players = seatings[index % seatings.len()];
                    let id = create(store, under10::ID, players);
                    let n = players.len();
                    record(store, id, json!({}), &outcome(&vec![1; n], &vec![1; n], vec![]));
                    let points = (0..n as u64).map(|seat| (seed >> (2 * seat)) % 3).collect();
                    (id, minute, points)
                })
                .collect();
            // The first ones are the table's own, ended one at a time; the rest come in one import.
            let (own, imported) = planned.split_at(stored.min(planned.len()));
            for one in own {
                end_imported(store, std::slice::from_ref(one));
            }
            end_imported(store, imported);
            assert_kept_as_counted(store);
        });
    }
}

mod event_copies;
mod event_live;
mod events;
mod plans;
mod rounds_alone;
mod wins_kept;
