//! tenscore: scorekeeper and referee for five card games around the number ten.
//!
//! `main.rs` only calls [`run`]; everything else lives here: the command line ([`cli`]), thin
//! commands ([`commands`]), pure rules engines ([`games`]), storage ([`store`]), presentation
//! ([`render`]) and the interactive prompts ([`prompt`]).

pub mod cli;
pub mod commands;
pub mod error;
pub mod games;
pub mod ops;
pub mod output;
pub mod prompt;
pub mod render;
pub mod store;

use std::ffi::OsString;
use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind as ClapErrorKind;

use crate::cli::Cli;
use crate::error::CliError;

/// Runs tenscore with these arguments (the first one is the program name) and says how it ended.
pub fn run<I, T>(args: I) -> ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(err) => match commands::game_usage_error(&err) {
            Some(error) => {
                eprintln!("error: {error}");
                return error.exit_code();
            }
            None => return clap_failure(&err),
        },
    };
    match cli.run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if err.is_silent() => err.exit_code(),
        Err(err) => {
            eprintln!("error: {err}");
            err.exit_code()
        }
    }
}

/// Help and version go to stdout with exit 0; usage errors become one line with exit 2.
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
            let text = err.to_string();
            let mut lines = text.lines().filter(|l| !l.trim().is_empty());
            let mut first = lines
                .next()
                .unwrap_or("the arguments could not be read")
                .trim_start_matches("error: ")
                .to_string();
            // "the following required arguments were not provided:" lists them on the next lines.
            if first.ends_with(':') {
                let listed: Vec<&str> = text
                    .lines()
                    .skip_while(|l| !l.ends_with(':'))
                    .skip(1)
                    .take_while(|l| l.starts_with("  "))
                    .map(str::trim)
                    .collect();
                first = format!("{} {}", first, listed.join(", "));
            }
            let tip = text
                .lines()
                .map(str::trim)
                .find_map(|l| l.strip_prefix("tip: "))
                .map(|t| format!("{t}; "))
                .unwrap_or_default();
            // The help of the subcommand that failed, from the usage line clap prints.
            let command = text
                .lines()
                .find_map(|l| l.trim().strip_prefix("Usage: "))
                .map(|usage| {
                    usage
                        .split_whitespace()
                        .take_while(|w| !w.starts_with(['-', '<', '[']))
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .filter(|c| !c.is_empty())
                .unwrap_or_else(|| "tenscore".to_string());
            let error = CliError::usage(first, format!("{tip}see `{command} --help`"));
            eprintln!("error: {error}");
            error.exit_code()
        }
    }
}
