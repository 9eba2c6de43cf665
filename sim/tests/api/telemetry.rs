//! A browser session's telemetry over HTTP: what is captured (the
//! session's settings), pages of past events (categories, order, window,
//! offset), the stream (replay, Last-Event-ID, only new events on a fresh
//! connection, its end with the browser), and the 400s and 404s.

use std::time::Duration;

use reqwest::Method;
use serde_json::{json, Value};

use super::follow::read_events;
use super::support::{expect_error, json_ok, Sim};

/// A browser capturing the default set and `page`, opened at a URL: its
/// first event is the navigation.
async fn capturing(sim: &Sim) -> String {
    let created = sim
        .post_json(
            "/browsers",
            json!({
                "start_url": "https://example.com/",
                "telemetry": {"browser": {"page": {"enabled": true}}},
            }),
        )
        .await;
    created["session_id"].as_str().unwrap().to_owned()
}

/// Makes the browser do what produces `events`; the seq of each, or null.
async fn happen(sim: &Sim, id: &str, events: Value) -> Value {
    sim.post_json(
        &format!("/_sim/browsers/{id}/telemetry"),
        json!({ "events": events }),
    )
    .await["seq"]
        .clone()
}

/// Four events: the navigation, a curl, an update, an out-of-memory kill
/// (a console line is not captured: console is off).
async fn four_events(sim: &Sim) -> String {
    let id = capturing(sim).await;
    let curl = sim
        .org(Method::POST, &format!("/browsers/{id}/curl"))
        .json(&json!({"url": "https://example.com/"}))
        .send()
        .await
        .unwrap();
    assert_eq!(curl.status(), 200);
    sim.patch_json(&format!("/browsers/{id}"), json!({"tags": {"a": "b"}}))
        .await;
    let seqs = happen(
        sim,
        &id,
        json!([
            {"category": "console", "type": "console_log", "data": {"text": "hi"}},
            {"category": "system", "type": "system_oom_kill", "data": {"pid": 7}},
        ]),
    )
    .await;
    assert_eq!(seqs, json!([null, 4]));
    id
}

async fn page(sim: &Sim, id: &str, query: &str) -> (Vec<Value>, String, String) {
    let r = sim
        .org(
            Method::GET,
            &format!("/browsers/{id}/telemetry/events{query}"),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200, "{query}");
    let more = r.headers()["x-has-more"].to_str().unwrap().to_owned();
    let next = r.headers()["x-next-offset"].to_str().unwrap().to_owned();
    let items = json_ok(r).await.as_array().unwrap().clone();
    (items, more, next)
}

fn kinds(items: &[Value]) -> Vec<(u64, &str)> {
    items
        .iter()
        .map(|e| {
            (
                e["seq"].as_u64().unwrap(),
                e["event"]["type"].as_str().unwrap(),
            )
        })
        .collect()
}

#[tokio::test]
async fn captured_events_are_numbered_and_carry_what_happened() {
    let sim = Sim::start().await;
    let id = four_events(&sim).await;
    let (items, more, next) = page(&sim, &id, "").await;
    assert_eq!(
        kinds(&items),
        [
            (1, "page_navigation"),
            (2, "api_call"),
            (3, "api_call"),
            (4, "system_oom_kill")
        ]
    );
    assert_eq!((more.as_str(), next.as_str()), ("false", "4"));
    assert_eq!(items[0]["event"]["data"]["url"], "https://example.com/");
    assert_eq!(items[0]["event"]["source"]["kind"], "cdp");
    assert_eq!(items[1]["event"]["category"], "control");
    assert_eq!(items[1]["event"]["data"]["operation_id"], "curl");
    assert_eq!(items[2]["event"]["data"]["operation_id"], "updateBrowser");
    assert_eq!(items[3]["event"]["data"], json!({"pid": 7}));
    assert!(items.iter().all(|e| e["event"]["ts"].as_u64().unwrap() > 0));
}

#[tokio::test]
async fn nothing_is_captured_without_telemetry() {
    let sim = Sim::start().await;
    let created = sim.post_json("/browsers", json!({})).await;
    let id = created["session_id"].as_str().unwrap();
    let seqs = happen(
        &sim,
        id,
        json!([{"category": "control", "type": "api_call"}]),
    )
    .await;
    assert_eq!(seqs, json!([null]));
    let (items, more, _) = page(&sim, id, "").await;
    assert!(items.is_empty());
    assert_eq!(more, "false");
}

#[tokio::test]
async fn pages_filter_by_category_within_each_page_and_read_either_way() {
    let sim = Sim::start().await;
    let id = four_events(&sim).await;
    let (items, _, _) = page(&sim, &id, "?category=control&category=system").await;
    assert_eq!(
        kinds(&items),
        [(2, "api_call"), (3, "api_call"), (4, "system_oom_kill")]
    );
    let (items, more, next) = page(&sim, &id, "?limit=2").await;
    assert_eq!(
        (kinds(&items).len(), more.as_str(), next.as_str()),
        (2, "true", "2")
    );
    let (items, more, _) = page(&sim, &id, "?limit=2&offset=2").await;
    assert_eq!(
        (kinds(&items), more.as_str()),
        (vec![(3, "api_call"), (4, "system_oom_kill")], "false")
    );
    let (items, more, _) = page(&sim, &id, "?limit=2&category=system").await;
    assert_eq!(
        (items.len(), more.as_str()),
        (0, "true"),
        "the filter applies within the page"
    );
    let (items, _, _) = page(&sim, &id, "?order=desc&limit=1").await;
    assert_eq!(kinds(&items), [(4, "system_oom_kill")]);
    let (items, _, _) = page(&sim, &id, "?since=1h&until=1h").await;
    assert!(items.is_empty(), "until ends the window");
    sim.advance(600).await;
    let (items, _, _) = page(&sim, &id, "").await;
    assert!(
        items.is_empty(),
        "the default window is the last five minutes"
    );
    let (items, _, _) = page(&sim, &id, "?since=15m").await;
    assert_eq!(items.len(), 4);
}

