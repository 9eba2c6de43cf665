//! follow: managed_auth_state events over SSE with heartbeats, ending when
//! the flow leaves IN_PROGRESS.

use std::time::Duration;

use reqwest::Method;
use serde_json::{json, Value};

use super::support::{json_ok, Sim};

/// Reads `data:` payloads until the stream ends (5 s at most).
pub async fn read_events(mut response: reqwest::Response) -> (Vec<Value>, String) {
    let mut text = String::new();
    let read = async {
        while let Ok(Some(chunk)) = response.chunk().await {
            text.push_str(&String::from_utf8_lossy(&chunk));
        }
    };
    tokio::time::timeout(Duration::from_secs(5), read)
        .await
        .expect("stream ended");
    let events = text
        .lines()
        .filter_map(|l| l.strip_prefix("data: "))
        .map(|d| serde_json::from_str(d).expect("event JSON"))
        .collect();
    (events, text)
}

#[tokio::test]
async fn follow_streams_states_and_heartbeats_until_the_flow_ends() {
    let sim = Sim::start().await;
    sim.post_json("/_sim/faults", json!({"heartbeat_ms": 50}))
        .await;
    let c = sim.connection("example.com", json!({})).await;
    let id = c["id"].as_str().unwrap().to_string();
    sim.login(&id).await;
    let stream = sim
        .org(Method::GET, &format!("/auth/connections/{id}/events"))
        .send()
        .await
        .unwrap();
    assert_eq!(stream.headers()["content-type"], "text/event-stream");
    let driver = {
        let (base, id) = (sim.base.clone(), id.clone());
        tokio::spawn(async move {
            let sim = Sim {
                base,
                http: reqwest::Client::new(),
            };
            sim.wait_for(&id, "flow_step", "AWAITING_INPUT").await;
            tokio::time::sleep(Duration::from_millis(150)).await;
            json_ok(
                sim.submit(
                    &id,
                    json!({"fields": {"identifier": "a", "password": "correct-password"}}),
                )
                .await,
            )
            .await;
        })
    };
    let (events, text) = read_events(stream).await;
    driver.await.unwrap();
    let states: Vec<&Value> = events
        .iter()
        .filter(|e| e["event"] == "managed_auth_state")
        .collect();
    let steps: Vec<&str> = states
        .iter()
        .map(|e| e["flow_step"].as_str().unwrap())
        .collect();
    assert_eq!(
        steps,
        vec!["DISCOVERING", "AWAITING_INPUT", "SUBMITTING", "COMPLETED"]
    );
    assert_eq!(states[1]["fields"][0]["id"], "identifier");
    assert_eq!(states[3]["flow_status"], "SUCCESS");
    assert!(states.iter().all(|e| e["timestamp"].is_string()));
    assert!(events.iter().any(|e| e["event"] == "sse_heartbeat"));
    assert!(text.contains("id: 1\n"));
}
