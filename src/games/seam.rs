//! The seam itself: [`Rules`], the typed engine every game implements, and [`Game`], its
//! object-safe face that the operations, the store and the presentation use (options, openings
//! and entries as JSON; for `show`, openings and entries as stored, packed).

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::packed::Packed;

use super::forms::CheckForms;
use super::ui::Flows;

use super::{
    About, Figure, Flag, GameId, Note, Outcome, Progress, RoundDetail, RoundInput, RuleViolation,
    SeasonColumn, SeatSeason, SeatState, Standing, StoredPlay, Team, ranks, team_standings,
};

mod blanket;
mod stored;

pub use stored::SeamError;
pub(super) use stored::from_json;

/// A typed rules engine. Implementations are pure and unit-tested beside their code.
pub trait Rules: Sync {
    type Options: Serialize + DeserializeOwned;
    /// What opens a round before it is played (bids); `()` for games without that step.
    type Opening: Serialize + DeserializeOwned;
    type Entry: Serialize + DeserializeOwned;
    /// The options as `new GAME` and `play GAME` take them on the command line (clap checks them).
    type Choices: clap::Args + clap::FromArgMatches;

    /// The game's ids, title and words.
    fn about(&self) -> &'static About;
    /// How many players may sit at the table.
    fn players(&self) -> std::ops::RangeInclusive<usize> {
        self.about().players.clone()
    }
    /// Checks the options chosen for `new` for the players named, in seating order (an option
    /// may name one of them, such as who starts).
    fn options(
        &self,
        chosen: Self::Choices,
        players: &[String],
    ) -> Result<Self::Options, RuleViolation>;
    /// The flags a round's entry may carry (`--call NAME`); the seam refuses any other.
    fn round_flags(&self) -> &'static [Flag] {
        &[]
    }
    /// The flags the opening of a round may carry (`--trump SUIT`).
    fn opening_flags(&self) -> &'static [Flag] {
        &[]
    }
    /// A note in words, for tables: "halved 100 → 50".
    fn note_text(&self, note: &Note) -> String {
        note.kind.replace('-', " ")
    }
    /// Whether the seat's part of [`Rules::round_detail`] already says what the note says (so
    /// `show` does not repeat it).
    fn note_in_detail(&self, _note: &Note) -> bool {
        false
    }
    /// Whether a round must be opened (with [`Rules::open`]) before its entry can be recorded.
    fn needs_opening(&self) -> bool {
        false
    }
    /// A recorded opening's entries as they are typed, one per seat in seating order (10 op en
    /// neer: the bids), so that an edit correcting only a flag of it keeps them.
    fn opening_entries(&self, _opening: &Self::Opening) -> Vec<String> {
        Vec::new()
    }
    /// A recorded opening's flags as they are typed (10 op en neer: `trump` as a suit's letter,
    /// or `none` for a round without trumps), so that an edit correcting only its entries keeps
    /// them.
    fn opening_flag_values(&self, _opening: &Self::Opening) -> Vec<(&'static str, String)> {
        Vec::new()
    }
    /// Opens the next round (bids). Games without that step never get here.
    fn open(
        &self,
        _options: &Self::Options,
        _standing: &Standing,
        _input: &RoundInput,
    ) -> Result<Self::Opening, RuleViolation> {
        let game = GameId::of(self.about());
        Err(RuleViolation::malformed(
            crate::t!("game-no-bidding", title = game.title(), game = game.id()),
            crate::t!("game-record-with", game = game.id()),
        ))
    }
    /// Reads a round's entry from what was typed; checks everything that can be checked alone.
    fn parse(
        &self,
        options: &Self::Options,
        standing: &Standing,
        opening: Option<&Self::Opening>,
        input: &RoundInput,
    ) -> Result<Self::Entry, RuleViolation>;
    /// Scores a round from the current standing and the entry alone.
    fn score(
        &self,
        options: &Self::Options,
        standing: &Standing,
        opening: Option<&Self::Opening>,
        entry: &Self::Entry,
    ) -> Result<Outcome, RuleViolation>;
    /// Why a stored round (checked when written) scored as it did, for `show --json`: scored
    /// again unless the game words it from the entry (lines said before in the match: `worded`).
    fn explain(
        &self,
        options: &Self::Options,
        standing: &Standing,
        opening: Option<&Self::Opening>,
        entry: &Self::Entry,
        _worded: &mut super::Worded,
    ) -> Result<Vec<String>, RuleViolation> {
        Ok(self.score(options, standing, opening, entry)?.explanation)
    }
    /// A stored entry read straight from its bytes; `None`: by serde (what it does not take).
    fn stored_entry(&self, _stored: &Packed) -> Option<Self::Entry> {
        None
    }
    /// Whether [`Rules::round_detail`] reads the entry; when not, `show` hands it `None` once
    /// [`Rules::stored_entry_fits`] says the stored one is the game's.
    fn round_detail_reads_entry(&self) -> bool {
        true
    }
    /// Whether stored bytes hold an entry of the game (walked, not built); `false`: serde reads it.
    fn stored_entry_fits(&self, _stored: &Packed) -> bool {
        false
    }
    /// Whether two entries say the same, so that an edit of one into the other changes nothing:
    /// alike once stored, unless the game knows of an order that does not count.
    fn same_entry(&self, a: &Self::Entry, b: &Self::Entry) -> bool {
        matches!(
            (serde_json::to_value(a), serde_json::to_value(b)),
            (Ok(a), Ok(b)) if a == b
        )
    }
    /// Whether [`Rules::explain`] reads the counters of the standing before the round.
    fn explain_reads_counters(&self) -> bool {
        true
    }
    /// Whether the rules end the match at this standing.
    fn progress(&self, options: &Self::Options, standing: &Standing) -> Progress;
    /// A sort key per seat: smaller is better; equal keys share a rank.
    fn rank_key(&self, options: &Self::Options, seat: &SeatState) -> Vec<i64>;
    /// Teams, when the match is played in teams.
    fn teams(&self, _options: &Self::Options, _seats: usize) -> Option<Vec<Team>> {
        None
    }
    /// Whether a table of `seats` (a size the game allows) can play a match with `options`,
    /// chosen for tables of another size: a club night keeps its options for every table drawn.
    fn fits(&self, _options: &Self::Options, _seats: usize) -> bool {
        true
    }
    /// What comes next (who starts, deals or bids; with `opening`, the round opened and what it
    /// waits for), for standings, `bid` and `play`.
    fn next_round(
        &self,
        options: &Self::Options,
        standing: &Standing,
        opening: Option<&Self::Opening>,
    ) -> String;
    /// Running per-seat figures beside the total, for standings.
    fn figures(&self, _options: &Self::Options, _seat: &SeatState, _rounds: u32) -> Vec<Figure> {
        Vec::new()
    }
    /// Round `seq` (from 1) described for `show`; the entry is `None` while the round is only opened.
    fn round_detail(
        &self,
        _options: &Self::Options,
        _seq: u32,
        _opening: Option<&Self::Opening>,
        _entry: Option<&Self::Entry>,
    ) -> RoundDetail {
        RoundDetail::default()
    }
    /// Each seat's part of a round's entry in words or notation, in seating order (an empty
    /// string for a seat without one), for the rows of a spreadsheet (`export --format csv`): by
    /// default the seat cells of [`Rules::round_detail`], as `show` gives them.
    fn seat_entries(
        &self,
        options: &Self::Options,
        seq: u32,
        opening: Option<&Self::Opening>,
        entry: Option<&Self::Entry>,
    ) -> Vec<String> {
        self.round_detail(options, seq, opening, entry).seats
    }
    /// Whether players can be out of the match (the standings then show who is in and who is out).
    fn eliminates(&self) -> bool {
        false
    }
    /// How to read the seat cells of [`Rules::round_detail`], under the `show` table: with the
    /// round's points before the running total, or (`points` false, a narrow terminal) without,
    /// when the seat's part says what they were.
    fn detail_legend(&self, _points: bool) -> Option<String> {
        None
    }
    /// The options in words, for headers.
    fn describe_options(&self, options: &Self::Options) -> String;
    /// The options in words with what headers leave out, naming the players (`names`, in
    /// seating order) where an option is one of them (who starts): where two matches' options
    /// are told apart.
    fn describe_options_in_full(&self, options: &Self::Options, _names: &[String]) -> String {
        self.describe_options(options)
    }
    /// The rules in our own words, house rulings marked.
    fn rules_text(&self) -> String;
    /// What a season adds up for one seat of a finished match: the game's own sums, by key.
    fn season_sums(&self, options: &Self::Options, seat: &SeatSeason<'_>) -> Vec<(String, i64)>;
    /// The figures a season shows for the game, from those sums.
    fn season_columns(&self) -> &'static [SeasonColumn];
    /// The questions `play` asks for a match of the game.
    fn play(&self) -> &'static dyn Flows;
    /// The disputes `check GAME` settles.
    fn check_forms(&self) -> &'static dyn CheckForms;
}

