//! Typed records and requests of the service, with serde, for Rust users:
//! generated from the API's description (`src/generated/model/`, written by
//! `cargo xtask`), with the few methods written by hand beside them here.
//!
//! - Response records ignore unknown properties. Required fields are plain
//!   (decoding fails without them); nullable fields are `Option` and encode
//!   `None` as `null`; optional fields are `Option`, are left out when
//!   `None`, and refuse `null` as the schema tables do (`not_null`).
//! - Every enum keeps a value it does not know in an `Unknown(String)`
//!   variant, which re-encodes to the same string.
//! - Request types reject unknown properties when decoded and never send a
//!   field the caller left unset, so the service decides every default (the
//!   defaults it states are documented on each field). A field that is both
//!   optional and nullable is a [`Nullable`], which keeps "omitted" and
//!   `null` apart.
//! - Types shared between requests and the auth connection record (browser,
//!   proxy, credential and telemetry configuration) decode leniently: a Rust
//!   struct can only send the fields it declares.
//! - Deprecated fields are decoded and say "Deprecated" in their docs.
//! - A request record has `new` (its required fields) and a setter per
//!   optional field; a field of an exactly-one-of rule has a constructor
//!   of its own (`ProxyRef::id("p_1")`).
//! - `Debug` never shows a secret: handoff codes, JWTs, submitted values and
//!   the query of hosted-login and live-view URLs are printed as `***`.

mod can_reauth;
mod credential_form;
mod json_value;
mod log_query;
mod nullable;
mod redact;
pub(crate) mod support;
mod upload;
mod wire_enum;

pub use crate::generated::model::*;
pub use credential_form::CredentialForm;
pub use json_value::JsonValue;
pub use nullable::Nullable;
#[cfg(target_arch = "wasm32")]
pub(crate) use upload::Contents;
pub use upload::Upload;

#[cfg(test)]
mod tests;
