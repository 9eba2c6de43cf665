//! Projects of the organization and their concurrency limits.

use crate::protocol::http::{ListProjectsQuery, Operation};
use crate::protocol::model::{
    Project, ProjectCreateParams, ProjectLimits, ProjectLimitsUpdateParams, ProjectUpdateParams,
};

use super::super::call::Call;
use super::super::decode::encode;
use super::super::page::Page;
use super::super::request_builder::RequestBuilder;
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
    pub fn create(&self, params: &ProjectCreateParams) -> RequestBuilder<'c, Project> {
        let call = encode(params).map(|body| Call::new(Operation::CreateProject).body(body));
        RequestBuilder::new(self.client, call, finish::json)
    }

    /// Reads a project by id or by name (`GET /org/projects/{id}`).
    pub fn retrieve(&self, id_or_name: &str) -> RequestBuilder<'c, Project> {
        let call = Call::new(Operation::RetrieveProject).id(id_or_name);
        RequestBuilder::new(self.client, Ok(call), finish::json)
    }

    /// Renames, archives or reactivates a project (`PATCH /org/projects/{id}`).
    pub fn update(&self, id: &str, params: &ProjectUpdateParams) -> RequestBuilder<'c, Project> {
        let call = encode(params).map(|body| Call::new(Operation::UpdateProject).id(id).body(body));
        RequestBuilder::new(self.client, call, finish::json)
    }

    /// One page of projects (`GET /org/projects`). A query that breaks its
    /// rules (`limit: 0`) is refused before sending.
    pub fn list(&self, query: &ListProjectsQuery) -> RequestBuilder<'c, Page<Project>> {
        let call = query
            .validate()
            .map(|()| Call::new(Operation::ListProjects).query(query.to_pairs()));
        RequestBuilder::new(self.client, call, Page::finish)
    }

    /// Deletes an empty project (`DELETE /org/projects/{id}`).
    pub fn delete(&self, id: &str) -> RequestBuilder<'c, ()> {
        let call = Call::new(Operation::DeleteProject).id(id);
        RequestBuilder::new(self.client, Ok(call), finish::nothing)
    }

    /// A project's concurrency limit overrides.
    pub fn limits(&self) -> ProjectLimitsResource<'c> {
        ProjectLimitsResource {
            client: self.client,
        }
    }
}

/// A project's limit overrides.
pub struct ProjectLimitsResource<'c> {
    client: &'c Client,
}

impl<'c> ProjectLimitsResource<'c> {
    /// Reads them (`GET /org/projects/{id}/limits`).
    pub fn retrieve(&self, project_id: &str) -> RequestBuilder<'c, ProjectLimits> {
        let call = Call::new(Operation::RetrieveProjectLimits).id(project_id);
        RequestBuilder::new(self.client, Ok(call), finish::json)
    }

    /// Sets them; 0 clears a cap (`PATCH /org/projects/{id}/limits`).
    pub fn update(
        &self,
        project_id: &str,
        params: &ProjectLimitsUpdateParams,
    ) -> RequestBuilder<'c, ProjectLimits> {
        let call = encode(params).map(|body| {
            Call::new(Operation::UpdateProjectLimits)
                .id(project_id)
                .body(body)
        });
        RequestBuilder::new(self.client, call, finish::json)
    }
}
