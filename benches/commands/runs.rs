//! The runs of the table's cases: each build's databases made ready (the matches in progress and
//! the cases against each history) and every case timed, this build's and the older build's
//! (`TENSCORE_BENCH_BEFORE`) in turn.

use std::path::{Path, PathBuf};

use serde_json::Value;
use tenscore::games::GameId;

use super::{
    Case, NAMED, SETUP_ROUNDS, Timings, Twin, UPDOWN_SETUP_ROUNDS, cases_for, comparable, fresh,
    fresh_updown, run_ok_of,
};

/// One build's databases made ready for the runs: the matches a table is playing now, the same in
/// every database (the 10 op en neer one last, so that it is the newest in progress), and the
/// cases against each history.
pub(crate) struct Prepared {
    pub(crate) bin: PathBuf,
    empty: PathBuf,
    /// The histories, in the order of their labels.
    dbs: Vec<PathBuf>,
    /// The fresh matches in the empty database: those named by id, and the 10 op en neer one.
    in_empty: (Vec<i64>, i64),
    in_histories: Vec<(Vec<i64>, i64)>,
    pub(crate) tables: Vec<Vec<Case>>,
}

impl Prepared {
    /// Makes the fresh matches with `bin` and the cases of each history; `who` begins the lines
    /// printed ("" for this build).
    pub(crate) fn new(
        bin: &Path,
        floor_bin: &Path,
        empty: &Path,
        dbs: Vec<PathBuf>,
        labels: &[&str],
        twins: &[Vec<Twin>],
        who: &str,
    ) -> Prepared {
        let fresh_in = |db: &Path| -> (Vec<i64>, i64) {
            let named = NAMED.iter().map(|&game| fresh(bin, db, game)).collect();
            (named, fresh_updown(bin, db))
        };
        let in_empty = fresh_in(empty);
        let in_histories: Vec<(Vec<i64>, i64)> = dbs.iter().map(|db| fresh_in(db)).collect();
        for (label, (named, updown)) in labels.iter().zip(&in_histories) {
            for (index, game) in NAMED.iter().enumerate() {
                println!(
                    "{who}in progress: {game} match {} (empty) and {} ({label}), {SETUP_ROUNDS} \
                     rounds",
                    in_empty.0[index], named[index]
                );
            }
            println!(
                "{who}in progress: updown match {} (empty) and {updown} ({label}), \
                 {UPDOWN_SETUP_ROUNDS} rounds, the newest",
                in_empty.1
            );
        }
        let tables = dbs
            .iter()
            .zip(&in_histories)
            .zip(twins)
            .map(|((db, (named, updown)), twins)| {
                let named: Vec<(GameId, [i64; 2])> = NAMED
                    .iter()
                    .enumerate()
                    .map(|(seat, &game)| (game, [in_empty.0[seat], named[seat]]))
                    .collect();
                let dbs = [empty.to_path_buf(), db.clone()];
                cases_for(bin, floor_bin, dbs, &named, [in_empty.1, *updown], twins)
            })
            .collect();
        Prepared {
            bin: bin.to_path_buf(),
            empty: empty.to_path_buf(),
            dbs,
            in_empty,
            in_histories,
            tables,
        }
    }

    /// What `--json show` shows of every fresh match, in every database: the same after the runs
    /// as before, as every timed command that writes is undone.
    pub(crate) fn snapshot(&self) -> Vec<Vec<Value>> {
        let in_progress = |db: &Path, (named, updown): &(Vec<i64>, i64)| -> Vec<Value> {
            named
                .iter()
                .chain([updown])
                .map(|id| {
                    let shown = run_ok_of(&self.bin, db, &["--json", "show", &id.to_string()]);
                    comparable(&shown)
                })
                .collect()
        };
        std::iter::once(in_progress(&self.empty, &self.in_empty))
            .chain(
                self.dbs
                    .iter()
                    .zip(&self.in_histories)
                    .map(|(db, ids)| in_progress(db, ids)),
            )
            .collect()
    }
}

/// Times every case `runs` times after one untimed run of everything, which warms the file
/// cache. Each run times every case's pairs (this build, the floor, the older build's run of the
/// same case: `older`, the cases in the same order) in an order drawn anew
/// ([`super::pooling::Draw::order_of_runs`]), the two databases of a pair one right after the
/// other, their order alternating.
pub(crate) fn time_cases(
    tables: &[Vec<Case>],
    older: Option<&[Vec<Case>]>,
    runs: usize,
) -> Vec<Vec<Timings>> {
    let all = || {
        tables
            .iter()
            .enumerate()
            .flat_map(|(t, cases)| cases.iter().enumerate().map(move |(c, case)| (t, c, case)))
    };
    let theirs = |table: usize, index: usize| {
        older.map(|older| {
            let case = &older[table][index];
            assert_eq!(
                case.name, tables[table][index].name,
                "the builds' cases differ"
            );
            case
        })
    };
    super::disk_at_rest();
    for (table, index, case) in all() {
        for side in [0, 1] {
            case.run(side);
            case.run_floor(side);
            if let Some(theirs) = theirs(table, index) {
                theirs.run(side);
            }
        }
    }
    // The warming run read the files in: only the timed runs' reads from the disk are counted.
    for (_, _, case) in all() {
        case.from_disk.iter().for_each(|count| count.set(0));
    }
    let mut times: Vec<Vec<Timings>> = tables
        .iter()
        .map(|cases| cases.iter().map(|_| Timings::default()).collect())
        .collect();
    // Each case's programs: this build, its floor, the older build.
    let mut pairs: Vec<(usize, usize, Program)> = all()
        .flat_map(|(table, index, case)| {
            [Program::Tenscore, Program::Floor, Program::Older]
                .into_iter()
                .filter(move |program| match program {
                    Program::Tenscore => true,
                    Program::Floor => case.floor.is_some(),
                    Program::Older => older.is_some(),
                })
                .map(move |program| (table, index, program))
        })
        .collect();
    let mut draw = super::pooling::Draw::order_of_runs();
    for run in 0..runs {
        draw.shuffle(&mut pairs);
        for &(table, index, program) in &pairs {
            // Both databases one right after the other, the empty one first every other time.
            let order = if (run + index) % 2 == 0 {
                [0, 1]
            } else {
                [1, 0]
            };
            let case = &tables[table][index];
            let timings = &mut times[table][index];
            for side in order {
                match program {
                    Program::Tenscore => timings.tenscore[side].push(case.run(side)),
                    Program::Floor => timings.floor[side].extend(case.run_floor(side)),
                    Program::Older => {
                        timings.before[side].extend(theirs(table, index).map(|c| c.run(side)))
                    }
                }
            }
        }
    }
    times
}

/// Which program of a case a pair of runs times.
#[derive(Clone, Copy)]
enum Program {
    Tenscore,
    Floor,
    Older,
}
