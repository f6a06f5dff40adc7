-- tenscore on PostgreSQL, schema version 10 (as SQLite's 0010_fewer_index_writes.sql): a
-- season's wins and matches become plain columns, written with its JSON (they were generated
-- from it), so that a season whose wins stayed the same is written without them. The server
-- keeps its indexes of the matches whole: it rewrites no index entry whose key stays the same.

ALTER TABLE player_seasons ALTER COLUMN won DROP EXPRESSION IF EXISTS;
ALTER TABLE player_seasons ALTER COLUMN played DROP EXPRESSION IF EXISTS;
ALTER TABLE player_seasons ALTER COLUMN won SET NOT NULL;
ALTER TABLE player_seasons ALTER COLUMN played SET NOT NULL;
