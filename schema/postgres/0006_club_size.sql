-- tenscore on PostgreSQL, schema version 6 (as SQLite's 0006_club_size.sql): looking back at
-- club size, one row per player.
--
--   player_seasons.won, .played  the season's wins and matches (its JSON's own), generated from
--                                the JSON as it is written, and kept in the index below.
--   player_seasons_best          each scope's seasons by wins: `stats` finds the leaders through
--                                it, reading only their rows and the ties at the cut.
--   players.matches              the matches the player sits in, whatever became of them (`player
--                                list`), kept by the trigger below for every seat written; a merge
--                                moves the count with the seats (as on SQLite).

ALTER TABLE player_seasons
    ADD COLUMN won BIGINT GENERATED ALWAYS AS ((season::jsonb ->> 'won')::bigint) STORED;
ALTER TABLE player_seasons
    ADD COLUMN played BIGINT GENERATED ALWAYS AS ((season::jsonb ->> 'played')::bigint) STORED;
CREATE INDEX player_seasons_best ON player_seasons (game, won);

ALTER TABLE players ADD COLUMN matches BIGINT NOT NULL DEFAULT 0;
UPDATE players p SET matches = (SELECT count(*) FROM seats s WHERE s.player_id = p.id);
CREATE FUNCTION tenscore_seat_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE players SET matches = matches + 1 WHERE id = NEW.player_id;
    RETURN NULL;
END
$$;
CREATE TRIGGER seats_counted AFTER INSERT ON seats
    FOR EACH ROW EXECUTE FUNCTION tenscore_seat_counted();
