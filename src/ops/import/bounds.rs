//! What a record of an import may hold beyond its shape: text no longer than the command line
//! takes it, times in RFC 3339 (stored as the store writes them: UTC, to the second), and options
//! the game reads. Each problem names the field, for the line's message.

use chrono::{DateTime, SecondsFormat, Utc};
use serde_json::Value;

use crate::exchange::{
    EventLine, HeaderRecord, MatchLine, PlayerLine, Record, RoundLine, SeriesLine,
};
use crate::games::names::{PlayerName, fold, safe_text, shows_as_typed};
use crate::games::{GameId, SeamError};
use crate::ops::{LONGEST_REASON, Said};
use crate::packed::{Packed, pack};
use crate::store::Status;

/// The most characters of a sentence of a withdrawn round's explanation (tenscore's own
/// sentences are a line or two).
const LONGEST_SENTENCE: usize = 2000;
/// The most characters of a note's kind or a counter's name (tenscore's own are a word or two).
const LONGEST_KEY: usize = 40;
/// How much of a bad time a message quotes.
const QUOTED: usize = 40;

/// Checks `record`, writing its times as the store keeps them; the problem, if any.
pub(super) fn check(record: &mut Record) -> Result<(), Said> {
    match record {
        Record::Header(header) => check_header(header),
        Record::Player(player) => check_player(player),
        Record::Match(line) => check_match(line),
        Record::Round(round) => check_round(round),
        Record::Series(line) => check_series(line),
        Record::Event(line) => check_event(line),
        Record::End(_) => Ok(()),
    }
}

/// The most characters of the name of an event or series (a line of a heading).
const LONGEST_EVENT_NAME: usize = 200;

fn check_series(line: &mut SeriesLine) -> Result<(), Said> {
    time(&mut line.created_at, "created_at")?;
    shown_text(&line.name, "name", LONGEST_EVENT_NAME)?;
    at_least(u64::from(line.best), "best", 1)
}

fn check_event(line: &mut EventLine) -> Result<(), Said> {
    time(&mut line.created_at, "created_at")?;
    shown_text(&line.name, "name", LONGEST_EVENT_NAME)?;
    at_least(u64::from(line.rounds), "rounds", 1)?;
    at_least(u64::from(line.table_size), "table_size", 1)?;
    for player in &line.players {
        at_least(u64::from(player.joined), "joined", 1)?;
        if let Some(left) = player.left {
            at_least(u64::from(left), "left", u64::from(player.joined) + 1)?;
        }
    }
    for draw in &mut line.draws {
        time(&mut draw.drawn_at, "drawn_at")?;
        at_least(u64::from(draw.round), "round", 1)?;
        for table in &draw.tables {
            at_least(u64::from(table.table), "table", 1)?;
        }
    }
    // An unknown game is the merge's to name.
    let Ok(id) = line.game.parse::<GameId>() else {
        return Ok(());
    };
    let bad = |problem: Said| {
        crate::said!(
            "event-exchange-event",
            uuid = line.uuid.as_str(),
            problem = problem
        )
    };
    id.game().describe_options(&line.options).map_err(|e| {
        bad(crate::said!(
            "error-import-options",
            title = id.title(),
            problem = seam_problem(e)
        ))
    })?;
    unknown_option_key(id, &line.options).map_err(bad)
}

/// Options holding a key the game does not know are refused, as `new` takes no such option: a
/// file's key read as nothing would leave the match played otherwise than it says.
fn unknown_option_key(id: GameId, options: &Value) -> Result<(), Said> {
    match id.game().unknown_option_key(options) {
        Some(key) => Err(crate::said!(
            "error-import-options-key",
            title = id.title(),
            key = quoted(&key)
        )),
        None => Ok(()),
    }
}

/// A number of at least `least`.
fn at_least(value: u64, field: &str, least: u64) -> Result<(), Said> {
    match value < least {
        true => Err(crate::said!(
            "event-exchange-too-small",
            field = field,
            value = value,
            least = least
        )),
        false => Ok(()),
    }
}

/// The most characters of the version of tenscore that wrote a file (a version number, with a
/// pre-release or build suffix at most).
const LONGEST_VERSION: usize = 100;

