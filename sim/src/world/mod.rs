//! The simulated service's whole state, kept behind one mutex.

mod api_keys;
mod apps;
pub mod audit;
mod browser;
mod browser_pools;
mod computer;
mod connection;
mod credential_providers;
mod credentials;
mod extensions;
pub mod faults;
mod flow;
mod flow_view;
pub mod fs;
pub mod fs_watch;
mod health;
mod invocations;
mod limits;
mod org;
mod process;
mod process_commands;
mod profiles;
mod project;
mod proxies;
mod references;
mod replays;
mod settings;
mod site;
mod state_version;
pub mod telemetry;
mod totp;

pub use api_keys::ApiKeyRecord;
pub use apps::{AppVersion, Deployment, Upload, REGION};
pub use audit::AuditEntry;
pub use browser::{Browser, BrowserSettings, LogLine, LogSource};
pub use browser_pools::Pool;
pub use computer::{Action, Computer, Region, DEFAULT_SCREEN};
pub use connection::{Connection, Handoff};
pub use credential_providers::CredentialProvider;
pub use credentials::SavedCredential;
pub use extensions::Extension;
pub use faults::{BodyFault, Decision, FaultSettings, Faults};
pub use flow::{Account, Flow, Input, MfaMethod, SsoProvider, Stage, Step, SubmitError};
pub use invocations::Invocation;
pub use org::{Org, Plan};
pub use process::{killed_by, Process, SIGNALS};
pub use process_commands::{run, Chunk, Context, Output, Run};
pub use profiles::Profile;
pub use project::{Project, ProjectStatus};
pub use proxies::Proxy;
pub use references::{Ref, References};
pub use replays::Replay;
pub use settings::{Patch, Settings};
pub use site::{ACCOUNTS, SSO_PROVIDERS};
pub use telemetry::TelemetryEvent;
pub use totp::{current as totp_current, decode_base32};

use std::collections::HashMap;

use serde_json::Value;

use crate::clock::{Clock, Millis};
use crate::error::ApiError;
use crate::ids;

/// What a bearer token stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Credential {
    /// An org-wide API key.
    OrgKey,
    /// An API key bound to one project.
    ProjectKey(String),
    /// An org-wide OAuth-style token.
    OAuth,
    /// A handoff JWT usable on one auth connection until it expires.
    ConnectionJwt {
        /// The connection it works for.
        connection_id: String,
        /// When it stops working (simulated clock).
        expires_at: Millis,
    },
}

/// How many received requests `GET /_sim/requests` keeps.
pub const KEPT_REQUESTS: usize = 1000;

/// Everything the simulator knows.
pub struct World {
    /// The simulated clock.
    pub clock: Clock,
    /// The one organization.
    pub org: Org,
    /// Projects in creation order, deleted ones included (soft delete).
    pub projects: Vec<Project>,
    /// Bearer tokens and what they stand for.
    pub credentials: HashMap<String, Credential>,
    /// Auth connections in creation order.
    pub connections: Vec<Connection>,
    /// Browser sessions, stopped ones included (their logs stay readable).
    pub browsers: Vec<Browser>,
    /// Processes started in browser sessions' VMs, in start order.
    pub processes: Vec<Process>,
    /// Browser profiles, in creation order.
    pub profiles: Vec<Profile>,
    /// Proxies in creation order, deleted ones included (soft delete).
    pub proxies: Vec<Proxy>,
    /// Extensions, in upload order.
    pub extensions: Vec<Extension>,
    /// Browser pools in creation order.
    pub pools: Vec<Pool>,
    /// Stored credentials (login values), in creation order.
    pub saved_credentials: Vec<SavedCredential>,
    /// External credential providers, in creation order.
    pub credential_providers: Vec<CredentialProvider>,
    /// Fault injection.
    pub faults: Faults,
    /// Requests received (secrets masked), oldest first.
    pub requests: Vec<Value>,
    /// Deployments, newest last.
    pub deployments: Vec<Deployment>,
    /// App versions the deployments made, newest last.
    pub app_versions: Vec<AppVersion>,
    /// Invocations, newest last.
    pub invocations: Vec<Invocation>,
    /// API keys made through the API, deleted ones included.
    pub api_keys: Vec<ApiKeyRecord>,
    /// The audit log, oldest first.
    pub audit: Vec<AuditEntry>,
}

impl World {
    /// A fresh world with the Default project, the given org-wide keys and
    /// the fault seed.
    pub fn new(api_keys: &[String], seed: u64) -> World {
        let clock = Clock::new();
        let now = clock.now();
        let default = Project::new(ids::token("proj_", 16), "Default".into(), now);
        let org = Org::new(default.id.clone());
        let credentials = api_keys
            .iter()
            .map(|k| (k.clone(), Credential::OrgKey))
            .collect();
        World {
            clock,
            org,
            projects: vec![default],
            credentials,
            connections: Vec::new(),
            browsers: Vec::new(),
            processes: Vec::new(),
            profiles: Vec::new(),
            proxies: Vec::new(),
            extensions: Vec::new(),
            pools: Vec::new(),
            saved_credentials: Vec::new(),
            credential_providers: Vec::new(),
            faults: Faults::new(seed),
            requests: Vec::new(),
            deployments: Vec::new(),
            app_versions: Vec::new(),
            invocations: Vec::new(),
            api_keys: Vec::new(),
            audit: Vec::new(),
        }
    }

