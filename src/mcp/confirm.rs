//! The person's yes, asked through the client (MCP elicitation), never taken from the
//! model.
//!
//! A writing tool runs its command as the terminal runs it, with this in place of the
//! terminal's prompt: the command prints its summary (environment, what, who, total)
//! as it always does and asks its question; here the summary and the question become
//! one form for the person, with a single box to tick. Only an explicit accept with
//! the box ticked is a yes; a decline, a cancel, an accept without the tick, or a
//! client that fails to ask are all a no, and the command then sends nothing.

use std::cell::Cell;

use rmcp::model::{ElicitRequestParams, ElicitResult, ElicitationAction, ElicitationSchema};
use rmcp::service::{Peer, RoleServer};
use serde_json::Value;

use crate::credentials::Secret;
use crate::error::{Error, Result};
use crate::output::Captured;
use crate::prompt::Prompter;

/// The box the person ticks.
pub const FIELD: &str = "confirm";

/// Asks the person through the client. Lives on the thread running the command,
/// which waits for the answer on the server's runtime.
pub struct Elicit {
    peer: Peer<RoleServer>,
    runtime: tokio::runtime::Handle,
    /// What the command printed (both streams, in order): the summary above a question.
    transcript: Captured,
    /// How much of it earlier questions showed already.
    shown: Cell<usize>,
}

impl Elicit {
    pub fn new(
        peer: Peer<RoleServer>,
        runtime: tokio::runtime::Handle,
        transcript: Captured,
    ) -> Self {
        Elicit {
            peer,
            runtime,
            transcript,
            shown: Cell::new(0),
        }
    }

    /// What the command said since the last question, then the question.
    fn message(&self, question: &str) -> String {
        let said = self.transcript.text();
        let new = said.get(self.shown.get()..).unwrap_or("").trim();
        self.shown.set(said.len());
        if new.is_empty() {
            question.to_string()
        } else {
            format!("{new}\n\n{question}")
        }
    }
}

/// The form: the message, and one required yes/no box, unticked.
pub fn request(message: String) -> ElicitRequestParams {
    let schema = ElicitationSchema::builder()
        .required_bool_property(FIELD, |b| {
            b.title("Yes, go ahead")
                .description(
                    "Tick to confirm exactly what is shown above; anything else sends nothing",
                )
                .with_default(false)
        })
        .build()
        .expect("a one-property object schema is valid");
    ElicitRequestParams::FormElicitationParams {
        meta: None,
        message,
        requested_schema: schema,
    }
}

/// Whether an answer is an explicit yes: accepted, with the box ticked (`true`, the
/// boolean; not a string, not absent).
pub fn is_yes(answer: &ElicitResult) -> bool {
    answer.action == ElicitationAction::Accept
        && answer
            .content
            .as_ref()
            .and_then(|c| c.get(FIELD))
            .and_then(Value::as_bool)
            == Some(true)
}

/// Said for a question nobody may answer through the conversation.
fn not_here(prompt: &str) -> Error {
    Error::usage(format!(
        "{prompt:?} is not asked through the conversation: `travel mcp` asks a person only to confirm"
    ))
}

impl Prompter for Elicit {
    fn confirm(&self, prompt: &str, _default: bool) -> Result<bool> {
        let params = request(self.message(prompt));
        let answer = self
            .runtime
            .block_on(self.peer.create_elicitation(params))
            .map_err(|e| {
                Error::unexpected(format!(
                    "the client could not ask the person ({e}); nothing was sent"
                ))
            })?;
        Ok(is_yes(&answer))
    }

    fn input(&self, prompt: &str) -> Result<String> {
        Err(not_here(prompt))
    }

    /// Secrets (a card, a passport) never go through the client's form, which the
    /// model's host sees: they are stored beforehand (`secrets`).
    fn password(&self, prompt: &str) -> Result<Secret> {
        let what = prompt.to_ascii_lowercase();
        let how = if what.contains("card") {
            "keep it with `travel wallet card` (or TRAVEL_CARD_NUMBER in the environment of `travel mcp`)"
        } else {
            "keep them with `travel wallet document NAME` (or TRAVEL_PASSPORTS in the environment of `travel mcp`)"
        };
        Err(Error::usage(format!(
            "{prompt:?}: a card or passport number never passes through the conversation: {how}, or book on a terminal"
        )))
    }

    fn ask(&self, prompt: &str, _default: Option<&str>) -> Result<Option<String>> {
        Err(not_here(prompt))
    }

    fn pick(&self, prompt: &str, _items: &[String], _default: usize) -> Result<Option<usize>> {
        Err(not_here(prompt))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn answer(action: ElicitationAction, content: Option<Value>) -> ElicitResult {
        let mut r = ElicitResult::new(action);
        r.content = content;
        r
    }

    #[test]
    fn only_an_accept_with_the_box_ticked_is_a_yes() {
        assert!(is_yes(&answer(
            ElicitationAction::Accept,
            Some(json!({"confirm": true}))
        )));
        for no in [
            answer(ElicitationAction::Accept, Some(json!({"confirm": false}))),
            answer(ElicitationAction::Accept, Some(json!({"confirm": "true"}))),
            answer(ElicitationAction::Accept, Some(json!({}))),
            answer(ElicitationAction::Accept, None),
            answer(ElicitationAction::Decline, Some(json!({"confirm": true}))),
            answer(ElicitationAction::Cancel, None),
        ] {
            assert!(!is_yes(&no), "{no:?}");
        }
    }

    #[test]
    fn the_form_has_one_required_box_unticked() {
        let ElicitRequestParams::FormElicitationParams {
            message,
            requested_schema,
            ..
        } = request("SANDBOX\n\nBook?".into())
        else {
            panic!("a form");
        };
        assert_eq!(message, "SANDBOX\n\nBook?");
        let schema = serde_json::to_value(&requested_schema).unwrap();
        assert_eq!(schema["required"], json!(["confirm"]));
        assert_eq!(schema["properties"]["confirm"]["type"], "boolean");
        assert_eq!(schema["properties"]["confirm"]["default"], false);
    }
}