fn check_header(header: &mut HeaderRecord) -> Result<(), Said> {
    time(&mut header.exported_at, "exported_at")?;
    // Quoted when the file comes from a newer tenscore.
    shown_text(&header.tenscore, "tenscore", LONGEST_VERSION)
}

fn check_player(player: &mut PlayerLine) -> Result<(), Said> {
    time(&mut player.created_at, "created_at")?;
    optional_time(&mut player.named_at, "named_at")?;
    // A name a merge kept is a player's name as typed, stored folded.
    for name in player.merged_names.values_mut() {
        let typed = PlayerName::typed(name).map_err(|e| {
            crate::said!(
                "error-import-player",
                uuid = player.uuid.as_str(),
                problem = e.to_string()
            )
        })?;
        *name = fold(typed.as_stored());
    }
    Ok(())
}

fn check_match(line: &mut MatchLine) -> Result<(), Said> {
    time(&mut line.created_at, "created_at")?;
    optional_time(&mut line.finished_at, "finished_at")?;
    optional_time(&mut line.kept_finished_at, "kept_finished_at")?;
    if line.kept_finished_at.is_some() && line.status != Status::InProgress.as_str() {
        let problem = crate::said!("error-import-kept-end", status = line.status.as_str());
        return Err(crate::said!(
            "error-import-match",
            uuid = line.uuid.as_str(),
            problem = problem
        ));
    }
    // An unknown game is the merge's to name (with its own message).
    let Ok(id) = line.game.parse::<GameId>() else {
        return Ok(());
    };
    let game = id.game();
    let seats = line.players.len();
    let fits = game
        .describe_options(&line.options)
        .and_then(|_| game.teams(&line.options, seats))
        .and_then(|_| game.fits(&line.options, seats));
    let bad = |problem: Said| {
        crate::said!(
            "error-import-match",
            uuid = line.uuid.as_str(),
            problem = problem
        )
    };
    let fits = fits.map_err(|e| {
        bad(crate::said!(
            "error-import-options",
            title = id.title(),
            problem = seam_problem(e)
        ))
    })?;
    unknown_option_key(id, &line.options).map_err(bad)?;
    // What `new` refuses, a file cannot bring in: a table the game is not played at, options
    // that do not fit its size (teams of 3, a peak the deck cannot deal).
    let players = game.players();
    if !players.contains(&seats) {
        return Err(bad(crate::said!(
            "error-import-seats",
            title = id.title(),
            least = *players.start(),
            most = *players.end(),
            count = seats
        )));
    }
    if !fits {
        let options = game.describe_options(&line.options).unwrap_or_default();
        return Err(bad(crate::said!(
            "error-import-options-table",
            title = id.title(),
            options = options,
            count = seats
        )));
    }
    // The rules end a match at a standing its rounds reach: not before its first round.
    if line.ended_by.as_deref() == Some("rules") && line.rounds == 0 {
        return Err(bad(crate::said!("error-import-rules-no-rounds")));
    }
    Ok(())
}

fn check_round(round: &mut RoundLine) -> Result<(), Said> {
    time(&mut round.created_at, "created_at")?;
    optional_time(&mut round.withdrawn_at, "withdrawn_at")?;
    if let Some(reason) = &round.reason {
        shown_text(reason, "reason", LONGEST_REASON)?;
    }
    // Shown by `show --all` as the file has them, as a reason is.
    for sentence in round.explanation.iter().flatten() {
        shown_text(sentence, "explanation", LONGEST_SENTENCE)?;
    }
    for score in &round.scores {
        for note in &score.notes {
            shown_text(&note.kind, "notes", LONGEST_KEY)?;
            for key in note.values.keys() {
                shown_text(key, "notes", LONGEST_KEY)?;
            }
        }
        for key in score.counters.keys() {
            shown_text(key, "counters", LONGEST_KEY)?;
        }
    }
    Ok(())
}

/// A withdrawn round, or one only opened (bids), as its game reads it for `show --all` and the
/// next round: no replay reads them. The problem, if it cannot be read.
pub(super) fn check_unplayed_round(line: &MatchLine, round: &RoundLine) -> Result<(), Said> {
    if !round.withdrawn && round.entry.is_some() {
        return Ok(());
    }
    read_round(line, round, true)
}

