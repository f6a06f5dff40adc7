//! `event add [EVENT] NAME...` and `event remove [EVENT] NAME...`.

use clap::Args;

use crate::commands::{Context, confirmation};
use crate::error::{CliError, unsettled_look};
use crate::games::and_list;
use crate::ops::event::{add_players, remove_players};
use crate::render::sanitize;
use crate::store::Access;

#[derive(Debug, Args)]
pub struct RosterArgs {
    /// [EVENT] NAME...: the event (its id or name; left out: the most recent unfinished
    /// event), then the players. With one word it is a player.
    #[arg(value_name = "NAME", required = true, num_args = 1..)]
    words: Vec<String>,
    /// The event, when its name could be taken for a player's
    #[arg(long, value_name = "EVENT")]
    event: Option<String>,
}

impl RosterArgs {
    /// The event named (by `--event`, or as the first of two or more words when it names an
    /// event) and the players. Refused when every word names an event by its name: the players
    /// were most likely left out, and the event's name would join (or leave) another event.
    fn split(
        &self,
        command: &str,
        is_event: impl Fn(&str) -> bool,
    ) -> Result<(Option<String>, Vec<String>), CliError> {
        if self.event.is_some() {
            return Ok((self.event.clone(), self.words.clone()));
        }
        // A number names an event by its id, and could be a player's name.
        let by_name = |word: &str| !word.chars().all(|c| c.is_ascii_digit()) && is_event(word);
        if self.words.iter().all(|word| by_name(word)) {
            let name = sanitize(&self.words[0]).into_owned();
            return Err(CliError::usage(
                crate::t!("event-cmd-roster-only-event", name = name.as_str()),
                crate::t!(
                    "event-cmd-roster-only-event-hint",
                    command = command,
                    word = crate::render::shell_word(&name)
                ),
            ));
        }
        Ok(match self.words.split_first() {
            Some((first, rest)) if !rest.is_empty() && is_event(first) => {
                (Some(first.clone()), rest.to_vec())
            }
            _ => (None, self.words.clone()),
        })
    }
}

/// Whether `word` names an event of the database (its id, or the name of one or more: a name
/// several events share is refused afterwards as the event, not taken for a player).
fn names_event(store: &crate::store::Store, word: &str) -> bool {
    store
        .read(|reader| crate::ops::event::names_event(reader, word))
        .unwrap_or(false)
}

fn shown(names: &[String]) -> String {
    and_list(
        &names
            .iter()
            .map(|n| sanitize(n).into_owned())
            .collect::<Vec<_>>(),
    )
}

pub(super) fn add(ctx: &Context, args: RosterArgs) -> Result<(), CliError> {
    let mut store = ctx.open_store(Access::Write)?;
    let (event, names) = args.split("event add", |word| names_event(&store, word))?;
    let added =
        add_players(&mut store, event.as_deref(), &names).map_err(|e| unsettled_look(e, None))?;
    if ctx.json {
        return ctx.print_json(&serde_json::json!({
            "event": added.event.id,
            "added": added.names,
            "from_round": added.from_round,
        }));
    }
    let mut line = crate::t!(
        "event-cmd-added",
        names = shown(&added.names),
        count = added.names.len(),
        name = sanitize(&added.event.name).into_owned(),
        round = added.from_round
    );
    if let Some(round) = added.redraw {
        line = format!(
            "{line} {}",
            crate::t!(
                "event-cmd-added-redraw",
                round = round,
                names = shown(&added.names)
            )
        );
    }
    ctx.print(&fitted(&line, &added.event.name, &added.names))
}

pub(super) fn remove(ctx: &Context, args: RosterArgs) -> Result<(), CliError> {
    let mut store = ctx.open_store(Access::Write)?;
    let (event, names) = args.split("event remove", |word| names_event(&store, word))?;
    let removed = remove_players(&mut store, event.as_deref(), &names)
        .map_err(|e| unsettled_look(e, None))?;
    if ctx.json {
        return ctx.print_json(&serde_json::json!({
            "event": removed.event.id,
            "removed": removed.names,
            "from_round": removed.from_round,
        }));
    }
    let mut line = crate::t!(
        "event-cmd-removed",
        names = shown(&removed.names),
        count = removed.names.len(),
        name = sanitize(&removed.event.name).into_owned(),
        round = removed.from_round
    );
    if let Some(round) = removed.redraw {
        line = format!(
            "{line} {}",
            crate::t!(
                "event-cmd-removed-redraw",
                round = round,
                names = shown(&removed.names)
            )
        );
    }
    // Said, so that the table knows its match still wants its rounds (or a `finish`).
    for (table, names) in &removed.playing {
        line = format!(
            "{line} {}",
            crate::t!(
                "event-cmd-removed-playing",
                table = table.table,
                round = table.round,
                id = table.match_id,
                names = shown(names),
                count = names.len()
            )
        );
    }
    ctx.print(&fitted(&line, &removed.event.name, &removed.names))
}

/// What `add` and `remove` say, fitted to the terminal (before, a line of 130 columns wrapped
/// wherever the terminal cut it, a command in backticks too), the evening's and the players'
/// names kept whole.
fn fitted(line: &str, event: &str, names: &[String]) -> String {
    let whole: Vec<String> = (std::iter::once(event).chain(names.iter().map(String::as_str)))
        .map(|name| sanitize(name).into_owned())
        .collect();
    confirmation(line, &whole)
}
