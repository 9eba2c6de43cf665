//! Browser log streams over real HTTP: lines written to a browser's log
//! come back as `LogEvent`s.

use browser_cloud_sdk::core::http::{LogSource, LogStreamQuery};
use browser_cloud_sdk::model::LogEvent;
use browser_cloud_sdk::{Error, EventStream};
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, control, next, raw, text, ORG_KEY};

const LOG: &str = "/var/log/app.log";

/// Starts a browser in the default project; answers its id.
async fn start_browser() -> String {
    text(&control("/_sim/browsers", "{}").await, "id")
}

async fn write_lines(browser: &str, source: &str, lines: &[&str]) {
    let lines: Vec<String> = lines.iter().map(|l| format!("\"{l}\"")).collect();
    let body = format!("{{{source},\"lines\":[{}]}}", lines.join(","));
    control(&format!("/_sim/browsers/{browser}/logs"), &body).await;
}

async fn stop_browser(browser: &str) {
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
    let query = LogStreamQuery {
        source: LogSource::Path(LOG.into()),
        follow: None,
    };
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
    let query = LogStreamQuery {
        source: LogSource::Supervisor("sync-agent".into()),
        follow: Some(true),
    };
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
