//! The one context value every command receives: output streams, the lazily built
//! API client (real service, `--base-url`, or the in-process sandbox), the prompter,
//! stdin, the secret store, the user's directories, the trip in use and the clock
//! dates are read by. Commands never reach for these on their own, and nothing below
//! them keeps any in a process-wide value: a test hands a command its doubles (see
//! `Ctx::with_doubles`), and two contexts in one process never see each other's.

use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;
use std::io::{self, BufRead, IsTerminal, Read};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use chrono::{NaiveDate, NaiveDateTime};
use travel_core::clock::Clock;

use serde_json::Value;

use crate::api::{self, Client};
use crate::credentials::{self, Credentials, OsKeyring, SecretStore};
use crate::error::Result;
use crate::globals::GlobalArgs;
use crate::output::{Output, Table};
use crate::paths::no_home;
pub use crate::paths::Paths;
use crate::prompt::{Dialoguer, NoTerminal, Prompter};

pub struct Ctx {
    pub global: GlobalArgs,
    pub out: Output,
    client: OnceCell<Client>,
    store: Box<dyn SecretStore>,
    prompter: Box<dyn Prompter>,
    /// Only when stdin and stderr (where prompts are drawn) are terminals.
    can_prompt: bool,
    stdin: Stdin,
    /// What the run settled before the command: folders, trip, environment typed.
    run: Run,
    /// The clock dates are read by: real time, or the in-process sandbox's.
    clock: Clock,
}

/// What a run settles once, before its command, and every context of the run shares
/// (a `travel mcp` makes one per tool call): the user's folders, the trip in use, the
/// environment typed on the command line, and the in-process sandboxes started.
#[derive(Clone, Default)]
pub struct Run {
    /// `None` when there is no home directory to put them in.
    paths: Option<Paths>,
    /// `--trip`, `TRAVEL_TRIP` or `travel trip use` (see `trip::activate`).
    trip: Option<crate::trip::Active>,
    /// The environment the command line's flags chose, as the file names it (`config
    /// list` says it came from a flag).
    typed_environment: Option<String>,
    /// The in-process sandbox serving each state file, started on first use and then
    /// kept: a long-running `travel mcp` builds a context per tool call, and each
    /// would otherwise start a server of its own.
    sandboxes: Arc<Mutex<HashMap<PathBuf, SocketAddr>>>,
}

impl Run {
    /// The user's own folders (none without a home directory).
    pub fn of_user() -> Run {
        Run {
            paths: crate::paths::user().ok(),
            ..Run::default()
        }
    }

    /// Folders under `home` (`cache/`, `data/`): unit tests.
    #[cfg(test)]
    pub fn under(home: &Path) -> Run {
        Run {
            paths: Some(Paths::under(home)),
            ..Run::default()
        }
    }

    /// Settle the trip of the run (see `trip::activate`): `given` by a flag or the
    /// environment, else the one chosen; `must_exist` but for the `trip` commands.
    pub fn activate_trip(&mut self, given: Option<&str>, must_exist: bool) -> Result<()> {
        self.trip = match &self.paths {
            Some(paths) => crate::trip::activate(paths, given, must_exist)?,
            None => None,
        };
        Ok(())
    }

    /// The environment the command line typed (see `config::settle`).
    pub fn typed_environment(mut self, typed: Option<String>) -> Run {
        self.typed_environment = typed;
        self
    }
}

/// Where stdin comes from.
enum Stdin {
    /// The process's own.
    Process { terminal: bool },
    /// Text a test or a tool call gives (empty for a terminal nobody types at).
    Given {
        text: RefCell<String>,
        terminal: bool,
    },
}

impl Ctx {
    pub fn new(global: GlobalArgs, run: Run) -> Self {
        let mut out = Output::detect(global.no_color);
        out.wide = global.wide;
        let stdin_tty = io::stdin().is_terminal();
        Ctx {
            clock: sandbox_clock(&global, &run),
            global,
            can_prompt: stdin_tty && out.stderr_is_terminal(),
            out,
            client: OnceCell::new(),
            store: Box::new(OsKeyring),
            prompter: Box::new(Dialoguer),
            stdin: Stdin::Process {
                terminal: stdin_tty,
            },
            run,
        }
    }

