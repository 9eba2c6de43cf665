//! `/browsers/{id}/process/…` and `/browsers/{id}/playwright/execute` over
//! HTTP: exec answers a command's output and exit code; a spawned process
//! takes stdin, resizes, reports its status, is killed, and streams its
//! output with ids that resume; the 400s, 404s and 409s.

use reqwest::Method;
use serde_json::{json, Value};

use super::sse_client::read;
use super::support::{expect_error, json_ok, Sim};

/// Base64 of `bytes`, written out by hand so the tests share no code with
/// the simulator.
const HELLO_WORLD_B64: &str = "aGVsbG8gd29ybGQK";

async fn browser(sim: &Sim) -> String {
    let created = sim.post_json("/browsers", json!({})).await;
    created["session_id"].as_str().unwrap().to_owned()
}

async fn post(sim: &Sim, path: &str, body: Value) -> reqwest::Response {
    sim.org(Method::POST, path)
        .json(&body)
        .send()
        .await
        .unwrap()
}

async fn spawn(sim: &Sim, id: &str, body: Value) -> String {
    let spawned = json_ok(post(sim, &format!("/browsers/{id}/process/spawn"), body).await).await;
    assert!(spawned["pid"].as_u64().is_some(), "{spawned}");
    assert!(spawned["started_at"].as_str().unwrap().ends_with('Z'));
    spawned["process_id"].as_str().unwrap().to_owned()
}

async fn status(sim: &Sim, id: &str, process: &str) -> Value {
    sim.get_json(&format!("/browsers/{id}/process/{process}/status"))
        .await
}

#[tokio::test]
async fn exec_answers_output_in_base64_and_the_exit_code() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let path = format!("/browsers/{id}/process/exec");
    let echoed = json_ok(
        post(
            &sim,
            &path,
            json!({"command": "echo", "args": ["hello", "world"]}),
        )
        .await,
    )
    .await;
    assert_eq!(echoed["stdout_b64"], HELLO_WORLD_B64);
    assert_eq!(echoed["stderr_b64"], "");
    assert_eq!(echoed["exit_code"], 0);
    let failed = json_ok(post(&sim, &path, json!({"command": "false"})).await).await;
    assert_eq!(failed["exit_code"], 1);
    let unknown = json_ok(post(&sim, &path, json!({"command": "nmap"})).await).await;
    assert_eq!(unknown["exit_code"], 127);
    // "sh: 1: nmap: not found\n"
    assert_eq!(unknown["stderr_b64"], "c2g6IDE6IG5tYXA6IG5vdCBmb3VuZAo=");
    let pwd = json_ok(post(&sim, &path, json!({"command": "pwd", "cwd": "/tmp"})).await).await;
    assert_eq!(pwd["stdout_b64"], "L3RtcAo=", "/tmp\\n");
}

#[tokio::test]
async fn exec_reads_the_files_an_upload_wrote() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let boundary = "b";
    let body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"files[0][dest_path]\"\r\n\r\n\
         /tmp/a.txt\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"files[0][file]\"; \
         filename=\"a\"\r\n\r\nhello world\n\r\n--{boundary}--\r\n"
    );
    let uploaded = sim
        .org(Method::POST, &format!("/browsers/{id}/fs/upload"))
        .header(
            "content-type",
            format!("multipart/form-data; boundary={boundary}"),
        )
        .body(body)
        .send()
        .await
        .unwrap();
    assert_eq!(uploaded.status(), 204);
    let path = format!("/browsers/{id}/process/exec");
    let cat = json_ok(
        post(
            &sim,
            &path,
            json!({"command": "cat", "args": ["a.txt"], "cwd": "/tmp"}),
        )
        .await,
    )
    .await;
    assert_eq!(cat["stdout_b64"], HELLO_WORLD_B64);
    let ls =
        json_ok(post(&sim, &path, json!({"command": "/bin/ls", "args": ["/tmp"]})).await).await;
    assert_eq!(ls["stdout_b64"], "YS50eHQK", "a.txt\\n");
}

