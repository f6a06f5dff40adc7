//! `tenscore check`: referee a disputed situation without recording anything. Exit 0 when the
//! play or claim is legal (whatever its outcome), 3 when it breaks a rule, 2 when it cannot be
//! read. Only `check history` opens the database, to read it: the games' forms never do.

use clap::{Args, Subcommand};
use serde::Serialize;

mod history;
mod krumme10;
mod pig10;
mod tenstuff;
mod under10;
mod updown;

use crate::commands::Context;
use crate::error::CliError;
use crate::games::{RuleViolation, ViolationKind};
use crate::render;

pub use history::HistoryArgs;
pub use krumme10::Krumme10Check;
pub use pig10::Pig10Check;
pub use tenstuff::TenstuffCheck;
pub use under10::Under10Check;
pub use updown::UpdownCheck;

#[derive(Debug, Args)]
pub struct CheckArgs {
    #[command(subcommand)]
    pub game: CheckGame,
}

#[derive(Debug, Subcommand)]
pub enum CheckGame {
    /// Under the 10: calls, combinations, strokes of luck
    #[command(name = "under10", visible_aliases = ["onderde10", "under-the-10"])]
    Under10 {
        #[command(subcommand)]
        what: Under10Check,
    },
    /// 10 op en neer: who takes a trick, following suit, which bids are allowed
    #[command(name = "updown", visible_aliases = ["10-op-en-neer", "oh-hell"])]
    Updown {
        #[command(subcommand)]
        what: UpdownCheck,
    },
    /// Pig 10: what a pile may become after a card, and who takes a pile
    #[command(name = "pig10", visible_aliases = ["pig-10"])]
    Pig10 {
        #[command(subcommand)]
        what: Pig10Check,
    },
    /// Krumme10: how a display ends, who scores and draws, what a card's back may show
    #[command(name = "krumme10")]
    Krumme10 {
        #[command(subcommand)]
        what: Krumme10Check,
    },
    /// Tenstuff: sets, slam hand-overs, who starts, skips, unwinning and the official rules
    #[command(name = "tenstuff")]
    Tenstuff {
        #[command(subcommand)]
        what: TenstuffCheck,
    },
    /// Every stored round replayed through its game's rules: which no longer follow from them
    #[command(name = "history")]
    History(HistoryArgs),
}

pub(crate) fn run(ctx: &Context, args: CheckArgs) -> Result<(), CliError> {
    match args.game {
        CheckGame::Under10 { what } => under10::run(ctx, what),
        CheckGame::Updown { what } => updown::run(ctx, what),
        CheckGame::Pig10 { what } => pig10::run(ctx, what),
        CheckGame::Krumme10 { what } => krumme10::run(ctx, what),
        CheckGame::Tenstuff { what } => tenstuff::run(ctx, what),
        CheckGame::History(args) => history::run(ctx, args),
    }
}

/// Prints a verdict: `text`, or with `--json` the form's typed verdict; an illegal one (exit 3) is
/// printed on stdout too, so `--json` always answers.
pub(crate) fn verdict(
    ctx: &Context,
    legal: bool,
    text: String,
    json: &impl Serialize,
) -> Result<(), CliError> {
    if ctx.json {
        ctx.print_json(json)?;
    } else {
        // The verdict wraps at word boundaries to the terminal (its tables were fitted already).
        ctx.print(&render::fit_to_terminal(&text))?;
    }
    if legal {
        Ok(())
    } else {
        Err(CliError::verdict())
    }
}

/// Malformed input is an error (exit 2); a broken rule is a verdict (exit 3), its JSON built by
/// `json` from the reason ("what broke; what would be legal").
pub(crate) fn illegal_or_error<T: Serialize>(
    ctx: &Context,
    violation: RuleViolation,
    json: impl FnOnce(String) -> T,
) -> Result<(), CliError> {
    if violation.kind == ViolationKind::Malformed {
        return Err(violation.into());
    }
    let reason = format!("{}; {}", violation.problem, violation.legal);
    verdict(
        ctx,
        false,
        crate::t!("cmd-check-not-legal", reason = reason.as_str()),
        &json(reason),
    )
}

/// A sentence from a reason: its first letter in capitals.
pub(crate) fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
