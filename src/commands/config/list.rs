//! `travel config list`: every key, its value in this run, and where it came from.

use crate::config;
use crate::ctx::Ctx;
use crate::error::Result;
use crate::output::Table;

/// List every key with its value in this run and where it comes from
///
/// From: `flag` (typed on this command line: --sandbox, --base-url, --env), `env VAR`
/// (an environment variable), `file` (the configuration file) or `default`.
#[derive(Debug, clap::Args)]
pub struct Args {}

pub fn run(ctx: &Ctx, _args: Args) -> Result<()> {
    let file = config::read()?;
    let all = config::effective(&file, ctx.typed_environment());
    ctx.note(&format!("file: {}", config::path()?.display()));
    if ctx.global.json {
        let items: Vec<_> = all
            .iter()
            .map(|(k, v, source)| {
                serde_json::json!({
                    "key": k.name,
                    "value": v,
                    "from": source.to_string(),
                    "about": k.about,
                })
            })
            .collect();
        return ctx.out.json_of(&items);
    }
    let mut t = Table::new(&["Key", "Value", "From", "?~About"]);
    for (k, v, source) in all {
        t.push(vec![
            k.name.to_string(),
            v.unwrap_or_default(),
            source.to_string(),
            k.about.to_string(),
        ]);
    }
    ctx.out.table(&t)
}
