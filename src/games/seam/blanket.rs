//! The blanket [`Game`] for every [`Rules`]: JSON in and out, typed in between.

use super::stored::{field_names, from_json, to_json};
use super::{Game, Rules, SeamError};
use crate::games::forms::CheckForms;
use crate::games::ui::Flows;
use crate::games::{
    About, Figure, Flag, Note, Outcome, Progress, RoundDetail, RoundInput, RuleViolation,
    SeasonColumn, SeatSeason, SeatState, Standing, StoredPlay, Team,
};
use crate::packed::Packed;

impl<R: Rules> Game for R {
    fn about(&self) -> &'static About {
        Rules::about(self)
    }
    fn play(&self) -> &'static dyn Flows {
        Rules::play(self)
    }
    fn check_forms(&self) -> &'static dyn CheckForms {
        Rules::check_forms(self)
    }
    fn players(&self) -> std::ops::RangeInclusive<usize> {
        Rules::players(self)
    }
    fn add_choices(&self, cmd: clap::Command) -> clap::Command {
        <R::Choices as clap::Args>::augment_args(cmd)
    }
    fn options(
        &self,
        chosen: &clap::ArgMatches,
        players: &[String],
    ) -> Result<serde_json::Value, RuleViolation> {
        let chosen = <R::Choices as clap::FromArgMatches>::from_arg_matches(chosen)
            .map_err(|e| RuleViolation::malformed(e.to_string(), crate::t!("game-see-new-help")))?;
        let options = Rules::options(self, chosen, players)?;
        // Options are plain data; serialising them cannot fail.
        Ok(serde_json::to_value(options).unwrap_or(serde_json::Value::Null))
    }
    fn round_flags(&self) -> &'static [Flag] {
        Rules::round_flags(self)
    }
    fn opening_flags(&self) -> &'static [Flag] {
        Rules::opening_flags(self)
    }
    fn note_text(&self, note: &Note) -> String {
        Rules::note_text(self, note)
    }
    fn note_in_detail(&self, note: &Note) -> bool {
        Rules::note_in_detail(self, note)
    }
    fn needs_opening(&self) -> bool {
        Rules::needs_opening(self)
    }
    fn opening_entries(&self, opening: &serde_json::Value) -> Result<Vec<String>, SeamError> {
        let opening: R::Opening = from_json(self.id(), opening)?;
        Ok(Rules::opening_entries(self, &opening))
    }
    fn opening_flag_values(
        &self,
        opening: &serde_json::Value,
    ) -> Result<Vec<(&'static str, String)>, SeamError> {
        let opening: R::Opening = from_json(self.id(), opening)?;
        Ok(Rules::opening_flag_values(self, &opening))
    }
    fn open(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
        input: &RoundInput,
    ) -> Result<serde_json::Value, SeamError> {
        // A game without an opening says so itself, whatever flags came with it.
        if Rules::needs_opening(self) {
            input.refuse_flags_except(self.id(), Rules::opening_flags(self))?;
        }
        let options: R::Options = from_json(self.id(), options)?;
        let opening = Rules::open(self, &options, standing, input)?;
        to_json(self.id(), &opening)
    }
    fn parse(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
        opening: Option<&serde_json::Value>,
        input: &RoundInput,
    ) -> Result<serde_json::Value, SeamError> {
        input.refuse_flags_except(self.id(), Rules::round_flags(self))?;
        let options: R::Options = from_json(self.id(), options)?;
        let opening: Option<R::Opening> = opening.map(|o| from_json(self.id(), o)).transpose()?;
        let entry = Rules::parse(self, &options, standing, opening.as_ref(), input)?;
        to_json(self.id(), &entry)
    }
    fn score(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
        opening: Option<&serde_json::Value>,
        entry: &serde_json::Value,
    ) -> Result<Outcome, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        let opening: Option<R::Opening> = opening.map(|o| from_json(self.id(), o)).transpose()?;
        let entry: R::Entry = from_json(self.id(), entry)?;
        Ok(Rules::score(
            self,
            &options,
            standing,
            opening.as_ref(),
            &entry,
        )?)
    }
    fn progress(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
    ) -> Result<Progress, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        Ok(Rules::progress(self, &options, standing))
    }
    fn rank_key(
        &self,
        options: &serde_json::Value,
        seat: &SeatState,
    ) -> Result<Vec<i64>, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        Ok(Rules::rank_key(self, &options, seat))
    }
    fn teams(
        &self,
        options: &serde_json::Value,
        seats: usize,
    ) -> Result<Option<Vec<Team>>, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        Ok(Rules::teams(self, &options, seats))
    }
    fn fits(&self, options: &serde_json::Value, seats: usize) -> Result<bool, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        Ok(Rules::fits(self, &options, seats))
    }
    fn same_entry(&self, a: &serde_json::Value, b: &serde_json::Value) -> Result<bool, SeamError> {
        let (a, b): (R::Entry, R::Entry) = (from_json(self.id(), a)?, from_json(self.id(), b)?);
        Ok(Rules::same_entry(self, &a, &b))
    }
    fn same_options(
        &self,
        a: &serde_json::Value,
        b: &serde_json::Value,
    ) -> Result<bool, SeamError> {
        let (a, b): (R::Options, R::Options) = (from_json(self.id(), a)?, from_json(self.id(), b)?);
        Ok(to_json(self.id(), &a)? == to_json(self.id(), &b)?)
    }
    fn next_round(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
        opening: Option<&serde_json::Value>,
    ) -> Result<String, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        let opening: Option<R::Opening> = opening.map(|o| from_json(self.id(), o)).transpose()?;
        Ok(Rules::next_round(
            self,
            &options,
            standing,
            opening.as_ref(),
        ))
    }
    fn figures(
        &self,
        options: &serde_json::Value,
        seat: &SeatState,
        rounds: u32,
    ) -> Result<Vec<Figure>, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        Ok(Rules::figures(self, &options, seat, rounds))
    }
    fn round_details(
        &self,
        options: &serde_json::Value,
        rounds: &mut dyn Iterator<Item = (u32, Option<&Packed>, Option<&Packed>)>,
    ) -> Result<Vec<RoundDetail>, SeamError> {
        crate::games::explain::round_details(self, options, rounds)
    }
    fn seat_entries(
        &self,
        options: &serde_json::Value,
        seq: u32,
        opening: Option<&Packed>,
        entry: Option<&Packed>,
    ) -> Result<Vec<String>, SeamError> {
        let (options, opening, entry) =
            crate::games::explain::stored_round::<R>(self.id(), options, opening, entry)?;
        Ok(Rules::seat_entries(
            self,
            &options,
            seq,
            opening.as_ref(),
            entry.as_ref(),
        ))
    }
    fn explain_stored(
        &self,
        options: &serde_json::Value,
        standing: Standing,
        rounds: &[StoredPlay<'_>],
        after: &mut dyn FnMut(usize, &mut Standing),
    ) -> Result<Vec<Vec<String>>, SeamError> {
        crate::games::explain::explain_stored(self, options, standing, rounds, after)
    }
    fn explain_reads_counters(&self) -> bool {
        Rules::explain_reads_counters(self)
    }
    fn detail_legend(&self, points: bool) -> Option<String> {
        Rules::detail_legend(self, points)
    }
    fn eliminates(&self) -> bool {
        Rules::eliminates(self)
    }
    fn describe_options(&self, options: &serde_json::Value) -> Result<String, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        Ok(Rules::describe_options(self, &options))
    }
    fn unknown_option_key(&self, options: &serde_json::Value) -> Option<String> {
        let known = field_names::<R::Options>();
        (options.as_object()?.keys())
            .find(|key| !known.contains(&key.as_str()))
            .cloned()
    }
    fn describe_options_in_full(
        &self,
        options: &serde_json::Value,
        names: &[String],
    ) -> Result<String, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        Ok(Rules::describe_options_in_full(self, &options, names))
    }
    fn rules_text(&self) -> String {
        Rules::rules_text(self)
    }
    fn season_sums(
        &self,
        options: &serde_json::Value,
        seats: &[SeatSeason<'_>],
    ) -> Result<Vec<Vec<(String, i64)>>, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        Ok(seats
            .iter()
            .map(|seat| Rules::season_sums(self, &options, seat))
            .collect())
    }
    fn season_columns(&self) -> &'static [SeasonColumn] {
        Rules::season_columns(self)
    }
}
