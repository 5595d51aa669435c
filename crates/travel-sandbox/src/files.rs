//! Files the sandbox writes for others to read (the registry of running servers, a
//! made certificate's CA): whole or not at all, so a reader never sees half of one and
//! a crash mid-write leaves the previous file.

use std::path::Path;

/// Write `bytes` to a file beside `path`, synced, then put it in place. It is readable
/// by all, as a file written plainly is (a CA certificate is public, and the registry
/// holds ports and paths); the staging file's own mode would be the owner's alone.
pub(crate) fn write_whole(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let mut file = tempfile::NamedTempFile::new_in(dir)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        file.as_file()
            .set_permissions(std::fs::Permissions::from_mode(0o644))?;
    }
    std::io::Write::write_all(&mut file, bytes)?;
    file.as_file().sync_all()?;
    file.persist(path).map_err(|e| e.error)?;
    Ok(())
}
