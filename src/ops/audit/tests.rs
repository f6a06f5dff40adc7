use serde_json::json;

use super::{Checked, Finding, replay_match};
use crate::games::{GameId, RoundInput, pig10, under10};
use crate::packed::{Packed, pack};
use crate::store::{Ending, MatchInfo, RoundRecord, Status};
use crate::test_support;

fn match_of(game: GameId, players: &[&str], options: &[&str]) -> MatchInfo {
    test_support::match_of(7, game, players, options)
}

/// Rounds as `round` records them: each typed entry parsed and scored from the standing before.
fn played(info: &MatchInfo, rounds: &[RoundInput]) -> Vec<RoundRecord> {
    test_support::played(info, rounds).0
}

fn cards(counts: &[(&str, u32)]) -> RoundInput {
    RoundInput::entries(
        counts
            .iter()
            .map(|(name, n)| (name.to_string(), n.to_string()))
            .collect(),
    )
}

fn pig10_deals() -> (MatchInfo, Vec<RoundRecord>) {
    let info = match_of(pig10::ID, &["Ann", "Bob"], &[]);
    let deals = [
        cards(&[("Ann", 3), ("Bob", 5)]),
        cards(&[("Ann", 4), ("Bob", 1)]),
        cards(&[("Ann", 2), ("Bob", 6)]),
        cards(&[("Ann", 7), ("Bob", 0)]),
    ];
    let rounds = played(&info, &deals);
    (info, rounds)
}

fn replay(info: &MatchInfo, rounds: &[RoundRecord]) -> (usize, Vec<Finding>) {
    let mut findings = Vec::new();
    let replayed = replay_match(info, rounds, &mut findings).expect("replayed");
    (replayed, findings)
}

/// (round, player, what) of each finding.
fn found(findings: &[Finding]) -> Vec<(u32, Option<String>, Checked)> {
    findings
        .iter()
        .map(|f| {
            (
                f.seq,
                f.player.as_ref().map(|p| p.as_stored().to_string()),
                f.what,
            )
        })
        .collect()
}

fn bob(seq: u32, what: Checked) -> (u32, Option<String>, Checked) {
    (seq, Some("Bob".to_string()), what)
}

#[test]
fn rounds_scored_as_the_rules_score_them_have_no_findings() {
    let (info, rounds) = pig10_deals();
    assert_eq!(replay(&info, &rounds), (4, Vec::new()));
}

#[test]
fn one_altered_row_is_one_round_reported_not_every_round_after_it() {
    let (info, mut rounds) = pig10_deals();
    rounds[1].scores[1].points += 5;
    rounds[1].scores[1].total += 5;
    let (_, findings) = replay(&info, &rounds);
    assert_eq!(
        found(&findings),
        vec![bob(2, Checked::Points), bob(2, Checked::Total)]
    );
    assert_eq!(
        (findings[0].stored.clone(), findings[0].expected.clone()),
        (json!(6), json!(1))
    );
    assert_eq!(
        findings[0].reason,
        "Bob's score is stored as 6 but the rules give 1 (Cards collected this deal: Ann 4, Bob 1 \
         (5 in all; cards left in the middle belong to nobody). Most this deal: Ann with 4.)"
    );
    assert!(
        findings[1].reason.starts_with(
            "Bob's running total is stored as 11 but the rules give 6 from 5 before this deal ("
        ),
        "{}",
        findings[1].reason
    );
}

#[test]
fn totals_shifted_from_one_round_on_are_reported_in_that_round_only() {
    // An older scorer added 5 to Bob in deal 2 and carried it on: deals 3 and 4 follow from
    // what is stored before them.
    let (info, mut rounds) = pig10_deals();
    rounds[1].scores[1].points += 5;
    for round in &mut rounds[1..] {
        round.scores[1].total += 5;
    }
    let (_, findings) = replay(&info, &rounds);
    assert_eq!(
        found(&findings),
        vec![bob(2, Checked::Points), bob(2, Checked::Total)]
    );
}

#[test]
fn a_round_that_follows_from_neither_standing_is_reported_too() {
    let (info, mut rounds) = pig10_deals();
    rounds[1].scores[1].total += 5;
    rounds[2].scores[1].total += 1;
    let (_, findings) = replay(&info, &rounds);
    assert_eq!(
        found(&findings),
        vec![bob(2, Checked::Total), bob(3, Checked::Total)]
    );
    // Judged from the standing the rules gave for deal 2: 6 + 6.
    assert_eq!(findings[1].expected, json!(12));
}

#[test]
fn an_entry_the_engine_refuses_is_reported_with_its_rule_and_the_rest_judged_from_what_is_stored() {
    let (info, mut rounds) = pig10_deals();
    rounds[2].entry = Some(Packed::checked(pack(&json!({"cards": [2]}))).expect("packed"));
    let (_, findings) = replay(&info, &rounds);
    assert_eq!(found(&findings), vec![(3, None, Checked::Entry)]);
    assert_eq!(
        findings[0].reason,
        "its stored entry no longer scores: the deal does not have one count per player; record \
         the deal again"
    );
    assert_eq!(findings[0].stored, json!({"cards": [2]}));
}

