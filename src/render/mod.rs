//! Presentation: comfy-table tables and JSON. Player names are sanitised before they reach the
//! terminal (control and escape characters are never printed raw).

use comfy_table::{Attribute, Cell, CellAlignment, Color, ContentArrangement, Table, presets};
use serde_json::{Value, json};

use crate::error::CliError;
use crate::games::names::{PlayerName, names_list};
use crate::games::{self, Note, Outcome};
use crate::output::Output;
use crate::store::{MatchInfo, RoundRecord, ScoreRecord, Status};

/// Text safe for a terminal: control characters, escapes and direction controls are replaced.
/// Player names need no call: a [`PlayerName`] is shown safely by itself.
pub use crate::games::names::safe_text as sanitize;

/// Several lines of text, each made safe with [`sanitize`]; the line breaks stay.
pub fn sanitize_lines(text: &str) -> String {
    text.lines().map(sanitize).collect::<Vec<_>>().join("\n")
}

/// A table in the house style with these column titles (bold in colour).
pub fn titled_table(ctx: &Output, titles: &[String]) -> Table {
    let mut table = new_table(ctx);
    table.set_header(header(ctx, titles));
    table
}

fn new_table(ctx: &Output) -> Table {
    let mut table = Table::new();
    table.load_style(presets::UTF8_FULL_CONDENSED);
    table.set_content_arrangement(ContentArrangement::Dynamic);
    // The same width in colour or not: COLUMNS when set, else the terminal's (comfy-table asks
    // the terminal when standard output is one), else none (a pipe: no line is broken).
    if let Some(width) = columns().or_else(|| table.width()) {
        table.set_width(width);
    }
    // Styling exactly when colour was chosen, on a terminal or not (`--color always | less -R`).
    if ctx.color {
        table.enforce_styling();
    } else {
        table.force_no_tty();
    }
    table
}

/// The COLUMNS environment variable, when it holds a width.
fn columns() -> Option<u16> {
    let width: u16 = std::env::var("COLUMNS").ok()?.trim().parse().ok()?;
    (width > 0).then_some(width)
}

fn header(ctx: &Output, titles: &[String]) -> Vec<Cell> {
    titles
        .iter()
        .map(|t| {
            let cell = Cell::new(t);
            if ctx.color {
                cell.add_attribute(Attribute::Bold)
            } else {
                cell
            }
        })
        .collect()
}

/// A seat's notes in the game's words.
fn notes_text(game: &dyn games::Game, notes: &[Note]) -> String {
    notes
        .iter()
        .map(|note| game.note_text(note))
        .collect::<Vec<_>>()
        .join(", ")
}

fn signed(points: i64) -> String {
    if points >= 0 {
        format!("+{points}")
    } else {
        points.to_string()
    }
}

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

