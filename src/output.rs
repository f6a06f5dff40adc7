//! Where a command's answer goes: standard output, as text or JSON, in colour or not, and the
//! files a command writes (`show --svg`). `render` reads the flags from here; nothing here knows
//! about commands.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::error::CliError;

/// The output flags every command shares, and the standard-output sink.
#[derive(Clone, Copy, Debug, Default)]
pub struct Output {
    /// Machine-readable JSON instead of text.
    pub json: bool,
    /// Colours and bold in tables.
    pub color: bool,
}

impl Output {
    /// Writes to standard output; a closed pipe ends the command quietly.
    pub fn print(&self, text: &str) -> Result<(), CliError> {
        let mut out = std::io::stdout().lock();
        writeln!(out, "{text}")
            .and_then(|()| out.flush())
            .map_err(|e| match e.kind() {
                std::io::ErrorKind::BrokenPipe => CliError::from(e),
                _ => CliError::output(&e),
            })
    }

    /// Pretty JSON of any serialisable value, its object keys in alphabetical order (as every
    /// `--json` has always printed them, whatever order a struct declares its fields in).
    pub fn print_json<T: serde::Serialize + ?Sized>(&self, value: &T) -> Result<(), CliError> {
        let text = serde_json::to_value(value)
            .and_then(|value| serde_json::to_string_pretty(&value))
            .map_err(|e| {
                CliError::runtime(
                    format!("the answer could not be written as JSON: {e}"),
                    None,
                )
            })?;
        self.print(&text)
    }
}

/// Writes `contents` to `path` whole or not at all: into a new file beside it, renamed over it once
/// written, so that a failure leaves nothing half-written (the new file is removed). `what` names
/// the contents in messages ("the chart"). Refused in one line: a folder that does not exist, one
/// that may not be written, any other failure of the file system.
pub fn write_whole(path: &Path, contents: &[u8], what: &str) -> Result<(), CliError> {
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    // Beside the file, so that the rename stays on one file system; a name no other process
    // uses (create_new refuses a file that is there).
    let temporary = folder.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temporary)
        .and_then(|mut file| file.write_all(contents))
        .and_then(|()| std::fs::rename(&temporary, path));
    written.map_err(|e| {
        // Whatever was made of it goes (when the folder is missing there is nothing to remove).
        let _ = std::fs::remove_file(&temporary);
        let problem = format!("cannot write {what} to {}", path.display());
        let (reason, hint) = match e.kind() {
            std::io::ErrorKind::NotFound if !folder.is_dir() => (
                format!("there is no folder {}", folder.display()),
                "choose an existing folder",
            ),
            std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem => (
                "permission denied".to_string(),
                "choose a folder you may write to",
            ),
            std::io::ErrorKind::IsADirectory => (
                "it is a folder".to_string(),
                "name a file in it, e.g. chart.svg",
            ),
            _ => (e.to_string(), "nothing was written"),
        };
        CliError::runtime(format!("{problem}: {reason}"), Some(hint.to_string()))
    })
}
