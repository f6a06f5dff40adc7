//! clap's usage errors as one line in the reader's language, through clap's own formatter hook:
//! `error: PROBLEM; [TIP; ]see `COMMAND --help``, built from the error's context and worded
//! from `locales/*/usage.ftl` (clap's own words only in English, and only for what has no
//! context: see [`from_first_line`]).

mod tips;

use std::error::Error as _;

use clap::builder::StyledStr;
use clap::error::{ContextKind, ContextValue, Error, ErrorFormatter, ErrorKind, RichFormatter};

use crate::error::CliError;
use crate::t;

pub(super) use tips::usage_command;
use tips::{or_list, usage_tip};

/// Renders a usage error as one line: the problem, then the fix. The label (`error`) and the
/// words are in the reader's language, chosen before clap ran.
pub(super) struct OneLine;

impl ErrorFormatter for OneLine {
    fn format_error(err: &Error<OneLine>) -> StyledStr {
        let error = usage_error(usage_problem(err), err);
        StyledStr::from(format!("{}: {error}\n", error.label()))
    }
}

/// The refusal: `problem`, then a tip if there is one, then the help to read.
fn usage_error<F: ErrorFormatter>(problem: String, err: &Error<F>) -> CliError {
    let command = usage_command(err);
    let tip = usage_tip(err, &command)
        .map(|t| format!("{t}; "))
        .unwrap_or_default();
    let hint = format!("{tip}{}", t!("usage-see-help", command = command.as_str()));
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

/// A context value that is a number.
fn context_number(err: &Error<OneLine>, kind: ContextKind) -> Option<isize> {
    match err.get(kind) {
        Some(ContextValue::Number(number)) => Some(*number),
        _ => None,
    }
}

/// The required arguments left out. A name a command is about (`series standings NAME`) is said
/// in words, "the series' name is missing", where `<NAME>` alone would leave the reader guessing
/// whose name.
fn missing_arguments(err: &Error<OneLine>, missing: &[String]) -> String {
    let command = usage_command(err);
    let named = ["series", "event"].into_iter().find(|thing| {
        let mut words = command.split_whitespace().skip(1);
        words.next() == Some(*thing) && matches!(words.next(), Some("new" | "standings"))
    });
    let words: Vec<String> = (missing.iter())
        .map(|arg| match named {
            Some(thing) if arg == "<NAME>" => t!("usage-name-of", thing = thing),
            _ => arg.clone(),
        })
        .collect();
    match (named, words.as_slice()) {
        (Some(_), [only]) if missing[0] == "<NAME>" => {
            t!("usage-missing-one", what = only.as_str())
        }
        _ => t!("usage-missing-arguments", missing = words.join(", ")),
    }
}

/// What clap refused, on one line in the reader's language.
fn usage_problem(err: &Error<OneLine>) -> String {
    let arg = context_str(err, ContextKind::InvalidArg);
    let problem = match err.kind() {
        ErrorKind::UnknownArgument => arg.map(|arg| t!("usage-unexpected-argument", arg = arg)),
        ErrorKind::InvalidSubcommand => context_str(err, ContextKind::InvalidSubcommand)
            .map(|name| t!("usage-unrecognized-subcommand", name = name)),
        ErrorKind::MissingSubcommand => missing_subcommand(err),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation | ErrorKind::TooManyValues => {
            value_problem(err)
        }
        ErrorKind::MissingRequiredArgument => match err.get(ContextKind::InvalidArg) {
            Some(ContextValue::Strings(missing)) => Some(missing_arguments(err, missing)),
            _ => None,
        },
        ErrorKind::ArgumentConflict => conflict(err),
        ErrorKind::WrongNumberOfValues => match (
            arg,
            context_number(err, ContextKind::ExpectedNumValues),
            context_number(err, ContextKind::ActualNumValues),
        ) {
            (Some(arg), Some(expected), Some(actual)) => Some(t!(
                "usage-wrong-number",
                arg = arg,
                expected = expected,
                actual = actual
            )),
            _ => None,
        },
        ErrorKind::TooFewValues => match (
            arg,
            context_number(err, ContextKind::MinValues),
            context_number(err, ContextKind::ActualNumValues),
        ) {
            (Some(arg), Some(min), Some(actual)) => {
                Some(t!("usage-too-few", arg = arg, min = min, actual = actual))
            }
            _ => None,
        },
        ErrorKind::NoEquals => arg.map(|arg| t!("usage-no-equals", arg = arg)),
        ErrorKind::InvalidUtf8 => Some(t!("usage-invalid-utf8")),
        _ => None,
    };
    // Fallback: any context missing above takes the first line clap's own formatter renders.
    let problem = problem.unwrap_or_else(|| first_line(&as_clap_renders(err)));
    // One line, whatever a value parser's reason says.
    problem.lines().next().unwrap_or_default().to_string()
}

/// A value clap or a value parser refused, or one too many.
fn value_problem(err: &Error<OneLine>) -> Option<String> {
    let arg = context_str(err, ContextKind::InvalidArg)?;
    let value = context_str(err, ContextKind::InvalidValue)?;
    Some(match err.kind() {
        // The valid values are named, as a value parser's reason names them ("expected auto,
        // always or never"): clap's own list is on a line of its own, which one line leaves out.
        ErrorKind::InvalidValue if value.is_empty() => {
            t!("usage-value-required", arg = arg) + &expected(err)
        }
        ErrorKind::InvalidValue => {
            t!("usage-invalid-value", value = value, arg = arg) + &expected(err)
        }
        ErrorKind::TooManyValues => t!("usage-too-many-values", value = value, arg = arg),
        // A value parser refused the value; its reason is the error's source, in the reader's
        // language already (tenscore's parsers word it through the locale files).
        _ => {
            let refused = t!("usage-invalid-value", value = value, arg = arg);
            match err.source() {
                Some(reason) => format!("{refused}: {reason}"),
                None => refused,
            }
        }
    })
}

/// An argument given twice, or with one it cannot go with.
fn conflict(err: &Error<OneLine>) -> Option<String> {
    let arg = context_str(err, ContextKind::InvalidArg)?;
    match err.get(ContextKind::PriorArg)? {
        ContextValue::String(prior) if prior == arg => Some(t!("usage-used-twice", arg = arg)),
        ContextValue::String(prior) => Some(t!("usage-conflict", arg = arg, other = prior)),
        ContextValue::Strings(prior) => Some(t!(
            "usage-conflict-many",
            arg = arg,
            others = prior.join(", ")
        )),
        _ => None,
    }
}

/// "`tenscore event` needs a subcommand: new, add, ... or list" (`help` left out: the fix
/// names the help already).
fn missing_subcommand(err: &Error<OneLine>) -> Option<String> {
    let command = context_str(err, ContextKind::InvalidSubcommand)?;
    let Some(ContextValue::Strings(valid)) = err.get(ContextKind::ValidSubcommand) else {
        return None;
    };
    let valid: Vec<String> = valid.iter().filter(|s| *s != "help").cloned().collect();
    Some(t!(
        "usage-needs-subcommand",
        command = command,
        subcommands = or_list(&valid)?
    ))
}

/// ": expected pile or table" when clap knows the values the argument takes; else nothing.
fn expected(err: &Error<OneLine>) -> String {
    match err.get(ContextKind::ValidValue) {
        Some(ContextValue::Strings(valid)) => match or_list(valid) {
            Some(values) => format!(": {}", t!("usage-expected", values = values)),
            None => String::new(),
        },
        _ => String::new(),
    }
}
