//! Every league command waits for the server only a few times: through a proxy that counts round
//! trips (`support/latency_proxy.rs`), with a password login (SCRAM, as a club server has it:
//! 3 round trips of the 4 that `psql -c 'SELECT 1'` needs), each command takes no more round trips
//! than it does today (a change that adds one fails here), and the budgets (DESIGN section 6: a
//! table command at most 6, `finish` at most 8, `history`, `stats` and `player list` at most 6)
//! are asserted for every command.
//!
//! The server is the tests' own (`pg_server.rs`); without PostgreSQL these tests say so and
//! check nothing, unless `TENSCORE_PG_REQUIRED` is set (CI), when they fail.

use std::sync::atomic::{AtomicUsize, Ordering};
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
pub(crate) struct League {
    pub(crate) proxy: LatencyProxy,
    pub(crate) env: TestEnv,
}

impl League {
    pub(crate) fn new(user: &str) -> Option<League> {
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

/// One command of the evening: its arguments, its round trips today, its budget.
type Step = (&'static [&'static str], usize, usize);

/// A table's evening on match 2 (an updown match, 3), after a first write made the schema.
const EVENING: &[Step] = &[
    (&["new", "under10", "--players", "Ann,Bob,Cy"], 6, TABLE),
    (
        &["round", "2", "Ann=60", "Bob=3", "Cy=20", "--call", "Bob"],
        5,
        TABLE,
    ),
    (
        &["round", "2", "Ann=4", "Bob=3", "Cy=2", "--call", "Ann"],
        5,
        TABLE,
    ),
    (&["undo", "2"], 6, TABLE),
    (
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
        6,
        TABLE,
    ),
    (&["standings", "2"], 4, TABLE),
    (&["show", "2"], 6, TABLE),
    (
        &["new", "updown", "--players", "Ann,Bob,Dee", "--peak", "2"],
        6,
        TABLE,
    ),
    (&["bid", "3", "Ann=1", "Bob=0", "Dee=1"], 6, TABLE),
    (&["round", "3", "Ann=1", "Bob=0", "Dee=0"], 5, TABLE),
    (&["finish", "2"], 7, FINISH),
    (&["reopen", "2"], 6, TABLE),
    (&["finish", "2"], 7, FINISH),
];

/// Looking back over four finished matches and one in progress.
const LOOKING: &[Step] = &[
    (&["history"], 5, LOOKING_BACK),
    (&["history", "--all"], 5, LOOKING_BACK),
    (&["history", "--player", "Ann"], 6, LOOKING_BACK),
    (&["stats"], 4, LOOKING_BACK),
    (&["stats", "--player", "Ann"], 6, LOOKING_BACK),
    (&["stats", "--vs", "Ann", "Bob"], 6, LOOKING_BACK),
    (
        &["stats", "--player", "Ann", "--game", "pig10"],
        6,
        LOOKING_BACK,
    ),
    (&["stats", "--since", "2020-01-01"], 5, LOOKING_BACK),
    (
        &["stats", "--vs", "Ann", "Bob", "--since", "2020-01-01"],
        6,
        LOOKING_BACK,
    ),
    (&["stats", "--all"], 4, LOOKING_BACK),
    (&["stats", "--all", "--json"], 4, LOOKING_BACK),
    (&["history", "--game", "pig10"], 5, LOOKING_BACK),
    (&["player", "list"], 4, LOOKING_BACK),
];

/// Each step's round trips, beside the step.
fn counted(league: &League, steps: &'static [Step]) -> Vec<(&'static Step, usize)> {
    steps
        .iter()
        .map(|step| {
            let n = league.count(step.0);
            eprintln!("{n:3} round trips: tenscore {}", step.0.join(" "));
            (step, n)
        })
        .collect()
}

fn evening() -> Option<Vec<(&'static Step, usize)>> {
    let league = League::new(&format!(
        "ann_rt{}",
        EVENINGS.fetch_add(1, Ordering::Relaxed)
    ))?;
    // The league's schema is made by the first write; that one is not a table's evening.
    league.env.ok(&["new", "pig10", "--players", "Ann,Bob,Cy"]);
    Some(counted(&league, EVENING))
}

fn looking_back() -> Option<Vec<(&'static Step, usize)>> {
    let league = League::new(&format!(
        "bob_rt{}",
        EVENINGS.fetch_add(1, Ordering::Relaxed)
    ))?;
    for game in 1..=4 {
        let id = game.to_string();
        league.env.ok(&["new", "pig10", "--players", "Ann,Bob,Cy"]);
        league.env.ok(&["round", &id, "Ann=1", "Bob=2", "Cy=3"]);
        league.env.ok(&["finish", &id]);
    }
    league.env.ok(&["new", "pig10", "--players", "Ann,Dee,Eve"]);
    Some(counted(&league, LOOKING))
}

static EVENINGS: AtomicUsize = AtomicUsize::new(0);

/// The commands that took more round trips than `limit` allows: (command, round trips, limit).
fn over(
    counted: &[(&'static Step, usize)],
    limit: impl Fn(&Step) -> usize,
) -> Vec<(String, usize, usize)> {
    counted
        .iter()
        .filter(|(step, n)| *n > limit(step))
        .map(|(step, n)| (step.0.join(" "), *n, limit(step)))
        .collect()
}

#[test]
fn no_table_command_takes_a_round_trip_more_than_today() {
    let Some(counted) = evening() else { return };
    assert_eq!(
        over(&counted, |step| step.1),
        vec![],
        "(command, round trips, today's)"
    );
}

#[test]
fn looking_back_takes_no_round_trip_more_than_today() {
    let Some(counted) = looking_back() else {
        return;
    };
    assert_eq!(
        over(&counted, |step| step.1),
        vec![],
        "(command, round trips, today's)"
    );
}

#[test]
fn every_table_command_keeps_its_budget() {
    let Some(counted) = evening() else { return };
    assert_eq!(
        over(&counted, |step| step.2),
        vec![],
        "(command, round trips, budget)"
    );
}

#[test]
fn looking_back_keeps_its_budget() {
    let Some(counted) = looking_back() else {
        return;
    };
    assert_eq!(
        over(&counted, |step| step.2),
        vec![],
        "(command, round trips, budget)"
    );
}
