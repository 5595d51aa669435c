//! The one context value every command receives: output streams, the lazily built
//! API client (real service, `--base-url`, or the in-process sandbox), the secret
//! store and the user's directories. Commands never reach for these on their own.

use std::cell::OnceCell;
use std::path::PathBuf;
use std::time::Duration;

use directories::ProjectDirs;
use serde_json::Value;

use crate::api::{self, Client};
use crate::cli::GlobalArgs;
use crate::credentials::{self, Credentials, OsKeyring, SecretStore};
use crate::error::{Error, Result};
use crate::output::{self, Output, Table};
use crate::sandbox;

pub struct Ctx {
    pub global: GlobalArgs,
    pub out: Output,
    client: OnceCell<Client>,
    store: Box<dyn SecretStore>,
}

impl Ctx {
    pub fn new(global: GlobalArgs) -> Self {
        let out = Output::detect(global.no_color);
        Ctx {
            global,
            out,
            client: OnceCell::new(),
            store: Box::new(OsKeyring),
        }
    }

    pub fn store(&self) -> &dyn SecretStore {
        self.store.as_ref()
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
            let addr = sandbox::start_in_process(&default_sandbox_state()?)?;
            return Client::new(api::Config {
                base_url: format!("http://{addr}"),
                credentials: creds.unwrap_or_else(Credentials::sandbox),
                // A new port each run: a cached token would never be found again.
                cache_dir: None,
                verbose: self.global.verbose,
                timeout,
            });
        }
        let base_url = self
            .global
            .base_url
            .clone()
            .unwrap_or_else(|| self.global.environment.base_url().to_string());
        let credentials = match creds {
            Some(c) => c,
            None => credentials::resolve(self.global.environment, self.store())?,
        };
        Client::new(api::Config {
            base_url,
            credentials,
            cache_dir: dirs().ok().map(|d| d.cache_dir().to_path_buf()),
            verbose: self.global.verbose,
            timeout,
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
            return self.out.json(&resp.body);
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
            output::note(&format!("warning: {title}: {detail}{at}"));
        }
        let table = build(&resp.body)?;
        if table.is_empty() {
            output::note(empty);
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

    /// Where requests go, for the journal: sandbox, test or production.
    pub fn environment_name(&self) -> String {
        if self.global.sandbox {
            "sandbox".into()
        } else if let Some(url) = &self.global.base_url {
            format!("{} via {url}", self.global.environment.name())
        } else {
            self.global.environment.name().into()
        }
    }

    /// Called once at the end of a run: say so when the answers came from the sandbox,
    /// so nobody mistakes its fares for real ones.
    pub fn finish(&self) {
        if self.client.get().is_some_and(Client::saw_sandbox) {
            output::note("note: answered by the travel sandbox: simulated data, not real fares or availability");
        }
    }
}

/// The user's directories for travel (cache: tokens, last results; data: sandbox state, journal).
pub fn dirs() -> Result<ProjectDirs> {
    ProjectDirs::from("", "", "travel")
        .ok_or_else(|| Error::unexpected("cannot find the home directory (is HOME set?)"))
}

/// The sandbox state file used by `--sandbox` and by `travel sandbox serve` by default.
pub fn default_sandbox_state() -> Result<PathBuf> {
    Ok(dirs()?.data_dir().join(sandbox::STATE_FILE))
}
