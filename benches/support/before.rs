//! Another build of tenscore measured beside this one in the same run (`TENSCORE_BENCH_BEFORE`,
//! by `benches/commands.rs` and `benches/league.rs`): what both benchmarks need to give it a
//! database of its own holding the same history.

use std::path::Path;
use std::process::Output;

/// The environment variable naming the older build's program.
pub const VARIABLE: &str = "TENSCORE_BENCH_BEFORE";

/// The older build named by [`VARIABLE`], if any.
pub fn program() -> Option<String> {
    std::env::var_os(VARIABLE)
        .filter(|value| !value.is_empty())
        .map(|value| value.to_string_lossy().into_owned())
}

/// Imports the export `exported` (written by this build) with the older build: `import` runs its
/// `tenscore import FILE` into its own database. An older build refuses a database of a newer
/// schema, so it imports the export itself; an export's records are the same from schema 5 on and
/// only its header's number is newer, so where the older build refuses that number, the header is
/// given the one it reads up to (its refusal names it) and the file is imported again. Returns
/// that schema number when the header was lowered.
pub fn import_history(exported: &Path, import: impl Fn(&Path) -> Output) -> Option<String> {
    let out = import(exported);
    if out.status.success() {
        return None;
    }
    let refusal = String::from_utf8_lossy(&out.stderr).into_owned();
    let reads_up_to = refusal
        .split("reads up to schema ")
        .nth(1)
        .and_then(|rest| rest.split(|c: char| !c.is_ascii_digit()).next())
        .unwrap_or_else(|| panic!("the older tenscore could not import the history: {refusal}"));
    let text = std::fs::read_to_string(exported).expect("the export is readable");
    let (header, records) = text.split_once('\n').expect("an export has a header");
    let header: serde_json::Value = serde_json::from_str(header).expect("a JSON header");
    let newer = header["schema"].to_string();
    let older = format!("\"schema\":{reads_up_to}");
    let header = serde_json::to_string(&header).expect("JSON").replacen(
        &format!("\"schema\":{newer}"),
        &older,
        1,
    );
    let lowered = exported.with_extension("older.jsonl");
    std::fs::write(&lowered, format!("{header}\n{records}")).expect("the export is written");
    let out = import(&lowered);
    assert!(
        out.status.success(),
        "the older tenscore could not import the history: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(reads_up_to.to_string())
}
