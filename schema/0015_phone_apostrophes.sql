-- tenscore schema, version 15: a name typed with a phone's apostrophe finds the player typed
-- with a plain one.
--
--   players.folded, player_aliases.folded  games::names::fold makes ’ and ‘ the plain ', as it
--       makes case alike, so that "O’Brien" (a phone) and "O'Brien" (a laptop) are one player. A
--       name stored before kept the apostrophe as typed: it becomes what fold makes now, unless
--       another name folds to the same (a club that has both spellings as two players keeps
--       them: each is still found by its own spelling, by the key an older tenscore stored, and
--       `player merge` makes them one).

UPDATE players SET folded = replace(replace(folded, '’', ''''), '‘', '''')
WHERE (folded LIKE '%’%' OR folded LIKE '%‘%')
  AND NOT EXISTS (
      SELECT 1 FROM players AS other
      WHERE other.id <> players.id
        AND replace(replace(other.folded, '’', ''''), '‘', '''')
            = replace(replace(players.folded, '’', ''''), '‘', ''''))
  AND NOT EXISTS (
      SELECT 1 FROM player_aliases AS alias
      WHERE replace(replace(alias.folded, '’', ''''), '‘', '''')
            = replace(replace(players.folded, '’', ''''), '‘', ''''));

UPDATE player_aliases SET folded = replace(replace(folded, '’', ''''), '‘', '''')
WHERE (folded LIKE '%’%' OR folded LIKE '%‘%')
  AND NOT EXISTS (
      SELECT 1 FROM player_aliases AS other
      WHERE other.uuid <> player_aliases.uuid
        AND replace(replace(other.folded, '’', ''''), '‘', '''')
            = replace(replace(player_aliases.folded, '’', ''''), '‘', ''''))
  AND NOT EXISTS (
      SELECT 1 FROM players
      WHERE players.folded = replace(replace(player_aliases.folded, '’', ''''), '‘', ''''));