    /// A context for unit tests: the doubles given, stdout and stderr into their
    /// buffers, tables drawn as for a pipe (a test may pin `out` otherwise).
    #[cfg(test)]
    pub fn with_doubles(global: GlobalArgs, doubles: testing::Doubles) -> Self {
        let (text, terminal) = match doubles.stdin {
            testing::TestStdin::Terminal => (String::new(), true),
            testing::TestStdin::Piped(text) => (text, false),
        };
        let mut out = Output::captured(&doubles.stdout, &doubles.stderr, terminal);
        out.wide = global.wide;
        let run = Run::under(&doubles.home);
        Ctx {
            clock: sandbox_clock(&global, &run),
            global,
            out,
            client: OnceCell::new(),
            store: doubles.store,
            prompter: doubles.prompter,
            can_prompt: terminal,
            stdin: Stdin::Given {
                text: RefCell::new(text),
                terminal,
            },
            run,
        }
    }

    /// A context for one tool call of `travel mcp`: the user's files and keyring as
    /// for any run, stdout and stderr into the buffers given (tables as for a pipe,
    /// each also kept: `out.tables()`), `stdin` the text a command reads there, and
    /// `prompter` the one way to ask the person (`None`: nobody can be asked).
    pub fn for_tool(
        global: GlobalArgs,
        run: Run,
        stdout: &crate::output::Captured,
        stderr: &crate::output::Captured,
        prompter: Option<Box<dyn Prompter>>,
        stdin: String,
    ) -> Self {
        let mut out = Output::captured(stdout, stderr, false);
        out.wide = global.wide;
        out.keep_tables();
        Ctx {
            clock: sandbox_clock(&global, &run),
            global,
            out,
            client: OnceCell::new(),
            store: Box::new(OsKeyring),
            can_prompt: prompter.is_some(),
            prompter: prompter.unwrap_or_else(|| Box::new(NoTerminal)),
            stdin: Stdin::Given {
                text: RefCell::new(stdin),
                terminal: false,
            },
            run,
        }
    }

    /// The credentials store: the OS keyring (an in-memory one in tests).
    pub fn store(&self) -> &dyn SecretStore {
        self.store.as_ref()
    }

    /// Whether a person can be asked: stdin and stderr are terminals.
    pub fn can_prompt(&self) -> bool {
        self.can_prompt
    }

    /// Whether a person sees stdout: a conversation (the booking wizard) needs it.
    pub fn stdout_is_terminal(&self) -> bool {
        self.out.stdout_is_terminal()
    }

    /// Where to ask. Without a terminal (see `can_prompt`) every question is a usage
    /// error rather than a prompt nobody sees.
    pub fn prompter(&self) -> &dyn Prompter {
        if self.can_prompt {
            self.prompter.as_ref()
        } else {
            &NoTerminal
        }
    }

    /// Whether stdin is a terminal (nothing piped in).
    pub fn stdin_is_terminal(&self) -> bool {
        match &self.stdin {
            Stdin::Process { terminal } => *terminal,
            Stdin::Given { terminal, .. } => *terminal,
        }
    }

    /// The first line of stdin, without its line ending (a secret, a card number).
    pub fn read_stdin_line(&self) -> Result<String> {
        // often a secret (a card, a client secret): the line as read is zeroed, and the
        // caller holds the rest as one (`Secret`, `CardNumber`)
        let mut line = zeroize::Zeroizing::new(String::new());
        match &self.stdin {
            Stdin::Process { .. } => {
                io::stdin().lock().read_line(&mut line)?;
            }
            Stdin::Given { text, .. } => {
                let mut text = text.borrow_mut();
                let end = text.find('\n').map_or(text.len(), |i| i + 1);
                *line = text.drain(..end).collect();
            }
        }
        Ok(line.trim_end_matches(['\r', '\n']).to_string())
    }

