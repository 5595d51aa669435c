//! The wizard's machinery: steps that can go back, questions that can be left, and the
//! command lines the wizard runs (and prints at the end as the script form).
//!
//! Every call to the service goes through a command of its own: the wizard writes the
//! command line, parses it with that command's own flags, and runs it. What the person
//! sees at the end is therefore exactly what was run.

use clap::{Args as ClapArgs, FromArgMatches};

use crate::ctx::Ctx;
use crate::environment::Environment;
use crate::error::{Error, Kind, Result};

/// What a step does next.
pub enum Go<S> {
    /// Go on to this step; going back from it returns here.
    To(S),
    /// Go on to this step as if this one had not been (it asked nothing).
    Skip(S),
    /// One step back.
    Back,
    /// Back to an earlier step (a refusal the service gave is fixed there); what was
    /// answered since is kept, as the defaults of the questions asked again.
    Redo(S),
    /// Finished.
    Done,
}

/// How a step was reached: a step of several questions that is reached going back
/// starts at its last question, so `<` always goes back exactly one question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Came {
    Forward,
    Back,
}

/// Run steps from `first` until one is done. `Ok(false)`: the person went back from
/// the first step. Answers stay in `state` when going back, so the questions asked
/// again offer them as their defaults.
pub fn drive<S: Copy + PartialEq, T>(
    first: S,
    state: &mut T,
    mut step: impl FnMut(S, &mut T, Came) -> Result<Go<S>>,
) -> Result<bool> {
    let mut history: Vec<S> = Vec::new();
    let mut at = first;
    let mut came = Came::Forward;
    loop {
        let go = step(at, state, came)?;
        came = Came::Forward;
        match go {
            Go::To(next) => {
                history.push(at);
                at = next;
            }
            Go::Skip(next) => at = next,
            Go::Back => match history.pop() {
                Some(s) => {
                    at = s;
                    came = Came::Back;
                }
                None => return Ok(false),
            },
            Go::Redo(s) => {
                while let Some(h) = history.pop() {
                    if h == s {
                        break;
                    }
                }
                at = s;
            }
            Go::Done => return Ok(true),
        }
    }
}

/// The questions of one step, asked in turn: `ask(i)` asks the i-th and keeps its
/// answer where the question reads its default (`false`: the person typed `<`). `<`
/// goes to the question before, its answer offered again; from the first, out of the
/// step (`Ok(false)`). Reached going back, the step starts at its last question.
pub fn in_turn(n: usize, came: Came, mut ask: impl FnMut(usize) -> Result<bool>) -> Result<bool> {
    let mut i = match came {
        Came::Forward => 0,
        Came::Back => n.saturating_sub(1),
    };
    while i < n {
        if ask(i)? {
            i += 1;
        } else if i == 0 {
            return Ok(false);
        } else {
            i -= 1;
        }
    }
    Ok(true)
}

/// Esc, anywhere before the booking is sent.
pub fn left() -> Error {
    Error::new(
        Kind::Declined,
        "left the booking wizard: nothing was booked",
    )
}

/// A "no" at the final confirmation: nothing was sent, and the wizard goes back to
/// `to` with every answer kept; Esc leaves from there.
pub fn declined(ctx: &Ctx, to: &str) {
    say(ctx, &format!(
        "  not booked: nothing was sent; back to {to}, every answer kept (Enter keeps each, Esc leaves)"
    ));
}

/// What a person types to go one step back.
pub const BACK: &str = "<";
/// A search the service refused (a date too far ahead, say): said, and the person
/// goes to `fix` to change it. Any other failure ends the wizard.
pub fn refused<S, T>(ctx: &Ctx, answer: Result<T>, fix: Go<S>) -> Result<Result<T, Go<S>>> {
    match answer {
        Ok(v) => Ok(Ok(v)),
        Err(e) if e.kind == Kind::Rejected => {
            tell(ctx, &e);
            Ok(Err(fix))
        }
        Err(e) => Err(e),
    }
}

