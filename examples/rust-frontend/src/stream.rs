//! Reading a `Stream` one item at a time, without an executor's extension
//! traits: the SDK's pages and event streams implement `futures_core::Stream`.

use std::future::poll_fn;
use std::pin::Pin;

use futures_core::Stream;

/// The next item of `stream`, or `None` at its end.
pub async fn next<S: Stream + Unpin>(stream: &mut S) -> Option<S::Item> {
    poll_fn(|cx| Pin::new(&mut *stream).poll_next(cx)).await
}
