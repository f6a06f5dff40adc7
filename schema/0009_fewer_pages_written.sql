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
--   player_matches  the matches each player sits in (was players.matches, which goes): kept by the
--                   seats' trigger as before, a row made at a player's first seat. Its rows are a
--                   few bytes, so a club's players share one or two pages, where their rows in
--                   `players` (names, UUIDs) lay on as many pages as a table has players: a `new`
--                   on a 1,000,000-round file wrote 3 leaves of `players` for 4 players, now 1.
--
-- Nothing else changes: every row and count is kept.

DROP INDEX IF EXISTS results_player;

CREATE TABLE player_matches (
    player_id INTEGER PRIMARY KEY REFERENCES players (id),
    matches   INTEGER NOT NULL
);
INSERT INTO player_matches (player_id, matches)
    SELECT id, matches FROM players WHERE matches > 0;
DROP TRIGGER seats_counted;
ALTER TABLE players DROP COLUMN matches;
-- One trigger, as before: every command parses the schema as it opens the file. `WHERE true`
-- keeps SQLite's parser from reading ON CONFLICT as part of the SELECT.
CREATE TRIGGER seats_counted AFTER INSERT ON seats BEGIN
    INSERT INTO player_matches (player_id, matches) SELECT NEW.player_id, 1 WHERE true
        ON CONFLICT (player_id) DO UPDATE SET matches = matches + 1;
END;