    /// All of stdin.
    pub fn read_stdin(&self) -> Result<String> {
        let mut all = String::new();
        match &self.stdin {
            Stdin::Process { .. } => {
                io::stdin().read_to_string(&mut all)?;
            }
            Stdin::Given { text, .. } => all = std::mem::take(&mut *text.borrow_mut()),
        }
        Ok(all)
    }

    /// The user's directories for travel.
    pub fn paths(&self) -> Result<&Paths> {
        self.run.paths.as_ref().ok_or_else(no_home)
    }

    /// What the run settled, for the contexts of an MCP server's tool calls.
    pub fn run(&self) -> &Run {
        &self.run
    }

    /// The trip this run works in, if any (`--trip`, `TRAVEL_TRIP`, `travel trip use`).
    pub fn trip(&self) -> Option<&str> {
        self.run.trip.as_ref().map(|t| t.name.as_str())
    }

    /// Where this run's saved results go: its trip's folder, else the cache directory.
    pub fn results_dir(&self) -> Result<PathBuf> {
        Ok(crate::trip::results_dir(self.paths()?, self.trip()))
    }

    /// Where this run's saved results are kept and read (see `results_dir`).
    pub fn saved(&self) -> Result<crate::saved::Shelf> {
        Ok(crate::saved::Shelf::at(self.results_dir()?))
    }

    /// The environment this run's command line typed, as the configuration names it.
    pub fn typed_environment(&self) -> Option<&str> {
        self.run.typed_environment.as_deref()
    }

    /// Today, by this run's clock: real time (or `TRAVEL_TODAY`), shifted by the
    /// in-process sandbox's clock with `--sandbox` so that `+N`, `today` and the checks
    /// of dates agree with the sandbox's.
    pub fn today(&self) -> NaiveDate {
        self.clock.today()
    }

    /// Now, by this run's clock.
    pub fn moment(&self) -> NaiveDateTime {
        self.clock.moment()
    }

    /// Now in Unix seconds, by this run's clock (see `Clock::now_unix`).
    pub fn now_unix(&self) -> i64 {
        self.clock.now_unix()
    }

    /// The sandbox state file used by `--sandbox` and by `travel sandbox serve` by default.
    pub fn sandbox_state(&self) -> Result<PathBuf> {
        Ok(self.paths()?.sandbox_state())
    }

    /// The API client, built on first use: the sandbox for `--sandbox`, else the
    /// credentials of the chosen environment against its base URL (or `--base-url`).
    pub fn api(&self) -> Result<&Client> {
        if let Some(c) = self.client.get() {
            return Ok(c);
        }
        let client = self.build_client(None)?;
        Ok(self.client.get_or_init(|| client))
    }

    /// A client with the given credentials (for `auth login` and `auth status`).
    pub fn api_with(&self, creds: Credentials) -> Result<Client> {
        self.build_client(Some(creds))
    }

    fn build_client(&self, creds: Option<Credentials>) -> Result<Client> {
        let timeout = Duration::from_secs(self.global.timeout.max(1));
        if self.global.sandbox {
            let addr = self.in_process_sandbox(&self.sandbox_state()?)?;
            return Client::new(api::Config {
                base_url: format!("http://{addr}"),
                links_base: Some(travel_sandbox::IN_PROCESS_ORIGIN.to_string()),
                credentials: creds.unwrap_or_else(Credentials::sandbox),
                // A new port each run: a cached token would never be found again.
                cache_dir: None,
                verbose: self.global.verbose,
                notes: self.out.notes(),
                timeout,
                spinner: self.out.spinner(),
                ca_file: None,
            });
        }
        let base_url = self
            .global
            .base_url
            .clone()
            .unwrap_or_else(|| self.global.environment.base_url().to_string());
        self.client_at(base_url, self.global.base_url.is_some(), creds)
    }

    /// A client of the server at `url` with these credentials (an operator's, whose
    /// bearer replaces them: see `Client::with_bearer`).
    pub fn api_as(&self, url: &str, creds: Credentials) -> Result<Client> {
        self.client_at(url.trim_end_matches('/').to_string(), true, Some(creds))
    }

