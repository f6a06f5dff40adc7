use super::leaving::lost_words;
use super::*;
use crate::games::RoundInput;
use crate::games::ui::scripted::ScriptedUi;
use crate::store::{Access, MatchInfo, RoundsWanted, Status};

struct Table {
    _dir: tempfile::TempDir,
    path: std::path::PathBuf,
    store: Store,
    out: Output,
}

fn table() -> Table {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let store = Store::open(&path, Access::Create).unwrap();
    let out = Output::default();
    Table {
        _dir: dir,
        path,
        store,
        out,
    }
}

/// What `tenscore play` asks the session for on this command line (`commands/play.rs` reads it
/// so): `target` a match id or a game, with the players and a game's `--end`.
fn args(target: Option<&str>, players: &[&str], end: Option<&str>) -> Request {
    let players: Vec<String> = players.iter().map(|p| p.to_string()).collect();
    if let Some(id) = target.and_then(|target| target.parse().ok()) {
        assert!(
            players.is_empty() && end.is_none(),
            "refused on the command line"
        );
        return Request::Match(id);
    }
    let game: Option<GameId> = target.map(|target| target.parse().unwrap());
    let choices = end.map(|end| {
        let options = ["--end".to_string(), end.to_string()];
        game.unwrap().game().choices_from(&options).unwrap()
    });
    if game.is_none() && players.is_empty() {
        return Request::Choose;
    }
    Request::New(NewGiven {
        game,
        players,
        choices,
    })
}

fn run_play(t: &mut Table, args: Request, answers: &[&str]) -> Vec<String> {
    run_play_choosing(t, args, answers).0
}

/// The transcript, and the whole label of every menu item chosen.
fn run_play_choosing(t: &mut Table, args: Request, answers: &[&str]) -> (Vec<String>, Vec<String>) {
    let ui = run_play_ui(t, args, answers);
    (ui.transcript, ui.chosen)
}

/// The scripted terminal after the session, with everything it was offered.
fn run_play_ui(t: &mut Table, args: Request, answers: &[&str]) -> ScriptedUi {
    let mut ui = ScriptedUi::new(answers);
    if play(&t.out, &mut t.store, &mut ui, args, Db::default()).is_err() {
        panic!("play failed: {:?}", ui.transcript);
    }
    assert!(ui.answers.is_empty(), "unused answers: {:?}", ui.answers);
    ui
}

fn totals(t: &Table, id: i64) -> Vec<i64> {
    let standing = ops::match_state(&t.store, Some(id)).unwrap().standing;
    standing.seats.iter().map(|s| s.total).collect()
}

fn said(transcript: &[String], text: &str) -> bool {
    // Explanations wrap at word boundaries to the terminal (80 columns here): the words count,
    // not where their lines break.
    let words = |l: &str| l.split_whitespace().collect::<Vec<_>>().join(" ");
    transcript.iter().any(|l| words(l).contains(text))
}

#[test]
fn a_session_records_rounds_undoes_on_confirmation_and_says_how_to_resume() {
    let mut t = table();
    let transcript = run_play(
        &mut t,
        args(Some("under10"), &["Ann", "Bob", "Cy"], None),
        &[
            "Record round 1",
            "Someone called",
            "Bob",
            "12",
            "12", // refused: a caller with 10 or more
            "7",
            "5",
            "Record round 2",
            "Someone called",
            "Ann",
            "3",
            "10",
            "8",
            "Undo round 2",
            "n",
            "Undo round 2",
            "y",
            "Quit",
        ],
    );
    assert!(said(&transcript, "Match 1 started"), "{transcript:?}");
    assert!(said(&transcript, "Round 1: Ann starts."));
    assert!(said(&transcript, "refused: Bob called with 12 points"));
    assert!(said(&transcript, "Round 2 recorded"));
    assert!(said(&transcript, "Nothing withdrawn."));
    assert!(said(&transcript, "Round 2 withdrawn"));
    assert_eq!(
        transcript.last().unwrap(),
        "Match 1 saved after 1 round. Resume with `tenscore play`."
    );
    // Round 1 only: Bob's failed call costs 20 + 7, Cy had the lowest hand.
    assert_eq!(totals(&t, 1), vec![12, 27, 0]);

    // Resuming: the start screen offers the unfinished match, where it stood.
    let (transcript, chosen) = run_play_choosing(
        &mut t,
        args(None, &[], None),
        &["Resume match 1", "Record round 2", "Back"],
    );
    assert!(
        chosen[0]
            .starts_with("Resume match 1 · Under the 10 · Ann, Bob, Cy · 1 round · last played "),
        "{chosen:?}"
    );
    assert_eq!(transcript[1], "Resuming match 1.");
    assert!(said(&transcript, "Round 2 not recorded."));
    assert!(said(&transcript, "Resume with `tenscore play`."));
}

#[test]
fn an_ended_match_can_be_reopened_by_undoing_its_last_round() {
    let mut t = table();
    run_play(
        &mut t,
        args(Some("under10"), &["X", "Y"], Some("first-out")),
        &["Quit"],
    );
    for _ in 0..4 {
        let input = RoundInput::entries(vec![("X".into(), "30".into()), ("Y".into(), "0".into())])
            .with_flag("call", "Y");
        ops::record_round(&mut t.store, Some(1), &input).unwrap_or_else(|e| panic!("{e}"));
    }
    let last_round = ["Record round 5", "Someone called", "Y", "31", "0"];
    let mut answers = vec!["Resume match 1"];
    answers.extend(last_round);
    answers.extend(["Undo round 5", "y", "Quit"]);
    let transcript = run_play(&mut t, args(None, &[], None), &answers);
    assert!(said(&transcript, "X went above 150"), "{transcript:?}");
    assert!(said(
        &transcript,
        "The match is over. What now? > Undo round 5"
    ));
    assert!(said(&transcript, "The match is open again."));
    assert!(said(&transcript, "Match 1 saved after 4 rounds."));
    assert_eq!(totals(&t, 1), vec![120, 0]);

    let mut answers = last_round.to_vec();
    answers.push("Done");
    let transcript = run_play(&mut t, args(Some("1"), &[], None), &answers);
    assert_eq!(
        transcript.last().unwrap(),
        "Match 1 is finished; see it again with `tenscore show 1`."
    );
    // A finished match named by its id opens on the same menu; the rules ended it, so it offers
    // undo, not reopen.
    let ui = run_play_ui(&mut t, args(Some("1"), &[], None), &["Show", "Done"]);
    assert_eq!(ui.transcript[0], "Match 1 is finished.");
    assert!(
        ui.offered[0]
            .iter()
            .any(|item| item.starts_with("Undo round 5"))
    );
    assert!(!ui.offered[0].iter().any(|item| item.starts_with("Reopen")));
}