#[tokio::test]
async fn a_spawned_copy_echoes_stdin_until_killed_and_streams_it_all() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let process = spawn(&sim, &id, json!({"command": "cat"})).await;
    assert_eq!(status(&sim, &id, &process).await["state"], "running");
    let base = format!("/browsers/{id}/process/{process}");
    let written =
        json_ok(post(&sim, &format!("{base}/stdin"), json!({"data_b64": "aGkK"})).await).await;
    assert_eq!(written["written_bytes"], 3);
    let killed =
        json_ok(post(&sim, &format!("{base}/kill"), json!({"signal": "TERM"})).await).await;
    assert_eq!(killed["ok"], true);
    let exited = status(&sim, &id, &process).await;
    assert_eq!(
        (exited["state"].clone(), exited["exit_code"].clone()),
        (json!("exited"), json!(143))
    );
    let again = post(&sim, &format!("{base}/kill"), json!({"signal": "KILL"})).await;
    expect_error(again, 409, "process_exited").await;
    let stream = sim
        .org(Method::GET, &format!("{base}/stdout/stream"))
        .send()
        .await
        .unwrap();
    let reading = read(stream).await;
    assert!(!reading.broken);
    let events: Vec<(Option<u64>, Value)> = reading
        .real()
        .iter()
        .map(|e| (e.id, e.data.clone()))
        .collect();
    assert_eq!(
        events,
        [
            (Some(1), json!({"data_b64": "aGkK", "stream": "stdout"})),
            (Some(2), json!({"event": "exit", "exit_code": 143})),
        ]
    );
}

#[tokio::test]
async fn the_output_stream_resumes_after_its_last_event_id() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let process = spawn(&sim, &id, json!({"command": "seq", "args": ["5"]})).await;
    let path = format!("/browsers/{id}/process/{process}/stdout/stream");
    let resumed = sim
        .org(Method::GET, &path)
        .header("last-event-id", "3")
        .send()
        .await
        .unwrap();
    let reading = read(resumed).await;
    let ids: Vec<Option<u64>> = reading.real().iter().map(|e| e.id).collect();
    assert_eq!(ids, [Some(4), Some(5), Some(6)]);
    assert_eq!(reading.real()[0].data["data_b64"], "NAo=", "4\\n");
    assert_eq!(reading.real()[2].data["event"], "exit");
}