/// A refusal said as the run's end would say it: `error:` and its `hint:`, on stderr.
pub fn tell(ctx: &Ctx, e: &Error) {
    say(ctx, &format!("error: {}", in_words(&e.message)));
    if let Some(h) = e.hint.as_deref().filter(|h| !names_a_flag(h)) {
        say(ctx, &format!("hint: {h}"));
    }
}

/// Whether `text` teaches a flag (`--seat`): the wizard's person typed answers, not flags.
fn names_a_flag(text: &str) -> bool {
    text.split(|c: char| c.is_whitespace() || "`(\"'".contains(c))
        .any(|w| w.len() > 2 && w.starts_with("--") && w.as_bytes()[2].is_ascii_alphabetic())
}

/// A command's refusal in the wizard's words: the flag it begins with, as the
/// command line would have named it (`--seat "1:AISLE": ...`, `--traveler "...": ...`),
/// is left out; what follows says what was wrong with the answer.
pub fn in_words(message: &str) -> String {
    let mut rest = message;
    while let Some(after) = past_flag(rest) {
        rest = after;
    }
    rest.to_string()
}

/// What follows `--flag VALUE: ` at the start of `m` (VALUE a word, or quoted as
/// `{:?}` writes it), if `m` starts so.
fn past_flag(m: &str) -> Option<&str> {
    let (flag, rest) = m.strip_prefix("--")?.split_once(' ')?;
    if flag.is_empty() || !flag.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
        return None;
    }
    let after_value = match rest.strip_prefix('"') {
        Some(quoted) => {
            let mut escaped = false;
            let end = quoted.char_indices().find_map(|(i, c)| {
                let closes = c == '"' && !escaped;
                escaped = c == '\\' && !escaped;
                closes.then_some(i)
            })?;
            &quoted[end + 1..]
        }
        None => {
            let word = rest.split(' ').next()?.strip_suffix(':')?;
            &rest[word.len()..]
        }
    };
    Some(after_value.strip_prefix(':')?.trim_start())
}

/// A note for the person, broken between words to fit the terminal, each line's
/// indent kept and its continuation indented two more (a long refusal otherwise wraps
/// mid-word at the window's edge).
pub fn say(ctx: &Ctx, text: &str) {
    let width = ctx.out.columns().max(24);
    for line in text.lines() {
        let body = line.trim_start();
        let lead = &line[..line.len() - body.len()];
        if line.chars().count() <= width {
            ctx.note(line);
            continue;
        }
        let room = width.saturating_sub(lead.len() + 2).max(20);
        for (i, part) in crate::output::Output::wrap(body, room).iter().enumerate() {
            let more = if i == 0 { "" } else { "  " };
            ctx.note(&format!("{lead}{more}{part}"));
        }
    }
}

/// The item every list ends with.
pub const BACK_ITEM: &str = "‹ Back";

/// Columns kept beside a question for its answer: "Lady Ann Jones",
/// "ana.lima@example.com" and most answers fit.
const ANSWER_ROOM: usize = 26;

/// A line of text: `None` to go back (`<`); Esc leaves. Asked again, with the reason,
/// until `parse` takes it.
pub fn ask<T>(
    ctx: &Ctx,
    prompt: &str,
    default: Option<&str>,
    parse: impl Fn(&str) -> Result<T>,
) -> Result<Option<T>> {
    // room for the default shown and an answer on the same line: a name, an e-mail
    // or a date typed past the edge would be cut mid-word by the terminal
    let room = default.map_or(0, |d| d.chars().count() + 3) + ANSWER_ROOM;
    let prompt = &one_line(ctx, prompt, room);
    loop {
        let typed = ctx.prompter().ask(prompt, default)?.ok_or_else(left)?;
        if typed.trim() == BACK {
            return Ok(None);
        }
        match parse(typed.trim()) {
            Ok(v) => return Ok(Some(v)),
            Err(e) if e.kind == Kind::Usage => say(ctx, &format!("  {}", in_words(&e.message))),
            Err(e) => return Err(e),
        }
    }
}

