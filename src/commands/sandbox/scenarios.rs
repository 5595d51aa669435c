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
pub struct Args {
    /// The catalogue of a running `travel sandbox serve` at URL (its build may differ
    /// from this one's)
    #[arg(long, value_name = "URL")]
    url: Option<String>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    if let Some(url) = &args.url {
        let entries = super::remote::scenarios(ctx, url)?;
        if ctx.global.json {
            return ctx.out.json(&serde_json::to_value(&entries)?);
        }
        let mut table = Table::new(&["Outcome", "Trigger", "Answer", "Example"]);
        for e in entries {
            table.push(vec![e.title, e.trigger, e.answer, e.example]);
        }
        return ctx.out.table(&table);
    }
    if ctx.global.json {
        let all: Vec<Value> = CATALOGUE.iter().map(as_json).collect();
        return ctx.out.json(&Value::Array(all));
    }
    if ctx.out.stdout_tty {
        return ctx.out.verbatim(&in_blocks(ctx.out.columns()));
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
            out.push_str(&command_lines(lead, command, width));
        }
    }
    out
}

/// A command after `lead`, whole if it fits `width`; else broken between its shell
/// words with ` \` continuations, so it still reads and pastes as one command and no
/// date, code or address is cut by the terminal. A word wider than the window (a
/// quoted traveller) stays whole on its line.
fn command_lines(lead: &str, command: &str, width: usize) -> String {
    if lead.len() + command.chars().count() <= width {
        return format!("{lead}{command}\n");
    }
    let indent = " ".repeat(lead.len() + 2);
    let mut out = String::new();
    let mut line = lead.to_string();
    let mut fresh = true;
    let words = shell_words(command);
    let last = words.len().saturating_sub(1);
    for (i, word) in words.into_iter().enumerate() {
        // a line that goes on ends with ` \`: room for it, but after the last word
        let mark = if i == last { 0 } else { 2 };
        let room = line.chars().count() + 1 + word.chars().count() + mark;
        if !fresh && room > width {
            out.push_str(&line);
            out.push_str(" \\\n");
            line = indent.clone();
            fresh = true;
        }
        if !fresh {
            line.push(' ');
        }
        line.push_str(&word);
        fresh = false;
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// A command line's words as a shell reads them: spaces inside quotes do not part them.
fn shell_words(command: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quote: Option<char> = None;
    for c in command.chars() {
        match (quote, c) {
            (None, ' ') => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
                continue;
            }
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            _ => {}
        }
        word.push(c);
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_command_wider_than_the_window_is_broken_between_shell_words() {
        let command = r#"travel --sandbox flights book 1 --traveler "Ms Ada SEATTAKEN 1985-12-10 <ada@example.com> +447700900123" --yes"#;
        assert_eq!(command_lines("  try  ", command, 200).lines().count(), 1);
        let lines = command_lines("  then     ", command, 80);
        assert_eq!(
            lines,
            "  then     travel --sandbox flights book 1 --traveler \\\n             \"Ms Ada SEATTAKEN 1985-12-10 <ada@example.com> +447700900123\" --yes\n"
        );
        for line in lines.lines() {
            assert!(line.chars().count() <= 80, "{line:?}");
        }
        // read back as a shell would, it is the same command
        let joined = lines.replace(" \\\n", " ");
        let read = joined.trim().strip_prefix("then").unwrap();
        assert_eq!(shell_words(read), shell_words(command));
    }
}
