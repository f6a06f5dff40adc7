-- tenscore on PostgreSQL, schema version 12 (as SQLite's 0012_names_kept_and_sorted.sql): the
-- folded name of a player record merged into another, so that the name typed later finds the
-- player it was merged into (only merges from now on have it); and each player's name as a
-- reader sorts it, compared byte by byte, filled by the upgrade's Rust half.

ALTER TABLE player_aliases ADD COLUMN folded TEXT COLLATE "C";
CREATE UNIQUE INDEX player_aliases_folded ON player_aliases (folded);
ALTER TABLE players ADD COLUMN sort_key TEXT COLLATE "C";
CREATE INDEX players_sorted ON players (sort_key);
