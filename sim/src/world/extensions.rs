//! Browser extensions kept by a project: zip archives, named uniquely per
//! project.

use std::collections::BTreeMap;

use serde_json::{json, Value};

use super::World;
use crate::clock::Millis;
use crate::error::ApiError;
use crate::timefmt::rfc3339;

/// An extension of a project.
pub struct Extension {
    /// Its id.
    pub id: String,
    /// The project that owns it.
    pub project_id: String,
    /// Its name, unique in the project, if it has one.
    pub name: Option<String>,
    /// Its zip archive, as uploaded.
    pub archive: Vec<u8>,
    /// Upload time.
    pub created_at: Millis,
    /// When a browser last started with it loaded.
    pub last_used_at: Option<Millis>,
}

impl Extension {
    /// The extension record. The simulator computes no digest, so the
    /// checksum is absent, as the service's is for old extensions.
    pub fn to_json(&self) -> Value {
        json!({
            "id": self.id,
            "created_at": rfc3339(self.created_at),
            "size_bytes": self.archive.len(),
            "checksum": null,
            "last_used_at": self.last_used_at.map(rfc3339),
            "name": self.name,
        })
    }
}

impl World {
    /// The extension of `project` whose id or name is `id_or_name` (404).
    pub fn extension_index(&self, project: &str, id_or_name: &str) -> Result<usize, ApiError> {
        let of_project = |e: &&Extension| e.project_id == project;
        self.extensions
            .iter()
            .position(|e| of_project(&e) && e.id == id_or_name)
            .or_else(|| {
                self.extensions
                    .iter()
                    .position(|e| of_project(&e) && e.name.as_deref() == Some(id_or_name))
            })
            .ok_or_else(|| {
                ApiError::not_found("not_found", format!("extension {id_or_name} not found"))
            })
    }

    /// The archives of the extensions with these ids, by folder name (an
    /// extension's name, else its id), marked used at `now`: what a browser
    /// starting with them loads. An id deleted since it was resolved is
    /// skipped, as a pool's next browser would start without it.
    pub fn extensions_to_load(&mut self, ids: &[String], now: Millis) -> BTreeMap<String, Vec<u8>> {
        let mut loaded = BTreeMap::new();
        for extension in self.extensions.iter_mut().filter(|e| ids.contains(&e.id)) {
            extension.last_used_at = Some(now);
            let folder = extension
                .name
                .clone()
                .unwrap_or_else(|| extension.id.clone());
            loaded.insert(folder, extension.archive.clone());
        }
        loaded
    }
}