/// One of `items`, or `None` to go back (the last item of the list); Esc leaves.
pub fn pick(ctx: &Ctx, prompt: &str, items: &[String], default: usize) -> Result<Option<usize>> {
    // one line each: a list redrawn as the arrows move miscounts wrapped lines
    let width = ctx.out.columns().saturating_sub(4).max(20);
    let mut shown: Vec<String> = items.iter().map(|i| fit(i, width)).collect();
    shown.push(BACK_ITEM.to_string());
    let prompt = one_line(ctx, prompt, 4);
    let i = ctx
        .prompter()
        .pick(&prompt, &shown, default.min(items.len()))?
        .ok_or_else(left)?;
    Ok((i < items.len()).then_some(i))
}

/// A prompt broken between words into lines that fit the terminal, `room` columns
/// left beside its last line (for the answer or the list's marker). The prompter draws
/// the lines before the last once, above the question: a prompt the terminal wraps
/// itself is drawn again at every redraw of a list, as the redraw counts one line.
fn one_line(ctx: &Ctx, prompt: &str, room: usize) -> String {
    let width = ctx.out.columns().saturating_sub(room).max(24);
    if prompt.chars().count() <= width {
        return prompt.to_string();
    }
    crate::output::Output::wrap(prompt, width).join("\n")
}

/// `text` cut to `width` characters between words where it can be, the cut marked.
fn fit(text: &str, width: usize) -> String {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= width {
        return text.to_string();
    }
    let limit = width.saturating_sub(2);
    // never half a price, a time or a code: the last word that ends within the limit
    match (width / 2..=limit).rev().find(|&p| chars[p] == ' ') {
        Some(end) => {
            let cut: String = chars[..end].iter().collect();
            format!("{} …", cut.trim_end())
        }
        None => {
            let cut: String = chars[..width - 1].iter().collect();
            format!("{cut}…")
        }
    }
}

/// A whole number in `range`, e.g. the number of adults.
pub fn count(range: std::ops::RangeInclusive<u8>) -> impl Fn(&str) -> Result<u8> {
    move |s| {
        s.parse::<u8>()
            .ok()
            .filter(|n| range.contains(n))
            .ok_or_else(|| {
                Error::usage(format!(
                    "{s:?}: give a number from {} to {}",
                    range.start(),
                    range.end()
                ))
            })
    }
}

/// A command line of travel: what the wizard runs, and prints at the end.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    /// The command's words, e.g. `["flights", "search"]`.
    path: Vec<&'static str>,
    args: Vec<String>,
    /// Said after the line in the script form (e.g. that the card is read from stdin).
    pub remark: Option<String>,
}

