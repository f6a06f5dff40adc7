-- tenscore on PostgreSQL, schema version 9 (as SQLite's 0009_fewer_pages_written.sql): the index
-- of the results by player goes (a player's matches are reached through the seats' index, and a
-- merge moves a player's results through it too), and each player's count of matches moves from
-- `players` into a table of its own, kept by the seats' trigger.

DROP INDEX IF EXISTS results_player;

CREATE TABLE player_matches (
    player_id BIGINT PRIMARY KEY REFERENCES players (id),
    matches   BIGINT NOT NULL
);
INSERT INTO player_matches (player_id, matches)
    SELECT id, matches FROM players WHERE matches > 0;
DROP TRIGGER seats_counted ON seats;
DROP FUNCTION tenscore_seat_counted();
ALTER TABLE players DROP COLUMN matches;
CREATE FUNCTION tenscore_seat_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO player_matches (player_id, matches) VALUES (NEW.player_id, 1)
        ON CONFLICT (player_id) DO UPDATE SET matches = player_matches.matches + 1;
    RETURN NULL;
END
$$;
CREATE TRIGGER seats_counted AFTER INSERT ON seats
    FOR EACH ROW EXECUTE FUNCTION tenscore_seat_counted();
