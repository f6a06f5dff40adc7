//! The merge of an export's players: found by UUID, by an alias the file gives them, or by
//! name; else added (the merge rules are listed in `ops/import.rs`).

use super::{Importer, check_uuid, malformed, merged};
use crate::exchange::PlayerLine;
use crate::games::names::PlayerName;
use crate::ops::OpError;
use crate::store::ImportedPlayer;

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
                self.summary
                    .named_otherwise
                    .extend(merged::named_otherwise(player, line, &name));
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
                Some(local) => {
                    return Err(OpError::rule(
                        crate::said!(
                            "error-import-name-taken",
                            name = name.to_string(),
                            file = self.file,
                            local = PlayerName::stored(local.name.clone()).to_string()
                        ),
                        crate::said!(
                            "error-import-name-taken-hint",
                            local = PlayerName::stored(local.name).to_string()
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
