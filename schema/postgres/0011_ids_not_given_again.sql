-- tenscore on PostgreSQL, schema version 11 (as SQLite's 0011_ids_not_given_again.sql): the
-- highest match id that was deleted (a club night's round drawn again), so that a new match
-- never takes the id of a withdrawn table; and a player's last_played is the newest start among
-- their matches, not the start of the one with the highest id (a pooled table's file brings
-- earlier matches under higher ids).

CREATE TABLE IF NOT EXISTS retired_ids (
    kind TEXT COLLATE "C" PRIMARY KEY,
    high BIGINT NOT NULL
);

CREATE OR REPLACE FUNCTION tenscore_seat_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO player_matches (player_id, matches, last_match, last_played)
        SELECT NEW.player_id, 1, m.id, m.created_at FROM matches m WHERE m.id = NEW.match_id
        ON CONFLICT (player_id) DO UPDATE SET
            matches = player_matches.matches + 1,
            last_played = greatest(player_matches.last_played, excluded.last_played),
            last_match = greatest(player_matches.last_match, excluded.last_match);
    RETURN NULL;
END
$$;

UPDATE player_matches p SET last_played = coalesce(
    (SELECT max(m.created_at) FROM seats s JOIN matches m ON m.id = s.match_id
     WHERE s.player_id = p.player_id),
    p.last_played);
