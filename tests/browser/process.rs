//! Processes in a browser session's VM over real HTTP: exec's output and
//! exit codes; a spawned shell fed through stdin, resized, read, killed,
//! its output streamed to its exit event; the output stream through cuts
//! and repeats, a stall, a drop and an abort, in both stream modes; a bad
//! size refused before sending; Playwright code.

use std::collections::BTreeMap;

use browser_cloud_sdk::model::{
    JsonValue, PlaywrightExecuteParams, ProcessExecParams, ProcessKillParams, ProcessResizeParams,
    ProcessSignal, ProcessSpawnParams, ProcessStdinParams, ProcessStdoutStreamResponse,
};
use browser_cloud_sdk::ErrorKind;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::AbortController;

use super::common::{
    abort_after, clear_faults, clear_requests, client, faults, next, now_ms, requests_to, sleep,
};
use super::logs::{start_browser, stop_browser};
use super::streams::{
    drain, last_event_ids, still_waiting, stream_client, streams_at, until_closed, Mode,
};

/// An event as the tests compare it: `stream:base64` or `exit:code`.
fn shown(event: &ProcessStdoutStreamResponse) -> String {
    match event.event.as_deref() {
        Some(name) => format!("{name}:{}", event.exit_code.unwrap_or(-1)),
        None => format!(
            "{}:{}",
            event.stream.as_ref().map_or("?", |s| s.as_str()),
            event.data_b64.as_deref().unwrap_or("")
        ),
    }
}

/// Spawns `command` with `args` in `browser`: its id and its output
/// stream's path.
async fn spawned(browser: &str, command: &str, args: &[&str]) -> (String, String) {
    let args = args.iter().map(|a| a.to_string()).collect();
    let params = ProcessSpawnParams::new(command).args(args);
    let answer = client()
        .browsers()
        .process()
        .spawn(browser, &params)
        .await
        .unwrap();
    let id = answer.process_id.expect("a process id");
    let path = format!("/browsers/{browser}/process/{id}/stdout/stream");
    (id, path)
}

