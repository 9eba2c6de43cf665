//! `SessionWatch`: a session's states as a Rust `Stream`.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use futures_core::Stream;

use crate::protocol::model::AuthConnection;
use crate::protocol::response::Error;

use super::super::decode::decode;
use super::watcher::Watcher;

type NextState = Pin<Box<dyn Future<Output = (Box<Watcher>, Result<Option<String>, Error>)>>>;

/// The states of a session's connection, from
/// [`ManagedAuthSession::watch`](super::ManagedAuthSession::watch): the
/// current state first, then each change, then (once the flow leaves
/// `IN_PROGRESS`) the record read once more, then the end. An error ends
/// it: `SessionExpired` for a refused token, or the error of a read that
/// failed (after its retries). Dropping it, or closing the session, stops
/// its requests at once, even one that waits on the network; after a
/// close it ends without an error.
pub struct SessionWatch {
    idle: Option<Box<Watcher>>,
    reading: Option<NextState>,
}

impl SessionWatch {
    pub(super) fn new(watcher: Watcher) -> Self {
        SessionWatch {
            idle: Some(Box::new(watcher)),
            reading: None,
        }
    }
}

// Nothing is pinned structurally: the watcher moves between polls freely.
impl Unpin for SessionWatch {}

impl Stream for SessionWatch {
    type Item = Result<AuthConnection, Error>;

    fn poll_next(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        let this = self.get_mut();
        if let Some(mut watcher) = this.idle.take() {
            this.reading = Some(Box::pin(async move {
                let next = watcher.next().await;
                (watcher, next)
            }));
        }
        let Some(reading) = this.reading.as_mut() else {
            return Poll::Ready(None);
        };
        let (watcher, next) = match reading.as_mut().poll(cx) {
            Poll::Pending => return Poll::Pending,
            Poll::Ready(done) => done,
        };
        this.reading = None;
        Poll::Ready(match next {
            Ok(Some(state)) => {
                this.idle = Some(watcher);
                Some(decode(state.as_bytes()))
            }
            Ok(None) => None,
            Err(error) => Some(Err(error)),
        })
    }
}
