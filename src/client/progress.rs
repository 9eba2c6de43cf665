//! What a long operation has done so far: the pages of a list walked, the
//! events of a stream read, the reads of a login wait. The JavaScript API
//! reports the same fields to an `onProgress` callback.

use std::rc::Rc;

use crate::protocol::model::AuthConnection;

/// A callback told of an operation's progress, such as
/// [`WaitOptions::on_progress`](super::WaitOptions::on_progress).
pub type OnProgress<T> = Rc<dyn Fn(&T)>;

/// How far a walk over every page of a list has come
/// ([`PageStream::progress`](super::PageStream::progress)).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct ListProgress {
    /// Pages fetched so far, the first one included.
    pub pages: u32,
    /// Items in those pages.
    pub items: u64,
    /// Whether more pages follow the last one fetched.
    pub has_more: bool,
}

/// How far an event stream has come
/// ([`EventStream::progress`](super::EventStream::progress)).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct StreamProgress {
    /// Events received so far. Heartbeats are not events, and an event a
    /// resumed connection repeats is counted once.
    pub events: u64,
    /// Times the stream was opened again after a drop, a stall or a
    /// retryable status (those that delivered nothing included).
    pub reconnects: u32,
    /// The id a reconnection resumes after: the `id` of the last event
    /// read, if the service sent one.
    pub last_event_id: Option<String>,
}

/// How much of a download has arrived
/// ([`Download::progress`](super::Download::progress)).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct DownloadProgress {
    /// Bytes of the body received so far.
    pub loaded: u64,
    /// The body's length as the service announced it (`Content-Length`).
    pub total: Option<u64>,
}

/// One read of the connection while
/// [`AuthConnectionsResource::wait_for_login`](crate::AuthConnectionsResource::wait_for_login)
/// waits, as told to [`WaitOptions::on_progress`](super::WaitOptions::on_progress).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct WaitProgress {
    /// The connection as this read found it (its `flow_status`, `flow_step`, ...).
    pub connection: AuthConnection,
    /// Reads of the connection so far, this one included.
    pub polls: u32,
    /// Milliseconds since the wait began.
    pub elapsed_ms: u64,
}
