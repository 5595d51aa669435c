//! One tool call: its command run in-process, as the terminal would run it, and what
//! it printed turned into a tool result.
//!
//! The command gets a context of its own (`Ctx::for_tool`): the server's global flags,
//! the user's files (the last results, the journal) and keyring, its output into
//! buffers. What it prints on stdout is the result's text (tables in their
//! tab-separated form, numbered as on the command line) and, row by row, its
//! structured content; its notes follow; an error is a tool error with the kind, the
//! service's codes, the message and the hint the command line gives.

use serde_json::{json, Map, Value};

use super::catalogue::Tool;
use super::schema;
use crate::error::{Error, Kind};
use crate::globals::GlobalArgs;
use crate::output::Captured;
use crate::prompt::Prompter;

/// What a call printed, each stream and both in order (the transcript a question
/// shows the summary from).
pub struct Streams {
    pub transcript: Captured,
    pub stdout: Captured,
    pub stderr: Captured,
}

impl Streams {
    pub fn new() -> Self {
        let transcript = Captured::default();
        Streams {
            stdout: Captured::teed(&transcript),
            stderr: Captured::teed(&transcript),
            transcript,
        }
    }
}

/// A tool call's result: text an assistant can quote, content for a program, whether
/// it failed.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    pub text: String,
    pub structured: Value,
    pub is_error: bool,
}

/// The kind of an error as a word a program branches on, and its exit code on the
/// command line.
fn kind_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Unexpected => "unexpected",
        Kind::Usage => "refused",
        Kind::Rejected => "rejected_by_service",
        Kind::Auth => "authentication",
        Kind::RateLimited => "rate_limited",
        Kind::Unavailable => "unavailable",
        Kind::PipeClosed => "closed",
        Kind::Declined => "declined",
        Kind::Due => "due",
        Kind::Overdue => "overdue",
        Kind::Missing => "not_installed",
    }
}

/// An error as a tool error: `error: ...` and `hint: ...` as the command line says
/// them, the service's codes, and the command line the call stood for.
pub fn failed(err: &Error, command: &str, notes: &str) -> Outcome {
    let mut text = match err.kind {
        Kind::Declined | Kind::Due | Kind::Overdue => err.message.clone(),
        _ => format!("error: {}", err.message),
    };
    if !err.codes.is_empty() {
        let codes: Vec<String> = err.codes.iter().map(i64::to_string).collect();
        text.push_str(&format!("\nservice code: {}", codes.join(", ")));
    }
    if let Some(hint) = &err.hint {
        text.push_str(&format!("\nhint: {hint}"));
    }
    if !notes.trim().is_empty() {
        text.push_str(&format!("\n\n{}", notes.trim_end()));
    }
    Outcome {
        text,
        structured: json!({
            "command": command,
            "error": {
                "kind": kind_name(err.kind),
                "exit_code": err.exit_code(),
                "message": err.message,
                "codes": err.codes,
                "hint": err.hint,
            },
            "notes": lines(notes),
        }),
        is_error: true,
    }
}

fn lines(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(str::to_string)
        .collect()
}

/// A table's tab-separated form as columns and rows of named cells.
fn table(tsv: &str) -> Value {
    let mut rows = tsv.lines();
    let columns: Vec<&str> = rows.next().unwrap_or("").split('\t').collect();
    let rows: Vec<Value> = rows
        .map(|r| {
            let cells: Map<String, Value> = columns
                .iter()
                .zip(r.split('\t'))
                .map(|(c, v)| (c.to_string(), Value::String(v.to_string())))
                .collect();
            Value::Object(cells)
        })
        .collect();
    json!({"columns": columns, "rows": rows})
}

/// An error of a command in the words of a tool: the hints of the command line name
/// its flags, which a tool takes otherwise or not at all (a document is kept for the
/// server beforehand; a second booking is `again: true`).
fn in_tool_words(mut err: Error) -> Error {
    if let Some(hint) = &err.hint {
        let hint = if hint.contains("--passport-stdin") {
            "keep the traveller's document for the server beforehand (`travel wallet document \"First Last\"` on a terminal, or TRAVEL_PASSPORTS in its environment), then book again".to_string()
        } else {
            hint.replace("add --again", "give `again: true`")
                .replace("--again", "`again: true`")
        };
        err.hint = Some(hint);
    }
    err
}

/// Run `tool`'s command with the words `argv` (see `schema::argv`), `stdin` as its
/// stdin, `prompter` the way to ask the person (none for a reading tool).
#[allow(clippy::too_many_arguments)]
pub fn run(
    global: &GlobalArgs,
    settled: &crate::ctx::Run,
    commands: super::Commands,
    tool: &Tool,
    argv: &[String],
    streams: &Streams,
    prompter: Option<Box<dyn Prompter>>,
    stdin: String,
) -> Outcome {
    let command = schema::command_line(global, tool, argv);
    let words = std::iter::once("travel")
        .chain(tool.command.iter().copied())
        .chain(argv.iter().map(String::as_str));
    let matches = match (commands.tree)().try_get_matches_from(words) {
        Ok(matches) => matches,
        Err(e) => {
            // clap's own words, without its usage lines: the schema says the rest
            let said = e.render().to_string();
            let first = said.lines().next().unwrap_or("bad arguments");
            let message = first.trim_start_matches("error: ").to_string();
            return failed(&Error::usage(message), &command, "");
        }
    };
    let ctx = crate::ctx::Ctx::for_tool(
        global.clone(),
        settled.clone(),
        &streams.stdout,
        &streams.stderr,
        prompter,
        stdin,
    );
    let result = (commands.run)(&ctx, &matches);
    ctx.finish();
    let notes = streams.stderr.text();
    match result {
        Err(e) if e.kind != Kind::PipeClosed => failed(&in_tool_words(e), &command, &notes),
        _ => {
            let out = streams.stdout.text();
            let mut text = out.trim_end().to_string();
            if text.is_empty() {
                text = "(nothing found)".into();
            }
            if !notes.trim().is_empty() {
                text.push_str(&format!("\n\n{}", notes.trim_end()));
            }
            let tables: Vec<Value> = ctx.out.tables().iter().map(|t| table(t)).collect();
            Outcome {
                text,
                structured: json!({
                    "command": command,
                    "tables": tables,
                    "text": out,
                    "notes": lines(&notes),
                }),
                is_error: false,
            }
        }
    }
}

