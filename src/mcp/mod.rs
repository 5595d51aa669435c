//! `travel mcp`: the CLI's operations as Model Context Protocol tools, for AI
//! assistants, over stdio or Streamable HTTP on loopback (the protocol is the official
//! Rust SDK's, `rmcp`).
//!
//! - `catalogue`: which commands are tools, and which of them sell or cancel.
//! - `schema`: a tool's input schema and command line, from its command's arguments.
//! - `call`: a tool call as its command run in-process, and its result.
//! - `confirm`: the person's explicit yes through the client (elicitation).
//! - `passports`: documents stored beforehand, never passed through the model.
//! - `http`: the Streamable HTTP transport on a loopback address.

mod call;
mod catalogue;
mod confirm;
mod http;
mod passports;
mod schema;

use std::borrow::Cow;
use std::sync::{Arc, OnceLock};

use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, Implementation,
    ListToolsResult, PaginatedRequestParams, ProtocolVersion, ServerCapabilities, ServerConfig,
    Tool, ToolAnnotations,
};
use rmcp::service::{ElicitationMode, RequestContext, RoleServer};
use rmcp::{ErrorData, ServerHandler, ServiceExt};
use serde_json::Map;

use crate::error::{Error, Result};
use crate::globals::GlobalArgs;
use call::Outcome;
use catalogue::Writes;

/// What an assistant is told about the server when it connects.
const INSTRUCTIONS: &str = "travel: search, price and book flights and hotels (the Amadeus Self-Service API, or travel's sandbox). \
Results are numbered as on the command line: flights_search numbers its offers, and flights_show, flights_price, flights_fares, flights_seats and flights_book take those numbers; hotels_offers numbers hotel offers for hotels_offer and hotels_book. \
flights_book, hotels_book and order_cancel ask the person to confirm through the client before anything is sent; they refuse with a client that cannot ask. \
Card and passport numbers are never tool arguments: the person stores them for the server beforehand. \
Each result names the equivalent `travel` command line.";

/// The command line the server offers as tools: its clap tree (the tools' schemas and
/// the parsing of a call's words) and how one parsed line runs in a context. The
/// binary's top hands it in, so that this module sees nothing of the commands above it.
#[derive(Clone, Copy)]
pub struct Commands {
    pub tree: fn() -> clap::Command,
    pub run: fn(&crate::ctx::Ctx, &clap::ArgMatches) -> Result<()>,
}

/// The server: the global flags every call runs with, and one booking at a time.
#[derive(Clone)]
pub struct Server {
    global: GlobalArgs,
    /// What the run settled (folders, trip, the in-process sandboxes): every tool
    /// call's context shares it.
    settled: crate::ctx::Run,
    commands: Commands,
    /// Held while a writing tool runs, confirmation included: two bookings of the same
    /// thing asked at once must meet the journal one after the other, and the second
    /// then finds the first there.
    writing: Arc<tokio::sync::Mutex<()>>,
}

impl Server {
    pub fn new(global: GlobalArgs, settled: crate::ctx::Run, commands: Commands) -> Self {
        Server {
            global,
            settled,
            commands,
            writing: Arc::default(),
        }
    }
}

/// The tools, built once from the clap tree (there is one tree in a process).
fn tools(tree: fn() -> clap::Command) -> &'static [Tool] {
    static TOOLS: OnceLock<Vec<Tool>> = OnceLock::new();
    TOOLS.get_or_init(|| {
        let output = Arc::new(call::output_schema());
        catalogue::TOOLS
            .iter()
            .map(|t| {
                let cmd = schema::command_of(tree, t);
                let about = cmd
                    .get_long_about()
                    .or(cmd.get_about())
                    .map(|a| a.to_string())
                    .unwrap_or_default();
                let line = format!("travel {}", t.command.join(" "));
                let description = match t.writes {
                    Writes::No => format!("{about}\n\n(`{line}`)"),
                    Writes::Yes => format!(
                        "{about}\n\n(`{line}`) The person is asked to confirm through the client, with the summary the command line shows (environment, what, who, total); nothing is sent without their explicit yes. Card and passport numbers are never arguments: they are stored for the server beforehand."
                    ),
                };
                let annotations = match t.writes {
                    Writes::No => ToolAnnotations::new().read_only(true),
                    Writes::Yes => ToolAnnotations::new()
                        .read_only(false)
                        .destructive(t.name == "order_cancel")
                        .idempotent(false),
                }
                .open_world(true);
                Tool::new(
                    t.name,
                    description,
                    Arc::new(schema::input_schema(&cmd)),
                )
                .with_raw_output_schema(output.clone())
                .with_annotations(annotations)
            })
            .collect()
    })
}

