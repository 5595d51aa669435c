//! `travel config edit`: the file opened in the user's editor, checked before it is kept.

use std::process::Command;

use crate::config;
use crate::ctx::Ctx;
use crate::error::{Error, Result};

/// Open the configuration file in $VISUAL or $EDITOR (else vi), checked before it is kept
///
/// A copy is edited; it replaces the file only when every key and value is good.
/// Otherwise the file stays as it was, the copy is kept to fix, and the exit code is 2.
#[derive(Debug, clap::Args)]
pub struct Args {}

pub fn run(ctx: &Ctx, _args: Args) -> Result<()> {
    let path = config::path()?;
    let copy = path.with_file_name("config.edit.toml");
    // a copy an earlier edit left (refused) is taken up again, not lost
    let text = match std::fs::read_to_string(&copy) {
        Ok(kept) => {
            ctx.note(&format!("taking up the edit kept in {}", copy.display()));
            kept
        }
        Err(_) => std::fs::read_to_string(&path).unwrap_or_else(|_| config::template()),
    };
    crate::fsutil::write_atomic(&copy, text.as_bytes())
        .map_err(|e| Error::unexpected(format!("cannot write {}: {e}", copy.display())))?;
    let editor = ["VISUAL", "EDITOR"]
        .iter()
        .find_map(|v| std::env::var(v).ok().filter(|e| !e.trim().is_empty()))
        .unwrap_or_else(|| "vi".into());
    // through the shell, as git does: an editor is often a command with its options
    let status = Command::new("sh")
        .arg("-c")
        .arg(format!("{editor} \"$1\""))
        .arg("sh")
        .arg(&copy)
        .status()
        .map_err(|e| Error::unexpected(format!("cannot start the editor {editor:?}: {e}")))?;
    if !status.success() {
        return Err(Error::usage(format!(
            "the editor {editor:?} failed ({status}): the configuration is unchanged; the copy is in {}",
            copy.display()
        )));
    }
    let edited = std::fs::read_to_string(&copy)?;
    if let Err(e) = config::parse(&edited) {
        return Err(Error::usage(format!(
            "{}: the configuration is unchanged; the edited copy is kept in {}",
            e.message,
            copy.display()
        ))
        .with_hint("`travel config edit` takes it up again"));
    }
    config::write(&edited)?;
    let _ = std::fs::remove_file(&copy);
    ctx.note(&format!("saved {}", path.display()));
    Ok(())
}
