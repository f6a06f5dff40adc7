-- tenscore on PostgreSQL, schema version 6 (as SQLite's 0006_season_order.sql): the players'
-- seasons in the order `stats` lists them.
--
--   player_seasons.won, .played  the season's wins and matches (its JSON's own), generated from
--                                the JSON as it is written, and kept in the index below.
--   player_seasons_best          each scope's seasons by wins, then matches: `stats` finds the
--                                leaders through it, reading only their rows.

ALTER TABLE player_seasons
    ADD COLUMN won BIGINT GENERATED ALWAYS AS ((season::jsonb ->> 'won')::bigint) STORED;
ALTER TABLE player_seasons
    ADD COLUMN played BIGINT GENERATED ALWAYS AS ((season::jsonb ->> 'played')::bigint) STORED;
CREATE INDEX player_seasons_best ON player_seasons (game, won, played);
