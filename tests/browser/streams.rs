//! Streams on a bad network, in both stream modes (fetch, and the browser's
//! `EventSource` with the simulator's token cookie standing in for a
//! same-origin proxy's session): cuts, repeats after a resume, stalls,
//! error statuses and cancellation, seen from both ends.

use std::future::Future;
use std::pin::Pin;
use std::task::Poll;

use browser_cloud_sdk::model::{FlowEvent, FlowStatus, LoginParams};
use browser_cloud_sdk::protocol::model::LogStreamQuery;
use browser_cloud_sdk::{
    Client, ClientConfig, CredentialsMode, Error, ErrorKind, EventStream, StreamMode,
};
use js_sys::{Array, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::AbortController;

use super::common::{
    abort_after, clear_faults, clear_requests, client, connection, credentials, faults, next,
    now_ms, raw, sleep, text, ORG_KEY, SIM_URL,
};
use super::logs::{start_browser, stop_browser, write_lines, LOG};

/// Which browser API carries the stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Fetch,
    EventSource,
}

/// A client whose streams use `mode`. In EventSource mode it holds no key:
/// the simulator's `sim_token` cookie authenticates it, as a proxy's
/// session cookie would.
pub fn stream_client(mode: Mode) -> Client {
    match mode {
        Mode::Fetch => client(),
        Mode::EventSource => {
            let document = Reflect::get(&js_sys::global(), &"document".into()).unwrap();
            let cookie = format!("sim_token={ORG_KEY}; path=/; SameSite=Lax");
            Reflect::set(&document, &"cookie".into(), &cookie.into()).unwrap();
            Client::new(
                ClientConfig::builder()
                    .base_url(SIM_URL)
                    .credentials(CredentialsMode::Include)
                    .stream_mode(StreamMode::EventSource)
                    .build()
                    .unwrap(),
            )
        }
    }
}

fn log_query(follow: bool) -> LogStreamQuery {
    LogStreamQuery::file(LOG).follow(follow)
}

/// Writes `count` numbered lines to the browser's log, in batches.
async fn write_numbered(browser: &str, count: usize) -> Vec<String> {
    let lines: Vec<String> = (1..=count).map(|n| format!("line-{n:05}")).collect();
    for batch in lines.chunks(2_000) {
        let batch: Vec<&str> = batch.iter().map(String::as_str).collect();
        write_lines(browser, &format!("\"path\":\"{LOG}\""), &batch).await;
    }
    lines
}

/// Reads a stream to its end: the messages, and the error it ended with.
async fn drain<T>(
    stream: &mut EventStream<T>,
    message: impl Fn(&T) -> String,
) -> (Vec<String>, Option<Error>)
where
    T: serde::de::DeserializeOwned,
{
    let mut messages = Vec::new();
    while let Some(item) = next(stream).await {
        match item {
            Ok(event) => messages.push(message(&event)),
            Err(error) => return (messages, Some(error)),
        }
    }
    (messages, None)
}

/// The `Last-Event-ID` headers of the logged GET requests to `path`, one
/// entry per request (`None` for a request without one).
pub async fn last_event_ids(path: &str) -> Vec<Option<String>> {
    let (status, log) = raw("GET", "/_sim/requests", None, ORG_KEY).await;
    assert_eq!(status, 200);
    let log: Array = log.unchecked_into();
    log.iter()
        .filter(|entry| text(entry, "method") == "GET" && text(entry, "path") == path)
        .map(|entry| {
            let headers = Reflect::get(&entry, &"headers".into()).unwrap();
            Reflect::get(&headers, &"last-event-id".into())
                .ok()
                .and_then(|v| v.as_string())
        })
        .collect()
}

/// The simulator's stream records for `path`: how many are open, and how
/// many there were.
pub async fn streams_at(path: &str) -> (usize, usize) {
    let (status, view) = raw("GET", "/_sim/streams", None, ORG_KEY).await;
    assert_eq!(status, 200);
    let streams: Array = Reflect::get(&view, &"streams".into())
        .unwrap()
        .unchecked_into();
    let mine: Vec<JsValue> = streams.iter().filter(|s| text(s, "path") == path).collect();
    let open = mine
        .iter()
        .filter(|s| Reflect::get(s, &"open".into()).unwrap().is_truthy())
        .count();
    (open, mine.len())
}

