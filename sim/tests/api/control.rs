//! The control surface: the request log masks secrets and shows header
//! bytes as their UTF-8 decoding.

use reqwest::header::HeaderValue;
use reqwest::Method;
use serde_json::json;

use super::support::{expect_error, json_ok, Sim};

#[tokio::test]
async fn requests_are_listed_with_secrets_masked_and_can_be_cleared() {
    let sim = Sim::start().await;
    sim.org(Method::GET, "/org/projects?limit=5")
        .header("x-service-project-id", "proj_x")
        .send()
        .await
        .unwrap();
    let log = sim.get_json("/_sim/requests").await;
    let entry = &log.as_array().unwrap()[0];
    assert_eq!(entry["method"], "GET");
    assert_eq!(entry["path"], "/org/projects");
    assert_eq!(entry["query"], "limit=5");
    assert_eq!(entry["headers"]["authorization"], "Bearer ***");
    assert_eq!(entry["headers"]["x-service-project-id"], "proj_x");
    assert!(!log.to_string().contains(super::support::ORG_KEY));
    assert_eq!(
        sim.org(Method::DELETE, "/_sim/requests")
            .send()
            .await
            .unwrap()
            .status(),
        204
    );
    assert_eq!(sim.get_json("/_sim/requests").await, json!([]));
}

#[tokio::test]
async fn control_needs_an_org_wide_credential() {
    let sim = Sim::start().await;
    let r = sim
        .anon(Method::POST, "/_sim/clock")
        .json(&json!({"advance_seconds": 1}))
        .send()
        .await
        .unwrap();
    expect_error(r, 401, "unauthorized").await;
    let now = json_ok(sim.org(Method::GET, "/_sim/clock").send().await.unwrap()).await;
    assert!(now["now"].as_str().unwrap().ends_with('Z'));
}

#[tokio::test]
async fn last_event_id_bytes_are_logged_as_their_utf8_decoding() {
    let sim = Sim::start().await;
    let b = sim.post_json("/_sim/browsers", json!({})).await;
    let path = format!(
        "/browsers/{}/logs/stream?source=supervisor&supervisor_process=chromium",
        b["id"].as_str().unwrap()
    );
    let sent = |bytes: &'static [u8]| {
        let value = HeaderValue::from_bytes(bytes).unwrap();
        sim.org(Method::GET, &path)
            .header("last-event-id", value)
            .send()
    };
    stream_ends(sent("évt-7 ✓".as_bytes()).await.unwrap()).await;
    // A lone Latin-1 é is not UTF-8: it shows as U+FFFD, so a client that
    // encoded the id as Latin-1 would be caught.
    stream_ends(sent(b"\xe9").await.unwrap()).await;
    let log = sim.get_json("/_sim/requests").await;
    let logged: Vec<_> = log
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["path"].as_str().unwrap().ends_with("/logs/stream"))
        .map(|e| e["headers"]["last-event-id"].clone())
        .collect();
    assert_eq!(logged, vec!["évt-7 ✓", "\u{fffd}"]);
    let streams = sim.get_json("/_sim/streams").await;
    assert_eq!(streams["streams"][0]["last_event_id"], "évt-7 ✓");
    assert_eq!(streams["streams"][1]["last_event_id"], "\u{fffd}");
}

/// Reads a stream to its end, asserting 200.
async fn stream_ends(response: reqwest::Response) {
    assert_eq!(response.status(), 200);
    response.bytes().await.expect("the stream ends");
}
