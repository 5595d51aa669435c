//! `travel generate-docs` (hidden): write shell completions and man pages from the clap
//! tree. The results are committed under completions/ and man/; a test regenerates them
//! and fails when the committed copies drift.

use std::fs;
use std::path::{Path, PathBuf};

use clap_complete::Shell;

use crate::error::Result;

/// Write completions/ and man/ under a directory
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Directory that receives completions/ and man/
    #[arg(long, default_value = ".")]
    out: PathBuf,
}

pub fn run(args: Args, tree: fn() -> clap::Command) -> Result<()> {
    write_completions(&args.out.join("completions"), tree)?;
    write_man_pages(&args.out.join("man"), tree)?;
    Ok(())
}

fn write_completions(dir: &Path, tree: fn() -> clap::Command) -> Result<()> {
    fs::create_dir_all(dir)?;
    for shell in [
        Shell::Bash,
        Shell::Zsh,
        Shell::Fish,
        Shell::PowerShell,
        Shell::Elvish,
    ] {
        let mut cmd = tree();
        clap_complete::generate_to(shell, &mut cmd, "travel", dir)?;
    }
    Ok(())
}

fn write_man_pages(dir: &Path, tree: fn() -> clap::Command) -> Result<()> {
    fs::create_dir_all(dir)?;
    let mut cmd = tree();
    cmd.build();
    write_page(dir, &cmd, "travel")
}

/// One page per command, named like git's: travel-airports-search.1.
fn write_page(dir: &Path, cmd: &clap::Command, name: &str) -> Result<()> {
    let mut buf = Vec::new();
    let page = cmd.clone().name(name.to_string());
    clap_mangen::Man::new(page).render(&mut buf)?;
    fs::write(dir.join(format!("{name}.1")), buf)?;
    for sub in cmd
        .get_subcommands()
        .filter(|s| !s.is_hide_set() && s.get_name() != "help")
    {
        write_page(dir, sub, &format!("{name}-{}", sub.get_name()))?;
    }
    Ok(())
}
