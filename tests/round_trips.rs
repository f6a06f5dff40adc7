//! Every league command waits for the server only a few times: through a proxy that counts round
//! trips (`support/latency_proxy.rs`), with a password login (SCRAM, as a club server has it:
//! 3 round trips of the 4 that `psql -c 'SELECT 1'` needs), each command stays within its budget
//! (DESIGN section 6): a table command at most 6, `finish` at most 8, `history`, `stats` and
//! `player list` at most 6. A change that adds a round trip to one of them fails here.
//!
//! The server is the tests' own (`pg_server.rs`); without PostgreSQL these tests say so and
//! check nothing, unless `TENSCORE_PG_REQUIRED` is set (CI), when they fail.

use std::time::Duration;

use crate::common::TestEnv;
use crate::latency_proxy::LatencyProxy;
use crate::pg_server;

/// A table command's budget, the login included.
const TABLE: usize = 6;
/// `finish`'s budget.
const FINISH: usize = 8;
/// `history`, `stats` and `player list`'s budget.
const LOOKING_BACK: usize = 6;

/// A league reached through the counting proxy as a user with a password; `None` without
/// PostgreSQL.
struct League {
    proxy: LatencyProxy,
    env: TestEnv,
}

impl League {
    fn new(user: &str) -> Option<League> {
        let db = pg_server::fresh_database()?;
        let password = "club's secret";
        pg_server::create_login(user, password);
        let proxy = LatencyProxy::start(&db.socket_dir, Duration::ZERO);
        let url = pg_server::PgDb {
            name: db.name.clone(),
            socket_dir: proxy.socket_dir().to_path_buf(),
        }
        .url_as(user)
        .replacen(
            &format!("{user}@"),
            &format!("{user}:club%27s%20secret@"),
            1,
        );
        // Random UUIDs, as at a real table (seeded ones are counted from the database).
        let env = TestEnv::on(url).unseeded();
        Some(League { proxy, env })
    }

    /// The round trips `args` took (it must succeed).
    fn count(&self, args: &[&str]) -> usize {
        self.proxy.reset();
        self.env.ok(args);
        self.proxy.round_trips()
    }
}

/// The commands over their budget: (command, round trips, budget).
type Over = Vec<(String, usize, usize)>;

/// Runs `args`, noting it in `over` when it took more round trips than `budget`.
fn within(league: &League, over: &mut Over, args: &[&str], budget: usize) {
    let n = league.count(args);
    eprintln!("{n:3} round trips: tenscore {}", args.join(" "));
    if n > budget {
        over.push((args.join(" "), n, budget));
    }
}

#[test]
fn table_commands_stay_within_their_round_trips() {
    let Some(league) = League::new("ann_rt") else {
        return;
    };
    let mut over = Over::new();
    // The league's schema is made by the first write; that one is not a table's evening.
    league.env.ok(&["new", "pig10", "--players", "Ann,Bob,Cy"]);
    within(
        &league,
        &mut over,
        &["new", "under10", "--players", "Ann,Bob,Cy"],
        TABLE,
    );
    within(
        &league,
        &mut over,
        &["round", "2", "Ann=60", "Bob=3", "Cy=20", "--call", "Bob"],
        TABLE,
    );
    within(
        &league,
        &mut over,
        &["round", "2", "Ann=4", "Bob=3", "Cy=2", "--call", "Ann"],
        TABLE,
    );
    within(&league, &mut over, &["undo", "2"], TABLE);
    within(
        &league,
        &mut over,
        &[
            "edit",
            "2",
            "1",
            "Ann=60",
            "Bob=9",
            "Cy=21",
            "--call",
            "Bob",
            "--reason",
            "miscounted",
        ],
        TABLE,
    );
    within(&league, &mut over, &["standings", "2"], TABLE);
    within(&league, &mut over, &["show", "2"], TABLE);
    within(
        &league,
        &mut over,
        &["new", "updown", "--players", "Ann,Bob,Dee", "--peak", "2"],
        TABLE,
    );
    within(
        &league,
        &mut over,
        &["bid", "3", "Ann=1", "Bob=0", "Dee=1"],
        TABLE,
    );
    within(
        &league,
        &mut over,
        &["round", "3", "Ann=1", "Bob=0", "Dee=0"],
        TABLE,
    );
    within(&league, &mut over, &["finish", "2"], FINISH);
    within(&league, &mut over, &["reopen", "2"], TABLE);
    within(&league, &mut over, &["finish", "2"], FINISH);
    assert_eq!(
        over,
        Over::new(),
        "(command, round trips, budget) over budget"
    );
}

#[test]
fn looking_back_stays_within_its_round_trips() {
    let Some(league) = League::new("bob_rt") else {
        return;
    };
    for game in 0..4 {
        let id = (game + 1).to_string();
        league.env.ok(&["new", "pig10", "--players", "Ann,Bob,Cy"]);
        league.env.ok(&["round", &id, "Ann=1", "Bob=2", "Cy=3"]);
        league.env.ok(&["finish", &id]);
    }
    league.env.ok(&["new", "pig10", "--players", "Ann,Dee,Eve"]);
    let mut over = Over::new();
    within(&league, &mut over, &["history"], LOOKING_BACK);
    within(&league, &mut over, &["history", "--all"], LOOKING_BACK);
    within(&league, &mut over, &["stats"], LOOKING_BACK);
    within(&league, &mut over, &["player", "list"], LOOKING_BACK);
    assert_eq!(
        over,
        Over::new(),
        "(command, round trips, budget) over budget"
    );
}
