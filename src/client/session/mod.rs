//! `ManagedAuthSession`: a page's own view of one login flow, through the
//! handoff. The decisions (reading the `hosted_url`, applying events,
//! the prompt, what a submit sends, when to poll) are the core's
//! ([`crate::protocol::session`]); this module runs its requests.

mod shared;
mod watch;
mod watcher;

use std::collections::BTreeMap;
use std::fmt;
use std::rc::Rc;

use js_sys::Function;

use crate::protocol::model::{AuthConnection, SubmitParams, SubmitResponse};
use crate::protocol::request::ClientConfigBuilder;
use crate::protocol::response::Error;
use crate::protocol::session::{
    submit_body, values_json, LoginPrompt, PromptChoice, DEFAULT_POLL_INTERVAL_MS,
};

use super::decode::decode;
use super::request_options::RequestOptions;

pub(crate) use shared::{Answer, SharedSession};
pub use watch::SessionWatch;
pub(crate) use watcher::Watcher;

/// One login flow, driven from a web page that holds no API key.
///
/// Made from the `hosted_url` a backend got from `login`: the session
/// exchanges its one-time code for a token scoped to that connection, and
/// keeps the token in memory only (never in storage, a URL, a log, an
/// error or `Debug` output). It then reads the flow, follows it and submits
/// to it. A 401 while it runs (the token expired) fails with
/// [`ErrorKind::SessionExpired`](crate::ErrorKind::SessionExpired).
///
/// Clones share the session: its state, its token, and `close()`.
///
/// ```no_run
/// # async fn run(hosted_url: &str) -> Result<(), browser_cloud_sdk::Error> {
/// use std::collections::BTreeMap;
/// use browser_cloud_sdk::{ClientConfig, ManagedAuthSession};
/// use futures_core::Stream;
///
/// let config = ClientConfig::builder().base_url("https://api.onkernel.com");
/// let session = ManagedAuthSession::from_hosted_url(hosted_url, config).await?;
/// let mut states = session.watch();
/// while let Some(state) = std::future::poll_fn(|cx| std::pin::Pin::new(&mut states).poll_next(cx)).await {
///     let state = state?;
///     let prompt = session.prompt().expect("a state was read");
///     if prompt.fields.iter().any(|field| field.id == "password") {
///         let values = BTreeMap::from([("identifier".into(), "me@example.com".into()), ("password".into(), "...".into())]);
///         session.submit_fields(&values).await?;
///     }
///     println!("{:?} {:?}", state.flow_status, state.flow_step);
/// }
/// # Ok(()) }
/// ```
#[derive(Clone)]
pub struct ManagedAuthSession {
    shared: Rc<SharedSession>,
    poll_interval_ms: u32,
}

impl fmt::Debug for ManagedAuthSession {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ManagedAuthSession")
            .field("connection_id", &self.shared.connection_id())
            .field("client", self.shared.client())
            .field("poll_interval_ms", &self.poll_interval_ms)
            .field("closed", &self.shared.closed())
            .finish()
    }
}

impl ManagedAuthSession {
    /// Reads the connection id (the last path segment) and the one-time
    /// handoff `code` (query) from `hosted_url`, and exchanges the code
    /// (`POST /auth/connections/{id}/exchange`) for a token scoped to that
    /// connection. `config` supplies the base URL, timeout, retries and
    /// stream mode; the token becomes its key. Every option is checked
    /// before the code is spent (so `StreamMode::EventSource`, which cannot
    /// send the token, is refused first), and so is the URL's origin: it
    /// must be one of the service's (see
    /// [`AllowedOrigins`](crate::protocol::session::AllowedOrigins); the
    /// base URL's is one), else the session fails with `InvalidInput`
    /// naming `hosted_url`, as a malformed URL does; a used or wrong code
    /// with `Authentication`. Off wasm32 (a server build) it fails with
    /// `UnsupportedPlatform`, spending nothing.
    pub async fn from_hosted_url(
        hosted_url: &str,
        config: ClientConfigBuilder,
    ) -> Result<Self, Error> {
        Self::from_hosted_url_allowing(hosted_url, config, &[]).await
    }