    /// A client of a `travel sandbox serve` at `url` (`sandbox clock|reset|scenarios
    /// --url`), with the credentials `--base-url URL` would use: the tenant it acts on
    /// is their client id's.
    pub fn api_at(&self, url: &str) -> Result<Client> {
        self.client_at(url.trim_end_matches('/').to_string(), true, None)
    }

    fn client_at(
        &self,
        base_url: String,
        given: bool,
        creds: Option<Credentials>,
    ) -> Result<Client> {
        let timeout = Duration::from_secs(self.global.timeout.max(1));
        let credentials = match creds {
            Some(c) => c,
            None => match credentials::resolve(
                self.global.environment,
                given.then_some(base_url.as_str()),
                self.store(),
            ) {
                Ok(c) => c,
                // a `travel sandbox serve` of this machine takes any: none are needed
                Err(_) if self.served().takes_any_credentials(&base_url) => Credentials::sandbox(),
                Err(e) => return Err(e),
            },
        };
        let served_ca = self.served().ca_file(&base_url);
        Client::new(api::Config {
            base_url,
            links_base: None,
            credentials,
            cache_dir: self.run.paths.as_ref().map(|p| p.cache.clone()),
            verbose: self.global.verbose,
            notes: self.out.notes(),
            timeout,
            spinner: self.out.spinner(),
            // a `travel sandbox serve --tls` of this machine: its own CA; else the
            // variable OpenSSL-based tools read: one setting for them and travel
            ca_file: served_ca.or_else(|| {
                std::env::var_os("SSL_CERT_FILE")
                    .filter(|f| !f.is_empty())
                    .map(PathBuf::from)
            }),
        })
    }

    /// Print a response: the body as received with `--json`, else the table the
    /// command builds from it. An empty table is a note on stderr, not an error.
    pub fn show<T>(
        &self,
        resp: &api::Reply<T>,
        empty: &str,
        build: impl FnOnce(&Value) -> Result<Table>,
    ) -> Result<()> {
        if self.global.json {
            return self.out.body(&resp.body);
        }
        // Warnings the service attached (e.g. ids it did not find) would be lost in a
        // table: say them on stderr.
        for w in resp
            .body
            .get("warnings")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let title = w.get("title").and_then(Value::as_str).unwrap_or("WARNING");
            let detail = w.get("detail").and_then(Value::as_str).unwrap_or("");
            let at = w
                .pointer("/source/pointer")
                .or_else(|| w.pointer("/source/parameter"))
                .and_then(Value::as_str)
                .map(|p| format!(" [{p}]"))
                .unwrap_or_default();
            self.note(&format!("warning: {title}: {detail}{at}"));
        }
        let table = build(&resp.body)?;
        if table.is_empty() {
            self.note(empty);
            return Ok(());
        }
        self.out.table(&table)
    }

    /// Print a reply: the body as received with `--json`, else the table the command
    /// builds from its typed data.
    pub fn show_data<T: AsRef<D>, D: ?Sized>(
        &self,
        reply: &api::Reply<T>,
        empty: &str,
        build: impl FnOnce(&D) -> Result<Table>,
    ) -> Result<()> {
        self.show(reply, empty, |_| build(reply.data.as_ref()))
    }

    /// A note for the person: stderr, never mixed with the data on stdout.
    pub fn note(&self, message: &str) {
        self.out.note(message);
    }

    /// Where requests go, for the journal and booking summaries: sandbox, test or
    /// production. A base URL that answered as the sandbox (`travel sandbox serve`) is
    /// the sandbox, whatever `--env` says.
    pub fn environment_name(&self) -> String {
        let answered_by_sandbox = self.client.get().is_some_and(Client::saw_sandbox);
        if self.global.sandbox {
            "sandbox".into()
        } else if let Some(url) = &self.global.base_url {
            let env = if answered_by_sandbox {
                "sandbox"
            } else {
                self.global.environment.name()
            };
            format!("{env} via {url}")
        } else {
            self.global.environment.name().into()
        }
    }

    /// Where this run's requests go, for what saved results record and are checked
    /// against (`environment::Origin`): the in-process sandbox, a base URL (the sandbox when it
    /// has answered as one), or the environment.
    pub fn origin(&self) -> crate::environment::Origin {
        let (service, sandbox) = if self.global.sandbox {
            ("sandbox".to_string(), true)
        } else if let Some(url) = &self.global.base_url {
            // known before anything is sent (a sandbox offer is good at any sandbox):
            // a server of this machine recorded itself; any other once it answered
            let sandbox =
                self.client.get().is_some_and(Client::saw_sandbox) || self.served().is_sandbox(url);
            (url.trim_end_matches('/').to_string(), sandbox)
        } else {
            (self.global.environment.name().to_string(), false)
        };
        crate::environment::Origin { service, sandbox }
    }

    /// Called once at the end of a run: say so when the answers came from the sandbox,
    /// so nobody mistakes its fares for real ones.
    pub fn finish(&self) {
        if self.client.get().is_some_and(Client::saw_sandbox) {
            if self.global.sandbox_by_default {
                self.note(SANDBOX_BY_DEFAULT_NOTE);
            } else {
                self.note(SANDBOX_NOTE);
            }
        }
    }
}

