//! Host tests of the SSE parser, and the harness they share.
//!
//! Every case runs three ways: each stream fed whole, split in two at every
//! byte position, and fed one byte at a time. All three must dispatch the
//! expected events and agree on everything else the parser reports.

use super::{find_line_end, SseEvent, SseParser};

mod chunking;
mod hygiene;
mod interpreting;
mod last_event_id;
mod parsing;
mod reconnection;
mod wpt_format;

/// An owned copy of a dispatched event.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Ev {
    event: String,
    data: String,
    id: Option<String>,
}

/// A `message` event with `data` and no id.
fn msg(data: &str) -> Ev {
    Ev {
        event: "message".to_owned(),
        data: data.to_owned(),
        id: None,
    }
}

impl Ev {
    /// The same event with the type `event`.
    fn of_type(mut self, event: &str) -> Self {
        self.event = event.to_owned();
        self
    }

    /// The same event with the `lastEventId` `id`.
    fn with_id(mut self, id: &str) -> Self {
        self.id = Some(id.to_owned());
        self
    }
}

impl From<SseEvent<'_>> for Ev {
    fn from(event: SseEvent<'_>) -> Self {
        Ev {
            event: event.event.to_owned(),
            data: event.data.to_owned(),
            id: event.id.map(str::to_owned),
        }
    }
}

/// What one connection's stream produced.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Connection {
    events: Vec<Ev>,
    /// What `finish` returned: the stream ended after a finished block.
    complete: bool,
    /// `last_event_id()` after `finish`: what the reconnection sends.
    last_event_id: Option<String>,
    /// `retry_ms()` after `finish`.
    retry_ms: Option<u32>,
}

/// How each stream is cut into chunks.
#[derive(Clone, Copy, Debug)]
enum Feeding {
    Whole,
    /// Two chunks, the first `n` bytes long (or the whole stream).
    SplitAt(usize),
    OneByteAtATime,
}

/// Parses `streams` as the successive connections of one event source:
/// one parser, `finish` at the end of each.
fn run(start: fn() -> SseParser, streams: &[&[u8]], feeding: Feeding) -> Vec<Connection> {
    let mut parser = start();
    let mut connections = Vec::new();
    for stream in streams {
        let mut events = Vec::new();
        let mut push = |event: SseEvent<'_>| events.push(Ev::from(event));
        match feeding {
            Feeding::Whole => parser.feed(stream, &mut push),
            Feeding::SplitAt(at) => {
                let (first, second) = stream.split_at(at.min(stream.len()));
                parser.feed(first, &mut push);
                parser.feed(second, &mut push);
            }
            Feeding::OneByteAtATime => {
                for byte in stream.chunks(1) {
                    parser.feed(byte, &mut push);
                }
            }
        }
        let complete = parser.finish();
        connections.push(Connection {
            events,
            complete,
            last_event_id: parser.last_event_id().map(str::to_owned),
            retry_ms: parser.retry_ms(),
        });
    }
    connections
}

/// Like [`assert_connections`], for a parser that `start` makes.
fn assert_connections_from(
    start: fn() -> SseParser,
    streams: &[&[u8]],
    expected: &[&[Ev]],
) -> Vec<Connection> {
    let whole = run(start, streams, Feeding::Whole);
    let events: Vec<&[Ev]> = whole.iter().map(|c| c.events.as_slice()).collect();
    assert_eq!(events, expected, "fed whole");
    let longest = streams.iter().map(|s| s.len()).max().unwrap_or(0);
    for at in 0..=longest {
        let split = run(start, streams, Feeding::SplitAt(at));
        assert_eq!(split, whole, "split after byte {at}");
    }
    let bytes = run(start, streams, Feeding::OneByteAtATime);
    assert_eq!(bytes, whole, "fed one byte at a time");
    whole
}

/// Parses `streams` as the successive connections of one event source, fed
/// whole, split in two at every byte position, and one byte at a time.
/// Asserts that connection `i` dispatched `expected[i]` and that all ways
/// agree on the rest; returns what each connection produced.
fn assert_connections(streams: &[&[u8]], expected: &[&[Ev]]) -> Vec<Connection> {
    assert_connections_from(SseParser::new, streams, expected)
}

/// [`assert_connections`] for one stream.
fn assert_stream(stream: &[u8], expected: &[Ev]) -> Connection {
    let mut connections = assert_connections(&[stream], &[expected]);
    connections.remove(0)
}

/// Feeds `chunks` in order to `parser` and returns the events.
fn feed_chunks(parser: &mut SseParser, chunks: &[&[u8]]) -> Vec<Ev> {
    let mut events = Vec::new();
    for chunk in chunks {
        parser.feed(chunk, |event| events.push(Ev::from(event)));
    }
    events
}
