-- tenscore on PostgreSQL, schema version 9 (as SQLite's 0009_results_by_match.sql): the index of
-- the results by player goes; a player's matches are reached through the seats' index, and a
-- merge moves a player's results through it too.

DROP INDEX IF EXISTS results_player;
