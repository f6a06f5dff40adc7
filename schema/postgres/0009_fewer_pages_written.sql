-- tenscore on PostgreSQL, schema version 9 (as SQLite's 0009_fewer_pages_written.sql): the index
-- of the results by player goes (a player's matches are reached through the seats' index, and a
-- merge moves a player's results through it too), and each player's count of matches moves from
-- `players` into a table of its own with the newest of them, kept by the seats' trigger.

DROP INDEX IF EXISTS results_player;

CREATE TABLE player_matches (
    player_id   BIGINT PRIMARY KEY REFERENCES players (id),
    matches     BIGINT NOT NULL,
    last_match  BIGINT NOT NULL,
    last_played TEXT NOT NULL
);
INSERT INTO player_matches (player_id, matches, last_match, last_played)
    SELECT p.id, p.matches, l.match_id, m.created_at
    FROM players p
    JOIN (SELECT player_id, max(match_id) AS match_id FROM seats GROUP BY player_id) l
        ON l.player_id = p.id
    JOIN matches m ON m.id = l.match_id;
DROP TRIGGER seats_counted ON seats;
DROP FUNCTION tenscore_seat_counted();
ALTER TABLE players DROP COLUMN matches;
CREATE FUNCTION tenscore_seat_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO player_matches (player_id, matches, last_match, last_played)
        SELECT NEW.player_id, 1, m.id, m.created_at FROM matches m WHERE m.id = NEW.match_id
        ON CONFLICT (player_id) DO UPDATE SET
            matches = player_matches.matches + 1,
            last_played = CASE WHEN excluded.last_match > player_matches.last_match
                               THEN excluded.last_played ELSE player_matches.last_played END,
            last_match = greatest(player_matches.last_match, excluded.last_match);
    RETURN NULL;
END
$$;
CREATE TRIGGER seats_counted AFTER INSERT ON seats
    FOR EACH ROW EXECUTE FUNCTION tenscore_seat_counted();