#[tokio::test]
async fn a_shell_with_a_terminal_runs_stdin_lines_and_sees_a_resize() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let process = spawn(
        &sim,
        &id,
        json!({"command": "sh", "allocate_tty": true, "cols": 100, "rows": 30}),
    )
    .await;
    let base = format!("/browsers/{id}/process/{process}");
    let resized = post(
        &sim,
        &format!("{base}/resize"),
        json!({"cols": 132, "rows": 43}),
    )
    .await;
    assert_eq!(json_ok(resized).await["ok"], true);
    // "stty size\nexit 4\n"
    let lines = json!({"data_b64": "c3R0eSBzaXplCmV4aXQgNAo="});
    json_ok(post(&sim, &format!("{base}/stdin"), lines).await).await;
    let reading = read(
        sim.org(Method::GET, &format!("{base}/stdout/stream"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    let data: Vec<Value> = reading.real().iter().map(|e| e.data.clone()).collect();
    assert_eq!(
        data,
        [
            json!({"data_b64": "NDMgMTMyCg==", "stream": "stdout"}),
            json!({"event": "exit", "exit_code": 4}),
        ],
        "43 132\\n"
    );
}

#[tokio::test]
async fn a_spawned_sleep_runs_until_the_clock_passes_it() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let process = spawn(&sim, &id, json!({"command": "sleep", "args": ["30"]})).await;
    assert_eq!(status(&sim, &id, &process).await["exit_code"], Value::Null);
    sim.advance(31).await;
    let exited = status(&sim, &id, &process).await;
    assert_eq!(
        (exited["state"].clone(), exited["exit_code"].clone()),
        (json!("exited"), json!(0))
    );
}

#[tokio::test]
async fn bad_requests_name_their_field_and_unknown_ones_are_not_found() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let exec = format!("/browsers/{id}/process/exec");
    let refused = expect_error(
        post(&sim, &exec, json!({"command": "ls", "cwd": "tmp"})).await,
        400,
        "bad_request",
    )
    .await;
    assert_eq!(refused["message"], "cwd: must be an absolute path");
    let missing = post(
        &sim,
        &format!("/browsers/{id}/process/proc_none/kill"),
        json!({"signal": "TERM"}),
    )
    .await;
    expect_error(missing, 404, "not_found").await;
    let no_browser = post(
        &sim,
        "/browsers/br_none/process/exec",
        json!({"command": "true"}),
    )
    .await;
    expect_error(no_browser, 404, "not_found").await;
    let process = spawn(&sim, &id, json!({"command": "cat"})).await;
    let base = format!("/browsers/{id}/process/{process}");
    let signal = expect_error(
        post(&sim, &format!("{base}/kill"), json!({"signal": "STOP"})).await,
        400,
        "bad_request",
    )
    .await;
    assert_eq!(
        signal["message"],
        "signal: must be one of TERM, KILL, INT, HUP"
    );
    let bytes = expect_error(
        post(&sim, &format!("{base}/stdin"), json!({"data_b64": "###"})).await,
        400,
        "bad_request",
    )
    .await;
    assert_eq!(bytes["message"], "data_b64: must be base64");
    let resize = post(
        &sim,
        &format!("{base}/resize"),
        json!({"cols": 80, "rows": 24}),
    )
    .await;
    expect_error(resize, 409, "no_terminal").await;
}

#[tokio::test]
async fn playwright_runs_literal_code_and_says_what_it_cannot_run() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let path = format!("/browsers/{id}/playwright/execute");
    let code = "console.log('ready');\nreturn {\"title\": \"Example\"};";
    let ran = json_ok(post(&sim, &path, json!({"code": code})).await).await;
    assert_eq!(
        ran,
        json!({"success": true, "stdout": "ready\n", "stderr": "", "result": {"title": "Example"}})
    );
    let page = json_ok(post(&sim, &path, json!({"code": "return await page.title()"})).await).await;
    assert_eq!(page["success"], false);
    assert!(
        page["error"]
            .as_str()
            .unwrap()
            .contains("runs no Playwright"),
        "{page}"
    );
    let empty = expect_error(
        post(&sim, &path, json!({"code": ""})).await,
        400,
        "bad_request",
    )
    .await;
    assert_eq!(empty["message"], "code: must be at least 1 characters long");
}

#[tokio::test]
async fn the_output_of_a_running_process_streams_until_its_session_stops() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let process = spawn(&sim, &id, json!({"command": "cat"})).await;
    let base = format!("/browsers/{id}/process/{process}");
    json_ok(post(&sim, &format!("{base}/stdin"), json!({"data_b64": "aGkK"})).await).await;
    let stream = sim
        .org(Method::GET, &format!("{base}/stdout/stream"))
        .send()
        .await
        .unwrap();
    let stopped = sim
        .org(Method::DELETE, &format!("/browsers/{id}"))
        .send()
        .await
        .unwrap();
    assert_eq!(stopped.status(), 204);
    let reading = read(stream).await;
    assert!(!reading.broken, "the stream ended");
    let data: Vec<Value> = reading.real().iter().map(|e| e.data.clone()).collect();
    assert_eq!(data, [json!({"data_b64": "aGkK", "stream": "stdout"})]);
    expect_error(
        sim.org(Method::GET, &format!("{base}/status"))
            .send()
            .await
            .unwrap(),
        404,
        "not_found",
    )
    .await;
}
