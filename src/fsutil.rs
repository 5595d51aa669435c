//! Writing files so that a crash never leaves half of one behind.

use std::fs;
use std::io::Write;
use std::path::Path;

/// Write `bytes` to `path` atomically: a temporary file in the same directory, synced,
/// then renamed over the old one, and the directory synced so the rename itself
/// outlives a power cut. Readers see the old file or the new one, never a mix, and a
/// failure at any step leaves the old one as it was. The file is readable by the user
/// only (mode 0600), its directory created 0700.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    create_private_dir(dir)?;
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("file");
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = (|| {
        let mut file = open_private(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()
    })();
    match written.and_then(|()| fs::rename(&tmp, path)) {
        Ok(()) => {
            sync_dir(dir);
            Ok(())
        }
        Err(e) => {
            let _ = fs::remove_file(&tmp);
            Err(e)
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