impl StandingsView {
    /// The table at `standing`, with `last` the scores of its last round (empty before round 1).
    pub fn new(
        info: &MatchInfo,
        standing: &games::Standing,
        last: Vec<ScoreRecord>,
    ) -> Result<StandingsView, CliError> {
        let game = info.game.game();
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

    pub fn json(&self) -> Value {
        let mut view = json!({
            "match": self.info.id,
            "game": self.info.game.id(),
            "status": self.info.status.as_str(),
            "rounds": self.info.rounds,
            "players": self.rows.iter().map(|r| {
                let mut player = json!({
                    "name": r.name,
                    "score": r.total,
                    "rank": r.rank,
                    "eliminated": r.out,
                });
                for figure in &r.figures {
                    player[figure.key] = json!(figure.value);
                }
                player
            }).collect::<Vec<_>>(),
            "winners": self.winners,
            "next": self.next,
        });
        if !self.teams.is_empty() {
            view["teams"] = self
                .teams
                .iter()
                .map(|team| {
                    json!({
                        "name": team.name,
                        "members": team.seats.iter().map(|&s| &self.info.players[s].name).collect::<Vec<_>>(),
                        "points": team.points,
                        "score": (team.score() * 100.0).round() / 100.0,
                        "rank": team.rank,
                    })
                })
                .collect();
        }
        view
    }

    /// The names of a team's members, in seating order.
    fn members(&self, team: &games::TeamStanding) -> Vec<PlayerName> {
        team.seats
            .iter()
            .filter_map(|&s| self.info.players.get(s))
            .map(|p| p.name.clone())
            .collect()
    }

    /// The teams, best first: their points and score (points per member, two decimals).
    fn teams_table(&self, ctx: &Output) -> String {
        let titles = ["Rank", "Team", "Members", "Points", "Score"].map(String::from);
        let mut table = titled_table(ctx, &titles);
        for team in &self.teams {
            table.add_row(vec![
                Cell::new(team.rank).set_alignment(CellAlignment::Right),
                Cell::new(&team.name),
                Cell::new(names_list(&self.members(team))),
                Cell::new(team.points).set_alignment(CellAlignment::Right),
                Cell::new(format!("{:.2}", team.score())).set_alignment(CellAlignment::Right),
            ]);
        }
        table.to_string()
    }

    pub fn text(&self, ctx: &Output) -> String {
        let info = &self.info;
        let mut out = format!(
            "{} · match {} · {} · {}\n{}\n",
            info.game.title(),
            info.id,
            match info.rounds {
                0 => format!("no {}s yet", info.game.round_word()),
                1 => format!("after 1 {}", info.game.round_word()),
                n => format!("after {n} {}s", info.game.round_word()),
            },
            info.status.as_str().replace('-', " "),
            self.options
        );
        let mut table = new_table(ctx);
        let mut titles: Vec<String> = vec!["Rank".into(), "Player".into(), "Total".into()];
        if let Some(first) = self.rows.first() {
            titles.extend(first.figures.iter().map(|f| f.title.to_string()));
        }
        let game = info.game.game();
        let states: Vec<(String, String)> = self
            .rows
            .iter()
            .map(|row| {
                let (last, notes) = match &row.last {
                    Some(score) if score.notes.iter().any(|n| n.is(Note::SAT_OUT)) => {
                        (String::new(), String::new())
                    }
                    Some(score) => (signed(score.points), notes_text(game, &score.notes)),
                    None => (String::new(), String::new()),
                };
                let state = match (row.out, notes.is_empty()) {
                    (true, _) if notes.is_empty() => "out".to_string(),
                    // "in" only means something where players can be out.
                    (_, true) if game.eliminates() => "in".to_string(),
                    _ => notes,
                };
                (last, state)
            })
            .collect();
        // A column of nothing but blanks says nothing: games without notes leave it out.
        let state_title = match game.eliminates() {
            true => Some("State"),
            false => states.iter().any(|(_, s)| !s.is_empty()).then_some("Notes"),
        };
        titles.push(format!("Last {}", info.game.round_word()));
        titles.extend(state_title.map(String::from));
        table.set_header(header(ctx, &titles));
        for (row, (last, state)) in self.rows.iter().zip(states) {
            let mut name = Cell::new(&row.name);
            let mut state_cell = Cell::new(state);
            if ctx.color {
                // The winners once the match is over (in teams, the best team's members); the
                // leaders while it goes on.
                let leads = match info.status {
                    Status::InProgress => row.rank == 1 && !row.out,
                    _ => self.winners.contains(&row.name),
                };
                if leads {
                    name = name.fg(Color::Green).add_attribute(Attribute::Bold);
                }
                if row.out {
                    state_cell = state_cell.fg(Color::Red);
                }
            }
            let mut cells = vec![
                Cell::new(row.rank).set_alignment(CellAlignment::Right),
                name,
                Cell::new(row.total).set_alignment(CellAlignment::Right),
            ];
            cells.extend(
                row.figures
                    .iter()
                    .map(|f| Cell::new(&f.text).set_alignment(CellAlignment::Right)),
            );
            cells.push(Cell::new(last).set_alignment(CellAlignment::Right));
            if state_title.is_some() {
                cells.push(state_cell);
            }
            table.add_row(cells);
        }
        out.push_str(&table.to_string());
        if !self.teams.is_empty() {
            out.push('\n');
            out.push_str(&self.teams_table(ctx));
        }
        if let Some(next) = &self.next {
            out.push_str(&format!("\n{}", sanitize_lines(next)));
        }
        let winning_teams: Vec<&games::TeamStanding> =
            self.teams.iter().filter(|t| t.rank == 1).collect();
        match (info.status, self.winners.len()) {
            (Status::Finished, _) if !winning_teams.is_empty() => {
                let names = winning_teams
                    .iter()
                    .map(|t| format!("{} ({})", t.name, names_list(&self.members(t))))
                    .collect::<Vec<_>>()
                    .join(", ");
                let label = if winning_teams.len() == 1 {
                    "Winning team"
                } else {
                    "Winning teams (shared)"
                };
                out.push_str(&format!("\n{label}: {names}"));
            }
            (Status::Finished, 1) => out.push_str(&format!("\nWinner: {}", self.winners[0])),
            (Status::Finished, _) => out.push_str(&format!(
                "\nWinners (shared): {}",
                names_list(&self.winners)
            )),
            (Status::Abandoned, _) => out.push_str("\nAbandoned: no winner."),
            _ => {}
        }
        out
    }
}

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
        Some(teams) => format!(
            "\nTeams: {}.",
            teams
                .iter()
                .map(|team| {
                    let members: Vec<PlayerName> = team
                        .seats
                        .iter()
                        .filter_map(|&s| info.players.get(s))
                        .map(|p| p.name.clone())
                        .collect();
                    format!("{} ({})", team.name, names_list(&members))
                })
                .collect::<Vec<_>>()
                .join(", ")
        ),
        None => String::new(),
    };
    Ok(format!(
        "Match {} started: {} for {} ({}).\nSeating, clockwise: {}.{teams}\n{}",
        info.id,
        info.game.title(),
        info.players.len(),
        game.describe_options(&info.options)?,
        names_list(
            &info
                .players
                .iter()
                .map(|p| p.name.clone())
                .collect::<Vec<_>>()
        ),
        sanitize_lines(&game.next_round(&info.options, &standing, None)?),
    ))
}