/// A game in debug output: its id.
impl std::fmt::Debug for dyn Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.about().id)
    }
}

/// The object-safe face of [`Rules`] the commands use; options, openings and entries as JSON
/// (packed, as stored, for [`Game::round_detail`]).
pub trait Game: Sync {
    fn about(&self) -> &'static About;
    /// The questions `play` asks for a match of the game.
    fn play(&self) -> &'static dyn Flows;
    /// The disputes `check GAME` settles.
    fn check_forms(&self) -> &'static dyn CheckForms;
    fn players(&self) -> std::ops::RangeInclusive<usize>;
    /// `cmd` with the game's options as clap arguments (`new GAME`, `play GAME`).
    fn add_choices(&self, cmd: clap::Command) -> clap::Command;
    /// The options as clap read them (from [`Game::add_choices`]), checked for these players in
    /// seating order.
    fn options(
        &self,
        chosen: &clap::ArgMatches,
        players: &[String],
    ) -> Result<serde_json::Value, RuleViolation>;
    fn round_flags(&self) -> &'static [Flag];
    fn opening_flags(&self) -> &'static [Flag];
    fn note_text(&self, note: &Note) -> String;
    fn note_in_detail(&self, note: &Note) -> bool;
    fn needs_opening(&self) -> bool;
    fn opening_entries(&self, opening: &serde_json::Value) -> Result<Vec<String>, SeamError>;
    fn opening_flag_values(
        &self,
        opening: &serde_json::Value,
    ) -> Result<Vec<(&'static str, String)>, SeamError>;
    fn open(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
        input: &RoundInput,
    ) -> Result<serde_json::Value, SeamError>;
    fn parse(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
        opening: Option<&serde_json::Value>,
        input: &RoundInput,
    ) -> Result<serde_json::Value, SeamError>;
    fn score(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
        opening: Option<&serde_json::Value>,
        entry: &serde_json::Value,
    ) -> Result<Outcome, SeamError>;
    fn progress(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
    ) -> Result<Progress, SeamError>;
    fn rank_key(
        &self,
        options: &serde_json::Value,
        seat: &SeatState,
    ) -> Result<Vec<i64>, SeamError>;
    fn teams(
        &self,
        options: &serde_json::Value,
        seats: usize,
    ) -> Result<Option<Vec<Team>>, SeamError>;
    fn fits(&self, options: &serde_json::Value, seats: usize) -> Result<bool, SeamError>;
    /// [`Rules::same_entry`] of two entries as JSON.
    fn same_entry(&self, a: &serde_json::Value, b: &serde_json::Value) -> Result<bool, SeamError>;
    /// Whether two matches' options say the same, read as the game reads them (an option left
    /// out where it has a default is that default: a match made before the option existed).
    fn same_options(&self, a: &serde_json::Value, b: &serde_json::Value)
    -> Result<bool, SeamError>;
    fn next_round(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
        opening: Option<&serde_json::Value>,
    ) -> Result<String, SeamError>;
    fn figures(
        &self,
        options: &serde_json::Value,
        seat: &SeatState,
        rounds: u32,
    ) -> Result<Vec<Figure>, SeamError>;
    /// [`Rules::round_detail`] of each of `rounds` (position, opening, entry), the options
    /// read once (`show` describes every round).
    fn round_details(
        &self,
        options: &serde_json::Value,
        rounds: &mut dyn Iterator<Item = (u32, Option<&Packed>, Option<&Packed>)>,
    ) -> Result<Vec<RoundDetail>, SeamError>;
    fn seat_entries(
        &self,
        options: &serde_json::Value,
        seq: u32,
        opening: Option<&Packed>,
        entry: Option<&Packed>,
    ) -> Result<Vec<String>, SeamError>;
    /// Why each of `rounds` (live, in order) scored as it did (`show --json`), read from its bytes;
    /// `standing` is the one before the first, `after(i, standing)` moves it past round `i`.
    fn explain_stored(
        &self,
        options: &serde_json::Value,
        standing: Standing,
        rounds: &[StoredPlay<'_>],
        after: &mut dyn FnMut(usize, &mut Standing),
    ) -> Result<Vec<Vec<String>>, SeamError>;
    fn explain_reads_counters(&self) -> bool;
    fn detail_legend(&self, points: bool) -> Option<String>;
    fn eliminates(&self) -> bool;
    fn describe_options(&self, options: &serde_json::Value) -> Result<String, SeamError>;
    /// The first key of `options` (a JSON object) that the game's options do not have.
    fn unknown_option_key(&self, options: &serde_json::Value) -> Option<String>;
    fn describe_options_in_full(
        &self,
        options: &serde_json::Value,
        names: &[String],
    ) -> Result<String, SeamError>;
    fn rules_text(&self) -> String;
    /// What a season adds up for each seat of one finished match (its options read once).
    fn season_sums(
        &self,
        options: &serde_json::Value,
        seats: &[SeatSeason<'_>],
    ) -> Result<Vec<Vec<(String, i64)>>, SeamError>;
    fn season_columns(&self) -> &'static [SeasonColumn];

    /// The game's id, for messages, storage and JSON.
    fn id(&self) -> GameId {
        GameId::of(self.about())
    }

    /// The options typed as `new GAME` takes them (`["--end", "first-out"]`) read by the game's
    /// clap arguments: for prompts and programs that hold options as words.
    fn choices_from(&self, typed: &[String]) -> Result<clap::ArgMatches, RuleViolation> {
        self.add_choices(clap::Command::new(self.about().id))
            .no_binary_name(true)
            .try_get_matches_from(typed)
            .map_err(|e| {
                RuleViolation::malformed(e.kind().to_string(), crate::t!("game-see-new-help"))
            })
    }

    /// The same options checked for these players in seating order.
    fn options_from(
        &self,
        typed: &[String],
        players: &[String],
    ) -> Result<serde_json::Value, RuleViolation> {
        self.options(&self.choices_from(typed)?, players)
    }

    /// The winning seats at this standing: the members of the best team(s) when the match is
    /// played in teams, else the seats ranked first.
    fn winners(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
    ) -> Result<Vec<usize>, SeamError> {
        if let Some(teams) = self.teams(options, standing.seats.len())? {
            let mut seats: Vec<usize> = team_standings(&teams, standing)
                .into_iter()
                .filter(|team| team.rank == 1)
                .flat_map(|team| team.seats)
                .collect();
            seats.sort_unstable();
            return Ok(seats);
        }
        Ok(self
            .ranks(options, standing)?
            .into_iter()
            .enumerate()
            .filter(|&(_, rank)| rank == 1)
            .map(|(seat, _)| seat)
            .collect())
    }

    /// Every seat's rank at this standing (1 is best; ties share a rank, the next one skips).
    fn ranks(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
    ) -> Result<Vec<usize>, SeamError> {
        let keys = standing
            .seats
            .iter()
            .map(|seat| self.rank_key(options, seat))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ranks(&keys))
    }
}
