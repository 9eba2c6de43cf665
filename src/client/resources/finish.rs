//! How a successful reply becomes a method's result.

use serde::de::DeserializeOwned;

use crate::core::http::Error;
use crate::core::schema::Shape;

use super::super::call::{Call, Reply};
use super::super::decode::decode;
use super::super::events::{EventSource, EventStream};
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
    _: &Client,
    _: &Call,
    _: &RequestOptions,
    reply: Reply,
) -> Result<EventStream<T>, Error> {
    Ok(EventStream::new(EventSource::new(reply, Shape::FlowEvent)))
}

/// A stream of browser log events.
pub(super) fn log_events<T: DeserializeOwned>(
    _: &Client,
    _: &Call,
    _: &RequestOptions,
    reply: Reply,
) -> Result<EventStream<T>, Error> {
    Ok(EventStream::new(EventSource::new(reply, Shape::LogEvent)))
}
