//! The client: configuration plus the entry points to every resource.

use std::fmt;
use std::rc::Rc;

use js_sys::Function;

use crate::protocol::request::ClientConfig;

/// A client of the service. Cheap to clone; clones share configuration.
/// `Debug` shows the configuration, its key as `***`.
///
/// It sends from a browser (a wasm32 build). It compiles for every target,
/// but off wasm32 (a server build) every call fails at once with
/// [`ErrorKind::UnsupportedPlatform`](crate::ErrorKind::UnsupportedPlatform),
/// sending nothing.
///
/// ```no_run
/// # async fn run() -> Result<(), browser_cloud_sdk::Error> {
/// use browser_cloud_sdk::{Client, ClientConfig};
/// let config = ClientConfig::builder()
///     .base_url("http://127.0.0.1:8787")
///     .api_key("sk_test_org")
///     .build()?;
/// let client = Client::new(config);
/// let page = client.projects().list(&Default::default()).await?;
/// for project in &page.items {
///     println!("{} ({:?})", project.name, project.status);
/// }
/// # Ok(()) }
/// ```
#[derive(Clone)]
pub struct Client {
    pub(crate) inner: Rc<Inner>,
}

impl fmt::Debug for Client {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Client")
            .field("config", &self.inner.config)
            .field("custom_fetch", &self.inner.fetch.is_some())
            .finish()
    }
}

pub(crate) struct Inner {
    pub(crate) config: ClientConfig,
    pub(crate) fetch: Option<Function>,
}

impl Client {
    /// A client that sends through the global `fetch`.
    pub fn new(config: ClientConfig) -> Self {
        Self::with_fetch(config, None)
    }

    /// A client that sends through `fetch` when given (called as
    /// `fetch(url, init)`, like the global), for instrumentation or tests.
    pub fn with_fetch(config: ClientConfig, fetch: Option<Function>) -> Self {
        Self {
            inner: Rc::new(Inner { config, fetch }),
        }
    }

    /// The client's configuration.
    pub fn config(&self) -> &ClientConfig {
        &self.inner.config
    }
}