    /// Applies whatever the passing of time has caused since the last call:
    /// flow steps, flow expiry, scheduled health checks.
    pub fn tick(&mut self) {
        let now = self.clock.now();
        for i in 0..self.connections.len() {
            self.advance_flow(i, now);
        }
        self.run_health_checks(now);
    }

    fn advance_flow(&mut self, i: usize, now: Millis) {
        let Some(conn) = self.connections.get_mut(i) else {
            return;
        };
        let mut changed = false;
        while conn.flow.as_mut().is_some_and(|f| f.advance(now)) {
            changed = true;
            conn.record_flow(now);
        }
        if changed {
            self.after_flow_change(i, now);
        }
    }

    /// Logs the flow's new step in its browser and settles a finished flow.
    pub fn after_flow_change(&mut self, i: usize, now: Millis) {
        let Some(conn) = self.connections.get_mut(i) else {
            return;
        };
        let Some(flow) = &conn.flow else { return };
        let line = format!(
            "flow {} {}",
            flow_view::status_name(flow.status),
            flow_view::step_name(flow.step)
        );
        let browser_id = conn.browser_session_id.clone();
        let stop = conn.settle();
        if let Some(b) = browser_id.and_then(|id| self.browser_mut(&id)) {
            b.log(LogSource::Path(FLOW_LOG.into()), line, now);
        }
        if let Some(b) = stop.and_then(|id| self.browser_mut(&id)) {
            b.stop(now);
        }
    }

    /// The live (not deleted) project with this id.
    pub fn project(&self, id: &str) -> Option<&Project> {
        self.projects.iter().find(|p| !p.deleted && p.id == id)
    }

    /// The live project with this id, mutable.
    pub fn project_mut(&mut self, id: &str) -> Option<&mut Project> {
        self.projects.iter_mut().find(|p| !p.deleted && p.id == id)
    }

    /// The live project whose id, or else whose name, is `id_or_name`.
    pub fn project_by_id_or_name(&self, id_or_name: &str) -> Option<&Project> {
        self.project(id_or_name).or_else(|| {
            self.projects
                .iter()
                .find(|p| !p.deleted && p.name == id_or_name)
        })
    }

    /// Whether the project still owns resources that block its deletion:
    /// auth connections or running browsers.
    pub fn project_has_active_resources(&self, id: &str) -> bool {
        self.connections.iter().any(|c| c.project_id == id) || self.running_browsers(Some(id)) > 0
    }

    /// Live projects in creation order.
    pub fn live_projects(&self) -> impl Iterator<Item = &Project> {
        self.projects.iter().filter(|p| !p.deleted)
    }

    /// The connection with this id, in any project.
    pub fn connection(&self, id: &str) -> Option<&Connection> {
        self.connections.iter().find(|c| c.id == id)
    }

    /// The connection with this id, mutable.
    pub fn connection_mut(&mut self, id: &str) -> Option<&mut Connection> {
        self.connections.iter_mut().find(|c| c.id == id)
    }

    /// The index of the connection with this id.
    pub fn connection_index(&self, id: &str) -> Option<usize> {
        self.connections.iter().position(|c| c.id == id)
    }

    /// The browser with this id, in any project.
    pub fn browser(&self, id: &str) -> Option<&Browser> {
        self.browsers.iter().find(|b| b.id == id)
    }

    /// The browser with this id, mutable.
    pub fn browser_mut(&mut self, id: &str) -> Option<&mut Browser> {
        self.browsers.iter_mut().find(|b| b.id == id)
    }

    /// Starts a browser in the project if its caps allow; returns its id.
    pub fn start_browser(
        &mut self,
        project_id: &str,
        connection_id: Option<String>,
        settings: BrowserSettings,
    ) -> Result<String, ApiError> {
        self.check_capacity(project_id)?;
        let id = ids::token("br_", 20);
        let now = self.clock.now();
        let extensions = self.extensions_to_load(&settings.extension_ids, now);
        let mut browser = Browser::start(
            id.clone(),
            project_id.to_string(),
            connection_id,
            settings,
            now,
        );
        if !extensions.is_empty() {
            let names: Vec<&str> = extensions.keys().map(String::as_str).collect();
            let message = format!("chromium started with extensions {}", names.join(", "));
            browser.log(LogSource::Supervisor("chromium".into()), message, now);
            browser.extensions = extensions;
        }
        self.browsers.push(browser);
        Ok(id)
    }

    /// Stops the browser with this id; a login flow it was driving is
    /// CANCELED.
    pub fn stop_browser(&mut self, id: &str) -> Result<(), ApiError> {
        let now = self.clock.now();
        self.browser_mut(id)
            .ok_or_else(|| ApiError::not_found("not_found", format!("browser {id} not found")))?
            .stop(now);
        let driving = self
            .connections
            .iter()
            .position(|c| c.browser_session_id.as_deref() == Some(id) && c.flow_in_progress());
        if let Some(index) = driving {
            if let Some(conn) = self.connections.get_mut(index) {
                if let Some(flow) = conn.flow.as_mut() {
                    flow.cancel();
                }
                conn.record_flow(now);
            }
            self.after_flow_change(index, now);
        }
        Ok(())
    }
}

/// The log file the simulated browser writes flow steps to.
pub const FLOW_LOG: &str = "/var/log/managed-auth.log";
