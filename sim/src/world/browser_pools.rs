//! Browser pools: warm browsers kept idle until acquired, counted against
//! the same concurrency caps as any other browser.

use serde_json::{json, Map, Value};

use crate::clock::Millis;
use crate::error::ApiError;
use crate::timefmt::rfc3339;

use super::{BrowserSettings, World};

/// A browser pool of one project.
#[derive(Clone, Debug)]
pub struct Pool {
    /// Its id.
    pub id: String,
    /// The project it belongs to.
    pub project_id: String,
    /// Its name, unique among the project's pools.
    pub name: Option<String>,
    /// The configuration it was created or last updated with, as sent.
    pub config: Map<String, Value>,
    /// When it was created.
    pub created_at: Millis,
    /// Its idle browsers, oldest first.
    pub idle: Vec<String>,
    /// Its acquired browsers.
    pub acquired: Vec<String>,
    /// The record of the profile its configuration names, resolved.
    pub profile: Option<Value>,
    /// The id of the proxy its configuration names, resolved.
    pub proxy_id: Option<String>,
    /// The ids of the extensions its configuration names, resolved, in
    /// load order.
    pub extension_ids: Vec<String>,
}

impl Pool {
    /// How many browsers it keeps.
    pub fn size(&self) -> usize {
        self.config.get("size").and_then(Value::as_u64).unwrap_or(0) as usize
    }

    /// The settings each of its browsers starts with.
    pub fn browser_settings(&self) -> BrowserSettings {
        let c = &self.config;
        let flag = |key: &str| c.get(key).and_then(Value::as_bool);
        BrowserSettings {
            headless: flag("headless").unwrap_or(false),
            stealth: flag("stealth").unwrap_or(false),
            timeout_seconds: c
                .get("timeout_seconds")
                .and_then(Value::as_u64)
                .unwrap_or(600),
            kiosk_mode: flag("kiosk_mode"),
            start_url: c.get("start_url").and_then(Value::as_str).map(String::from),
            chrome_policy: c.get("chrome_policy").cloned(),
            viewport: c.get("viewport").cloned(),
            profile: self.profile.clone(),
            proxy_id: self.proxy_id.clone(),
            extension_ids: self.extension_ids.clone(),
            ..BrowserSettings::default()
        }
    }

    /// Its record.
    pub fn to_json(&self) -> Value {
        let mut config = self.config.clone();
        config.remove("discard_all_idle");
        if let Some(name) = &self.name {
            config.insert("name".into(), json!(name));
        }
        let mut out = json!({
            "id": self.id,
            "acquired_count": self.acquired.len(),
            "available_count": self.idle.len(),
            "browser_pool_config": config,
            "created_at": rfc3339(self.created_at),
            "extension_ids": self.extension_ids,
        });
        if let Some(name) = &self.name {
            out["name"] = json!(name);
        }
        if let Some(id) = self
            .config
            .get("profile")
            .and_then(|p| p.get("id"))
            .and_then(Value::as_str)
        {
            out["profile_id"] = json!(id);
        }
        out
    }
}

impl World {
    /// Forgets pooled browsers that stopped some other way (deleted by id).
    pub fn prune_pools(&mut self) {
        let running: Vec<String> = self
            .browsers
            .iter()
            .filter(|b| b.running)
            .map(|b| b.id.clone())
            .collect();
        for pool in &mut self.pools {
            pool.idle.retain(|id| running.contains(id));
            pool.acquired.retain(|id| running.contains(id));
        }
    }

    /// Starts idle browsers until the pool at `index` holds its size, or
    /// the concurrency caps stop it.
    pub fn fill_pool(&mut self, index: usize) {
        while let Some(pool) = self.pools.get(index) {
            if pool.idle.len() + pool.acquired.len() >= pool.size() {
                return;
            }
            let (project, settings) = (pool.project_id.clone(), pool.browser_settings());
            match self.start_browser(&project, None, settings) {
                Ok(id) => self.pools[index].idle.push(id),
                Err(_) => return,
            }
        }
    }

    /// Stops the idle browsers of the pool at `index` beyond `keep`.
    pub fn drain_pool(&mut self, index: usize, keep: usize) -> Result<(), ApiError> {
        let idle = &mut self.pools[index].idle;
        let ids: Vec<String> = idle.drain(keep.min(idle.len())..).collect();
        for id in ids {
            self.stop_browser(&id)?;
        }
        Ok(())
    }
}
