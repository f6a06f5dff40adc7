//! A verdict set beside the round it names (`check pig10 deal --match M --round R`): the form
//! worked out each player's points from the plays, the store says what the table recorded, and
//! the verdict gains `"recorded": "agrees"|"differs"` and a line saying so.

use crate::commands::Context;
use crate::error::CliError;
use crate::games::Verdict;
use crate::games::forms::RecordedClaim;
use crate::games::names::PlayerName;
use crate::ops::{self, Comparison};
use crate::store::Access;
use crate::t;

/// The verdict, compared with its recorded round when it names one and is legal (a deal that
/// breaks a rule has nothing to compare).
pub(super) fn compared(ctx: &Context, mut verdict: Verdict) -> Result<Verdict, CliError> {
    let Some(claim) = verdict.recorded.take() else {
        return Ok(verdict);
    };
    if !verdict.legal {
        return Ok(verdict);
    }
    let store = ctx.open_store(Access::Read)?;
    let comparison = ops::compare_recorded(&store, &claim)?;
    let word = if comparison.agrees {
        "agrees"
    } else {
        "differs"
    };
    if let Ok(serde_json::Value::Object(fields)) = &mut verdict.json {
        fields.insert("recorded".into(), word.into());
    }
    verdict.text = format!("{}\n{}", verdict.text, line(&claim, &comparison));
    Ok(verdict)
}

/// "Deal 1 of match 2 as recorded agrees." or "… differs: recorded Ann 5, Bob 3."
fn line(claim: &RecordedClaim, comparison: &Comparison) -> String {
    if comparison.agrees {
        return t!(
            "cmd-check-recorded-agrees",
            round = claim.game.round_title(),
            seq = claim.round,
            id = comparison.match_id
        );
    }
    let recorded = (claim.points.iter().zip(&comparison.recorded))
        .map(|((name, _), points)| format!("{} {points}", PlayerName::stored(name.as_str())))
        .collect::<Vec<_>>()
        .join(", ");
    t!(
        "cmd-check-recorded-differs",
        round = claim.game.round_title(),
        seq = claim.round,
        id = comparison.match_id,
        recorded = recorded
    )
}
