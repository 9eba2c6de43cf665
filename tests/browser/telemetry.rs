//! A browser session's telemetry over real HTTP: pages of past events
//! (categories, order, every page), and the stream in both stream modes:
//! starting after the caller's event id (through fetch in either mode),
//! resuming after the latest one,
//! every event once through cuts and repeats, a stall, a drop, progress.

use browser_cloud_sdk::model::{
    BrowserCreateParams, BrowserCurlParams, BrowserTelemetryCategory,
    BrowserTelemetryRequestConfig, JsonValue, ListTelemetryEventsQuery, TelemetryEventsOrder,
    TelemetryEventsResponse, TelemetryStreamQuery, TelemetryStreamResponse,
};
use browser_cloud_sdk::{ErrorKind, EventStream};
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{clear_faults, clear_requests, client, control, faults, next};
use super::logs::stop_browser;
use super::streams::{last_event_ids, stream_client, streams_at, until_closed, Mode};

/// A running browser capturing the default telemetry set.
async fn capturing() -> String {
    let params = BrowserCreateParams::default()
        .telemetry(BrowserTelemetryRequestConfig::default().enabled(true));
    client()
        .browsers()
        .create(&params)
        .await
        .unwrap()
        .session_id
}

/// Makes the browser produce `count` `system_oom_kill` events (system is
/// captured by default), their `data.pid` numbered from `first_pid`.
async fn happen(browser: &str, first_pid: usize, count: usize) {
    let events: Vec<String> = (first_pid..first_pid + count)
        .map(|pid| format!("{{\"category\":\"system\",\"type\":\"system_oom_kill\",\"data\":{{\"pid\":{pid}}}}}"))
        .collect();
    let body = format!("{{\"events\":[{}]}}", events.join(","));
    control(&format!("/_sim/browsers/{browser}/telemetry"), &body).await;
}

/// Member `name` of a free-form object.
fn member<'v>(value: &'v JsonValue, name: &str) -> &'v JsonValue {
    match value {
        JsonValue::Object(members) => &members[name],
        other => panic!("not an object: {other:?}"),
    }
}

fn page_seqs(events: &[TelemetryEventsResponse]) -> Vec<u64> {
    events.iter().map(|e| e.seq).collect()
}

fn seqs(events: &[TelemetryStreamResponse]) -> Vec<u64> {
    events.iter().map(|e| e.seq).collect()
}

/// Reads `count` events.
async fn take(
    stream: &mut EventStream<TelemetryStreamResponse>,
    count: usize,
) -> Vec<TelemetryStreamResponse> {
    let mut out = Vec::new();
    while out.len() < count {
        out.push(next(stream).await.expect("another event").unwrap());
    }
    out
}

