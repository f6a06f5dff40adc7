use super::*;
use crate::games::ui::scripted::ScriptedUi;

#[test]
fn teams_are_offered_only_to_4_to_6_players() {
    let mut ui = ScriptedUi::new(&["y", "n", "y"]);
    let chosen = ask_options(&mut ui, 4).unwrap();
    assert_eq!(chosen, ["--teams", "--showdown"]);
    let mut ui = ScriptedUi::new(&["y", "n"]);
    let chosen = ask_options(&mut ui, 3).unwrap();
    assert_eq!(chosen, ["--long"]);
    assert!(!ui.transcript.iter().any(|line| line.contains("teams")));
}

#[test]
fn a_krumme10_game_asks_victory_points_up_to_270() {
    let standing = Standing::start(&["Ann".into(), "Bob".into()]);
    let mut ui = ScriptedUi::new(&["271", "200", "71", "70"]);
    let input = ask_krumme10_game(&mut ui, &standing).unwrap().unwrap();
    assert_eq!(input.entries[1], ("Bob".to_string(), "70".to_string()));
    assert_eq!(
        ui.transcript,
        [
            "Victory points of each player in game 1; type back to go back one answer.",
            "Ann: victory points > 271",
            "refused: 271 is too many: a game gives at most 270 points (54 cards of at most 5)",
            "Ann: victory points > 200",
            "Bob: victory points > 71",
            "refused: Ann 200 and Bob 71 make 271 points, but a game gives at most 270 points (54 \
             cards of at most 5): which count is wrong? Type Bob's again, or back to go back one answer",
            "Bob: victory points > 70",
        ]
    );
}

#[test]
fn a_krumme10_game_is_asked_and_refused_in_dutch() {
    use crate::i18n::{Lang, with};
    let mut standing = Standing::start(&["Ann".into(), "Bob".into(), "Cy".into()]);
    standing.rounds_played = 1;
    // All 270 points counted, so the last is 0.
    let transcript = with(Lang::Nl, || {
        let mut ui = ScriptedUi::new(&["270", "x", "0", "0"]);
        ask_krumme10_game(&mut ui, &standing).unwrap().unwrap();
        ui.transcript
    });
    assert_eq!(
        transcript,
        [
            "Overwinningspunten per speler in potje 2; typ terug om één antwoord terug te gaan.",
            "Ann: overwinningspunten > 270",
            "Bob: overwinningspunten > x",
            "refused: 'x' is geen heel getal: alleen de cijfers 0 tot en met 9 worden gelezen; alle 270 punten zijn al geteld, dus dit is 0",
            "Bob: overwinningspunten > 0",
            "Cy: overwinningspunten > 0",
        ]
    );
}

#[test]
fn a_past_game_asked_again_offers_each_players_points() {
    let standing = Standing::start(&["Ann".into(), "Bob".into(), "Cy".into()]);
    let past = Entry {
        points: vec![120, 100, 50],
    };
    let mut ui = ScriptedUi::new(&["", "", ""]);
    let input = ask_krumme10_game_again(&mut ui, &standing, Some(&past))
        .unwrap()
        .unwrap();
    let typed: Vec<(&str, &str)> = (input.entries.iter())
        .map(|(n, v)| (n.as_str(), v.as_str()))
        .collect();
    assert_eq!(typed, [("Ann", "120"), ("Bob", "100"), ("Cy", "50")]);
}
