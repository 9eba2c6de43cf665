//! Browser log streams over real HTTP: lines written to a browser's log
//! come back as `LogEvent`s; heartbeats, cuts and stalls of the stream.

use browser_cloud_sdk::model::LogEvent;
use browser_cloud_sdk::protocol::model::LogStreamQuery;
use browser_cloud_sdk::{Error, ErrorKind, EventStream};
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{
    clear_faults, client, control, faults, next, now_ms, raw, sleep, text, ORG_KEY,
};

pub const LOG: &str = "/var/log/app.log";

/// Starts a browser in the default project; answers its id.
pub async fn start_browser() -> String {
    text(&control("/_sim/browsers", "{}").await, "id")
}

/// Appends `lines` to one of a browser's logs (`source` is the JSON member
/// naming it: `"path":"..."` or `"supervisor_process":"..."`).
pub async fn write_lines(browser: &str, source: &str, lines: &[&str]) {
    let lines: Vec<String> = lines.iter().map(|l| format!("\"{l}\"")).collect();
    let body = format!("{{{source},\"lines\":[{}]}}", lines.join(","));
    control(&format!("/_sim/browsers/{browser}/logs"), &body).await;
}

/// Stops a browser, which ends its followed log streams.
pub async fn stop_browser(browser: &str) {
    let (status, _) = raw(
        "DELETE",
        &format!("/_sim/browsers/{browser}"),
        None,
        ORG_KEY,
    )
    .await;
    assert_eq!(status, 204, "the browser stopped");
}

async fn messages(stream: &mut EventStream<LogEvent>, count: usize) -> Vec<String> {
    let mut out = Vec::new();
    while out.len() < count {
        let event: Result<LogEvent, Error> = next(stream).await.expect("another event");
        let event = event.unwrap();
        assert_eq!(event.event, "log");
        assert!(
            event.timestamp.ends_with('Z'),
            "a date-time: {}",
            event.timestamp
        );
        out.push(event.message);
    }
    out
}

#[wasm_bindgen_test]
async fn a_log_file_streams_its_lines_as_log_events_then_ends() {
    let browser = start_browser().await;
    write_lines(
        &browser,
        &format!("\"path\":\"{LOG}\""),
        &["one", "two", "three"],
    )
    .await;
    write_lines(
        &browser,
        "\"supervisor_process\":\"chromium\"",
        &["elsewhere"],
    )
    .await;
    let query = LogStreamQuery::file(LOG);
    let client = client();
    let mut stream = client
        .browsers()
        .logs()
        .stream(&browser, &query)
        .await
        .unwrap();
    assert_eq!(
        messages(&mut stream, 3).await,
        ["one", "two", "three"],
        "only that file"
    );
    assert!(
        next(&mut stream).await.is_none(),
        "without follow the stream ends"
    );
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn following_a_process_log_yields_lines_written_later() {
    let browser = start_browser().await;
    // The simulated browser writes chromium's own log; this process is ours.
    let source = "\"supervisor_process\":\"sync-agent\"";
    write_lines(&browser, source, &["started"]).await;
    let query = LogStreamQuery::process("sync-agent").follow(true);
    let client = client();
    let mut stream = client
        .browsers()
        .logs()
        .stream(&browser, &query)
        .await
        .unwrap();
    assert_eq!(messages(&mut stream, 1).await, ["started"]);
    write_lines(&browser, source, &["later"]).await;
    assert_eq!(
        messages(&mut stream, 1).await,
        ["later"],
        "a line written while following"
    );
    stop_browser(&browser).await;
    assert!(
        next(&mut stream).await.is_none(),
        "the stream ends when the browser stops"
    );
}

#[wasm_bindgen_test]
async fn heartbeats_between_lines_are_consumed_silently() {
    let browser = start_browser().await;
    let path = format!("/browsers/{browser}/logs/stream");
    faults(&format!(
        "{{\"heartbeat_ms\":20,\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    write_lines(&browser, &format!("\"path\":\"{LOG}\""), &["before"]).await;
    let query = LogStreamQuery::file(LOG).follow(true);
    let client = client();
    let mut stream = client
        .browsers()
        .logs()
        .stream(&browser, &query)
        .await
        .unwrap();
    assert_eq!(messages(&mut stream, 1).await, ["before"]);
    sleep(300).await;
    write_lines(&browser, &format!("\"path\":\"{LOG}\""), &["after"]).await;
    let later = messages(&mut stream, 1).await;
    clear_faults().await;
    assert_eq!(
        later,
        ["after"],
        "the heartbeats in between yielded nothing"
    );
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn a_stream_cut_mid_event_fails_with_a_connection_error_when_reconnection_is_off() {
    let browser = start_browser().await;
    let path = format!("/browsers/{browser}/logs/stream");
    write_lines(
        &browser,
        &format!("\"path\":\"{LOG}\""),
        &["one", "two", "three"],
    )
    .await;
    faults(&format!(
        "{{\"sse_cut_after_events\":1,\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let query = LogStreamQuery::file(LOG);
    let client = client();
    let result = client
        .browsers()
        .logs()
        .stream(&browser, &query)
        .max_reconnects(0)
        .await;
    clear_faults().await;
    let mut stream = result.unwrap();
    // The event before the cut arrives whole; the half event after it never does.
    let mut arrived = Vec::new();
    let error = loop {
        match next(&mut stream).await.expect("the cut is reported") {
            Ok(event) => arrived.push(event.message),
            Err(error) => break error,
        }
    };
    assert_eq!(arrived, ["one"]);
    assert_eq!(error.kind(), ErrorKind::Connection, "{error}");
    assert!(
        next(&mut stream).await.is_none(),
        "the stream ends after its error"
    );
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn a_stalled_stream_fails_with_a_timeout_after_the_idle_time_when_reconnection_is_off() {
    let browser = start_browser().await;
    let path = format!("/browsers/{browser}/logs/stream");
    write_lines(&browser, &format!("\"path\":\"{LOG}\""), &["one", "two"]).await;
    faults(&format!(
        "{{\"sse_stall_after_events\":1,\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let query = LogStreamQuery::file(LOG).follow(true);
    let client = client();
    let result = client
        .browsers()
        .logs()
        .stream(&browser, &query)
        .idle_timeout_ms(300)
        .max_reconnects(0)
        .await;
    clear_faults().await;
    let mut stream = result.unwrap();
    assert_eq!(messages(&mut stream, 1).await, ["one"]);
    let started = now_ms();
    let error = next(&mut stream)
        .await
        .expect("the stall is reported")
        .unwrap_err();
    let elapsed = now_ms() - started;
    assert_eq!(error.kind(), ErrorKind::Timeout, "{error}");
    assert!(elapsed < 5000.0, "it did not hang: {elapsed} ms");
    stop_browser(&browser).await;
}
