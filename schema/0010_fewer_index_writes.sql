-- tenscore schema, version 10: `finish` on a large file rewrites fewer index leaves. Each entry
-- an index moves is a leaf read, logged, copied into the file and synced; on a file of 1,000,000
-- rounds the entries a `finish` moved lay on leaves of their own, where an empty file has them
-- all on one.
--
--   matches_status    only the matches in progress (what every query through it asks for): a
--                     match that ends leaves the index, where it moved from the end of the
--                     matches in progress to the end of the finished ones, another leaf.
--   matches_finished  only the matches that ended (every query through it asks for an end): a
--                     match that ends comes in at the end, where it moved there from among the
--                     matches without an end, another leaf.
--   player_seasons    made again with its wins and matches as plain columns, written with the
--                     season's JSON (they were generated from it). A season whose wins stayed the
--                     same is written without them: its entry in the ranking of wins
--                     (player_seasons_best) stays where it is, where a generated column moved
--                     every entry of the match's players out and back in.
--
-- Nothing else changes: every row and count is kept.

DROP INDEX IF EXISTS matches_status;
CREATE INDEX matches_status ON matches (id) WHERE status = 'in-progress';
DROP INDEX IF EXISTS matches_finished;
CREATE INDEX matches_finished ON matches (finished_at, id) WHERE finished_at IS NOT NULL;

CREATE TABLE player_seasons_plain (
    player_id    INTEGER NOT NULL REFERENCES players (id),
    game         TEXT NOT NULL,             -- a game's id, or '' for all games together
    season       TEXT NOT NULL,             -- JSON of PlayerSeason (read whole, many at a time)
    rating_mu    REAL,                      -- the game's rows: the Weng-Lin rating
    rating_sigma REAL,
    won          INTEGER NOT NULL,          -- the JSON's own wins and matches, written with it
    played       INTEGER NOT NULL,
    PRIMARY KEY (player_id, game)
) WITHOUT ROWID;
INSERT INTO player_seasons_plain (player_id, game, season, rating_mu, rating_sigma, won, played)
    SELECT player_id, game, season, rating_mu, rating_sigma,
           json_extract(season, '$.won'), json_extract(season, '$.played')
    FROM player_seasons ORDER BY player_id, game;
DROP TABLE player_seasons;
ALTER TABLE player_seasons_plain RENAME TO player_seasons;
CREATE INDEX player_seasons_best ON player_seasons (game, won);
