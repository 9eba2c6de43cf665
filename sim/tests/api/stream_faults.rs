//! Stream faults: replays on resume, streams without ids, a `retry:` line,
//! cuts that count only real events, `first_n` on streams, a cut every
//! N events that a resuming client gets through with every line once, and
//! prefixed ids that resume from their UTF-8 bytes.

use std::time::Duration;

use reqwest::header::HeaderValue;
use reqwest::{Method, RequestBuilder};
use serde_json::{json, Value};

use super::sse_client::{read, Reading};
use super::support::Sim;

const LOG: &str = "/var/log/app.log";

/// A running browser (its line 1 is the supervisor's `chromium started`).
async fn browser(sim: &Sim) -> String {
    let b = sim.post_json("/_sim/browsers", json!({})).await;
    b["id"].as_str().unwrap().to_string()
}

async fn append(sim: &Sim, id: &str, source: Value, lines: &[String]) {
    let mut body = json!({"lines": lines});
    if let (Some(b), Some(s)) = (body.as_object_mut(), source.as_object()) {
        b.extend(s.clone());
    }
    sim.post_json(&format!("/_sim/browsers/{id}/logs"), body)
        .await;
}

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| s.to_string()).collect()
}

fn log_stream(sim: &Sim, id: &str, query: &str, last_event_id: Option<&str>) -> RequestBuilder {
    let r = sim.org(
        Method::GET,
        &format!("/browsers/{id}/logs/stream?source=path&path={LOG}{query}"),
    );
    match last_event_id {
        Some(last) => r.header("last-event-id", last),
        None => r,
    }
}

async fn read_log(sim: &Sim, id: &str, last_event_id: Option<&str>) -> Reading {
    read(log_stream(sim, id, "", last_event_id).send().await.unwrap()).await
}

async fn faults(sim: &Sim, settings: Value) {
    sim.post_json("/_sim/faults", settings).await;
}

fn numbered(pairs: &[(u64, &str)]) -> Vec<(u64, String)> {
    pairs.iter().map(|(n, m)| (*n, m.to_string())).collect()
}

#[tokio::test]
async fn replay_on_resume_sends_again_the_last_lines_the_client_has_with_their_ids() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    append(&sim, &id, json!({"path": LOG}), &strings(&["a", "b"])).await;
    append(
        &sim,
        &id,
        json!({"supervisor_process": "xvfb"}),
        &strings(&["x"]),
    )
    .await;
    append(&sim, &id, json!({"path": LOG}), &strings(&["c", "d", "e"])).await;
    faults(
        &sim,
        json!({"sse_replay_on_resume": 3, "path_prefix": "/browsers"}),
    )
    .await;
    let all = numbered(&[(2, "a"), (3, "b"), (5, "c"), (6, "d"), (7, "e")]);
    assert_eq!(
        read_log(&sim, &id, None).await.lines(),
        all,
        "no header: no replay"
    );
    assert_eq!(
        read_log(&sim, &id, Some("6")).await.lines(),
        numbered(&[(3, "b"), (5, "c"), (6, "d"), (7, "e")]),
        "b, c, d again (the supervisor's line 4 is not this source), then e"
    );
    assert_eq!(read_log(&sim, &id, Some("2")).await.lines(), all);
}

#[tokio::test]
async fn replay_on_resume_sends_the_final_follow_state_again_with_its_id() {
    let sim = Sim::start().await;
    let c = sim.connection("example.com", json!({})).await;
    let id = c["id"].as_str().unwrap();
    sim.log_in(id).await;
    let path = format!("/auth/connections/{id}/events");
    let follow = |last: Option<String>| {
        let r = sim.org(Method::GET, &path);
        match last {
            Some(last) => r.header("last-event-id", last),
            None => r,
        }
    };
    let first = read(follow(None).send().await.unwrap()).await;
    let state = first.real()[0].clone();
    faults(
        &sim,
        json!({"sse_replay_on_resume": 1, "path_prefix": "/auth"}),
    )
    .await;
    let last = state.id.unwrap().to_string();
    let again = read(follow(Some(last)).send().await.unwrap()).await;
    assert_eq!(again.real(), vec![&state]);
}

