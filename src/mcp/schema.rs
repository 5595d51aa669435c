//! A tool's input, read off its command's clap arguments: the JSON schema a client
//! sees, and the command line a call's arguments make.
//!
//! Built from the clap tree rather than written again per tool, so a tool takes
//! exactly what its command takes, described in the command's own help words, and a
//! new option of a command is an argument of its tool without anything added here.

use serde_json::{json, Map, Value};

use super::catalogue::{self, Tool};
use crate::error::{Error, Result};
use crate::globals::GlobalArgs;

/// The command of `tool` in the clap tree.
pub fn command_of(tree: fn() -> clap::Command, tool: &Tool) -> clap::Command {
    let mut cmd = tree();
    for word in tool.command {
        cmd = cmd
            .find_subcommand(word)
            .cloned()
            .unwrap_or_else(|| panic!("the catalogue names a command that exists: {word}"));
    }
    cmd
}

/// How a JSON argument turns into words of the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Shape {
    /// A flag: present when true.
    Flag,
    /// One value.
    One,
    /// Values, each its own word (positional) or its own `--long=value`.
    Many,
}

/// One argument of a tool: its name in JSON, its clap argument, and its shape.
struct Param {
    name: String,
    long: Option<String>,
    shape: Shape,
    arg: clap::Arg,
}

/// The arguments a tool takes: its command's, but the global flags (the server's own
/// apply to every call), help, hidden ones, and those withheld (`catalogue::withheld`).
fn params(cmd: &clap::Command) -> Vec<Param> {
    cmd.get_arguments()
        .filter(|a| !a.is_global_set() && !a.is_hide_set())
        .filter(|a| !matches!(a.get_id().as_str(), "help" | "version"))
        .filter_map(|a| {
            let name = match a.get_long() {
                Some(long) => long.replace('-', "_"),
                None => a.get_id().as_str().to_string(),
            };
            if catalogue::withheld(&name).is_some() {
                return None;
            }
            let shape = match a.get_action() {
                clap::ArgAction::SetTrue | clap::ArgAction::SetFalse => Shape::Flag,
                clap::ArgAction::Append => Shape::Many,
                _ if a.get_num_args().is_some_and(|n| n.max_values() > 1) => Shape::Many,
                _ => Shape::One,
            };
            Some(Param {
                name,
                long: a.get_long().map(str::to_string),
                shape,
                arg: a.clone(),
            })
        })
        .collect()
}

/// The JSON schema of a tool's input.
pub fn input_schema(cmd: &clap::Command) -> Map<String, Value> {
    let mut properties = Map::new();
    let mut required = Vec::new();
    for p in params(cmd) {
        let mut help = p
            .arg
            .get_long_help()
            .or(p.arg.get_help())
            .map(|h| h.to_string())
            .unwrap_or_default();
        if let Some(names) = p.arg.get_value_names() {
            let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
            help = format!("{help} ({})", names.join(" "));
        }
        let defaults: Vec<String> = p
            .arg
            .get_default_values()
            .iter()
            .map(|d| d.to_string_lossy().into_owned())
            .collect();
        if !defaults.is_empty() && p.shape != Shape::Flag {
            help = format!("{help}; default {}", defaults.join(","));
        }
        let choices: Vec<Value> = p
            .arg
            .get_possible_values()
            .iter()
            .filter(|v| !v.is_hide_set())
            .map(|v| Value::String(v.get_name().to_string()))
            .collect();
        let mut one = json!({"type": ["string", "number"]});
        if !choices.is_empty() {
            one = json!({"type": "string", "enum": choices});
        }
        let mut schema = match p.shape {
            Shape::Flag => json!({"type": "boolean"}),
            Shape::One => one,
            Shape::Many => json!({"type": "array", "items": one}),
        };
        schema["description"] = Value::String(help.trim().to_string());
        if p.arg.is_required_set() {
            required.push(Value::String(p.name.clone()));
        }
        properties.insert(p.name, schema);
    }
    let mut schema = Map::new();
    schema.insert("type".into(), json!("object"));
    schema.insert("properties".into(), Value::Object(properties));
    if !required.is_empty() {
        schema.insert("required".into(), Value::Array(required));
    }
    schema.insert("additionalProperties".into(), json!(false));
    schema
}

