//! Building a request: the client's configuration, the URL with its path
//! and query percent-encoded, and the headers.

mod build;
mod config;
mod encode;
mod form;
mod header;
mod secret;
mod stream_mode;

pub use build::{build_request, path_parts, resume_after, HttpRequest, Target};
pub use config::{
    ClientConfig, ClientConfigBuilder, CredentialsMode, DEFAULT_BASE_URL, DEFAULT_MAX_RETRIES,
    DEFAULT_PROJECT_HEADER, DEFAULT_TIMEOUT_MS,
};
pub use form::{form_key, Form, FormField, Part};
pub use secret::Secret;
pub use stream_mode::StreamMode;
