//! Watches of a session's directories: the changes a watch sees, as an
//! event stream whose ids resume it exactly once, through cuts too; the
//! stream ends when the watch stops.

use reqwest::{Method, Response};
use serde_json::{json, Value};

use super::sse_client::{read, Reading};
use super::support::{expect_error, json_ok, Sim};

async fn browser(sim: &Sim) -> String {
    let created = sim.post_json("/browsers", json!({})).await;
    created["session_id"].as_str().unwrap().to_owned()
}

async fn put(sim: &Sim, id: &str, op: &str, body: Value) {
    let done = sim
        .org(Method::PUT, &format!("/browsers/{id}/fs/{op}"))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(done.status(), 204, "{op}");
}

async fn write(sim: &Sim, id: &str, path: &str) {
    let written = sim
        .org(Method::PUT, &format!("/browsers/{id}/fs/write_file"))
        .query(&[("path", path)])
        .header("content-type", "application/octet-stream")
        .body("x")
        .send()
        .await
        .unwrap();
    assert_eq!(written.status(), 204);
}

async fn start(sim: &Sim, id: &str, body: Value) -> String {
    let started = sim
        .org(Method::POST, &format!("/browsers/{id}/fs/watch"))
        .json(&body)
        .send()
        .await
        .unwrap();
    json_ok(started).await["watch_id"]
        .as_str()
        .unwrap()
        .to_owned()
}

async fn stop(sim: &Sim, id: &str, watch: &str) -> Response {
    sim.org(Method::DELETE, &format!("/browsers/{id}/fs/watch/{watch}"))
        .send()
        .await
        .unwrap()
}

async fn open(sim: &Sim, id: &str, watch: &str, last_event_id: Option<&str>) -> Response {
    let mut request = sim.org(
        Method::GET,
        &format!("/browsers/{id}/fs/watch/{watch}/events"),
    );
    if let Some(last) = last_event_id {
        request = request.header("last-event-id", last);
    }
    request.send().await.unwrap()
}

/// Each event's (id, type, path).
fn changes(reading: &Reading) -> Vec<(u64, String, String)> {
    reading
        .real()
        .iter()
        .map(|e| {
            let text = |key: &str| e.data[key].as_str().unwrap().to_owned();
            (e.id.expect("an id"), text("type"), text("path"))
        })
        .collect()
}

fn expected(items: &[(u64, &str, &str)]) -> Vec<(u64, String, String)> {
    items
        .iter()
        .map(|(n, t, p)| (*n, t.to_string(), p.to_string()))
        .collect()
}

#[tokio::test]
async fn a_watch_streams_each_change_in_order_while_open_and_ends_when_stopped() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    put(&sim, &id, "create_directory", json!({"path": "/w"})).await;
    let watch = start(&sim, &id, json!({"path": "/w"})).await;
    let stream = open(&sim, &id, &watch, None).await;
    write(&sim, &id, "/w/a.txt").await;
    write(&sim, &id, "/w/a.txt").await;
    put(
        &sim,
        &id,
        "create_directory",
        json!({"path": "/w/sub/deeper"}),
    )
    .await;
    put(
        &sim,
        &id,
        "move",
        json!({"src_path": "/w/a.txt", "dest_path": "/w/b.txt"}),
    )
    .await;
    put(&sim, &id, "delete_file", json!({"path": "/w/b.txt"})).await;
    write(&sim, &id, "/elsewhere").await;
    assert_eq!(stop(&sim, &id, &watch).await.status(), 204);
    let reading = read(stream).await;
    assert!(!reading.broken, "ended cleanly");
    assert_eq!(
        changes(&reading),
        expected(&[
            (1, "CREATE", "/w/a.txt"),
            (2, "WRITE", "/w/a.txt"),
            (3, "CREATE", "/w/sub"),
            (4, "RENAME", "/w/a.txt"),
            (5, "CREATE", "/w/b.txt"),
            (6, "DELETE", "/w/b.txt"),
        ]),
        "not /w/sub/deeper (not recursive), not /elsewhere"
    );
    assert_eq!(reading.real()[2].data["is_dir"], true);
    assert_eq!(reading.real()[2].data["name"], "sub");
    expect_error(stop(&sim, &id, &watch).await, 404, "not_found").await;
}

