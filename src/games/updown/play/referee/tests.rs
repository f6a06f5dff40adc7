use super::*;
use crate::games::ui::scripted::ScriptedUi;

/// Round 2 of Ann, Bob and Cy: 2 cards, Bob bids first and leads; hearts trump.
fn round_two() -> (Standing, Opening) {
    let names: Vec<String> = ["Ann", "Bob", "Cy"].map(String::from).to_vec();
    let mut standing = Standing::start(&names);
    standing.rounds_played = 1;
    let opening = Opening {
        cards: 2,
        trump: crate::games::updown::tricks::Trump::Of(Suit::Hearts),
        bids: vec![0, 1, 1],
    };
    (standing, opening)
}

fn taken(input: &RoundInput) -> Vec<(&str, &str)> {
    (input.entries.iter())
        .map(|(n, v)| (n.as_str(), v.as_str()))
        .collect()
}

#[test]
fn the_cards_of_every_trick_give_the_tricks_each_winner_said_as_typed() {
    let (standing, opening) = round_two();
    // Bob leads K♣ (Cy A♠, Ann 5♣): Bob's; Bob leads 2♥ (Cy 4♦, Ann 3♥): Ann's.
    let mut ui = ScriptedUi::new(&["y", "KC,AS", "KC,AS,5C", "2H,4D,3H"]);
    let input = ask_hand_or_tricks(&mut ui, &standing, &opening)
        .unwrap()
        .unwrap();
    assert_eq!(taken(&input), [("Ann", "1"), ("Bob", "1"), ("Cy", "0")]);
    assert_eq!(
        ui.transcript,
        [
            "Referee the hand? (type the cards of every trick) > y",
            "Trick 1, led by Bob: its cards in the order played, e.g. KC,AS,5C > KC,AS",
            "refused: give 3 cards, one per player, not 2",
            "Trick 1, led by Bob: its cards in the order played, e.g. KC,AS,5C > KC,AS,5C",
            "Bob takes it with K♣: no trump (hearts) was played, so the highest club (the suit \
             led) takes the trick, and K♣ ranks above 5♣; A♠ is neither a club nor a trump, so \
             it cannot win.",
            "Trick 2, led by Bob: its cards in the order played, e.g. KC,AS,5C > 2H,4D,3H",
            "Ann takes it with 3♥: it is the highest trump (hearts, the suit led), above 2♥, and \
             a trump beats every card of another suit, even 4♦.",
        ]
    );
}

#[test]
fn a_revoke_is_shown_with_the_rule_and_the_table_types_the_hand_again_or_records_it() {
    let (standing, opening) = round_two();
    // Cy discards A♠ on clubs, then plays 4♣: a revoke. Typed again, then recorded as played.
    let mut ui = ScriptedUi::new(&[
        "y", "KC,AS,5C", "2H,4C,3H", "n", "KC,AS,5C", "2H,KC,3H", "2H,4C,3H", "y",
    ]);
    let input = ask_hand_or_tricks(&mut ui, &standing, &opening)
        .unwrap()
        .unwrap();
    assert_eq!(taken(&input), [("Ann", "1"), ("Bob", "1"), ("Cy", "0")]);
    let revoke = "Revoke: Cy revoked in trick 1: clubs were led and Cy played A♠, yet played 4♣ \
                  in trick 2, so Cy held a club; follow suit when you can (the rule document \
                  names no penalty for a revoke, and neither does tenscore: the table decides).";
    assert_eq!(ui.transcript.iter().filter(|l| *l == revoke).count(), 2);
    assert!(
        (ui.transcript.iter()).any(|l| l == "refused: K♣ is played already in this hand"),
        "{:?}",
        ui.transcript
    );
    assert_eq!(
        ui.transcript.last().map(String::as_str),
        Some("Record the tricks as played? (no: type the hand again) > y")
    );
}

