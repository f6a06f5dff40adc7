-- tenscore schema, version 11: a match's id is never given to another match. Drawing a club
-- night's round again deletes the matches of its tables (none of them has a round kept), and a
-- new match took one more than the highest id left: the next table drawn had the id of a table
-- that was withdrawn, so a note of "match 57" and a terminal still open on it named another table.
--
--   retired_ids  per kind of row ('matches'), the highest id that was deleted; a new match takes
--                one more than the higher of it and the highest id in use. Written only when a
--                match is deleted, read by each new match (one row, one page).
--
-- Nothing else changes. IF NOT EXISTS: a file taken back to an older schema by the tests keeps it.

CREATE TABLE IF NOT EXISTS retired_ids (
    kind TEXT NOT NULL PRIMARY KEY,
    high INTEGER NOT NULL
) WITHOUT ROWID;
