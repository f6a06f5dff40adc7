-- tenscore schema, version 12: a name merged into another player keeps finding that player.
--
--   player_aliases.folded  the folded name of the player record merged away (`player merge Annie
--                          Ann`: 'annie'), so that "Annie" typed at a later match seats Ann rather
--                          than a new Annie whom the table would have to merge again. Only merges
--                          from now on have it: the name of a record merged earlier was not kept.
--                          Unique: a name finds one player.
--
-- Nothing else changes.

ALTER TABLE player_aliases ADD COLUMN folded TEXT;
CREATE UNIQUE INDEX player_aliases_folded ON player_aliases (folded);
