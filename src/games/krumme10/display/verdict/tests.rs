use super::*;
use crate::games::krumme10::display::tests::{ABC, ABCD, names, replay, table};

#[test]
fn the_verdict_names_the_jackpot_the_backs_the_teammates_and_the_direction() {
    let table = table(&ABC);
    // Alma reverses: Carla follows her, then Bernie.
    let outcome = replay(&table, &["Carla:4p", "Alma:4p!", "Carla:5", "Bernie:2"]).unwrap();
    assert_eq!(
        outcome.verdict(&table),
        "Exact 15: Bernie scores the 2 and the jackpot of 2 pink 4s (+10). Each may be flipped \
         when scored: the back of a 2 is a 1 or a 3; the back of a pink 4 is a 3 or a 5. Then \
         Bernie draws. Play goes on counterclockwise."
    );
    let outcome = replay(&table, &["Alma:4", "Bernie:5", "Carla:2", "Alma:4p"]).unwrap();
    assert!(
        outcome
            .verdict(&table)
            .starts_with("Exact 15: Alma scores the pink 4, the whole jackpot (+4).")
    );
    let outcome = replay(&table, &["Alma:4p", "Bernie:5", "Carla:2", "Alma:4p"]).unwrap();
    assert!(outcome.verdict(&table).starts_with(
        "Exact 15: Alma scores the pink 4 and the jackpot of 1 more pink 4 (+8). Each may be \
         flipped when scored: the back of a pink 4 is a 3 or a 5."
    ));
    let teams = Table::new(names(&ABCD), true, &names(&["Dora"])).unwrap();
    let outcome = replay(&teams, &["Alma:4", "Bernie:5", "Carla:3", "Alma:5"]).unwrap();
    assert_eq!(
        outcome.verdict(&teams),
        "Foul: Alma went over, 17 against 15. Bernie may score foul points with any of their \
         cards (15 was exceeded). Carla, Alma's teammate, scores none. Dora has no cards left and \
         scores none. Nobody draws: a player without cards means the draw pile is gone \
         (Showdown)."
    );
    let two = Table::new(names(&["Alma", "Bernie"]), false, &names(&["Bernie"])).unwrap();
    let outcome = replay(&two, &["Alma:5", "Alma:3", "Alma:3"]).unwrap();
    assert!(
        outcome
            .verdict(&two)
            .contains("No one may score foul points.")
    );
    let outcome = replay(&table, &["Alma:3", "Bernie:1>Carla:2"]).unwrap();
    assert_eq!(
        outcome.verdict(&table),
        "Open: 6 against 10; the next play continues this display. Then Carla and Bernie draw."
    );
}

#[test]
fn the_verdict_is_said_in_dutch_and_german_with_their_plurals() {
    use crate::i18n::{Lang, with};
    let table = table(&ABC);
    let outcome = replay(&table, &["Carla:4p", "Alma:4p!", "Carla:5", "Bernie:2"]).unwrap();
    assert_eq!(
        with(Lang::Nl, || outcome.verdict(&table)),
        "Precies 15: Bernie krijgt de 2 en de jackpot van 2 roze vieren (+10). Elke kaart mag bij \
         het nemen worden omgedraaid: de achterkant van een 2 is een 1 of een 3; de achterkant van \
         een roze 4 is een 3 of een 5. Daarna trekt Bernie. De beurt gaat verder tegen de klok in."
    );
    assert_eq!(
        with(Lang::De, || outcome.verdict(&table)),
        "Genau 15: Bernie bekommt die 2 und den Jackpot aus 2 pinken Vieren (+10). Jede Karte darf \
         beim Nehmen umgedreht werden: eine 2 hat auf der Rückseite eine 1 oder eine 3; eine \
         pinke 4 hat auf der Rückseite eine 3 oder eine 5. Dann zieht Bernie nach. Weiter geht es \
         gegen den Uhrzeigersinn."
    );
    let outcome = replay(&table, &["Alma:4p", "Bernie:5", "Carla:2", "Alma:4p"]).unwrap();
    assert!(with(Lang::De, || outcome.verdict(&table)).starts_with(
        "Genau 15: Alma bekommt die pinke 4 und den Jackpot aus 1 weiteren pinken 4 (+8)."
    ));
    let teams = Table::new(names(&ABCD), true, &names(&["Dora"])).unwrap();
    let outcome = replay(&teams, &["Alma:4", "Bernie:5", "Carla:3", "Alma:5"]).unwrap();
    assert_eq!(
        with(Lang::Nl, || outcome.verdict(&teams)),
        "Foul: Alma ging over het doel, 17 van 15. Bernie mag met een willekeurige eigen kaart \
         (15 werd overschreden) foulpunten nemen. Carla, teamgenoot van Alma, krijgt niets. Dora \
         heeft geen kaarten meer en krijgt niets. Niemand trekt: er is iemand zonder kaarten, \
         dus de trekstapel is op (uitspelen)."
    );
    let four = Table::new(names(&ABCD), false, &[]).unwrap();
    let outcome = replay(&four, &["Alma:5", "Bernie:3", "Carla:1>Dora:3"]).unwrap();
    assert_eq!(
        with(Lang::De, || outcome.verdict(&four)),
        "Foul: Carla hat die von Dora geklaute 3 gelegt und ist damit über das Ziel gegangen (der \
         Dieb haftet), 12 von 10. Der Reihe nach dürfen Dora, dann Alma, dann Bernie, mit der eigenen \
         niedrigsten Karte Foulpunkte nehmen. Dann ziehen Dora, Alma, Bernie und Carla nach."
    );
}
