//! A match as it starts and as it goes on, in words: what `new` prints, the intro `play` opens
//! with, and what `round` prints after recording one.

use super::{StandingsView, fit, sanitize, sanitize_lines};
use crate::error::CliError;
use crate::games::names::names_list;
use crate::games::{self, Team};
use crate::output::Output;
use crate::store::MatchInfo;

/// What `new` prints: the intro, then how to go on.
pub fn new_match(info: &MatchInfo) -> Result<String, CliError> {
    Ok(format!(
        "{}\nRecord {}s with `tenscore {} ...` or play interactively with `tenscore play`.",
        match_intro(info)?,
        info.game.round_word(),
        if info.game.game().needs_opening() {
            "bid"
        } else {
            "round"
        }
    ))
}

/// A match just started: its game and options, the seating, and who starts.
pub fn match_intro(info: &MatchInfo) -> Result<String, CliError> {
    let game = info.game.game();
    let standing = games::Standing::start(&info.names());
    let teams = match game.teams(&info.options, info.players.len())? {
        Some(teams) => teams_line(info, &teams),
        None => String::new(),
    };
    Ok(format!(
        "Match {} started: {} for {} ({}).\nSeating, clockwise: {}.{teams}\n{}",
        info.id,
        info.game.title(),
        info.players.len(),
        game.describe_options(&info.options)?,
        names_list(info.players.iter().map(|p| &p.name)),
        sanitize_lines(&game.next_round(&info.options, &standing, None)?),
    ))
}

/// `\nTeams: A (Ann, Cy), B (Bob, Dee).`: each team with its members in seating order.
fn teams_line(info: &MatchInfo, teams: &[Team]) -> String {
    let teams = teams
        .iter()
        .map(|team| {
            let members = team
                .seats
                .iter()
                .filter_map(|&s| info.players.get(s))
                .map(|p| &p.name);
            format!("{} ({})", team.name, names_list(members))
        })
        .collect::<Vec<_>>()
        .join(", ");
    format!("\nTeams: {teams}.")
}

/// What `round` prints: the verdict in words (`ended`: the rules ended the match), then the table.
pub fn round_text(
    ctx: &Output,
    outcome: &games::Outcome,
    seq: u32,
    ended: bool,
    view: &StandingsView,
) -> String {
    let mut out = format!(
        "{} {} recorded in {}.\n",
        view.info.game.round_title(),
        seq,
        view.info.label()
    );
    // Each sentence wraps at word boundaries to the terminal, under its two-space indent.
    let width = fit::width();
    let names: Vec<String> = view
        .info
        .players
        .iter()
        .map(|p| p.name.to_string())
        .collect();
    for line in &outcome.explanation {
        for line in fit::wrap_words(&sanitize(line), width, "  ", "    ", &names) {
            out.push_str(&line);
            out.push('\n');
        }
    }
    if ended {
        out.push_str("The match is over.\n");
    }
    out.push('\n');
    out.push_str(&view.text(ctx));
    out
}
