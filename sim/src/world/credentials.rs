//! Stored credentials: their values are kept to log in with and never
//! answered; a TOTP secret gives the current one-time code.

use std::collections::BTreeMap;

use serde_json::{json, Value};

use crate::clock::Millis;
use crate::timefmt::rfc3339;

use super::totp;

/// A credential of one project.
#[derive(Clone)]
pub struct SavedCredential {
    /// Its id.
    pub id: String,
    /// The project it belongs to.
    pub project_id: String,
    /// Its name, unique in the project.
    pub name: String,
    /// The site it logs in to.
    pub domain: String,
    /// Its values by field name: write-only.
    pub values: BTreeMap<String, String>,
    /// The SSO provider whose button is clicked first, if any.
    pub sso_provider: Option<String>,
    /// The decoded TOTP secret, if any: write-only.
    pub totp_secret: Option<Vec<u8>>,
    /// When it was created.
    pub created_at: Millis,
    /// When it last changed.
    pub updated_at: Millis,
}

impl std::fmt::Debug for SavedCredential {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SavedCredential")
            .field("id", &self.id)
            .field("name", &self.name)
            .field("domain", &self.domain)
            .field("value_keys", &self.values.keys().collect::<Vec<_>>())
            .finish_non_exhaustive()
    }
}

impl SavedCredential {
    /// Its record: the names of its values, never the values; `full` adds
    /// them (a single credential's answer), `code_at` the current code (an
    /// answer to a create or update that set the secret).
    pub fn to_json(&self, full: bool, code_at: Option<Millis>) -> Value {
        let mut out = json!({
            "id": self.id,
            "created_at": rfc3339(self.created_at),
            "domain": self.domain,
            "name": self.name,
            "updated_at": rfc3339(self.updated_at),
            "has_totp_secret": self.totp_secret.is_some(),
            "has_values": !self.values.is_empty(),
            "sso_provider": self.sso_provider,
        });
        if full {
            out["value_keys"] = json!(self.values.keys().collect::<Vec<_>>());
        }
        if let (Some(secret), Some(now)) = (&self.totp_secret, code_at) {
            let (code, expires) = totp::current(secret, now);
            out["totp_code"] = json!(code);
            out["totp_code_expires_at"] = json!(rfc3339(expires));
        }
        out
    }
}