/// The words after the command's name that `arguments` make: options first as
/// `--long=value`, then `--` and the positional values in order (so a value that
/// starts with `-`, a southern latitude, is never taken for a flag). Refused: an
/// argument the tool does not take, a withheld one (with the reason), `-` (stdin).
pub fn argv(cmd: &clap::Command, arguments: &Map<String, Value>) -> Result<Vec<String>> {
    let params = params(cmd);
    for name in arguments.keys() {
        if let Some(why) = catalogue::withheld(name) {
            return Err(Error::usage(format!("argument {name:?} refused: {why}")));
        }
        if !params.iter().any(|p| &p.name == name) {
            let known: Vec<&str> = params.iter().map(|p| p.name.as_str()).collect();
            return Err(Error::usage(format!(
                "unknown argument {name:?}: this tool takes {}",
                known.join(", ")
            )));
        }
    }
    let mut options = Vec::new();
    let mut positionals = Vec::new();
    for p in &params {
        let Some(value) = arguments.get(&p.name) else {
            continue;
        };
        let values: Vec<String> = match (&p.shape, value) {
            (_, Value::Null) => continue,
            (Shape::Flag, Value::Bool(on)) => {
                if *on {
                    options.push(format!("--{}", p.long.as_deref().unwrap_or(&p.name)));
                }
                continue;
            }
            (Shape::Flag, _) => {
                return Err(Error::usage(format!("{}: give true or false", p.name)))
            }
            (Shape::Many, Value::Array(items)) => items
                .iter()
                .map(|v| word(&p.name, v))
                .collect::<Result<_>>()?,
            (_, v) => vec![word(&p.name, v)?],
        };
        for v in values {
            if v == "-" {
                return Err(Error::usage(format!(
                    "{}: `-` reads stdin, which a tool has not got: give the number",
                    p.name
                )));
            }
            match &p.long {
                Some(long) => options.push(format!("--{long}={v}")),
                None => positionals.push(v),
            }
        }
    }
    if !positionals.is_empty() {
        options.push("--".into());
        options.extend(positionals);
    }
    Ok(options)
}

/// A JSON value as one word of a command line.
fn word(name: &str, v: &Value) -> Result<String> {
    match v {
        Value::String(s) => Ok(s.clone()),
        Value::Number(n) => Ok(n.to_string()),
        Value::Bool(b) => Ok(b.to_string()),
        _ => Err(Error::usage(format!("{name}: give a string or a number"))),
    }
}

/// The command line a person would type for the same thing, quoted for a shell: what
/// a tool says to run instead where it cannot go on, and what each result was.
pub fn command_line(global: &GlobalArgs, tool: &Tool, argv: &[String]) -> String {
    let mut words = vec!["travel".to_string()];
    if global.sandbox {
        words.push("--sandbox".into());
    } else if let Some(url) = &global.base_url {
        words.push(format!("--base-url {}", quoted(url)));
    } else if global.environment == crate::environment::Environment::Production {
        words.push("--env production".into());
    }
    words.extend(tool.command.iter().map(|w| w.to_string()));
    // `--long=value` as a person writes it, `--long value`; no `--` where no
    // positional value starts with a dash
    let dashes = argv.iter().position(|a| a == "--");
    let needs_dashes = dashes.is_some_and(|at| argv[at + 1..].iter().any(|a| a.starts_with('-')));
    for (i, a) in argv.iter().enumerate() {
        if Some(i) == dashes {
            if needs_dashes {
                words.push("--".into());
            }
            continue;
        }
        match a.split_once('=').filter(|_| a.starts_with("--")) {
            Some((flag, value)) => words.push(format!("{flag} {}", quoted(value))),
            None => words.push(quoted(a)),
        }
    }
    words.join(" ")
}

