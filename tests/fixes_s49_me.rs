//! Session 49: faults fixed in the referee, each pinned by the test that found it fixed.

use crate::common::TestEnv;

/// The 52 cards as 13 tricks of four, one rank a trick.
fn whole_deck_in_tricks() -> Vec<String> {
    [
        "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A",
    ]
    .iter()
    .map(|rank| format!("{rank}C,{rank}D,{rank}H,{rank}S"))
    .collect()
}

/// Four players are dealt at most 12 cards each (51 dealt, one turned for trump): a hand of 13
/// tricks was refereed and scored (Ann's bid of 13 made 23).
#[test]
fn check_updown_hand_refuses_more_tricks_than_the_deck_deals_each_player() {
    let env = TestEnv::new();
    let tricks = whole_deck_in_tricks();
    let mut args = vec![
        "hand",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--leader",
        "Ann",
        "--trump",
        "none",
        "--bids",
        "Ann=13,Bob=0,Cy=0,Dee=0",
    ];
    args.extend(tricks.iter().map(String::as_str));
    let verdict = env.check_json("updown", &args, 3);
    assert_eq!(verdict["legal"], false);
    assert_eq!(
        verdict["reason"],
        "4 players cannot each be dealt 13 cards; a round deals 1 to 12 cards each (52 cards, \
         one kept for trump)"
    );
    assert!(verdict.get("scores").is_none(), "{verdict}");
    // Twelve tricks (Ann bidding all of them) are a hand the deck deals.
    args[8] = "Ann=12,Bob=0,Cy=0,Dee=0";
    let twelve = env.check_json("updown", &args[..args.len() - 1], 0);
    assert_eq!(twelve["legal"], true, "{twelve}");
}

/// No table deals anyone more than 17 cards (three players): an 18-card hand was judged as if
/// it could be held.
#[test]
fn check_updown_follow_refuses_a_hand_bigger_than_any_table_deals() {
    let env = TestEnv::new();
    let seventeen = "2H,3H,4H,5H,6H,7H,8H,9H,TH,JH,QH,KH,AH,2S,3S,4S,5S";
    let eighteen = format!("{seventeen},6S");
    let args = ["follow", "--led", "hearts", "--hand", &eighteen, "2H"];
    let verdict = env.check_json("updown", &args, 3);
    assert_eq!(verdict["legal"], false);
    assert_eq!(
        verdict["reason"],
        "a hand of 18 cards is more than any table deals; three players, the fewest, are dealt \
         at most 17 cards each (52 cards, one kept for trump)"
    );
    let args = ["follow", "--led", "hearts", "--hand", seventeen, "2H"];
    assert_eq!(env.check_json("updown", &args, 0)["legal"], true);
}
