//! Questions to a person at a terminal, behind a small trait.
//!
//! Commands ask through `ctx.prompter()`, never through dialoguer: the context decides
//! whether asking is possible at all (`ctx.can_prompt()`), and tests answer with a
//! [`Script`] instead of a terminal.

use crate::credentials::Secret;
use crate::error::{Error, Result};

/// What a command may ask. Every answer can fail: the person pressed Ctrl-C, the
/// terminal went away, or (in tests) the script did not expect the question.
pub trait Prompter {
    /// A yes/no question; `default` is the answer to a bare Enter.
    fn confirm(&self, prompt: &str, default: bool) -> Result<bool>;
    /// A line of text, echoed as it is typed.
    fn input(&self, prompt: &str) -> Result<String>;
    /// A line typed without echo (a secret, a card number); it never prints itself.
    fn password(&self, prompt: &str) -> Result<Secret>;
    /// A line of text, echoed; a bare Enter gives `default`. `None` when the person
    /// pressed Esc to leave.
    fn ask(&self, prompt: &str, default: Option<&str>) -> Result<Option<String>>;
    /// One of `items`, chosen with the arrow keys: its index, or `None` when the person
    /// pressed Esc to leave.
    fn pick(&self, prompt: &str, items: &[String], default: usize) -> Result<Option<usize>>;
}

/// The terminal, through dialoguer (drawn on stderr, so stdout stays data only).
pub struct Dialoguer;

fn cancelled(e: dialoguer::Error) -> Error {
    Error::usage(format!("prompt cancelled: {e}"))
}

impl Prompter for Dialoguer {
    fn confirm(&self, prompt: &str, default: bool) -> Result<bool> {
        // room for the answer's [y/N]
        let prompt = above(prompt, 8);
        // Esc is a no, as it leaves every other question
        dialoguer::Confirm::new()
            .with_prompt(prompt)
            .default(default)
            .interact_opt()
            .map(|a| a.unwrap_or(false))
            .map_err(cancelled)
    }

    fn input(&self, prompt: &str) -> Result<String> {
        dialoguer::Input::<String>::new()
            .with_prompt(prompt)
            .interact_text()
            .map_err(cancelled)
    }

    fn password(&self, prompt: &str) -> Result<Secret> {
        // room for the [hidden] said once it is typed
        let prompt = above(prompt, 12);
        dialoguer::Password::new()
            .with_prompt(prompt)
            .interact()
            .map(Secret::new)
            .map_err(cancelled)
    }

    fn ask(&self, prompt: &str, default: Option<&str>) -> Result<Option<String>> {
        read_line(&console::Term::stderr(), prompt, default)
            .map_err(|e| Error::usage(format!("prompt cancelled: {e}")))
    }

    fn pick(&self, prompt: &str, items: &[String], default: usize) -> Result<Option<usize>> {
        let prompt = above(prompt, 4);
        // the answer is said here, broken between words at the width, rather than by
        // dialoguer on one line the terminal would cut mid-word
        let picked = dialoguer::Select::new()
            .with_prompt(&prompt)
            .items(items)
            .default(default)
            .report(false)
            .interact_opt()
            .map_err(cancelled)?;
        if let Some(i) = picked {
            let term = console::Term::stderr();
            let width = usize::from(term.size().1).max(24);
            let said = format!("{prompt}: {}", items[i]);
            let _ = term.write_line(&crate::output::within(&said, width));
        }
        Ok(picked)
    }
}

/// A prompt fitted to the terminal: its lines (broken by the wizard, or here between
/// words to fit the width, `room` columns left beside the last) but the last are
/// written once above the question; the last is returned, for dialoguer to draw and
/// redraw. (A prompt the terminal wraps is drawn again at every redraw: dialoguer
/// counts it one line.)
fn above(prompt: &str, room: usize) -> String {
    let term = console::Term::stderr();
    let width = usize::from(term.size().1).saturating_sub(room).max(24);
    let mut lines: Vec<String> = prompt
        .lines()
        .flat_map(|l| crate::output::Output::wrap(l, width))
        .collect();
    let last = lines.pop().unwrap_or_default();
    if !lines.is_empty() {
        let _ = term.write_line(&lines.join("\n"));
    }
    last
}