#[tokio::test]
async fn a_recursive_watch_sees_everything_below_and_resumes_after_its_last_event_id() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    put(&sim, &id, "create_directory", json!({"path": "/r"})).await;
    let watch = start(&sim, &id, json!({"path": "/r", "recursive": true})).await;
    write(&sim, &id, "/r/x/y/z.txt").await;
    put(&sim, &id, "delete_directory", json!({"path": "/r/x"})).await;
    stop(&sim, &id, &watch).await;
    let whole = read(open(&sim, &id, &watch, None).await).await;
    assert_eq!(
        changes(&whole),
        expected(&[
            (1, "CREATE", "/r/x"),
            (2, "CREATE", "/r/x/y"),
            (3, "CREATE", "/r/x/y/z.txt"),
            (4, "DELETE", "/r/x/y/z.txt"),
            (5, "DELETE", "/r/x/y"),
            (6, "DELETE", "/r/x"),
        ])
    );
    let resumed = read(open(&sim, &id, &watch, Some("4")).await).await;
    assert_eq!(
        changes(&resumed),
        expected(&[(5, "DELETE", "/r/x/y"), (6, "DELETE", "/r/x")])
    );
}

#[tokio::test]
async fn a_cut_every_50_events_and_resuming_delivers_each_change_exactly_once() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    put(&sim, &id, "create_directory", json!({"path": "/many"})).await;
    let watch = start(&sim, &id, json!({"path": "/many"})).await;
    for i in 0..200 {
        write(&sim, &id, &format!("/many/{i:03}")).await;
    }
    stop(&sim, &id, &watch).await;
    let faults = json!({"sse_cut_after_events": 50, "path_prefix": "/browsers"});
    sim.post_json("/_sim/faults", faults).await;
    let (mut received, mut last, mut connections) = (Vec::new(), None::<String>, 0);
    loop {
        connections += 1;
        assert!(connections <= 10, "too many reconnections");
        let reading = read(open(&sim, &id, &watch, last.as_deref()).await).await;
        received.extend(changes(&reading));
        last = reading.last_id.or(last);
        if !reading.broken {
            break;
        }
    }
    assert_eq!(
        connections, 4,
        "cut after 50, 100 and 150; the 200th ends it"
    );
    let all: Vec<(u64, String, String)> = (0..200)
        .map(|i| (i + 1, "CREATE".to_owned(), format!("/many/{i:03}")))
        .collect();
    assert_eq!(received, all, "every change once, in order");
}

#[tokio::test]
async fn a_watch_needs_a_directory_and_its_own_session() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let missing = sim
        .org(Method::POST, &format!("/browsers/{id}/fs/watch"))
        .json(&json!({"path": "/nope"}))
        .send()
        .await
        .unwrap();
    expect_error(missing, 404, "not_found").await;
    let relative = sim
        .org(Method::POST, &format!("/browsers/{id}/fs/watch"))
        .json(&json!({"path": "tmp", "recursive": "yes"}))
        .send()
        .await
        .unwrap();
    expect_error(relative, 400, "bad_request").await;
    expect_error(open(&sim, &id, "watch_nope", None).await, 404, "not_found").await;
    let watch = start(&sim, &id, json!({"path": "/"})).await;
    let other = browser(&sim).await;
    expect_error(open(&sim, &other, &watch, None).await, 404, "not_found").await;
    // A session's deletion stops its watches: the stream ends.
    write(&sim, &id, "/top").await;
    sim.org(Method::DELETE, &format!("/browsers/{id}"))
        .send()
        .await
        .unwrap();
    let reading = read(open(&sim, &id, &watch, None).await).await;
    assert_eq!(changes(&reading), expected(&[(1, "CREATE", "/top")]));
}