#[tokio::test]
async fn bad_queries_and_unknown_browsers_are_refused() {
    let sim = Sim::start().await;
    let id = capturing(&sim).await;
    for (query, message) in [
        (
            "?order=desc&since=5m",
            "since: cannot be combined with order=desc",
        ),
        ("?order=sideways", "order: must be asc or desc"),
        ("?limit=0", "limit: must be an integer from 1 to 100"),
    ] {
        let r = sim
            .org(
                Method::GET,
                &format!("/browsers/{id}/telemetry/events{query}"),
            )
            .send()
            .await
            .unwrap();
        assert_eq!(
            expect_error(r, 400, "bad_request").await["message"],
            message
        );
    }
    let r = sim
        .org(
            Method::GET,
            &format!("/browsers/{id}/telemetry/events?category=gpu"),
        )
        .send()
        .await
        .unwrap();
    let message = expect_error(r, 400, "bad_request").await["message"].clone();
    assert!(message
        .as_str()
        .unwrap()
        .starts_with("category: must be one of"));
    for path in [
        "/browsers/br_nope/telemetry/events",
        "/browsers/br_nope/telemetry/stream",
    ] {
        let r = sim.org(Method::GET, path).send().await.unwrap();
        expect_error(r, 404, "not_found").await;
    }
}

#[tokio::test]
async fn the_stream_replays_resumes_and_ends_with_the_browser() {
    let sim = Sim::start().await;
    let id = four_events(&sim).await;
    sim.org(Method::DELETE, &format!("/browsers/{id}"))
        .send()
        .await
        .unwrap();
    let stream = |query: &'static str, last: Option<&'static str>| {
        let mut request = sim.org(
            Method::GET,
            &format!("/browsers/{id}/telemetry/stream{query}"),
        );
        if let Some(last) = last {
            request = request.header("last-event-id", last);
        }
        request.send()
    };
    let (events, text) = read_events(stream("?replay=all", None).await.unwrap()).await;
    assert_eq!(
        events
            .iter()
            .map(|e| e["seq"].as_u64().unwrap())
            .collect::<Vec<_>>(),
        [1, 2, 3, 4]
    );
    for seq in 1..=4 {
        assert!(text.contains(&format!("id: {seq}\n")), "{text}");
    }
    let (events, _) = read_events(stream("?replay=all", Some("2")).await.unwrap()).await;
    let seqs: Vec<_> = events.iter().map(|e| e["seq"].as_u64().unwrap()).collect();
    assert_eq!(seqs, [3, 4], "Last-Event-ID takes precedence over replay");
    let (events, _) = read_events(stream("", None).await.unwrap()).await;
    assert!(events.is_empty(), "a fresh connection sees only new events");
}

#[tokio::test]
async fn a_fresh_stream_sends_what_is_captured_from_then_on() {
    let sim = Sim::start().await;
    let id = capturing(&sim).await;
    let r = sim
        .org(Method::GET, &format!("/browsers/{id}/telemetry/stream"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let writer = {
        let (base, id) = (sim.base.clone(), id.clone());
        tokio::spawn(async move {
            let sim = Sim {
                base,
                http: reqwest::Client::new(),
            };
            tokio::time::sleep(Duration::from_millis(100)).await;
            happen(
                &sim,
                &id,
                json!([{"category": "control", "type": "api_call"}]),
            )
            .await;
            tokio::time::sleep(Duration::from_millis(100)).await;
            sim.org(Method::DELETE, &format!("/browsers/{id}"))
                .send()
                .await
                .unwrap();
        })
    };
    let (events, _) = read_events(r).await;
    writer.await.unwrap();
    assert_eq!(kinds(&events), [(2, "api_call")]);
}

#[tokio::test]
async fn calls_inside_the_vm_are_api_calls_of_its_telemetry() {
    let sim = Sim::start().await;
    let id = capturing(&sim).await;
    let exec = sim
        .org(Method::POST, &format!("/browsers/{id}/process/exec"))
        .json(&json!({"command": "echo", "args": ["hi"]}))
        .send()
        .await
        .unwrap();
    assert_eq!(exec.status(), 200);
    let moved = sim
        .org(Method::POST, &format!("/browsers/{id}/computer/move_mouse"))
        .json(&json!({"x": 5, "y": 5}))
        .send()
        .await
        .unwrap();
    assert!(moved.status().is_success());
    let refused = sim
        .org(Method::POST, &format!("/browsers/{id}/computer/move_mouse"))
        .json(&json!({"x": -1, "y": 5}))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 400);
    let (items, _, _) = page(&sim, &id, "").await;
    let operations: Vec<&str> = items
        .iter()
        .filter(|e| e["event"]["type"] == "api_call")
        .map(|e| e["event"]["data"]["operation_id"].as_str().unwrap())
        .collect();
    assert_eq!(
        operations,
        ["process/exec", "computer/move_mouse"],
        "each success once; a refusal records nothing"
    );
}
