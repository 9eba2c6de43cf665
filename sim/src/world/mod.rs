//! The simulated service's whole state, kept behind one mutex.

mod org;
mod project;

pub use org::{Org, Plan};
pub use project::{Project, ProjectStatus};

use std::collections::HashMap;

use crate::clock::{Clock, Millis};
use crate::ids;

/// What a bearer token stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Credential {
    /// An org-wide API key.
    OrgKey,
    /// An API key bound to one project.
    ProjectKey(String),
    /// An org-wide OAuth-style token.
    OAuth,
    /// A handoff JWT usable on one auth connection until it expires.
    ConnectionJwt {
        /// The connection it works for.
        connection_id: String,
        /// When it stops working (simulated clock).
        expires_at: Millis,
    },
}

/// Everything the simulator knows.
pub struct World {
    /// The simulated clock.
    pub clock: Clock,
    /// The one organization.
    pub org: Org,
    /// Projects in creation order, deleted ones included (soft delete).
    pub projects: Vec<Project>,
    /// Bearer tokens and what they stand for.
    pub credentials: HashMap<String, Credential>,
}

impl World {
    /// A fresh world with the Default project and the given org-wide keys.
    pub fn new(api_keys: &[String]) -> World {
        let clock = Clock::new();
        let now = clock.now();
        let default = Project::new(ids::token("proj_", 16), "Default".into(), now);
        let org = Org::new(default.id.clone());
        let credentials = api_keys
            .iter()
            .map(|k| (k.clone(), Credential::OrgKey))
            .collect();
        World {
            clock,
            org,
            projects: vec![default],
            credentials,
        }
    }

    /// Applies whatever the passing of time has caused since the last call.
    pub fn tick(&mut self) {}

    /// The live (not deleted) project with this id.
    pub fn project(&self, id: &str) -> Option<&Project> {
        self.projects.iter().find(|p| !p.deleted && p.id == id)
    }

    /// The live project with this id, mutable.
    pub fn project_mut(&mut self, id: &str) -> Option<&mut Project> {
        self.projects.iter_mut().find(|p| !p.deleted && p.id == id)
    }

    /// The live project whose id, or else whose name, is `id_or_name`.
    pub fn project_by_id_or_name(&self, id_or_name: &str) -> Option<&Project> {
        self.project(id_or_name).or_else(|| {
            self.projects
                .iter()
                .find(|p| !p.deleted && p.name == id_or_name)
        })
    }

    /// Whether the project still owns resources that block its deletion.
    pub fn project_has_active_resources(&self, _id: &str) -> bool {
        false
    }

    /// Live projects in creation order.
    pub fn live_projects(&self) -> impl Iterator<Item = &Project> {
        self.projects.iter().filter(|p| !p.deleted)
    }
}