/// A live round whose replay failed: the problem when its opening or entry does not read as
/// its game's (a field that is no number, or out of its type's range); a round that reads but
/// breaks a rule is the replay's to name.
pub(super) fn check_played_round(line: &MatchLine, round: &RoundLine) -> Result<(), Said> {
    match round.withdrawn || round.entry.is_none() {
        true => Ok(()),
        false => read_round(line, round, false),
    }
}

/// Round `round` read as its game reads it for `show`; the problem, if it cannot be read (or,
/// with `rules`, if it breaks a rule of its game).
fn read_round(line: &MatchLine, round: &RoundLine, rules: bool) -> Result<(), Said> {
    // An unknown game is the merge's to name; options that do not fit were refused already.
    let Ok(id) = line.game.parse::<GameId>() else {
        return Ok(());
    };
    let packed = |value: &Option<Value>| value.as_ref().map(|v| Packed::checked(pack(v)));
    let unreadable = |problem: String| {
        crate::said!(
            "error-import-unreadable-round",
            seq = round.seq,
            title = id.title(),
            problem = problem
        )
    };
    let (opening, entry) = match (
        packed(&round.opening).transpose(),
        packed(&round.entry).transpose(),
    ) {
        (Ok(opening), Ok(entry)) => (opening, entry),
        (Err(e), _) | (_, Err(e)) => return Err(unreadable(e.to_string())),
    };
    let mut read = std::iter::once((round.seq, opening.as_ref(), entry.as_ref()));
    match id.game().round_details(&line.options, &mut read) {
        Ok(_) => Ok(()),
        Err(SeamError::Violation(_)) if !rules => Ok(()),
        Err(e) => Err(unreadable(seam_problem(e))),
    }
}

/// What a game found wrong with stored data, without the store's framing.
fn seam_problem(e: SeamError) -> String {
    match e {
        SeamError::Stored { source, .. } => source.to_string(),
        SeamError::Violation(violation) => violation.to_string(),
    }
}

/// Free text a user typed (an edit's reason, an event's or series' name), tenscore's own words
/// kept with a withdrawn round (its explanation) or a key it is read by (a note's kind, a
/// counter's name): a text field that also shows as it is, as `edit --reason`, `event new` and
/// `series new` take one (no direction, line or invisible character), so that `show --all` and
/// the event's pages read as the file says.
fn shown_text(value: &str, field: &str, most: usize) -> Result<(), Said> {
    text(value, field, most)?;
    match value.chars().find(|c| !shows_as_typed(&c.to_string())) {
        Some(c) => Err(crate::said!(
            "error-import-text-unshown",
            field = field,
            code = code_point(c)
        )),
        None => Ok(()),
    }
}

/// `U+0000`: a character named by its code point, as it cannot be shown.
fn code_point(c: char) -> String {
    format!("U+{:04X}", u32::from(c))
}

/// A text field of at most `most` characters and no control character: PostgreSQL cannot store
/// a NUL ("invalid byte sequence"), and SQLite's copy would print as something else.
fn text(value: &str, field: &str, most: usize) -> Result<(), Said> {
    if let Some(c) = value.chars().find(|c| c.is_control()) {
        return Err(crate::said!(
            "error-import-text-control",
            field = field,
            code = code_point(c)
        ));
    }
    let length = value.chars().count();
    match length > most {
        true => Err(crate::said!(
            "error-import-text-long",
            field = field,
            length = length,
            most = most
        )),
        false => Ok(()),
    }
}

/// A time in RFC 3339, rewritten as the store writes times: UTC, to the second.
fn time(value: &mut String, field: &str) -> Result<(), Said> {
    match DateTime::parse_from_rfc3339(value) {
        Ok(parsed) => {
            *value = parsed
                .with_timezone(&Utc)
                .to_rfc3339_opts(SecondsFormat::Secs, true);
            Ok(())
        }
        Err(_) => Err(crate::said!(
            "error-import-time",
            field = field,
            text = quoted(value)
        )),
    }
}

fn optional_time(value: &mut Option<String>, field: &str) -> Result<(), Said> {
    match value {
        Some(value) => time(value, field),
        None => Ok(()),
    }
}

/// At most [`QUOTED`] characters of `value` (an ellipsis where it goes on), safe to show.
fn quoted(value: &str) -> String {
    let mut quoted: String = value.chars().take(QUOTED).collect();
    if value.chars().nth(QUOTED).is_some() {
        quoted.push('…');
    }
    safe_text(&quoted).into_owned()
}
