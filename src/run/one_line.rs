//! clap's usage errors as one line in the reader's language, through clap's own formatter hook:
//! `error: PROBLEM; [TIP; ]see `COMMAND --help``, built from the error's context.

use std::error::Error as _;

use clap::builder::StyledStr;
use clap::error::{ContextKind, ContextValue, Error, ErrorFormatter, ErrorKind, RichFormatter};

use crate::error::CliError;

/// Renders a usage error as one line: the problem in clap's words, then the fix. The label
/// (`error`) is in the reader's language, chosen before clap ran.
pub(super) struct OneLine;

impl ErrorFormatter for OneLine {
    fn format_error(err: &Error<OneLine>) -> StyledStr {
        let error = usage_error(usage_problem(err), err);
        StyledStr::from(format!("{}: {error}\n", error.label()))
    }
}

/// The refusal: `problem`, then clap's tip if it has one, then the help to read.
fn usage_error<F: ErrorFormatter>(problem: String, err: &Error<F>) -> CliError {
    let tip = usage_tip(err).map(|t| format!("{t}; ")).unwrap_or_default();
    let hint = format!("{tip}see `{} --help`", usage_command(err));
    CliError::usage(problem, hint)
}

/// An error without context, which clap prints from its own message and never through a
/// formatter (see `clap_failure`): worded from the first line clap renders.
pub(super) fn from_first_line(err: &clap::Error) -> CliError {
    usage_error(first_line(&err.to_string()), err)
}

/// The first line of clap's rendering, without its "error: ".
fn first_line(rendered: &str) -> String {
    rendered
        .lines()
        .find(|line| !line.trim().is_empty())
        .unwrap_or("the arguments could not be read")
        .trim_start_matches("error: ")
        .to_string()
}

/// `err` as clap's own formatter renders it: the same kind and context (all of its first line
/// but a value parser's reason, which [`usage_problem`] words itself).
fn as_clap_renders(err: &Error<OneLine>) -> String {
    let mut rich = Error::<RichFormatter>::new(err.kind());
    for (kind, value) in err.context() {
        rich.insert(kind, value.clone());
    }
    rich.to_string()
}

/// A context value that is one string.
fn context_str(err: &Error<OneLine>, kind: ContextKind) -> Option<&str> {
    match err.get(kind) {
        Some(ContextValue::String(text)) => Some(text),
        _ => None,
    }
}

/// What clap refused, in clap's words on one line.
fn usage_problem(err: &Error<OneLine>) -> String {
    let arg = context_str(err, ContextKind::InvalidArg);
    let value = context_str(err, ContextKind::InvalidValue);
    let problem = match err.kind() {
        ErrorKind::UnknownArgument => arg.map(|arg| format!("unexpected argument '{arg}' found")),
        ErrorKind::InvalidSubcommand => context_str(err, ContextKind::InvalidSubcommand)
            .map(|sub| format!("unrecognized subcommand '{sub}'")),
        // The valid values are named, as a value parser's reason names them ("expected auto,
        // always or never"): clap's own list is on a line of its own, which one line leaves out.
        ErrorKind::InvalidValue => match (arg, value) {
            (Some(arg), Some("")) => Some(format!(
                "a value is required for '{arg}' but none was supplied{}",
                expected(err)
            )),
            (Some(arg), Some(value)) => Some(format!(
                "invalid value '{value}' for '{arg}'{}",
                expected(err)
            )),
            _ => None,
        },
        // A value parser refused the value; its reason is the error's source.
        ErrorKind::ValueValidation => match (arg, value, err.source()) {
            (Some(arg), Some(value), Some(reason)) => {
                Some(format!("invalid value '{value}' for '{arg}': {reason}"))
            }
            (Some(arg), Some(value), None) => Some(format!("invalid value '{value}' for '{arg}'")),
            _ => None,
        },
        ErrorKind::TooManyValues => match (arg, value) {
            (Some(arg), Some(value)) => Some(format!(
                "unexpected value '{value}' for '{arg}' found; no more were expected"
            )),
            _ => None,
        },
        ErrorKind::MissingRequiredArgument => match err.get(ContextKind::InvalidArg) {
            Some(ContextValue::Strings(missing)) => Some(format!(
                "the following required arguments were not provided: {}",
                missing.join(", ")
            )),
            _ => None,
        },
        ErrorKind::ArgumentConflict => match (arg, err.get(ContextKind::PriorArg)) {
            (Some(arg), Some(ContextValue::String(prior))) if prior == arg => Some(format!(
                "the argument '{arg}' cannot be used multiple times"
            )),
            (Some(arg), Some(ContextValue::String(prior))) => Some(format!(
                "the argument '{arg}' cannot be used with '{prior}'"
            )),
            (Some(arg), Some(ContextValue::Strings(prior))) => Some(format!(
                "the argument '{arg}' cannot be used with: {}",
                prior.join(", ")
            )),
            _ => None,
        },
        _ => None,
    };
    // Fallback: the kinds clap gives no context for (InvalidUtf8), the ones this command line
    // cannot produce (NoEquals, TooFewValues, WrongNumberOfValues), and any context missing above
    // take the first line clap's own formatter renders.
    let problem = problem.unwrap_or_else(|| first_line(&as_clap_renders(err)));
    // One line, whatever a value parser's reason says.
    problem.lines().next().unwrap_or_default().to_string()
}

