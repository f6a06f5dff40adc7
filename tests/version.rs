//! `tenscore --version` (issue 34, start-up): answered before clap builds its command line, in
//! clap's own words, and the same when clap reads the line (other flags with it).

use crate::common::TestEnv;

#[test]
fn the_version_alone_and_beside_other_flags_prints_the_same_line() {
    let env = TestEnv::new();
    let line = format!("tenscore {}\n", env!("CARGO_PKG_VERSION"));
    for args in [
        &["--version"][..],
        &["-V"],
        &["--no-color", "--version"],
        &["--version", "--json"],
        &["--lang", "de", "-V"],
    ] {
        assert_eq!(env.ok(args), line, "tenscore {args:?}");
    }
    assert!(!env.db().exists(), "--version opened the database");
}

#[test]
fn the_version_alone_still_refuses_an_unknown_language_first() {
    let env = TestEnv::new();
    let out = env
        .cmd()
        .env("TENSCORE_LANG", "xx")
        .arg("--version")
        .output()
        .expect("tenscore runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let with_clap = env
        .cmd()
        .env("TENSCORE_LANG", "xx")
        .args(["--no-color", "--version"])
        .output()
        .expect("tenscore runs");
    assert_eq!(out.stderr, with_clap.stderr);
    assert_eq!(out.status.code(), with_clap.status.code());
}