#[wasm_bindgen_test]
async fn exec_answers_output_in_base64_and_the_exit_code() {
    let browser = start_browser().await;
    let client = client();
    let process = client.browsers().process();
    let echo = ProcessExecParams::new("echo").args(vec!["hello".into(), "world".into()]);
    let echoed = process.exec(&browser, &echo).await.unwrap();
    assert_eq!(echoed.stdout_b64.as_deref(), Some("aGVsbG8gd29ybGQK"));
    assert_eq!(echoed.stderr_b64.as_deref(), Some(""));
    assert_eq!(echoed.exit_code, Some(0));
    let unknown = process
        .exec(&browser, &ProcessExecParams::new("nmap"))
        .await
        .unwrap();
    assert_eq!(unknown.exit_code, Some(127), "not found, as a shell says");
    // "sh: 1: nmap: not found\n"
    assert_eq!(
        unknown.stderr_b64.as_deref(),
        Some("c2g6IDE6IG5tYXA6IG5vdCBmb3VuZAo=")
    );
    let pwd = ProcessExecParams::new("pwd").cwd("/tmp");
    let answered = process.exec(&browser, &pwd).await.unwrap();
    assert_eq!(answered.stdout_b64.as_deref(), Some("L3RtcAo="), "/tmp\\n");
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn a_spawned_shell_takes_stdin_sees_a_resize_is_killed_and_streams_it_all() {
    let browser = start_browser().await;
    let client = client();
    let process = client.browsers().process();
    let shell = ProcessSpawnParams::new("sh")
        .allocate_tty(true)
        .cols(80)
        .rows(24);
    let id = process
        .spawn(&browser, &shell)
        .await
        .unwrap()
        .process_id
        .unwrap();
    let resized = process
        .resize(&browser, &id, &ProcessResizeParams::new(132, 43))
        .await
        .unwrap();
    assert!(resized.ok);
    // "stty size\n"
    let input = ProcessStdinParams::new("c3R0eSBzaXplCg==");
    let written = process.stdin(&browser, &id, &input).await.unwrap();
    assert_eq!(written.written_bytes, Some(10));
    let running = process.status(&browser, &id).await.unwrap();
    assert_eq!(running.state.as_ref().map(|s| s.as_str()), Some("running"));
    assert_eq!(running.exit_code, None);
    let kill = ProcessKillParams::new(ProcessSignal::Term);
    assert!(process.kill(&browser, &id, &kill).await.unwrap().ok);
    let exited = process.status(&browser, &id).await.unwrap();
    assert_eq!(exited.state.as_ref().map(|s| s.as_str()), Some("exited"));
    assert_eq!(exited.exit_code, Some(143), "ended by SIGTERM");
    let again = process.kill(&browser, &id, &kill).await.unwrap_err();
    assert_eq!(again.kind(), ErrorKind::Conflict, "{again}");
    let mut stream = process.stdout_stream(&browser, &id).await.unwrap();
    let (events, error) = drain(&mut stream, shown).await;
    assert!(error.is_none(), "{error:?}");
    // "43 132\n", then the exit.
    assert_eq!(events, ["stdout:NDMgMTMyCg==", "exit:143"]);
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn a_terminal_size_out_of_range_is_refused_before_sending() {
    let path = "/browsers/br_none/process/proc_none/resize";
    let before = requests_to("POST", path).await.len();
    let error = client()
        .browsers()
        .process()
        .resize("br_none", "proc_none", &ProcessResizeParams::new(0, 24))
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InvalidInput, "{error}");
    assert_eq!(error.path(), Some("cols"));
    assert_eq!(error.rule(), Some("range"));
    assert_eq!(
        requests_to("POST", path).await.len(),
        before,
        "nothing sent"
    );
}

/// The events of `seq 1 count` and its exit, as [`shown`] shows them.
fn counted(count: u32) -> Vec<String> {
    let encode = |text: String| {
        let encoded = web_sys::window().unwrap().btoa(&text).unwrap();
        format!("stdout:{encoded}")
    };
    let mut events: Vec<String> = (1..=count).map(|n| encode(format!("{n}\n"))).collect();
    events.push("exit:0".into());
    events
}

async fn output_through_cuts_and_repeats_arrives_once_in_order(mode: Mode) {
    let browser = start_browser().await;
    let (id, path) = spawned(&browser, "seq", &["300"]).await;
    let settings = "\"sse_cut_after_events\":40,\"sse_replay_on_resume\":5,\"sse_retry_ms\":5";
    faults(&format!("{{{settings},\"path_prefix\":\"{path}\"}}")).await;
    clear_requests().await;
    let client = stream_client(mode);
    let opened = client
        .browsers()
        .process()
        .stdout_stream(&browser, &id)
        .await;
    let (events, error) = drain(&mut opened.unwrap(), shown).await;
    clear_faults().await;
    assert!(error.is_none(), "{mode:?}: {error:?}");
    assert!(events == counted(300), "{mode:?}: {} events", events.len());
    let resumed = last_event_ids(&path).await;
    assert_eq!(resumed[0], None, "{mode:?}: the first connection");
    // Each connection is cut after 40 events, the 5 it repeats among them.
    let ids: Vec<Option<&str>> = resumed[1..4].iter().map(|id| id.as_deref()).collect();
    assert_eq!(ids, [Some("40"), Some("75"), Some("110")], "{mode:?}");
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn fetch_output_through_cuts_and_repeats_arrives_once_in_order() {
    output_through_cuts_and_repeats_arrives_once_in_order(Mode::Fetch).await;
}

#[wasm_bindgen_test]
async fn eventsource_output_through_cuts_and_repeats_arrives_once_in_order() {
    output_through_cuts_and_repeats_arrives_once_in_order(Mode::EventSource).await;
}

async fn a_stalled_output_stream_reconnects_then_times_out(mode: Mode) {
    let browser = start_browser().await;
    let (id, path) = spawned(&browser, "cat", &[]).await;
    // "one\n"
    let input = ProcessStdinParams::new("b25lCg==");
    let process = client();
    process
        .browsers()
        .process()
        .stdin(&browser, &id, &input)
        .await
        .unwrap();
    faults(&format!(
        "{{\"sse_stall_after_events\":1,\"heartbeat_ms\":5000,\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    clear_requests().await;
    let client = stream_client(mode);
    let opened = client
        .browsers()
        .process()
        .stdout_stream(&browser, &id)
        .idle_timeout_ms(300)
        .max_reconnects(1)
        .await;
    let started = now_ms();
    let (events, error) = drain(&mut opened.unwrap(), shown).await;
    let elapsed = now_ms() - started;
    clear_faults().await;
    assert_eq!(events, ["stdout:b25lCg=="], "{mode:?}");
    let error = error.expect("the stall is reported");
    assert_eq!(error.kind(), ErrorKind::Timeout, "{mode:?}: {error}");
    assert!(elapsed < 5_000.0, "{mode:?}: it did not hang: {elapsed} ms");
    assert_eq!(
        last_event_ids(&path).await.len(),
        2,
        "{mode:?}: one reconnection"
    );
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn fetch_a_stalled_output_stream_reconnects_then_times_out() {
    a_stalled_output_stream_reconnects_then_times_out(Mode::Fetch).await;
}

#[wasm_bindgen_test]
async fn eventsource_a_stalled_output_stream_reconnects_then_times_out() {
    a_stalled_output_stream_reconnects_then_times_out(Mode::EventSource).await;
}

async fn dropping_an_output_stream_while_a_read_waits_closes_it(mode: Mode) {
    let browser = start_browser().await;
    let (id, path) = spawned(&browser, "cat", &[]).await;
    faults(&format!(
        "{{\"heartbeat_ms\":60000,\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let client = stream_client(mode);
    let mut stream = client
        .browsers()
        .process()
        .stdout_stream(&browser, &id)
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
async fn fetch_dropping_an_output_stream_while_a_read_waits_closes_it() {
    dropping_an_output_stream_while_a_read_waits_closes_it(Mode::Fetch).await;
}

#[wasm_bindgen_test]
async fn eventsource_dropping_an_output_stream_while_a_read_waits_closes_it() {
    dropping_an_output_stream_while_a_read_waits_closes_it(Mode::EventSource).await;
}

async fn an_abort_signal_ends_a_read_of_a_running_process(mode: Mode) {
    let browser = start_browser().await;
    let (id, path) = spawned(&browser, "sleep", &["600"]).await;
    faults(&format!(
        "{{\"heartbeat_ms\":60000,\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let controller = AbortController::new().unwrap();
    let client = stream_client(mode);
    let mut stream = client
        .browsers()
        .process()
        .stdout_stream(&browser, &id)
        .signal(controller.signal())
        .await
        .unwrap();
    abort_after(&controller, 100);
    let error = next(&mut stream).await.unwrap().unwrap_err();
    assert_eq!(error.kind(), ErrorKind::UserAbort, "{mode:?}: {error}");
    until_closed(&path, 1_000.0).await;
    clear_faults().await;
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn fetch_an_abort_signal_ends_a_read_of_a_running_process() {
    an_abort_signal_ends_a_read_of_a_running_process(Mode::Fetch).await;
}

#[wasm_bindgen_test]
async fn eventsource_an_abort_signal_ends_a_read_of_a_running_process() {
    an_abort_signal_ends_a_read_of_a_running_process(Mode::EventSource).await;
}

#[wasm_bindgen_test]
async fn output_without_ids_that_drops_says_it_cannot_resume() {
    let browser = start_browser().await;
    let (id, path) = spawned(&browser, "seq", &["10"]).await;
    faults(&format!(
        "{{\"sse_cut_after_events\":4,\"sse_omit_ids\":true,\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let opened = client()
        .browsers()
        .process()
        .stdout_stream(&browser, &id)
        .await;
    let (events, error) = drain(&mut opened.unwrap(), shown).await;
    clear_faults().await;
    assert_eq!(events, counted(4)[..4], "the events before the cut");
    let error = error.expect("the gap is reported");
    assert_eq!(error.kind(), ErrorKind::StreamNotResumable, "{error}");
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn playwright_answers_literal_code_and_says_what_it_cannot_run() {
    let browser = start_browser().await;
    let client = client();
    let playwright = client.browsers().playwright();
    let literal = PlaywrightExecuteParams::new("console.log('ready')\nreturn {\"n\": 2}");
    let ran = playwright.execute(&browser, &literal).await.unwrap();
    assert!(ran.success);
    assert_eq!(ran.stdout.as_deref(), Some("ready\n"));
    let two = BTreeMap::from([("n".to_owned(), JsonValue::Number(2.0))]);
    assert_eq!(ran.result, Some(JsonValue::Object(two)));
    let page = PlaywrightExecuteParams::new("return await page.title()").timeout_sec(5);
    let refused = playwright.execute(&browser, &page).await.unwrap();
    assert!(!refused.success);
    let error = refused.error.unwrap_or_default();
    assert!(error.contains("runs no Playwright"), "{error}");
    stop_browser(&browser).await;
}
