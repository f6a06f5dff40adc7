//! `tenscore check history`: every stored round replayed through its game's rules; the rounds
//! (and ends) that no longer follow from them. The one check that reads the database, and only
//! reads it. Exit 0 when everything follows, 3 when anything does not.

use clap::Args;
use serde::Serialize;
use serde_json::Value;

use super::verdict;
use crate::commands::Context;
use crate::error::CliError;
use crate::games::GameId;
use crate::games::names::PlayerName;
use crate::ops::{self, Audit, Checked, Finding};
use crate::store::Access;

/// What the text says under the findings: which standing each round was replayed from (see
/// `ops::audit`), and how to put a round right.
const REPLAYED_FROM: &str = "Each round was replayed from the standing stored before it, and right \
after a reported round also from the one the rules gave for it; fix a round with `tenscore edit \
MATCH ROUND ...`, which rescores the rounds after it.";

#[derive(Debug, Args)]
#[command(after_help = "\
Each round is replayed from the standing stored before it, and right after a reported round also
from the one the rules gave for it: a round is reported when it follows from neither, so one
altered round is one finding. A match ended by its rules must be ended by them after its last
round, and one in progress must not be; one ended with `finish` or abandoned is the table's choice.
Exit 0 when every round follows from the rules, 3 when any does not.
Examples:
  tenscore check history
  tenscore check history --match 3")]
pub struct HistoryArgs {
    /// Only this match [default: every match, oldest first]
    #[arg(long = "match", value_name = "M", value_parser = crate::commands::args::match_id)]
    pub r#match: Option<i64>,
}

/// `check history --json`.
#[derive(Serialize)]
struct HistoryJson<'a> {
    legal: bool,
    /// The summary line.
    reason: &'a str,
    matches: usize,
    rounds: usize,
    findings: Vec<FindingJson<'a>>,
}

#[derive(Serialize)]
struct FindingJson<'a> {
    #[serde(rename = "match")]
    match_id: i64,
    game: GameId,
    /// For the end, the last round played.
    round: u32,
    player: Option<&'a PlayerName>,
    /// `points`, `total`, `out`, `notes`, `counters`, `entry`, `late`, `end` or `options`.
    what: &'static str,
    stored: &'a Value,
    expected: &'a Value,
    reason: &'a str,
}

pub(crate) fn run(ctx: &Context, args: HistoryArgs) -> Result<(), CliError> {
    let store = ctx.open_store(Access::Read)?;
    let audit = ops::audit_history(&store, args.r#match)?;
    let summary = summary(&audit);
    let json = HistoryJson {
        legal: audit.findings.is_empty(),
        reason: &summary,
        matches: audit.matches,
        rounds: audit.rounds,
        findings: audit.findings.iter().map(finding_json).collect(),
    };
    let mut lines: Vec<String> = audit.findings.iter().map(finding_line).collect();
    lines.push(summary.clone());
    if !json.legal {
        lines.push(REPLAYED_FROM.to_string());
    }
    verdict(ctx, json.legal, lines.join("\n"), &json)
}

fn finding_json(finding: &Finding) -> FindingJson<'_> {
    FindingJson {
        match_id: finding.match_id,
        game: finding.game,
        round: finding.seq,
        player: finding.player.as_ref(),
        what: finding.what.as_str(),
        stored: &finding.stored,
        expected: &finding.expected,
        reason: &finding.reason,
    }
}

/// `match 3 (Under the 10), round 4: Bob's score is stored as 12 but the rules give 7 (...)`.
fn finding_line(finding: &Finding) -> String {
    let word = finding.game.round_word();
    let place = match finding.what {
        Checked::Options => String::new(),
        Checked::End => format!(", after {word} {}", finding.seq),
        _ => format!(", {word} {}", finding.seq),
    };
    format!(
        "match {} ({}){place}: {}",
        finding.match_id,
        finding.game.title(),
        finding.reason
    )
}

/// `12 matches, 431 rounds checked: every round follows from the rules`, or what does not.
fn summary(audit: &Audit) -> String {
    let checked = format!(
        "{}, {} checked",
        counted(audit.matches, "match", "matches"),
        counted(audit.rounds, "round", "rounds")
    );
    let of_kind = |what| audit.findings.iter().filter(|f| f.what == what).count();
    let faults = [
        (audit.rounds_at_fault(), "round", "rounds"),
        (of_kind(Checked::End), "match's end", "matches' ends"),
        (
            of_kind(Checked::Options),
            "match's options",
            "matches' options",
        ),
    ];
    let parts: Vec<String> = faults
        .iter()
        .filter(|(n, ..)| *n > 0)
        .map(|&(n, one, many)| counted(n, one, many))
        .collect();
    let total: usize = faults.iter().map(|(n, ..)| n).sum();
    if total == 0 {
        return format!("{checked}: every round follows from the rules");
    }
    let verb = if total == 1 { "does" } else { "do" };
    format!(
        "{checked}: {} {verb} not follow from the rules",
        crate::games::and_list(&parts)
    )
}

fn counted(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}
