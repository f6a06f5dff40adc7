//! Where a command's answer goes: standard output, as text or JSON, in colour or not, and the
//! files a command writes (`show --svg`). `render` reads the flags from here; nothing here knows
//! about commands.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::error::CliError;

mod plain;

pub use plain::{PLAIN_VAR, in_words, plain, plain_in_env, plain_text, set_plain};

/// The output flags every command shares, and the standard-output sink.
#[derive(Clone, Copy, Debug, Default)]
pub struct Output {
    /// Machine-readable JSON instead of text.
    pub json: bool,
    /// Colours and bold in tables.
    pub color: bool,
}

impl Output {
    /// Writes to standard output; a closed pipe ends the command quietly. In plain mode (not
    /// for JSON) tables lose their frames and symbols become words ([`plain_text`]).
    pub fn print(&self, text: &str) -> Result<(), CliError> {
        if self.plain() {
            return self.print_with(|out| out.write_all(plain_text(text).as_bytes()));
        }
        self.print_with(|out| out.write_all(text.as_bytes()))
    }

    /// Whether text is printed in plain mode: `--plain` or `TENSCORE_PLAIN=1`, never JSON.
    pub fn plain(&self) -> bool {
        !self.json && plain()
    }

    /// Prints what `write` writes, then a line break: for a long text written a piece at a
    /// time rather than built whole first, and for machine formats (JSON, CSV), which plain
    /// mode leaves as they are.
    pub fn print_with(
        &self,
        write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
    ) -> Result<(), CliError> {
        let mut out = std::io::stdout().lock();
        write(&mut out)
            .and_then(|()| out.write_all(b"\n"))
            .and_then(|()| out.flush())
            .map_err(|e| match e.kind() {
                std::io::ErrorKind::BrokenPipe => CliError::from(e),
                _ => CliError::output(&e),
            })
    }

    /// Pretty JSON of any serialisable value, its object keys in alphabetical order (as every
    /// `--json` has always printed them, whatever order a struct declares its fields in).
    pub fn print_json<T: serde::Serialize + ?Sized>(&self, value: &T) -> Result<(), CliError> {
        let failed = |e: serde_json::Error| {
            CliError::runtime(crate::t!("error-json", reason = e.to_string()), None)
        };
        let value = serde_json::to_value(value).map_err(failed)?;
        let text = serde_json::to_string_pretty(&value).map_err(failed);
        // Leaked: a command prints its JSON once, at its end, and freeing the tree of values
        // node by node was a third of a long match's `--json show` (DESIGN section 6: its work
        // per round within 1.5x of the text's). The process ends soon after, and the memory
        // with it.
        std::mem::forget(value);
        self.print(&text?)
    }
}

/// Text printed as it is made, a piece at a time, for listings too long to hold whole: what
/// [`Output::print`] prints of the whole text, line break at the end included. Pieces gather
/// in a buffer written out whenever it holds 64 KiB.
pub struct Printer {
    buffer: String,
    /// Plain mode: each whole line written without its table's frame as it comes, the frame's
    /// padding keeping the columns; a piece with a symbol to say in words (which widens its
    /// cell) is held to the end and its tables measured again.
    plain: bool,
    /// Plain mode: a piece was held, so all that follows is held too (written in order).
    holding: bool,
    /// Plain mode: lines were written unframed one by one, so the rest is written so too.
    streamed: bool,
}

impl Printer {
    const FLUSH_AT: usize = 1 << 16;

    pub fn new() -> Self {
        Printer {
            buffer: String::with_capacity(Self::FLUSH_AT + 1024),
            plain: false,
            holding: false,
            streamed: false,
        }
    }

    /// A printer for `out`'s text: in plain mode it holds the text to the end.
    pub fn for_output(out: &Output) -> Self {
        Printer {
            plain: out.plain(),
            ..Printer::new()
        }
    }

    /// The buffer to add text to; written out by [`Printer::written`].
    pub fn buffer(&mut self) -> &mut String {
        &mut self.buffer
    }

    /// Writes the buffer out once it holds enough.
    pub fn written(&mut self) -> Result<(), CliError> {
        self.flushed().map_err(output_failed)
    }

    /// Writes the buffer out once it holds enough, the error as it came (for a listing that
    /// prints a long table at once and names no `CliError`).
    pub fn flushed(&mut self) -> std::io::Result<()> {
        if self.buffer.len() < Self::FLUSH_AT || self.holding {
            return Ok(());
        }
        if !self.plain {
            return self.write_out();
        }
        if plain::says_in_words(&self.buffer) {
            self.holding = true;
            return Ok(());
        }
        // The whole lines go, unframed one by one; the last one's rest waits for its end.
        let Some(end) = self.buffer.rfind('\n') else {
            return Ok(());
        };
        let rest = self.buffer.split_off(end + 1);
        let text = plain::unframed_lines(&self.buffer);
        self.buffer = rest;
        self.streamed = true;
        let mut out = std::io::stdout().lock();
        out.write_all(text.as_bytes()).and_then(|()| out.flush())
    }

