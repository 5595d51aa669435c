//! `travel sandbox scenarios`: the outcomes the sandbox produces on purpose and how to
//! trigger each, from the one catalogue the sandbox fires them from.

use serde_json::{json, Value};

use crate::ctx::Ctx;
use crate::error::Result;
use crate::format::{plain, wrap_items};
use crate::output::Table;
use travel_sandbox::scenarios::{Scenario, CATALOGUE};

/// List the outcomes the sandbox produces on purpose, and their triggers
///
/// Each is set off by something an ordinary request carries (a route, a departure day,
/// a traveller's surname, a hotel id, a client id). With --json, each also carries its
/// example's commands and the exit code `travel` gives.
#[derive(Debug, clap::Args)]
pub struct Args {}

pub fn run(ctx: &Ctx, _: Args) -> Result<()> {
    if ctx.global.json {
        let all: Vec<Value> = CATALOGUE.iter().map(as_json).collect();
        return ctx.out.json(&Value::Array(all));
    }
    if ctx.out.stdout_tty {
        return ctx.out.text(&in_blocks(ctx.out.columns()));
    }
    let mut table = Table::new(&["Outcome", "Trigger", "Answer", "Example", ">Exit"]);
    for s in CATALOGUE {
        table.push(vec![
            s.title.to_string(),
            s.how.to_string(),
            s.answer(),
            s.commands().collect::<Vec<_>>().join("; then "),
            s.exit.to_string(),
        ]);
    }
    ctx.out.table(&table)
}

/// The catalogue for a person: a block per outcome, its trigger wrapped to `width`
/// and its commands each on a line of its own, whole, to copy (a table would have to
/// cut them).
fn in_blocks(width: usize) -> String {
    let mut out = String::new();
    for (i, s) in CATALOGUE.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(s.title);
        out.push('\n');
        let answer = format!("{}; travel exits {}", s.answer(), s.exit);
        for (lead, text) in [("  when     ", s.how), ("  answers  ", &answer)] {
            let words: Vec<(String, usize)> = text.split_whitespace().map(plain).collect();
            out.push_str(&wrap_items(lead, &words, " ", width));
            out.push('\n');
        }
        for (k, command) in s.commands().enumerate() {
            let lead = if k == 0 { "  try      " } else { "  then     " };
            out.push_str(&format!("{lead}{command}\n"));
        }
    }
    out
}

fn as_json(s: &Scenario) -> Value {
    json!({
        "outcome": s.title,
        "trigger": s.how,
        "status": s.status,
        "code": s.code.map(|c| c.number),
        "title": s.code.map(|c| c.title),
        "commands": s.commands().collect::<Vec<_>>(),
        "exitCode": s.exit,
        "shows": s.shows,
    })
}