/// A word as a POSIX shell reads it back unchanged.
fn quoted(s: &str) -> String {
    let plain = !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "_@%+=:,./-".contains(c));
    if plain {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ctx::testing::globals;

    fn tool(name: &str) -> &'static Tool {
        catalogue::find(name).unwrap()
    }

    fn args(v: Value) -> Map<String, Value> {
        v.as_object().unwrap().clone()
    }

    #[test]
    fn the_schema_is_the_commands_arguments_in_its_help_words() {
        let s = input_schema(&command_of(crate::cli::command, tool("flights_search")));
        let props = s["properties"].as_object().unwrap();
        for name in [
            "origin",
            "destination",
            "date",
            "return",
            "adults",
            "nonstop",
        ] {
            assert!(props.contains_key(name), "{name}: {props:?}");
        }
        assert_eq!(props["nonstop"]["type"], "boolean");
        assert!(!props.contains_key("json") && !props.contains_key("sandbox"));
        assert!(!props["origin"]["description"].as_str().unwrap().is_empty());
        assert_eq!(s["additionalProperties"], false);
    }

    #[test]
    fn booking_tools_take_no_secret_and_no_yes() {
        for name in ["flights_book", "hotels_book", "order_cancel"] {
            let s = input_schema(&command_of(crate::cli::command, tool(name)));
            let props = s["properties"].as_object().unwrap();
            for withheld in [
                "passport",
                "passport_stdin",
                "travelers",
                "guests",
                "card_stdin",
                "yes",
            ] {
                assert!(!props.contains_key(withheld), "{name} {withheld}");
            }
        }
        let book = input_schema(&command_of(crate::cli::command, tool("flights_book")));
        assert_eq!(book["properties"]["traveler"]["type"], "array");
    }

    #[test]
    fn arguments_make_the_command_line() {
        let cmd = command_of(crate::cli::command, tool("airports_near"));
        let words = argv(
            &cmd,
            &args(json!({"latitude": -33.87, "longitude": 151.2, "max": 3})),
        )
        .unwrap();
        assert_eq!(words, ["--max=3", "--", "-33.87", "151.2"]);
        let line = command_line(&globals(&["--sandbox"]), tool("airports_near"), &words);
        assert_eq!(
            line,
            "travel --sandbox airports near --max 3 -- -33.87 151.2"
        );

        let cmd = command_of(crate::cli::command, tool("flights_book"));
        let words = argv(
            &cmd,
            &args(json!({"offer": "3", "traveler": ["Mr John O'Hara 1980-04-12"], "again": false})),
        )
        .unwrap();
        assert_eq!(words, ["--traveler=Mr John O'Hara 1980-04-12", "--", "3"]);
        let line = command_line(&globals(&[]), tool("flights_book"), &words);
        assert_eq!(
            line,
            r"travel flights book --traveler 'Mr John O'\''Hara 1980-04-12' 3"
        );
    }

    #[test]
    fn secrets_unknown_arguments_and_stdin_are_refused() {
        let cmd = command_of(crate::cli::command, tool("flights_book"));
        let e = argv(
            &cmd,
            &args(json!({"offer": "1", "passport": "P:123456789:GB:2031-01-01"})),
        )
        .unwrap_err();
        assert!(e.message.contains("never pass through"), "{}", e.message);
        assert!(!e.message.contains("123456789"), "{}", e.message);
        let e = argv(
            &command_of(crate::cli::command, tool("hotels_book")),
            &args(json!({"card_number": "4111"})),
        )
        .unwrap_err();
        assert!(e.message.contains("travel wallet card"), "{}", e.message);
        let e = argv(&cmd, &args(json!({"offer": "1", "yes": true}))).unwrap_err();
        assert!(
            e.message.contains("confirmed by the person"),
            "{}",
            e.message
        );
        let e = argv(&cmd, &args(json!({"offer": "1", "colour": "red"}))).unwrap_err();
        assert!(
            e.message.contains("unknown argument \"colour\""),
            "{}",
            e.message
        );
        let e = argv(
            &command_of(crate::cli::command, tool("flights_price")),
            &args(json!({"offers": ["-"]})),
        );
        assert!(e.is_err());
    }
}