#[test]
fn out_notes_and_halving_are_compared_with_what_the_rules_give() {
    let info = match_of(under10::ID, &["Ann", "Bob", "Cy"], &[]);
    let round = |ann: &str, bob: &str, cy: &str| {
        RoundInput::entries(vec![
            ("Ann".into(), ann.into()),
            ("Bob".into(), bob.into()),
            ("Cy".into(), cy.into()),
        ])
        .with_flag("call", "Cy")
    };
    // Bob reaches exactly 100 in round 2 and is halved to 50.
    let mut rounds = played(&info, &[round("40", "60", "0"), round("10", "40", "0")]);
    assert_eq!(replay(&info, &rounds).1.len(), 0);
    rounds[1].scores[1].total = 100;
    rounds[1].scores[1].notes_mut().clear();
    let (_, findings) = replay(&info, &rounds);
    assert_eq!(
        found(&findings),
        vec![bob(2, Checked::Total), bob(2, Checked::Notes)]
    );
    assert!(
        findings[0]
            .reason
            .contains("Bob reached exactly 100 and is halved to 50."),
        "{}",
        findings[0].reason
    );
    assert!(
        findings[1]
            .reason
            .starts_with("Bob's notes are stored as none but the rules give 'halved 100 → 50'"),
        "{}",
        findings[1].reason
    );
    rounds[1].scores[1].out = true;
    assert!(found(&replay(&info, &rounds).1).contains(&bob(2, Checked::Out)));
}

#[test]
fn a_match_ended_by_its_rules_must_be_ended_by_them_and_one_in_progress_must_not_be() {
    let (mut info, rounds) = pig10_deals();
    // Pig 10's rules never end a match: `finish` does.
    info.status = Status::Finished;
    info.ended_by = Some(Ending::Finish);
    assert_eq!(replay(&info, &rounds).1.len(), 0);
    info.status = Status::Abandoned;
    info.ended_by = Some(Ending::Abandoned);
    assert_eq!(replay(&info, &rounds).1.len(), 0);
    info.status = Status::Finished;
    info.ended_by = Some(Ending::Rules);
    let (_, findings) = replay(&info, &rounds);
    assert_eq!(found(&findings), vec![(4, None, Checked::End)]);
    assert_eq!(
        findings[0].reason,
        "it is stored as ended by its rules after deal 4, but its rules do not end it there \
         (most cards collected over the deals wins)"
    );

    // Under the 10, first one out: Bob goes out in round 3, and that ends the match.
    let mut info = match_of(under10::ID, &["Ann", "Bob"], &["--end", "first-out"]);
    let luck = |bob: &str| {
        RoundInput::entries(vec![("Ann".into(), "0".into()), ("Bob".into(), bob.into())])
            .with_flag("luck", "Ann")
    };
    let mut rounds = played(&info, &[luck("60"), luck("60"), luck("40")]);
    let (_, findings) = replay(&info, &rounds);
    assert_eq!(found(&findings), vec![(3, None, Checked::End)]);
    assert_eq!(
        findings[0].reason,
        "it is stored as in progress, but its rules end it after round 3 (ends when the first \
         player goes out; lowest total wins; bonus cards off)"
    );
    info.status = Status::Finished;
    info.ended_by = Some(Ending::Rules);
    assert_eq!(replay(&info, &rounds), (3, Vec::new()));

    // A round recorded after that end is reported once, and the end with it.
    let mut late = rounds[2].clone();
    late.seq = 4;
    rounds.push(late);
    let (replayed, findings) = replay(&info, &rounds);
    assert_eq!(
        (replayed, found(&findings)),
        (4, vec![(4, None, Checked::Late)])
    );
    assert!(
        findings[0]
            .reason
            .starts_with("the rules ended the match after round 3, so round 4 should not have been played; its rules: ends when"),
        "{}",
        findings[0].reason
    );
}

/// Pig 10 as recorded, deal 3 edited (its take 1 replaced), then deal 1 edited: deals 2 to 4
/// rescored in place from the new deal 1, the old takes as they were recorded.
fn pig10_edited() -> (MatchInfo, Vec<RoundRecord>) {
    let (info, original) = pig10_deals();
    let edited_deals = [
        cards(&[("Ann", 6), ("Bob", 2)]),
        cards(&[("Ann", 4), ("Bob", 1)]),
        cards(&[("Ann", 5), ("Bob", 3)]),
        cards(&[("Ann", 7), ("Bob", 0)]),
    ];
    let edited = played(&info, &edited_deals);
    let old = |round: &RoundRecord| {
        let mut old = round.clone();
        old.withdrawn = true;
        old
    };
    let live = |round: &RoundRecord| {
        let mut live = round.clone();
        live.take = 2;
        live
    };
    let rounds = vec![
        old(&original[0]),
        live(&edited[0]),
        edited[1].clone(),
        old(&original[2]),
        live(&edited[2]),
        edited[3].clone(),
    ];
    (info, rounds)
}

fn old_takes(info: &MatchInfo, rounds: &[RoundRecord]) -> (usize, Vec<Finding>) {
    let mut findings = Vec::new();
    let checked = super::takes::check_old_takes(info, rounds, &mut findings);
    (checked, findings)
}

#[test]
fn old_takes_follow_from_the_standing_they_were_scored_from_not_the_one_stored_now() {
    let (info, rounds) = pig10_edited();
    assert_eq!(replay(&info, &rounds), (4, Vec::new()));
    // Deal 3's first take was scored from deal 2 as it stood before deal 1 was edited: no
    // longer stored anywhere, but what the rules give from deal 1's first take.
    assert_eq!(old_takes(&info, &rounds), (2, Vec::new()));
}

#[test]
fn an_old_take_altered_behind_tenscores_back_is_reported_with_its_take() {
    let (info, mut rounds) = pig10_edited();
    rounds[3].scores[1].points += 5;
    let (checked, findings) = old_takes(&info, &rounds);
    assert_eq!(checked, 2);
    assert_eq!(found(&findings), vec![bob(3, Checked::Points)]);
    assert_eq!(findings[0].take, Some(1));
    // The live rounds are not what changed.
    assert_eq!(replay(&info, &rounds).1, Vec::new());
}
