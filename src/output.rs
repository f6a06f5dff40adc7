//! Where a command's answer goes: standard output, as text or JSON, in colour or not. `render`
//! reads the flags from here; nothing here knows about commands.

use std::io::Write;

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