#[tokio::test]
async fn omit_ids_sends_events_without_id_lines() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    append(&sim, &id, json!({"path": LOG}), &strings(&["one", "two"])).await;
    faults(&sim, json!({"sse_omit_ids": true})).await;
    let reading = read_log(&sim, &id, None).await;
    assert!(!reading.text.contains("id:"), "{}", reading.text);
    let messages: Vec<_> = reading
        .real()
        .iter()
        .map(|e| e.data["message"].clone())
        .collect();
    assert_eq!(messages, vec!["one", "two"]);
    assert_eq!(reading.last_id, None, "nothing to resume from");
}

#[tokio::test]
async fn retry_ms_opens_the_stream_with_a_retry_line() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    append(&sim, &id, json!({"path": LOG}), &strings(&["one"])).await;
    faults(&sim, json!({"sse_retry_ms": 1500})).await;
    let reading = read_log(&sim, &id, None).await;
    assert!(
        reading.text.starts_with("retry: 1500\n\n"),
        "{}",
        reading.text
    );
    assert_eq!(reading.lines(), numbered(&[(2, "one")]));
}

#[tokio::test]
async fn a_cut_counts_only_real_events_not_heartbeats_or_the_retry_line() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    append(&sim, &id, json!({"path": LOG}), &strings(&["one", "two"])).await;
    faults(
        &sim,
        json!({"sse_cut_after_events": 2, "sse_retry_ms": 100, "heartbeat_ms": 10}),
    )
    .await;
    let stream = log_stream(&sim, &id, "&follow=true", None)
        .send()
        .await
        .unwrap();
    let writer = {
        let (base, id) = (sim.base.clone(), id.clone());
        tokio::spawn(async move {
            let sim = Sim {
                base,
                http: reqwest::Client::new(),
            };
            tokio::time::sleep(Duration::from_millis(300)).await;
            append(&sim, &id, json!({"path": LOG}), &strings(&["three"])).await;
        })
    };
    let reading = read(stream).await;
    writer.await.unwrap();
    assert!(reading.broken, "cut");
    assert!(reading.has_heartbeat(), "heartbeats went through uncut");
    assert_eq!(reading.lines(), numbered(&[(2, "one"), (3, "two")]));
    assert!(!reading.text.ends_with("\n\n"), "half of line 4 arrived");
    assert_eq!(reading.last_id.as_deref(), Some("3"));
}

#[tokio::test]
async fn first_n_limits_stream_faults_to_the_first_streams_without_failing_them() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    append(&sim, &id, json!({"path": LOG}), &strings(&["one", "two"])).await;
    faults(
        &sim,
        json!({"first_n": 1, "sse_cut_after_events": 1, "path_prefix": "/browsers"}),
    )
    .await;
    let cut = read_log(&sim, &id, None).await;
    assert!(cut.broken);
    assert_eq!(cut.lines(), numbered(&[(2, "one")]));
    let whole = read_log(&sim, &id, None).await;
    assert!(!whole.broken);
    assert_eq!(whole.lines(), numbered(&[(2, "one"), (3, "two")]));
}

#[tokio::test]
async fn a_cut_every_100_events_and_resuming_delivers_1000_lines_exactly_once() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let lines: Vec<String> = (1..=1000).map(|i| format!("line {i}")).collect();
    append(&sim, &id, json!({"path": LOG}), &lines).await;
    faults(
        &sim,
        json!({"sse_cut_after_events": 100, "path_prefix": "/browsers"}),
    )
    .await;
    let mut received = Vec::new();
    let mut last: Option<String> = None;
    let mut connections = 0;
    loop {
        connections += 1;
        assert!(connections <= 20, "too many reconnections");
        let reading = read_log(&sim, &id, last.as_deref()).await;
        received.extend(reading.lines());
        last = reading.last_id.or(last);
        if !reading.broken {
            break;
        }
    }
    assert_eq!(
        connections, 10,
        "cut after lines 100, 200, … 900; line 1000 ends it"
    );
    let expected: Vec<(u64, String)> = (2..).zip(lines).collect();
    assert_eq!(received, expected, "every line once, in order");
    let streams = sim.get_json("/_sim/streams").await;
    let resumed_from: Vec<_> = streams["streams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["last_event_id"].clone())
        .collect();
    let mut expected = vec![Value::Null];
    expected.extend((1..10).map(|k| json!((100 * k + 1).to_string())));
    assert_eq!(resumed_from, expected);
    assert!(streams["streams"]
        .as_array()
        .unwrap()
        .iter()
        .all(|s| s["events_sent"] == 100));
}

