//! `play` on a league server keeps one connection for the whole session, so a deal recorded
//! there waits for the server at most twice (DESIGN section 6 and issue 34: the login and the
//! opening are paid once, at the start): counted through the proxy of `round_trips.rs`, from the
//! menu before a round to the menu after it.

use crate::pty_play::{answer, call_round, choose, ends_well, expect, spawn};
use crate::round_trips::League;

/// A deal in `play` after the first: at most this many round trips.
const DEAL: usize = 2;
/// The menu's last item: the menu is drawn whole when it shows.
const QUIT: &str = "Quit (everything recorded is saved)";

#[test]
fn a_round_recorded_in_play_waits_for_the_server_at_most_twice_on_one_connection() {
    let Some(league) = League::new("cy_play_rt") else {
        return;
    };
    let id = league
        .env
        .new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    let mut p = spawn(&league.env, &["play", &id.to_string()]);
    call_round(&mut p, 1, 0, &[("Ann", "4"), ("Bob", "9"), ("Cy", "11")]);
    // The menu drawn whole: everything round 1 asked of the server is done.
    expect(&mut p, QUIT);
    league.proxy.reset();
    p.send("\n").expect("Enter: Record round 2");
    p.flush().expect("Enter sent");
    choose(&mut p, "How did round 2 end?", 0);
    choose(&mut p, "Who called", 1);
    answer(&mut p, "Ann: points in hand", "7");
    answer(&mut p, "Bob (caller): points in hand", "3");
    answer(&mut p, "Cy: points in hand", "12");
    expect(&mut p, "Round 2 recorded");
    expect(&mut p, QUIT);
    let (round_trips, connections) = (league.proxy.round_trips(), league.proxy.connections());
    // Up from the first item wraps round to Quit.
    p.send("\x1b[A\n").expect("Quit chosen");
    p.flush().expect("keys sent");
    ends_well(p);

    assert!(
        round_trips <= DEAL,
        "a deal in play took {round_trips} round trips (at most {DEAL})"
    );
    assert_eq!(connections, 0, "play connected again for a deal");
    assert_eq!(league.env.standings(id)["next"], "Round 3: Cy starts.");
}
