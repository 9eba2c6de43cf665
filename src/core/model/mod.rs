//! Typed records and requests of the service, with serde, for Rust users.
//!
//! Response records ignore unknown properties and keep unknown enum values;
//! request types reject unknown properties and never send a field the caller
//! left unset, so the service decides every default.

mod error_record;

pub use error_record::{ConflictErrorBody, ErrorDetail, ErrorRecord};