fn scores_json(info: &MatchInfo, scores: &[ScoreRecord]) -> Vec<Value> {
    info.players
        .iter()
        .zip(scores)
        .map(|(player, s)| {
            json!({
                "name": player.name,
                "points": s.points,
                "total": s.total,
                "out": s.out,
                "notes": s.notes,
            })
        })
        .collect()
}

/// What `round --json` prints: round `seq` just recorded, its outcome and the table after it.
pub fn round_json(outcome: &Outcome, seq: u32, view: &StandingsView) -> Value {
    let scores: Vec<ScoreRecord> = outcome.seats.iter().map(ScoreRecord::from).collect();
    json!({
        "match": view.info.id,
        "round": seq,
        "status": view.info.status.as_str(),
        "scores": scores_json(&view.info, &scores),
        "explanation": outcome.explanation,
        "winners": view.winners,
        "standings": view.json(),
    })
}

/// What `round` prints: the verdict in words (`ended`: the rules ended the match), then the table.
pub fn round_text(
    ctx: &Output,
    outcome: &Outcome,
    seq: u32,
    ended: bool,
    view: &StandingsView,
) -> String {
    let mut out = format!(
        "{} {} recorded in match {}.\n",
        view.info.game.round_title(),
        seq,
        view.info.id
    );
    for line in &outcome.explanation {
        out.push_str(&format!("  {}\n", sanitize(line)));
    }
    if ended {
        out.push_str("The match is over.\n");
    }
    out.push('\n');
    out.push_str(&view.text(ctx));
    out
}

/// What `show --json` prints.
pub fn show_json(info: &MatchInfo, rounds: &[RoundRecord], view: &StandingsView) -> Value {
    json!({
        "match": info.id,
        "uuid": info.uuid,
        "game": info.game.id(),
        "status": info.status.as_str(),
        "created_at": info.created_at,
        "finished_at": info.finished_at,
        "players": info.names(),
        "rounds": rounds.iter().map(|r| json!({
            "round": r.seq,
            "withdrawn": r.withdrawn,
            "reason": r.reason,
            "entry": r.entry,
            "opening": r.opening,
            "recorded_at": r.created_at,
            "scores": scores_json(info, &r.scores),
            "explanation": r.explanation,
        })).collect::<Vec<_>>(),
        "standings": view.json(),
    })
}