#[test]
fn quitting_names_the_match_when_another_one_is_more_recent() {
    let mut t = table();
    run_play(&mut t, args(Some("under10"), &["A", "B"], None), &["Quit"]);
    run_play(&mut t, args(Some("under10"), &["C", "D"], None), &["Quit"]);
    let transcript = run_play(&mut t, args(Some("1"), &[], None), &["Quit"]);
    assert_eq!(
        transcript.last().unwrap(),
        "Match 1 saved, no rounds yet. Resume with `tenscore play 1`."
    );
}

#[test]
fn esc_while_setting_up_starts_nothing() {
    let mut t = table();
    let transcript = run_play(&mut t, args(None, &[], None), &["Under the 10", "Ann, Bob"]);
    assert_eq!(transcript.last().unwrap(), "No match started.");
    assert_eq!(ops::latest_unfinished(&t.store).unwrap(), None);
}

#[test]
fn options_on_the_command_line_start_a_new_match_instead_of_resuming() {
    let mut t = table();
    run_play(&mut t, args(Some("under10"), &["A", "B"], None), &["Quit"]);
    let transcript = run_play(
        &mut t,
        args(None, &["C", "D"], None),
        &["Under the 10", "Quit"],
    );
    assert!(said(&transcript, "Match 2 started"), "{transcript:?}");

    // `play 1 --players E,F` is refused on the command line (`commands/play/tests.rs`).
}

#[test]
fn an_updown_round_takes_the_bids_then_the_tricks_and_keeps_the_bids_when_left() {
    let mut t = table();
    let transcript = run_play(
        &mut t,
        args(None, &[], None),
        &[
            "10 op en neer",
            "Ann, Bob, Cy",
            "",  // the offered peak, 10
            "y", // the hook
            "y", // the trump question
            "Record round 1",
            "H",
            "1",
            "0",
            "0", // refused: the hook
            "1",
            "1",
            "0",
            "", // Cy: the remaining 0
            "Record round 2",
            "",
            "0",
            "1",
            "0",
            "back", // the bids are kept
            "Withdraw the bids of round 2",
            "n",
            "Record the tricks of round 2",
            "0",
            "1",
            "",
            "Undo round 2",
            "y",
            "Quit",
        ],
    );
    assert!(
        said(&transcript, "Bids for round 1, from Ann round the table"),
        "{transcript:?}"
    );
    assert!(said(
        &transcript,
        "refused: with the hook, Cy (bidding last) may not bid 0"
    ));
    assert!(said(
        &transcript,
        "Bids: Ann 1, Bob 0, Cy 1 (2 in all for 1 trick: 1 over)"
    ));
    assert!(said(
        &transcript,
        "Exact bids score the tricks + 10: Ann bid 1 and took 1 (+11), Bob bid 0 and took 0 (+10)."
    ));
    assert!(said(
        &transcript,
        "Round 2 not recorded (its bids are kept)."
    ));
    assert!(said(
        &transcript,
        "Withdraw the bids of round 2? It stays in the audit trail."
    ));
    assert!(said(
        &transcript,
        "What next? > Record the tricks of round 2"
    ));
    assert!(said(&transcript, "Round 2 recorded"));
    assert!(said(&transcript, "Round 2 withdrawn"));
    assert_eq!(totals(&t, 1), vec![11, 10, 0]);
}

#[test]
fn a_pig10_match_is_finished_from_the_menu_once_confirmed() {
    let mut t = table();
    let transcript = run_play(
        &mut t,
        args(Some("pig10"), &["Ann", "Bob"], None),
        &[
            "Record deal 1",
            "12",
            "69", // refused: 68 cards are left
            "7",
            "Finish the match now",
            "n",
            "Finish the match now",
            "y",
            "Done",
        ],
    );
    assert!(
        said(
            &transcript,
            "refused: Ann 12 and Bob 69 make 81 cards, but the box holds 80 cards: which count is \
             wrong? Type Bob's again, or back to go back one answer"
        ),
        "{transcript:?}"
    );
    assert!(said(&transcript, "The match goes on."));
    assert!(said(&transcript, "Finished match 1, Pig 10: Ann, Bob."));
    assert!(said(&transcript, "Winner: Ann"));
    assert_eq!(
        transcript.last().unwrap(),
        "Match 1 is finished; see it again with `tenscore show 1`."
    );
    assert_eq!(totals(&t, 1), vec![12, 7]);
    let info = ops::match_state(&t.store, Some(1)).unwrap().info;
    assert_eq!(info.status, Status::Finished);
}

/// What another tenscore does to the file while `play` asks its questions.
enum Meanwhile {
    /// Takes the file's write lock and keeps it, as a writer stuck in a long transaction would.
    Lock,
    /// Lets the lock go (the transaction is rolled back: it wrote nothing).
    Unlock,
    /// Records this round of match 1 (the lock let go first).
    Record(RoundInput),
    /// Withdraws the last round of match 1.
    Undo,
}

