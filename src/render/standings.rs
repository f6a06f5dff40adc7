//! The table of a match as it stands ([`StandingsView`]): what `standings`, `finish`, `bid`,
//! `undo` and `edit` print, and what `round`, `show` and each step of `play` end with.

use super::RenderError;
use comfy_table::Color;

use super::fit::{self, fit_lines};
use super::json::StandingsJson;
use super::show::halved_from;
use super::{Grid, GridCell, last_points, notes_text, sanitize_lines, sat_out};
use crate::games::names::{PlayerName, names_list};
use crate::games::{self, Game, Note};
use crate::ops::MatchState;
use crate::output::Output;
use crate::store::{MatchInfo, ScoreRecord, Status};

/// The match as it stands: one row per player, best first.
pub struct StandingsView {
    pub info: MatchInfo,
    pub rows: Vec<StandingRow>,
    pub winners: Vec<PlayerName>,
    pub next: Option<String>,
    pub options: String,
    /// The teams, best first, when the match is played in teams.
    pub teams: Vec<games::TeamStanding>,
}

/// One player's line of the table.
pub struct StandingRow {
    pub rank: usize,
    pub seat: usize,
    pub name: PlayerName,
    pub total: i64,
    pub out: bool,
    /// The last round's score and notes, if a round was played.
    pub last: Option<ScoreRecord>,
    /// The game's running figures beside the total (bids hit, ...).
    pub figures: Vec<games::Figure>,
}

/// What one row shows after its figures: the last round's points, and its state or notes.
struct LastAndState {
    last: String,
    state: String,
}

impl StandingsView {
    /// The table of a match as it stands.
    pub fn of(state: &MatchState) -> Result<StandingsView, RenderError> {
        StandingsView::new(&state.info, &state.standing, state.last.clone())
    }

    /// The table at `standing`, with `last` the scores of its last round (empty before round 1).
    pub fn new(
        info: &MatchInfo,
        standing: &games::Standing,
        last: Vec<ScoreRecord>,
    ) -> Result<StandingsView, RenderError> {
        let game = info.game.game();
        let rows = ranked_rows(game, info, standing, &last)?;
        let winners = if info.status == Status::Finished {
            let seats = game.winners(&info.options, standing)?;
            rows.iter()
                .filter(|r| seats.contains(&r.seat))
                .map(|r| r.name.clone())
                .collect()
        } else {
            Vec::new()
        };
        let mut teams = match game.teams(&info.options, standing.seats.len())? {
            Some(teams) => games::team_standings(&teams, standing),
            None => Vec::new(),
        };
        teams.sort_by_key(|t| t.rank);
        let next = match info.status {
            Status::InProgress => Some(game.next_round(
                &info.options,
                standing,
                info.open_round.as_ref().map(|open| &open.opening),
            )?),
            _ => None,
        };
        Ok(StandingsView {
            info: info.clone(),
            rows,
            winners,
            next,
            options: game.describe_options(&info.options)?,
            teams,
        })
    }

