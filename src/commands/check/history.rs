//! `tenscore check history`: every stored round replayed through its game's rules; the rounds
//! (and ends) that no longer follow from them. The one check that reads the database, and only
//! reads it. Exit 0 when everything follows, 3 when anything does not.

use clap::Args;
use serde::Serialize;
use serde_json::Value;

use super::print;
use crate::commands::Context;
use crate::error::CliError;
use crate::games::GameId;
use crate::games::Verdict;
use crate::games::names::PlayerName;
use crate::ops::{self, Audit, Checked, Finding};
use crate::store::Access;

#[derive(Debug, Args)]
#[command(after_help = "\
Each round is replayed from the standing stored before it, and right after a reported round also
from the one the rules gave for it: a round is reported when it follows from neither, so one
altered round is one finding. A match ended by its rules must be ended by them after its last
round, and one in progress must not be; one ended with `finish` or abandoned is the table's choice.
A round withdrawn with `undo` or replaced with `edit` (kept in `show --all`) must follow from its
entry and a standing it could have been scored from.
Exit 0 when every round follows from the rules, 3 when any does not.
Examples:
  tenscore check history
  tenscore check history --match 3")]
pub struct HistoryArgs {
    /// Only this match [default: every match, oldest first]
    #[arg(long = "match", value_name = "M", value_parser = crate::games::numbers::match_number)]
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
    /// A withdrawn or replaced take of the round (the audit trail); absent for the live one.
    #[serde(skip_serializing_if = "Option::is_none")]
    take: Option<u32>,
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
        // Which standing each round was replayed from (see `ops::audit`), and how to put a
        // round right.
        lines.push(crate::t!("cmd-history-replayed-from"));
    }
    print(ctx, Verdict::new(json.legal, lines.join("\n"), &json))
}

fn finding_json(finding: &Finding) -> FindingJson<'_> {
    FindingJson {
        match_id: finding.match_id,
        game: finding.game,
        round: finding.seq,
        take: finding.take,
        player: finding.player.as_ref(),
        what: finding.what.as_str(),
        stored: &finding.stored,
        expected: &finding.expected,
        reason: &finding.reason,
    }
}

/// `match 3 (Under the 10), round 4: Bob's score is stored as 12 but the rules give 7 (...)`.
fn finding_line(finding: &Finding) -> String {
    let game = finding.game.id();
    let place = match finding.what {
        Checked::Options => {
            return crate::t!(
                "cmd-history-finding",
                id = finding.match_id,
                title = finding.game.title(),
                reason = finding.reason.as_str()
            );
        }
        Checked::End => crate::t!("cmd-history-after", game = game, seq = finding.seq),
        _ => match finding.take {
            Some(take) => crate::t!(
                "cmd-history-in-take",
                game = game,
                seq = finding.seq,
                take = take,
                id = finding.match_id
            ),
            None => crate::t!("cmd-history-in", game = game, seq = finding.seq),
        },
    };
    crate::t!(
        "cmd-history-finding-at",
        id = finding.match_id,
        title = finding.game.title(),
        place = place,
        reason = finding.reason.as_str()
    )
}

/// `12 matches, 431 rounds checked: every round follows from the rules`, or what does not.
fn summary(audit: &Audit) -> String {
    let checked = crate::t!(
        "cmd-history-checked",
        matches = audit.matches,
        rounds = audit.rounds
    );
    let of_kind = |what| audit.findings.iter().filter(|f| f.what == what).count();
    let faults = [
        (audit.rounds_at_fault(), "rounds"),
        (of_kind(Checked::End), "ends"),
        (of_kind(Checked::Options), "options"),
    ];
    let parts: Vec<String> = faults
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|&(count, kind)| crate::t!("cmd-history-fault", kind = kind, count = count))
        .collect();
    let total: usize = faults.iter().map(|(n, _)| n).sum();
    if total == 0 {
        return crate::t!("cmd-history-clean", checked = checked);
    }
    crate::t!(
        "cmd-history-faults",
        checked = checked,
        faults = crate::games::and_list(&parts),
        count = total
    )
}
