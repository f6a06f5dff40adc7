//! `tenscore edit`: replace a past round; the rounds after it are rescored.

use clap::Args;
use serde_json::json;

use crate::commands::round::{Finishing, RoundEnding};
use crate::commands::{Context, final_places, load_match, parse_entries};
use crate::error::CliError;
use crate::games::{Progress, RoundInput, SeamError};
use crate::store::{self, Status};

/// Replace a past round (the old one stays in the audit trail); later rounds are rescored
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  tenscore edit 3 2 Ann=7 Bob=4 Cy=12 --call Ann --reason \"Bob counted his hand again\"\n  tenscore edit 4 6 Ann=2 Bob=1 Cy=3 --bids Ann=2,Bob=0,Cy=3 --reason \"Bob bid 0, not 1\""
)]
pub struct EditArgs {
    /// The match
    #[arg(value_name = "MATCH")]
    pub r#match: i64,

    /// The round, as numbered by `show` (from 1)
    #[arg(value_name = "ROUND")]
    pub round: u32,

    /// One NAME=VALUE per player, as for `round` (Tenstuff: --order instead)
    #[arg(value_name = "ENTRY", num_args = 0..)]
    pub entries: Vec<String>,

    #[command(flatten)]
    pub ending: RoundEnding,

    #[command(flatten)]
    pub finishing: Finishing,

    /// 10 op en neer: the round's bids, corrected (NAME=N,...) [default: the bids as recorded]
    #[arg(long, value_name = "NAME=N,...", value_delimiter = ',')]
    pub bids: Vec<String>,

    /// 10 op en neer: the trump, corrected along with --bids
    #[arg(long, value_name = "SUIT", requires = "bids")]
    pub trump: Option<String>,

    /// Why the round changed (kept in the audit trail)
    #[arg(long, value_name = "TEXT", required = true)]
    pub reason: String,
}

pub(crate) fn run(ctx: &Context, args: EditArgs) -> Result<(), CliError> {
    if args.reason.trim().is_empty() {
        return Err(CliError::usage(
            "the reason is empty",
            "say why the round changed with --reason TEXT",
        ));
    }
    let input = RoundInput {
        order: args.finishing.order(),
        ..args.ending.input(&args.entries)?
    };
    let new_bids = (!args.bids.is_empty())
        .then(|| {
            Ok::<_, CliError>(RoundInput {
                entries: parse_entries(&args.bids)?,
                trump: args.trump.clone(),
                ..RoundInput::default()
            })
        })
        .transpose()?;
    let mut store = ctx.open_store()?;
    let (info, rescored) = store.write(|conn| {
        let info = load_match(conn, Some(args.r#match))?;
        if args.round == 0 || args.round > info.rounds {
            return Err(CliError::usage(
                format!("match {} has no round {}", info.id, args.round),
                format!("rounds are numbered 1 to {} (see `tenscore show {}`)", info.rounds, info.id),
            ));
        }
        let game = info.game.game();
        let before = store::standing_after(conn, &info, args.round - 1)?;
        // The round keeps what opened it (the bids) unless corrected bids are given.
        let opening = match &new_bids {
            Some(bids) => Some(game.open(&info.options, &before, bids)?),
            None => store::round_opening(conn, info.id, args.round)?,
        };
        let entry = game.parse(&info.options, &before, opening.as_ref(), &input)?;
        let outcome = game.score(&info.options, &before, opening.as_ref(), &entry)?;
        let mut standing = before.after(&outcome);
        let later = store::entries_from(conn, info.id, args.round + 1)?;
        let mut rescored = Vec::with_capacity(later.len());
        for (seq, opening, later_entry) in &later {
            if game.progress(&info.options, &standing)? == Progress::Ended {
                return Err(CliError::rule(
                    format!("with this change the match ends after round {}, but round {seq} was played", seq - 1),
                    format!("edit or undo the later rounds first (see `tenscore show {}`)", info.id),
                ));
            }
            let outcome = game
                .score(&info.options, &standing, opening.as_ref(), later_entry)
                .map_err(|e| match e {
                    SeamError::Violation(v) => CliError::rule(
                        format!("with this change round {seq} no longer fits: {}", v.problem),
                        format!("edit round {seq} too, or undo the rounds after round {}", args.round),
                    ),
                    other => other.into(),
                })?;
            standing = standing.after(&outcome);
            rescored.push((*seq, outcome));
        }
        store::replace_round(
            conn,
            &info,
            args.round,
            opening.as_ref(),
            &entry,
            &outcome,
            args.reason.trim(),
        )?;
        for (seq, outcome) in &rescored {
            store::rescore_round(conn, &info, *seq, outcome)?;
        }
        let ended = game.progress(&info.options, &standing)? == Progress::Ended;
        if ended || info.status == Status::Finished {
            let places = final_places(game, &info, &standing, true)?;
            store::end_match(conn, &info, Status::Finished, &places)?;
        }
        Ok((store::load_match(conn, info.id)?.unwrap_or(info), rescored.len()))
    })?;
    let view = crate::render::StandingsView::load(store.conn(), &info)?;
    if ctx.json {
        return ctx.print_json(&json!({
            "match": info.id,
            "round": args.round,
            "rescored": rescored,
            "standings": view.json(),
        }));
    }
    let later = match rescored {
        0 => String::new(),
        1 => format!(" 1 later {} rescored.", info.game.round_word()),
        n => format!(" {n} later {}s rescored.", info.game.round_word()),
    };
    ctx.print(&format!(
        "{} {} of match {} replaced (the old entry is kept in `tenscore show {} --all`).{later}\n\n{}",
        info.game.round_title(),
        args.round,
        info.id,
        info.id,
        view.text(ctx)
    ))
}
