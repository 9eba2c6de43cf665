//! follow resumes: state ids are versions that keep increasing across HTTP
//! connections, `Last-Event-ID` skips what the client has, and a client
//! that already has the final state gets an empty stream.

use std::time::{Duration, Instant};

use reqwest::{Method, RequestBuilder};
use serde_json::json;

use super::sse_client::{first_block, parse, read};
use super::support::{json_ok, Sim};

fn events(sim: &Sim, id: &str, last_event_id: Option<&str>) -> RequestBuilder {
    let r = sim.org(Method::GET, &format!("/auth/connections/{id}/events"));
    match last_event_id {
        Some(last) => r.header("last-event-id", last),
        None => r,
    }
}

async fn new_connection(sim: &Sim) -> String {
    let c = sim.connection("example.com", json!({})).await;
    c["id"].as_str().unwrap().to_string()
}

/// The id and step of the first state event of a new connection to the stream.
async fn first_state(sim: &Sim, id: &str) -> (u64, String) {
    let mut r = events(sim, id, None).send().await.unwrap();
    let (events, _) = parse(&first_block(&mut r).await);
    let step = events[0].data["flow_step"].as_str().unwrap().to_string();
    (events[0].id.unwrap(), step)
}

#[tokio::test]
async fn state_ids_keep_increasing_across_connections_and_resume_sends_only_newer_states() {
    let sim = Sim::start().await;
    sim.post_json("/_sim/faults", json!({"heartbeat_ms": 50}))
        .await;
    let id = new_connection(&sim).await;
    sim.login(&id).await;
    let (discovering, step) = first_state(&sim, &id).await;
    assert_eq!(step, "DISCOVERING");
    sim.wait_for(&id, "flow_step", "AWAITING_INPUT").await;
    let (awaiting, step) = first_state(&sim, &id).await;
    assert_eq!(step, "AWAITING_INPUT");
    assert!(awaiting > discovering, "{awaiting} > {discovering}");

    let resumed = events(&sim, &id, Some(&awaiting.to_string()))
        .send()
        .await
        .unwrap();
    let submitter = {
        let (base, id) = (sim.base.clone(), id.clone());
        tokio::spawn(async move {
            let sim = Sim {
                base,
                http: reqwest::Client::new(),
            };
            tokio::time::sleep(Duration::from_millis(300)).await;
            let fields = json!({"fields": {"identifier": "a", "password": "correct-password"}});
            json_ok(sim.submit(&id, fields).await).await;
        })
    };
    let reading = read(resumed).await;
    submitter.await.unwrap();
    assert!(!reading.broken);
    assert!(
        reading.has_heartbeat(),
        "the stream waited, sending heartbeats"
    );
    let states = reading.real();
    let steps: Vec<_> = states.iter().map(|e| e.data["flow_step"].clone()).collect();
    assert_eq!(
        steps,
        vec!["SUBMITTING", "COMPLETED"],
        "no repeat of AWAITING_INPUT"
    );
    let ids: Vec<u64> = states.iter().map(|e| e.id.unwrap()).collect();
    assert!(
        ids[0] > awaiting && ids[1] > ids[0],
        "{ids:?} after {awaiting}"
    );
}

#[tokio::test]
async fn a_client_with_the_final_state_gets_an_empty_stream_and_one_without_gets_it() {
    let sim = Sim::start().await;
    let id = new_connection(&sim).await;
    sim.log_in(&id).await;
    let full = read(events(&sim, &id, None).send().await.unwrap()).await;
    let states = full.real();
    assert_eq!(states.len(), 1);
    assert_eq!(states[0].data["flow_status"], "SUCCESS");
    let last = states[0].id.unwrap();

    let started = Instant::now();
    let done = read(
        events(&sim, &id, Some(&last.to_string()))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert!(!done.broken);
    assert_eq!(done.text, "", "no events at all");
    assert!(
        started.elapsed() < Duration::from_millis(500),
        "it ended at once"
    );

    let behind = read(
        events(&sim, &id, Some(&(last - 1).to_string()))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(behind.real(), states, "the same event, id and timestamp");
    for not_a_number in ["abc", "+1", ""] {
        let again = read(events(&sim, &id, Some(not_a_number)).send().await.unwrap()).await;
        assert_eq!(
            again.real(),
            states,
            "{not_a_number:?} means from the start"
        );
    }
    let spaced = read(
        events(&sim, &id, Some(&format!(" {last}\t")))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(spaced.text, "", "spaces around the number are fine");
}
