//! `tenscore check krumme10`: a display replayed card by card (totals, target, how it ends, who
//! scores and who draws), and what the back of a card may show.

use clap::Subcommand;
use serde::Serialize;

use super::cards::{Krumme10Card, krumme10_backs, parse_krumme10_card};
use crate::games::RuleViolation;
use crate::games::Verdict;
use crate::games::forms::{
    CheckForms, RecordedRound, forms_command, illegal_or_error, read_form, verdict,
};
use crate::games::forms::{TableCell, VerdictTable};
use crate::games::krumme10::display::{
    self, Direction, DisplayOutcome, Play, Resolution, Step, Table, backs_in_words, card_words,
};
use crate::games::names::PlayerName;
use crate::games::names::checked_names;
use crate::games::names::safe_text as sanitize;
use crate::t;

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
with > or ! for the shell.
Play starts clockwise, in seating order (--counterclockwise when a pink 4 in an earlier
display reversed it), from whoever plays first. Each play after it must be by the next player
in the current direction who still has cards: players named with --empty are skipped, and a
pink 4's reversal turns play at once. The same player plays twice in a row only when no one
else has cards; a play out of turn is not legal (exit 3).
Without --players the seating is read from the plays as if they were in turn: each player sits
where their first play was their turn (a player stolen from before they play is seated by
that play), and names only ever stolen from are seated after the others.
Example: tenscore check krumme10 display Bernie:3 Carla:3 'Alma:1>Bernie:1>Bernie:1>Carla:3'")]
    Display {
        /// The players in seating order, clockwise [default: read from the plays, see below]
        #[arg(long, value_name = "A,B,...", value_delimiter = ',')]
        players: Vec<String>,

        /// Teams follow the seating: ABAB, ABCAB or ABABAB (4 to 6 players, with --players)
        #[arg(long)]
        teams: bool,

        /// Players who have no cards left (they cannot play, be stolen from or score foul points;
        /// their turn is skipped)
        #[arg(long, value_name = "NAME,...", value_delimiter = ',')]
        empty: Vec<String>,

        /// Play starts counterclockwise: a pink 4 in an earlier display reversed it
        #[arg(long)]
        counterclockwise: bool,

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

/// `check krumme10`, reached through the game's entry in `GAMES`.
pub struct Krumme10Forms;

impl CheckForms for Krumme10Forms {
    fn command(&self) -> clap::Command {
        forms_command::<Krumme10Check>(
            super::ABOUT.id,
            super::ABOUT.aliases,
            "Krumme10: how a display ends, who scores and draws, what a card's back may show",
        )
    }

    fn check(
        &self,
        matches: &clap::ArgMatches,
        _recorded: Option<&RecordedRound>,
    ) -> Result<Verdict, RuleViolation> {
        run(read_form(matches)?)
    }
}

fn run(what: Krumme10Check) -> Result<Verdict, RuleViolation> {
    match what {
        Krumme10Check::Display {
            players,
            teams,
            empty,
            counterclockwise,
            plays,
        } => {
            let start = if counterclockwise {
                Direction::Counterclockwise
            } else {
                Direction::Clockwise
            };
            display(&players, teams, &empty, start, &plays)
        }
        Krumme10Check::Back { value } => back(&value),
    }
}

/// `check krumme10 display --json`: the seating and the direction of play it started in, the
/// display card by card, how it ended (its `"outcome"` with the fields of that ending), the total
/// and target after the last card, who draws in which order, and the direction of play after it.
#[derive(Debug, Serialize)]
struct DisplayVerdict<'a> {
    legal: bool,
    players: &'a [String],
    starting_direction: Direction,
    steps: Vec<DisplayStep<'a>>,
    #[serde(flatten)]
    outcome: DisplayEnd<'a>,
    total: u8,
    target: u8,
    draw_order: Vec<&'a str>,
    direction: Direction,
    reason: String,
}

/// `check krumme10 display --json` of a display that breaks a rule: the same fields, empty or
/// `null`, without the seating and the directions.
#[derive(Debug, Serialize)]
struct RefusedDisplay {
    legal: bool,
    steps: Vec<DisplayStep<'static>>,
    outcome: Option<DisplayEnd<'static>>,
    total: Option<u8>,
    target: Option<u8>,
    draw_order: Vec<String>,
    reason: String,
}

impl RefusedDisplay {
    fn new(reason: String) -> Self {
        RefusedDisplay {
            legal: false,
            steps: Vec::new(),
            outcome: None,
            total: None,
            target: None,
            draw_order: Vec::new(),
            reason,
        }
    }
}

/// One card of the display: the play (turn, from 1) it belongs to, the card as it landed, who
/// laid it and from whose hand, whether it reversed the direction, and the total and target after
/// it.
#[derive(Debug, Serialize)]
struct DisplayStep<'a> {
    play: usize,
    card: Krumme10Card,
    by: &'a str,
    from: &'a str,
    stolen: bool,
    reverses: bool,
    total: u8,
    target: u8,
}

