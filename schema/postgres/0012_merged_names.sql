-- tenscore on PostgreSQL, schema version 12 (as SQLite's 0012_merged_names.sql): the folded name
-- of a player record merged into another, so that the name typed later finds the player it was
-- merged into. Only merges from now on have it.

ALTER TABLE player_aliases ADD COLUMN folded TEXT COLLATE "C";
CREATE UNIQUE INDEX player_aliases_folded ON player_aliases (folded);
