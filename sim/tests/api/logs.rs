//! GET /browsers/{id}/logs/stream: SSE log records with ids, follow, and
//! error records for bad queries, unknown browsers and foreign projects.

use std::time::Duration;

use reqwest::Method;
use serde_json::json;

use super::follow::read_events;
use super::support::{expect_error, json_ok, Sim};

async fn browser_with_lines(sim: &Sim) -> String {
    let b = sim.post_json("/_sim/browsers", json!({})).await;
    let id = b["id"].as_str().unwrap().to_string();
    sim.post_json(
        &format!("/_sim/browsers/{id}/logs"),
        json!({"path": "/var/log/app.log", "lines": ["one", "two"]}),
    )
    .await;
    sim.post_json(
        &format!("/_sim/browsers/{id}/logs"),
        json!({"supervisor_process": "xvfb", "lines": ["display up"]}),
    )
    .await;
    id
}

#[tokio::test]
async fn path_source_streams_its_lines_with_ids_and_ends_without_follow() {
    let sim = Sim::start().await;
    let id = browser_with_lines(&sim).await;
    let r = sim
        .org(
            Method::GET,
            &format!("/browsers/{id}/logs/stream?source=path&path=/var/log/app.log"),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let (events, text) = read_events(r).await;
    let messages: Vec<&str> = events
        .iter()
        .map(|e| e["message"].as_str().unwrap())
        .collect();
    assert_eq!(messages, vec!["one", "two"]);
    assert!(events
        .iter()
        .all(|e| e["event"] == "log" && e["timestamp"].is_string()));
    assert_eq!(text.matches("id: ").count(), 2);
}

#[tokio::test]
async fn supervisor_source_follows_new_lines_until_the_browser_stops() {
    let sim = Sim::start().await;
    let id = browser_with_lines(&sim).await;
    let r = sim
        .org(
            Method::GET,
            &format!(
                "/browsers/{id}/logs/stream?source=supervisor&supervisor_process=xvfb&follow=true"
            ),
        )
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
            tokio::time::sleep(Duration::from_millis(100)).await;
            sim.post_json(
                &format!("/_sim/browsers/{id}/logs"),
                json!({"supervisor_process": "xvfb", "lines": ["later"]}),
            )
            .await;
            tokio::time::sleep(Duration::from_millis(100)).await;
            sim.org(Method::DELETE, &format!("/_sim/browsers/{id}"))
                .send()
                .await
                .unwrap();
        })
    };
    let (events, _) = read_events(r).await;
    writer.await.unwrap();
    let messages: Vec<&str> = events
        .iter()
        .filter(|e| e["event"] == "log")
        .map(|e| e["message"].as_str().unwrap())
        .collect();
    assert_eq!(messages, vec!["display up", "later"]);
}

#[tokio::test]
async fn last_event_id_resumes_after_that_line() {
    let sim = Sim::start().await;
    let id = browser_with_lines(&sim).await;
    let r = sim
        .org(
            Method::GET,
            &format!("/browsers/{id}/logs/stream?source=path&path=/var/log/app.log"),
        )
        .header("last-event-id", "2")
        .send()
        .await
        .unwrap();
    let (events, _) = read_events(r).await;
    assert_eq!(events.len(), 1);
    assert_eq!(events[0]["message"], "two");
}

#[tokio::test]
async fn last_event_id_resumes_only_when_it_is_a_plain_number() {
    let sim = Sim::start().await;
    let id = browser_with_lines(&sim).await;
    for (last, expected) in [
        (" 2\t", vec!["two"]),
        ("3", vec![]),
        ("99", vec![]),
        ("+2", vec!["one", "two"]),
        ("2x", vec!["one", "two"]),
        ("", vec!["one", "two"]),
    ] {
        let r = sim
            .org(
                Method::GET,
                &format!("/browsers/{id}/logs/stream?source=path&path=/var/log/app.log"),
            )
            .header("last-event-id", last)
            .send()
            .await
            .unwrap();
        let (events, _) = read_events(r).await;
        let messages: Vec<&str> = events
            .iter()
            .map(|e| e["message"].as_str().unwrap())
            .collect();
        assert_eq!(messages, expected, "Last-Event-ID {last:?}");
    }
}

#[tokio::test]
async fn bad_queries_unknown_browsers_and_foreign_projects_get_error_records() {
    let sim = Sim::start().await;
    let id = browser_with_lines(&sim).await;
    for (query, message) in [
        ("", "source: is required (path or supervisor)"),
        ("?source=path", "path: is required when source is path"),
        (
            "?source=supervisor",
            "supervisor_process: is required when source is supervisor",
        ),
        (
            "?source=path&path=/a&supervisor_process=x",
            "supervisor_process: is not allowed when source is path",
        ),
        ("?source=file", "source: must be path or supervisor"),
    ] {
        let r = sim
            .org(Method::GET, &format!("/browsers/{id}/logs/stream{query}"))
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
            "/browsers/br_nope/logs/stream?source=path&path=/a",
        )
        .send()
        .await
        .unwrap();
    expect_error(r, 404, "not_found").await;
    let other = json_ok(
        sim.org(Method::POST, "/org/projects")
            .json(&json!({"name": "o"}))
            .send()
            .await
            .unwrap(),
    )
    .await;
    let r = sim
        .org(
            Method::GET,
            &format!("/browsers/{id}/logs/stream?source=path&path=/a"),
        )
        .header("x-service-project-id", other["id"].as_str().unwrap())
        .send()
        .await
        .unwrap();
    expect_error(r, 404, "not_found").await;
    let anon = sim
        .anon(
            Method::GET,
            &format!("/browsers/{id}/logs/stream?source=path&path=/a"),
        )
        .send()
        .await
        .unwrap();
    expect_error(anon, 401, "unauthorized").await;
}
