//! Exchanging a handoff code for a connection-scoped JWT:
//! `ExchangeParams` and `ExchangeResponse`.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::redact::Secret;

/// Body of `POST /auth/connections/{id}/exchange`. `Debug` hides the code.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct ExchangeParams {
    /// The one-time handoff code from the login response or the hosted URL.
    /// Secret.
    pub code: String,
}

impl ExchangeParams {
    /// A request exchanging this handoff code.
    pub fn new(code: impl Into<String>) -> Self {
        Self { code: code.into() }
    }
}

impl fmt::Debug for ExchangeParams {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ExchangeParams")
            .field("code", &Secret)
            .finish()
    }
}

/// Response of `POST /auth/connections/{id}/exchange`. `Debug` hides the
/// token.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct ExchangeResponse {
    /// Short-lived bearer token scoped to that one connection, for
    /// `retrieve`, `follow` and `submit`. Secret.
    pub jwt: String,
}

impl fmt::Debug for ExchangeResponse {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ExchangeResponse")
            .field("jwt", &Secret)
            .finish()
    }
}
