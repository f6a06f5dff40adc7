//! `tenscore new`: start a match.

use clap::Args;
use serde_json::json;

use crate::commands::Context;
use crate::error::CliError;
use crate::games::{GameId, NewOptions};
use crate::store::{self, MatchInfo, Store};

/// Start a match: players in seating order, clockwise; the first one starts
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  tenscore new under10 --players Ann,Bob,Cy --end first-out --bonus-cards\n  tenscore new updown --players Ann,Bob,Cy,Dee --hook\n  tenscore new pig10 --players Ann,Bob,Cy\n  tenscore new krumme10 --players Ann,Bob,Cy,Dee --teams\n  tenscore new tenstuff --players Ann,Bob,Cy --casual"
)]
pub struct NewArgs {
    /// The game: under10, updown, pig10, krumme10 or tenstuff (aliases in `tenscore --help`)
    #[arg(value_parser = parse_game, value_name = "GAME")]
    pub game: GameId,

    #[command(flatten)]
    pub setup: MatchSetup,
}

/// The players and options of a new match (shared with `play`).
#[derive(Debug, Args, Default)]
pub struct MatchSetup {
    /// Players in seating order, clockwise, separated by commas; the first one starts
    #[arg(long, value_delimiter = ',', num_args = 1.., value_name = "A,B,...")]
    pub players: Vec<String>,

    /// Under the 10: how the match ends
    #[arg(long, value_name = "WHEN", value_parser = ["last-standing", "first-out"])]
    pub end: Option<String>,

    /// Under the 10: play with the bonus cards (trade-all, joker, trade-one)
    #[arg(long)]
    pub bonus_cards: bool,

    /// 10 op en neer: the most cards dealt in a round [default: 10, or 51 / players when fewer]
    #[arg(long, value_name = "N")]
    pub peak: Option<u32>,

    /// 10 op en neer: the last bidder may not make the bids add up to the cards
    #[arg(long)]
    pub hook: bool,

    /// Krumme10: play in teams following the seating (ABAB, ABCAB, ABABAB; 4 to 6 players)
    #[arg(long)]
    pub teams: bool,

    /// Krumme10: reshuffle the discard pile once when the draw pile first runs out
    #[arg(long)]
    pub long: bool,

    /// Krumme10: play out every card when the draw pile runs out
    #[arg(long)]
    pub showdown: bool,

    /// Tenstuff: without the official rules (excommunication, three sixes, cheating)
    #[arg(long)]
    pub casual: bool,
}

impl MatchSetup {
    pub fn options(&self) -> NewOptions {
        NewOptions {
            end: self.end.clone(),
            bonus_cards: self.bonus_cards,
            peak: self.peak,
            hook: self.hook,
            teams: self.teams,
            long: self.long,
            showdown: self.showdown,
            casual: self.casual,
        }
    }

    /// Whether any option of a new match was given (so `play` starts one rather than resuming).
    pub fn any_given(&self) -> bool {
        !self.players.is_empty()
            || self.end.is_some()
            || self.bonus_cards
            || self.peak.is_some()
            || self.hook
            || self.teams
            || self.long
            || self.showdown
            || self.casual
    }
}

pub fn parse_game(text: &str) -> Result<GameId, String> {
    text.parse::<GameId>()
        .map_err(|e| format!("{e}; tenscore knows {}", GameId::known_list()))
}

pub(crate) fn run(ctx: &Context, args: NewArgs) -> Result<(), CliError> {
    if args.setup.players.is_empty() {
        return Err(CliError::usage(
            "no players were named",
            "name them in seating order with --players Ann,Bob,Cy",
        ));
    }
    let mut store = ctx.open_store()?;
    let info = create(
        &mut store,
        args.game,
        &args.setup.players,
        &args.setup.options(),
    )?;
    if ctx.json {
        return ctx.print_json(&json!({
            "id": info.id,
            "game": info.game.id(),
            "players": info.names(),
        }));
    }
    ctx.print(&crate::render::new_match(&info)?)
}

/// Checks the names and options, then starts the match in one transaction.
pub(crate) fn create(
    store: &mut Store,
    game_id: GameId,
    names: &[String],
    options: &NewOptions,
) -> Result<MatchInfo, CliError> {
    let names = checked_players(game_id, names)?;
    let options = game_id.game().options(options, names.len())?;
    store.write(|conn| {
        let id = store::create_match(conn, game_id, &options, &names)?;
        store::load_match(conn, id)?
            .ok_or_else(|| CliError::runtime("the new match could not be read back", None))
    })
}

/// The players of a new match of `game_id`: usable names, as many as the game seats. The same
/// check `play` makes as the names are typed.
pub(crate) fn checked_players(game_id: GameId, names: &[String]) -> Result<Vec<String>, CliError> {
    let names = checked_names(names)?;
    let range = game_id.game().players();
    if !range.contains(&names.len()) {
        return Err(CliError::rule(
            format!(
                "{} is played by {} to {} players, not {}",
                game_id.title(),
                range.start(),
                range.end(),
                names.len()
            ),
            format!(
                "name {} to {} players, separated by commas",
                range.start(),
                range.end()
            ),
        ));
    }
    Ok(names)
}

/// Player names as typed, trimmed; refuses empty, repeated and unusable names.
pub(crate) fn checked_names(names: &[String]) -> Result<Vec<String>, CliError> {
    let mut checked: Vec<String> = Vec::with_capacity(names.len());
    for raw in names {
        let name = raw.trim();
        if name.is_empty() {
            return Err(CliError::usage(
                "a player name is empty",
                "separate names with single commas, e.g. --players Ann,Bob,Cy",
            ));
        }
        if name
            .chars()
            .any(|c| c.is_control() || matches!(c, '=' | ',' | ':' | '@' | '>'))
        {
            return Err(CliError::usage(
                format!(
                    "the name '{name}' contains a character that entries use (= , : @ >) or a control character"
                ),
                "use letters, digits, spaces, '-' or '.' in names",
            ));
        }
        if name.chars().all(|c| c.is_ascii_digit()) {
            return Err(CliError::usage(
                format!("the name '{name}' is only digits, which would read as a match id"),
                "add a letter, e.g. Player1",
            ));
        }
        if name.chars().count() > 40 {
            return Err(CliError::usage(
                format!("the name '{name}' is longer than 40 characters"),
                "use a shorter name",
            ));
        }
        if checked
            .iter()
            .any(|n| n.to_lowercase() == name.to_lowercase())
        {
            return Err(CliError::usage(
                format!("two players are called '{name}'"),
                "give each player a different name, e.g. Ann and Ann B",
            ));
        }
        checked.push(name.to_string());
    }
    Ok(checked)
}
