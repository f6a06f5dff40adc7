//! Headless Chromium for the tests of the HTML pages (`event report --html`): the DOM a page
//! renders to, JavaScript and all, as the browser serialises it (`--dump-dom`).
//!
//! Used by the library's unit tests (`src/render/event/tests.rs`, through `#[path]`) and by the
//! integration tests, so it imports nothing of the crate. Without a Chromium on PATH (Debian's
//! `chromium` package, or `chromium-browser`) a test says so and passes, unless
//! `TENSCORE_CHROMIUM_REQUIRED=1` (CI, `.ci/run`), when it fails.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The variable that makes a missing Chromium a failure instead of a skipped test.
pub const REQUIRED_VAR: &str = "TENSCORE_CHROMIUM_REQUIRED";

/// What a test prints when it skips.
pub const SKIPPED: &str = "skipped: no chromium (install the chromium package)";

/// How long a page may take to load and be dumped.
const TIMEOUT: Duration = Duration::from_secs(60);

/// The Chromium program on PATH: `chromium`, else `chromium-browser`.
pub fn find() -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    ["chromium", "chromium-browser"]
        .into_iter()
        .find_map(|name| {
            std::env::split_paths(&path)
                .map(|dir| dir.join(name))
                .find(|candidate| is_executable(candidate))
        })
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// The DOM of the page at `page` (a file), as headless Chromium renders it in a window of
/// `width` x `height` pixels; `None` when no Chromium is found. Panics when Chromium is there
/// but fails or takes longer than a minute (a test's failure, with its error output).
pub fn dump_dom_sized(page: &Path, width: u32, height: u32) -> Option<String> {
    let program = find()?;
    let profile = tempfile::tempdir().expect("a temporary profile folder");
    let page = std::fs::canonicalize(page).expect("the page exists");
    let mut child = Command::new(&program)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--disable-extensions",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg(format!("--window-size={width},{height}"))
        .arg("--dump-dom")
        .arg(format!("file://{}", page.display()))
        .env("HOME", profile.path())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{} did not start: {e}", program.display()));
    let started = Instant::now();
    while child.try_wait().expect("chromium's status").is_none() {
        if started.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{} took longer than {TIMEOUT:?}", program.display());
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let out = child.wait_with_output().expect("chromium's output");
    let dom = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success() && dom.contains("<html"),
        "{} failed ({}): {}",
        program.display(),
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    Some(dom)
}

/// [`dump_dom_sized`] in a phone's window (375 x 812).
pub fn dump_dom(page: &Path) -> Option<String> {
    dump_dom_sized(page, 375, 812)
}

/// The DOM of `page`, or `None` after printing [`SKIPPED`] when no Chromium is found; with
/// `TENSCORE_CHROMIUM_REQUIRED=1` a missing Chromium fails the test instead.
pub fn dom_or_skip(page: &Path) -> Option<String> {
    let dom = dump_dom(page);
    if dom.is_none() {
        assert!(
            std::env::var(REQUIRED_VAR).as_deref() != Ok("1"),
            "{REQUIRED_VAR}=1 but no chromium or chromium-browser is on PATH"
        );
        println!("{SKIPPED}");
    }
    dom
}

/// Text of the DOM with the entities Chromium writes turned back into characters.
pub fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&nbsp;", "\u{a0}")
        .replace("&amp;", "&")
}

/// The values of attribute `name` in the DOM, in document order, unescaped.
pub fn attribute_values(dom: &str, name: &str) -> Vec<String> {
    let needle = format!(" {name}=\"");
    let mut values = Vec::new();
    let mut rest = dom;
    while let Some(at) = rest.find(&needle) {
        let start = at + needle.len();
        let Some(len) = rest[start..].find('"') else {
            break;
        };
        values.push(unescape(&rest[start..start + len]));
        rest = &rest[start + len..];
    }
    values
}

/// The rows of the table `<table id="ID">` in the DOM, in order, as `[data-player, data-rank,
/// data-score]` (unescaped): what `event report --html` and the series page give each player,
/// to hold against `--json`.
pub fn ranked_rows(dom: &str, id: &str) -> Vec<[String; 3]> {
    let open = format!("<table id=\"{id}\"");
    let Some(start) = dom.find(&open) else {
        return Vec::new();
    };
    let table = &dom[start..];
    let table = &table[..table.find("</table>").unwrap_or(table.len())];
    let players = attribute_values(table, "data-player");
    let ranks = attribute_values(table, "data-rank");
    let scores = attribute_values(table, "data-score");
    assert!(
        players.len() == ranks.len() && ranks.len() == scores.len(),
        "a row of #{id} lacks data-player, data-rank or data-score"
    );
    (players.into_iter().zip(ranks).zip(scores))
        .map(|((player, rank), score)| [player, rank, score])
        .collect()
}
