//! The one loop behind every SSE route: look for new events, send them,
//! send heartbeats on schedule, and stop the moment the client leaves.

use std::time::Duration;

use tokio::time::Instant;

use super::sink::{Event, Sink};

/// How often a stream looks for new events.
const POLL: Duration = Duration::from_millis(20);

/// What one look for new events found.
pub struct Batch {
    /// Events to send, in order.
    pub events: Vec<Event>,
    /// Whether to keep looking once they are sent; false ends the stream.
    pub more: bool,
}

/// Runs a stream until `poll` says it is over, a send fails (client gone,
/// or a fault cut or stalled the stream), or the client disconnects: the
/// wait between looks ends as soon as the client's connection closes, so
/// the task (and its entry in `GET /_sim/streams`) ends at once.
///
/// `poll` runs every 20 ms and must not block: it reads the world and
/// returns what is new. A heartbeat goes out whenever one is due.
pub async fn drive(mut sink: Sink, mut poll: impl FnMut() -> Batch) {
    let mut next_beat = Instant::now() + sink.heartbeat_every();
    loop {
        let batch = poll();
        for event in &batch.events {
            if !sink.send(event).await {
                return;
            }
        }
        if !batch.more {
            return;
        }
        if Instant::now() >= next_beat {
            if !sink.heartbeat().await {
                return;
            }
            next_beat = Instant::now() + sink.heartbeat_every();
        }
        tokio::select! {
            () = tokio::time::sleep(POLL) => {}
            () = sink.client_gone() => return,
        }
    }
}
