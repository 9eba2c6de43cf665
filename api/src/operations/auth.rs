//! Managed auth: auth connections, their login flows and the browser-safe
//! handoff.

use super::{list_of, object, operations, Method, OperationDef};
use crate::operation::{StreamDef, StreamEnd};
use crate::records::{
    AUTH_CONNECTION, AUTH_CONNECTION_CREATE, AUTH_CONNECTION_UPDATE, CONFLICT_ERROR,
    EXCHANGE_PARAMS, EXCHANGE_RESPONSE, FLOW_EVENT, LIST_CONNECTIONS_QUERY, LOGIN_PARAMS,
    LOGIN_RESPONSE, SUBMIT_PARAMS, SUBMIT_RESPONSE, TIMELINE_EVENT, TIMELINE_QUERY,
};
use crate::schema::Ty;

const CONNECTIONS: &str = "auth.connections";

/// A flow's events: the service ends the stream after the first state
/// whose `flow_status` is not `IN_PROGRESS`.
static FLOW_EVENTS: StreamDef = StreamDef {
    event: &Ty::Union(&FLOW_EVENT),
    ends: Some(StreamEnd {
        member: "flow_status",
        while_values: &["IN_PROGRESS"],
    }),
};

operations! {
    CREATE_CONNECTION = op(CONNECTIONS, "create", Post, "/auth/connections",
        "Creates a connection. Rejects with `ConflictError` (with `existing_id`) when one exists for the profile and domain.")
        .body(&object(&AUTH_CONNECTION_CREATE))
        .answers(&object(&AUTH_CONNECTION))
        .conflicts_with(&CONFLICT_ERROR);
    RETRIEVE_CONNECTION = op(CONNECTIONS, "retrieve", Get, "/auth/connections/{id}",
        "Reads a connection.")
        .answers(&object(&AUTH_CONNECTION));
    UPDATE_CONNECTION = op(CONNECTIONS, "update", Patch, "/auth/connections/{id}",
        "Changes a connection's settings.")
        .body(&object(&AUTH_CONNECTION_UPDATE))
        .answers(&object(&AUTH_CONNECTION));
    LIST_CONNECTIONS = op(CONNECTIONS, "list", Get, "/auth/connections",
        "One page of connections; `for await` runs over every item of every page.")
        .query(&object(&LIST_CONNECTIONS_QUERY))
        .pages(&list_of(&object(&AUTH_CONNECTION)));
    DELETE_CONNECTION = op(CONNECTIONS, "delete", Delete, "/auth/connections/{id}",
        "Deletes a connection.");
    LOGIN = op(CONNECTIONS, "login", Post, "/auth/connections/{id}/login",
        "Starts a login flow: the answer carries `hosted_url` (with the one-time handoff code) and `live_view_url`.")
        .optional_body(&object(&LOGIN_PARAMS))
        .answers(&object(&LOGIN_RESPONSE));
    SUBMIT = op(CONNECTIONS, "submit", Post, "/auth/connections/{id}/submit",
        "Submits field values or a choice to the flow.")
        .body(&object(&SUBMIT_PARAMS))
        .answers(&object(&SUBMIT_RESPONSE));
    FOLLOW = op(CONNECTIONS, "follow", Get, "/auth/connections/{id}/events",
        "The flow's events until it leaves IN_PROGRESS (heartbeats are consumed; an `error` event rejects the iteration).")
        .streams(&FLOW_EVENTS);
    TIMELINE = op(CONNECTIONS, "timeline", Get, "/auth/connections/{id}/timeline",
        "One page of what happened to the connection.")
        .query(&object(&TIMELINE_QUERY))
        .pages(&list_of(&object(&TIMELINE_EVENT)));
    EXCHANGE = op(CONNECTIONS, "exchange", Post, "/auth/connections/{id}/exchange",
        "Turns a one-time handoff code into a short-lived token scoped to this one connection.")
        .body(&object(&EXCHANGE_PARAMS))
        .answers(&object(&EXCHANGE_RESPONSE));
}
