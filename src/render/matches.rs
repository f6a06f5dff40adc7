//! A match as it starts and as it goes on, in words: what `new` prints, the intro `play` opens
//! with, and what `round` prints after recording one.

use super::RenderError;
use super::{StandingsView, fit, sanitize, sanitize_lines};
use crate::games::names::names_list;
use crate::games::{self, Team};
use crate::output::Output;
use crate::store::MatchInfo;

/// " The bids of round 5 were withdrawn ...", after "Finished match 3.": the bids typed for a
/// round never played, which ending a match takes back (they stay in `show --all`); nothing when
/// there were none.
pub fn bids_withdrawn(info: &MatchInfo, seq: Option<u32>) -> String {
    let Some(seq) = seq else {
        return String::new();
    };
    format!(
        " {}",
        crate::t!(
            "cmd-finish-bids-withdrawn",
            opening = info.game.opening_word(),
            seq = seq,
            id = info.id
        )
    )
}

/// What `new` prints: the intro, then how to go on, wrapped between words to the terminal.
pub fn new_match(info: &MatchInfo) -> Result<String, RenderError> {
    let command = if info.game.game().needs_opening() {
        "bid"
    } else {
        "round"
    };
    let text = format!(
        "{}\n{}",
        match_intro(info)?,
        crate::t!("table-new-match", game = info.game.id(), command = command)
    );
    Ok(fit::fit_lines(&text, fit::width(), &shown_names(info)))
}

/// The match's players as the terminal shows them: what wrapping keeps whole.
pub fn shown_names(info: &MatchInfo) -> Vec<String> {
    info.players.iter().map(|p| p.name.to_string()).collect()
}

/// A match just started: its game and options, the seating, and who starts.
pub fn match_intro(info: &MatchInfo) -> Result<String, RenderError> {
    let game = info.game.game();
    let standing = games::Standing::start(&info.names());
    let teams = match game.teams(&info.options, info.players.len())? {
        Some(teams) => teams_line(info, &teams),
        None => String::new(),
    };
    let started = crate::t!(
        "table-match-started",
        id = info.id,
        title = info.game.title(),
        count = info.players.len(),
        options = game.describe_options(&info.options)?
    );
    let seating = crate::t!(
        "table-seating",
        names = names_list(info.players.iter().map(|p| &p.name))
    );
    Ok(format!(
        "{started}\n{seating}{teams}\n{}",
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
    format!("\n{}", crate::t!("table-teams", teams = teams))
}

/// What `round` prints: the verdict in words (`ended`: the rules ended the match), then the table.
pub fn round_text(
    ctx: &Output,
    outcome: &games::Outcome,
    seq: u32,
    ended: bool,
    view: &StandingsView,
) -> String {
    let recorded = crate::t!(
        "table-recorded",
        round = view.info.game.round_title(),
        seq = seq,
        label = view.info.label()
    );
    // Each sentence wraps at word boundaries to the terminal, under its two-space indent.
    let width = fit::width();
    let names = shown_names(&view.info);
    let mut out = fit::fit_lines(&recorded, width, &names);
    out.push('\n');
    for line in &outcome.explanation {
        for line in fit::wrap_words(&sanitize(line), width, "  ", "    ", &names) {
            out.push_str(&line);
            out.push('\n');
        }
    }
    if ended {
        out.push_str(&crate::t!("table-match-over"));
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&view.text(ctx));
    out
}
