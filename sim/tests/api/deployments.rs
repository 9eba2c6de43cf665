//! Apps, deployments and invocations: a zip archive built into an app
//! version, its build's events (resumable), and invocations of its actions.

use reqwest::{Method, RequestBuilder, Response};
use serde_json::{json, Value};

use super::sse_client::read;
use super::support::{expect_error, json_ok, Sim};

/// A zip archive of `files`, each stored as it is.
pub fn stored_zip(files: &[(&str, &str)]) -> Vec<u8> {
    let (mut out, mut central) = (Vec::new(), Vec::new());
    for (name, text) in files {
        let crc = crc32fast::hash(text.as_bytes());
        let size = text.len() as u32;
        let offset = out.len() as u32;
        let header = |signature: u32, central_entry: bool| {
            let mut h = signature.to_le_bytes().to_vec();
            if central_entry {
                h.extend(20u16.to_le_bytes());
            }
            h.extend(20u16.to_le_bytes());
            h.extend([0u8; 6]);
            h.extend(0x21u16.to_le_bytes());
            h.extend(crc.to_le_bytes());
            h.extend(size.to_le_bytes());
            h.extend(size.to_le_bytes());
            h.extend((name.len() as u16).to_le_bytes());
            h.extend(0u16.to_le_bytes());
            if central_entry {
                h.extend([0u8; 6]);
                h.extend(0u32.to_le_bytes());
                h.extend(offset.to_le_bytes());
            }
            h.extend(name.as_bytes());
            h
        };
        out.extend(header(0x0403_4b50, false));
        out.extend(text.as_bytes());
        central.extend(header(0x0201_4b50, true));
    }
    let (start, length) = (out.len() as u32, central.len() as u32);
    out.extend(central);
    out.extend(0x0605_4b50u32.to_le_bytes());
    out.extend([0u8; 4]);
    out.extend((files.len() as u16).to_le_bytes());
    out.extend((files.len() as u16).to_le_bytes());
    out.extend(length.to_le_bytes());
    out.extend(start.to_le_bytes());
    out.extend(0u16.to_le_bytes());
    out
}

/// The source of an app with actions `scrape` and `ping`.
pub const APP_SOURCE: &str =
    "const app = new Kernel.App('shop');\napp.action('scrape', run);\napp.action(\"ping\", pong);\n";

/// Sends a deployment of `zip` with the text `fields`.
async fn deploy(sim: &Sim, zip: &[u8], fields: &[(&str, &str)]) -> Response {
    deploy_with(sim.org(Method::POST, "/deployments"), zip, fields).await
}

/// Sends `request` (a POST to `/deployments`) with `zip` and the text
/// `fields` as its form.
pub async fn deploy_with(request: RequestBuilder, zip: &[u8], fields: &[(&str, &str)]) -> Response {
    let boundary = "deploy-boundary";
    let mut body = Vec::new();
    for (name, value) in fields {
        body.extend(
            format!("--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n")
                .into_bytes(),
        );
    }
    body.extend(format!("--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"shop.zip\"\r\nContent-Type: application/zip\r\n\r\n").into_bytes());
    body.extend_from_slice(zip);
    body.extend(format!("\r\n--{boundary}--\r\n").into_bytes());
    request
        .header(
            "content-type",
            format!("multipart/form-data; boundary={boundary}"),
        )
        .body(body)
        .send()
        .await
        .unwrap()
}

/// Deploys the shop app as version `1.0.0`.
pub async fn deploy_shop(sim: &Sim) -> Value {
    let zip = stored_zip(&[("src/app.ts", APP_SOURCE)]);
    let fields = [
        ("entrypoint_rel_path", "src/app.ts"),
        ("version", "1.0.0"),
        ("env_vars[TOKEN]", "s3cret"),
    ];
    json_ok(deploy(sim, &zip, &fields).await).await
}

