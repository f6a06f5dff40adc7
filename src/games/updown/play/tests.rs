use super::*;
use crate::games::ui::scripted::ScriptedUi;

fn table(players: &[&str]) -> Standing {
    Standing::start(&players.iter().map(|p| p.to_string()).collect::<Vec<_>>())
}

fn pairs(input: &RoundInput) -> Vec<(&str, &str)> {
    input
        .entries
        .iter()
        .map(|(n, v)| (n.as_str(), v.as_str()))
        .collect()
}

#[test]
fn bids_are_asked_in_bidding_order_and_the_hook_bid_is_refused_as_typed() {
    let mut standing = table(&["Ann", "Bob", "Cy", "Dee"]);
    standing.rounds_played = 2; // round 3: 3 cards, Cy bids first, Bob last
    let options = Options {
        peak: 10,
        hook: true,
        no_trump: false,
        referee: false,
    };
    let mut ui = ScriptedUi::new(&["harten", "1", "4", "0", "1", "1", "2"]);
    let input = ask_bids(&mut ui, &options, &standing).unwrap().unwrap();
    assert_eq!(input.flag("trump"), Some("harten"));
    assert_eq!(
        pairs(&input),
        [("Cy", "1"), ("Dee", "0"), ("Ann", "1"), ("Bob", "2")]
    );
    assert_eq!(
        ui.transcript,
        [
            "Bids for round 3, from Cy round the table; type back to go back one answer.",
            "Trump suit (C, D, H, S, hearts, ..., or none; Enter to skip) > harten",
            "Cy's bid (0–3) > 1",
            "Dee's bid (0–3) > 4",
            "refused: a bid is a whole number from 0 to 3",
            "Dee's bid (0–3) > 0",
            "Ann's bid (0–3) > 1",
            "Bob's bid (0–3, not 1) > 1",
            "refused: with the hook, Bob (bidding last) may not bid 1: the bids would add up to \
             the 3 cards",
            "Bob's bid (0–3, not 1) > 2",
        ]
    );
    // The engine accepts what the prompts let through.
    assert!(crate::games::Rules::open(&updown::Updown, &options, &standing, &input).is_ok());
}

#[test]
fn the_trump_may_be_skipped_and_back_leaves_the_bids() {
    let standing = table(&["Ann", "Bob", "Cy"]);
    let options = Options {
        peak: 10,
        hook: false,
        no_trump: false,
        referee: false,
    };
    let mut ui = ScriptedUi::new(&["", "0", "1", "1"]);
    let input = ask_bids(&mut ui, &options, &standing).unwrap().unwrap();
    assert_eq!(input.flag("trump"), None);
    assert_eq!(pairs(&input), [("Ann", "0"), ("Bob", "1"), ("Cy", "1")]);

    // A round without trumps is an answer of its own, in any of the three languages.
    for said in ["none", "geen", "ohne Trumpf"] {
        let mut ui = ScriptedUi::new(&[said, "0", "1", "1"]);
        let input = ask_bids(&mut ui, &options, &standing).unwrap().unwrap();
        assert_eq!(input.flag("trump"), Some(said));
        let opening = crate::games::Rules::open(&updown::Updown, &options, &standing, &input);
        let no_trumps = crate::games::updown::tricks::Trump::NoTrumps;
        assert_eq!(opening.unwrap().trump, no_trumps, "{said}");
    }

    let mut ui = ScriptedUi::new(&["KX"]);
    assert!(ask_bids(&mut ui, &options, &standing).is_err());
    assert!(
        ui.transcript
            .iter()
            .any(|line| line.starts_with("refused: 'KX' is not a suit"))
    );

    // Back steps back one answer, offering it again: Bob's bid, Ann's, the trump, then out.
    let mut ui = ScriptedUi::new(&["H", "0", "1", "back", "back", "back", "back"]);
    assert_eq!(ask_bids(&mut ui, &options, &standing).unwrap(), None);
    let offered: Vec<&String> = (ui.transcript.iter())
        .filter(|line| line.starts_with("(took"))
        .collect();
    assert!(offered.is_empty(), "{:?}", ui.transcript);
    let mut ui = ScriptedUi::new(&["H", "0", "1", "back", "", "1"]);
    let input = ask_bids(&mut ui, &options, &standing).unwrap().unwrap();
    assert_eq!(pairs(&input), [("Ann", "0"), ("Bob", "1"), ("Cy", "1")]);
    assert!(ui.transcript.contains(&"(took the offered 1)".to_string()));
}

