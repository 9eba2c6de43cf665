//! Proxies of a project: their type and settings, and their health.

use serde_json::{Map, Value};

use super::World;
use crate::clock::Millis;
use crate::error::ApiError;
use crate::timefmt::rfc3339;

/// A proxy of a project. Its password, when it has one, is kept apart
/// from its settings and never answered.
pub struct Proxy {
    /// Its id.
    pub id: String,
    /// The project that owns it.
    pub project_id: String,
    /// Its type (`datacenter` … `custom`).
    pub kind: String,
    /// Its name; names may repeat.
    pub name: Option<String>,
    /// `http` or `https`.
    pub protocol: String,
    /// Hosts reached directly.
    pub bypass_hosts: Vec<String>,
    /// Its settings, as given, without the password.
    pub config: Map<String, Value>,
    /// Whether it was given a password.
    pub has_password: bool,
    /// The address its requests leave from.
    pub ip_address: String,
    /// `available` or `unavailable`, once checked.
    pub status: Option<&'static str>,
    /// When it was last checked.
    pub last_checked: Option<Millis>,
    /// Soft-deleted proxies stay here but are invisible.
    pub deleted: bool,
}

impl Proxy {
    /// The proxy record.
    pub fn to_json(&self) -> Value {
        let mut config = self.config.clone();
        if self.kind == "custom" {
            config.insert("has_password".into(), Value::Bool(self.has_password));
        }
        let mut out = Map::new();
        out.insert("type".into(), self.kind.clone().into());
        out.insert("id".into(), self.id.clone().into());
        out.insert("bypass_hosts".into(), self.bypass_hosts.clone().into());
        out.insert("config".into(), Value::Object(config));
        out.insert("ip_address".into(), self.ip_address.clone().into());
        out.insert("protocol".into(), self.protocol.clone().into());
        if let Some(name) = &self.name {
            out.insert("name".into(), name.clone().into());
        }
        if let Some(status) = self.status {
            out.insert("status".into(), status.into());
        }
        if let Some(at) = self.last_checked {
            out.insert("last_checked".into(), rfc3339(at).into());
        }
        Value::Object(out)
    }

    /// Whether a check gets through: a custom proxy whose host is under
    /// the reserved `.invalid` domain never does; every other proxy does.
    pub fn reachable(&self) -> bool {
        let host = self.config.get("host").and_then(Value::as_str);
        !host.is_some_and(|h| h.ends_with(".invalid"))
    }
}

impl World {
    /// The live proxy of `project` with this id (404).
    pub fn proxy_mut(&mut self, project: &str, id: &str) -> Result<&mut Proxy, ApiError> {
        self.proxies
            .iter_mut()
            .find(|p| !p.deleted && p.project_id == project && p.id == id)
            .ok_or_else(|| ApiError::not_found("not_found", format!("proxy {id} not found")))
    }
}
