-- tenscore schema, version 14: `history` lists matches by when they started, also after an import.
--
--   matches_started  (created_at, id): `history` lists the newest matches first by when they
--                    started, ties by id, and stops at its limit down this index. It listed them
--                    by id, which is the order they started in only at the table that played
--                    them: an import gives a pooled file's matches their ids in the order it
--                    brings them in, so a table's Monday imported after another's Tuesday was
--                    listed above it. A new match starts last, so `new` adds its entry at the
--                    index's end (one leaf); nothing else changes when a match started.
--   matches_game     (game, created_at, id), was (game, id): `history --game` in the same order,
--                    down one game's part of it. `new` writes it as before.
--   players.named_at when the player was last renamed (`player rename`, or an import that
--                    brought a later name); NULL: named as made (created_at). An export carries
--                    it, so that pooling takes the name given last at any table, whatever order
--                    the files come in; before, a rename at one table never reached the pool.

CREATE INDEX matches_started ON matches (created_at, id);
DROP INDEX IF EXISTS matches_game;
CREATE INDEX matches_game ON matches (game, created_at, id);
ALTER TABLE players ADD COLUMN named_at TEXT;