impl Ctx {
    /// The in-process sandbox serving `state`, started on first use and then kept for
    /// the run (see `Run::sandboxes`).
    fn in_process_sandbox(&self, state: &Path) -> Result<SocketAddr> {
        let mut started = self.run.sandboxes.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(addr) = started.get(state) {
            return Ok(*addr);
        }
        let addr = travel_sandbox::start_in_process(state)?;
        started.insert(state.to_path_buf(), addr);
        Ok(addr)
    }

    /// The servers of this machine (`travel sandbox serve`), as they record themselves
    /// in the one registry of running servers, a file in the user's cache folder;
    /// without a home directory none is known and none is recorded.
    pub fn served(&self) -> travel_sandbox::Registry {
        travel_sandbox::Registry::at(self.run.paths.as_ref().map(|p| p.cache.join(SERVED)))
    }
}

/// The registry's file in the user's cache folder (the name it has had since servers
/// first recorded themselves there).
const SERVED: &str = "served-sandboxes.json";

/// The clock a context reads dates by: with `--sandbox`, the in-process sandbox's
/// clock of its own tenant (the client id of its credentials), read from its state
/// file; else real time.
fn sandbox_clock(global: &GlobalArgs, run: &Run) -> Clock {
    match (&run.paths, global.sandbox) {
        (Some(paths), true) => travel_sandbox::control::clock_at(
            &paths.sandbox_state(),
            &Credentials::sandbox().client_id,
        ),
        _ => Clock::REAL,
    }
}

/// Said at the end of a run the sandbox answered.
pub const SANDBOX_NOTE: &str =
    "note: answered by the travel sandbox: simulated fares and availability";

/// Said at the end of a run the sandbox answered because nothing was configured.
pub const SANDBOX_BY_DEFAULT_NOTE: &str = "note: answered by the travel sandbox (nothing configured): simulated fares; for the real service, `travel config set environment production` or --base-url";

