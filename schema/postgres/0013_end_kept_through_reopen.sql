-- tenscore on PostgreSQL, schema version 13 (as SQLite's 0013_end_kept_through_reopen.sql): when
-- a match ended, kept while it is reopened, so that ended again it keeps its place in the order
-- seasons and ratings count matches in.

ALTER TABLE matches ADD COLUMN kept_finished_at TEXT COLLATE "C";
UPDATE matches SET kept_finished_at = finished_at WHERE finished_at IS NOT NULL;
