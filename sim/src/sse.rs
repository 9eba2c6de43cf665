//! Server-sent event responses fed from a task, with the stream faults
//! (cut mid-event, stall) applied as events are sent.

use std::io;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::http::HeaderValue;
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};
use tokio::sync::mpsc;

use crate::world::faults::StreamFaults;

type Chunk = Result<Bytes, io::Error>;

/// Where a streaming task writes events.
pub struct Sink {
    tx: mpsc::Sender<Chunk>,
    faults: StreamFaults,
    sent: u64,
}

/// A sink and the streaming response that reads from it.
pub fn channel(faults: StreamFaults) -> (Sink, Response) {
    let (tx, rx) = mpsc::channel::<Chunk>(16);
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
    };
    (sink, response)
}

/// One event frame: optional `id:` then one `data:` line.
pub fn frame(id: Option<u64>, data: &Value) -> String {
    match id {
        Some(id) => format!("id: {id}\ndata: {data}\n\n"),
        None => format!("data: {data}\n\n"),
    }
}

impl Sink {
    /// How often to send a heartbeat.
    pub fn heartbeat_every(&self) -> Duration {
        Duration::from_millis(self.faults.heartbeat_ms)
    }

    /// Sends one event; false once the stream is over (client gone, or a
    /// fault cut or stalled it).
    pub async fn send(&mut self, id: Option<u64>, data: &Value) -> bool {
        let frame = frame(id, data);
        if self.faults.cut_after == Some(self.sent) {
            // Half a frame ends inside the data line: the client has a partial event.
            let half = frame.len() / 2;
            let half = Bytes::from(frame).slice(..half);
            let _ = self.tx.send(Ok(half)).await;
            // Give the server time to flush what was sent: an error on the
            // body drops the connection, and with it any unwritten bytes.
            tokio::time::sleep(Duration::from_millis(50)).await;
            let cut = io::Error::new(
                io::ErrorKind::ConnectionReset,
                "stream cut by fault injection",
            );
            let _ = self.tx.send(Err(cut)).await;
            return false;
        }
        if self.faults.stall_after == Some(self.sent) {
            self.tx.closed().await;
            return false;
        }
        self.sent += 1;
        self.tx.send(Ok(Bytes::from(frame))).await.is_ok()
    }

    /// Sends an `sse_heartbeat` event (no id, so resuming is unaffected).
    pub async fn heartbeat(&mut self) -> bool {
        self.send(None, &json!({"event": "sse_heartbeat"})).await
    }

    /// Sends an `error` event carrying an error record.
    pub async fn error(&mut self, code: &str, message: &str) -> bool {
        self.send(
            None,
            &json!({"event": "error", "error": {"code": code, "message": message}}),
        )
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_carry_an_id_when_given() {
        assert_eq!(
            frame(Some(3), &json!({"a": 1})),
            "id: 3\ndata: {\"a\":1}\n\n"
        );
        assert_eq!(frame(None, &json!({"a": 1})), "data: {\"a\":1}\n\n");
    }
}
