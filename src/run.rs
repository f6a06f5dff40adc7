//! Runs a command line: the reader's language first (so that even clap's errors speak it), then
//! clap, the command, and the exit code; every refusal is one line on standard error.

use std::error::Error as _;
use std::ffi::OsString;
use std::process::ExitCode;

use clap::error::{ContextKind, ContextValue, ErrorKind as ClapErrorKind};

use crate::cli::Cli;
use crate::error::CliError;
use crate::{commands, i18n, t};

/// Runs tenscore with these arguments (the first one is the program name) and says how it ended.
pub fn run<I, T>(args: I) -> ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    // The language is chosen before the command line is read, so that its errors speak it too.
    match i18n::choose(&args, |name| std::env::var(name).ok()) {
        Ok(lang) => i18n::set(lang),
        Err(unknown) => {
            let error = CliError::usage(
                t!("lang-unknown", code = unknown.0.as_str()),
                t!("lang-spoken"),
            );
            report(&error);
            return error.exit_code();
        }
    }
    let cli = match Cli::parse_args(args.clone()) {
        Ok(cli) => cli,
        Err(err) => match commands::game_in_other_case(&err) {
            // Games are named in any case wherever they are named: `new UNDER10` is `new under10`.
            Some((typed, game)) => {
                let mut spelled = args;
                if let Some(arg) = spelled.iter_mut().find(|arg| **arg == *typed) {
                    *arg = OsString::from(game);
                }
                match Cli::parse_args(spelled) {
                    Ok(cli) => cli,
                    Err(err) => return usage_failure(&err),
                }
            }
            None => return usage_failure(&err),
        },
    };
    match cli.run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if err.is_silent() => err.exit_code(),
        Err(err) => {
            report(&err);
            err.exit_code()
        }
    }
}

/// A command line clap refused: in the games' own words where it is about a game, else clap's.
fn usage_failure(err: &clap::Error) -> ExitCode {
    match commands::game_usage_error(err, &usage_command(err)) {
        Some(error) => {
            report(&error);
            error.exit_code()
        }
        None => clap_failure(err),
    }
}

/// Help and version go to stdout with exit 0; usage errors become one line with exit 2:
/// `error: PROBLEM; [TIP; ]see `COMMAND --help``, built from the error's context.
fn clap_failure(err: &clap::Error) -> ExitCode {
    match err.kind() {
        ClapErrorKind::DisplayHelp | ClapErrorKind::DisplayVersion => {
            let _ = err.print();
            ExitCode::SUCCESS
        }
        ClapErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
        | ClapErrorKind::MissingSubcommand => {
            let _ = err.print();
            ExitCode::from(2)
        }
        _ => {
            let tip = usage_tip(err).map(|t| format!("{t}; ")).unwrap_or_default();
            let hint = format!("{tip}see `{} --help`", usage_command(err));
            let error = CliError::usage(usage_problem(err), hint);
            report(&error);
            error.exit_code()
        }
    }
}

/// A context value that is one string.
fn context_str(err: &clap::Error, kind: ContextKind) -> Option<&str> {
    match err.get(kind) {
        Some(ContextValue::String(text)) => Some(text),
        _ => None,
    }
}

/// What clap refused, in clap's words on one line.
fn usage_problem(err: &clap::Error) -> String {
    let arg = context_str(err, ContextKind::InvalidArg);
    let value = context_str(err, ContextKind::InvalidValue);
    let problem = match err.kind() {
        ClapErrorKind::UnknownArgument => {
            arg.map(|arg| format!("unexpected argument '{arg}' found"))
        }
        ClapErrorKind::InvalidSubcommand => context_str(err, ContextKind::InvalidSubcommand)
            .map(|sub| format!("unrecognized subcommand '{sub}'")),
        // The valid values (ContextKind::ValidValue) are left out, as they always were; a similar
        // one comes as the tip.
        ClapErrorKind::InvalidValue => match (arg, value) {
            (Some(arg), Some("")) => Some(format!(
                "a value is required for '{arg}' but none was supplied"
            )),
            (Some(arg), Some(value)) => Some(format!("invalid value '{value}' for '{arg}'")),
            _ => None,
        },
        // A value parser refused the value; its reason is the error's source.
        ClapErrorKind::ValueValidation => match (arg, value, err.source()) {
            (Some(arg), Some(value), Some(reason)) => {
                Some(format!("invalid value '{value}' for '{arg}': {reason}"))
            }
            (Some(arg), Some(value), None) => Some(format!("invalid value '{value}' for '{arg}'")),
            _ => None,
        },
        ClapErrorKind::TooManyValues => match (arg, value) {
            (Some(arg), Some(value)) => Some(format!(
                "unexpected value '{value}' for '{arg}' found; no more were expected"
            )),
            _ => None,
        },
        ClapErrorKind::MissingRequiredArgument => match err.get(ContextKind::InvalidArg) {
            Some(ContextValue::Strings(missing)) => Some(format!(
                "the following required arguments were not provided: {}",
                missing.join(", ")
            )),
            _ => None,
        },
        ClapErrorKind::ArgumentConflict => match (arg, err.get(ContextKind::PriorArg)) {
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
    // Fallback: the kinds clap gives no context for (InvalidUtf8, Io, Format), the ones this
    // command line cannot produce (NoEquals, TooFewValues, WrongNumberOfValues), and any context
    // missing above take the first line clap renders, without its "error: ".
    let problem = problem.unwrap_or_else(|| {
        let text = err.to_string();
        text.lines()
            .find(|line| !line.trim().is_empty())
            .unwrap_or("the arguments could not be read")
            .trim_start_matches("error: ")
            .to_string()
    });
    // One line, whatever a value parser's reason says.
    problem.lines().next().unwrap_or_default().to_string()
}

/// The first of clap's suggestions, worded as clap words its tips.
fn usage_tip(err: &clap::Error) -> Option<String> {
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
fn usage_command(err: &clap::Error) -> String {
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

/// One line on standard error; a closed or full standard error is ignored (the exit code still
/// says how the command ended), never a panic.
fn report(err: &CliError) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{}: {err}", err.label());
}
