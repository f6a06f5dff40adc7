//! The league over a network: every command a table and a club use, run through a proxy that
//! adds a fixed round trip and counts them (`tests/support/latency_proxy.rs`), logging in with a
//! password (SCRAM, as a club server has it), at 0, 10 and 50 ms round trip. Each command's
//! round trips are held to its budget (DESIGN section 6): a table command at most 6 with the
//! login, `finish` at most 8, `history`, `stats` and `player list` at most 6.

use std::ffi::OsString;
use std::time::{Duration, Instant};

use crate::latency_proxy::LatencyProxy;
use crate::pg_server::{self, PgDb};

const TABLE: usize = 6;
const FINISH: usize = 8;
const LOOKING_BACK: usize = 6;

/// One command of an evening: what it is called in the table, its arguments (`ID`: the evening's
/// match of Under the 10, `UD`: its match of 10 op en neer) and its budget.
struct Step {
    name: &'static str,
    args: &'static [&'static str],
    budget: usize,
}

/// An evening at one table, in order: every command is measured once per evening.
const EVENING: &[Step] = &[
    step(
        "new",
        &["--json", "new", "under10", "--players", "Ann,Bob,Cy,Dee"],
        TABLE,
    ),
    step(
        "round",
        &[
            "round", "ID", "Ann=2", "Bob=5", "Cy=9", "Dee=11", "--call", "Ann",
        ],
        TABLE,
    ),
    step("undo", &["undo", "ID"], TABLE),
    step(
        "round",
        &[
            "round", "ID", "Ann=2", "Bob=1", "Cy=2", "Dee=0", "--call", "Dee",
        ],
        TABLE,
    ),
    step(
        "edit",
        &[
            "edit", "ID", "1", "Ann=2", "Bob=1", "Cy=3", "Dee=0", "--call", "Dee", "--reason", "x",
        ],
        TABLE,
    ),
    step("standings", &["standings", "ID"], TABLE),
    step("show", &["show", "ID"], TABLE),
    step(
        "bid",
        &["bid", "UD", "Ann=1", "Bob=0", "Cy=0", "Dee=0"],
        TABLE,
    ),
    step("finish", &["finish", "ID"], FINISH),
    step("reopen", &["reopen", "ID"], TABLE),
    step("history", &["history"], LOOKING_BACK),
    step(
        "history --player",
        &["history", "--player", "Ann"],
        LOOKING_BACK,
    ),
    step("stats", &["stats"], LOOKING_BACK),
    step(
        "stats --player",
        &["stats", "--player", "Ann"],
        LOOKING_BACK,
    ),
    step("stats --vs", &["stats", "--vs", "Ann", "Bob"], LOOKING_BACK),
    step("player list", &["player", "list"], LOOKING_BACK),
];

const fn step(name: &'static str, args: &'static [&'static str], budget: usize) -> Step {
    Step { name, args, budget }
}

/// What one command did over the evenings: its round trips (the most seen) and its times at
/// each round trip.
struct Measured {
    round_trips: usize,
    times: Vec<Vec<Duration>>,
}

/// Measures every command of [`EVENING`] through the proxy, `runs` evenings at each of
/// `delays`, on `db` (which holds the history), as `bin` runs them; prints the table (headed
/// by `label`); returns whether every command kept its budget.
pub fn measure(bin: &str, label: &str, db: &PgDb, delays: &[Duration], runs: usize) -> bool {
    static LOGINS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let user = format!(
        "club_bench{}",
        LOGINS.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    );
    let user = user.as_str();
    pg_server::create_login(user, "club's secret");
    let proxy = LatencyProxy::start(&db.socket_dir, Duration::ZERO);
    let url = PgDb {
        name: db.name.clone(),
        socket_dir: proxy.socket_dir().to_path_buf(),
    }
    .url_as(user)
    .replacen(
        &format!("{user}@"),
        &format!("{user}:club%27s%20secret@"),
        1,
    );
    let url = OsString::from(url);
    let mut measured: Vec<Measured> = EVENING
        .iter()
        .map(|_| Measured {
            round_trips: 0,
            times: vec![Vec::new(); delays.len()],
        })
        .collect();
    for (d, delay) in delays.iter().enumerate() {
        for _ in 0..runs {
            proxy.set_round_trip(Duration::ZERO);
            let updown = new_match(bin, &url, &["new", "updown", "--players", "Ann,Bob,Cy,Dee"]);
            let mut current = String::new();
            proxy.set_round_trip(*delay);
            for (s, step) in EVENING.iter().enumerate() {
                let args: Vec<&str> = step
                    .args
                    .iter()
                    .map(|a| match *a {
                        "ID" => current.as_str(),
                        "UD" => updown.as_str(),
                        other => other,
                    })
                    .collect();
                proxy.reset();
                let started = Instant::now();
                let out = run(bin, &url, &args);
                measured[s].times[d].push(started.elapsed());
                let seen = proxy.round_trips();
                measured[s].round_trips = measured[s].round_trips.max(seen);
                if step.name == "new" {
                    current = match_id(&out);
                }
            }
        }
    }
    print(label, delays, runs, &measured)
}

fn print(label: &str, delays: &[Duration], runs: usize, measured: &[Measured]) -> bool {
    println!(
        "\n{label}: through a proxy adding a round trip (median of {runs} runs), SCRAM login:"
    );
    let mut head = format!("  {:<16} {:>11} {:>7}", "command", "round trips", "budget");
    for delay in delays {
        head.push_str(&format!(" {:>10}", format!("{} ms", delay.as_millis())));
    }
    println!("{head}");
    let mut kept = true;
    for (step, measured) in EVENING.iter().zip(measured) {
        let over = measured.round_trips > step.budget;
        kept &= !over;
        let mut line = format!(
            "  {:<16} {:>11} {:>7}",
            step.name, measured.round_trips, step.budget
        );
        for times in &measured.times {
            let mut times = times.clone();
            line.push_str(&format!(
                " {:>7.1} ms",
                crate::ms(crate::median(&mut times))
            ));
        }
        if over {
            line.push_str("  OVER BUDGET");
        }
        println!("{line}");
    }
    kept
}

/// A new match; its id.
fn new_match(bin: &str, url: &OsString, args: &[&str]) -> String {
    let mut with_json = vec!["--json"];
    with_json.extend(args);
    match_id(&run(bin, url, &with_json))
}

/// The id in `--json new`'s output.
fn match_id(out: &str) -> String {
    let json: serde_json::Value = serde_json::from_str(out).expect("JSON");
    json["id"].as_i64().expect("an id").to_string()
}

fn run(bin: &str, url: &OsString, args: &[&str]) -> String {
    let out = crate::tenscore(bin, url)
        .args(args)
        .output()
        .expect("tenscore runs");
    assert!(
        out.status.success(),
        "tenscore {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}
