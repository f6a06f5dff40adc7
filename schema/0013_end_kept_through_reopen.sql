-- tenscore schema, version 13: a match ended again after a reopen keeps when it ended.
--
--   matches.kept_finished_at  when the match ended, as `finished_at`, but kept while the match is
--                             reopened (`finished_at` goes back to NULL then). Ended again, the
--                             match takes this time back: a reopen corrects what was played, not
--                             when, so the match keeps its place in the order seasons, streaks and
--                             ratings count matches in. Before, it took the time it was ended
--                             again: reopened and finished with nothing changed, a match played
--                             first counted as the newest, and a streak could skip a loss that
--                             `history` shows. An import sets it with `finished_at`.

ALTER TABLE matches ADD COLUMN kept_finished_at TEXT;
UPDATE matches SET kept_finished_at = finished_at WHERE finished_at IS NOT NULL;