#[test]
fn back_from_the_first_trick_or_number_asks_whether_to_referee_again_offering_the_answer() {
    let (standing, opening) = round_two();
    // Yes, a trick, back twice: the question again, yes offered (Enter); back at the first
    // trick again; no, back at the first count: no offered; back there leaves the round.
    let mut ui = ScriptedUi::new(&[
        "y", "KC,AS,5C", "back", "back", "", "back", "n", "back", "back",
    ]);
    let left = ask_hand_or_tricks(&mut ui, &standing, &opening).unwrap();
    assert!(left.is_none(), "{left:?}");
    let asked: Vec<&str> = (ui.transcript.iter())
        .filter(|l| l.starts_with("Referee the hand?"))
        .map(|l| l.rsplit("> ").next().unwrap_or_default())
        .collect();
    assert_eq!(asked, ["y", "", "n", "back"], "{:?}", ui.transcript);
    // Answered no, the tricks are asked as numbers.
    let mut ui = ScriptedUi::new(&["n", "0", "2", "0"]);
    let input = ask_hand_or_tricks(&mut ui, &standing, &opening).unwrap();
    assert_eq!(
        taken(&input.unwrap()),
        [("Bob", "0"), ("Cy", "2"), ("Ann", "0")]
    );
}

#[test]
fn without_a_recorded_trump_the_hand_asks_for_it() {
    let (standing, mut opening) = round_two();
    opening.trump = crate::games::updown::tricks::Trump::NotGiven;
    // No trumps: Bob's 2♥ lead is taken by Ann's 3♥, the highest heart.
    let mut ui = ScriptedUi::new(&["y", "", "KC,AS,5C", "2H,4D,3H"]);
    let input = ask_hand_or_tricks(&mut ui, &standing, &opening)
        .unwrap()
        .unwrap();
    assert_eq!(taken(&input), [("Ann", "1"), ("Bob", "1"), ("Cy", "0")]);
    assert_eq!(
        ui.transcript[1],
        "Trump suit of this hand (C, D, H, S; Enter for none) > "
    );
    // A hand without trumps is recorded with the bids as `bid --trump none` records it.
    assert_eq!(input.flag("trump"), Some("none"));
}

#[test]
fn a_hand_told_no_trumps_with_the_bids_is_refereed_without_asking() {
    let (standing, mut opening) = round_two();
    opening.trump = crate::games::updown::tricks::Trump::NoTrumps;
    let mut ui = ScriptedUi::new(&["y", "KC,AS,5C", "2H,4D,3H"]);
    let input = ask_hand_or_tricks(&mut ui, &standing, &opening)
        .unwrap()
        .unwrap();
    assert_eq!(taken(&input), [("Ann", "1"), ("Bob", "1"), ("Cy", "0")]);
    assert!(
        !ui.transcript
            .iter()
            .any(|line| line.starts_with("Trump suit"))
    );
    // Told already with the bids: nothing to add to them.
    assert_eq!(input.flag("trump"), None);
}

#[test]
fn a_trump_asked_for_comes_back_to_be_recorded_with_the_bids() {
    let (standing, mut opening) = round_two();
    opening.trump = crate::games::updown::tricks::Trump::NotGiven;
    let mut ui = ScriptedUi::new(&["y", "harten", "KC,AS,5C", "2H,4D,3H"]);
    let input = ask_hand_or_tricks(&mut ui, &standing, &opening)
        .unwrap()
        .unwrap();
    assert_eq!(input.flag("trump"), Some("H"));
    // A trump the bids recorded is theirs already.
    let (standing, opening) = round_two();
    let mut ui = ScriptedUi::new(&["y", "KC,AS,5C", "2H,4D,3H"]);
    let input = ask_hand_or_tricks(&mut ui, &standing, &opening)
        .unwrap()
        .unwrap();
    assert_eq!(input.flag("trump"), None);
}

