//! The state file holds access tokens and travellers' names, birth dates, e-mails and
//! phones: it is its owner's alone. It is made mode 0600, in a directory made 0700 when
//! the sandbox makes it, and a file found open to others is closed to them. SQLite
//! gives its log and shared-memory companions the mode of the file they serve.

use std::path::Path;

/// Make ready the state file at `path`: its directory (0700 where it is made), the
/// file itself (0600), and the mode of an existing file and its companions tightened.
pub fn prepare(path: &Path) -> std::io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        let mut builder = std::fs::DirBuilder::new();
        builder.recursive(true);
        #[cfg(unix)]
        std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
        builder.create(dir)?;
    }
    let mut opts = std::fs::OpenOptions::new();
    // opened to be made, never written here: SQLite reads an empty file as a new state
    opts.append(true).create(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut opts, 0o600);
    drop(opts.open(path)?);
    for suffix in ["", "-wal", "-shm"] {
        tighten(Path::new(&format!("{}{suffix}", path.display())))?;
    }
    Ok(())
}

/// Close a file that is there to everyone but its owner.
#[cfg(unix)]
fn tighten(file: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let mode = match std::fs::metadata(file) {
        Ok(m) => m.permissions().mode(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(e),
    };
    if mode & 0o077 == 0 {
        return Ok(());
    }
    std::fs::set_permissions(file, std::fs::Permissions::from_mode(mode & 0o700))
}

#[cfg(not(unix))]
fn tighten(_: &Path) -> std::io::Result<()> {
    Ok(())
}

#[cfg(all(test, unix))]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::*;

    fn mode(p: &Path) -> u32 {
        std::fs::metadata(p).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn a_new_file_is_its_owners_and_an_open_one_is_closed_to_others() {
        let dir = tempfile::tempdir().unwrap();
        let made = dir.path().join("made/deeper/state.sqlite3");
        prepare(&made).unwrap();
        assert_eq!(mode(&made), 0o600);
        assert_eq!(mode(made.parent().unwrap()), 0o700);
        assert_eq!(mode(&dir.path().join("made")), 0o700);

        let open = dir.path().join("open.sqlite3");
        std::fs::write(&open, b"").unwrap();
        std::fs::set_permissions(&open, std::fs::Permissions::from_mode(0o644)).unwrap();
        let wal = dir.path().join("open.sqlite3-wal");
        std::fs::write(&wal, b"").unwrap();
        std::fs::set_permissions(&wal, std::fs::Permissions::from_mode(0o666)).unwrap();
        prepare(&open).unwrap();
        assert_eq!((mode(&open), mode(&wal)), (0o600, 0o600));
        // a directory that was there is left as it was
        std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
        prepare(&open).unwrap();
        assert_eq!(mode(dir.path()), 0o755);
    }
}