/// How the display ended, as `"outcome"` and the fields of that ending.
#[derive(Debug, Serialize)]
#[serde(tag = "outcome", rename_all = "lowercase")]
enum DisplayEnd<'a> {
    /// Below the target: the display goes on.
    Open,
    /// On target: who scores which cards (the jackpot included), worth how many points.
    Exact {
        scorer: &'a str,
        points: u8,
        cards: Vec<ScoredCard<'a>>,
    },
    /// Over the target: who caused it, who may score foul points in order, and whether with any
    /// card (over 15) or only their lowest.
    Foul {
        causer: &'a str,
        foul_scorers: Vec<&'a str>,
        any_card: bool,
    },
}

/// A card the scorer of an exact display adds to their points, and what its back may show.
#[derive(Debug, Serialize)]
struct ScoredCard<'a> {
    card: Krumme10Card,
    backs: &'a [u8],
}

/// `check krumme10 back --json`: the card as typed and what its back may show, and why.
#[derive(Debug, Serialize)]
struct BackVerdict {
    legal: bool,
    card: Krumme10Card,
    backs: Vec<u8>,
    reason: String,
}

fn display(
    players: &[String],
    teams: bool,
    empty: &[String],
    start: Direction,
    plays: &[String],
) -> Result<Verdict, RuleViolation> {
    // Everything that cannot be read is refused (exit 2) before any rule is asked (exit 3).
    let typed = plays
        .iter()
        .map(|text| display::parse_play(text))
        .collect::<Result<Vec<Play<String>>, RuleViolation>>()?;
    let table = if players.is_empty() {
        let table = Table::inferred(&typed, empty, start)?;
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
        return illegal_or_error(display::teams_need_a_seating(), RefusedDisplay::new);
    }
    let outcome = match display::replay_display(&table, start, &seated) {
        Ok(outcome) => outcome,
        Err(violation) => return illegal_or_error(violation, RefusedDisplay::new),
    };
    let reason = outcome.verdict(&table);
    let steps = steps_grid(&table, &outcome.steps);
    let json = display_verdict(&table, &outcome, reason.clone());
    Ok(Verdict::new(true, sanitize(&reason).to_string(), json).with_table(steps))
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
fn steps_grid(table: &Table, steps: &[Step]) -> VerdictTable {
    let titles = [
        "krumme10-column-play",
        "krumme10-column-card",
        "krumme10-column-by",
        "krumme10-column-from",
        "krumme10-column-total",
        "krumme10-column-target",
    ]
    .map(|id| t!(id));
    let cell = |text: String, right: bool| TableCell { text, right };
    let rows = steps.iter().map(|step| {
        vec![
            cell((step.play + 1).to_string(), true),
            cell(card_cell(step), true),
            cell(PlayerName::stored(table.name(step.by)).to_string(), false),
            cell(PlayerName::stored(table.name(step.from)).to_string(), false),
            cell(step.total.to_string(), true),
            cell(step.target.to_string(), true),
        ]
    });
    VerdictTable {
        titles: titles.to_vec(),
        rows: rows.collect(),
    }
}

/// The JSON of a display that followed the rules.
fn display_verdict<'a>(
    table: &'a Table,
    outcome: &'a DisplayOutcome,
    reason: String,
) -> DisplayVerdict<'a> {
    let named =
        |seats: &[usize]| -> Vec<&'a str> { seats.iter().map(|&seat| table.name(seat)).collect() };
    let steps = outcome
        .steps
        .iter()
        .map(|step| DisplayStep {
            play: step.play + 1,
            card: step.card,
            by: table.name(step.by),
            from: table.name(step.from),
            stolen: step.stolen(),
            reverses: step.reverses,
            total: step.total,
            target: step.target,
        })
        .collect();
    let end = match &outcome.resolution {
        Resolution::Open => DisplayEnd::Open,
        Resolution::Exact {
            scorer,
            cards,
            points,
        } => DisplayEnd::Exact {
            scorer: table.name(*scorer),
            points: *points,
            cards: cards
                .iter()
                .map(|scored| ScoredCard {
                    card: scored.card,
                    backs: &scored.backs,
                })
                .collect(),
        },
        Resolution::Foul {
            causer,
            scorers,
            any_card,
            ..
        } => DisplayEnd::Foul {
            causer: table.name(*causer),
            foul_scorers: named(scorers),
            any_card: *any_card,
        },
    };
    DisplayVerdict {
        legal: true,
        players: table.names(),
        starting_direction: outcome.starting_direction,
        steps,
        outcome: end,
        total: outcome.total(),
        target: outcome.target(),
        draw_order: named(&outcome.draw_order),
        direction: outcome.direction,
        reason,
    }
}

fn back(value: &str) -> Result<Verdict, RuleViolation> {
    let card = parse_krumme10_card(value).map_err(RuleViolation::from)?;
    let backs = krumme10_backs(card.value);
    let reason = t!(
        "krumme10-back-of",
        card = card_words(card),
        backs = backs_in_words(&backs)
    );
    verdict(
        true,
        t!(
            "krumme10-back-sentence",
            card = card_words(card),
            backs = backs_in_words(&backs)
        ),
        BackVerdict {
            legal: true,
            card,
            backs,
            reason,
        },
    )
}