#[tokio::test]
async fn a_build_makes_an_app_version_with_the_archives_actions() {
    let sim = Sim::start().await;
    let deployment = deploy_shop(&sim).await;
    let id = deployment["id"].as_str().unwrap();
    assert_eq!(deployment["status"], "running", "{deployment}");
    assert_eq!(deployment["env_vars"], json!({"TOKEN": ""}));
    let read_back = sim.get_json(&format!("/deployments/{id}")).await;
    assert_eq!(read_back["entrypoint_rel_path"], "src/app.ts");
    let apps = sim.get_json("/apps?app_name=shop").await;
    assert_eq!(apps[0]["version"], "1.0.0");
    assert_eq!(apps[0]["deployment"], id);
    assert_eq!(
        apps[0]["actions"],
        json!([{"name": "scrape"}, {"name": "ping"}])
    );
    let again = deploy(
        &sim,
        &stored_zip(&[("src/app.ts", APP_SOURCE)]),
        &[("entrypoint_rel_path", "src/app.ts"), ("version", "1.0.0")],
    )
    .await;
    expect_error(again, 409, "already_exists").await;
    assert_eq!(
        sim.get_json("/deployments").await.as_array().unwrap().len(),
        1
    );
}

#[tokio::test]
async fn a_missing_entrypoint_fails_the_build_and_says_why() {
    let sim = Sim::start().await;
    let zip = stored_zip(&[("other.ts", APP_SOURCE)]);
    let failed = json_ok(deploy(&sim, &zip, &[("entrypoint_rel_path", "src/app.ts")]).await).await;
    assert_eq!(failed["status"], "failed");
    assert!(failed["status_reason"]
        .as_str()
        .unwrap()
        .contains("src/app.ts"));
    assert!(sim.get_json("/apps").await.as_array().unwrap().is_empty());
    let elsewhere = deploy(
        &sim,
        &zip,
        &[("entrypoint_rel_path", "other.ts"), ("region", "mars")],
    )
    .await;
    let error = expect_error(elsewhere, 400, "bad_request").await;
    assert!(error["message"].as_str().unwrap().contains("region"));
}

#[tokio::test]
async fn build_events_end_with_the_final_state_and_resume_after_an_id() {
    let sim = Sim::start().await;
    let id = deploy_shop(&sim).await["id"].as_str().unwrap().to_owned();
    let path = format!("/deployments/{id}/events");
    let whole = read(sim.org(Method::GET, &path).send().await.unwrap()).await;
    assert!(!whole.broken);
    let events = whole.real();
    let kinds: Vec<&str> = events
        .iter()
        .map(|e| e.data["event"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        [
            "deployment_state",
            "log",
            "deployment_state",
            "log",
            "app_version_summary",
            "deployment_state"
        ]
    );
    assert_eq!(
        events.last().unwrap().data["deployment"]["status"],
        "running"
    );
    let ids: Vec<u64> = events.iter().map(|e| e.id.unwrap()).collect();
    assert_eq!(ids, [1, 2, 3, 4, 5, 6]);
    let resumed = read(
        sim.org(Method::GET, &path)
            .header("last-event-id", "4")
            .send()
            .await
            .unwrap(),
    )
    .await;
    let ids: Vec<u64> = resumed.real().iter().map(|e| e.id.unwrap()).collect();
    assert_eq!(ids, [5, 6]);
    let bad = sim
        .org(Method::GET, &format!("{path}?since=yesterday"))
        .send()
        .await
        .unwrap();
    expect_error(bad, 400, "bad_request").await;
}

#[tokio::test]
async fn deleting_a_deployment_stops_it_and_removes_its_version() {
    let sim = Sim::start().await;
    let id = deploy_shop(&sim).await["id"].as_str().unwrap().to_owned();
    let deleted = sim
        .org(Method::DELETE, &format!("/deployments/{id}"))
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), 204);
    assert_eq!(
        sim.get_json(&format!("/deployments/{id}")).await["status"],
        "stopped"
    );
    assert!(sim.get_json("/apps").await.as_array().unwrap().is_empty());
}