    /// What `standings --json` prints (and every answer that carries the table).
    pub fn json(&self) -> StandingsJson<'_> {
        StandingsJson::new(self)
    }

    /// What `standings` prints: the heading, the players' table, the teams' table, who goes on
    /// next and, once the match is over, who won.
    ///
    /// Everything fits the terminal (COLUMNS, else its width, else 80 columns): a table too wide
    /// wraps its notes at word boundaries, with shorter titles when that is not enough; the
    /// lines around it wrap at word boundaries. A name is never split.
    pub fn text(&self, ctx: &Output) -> String {
        let width = fit::width();
        let names: Vec<String> = self
            .info
            .players
            .iter()
            .map(|p| p.name.to_string())
            .collect();
        // The heading's first line breaks between its parts ("after 4 rounds ·" over "in
        // progress", never "in" over "progress"); its options wrap as prose.
        let heading = self.heading();
        let mut glued = names.clone();
        let first_line = heading.split('\n').next().unwrap_or_default();
        glued.extend(fit::spaced_parts(first_line, &[" · "]));
        let mut out = fit_lines(&heading, width, &glued);
        out.push_str(&self.players_table(ctx, width, &names));
        if !self.teams.is_empty() {
            out.push('\n');
            out.push_str(&self.teams_table(ctx, width, &names));
        }
        if let Some(next) = &self.next {
            out.push('\n');
            out.push_str(&fit_lines(&sanitize_lines(next), width, &names));
        }
        if let Some(line) = self.verdict_line() {
            out.push('\n');
            out.push_str(&fit_lines(&line, width, &names));
        }
        out
    }

    /// The game, the match, how far it is and its status; then its options.
    fn heading(&self) -> String {
        let info = &self.info;
        let progress = crate::t!(
            "table-progress",
            rounds = info.rounds,
            game = info.game.id(),
            counted = info.game.rounds_dative(u64::from(info.rounds))
        );
        let heading = crate::t!(
            "table-heading",
            title = info.game.title(),
            id = info.id,
            progress = progress,
            status = crate::t!("table-status", status = info.status.as_str())
        );
        // An event's table says which first: "Friday club — round 2, table 3 · Pig 10 · ...".
        let heading = match &info.table {
            Some(place) => format!(
                "{} · {heading}",
                crate::t!(
                    "event-place-heading",
                    event = crate::render::sanitize(&place.event_name).into_owned(),
                    round = place.round,
                    table = place.table
                )
            ),
            None => heading,
        };
        format!("{heading}\n{}\n", self.options)
    }

    /// One row per player, best first: rank, name, total, the game's figures, the last round
    /// and, where it says something, the state or notes.
    fn players_table(&self, ctx: &Output, width: usize, names: &[String]) -> String {
        let game = self.info.game.game();
        let states: Vec<LastAndState> = self
            .rows
            .iter()
            .map(|row| last_and_state(game, row))
            .collect();
        // A column of nothing but blanks says nothing: games without notes leave it out.
        let state_title = match game.eliminates() {
            true => Some(crate::t!("table-state")),
            false => states
                .iter()
                .any(|s| !s.state.is_empty())
                .then(|| crate::t!("table-notes")),
        };
        let figures = self.rows.first().map(|row| row.figures.as_slice());
        let figures = figures.unwrap_or_default();
        let mut table = Grid::new(Vec::new());
        let mut shortened = false;
        // What never wraps: the names, and each part of a note ("bid 1," over "took 0", never
        // "bid" over "1,").
        let whole = note_parts(names, &states);
        // The full titles; on a narrow terminal the short ones ("#", "Last").
        for short in [false, true] {
            shortened = short;
            table = Grid::new(self.titles(short, figures, state_title.as_ref()));
            for (row, columns) in self.rows.iter().zip(&states) {
                table.add_row(self.row_cells(row, columns, state_title.is_some()));
            }
            // The notes are prose: they wrap at word boundaries to fit, but only under the short
            // titles: a note over four lines costs more than the key under them.
            let last = figures.len() + 4;
            let fits = match state_title {
                Some(_) if short => table.wrap_column(last, width, &whole),
                _ => table.width() <= width,
            };
            if fits {
                break;
            }
        }
        // Too narrow: every cell wrapped at words; the last round, then the game's figures
        // (the rightmost first), the state and the rank give way before a name would wrap;
        // name and total stay, and where even they do not fit, a player a line.
        let last = figures.len() + 3;
        let give_way: Vec<usize> = [last]
            .into_iter()
            .chain((3..last).rev())
            .chain([last + 1, 0])
            .collect();
        table.keep_names_whole(whole);
        let Some(left_out) = table.fit_narrow_names_whole(width, &give_way, &[1]) else {
            return self.players_listed(&table, width, names);
        };
        let mut out = String::new();
        table.render_within(ctx, width, &mut out);
        let key = match shortened {
            true => self.short_titles_key(&left_out, width),
            false => Vec::new(),
        };
        for line in fit::left_out_note(&left_out, width).into_iter().chain(key) {
            out.push('\n');
            out.push_str(&line);
        }
        out
    }

    /// The players' table's titles: full or `short` ("#", "Last"), the figures' and the state's.
    fn titles(
        &self,
        short: bool,
        figures: &[games::Figure],
        state_title: Option<&String>,
    ) -> Vec<String> {
        let mut titles: Vec<String> = match short {
            false => vec![
                crate::t!("table-rank"),
                crate::t!("table-player"),
                crate::t!("table-total"),
            ],
            true => vec![
                crate::t!("table-rank-short"),
                crate::t!("table-player"),
                crate::t!("table-total"),
            ],
        };
        titles.extend(figures.iter().map(|f| f.title()));
        titles.push(match short {
            false => crate::t!("table-last-round", game = self.info.game.id()),
            true => crate::t!("table-last-short"),
        });
        titles.extend(state_title.cloned());
        titles
    }

    /// The players a line each, on a terminal too narrow for even rank, name and total side by
    /// side with the name on one line: "1. Maximiliane, total 160", and the columns of `table`
    /// other than those three named as left out.
    fn players_listed(&self, table: &Grid, width: usize, names: &[String]) -> String {
        let mut out = String::new();
        for row in &self.rows {
            let name = row.name.to_string();
            let line = crate::t!(
                "table-player-line",
                rank = row.rank,
                name = name.as_str(),
                total = row.total
            );
            for line in fit::wrap_words(&bound_to_name(&line, &name), width, "", "   ", names) {
                // Plain spaces again where it was not broken: what is copied is what was typed.
                out.push_str(&line.replace('\u{a0}', " "));
                out.push('\n');
            }
        }
        let left_out: Vec<String> = table.titles().iter().skip(3).cloned().collect();
        for line in fit::left_out_note(&left_out, width) {
            out.push_str(&line);
            out.push('\n');
        }
        out.pop();
        out
    }

    /// The key to the players' table's short titles ("Columns: # = Rank, Last = Last round."),
    /// as every table that takes short titles has one; a column `left_out` for width needs none.
    fn short_titles_key(&self, left_out: &[String], width: usize) -> Vec<String> {
        let key: Vec<(String, String)> = [
            (crate::t!("table-rank-short"), crate::t!("table-rank")),
            (
                crate::t!("table-last-short"),
                crate::t!("table-last-round", game = self.info.game.id()),
            ),
        ]
        .into_iter()
        .filter(|(short, _)| !left_out.contains(short))
        .collect();
        fit::columns_key(&key, width)
    }

    /// One player's cells; the state cell only when the table has that column.
    fn row_cells(
        &self,
        row: &StandingRow,
        columns: &LastAndState,
        with_state: bool,
    ) -> Vec<GridCell> {
        let mut name = GridCell::new(row.name.to_string());
        let mut state = GridCell::new(columns.state.as_str());
        if self.leads(row) {
            name = name.fg(Color::Green).bold();
        }
        if row.out {
            state = state.fg(Color::Red);
        }
        let mut cells = vec![
            GridCell::right(row.rank.to_string()),
            name,
            GridCell::right(row.total.to_string()),
        ];
        cells.extend(row.figures.iter().map(|f| GridCell::right(f.text.clone())));
        cells.push(GridCell::right(columns.last.as_str()));
        if with_state {
            cells.push(state);
        }
        cells
    }

    /// Whether the row is highlighted: the winners once the match is over (in teams, the best
    /// team's members); the leaders while it goes on.
    fn leads(&self, row: &StandingRow) -> bool {
        match self.info.status {
            Status::InProgress => row.rank == 1 && !row.out,
            _ => self.winners.contains(&row.name),
        }
    }

    /// The teams, best first: their points and score (points per member, two decimals).
    fn teams_table(&self, ctx: &Output, width: usize, names: &[String]) -> String {
        let titles = [
            "table-rank",
            "table-team",
            "table-members",
            "table-points",
            "table-score",
        ]
        .map(|id| crate::t!(id));
        let mut table = Grid::new(titles.to_vec());
        for team in &self.teams {
            table.add_row(vec![
                GridCell::right(team.rank.to_string()),
                GridCell::new(team.name.to_string()),
                GridCell::new(names_list(self.member_names(team))),
                GridCell::right(team.points.to_string()),
                GridCell::right(crate::i18n::decimal_half_away(team.score(), 2)),
            ]);
        }
        // The members wrap between names, never inside one, when the table is too wide; where
        // even that does not fit, the points, the members, then the rank give way.
        table.wrap_column(2, width, names);
        table.keep_names_whole(names.to_vec());
        let left_out = table.fit_narrow(width, &[3, 2, 0]);
        let mut out = String::new();
        table.render_within(ctx, width, &mut out);
        for line in fit::left_out_note(&left_out, width) {
            out.push('\n');
            out.push_str(&line);
        }
        out
    }

    /// A team's members' names, in seating order, borrowed.
    pub(super) fn member_names<'a>(
        &'a self,
        team: &'a games::TeamStanding,
    ) -> impl Iterator<Item = &'a PlayerName> + 'a {
        team.seats
            .iter()
            .filter_map(|&s| self.info.players.get(s))
            .map(|p| &p.name)
    }

    /// Who won, once the match is over: the winning team or teams, else the winner or winners;
    /// or that it was abandoned. Nothing while it goes on.
    fn verdict_line(&self) -> Option<String> {
        let winning_teams: Vec<&games::TeamStanding> =
            self.teams.iter().filter(|t| t.rank == 1).collect();
        match (self.info.status, self.winners.as_slice()) {
            (Status::Finished, _) if !winning_teams.is_empty() => {
                let names = winning_teams
                    .iter()
                    .map(|t| format!("{} ({})", t.name, names_list(self.member_names(t))))
                    .collect::<Vec<_>>()
                    .join(", ");
                Some(crate::t!(
                    "table-winning-teams",
                    count = winning_teams.len(),
                    names = names
                ))
            }
            (Status::Finished, winners) => Some(crate::t!(
                "table-winners",
                count = winners.len(),
                names = names_list(winners)
            )),
            (Status::Abandoned, _) => Some(crate::t!("table-abandoned")),
            _ => None,
        }
    }
}

