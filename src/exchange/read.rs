//! The reading side of the interchange format: a file read one bounded line at a time.

use std::io::BufRead;

/// The most bytes a line of an export may have (1 MiB): far more than any record holds. The
/// longest are a round of eight seats, withdrawn, with its explanation and an edit's reason (a
/// few KB at most), and a player with their aliases (about 40 bytes each: more than 25,000
/// merged records fit).
pub const LONGEST_RECORD: usize = 1 << 20;
/// [`LONGEST_RECORD`] as messages say it.
pub const LONGEST_RECORD_TEXT: &str = "1 MiB";

/// Why a line could not be read.
#[derive(Debug)]
pub enum LineError {
    /// The file could not be read.
    Unreadable(std::io::Error),
    /// The line is longer than [`LONGEST_RECORD`].
    TooLong,
    /// The line is not UTF-8 text.
    NotUtf8,
}

/// Reads the next line of `source` into `bytes`, at most [`LONGEST_RECORD`] bytes of it and its
/// end of line: the line without that end and how many bytes were read, or `None` at the end of
/// the file. A longer line is refused after reading that much of it, so that a file with an
/// endless line (`/dev/zero`) costs no more memory than the longest record.
pub fn read_line<'b>(
    source: &mut (dyn BufRead + Send),
    bytes: &'b mut Vec<u8>,
) -> Result<Option<(&'b str, usize)>, LineError> {
    bytes.clear();
    // The record, then "\r\n" at most.
    let most = LONGEST_RECORD as u64 + 2;
    let read = std::io::Read::take(&mut *source, most)
        .read_until(b'\n', bytes)
        .map_err(LineError::Unreadable)?;
    if read == 0 {
        return Ok(None);
    }
    let mut text: &[u8] = bytes;
    if let Some(line) = text.strip_suffix(b"\n") {
        text = line.strip_suffix(b"\r").unwrap_or(line);
    }
    if text.len() > LONGEST_RECORD {
        return Err(LineError::TooLong);
    }
    std::str::from_utf8(text)
        .map(|line| Some((line, read)))
        .map_err(|_| LineError::NotUtf8)
}