/// The sandbox could not start: a port in use is the user's to change (exit 2), and so
/// are certificate files that cannot be used, and a state file a newer travel migrated
/// (its data are intact: nothing proposes to start afresh); a state file that cannot be
/// opened is not. Only a file that is not a state file or is damaged is proposed a
/// fresh start: any other failure (a storage full, read-only, not permitted) leaves the
/// state intact, and is said to.
impl From<travel_sandbox::Failure> for crate::error::Error {
    fn from(f: travel_sandbox::Failure) -> Self {
        match f {
            travel_sandbox::Failure::Listen(m) => crate::error::Error::usage(m),
            travel_sandbox::Failure::State(m) => crate::error::Error::unexpected(m),
            travel_sandbox::Failure::Unreadable(m) => crate::error::Error::unexpected(m)
                .with_hint("`travel sandbox reset --fresh` starts afresh, the file copied aside first"),
            travel_sandbox::Failure::Damaged(m) => crate::error::Error::unexpected(m).with_hint(
                "nothing was served from it and it is left as it is: `travel sandbox serve --recover` keeps what SQLite can read of it, `travel sandbox reset --fresh` (or `serve --fresh`) starts afresh; the copy stays either way",
            ),
            travel_sandbox::Failure::Storage(m) => crate::error::Error::unexpected(m).with_hint(
                "the sandbox's state is left as it was: if its disk is full or read-only, free some space or make it writable, then run again",
            ),
            travel_sandbox::Failure::Newer(m) => crate::error::Error::usage(m)
                .with_hint("use it with the newer travel that wrote it"),
            travel_sandbox::Failure::Tls(m) => crate::error::Error::usage(m),
            travel_sandbox::Failure::Database(m) => crate::error::Error::unexpected(m).with_hint(
                "what the database holds is left as it was: check that PostgreSQL runs and that \
                 TRAVEL_SANDBOX_DATABASE_URL (or --state) names it, with its user and password",
            ),
        }
    }
}

/// What unit tests hand a `Ctx` instead of the terminal, stdin and the keyring.
#[cfg(test)]
pub mod testing {
    use std::path::{Path, PathBuf};

    use clap::Parser;

    use crate::credentials::{MemoryStore, SecretStore};
    use crate::globals::GlobalArgs;
    use crate::output::Captured;
    use crate::prompt::{Prompter, Script};

    /// What stdin is.
    pub enum TestStdin {
        /// A terminal a person types at: prompts are possible, nothing is piped in.
        Terminal,
        /// Piped text: no prompts.
        Piped(String),
    }

    pub struct Doubles {
        pub prompter: Box<dyn Prompter>,
        pub stdin: TestStdin,
        pub store: Box<dyn SecretStore>,
        /// The cache and data directories go under it (`cache/`, `data/`).
        pub home: PathBuf,
        /// What the command prints to stdout, and to stderr: keep a clone to read it.
        pub stdout: Captured,
        pub stderr: Captured,
    }

    impl Doubles {
        /// On a terminal, with this script, an empty in-memory store, files under `home`.
        pub fn terminal(script: &Script, home: &Path) -> Self {
            Doubles {
                prompter: Box::new(script.clone()),
                stdin: TestStdin::Terminal,
                store: Box::new(MemoryStore::default()),
                home: home.to_path_buf(),
                stdout: Captured::default(),
                stderr: Captured::default(),
            }
        }

        /// Without a terminal, `text` piped in, an empty in-memory store, files under `home`.
        pub fn piped(text: &str, home: &Path) -> Self {
            Doubles {
                prompter: Box::new(Script::new()),
                stdin: TestStdin::Piped(text.to_string()),
                store: Box::new(MemoryStore::default()),
                home: home.to_path_buf(),
                stdout: Captured::default(),
                stderr: Captured::default(),
            }
        }
    }

    /// What a run printed to each stream, and its exit code.
    #[derive(Debug)]
    pub struct Printed {
        pub code: u8,
        pub stdout: String,
        pub stderr: String,
    }

    /// `travel ARGS` run as the binary runs it (the command, the closing note, the
    /// error reported, the exit code), with the doubles given. With `screen`, stdout
    /// is a terminal that wide (as `TRAVEL_FORCE_TTY` and `COLUMNS` pin it), else a pipe.
    pub fn travel(args: &[&str], doubles: Doubles, screen: Option<u16>) -> Printed {
        use clap::{CommandFactory, FromArgMatches};
        let matches = crate::cli::Cli::command()
            .try_get_matches_from(std::iter::once("travel").chain(args.iter().copied()))
            .unwrap_or_else(|e| panic!("travel {args:?}: {e}"));
        let cli = crate::cli::Cli::from_arg_matches(&matches).expect("parsed");
        let (stdout, stderr) = (doubles.stdout.clone(), doubles.stderr.clone());
        let mut ctx = super::Ctx::with_doubles(cli.global.clone(), doubles);
        if let Some(width) = screen {
            ctx.out.stdout_tty = true;
            ctx.out.width = Some(width);
        }
        let code = crate::run(&ctx, &matches, cli.command);
        Printed {
            code,
            stdout: stdout.text(),
            stderr: stderr.text(),
        }
    }