impl ServerHandler for Server {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new("travel", env!("CARGO_PKG_VERSION")))
            .with_instructions(INSTRUCTIONS)
    }

    /// The versions whose sessions let a server ask the client (elicitation) in the
    /// middle of a call; the confirmation of a booking needs it.
    fn supported_protocol_versions(&self) -> Cow<'static, [ProtocolVersion]> {
        Cow::Borrowed(ProtocolVersion::known_up_to(&ProtocolVersion::V_2025_11_25))
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> std::result::Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(
            tools(self.commands.tree).to_vec(),
        ))
    }

    fn get_tool(&self, name: &str) -> Option<Tool> {
        tools(self.commands.tree)
            .iter()
            .find(|t| t.name == name)
            .cloned()
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> std::result::Result<CallToolResponse, ErrorData> {
        let Some(tool) = catalogue::find(&request.name) else {
            return Err(ErrorData::invalid_params(
                format!("no tool {:?}", request.name),
                None,
            ));
        };
        let arguments = request.arguments.unwrap_or_default();
        let outcome = self.call(tool, arguments, context).await;
        let mut result = if outcome.is_error {
            CallToolResult::error(vec![ContentBlock::text(outcome.text)])
        } else {
            CallToolResult::success(vec![ContentBlock::text(outcome.text)])
        };
        result.structured_content = Some(outcome.structured);
        Ok(result.into())
    }
}

impl Server {
    async fn call(
        &self,
        tool: &'static catalogue::Tool,
        arguments: Map<String, serde_json::Value>,
        context: RequestContext<RoleServer>,
    ) -> Outcome {
        let cmd = schema::command_of(self.commands.tree, tool);
        let mut argv = match schema::argv(&cmd, &arguments) {
            Ok(a) => a,
            Err(e) => {
                let line = format!("travel {}", tool.command.join(" "));
                return call::failed(&e, &line, "");
            }
        };
        let global = self.global.clone();
        let settled = self.settled.clone();
        let commands = self.commands;
        if tool.writes == Writes::No {
            return blocking(move || {
                call::run(
                    &global,
                    &settled,
                    commands,
                    tool,
                    &argv,
                    &call::Streams::new(),
                    None,
                    String::new(),
                )
            })
            .await;
        }
        let line = schema::command_line(&global, tool, &argv);
        let peer = context.peer.clone();
        if !peer
            .supported_elicitation_modes()
            .contains(&ElicitationMode::Form)
        {
            let e = Error::usage(
                "this client cannot ask the person to confirm (it has no elicitation): nothing was sent",
            )
            .with_hint(format!("run it in a terminal instead: `{line}`"));
            return call::failed(&e, &line, "");
        }
        // the documents of the travellers, as a script gives them; never from the model
        let mut stdin = String::new();
        if tool.name == "flights_book" {
            let stored = match passports::from_env() {
                Ok(s) => s,
                Err(e) => return call::failed(&e, &line, ""),
            };
            let travellers: Vec<String> = arguments
                .get("traveler")
                .and_then(|t| t.as_array())
                .map(|t| {
                    t.iter()
                        .filter_map(|v| v.as_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default();
            stdin = passports::stdin_for(&travellers, &stored, &crate::credentials::OsKeyring);
            argv.insert(0, "--passport-stdin".into());
        }
        let _one_at_a_time = self.writing.lock().await;
        let runtime = tokio::runtime::Handle::current();
        blocking(move || {
            let streams = call::Streams::new();
            let ask = confirm::Elicit::new(peer, runtime, streams.transcript.clone());
            call::run(
                &global,
                &settled,
                commands,
                tool,
                &argv,
                &streams,
                Some(Box::new(ask)),
                stdin,
            )
        })
        .await
    }
}

/// A command run on a thread of its own: it blocks (HTTP, files, the person's answer).
async fn blocking(f: impl FnOnce() -> Outcome + Send + 'static) -> Outcome {
    match tokio::task::spawn_blocking(f).await {
        Ok(o) => o,
        Err(e) => call::failed(&Error::unexpected(format!("the tool stopped: {e}")), "", ""),
    }
}

pub use http::{bind, origin, PATH};

/// Serve until the client leaves: over stdio, or over Streamable HTTP on `http` (a
/// listener from `bind`, and the browser origins allowed besides the server's own,
/// from `origin`).
pub fn serve(
    global: GlobalArgs,
    settled: crate::ctx::Run,
    commands: Commands,
    http: Option<(std::net::TcpListener, Vec<String>)>,
) -> Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| Error::unexpected(format!("cannot start the server: {e}")))?;
    let server = Server::new(global, settled, commands);
    runtime.block_on(async move {
        match http {
            Some((listener, origins)) => http::serve(server, listener, origins).await,
            None => {
                let running = server
                    .serve(rmcp::transport::stdio())
                    .await
                    .map_err(|e| Error::unexpected(format!("MCP session failed to start: {e}")))?;
                running
                    .waiting()
                    .await
                    .map_err(|e| Error::unexpected(format!("MCP session ended badly: {e}")))?;
                Ok(())
            }
        }
    })
}
