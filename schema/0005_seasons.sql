-- tenscore schema, version 5: every player's season kept as matches end, and ratings.
--
--   results.season  packed map of the seat's season sums as the game counts them when the match
--                   ends (calls, exact bids and exact bids by the cards dealt, ...); NULL: none.
--   player_seasons  per player, one row per game they finished a match of and one for all games
--                   together (game ''): played, won, places, best and worst match, streaks and
--                   sums, as JSON (store/season.rs, PlayerSeason: a few hundred rows, read whole,
--                   parse faster as JSON than packed); the game's rows also hold the player's
--                   Weng-Lin rating in it.
--   player_rivals   per player, game and opponent: finished ahead, behind and level.
--   match_ratings   each seat's rating in the match's game before the match: where rating again
--                   starts when a finished match changes.
--
-- The Rust half (src/store/sqlite/upgrade.rs) fills them from the finished matches, in the same
-- transaction.

ALTER TABLE results ADD COLUMN season BLOB;

CREATE TABLE player_seasons (
    player_id    INTEGER NOT NULL REFERENCES players (id),
    game         TEXT NOT NULL,             -- a game's id, or '' for all games together
    season       TEXT NOT NULL,             -- JSON of PlayerSeason (read whole, many at a time)
    rating_mu    REAL,                      -- the game's rows: the Weng-Lin rating
    rating_sigma REAL,
    PRIMARY KEY (player_id, game)
) WITHOUT ROWID;

CREATE TABLE player_rivals (
    player_id INTEGER NOT NULL REFERENCES players (id),
    game      TEXT NOT NULL,
    other_id  INTEGER NOT NULL REFERENCES players (id),
    ahead     INTEGER NOT NULL,
    behind    INTEGER NOT NULL,
    level     INTEGER NOT NULL,
    PRIMARY KEY (player_id, game, other_id)
) WITHOUT ROWID;

CREATE TABLE match_ratings (
    match_id  INTEGER NOT NULL REFERENCES matches (id),
    player_id INTEGER NOT NULL REFERENCES players (id),
    mu        REAL NOT NULL,
    sigma     REAL NOT NULL,
    PRIMARY KEY (match_id, player_id)
) WITHOUT ROWID;
-- No index by player: a merge, which moves a player's ratings to the player merged into, reads
-- the table through (a rare write); every finish would write one more leaf per seat.
