//! Browser profiles: saved browser state, named uniquely per project.

use serde_json::{json, Value};

use super::World;
use crate::clock::Millis;
use crate::error::ApiError;
use crate::tar;
use crate::timefmt::rfc3339;

/// A browser profile of a project.
pub struct Profile {
    /// Its id.
    pub id: String,
    /// The project that owns it.
    pub project_id: String,
    /// Its name, unique in the project, if it has one.
    pub name: Option<String>,
    /// Creation time.
    pub created_at: Millis,
    /// Last change.
    pub updated_at: Millis,
}

impl Profile {
    /// The profile record.
    pub fn to_json(&self) -> Value {
        json!({
            "id": self.id,
            "created_at": rfc3339(self.created_at),
            "updated_at": rfc3339(self.updated_at),
            "name": self.name,
        })
    }

    /// Its saved state as a tar archive: the browser's preferences file,
    /// which names the profile.
    pub fn archive(&self) -> Vec<u8> {
        let preferences = json!({"profile": {"id": self.id, "name": self.name}}).to_string();
        tar::write(&[("Default/Preferences", preferences.as_bytes())])
    }
}

impl World {
    /// The profile of `project` whose id or name is `id_or_name` (404).
    pub fn profile_index(&self, project: &str, id_or_name: &str) -> Result<usize, ApiError> {
        let of_project = |p: &&Profile| p.project_id == project;
        self.profiles
            .iter()
            .position(|p| of_project(&p) && p.id == id_or_name)
            .or_else(|| {
                self.profiles
                    .iter()
                    .position(|p| of_project(&p) && p.name.as_deref() == Some(id_or_name))
            })
            .ok_or_else(|| {
                ApiError::not_found("not_found", format!("profile {id_or_name} not found"))
            })
    }

    /// Refuses `name` when another profile of `project` has it (409).
    pub fn check_profile_name_free(
        &self,
        project: &str,
        name: &str,
        except: Option<&str>,
    ) -> Result<(), ApiError> {
        let taken = self.profiles.iter().any(|p| {
            p.project_id == project
                && p.name.as_deref() == Some(name)
                && Some(p.id.as_str()) != except
        });
        if taken {
            return Err(ApiError::conflict(
                "already_exists",
                format!("a profile named {name} already exists"),
            ));
        }
        Ok(())
    }
}
