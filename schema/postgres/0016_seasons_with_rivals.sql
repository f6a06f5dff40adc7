-- tenscore on PostgreSQL, schema version 16 (as SQLite's 0016_seasons_with_rivals.sql): a
-- player's season of a game, rating and rivals in it on one row, keyed by the player's id times
-- 16 plus the scope's number (0 for all games together, else the game's own); the rivals
-- packed (store/rivals.rs), player_rivals gone. Every season, rival and rating is counted again
-- from the finished matches once the last step ran.

DROP TABLE IF EXISTS player_rivals;
DROP TABLE player_seasons;

CREATE TABLE player_seasons (
    key          BIGINT PRIMARY KEY,            -- player_id * 16 + the scope's number
    player_id    BIGINT NOT NULL REFERENCES players (id),
    game         TEXT COLLATE "C" NOT NULL,     -- a game's id, or '' for all games together
    season       TEXT NOT NULL,                 -- JSON of PlayerSeason
    rating_mu    DOUBLE PRECISION,              -- the game's rows: the Weng-Lin rating
    rating_sigma DOUBLE PRECISION,
    won          BIGINT NOT NULL,
    played       BIGINT NOT NULL,
    rivals       BYTEA                          -- the game's rows: the rivals, packed; NULL: none
);
CREATE INDEX player_seasons_best ON player_seasons (game, won);