/// Waits up to `ms` for the simulator to see no open stream at `path`.
pub async fn until_closed(path: &str, ms: f64) -> f64 {
    let started = now_ms();
    while streams_at(path).await.0 > 0 {
        assert!(now_ms() - started < ms, "the simulator still sends {path}");
        sleep(10).await;
    }
    now_ms() - started
}

/// What reading a browser's whole log under stream faults gave.
struct FaultyRead {
    browser: String,
    path: String,
    expected: Vec<String>,
    messages: Vec<String>,
    error: Option<Error>,
}

/// Starts a browser whose log holds `lines` numbered lines, sets the stream
/// faults `settings` (JSON members) on its log stream, clears the request
/// log, and reads the stream to its end in `mode`.
async fn read_log_under(mode: Mode, lines: usize, settings: &str) -> FaultyRead {
    let browser = start_browser().await;
    let path = format!("/browsers/{browser}/logs/stream");
    let expected = write_numbered(&browser, lines).await;
    faults(&format!("{{{settings},\"path_prefix\":\"{path}\"}}")).await;
    clear_requests().await;
    let client = stream_client(mode);
    let opened = client
        .browsers()
        .logs()
        .stream(&browser, &log_query(false))
        .await;
    let (messages, error) = drain(&mut opened.unwrap(), |e| e.message.clone()).await;
    clear_faults().await;
    FaultyRead {
        browser,
        path,
        expected,
        messages,
        error,
    }
}