impl Line {
    pub fn new(path: &[&'static str]) -> Self {
        Line {
            path: path.to_vec(),
            args: Vec::new(),
            remark: None,
        }
    }

    pub fn arg(mut self, a: impl Into<String>) -> Self {
        self.args.push(a.into());
        self
    }

    pub fn flag_value(self, flag: &str, value: impl Into<String>) -> Self {
        self.arg(flag).arg(value)
    }

    /// Run it: its words parsed by the command's own flags (`A`), then `run`.
    pub fn run<A: ClapArgs + FromArgMatches>(
        &self,
        ctx: &Ctx,
        run: fn(&Ctx, A) -> Result<()>,
    ) -> Result<()> {
        run(ctx, self.parse()?)
    }

    pub fn parse<A: ClapArgs + FromArgMatches>(&self) -> Result<A> {
        let name = self.path.join(" ");
        let cmd = A::augment_args(clap::Command::new(name.clone()).no_binary_name(true));
        let matches = cmd
            .try_get_matches_from(&self.args)
            .map_err(|e| Error::unexpected(format!("the wizard wrote a bad `{name}`: {e}")))?;
        A::from_arg_matches(&matches)
            .map_err(|e| Error::unexpected(format!("the wizard wrote a bad `{name}`: {e}")))
    }

    /// As typed in a shell on one line, with the global flags of this run (what
    /// `fitted` breaks to a window's width).
    #[cfg(test)]
    pub fn shell(&self, ctx: &Ctx) -> String {
        let line = self.words(ctx);
        match &self.remark {
            Some(r) => format!("{}    # {r}", line.join(" ")),
            None => line.join(" "),
        }
    }

    /// As typed in a shell, indented two, in lines of at most `width` broken between
    /// its words with ` \` (a shell reads it back as one command; a word is never
    /// broken, a quoted one stays whole), the remark a comment on the line after.
    pub fn fitted(&self, ctx: &Ctx, width: usize) -> String {
        let mut lines: Vec<String> = vec!["  ".to_string()];
        for word in self.words(ctx) {
            let last = lines.last_mut().expect("a line");
            let fresh = last.trim().is_empty();
            // room for the word and, should more follow, the ` \`
            if !fresh && last.chars().count() + 1 + word.chars().count() + 2 > width {
                last.push_str(" \\");
                lines.push(format!("      {word}"));
            } else {
                if !fresh {
                    last.push(' ');
                }
                last.push_str(&word);
            }
        }
        if let Some(r) = &self.remark {
            lines.push(format!("    # {r}"));
        }
        lines.join("\n")
    }

    /// The shell words of the line, quoted.
    fn words(&self, ctx: &Ctx) -> Vec<String> {
        let mut words = vec!["travel".to_string()];
        if ctx.global.sandbox {
            words.push("--sandbox".into());
        } else if let Some(url) = &ctx.global.base_url {
            words.push("--base-url".into());
            words.push(url.clone());
        } else if ctx.global.environment != Environment::Test {
            words.push("--env".into());
            words.push(ctx.global.environment.name().into());
        }
        words.extend(self.path.iter().map(|w| w.to_string()));
        words.extend(self.args.iter().cloned());
        words.iter().map(|w| quote(w)).collect()
    }
}

/// A word as a POSIX shell reads it back.
fn quote(w: &str) -> String {
    let plain = !w.is_empty()
        && w.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.,:/+=@%".contains(c));
    if plain {
        w.to_string()
    } else {
        format!("'{}'", w.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_menu_line_too_wide_is_cut_between_words() {
        let line = " 4  274.96  pay at hotel, cancel free by 01 Dec 18:00  Holiday Inn";
        assert_eq!(fit(line, 80), line);
        assert_eq!(
            fit(line, 56),
            " 4  274.96  pay at hotel, cancel free by 01 Dec 18:00 …"
        );
        assert_eq!(
            fit(line, 54),
            " 4  274.96  pay at hotel, cancel free by 01 Dec …"
        );
        assert_eq!(fit("abcdefghij", 6), "abcde…");
    }

    #[derive(Clone, Copy, PartialEq, Debug)]
    enum S {
        A,
        B,
        C,
        D,
    }

    /// Steps answer from a list; the path taken is recorded.
    fn walk(moves: Vec<Go<S>>) -> (bool, Vec<S>) {
        let mut moves = moves.into_iter();
        let mut seen = Vec::new();
        let done = drive(S::A, &mut (), |s, _, _| {
            seen.push(s);
            Ok(moves.next().expect("a move for every step"))
        })
        .unwrap();
        (done, seen)
    }

    #[test]
    fn back_returns_to_the_step_before_and_skipped_steps_are_passed_over() {
        let (done, seen) = walk(vec![
            Go::To(S::B),
            Go::Skip(S::C), // B asked nothing
            Go::Back,       // from C: to A, not B
            Go::To(S::B),
            Go::Skip(S::C),
            Go::To(S::D),
            Go::Done,
        ]);
        assert!(done);
        assert_eq!(seen, [S::A, S::B, S::C, S::A, S::B, S::C, S::D]);
    }

    #[test]
    fn redo_goes_back_to_an_earlier_step_and_back_from_the_first_leaves() {
        let (done, seen) = walk(vec![
            Go::To(S::B),
            Go::To(S::C),
            Go::To(S::D),
            Go::Redo(S::B), // D's refusal is fixed at B
            Go::Back,       // from B: A
            Go::Back,       // from A: out
        ]);
        assert!(!done);
        assert_eq!(seen, [S::A, S::B, S::C, S::D, S::B, S::A]);
    }

    #[test]
    fn a_refusal_in_the_wizard_names_no_flag() {
        for (message, said) in [
            (
                "--seat \"1:AISLE\": \"AISLE\" is not a seat label",
                "\"AISLE\" is not a seat label",
            ),
            ("--seat 2: seat 3C is occupied", "seat 3C is occupied"),
            (
                "--traveler \"Mr A: \\\"B\": the name is missing",
                "the name is missing",
            ),
            ("--adults 10: give 1 to 9", "give 1 to 9"),
            (
                "traveller 1: born 1899-01-01",
                "traveller 1: born 1899-01-01",
            ),
            ("a price of 12:30 changed", "a price of 12:30 changed"),
        ] {
            assert_eq!(in_words(message), said, "{message}");
        }
        assert!(names_a_flag("give it with --passport-stdin"));
        assert!(names_a_flag("(`--seat 1:12A`)"));
        assert!(!names_a_flag("a fare -- any fare"));
        assert!(!names_a_flag("from 10--12"));
    }

    /// Questions answered by a script of moves (`true`: answered, `false`: `<`); the
    /// questions asked, in order.
    fn questions(n: usize, came: Came, moves: &[bool]) -> (bool, Vec<usize>) {
        let mut moves = moves.iter();
        let mut asked = Vec::new();
        let done = in_turn(n, came, |i| {
            asked.push(i);
            Ok(*moves.next().expect("a move for every question"))
        })
        .unwrap();
        (done, asked)
    }

    #[test]
    fn back_at_a_question_goes_to_the_one_before_whatever_the_path() {
        // every path of moves over up to five questions: `<` always lands one before
        for n in 1..=5usize {
            for bits in 0u32..(1 << 9) {
                let moves: Vec<bool> = (0..9).map(|b| bits & (1 << b) != 0).collect();
                for came in [Came::Forward, Came::Back] {
                    let mut at: isize = if came == Came::Back {
                        n as isize - 1
                    } else {
                        0
                    };
                    let mut expect = Vec::new();
                    let mut used = 0;
                    let mut out = None;
                    for &m in &moves {
                        expect.push(at as usize);
                        used += 1;
                        at += if m { 1 } else { -1 };
                        if at < 0 {
                            out = Some(false);
                            break;
                        }
                        if at as usize == n {
                            out = Some(true);
                            break;
                        }
                    }
                    let Some(out) = out else { continue };
                    let (done, asked) = questions(n, came, &moves[..used]);
                    assert_eq!((done, &asked), (out, &expect), "{n} {came:?} {moves:?}");
                }
            }
        }
    }

    #[test]
    fn lines_are_quoted_for_a_shell_and_parsed_by_the_command_itself() {
        let line = Line::new(&["hotels", "book"])
            .arg("1")
            .flag_value("--guest", "Mr Jane O'Hara <jane@example.com> +33123456789")
            .flag_value("--card-expiry", "2030-01");
        let home = tempfile::tempdir().unwrap();
        let ctx = Ctx::with_doubles(
            crate::ctx::testing::globals(&["--sandbox"]),
            crate::ctx::testing::Doubles::piped("", home.path()),
        );
        assert_eq!(
            line.shell(&ctx),
            r"travel --sandbox hotels book 1 --guest 'Mr Jane O'\''Hara <jane@example.com> +33123456789' --card-expiry 2030-01"
        );
        // fitted to a window: no line wider (a word wider than the room aside), the
        // words as a shell joins them back the same
        let shell = line.shell(&ctx);
        for width in 30..=120 {
            let fitted = line.fitted(&ctx, width);
            for l in fitted.lines() {
                let quoted_word = l.trim().trim_end_matches(" \\").starts_with('\'');
                assert!(
                    l.chars().count() <= width || quoted_word,
                    "{width}: {l:?}\n{fitted}"
                );
            }
            let joined = fitted
                .lines()
                .map(|l| l.trim().trim_end_matches('\\').trim())
                .collect::<Vec<_>>()
                .join(" ");
            assert_eq!(joined, shell, "{width}");
        }
        let parsed: crate::commands::hotels::book::Args = line.parse().unwrap();
        assert_eq!(format!("{parsed:?}").matches("O'Hara").count(), 1);
        let bad = Line::new(&["hotels", "book"]).arg("--no-such-flag");
        assert_eq!(
            bad.parse::<crate::commands::hotels::book::Args>()
                .unwrap_err()
                .kind,
            Kind::Unexpected
        );
    }
}