    /// Writes out the rest and the last line break.
    pub fn finish(mut self) -> Result<(), CliError> {
        self.buffer.push('\n');
        self.write_out().map_err(output_failed)
    }

    fn write_out(&mut self) -> std::io::Result<()> {
        if self.plain {
            self.buffer = match self.streamed && !plain::says_in_words(&self.buffer) {
                true => plain::unframed_lines(&self.buffer),
                false => plain_text(&self.buffer),
            };
        }
        let mut out = std::io::stdout().lock();
        out.write_all(self.buffer.as_bytes())
            .and_then(|()| out.flush())?;
        self.buffer.clear();
        Ok(())
    }
}

/// Standard output that could not be written: a closed pipe ends quietly, as for any answer.
/// Whether standard output is a regular file (`> scores.csv`), not a terminal or a pipe: a CSV
/// for a spreadsheet starts with its byte order mark there, and a program reading a pipe gets
/// the rows alone.
pub fn stdout_is_a_file() -> bool {
    use std::os::fd::AsFd;
    (std::io::stdout().as_fd().try_clone_to_owned())
        .map(std::fs::File::from)
        .and_then(|file| file.metadata())
        .is_ok_and(|meta| meta.is_file())
}

pub fn output_failed(e: std::io::Error) -> CliError {
    match e.kind() {
        std::io::ErrorKind::BrokenPipe => CliError::from(e),
        _ => CliError::output(&e),
    }
}

impl Default for Printer {
    fn default() -> Self {
        Printer::new()
    }
}

/// Writes `contents` to `path` whole or not at all: into a new file beside it, renamed over it once
/// written, so that a failure leaves nothing half-written (the new file is removed). `what` names
/// the contents in messages ("the chart"). Refused in one line: a folder that does not exist, one
/// that may not be written, any other failure of the file system.
pub fn write_whole(path: &Path, contents: &[u8], what: &str) -> Result<(), CliError> {
    write_streamed(path, what, "chart.svg", |file| {
        file.write_all(contents)
            .map_err(|e| file_error(path, what, "chart.svg", &e))
    })
}

/// Writes to `path` whole or not at all, as [`write_whole`] does, what `produce` writes to the
/// (buffered) file as it goes: for output too large to hold (`export -o`). When `produce` fails,
/// its error is returned and the new file removed; nothing at `path` changes. `example` is a
/// file name the hint suggests when `path` is a folder.
pub fn write_streamed<T>(
    path: &Path,
    what: &str,
    example: &str,
    produce: impl FnOnce(&mut std::io::BufWriter<std::fs::File>) -> Result<T, CliError>,
) -> Result<T, CliError> {
    let path = &match target_of(path, what, example)? {
        Target::Replace(path) => path,
        Target::Into(device) => return write_into(&device, what, example, produce),
    };
    let folder = folder_of(path);
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    // Beside the file, so that the rename stays on one file system; a name no other process
    // uses (create_new refuses a file that is there).
    let temporary = folder.join(format!(".{name}.{}.tmp", std::process::id()));
    let file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temporary)
        .map_err(|e| file_error(path, what, example, &e))?;
    let mut file = std::io::BufWriter::with_capacity(1 << 16, file);
    let written = produce(&mut file).and_then(|value| {
        file.flush()
            .and_then(|()| keep_permissions(path, &temporary))
            .and_then(|()| std::fs::rename(&temporary, path))
            .map_err(|e| file_error(path, what, example, &e))?;
        Ok(value)
    });
    if written.is_err() {
        // Whatever was made of it goes.
        let _ = std::fs::remove_file(&temporary);
    }
    written
}

/// Where [`write_streamed`] writes what `path` names.
enum Target {
    /// A file (there or not yet): written beside it and renamed over it.
    Replace(PathBuf),
    /// A device or a pipe (`/dev/stdout`, a named pipe): written into as it is, since nothing
    /// can be renamed over it.
    Into(PathBuf),
}

