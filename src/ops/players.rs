//! The players of a new match (usable names, as many as the game seats), and one identity per
//! person across matches: the list of players, a new spelling, two names of one person merged.

use crate::games::GameId;
use crate::games::names::scripts::mixed_script;
use crate::games::names::{PlayerName, fold, safe_text, same_name, shell_word};
use crate::ops::known_player;
use crate::ops::{OpError, Said};
use crate::store::{Player, PlayerSummary, Reader, Store, Writer};

/// The players of a new match of `game_id`: as many as the game seats, with usable names. Too
/// many are refused before their names are read, so that a list of any length is answered at
/// once; too few after, since a name that cannot be read (`--players ''` is one empty name) is
/// input to type again (exit 2), not a table of the wrong size (exit 3). The same check `play`
/// makes as the names are typed.
pub fn checked_players(game_id: GameId, names: &[String]) -> Result<Vec<String>, OpError> {
    let range = game_id.game().players();
    let wrong_count = || {
        OpError::rule(
            crate::said!(
                "error-player-count",
                title = game_id.title(),
                low = *range.start(),
                high = *range.end(),
                count = names.len()
            ),
            crate::said!(
                "error-player-count-hint",
                low = *range.start(),
                high = *range.end()
            ),
        )
    };
    if names.len() > *range.end() {
        return Err(wrong_count());
    }
    let checked = checked_names(names)?;
    if names.len() < *range.start() {
        return Err(wrong_count());
    }
    Ok(checked)
}

/// Player names as typed, trimmed ([`crate::games::names::checked_names`]).
pub fn checked_names(names: &[String]) -> Result<Vec<String>, OpError> {
    Ok(crate::games::names::checked_names(names)?)
}

/// Refuses a name of `names` that mixes alphabets in one word ("Аnn", a Cyrillic А among Latin
/// letters: it passes for Ann) unless a player is known by it already, who keeps their name.
/// Only such a name is looked up, so the common name costs nothing.
pub fn refuse_new_mixed_scripts(reader: &dyn Reader, names: &[String]) -> Result<(), OpError> {
    for name in names {
        if let Some(problem) = new_mixed_script(reader, name)? {
            return Err(OpError::usage(
                problem,
                crate::said!("error-name-mixed-script-hint"),
            ));
        }
    }
    Ok(())
}

/// What is wrong with `name` when it mixes alphabets in one word and no player is known by it
/// here: the rule [`refuse_new_mixed_scripts`] refuses by, for `import` to refuse a file's name
/// by in its own words.
pub fn new_mixed_script(reader: &dyn Reader, name: &str) -> Result<Option<Said>, OpError> {
    let Some(mixed) = mixed_script(name) else {
        return Ok(None);
    };
    if reader.player_named(name)?.is_some() {
        return Ok(None);
    }
    Ok(Some(crate::said!(
        "error-name-mixed-script",
        name = PlayerName::stored(name).to_string(),
        char = mixed.char,
        script = mixed.script.word(),
        among = mixed.among.word()
    )))
}

/// The refusal of a new match where two of `names` find one player: a name merged into a player
/// (`player merge Annie Ann`) typed beside that player's name, or beside another name merged
/// into them. Read only when the match (or the club night's list, `evening`) came out a player
/// short.
pub fn merged_name_twice(
    reader: &dyn Reader,
    names: &[String],
    evening: bool,
) -> Result<OpError, OpError> {
    match merged_name_among(&reader.merged_names()?, names, evening) {
        Err(refused) => Ok(refused),
        Ok(()) => Err(OpError::failed(crate::said!("error-new-unread"), None)),
    }
}

/// Every name merged into a player that still finds them: (folded name, the player's name).
pub fn merged_names(store: &Store) -> Result<Vec<(String, String)>, OpError> {
    store.read(|reader| Ok(reader.merged_names()?))
}

/// Refuses two of `names` that are one player, given the names merged into players (`play`
/// checks the names as they are typed, before anything is written; `evening`: a club night's
/// list rather than a table).
pub fn merged_name_among(
    merged: &[(String, String)],
    names: &[String],
    evening: bool,
) -> Result<(), OpError> {
    // Who a name finds: the player it was merged into, else the name's own player.
    let person = |name: &str| -> (String, Option<&str>) {
        let key = fold(name);
        match merged.iter().find(|(kept, _)| *kept == key) {
            Some((_, player)) => (fold(player), Some(player.as_str())),
            None => (key, None),
        }
    };
    for (at, name) in names.iter().enumerate() {
        let (key, via) = person(name);
        for earlier in &names[..at] {
            let (earlier_key, earlier_via) = person(earlier);
            if earlier_key != key {
                continue;
            }
            let (merged, player) = match (via, earlier_via) {
                (Some(player), _) => (name, player),
                (None, Some(player)) => (earlier, player),
                // One name typed twice: the names' own check says so.
                (None, None) => continue,
            };
            let (merged, player) = (
                PlayerName::stored(merged.as_str()).to_string(),
                PlayerName::stored(player).to_string(),
            );
            let problem = match evening {
                false => crate::said!(
                    "error-merged-name-twice",
                    merged = merged.clone(),
                    player = player.clone()
                ),
                true => crate::said!(
                    "error-merged-name-twice-evening",
                    merged = merged.clone(),
                    player = player.clone()
                ),
            };
            return Err(OpError::usage(
                problem,
                crate::said!(
                    "error-merged-name-twice-hint",
                    merged = merged,
                    player = player
                ),
            ));
        }
    }
    Ok(())
}

