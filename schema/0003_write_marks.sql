-- tenscore schema, version 3: a mark of each write, so that a tenscore holding the file open (`play`)
-- can tell, before it writes, that the file at its path is still the one it has been writing to.
--
-- Every write adds the next generation with a random token and drops the marks older than the
-- last 4,096 writes. A copy put over the file (`cp backup.db tenscore.db`, same inode) lacks the
-- mark of the holder's last write, or has another token there; a file another terminal has been
-- writing to meanwhile still has it.

CREATE TABLE write_marks (
    generation INTEGER PRIMARY KEY,
    token      INTEGER NOT NULL
);
