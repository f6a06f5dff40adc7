-- tenscore schema, version 2: what looking back (history, stats, ratings) and merging databases
-- by UUID (import) need.
--
--   matches.ended_by       how a match ended: 'rules', 'finish' or 'abandoned'; NULL in progress
--   matches_finished       an index for history, newest first
--   rounds.replaces        the UUID of the round an edit replaced (was its integer id), so that an
--                          imported audit trail still links
--   players.folded         the one case folding of the engine (games::names::fold), unique: "Éva"
--                          and "éva" are one player (ASCII-only NOCASE told them apart)
--   match_figures          the game's own figures per seat, written when a match ends
--   player_aliases         the UUIDs of player records merged into another player
--
-- A column named in a foreign key cannot be dropped, so the tables are rebuilt: create new, copy,
-- drop, rename. Foreign keys stay on and hold at every step: each new table refers to the other
-- new tables, the old tables are dropped children first (so no drop deletes a row anything still
-- refers to), and renaming a table rewrites the references to it. It all runs in the one migration
-- transaction.
--
-- What SQL alone cannot do follows in the migration's Rust hook (src/store/sqlite/upgrade.rs), in
-- the same transaction: fold names by Unicode's rules (SQLite's lower() is ASCII only, so `folded`
-- starts as lower(name), unique because NOCASE names were), merge the players that then share a
-- folded name, tell matches the rules ended from those `finish` ended (copied as 'finish' here),
-- and write the figures of every ended match.

CREATE TABLE players_v2 (
    id         INTEGER PRIMARY KEY,
    uuid       TEXT NOT NULL UNIQUE,
    name       TEXT NOT NULL,               -- the spelling first entered
    folded     TEXT NOT NULL UNIQUE,        -- games::names::fold(name): how the player is found
    created_at TEXT NOT NULL
);
INSERT INTO players_v2 (id, uuid, name, folded, created_at)
    SELECT id, uuid, name, lower(name), created_at FROM players;

CREATE TABLE matches_v2 (
    id          INTEGER PRIMARY KEY,
    uuid        TEXT NOT NULL UNIQUE,
    game        TEXT NOT NULL,
    options     TEXT NOT NULL,              -- JSON, as the game's engine reads it
    status      TEXT NOT NULL CHECK (status IN ('in-progress', 'finished', 'abandoned')),
    ended_by    TEXT,                       -- 'rules', 'finish' (tenscore finish), 'abandoned'
    created_at  TEXT NOT NULL,              -- UTC, RFC 3339
    finished_at TEXT,
    rounds      INTEGER NOT NULL DEFAULT 0, -- live scored rounds, kept in step by every write
    CHECK (CASE status
               WHEN 'in-progress' THEN ended_by IS NULL
               WHEN 'finished' THEN coalesce(ended_by, '') IN ('rules', 'finish')
               WHEN 'abandoned' THEN coalesce(ended_by, '') = 'abandoned'
           END)
);
INSERT INTO matches_v2 (id, uuid, game, options, status, ended_by, created_at, finished_at, rounds)
    SELECT id, uuid, game, options, status,
           CASE status WHEN 'finished' THEN 'finish' WHEN 'abandoned' THEN 'abandoned' END,
           created_at, finished_at, rounds
    FROM matches;

CREATE TABLE seats_v2 (
    match_id  INTEGER NOT NULL REFERENCES matches_v2 (id),
    seat      INTEGER NOT NULL,             -- 0-based seating order, clockwise
    player_id INTEGER NOT NULL REFERENCES players_v2 (id),
    PRIMARY KEY (match_id, seat),
    UNIQUE (match_id, player_id)
) WITHOUT ROWID;
INSERT INTO seats_v2 (match_id, seat, player_id) SELECT match_id, seat, player_id FROM seats;

CREATE TABLE rounds_v2 (
    id           INTEGER PRIMARY KEY,
    uuid         TEXT NOT NULL UNIQUE,
    match_id     INTEGER NOT NULL REFERENCES matches_v2 (id),
    seq          INTEGER NOT NULL,          -- 1-based, as `show` numbers the rounds
    opening      TEXT,                      -- JSON: what opened the round (bids), if the game has that step
    entry        TEXT,                      -- JSON: the round as entered; NULL while only opened
    explanation  TEXT NOT NULL DEFAULT '[]',-- JSON array of sentences: why it scored as it did
    withdrawn    INTEGER NOT NULL DEFAULT 0,
    replaces     TEXT REFERENCES rounds_v2 (uuid), -- the UUID of the round it replaced (edit)
    reason       TEXT,                      -- why it replaced another round (edit)
    created_at   TEXT NOT NULL,
    withdrawn_at TEXT
);
-- Oldest first, so that a replaced round is always there before the round that replaces it.
INSERT INTO rounds_v2 (id, uuid, match_id, seq, opening, entry, explanation, withdrawn, replaces,
                       reason, created_at, withdrawn_at)
    SELECT r.id, r.uuid, r.match_id, r.seq, r.opening, r.entry, r.explanation, r.withdrawn,
           (SELECT old.uuid FROM rounds old WHERE old.id = r.replaces),
           r.reason, r.created_at, r.withdrawn_at
    FROM rounds r ORDER BY r.id;

