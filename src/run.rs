//! Runs a command line: the reader's language first (so that even clap's errors speak it), then
//! clap, the command, and the exit code; every refusal is one line on standard error.

mod one_line;

use std::ffi::OsString;
use std::process::ExitCode;

use clap::error::ErrorKind as ClapErrorKind;

use one_line::OneLine;

use crate::cli::Cli;
use crate::error::CliError;
use crate::games::numbers::OutOfRange;
use crate::{commands, i18n, t};

/// Runs tenscore with these arguments (the first one is the program name) and says how it ended.
pub fn run<I, T>(args: I) -> ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    // The language first, so that clap's errors speak it: see CONTRIBUTING.md, The front door.
    match i18n::choose(&args, |name| std::env::var(name).ok()) {
        Ok(lang) => i18n::set(lang),
        Err(unknown) => {
            let error = match unknown.1 {
                i18n::Source::Flag => CliError::usage(
                    t!("lang-unknown", code = unknown.0.as_str()),
                    t!("lang-spoken"),
                ),
                i18n::Source::Environment => CliError::usage(
                    t!("lang-unknown-env", code = unknown.0.as_str()),
                    t!("lang-spoken-env"),
                ),
            };
            report(&error);
            return error.exit_code();
        }
    }
    if is_version_alone(&args) {
        return print_version();
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
                    Err(err) => return usage_failure(err),
                }
            }
            None => return usage_failure(err),
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

/// `tenscore --version` (or `-V`) and nothing else: answered before clap builds its tree of
/// commands, which was half of the start-up (DESIGN section 6: within 1.3x of a hello-world). With
/// any other argument clap reads the line as before.
fn is_version_alone(args: &[OsString]) -> bool {
    matches!(args, [_, flag] if flag == "--version" || flag == "-V")
}

/// The line clap prints for `--version`: the command's name and the version.
fn print_version() -> ExitCode {
    use std::io::Write;
    // A closed standard output is ignored, as clap's own print of the version does.
    let _ = writeln!(
        std::io::stdout(),
        "{} {}",
        env!("CARGO_PKG_NAME"),
        env!("CARGO_PKG_VERSION")
    );
    ExitCode::SUCCESS
}

/// A command line clap refused: in the games' own words where it is about a game, else clap's.
fn usage_failure(err: clap::Error) -> ExitCode {
    if let Some(error) = out_of_range(&err) {
        report(&error);
        return error.exit_code();
    }
    let command = one_line::usage_command(&err);
    let worded = commands::game_usage_error(&err, &command)
        .or_else(|| commands::event::option_naming_player(&err, &command));
    match worded {
        Some(error) => {
            report(&error);
            error.exit_code()
        }
        None => clap_failure(err),
    }
}

/// A number more than its flag can be, refused by the flag's value parser in the flag's words
/// with its range, as the rules word their refusals (no "see --help": the range is the fix).
fn out_of_range(err: &clap::Error) -> Option<CliError> {
    use std::error::Error as _;
    if err.kind() != ClapErrorKind::ValueValidation {
        return None;
    }
    let range = err.source()?.downcast_ref::<OutOfRange>()?;
    Some(CliError::usage(range.problem.clone(), range.fix.clone()))
}

/// Help and version go to stdout with exit 0; usage errors become one line with exit 2:
/// `error: PROBLEM; [TIP; ]see `COMMAND --help``, rendered by [`OneLine`], clap's formatter hook.
fn clap_failure(err: clap::Error) -> ExitCode {
    match err.kind() {
        ClapErrorKind::DisplayHelp | ClapErrorKind::DisplayVersion => {
            let _ = err.print();
            ExitCode::SUCCESS
        }
        // `tenscore` alone: the help. A command of commands typed alone (`tenscore event`) is a
        // MissingSubcommand (`cli.rs`), worded on one line below.
        ClapErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = err.print();
            ExitCode::from(2)
        }
        // clap prints an error made from a message (`clap::Error::raw`, the derive's when the
        // matches lack what the parser already checked) as that message, never through a
        // formatter; without any context it is worded here, from clap's first line.
        _ if err.context().next().is_none() => {
            let error = one_line::from_first_line(&err);
            report(&error);
            error.exit_code()
        }
        _ => {
            let _ = err.apply::<OneLine>().print();
            ExitCode::from(2)
        }
    }
}

/// One line on standard error; a closed or full standard error is ignored (the exit code still
/// says how the command ended), never a panic.
fn report(err: &CliError) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{}: {err}", err.label());
}
