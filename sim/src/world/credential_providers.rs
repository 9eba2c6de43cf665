//! External credential providers of the organization, answering their
//! items and tests from a small built-in vault.

use serde_json::{json, Value};

use crate::clock::Millis;
use crate::timefmt::rfc3339;

/// A token the simulated provider refuses, to show a failed test.
pub const REFUSED_TOKEN: &str = "ops_revoked";

/// An external credential provider.
#[derive(Clone)]
pub struct CredentialProvider {
    /// Its id.
    pub id: String,
    /// Its name, unique in the organization.
    pub name: String,
    /// Its service account token: write-only.
    pub token: String,
    /// Seconds its item lists are cached.
    pub cache_ttl_seconds: u64,
    /// Whether lookups use it.
    pub enabled: bool,
    /// Lookup order.
    pub priority: u64,
    /// When it was added.
    pub created_at: Millis,
    /// When it last changed.
    pub updated_at: Millis,
}

impl std::fmt::Debug for CredentialProvider {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CredentialProvider")
            .field("id", &self.id)
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

impl CredentialProvider {
    /// Its record (never its token).
    pub fn to_json(&self) -> Value {
        json!({
            "id": self.id,
            "created_at": rfc3339(self.created_at),
            "enabled": self.enabled,
            "name": self.name,
            "priority": self.priority,
            "provider_type": "onepassword",
            "updated_at": rfc3339(self.updated_at),
        })
    }

    /// Whether the simulated provider accepts its token.
    pub fn accepted(&self) -> bool {
        self.token != REFUSED_TOKEN
    }

    /// Its connection test.
    pub fn test(&self) -> Value {
        if self.accepted() {
            json!({"success": true, "vaults": [
                {"id": "vault_team", "name": "Team"},
                {"id": "vault_ops", "name": "Ops"},
            ]})
        } else {
            json!({"success": false, "vaults": [], "error": "the service account token was refused"})
        }
    }

    /// The login items it holds.
    pub fn items(&self) -> Value {
        json!({"items": [
            {"id": "item_github", "path": "Team/GitHub", "title": "GitHub",
             "vault_id": "vault_team", "vault_name": "Team", "urls": ["https://github.com"]},
            {"id": "item_example", "path": "Team/Example", "title": "Example",
             "vault_id": "vault_team", "vault_name": "Team", "urls": ["https://example.com"]},
            {"id": "item_aws", "path": "Ops/AWS", "title": "AWS",
             "vault_id": "vault_ops", "vault_name": "Ops"},
        ]})
    }
}
