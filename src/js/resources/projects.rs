//! `client.projects.*` and `client.projects.limits.*`

use js_sys::Promise;
use wasm_bindgen::prelude::*;

use crate::client::{Call, Client};
use crate::core::http::{ListProjectsQuery, Operation};

use super::super::call::{body_text, id_text, query, run, Output};
use super::super::options::request_options;
use super::super::support::iterable_promise;

/// `client.projects`
#[wasm_bindgen(js_name = ProjectsResource)]
pub struct ProjectsResource {
    client: Client,
}

impl ProjectsResource {
    pub(crate) fn new(client: &Client) -> Self {
        Self { client: client.clone() }
    }
}

/// Runs `op` on the project `id`, with a JSON body when `params` is given.
fn on_project(client: &Client, op: Operation, id: &JsValue, params: Option<&JsValue>, options: &JsValue, output: Output) -> Promise {
    let call = (|| {
        let call = Call::new(op).id(&id_text(id, "id")?);
        match params {
            Some(params) => Ok(call.body(body_text(params, true)?)),
            None => Ok(call),
        }
    })();
    run(client, call, request_options(options), output)
}

#[wasm_bindgen(js_class = ProjectsResource)]
impl ProjectsResource {
    /// Creates a project; names are unique in the organization.
    #[wasm_bindgen(unchecked_return_type = "Promise<Project>")]
    pub fn create(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ProjectCreateParams")] params: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        let call = body_text(&params, true).map(|body| Call::new(Operation::CreateProject).body(body));
        run(&self.client, call, request_options(&options), Output::Json)
    }

    /// Reads a project by id or by name.
    #[wasm_bindgen(unchecked_return_type = "Promise<Project>")]
    pub fn retrieve(
        &self,
        id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        on_project(&self.client, Operation::RetrieveProject, &id, None, &options, Output::Json)
    }

    /// Renames, archives or reactivates a project.
    #[wasm_bindgen(unchecked_return_type = "Promise<Project>")]
    pub fn update(
        &self,
        id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "ProjectUpdateParams")] params: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        on_project(&self.client, Operation::UpdateProject, &id, Some(&params), &options, Output::Json)
    }

    /// One page of projects; `for await` runs over every item of every page.
    #[wasm_bindgen(unchecked_return_type = "PagePromise<Project>")]
    pub fn list(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ListProjectsQuery | undefined")] params: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        let call = query(&params, ListProjectsQuery::from_json)
            .map(|q| Call::new(Operation::ListProjects).query(q.to_pairs()));
        iterable_promise(run(&self.client, call, request_options(&options), Output::Page))
    }

    /// Deletes an empty project.
    #[wasm_bindgen(unchecked_return_type = "Promise<void>")]
    pub fn delete(
        &self,
        id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        on_project(&self.client, Operation::DeleteProject, &id, None, &options, Output::Nothing)
    }

    /// A project's concurrency limit overrides.
    #[wasm_bindgen(getter)]
    pub fn limits(&self) -> ProjectLimitsResource {
        ProjectLimitsResource {
            client: self.client.clone(),
        }
    }
}

/// `client.projects.limits`
#[wasm_bindgen(js_name = ProjectLimitsResource)]
pub struct ProjectLimitsResource {
    client: Client,
}

#[wasm_bindgen(js_class = ProjectLimitsResource)]
impl ProjectLimitsResource {
    /// Reads a project's limit overrides.
    #[wasm_bindgen(unchecked_return_type = "Promise<ProjectLimits>")]
    pub fn retrieve(
        &self,
        id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        on_project(&self.client, Operation::RetrieveProjectLimits, &id, None, &options, Output::Json)
    }

    /// Sets a project's limit overrides; 0 clears a cap.
    #[wasm_bindgen(unchecked_return_type = "Promise<ProjectLimits>")]
    pub fn update(
        &self,
        id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "ProjectLimitsUpdateParams")] params: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        on_project(&self.client, Operation::UpdateProjectLimits, &id, Some(&params), &options, Output::Json)
    }
}
