-- tenscore schema, version 9: the writes of a table (`new`, `finish`) touch fewer pages of a large
-- file. Each page a write changes is read, logged, copied into the file and synced: on a file of
-- 1,000,000 rounds the rows a write changes lie on more pages than on an empty one.
--
--   results_player  dropped. Nothing reads a player's results through it: `history --player` and
--                   `stats` reach a player's matches through the seats' own index (seats_player,
--                   the same key), and a merge moves a player's results match by match through
--                   that one too. Kept, it cost every `finish` on a large file one scattered leaf
--                   per player and the balancing around them (7 of the 31 pages one `finish` wrote
--                   on a 1,000,000-round file; 1 of 11 on an empty one).
--   player_matches  the matches each player sits in (was players.matches, which goes), and the
--                   newest of them (the highest id) with when it started: kept by the seats'
--                   trigger, a row made at a player's first seat. Its rows are a few dozen bytes,
--                   so a club's players share a few pages, where their rows in `players` (names,
--                   UUIDs) lay on as many pages as a table has players: a `new` on a
--                   1,000,000-round file wrote 2 or 3 leaves of `players` for 4 players, now 1 or 2
--                   of this table; and `player list` reads when each player last played here, not
--                   through a leaf of the seats' index and one of the matches per player.
--   player_seasons  made again with its wins and matches (from its JSON) stored in the row, no
--                   longer worked out from the JSON each time they are read: `player list` reads
--                   every player's wins and `stats --all` orders every season by them.
--
-- Nothing else changes: every row and count is kept.

DROP INDEX IF EXISTS results_player;

CREATE TABLE player_matches (
    player_id   INTEGER PRIMARY KEY REFERENCES players (id),
    matches     INTEGER NOT NULL,
    last_match  INTEGER NOT NULL,           -- the player's match with the highest id
    last_played TEXT NOT NULL               -- its created_at
);
INSERT INTO player_matches (player_id, matches, last_match, last_played)
    SELECT p.id, p.matches, l.match_id, m.created_at
    FROM players p
    JOIN (SELECT player_id, max(match_id) AS match_id FROM seats GROUP BY player_id) l
        ON l.player_id = p.id
    JOIN matches m ON m.id = l.match_id;
DROP TRIGGER seats_counted;
ALTER TABLE players DROP COLUMN matches;
-- One trigger, as before: every command parses the schema as it opens the file.
CREATE TRIGGER seats_counted AFTER INSERT ON seats BEGIN
    INSERT INTO player_matches (player_id, matches, last_match, last_played)
        SELECT NEW.player_id, 1, m.id, m.created_at FROM matches m WHERE m.id = NEW.match_id
        ON CONFLICT (player_id) DO UPDATE SET
            matches = player_matches.matches + 1,
            last_played = CASE WHEN excluded.last_match > player_matches.last_match
                               THEN excluded.last_played ELSE player_matches.last_played END,
            last_match = max(player_matches.last_match, excluded.last_match);
END;

CREATE TABLE player_seasons_stored (
    player_id    INTEGER NOT NULL REFERENCES players (id),
    game         TEXT NOT NULL,             -- a game's id, or '' for all games together
    season       TEXT NOT NULL,             -- JSON of PlayerSeason (read whole, many at a time)
    rating_mu    REAL,                      -- the game's rows: the Weng-Lin rating
    rating_sigma REAL,
    won          INTEGER GENERATED ALWAYS AS (json_extract(season, '$.won')) STORED,
    played       INTEGER GENERATED ALWAYS AS (json_extract(season, '$.played')) STORED,
    PRIMARY KEY (player_id, game)
) WITHOUT ROWID;
INSERT INTO player_seasons_stored (player_id, game, season, rating_mu, rating_sigma)
    SELECT player_id, game, season, rating_mu, rating_sigma FROM player_seasons
    ORDER BY player_id, game;
DROP TABLE player_seasons;
ALTER TABLE player_seasons_stored RENAME TO player_seasons;
CREATE INDEX player_seasons_best ON player_seasons (game, won);
