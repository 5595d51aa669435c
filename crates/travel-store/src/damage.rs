//! A state file checked before it is opened, so damage is said rather than served as
//! an empty state: SQLite opens a file cut short, or a write-ahead log with garbage in
//! it, and quietly reads what is left, which may be nothing.
//!
//! What is checked, cheaply, every time: the file's header (SQLite's, and no shorter
//! than the pages it says it has; an empty file where a state was), and the log as
//! SQLite reads it ([`wal`]): its header, then each frame's salts and running checksum.
//! What a crash leaves is fine (a transaction not committed, its last frame torn,
//! frames of an older round of the log); a frame of the current round that fails its
//! checksum with more of the round after it, or one cut in half, is damage. A server
//! also runs SQLite's `quick_check` once it has opened the file.
//!
//! A damaged state is copied aside whole before anything else touches it, and the
//! copy is named in the message.

use std::path::{Path, PathBuf};

/// What was found wrong.
pub type Damage = String;

/// What SQLite writes at the start of every database file.
const MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// Check the state file at `path` and its log before they are opened: `Err` says what
/// is damaged. A file that is not there is fine (it is made).
///
/// Another process may be writing the log as it is read (two terminals booking at once):
/// its last frame is then half written, as a killed writer leaves it. What is found is
/// damage only when a second look, a moment later, finds it again with the log the same
/// length; a log still growing is looked at again, for at most about a second.
pub fn check(path: &Path) -> Result<(), Damage> {
    let wal = wal_path(path);
    let length = || std::fs::metadata(&wal).map_or(0, |m| m.len());
    let mut seen: Option<u64> = None;
    for _ in 0..LOOKS {
        let before = length();
        match check_still(path) {
            Ok(()) => return Ok(()),
            Err(why) if seen == Some(before) && length() == before => return Err(why),
            Err(_) => seen = Some(before),
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    check_still(path)
}

/// How many looks [`check`] takes at a log that keeps changing.
const LOOKS: usize = 20;

/// [`check`] at one moment.
fn check_still(path: &Path) -> Result<(), Damage> {
    let Ok(meta) = made(path) else {
        return Ok(());
    };
    let wal = wal_path(path);
    let wal_len = std::fs::metadata(&wal).map_or(0, |m| m.len());
    if meta.len() == 0 {
        // the file is made and its tables written in one go: one left empty was cut
        return Err("the file is empty: it was cut short or emptied".into());
    }
    // a file that cannot be read is the storage's to say, when it is opened
    let Ok(head) = read_at(path, 0, 100) else {
        return Ok(());
    };
    if head.len() < 100 || &head[..16] != MAGIC {
        // not SQLite at all: someone else's file (the opening says so), not damage
        return Ok(());
    }
    let page_size = match u16::from_be_bytes([head[16], head[17]]) {
        1 => 65_536,
        n => u64::from(n),
    };
    let pages = u64::from(u32::from_be_bytes([head[28], head[29], head[30], head[31]]));
    // the header's count is good when the change counters agree (as SQLite reads it)
    let counted = head[24..28] == head[92..96];
    if counted && wal_len == 0 && pages > 0 && meta.len() < pages * page_size {
        return Err(format!(
            "the file is cut short: {} bytes of the {} its {pages} pages take",
            meta.len(),
            pages * page_size
        ));
    }
    wal::check(&wal)
}

/// How long a state file another process has just made may stay empty: it is made
/// empty, then its tables are written, within some milliseconds.
const BEING_MADE: std::time::Duration = std::time::Duration::from_secs(3);

/// The file's metadata once it is made: an empty file made just now is waited for
/// (another process opening a new state at the same moment is writing its tables).
fn made(path: &Path) -> std::io::Result<std::fs::Metadata> {
    let until = std::time::Instant::now() + BEING_MADE;
    loop {
        let meta = std::fs::metadata(path)?;
        let fresh = meta
            .modified()
            .ok()
            .and_then(|m| m.elapsed().ok())
            .is_some_and(|age| age < BEING_MADE);
        if meta.len() > 0 || !fresh || std::time::Instant::now() >= until {
            return Ok(meta);
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

/// The write-ahead log beside a state file.
pub fn wal_path(path: &Path) -> PathBuf {
    let mut p = path.as_os_str().to_owned();
    p.push("-wal");
    PathBuf::from(p)
}

/// Copy the state file at `path` and its log aside, beside it, in a directory named
/// by the time: where the copy went.
pub fn copy_aside(path: &Path) -> std::io::Result<PathBuf> {
    let stamp = chrono::Utc::now().format("%Y%m%dT%H%M%SZ");
    // a copy made within the same second before is kept: this one is numbered
    let dir = (1..)
        .map(|n| {
            let mut name = path.file_name().unwrap_or_default().to_owned();
            match n {
                1 => name.push(format!(".damaged-{stamp}")),
                n => name.push(format!(".damaged-{stamp}-{n}")),
            }
            path.with_file_name(name)
        })
        .find(|dir| match std::fs::create_dir(dir) {
            Ok(()) => true,
            // made, or failing for a reason the next call says
            Err(e) => e.kind() != std::io::ErrorKind::AlreadyExists,
        })
        .expect("a name for the copy");
    std::fs::create_dir_all(&dir)?;
    for suffix in ["", "-wal", "-shm"] {
        let mut from = path.as_os_str().to_owned();
        from.push(suffix);
        let from = PathBuf::from(from);
        if let Some(file) = from.file_name().filter(|_| from.exists()) {
            std::fs::copy(&from, dir.join(file))?;
        }
    }
    Ok(dir)
}

fn read_at(path: &Path, at: u64, len: usize) -> std::io::Result<Vec<u8>> {
    use std::io::{Read, Seek, SeekFrom};
    let mut f = std::fs::File::open(path)?;
    f.seek(SeekFrom::Start(at))?;
    let mut buf = Vec::with_capacity(len);
    f.take(len as u64).read_to_end(&mut buf)?;
    Ok(buf)
}

/// SQLite's write-ahead log, read frame by frame as SQLite does (its file format,
/// "The WAL File Format").
pub mod wal {
    use std::io::Read;
    use std::path::Path;

    use super::Damage;

    const HEADER: usize = 32;
    const FRAME_HEADER: usize = 24;

    /// The running checksum of SQLite's log over `data` (a multiple of 8 bytes), from
    /// `(s0, s1)`, its words read big-endian or little-endian as the log's magic says.
    pub fn checksum(big_endian: bool, data: &[u8], (mut s0, mut s1): (u32, u32)) -> (u32, u32) {
        for chunk in data.chunks_exact(8) {
            let word = |b: &[u8]| {
                let b = [b[0], b[1], b[2], b[3]];
                if big_endian {
                    u32::from_be_bytes(b)
                } else {
                    u32::from_le_bytes(b)
                }
            };
            s0 = s0.wrapping_add(word(&chunk[..4]).wrapping_add(s1));
            s1 = s1.wrapping_add(word(&chunk[4..]).wrapping_add(s0));
        }
        (s0, s1)
    }

    fn be(b: &[u8]) -> u32 {
        u32::from_be_bytes([b[0], b[1], b[2], b[3]])
    }

    /// Check the log at `path`: fine when absent or empty, or when every frame of its
    /// current round checks out up to where it ends or an older round's begin.
    pub fn check(path: &Path) -> Result<(), Damage> {
        let Ok(mut file) = std::fs::File::open(path) else {
            return Ok(());
        };
        let mut log = Vec::new();
        if file.read_to_end(&mut log).is_err() {
            // the storage's to say, when the file is opened
            return Ok(());
        }
        if log.is_empty() {
            return Ok(());
        }
        if log.len() < HEADER {
            return Err(format!(
                "its write-ahead log is cut short ({} bytes, not even its header)",
                log.len()
            ));
        }
        let magic = be(&log[0..4]);
        if magic != 0x377f_0682 && magic != 0x377f_0683 {
            return Err("its write-ahead log does not begin as one (garbage in it)".into());
        }
        let big_endian = magic & 1 == 1;
        let page_size = be(&log[8..12]) as usize;
        if !page_size.is_power_of_two() || !(512..=65_536).contains(&page_size) {
            return Err("its write-ahead log's header is damaged".into());
        }
        let sums = checksum(big_endian, &log[..24], (0, 0));
        if sums != (be(&log[24..28]), be(&log[28..32])) {
            return Err("its write-ahead log's header fails its checksum (garbage in it)".into());
        }
        let salts = &log[16..24];
        let frame = FRAME_HEADER + page_size;
        let (mut at, mut sums, mut n) = (HEADER, sums, 0usize);
        while at < log.len() {
            let rest = &log[at..];
            if rest.len() < FRAME_HEADER {
                return Err(cut(n, rest.len()));
            }
            if &rest[8..16] != salts {
                // a frame of an older round of the log: SQLite stops reading here
                return Ok(());
            }
            if rest.len() < frame {
                return Err(cut(n, rest.len()));
            }
            let mut next = checksum(big_endian, &rest[..8], sums);
            next = checksum(big_endian, &rest[FRAME_HEADER..frame], next);
            if next != (be(&rest[16..20]), be(&rest[20..24])) {
                // SQLite writes a frame's header and its page in two writes: a process
                // killed between them leaves the last frame torn, a transaction never
                // committed, which SQLite drops. Damage is a frame of the round that
                // fails while more of the round follows it.
                let after = &rest[frame..];
                if after.len() < FRAME_HEADER || &after[8..16] != salts {
                    return Ok(());
                }
                return Err(format!(
                    "frame {} of its write-ahead log fails its checksum (garbage or damage in it): what was committed after it would be lost",
                    n + 1
                ));
            }
            sums = next;
            at += frame;
            n += 1;
        }
        Ok(())
    }

    fn cut(whole: usize, left: usize) -> Damage {
        format!(
            "its write-ahead log is cut short after {whole} whole frame(s), {left} bytes of the next left"
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rusqlite::Connection;

    /// A state-like file with a log holding `rows` committed rows, left as a crash
    /// leaves it (the connection forgotten, never closed).
    fn crashed(dir: &Path, rows: usize) -> PathBuf {
        let path = dir.join("s.sqlite3");
        let conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "journal_mode", "WAL").unwrap();
        conn.pragma_update(None, "wal_autocheckpoint", 0).unwrap();
        conn.execute_batch("CREATE TABLE t (x TEXT)").unwrap();
        for i in 0..rows {
            conn.execute(
                "INSERT INTO t VALUES (?1)",
                [format!("row {i} {}", "x".repeat(500))],
            )
            .unwrap();
        }
        std::mem::forget(conn);
        path
    }

    #[test]
    fn what_a_crash_leaves_checks_out_and_damage_does_not() {
        let dir = tempfile::tempdir().unwrap();
        let path = crashed(dir.path(), 30);
        let wal = wal_path(&path);
        assert!(std::fs::metadata(&wal).unwrap().len() > 10_000);
        assert_eq!(check(&path), Ok(()), "a crash's log");
        let log = std::fs::read(&wal).unwrap();

        // cut in the middle of a frame
        std::fs::write(&wal, &log[..log.len() - 700]).unwrap();
        let e = check(&path).unwrap_err();
        assert!(e.contains("cut short"), "{e}");
        // garbage over a frame
        let mut garbled = log.clone();
        for b in &mut garbled[5000..7048] {
            *b = 0x5a;
        }
        std::fs::write(&wal, &garbled).unwrap();
        let e = check(&path).unwrap_err();
        assert!(e.contains("fails its checksum"), "{e}");
        // the last frame's page torn (killed between its header's write and its
        // page's, the page still holding what it held before): a crash's log
        let mut torn = log.clone();
        let at = torn.len() - 100;
        for b in &mut torn[at..] {
            *b ^= 0xff;
        }
        std::fs::write(&wal, &torn).unwrap();
        assert_eq!(check(&path), Ok(()), "a torn last frame");
        // garbage over the header
        let mut garbled = log.clone();
        garbled[3] ^= 0xff;
        std::fs::write(&wal, &garbled).unwrap();
        assert!(check(&path).is_err());
        // frames of an older round after the current one's: SQLite stops there
        let mut older = log.clone();
        let frame = 24 + 4096;
        for b in &mut older[32 + 3 * frame + 8..32 + 3 * frame + 16] {
            *b = b.wrapping_add(1);
        }
        std::fs::write(&wal, &older).unwrap();
        assert_eq!(check(&path), Ok(()));
        // an empty file where a state was
        std::fs::write(&wal, b"").unwrap();
        std::fs::write(&path, b"").unwrap();
        // emptied a while ago, not being made by another process now
        std::fs::File::options()
            .write(true)
            .open(&path)
            .unwrap()
            .set_modified(std::time::SystemTime::now() - std::time::Duration::from_secs(60))
            .unwrap();
        assert!(check(&path).unwrap_err().contains("empty"));
    }

    #[test]
    fn a_frame_another_process_is_writing_is_no_damage_and_one_left_half_written_is() {
        let dir = tempfile::tempdir().unwrap();
        let path = crashed(dir.path(), 30);
        let wal = wal_path(&path);
        let log = std::fs::read(&wal).unwrap();
        let half = log.len() - 700;
        // a writer appending its last frame as the log is looked at
        std::fs::write(&wal, &log[..half]).unwrap();
        let writer = {
            let (wal, rest) = (wal.clone(), log[half..].to_vec());
            std::thread::spawn(move || {
                std::thread::sleep(std::time::Duration::from_millis(20));
                let mut f = std::fs::OpenOptions::new().append(true).open(wal).unwrap();
                std::io::Write::write_all(&mut f, &rest).unwrap();
            })
        };
        assert_eq!(check(&path), Ok(()), "a frame being written");
        writer.join().unwrap();
        // the same frame left half written: damage
        std::fs::write(&wal, &log[..half]).unwrap();
        assert!(check(&path).unwrap_err().contains("cut short"));
    }

    #[test]
    fn a_file_cut_short_is_found_by_its_header_and_copied_aside_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.sqlite3");
        {
            let conn = Connection::open(&path).unwrap();
            conn.execute_batch("CREATE TABLE t (x TEXT)").unwrap();
            for i in 0..200 {
                conn.execute(
                    "INSERT INTO t VALUES (?1)",
                    [format!("{i} {}", "y".repeat(300))],
                )
                .unwrap();
            }
        }
        assert_eq!(check(&path), Ok(()));
        let whole = std::fs::read(&path).unwrap();
        std::fs::write(&path, &whole[..whole.len() / 2]).unwrap();
        assert!(check(&path).unwrap_err().contains("cut short"));
        let copy = copy_aside(&path).unwrap();
        assert_eq!(
            std::fs::read(copy.join("s.sqlite3")).unwrap().len(),
            whole.len() / 2
        );
        assert!(copy
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("s.sqlite3.damaged-"));
        // not SQLite at all: not this check's to say
        std::fs::write(&path, b"some notes").unwrap();
        assert_eq!(check(&path), Ok(()));
    }
}