#[test]
fn a_match_that_does_not_ask_for_the_trump_starts_with_the_first_bid() {
    let standing = table(&["Ann", "Bob", "Cy"]);
    let options = Options {
        peak: 10,
        hook: false,
        no_trump: true,
        referee: false,
    };
    let mut ui = ScriptedUi::new(&["0", "1", "1"]);
    let input = ask_bids(&mut ui, &options, &standing).unwrap().unwrap();
    assert_eq!(input.flag("trump"), None);
    assert_eq!(pairs(&input), [("Ann", "0"), ("Bob", "1"), ("Cy", "1")]);
    assert!(!ui.transcript.iter().any(|line| line.starts_with("Trump")));
    // Back at the first bid leaves the round.
    let mut ui = ScriptedUi::new(&["back"]);
    assert_eq!(ask_bids(&mut ui, &options, &standing).unwrap(), None);
}

#[test]
fn tricks_are_checked_as_typed_and_the_last_player_is_offered_the_remainder() {
    let mut standing = table(&["Ann", "Bob", "Cy"]);
    standing.rounds_played = 3; // round 4: Ann leads
    let opening = Opening {
        cards: 4,
        trump: crate::games::updown::tricks::Trump::NotGiven,
        bids: vec![2, 1, 0],
    };
    let mut ui = ScriptedUi::new(&["5", "2", "3", "1", ""]);
    let input = ask_tricks(&mut ui, &standing, &opening).unwrap().unwrap();
    assert_eq!(pairs(&input), [("Ann", "2"), ("Bob", "1"), ("Cy", "1")]);
    assert_eq!(
        ui.transcript,
        [
            "Tricks taken in round 4, 4 in all, from the leader round the table; type back to \
             go back one answer.",
            "Ann's tricks (bid 2) > 5",
            "refused: round 4 has 4 tricks; Ann can take at most 4",
            "Ann's tricks (bid 2) > 2",
            "Bob's tricks (bid 1) > 3",
            "refused: round 4 has 4 tricks; 2 already taken, so Bob can take at most 2",
            "Bob's tricks (bid 1) > 1",
            "Cy's tricks (bid 0) > ",
            "(took the offered 1)",
        ]
    );
}

#[test]
fn the_last_player_must_take_exactly_what_remains() {
    let mut standing = table(&["Ann", "Bob", "Cy"]);
    standing.rounds_played = 1; // round 2: Bob leads, then Cy, then Ann
    let opening = Opening {
        cards: 2,
        trump: crate::games::updown::tricks::Trump::NotGiven,
        bids: vec![0, 1, 1],
    };
    let mut ui = ScriptedUi::new(&["1", "0", "0", "1"]);
    let input = ask_tricks(&mut ui, &standing, &opening).unwrap().unwrap();
    assert_eq!(pairs(&input), [("Bob", "1"), ("Cy", "0"), ("Ann", "1")]);
    assert!(ui.transcript.contains(
        &"refused: the tricks must add up to 2, so Ann took the 1 trick left, not 0".to_string()
    ));

    let mut ui = ScriptedUi::new(&["back"]);
    assert_eq!(ask_tricks(&mut ui, &standing, &opening).unwrap(), None);
    // Back at the last player goes to the one before, offering what they typed.
    let mut ui = ScriptedUi::new(&["1", "1", "back", "", "0", ""]);
    let input = ask_tricks(&mut ui, &standing, &opening).unwrap().unwrap();
    assert_eq!(pairs(&input), [("Bob", "1"), ("Cy", "1"), ("Ann", "0")]);
}

#[test]
fn the_options_offer_the_deepest_peak_the_deck_deals() {
    let mut ui = ScriptedUi::new(&["9", "", "y", "n"]);
    let chosen = ask_options(&mut ui, 6).unwrap();
    assert_eq!(chosen, ["--peak", "8", "--hook", "--no-trump"]);
    assert!(
        (ui.transcript.iter())
            .any(|line| line.starts_with("Most cards in a round (the peak, 1 to 8) >")),
        "the question names the range: {:?}",
        ui.transcript
    );
    assert!(ui.transcript.contains(
        &"refused: the peak is a number from 1 to 8 (52 cards, one kept for trump, among 6 players)"
            .to_string()
    ));
    // Four players may go up to 12 (a 23-round match), as `new --peak` and the rules say.
    let mut ui = ScriptedUi::new(&["12", "n", "y"]);
    assert_eq!(ask_options(&mut ui, 4).unwrap(), ["--peak", "12"]);
    assert!(ui.transcript[0].starts_with("Most cards in a round (the peak, 1 to 12) >"));
}

