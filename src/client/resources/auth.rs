//! Managed auth: auth connections, their login flows and the browser-safe
//! handoff (`exchange`).

use crate::protocol::http::{Error, ListConnectionsQuery, Operation, TimelineQuery};
use crate::protocol::lifecycle::{GetOrCreate, GetOrCreateStep};
use crate::protocol::model::{
    AuthConnection, AuthConnectionCreateParams, AuthConnectionUpdateParams, ExchangeParams,
    ExchangeResponse, FlowEvent, LoginParams, LoginResponse, SubmitParams, SubmitResponse,
    TimelineEvent,
};

use super::super::call::Call;
use super::super::decode::{decode, encode};
use super::super::events::EventStream;
use super::super::page::Page;
use super::super::request_builder::RequestBuilder;
use super::super::request_options::RequestOptions;
use super::super::service_client::Client;
use super::finish;

/// Managed auth.
pub struct Auth<'c> {
    client: &'c Client,
}

impl<'c> Auth<'c> {
    pub(crate) fn new(client: &'c Client) -> Self {
        Self { client }
    }

    /// Auth connections: a browser profile kept logged in to one domain.
    pub fn connections(&self) -> Connections<'c> {
        Connections {
            client: self.client,
        }
    }
}

/// Auth connections.
pub struct Connections<'c> {
    pub(super) client: &'c Client,
}

impl<'c> Connections<'c> {
    fn with_body<T>(
        &self,
        op: Operation,
        id: Option<&str>,
        body: Result<String, Error>,
        finish: super::super::request_builder::Finish<T>,
    ) -> RequestBuilder<'c, T> {
        let call = body.map(|body| {
            let call = Call::new(op).body(body);
            match id {
                Some(id) => call.id(id),
                None => call,
            }
        });
        RequestBuilder::new(self.client, call, finish)
    }

    /// Creates a connection (`POST /auth/connections`). A connection for the
    /// same profile and domain fails with a `Conflict` error carrying
    /// `existing_id`; see [`Connections::get_or_create`].
    pub fn create(
        &self,
        params: &AuthConnectionCreateParams,
    ) -> RequestBuilder<'c, AuthConnection> {
        self.with_body(
            Operation::CreateConnection,
            None,
            encode(params),
            finish::json,
        )
    }

    /// Creates the connection, or returns the one that already exists for the
    /// profile and domain. The conflict is answered with one retrieve; the
    /// create is never sent twice.
    pub async fn get_or_create(
        &self,
        params: &AuthConnectionCreateParams,
    ) -> Result<AuthConnection, Error> {
        let body = self
            .get_or_create_raw(encode(params)?, &RequestOptions::default())
            .await?;
        decode(&body)
    }

    /// [`Connections::get_or_create`] on a JSON body, answering the record's bytes.
    pub(crate) async fn get_or_create_raw(
        &self,
        body: String,
        options: &RequestOptions,
    ) -> Result<Vec<u8>, Error> {
        let create = Call::new(Operation::CreateConnection).body(body);
        match GetOrCreate::after_create(self.client.execute(&create, options).await) {
            GetOrCreateStep::Created(reply) => Ok(reply.body),
            GetOrCreateStep::Retrieve(existing) => {
                let retrieve = Call::new(Operation::RetrieveConnection).id(&existing);
                Ok(self.client.execute(&retrieve, options).await?.body)
            }
            GetOrCreateStep::Fail(error) => Err(error),
        }
    }

    /// Reads a connection (`GET /auth/connections/{id}`).
    pub fn retrieve(&self, id: &str) -> RequestBuilder<'c, AuthConnection> {
        RequestBuilder::new(
            self.client,
            Ok(Call::new(Operation::RetrieveConnection).id(id)),
            finish::json,
        )
    }

    /// Changes a connection's settings (`PATCH /auth/connections/{id}`).
    pub fn update(
        &self,
        id: &str,
        params: &AuthConnectionUpdateParams,
    ) -> RequestBuilder<'c, AuthConnection> {
        self.with_body(
            Operation::UpdateConnection,
            Some(id),
            encode(params),
            finish::json,
        )
    }

    /// One page of connections (`GET /auth/connections`); the page streams
    /// every later page too ([`Page::into_stream`]). A query that breaks its
    /// rules (`limit: 0`) is refused before sending.
    pub fn list(&self, query: &ListConnectionsQuery) -> RequestBuilder<'c, Page<AuthConnection>> {
        let call = query
            .validate()
            .map(|()| Call::new(Operation::ListConnections).query(query.to_pairs()));
        RequestBuilder::new(self.client, call, Page::finish)
    }

    /// Deletes a connection (`DELETE /auth/connections/{id}`).
    pub fn delete(&self, id: &str) -> RequestBuilder<'c, ()> {
        RequestBuilder::new(
            self.client,
            Ok(Call::new(Operation::DeleteConnection).id(id)),
            finish::nothing,
        )
    }

    /// Starts a login flow (`POST /auth/connections/{id}/login`). The answer
    /// carries `hosted_url` (with the one-time handoff code) and `live_view_url`.
    pub fn login(&self, id: &str, params: &LoginParams) -> RequestBuilder<'c, LoginResponse> {
        self.with_body(Operation::Login, Some(id), encode(params), finish::json)
    }

    /// Submits field values or a choice to the flow (`POST /auth/connections/{id}/submit`).
    pub fn submit(&self, id: &str, params: &SubmitParams) -> RequestBuilder<'c, SubmitResponse> {
        self.with_body(Operation::Submit, Some(id), encode(params), finish::json)
    }

    /// Follows the flow's events (`GET /auth/connections/{id}/events`) until
    /// the flow leaves `IN_PROGRESS`.
    pub fn follow(&self, id: &str) -> RequestBuilder<'c, EventStream<FlowEvent>> {
        RequestBuilder::new(
            self.client,
            Ok(Call::new(Operation::Follow).id(id)),
            finish::flow_events,
        )
    }

    /// One page of what happened to the connection (`GET /auth/connections/{id}/timeline`).
    /// A query that breaks its rules (`limit: 0`) is refused before sending.
    pub fn timeline(
        &self,
        id: &str,
        query: &TimelineQuery,
    ) -> RequestBuilder<'c, Page<TimelineEvent>> {
        let call = query.validate().map(|()| {
            Call::new(Operation::Timeline)
                .id(id)
                .query(query.to_pairs())
        });
        RequestBuilder::new(self.client, call, Page::finish)
    }

    /// Turns a one-time handoff code into a short-lived token scoped to this
    /// one connection (`POST /auth/connections/{id}/exchange`).
    pub fn exchange(
        &self,
        id: &str,
        params: &ExchangeParams,
    ) -> RequestBuilder<'c, ExchangeResponse> {
        self.with_body(Operation::Exchange, Some(id), encode(params), finish::json)
    }
}
