//! Session 54: the command line's help, completions and exit codes.

use crate::common::TestEnv;

/// A name another player has here is refused with the same exit code whether `player rename`
/// or an import's later name asks for it: 2, a name that does not fit this database (no rule of
/// a game is broken), each in one line naming the rename to type, and nothing is written.
#[test]
fn a_taken_name_exits_2_from_player_rename_and_from_import_alike() {
    let table = TestEnv::with_seed(1);
    table.ok_at(
        "2026-03-02T19:00:00Z",
        &["new", "pig10", "--players", "Ann,Bob"],
    );
    let before = table.dir().join("before.jsonl");
    table.ok(&["export", "-o", before.to_str().unwrap()]);
    table.ok_at(
        "2026-03-03T10:00:00Z",
        &["player", "rename", "Bob", "Robert"],
    );
    let after = table.dir().join("after.jsonl");
    let after = after.to_str().unwrap();
    table.ok(&["export", "-o", after]);

    let pool = TestEnv::with_seed(3);
    pool.ok(&["import", before.to_str().unwrap()]);
    pool.ok_at(
        "2026-03-03T20:00:00Z",
        &["new", "pig10", "--players", "Robert,Cy"],
    );
    assert_eq!(
        pool.refused_unwritten(&["player", "rename", "Bob", "Robert"], 2),
        "there is already a player called 'Robert'; choose another name; if they are one person, \
         `tenscore player merge Bob Robert`"
    );
    assert_eq!(
        pool.refused_unwritten(&["import", after], 2),
        format!(
            "{after} renames 'Bob' to 'Robert', later than this database named them, but another \
             player here is called 'Robert'; nothing was imported; two players cannot share a \
             name: rename the other player here first with `tenscore player rename Robert NEW` \
             (or merge the two with `tenscore player merge` when they are one person), then \
             import again"
        )
    );
}