#[test]
fn referee_this_hand_from_the_menu_referees_a_match_without_referee_without_asking_again() {
    use crate::games::ui::{Flows, PlayMatch};
    use crate::games::updown::Options;
    use crate::games::updown::play::UpdownFlows;
    let (standing, opening) = round_two();
    let mut options = Options {
        peak: 3,
        hook: false,
        no_trump: false,
        referee: false,
    };
    let plain = serde_json::to_value(options).unwrap();
    options.referee = true;
    let refereed = serde_json::to_value(options).unwrap();
    // Offered where the match does not referee every hand already.
    assert!(UpdownFlows.offers_referee(&plain));
    assert!(!UpdownFlows.offers_referee(&refereed));

    let bids = serde_json::to_value(&opening).unwrap();
    let game = PlayMatch {
        options: &plain,
        opening: Some(&bids),
        past: None,
    };
    // The table chose it in the menu: no "Referee the hand?", the cards of the first trick next.
    let mut ui = ScriptedUi::new(&["KC,AS,4C", "2H,4D,3H"]);
    let input = (UpdownFlows.ask_refereed_round(&mut ui, &game, &standing))
        .unwrap()
        .unwrap();
    assert_eq!(taken(&input), [("Ann", "1"), ("Bob", "1"), ("Cy", "0")]);
    assert_eq!(
        ui.transcript,
        [
            "Trick 1, led by Bob: its cards in the order played, e.g. KC,AS,5C > KC,AS,4C",
            "Bob takes it with K♣: no trump (hearts) was played, so the highest club (the suit \
             led) takes the trick, and K♣ ranks above 4♣; A♠ is neither a club nor a trump, so \
             it cannot win.",
            "Trick 2, led by Bob: its cards in the order played, e.g. KC,AS,5C > 2H,4D,3H",
            "Ann takes it with 3♥: it is the highest trump (hearts, the suit led), above 2♥, and \
             a trump beats every card of another suit, even 4♦.",
        ]
    );

    // Back at the first trick leaves the round (back to the menu), not into the tricks as
    // numbers: nothing more is asked.
    let mut ui = ScriptedUi::new(&["back", "0", "2", "0"]);
    let input = (UpdownFlows.ask_refereed_round(&mut ui, &game, &standing)).unwrap();
    assert!(input.is_none(), "{input:?}");
    assert_eq!(ui.transcript.len(), 1, "{:?}", ui.transcript);
}

#[test]
fn no_trump_may_be_typed_in_any_language_the_table_speaks() {
    let (standing, mut opening) = round_two();
    opening.trump = crate::games::updown::tricks::Trump::NotGiven;
    for word in ["none", "geen", "zonder troef", "kein", "ohne Trumpf"] {
        // As with Enter: Bob's 2♥ lead is taken by Ann's 3♥, the highest heart.
        let mut ui = ScriptedUi::new(&["y", word, "KC,AS,5C", "2H,4D,3H"]);
        let input = ask_hand_or_tricks(&mut ui, &standing, &opening)
            .unwrap()
            .unwrap();
        assert_eq!(
            taken(&input),
            [("Ann", "1"), ("Bob", "1"), ("Cy", "0")],
            "{word}"
        );
        assert!(
            !ui.transcript.iter().any(|l| l.starts_with("refused")),
            "{word}: {:?}",
            ui.transcript
        );
    }
}

#[test]
fn back_from_the_first_trick_asks_the_trump_again_offering_it_when_it_was_asked() {
    let (standing, mut opening) = round_two();
    opening.trump = crate::games::updown::tricks::Trump::NotGiven;
    // Hearts, back at the first trick: the trump again, hearts offered (Enter takes it); back
    // at the first trick again, then at the trump: "Referee the hand?" again (Enter: yes); the
    // trump asked afresh (Enter: none), then the hand as played.
    let mut ui = ScriptedUi::new(&[
        "y", "H", "back", "", "back", "back", "", "", "KC,AS,5C", "2H,4D,3H",
    ]);
    let input = ask_hand_or_tricks(&mut ui, &standing, &opening)
        .unwrap()
        .unwrap();
    let trumps = (ui.transcript.iter())
        .filter(|l| l.starts_with("Trump suit of this hand"))
        .count();
    assert_eq!(trumps, 4, "{:?}", ui.transcript);
    assert!(
        ui.transcript.iter().any(|l| l == "(took the offered H)"),
        "{:?}",
        ui.transcript
    );
    let referee = (ui.transcript.iter())
        .filter(|l| l.starts_with("Referee the hand?"))
        .count();
    assert_eq!(referee, 2, "{:?}", ui.transcript);
    // The last trump answered (Enter, nothing offered once the question was left) is recorded.
    assert_eq!(input.flag("trump"), Some("none"));
    assert_eq!(taken(&input), [("Ann", "1"), ("Bob", "1"), ("Cy", "0")]);
}