/// What `show` prints: one row per round with running totals and notes.
pub fn show_text(
    ctx: &Output,
    info: &MatchInfo,
    rounds: &[RoundRecord],
    view: &StandingsView,
) -> Result<String, CliError> {
    let game = info.game.game();
    let details = rounds
        .iter()
        .map(|r| game.round_detail(&info.options, r.seq, r.opening.as_ref(), r.entry.as_ref()))
        .collect::<Result<Vec<_>, _>>()?;
    let with_deal = details.iter().any(|d| d.about.is_some());
    let mut table = new_table(ctx);
    let mut titles = vec![info.game.round_title().to_string()];
    if with_deal {
        titles.push("Deal".into());
    }
    titles.extend(info.players.iter().map(|p| p.name.to_string()));
    // Teams get a running total too: their points and score (points per member).
    let teams = game
        .teams(&info.options, info.players.len())?
        .unwrap_or_default();
    titles.extend(teams.iter().map(|t| format!("Team {}", t.name)));
    let mut rows = Vec::with_capacity(rounds.len());
    for (round, detail) in rounds.iter().zip(&details) {
        let label = match (round.withdrawn, &round.reason, &round.entry) {
            (true, _, _) => format!("{} withdrawn", round.seq),
            (false, Some(_), _) => format!("{} edited", round.seq),
            (false, None, None) => format!("{} open", round.seq),
            (false, None, Some(_)) => round.seq.to_string(),
        };
        let mut row = vec![Cell::new(label)];
        if with_deal {
            row.push(Cell::new(detail.about.as_deref().unwrap_or_default()));
        }
        let mut notes = Vec::new();
        for (seat, player) in info.players.iter().enumerate() {
            let part = detail
                .seats
                .get(seat)
                .map(String::as_str)
                .unwrap_or_default();
            let Some(score) = round.scores.get(seat) else {
                // Opened, not yet played: only the seat's part (its bid) is known.
                row.push(Cell::new(part).set_alignment(CellAlignment::Right));
                continue;
            };
            if score.notes.iter().any(|n| n.is(Note::SAT_OUT)) {
                row.push(Cell::new("—").set_alignment(CellAlignment::Center));
                continue;
            }
            let result = format!("{} → {}", signed(score.points), score.total);
            let text = if part.is_empty() {
                result
            } else {
                format!("{part} {result}")
            };
            row.push(Cell::new(text).set_alignment(CellAlignment::Right));
            // Notes the seat's part already shows (hit or missed bids) are not repeated.
            let shown: Vec<Note> = score
                .notes
                .iter()
                .filter(|n| part.is_empty() || !game.note_in_detail(n))
                .cloned()
                .collect();
            if !shown.is_empty() {
                notes.push(format!("{}: {}", player.name, notes_text(game, &shown)));
            }
        }
        for team in &teams {
            let totals: Option<Vec<i64>> = team
                .seats
                .iter()
                .map(|&s| round.scores.get(s).map(|score| score.total))
                .collect();
            let text = match totals {
                Some(totals) if !round.scores.is_empty() => {
                    let points: i64 = totals.iter().sum();
                    format!(
                        "{points} ({:.2})",
                        points as f64 / team.seats.len().max(1) as f64
                    )
                }
                _ => String::new(),
            };
            row.push(Cell::new(text).set_alignment(CellAlignment::Right));
        }
        if let Some(reason) = &round.reason {
            notes.push(format!("edited: {}", sanitize(reason)));
        }
        rows.push((row, notes, round.withdrawn));
    }
    // A column of nothing but blanks says nothing: it is left out.
    let with_notes = rows.iter().any(|(_, notes, _)| !notes.is_empty());
    if with_notes {
        titles.push("Notes".into());
    }
    table.set_header(header(ctx, &titles));
    for (mut row, notes, withdrawn) in rows {
        if with_notes {
            let mut notes_cell = Cell::new(notes.join("; "));
            if withdrawn && ctx.color {
                notes_cell = notes_cell.fg(Color::DarkGrey);
            }
            row.push(notes_cell);
        }
        table.add_row(row);
    }
    let mut out = if rounds.is_empty() {
        format!("No {}s yet.\n", info.game.round_word())
    } else {
        format!("{table}\n")
    };
    if let (false, Some(legend)) = (rounds.is_empty(), game.detail_legend()) {
        out.push_str(legend);
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&view.text(ctx));
    Ok(out)
}
