//! `tenscore check krumme10`: a display replayed card by card (totals, target, how it ends, who
//! scores and who draws), and what the back of a card may show.

use clap::Subcommand;
use comfy_table::{Cell, CellAlignment};
use serde_json::{Map, Value, json};

use super::{illegal_or_error, verdict};
use crate::commands::Context;
use crate::error::CliError;
use crate::games::RuleViolation;
use crate::games::cards::{krumme10_backs, parse_krumme10_card};
use crate::games::krumme10::display::{
    self, DisplayOutcome, Play, Resolution, Step, Table, backs_in_words, card_words,
};
use crate::games::names::PlayerName;
use crate::ops::checked_names;
use crate::render::{sanitize, titled_table};

/// Krumme10 cards are written as they landed face up: `0`–`5`, a pink four `4p`, a blue one `4`
/// or `4b`.
#[derive(Debug, Subcommand)]
pub enum Krumme10Check {
    /// Replay a display card by card: the total and target after each card, how it ends, who
    /// scores, who may score foul points, and who draws in which order
    #[command(after_help = "\
A PLAY is one turn: NAME:CARD. A card that lands as a 1 may steal: NAME:1>VICTIM:CARD, where
CARD is the stolen card as it landed (from its back); a chain of 1s is one play:
Alma:1>Bernie:1>Carla:3. A pink 4 that reverses the direction is written 4p!. Quote plays
with > or ! for the shell. Without --players the seating is the order in which the names
first appear. Play starts clockwise, in seating order.
Example: tenscore check krumme10 display Bernie:3 Carla:3 'Alma:1>Bernie:1>Bernie:1>Carla:3'")]
    Display {
        /// The players in seating order, clockwise [default: the order the plays name them]
        #[arg(long, value_name = "A,B,...", value_delimiter = ',')]
        players: Vec<String>,

        /// Teams follow the seating: ABAB, ABCAB or ABABAB (4 to 6 players, with --players)
        #[arg(long)]
        teams: bool,

        /// Players who have no cards left (they cannot play, be stolen from or score foul points)
        #[arg(long, value_name = "NAME,...", value_delimiter = ',')]
        empty: Vec<String>,

        /// The plays in order, each NAME:CARD or NAME:1>VICTIM:CARD...
        #[arg(value_name = "PLAY", required = true, num_args = 1..)]
        plays: Vec<String>,
    },
    /// What the back of a card may show: one more or one less (0 and 5 are neighbours)
    #[command(after_help = "Example: tenscore check krumme10 back 3      a 2 or a 4")]
    Back {
        /// The card's face: 0–5, or 4p for a pink four
        #[arg(value_name = "VALUE")]
        value: String,
    },
}

pub(crate) fn run(ctx: &Context, what: Krumme10Check) -> Result<(), CliError> {
    match what {
        Krumme10Check::Display {
            players,
            teams,
            empty,
            plays,
        } => display(ctx, &players, teams, &empty, &plays),
        Krumme10Check::Back { value } => back(ctx, &value),
    }
}

/// The JSON of a display that breaks a rule: the same fields, empty.
fn refused_json(reason: String) -> Value {
    json!({
        "legal": false,
        "reason": reason,
        "steps": [],
        "outcome": null,
        "total": null,
        "target": null,
        "draw_order": [],
    })
}

fn display(
    ctx: &Context,
    players: &[String],
    teams: bool,
    empty: &[String],
    plays: &[String],
) -> Result<(), CliError> {
    // Everything that cannot be read is refused (exit 2) before any rule is asked (exit 3).
    let typed = plays
        .iter()
        .map(|text| display::parse_play(text))
        .collect::<Result<Vec<Play<String>>, RuleViolation>>()?;
    let table = if players.is_empty() {
        let table = Table::inferred(&typed, empty)?;
        checked_names(table.names())?;
        table
    } else {
        Table::new(checked_names(players)?, teams, empty)?
    };
    let seated = typed
        .iter()
        .map(|play| table.seat_play(play))
        .collect::<Result<Vec<Play>, RuleViolation>>()?;
    // Teams follow the seating, so the seating must be given.
    if teams && players.is_empty() {
        return illegal_or_error(ctx, display::teams_need_a_seating(), refused_json);
    }
    let outcome = match display::replay_display(&table, &seated) {
        Ok(outcome) => outcome,
        Err(violation) => return illegal_or_error(ctx, violation, refused_json),
    };
    let reason = outcome.verdict(&table);
    let text = format!(
        "{}\n{}",
        steps_grid(ctx, &table, &outcome.steps),
        sanitize(&reason)
    );
    verdict(ctx, true, text, &outcome_json(&table, &outcome, &reason))
}

