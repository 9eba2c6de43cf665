//! A browser session's recordings: one at a time, stopped, listed with
//! their times, downloaded as an MP4; the conflicts and the 404s.

use reqwest::Method;
use serde_json::{json, Value};

use super::support::{expect_error, json_ok, Sim};

async fn browser(sim: &Sim, body: Value) -> String {
    let created = sim.post_json("/browsers", body).await;
    created["session_id"].as_str().unwrap().to_owned()
}

async fn send(sim: &Sim, method: Method, path: &str) -> reqwest::Response {
    sim.org(method, path).send().await.unwrap()
}

/// The top-level boxes of an MP4 file: each type.
fn boxes(file: &[u8]) -> Vec<String> {
    let (mut at, mut kinds) = (0, Vec::new());
    while at < file.len() {
        let size = u32::from_be_bytes(file[at..at + 4].try_into().unwrap()) as usize;
        kinds.push(String::from_utf8_lossy(&file[at + 4..at + 8]).into_owned());
        assert!(size >= 8, "a box holds its header");
        at += size;
    }
    assert_eq!(at, file.len(), "the boxes fill the file");
    kinds
}

#[tokio::test]
async fn a_recording_starts_stops_lists_and_downloads_as_mp4() {
    let sim = Sim::start().await;
    let id = browser(&sim, json!({})).await;
    let base = format!("/browsers/{id}/replays");
    let started = sim.post_json(&base, json!({"framerate": 10})).await;
    let replay_id = started["replay_id"].as_str().unwrap().to_owned();
    assert!(started["started_at"].is_string());
    assert_eq!(started["finished_at"], Value::Null);
    let second = sim
        .org(Method::POST, &base)
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    expect_error(second, 409, "replay_in_progress").await;
    let early = send(&sim, Method::GET, &format!("{base}/{replay_id}")).await;
    expect_error(early, 409, "replay_in_progress").await;
    let stopped = send(&sim, Method::POST, &format!("{base}/{replay_id}/stop")).await;
    assert_eq!(stopped.status(), 204);
    let again = send(&sim, Method::POST, &format!("{base}/{replay_id}/stop")).await;
    expect_error(again, 409, "replay_finished").await;
    let listed = json_ok(send(&sim, Method::GET, &base).await).await;
    assert_eq!(listed.as_array().unwrap().len(), 1);
    assert_eq!(listed[0]["replay_id"], replay_id.as_str());
    assert!(listed[0]["finished_at"].is_string());
    assert!(listed[0]["replay_view_url"]
        .as_str()
        .unwrap()
        .starts_with("http"));
    let video = send(&sim, Method::GET, &format!("{base}/{replay_id}")).await;
    assert_eq!(video.status(), 200);
    assert_eq!(video.headers()["content-type"], "video/mp4");
    let bytes = video.bytes().await.unwrap();
    assert_eq!(boxes(&bytes), ["ftyp", "moov", "mdat"]);
    let next = sim.post_json(&base, json!({})).await;
    assert_ne!(
        next["replay_id"],
        replay_id.as_str(),
        "a new recording may start"
    );
}

#[tokio::test]
async fn a_recording_ends_at_its_longest_duration_or_with_its_session() {
    let sim = Sim::start().await;
    let id = browser(&sim, json!({})).await;
    let base = format!("/browsers/{id}/replays");
    sim.post_json(&base, json!({"max_duration_in_seconds": 5}))
        .await;
    sim.advance(6).await;
    let listed = json_ok(send(&sim, Method::GET, &base).await).await;
    assert!(listed[0]["finished_at"].is_string(), "{listed}");
    sim.post_json(&base, json!({})).await;
    send(&sim, Method::DELETE, &format!("/browsers/{id}")).await;
    let listed = json_ok(send(&sim, Method::GET, &base).await).await;
    assert!(listed[1]["finished_at"].is_string(), "{listed}");
}

#[tokio::test]
async fn bad_starts_and_unknown_recordings_are_refused() {
    let sim = Sim::start().await;
    let id = browser(&sim, json!({})).await;
    let base = format!("/browsers/{id}/replays");
    for (body, message) in [
        (
            json!({"framerate": 30}),
            "framerate: above 20 needs a session created with gpu: true",
        ),
        (
            json!({"framerate": 0}),
            "framerate: must be an integer from 1 to 60",
        ),
        (
            json!({"max_duration_in_seconds": 0}),
            "max_duration_in_seconds: must be positive",
        ),
        (json!({"audio": true}), "audio: unknown property"),
    ] {
        let refused = sim
            .org(Method::POST, &base)
            .json(&body)
            .send()
            .await
            .unwrap();
        let error = expect_error(refused, 400, "bad_request").await;
        assert_eq!(error["message"], message);
    }
    let gpu = browser(&sim, json!({"gpu": true})).await;
    sim.post_json(
        &format!("/browsers/{gpu}/replays"),
        json!({"framerate": 30}),
    )
    .await;
    let unknown = send(&sim, Method::GET, &format!("{base}/replay_none")).await;
    expect_error(unknown, 404, "not_found").await;
    let stop = send(&sim, Method::POST, &format!("{base}/replay_none/stop")).await;
    expect_error(stop, 404, "not_found").await;
    let no_browser = send(&sim, Method::GET, "/browsers/b_none/replays").await;
    expect_error(no_browser, 404, "not_found").await;
}
