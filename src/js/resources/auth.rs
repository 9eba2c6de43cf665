//! `client.auth.connections.*`

use js_sys::Promise;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::future_to_promise;

use crate::client::{Call, Client};
use crate::core::http::{ListConnectionsQuery, Operation, TimelineQuery};
use crate::core::schema::Shape;

use super::super::call::{body_text, id_text, query, reject, run, Output};
use super::super::errors::to_js;
use super::super::events::event_stream;
use super::super::options::{request_options, wait_options};
use super::super::support::iterable_promise;

/// `client.auth`
#[wasm_bindgen(js_name = AuthResource)]
pub struct AuthResource {
    client: Client,
}

impl AuthResource {
    pub(crate) fn new(client: &Client) -> Self {
        Self { client: client.clone() }
    }
}

#[wasm_bindgen(js_class = AuthResource)]
impl AuthResource {
    /// Auth connections: a browser profile kept logged in to one domain.
    #[wasm_bindgen(getter)]
    pub fn connections(&self) -> ConnectionsResource {
        ConnectionsResource {
            client: self.client.clone(),
        }
    }
}

/// `client.auth.connections`
#[wasm_bindgen(js_name = ConnectionsResource)]
pub struct ConnectionsResource {
    client: Client,
}

impl ConnectionsResource {
    fn with_body(&self, op: Operation, id: Option<&JsValue>, params: &JsValue, required: bool, options: &JsValue) -> Promise {
        let call = (|| {
            let mut call = Call::new(op).body(body_text(params, required)?);
            if let Some(id) = id {
                call = call.id(&id_text(id, "id")?);
            }
            Ok(call)
        })();
        run(&self.client, call, request_options(options), Output::Json)
    }

    fn by_id(&self, op: Operation, id: &JsValue, options: &JsValue, output: Output) -> Promise {
        let call = id_text(id, "id").map(|id| Call::new(op).id(&id));
        run(&self.client, call, request_options(options), output)
    }
}

#[wasm_bindgen(js_class = ConnectionsResource)]
impl ConnectionsResource {
    /// Creates a connection. Rejects with `ConflictError` (with `existing_id`)
    /// when one exists for the profile and domain; see `getOrCreate`.
    #[wasm_bindgen(unchecked_return_type = "Promise<AuthConnection>")]
    pub fn create(
        &self,
        #[wasm_bindgen(unchecked_param_type = "AuthConnectionCreateParams")] params: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        self.with_body(Operation::CreateConnection, None, &params, true, &options)
    }

    /// Creates the connection, or returns the existing one for the same
    /// profile and domain (one retrieve after the conflict; never a second create).
    #[wasm_bindgen(js_name = getOrCreate, unchecked_return_type = "Promise<AuthConnection>")]
    pub fn get_or_create(
        &self,
        #[wasm_bindgen(unchecked_param_type = "AuthConnectionCreateParams")] params: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        let client = self.client.clone();
        let body = body_text(&params, true);
        let options = request_options(&options);
        future_to_promise(async move {
            let result = async {
                let (body, options) = (body?, options?);
                let record = client.auth().connections().get_or_create_raw(body, &options).await?;
                crate::client::parse_js(&record)
            }
            .await;
            result.map_err(|error| to_js(&error))
        })
    }

    /// Reads a connection.
    #[wasm_bindgen(unchecked_return_type = "Promise<AuthConnection>")]
    pub fn retrieve(
        &self,
        id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        self.by_id(Operation::RetrieveConnection, &id, &options, Output::Json)
    }

    /// Changes a connection's settings.
    #[wasm_bindgen(unchecked_return_type = "Promise<AuthConnection>")]
    pub fn update(
        &self,
        id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "AuthConnectionUpdateParams")] params: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        self.with_body(Operation::UpdateConnection, Some(&id), &params, true, &options)
    }

    /// One page of connections; `for await` runs over every item of every page.
    #[wasm_bindgen(unchecked_return_type = "PagePromise<AuthConnection>")]
    pub fn list(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ListConnectionsQuery | undefined")] params: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        let call = query(&params, ListConnectionsQuery::from_json)
            .map(|q| Call::new(Operation::ListConnections).query(q.to_pairs()));
        iterable_promise(run(&self.client, call, request_options(&options), Output::Page))
    }

    /// Deletes a connection.
    #[wasm_bindgen(unchecked_return_type = "Promise<void>")]
    pub fn delete(
        &self,
        id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        self.by_id(Operation::DeleteConnection, &id, &options, Output::Nothing)
    }

    /// Starts a login flow: the answer carries `hosted_url` and `live_view_url`.
    #[wasm_bindgen(unchecked_return_type = "Promise<LoginResponse>")]
    pub fn login(
        &self,
        id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "LoginParams | undefined")] params: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        self.with_body(Operation::Login, Some(&id), &params, false, &options)
    }

    /// Submits field values or a choice to the flow.
    #[wasm_bindgen(unchecked_return_type = "Promise<SubmitResponse>")]
    pub fn submit(
        &self,
        id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "SubmitParams")] params: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        self.with_body(Operation::Submit, Some(&id), &params, true, &options)
    }

    /// The flow's events until it leaves IN_PROGRESS, as an async iterable
    /// (heartbeats are consumed; an `error` event rejects the iteration).
    #[wasm_bindgen(unchecked_return_type = "EventStream<FlowEvent>")]
    pub fn follow(
        &self,
        id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        let id = id_text(&id, "id").map_err(|e| to_js(&e))?;
        let options = request_options(&options).map_err(|e| to_js(&e))?;
        let call = Call::new(Operation::Follow).id(&id);
        Ok(event_stream(&self.client, call, options, Shape::FlowEvent))
    }

    /// One page of what happened to the connection.
    #[wasm_bindgen(unchecked_return_type = "PagePromise<TimelineEvent>")]
    pub fn timeline(
        &self,
        id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "TimelineQuery | undefined")] params: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        let call = (|| {
            let id = id_text(&id, "id")?;
            let q = query(&params, TimelineQuery::from_json)?;
            Ok(Call::new(Operation::Timeline).id(&id).query(q.to_pairs()))
        })();
        iterable_promise(run(&self.client, call, request_options(&options), Output::Page))
    }

    /// Turns a one-time handoff code into a token scoped to this connection.
    #[wasm_bindgen(unchecked_return_type = "Promise<ExchangeResponse>")]
    pub fn exchange(
        &self,
        id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "ExchangeParams")] params: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        self.with_body(Operation::Exchange, Some(&id), &params, true, &options)
    }

    /// Resolves with the connection once its flow is no longer IN_PROGRESS.
    #[wasm_bindgen(js_name = waitForLogin, unchecked_return_type = "Promise<AuthConnection>")]
    pub fn wait_for_login(
        &self,
        id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "WaitForLoginOptions | undefined")] options: JsValue,
    ) -> Promise {
        let (id, options) = match (id_text(&id, "id"), wait_options(&options)) {
            (Ok(id), Ok(options)) => (id, options),
            (Err(error), _) | (_, Err(error)) => return reject(&error),
        };
        let client = self.client.clone();
        future_to_promise(async move {
            client
                .auth()
                .connections()
                .wait_for_login_raw(&id, &options)
                .await
                .and_then(|body| crate::client::parse_js(&body))
                .map_err(|error| to_js(&error))
        })
    }
}
