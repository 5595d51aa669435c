//! Writing files so that a crash never leaves half of one behind.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Write `bytes` to `path` atomically: a temporary file in the same directory, synced,
/// then renamed over the old one, and the directory synced so the rename itself
/// outlives a power cut. Readers see the old file or the new one, never a mix, and a
/// failure at any step leaves the old one as it was. The file is readable by the user
/// only (mode 0600), its directory created 0700.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_atomic_parts(path, &[bytes])
}

/// `write_atomic` of the parts one after the other: a megabyte body and a few bytes
/// spliced into it are written without first being copied into one buffer.
pub fn write_atomic_parts(path: &Path, parts: &[&[u8]]) -> std::io::Result<()> {
    stage(path, parts)?.commit()
}

/// A file written and synced under a temporary name beside `path`, not yet in its
/// place: the slow half of `write_atomic`, done while a command still decides whether
/// it wants the file. Dropped without `commit`, it is removed and `path` is untouched.
#[derive(Debug)]
pub struct Staged {
    tmp: PathBuf,
    path: PathBuf,
    in_place: bool,
}

/// Write and sync the parts under a temporary name beside `path` (see `Staged`).
pub fn stage(path: &Path, parts: &[&[u8]]) -> std::io::Result<Staged> {
    let dir = path.parent().unwrap_or(Path::new("."));
    create_private_dir(dir)?;
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("file");
    let staged = Staged {
        tmp: dir.join(format!(".{name}.{}.tmp", std::process::id())),
        path: path.to_path_buf(),
        in_place: false,
    };
    let mut file = open_private(&staged.tmp)?;
    for part in parts {
        file.write_all(part)?;
    }
    file.sync_all()?;
    Ok(staged)
}

impl Staged {
    /// Put the file in place of the old one, and sync the directory so the rename
    /// itself outlives a power cut.
    pub fn commit(mut self) -> std::io::Result<()> {
        fs::rename(&self.tmp, &self.path)?;
        self.in_place = true;
        let dir = self.path.parent().unwrap_or(Path::new("."));
        sync_dir(dir);
        let name = self
            .path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("file");
        remove_stale(dir, name);
        Ok(())
    }
}

impl Drop for Staged {
    fn drop(&mut self) {
        if !self.in_place {
            let _ = fs::remove_file(&self.tmp);
        }
    }
}

/// Remove the temporary files of writers of `name` killed before their rename (their
/// process is gone): each may be as large as the file, and nothing else removes them.
/// A live writer's is left alone.
fn remove_stale(dir: &Path, name: &str) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let prefix = format!(".{name}.");
    for entry in entries.flatten() {
        let file = entry.file_name();
        let pid = file
            .to_str()
            .and_then(|f| f.strip_prefix(&prefix)?.strip_suffix(".tmp"))
            .and_then(|p| p.parse::<u32>().ok());
        if pid.is_some_and(|p| p != std::process::id() && !travel_sandbox::process_alive(p)) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Make the names in `dir` durable (a file created or renamed there). Best effort: the
/// data is already synced, and some file systems refuse to sync a directory.
pub fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

fn create_private_dir(dir: &Path) -> std::io::Result<()> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        builder.mode(0o700);
    }
    builder.create(dir)
}

fn open_private(path: &Path) -> std::io::Result<fs::File> {
    let mut opts = fs::OpenOptions::new();
    opts.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        opts.mode(0o600);
    }
    opts.open(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_whole_files_and_leaves_no_temporaries() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/f.json");
        write_atomic(&path, b"one").unwrap();
        write_atomic(&path, b"two").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"two");
        let names: Vec<_> = fs::read_dir(path.parent().unwrap()).unwrap().collect();
        assert_eq!(names.len(), 1);
    }

    #[cfg(unix)]
    #[test]
    fn temporaries_of_killed_writers_are_removed_those_of_live_ones_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f.json");
        let mut gone = std::process::Command::new("true").spawn().unwrap();
        gone.wait().unwrap();
        let stale = dir.path().join(format!(".f.json.{}.tmp", gone.id()));
        // pid 1 never ends; another file's temporary is not this one's business
        let live = dir.path().join(".f.json.1.tmp");
        let other = dir.path().join(format!(".g.json.{}.tmp", gone.id()));
        for p in [&stale, &live, &other] {
            fs::write(p, b"{\"half").unwrap();
        }
        write_atomic(&path, b"{}").unwrap();
        assert!(!stale.exists(), "the killed writer's temporary is removed");
        assert!(live.exists() && other.exists());
        assert_eq!(fs::read(&path).unwrap(), b"{}");
    }

    #[test]
    fn a_staged_file_replaces_the_old_one_only_when_committed() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f.json");
        write_atomic(&path, b"old").unwrap();
        let staged = stage(&path, &[b"ne", b"w"]).unwrap();
        assert_eq!(
            fs::read(&path).unwrap(),
            b"old",
            "not in place before commit"
        );
        drop(staged);
        assert_eq!(fs::read(&path).unwrap(), b"old");
        assert_eq!(
            fs::read_dir(dir.path()).unwrap().count(),
            1,
            "dropped: removed"
        );
        stage(&path, &[b"ne", b"w"]).unwrap().commit().unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"new");
        assert_eq!(
            fs::read_dir(dir.path()).unwrap().count(),
            1,
            "no temporary left"
        );
    }

    #[test]
    fn a_failed_write_leaves_the_old_file_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f.json");
        write_atomic(&path, b"{\"old\": true}").unwrap();
        // a directory where the temporary file goes: it cannot be written, even by root
        let tmp = dir
            .path()
            .join(format!(".f.json.{}.tmp", std::process::id()));
        fs::create_dir(&tmp).unwrap();
        assert!(write_atomic(&path, b"{\"new\": true}").is_err());
        assert_eq!(fs::read(&path).unwrap(), b"{\"old\": true}");
    }
}
