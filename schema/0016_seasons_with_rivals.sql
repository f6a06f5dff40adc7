-- tenscore schema, version 16: each player's seasons and rivals of a game on one row, so that
-- ending a match rewrites one leaf of the file per player (where a row per opponent, and the
-- season of all games together, lay on leaves of their own in a large file).
--
--   player_seasons  a rowid table, one row per player and game, keyed by `key`: the player's id
--                   times 16 plus the game's own number (1 to 15: games::About::number), so that
--                   a player's rows lie side by side and a row is found through its key alone.
--                   A row holds the player's season of the game, their rating in it and their
--                   rivals in it, packed (store/rivals.rs: each opponent's id and how the player
--                   fared, about five bytes each; NULL for none); a rowid table keeps a row of up
--                   to about 4 KB on its leaf, where a table without rowids overflowed past 1 KB.
--                   The season of all games together (all_season, with its wins and matches)
--                   lies in the row of the game of its last match, the row a `finish` of that
--                   game writes anyway; the player's other rows hold NULL there.
--   player_seasons_best      the seasons of each game by wins (for `stats`' leaders).
--   player_seasons_all_best  the seasons of all games together by wins.
--   player_rivals   gone: its rows are the packed rivals.
--
-- Every season, rival and rating is counted again from the finished matches once the last step
-- ran (the store's code writes them): nothing is lost, the numbers are the same.

DROP INDEX IF EXISTS player_seasons_best;
DROP TABLE player_seasons;
DROP TABLE IF EXISTS player_rivals;

CREATE TABLE player_seasons (
    key          INTEGER PRIMARY KEY,       -- player_id * 16 + the game's number
    player_id    INTEGER NOT NULL REFERENCES players (id),
    game         TEXT NOT NULL,             -- the game's id
    season       TEXT NOT NULL,             -- JSON of PlayerSeason (read whole, many at a time)
    rating_mu    REAL,                      -- the Weng-Lin rating in the game
    rating_sigma REAL,
    won          INTEGER NOT NULL,          -- the JSON's own wins and matches, written with it
    played       INTEGER NOT NULL,
    rivals       BLOB,                      -- the rivals in the game, packed; NULL: none
    all_season   TEXT,                      -- the season of all games together, or NULL
    all_won      INTEGER,                   -- its wins and matches, written with it
    all_played   INTEGER
);
CREATE INDEX player_seasons_best ON player_seasons (game, won);
CREATE INDEX player_seasons_all_best ON player_seasons (all_won) WHERE all_won IS NOT NULL;
