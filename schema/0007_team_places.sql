-- tenscore schema, version 7: teammates share their team's place.
--
-- No table changes. Seasons count a match in teams with each player at their team's place (two
-- teams of two finish 1st, 1st, 3rd, 3rd), where they counted each teammate's own rank before;
-- the step's Rust half (`upgrade::to_v7`) counts every season, rival and rating again from the
-- finished matches, so that a file's old matches and new ones count alike.
SELECT 1;
