-- tenscore schema, version 1.
-- A match is a list of immutable round records plus the per-seat scores they produced, each
-- with the running total after it, so that standings read one row per player.

-- Marks the file as a tenscore database ("TENS").
PRAGMA application_id = 1413828179;

CREATE TABLE players (
    id         INTEGER PRIMARY KEY,
    uuid       TEXT NOT NULL UNIQUE,
    name       TEXT NOT NULL UNIQUE COLLATE NOCASE,
    created_at TEXT NOT NULL
);

CREATE TABLE matches (
    id          INTEGER PRIMARY KEY,
    uuid        TEXT NOT NULL UNIQUE,
    game        TEXT NOT NULL,
    options     TEXT NOT NULL,              -- JSON, as the game's engine reads it
    status      TEXT NOT NULL CHECK (status IN ('in-progress', 'finished', 'abandoned')),
    created_at  TEXT NOT NULL,              -- UTC, RFC 3339
    finished_at TEXT,
    rounds      INTEGER NOT NULL DEFAULT 0  -- live scored rounds, kept in step by every write
);
CREATE INDEX matches_status ON matches (status, id);
CREATE INDEX matches_game ON matches (game, id);

CREATE TABLE seats (
    match_id  INTEGER NOT NULL REFERENCES matches (id),
    seat      INTEGER NOT NULL,             -- 0-based seating order, clockwise
    player_id INTEGER NOT NULL REFERENCES players (id),
    PRIMARY KEY (match_id, seat),
    UNIQUE (match_id, player_id)
) WITHOUT ROWID;
CREATE INDEX seats_player ON seats (player_id, match_id);

CREATE TABLE rounds (
    id           INTEGER PRIMARY KEY,
    uuid         TEXT NOT NULL UNIQUE,
    match_id     INTEGER NOT NULL REFERENCES matches (id),
    seq          INTEGER NOT NULL,          -- 1-based, as `show` numbers the rounds
    opening      TEXT,                      -- JSON: what opened the round (bids), if the game has that step
    entry        TEXT,                      -- JSON: the round as entered; NULL while only opened
    explanation  TEXT NOT NULL DEFAULT '[]',-- JSON array of sentences: why it scored as it did
    withdrawn    INTEGER NOT NULL DEFAULT 0,
    replaces     INTEGER REFERENCES rounds (id),
    reason       TEXT,                      -- why it replaced another round (edit)
    created_at   TEXT NOT NULL,
    withdrawn_at TEXT
);
CREATE INDEX rounds_match_seq ON rounds (match_id, seq);
-- At most one live round per position in a match.
CREATE UNIQUE INDEX rounds_live ON rounds (match_id, seq) WHERE withdrawn = 0;

CREATE TABLE round_scores (
    round_id  INTEGER NOT NULL REFERENCES rounds (id),
    match_id  INTEGER NOT NULL REFERENCES matches (id),
    player_id INTEGER NOT NULL REFERENCES players (id),
    points    INTEGER NOT NULL,             -- the round score as the rules give it
    total     INTEGER NOT NULL,             -- the running total after this round
    out       INTEGER NOT NULL DEFAULT 0,
    notes     TEXT NOT NULL DEFAULT '[]',   -- JSON array of notes (halved, out, failed call, ...)
    counters  TEXT NOT NULL DEFAULT '{}',   -- JSON object of the game's running per-seat figures
    PRIMARY KEY (round_id, player_id)
) WITHOUT ROWID;
CREATE INDEX round_scores_match_player ON round_scores (match_id, player_id);

-- Written in the transaction that ends a match, so history and stats never replay rounds.
CREATE TABLE results (
    match_id  INTEGER NOT NULL REFERENCES matches (id),
    player_id INTEGER NOT NULL REFERENCES players (id),
    rank      INTEGER NOT NULL,
    score     INTEGER NOT NULL,
    won       INTEGER NOT NULL,
    PRIMARY KEY (match_id, player_id)
) WITHOUT ROWID;
CREATE INDEX results_player ON results (player_id, match_id);
