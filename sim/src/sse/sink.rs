//! An SSE response fed from a task through a channel, with the stream
//! faults applied as events are sent.
//!
//! Counted events are the ones a route sends ([`Sink::send`]); heartbeats
//! and the opening `retry:` line are not counted, so `sse_cut_after_events`
//! and `sse_stall_after_events` are about real events only.

use std::io;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::http::HeaderValue;
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::registry::Tracker;
use crate::world::faults::StreamFaults;

type Chunk = Result<Bytes, io::Error>;

/// How many frames may wait for the connection to take them.
const BUFFER: usize = 16;

/// How long a cut waits for what was sent to reach the socket: an error on
/// the body drops the connection, and with it any unwritten bytes.
const FLUSH: Duration = Duration::from_millis(50);

/// One event: an optional id and a JSON `data:` line.
#[derive(Debug)]
pub struct Event {
    /// The `id:` line's value.
    pub id: Option<u64>,
    /// The payload.
    pub data: Value,
}

impl Event {
    /// An event with an id.
    pub fn new(id: u64, data: Value) -> Event {
        Event { id: Some(id), data }
    }

    /// An `error` event (no id) carrying an error record.
    pub fn error(code: &str, message: &str) -> Event {
        Event {
            id: None,
            data: json!({"event": "error", "error": {"code": code, "message": message}}),
        }
    }
}

/// Where a streaming task writes events.
pub struct Sink {
    tx: mpsc::Sender<Chunk>,
    faults: StreamFaults,
    sent: u64,
    tracker: Tracker,
}

/// A sink and the streaming response that reads from it. With
/// `faults.retry_ms` the response begins with a `retry:` line.
pub fn channel(faults: StreamFaults, tracker: Tracker) -> (Sink, Response) {
    let (tx, rx) = mpsc::channel::<Chunk>(BUFFER);
    if let Some(ms) = faults.retry_ms {
        // The channel is new and empty: this cannot fail.
        let _ = tx.try_send(Ok(Bytes::from(format!("retry: {ms}\n\n"))));
    }
    let stream = futures_util::stream::unfold(rx, |mut rx| async move {
        rx.recv().await.map(|chunk| (chunk, rx))
    });
    let mut response = Body::from_stream(stream).into_response();
    let headers = response.headers_mut();
    headers.insert(CONTENT_TYPE, HeaderValue::from_static("text/event-stream"));
    headers.insert(CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    let sink = Sink {
        tx,
        faults,
        sent: 0,
        tracker,
    };
    (sink, response)
}

/// One event frame: optional `id:` (the number after `id_prefix`) then one
/// `data:` line.
fn frame(id: Option<u64>, id_prefix: &str, data: &Value) -> String {
    match id {
        Some(id) => format!("id: {id_prefix}{id}\ndata: {data}\n\n"),
        None => format!("data: {data}\n\n"),
    }
}

/// Where a cut ends `frame`: about half way, but always inside its `data:`
/// line (a long `id:` line, as with `sse_id_prefix`, does not move it out)
/// and on a character boundary (what arrives is valid UTF-8).
fn cut_point(frame: &str) -> usize {
    let data = frame.find("data: ").map_or(0, |i| i + "data: ".len());
    let mut at = (frame.len() / 2).max(data + 1);
    while !frame.is_char_boundary(at) {
        at += 1;
    }
    at
}

impl Sink {
    /// How often to send a heartbeat.
    pub fn heartbeat_every(&self) -> Duration {
        Duration::from_millis(self.faults.heartbeat_ms)
    }

    /// Resolves once the client has gone away.
    pub async fn client_gone(&self) {
        self.tx.closed().await;
    }

    /// Whether the stall fault has silenced the stream.
    fn stalled(&self) -> bool {
        self.faults.stall_after.is_some_and(|n| self.sent >= n)
    }

    /// Sends one counted event; false once the stream is over (client gone,
    /// or a fault cut or stalled it).
    pub async fn send(&mut self, event: &Event) -> bool {
        let id = event.id.filter(|_| !self.faults.omit_ids);
        let prefix = self.faults.id_prefix.as_deref().unwrap_or("");
        let frame = frame(id, prefix, &event.data);
        if self.stalled() {
            self.client_gone().await;
            return false;
        }
        if self.faults.cut_after == Some(self.sent) {
            self.cut(frame).await;
            return false;
        }
        if self.tx.send(Ok(Bytes::from(frame))).await.is_err() {
            return false;
        }
        self.sent += 1;
        self.tracker.event_sent();
        true
    }

    /// Sends an `sse_heartbeat` event (no id, not counted).
    pub async fn heartbeat(&mut self) -> bool {
        if self.stalled() {
            self.client_gone().await;
            return false;
        }
        let frame = frame(None, "", &json!({"event": "sse_heartbeat"}));
        self.tx.send(Ok(Bytes::from(frame))).await.is_ok()
    }

    /// Sends the first half of `frame` (it ends inside the data line, so the
    /// client has a partial event), lets everything reach the socket, then
    /// drops the connection.
    async fn cut(&mut self, frame: String) {
        let half = cut_point(&frame);
        if self
            .tx
            .send(Ok(Bytes::from(frame).slice(..half)))
            .await
            .is_err()
        {
            return;
        }
        while self.tx.capacity() < self.tx.max_capacity() && !self.tx.is_closed() {
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
        tokio::time::sleep(FLUSH).await;
        let cut = io::Error::new(
            io::ErrorKind::ConnectionReset,
            "stream cut by fault injection",
        );
        let _ = self.tx.send(Err(cut)).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_carry_an_id_when_given() {
        assert_eq!(
            frame(Some(3), "", &json!({"a": 1})),
            "id: 3\ndata: {\"a\":1}\n\n"
        );
        assert_eq!(frame(None, "", &json!({"a": 1})), "data: {\"a\":1}\n\n");
    }

    #[test]
    fn an_id_prefix_goes_before_the_number() {
        assert_eq!(
            frame(Some(12), "évt✓-", &json!({"a": 1})),
            "id: évt✓-12\ndata: {\"a\":1}\n\n"
        );
        assert_eq!(
            frame(None, "évt✓-", &json!({"a": 1})),
            "data: {\"a\":1}\n\n",
            "no id, no prefix"
        );
    }

    #[test]
    fn a_cut_ends_inside_the_data_line_on_a_character_boundary() {
        let plain = frame(Some(3), "", &json!({"message": "abcdefghij"}));
        assert_eq!(cut_point(&plain), plain.len() / 2, "half, as before");
        let long = frame(Some(3), &"✓".repeat(32), &json!({"m": "x"}));
        let cut = &long[..cut_point(&long)];
        assert!(cut.contains("\ndata: {"), "{cut:?}");
        assert!(!cut.ends_with('\n'), "{cut:?}");
        let wide = frame(Some(3), "", &json!({"m": "✓✓✓✓✓✓✓✓✓✓✓✓"}));
        let at = cut_point(&wide);
        assert!(wide.is_char_boundary(at) && at < wide.len() - 2, "{at}");
    }
}
