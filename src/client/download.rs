//! A download read as it arrives: its body's chunks as a [`Stream`], with
//! the bytes received so far.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use futures_core::Stream;
use js_sys::Uint8Array;

use crate::protocol::response::Error;
use crate::transport::{ByteStream, Failure};

use super::execute::{Reply, StreamBody};
use super::progress::DownloadProgress;

type NextChunk = Pin<Box<dyn Future<Output = (ByteStream, Result<Option<Uint8Array>, Failure>)>>>;

/// A download's body, chunk by chunk as the network delivers it, never
/// held whole: `RequestBuilder::stream` of a method answering bytes
/// (`client.browsers().fs().read_file(id, &query).stream().await?`).
/// A stall longer than the idle timeout (the request timeout by default)
/// fails it; dropping it aborts the request.
pub struct Download {
    idle: Option<ByteStream>,
    reading: Option<NextChunk>,
    progress: DownloadProgress,
}

impl Download {
    pub(super) fn new(reply: Reply) -> Result<Self, Error> {
        let Some(StreamBody::Bytes(body)) = reply.stream else {
            return Err(Error::connection("the download's body could not be read"));
        };
        let total = reply
            .headers
            .content_length
            .as_deref()
            .and_then(|length| length.parse().ok());
        Ok(Self {
            idle: Some(body),
            reading: None,
            progress: DownloadProgress { loaded: 0, total },
        })
    }

    /// The bytes received so far, and the size the service announced.
    pub fn progress(&self) -> &DownloadProgress {
        &self.progress
    }
}

// Nothing in a download is pinned structurally.
impl Unpin for Download {}

impl Stream for Download {
    type Item = Result<Vec<u8>, Error>;

    fn poll_next(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        let this = self.get_mut();
        if let Some(mut body) = this.idle.take() {
            this.reading = Some(Box::pin(async move {
                let chunk = body.next_chunk().await;
                (body, chunk)
            }));
        }
        let Some(reading) = this.reading.as_mut() else {
            return Poll::Ready(None);
        };
        let (body, chunk) = match reading.as_mut().poll(cx) {
            Poll::Pending => return Poll::Pending,
            Poll::Ready(done) => done,
        };
        this.reading = None;
        match chunk {
            Ok(Some(chunk)) => {
                this.progress.loaded += u64::from(chunk.length());
                this.idle = Some(body);
                Poll::Ready(Some(Ok(chunk.to_vec())))
            }
            Ok(None) => Poll::Ready(None),
            Err(failure) => Poll::Ready(Some(Err(match failure {
                Failure::Aborted => Error::aborted(),
                Failure::Timeout => Error::timeout(),
                Failure::Connection(message) => Error::connection(message),
                #[cfg(not(target_arch = "wasm32"))]
                Failure::Unsupported => Error::unsupported_platform(),
            }))),
        }
    }
}