/// The output schema every tool's structured content follows.
pub fn output_schema() -> Map<String, Value> {
    let v = json!({
        "type": "object",
        "properties": {
            "command": {"type": "string", "description": "the same thing on the command line"},
            "tables": {
                "type": "array",
                "description": "each table printed: its columns, and its rows as cells named by column (numbered as on the command line)",
                "items": {
                    "type": "object",
                    "properties": {
                        "columns": {"type": "array", "items": {"type": "string"}},
                        "rows": {"type": "array", "items": {"type": "object", "additionalProperties": {"type": "string"}}}
                    }
                }
            },
            "text": {"type": "string", "description": "what the command printed on stdout"},
            "notes": {"type": "array", "items": {"type": "string"}, "description": "what it said on stderr: summaries, warnings, the sandbox's note"},
            "error": {
                "type": "object",
                "description": "present when the call failed",
                "properties": {
                    "kind": {"type": "string"},
                    "exit_code": {"type": "integer"},
                    "message": {"type": "string"},
                    "codes": {"type": "array", "items": {"type": "integer"}},
                    "hint": {"type": ["string", "null"]}
                }
            }
        },
        "required": ["command"]
    });
    v.as_object().cloned().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ctx::testing::globals;
    use crate::mcp::catalogue;

    #[test]
    fn hints_name_what_a_tool_takes() {
        let twice = Error::usage("this booking was already made").with_hint(
            "`travel bookings show F-1` shows it; add --again if a second booking is wanted",
        );
        assert_eq!(
            in_tool_words(twice).hint.unwrap(),
            "`travel bookings show F-1` shows it; give `again: true` if a second booking is wanted"
        );
        let passport = Error::usage("the airline asks for a passport").with_hint(
            "give it in --travelers JSON or with --passport-stdin (one line per traveller)",
        );
        assert!(in_tool_words(passport)
            .hint
            .unwrap()
            .contains("travel wallet document"));
    }

    #[test]
    fn a_table_becomes_rows_of_named_cells() {
        let t = table("#\tCity\n1\tLondon\n2\tParis\n");
        assert_eq!(t["columns"], json!(["#", "City"]));
        assert_eq!(t["rows"][1], json!({"#": "2", "City": "Paris"}));
    }

    #[test]
    fn an_error_keeps_the_service_code_and_the_hint() {
        let mut e =
            Error::new(Kind::Rejected, "PRICE DISCREPANCY (400/37200)").with_hint("price it again");
        e.codes = vec![37200];
        let o = failed(&e, "travel flights book 1", "SANDBOX\n");
        assert!(o.is_error);
        assert_eq!(o.text, "error: PRICE DISCREPANCY (400/37200)\nservice code: 37200\nhint: price it again\n\nSANDBOX");
        assert_eq!(o.structured["error"]["codes"], json!([37200]));
        assert_eq!(o.structured["error"]["exit_code"], 3);
        assert_eq!(o.structured["error"]["kind"], "rejected_by_service");
    }

    /// A reading tool against the in-process sandbox: the command's table as text and
    /// rows, its notes after it.
    #[test]
    fn a_reading_tool_runs_its_command_against_the_sandbox() {
        let home = tempfile::tempdir().unwrap();
        let tool = catalogue::find("airlines_lookup").unwrap();
        let streams = Streams::new();
        let argv = vec!["--".into(), "BA".into()];
        let o = run(
            &globals(&["--sandbox"]),
            &crate::ctx::Run::under(home.path()),
            crate::command_line(),
            tool,
            &argv,
            &streams,
            None,
            String::new(),
        );
        assert!(!o.is_error, "{}", o.text);
        assert!(o.text.contains("British Airways"), "{}", o.text);
        assert!(
            o.text.contains("answered by the travel sandbox"),
            "{}",
            o.text
        );
        assert_eq!(
            o.structured["command"],
            "travel --sandbox airlines lookup BA"
        );
        let rows = o.structured["tables"][0]["rows"].as_array().unwrap();
        assert!(
            rows.iter()
                .any(|r| r.as_object().unwrap().values().any(|v| v == "BA")),
            "{rows:?}"
        );
    }

    #[test]
    fn bad_arguments_are_said_in_clap_words_and_nothing_runs() {
        let tool = catalogue::find("flights_search").unwrap();
        let streams = Streams::new();
        let argv = vec!["--".into(), "LHR".into(), "JFK".into(), "not-a-date".into()];
        let o = run(
            &globals(&["--sandbox"]),
            &crate::ctx::Run::default(),
            crate::command_line(),
            tool,
            &argv,
            &streams,
            None,
            String::new(),
        );
        assert!(o.is_error);
        assert!(o.text.starts_with("error: "), "{}", o.text);
        assert_eq!(o.structured["error"]["exit_code"], 2);
        assert_eq!(streams.transcript.text(), "");
    }
}
