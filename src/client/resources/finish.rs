//! How a successful reply becomes a method's result.

use serde::de::DeserializeOwned;

use crate::protocol::http::Error;
use crate::protocol::schema::Shape;

use super::super::call::{Call, Reply};
use super::super::decode::decode;
use super::super::events::{EventStream, StreamReader};
use super::super::request_options::RequestOptions;
use super::super::service_client::Client;

/// The body decoded as `T`.
pub(super) fn json<T: DeserializeOwned>(
    _: &Client,
    _: &Call,
    _: &RequestOptions,
    reply: Reply,
) -> Result<T, Error> {
    decode(&reply.body)
}

/// Nothing: the body is empty (delete).
pub(super) fn nothing(_: &Client, _: &Call, _: &RequestOptions, _: Reply) -> Result<(), Error> {
    Ok(())
}

/// A stream of flow events.
pub(super) fn flow_events<T: DeserializeOwned>(
    client: &Client,
    call: &Call,
    options: &RequestOptions,
    reply: Reply,
) -> Result<EventStream<T>, Error> {
    let reader = StreamReader::new(client, call, options, reply, Shape::FlowEvent);
    Ok(EventStream::new(reader))
}

/// A stream of browser log events.
pub(super) fn log_events<T: DeserializeOwned>(
    client: &Client,
    call: &Call,
    options: &RequestOptions,
    reply: Reply,
) -> Result<EventStream<T>, Error> {
    let reader = StreamReader::new(client, call, options, reply, Shape::LogEvent);
    Ok(EventStream::new(reader))
}
