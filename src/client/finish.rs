//! How a successful reply becomes a method's result.

use serde::de::DeserializeOwned;

use crate::protocol::api::Answer;
use crate::protocol::response::Error;

use super::call::Call;
use super::decode::decode;
use super::download::Download;
use super::events::{EventStream, StreamReader};
use super::execute::Reply;
use super::request_options::RequestOptions;
use super::service_client::Client;

/// The body decoded as `T`.
pub(super) fn json<T: DeserializeOwned>(
    _: &Client,
    _: &Call,
    _: &RequestOptions,
    reply: Reply,
) -> Result<T, Error> {
    decode(&reply.body)
}

/// The body's bytes (a download).
pub(super) fn bytes(
    _: &Client,
    _: &Call,
    _: &RequestOptions,
    reply: Reply,
) -> Result<Vec<u8>, Error> {
    Ok(reply.body)
}

/// The body as a stream of chunks (a download read as it arrives).
pub(super) fn download(
    _: &Client,
    _: &Call,
    _: &RequestOptions,
    reply: Reply,
) -> Result<Download, Error> {
    Download::new(reply)
}

/// Nothing: the body is empty (delete).
pub(super) fn nothing(_: &Client, _: &Call, _: &RequestOptions, _: Reply) -> Result<(), Error> {
    Ok(())
}

/// The stream of events the operation's row describes.
pub(super) fn events<T: DeserializeOwned>(
    client: &Client,
    call: &Call,
    options: &RequestOptions,
    reply: Reply,
) -> Result<EventStream<T>, Error> {
    let Answer::Stream(stream) = call.op.answer else {
        return Err(Error::invalid_input(
            "",
            "the operation answers no event stream",
        ));
    };
    let reader = StreamReader::new(client, call, options, reply, stream);
    Ok(EventStream::new(reader))
}
