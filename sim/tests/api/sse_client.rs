//! A small SSE client for the stream tests: reads a response to its end (or
//! its break) and parses it the way EventSource does, keeping the last
//! event id a client would resume from.

use std::time::Duration;

use reqwest::Response;
use serde_json::Value;

/// One dispatched event.
#[derive(Clone, Debug, PartialEq)]
pub struct Event {
    /// The `id:` given in the event's own block, if any.
    pub id: Option<u64>,
    /// The `data:` payload as JSON.
    pub data: Value,
}

/// What one HTTP connection delivered.
#[derive(Debug)]
pub struct Reading {
    /// The raw text received.
    pub text: String,
    /// Complete events (a partial event at a break is dropped).
    pub events: Vec<Event>,
    /// Whether the connection broke instead of ending cleanly.
    pub broken: bool,
    /// The last event id a client would send to resume: the id buffer as
    /// of the last complete event block.
    pub last_id: Option<String>,
}

impl Reading {
    /// Events other than heartbeats.
    pub fn real(&self) -> Vec<&Event> {
        self.events
            .iter()
            .filter(|e| e.data["event"] != "sse_heartbeat")
            .collect()
    }

    /// Whether any heartbeat arrived.
    pub fn has_heartbeat(&self) -> bool {
        self.events
            .iter()
            .any(|e| e.data["event"] == "sse_heartbeat")
    }

    /// The (id, message) of each log event.
    pub fn lines(&self) -> Vec<(u64, String)> {
        self.real()
            .iter()
            .map(|e| {
                let id = e.id.expect("log events have ids");
                (id, e.data["message"].as_str().expect("message").to_string())
            })
            .collect()
    }
}

/// Reads until the stream ends or breaks; panics after 5 s.
pub async fn read(mut response: Response) -> Reading {
    assert_eq!(response.status(), 200, "stream status");
    let mut bytes = Vec::new();
    let read = async {
        loop {
            match response.chunk().await {
                Ok(Some(chunk)) => bytes.extend_from_slice(&chunk),
                Ok(None) => return false,
                Err(_) => return true,
            }
        }
    };
    let broken = tokio::time::timeout(Duration::from_secs(5), read)
        .await
        .expect("the stream ended within 5 s");
    let text = String::from_utf8(bytes).expect("UTF-8 stream");
    let (events, last_id) = parse(&text);
    Reading {
        text,
        events,
        broken,
        last_id,
    }
}

/// Reads until at least one complete event block arrived (2 s at most);
/// leaves the response open.
pub async fn first_block(response: &mut Response) -> String {
    let mut text = String::new();
    let read = async {
        while !text.contains("\n\n") {
            let chunk = response.chunk().await.expect("chunk").expect("more");
            text.push_str(&String::from_utf8_lossy(&chunk));
        }
    };
    tokio::time::timeout(Duration::from_secs(2), read)
        .await
        .expect("an event within 2 s");
    text
}

/// Parses SSE text: complete blocks become events; the id buffer persists
/// across blocks and becomes the last event id at each block's end.
pub fn parse(text: &str) -> (Vec<Event>, Option<String>) {
    let mut events = Vec::new();
    let (mut id_buffer, mut last_id) = (None::<String>, None::<String>);
    let (mut block_id, mut data) = (None::<u64>, Vec::<&str>::new());
    let mut lines: Vec<&str> = text.split('\n').collect();
    // What follows the last newline is an incomplete line.
    lines.pop();
    for line in lines {
        if line.is_empty() {
            last_id = id_buffer.clone();
            if !data.is_empty() {
                let payload = serde_json::from_str(&data.join("\n")).expect("event data is JSON");
                events.push(Event {
                    id: block_id,
                    data: payload,
                });
            }
            (block_id, data) = (None, Vec::new());
            continue;
        }
        let (field, value) = line.split_once(':').unwrap_or((line, ""));
        let value = value.strip_prefix(' ').unwrap_or(value);
        match field {
            "id" => {
                id_buffer = Some(value.to_string());
                block_id = value.parse().ok();
            }
            "data" => data.push(value),
            _ => {}
        }
    }
    (events, last_id)
}

#[test]
fn a_partial_block_is_dropped_and_does_not_move_the_last_id() {
    let (events, last) =
        parse("retry: 5\n\nid: 1\ndata: {\"a\":1}\n\ndata: {}\n\nid: 2\ndata: {\"a\"");
    assert_eq!(events.len(), 2);
    assert_eq!(events[0].id, Some(1));
    assert_eq!(events[1].id, None);
    assert_eq!(last.as_deref(), Some("1"));
}
