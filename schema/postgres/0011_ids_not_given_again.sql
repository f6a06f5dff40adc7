-- tenscore on PostgreSQL, schema version 11 (as SQLite's 0011_ids_not_given_again.sql): the
-- highest match id that was deleted (a club night's round drawn again), so that a new match
-- never takes the id of a withdrawn table.

CREATE TABLE IF NOT EXISTS retired_ids (
    kind TEXT COLLATE "C" PRIMARY KEY,
    high BIGINT NOT NULL
);
