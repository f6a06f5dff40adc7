//! Every test file is compiled: the integration tests are one binary (`tests/main.rs`, with
//! `autotests = false`), so a `tests/foo.rs` without its `mod foo;` line would silently never run
//! (after jj's `test_no_forgotten_test_files`).

use std::collections::BTreeSet;
use std::path::Path;

/// Every `tests/*.rs` but `main.rs` is a module of `tests/main.rs`: the test files and
/// `common.rs` (the shared helpers, `mod common;`). Files in `tests/support/` are helpers the
/// benchmarks share too; `main.rs` names them with `#[path]`, and they are not checked here.
#[test]
fn no_forgotten_test_files() {
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let main = std::fs::read_to_string(tests.join("main.rs")).unwrap();
    let declared: BTreeSet<&str> = main
        .lines()
        .filter_map(|line| line.trim().strip_prefix("mod ")?.strip_suffix(';'))
        .collect();
    let forgotten: Vec<String> = std::fs::read_dir(&tests)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_file() && path.extension().is_some_and(|e| e == "rs"))
        .filter_map(|path| Some(path.file_stem()?.to_str()?.to_string()))
        .filter(|name| name != "main" && !declared.contains(name.as_str()))
        .collect();
    assert!(
        forgotten.is_empty(),
        "test files that tests/main.rs does not declare (add `mod NAME;` there): {forgotten:?}"
    );
}