/// What `path` names, through any symbolic links (renaming over a link would replace the link,
/// not the file it points to). A device or a pipe (`/dev/stdout`, `>(gzip)`) is written into
/// through the path as given, which the system resolves even where no file name stands behind
/// it. A path through a file is refused (exit 2). A SQLite database, or the log or journal
/// beside one (there yet or not), is refused (exit 2): an export or a page written over it would destroy every match kept there. A file
/// that may not be written (read-only) is refused as the system would refuse writing into it.
fn target_of(path: &Path, what: &str, example: &str) -> Result<Target, CliError> {
    // A path through a file (`notes.txt/out.jsonl`) is a mistake in what was typed.
    if let Some(file) = crate::store::file_in_the_way(path) {
        return Err(CliError::usage(
            crate::t!(
                "error-write-file-in-the-way",
                what = what,
                path = path.display().to_string(),
                file = file.display().to_string()
            ),
            crate::t!("error-write-file-in-the-way-hint"),
        ));
    }
    let file = match std::fs::metadata(path) {
        Ok(meta) if !meta.is_file() && !meta.is_dir() => return Ok(Target::Into(path.into())),
        Ok(meta) if meta.is_file() && meta.permissions().readonly() => {
            let denied = std::io::Error::from(std::io::ErrorKind::PermissionDenied);
            return Err(file_error(path, what, example, &denied));
        }
        Ok(meta) if meta.is_file() => std::fs::canonicalize(path).unwrap_or_else(|_| path.into()),
        Ok(_) => path.to_path_buf(),
        // Not there yet: made where a link (or a chain of them) points; a loop is refused.
        Err(e) => link_target(path).ok_or_else(|| file_error(path, what, example, &e))?,
    };
    match holds_a_database(&file) {
        true => Err(CliError::usage(
            crate::t!(
                "error-write-database",
                what = what,
                path = file.display().to_string()
            ),
            crate::t!("error-write-database-hint", example = example),
        )),
        false => Ok(Target::Replace(file)),
    }
}

/// The file replaced keeps who may read it: a private export stays private.
fn keep_permissions(replaced: &Path, new: &Path) -> std::io::Result<()> {
    match std::fs::metadata(replaced) {
        Ok(meta) => std::fs::set_permissions(new, meta.permissions()),
        Err(_) => Ok(()),
    }
}

/// Where a file at `path` is made when `path` is a symbolic link to a file not there yet (or no
/// link at all: `path` itself); `None` for a chain of links that does not end (a loop).
fn link_target(path: &Path) -> Option<PathBuf> {
    let mut path = path.to_path_buf();
    // As the system counts: a chain of more links than this is a loop.
    for _ in 0..40 {
        match std::fs::symlink_metadata(&path) {
            Ok(meta) if meta.file_type().is_symlink() => {
                path = folder_of(&path).join(std::fs::read_link(&path).ok()?);
            }
            _ => return Some(path),
        }
    }
    None
}

/// Whether the file at `path` is a SQLite database, or the write-ahead log, shared memory or
/// journal of the database beside it.
fn holds_a_database(path: &Path) -> bool {
    let starts_as_database = |path: &Path| {
        let mut head = [0u8; 16];
        std::fs::File::open(path)
            .and_then(|mut file| std::io::Read::read_exact(&mut file, &mut head))
            .is_ok_and(|()| &head == b"SQLite format 3\0")
    };
    let name = path.to_string_lossy();
    starts_as_database(path)
        || ["-wal", "-shm", "-journal"].iter().any(|suffix| {
            name.strip_suffix(suffix)
                .is_some_and(|database| starts_as_database(Path::new(database)))
        })
}

/// Writes what `produce` writes straight into a device or a pipe.
fn write_into<T>(
    device: &Path,
    what: &str,
    example: &str,
    produce: impl FnOnce(&mut std::io::BufWriter<std::fs::File>) -> Result<T, CliError>,
) -> Result<T, CliError> {
    let file = std::fs::OpenOptions::new()
        .write(true)
        .open(device)
        .map_err(|e| file_error(device, what, example, &e))?;
    let mut file = std::io::BufWriter::with_capacity(1 << 16, file);
    let value = produce(&mut file)?;
    file.flush()
        .map_err(|e| file_error(device, what, example, &e))?;
    Ok(value)
}

fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// A file that cannot be written (exit 1), in one line: the problem, then the fix.
pub fn file_error(path: &Path, what: &str, example: &str, e: &std::io::Error) -> CliError {
    let folder = folder_of(path);
    let path = path.display().to_string();
    let (problem, hint) = match e.kind() {
        std::io::ErrorKind::NotFound if !folder.is_dir() => (
            crate::t!(
                "error-write-no-folder",
                what = what,
                path = path,
                folder = folder.display().to_string()
            ),
            crate::t!("error-write-no-folder-hint"),
        ),
        std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem => (
            crate::t!("error-write-denied", what = what, path = path),
            crate::t!("error-write-denied-hint"),
        ),
        std::io::ErrorKind::IsADirectory => (
            crate::t!("error-write-folder", what = what, path = path),
            crate::t!("error-write-folder-hint", example = example),
        ),
        _ => (
            crate::t!(
                "error-write-other",
                what = what,
                path = path,
                reason = crate::i18n::os_reason(e)
            ),
            crate::t!("error-write-other-hint"),
        ),
    };
    CliError::runtime(problem, Some(hint))
}
