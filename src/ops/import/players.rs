//! The merge of an export's players: found by UUID, by an alias the file gives them, or by
//! name; else added (the merge rules are listed in `ops/import.rs`).

use super::{Importer, check_uuid, malformed, merged};
use crate::exchange::PlayerLine;
use crate::games::names::{PlayerName, shell_word};
use crate::ops::OpError;
use crate::store::{ImportedPlayer, Player};

impl Importer<'_, '_> {
    /// Finds or adds a player of the file.
    pub(super) fn player(&mut self, line: &PlayerLine, number: u64) -> Result<(), OpError> {
        let writer = self.writer;
        check_uuid(self.file, number, &line.uuid)?;
        let name = PlayerName::typed(&line.name).map_err(|e| {
            malformed(
                self.file,
                number,
                crate::said!(
                    "error-import-player",
                    uuid = line.uuid.as_str(),
                    problem = e.to_string()
                ),
            )
        })?;
        let mut found = writer.player_by_uuid(&line.uuid)?;
        for alias in &line.aliases {
            check_uuid(self.file, number, alias)?;
            if found.is_none() {
                found = writer.player_by_uuid(alias)?;
            }
        }
        let id = match found.as_ref() {
            Some(player) => {
                self.summary.players_present += 1;
                if let Some(names) = merged::named_otherwise(player, line, &name) {
                    self.settle_name(player, line, (&name, number), names)?;
                }
                player.id
            }
            None => match writer.player_named(name.as_stored())? {
                Some(local) if !self.options.no_name_match => {
                    writer.alias_player(&line.uuid, local.id)?;
                    self.summary
                        .matched_by_name
                        .push((line.name.clone(), local.name.clone()));
                    local.id
                }
                // A name taken is input that does not fit what is stored (exit 2), as from
                // `player rename` and an import's rename.
                Some(local) => {
                    return Err(OpError::usage(
                        crate::said!(
                            "error-import-name-taken",
                            name = name.to_string(),
                            file = self.file,
                            local = PlayerName::stored(local.name.clone()).to_string()
                        ),
                        crate::said!(
                            "error-import-name-taken-hint",
                            local = shell_word(&PlayerName::stored(local.name).to_string())
                        ),
                    ));
                }
                None => {
                    self.refuse_mixed_script(line, name.as_stored(), number)?;
                    self.summary.players_added += 1;
                    writer.import_player(&ImportedPlayer {
                        uuid: &line.uuid,
                        // As checked: every kind of space one plain space.
                        name: name.as_stored(),
                        created_at: &line.created_at,
                        named_at: line.named_at.as_deref(),
                    })?
                }
            },
        };
        self.aliases_added |= merged::take_aliases(writer, self.file, line, id, found)?;
        // The names the other table's merges kept (checked and folded as read), for its aliases.
        for (alias, name) in &line.merged_names {
            if line.aliases.contains(alias) {
                self.refuse_mixed_script(line, name, number)?;
                self.aliases_added |= writer.name_alias(alias, name)?;
            }
        }
        self.players.insert(line.uuid.clone(), id);
        Ok(())
    }

    /// Player `player`, found by the UUID of `line`, whom the file calls otherwise (`names`: the
    /// name here, the name in the file): the name given last wins, by when each was given (a
    /// rename, else the player's making), so that pooling ends with the same name whatever order
    /// the files come in, and the same file again changes nothing. The file's later name is
    /// refused while another player here has it, with `player rename`'s exit code for a name
    /// taken (2: it does not fit this database; no rule of a game is broken); the
    /// name here, given later or at the same time, stays, and the summary names the rename to
    /// type.
    fn settle_name(
        &mut self,
        player: &Player,
        line: &PlayerLine,
        (name, number): (&PlayerName, u64),
        names: (String, String),
    ) -> Result<(), OpError> {
        let given_there = line.named_at.as_deref().unwrap_or(&line.created_at);
        // Both UTC, RFC 3339 to the second, as stored and as read: they sort as text.
        if given_there <= self.writer.player_named_at(player.id)?.as_str() {
            self.summary.named_otherwise.push(names);
            return Ok(());
        }
        if let Some(other) = self.writer.player_named(name.as_stored())?
            && other.id != player.id
        {
            let shown = |name: &str| PlayerName::stored(name.to_string()).to_string();
            return Err(OpError::usage(
                crate::said!(
                    "error-import-rename-taken",
                    file = self.file,
                    here = shown(&names.0),
                    there = shown(&names.1),
                    other = shown(&other.name)
                ),
                crate::said!(
                    "error-import-rename-taken-hint",
                    other = shell_word(&shown(&other.name))
                ),
            ));
        }
        self.refuse_mixed_script(line, name.as_stored(), number)?;
        self.writer
            .rename_player(player.id, name.as_stored(), given_there)?;
        self.summary.renamed.push(names);
        Ok(())
    }

    /// Refuses the file (exit 2) where a name of player `line` that is new here mixes alphabets
    /// in one word: `new --players` refuses it by the same rule, so a file cannot bring it in.
    fn refuse_mixed_script(
        &self,
        line: &PlayerLine,
        name: &str,
        number: u64,
    ) -> Result<(), OpError> {
        let Some(problem) = crate::ops::new_mixed_script(self.writer, name)? else {
            return Ok(());
        };
        let problem = crate::said!(
            "error-import-player",
            uuid = line.uuid.as_str(),
            problem = problem
        );
        Err(OpError::usage(
            crate::said!(
                "error-import-line",
                number = number,
                file = self.file,
                problem = problem
            ),
            crate::said!("error-import-name-mixed-hint"),
        ))
    }
}
