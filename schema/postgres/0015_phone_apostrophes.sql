-- tenscore on PostgreSQL, schema version 15 (as SQLite's 0015_phone_apostrophes.sql): a folded
-- name stored with a phone's apostrophe (’ or ‘) takes the plain one, as games::names::fold now
-- makes it, unless another name folds to the same (both spellings are then kept, each found by
-- its own spelling).

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
