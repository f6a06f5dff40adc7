-- tenscore schema, version 8: club nights (events of several rounds at many tables) and series of
-- them (a season of evenings).
--
--   series         a season of evenings: its players rank by the average of their best `best`
--                  evening scores among those who attended at least `min_evenings`. Its name is
--                  unique whatever its case (series_name, on lower(name): the same statement finds
--                  it on both backends).
--   events         one evening: one game with its options (JSON, as matches.options) for every
--                  table, the rounds planned, the size of a table it seats, how it ranks ('share':
--                  the share of the table beaten; 'points': the game's own points), and its series.
--                  Its name need not be unique (the same club night every week); listed newest
--                  first through its key.
--   event_players  who plays the evening: `joined` is the first round they are seated in (from
--                  1), `left` the first round they are no longer seated in (NULL: still in). Who
--                  sat where in the rounds drawn is the draws' own record (event_tables, seats).
--   event_rounds   each round drawn: the seed that reproduces its draw, whether it seated players
--                  by standing, and when.
--   event_tables   each table of a drawn round and its match (seated as drawn: seat 0 starts). A
--                  match is the table of at most one event (event_tables_match, UNIQUE: how
--                  `play` finds that a match is a table of an evening, through one index read).
--
-- Nothing older changes: a file of version 7 keeps every row and simply has no events yet.

CREATE TABLE series (
    id           INTEGER PRIMARY KEY,
    uuid         BLOB NOT NULL UNIQUE,
    name         TEXT NOT NULL COLLATE NOCASE,
    best         INTEGER NOT NULL CHECK (best >= 1),
    min_evenings INTEGER NOT NULL CHECK (min_evenings >= 0),
    created_at   TEXT NOT NULL               -- UTC, RFC 3339
);
CREATE UNIQUE INDEX series_name ON series (lower(name));

CREATE TABLE events (
    id         INTEGER PRIMARY KEY,
    uuid       BLOB NOT NULL UNIQUE,
    name       TEXT NOT NULL,
    game       TEXT NOT NULL,
    options    TEXT NOT NULL,                -- JSON, as matches.options
    rounds     INTEGER NOT NULL CHECK (rounds >= 1),
    table_size INTEGER NOT NULL CHECK (table_size >= 1),
    ranking    TEXT NOT NULL CHECK (ranking IN ('share', 'points')),
    series_id  INTEGER REFERENCES series (id),
    created_at TEXT NOT NULL                 -- UTC, RFC 3339
);
CREATE INDEX events_name ON events (lower(name), id);
CREATE INDEX events_series ON events (series_id, id);

CREATE TABLE event_players (
    event_id  INTEGER NOT NULL REFERENCES events (id),
    player_id INTEGER NOT NULL REFERENCES players (id),
    joined    INTEGER NOT NULL CHECK (joined >= 1),
    "left"    INTEGER CHECK ("left" > joined),
    PRIMARY KEY (event_id, player_id)
) WITHOUT ROWID;

CREATE TABLE event_rounds (
    event_id    INTEGER NOT NULL REFERENCES events (id),
    round       INTEGER NOT NULL CHECK (round >= 1),
    seed        INTEGER NOT NULL,
    by_standing INTEGER NOT NULL CHECK (by_standing IN (0, 1)),
    drawn_at    TEXT NOT NULL,               -- UTC, RFC 3339
    PRIMARY KEY (event_id, round)
) WITHOUT ROWID;

CREATE TABLE event_tables (
    event_id INTEGER NOT NULL,
    round    INTEGER NOT NULL,
    table_no INTEGER NOT NULL CHECK (table_no >= 1),
    match_id INTEGER NOT NULL REFERENCES matches (id),
    PRIMARY KEY (event_id, round, table_no),
    FOREIGN KEY (event_id, round) REFERENCES event_rounds (event_id, round)
) WITHOUT ROWID;
CREATE UNIQUE INDEX event_tables_match ON event_tables (match_id);
