//! Fault injection: off by default, deterministic, and each kind works.

use std::time::{Duration, Instant};

use reqwest::Method;
use serde_json::json;

use super::support::{expect_error, json_ok, Sim};

#[tokio::test]
async fn first_n_fails_then_succeeds_with_retry_headers() {
    let sim = Sim::start().await;
    sim.post_json(
        "/_sim/faults",
        json!({"first_n": 2, "statuses": [503], "retry_after": 2, "retry_after_ms": 1500}),
    )
    .await;
    for _ in 0..2 {
        let r = sim.org(Method::GET, "/org/projects").send().await.unwrap();
        assert_eq!(r.headers()["retry-after"], "2");
        assert_eq!(r.headers()["retry-after-ms"], "1500");
        expect_error(r, 503, "simulated_fault").await;
    }
    assert_eq!(
        sim.org(Method::GET, "/org/projects")
            .send()
            .await
            .unwrap()
            .status(),
        200
    );
}

async fn statuses(sim: &Sim) -> Vec<u16> {
    sim.post_json(
        "/_sim/faults",
        json!({"error_rate": 0.5, "statuses": [500, 502], "seed": 9}),
    )
    .await;
    let mut out = Vec::new();
    for _ in 0..20 {
        out.push(
            sim.org(Method::GET, "/org/projects")
                .send()
                .await
                .unwrap()
                .status()
                .as_u16(),
        );
    }
    out
}

#[tokio::test]
async fn the_same_seed_gives_the_same_faults_and_empty_settings_turn_them_off() {
    let sim = Sim::start().await;
    let a = statuses(&sim).await;
    let b = statuses(&sim).await;
    assert_eq!(a, b);
    assert!(a.contains(&200) && a.iter().any(|s| *s >= 500));
    sim.post_json("/_sim/faults", json!({})).await;
    for _ in 0..10 {
        assert_eq!(
            sim.org(Method::GET, "/org/projects")
                .send()
                .await
                .unwrap()
                .status(),
            200
        );
    }
}

#[tokio::test]
async fn latency_delays_matching_requests_only() {
    let sim = Sim::start().await;
    sim.post_json(
        "/_sim/faults",
        json!({"latency_ms": 300, "path_prefix": "/org"}),
    )
    .await;
    let t = Instant::now();
    sim.org(Method::GET, "/org/projects").send().await.unwrap();
    assert!(t.elapsed() >= Duration::from_millis(300));
    let t = Instant::now();
    sim.org(Method::GET, "/auth/connections")
        .send()
        .await
        .unwrap();
    assert!(t.elapsed() < Duration::from_millis(300));
}

#[tokio::test]
async fn reset_breaks_the_body_mid_response() {
    let sim = Sim::start().await;
    sim.post_json("/_sim/faults", json!({"reset_rate": 1}))
        .await;
    let r = sim.org(Method::GET, "/org/projects").send().await.unwrap();
    assert_eq!(r.status(), 200);
    assert!(r.bytes().await.is_err());
}

#[tokio::test]
async fn malformed_and_truncated_bodies_are_not_json() {
    let sim = Sim::start().await;
    for setting in ["malformed_json_rate", "truncate_rate"] {
        sim.post_json("/_sim/faults", json!({setting: 1})).await;
        let r = sim.org(Method::GET, "/org/projects").send().await.unwrap();
        assert_eq!(r.status(), 200);
        let body = r.text().await.expect("complete HTTP body");
        assert!(
            serde_json::from_str::<serde_json::Value>(&body).is_err(),
            "{setting}: {body}"
        );
    }
}

async fn follow_text(sim: &Sim, id: &str) -> (Result<String, ()>, Duration) {
    let mut r = sim
        .org(Method::GET, &format!("/auth/connections/{id}/events"))
        .send()
        .await
        .unwrap();
    let t = Instant::now();
    let mut text = String::new();
    let read = async {
        loop {
            match r.chunk().await {
                Ok(Some(c)) => text.push_str(&String::from_utf8_lossy(&c)),
                Ok(None) => return Ok(()),
                Err(_) => return Err(()),
            }
        }
    };
    let outcome = tokio::time::timeout(Duration::from_millis(600), read).await;
    let result = match outcome {
        Ok(Ok(())) => Ok(text),
        _ => Err(()),
    };
    (result, t.elapsed())
}

#[tokio::test]
async fn sse_streams_can_be_cut_mid_event_or_stall() {
    let sim = Sim::start().await;
    let c = sim.connection("example.com", json!({})).await;
    let id = c["id"].as_str().unwrap();
    sim.login(id).await;
    sim.post_json("/_sim/faults", json!({"sse_cut_after_events": 0}))
        .await;
    let (cut, _) = follow_text(&sim, id).await;
    assert!(cut.is_err(), "a cut stream ends in an error");
    sim.post_json(
        "/_sim/faults",
        json!({"sse_stall_after_events": 1, "heartbeat_ms": 20}),
    )
    .await;
    let (stalled, waited) = follow_text(&sim, id).await;
    assert!(
        stalled.is_err() && waited >= Duration::from_millis(600),
        "a stalled stream never ends"
    );
    let _ = json_ok(sim.org(Method::GET, "/_sim/faults").send().await.unwrap()).await;
}