/// The messages of a reading's log events.
fn messages(reading: &Reading) -> Vec<String> {
    reading
        .real()
        .iter()
        .map(|e| e.data["message"].as_str().expect("message").to_string())
        .collect()
}

/// The values of a reading's `id:` lines, as sent.
fn id_lines(reading: &Reading) -> Vec<&str> {
    reading
        .text
        .lines()
        .filter_map(|l| l.strip_prefix("id: "))
        .collect()
}

#[tokio::test]
async fn an_id_prefix_goes_before_each_id_and_resumes_only_from_its_utf8_bytes() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let lines = strings(&["a", "b", "c", "d", "e"]);
    append(&sim, &id, json!({"path": LOG}), &lines).await;
    faults(
        &sim,
        json!({"sse_id_prefix": "évt✓-", "sse_cut_after_events": 2, "path_prefix": "/browsers"}),
    )
    .await;
    let read_from = |last: Option<Vec<u8>>| {
        let r = log_stream(&sim, &id, "", None);
        let r = match last {
            Some(bytes) => r.header("last-event-id", HeaderValue::from_bytes(&bytes).unwrap()),
            None => r,
        };
        async move { read(r.send().await.unwrap()).await }
    };
    let first = read_from(None).await;
    assert!(first.broken);
    assert_eq!(messages(&first), ["a", "b"]);
    // The cut event's id line arrived whole: the cut is inside its data.
    assert_eq!(id_lines(&first), ["évt✓-2", "évt✓-3", "évt✓-4"]);
    assert_eq!(first.last_id.as_deref(), Some("évt✓-3"));
    let second = read_from(Some("évt✓-3".as_bytes().to_vec())).await;
    assert!(second.broken);
    assert_eq!(messages(&second), ["c", "d"]);
    assert_eq!(second.last_id.as_deref(), Some("évt✓-5"));
    let third = read_from(Some("évt✓-5".as_bytes().to_vec())).await;
    assert!(!third.broken, "one line left, no cut");
    assert_eq!(messages(&third), ["e"]);
    assert_eq!(id_lines(&third), ["évt✓-6"]);

    // Without the prefix, or with the id's UTF-8 bytes sent again as UTF-8
    // (each byte taken for a character), the stream starts over.
    let plain = read_from(Some(b"5".to_vec())).await;
    assert_eq!(messages(&plain), ["a", "b"]);
    let twice: String = "évt✓-5".bytes().map(char::from).collect();
    let mangled = read_from(Some(twice.clone().into_bytes())).await;
    assert_eq!(messages(&mangled), ["a", "b"]);

    let streams = sim.get_json("/_sim/streams").await;
    let resumed_from: Vec<_> = streams["streams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["last_event_id"].clone())
        .collect();
    assert_eq!(
        resumed_from,
        [
            Value::Null,
            json!("évt✓-3"),
            json!("évt✓-5"),
            json!("5"),
            json!(twice),
        ]
    );
}

#[tokio::test]
async fn an_id_prefix_resumes_a_follow_stream_after_its_version() {
    let sim = Sim::start().await;
    let c = sim.connection("example.com", json!({})).await;
    let id = c["id"].as_str().unwrap();
    sim.log_in(id).await;
    faults(
        &sim,
        json!({"sse_id_prefix": "état-", "path_prefix": "/auth"}),
    )
    .await;
    let path = format!("/auth/connections/{id}/events");
    let follow = |last: Option<&str>| {
        let r = sim.org(Method::GET, &path);
        let r = match last {
            Some(last) => r.header(
                "last-event-id",
                HeaderValue::from_bytes(last.as_bytes()).unwrap(),
            ),
            None => r,
        };
        async move { read(r.send().await.unwrap()).await }
    };
    let first = follow(None).await;
    assert_eq!(first.real().len(), 1, "the final state");
    let last = first.last_id.clone().expect("an id");
    assert!(last.starts_with("état-"), "{last}");
    assert!(follow(Some(&last)).await.real().is_empty(), "nothing newer");
    let version = last.trim_start_matches("état-");
    assert_eq!(
        follow(Some(version)).await.real().len(),
        1,
        "from the start"
    );
}
