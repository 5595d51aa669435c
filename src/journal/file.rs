//! The journal's file: one JSON line per entry, each appended with one write and
//! synced; read forward a block at a time, and read back line by line at the offsets
//! noted on the way.

use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use super::Entry;
use crate::error::{Error, Result};

const FILE: &str = "bookings.jsonl";

/// How much of the journal is read at a time: a block, not the file, so reading a
/// year's journal holds a megabyte of it, not a hundred.
const BLOCK: usize = 1 << 20;

/// The journal of the user whose folders these are.
pub fn path(paths: &crate::paths::Paths) -> PathBuf {
    paths.data.join(FILE)
}

/// Append one entry to the journal at `p` as one line with one write, then sync.
pub fn append(p: &Path, entry: &Entry) -> Result<()> {
    if let Some(dir) = p.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut line = serde_json::to_vec(entry)?;
    line.push(b'\n');
    // A new journal's name must outlive a power cut as its first line does.
    let new = !p.exists();
    let mut opts = OpenOptions::new();
    opts.create(true).append(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        opts.mode(0o600);
    }
    let mut file = opts
        .open(p)
        .map_err(|e| Error::unexpected(format!("cannot open the journal {}: {e}", p.display())))?;
    // A crash may have left half a line at the end: start a fresh line so this entry
    // is not glued to it (the reader skips the torn one).
    if ends_torn(p) {
        line.insert(0, b'\n');
    }
    // Test switch: TRAVEL_TEST_STOP_MID_JOURNAL_WRITE writes half the line, syncs it and
    // waits there for good, so a test can kill the process at that exact moment
    // (tests/hotels.rs, killed_bookings_leave_a_readable_journal).
    if std::env::var_os("TRAVEL_TEST_STOP_MID_JOURNAL_WRITE").is_some() {
        file.write_all(&line[..line.len() / 2])?;
        file.sync_all()?;
        loop {
            std::thread::park();
        }
    }
    file.write_all(&line)?;
    file.sync_all()?;
    if let Some(dir) = p.parent().filter(|_| new) {
        crate::fsutil::sync_dir(dir);
    }
    Ok(())
}

fn ends_torn(p: &Path) -> bool {
    use std::io::{Seek, SeekFrom};
    let Ok(mut f) = File::open(p) else {
        return false;
    };
    let mut last = [0u8; 1];
    f.seek(SeekFrom::End(-1)).is_ok() && f.read_exact(&mut last).is_ok() && last[0] != b'\n'
}

/// The journal opened for reading; `None` when there is none yet.
pub(super) fn open(p: &Path) -> Result<Option<File>> {
    match File::open(p) {
        Ok(f) => Ok(Some(f)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(unreadable(p, e)),
    }
}

pub(super) fn unreadable(p: &Path, e: impl std::fmt::Display) -> Error {
    Error::unexpected(format!("cannot read {}: {e}", p.display()))
}

/// A line of the journal: where it starts, and its bytes without the line end.
pub(super) struct Line<'a> {
    pub at: u64,
    pub bytes: &'a [u8],
    /// Whether a line end follows it (the last line may be being written, or have
    /// been torn by a crash).
    pub ended: bool,
}

