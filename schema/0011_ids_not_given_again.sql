-- tenscore schema, version 11: a match's id is never given to another match, and a player's last
-- match is the one that started last, whatever its id.
--
--   retired_ids    per kind of row ('matches'), the highest id that was deleted; a new match
--                  takes one more than the higher of it and the highest id in use. Drawing a club
--                  night's round again deletes the matches of its tables (none of them has a
--                  round kept), and a new match took one more than the highest id left: the next
--                  table drawn had the id of a table that was withdrawn, so a note of "match 57"
--                  and a terminal still open on it named another table. Written only when a match
--                  is deleted, read by each new match (one row, one page).
--   seats_counted  a player's last_played is the newest start among their matches, no longer
--                  the start of their match with the highest id: a table's file pooled here later
--                  brings matches that started earlier under higher ids. Counted again below.
--
-- Nothing else changes. IF NOT EXISTS: a file taken back to an older schema by the tests keeps it.

CREATE TABLE IF NOT EXISTS retired_ids (
    kind TEXT NOT NULL PRIMARY KEY,
    high INTEGER NOT NULL
) WITHOUT ROWID;

DROP TRIGGER IF EXISTS seats_counted;
CREATE TRIGGER seats_counted AFTER INSERT ON seats BEGIN
    INSERT INTO player_matches (player_id, matches, last_match, last_played)
        SELECT NEW.player_id, 1, m.id, m.created_at FROM matches m WHERE m.id = NEW.match_id
        ON CONFLICT (player_id) DO UPDATE SET
            matches = player_matches.matches + 1,
            last_played = max(player_matches.last_played, excluded.last_played),
            last_match = max(player_matches.last_match, excluded.last_match);
END;

UPDATE player_matches SET last_played = coalesce(
    (SELECT max(m.created_at) FROM seats s JOIN matches m ON m.id = s.match_id
     WHERE s.player_id = player_matches.player_id),
    last_played);
