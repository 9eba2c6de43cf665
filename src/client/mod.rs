//! The Rust async API: `client.auth().connections().create(&params).await`.
//!
//! The resources and their methods are generated from the API's description
//! (`src/generated/resources.rs`); every method ends in the same call path
//! (`execute.rs`): validate the body, build the request in the core, send it
//! through the transport with the core's retry policy, validate the response,
//! decode it. The SDK's own helpers are in `helpers/`.

mod call;
mod decode;
mod download;
mod events;
mod execute;
mod finish;
mod helpers;
mod page;
mod progress;
mod request_builder;
mod request_options;
mod service_client;
mod session;
mod setters;

pub use download::Download;
pub use events::EventStream;
pub use helpers::WaitOptions;
pub use page::{Page, PageStream};
pub use progress::{DownloadProgress, ListProgress, OnProgress, StreamProgress, WaitProgress};
pub use request_builder::RequestBuilder;
pub use request_options::RequestOptions;
pub use service_client::Client;
pub use session::{ManagedAuthSession, SessionWatch};

// What the JavaScript API builds on (its two modules: src/wasm/mod.rs).
pub(crate) use call::Call;
#[cfg(all(target_arch = "wasm32", feature = "js-flows"))]
pub(crate) use decode::parse_js;
#[cfg(all(target_arch = "wasm32", feature = "js-calls"))]
pub(crate) use events::batch_to_js;
#[cfg(all(target_arch = "wasm32", feature = "js-flows"))]
pub(crate) use helpers::WaitRead;
#[cfg(all(target_arch = "wasm32", feature = "js-flows"))]
pub(crate) use session::{Answer, SharedSession, Watcher};
