//! `tenscore edit`: replace a past round; the rounds after it are rescored.

use clap::Args;

use crate::commands::args::{CorrectedOpening, RoundFlags};
use crate::commands::{Context, confirmation, parse_entries, view};
use crate::error::CliError;
use crate::ops::{self, Edit};
use crate::render::json::EditJson;
use crate::store::Access;

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  tenscore edit 3 2 Ann=7 Bob=4 Cy=12 --call Ann --reason \"Bob counted his hand again\"\n  tenscore edit 4 6 Ann=2 Bob=1 Cy=3 --bids Ann=2,Bob=0,Cy=3 --reason \"Bob bid 0, not 1\""
)]
pub struct EditArgs {
    /// The match
    #[arg(value_name = "MATCH", value_parser = crate::games::numbers::match_number)]
    pub r#match: i64,

    /// The round, as numbered by `show` (from 1)
    #[arg(value_name = "ROUND", value_parser = crate::commands::args::edit_round)]
    pub round: u32,

    /// One NAME=VALUE per player, as for `round` (Tenstuff: --order instead)
    #[arg(value_name = "ENTRY", num_args = 0..)]
    pub entries: Vec<String>,

    #[command(flatten)]
    pub flags: RoundFlags,

    /// 10 op en neer: the round's bids, corrected (NAME=N,...) [default: the bids as recorded]
    #[arg(long, value_name = "NAME=N,...", value_delimiter = ',')]
    pub bids: Vec<String>,

    /// What opened the round, corrected (10 op en neer: --trump; the bids as recorded unless --bids)
    #[command(flatten)]
    pub opening: CorrectedOpening,

    /// Why the round changed (kept in the audit trail) [default: "no reason given", in the
    /// language spoken]
    #[arg(long, value_name = "TEXT")]
    pub reason: Option<String>,
}

pub(crate) fn run(ctx: &Context, args: EditArgs) -> Result<(), CliError> {
    // Optional, as in `play`, whose Fix stores "fixed in play" without one; a reason given but
    // blank is more likely an empty variable in a script than a choice, so it is refused.
    let reason = match args.reason {
        None => crate::t!("cmd-edit-reason-default"),
        Some(reason) if reason.trim().is_empty() => {
            return Err(CliError::usage(
                crate::t!("error-edit-reason-empty"),
                crate::t!("error-edit-reason-empty-hint"),
            ));
        }
        Some(reason) => reason,
    };
    ops::check_reason(&reason)?;
    let input = args.flags.input(&args.entries)?;
    // A flag of the opening alone (--trump) corrects it and keeps the recorded bids.
    let new_bids = (!args.bids.is_empty() || !args.opening.0.0.is_empty())
        .then(|| Ok::<_, CliError>(args.opening.0.input(parse_entries(&args.bids)?)))
        .transpose()?;
    let mut store = ctx.open_store(Access::Write)?;
    let edited = ops::edit_round(
        &mut store,
        &Edit {
            match_id: args.r#match,
            seq: args.round,
            input: &input,
            opening: new_bids.as_ref(),
            reason: &reason,
            typed_on: None,
        },
    )?;
    let info = &edited.state.info;
    let view = view(&edited.state)?;
    if ctx.json {
        return ctx.print_json(&EditJson::new(
            &view,
            args.round,
            !edited.unchanged,
            &edited,
        ));
    }
    ctx.print(&format!(
        "{}\n\n{}",
        confirmation(
            &edit_report(info, args.round, &edited),
            &crate::render::shown_names(info)
        ),
        view.text(ctx)
    ))
}

/// "Round 2 replaced in match 1, ...: Ann, Bob (the old entry is kept in ...). 2 later rounds
/// rescored. The rules no longer end the match: it is open again."
fn edit_report(info: &crate::store::MatchInfo, seq: u32, edited: &ops::Edited) -> String {
    if edited.unchanged {
        return crate::t!(
            "cmd-edit-unchanged",
            round = info.game.round_title(),
            seq = seq,
            id = info.id
        );
    }
    let rescored = edited.rescored;
    let mut report = crate::t!(
        "cmd-edit-done",
        round = info.game.round_title(),
        seq = seq,
        label = info.label(),
        id = info.id
    );
    if rescored > 0 {
        report.push(' ');
        report.push_str(&crate::t!(
            "cmd-edit-rescored",
            count = rescored,
            game = info.game.id()
        ));
    }
    if edited.reopened {
        report.push(' ');
        report.push_str(&crate::t!("cmd-edit-reopened"));
    }
    if edited.ended {
        report.push(' ');
        report.push_str(&crate::t!("cmd-edit-ended"));
    }
    for line in crate::render::later_changes_text(info, &edited.changes) {
        report.push('\n');
        report.push_str(&line);
    }
    report
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Lang, with};

    fn rescored(lang: Lang, count: u32, game: &str) -> String {
        with(lang, || {
            crate::t!("cmd-edit-rescored", count = count, game = game)
        })
    }

    #[test]
    fn later_rounds_are_counted_with_the_plural_and_the_game_word_of_each_language() {
        assert_eq!(rescored(Lang::En, 1, "pig10"), "1 later deal rescored.");
        assert_eq!(rescored(Lang::En, 2, "krumme10"), "2 later games rescored.");
        assert_eq!(
            rescored(Lang::Nl, 1, "pig10"),
            "1 later potje opnieuw geteld."
        );
        assert_eq!(
            rescored(Lang::Nl, 3, "updown"),
            "3 latere rondes opnieuw geteld."
        );
        assert_eq!(
            rescored(Lang::De, 1, "under10"),
            "1 spätere Runde neu gewertet."
        );
        assert_eq!(
            rescored(Lang::De, 2, "tenstuff"),
            "2 spätere Durchgänge neu gewertet."
        );
    }

    #[test]
    fn finishing_and_abandoning_are_told_apart_in_each_language() {
        let done = |lang, abandon: &str| {
            with(lang, || {
                crate::t!("cmd-finish-done", abandon = abandon, label = "X")
            })
        };
        assert_eq!(done(Lang::En, "no"), "Finished X.");
        assert_eq!(done(Lang::En, "yes"), "Abandoned X.");
        assert_eq!(done(Lang::Nl, "yes"), "Afgebroken: X.");
        assert_eq!(done(Lang::De, "no"), "Beendet: X.");
    }
}