#[wasm_bindgen_test]
async fn past_events_come_by_the_page_filtered_and_in_either_order() {
    let client = client();
    let browser = capturing().await;
    let curl = BrowserCurlParams::new("https://example.com/");
    client.browsers().curl(&browser, &curl).await.unwrap();
    happen(&browser, 100, 2).await;
    let telemetry = client.browsers().telemetry();
    let all = telemetry
        .events(&browser, &ListTelemetryEventsQuery::default().limit(2))
        .await
        .unwrap();
    assert!(all.has_next_page());
    let first = &all.items[0];
    assert_eq!((first.seq, first.event.r#type.as_str()), (1, "api_call"));
    assert_eq!(first.event.category, BrowserTelemetryCategory::Control);
    let data = first.event.data.as_ref().expect("the call's data");
    assert_eq!(
        member(data, "operation_id"),
        &JsonValue::String("curl".into())
    );
    assert!(first.event.ts > 0);
    let mut every = Vec::new();
    let mut items = all.into_stream();
    while let Some(item) = next(&mut items).await {
        every.push(item.unwrap().seq);
    }
    assert_eq!(every, [1, 2, 3], "two pages, every event once");

    let system =
        ListTelemetryEventsQuery::default().category(vec![BrowserTelemetryCategory::System]);
    let page = telemetry.events(&browser, &system).await.unwrap();
    assert_eq!(page_seqs(&page.items), [2, 3]);
    let data = page.items[1].event.data.as_ref().unwrap();
    assert_eq!(member(data, "pid"), &JsonValue::Number(101.0));
    let newest = ListTelemetryEventsQuery::default()
        .order(TelemetryEventsOrder::Desc)
        .limit(1);
    let page = telemetry.events(&browser, &newest).await.unwrap();
    assert_eq!(page_seqs(&page.items), [3]);

    let refused = telemetry
        .events(&browser, &ListTelemetryEventsQuery::default().limit(0))
        .await
        .unwrap_err();
    assert_eq!(refused.kind(), ErrorKind::InvalidInput);
    assert_eq!(refused.path(), Some("limit"));
    stop_browser(&browser).await;
}

async fn a_stream_starts_after_the_callers_id_and_resumes_after_the_latest(mode: Mode) {
    let browser = capturing().await;
    let path = format!("/browsers/{browser}/telemetry/stream");
    happen(&browser, 1, 4).await;
    faults(&format!(
        "{{\"sse_cut_after_events\":2,\"sse_retry_ms\":5,\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    clear_requests().await;
    let client = stream_client(mode);
    let mut stream = client
        .browsers()
        .telemetry()
        .stream(&browser, &TelemetryStreamQuery::default().replay("all"))
        .last_event_id("2")
        .await
        .unwrap();
    let first = take(&mut stream, 2).await;
    assert_eq!(seqs(&first), [3, 4], "{mode:?}: after the caller's id");
    happen(&browser, 5, 3).await;
    let later = take(&mut stream, 3).await;
    clear_faults().await;
    assert_eq!(seqs(&later), [5, 6, 7], "{mode:?}: every later event once");
    assert_eq!(stream.progress().last_event_id.as_deref(), Some("7"));
    let sent = last_event_ids(&path).await;
    assert_eq!(
        sent[0].as_deref(),
        Some("2"),
        "{mode:?}: the first connection sends it"
    );
    assert_eq!(
        sent[1].as_deref(),
        Some("4"),
        "{mode:?}: the reconnection resumes after the latest: {sent:?}"
    );
    stop_browser(&browser).await;
    assert!(
        next(&mut stream).await.is_none(),
        "{mode:?}: the stream ends with the browser"
    );
}

#[wasm_bindgen_test]
async fn fetch_a_telemetry_stream_starts_after_the_callers_id_and_resumes_after_the_latest() {
    a_stream_starts_after_the_callers_id_and_resumes_after_the_latest(Mode::Fetch).await;
}

#[wasm_bindgen_test]
async fn eventsource_a_telemetry_stream_starts_after_the_callers_id_and_resumes_after_the_latest() {
    a_stream_starts_after_the_callers_id_and_resumes_after_the_latest(Mode::EventSource).await;
}

async fn every_event_arrives_once_through_cuts_and_repeats(mode: Mode) {
    let browser = capturing().await;
    let path = format!("/browsers/{browser}/telemetry/stream");
    happen(&browser, 1, 200).await;
    stop_browser(&browser).await;
    faults(&format!(
        "{{\"sse_cut_after_events\":30,\"sse_replay_on_resume\":5,\"sse_retry_ms\":5,\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let client = stream_client(mode);
    let mut stream = client
        .browsers()
        .telemetry()
        .stream(&browser, &TelemetryStreamQuery::default().replay("all"))
        .await
        .unwrap();
    let mut got = Vec::new();
    while let Some(item) = next(&mut stream).await {
        got.push(item.unwrap().seq);
    }
    clear_faults().await;
    assert_eq!(got, (1..=200).collect::<Vec<u64>>(), "{mode:?}");
    assert!(
        stream.progress().reconnects >= 6,
        "{mode:?}: {:?}",
        stream.progress()
    );
}

#[wasm_bindgen_test]
async fn fetch_every_telemetry_event_arrives_once_through_cuts_and_repeats() {
    every_event_arrives_once_through_cuts_and_repeats(Mode::Fetch).await;
}

#[wasm_bindgen_test]
async fn eventsource_every_telemetry_event_arrives_once_through_cuts_and_repeats() {
    every_event_arrives_once_through_cuts_and_repeats(Mode::EventSource).await;
}

#[wasm_bindgen_test]
async fn a_stalled_telemetry_stream_fails_with_a_timeout_when_reconnection_is_off() {
    let browser = capturing().await;
    let path = format!("/browsers/{browser}/telemetry/stream");
    happen(&browser, 1, 2).await;
    faults(&format!(
        "{{\"sse_stall_after_events\":1,\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let client = client();
    let result = client
        .browsers()
        .telemetry()
        .stream(&browser, &TelemetryStreamQuery::default().replay("all"))
        .idle_timeout_ms(300)
        .max_reconnects(0)
        .await;
    clear_faults().await;
    let mut stream = result.unwrap();
    assert_eq!(seqs(&take(&mut stream, 1).await), [1]);
    let error = next(&mut stream)
        .await
        .expect("the stall is reported")
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Timeout, "{error}");
    stop_browser(&browser).await;
}

async fn dropping_a_telemetry_stream_closes_its_connection(mode: Mode) {
    let browser = capturing().await;
    let path = format!("/browsers/{browser}/telemetry/stream");
    let client = stream_client(mode);
    let mut stream = client
        .browsers()
        .telemetry()
        .stream(&browser, &TelemetryStreamQuery::default())
        .await
        .unwrap();
    happen(&browser, 1, 1).await;
    assert_eq!(
        seqs(&take(&mut stream, 1).await),
        [1],
        "{mode:?}: a new event"
    );
    assert_eq!(streams_at(&path).await.0, 1, "{mode:?}: open while read");
    drop(stream);
    until_closed(&path, 2_000.0).await;
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn fetch_dropping_a_telemetry_stream_closes_its_connection() {
    dropping_a_telemetry_stream_closes_its_connection(Mode::Fetch).await;
}

#[wasm_bindgen_test]
async fn eventsource_dropping_a_telemetry_stream_closes_its_connection() {
    dropping_a_telemetry_stream_closes_its_connection(Mode::EventSource).await;
}