/// A line read key by key, so that Esc can leave (dialoguer's text input ignores it).
fn read_line(
    term: &console::Term,
    prompt: &str,
    default: Option<&str>,
) -> std::io::Result<Option<String>> {
    use console::Key;
    match default.filter(|d| !d.is_empty()) {
        Some(d) => term.write_str(&format!("{prompt} [{d}]: "))?,
        None => term.write_str(&format!("{prompt}: "))?,
    }
    let mut line: Vec<char> = Vec::new();
    loop {
        match term.read_key()? {
            Key::Enter => break,
            Key::Escape => {
                term.write_line("")?;
                return Ok(None);
            }
            Key::Backspace if line.pop().is_some() => term.clear_chars(1)?,
            Key::Char(c) if !c.is_control() => {
                line.push(c);
                term.write_str(c.encode_utf8(&mut [0; 4]))?;
            }
            _ => {}
        }
    }
    term.write_line("")?;
    let typed: String = line.into_iter().collect();
    let typed = typed.trim();
    Ok(Some(if typed.is_empty() {
        default.unwrap_or_default().to_string()
    } else {
        typed.to_string()
    }))
}

/// What `ctx.prompter()` hands out when there is no terminal to ask on: every question
/// is a usage error instead of a hang or a prompt nobody sees.
pub struct NoTerminal;

impl NoTerminal {
    fn refuse<T>(prompt: &str) -> Result<T> {
        Err(Error::usage(format!(
            "cannot ask {prompt:?}: stdin and stderr must be a terminal"
        )))
    }
}

impl Prompter for NoTerminal {
    fn confirm(&self, prompt: &str, _default: bool) -> Result<bool> {
        Self::refuse(prompt)
    }
    fn input(&self, prompt: &str) -> Result<String> {
        Self::refuse(prompt)
    }
    fn password(&self, prompt: &str) -> Result<Secret> {
        Self::refuse(prompt)
    }
    fn ask(&self, prompt: &str, _default: Option<&str>) -> Result<Option<String>> {
        Self::refuse(prompt)
    }
    fn pick(&self, prompt: &str, _items: &[String], _default: usize) -> Result<Option<usize>> {
        Self::refuse(prompt)
    }
}

#[cfg(test)]
pub use script::Script;

#[cfg(test)]
mod script {
    use std::cell::RefCell;
    use std::collections::VecDeque;
    use std::rc::Rc;

    use super::Prompter;
    use crate::credentials::Secret;
    use crate::error::{Error, Result};

    #[derive(Debug)]
    enum Answer {
        Confirm(bool),
        Input(String),
        Password(String),
        /// A line typed (empty: the default).
        Ask(String),
        /// The item whose label contains this text.
        Pick(String),
        /// Esc, at a question asked with `ask` or `pick`.
        Escape,
    }