/// A player's line with its rank bound to the name and its total to its word ("1. Ann,
/// total 40" breaks only after the comma, or inside a name wider than the line): no-break
/// spaces around the name, but for the one after the comma.
fn bound_to_name(line: &str, name: &str) -> String {
    const NO_BREAK: &str = "\u{a0}";
    let Some(at) = line.find(name) else {
        return line.to_string();
    };
    let (before, rest) = line.split_at(at);
    let after = &rest[name.len()..];
    let after = match after.split_once(' ') {
        Some((head, tail)) => format!("{head} {}", tail.replace(' ', NO_BREAK)),
        None => after.to_string(),
    };
    format!("{}{name}{after}", before.replace(' ', NO_BREAK))
}

/// The players' names and the parts of each row's notes, in the last round's column and the
/// state's (between their commas): what those columns wrap between, never inside ("+5," over
/// "halved at 100", never "halved" over "at 100").
fn note_parts(names: &[String], states: &[LastAndState]) -> Vec<String> {
    let parts = (states.iter())
        .flat_map(|s| [s.last.as_str(), s.state.as_str()])
        .flat_map(|text| text.split(", ").filter(|p| p.contains(' ')));
    (names.iter().cloned())
        .chain(parts.map(|part| part.trim_end_matches(',').to_string()))
        .collect()
}

