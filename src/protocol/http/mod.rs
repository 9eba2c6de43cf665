//! Requests, operations, errors, retries, paging and server-sent events,
//! with no I/O: the transport sends what [`build_request`] returns and hands
//! back statuses, headers and bytes for these functions to interpret.

mod api_names;
mod config;
mod decimal;
mod encode;
mod error;
mod error_body;
mod error_classes;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod generate;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod generate_answers;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod generate_errors;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod generate_shapes;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod generated_file;
mod header;
mod helper;
mod http_date;
mod log_query;
mod method;
mod operation;
mod paging;
// Reading queries from JavaScript values: for the npm package's exports.
#[cfg(any(test, feature = "js-calls"))]
mod params;
mod query;
#[cfg(any(test, feature = "js-calls"))]
mod query_json;
mod reconnect;
mod request;
mod resume;
mod retry;
mod secret;
mod sse;
mod stream_event;
mod stream_mode;
mod validation;

pub use api_names::{ApiMethod, ApiResource, Target, API_METHODS, API_RESOURCES};
pub use config::{
    ClientConfig, ClientConfigBuilder, CredentialsMode, DEFAULT_BASE_URL, DEFAULT_MAX_RETRIES,
    DEFAULT_PROJECT_HEADER, DEFAULT_TIMEOUT_MS,
};
pub(crate) use decimal::decimal;
pub use error::{
    Error, ErrorKind, CODE_ABORTED, CODE_CONNECTION, CODE_INVALID_INPUT, CODE_INVALID_RESPONSE,
    CODE_SESSION_EXPIRED, CODE_STREAM_NOT_RESUMABLE, CODE_TIMEOUT, CODE_UNSUPPORTED_PLATFORM,
};
pub use error_body::error_from_response;
pub use error_classes::{class_of, ErrorClass, ErrorMember, BASE_CLASS, ERROR_CLASSES};
pub use helper::Helper;
pub use log_query::{LogSource, LogStreamQuery};
pub use method::Method;
pub use operation::{Answer, Operation, OperationDef, QueryKind, OPERATIONS};
pub use paging::{next_offset, next_page_query, page_info, PageInfo, PagedQuery};
pub use query::{ListConnectionsQuery, ListProjectsQuery, TimelineQuery};
#[cfg(feature = "js-calls")]
pub(crate) use query_json::{log_stream_pairs, query_pairs};
pub use reconnect::{Disconnect, Next, Reconnector, DEFAULT_MAX_RECONNECTS};
pub use request::{build_request, HttpRequest};
pub use resume::ResumeFilter;
pub use retry::{Outcome, RetryPolicy};
pub use secret::Secret;
pub use sse::{SseEvent, SseParser};
pub(crate) use stream_event::control_item;
pub use stream_event::{classify_event, ends_flow, flow_in_progress, StreamItem};
pub use stream_mode::StreamMode;
