//! The listings of every player (`stats --all`, `player list`): a temporary file a table's rows
//! wait in until its layout is known (its widths come from its last row): made in the system's temporary folder under a name nobody has (created new,
//! readable by its owner only) and removed at once, so nothing is left behind whatever becomes
//! of the process (the open file lives until it is closed). Rows are written in 64 KiB pieces
//! and read back in order, as many times as asked.

use std::fs::{File, OpenOptions};
use std::io::{self, BufRead, BufReader, Seek, SeekFrom, Write};
use std::time::{SystemTime, UNIX_EPOCH};

/// Ends a cell: no cell holds it (a name is shown with its control characters escaped).
const CELL_END: u8 = 0x1f;
/// Ends a row.
const ROW_END: u8 = 0x1e;
/// The cells of a row read back without making a list.
const CELLS: usize = 24;
/// How much is written at once.
const PIECE: usize = 1 << 16;

/// What stopped a listing of every player.
#[derive(Debug)]
pub enum ListingError {
    /// A `--json` element could not be made.
    Json(serde_json::Error),
    /// The temporary file a table's rows wait in could not be made, written or read.
    Spool(io::Error),
    /// Standard output could not be written.
    Output(io::Error),
}

pub(crate) struct Spool {
    file: File,
    /// Rows not written yet.
    pending: String,
}

impl Spool {
    pub(crate) fn new() -> io::Result<Spool> {
        Ok(Spool {
            file: unnamed_file()?,
            pending: String::with_capacity(PIECE + 1024),
        })
    }

    /// A cell more of the row being written, `write` writing its text: the text written.
    pub(crate) fn cell(&mut self, write: impl FnOnce(&mut String)) -> &str {
        let start = self.pending.len();
        write(&mut self.pending);
        let end = self.pending.len();
        self.pending.push(CELL_END as char);
        self.pending.get(start..end).unwrap_or_default()
    }

    /// The row being written is complete.
    pub(crate) fn end_row(&mut self) -> io::Result<()> {
        self.pending.push(ROW_END as char);
        if self.pending.len() >= PIECE {
            self.write_pending()?;
        }
        Ok(())
    }

    fn write_pending(&mut self) -> io::Result<()> {
        self.file.write_all(self.pending.as_bytes())?;
        self.pending.clear();
        Ok(())
    }

    /// Each row pushed since the spool was last cleared, in order, its cells handed to `row`.
    pub(crate) fn each(
        &mut self,
        row: &mut dyn FnMut(&[&str]) -> io::Result<()>,
    ) -> io::Result<()> {
        self.write_pending()?;
        self.file.seek(SeekFrom::Start(0))?;
        let mut reader = BufReader::new(&self.file);
        let mut bytes = Vec::with_capacity(1024);
        loop {
            bytes.clear();
            if reader.read_until(ROW_END, &mut bytes)? == 0 {
                return Ok(());
            }
            let text = std::str::from_utf8(&bytes)
                .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
            let fields = text.strip_suffix(ROW_END as char).unwrap_or(text);
            let fields = fields.strip_suffix(CELL_END as char).unwrap_or(fields);
            // A row's cells, without making a list for each (a table has a dozen columns at
            // most; a longer row is handed over as a list).
            let mut cells = [""; CELLS];
            let mut count = 0;
            let mut start = 0;
            // Byte by byte: the cells end in a byte no text holds.
            for (at, byte) in fields.bytes().enumerate() {
                if byte != CELL_END {
                    continue;
                }
                if let Some(slot) = cells.get_mut(count) {
                    *slot = fields.get(start..at).unwrap_or_default();
                }
                count += 1;
                start = at + 1;
            }
            if let Some(slot) = cells.get_mut(count) {
                *slot = fields.get(start..).unwrap_or_default();
            }
            count += 1;
            match count < CELLS {
                true => row(cells.get(..count).unwrap_or_default())?,
                false => row(&fields.split(CELL_END as char).collect::<Vec<_>>())?,
            }
        }
    }
}

/// A new file in the temporary folder, already removed from it.
fn unnamed_file() -> io::Result<File> {
    let folder = std::env::temp_dir();
    let stamp = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let mut options = OpenOptions::new();
    options.read(true).write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    for attempt in 0..64 {
        let path = folder.join(format!(
            ".tenscore-list-{}-{stamp}-{attempt}",
            std::process::id()
        ));
        match options.open(&path) {
            Ok(file) => {
                std::fs::remove_file(&path)?;
                return Ok(file);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(io::ErrorKind::AlreadyExists.into())
}
