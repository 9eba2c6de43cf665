//! `/_sim/streams`: open and closed SSE responses as the server sees them;
//! a client that goes away is seen at once, even between heartbeats.

use std::time::{Duration, Instant};

use reqwest::Method;
use serde_json::{json, Value};

use super::sse_client::{first_block, read};
use super::support::Sim;

fn counts(view: &Value) -> (u64, u64, u64) {
    let n = |k: &str| view[k].as_u64().unwrap();
    (n("open"), n("opened"), n("closed"))
}

#[tokio::test]
async fn a_disconnect_closes_the_stream_at_once_between_heartbeats() {
    let sim = Sim::start().await;
    sim.post_json("/_sim/faults", json!({"heartbeat_ms": 60_000}))
        .await;
    let c = sim.connection("example.com", json!({})).await;
    let id = c["id"].as_str().unwrap();
    sim.login(id).await;
    sim.wait_for(id, "flow_step", "AWAITING_INPUT").await;
    let path = format!("/auth/connections/{id}/events");
    let mut stream = sim.org(Method::GET, &path).send().await.unwrap();
    first_block(&mut stream).await;
    let view = sim.get_json("/_sim/streams").await;
    assert_eq!(counts(&view), (1, 1, 0));
    assert_eq!(
        view["streams"],
        json!([{"path": path, "open": true, "last_event_id": null, "events_sent": 1}])
    );

    drop(stream);
    let dropped = Instant::now();
    let view = loop {
        let view = sim.get_json("/_sim/streams").await;
        if view["open"] == 0 || dropped.elapsed() > Duration::from_secs(2) {
            break view;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    };
    let waited = dropped.elapsed();
    assert_eq!(counts(&view), (0, 1, 1));
    assert_eq!(view["streams"][0]["open"], false);
    assert!(waited < Duration::from_millis(200), "seen after {waited:?}");
}

#[tokio::test]
async fn streams_record_their_last_event_id_and_closed_ones_can_be_forgotten() {
    let sim = Sim::start().await;
    let b = sim.post_json("/_sim/browsers", json!({})).await;
    let id = b["id"].as_str().unwrap();
    let path = format!("/browsers/{id}/logs/stream");
    let supervisor = format!("{path}?source=supervisor&supervisor_process=chromium");
    let ended = sim
        .org(Method::GET, &supervisor)
        .header("last-event-id", "0")
        .send()
        .await
        .unwrap();
    assert_eq!(read(ended).await.lines().len(), 1);
    let mut following = sim
        .org(Method::GET, &format!("{supervisor}&follow=true"))
        .send()
        .await
        .unwrap();
    first_block(&mut following).await;
    let view = sim.get_json("/_sim/streams").await;
    assert_eq!(counts(&view), (1, 2, 1));
    assert_eq!(
        view["streams"],
        json!([
            {"path": path, "open": false, "last_event_id": "0", "events_sent": 1},
            {"path": path, "open": true, "last_event_id": null, "events_sent": 1},
        ])
    );
    let r = sim
        .org(Method::DELETE, "/_sim/streams")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 204);
    let view = sim.get_json("/_sim/streams").await;
    assert_eq!(counts(&view), (1, 1, 0));
    assert_eq!(view["streams"].as_array().unwrap().len(), 1);
    drop(following);
    let anon = sim.anon(Method::GET, "/_sim/streams").send().await.unwrap();
    assert_eq!(anon.status(), 401);
}