CREATE TABLE round_scores_v2 (
    round_id  INTEGER NOT NULL REFERENCES rounds_v2 (id),
    match_id  INTEGER NOT NULL REFERENCES matches_v2 (id),
    player_id INTEGER NOT NULL REFERENCES players_v2 (id),
    points    INTEGER NOT NULL,             -- the round score as the rules give it
    total     INTEGER NOT NULL,             -- the running total after this round
    out       INTEGER NOT NULL DEFAULT 0,
    notes     TEXT NOT NULL DEFAULT '[]',   -- JSON array of notes (halved, out, failed call, ...)
    counters  TEXT NOT NULL DEFAULT '{}',   -- JSON object of the game's running per-seat figures
    PRIMARY KEY (round_id, player_id)
) WITHOUT ROWID;
INSERT INTO round_scores_v2 (round_id, match_id, player_id, points, total, out, notes, counters)
    SELECT round_id, match_id, player_id, points, total, out, notes, counters FROM round_scores;

CREATE TABLE results_v2 (
    match_id  INTEGER NOT NULL REFERENCES matches_v2 (id),
    player_id INTEGER NOT NULL REFERENCES players_v2 (id),
    rank      INTEGER NOT NULL,
    score     INTEGER NOT NULL,
    won       INTEGER NOT NULL,
    PRIMARY KEY (match_id, player_id)
) WITHOUT ROWID;
INSERT INTO results_v2 (match_id, player_id, rank, score, won)
    SELECT match_id, player_id, rank, score, won FROM results;

-- Dropping a table deletes its rows first, and each deleted round is looked up among the rounds
-- that replace one: without an index that is a scan of every round for every round. (The index
-- goes with the table.)
CREATE INDEX rounds_replaces_v1 ON rounds (replaces);
-- Children first: no drop deletes a row that anything still refers to.
DROP TABLE results;
DROP TABLE round_scores;
DROP TABLE seats;
DROP TABLE rounds;
DROP TABLE matches;
DROP TABLE players;

ALTER TABLE players_v2 RENAME TO players;
ALTER TABLE matches_v2 RENAME TO matches;
ALTER TABLE seats_v2 RENAME TO seats;
ALTER TABLE rounds_v2 RENAME TO rounds;
ALTER TABLE round_scores_v2 RENAME TO round_scores;
ALTER TABLE results_v2 RENAME TO results;

-- The indexes of version 1, and one for history.
CREATE INDEX matches_status ON matches (status, id);
CREATE INDEX matches_game ON matches (game, id);
-- History, newest first (in-progress matches have no finished_at).
CREATE INDEX matches_finished ON matches (finished_at, id);
CREATE INDEX seats_player ON seats (player_id, match_id);
CREATE INDEX rounds_match_seq ON rounds (match_id, seq);
-- At most one live round per position in a match.
CREATE UNIQUE INDEX rounds_live ON rounds (match_id, seq) WHERE withdrawn = 0;
CREATE INDEX round_scores_match_player ON round_scores (match_id, player_id);
CREATE INDEX results_player ON results (player_id, match_id);

-- The game's own figures per seat of an ended match, written in the transaction that ends it
-- (deleted when it is reopened), so that stats never replay rounds. Generic: for every live round,
-- each kind of note the seat got is counted ('note:called', 'note:failed-call', 'note:luck',
-- 'note:halved', 'note:went-out', 'note:hit-bid', ...), and the seat's running counters stand as
-- they were after its last round ('counter:bids_hit', 'counter:deals_won', ...).
CREATE TABLE match_figures (
    match_id  INTEGER NOT NULL REFERENCES matches (id),
    player_id INTEGER NOT NULL REFERENCES players (id),
    figure    TEXT NOT NULL,
    value     INTEGER NOT NULL,
    PRIMARY KEY (match_id, player_id, figure)
) WITHOUT ROWID;
-- No index by player: a player's figures are reached through results_player and this primary
-- key, so ending a match writes no pages at scattered places for them.

-- The UUID of a player record that was merged into player_id (two spellings of one name, or the
-- same person from another table's database), so a later import finds the player merged already.
CREATE TABLE player_aliases (
    uuid      TEXT NOT NULL PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES players (id)
) WITHOUT ROWID;
CREATE INDEX player_aliases_player ON player_aliases (player_id);
