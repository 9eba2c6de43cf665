//! A response body read chunk by chunk, with an idle timeout so a stalled
//! stream fails instead of hanging forever.

use super::bindings::{bytes, read};
use super::failure::Failure;
use super::step::{delay, settle, Step};

/// The body of a streaming response. Dropping it cancels the request.
pub struct ByteStream {
    attempt: Step,
    idle_timeout_ms: u32,
}

impl ByteStream {
    pub(super) fn new(attempt: Step, idle_timeout_ms: u32) -> Self {
        Self {
            attempt,
            idle_timeout_ms: delay(idle_timeout_ms),
        }
    }

    /// The next chunk of bytes, `None` at the end of the stream. Fails with
    /// [`Failure::Timeout`] when no byte arrives for the idle timeout.
    pub async fn next_chunk(&mut self) -> Result<Option<Vec<u8>>, Failure> {
        let more = settle(read(&self.attempt.0, self.idle_timeout_ms)).await?;
        Ok(more.is_truthy().then(|| bytes(&self.attempt.0)))
    }
}