    impl Answer {
        fn kind(&self) -> &'static str {
            match self {
                Answer::Confirm(_) => "confirm",
                Answer::Input(_) => "input",
                Answer::Password(_) => "password",
                Answer::Ask(_) => "ask",
                Answer::Pick(_) => "pick",
                Answer::Escape => "ask or pick",
            }
        }
    }

    #[derive(Default)]
    struct State {
        /// (a part of the expected prompt, the answer), in the order they are asked.
        answers: VecDeque<(String, Answer)>,
        /// Every prompt asked, in order, answered or not.
        asked: Vec<String>,
    }

    /// A prompter for tests: the questions expected, in order, with their answers.
    /// A question of another kind, one whose prompt does not contain the expected text,
    /// or one after the script ran out is an error (and so fails the command).
    /// Clones share the script, so a test keeps one to look at after handing one over.
    #[derive(Clone, Default)]
    pub struct Script(Rc<RefCell<State>>);

    impl Script {
        pub fn new() -> Self {
            Script::default()
        }

        fn then(self, prompt: &str, answer: Answer) -> Self {
            self.0
                .borrow_mut()
                .answers
                .push_back((prompt.to_string(), answer));
            self
        }

        pub fn expect_confirm(self, prompt: &str, yes: bool) -> Self {
            self.then(prompt, Answer::Confirm(yes))
        }
        pub fn expect_input(self, prompt: &str, text: &str) -> Self {
            self.then(prompt, Answer::Input(text.to_string()))
        }
        pub fn expect_password(self, prompt: &str, text: &str) -> Self {
            self.then(prompt, Answer::Password(text.to_string()))
        }
        pub fn expect_ask(self, prompt: &str, text: &str) -> Self {
            self.then(prompt, Answer::Ask(text.to_string()))
        }
        pub fn expect_pick(self, prompt: &str, item: &str) -> Self {
            self.then(prompt, Answer::Pick(item.to_string()))
        }
        /// Esc at the question (an `ask` or a `pick`).
        pub fn expect_escape(self, prompt: &str) -> Self {
            self.then(prompt, Answer::Escape)
        }

        /// The prompts asked so far, in order.
        pub fn asked(&self) -> Vec<String> {
            self.0.borrow().asked.clone()
        }

        /// How many scripted answers were not asked for.
        pub fn remaining(&self) -> usize {
            self.0.borrow().answers.len()
        }

        fn next(&self, kind: &str, prompt: &str) -> Result<Answer> {
            let mut state = self.0.borrow_mut();
            state.asked.push(prompt.to_string());
            let Some((expected, answer)) = state.answers.pop_front() else {
                return Err(Error::unexpected(format!(
                    "the script has no answer for {kind} {prompt:?}"
                )));
            };
            let kind_fits =
                answer.kind() == kind || (matches!(answer, Answer::Escape) && kind != "confirm");
            if !kind_fits || !prompt.contains(&expected) {
                return Err(Error::unexpected(format!(
                    "the script expected {} {expected:?}, but was asked {kind} {prompt:?}",
                    answer.kind()
                )));
            }
            Ok(answer)
        }
    }

    impl Prompter for Script {
        fn confirm(&self, prompt: &str, _default: bool) -> Result<bool> {
            match self.next("confirm", prompt)? {
                Answer::Confirm(yes) => Ok(yes),
                _ => unreachable!("kind checked"),
            }
        }
        fn input(&self, prompt: &str) -> Result<String> {
            match self.next("input", prompt)? {
                Answer::Input(text) => Ok(text),
                _ => unreachable!("kind checked"),
            }
        }
        fn password(&self, prompt: &str) -> Result<Secret> {
            match self.next("password", prompt)? {
                Answer::Password(text) => Ok(Secret::new(text)),
                _ => unreachable!("kind checked"),
            }
        }
        fn ask(&self, prompt: &str, default: Option<&str>) -> Result<Option<String>> {
            match self.next("ask", prompt)? {
                Answer::Ask(text) if text.is_empty() => {
                    Ok(Some(default.unwrap_or_default().to_string()))
                }
                Answer::Ask(text) => Ok(Some(text)),
                Answer::Escape => Ok(None),
                _ => unreachable!("kind checked"),
            }
        }
        fn pick(&self, prompt: &str, items: &[String], _default: usize) -> Result<Option<usize>> {
            match self.next("pick", prompt)? {
                Answer::Pick(part) => items
                    .iter()
                    .position(|i| i.contains(&part))
                    .map(Some)
                    .ok_or_else(|| {
                        Error::unexpected(format!(
                            "no item of {prompt:?} contains {part:?}: {items:?}"
                        ))
                    }),
                Answer::Escape => Ok(None),
                _ => unreachable!("kind checked"),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_script_answers_in_order_and_records_the_prompts() {
        let script = Script::new()
            .expect_input("API key", "id")
            .expect_password("secret", "s3")
            .expect_pick("Offer", "Paris")
            .expect_ask("Adults", "")
            .expect_escape("Children")
            .expect_confirm("Book", true);
        let p: &dyn Prompter = &script;
        assert_eq!(p.input("API key").unwrap(), "id");
        assert_eq!(p.password("API secret").unwrap().expose(), "s3");
        let items = vec!["London".to_string(), "Paris 2".to_string()];
        assert_eq!(p.pick("Offer", &items, 0).unwrap(), Some(1));
        assert_eq!(p.ask("Adults", Some("1")).unwrap().as_deref(), Some("1"));
        assert_eq!(p.ask("Children", Some("0")).unwrap(), None);
        assert!(p.confirm("Book it?", false).unwrap());
        assert_eq!(script.remaining(), 0);
        assert_eq!(
            script.asked(),
            [
                "API key",
                "API secret",
                "Offer",
                "Adults",
                "Children",
                "Book it?"
            ]
        );
    }

    #[test]
    fn a_script_refuses_what_it_did_not_expect() {
        // The wrong kind: a visible input where a hidden one was scripted.
        let script = Script::new().expect_password("secret", "s3");
        assert!(script.input("API secret").is_err());
        // Another question than the one expected.
        let script = Script::new().expect_confirm("Book", true);
        assert!(script.confirm("Cancel order?", true).is_err());
        // Nothing left.
        let script = Script::new();
        assert!(script.confirm("Book?", true).is_err());
        assert_eq!(script.asked(), ["Book?"]);
        // No item matches.
        let script = Script::new().expect_pick("Offer", "Rome");
        assert!(script.pick("Offer", &["Paris".into()], 0).is_err());
        // Esc answers only the questions that can be left
        let script = Script::new().expect_escape("Book");
        assert!(script.confirm("Book?", true).is_err());
    }

    #[test]
    fn without_a_terminal_every_question_is_a_usage_error() {
        let e = NoTerminal.confirm("Book?", false).unwrap_err();
        assert_eq!(e.kind, crate::error::Kind::Usage);
        assert!(NoTerminal.password("Card number").is_err());
    }
}
