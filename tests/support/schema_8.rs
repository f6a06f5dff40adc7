//! A file or league database of the current schema taken back to schema 8, for the tests that
//! make an older one from a new one: what steps 9 (`schema/0009_fewer_pages_written.sql`), 12
//! (`schema/0012_names_kept_and_sorted.sql`), 13 (`schema/0013_end_kept_through_reopen.sql`)
//! and 14 (`schema/0014_history_by_start.sql`) changed, undone, so that the upgrade runs them
//! again. Steps 10 and 11 need no undoing: they make their indexes, tables and trigger again from whatever
//! they find.

/// On SQLite: the count of matches back in `players`, its trigger as schema 6 made it, and the
/// results' index by player.
pub const SQLITE: &str = "DROP TRIGGER seats_counted;
    ALTER TABLE players ADD COLUMN matches INTEGER NOT NULL DEFAULT 0;
    UPDATE players SET matches =
        coalesce((SELECT matches FROM player_matches WHERE player_id = players.id), 0);
    DROP TABLE player_matches;
    CREATE TRIGGER seats_counted AFTER INSERT ON seats BEGIN
        UPDATE players SET matches = matches + 1 WHERE id = NEW.player_id;
    END;
    CREATE INDEX results_player ON results (player_id, match_id);
    DROP INDEX player_aliases_folded;
    ALTER TABLE player_aliases DROP COLUMN folded;
    DROP INDEX players_sorted;
    ALTER TABLE players DROP COLUMN sort_key;
    ALTER TABLE matches DROP COLUMN kept_finished_at;
    DROP INDEX matches_started;
    DROP INDEX matches_game;
    CREATE INDEX matches_game ON matches (game, id);
    ALTER TABLE players DROP COLUMN named_at;";

/// On PostgreSQL: the same.
pub const POSTGRES: &str = "DROP TRIGGER seats_counted ON seats;
    DROP FUNCTION tenscore_seat_counted();
    ALTER TABLE players ADD COLUMN matches BIGINT NOT NULL DEFAULT 0;
    UPDATE players p SET matches =
        coalesce((SELECT matches FROM player_matches m WHERE m.player_id = p.id), 0);
    DROP TABLE player_matches;
    CREATE FUNCTION tenscore_seat_counted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        UPDATE players SET matches = matches + 1 WHERE id = NEW.player_id;
        RETURN NULL;
    END
    $$;
    CREATE TRIGGER seats_counted AFTER INSERT ON seats
        FOR EACH ROW EXECUTE FUNCTION tenscore_seat_counted();
    CREATE INDEX results_player ON results (player_id, match_id);
    DROP INDEX player_aliases_folded;
    ALTER TABLE player_aliases DROP COLUMN folded;
    DROP INDEX players_sorted;
    ALTER TABLE players DROP COLUMN sort_key;
    ALTER TABLE matches DROP COLUMN kept_finished_at;
    DROP INDEX matches_started;
    DROP INDEX matches_game;
    CREATE INDEX matches_game ON matches (game, id);
    ALTER TABLE players DROP COLUMN named_at;";
