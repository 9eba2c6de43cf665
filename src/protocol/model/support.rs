//! What the generated models (`src/generated/model/`) are written with: the
//! three-state `Nullable`, the `not_null` reader, string sets that keep
//! unknown values, free-form values, and the `Debug` helpers that hide
//! secrets.

// Which of these a build uses depends on what the description holds.
#![allow(unused_imports)]

pub use std::collections::BTreeMap;

pub(crate) use super::json_value::JsonValue;
pub(crate) use super::nullable::{not_null, Nullable};
pub(crate) use super::redact::{
    OptionalSecret, OptionalSecretValues, OptionalUrl, Secret, SecretValues, UrlWithoutQuery,
};
pub(crate) use super::upload::Upload;
pub(crate) use super::wire_enum::wire_enum;
pub(crate) use crate::protocol::request::{form_key, Form, FormField};
