//! The tip of a usage error (what was meant, or which command takes the option typed) and the
//! command whose help to read.

use clap::error::{ContextKind, ContextValue, Error, ErrorFormatter, ErrorKind};

use crate::t;

/// What was meant: a similar subcommand, option or value, or the commands that take the option
/// typed. clap's advice to write `-- --trump` (to pass the option as a value) is never given: no
/// value of tenscore's starts with `--`, and a player who typed `finish --trump hearts` wants to
/// know that finish has no trump, and which command has.
pub(super) fn usage_tip<F: ErrorFormatter>(err: &Error<F>, command: &str) -> Option<String> {
    let suggested = match err.get(ContextKind::Suggested) {
        Some(ContextValue::StyledStrs(tips)) => tips.first().map(|tip| tip.to_string()),
        _ => None,
    };
    let suggested = suggested.and_then(|tip| tip.lines().next().map(str::to_string));
    if let (ErrorKind::UnknownArgument, Some(ContextValue::String(arg))) =
        (err.kind(), err.get(ContextKind::InvalidArg))
        && arg.starts_with("--")
    {
        return Some(option_tip(err, arg, command, suggested.as_deref()));
    }
    if let (ErrorKind::UnknownArgument, Some(ContextValue::String(arg))) =
        (err.kind(), err.get(ContextKind::InvalidArg))
        && !arg.starts_with('-')
        && takes_players(command)
    {
        // `new under10 Ann,Bob,Cy`, `--players Ann Bob Cy`: names the option did not take.
        return Some(t!("usage-players-one-list"));
    }
    if let (ErrorKind::MissingRequiredArgument, Some(ContextValue::Strings(missing))) =
        (err.kind(), err.get(ContextKind::InvalidArg))
        && missing.iter().any(|arg| arg == "<GAME>")
    {
        let games: Vec<&str> = crate::games::GameId::all().map(|g| g.id()).collect();
        return Some(t!("usage-games", games = games.join(", ")));
    }
    similar(err).or_else(|| suggested.and_then(|tip| suggested_words(&tip)))
}

/// Whether `command` (`tenscore new under10`) names its players with `--players`.
fn takes_players(command: &str) -> bool {
    let mut root = crate::cli::generated::command();
    root.build();
    let mut cmd = &root;
    for name in command.split_whitespace().skip(1) {
        match cmd.find_subcommand(name) {
            Some(sub) => cmd = sub,
            None => return false,
        }
    }
    cmd.get_arguments()
        .any(|arg| arg.get_long() == Some("players"))
}

/// "a similar argument exists: '--game'" when clap found one, for a subcommand, an option or a
/// value.
fn similar<F: ErrorFormatter>(err: &Error<F>) -> Option<String> {
    let similar = [
        (ContextKind::SuggestedSubcommand, "usage-similar-subcommand"),
        (ContextKind::SuggestedArg, "usage-similar-argument"),
        (ContextKind::SuggestedValue, "usage-similar-value"),
    ];
    similar.into_iter().find_map(|(kind, id)| {
        let names = match err.get(kind) {
            Some(ContextValue::String(name)) => vec![name.clone()],
            Some(ContextValue::Strings(names)) => names.clone(),
            _ => Vec::new(),
        };
        let quoted: Vec<String> = names.iter().map(|name| format!("'{name}'")).collect();
        (!quoted.is_empty()).then(|| t!(id, count = quoted.len(), names = quoted.join(", ")))
    })
}

/// The tip on an option `command` does not take: an option of its own the one typed is a typo
/// of; else the commands that take it; else the option clap found alike (of its own, or of a
/// subcommand: `'new --rounds' exists`); else that it has none such. clap finds an option alike
/// more readily than a typo (`--reason` for `--json`): an option another command takes as typed
/// is more likely what was meant then.
fn option_tip<F: ErrorFormatter>(
    err: &Error<F>,
    arg: &str,
    command: &str,
    suggested: Option<&str>,
) -> String {
    let flag = arg.split(['=', ' ']).next().unwrap_or(arg);
    let own = match err.get(ContextKind::SuggestedArg) {
        Some(ContextValue::String(own)) => Some(own.as_str()),
        _ => None,
    };
    let typo = own.is_some_and(|own| {
        let bare = |flag: &str| flag.trim_start_matches('-').to_string();
        crate::games::names::similar::closest(&bare(flag), [bare(own).as_str()]).is_some()
    });
    if typo && let Some(tip) = similar(err) {
        return tip;
    }
    let others = commands_taking(flag, command);
    if let Some(others_list) = and_list(&others) {
        return t!(
            "usage-option-of-others",
            command = command,
            others = others_list,
            count = others.len()
        );
    }
    if let Some(tip) = similar(err) {
        return tip;
    }
    match suggested.and_then(similar_of_subcommand) {
        Some(option) => t!("usage-similar-of-subcommand", option = option),
        None => t!("usage-no-such-option", command = command),
    }
}