    /// The global flags as parsed from `args` (e.g. `["--sandbox"]`).
    pub fn globals(args: &[&str]) -> GlobalArgs {
        #[derive(Parser)]
        struct Globals {
            #[command(flatten)]
            global: GlobalArgs,
        }
        Globals::parse_from(std::iter::once("travel").chain(args.iter().copied())).global
    }
}

#[cfg(test)]
mod tests {
    use super::testing::{globals, Doubles};
    use super::*;
    use crate::error::Error;
    use crate::error::Kind;
    use crate::prompt::Script;

    #[test]
    fn piped_stdin_is_read_a_line_then_the_rest() {
        let home = tempfile::tempdir().unwrap();
        let ctx = Ctx::with_doubles(
            globals(&[]),
            Doubles::piped("s3cret\r\nmore\nend", home.path()),
        );
        assert!(!ctx.stdin_is_terminal());
        assert_eq!(ctx.read_stdin_line().unwrap(), "s3cret");
        assert_eq!(ctx.read_stdin().unwrap(), "more\nend");
        assert_eq!(ctx.read_stdin_line().unwrap(), "");
    }

    #[test]
    fn prompts_only_on_a_terminal() {
        let home = tempfile::tempdir().unwrap();
        let script = Script::new().expect_confirm("Book", true);
        let ctx = Ctx::with_doubles(globals(&[]), Doubles::terminal(&script, home.path()));
        assert!(ctx.can_prompt() && ctx.stdin_is_terminal());
        assert!(ctx.prompter().confirm("Book?", false).unwrap());

        let mut piped = Doubles::piped("", home.path());
        piped.prompter = Box::new(script.clone().expect_confirm("Book", true));
        let ctx = Ctx::with_doubles(globals(&[]), piped);
        assert!(!ctx.can_prompt());
        let e = ctx.prompter().confirm("Book?", false).unwrap_err();
        assert_eq!(e.kind, Kind::Usage);
        assert_eq!(script.remaining(), 1, "the script was not consulted");
    }

    #[test]
    fn a_state_file_of_a_newer_travel_is_the_users_to_settle_and_never_to_start_afresh() {
        let newer = Error::from(travel_sandbox::Failure::Newer(
            "written by a newer travel".into(),
        ));
        assert_eq!(
            (newer.kind, newer.message.as_str()),
            (Kind::Usage, "written by a newer travel")
        );
        let hint = newer.hint.unwrap_or_default();
        assert!(
            hint.contains("newer travel") && !hint.contains("reset"),
            "{hint}"
        );
        let unreadable = Error::from(travel_sandbox::Failure::Unreadable("damaged".into()));
        assert_eq!(unreadable.kind, Kind::Unexpected);
        assert!(unreadable.hint.unwrap_or_default().contains("reset"));
        // a full or read-only storage holds intact state: nothing proposes a reset
        let full = Error::from(travel_sandbox::Failure::Storage(
            "database or disk is full".into(),
        ));
        assert_eq!(full.kind, Kind::Unexpected);
        let hint = full.hint.unwrap_or_default();
        assert!(
            hint.contains("left as it was") && !hint.contains("reset"),
            "{hint}"
        );
    }

    #[test]
    fn files_go_where_the_context_says() {
        let home = tempfile::tempdir().unwrap();
        let ctx = Ctx::with_doubles(globals(&["--sandbox"]), Doubles::piped("", home.path()));
        assert!(ctx.sandbox_state().unwrap().starts_with(home.path()));
        assert!(ctx.paths().unwrap().cache.starts_with(home.path()));
        assert!(ctx.results_dir().unwrap().starts_with(home.path()));
    }
}
