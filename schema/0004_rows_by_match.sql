-- tenscore schema, version 4: a match's rows together, and a third of the bytes.
--
--   rounds        keyed by (match_id, seq, take), WITHOUT ROWID: a match's rounds lie together in
--                 the order `show` lists them. `take` counts the rounds recorded (or opened) at one
--                 position: 1, then 2 after an undo or an edit, ... `replaces` is the take an edit
--                 replaced at the same position (was that round's UUID).
--   round_scores  keyed by (match_id, seq, take, player_id), WITHOUT ROWID: a match's scores lie
--                 together, so the (match_id, player_id) index is gone; so is rounds_match_seq,
--                 which repeated what rounds_live and the key give.
--   uuid          16 bytes (a BLOB) in players, matches, rounds and player_aliases; printed as text.
--   opening, entry, notes, counters
--                 packed (src/store/packed.rs: MessagePack, the games' words as numbers) instead
--                 of JSON text; empty notes and counters are NULL.
--   explanation   only for withdrawn rounds, as it stood when they were withdrawn; a live round's
--                 is derived again from its entry and the standing before it.
--
-- The packing and the progress bar are done by the Rust half (src/store/sqlite/upgrade.rs), which
-- registers tenscore_pack() before this runs, in the same transaction.

CREATE TABLE players_v4 (
    id         INTEGER PRIMARY KEY,
    uuid       BLOB NOT NULL UNIQUE,
    name       TEXT NOT NULL,               -- the spelling first entered
    folded     TEXT NOT NULL UNIQUE,        -- games::names::fold(name): how the player is found
    created_at TEXT NOT NULL
);
INSERT INTO players_v4 (id, uuid, name, folded, created_at)
    SELECT id, unhex(replace(uuid, '-', '')), name, folded, created_at FROM players ORDER BY id;

CREATE TABLE matches_v4 (
    id          INTEGER PRIMARY KEY,
    uuid        BLOB NOT NULL UNIQUE,
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
INSERT INTO matches_v4 (id, uuid, game, options, status, ended_by, created_at, finished_at, rounds)
    SELECT id, unhex(replace(uuid, '-', '')), game, options, status, ended_by, created_at,
           finished_at, rounds
    FROM matches ORDER BY id;

CREATE TABLE seats_v4 (
    match_id  INTEGER NOT NULL REFERENCES matches_v4 (id),
    seat      INTEGER NOT NULL,             -- 0-based seating order, clockwise
    player_id INTEGER NOT NULL REFERENCES players_v4 (id),
    PRIMARY KEY (match_id, seat),
    UNIQUE (match_id, player_id)
) WITHOUT ROWID;
INSERT INTO seats_v4 (match_id, seat, player_id)
    SELECT match_id, seat, player_id FROM seats ORDER BY match_id, seat;

-- Each old round's place in the new key.
CREATE TEMP TABLE round_keys (
    id       INTEGER PRIMARY KEY,
    match_id INTEGER NOT NULL,
    seq      INTEGER NOT NULL,
    take     INTEGER NOT NULL
);
INSERT INTO round_keys (id, match_id, seq, take)
    SELECT id, match_id, seq, row_number() OVER (PARTITION BY match_id, seq ORDER BY id)
    FROM rounds;

CREATE TABLE rounds_v4 (
    match_id     INTEGER NOT NULL REFERENCES matches_v4 (id),
    seq          INTEGER NOT NULL,          -- 1-based, as `show` numbers the rounds
    take         INTEGER NOT NULL,          -- 1, 2, ...: the rounds recorded at this position
    uuid         BLOB NOT NULL UNIQUE,
    opening      BLOB,                      -- packed: what opened the round (bids), if the game has that step
    entry        BLOB,                      -- packed: the round as entered; NULL while only opened
    explanation  TEXT,                      -- JSON sentences, withdrawn rounds only (live ones derive it)
    withdrawn    INTEGER NOT NULL DEFAULT 0,
    replaces     INTEGER,                   -- the take at this position an edit replaced
    reason       TEXT,                      -- why it replaced another round (edit)
    created_at   TEXT NOT NULL,
    withdrawn_at TEXT,
    PRIMARY KEY (match_id, seq, take),
    FOREIGN KEY (match_id, seq, replaces) REFERENCES rounds_v4 (match_id, seq, take)
) WITHOUT ROWID;
INSERT INTO rounds_v4 (match_id, seq, take, uuid, opening, entry, explanation, withdrawn, replaces,
                       reason, created_at, withdrawn_at)
    SELECT k.match_id, k.seq, k.take, unhex(replace(r.uuid, '-', '')),
           tenscore_pack(r.opening), tenscore_pack(r.entry),
           CASE WHEN r.withdrawn THEN r.explanation END, r.withdrawn,
           (SELECT ok.take FROM rounds o JOIN round_keys ok ON ok.id = o.id
            WHERE o.uuid = r.replaces),
           r.reason, r.created_at, r.withdrawn_at
    FROM rounds r JOIN round_keys k ON k.id = r.id
    ORDER BY k.match_id, k.seq, k.take;

CREATE TABLE round_scores_v4 (
    match_id  INTEGER NOT NULL REFERENCES matches_v4 (id),
    seq       INTEGER NOT NULL,
    take      INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players_v4 (id),
    points    INTEGER NOT NULL,             -- the round score as the rules give it
    total     INTEGER NOT NULL,             -- the running total after this round
    out       INTEGER NOT NULL DEFAULT 0,
    notes     BLOB,                         -- packed array of notes (halved, out, ...); NULL: none
    counters  BLOB,                         -- packed object of the game's running figures; NULL: none
    PRIMARY KEY (match_id, seq, take, player_id),
    FOREIGN KEY (match_id, seq, take) REFERENCES rounds_v4 (match_id, seq, take)
) WITHOUT ROWID;
INSERT INTO round_scores_v4 (match_id, seq, take, player_id, points, total, out, notes, counters)
    SELECT k.match_id, k.seq, k.take, s.player_id, s.points, s.total, s.out,
           tenscore_pack(nullif(s.notes, '[]')), tenscore_pack(nullif(s.counters, '{}'))
    FROM round_scores s JOIN round_keys k ON k.id = s.round_id
    ORDER BY k.match_id, k.seq, k.take, s.player_id;

CREATE TABLE results_v4 (
    match_id  INTEGER NOT NULL REFERENCES matches_v4 (id),
    player_id INTEGER NOT NULL REFERENCES players_v4 (id),
    rank      INTEGER NOT NULL,
    score     INTEGER NOT NULL,
    won       INTEGER NOT NULL,
    PRIMARY KEY (match_id, player_id)
) WITHOUT ROWID;
INSERT INTO results_v4 SELECT match_id, player_id, rank, score, won FROM results;

CREATE TABLE match_figures_v4 (
    match_id  INTEGER NOT NULL REFERENCES matches_v4 (id),
    player_id INTEGER NOT NULL REFERENCES players_v4 (id),
    figure    TEXT NOT NULL,
    value     INTEGER NOT NULL,
    PRIMARY KEY (match_id, player_id, figure)
) WITHOUT ROWID;
INSERT INTO match_figures_v4 SELECT match_id, player_id, figure, value FROM match_figures;

CREATE TABLE player_aliases_v4 (
    uuid      BLOB NOT NULL PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES players_v4 (id)
) WITHOUT ROWID;
INSERT INTO player_aliases_v4 SELECT unhex(replace(uuid, '-', '')), player_id FROM player_aliases;

DROP TABLE round_keys;
-- Dropping a table deletes its rows first, and each deleted round is looked up among the rounds
-- that replace one: without an index that is a scan of every round for every round.
CREATE INDEX rounds_replaces ON rounds (replaces);
-- Children first: no drop deletes a row that anything still refers to.
DROP TABLE player_aliases;
DROP TABLE match_figures;
DROP TABLE results;
DROP TABLE round_scores;
DROP TABLE seats;
DROP TABLE rounds;
DROP TABLE matches;
DROP TABLE players;

ALTER TABLE players_v4 RENAME TO players;
ALTER TABLE matches_v4 RENAME TO matches;
ALTER TABLE seats_v4 RENAME TO seats;
ALTER TABLE rounds_v4 RENAME TO rounds;
ALTER TABLE round_scores_v4 RENAME TO round_scores;
ALTER TABLE results_v4 RENAME TO results;
ALTER TABLE match_figures_v4 RENAME TO match_figures;
ALTER TABLE player_aliases_v4 RENAME TO player_aliases;

CREATE INDEX matches_status ON matches (status, id);
CREATE INDEX matches_game ON matches (game, id);
CREATE INDEX matches_finished ON matches (finished_at, id);
CREATE INDEX seats_player ON seats (player_id, match_id);
-- At most one live round per position in a match.
CREATE UNIQUE INDEX rounds_live ON rounds (match_id, seq) WHERE withdrawn = 0;
CREATE INDEX results_player ON results (player_id, match_id);
CREATE INDEX player_aliases_player ON player_aliases (player_id);