    /// As [`from_hosted_url`](Self::from_hosted_url), with `origins` added
    /// to the service's: each `scheme://host[:port]`, `https` (or `http`
    /// on a loopback host), its host maybe starting with `*.` for any
    /// subdomain. One that is not is refused with `InvalidInput` naming
    /// `allowed_origins[index]`, before anything is sent.
    pub async fn from_hosted_url_allowing(
        hosted_url: &str,
        config: ClientConfigBuilder,
        origins: &[String],
    ) -> Result<Self, Error> {
        let added = (origins, "allowed_origins");
        Ok(ManagedAuthSession {
            shared: Rc::new(
                SharedSession::open(hosted_url, config, added, None::<Function>).await?,
            ),
            poll_interval_ms: DEFAULT_POLL_INTERVAL_MS,
        })
    }

    /// Polls every `ms` milliseconds when a watch's event stream fails
    /// (default [`DEFAULT_POLL_INTERVAL_MS`]).
    pub fn poll_interval_ms(mut self, ms: u32) -> Self {
        self.poll_interval_ms = ms;
        self
    }

    /// The connection's id.
    pub fn connection_id(&self) -> &str {
        self.shared.connection_id()
    }

    /// Whether `url` is on an origin the flow's URLs may have, as the
    /// `hosted_url` was checked: ask it before framing a `live_view_url`.
    pub fn allows(&self, url: &str) -> bool {
        self.shared.allows(url)
    }

    /// The latest state: the record as last read, with the flow fields of
    /// each later `managed_auth_state` event applied. `None` until the
    /// first read (a watch, or a submit before one).
    pub fn state(&self) -> Option<AuthConnection> {
        decode(self.shared.state()?.as_bytes()).ok()
    }

    /// What the flow awaits now, from [`state`](Self::state); `None` until
    /// the first read.
    pub fn prompt(&self) -> Option<LoginPrompt> {
        self.shared.prompt()
    }

    /// Watches the flow: a stream of states, see [`SessionWatch`]. It follows
    /// the flow's events (reconnecting as event streams do) and, if the
    /// stream fails with anything but a refused token, polls the record
    /// every poll interval instead.
    pub fn watch(&self) -> SessionWatch {
        SessionWatch::new(Watcher::new(
            self.shared.clone(),
            self.poll_interval_ms,
            None,
        ))
    }

    /// Submits `params` to the flow, exactly as
    /// [`AuthConnectionsResource::submit`](crate::AuthConnectionsResource::submit) does for this
    /// connection.
    pub async fn submit(&self, params: &SubmitParams) -> Result<SubmitResponse, Error> {
        self.send(Answer::Params(submit_body(params))).await
    }

    /// Submits values by [`PromptField::id`](crate::protocol::session::PromptField::id):
    /// as canonical `fields` when the state has `fields`, else as legacy
    /// `field_values` (by discovered field name). Reads the state first if
    /// there is none yet.
    pub async fn submit_fields(
        &self,
        values: &BTreeMap<String, String>,
    ) -> Result<SubmitResponse, Error> {
        self.send(Answer::Fields(values_json(values))).await
    }

    /// Picks a choice of the current prompt: `selected_choice_id` for a
    /// choice, `mfa_option_id` for an MFA option, `sign_in_option_id` for a
    /// sign-in option, `sso_button_selector` (with `sso_provider`) for an
    /// SSO button. A choice the prompt does not offer now is refused with
    /// `InvalidInput` naming `choice`, before anything is sent.
    pub async fn choose(&self, choice: &PromptChoice) -> Result<SubmitResponse, Error> {
        self.send(Answer::Choice(choice.id.clone(), Some(choice.kind)))
            .await
    }

    async fn send(&self, answer: Answer) -> Result<SubmitResponse, Error> {
        let reply = self
            .shared
            .submit(answer, RequestOptions::default())
            .await?;
        decode(&reply)
    }

    /// Ends everything the session started, at once: every watch ends, and
    /// requests, streams and polls under way stop (later calls fail as
    /// aborted). Idempotent.
    pub fn close(&self) {
        self.shared.close();
    }
}
