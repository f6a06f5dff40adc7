-- tenscore on PostgreSQL, schema version 14 (as SQLite's 0014_history_by_start.sql): the matches
-- by when they started, ties by id, the order `history` lists them in (newest first), also after
-- an import gave a pooled database's matches their ids in the order it brought them in; and one
-- game's the same way. players.named_at: when a player was last renamed (NULL: as made), so
-- that pooling takes the name given last at any table.

CREATE INDEX matches_started ON matches (created_at, id);
DROP INDEX IF EXISTS matches_game;
CREATE INDEX matches_game ON matches (game, created_at, id);
ALTER TABLE players ADD COLUMN named_at TEXT COLLATE "C";
