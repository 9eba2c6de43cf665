//! Projects of the organization and their concurrency limits.

use crate::core::http::{ListProjectsQuery, Operation};
use crate::core::model::{
    Project, ProjectCreateParams, ProjectLimits as ProjectLimitsRecord, ProjectLimitsUpdateParams,
    ProjectUpdateParams,
};

use super::super::call::Call;
use super::super::decode::encode;
use super::super::page::Page;
use super::super::pending::Pending;
use super::super::service_client::Client;
use super::finish;

/// Projects.
pub struct Projects<'c> {
    client: &'c Client,
}

impl<'c> Projects<'c> {
    pub(crate) fn new(client: &'c Client) -> Self {
        Self { client }
    }

    /// Creates a project (`POST /org/projects`); names are unique.
    pub fn create(&self, params: &ProjectCreateParams) -> Pending<'c, Project> {
        let call = encode(params).map(|body| Call::new(Operation::CreateProject).body(body));
        Pending::new(self.client, call, finish::json)
    }

    /// Reads a project by id or by name (`GET /org/projects/{id}`).
    pub fn retrieve(&self, id_or_name: &str) -> Pending<'c, Project> {
        let call = Call::new(Operation::RetrieveProject).id(id_or_name);
        Pending::new(self.client, Ok(call), finish::json)
    }

    /// Renames, archives or reactivates a project (`PATCH /org/projects/{id}`).
    pub fn update(&self, id: &str, params: &ProjectUpdateParams) -> Pending<'c, Project> {
        let call = encode(params).map(|body| Call::new(Operation::UpdateProject).id(id).body(body));
        Pending::new(self.client, call, finish::json)
    }

    /// One page of projects (`GET /org/projects`). A query that breaks its
    /// rules (`limit: 0`) is refused before sending.
    pub fn list(&self, query: &ListProjectsQuery) -> Pending<'c, Page<Project>> {
        let call = query
            .validate()
            .map(|()| Call::new(Operation::ListProjects).query(query.to_pairs()));
        Pending::new(self.client, call, Page::finish)
    }

    /// Deletes an empty project (`DELETE /org/projects/{id}`).
    pub fn delete(&self, id: &str) -> Pending<'c, ()> {
        let call = Call::new(Operation::DeleteProject).id(id);
        Pending::new(self.client, Ok(call), finish::nothing)
    }

    /// A project's concurrency limit overrides.
    pub fn limits(&self) -> ProjectLimits<'c> {
        ProjectLimits {
            client: self.client,
        }
    }
}

/// A project's limit overrides.
pub struct ProjectLimits<'c> {
    client: &'c Client,
}

impl<'c> ProjectLimits<'c> {
    /// Reads them (`GET /org/projects/{id}/limits`).
    pub fn retrieve(&self, project_id: &str) -> Pending<'c, ProjectLimitsRecord> {
        let call = Call::new(Operation::RetrieveProjectLimits).id(project_id);
        Pending::new(self.client, Ok(call), finish::json)
    }

    /// Sets them; 0 clears a cap (`PATCH /org/projects/{id}/limits`).
    pub fn update(
        &self,
        project_id: &str,
        params: &ProjectLimitsUpdateParams,
    ) -> Pending<'c, ProjectLimitsRecord> {
        let call = encode(params).map(|body| {
            Call::new(Operation::UpdateProjectLimits)
                .id(project_id)
                .body(body)
        });
        Pending::new(self.client, call, finish::json)
    }
}