/// ": expected pile or table" when clap knows the values the argument takes; else nothing.
fn expected(err: &Error<OneLine>) -> String {
    match err.get(ContextKind::ValidValue) {
        Some(ContextValue::Strings(valid)) => match valid.split_last() {
            Some((only, [])) => format!(": expected {only}"),
            Some((last, rest)) => format!(": expected {} or {last}", rest.join(", ")),
            None => String::new(),
        },
        _ => String::new(),
    }
}

/// The first of clap's suggestions, worded as clap words its tips.
fn usage_tip<F: ErrorFormatter>(err: &Error<F>) -> Option<String> {
    let similar = [
        (ContextKind::SuggestedSubcommand, "subcommand"),
        (ContextKind::SuggestedArg, "argument"),
        (ContextKind::SuggestedValue, "value"),
    ];
    for (kind, what) in similar {
        match err.get(kind) {
            Some(ContextValue::String(similar)) => {
                return Some(format!("a similar {what} exists: '{similar}'"));
            }
            Some(ContextValue::Strings(similar)) if !similar.is_empty() => {
                let quoted: Vec<String> = similar.iter().map(|s| format!("'{s}'")).collect();
                return Some(if quoted.len() == 1 {
                    format!("a similar {what} exists: {}", quoted[0])
                } else {
                    format!("some similar {what}s exist: {}", quoted.join(", "))
                });
            }
            _ => {}
        }
    }
    match err.get(ContextKind::Suggested) {
        Some(ContextValue::StyledStrs(tips)) => tips
            .first()
            .and_then(|tip| tip.to_string().lines().next().map(str::to_string)),
        _ => None,
    }
}

/// The command whose help to read: the words of clap's usage line before the first option or
/// argument (`tenscore check updown trick`); `tenscore` when clap gives no usage.
pub(super) fn usage_command<F: ErrorFormatter>(err: &Error<F>) -> String {
    let usage = match err.get(ContextKind::Usage) {
        Some(ContextValue::StyledStr(usage)) => usage.to_string(),
        _ => String::new(),
    };
    usage
        .lines()
        .find_map(|line| line.trim().strip_prefix("Usage: "))
        .map(|usage| {
            usage
                .split_whitespace()
                .take_while(|w| !w.starts_with(['-', '<', '[']))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .filter(|command| !command.is_empty())
        .unwrap_or_else(|| "tenscore".to_string())
}
