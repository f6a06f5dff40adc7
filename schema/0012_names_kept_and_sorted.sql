-- tenscore schema, version 12: a name merged into another player keeps finding that player, and
-- the players are listed as a reader sorts names.
--
--   player_aliases.folded  the folded name of the player record merged away (`player merge Annie
--                          Ann`: 'annie'), so that "Annie" typed at a later match seats Ann rather
--                          than a new Annie whom the table would have to merge again. Only merges
--                          from now on have it: the name of a record merged earlier was not kept.
--                          Unique: a name finds one player.
--   players.sort_key       the name as a reader sorts it (games::names::sort_key: accents after
--                          the plain letter, so "Émile" comes before "Zoë", where the folded name
--                          put every accented letter after z), kept with the name and read by
--                          `player list` through its index, in order, a row at a time. Filled
--                          by the upgrade's Rust half for the players already there.

ALTER TABLE player_aliases ADD COLUMN folded TEXT;
CREATE UNIQUE INDEX player_aliases_folded ON player_aliases (folded);
ALTER TABLE players ADD COLUMN sort_key TEXT;
CREATE INDEX players_sorted ON players (sort_key);