#[test]
fn a_past_round_asked_again_offers_its_trump_bids_and_tricks() {
    let standing = table(&["Ann", "Bob", "Cy"]);
    let options = Options {
        peak: 3,
        hook: false,
        no_trump: false,
        referee: false,
    };
    let opening = Opening {
        cards: 1,
        trump: crate::games::updown::tricks::Trump::Of(crate::games::cards::Suit::Hearts),
        bids: vec![1, 0, 1],
    };
    let mut ui = ScriptedUi::new(&["", "", "", ""]);
    let bids = ask_bids_again(&mut ui, &options, &standing, Some(&opening))
        .unwrap()
        .unwrap();
    assert_eq!(bids.flag("trump"), Some("H"));
    assert_eq!(pairs(&bids), [("Ann", "1"), ("Bob", "0"), ("Cy", "1")]);
    // A round told without trumps offers that again.
    let no_trumps = Opening {
        trump: crate::games::updown::tricks::Trump::NoTrumps,
        ..opening.clone()
    };
    let mut ui = ScriptedUi::new(&["", "", "", ""]);
    let bids = ask_bids_again(&mut ui, &options, &standing, Some(&no_trumps))
        .unwrap()
        .unwrap();
    assert_eq!(bids.flag("trump"), Some("none"));
    let past = updown::Entry {
        tricks: vec![1, 0, 0],
    };
    let mut ui = ScriptedUi::new(&["", "", ""]);
    let tricks = ask_tricks_again(&mut ui, &standing, &opening, Some(&past))
        .unwrap()
        .unwrap();
    assert_eq!(pairs(&tricks), [("Ann", "1"), ("Bob", "0"), ("Cy", "0")]);
}

#[test]
fn the_most_a_player_can_take_is_said_in_dutch_and_german() {
    use crate::i18n::{Lang, with};
    let refusals = |lang| {
        with(lang, || {
            let standing = table(&["Ann", "Bob", "Cy"]);
            let opening = Opening {
                cards: 1,
                trump: crate::games::updown::tricks::Trump::NotGiven,
                bids: vec![1, 0, 0],
            };
            let mut ui = ScriptedUi::new(&["2", "1", "0", ""]);
            ask_tricks(&mut ui, &standing, &opening).unwrap().unwrap();
            let mut standing = table(&["Ann", "Bob", "Cy"]);
            standing.rounds_played = 3; // round 4: 4 cards, Ann leads
            let opening = Opening {
                cards: 4,
                trump: crate::games::updown::tricks::Trump::NotGiven,
                bids: vec![2, 1, 0],
            };
            let mut later = ScriptedUi::new(&["2", "3", "1", ""]);
            ask_tricks(&mut later, &standing, &opening)
                .unwrap()
                .unwrap();
            (ui.transcript.into_iter().chain(later.transcript))
                .filter(|line| line.starts_with("refused"))
                .collect::<Vec<_>>()
        })
    };
    assert_eq!(
        refusals(Lang::Nl),
        [
            "refused: ronde 1 heeft 1 slag; Ann kan er hooguit 1 halen",
            "refused: ronde 4 heeft 4 slagen; er zijn er al 2 gehaald, dus Bob kan er hooguit 2 \
             halen",
        ]
    );
    assert_eq!(
        refusals(Lang::De),
        [
            "refused: Runde 1 hat 1 Stich; Ann kann höchstens 1 machen",
            "refused: Runde 4 hat 4 Stiche; 2 sind schon vergeben, also kann Bob höchstens 2 \
             machen",
        ]
    );
}

#[test]
fn once_no_trick_remains_enter_takes_the_only_answer_0() {
    // Round 1 of 3 players: 1 card; Ann leads and takes it. Enter at Bob's tricks said "a whole
    // number from 0 to 0"; it takes the 0 offered, as at Cy's.
    let standing = table(&["Ann", "Bob", "Cy"]);
    let opening = Opening {
        cards: 1,
        trump: crate::games::updown::tricks::Trump::NotGiven,
        bids: vec![1, 0, 1],
    };
    let mut ui = ScriptedUi::new(&["1", "", ""]);
    let input = ask_tricks(&mut ui, &standing, &opening).unwrap().unwrap();
    assert_eq!(pairs(&input), [("Ann", "1"), ("Bob", "0"), ("Cy", "0")]);
    assert!(!ui.transcript.iter().any(|line| line.starts_with("refused")));
}
