//! Reading an answer: the SDK's one error type and the service's error
//! records, the paging headers, and the numbers and dates headers carry.

mod decimal;
mod error;
mod error_body;
mod http_date;
mod paging;
mod validation;

pub(crate) use decimal::decimal;
pub use error::{
    Error, ErrorKind, CODE_ABORTED, CODE_CONNECTION, CODE_INVALID_INPUT, CODE_INVALID_RESPONSE,
    CODE_SESSION_EXPIRED, CODE_STREAM_NOT_RESUMABLE, CODE_TIMEOUT, CODE_UNSUPPORTED_PLATFORM,
};
pub(crate) use error_body::error_from_record;
pub use error_body::error_from_response;
pub(crate) use http_date::parse_http_date_ms;
pub use paging::{next_offset, page_info, PageInfo};
