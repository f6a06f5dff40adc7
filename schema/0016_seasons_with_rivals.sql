-- tenscore schema, version 16: a player's season of a game, their rating in it and their rivals
-- in it on one row, so that ending a match rewrites one leaf of the file per player and season,
-- where each opponent's row (and in a large file each player's rows) lay on leaves of their own.
--
--   player_seasons  a rowid table keyed by `key`: the player's id times 16 plus the scope's
--                   number (0 for all games together, else the game's own number, 1 to 15:
--                   games::About::number), so that a player's rows lie side by side and a row
--                   is found through its key alone. The game's rows hold the rivals, packed
--                   (store/rivals.rs: each opponent's id and how the player fared, about five
--                   bytes each), NULL for none; a rowid table keeps a row of up to about 4 KB on
--                   its leaf, where a table without rowids overflowed past about 1 KB.
--   player_rivals   gone: its rows are the packed rivals.
--
-- Every season, rival and rating is counted again from the finished matches once the last step
-- ran (the store's code writes them): nothing is lost, the numbers are the same.

DROP INDEX IF EXISTS player_seasons_best;
DROP TABLE player_seasons;
DROP TABLE IF EXISTS player_rivals;

CREATE TABLE player_seasons (
    key          INTEGER PRIMARY KEY,       -- player_id * 16 + the scope's number
    player_id    INTEGER NOT NULL REFERENCES players (id),
    game         TEXT NOT NULL,             -- a game's id, or '' for all games together
    season       TEXT NOT NULL,             -- JSON of PlayerSeason (read whole, many at a time)
    rating_mu    REAL,                      -- the game's rows: the Weng-Lin rating
    rating_sigma REAL,
    won          INTEGER NOT NULL,          -- the JSON's own wins and matches, written with it
    played       INTEGER NOT NULL,
    rivals       BLOB                       -- the game's rows: the rivals, packed; NULL: none
);
CREATE INDEX player_seasons_best ON player_seasons (game, won);
