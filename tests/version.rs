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

/// DESIGN section 6, start-up: the maths functions are compiled in (`src/main.rs`), so the loader
/// does not open the C maths library at every start, a tenth of `tenscore --version`. A new use of
/// a maths function the C library would give (`f64::sin`, `ln`, ...) brings it back: then add that
/// function beside the others there.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[test]
fn the_binary_does_not_load_the_c_maths_library() {
    let binary = assert_cmd::cargo::cargo_bin("tenscore");
    let Ok(out) = std::process::Command::new("ldd").arg(&binary).output() else {
        eprintln!("no ldd here: the libraries the binary loads are not checked");
        return;
    };
    let libraries = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "ldd failed: {libraries}");
    assert!(
        !libraries.contains("libm.so"),
        "the binary loads the C maths library (find the new maths function with \
         `nm -D --undefined-only`):\n{libraries}"
    );
}