#[tokio::test]
async fn a_synchronous_invocation_answers_its_output() {
    let sim = Sim::start().await;
    deploy_shop(&sim).await;
    let body = json!({"app_name": "shop", "version": "1.0.0", "action_name": "scrape", "payload": "{\"url\":\"https://example.com\"}"});
    let created = sim.post_json("/invocations", body).await;
    assert_eq!(created["status"], "succeeded");
    let output: Value = serde_json::from_str(created["output"].as_str().unwrap()).unwrap();
    assert_eq!(output["payload"]["url"], "https://example.com");
    let id = created["id"].as_str().unwrap();
    let invocation = sim.get_json(&format!("/invocations/{id}")).await;
    assert_eq!(invocation["app_name"], "shop");
    assert!(invocation["finished_at"].is_string());
    let unknown = sim
        .org(Method::POST, "/invocations")
        .json(&json!({"app_name": "shop", "version": "1.0.0", "action_name": "fly"}))
        .send()
        .await
        .unwrap();
    let error = expect_error(unknown, 400, "bad_request").await;
    assert!(error["message"].as_str().unwrap().contains("action_name"));
}

#[tokio::test]
async fn an_asynchronous_invocation_runs_until_updated_and_its_stream_ends_then() {
    let sim = Sim::start().await;
    deploy_shop(&sim).await;
    let body =
        json!({"app_name": "shop", "version": "1.0.0", "action_name": "ping", "async": true});
    let created = sim.post_json("/invocations", body).await;
    assert_eq!(created["status"], "running");
    let id = created["id"].as_str().unwrap().to_owned();
    let listed = sim.get_json("/invocations?status=running").await;
    assert_eq!(listed[0]["id"], id.as_str());
    let stream = sim
        .org(Method::GET, &format!("/invocations/{id}/events"))
        .send()
        .await
        .unwrap();
    let finished = sim
        .patch_json(
            &format!("/invocations/{id}"),
            json!({"status": "failed", "output": "{}"}),
        )
        .await;
    assert_eq!(finished["status"], "failed");
    let events = read(stream).await;
    assert!(!events.broken);
    let last = events.real().last().unwrap().data.clone();
    assert_eq!(last["invocation"]["status"], "failed");
    let again = sim
        .org(Method::PATCH, &format!("/invocations/{id}"))
        .json(&json!({"status": "succeeded"}))
        .send()
        .await
        .unwrap();
    expect_error(again, 409, "already_finished").await;
    assert_eq!(
        sim.get_json(&format!("/invocations/{id}/browsers")).await,
        json!({"browsers": []})
    );
}

#[tokio::test]
async fn a_running_invocations_log_lines_join_its_events_until_it_ends() {
    let sim = Sim::start().await;
    deploy_shop(&sim).await;
    let body =
        json!({"app_name": "shop", "version": "1.0.0", "action_name": "ping", "async": true});
    let id = sim.post_json("/invocations", body).await["id"]
        .as_str()
        .unwrap()
        .to_string();
    let logs = format!("/_sim/invocations/{id}/logs");
    let appended = sim
        .org(Method::POST, &logs)
        .json(&json!({"lines": ["step one", "step two"]}))
        .send()
        .await
        .unwrap();
    assert_eq!(appended.status(), 204);
    sim.patch_json(
        &format!("/invocations/{id}"),
        json!({"status": "succeeded"}),
    )
    .await;
    let path = format!("/invocations/{id}/events");
    let events = read(sim.org(Method::GET, &path).send().await.unwrap()).await;
    let messages: Vec<_> = events
        .real()
        .iter()
        .filter_map(|e| e.data["message"].as_str())
        .collect();
    assert_eq!(messages[1..], ["step one", "step two"]);
    let late = sim
        .org(Method::POST, &logs)
        .json(&json!({"lines": ["too late"]}))
        .send()
        .await
        .unwrap();
    expect_error(late, 409, "already_finished").await;
}