/// Scripted answers, with another tenscore on the same file: before the `nth` question whose
/// prompt starts with `prompt` is answered, it does what it was given, in order.
struct SharedFileUi {
    inner: ScriptedUi,
    path: std::path::PathBuf,
    lock: Option<crate::store::HeldLock>,
    asked: Vec<String>,
    meanwhile: std::collections::VecDeque<(&'static str, usize, Meanwhile)>,
}

impl SharedFileUi {
    fn new(t: &Table, answers: &[&str], meanwhile: Vec<(&'static str, usize, Meanwhile)>) -> Self {
        SharedFileUi {
            inner: ScriptedUi::new(answers),
            path: t.path.clone(),
            lock: None,
            asked: Vec::new(),
            meanwhile: meanwhile.into(),
        }
    }

    fn before(&mut self, prompt: &str) {
        self.asked.push(prompt.to_string());
        while let Some((start, nth, _)) = self.meanwhile.front() {
            let seen = self.asked.iter().filter(|p| p.starts_with(start)).count();
            if seen != *nth {
                break;
            }
            let (_, _, what) = self.meanwhile.pop_front().unwrap();
            match what {
                Meanwhile::Lock => {
                    self.lock = Some(crate::store::HeldLock::on(&self.path).unwrap());
                }
                Meanwhile::Unlock => self.lock = None,
                Meanwhile::Record(input) => {
                    self.lock = None;
                    let mut other = Store::open(&self.path, Access::Write).unwrap();
                    ops::record_round(&mut other, Some(1), &input)
                        .unwrap_or_else(|e| panic!("{e}"));
                }
                Meanwhile::Undo => {
                    self.lock = None;
                    let mut other = Store::open(&self.path, Access::Write).unwrap();
                    ops::undo_last(&mut other, Some(1)).unwrap_or_else(|e| panic!("{e}"));
                }
            }
        }
    }
}

impl Ui for SharedFileUi {
    fn say(&mut self, text: &str) -> Result<(), PromptError> {
        self.inner.say(text)
    }

    fn choose(
        &mut self,
        prompt: &str,
        items: &[String],
        default: usize,
    ) -> Result<usize, PromptError> {
        self.before(prompt);
        self.inner.choose(prompt, items, default)
    }

    fn ask(
        &mut self,
        prompt: &str,
        initial: Option<&str>,
        check: crate::games::ui::Check,
    ) -> Result<String, PromptError> {
        self.before(prompt);
        self.inner.ask(prompt, initial, check)
    }

    fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool, PromptError> {
        self.before(prompt);
        self.inner.confirm(prompt, default)
    }
}

/// `play` on match 1 with another tenscore on the file; the transcript, once the lock is gone.
fn play_shared(
    t: &mut Table,
    answers: &[&str],
    meanwhile: Vec<(&'static str, usize, Meanwhile)>,
) -> Vec<String> {
    let mut ui = SharedFileUi::new(t, answers, meanwhile);
    if play(
        &t.out,
        &mut t.store,
        &mut ui,
        args(Some("1"), &[], None),
        Db::default(),
    )
    .is_err()
    {
        panic!("play failed: {:?}", ui.inner.transcript);
    }
    assert!(
        ui.inner.answers.is_empty(),
        "unused answers: {:?}",
        ui.inner.answers
    );
    assert!(
        ui.meanwhile.is_empty(),
        "not done: {} events",
        ui.meanwhile.len()
    );
    ui.inner.transcript
}

fn count(transcript: &[String], text: &str) -> usize {
    transcript.iter().filter(|l| l.contains(text)).count()
}

/// The entries of match 1 ever written (rounds recorded, withdrawn ones too; not openings).
fn entries_written(t: &Table) -> usize {
    let (_, rounds) = ops::match_rounds(&t.store, Some(1), RoundsWanted::ALL).unwrap();
    rounds.iter().filter(|r| r.entry.is_some()).count()
}

const BUSY_LINE: &str = "The file is busy: another program has held it locked for over 5 seconds.";

#[test]
fn a_deal_met_by_a_lock_held_too_long_is_kept_and_written_once_when_tried_again() {
    let mut t = table();
    run_play(
        &mut t,
        args(Some("pig10"), &["Ann", "Bob"], None),
        &["Quit"],
    );
    // The lock is taken while the deal is typed and held through the first try again: the
    // deal meets it twice, then goes in once it is let go.
    let transcript = play_shared(
        &mut t,
        &["Record deal 1", "12", "7", "y", "y", "Quit"],
        vec![
            ("Bob: cards collected", 1, Meanwhile::Lock),
            ("Try again?", 2, Meanwhile::Unlock),
        ],
    );
    assert_eq!(count(&transcript, BUSY_LINE), 2, "{transcript:?}");
    assert_eq!(count(&transcript, "Try again? > y"), 2);
    assert_eq!(count(&transcript, "Deal 1 recorded"), 1);
    assert!(said(&transcript, "Match 1 saved after 1 deal."));
    assert_eq!(totals(&t, 1), vec![12, 7]);
    assert_eq!(entries_written(&t), 1);
}

#[test]
fn a_deal_met_by_a_lock_held_too_long_is_dropped_on_no_and_nothing_is_written() {
    let mut t = table();
    run_play(
        &mut t,
        args(Some("pig10"), &["Ann", "Bob"], None),
        &["Quit"],
    );
    let transcript = play_shared(
        &mut t,
        &["Record deal 1", "12", "7", "n", "Quit"],
        vec![("Bob: cards collected", 1, Meanwhile::Lock)],
    );
    assert_eq!(count(&transcript, BUSY_LINE), 1, "{transcript:?}");
    assert!(said(
        &transcript,
        "Deal 1 not recorded: what was typed is dropped."
    ));
    // The menu came back, the match as it was.
    assert!(said(&transcript, "What next? > Quit"));
    assert!(said(&transcript, "Match 1 saved, no deals yet."));
    assert_eq!(totals(&t, 1), vec![0, 0]);
    assert_eq!(entries_written(&t), 0);
}

#[test]
fn bids_are_tried_again_and_kept_when_their_tricks_are_dropped() {
    let mut t = table();
    run_play(
        &mut t,
        args(None, &[], None),
        &["10 op en neer", "Ann, Bob, Cy", "", "n", "Quit"],
    );
    let transcript = play_shared(
        &mut t,
        &[
            "Record round 1",
            "H",
            "1",
            "0",
            "0",
            "y", // the bids, once the lock is let go
            "1",
            "0",
            "",
            "n", // the tricks: dropped
            "Quit",
        ],
        vec![
            ("Cy's bid", 1, Meanwhile::Lock),
            ("Try again?", 1, Meanwhile::Unlock),
            ("Cy's tricks", 1, Meanwhile::Lock),
        ],
    );
    assert_eq!(count(&transcript, BUSY_LINE), 2, "{transcript:?}");
    assert!(said(&transcript, "Bids: Ann 1, Bob 0, Cy 0"));
    assert!(said(
        &transcript,
        "Round 1 not recorded: what was typed is dropped (its bids are kept)."
    ));
    let info = ops::match_state(&t.store, Some(1)).unwrap().info;
    assert_eq!(info.rounds, 0);
    let opening = info.open_round.expect("the bids are kept").opening;
    assert_eq!(opening["bids"], serde_json::json!([1, 0, 0]));
    assert_eq!(entries_written(&t), 0);
    // One opening, written once.
    let (_, rounds) = ops::match_rounds(&t.store, Some(1), RoundsWanted::ALL).unwrap();
    assert_eq!(rounds.len(), 1);
}

#[test]
fn a_deal_is_not_written_again_when_another_tenscore_changed_the_match_meanwhile() {
    let mut t = table();
    pig10_with(&mut t, &[]);
    // The other terminal records the same deal while this one waits on its lock.
    let transcript = play_shared(
        &mut t,
        &["Record deal 1", "12", "7", "y", "Quit"],
        vec![
            ("Bob: cards collected", 1, Meanwhile::Lock),
            ("Try again?", 1, Meanwhile::Record(pig10_deal(12, 7))),
        ],
    );
    assert!(
        said(
            &transcript,
            "Match 1 was changed by another tenscore in the meantime; nothing was written here."
        ),
        "{transcript:?}"
    );
    assert!(said(
        &transcript,
        "Deal 1 not recorded: what was typed is dropped."
    ));
    assert!(said(&transcript, "Match 1 saved after 1 deal."));
    assert_eq!(totals(&t, 1), vec![12, 7]);
    assert_eq!(entries_written(&t), 1);
}

#[test]
fn a_deal_typed_while_another_terminal_recorded_that_deal_is_not_recorded_as_the_next() {
    let mut t = table();
    pig10_with(&mut t, &[]);
    // While Ann's cards are typed here, the other terminal records deal 1.
    let transcript = play_shared(
        &mut t,
        &["Record deal 1", "3", "16", "Quit"],
        vec![(
            "Bob: cards collected",
            1,
            Meanwhile::Record(pig10_deal(12, 7)),
        )],
    );
    assert!(
        said(
            &transcript,
            "Deal 1 was not recorded: match 1 was changed at another terminal while this was \
             typed: it now has 1 deal; nothing was written here"
        ),
        "{transcript:?}"
    );
    // The deal typed for deal 1 did not become deal 2.
    assert_eq!(totals(&t, 1), vec![12, 7]);
    assert_eq!(entries_written(&t), 1);
    // And the match is shown as the other terminal left it, right after the refusal.
    let refused = (transcript.iter())
        .position(|l| l.contains("was not recorded"))
        .expect("the refusal");
    let shown = &transcript[refused + 1];
    assert!(
        shown.contains("1 deal") && shown.contains("12") && shown.contains("+7"),
        "{transcript:?}"
    );
}

/// A Pig 10 match of Ann and Bob with its deals (Ann's cards, Bob's cards) recorded.
fn pig10_with(t: &mut Table, deals: &[(i64, i64)]) {
    run_play(t, args(Some("pig10"), &["Ann", "Bob"], None), &["Quit"]);
    for (ann, bob) in deals {
        ops::record_round(&mut t.store, Some(1), &pig10_deal(*ann, *bob)).unwrap();
    }
}

fn pig10_deal(ann: i64, bob: i64) -> RoundInput {
    RoundInput::entries(vec![
        ("Ann".into(), ann.to_string()),
        ("Bob".into(), bob.to_string()),
    ])
}

#[test]
fn a_deal_typed_while_another_terminal_undid_and_recorded_one_again_is_not_recorded() {
    let mut t = table();
    pig10_with(&mut t, &[(1, 2)]);
    // Same count of deals, other totals: the other terminal replaced deal 1 meanwhile.
    let transcript = play_shared(
        &mut t,
        &["Record deal 2", "10", "10", "Quit"],
        vec![
            ("Bob: cards collected", 1, Meanwhile::Undo),
            (
                "Bob: cards collected",
                1,
                Meanwhile::Record(pig10_deal(70, 5)),
            ),
        ],
    );
    assert!(
        said(
            &transcript,
            "Deal 2 was not recorded: match 1 was changed at another terminal while this was \
             typed: it now has 1 deal (as many as before, but recorded otherwise)"
        ),
        "{transcript:?}"
    );
    assert_eq!(totals(&t, 1), vec![70, 5]);
}

#[test]
fn a_fix_keeping_every_answer_of_a_deal_another_terminal_withdrew_says_so() {
    let mut t = table();
    pig10_with(&mut t, &[(1, 2), (5, 5)]);
    // Deal 2 asked again as it was, while the other terminal withdraws it.
    let transcript = play_shared(
        &mut t,
        &["Fix a past deal", "Deal 2", "5", "5", "Quit"],
        vec![("Bob: cards collected", 1, Meanwhile::Undo)],
    );
    assert!(
        said(
            &transcript,
            "Deal 2 was not changed: match 1 was changed at another terminal while this was \
             typed: it now has 1 deal; nothing was written here"
        ),
        "{transcript:?}"
    );
    assert!(
        !said(&transcript, "every answer was kept"),
        "{transcript:?}"
    );
    assert_eq!(totals(&t, 1), vec![1, 2]);
}

#[test]
fn an_undo_confirmed_after_another_terminal_recorded_a_deal_withdraws_nothing() {
    let mut t = table();
    pig10_with(&mut t, &[(1, 2)]);
    let transcript = play_shared(
        &mut t,
        &["Undo deal 1", "y", "Quit"],
        vec![("Withdraw", 1, Meanwhile::Record(pig10_deal(3, 4)))],
    );
    assert!(
        said(
            &transcript,
            "Nothing was withdrawn: match 1 was changed at another terminal while this was typed: \
             it now has 2 deals"
        ),
        "{transcript:?}"
    );
    assert_eq!(totals(&t, 1), vec![4, 6]);
}

#[test]
fn a_fix_typed_while_another_terminal_replaced_that_deal_is_not_written() {
    let mut t = table();
    pig10_with(&mut t, &[(1, 2), (5, 5)]);
    let transcript = play_shared(
        &mut t,
        &["Fix a past deal", "Deal 2", "6", "6", "recounted", "Quit"],
        vec![
            ("Bob: cards collected", 1, Meanwhile::Undo),
            (
                "Bob: cards collected",
                1,
                Meanwhile::Record(pig10_deal(20, 1)),
            ),
        ],
    );
    assert!(
        said(
            &transcript,
            "match 1 was changed at another terminal while this was typed"
        ),
        "{transcript:?}"
    );
    assert_eq!(totals(&t, 1), vec![21, 3]);
    assert!(edit_reasons(&t, 1).is_empty());
}

#[test]
fn a_past_round_is_fixed_from_the_menu_and_the_later_rounds_are_rescored() {
    let mut t = table();
    run_play(
        &mut t,
        args(Some("under10"), &["Ann", "Bob", "Cy"], None),
        &["Quit"],
    );
    // Round 1: Ann's call fails against Bob's 3; round 2: Cy calls and stands.
    for (ann, bob, cy, caller) in [("5", "3", "20", "Ann"), ("10", "8", "2", "Cy")] {
        let input = RoundInput::entries(vec![
            ("Ann".into(), ann.into()),
            ("Bob".into(), bob.into()),
            ("Cy".into(), cy.into()),
        ])
        .with_flag("call", caller);
        ops::record_round(&mut t.store, Some(1), &input).unwrap_or_else(|e| panic!("{e}"));
    }
    assert_eq!(totals(&t, 1), vec![35, 8, 20]);
    let (transcript, chosen) = run_play_choosing(
        &mut t,
        args(Some("1"), &[], None),
        &[
            "Fix a past round",
            "Round 1",
            "Someone called",
            "Ann",
            "5",
            "13", // Bob had 13, not 3: Ann's call stands
            "20",
            "Bob counted again",
            "Quit",
        ],
    );
    assert_eq!(chosen[1], "Round 1: Ann +25, Bob 0, Cy +20");
    assert!(said(
        &transcript,
        "Round 1 fixed in match 1, Under the 10: Ann, Bob, Cy (the old entry is kept in the audit trail). 1 later round rescored."
    ));
    assert_eq!(totals(&t, 1), vec![10, 21, 20]);
    assert_eq!(edit_reasons(&t, 1), ["Bob counted again"]);

    // Back at the first question asks which round again (before, it left the fix: "Nothing
    // changed."), Back there leaves the round as it was; an empty reason is "fixed in play".
    let transcript = run_play(
        &mut t,
        args(Some("1"), &[], None),
        &[
            "Fix a past round",
            "Round 2",
            "Back",
            "Round 2",
            "Back",
            "Back",
            "Fix a past round",
            "Round 2",
            "Someone called",
            "Cy",
            "10",
            "8",
            "1",
            "",
            "Quit",
        ],
    );
    let back = (transcript.iter()).position(|line| line == "How did round 2 end? > Back");
    let asked_after = back.and_then(|at| transcript.get(at + 1));
    assert_eq!(
        asked_after.map(String::as_str),
        Some("Which round to fix? > Round 2"),
        "{transcript:?}"
    );
    assert!(said(&transcript, "Nothing changed."), "{transcript:?}");
    assert_eq!(edit_reasons(&t, 1), ["Bob counted again", "fixed in play"]);
}

/// The reasons of the edits of a match, in the order of its rounds.
fn edit_reasons(t: &Table, id: i64) -> Vec<String> {
    let wanted = RoundsWanted {
        withdrawn: true,
        explanations: false,
        counters: false,
    };
    let (_, rounds) = ops::match_rounds(&t.store, Some(id), wanted).unwrap();
    rounds
        .iter()
        .filter_map(|r| r.reason().map(String::from))
        .collect()
}

#[test]
fn bids_typed_for_a_round_another_terminal_played_meanwhile_are_refused() {
    let mut t = table();
    run_play(
        &mut t,
        args(Some("updown"), &["Ann", "Bob", "Cy"], None),
        &["Quit"],
    );
    let typed_on = ops::match_state(&t.store, Some(1)).unwrap();
    let entries = |values: [&str; 3]| {
        RoundInput::entries(
            ["Ann", "Bob", "Cy"]
                .iter()
                .zip(values)
                .map(|(name, value)| (name.to_string(), value.to_string()))
                .collect(),
        )
    };
    // The other terminal plays round 1 (1 card) whole.
    ops::open_round(&mut t.store, Some(1), &entries(["1", "1", "0"])).unwrap();
    ops::record_round(&mut t.store, Some(1), &entries(["1", "0", "0"])).unwrap();
    // Bids that would do for round 2 as well are not taken as its bids.
    let bids = entries(["0", "1", "0"]);
    let refused = ops::open_round_typed_on(&mut t.store, Some(1), &bids, Some(&typed_on))
        .expect_err("the match moved on");
    assert!(refused.is_refusal());
    assert!(crate::error::CliError::from(refused).to_string().contains(
        "match 1 was changed at another terminal while this was typed: it now has 1 round;"
    ),);
    assert!(
        ops::match_state(&t.store, Some(1))
            .unwrap()
            .info
            .open_round
            .is_none()
    );
    // Typed on the match as it stands, they are.
    let now = ops::match_state(&t.store, Some(1)).unwrap();
    ops::open_round_typed_on(&mut t.store, Some(1), &bids, Some(&now)).unwrap();
}

#[test]
fn an_updown_round_is_fixed_with_corrected_bids() {
    let mut t = table();
    run_play(
        &mut t,
        args(Some("updown"), &["Ann", "Bob", "Cy"], None),
        &["Quit"],
    );
    let bids = RoundInput::entries(vec![
        ("Ann".into(), "1".into()),
        ("Bob".into(), "1".into()),
        ("Cy".into(), "0".into()),
    ]);
    ops::open_round(&mut t.store, Some(1), &bids).unwrap_or_else(|e| panic!("{e}"));
    let tricks = RoundInput::entries(vec![
        ("Ann".into(), "1".into()),
        ("Bob".into(), "0".into()),
        ("Cy".into(), "0".into()),
    ]);
    ops::record_round(&mut t.store, Some(1), &tricks).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(totals(&t, 1), vec![11, 0, 10]);
    let transcript = run_play(
        &mut t,
        args(Some("1"), &[], None),
        &[
            "Fix a past round",
            "Round 1",
            "n", // the bids were wrong: Bob bid 0
            "",  // no trump
            "1",
            "0",
            "0",
            "1",
            "0",
            "",
            "",
            "Quit",
        ],
    );
    assert!(said(&transcript, "Round 1 fixed"), "{transcript:?}");
    assert_eq!(totals(&t, 1), vec![11, 10, 10]);
}

#[test]
fn a_match_is_abandoned_from_the_menu_once_confirmed() {
    let mut t = table();
    let transcript = run_play(
        &mut t,
        args(Some("pig10"), &["Ann", "Bob"], None),
        &["Abandon the match", "n", "Abandon the match", "y", "Done"],
    );
    assert!(said(&transcript, "The match goes on."), "{transcript:?}");
    assert!(said(&transcript, "Abandoned match 1, Pig 10: Ann, Bob."));
    let info = ops::match_state(&t.store, Some(1)).unwrap().info;
    assert_eq!(info.status, Status::Abandoned);
    // An abandoned match offers nothing that would change it.
    assert!(said(&transcript, "The match is over. What now? > Done"));
}

#[test]
fn the_start_screen_lists_the_unfinished_matches_newest_first_then_a_new_match() {
    let mut t = table();
    run_play(&mut t, args(Some("under10"), &["A", "B"], None), &["Quit"]);
    run_play(&mut t, args(Some("pig10"), &["C", "D"], None), &["Quit"]);
    run_play(&mut t, args(Some("pig10"), &["E", "F"], None), &["Quit"]);
    ops::finish_match(&mut t.store, Some(3), true).unwrap_or_else(|e| panic!("{e}"));

    // The older one, resumed by its line; the abandoned match 3 is not offered.
    let ui = run_play_ui(&mut t, args(None, &[], None), &["Resume match 1", "Quit"]);
    assert_eq!(ui.transcript[1], "Resuming match 1.");
    let start: Vec<&str> = (ui.offered[0].iter())
        .map(|item| item.split(" · last played").next().unwrap_or_default())
        .collect();
    assert_eq!(
        start,
        [
            "Resume match 2 · Pig 10 · C, D · no deals yet",
            "Resume match 1 · Under the 10 · A, B · no rounds yet",
            "New match",
            "Rematch: a new Pig 10 with E, F, seated as in match 3",
        ]
    );

    // A new match from the same screen.
    let transcript = run_play(
        &mut t,
        args(None, &[], None),
        &["New match", "Tenstuff", "G, H, I", "y", "Quit"],
    );
    assert!(said(&transcript, "Match 4 started"), "{transcript:?}");
}

#[test]
fn the_start_screen_offers_a_rematch_of_the_match_that_ended_last() {
    let mut t = table();
    run_play(&mut t, args(Some("under10"), &["A", "B"], None), &["Quit"]);
    run_play(
        &mut t,
        args(Some("pig10"), &["Ann", "Bob", "Cy"], None),
        &["Record deal 1", "10", "20", "30", "Finish", "y", "Done"],
    );
    let ui = run_play_ui(&mut t, args(None, &[], None), &["Rematch", "Quit"]);
    assert_eq!(
        ui.offered[0].last().unwrap(),
        "Rematch: a new Pig 10 with Ann, Bob, Cy, seated as in match 2"
    );
    assert!(
        said(&ui.transcript, "Rematch of match 2."),
        "{:?}",
        ui.transcript
    );
    assert!(said(&ui.transcript, "Match 3 started: Pig 10 for 3"));
    let info = ops::match_state(&t.store, Some(3)).unwrap().info;
    assert_eq!(info.names(), ["Ann", "Bob", "Cy"]);
    assert_eq!(info.game.id(), "pig10");
    // While that rematch goes on, it is resumed, not offered a second time.
    let ui = run_play_ui(&mut t, args(None, &[], None), &["Resume match 3", "Quit"]);
    assert!(
        !ui.offered[0].iter().any(|item| item.starts_with("Rematch")),
        "{:?}",
        ui.offered[0]
    );
}

#[test]
fn a_match_finished_from_the_menu_is_reopened_from_the_menu() {
    let mut t = table();
    let ui = run_play_ui(
        &mut t,
        args(Some("pig10"), &["Ann", "Bob"], None),
        &[
            "Record deal 1",
            "10",
            "20",
            "Finish",
            "y",
            "Reopen the match",
            "Quit",
        ],
    );
    assert!(
        said(&ui.transcript, "Reopened match 1, Pig 10: Ann, Bob."),
        "{:?}",
        ui.transcript
    );
    let info = ops::match_state(&t.store, Some(1)).unwrap().info;
    assert_eq!(info.status, Status::InProgress);
}

#[test]
fn nothing_said_inside_play_advises_a_command_line() {
    // One round of every game, then Quit: only the last line (how to come back) names a command.
    let sessions: [(&str, &[&str], &[&str]); 5] = [
        (
            "under10",
            &["Ann", "Bob"],
            &["Record round 1", "Someone called", "Ann", "2", "9"],
        ),
        (
            "updown",
            &["Ann", "Bob", "Cy"],
            &["Record round 1", "", "0", "0", "0", "0", "0", ""],
        ),
        ("pig10", &["Ann", "Bob"], &["Record deal 1", "10", "20"]),
        ("krumme10", &["Ann", "Bob"], &["Record game 1", "10", "20"]),
        ("tenstuff", &["Ann", "Bob"], &["Record deal 1", "Bob"]),
    ];
    for (game, players, round) in sessions {
        let mut t = table();
        let mut answers = round.to_vec();
        answers.push("Quit");
        let transcript = run_play(&mut t, args(Some(game), players, None), &answers);
        let (last, said) = transcript.split_last().unwrap();
        assert!(last.contains("`tenscore play"), "{last}");
        for line in said {
            assert!(!line.contains("`tenscore"), "{game}: {line}");
        }
    }
}

/// A scripted session in `lang`.
fn run_play_in(
    lang: crate::i18n::Lang,
    t: &mut Table,
    args: Request,
    answers: &[&str],
) -> Vec<String> {
    crate::i18n::with(lang, || run_play(t, args, answers))
}

#[test]
fn leaving_says_what_is_saved_by_the_count_of_rounds_in_dutch_and_german() {
    use crate::i18n::Lang;
    let mut t = table();
    // No round yet: the words for none, in the game's words.
    let transcript = run_play_in(
        Lang::Nl,
        &mut t,
        args(Some("pig10"), &["Ann", "Bob"], None),
        &["Stop"],
    );
    assert_eq!(
        transcript.last().unwrap(),
        "Partij 1 is opgeslagen, nog zonder potjes. Ga verder met `tenscore play`."
    );
    // One deal, then two: the count in words, singular then plural.
    let transcript = run_play_in(
        Lang::De,
        &mut t,
        args(Some("1"), &[], None),
        &["Durchgang 1 eintragen", "3", "5", "Aufhören"],
    );
    assert_eq!(transcript[0], "Partie 1 wird fortgesetzt.");
    assert_eq!(
        transcript.last().unwrap(),
        "Partie 1 ist gespeichert: 1 Durchgang eingetragen. Weiter mit `tenscore play`."
    );
    let transcript = run_play_in(
        Lang::Nl,
        &mut t,
        args(Some("1"), &[], None),
        &["Noteer potje 2", "4", "4", "Stop"],
    );
    assert_eq!(
        transcript.last().unwrap(),
        "Partij 1 is na 2 potjes opgeslagen. Ga verder met `tenscore play`."
    );
    // Another match started later: this one is named to come back to.
    run_play_in(
        Lang::De,
        &mut t,
        args(Some("under10"), &["Cy", "Dee"], None),
        &["Aufhören"],
    );
    let transcript = run_play_in(Lang::De, &mut t, args(Some("1"), &[], None), &["Aufhören"]);
    assert_eq!(
        transcript.last().unwrap(),
        "Partie 1 ist gespeichert: 2 Durchgänge eingetragen. Weiter mit `tenscore play 1`."
    );
}

#[test]
fn the_saved_rounds_are_said_by_their_count_in_every_language() {
    use crate::i18n::{Lang, with};
    let saved = |lang, count: u32, game: GameId| {
        with(lang, || {
            t!(
                "play-saved",
                count = count,
                game = game.id(),
                round = game.round_word()
            )
        })
    };
    let updown = crate::games::updown::ID;
    let krumme10 = crate::games::krumme10::ID;
    assert_eq!(saved(Lang::En, 0, updown), "no rounds are recorded yet");
    assert_eq!(saved(Lang::En, 1, updown), "round 1 is saved");
    assert_eq!(saved(Lang::En, 3, krumme10), "games 1-3 are saved");
    assert_eq!(
        saved(Lang::Nl, 0, krumme10),
        "er is nog geen potje opgeslagen"
    );
    assert_eq!(saved(Lang::Nl, 1, updown), "ronde 1 is opgeslagen");
    assert_eq!(
        saved(Lang::Nl, 3, updown),
        "rondes 1 tot en met 3 zijn opgeslagen"
    );
    assert_eq!(
        saved(Lang::De, 0, updown),
        "noch ist keine Runde gespeichert"
    );
    assert_eq!(saved(Lang::De, 1, krumme10), "Durchgang 1 ist gespeichert");
    assert_eq!(
        saved(Lang::De, 2, krumme10),
        "Durchgänge 1 bis 2 sind gespeichert"
    );
}

#[test]
fn what_an_interrupted_step_left_out_is_chosen_by_where_the_match_stands() {
    use crate::i18n::{Lang, with};
    let mut t = table();
    run_play(
        &mut t,
        args(Some("updown"), &["Ann", "Bob", "Cy"], None),
        &["Quit"],
    );
    let id = 1;
    let before = ops::match_state(&t.store, Some(id)).unwrap().info;
    let lost = |doing, before: &MatchInfo, now: &MatchInfo| {
        (
            with(Lang::Nl, || lost_words(doing, before, now)),
            with(Lang::De, || lost_words(doing, before, now)),
        )
    };
    // A round stopped before its bids were in.
    assert_eq!(
        lost(Some(Next::Round), &before, &before),
        (
            Some("ronde 1 is niet genoteerd".to_string()),
            Some("Runde 1 wurde nicht eingetragen".to_string())
        )
    );
    // Once the bids are in, they are kept.
    let mut input = RoundInput::default();
    for (name, bid) in [("Ann", "1"), ("Bob", "0"), ("Cy", "1")] {
        input.entries.push((name.to_string(), bid.to_string()));
    }
    ops::open_round(&mut t.store, Some(id), &input).unwrap();
    let opened = ops::match_state(&t.store, Some(id)).unwrap().info;
    assert_eq!(
        lost(Some(Next::Round), &opened, &opened),
        (
            Some("ronde 1 is niet genoteerd (de biedingen blijven staan)".to_string()),
            Some("Runde 1 wurde nicht eingetragen (die Gebote bleiben stehen)".to_string())
        )
    );
    // An undo or a finish stopped before it wrote anything; the menu itself left nothing out.
    assert_eq!(
        lost(Some(Next::Undo), &opened, &opened),
        (
            Some("er is niets veranderd".to_string()),
            Some("es wurde nichts geändert".to_string())
        )
    );
    assert_eq!(lost(None, &opened, &opened), (None, None));
    assert_eq!(lost(Some(Next::Undo), &opened, &before), (None, None));
}

#[test]
fn the_start_screen_and_the_end_of_a_match_speak_dutch() {
    use crate::i18n::Lang;
    let mut t = table();
    let transcript = run_play_in(
        Lang::Nl,
        &mut t,
        args(Some("pig10"), &["Ann", "Bob"], None),
        &[
            "Noteer potje 1",
            "3",
            "5",
            "Beëindig",
            "n",
            "Beëindig",
            "y",
            "Klaar",
        ],
    );
    assert!(said(&transcript, "De partij gaat door."), "{transcript:?}");
    assert!(
        said(&transcript, "Beëindigd: partij 1, Pig 10: Ann, Bob."),
        "{transcript:?}"
    );
    assert_eq!(
        transcript.last().unwrap(),
        "Partij 1 is afgelopen; bekijk haar opnieuw met `tenscore show 1`."
    );
    // The start screen: no match to resume, a rematch of the one that ended, or a new one.
    let ui = crate::i18n::with(Lang::Nl, || {
        run_play_ui(
            &mut t,
            args(None, &[], None),
            &["Nieuwe partij", "Pig 10", "Cy, Dee", "Stop"],
        )
    });
    assert_eq!(
        ui.offered[0],
        [
            "Nieuwe partij",
            "Revanche: een nieuwe partij Pig 10 met Ann, Bob, in dezelfde volgorde als in partij 1"
        ]
    );
    let ui = crate::i18n::with(Lang::De, || {
        run_play_ui(&mut t, args(None, &[], None), &["Fortsetzen", "Aufhören"])
    });
    assert!(
        ui.chosen[0].starts_with(
            "Fortsetzen: Partie 2 · Pig 10 · Cy, Dee · noch keine Durchgänge · zuletzt gespielt "
        ),
        "{:?}",
        ui.chosen
    );
}

#[test]
fn a_fix_that_keeps_every_offered_answer_writes_nothing_in_every_game_it_asks_again() {
    let rounds: [(&str, RoundInput, usize); 3] = [
        (
            "pig10",
            RoundInput::entries(vec![
                ("Ann".into(), "30".into()),
                ("Bob".into(), "20".into()),
                ("Cy".into(), "0".into()),
            ]),
            3,
        ),
        (
            "krumme10",
            RoundInput::entries(vec![
                ("Ann".into(), "120".into()),
                ("Bob".into(), "100".into()),
                ("Cy".into(), "50".into()),
            ]),
            3,
        ),
        (
            "tenstuff",
            RoundInput::default().with_flag("order", "Cy,Ann,Bob"),
            2,
        ),
    ];
    for (game, input, questions) in rounds {
        let mut t = table();
        run_play(
            &mut t,
            args(Some(game), &["Ann", "Bob", "Cy"], None),
            &["Quit"],
        );
        ops::record_round(&mut t.store, Some(1), &input).unwrap_or_else(|e| panic!("{e}"));
        let before = std::fs::read(&t.path).unwrap();
        // Fix, the round (the newest is where the cursor starts), Enter at every question.
        let mut answers = vec!["Fix a past", ""];
        answers.extend(std::iter::repeat_n("", questions));
        answers.push("Quit");
        let transcript = run_play(&mut t, args(Some("1"), &[], None), &answers);
        assert!(
            transcript
                .iter()
                .any(|l| l.contains("1 is unchanged: every answer was kept")),
            "{game}: {transcript:#?}"
        );
        assert_eq!(std::fs::read(&t.path).unwrap(), before, "{game} wrote");
        assert_eq!(edit_reasons(&t, 1), Vec::<String>::new(), "{game}");
    }
}

#[test]
fn finish_before_any_deal_is_refused_in_place_and_play_goes_on() {
    let mut t = table();
    let transcript = run_play(
        &mut t,
        args(Some("pig10"), &["Ann", "Bob"], None),
        &["Finish", "Record deal 1", "10", "20", "Quit"],
    );
    // Refused before "are you sure?", pointing to the menu's own Abandon, not a command line.
    assert!(
        said(
            &transcript,
            "Match 1 goes on: match 1 has no deals yet, so there is nothing to rank; record one \
             first, or pick \"Abandon the match\" in the menu to stop it without a winner"
        ),
        "{transcript:?}"
    );
    assert!(
        !transcript.iter().any(|l| l.contains("Finish match 1 now?")),
        "{transcript:?}"
    );
    assert_eq!(totals(&t, 1), vec![10, 20]);
}

#[test]
fn a_fix_reason_too_long_is_asked_again_and_the_fix_kept() {
    let mut t = table();
    pig10_with(&mut t, &[(10, 5)]);
    let long = "x".repeat(501);
    let transcript = run_play(
        &mut t,
        args(Some("1"), &[], None),
        &[
            "Fix a past deal",
            "Deal 1",
            "11",
            "5",
            &long,
            "recounted",
            "Quit",
        ],
    );
    assert!(
        said(&transcript, "the reason has 501 characters"),
        "{transcript:?}"
    );
    assert_eq!(totals(&t, 1), vec![11, 5]);
}

#[test]
fn a_start_screen_of_more_unfinished_matches_than_it_lists_says_how_to_reach_the_others() {
    let mut t = table();
    for i in 0..10 {
        let (a, b) = (format!("A{i}"), format!("B{i}"));
        run_play(&mut t, args(Some("pig10"), &[&a, &b], None), &["Quit"]);
    }
    let ui = run_play_ui(&mut t, args(None, &[], None), &["Resume match 10", "Quit"]);
    assert!(
        said(
            &ui.transcript,
            "The 9 newest unfinished matches are listed; `tenscore play MATCH` resumes an older one"
        ),
        "{:?}",
        ui.transcript
    );
    let resume = ui.offered[0].iter().filter(|i| i.starts_with("Resume"));
    assert_eq!(resume.count(), 9);
}

#[test]
fn a_fix_in_play_names_the_halving_a_later_round_no_longer_has() {
    let mut t = table();
    run_play(
        &mut t,
        args(Some("under10"), &["Ann", "Bob", "Cy"], None),
        &["Quit"],
    );
    // Cy calls and stands three times; Ann reaches exactly 100 in round 3 and is halved to 50.
    for (ann, bob) in [("60", "10"), ("35", "10"), ("5", "10")] {
        let input = RoundInput::entries(vec![
            ("Ann".into(), ann.into()),
            ("Bob".into(), bob.into()),
            ("Cy".into(), "1".into()),
        ])
        .with_flag("call", "Cy");
        ops::record_round(&mut t.store, Some(1), &input).unwrap_or_else(|e| panic!("{e}"));
    }
    assert_eq!(totals(&t, 1), vec![50, 30, 0]);
    // Ann had 61 in round 1: 101 after round 3, no halving.
    let transcript = run_play(
        &mut t,
        args(Some("1"), &[], None),
        &[
            "Fix a past round",
            "Round 1",
            "Someone called",
            "Cy",
            "61",
            "10",
            "1",
            "recounted",
            "Quit",
        ],
    );
    assert_eq!(totals(&t, 1), vec![101, 30, 0]);
    let line = (transcript.iter())
        .flat_map(|said| said.lines())
        .find(|line| line.starts_with("Round 3, Ann: no longer"))
        .unwrap_or_else(|| panic!("no line about round 3: {transcript:#?}"));
    assert!(line.ends_with("(total 101)"), "{line}");
}