/// Call `each` with every line of `file` that is not blank, from offset `from` to
/// offset `to` or the end, in order. Bytes, not text: a line torn by a crash may end
/// inside a multi-byte character, and that must cost only its own line. Returns where
/// the reading ended.
pub(super) fn each_line<E: From<std::io::Error>>(
    file: &File,
    from: u64,
    to: u64,
    mut each: impl FnMut(Line<'_>) -> Result<(), E>,
) -> Result<u64, E> {
    let mut buf = vec![0u8; BLOCK];
    // buf[..filled] holds the file from `at` on
    let (mut at, mut filled) = (from, 0);
    loop {
        if filled == buf.len() {
            // a line longer than the block: room for it
            buf.resize(buf.len() * 2, 0);
        }
        let room = (to - (at + filled as u64)).min((buf.len() - filled) as u64) as usize;
        let n = read_at(file, &mut buf[filled..filled + room], at + filled as u64)?;
        let end = n == 0;
        filled += n;
        let mut start = 0;
        while let Some(len) = memchr::memchr(b'\n', &buf[start..filled]) {
            emit(&mut each, at + start as u64, &buf[start..start + len], true)?;
            start += len + 1;
        }
        if end {
            emit(&mut each, at + start as u64, &buf[start..filled], false)?;
            return Ok(at + filled as u64);
        }
        buf.copy_within(start..filled, 0);
        at += start as u64;
        filled -= start;
    }
}

fn emit<E>(
    each: &mut impl FnMut(Line<'_>) -> Result<(), E>,
    at: u64,
    bytes: &[u8],
    ended: bool,
) -> Result<(), E> {
    if bytes.trim_ascii().is_empty() {
        return Ok(());
    }
    each(Line { at, bytes, ended })
}

/// Lines read back at offsets noted by a first pass, newest first as often as not: the
/// file is read a block at a time around them, not a line at a time.
pub(super) struct Window<'f> {
    file: &'f File,
    buf: Vec<u8>,
    /// The offset of buf[0].
    at: u64,
}

impl<'f> Window<'f> {
    pub fn new(file: &'f File) -> Self {
        Window {
            file,
            buf: Vec::new(),
            at: 0,
        }
    }

    /// The `len` bytes at `at`, read from the block that ends with them (the lines
    /// before them come next when reading back).
    pub fn line(&mut self, at: u64, len: usize) -> std::io::Result<&[u8]> {
        let end = at + len as u64;
        if at < self.at || end > self.at + self.buf.len() as u64 {
            let size = BLOCK.max(len);
            let start = end.saturating_sub(size as u64);
            self.buf.resize((end - start) as usize, 0);
            read_exact_at(self.file, &mut self.buf, start)?;
            self.at = start;
        }
        let from = (at - self.at) as usize;
        Ok(&self.buf[from..from + len])
    }
}

#[cfg(unix)]
pub(super) fn read_at(file: &File, buf: &mut [u8], at: u64) -> std::io::Result<usize> {
    use std::os::unix::fs::FileExt;
    loop {
        match file.read_at(buf, at) {
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            other => return other,
        }
    }
}

#[cfg(windows)]
pub(super) fn read_at(file: &File, buf: &mut [u8], at: u64) -> std::io::Result<usize> {
    std::os::windows::fs::FileExt::seek_read(file, buf, at)
}

pub(super) fn read_exact_at(file: &File, mut buf: &mut [u8], mut at: u64) -> std::io::Result<()> {
    while !buf.is_empty() {
        match read_at(file, buf, at)? {
            0 => return Err(std::io::ErrorKind::UnexpectedEof.into()),
            n => {
                buf = &mut buf[n..];
                at += n as u64;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines_of(bytes: &[u8], from: u64) -> (Vec<(u64, String, bool)>, u64) {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join(FILE);
        std::fs::write(&p, bytes).unwrap();
        let mut seen = Vec::new();
        let end = each_line(&File::open(&p).unwrap(), from, u64::MAX, |l| {
            seen.push((l.at, String::from_utf8_lossy(l.bytes).into(), l.ended));
            Ok::<_, std::io::Error>(())
        })
        .unwrap();
        (seen, end)
    }

    #[test]
    fn lines_come_with_their_offsets_blank_ones_skipped_the_last_maybe_unended() {
        let (seen, end) = lines_of(b"ab\n\n  \ncd\nef", 0);
        let want = vec![
            (0, "ab".to_string(), true),
            (7, "cd".to_string(), true),
            (10, "ef".to_string(), false),
        ];
        assert_eq!((seen, end), (want, 12));
        let (seen, end) = lines_of(b"ab\ncd\n", 3);
        assert_eq!((seen, end), (vec![(3, "cd".to_string(), true)], 6));
    }

    #[test]
    fn lines_up_to_an_offset_stop_there() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join(FILE);
        std::fs::write(&p, b"ab\ncd\nef\n").unwrap();
        let mut seen = Vec::new();
        let end = each_line(&File::open(&p).unwrap(), 3, 6, |l| {
            seen.push(l.bytes.to_vec());
            Ok::<_, std::io::Error>(())
        })
        .unwrap();
        assert_eq!((seen, end), (vec![b"cd".to_vec()], 6));
    }

    #[test]
    fn lines_longer_than_a_block_and_across_blocks_are_whole() {
        let long = "x".repeat(BLOCK * 2 + 17);
        let mut bytes = Vec::new();
        let mut want = Vec::new();
        for i in 0..5 {
            let line = if i == 2 {
                long.clone()
            } else {
                format!("line {i}")
            };
            want.push((bytes.len() as u64, line.clone(), true));
            bytes.extend_from_slice(line.as_bytes());
            bytes.push(b'\n');
        }
        // many short lines after it, so that some straddle a block's end
        for i in 0..200_000 {
            let line = format!("short line number {i}");
            want.push((bytes.len() as u64, line.clone(), true));
            bytes.extend_from_slice(line.as_bytes());
            bytes.push(b'\n');
        }
        let (seen, end) = lines_of(&bytes, 0);
        assert_eq!(end, bytes.len() as u64);
        assert!(seen == want, "lines differ");
        // and read back newest first through a window
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join(FILE);
        std::fs::write(&p, &bytes).unwrap();
        let file = File::open(&p).unwrap();
        let mut window = Window::new(&file);
        for (at, line, _) in want.iter().rev() {
            assert_eq!(window.line(*at, line.len()).unwrap(), line.as_bytes());
        }
    }
}