async fn ten_thousand_events_through_cuts_arrive_once_in_order(mode: Mode) {
    let FaultyRead {
        browser,
        path,
        expected,
        messages,
        error,
    } = read_log_under(
        mode,
        10_000,
        "\"sse_cut_after_events\":300,\"sse_retry_ms\":5",
    )
    .await;
    assert!(error.is_none(), "{mode:?}: {error:?}");
    assert_eq!(messages.len(), expected.len(), "{mode:?}");
    assert!(messages == expected, "{mode:?}: every event once, in order");
    let resumed: Vec<Option<String>> = last_event_ids(&path).await;
    assert!(
        resumed.len() > 33,
        "{mode:?}: cut every 300: {}",
        resumed.len()
    );
    assert_eq!(resumed[0], None, "the first connection resumes nothing");
    // Each reconnection resumes 300 events after the one before it.
    let ids: Vec<u64> = resumed[1..]
        .iter()
        .map(|id| {
            id.as_deref()
                .expect("a resumed connection")
                .parse()
                .unwrap()
        })
        .collect();
    assert!(
        ids.windows(2).take(30).all(|w| w[1] == w[0] + 300),
        "{mode:?}: {ids:?}"
    );
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn fetch_ten_thousand_events_through_cuts_arrive_once_in_order() {
    ten_thousand_events_through_cuts_arrive_once_in_order(Mode::Fetch).await;
}

#[wasm_bindgen_test]
async fn eventsource_ten_thousand_events_through_cuts_arrive_once_in_order() {
    ten_thousand_events_through_cuts_arrive_once_in_order(Mode::EventSource).await;
}

async fn events_a_resumed_connection_repeats_are_dropped(mode: Mode) {
    let settings = "\"sse_cut_after_events\":60,\"sse_replay_on_resume\":7,\"sse_retry_ms\":5";
    let FaultyRead {
        browser,
        expected,
        messages,
        error,
        ..
    } = read_log_under(mode, 500, settings).await;
    assert!(error.is_none(), "{mode:?}: {error:?}");
    assert!(messages == expected, "{mode:?}: {} events", messages.len());
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn fetch_events_a_resumed_connection_repeats_are_dropped() {
    events_a_resumed_connection_repeats_are_dropped(Mode::Fetch).await;
}

#[wasm_bindgen_test]
async fn eventsource_events_a_resumed_connection_repeats_are_dropped() {
    events_a_resumed_connection_repeats_are_dropped(Mode::EventSource).await;
}

async fn follow_across_cuts_reaches_the_end_of_the_flow(mode: Mode) {
    let setup = client();
    let created = connection(&setup, "cut-follow.example.com").await;
    let path = format!("/auth/connections/{}/events", created.id);
    faults(&format!(
        "{{\"sse_cut_after_events\":1,\"sse_retry_ms\":5,\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let connections = setup.auth().connections();
    connections
        .login(&created.id, &LoginParams::default())
        .await
        .unwrap();
    let client = stream_client(mode);
    let mut stream = client
        .auth()
        .connections()
        .follow(&created.id)
        .await
        .unwrap();
    let mut statuses = Vec::new();
    let mut submitted = false;
    while let Some(event) = next(&mut stream).await {
        let event = event.unwrap_or_else(|error| panic!("{mode:?}: {error}"));
        let FlowEvent::ManagedAuthState(state) = event else {
            panic!("{mode:?}: only state events are delivered");
        };
        let awaiting = state.fields.as_ref().is_some_and(|f| !f.is_empty());
        statuses.push(state.flow_status.clone());
        if awaiting && !submitted {
            connections
                .submit(&created.id, &credentials())
                .await
                .unwrap();
            submitted = true;
        }
    }
    clear_faults().await;
    assert!(submitted, "{mode:?}: the flow asked for credentials");
    assert_eq!(
        statuses.last().cloned().flatten(),
        Some(FlowStatus::Success),
        "{mode:?}: {statuses:?}"
    );
    let reconnections = last_event_ids(&path).await.iter().flatten().count();
    assert!(
        reconnections >= 2,
        "{mode:?}: resumed {reconnections} times"
    );
    connections.delete(&created.id).await.unwrap();
}

#[wasm_bindgen_test]
async fn fetch_follow_across_cuts_reaches_the_end_of_the_flow() {
    follow_across_cuts_reaches_the_end_of_the_flow(Mode::Fetch).await;
}

#[wasm_bindgen_test]
async fn eventsource_follow_across_cuts_reaches_the_end_of_the_flow() {
    follow_across_cuts_reaches_the_end_of_the_flow(Mode::EventSource).await;
}

async fn a_stalled_stream_reconnects_then_times_out(mode: Mode) {
    let browser = start_browser().await;
    let path = format!("/browsers/{browser}/logs/stream");
    write_lines(&browser, &format!("\"path\":\"{LOG}\""), &["one"]).await;
    faults(&format!(
        "{{\"sse_stall_after_events\":1,\"heartbeat_ms\":5000,\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    clear_requests().await;
    let client = stream_client(mode);
    let opened = client
        .browsers()
        .logs()
        .stream(&browser, &log_query(true))
        .idle_timeout_ms(300)
        .max_reconnects(1)
        .await;
    let started = now_ms();
    let (messages, error) = drain(&mut opened.unwrap(), |e| e.message.clone()).await;
    let elapsed = now_ms() - started;
    clear_faults().await;
    assert_eq!(messages, ["one"], "{mode:?}");
    let error = error.expect("the stall is reported");
    assert_eq!(error.kind(), ErrorKind::Timeout, "{mode:?}: {error}");
    assert!(elapsed < 5_000.0, "{mode:?}: it did not hang: {elapsed} ms");
    let connections = last_event_ids(&path).await.len();
    assert_eq!(connections, 2, "{mode:?}: the first and one reconnection");
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn fetch_a_stalled_stream_reconnects_then_times_out() {
    a_stalled_stream_reconnects_then_times_out(Mode::Fetch).await;
}

#[wasm_bindgen_test]
async fn eventsource_a_stalled_stream_reconnects_then_times_out() {
    a_stalled_stream_reconnects_then_times_out(Mode::EventSource).await;
}

async fn each_error_status_of_a_stream_is_typed(mode: Mode) {
    let browser = start_browser().await;
    let path = format!("/browsers/{browser}/logs/stream");
    let client = stream_client(mode);
    for status in [400, 401, 403, 404, 409, 422, 429, 500, 503] {
        faults(&format!(
            "{{\"error_rate\":1,\"statuses\":[{status}],\"path_prefix\":\"{path}\"}}"
        ))
        .await;
        let opened = client
            .browsers()
            .logs()
            .stream(&browser, &log_query(false))
            .max_retries(0)
            .await;
        let error = opened.err().expect("the status fails the stream");
        assert_eq!(error.status(), Some(status), "{mode:?}: {error}");
        assert_eq!(
            error.kind(),
            ErrorKind::from_status(status),
            "{mode:?}: {status}"
        );
        assert_eq!(
            error.code(),
            "simulated_fault",
            "{mode:?}: the service's record"
        );
    }
    clear_faults().await;
    let missing = client
        .browsers()
        .logs()
        .stream("no-such-browser", &log_query(false))
        .await;
    assert_eq!(missing.err().map(|e| e.kind()), Some(ErrorKind::NotFound));
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn fetch_each_error_status_of_a_stream_is_typed() {
    each_error_status_of_a_stream_is_typed(Mode::Fetch).await;
}

#[wasm_bindgen_test]
async fn eventsource_each_error_status_of_a_stream_is_typed() {
    each_error_status_of_a_stream_is_typed(Mode::EventSource).await;
}

#[wasm_bindgen_test]
async fn eventsource_without_the_session_cookie_is_an_authentication_error() {
    let browser = start_browser().await;
    // SameOrigin: the simulator is another origin, so no cookie goes with it.
    let client = Client::new(
        ClientConfig::builder()
            .base_url(SIM_URL)
            .credentials(CredentialsMode::SameOrigin)
            .stream_mode(StreamMode::EventSource)
            .build()
            .unwrap(),
    );
    let opened = client
        .browsers()
        .logs()
        .stream(&browser, &log_query(false))
        .await;
    let error = opened.err().expect("refused");
    assert_eq!(error.kind(), ErrorKind::Authentication, "{error}");
    assert_eq!(error.status(), Some(401));
    stop_browser(&browser).await;
}

async fn a_4xx_on_reconnection_ends_the_stream_without_retrying(mode: Mode) {
    let browser = start_browser().await;
    let path = format!("/browsers/{browser}/logs/stream");
    write_numbered(&browser, 10).await;
    faults(&format!(
        "{{\"sse_cut_after_events\":3,\"sse_retry_ms\":5,\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    clear_requests().await;
    let client = stream_client(mode);
    let mut stream = client
        .browsers()
        .logs()
        .stream(&browser, &log_query(false))
        .await
        .unwrap();
    let first = next(&mut stream).await.unwrap().unwrap();
    assert_eq!(first.message, "line-00001");
    // Every later request is refused; the open connection keeps its cut.
    faults(&format!(
        "{{\"error_rate\":1,\"statuses\":[403],\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let (messages, error) = drain(&mut stream, |e| e.message.clone()).await;
    clear_faults().await;
    assert_eq!(messages, ["line-00002", "line-00003"], "{mode:?}");
    let error = error.expect("the refusal ends the stream");
    assert_eq!(
        error.kind(),
        ErrorKind::PermissionDenied,
        "{mode:?}: {error}"
    );
    let requests = last_event_ids(&path).await;
    assert!(
        requests.len() <= 3,
        "{mode:?}: the 403 was not retried: {requests:?}"
    );
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn fetch_a_4xx_on_reconnection_ends_the_stream_without_retrying() {
    a_4xx_on_reconnection_ends_the_stream_without_retrying(Mode::Fetch).await;
}

#[wasm_bindgen_test]
async fn eventsource_a_4xx_on_reconnection_ends_the_stream_without_retrying() {
    a_4xx_on_reconnection_ends_the_stream_without_retrying(Mode::EventSource).await;
}

#[wasm_bindgen_test]
async fn a_stream_without_ids_that_drops_after_events_says_it_cannot_resume() {
    let settings = "\"sse_cut_after_events\":4,\"sse_omit_ids\":true";
    let FaultyRead {
        browser,
        messages,
        error,
        ..
    } = read_log_under(Mode::Fetch, 10, settings).await;
    assert_eq!(messages.len(), 4, "the events before the cut: {messages:?}");
    let error = error.expect("the gap is reported");
    assert_eq!(error.kind(), ErrorKind::StreamNotResumable, "{error}");
    assert_eq!(error.code(), "stream_not_resumable");
    stop_browser(&browser).await;
}

/// Polls `future` once: whether it is still waiting.
async fn still_waiting<F: Future>(future: Pin<&mut F>) -> bool {
    let mut future = Some(future);
    std::future::poll_fn(|cx| {
        let waiting = future.take().unwrap().poll(cx).is_pending();
        Poll::Ready(waiting)
    })
    .await
}

async fn dropping_a_stream_while_a_read_waits_closes_the_connection(mode: Mode) {
    let browser = start_browser().await;
    let path = format!("/browsers/{browser}/logs/stream");
    faults(&format!(
        "{{\"heartbeat_ms\":60000,\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let client = stream_client(mode);
    let mut stream = client
        .browsers()
        .logs()
        .stream(&browser, &log_query(true))
        .await
        .unwrap();
    {
        let mut read = Box::pin(next(&mut stream));
        assert!(still_waiting(read.as_mut()).await, "nothing to read yet");
        sleep(50).await;
        assert_eq!(streams_at(&path).await.0, 1, "{mode:?}: open while read");
    }
    drop(stream);
    let waited = until_closed(&path, 1_000.0).await;
    clear_faults().await;
    assert!(waited < 1_000.0, "{mode:?}: closed after {waited} ms");
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn fetch_dropping_a_stream_while_a_read_waits_closes_the_connection() {
    dropping_a_stream_while_a_read_waits_closes_the_connection(Mode::Fetch).await;
}

#[wasm_bindgen_test]
async fn eventsource_dropping_a_stream_while_a_read_waits_closes_the_connection() {
    dropping_a_stream_while_a_read_waits_closes_the_connection(Mode::EventSource).await;
}

async fn an_abort_signal_ends_a_waiting_read_at_once(mode: Mode) {
    let browser = start_browser().await;
    let path = format!("/browsers/{browser}/logs/stream");
    faults(&format!(
        "{{\"heartbeat_ms\":60000,\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let controller = AbortController::new().unwrap();
    let client = stream_client(mode);
    let mut stream = client
        .browsers()
        .logs()
        .stream(&browser, &log_query(true))
        .signal(controller.signal())
        .await
        .unwrap();
    abort_after(&controller, 100);
    let started = now_ms();
    let error = next(&mut stream).await.unwrap().unwrap_err();
    let waited = now_ms() - started;
    assert_eq!(error.kind(), ErrorKind::UserAbort, "{mode:?}: {error}");
    assert!(
        waited < 2_000.0,
        "{mode:?}: the read ended after {waited} ms"
    );
    until_closed(&path, 1_000.0).await;
    clear_faults().await;
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn fetch_an_abort_signal_ends_a_waiting_read_at_once() {
    an_abort_signal_ends_a_waiting_read_at_once(Mode::Fetch).await;
}

#[wasm_bindgen_test]
async fn eventsource_an_abort_signal_ends_a_waiting_read_at_once() {
    an_abort_signal_ends_a_waiting_read_at_once(Mode::EventSource).await;
}

/// A non-ASCII prefix of every event id (the simulator's `sse_id_prefix`).
const ID_PREFIX: &str = "évt✓-";

async fn a_non_ascii_event_id_resumes_as_its_utf8_bytes(mode: Mode) {
    let settings =
        format!("\"sse_id_prefix\":\"{ID_PREFIX}\",\"sse_cut_after_events\":3,\"sse_retry_ms\":5");
    let FaultyRead {
        browser,
        path,
        expected,
        messages,
        error,
    } = read_log_under(mode, 10, &settings).await;
    assert!(error.is_none(), "{mode:?}: {error:?}");
    assert_eq!(messages, expected, "{mode:?}: every line once, in order");
    // The log shows each header's bytes decoded as UTF-8: the prefix reads
    // back only if its UTF-8 bytes were sent (one byte per character, or
    // each byte of the UTF-8 taken for a character, would not).
    let requests = last_event_ids(&path).await;
    assert_eq!(requests[0], None, "{mode:?}: the first connection");
    let resumed: Vec<u64> = requests[1..]
        .iter()
        .map(|id| {
            let id = id.as_deref().expect("a resumed connection");
            let digits = id
                .strip_prefix(ID_PREFIX)
                .unwrap_or_else(|| panic!("{mode:?}: {id:?} lacks {ID_PREFIX:?}"));
            assert!(
                !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()),
                "{mode:?}: {id:?}"
            );
            digits.parse().unwrap()
        })
        .collect();
    // A cut after every 3 lines of 10: at least 3 reconnections, each
    // resuming 3 lines after the one before.
    assert!(resumed.len() >= 3, "{mode:?}: {requests:?}");
    assert!(
        resumed.windows(2).take(2).all(|w| w[1] == w[0] + 3),
        "{mode:?}: {requests:?}"
    );
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn fetch_a_non_ascii_event_id_resumes_as_its_utf8_bytes() {
    a_non_ascii_event_id_resumes_as_its_utf8_bytes(Mode::Fetch).await;
}

#[wasm_bindgen_test]
async fn eventsource_a_non_ascii_event_id_resumes_as_its_utf8_bytes() {
    a_non_ascii_event_id_resumes_as_its_utf8_bytes(Mode::EventSource).await;
}