/// A player renamed: the spelling they had and the one they have now.
#[derive(Clone, Debug)]
pub struct Renamed {
    pub was: PlayerName,
    pub now: PlayerName,
    pub uuid: String,
}

/// Gives the player known as `old` the spelling `new`, in every match; refused when another
/// player is known by it (merge them instead).
pub fn rename_player(store: &mut Store, old: &str, new: &str) -> Result<Renamed, OpError> {
    if new.trim().is_empty() {
        return Err(OpError::usage(
            crate::said!("error-new-name-empty"),
            crate::said!("error-new-name-empty-hint"),
        ));
    }
    let name = PlayerName::typed(new)?;
    store.write(|writer| {
        let player = known_player(writer, old)?;
        if let Some(other) = writer.player_named(name.as_stored())?
            && other.id != player.id
        {
            let hint = taken_hint(writer, &player, &other, &name)?;
            // A name merged into another player (schema 12) is that player's.
            let taken = match same_name(&other.name, name.as_stored()) {
                true => crate::said!(
                    "error-name-taken",
                    name = PlayerName::stored(other.name).to_string()
                ),
                false => crate::said!(
                    "error-name-taken-merged",
                    name = name.to_string(),
                    player = PlayerName::stored(other.name).to_string()
                ),
            };
            return Err(OpError::usage(taken, hint));
        }
        // A new spelling that mixes alphabets is refused as a new player's name is; the
        // player's own name (found by it) keeps working.
        refuse_new_mixed_scripts(writer, &[name.as_stored().to_string()])?;
        // Spelled as it is already: nothing to write.
        if player.name != name.as_stored() {
            writer.rename_player(player.id, name.as_stored(), &crate::store::now())?;
        }
        Ok(Renamed {
            was: PlayerName::stored(player.name),
            now: name.clone(),
            uuid: player.uuid,
        })
    })
}

/// The fix for a new spelling `name` of `player` that `other` is known by: a merge when they
/// may be one person, else (they sat in one match, or are on one evening's list, where a merge
/// is refused) another name.
fn taken_hint(
    writer: &dyn Writer,
    player: &Player,
    other: &Player,
    name: &PlayerName,
) -> Result<Said, OpError> {
    let old = shell_word(&PlayerName::stored(player.name.as_str()).to_string());
    let new = shell_word(&name.to_string());
    if let Some(id) = writer.shared_match(player.id, other.id)? {
        return Ok(crate::said!(
            "error-name-taken-two-hint",
            old = old,
            id = id
        ));
    }
    if let Some(event) = writer.shared_event(player.id, other.id)? {
        let event = safe_text(&event).into_owned();
        return Ok(crate::said!(
            "error-name-taken-two-event-hint",
            old = old,
            event = event
        ));
    }
    Ok(crate::said!("error-name-taken-hint", old = old, new = new))
}

/// Two players made one.
#[derive(Clone, Debug)]
pub struct Merged {
    pub from: PlayerName,
    pub into: PlayerName,
    /// The matches that were `from`'s.
    pub matches: u32,
}

/// Makes the player known as `from` one with the player known as `into`: their matches,
/// scores and results become `into`'s, and `from`'s name and UUID find `into` from now on (an
/// import of `from`'s matches too). Refused for one player, or for two who sat in one match.
pub fn merge_players(store: &mut Store, from: &str, into: &str) -> Result<Merged, OpError> {
    store.write(|writer| {
        let from = known_player(writer, from)?;
        let into = known_player(writer, into)?;
        let (from_name, into_name) = (PlayerName::stored(from.name), PlayerName::stored(into.name));
        if from.id == into.id {
            return Err(OpError::usage(
                crate::said!(
                    "error-one-player",
                    from = from_name.to_string(),
                    into = into_name.to_string()
                ),
                crate::said!("error-one-player-hint"),
            ));
        }
        let (from_text, into_text) = (from_name.to_string(), into_name.to_string());
        let two_people = |problem| {
            let hint = crate::said!("error-two-people-hint", from = shell_word(&from_text));
            OpError::usage(problem, hint)
        };
        if let Some(match_id) = writer.shared_match(from.id, into.id)? {
            return Err(two_people(crate::said!(
                "error-two-people",
                from = from_text.clone(),
                into = into_text.clone(),
                id = match_id
            )));
        }
        // Both on one evening's list: the evening seats them as two, and its list has one row a
        // player (who played from which round), which one player cannot hold twice.
        if let Some(event) = writer.shared_event(from.id, into.id)? {
            return Err(two_people(crate::said!(
                "error-two-people-event",
                from = from_text.clone(),
                into = into_text.clone(),
                event = event
            )));
        }
        let matches = (writer.players(Some(from.id))?.first()).map_or(0, |p| p.matches);
        writer.merge_player(from.id, into.id)?;
        Ok(Merged {
            from: from_name,
            into: into_name,
            matches,
        })
    })
}

/// Every player, by name, with how much they played, handed to `visit` one at a time (as
/// [`crate::store::Reader::each_player`]), while it answers `true`.
pub fn each_player(
    store: &Store,
    visit: &mut dyn FnMut(PlayerSummary) -> bool,
) -> Result<(), OpError> {
    Ok(store.read(|reader| reader.each_player(visit))?)
}
