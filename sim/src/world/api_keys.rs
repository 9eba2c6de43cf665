//! API keys made through `/org/api_keys`. A key's plaintext is answered
//! once and kept only as a bearer credential (in `World::credentials`);
//! its record keeps the last characters, for the masked key and to find
//! that credential again when the key is deleted.

use serde_json::{json, Value};

use crate::clock::Millis;
use crate::timefmt::rfc3339;

/// Characters of a key its record keeps.
const TAIL: usize = 12;

/// One API key's record.
#[derive(Debug)]
pub struct ApiKeyRecord {
    /// Its identifier.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The last characters of its plaintext.
    pub tail: String,
    /// The project it is scoped to, if any.
    pub project: Option<(String, String)>,
    /// When it was created.
    pub created_at: Millis,
    /// When it expires.
    pub expires_at: Option<Millis>,
    /// When it was deleted.
    pub deleted_at: Option<Millis>,
}

impl ApiKeyRecord {
    /// A record of the plaintext `key`.
    pub fn new(
        id: String,
        name: String,
        key: &str,
        project: Option<(String, String)>,
        now: Millis,
        days: Option<u64>,
    ) -> ApiKeyRecord {
        ApiKeyRecord {
            id,
            name,
            tail: key[key.len().saturating_sub(TAIL)..].to_owned(),
            project,
            created_at: now,
            expires_at: days.map(|d| now + d * 86_400_000),
            deleted_at: None,
        }
    }

    /// Whether `key` is this record's plaintext.
    pub fn is_key(&self, key: &str) -> bool {
        key.starts_with("sk_") && key.ends_with(&self.tail)
    }

    /// The record as the service answers it, without the plaintext.
    pub fn to_json(&self) -> Value {
        let (project_id, project_name) = match &self.project {
            Some((id, name)) => (Value::from(id.clone()), Value::from(name.clone())),
            None => (Value::Null, Value::Null),
        };
        json!({
            "id": self.id,
            "created_at": rfc3339(self.created_at),
            "created_by": {"id": "user_sim", "email": "owner@example.com", "name": "Owner"},
            "deleted_at": self.deleted_at.map(rfc3339),
            "expires_at": self.expires_at.map(rfc3339),
            "masked_key": format!("sk_…{}", &self.tail[self.tail.len() - 4..]),
            "name": self.name,
            "project_id": project_id,
            "project_name": project_name,
        })
    }
}