/// The players' rows at `standing`, best first (ties in seating order).
fn ranked_rows(
    game: &dyn Game,
    info: &MatchInfo,
    standing: &games::Standing,
    last: &[ScoreRecord],
) -> Result<Vec<StandingRow>, RenderError> {
    let mut rows = Vec::with_capacity(standing.seats.len());
    for (seat, (rank, state)) in game
        .ranks(&info.options, standing)?
        .into_iter()
        .zip(&standing.seats)
        .enumerate()
    {
        rows.push(StandingRow {
            rank,
            seat,
            name: state.name.clone(),
            total: state.total,
            out: state.out,
            last: last.get(seat).cloned(),
            figures: game.figures(&info.options, state, standing.rounds_played)?,
        });
    }
    rows.sort_by_key(|r| (r.rank, r.seat));
    Ok(rows)
}

/// A row's last round (its points, blank when it sat out or before round 1) and its state:
/// its notes, else `out`, else `in` where players can be out.
fn last_and_state(game: &dyn Game, row: &StandingRow) -> LastAndState {
    let (last, notes) = match &row.last {
        Some(score) if sat_out(score.notes()) => (String::new(), String::new()),
        Some(score) => {
            let halved_from = halved_from(score.notes());
            // A halving is said beside the points ("+34, halved at 100"), not again as a note.
            let notes: Vec<Note> = (score.notes().iter())
                .filter(|n| !n.is(Note::HALVED))
                .cloned()
                .collect();
            let last = last_points(score.points, halved_from);
            (last, notes_text(game, &notes))
        }
        None => (String::new(), String::new()),
    };
    let state = match (row.out, notes.is_empty()) {
        (true, true) => crate::t!("table-out"),
        // "in" only means something where players can be out.
        (_, true) if game.eliminates() => crate::t!("table-in"),
        _ => notes,
    };
    LastAndState { last, state }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::games::GameId;

    fn row(score: ScoreRecord) -> StandingRow {
        StandingRow {
            rank: 1,
            seat: 0,
            name: PlayerName::stored("Ann"),
            total: score.total,
            out: false,
            last: Some(score),
            figures: Vec::new(),
        }
    }

    fn score(points: i64, total: i64, notes: Vec<Note>) -> ScoreRecord {
        ScoreRecord::new((points, total, false), notes, BTreeMap::new())
    }

    /// Issue 15, item 5: not "+34" beside a total that fell from 66 to 50.
    #[test]
    fn a_halved_last_round_says_the_mark_beside_its_points_and_not_again_as_a_note() {
        let game = (GameId::all().find(|g| g.id() == "under10"))
            .expect("under10 is a game")
            .game();
        let halved = Note::new(Note::HALVED).with("from", 100).with("to", 50);
        let shown = last_and_state(game, &row(score(34, 50, vec![halved])));
        assert_eq!(shown.last, "+34, halved at 100");
        assert_eq!(shown.state, "in");
        let plain = last_and_state(game, &row(score(34, 84, Vec::new())));
        assert_eq!(plain.last, "+34");
    }
}