/// clap's other tips in the reader's words; its advice to pass a word as a value after `--` is
/// left out.
fn suggested_words(tip: &str) -> Option<String> {
    if tip.starts_with("to pass '") {
        return None;
    }
    if let Some(rest) = tip.strip_prefix("subcommand '")
        && let Some((name, _)) = rest.split_once("' exists; to use it, remove the '--'")
    {
        return Some(t!("usage-remove-dashes", name = name));
    }
    if let Some(option) = similar_of_subcommand(tip) {
        return Some(t!("usage-similar-of-subcommand", option = option));
    }
    Some(tip.to_string())
}

/// "new --rounds" of clap's tip `'new --rounds' exists`.
fn similar_of_subcommand(tip: &str) -> Option<&str> {
    tip.strip_prefix('\'')?.strip_suffix("' exists")
}

/// The commands other than `command` that take the option `flag` (`--trump`), one for each
/// command of the help's list: "`tenscore bid`", or where several of its subcommands take it,
/// the one they share followed by "...": "`tenscore check updown ...`" (trick and hand),
/// "`tenscore new ...`" (every game).
fn commands_taking(flag: &str, command: &str) -> Vec<String> {
    let Some(long) = flag.strip_prefix("--") else {
        return Vec::new();
    };
    let mut root = crate::cli::generated::command();
    root.build();
    root.get_subcommands()
        .filter_map(|top| {
            let mut found: Vec<Vec<String>> = Vec::new();
            walk(
                top,
                &mut vec![top.get_name().to_string()],
                &mut |path, cmd| {
                    let takes = cmd.get_arguments().any(|arg| {
                        !arg.is_global_set() && !arg.is_hide_set() && arg.get_long() == Some(long)
                    });
                    if takes && format!("tenscore {}", path.join(" ")) != command {
                        found.push(path.to_vec());
                    }
                },
            );
            let first = found.first()?;
            let shared = (0..first.len())
                .take_while(|&i| found.iter().all(|path| path.get(i) == first.get(i)))
                .count();
            let line = format!("tenscore {}", first[..shared].join(" "));
            Some(match found.iter().any(|path| path.len() == shared) {
                true => format!("`{line}`"),
                false => format!("`{line} ...`"),
            })
        })
        .collect()
}

/// Calls `visit` with every command under `cmd` (itself included) and its path of names.
fn walk(
    cmd: &clap::Command,
    path: &mut Vec<String>,
    visit: &mut impl FnMut(&[String], &clap::Command),
) {
    visit(path, cmd);
    for sub in cmd.get_subcommands() {
        path.push(sub.get_name().to_string());
        walk(sub, path, visit);
        path.pop();
    }
}

/// "a, b or c"; `None` for no items.
pub(super) fn or_list(items: &[String]) -> Option<String> {
    joined(items, "usage-or")
}

/// "a, b and c"; `None` for no items.
fn and_list(items: &[String]) -> Option<String> {
    joined(items, "usage-and")
}

fn joined(items: &[String], id: &str) -> Option<String> {
    match items.split_last()? {
        (only, []) => Some(only.clone()),
        (last, rest) => Some(t!(id, first = rest.join(", "), last = last.as_str())),
    }
}

/// The command whose help to read: the words of clap's usage line before the first option or
/// argument (`tenscore check updown trick`); `tenscore` when clap gives no usage.
pub(in crate::run) fn usage_command<F: ErrorFormatter>(err: &Error<F>) -> String {
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