/// A card as the table shows it: `4p!` for a pink 4 that reversed the direction.
fn card_cell(step: &Step) -> String {
    if step.reverses {
        format!("{}!", step.card)
    } else {
        step.card.to_string()
    }
}

/// The display after each card: the play (turn) it belongs to, the card, who laid it, from whose
/// hand, and the total and target after it.
fn steps_grid(ctx: &Context, table: &Table, steps: &[Step]) -> String {
    let titles = ["Play", "Card", "By", "From", "Total", "Target"].map(String::from);
    let mut grid = titled_table(ctx, &titles);
    let right = |text: String| Cell::new(text).set_alignment(CellAlignment::Right);
    for step in steps {
        grid.add_row(vec![
            right((step.play + 1).to_string()),
            right(card_cell(step)),
            Cell::new(PlayerName::stored(table.name(step.by))),
            Cell::new(PlayerName::stored(table.name(step.from))),
            right(step.total.to_string()),
            right(step.target.to_string()),
        ]);
    }
    grid.to_string()
}

fn outcome_json(table: &Table, outcome: &DisplayOutcome, reason: &str) -> Value {
    let named = |seats: &[usize]| -> Vec<String> {
        seats
            .iter()
            .map(|&seat| table.name(seat).to_string())
            .collect()
    };
    let steps: Vec<Value> = outcome
        .steps
        .iter()
        .map(|step| {
            json!({
                "play": step.play + 1,
                "card": step.card,
                "by": table.name(step.by),
                "from": table.name(step.from),
                "stolen": step.stolen(),
                "reverses": step.reverses,
                "total": step.total,
                "target": step.target,
            })
        })
        .collect();
    let mut json = Map::new();
    json.insert("legal".into(), json!(true));
    json.insert("reason".into(), json!(reason));
    json.insert("players".into(), json!(table.names()));
    json.insert("steps".into(), json!(steps));
    match &outcome.resolution {
        Resolution::Open => {
            json.insert("outcome".into(), json!("open"));
        }
        Resolution::Exact {
            scorer,
            cards,
            points,
        } => {
            json.insert("outcome".into(), json!("exact"));
            json.insert("scorer".into(), json!(table.name(*scorer)));
            json.insert("points".into(), json!(points));
            let cards: Vec<Value> = cards
                .iter()
                .map(|scored| json!({ "card": scored.card, "backs": scored.backs }))
                .collect();
            json.insert("cards".into(), json!(cards));
        }
        Resolution::Foul {
            causer,
            scorers,
            any_card,
            ..
        } => {
            json.insert("outcome".into(), json!("foul"));
            json.insert("causer".into(), json!(table.name(*causer)));
            json.insert("foul_scorers".into(), json!(named(scorers)));
            json.insert("any_card".into(), json!(any_card));
        }
    }
    json.insert("total".into(), json!(outcome.total()));
    json.insert("target".into(), json!(outcome.target()));
    json.insert("draw_order".into(), json!(named(&outcome.draw_order)));
    json.insert("direction".into(), json!(outcome.direction));
    Value::Object(json)
}

fn back(ctx: &Context, value: &str) -> Result<(), CliError> {
    let card = parse_krumme10_card(value).map_err(RuleViolation::from)?;
    let backs = krumme10_backs(card.value);
    let reason = format!(
        "the back of a {} is {}",
        card_words(card),
        backs_in_words(&backs)
    );
    verdict(
        ctx,
        true,
        format!(
            "The back of a {} is {}.",
            card_words(card),
            backs_in_words(&backs)
        ),
        &json!({
            "legal": true,
            "reason": reason,
            "card": card,
            "backs": backs,
        }),
    )
}
