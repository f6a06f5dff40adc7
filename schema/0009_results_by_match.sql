-- tenscore schema, version 9: a finished match writes fewer pages.
--
--   results_player  dropped. Nothing reads a player's results through it: `history --player` and
--                   `stats` reach a player's matches through the seats' own index (seats_player,
--                   the same key), and a merge moves a player's results match by match through
--                   that one too. Kept, it cost every `finish` on a large file one scattered leaf
--                   per player and the balancing around them (7 of the 31 pages one `finish` wrote
--                   on a 1,000,000-round file; 1 of 11 on an empty one).
--
-- Nothing else changes: every row is kept.

DROP INDEX IF EXISTS results_player;
