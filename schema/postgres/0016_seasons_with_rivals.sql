-- tenscore on PostgreSQL, schema version 16 (as SQLite's 0016_seasons_with_rivals.sql): one row
-- per player and game, keyed by the player's id times 16 plus the game's own number, holding
-- the season, rating and rivals (packed: store/rivals.rs) in the game, and in the row of the
-- game of its last match the season of all games together; player_rivals gone. Every season,
-- rival and rating is counted again from the finished matches once the last step ran.

DROP TABLE IF EXISTS player_rivals;
DROP TABLE player_seasons;

CREATE TABLE player_seasons (
    key          BIGINT PRIMARY KEY,            -- player_id * 16 + the game's number
    player_id    BIGINT NOT NULL REFERENCES players (id),
    game         TEXT COLLATE "C" NOT NULL,     -- the game's id
    season       TEXT NOT NULL,                 -- JSON of PlayerSeason
    rating_mu    DOUBLE PRECISION,              -- the Weng-Lin rating in the game
    rating_sigma DOUBLE PRECISION,
    won          BIGINT NOT NULL,
    played       BIGINT NOT NULL,
    rivals       BYTEA,                         -- the rivals in the game, packed; NULL: none
    all_season   TEXT,                          -- the season of all games together, or NULL
    all_won      BIGINT,
    all_played   BIGINT
);
CREATE INDEX player_seasons_best ON player_seasons (game, won);
CREATE INDEX player_seasons_all_best ON player_seasons (all_won) WHERE all_won IS NOT NULL;
