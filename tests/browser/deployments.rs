//! Apps, deployments and invocations from the Rust API: an uploaded zip
//! built into an app version, its build events followed to their end, and
//! invocations run synchronously and asynchronously.

use std::collections::BTreeMap;

use browser_cloud_sdk::model::{
    DeploymentCreateParams, DeploymentEvent, DeploymentStatus, FollowQuery, InvocationCreateParams,
    InvocationEvent, InvocationFinalStatus, InvocationStatus, InvocationUpdateParams,
    ListAppsQuery, ListDeploymentsQuery, ListInvocationsQuery, Upload,
};
use browser_cloud_sdk::{Client, ErrorKind};
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, next, unique};

/// A zip archive of one file, `src/app.ts`, stored as it is.
fn app_zip(source: &str) -> Vec<u8> {
    let name = "src/app.ts";
    let (n, size) = (name.len() as u16, source.len() as u32);
    let crc = crc32(source.as_bytes());
    let mut out = b"PK\x03\x04\x14\x00\x00\x00\x00\x00\x00\x00\x21\x00".to_vec();
    out.extend(crc.to_le_bytes());
    out.extend(size.to_le_bytes());
    out.extend(size.to_le_bytes());
    out.extend(n.to_le_bytes());
    out.extend(0u16.to_le_bytes());
    out.extend(name.as_bytes());
    out.extend(source.as_bytes());
    let start = out.len() as u32;
    let mut directory = b"PK\x01\x02\x14\x00\x14\x00\x00\x00\x00\x00\x00\x00\x21\x00".to_vec();
    directory.extend(crc.to_le_bytes());
    directory.extend(size.to_le_bytes());
    directory.extend(size.to_le_bytes());
    directory.extend(n.to_le_bytes());
    directory.extend([0; 12]);
    directory.extend(0u32.to_le_bytes());
    directory.extend(name.as_bytes());
    let length = directory.len() as u32;
    out.extend(&directory);
    out.extend(b"PK\x05\x06\x00\x00\x00\x00\x01\x00\x01\x00");
    out.extend(length.to_le_bytes());
    out.extend(start.to_le_bytes());
    out.extend(0u16.to_le_bytes());
    out
}

/// CRC-32 (IEEE), bit by bit.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for byte in bytes {
        crc ^= u32::from(*byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// Deploys an app named `name` with the actions `scrape` and `ping`.
async fn deploy(client: &Client, name: &str) -> String {
    let source = format!("const app = new Kernel.App('{name}');\napp.action('scrape', run);\napp.action('ping', pong);\n");
    let params = DeploymentCreateParams::default()
        .file(Upload::from_bytes(app_zip(&source)).file_name("app.zip"))
        .entrypoint_rel_path("src/app.ts")
        .version("1.0.0")
        .env_vars(BTreeMap::from([("TOKEN".to_owned(), "s3cret".to_owned())]));
    let deployment = client.deployments().create(&params).await.unwrap();
    assert_eq!(deployment.status, DeploymentStatus::Running);
    deployment.id
}

#[wasm_bindgen_test]
async fn an_uploaded_archive_becomes_an_app_version_with_its_actions() {
    let client = client();
    let name = unique("shop");
    let id = deploy(&client, &name).await;
    let apps = client
        .apps()
        .list(&ListAppsQuery::default().app_name(&name))
        .await
        .unwrap();
    let actions: Vec<&str> = apps.items[0]
        .actions
        .iter()
        .map(|a| a.name.as_str())
        .collect();
    assert_eq!(actions, ["scrape", "ping"]);
    assert_eq!(apps.items[0].deployment, id);
    let listed = client
        .deployments()
        .list(&ListDeploymentsQuery::default().app_name(&name))
        .await
        .unwrap();
    assert_eq!(listed.items[0].id, id);
    let mut events = client
        .deployments()
        .follow(&id, &FollowQuery::default())
        .await
        .unwrap();
    let mut kinds = Vec::new();
    while let Some(event) = next(&mut events).await {
        match event.unwrap() {
            DeploymentEvent::Log(_) => kinds.push("log".to_owned()),
            DeploymentEvent::DeploymentState(state) => {
                kinds.push(state.deployment.status.as_str().to_owned())
            }
            DeploymentEvent::AppVersionSummary(summary) => {
                assert_eq!(summary.app_name, name);
                kinds.push("summary".to_owned())
            }
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(
        kinds,
        ["queued", "log", "in_progress", "log", "summary", "running"]
    );
    client.deployments().delete(&id).await.unwrap();
    let stopped = client.deployments().retrieve(&id).await.unwrap();
    assert_eq!(stopped.status, DeploymentStatus::Stopped);
}

#[wasm_bindgen_test]
async fn an_asynchronous_invocation_streams_until_it_is_ended() {
    let client = client();
    let name = unique("jobs");
    deploy(&client, &name).await;
    let sync = client
        .invocations()
        .create(&InvocationCreateParams::new("scrape", &name, "1.0.0").payload("{\"n\":1}"))
        .await
        .unwrap();
    assert_eq!(sync.status, InvocationStatus::Succeeded);
    assert!(sync.output.unwrap().contains("\"n\":1"));
    let params = InvocationCreateParams::new("ping", &name, "1.0.0").r#async(true);
    let started = client.invocations().create(&params).await.unwrap();
    assert_eq!(started.status, InvocationStatus::Running);
    let mut events = client
        .invocations()
        .follow(&started.id, &FollowQuery::default())
        .await
        .unwrap();
    let first = next(&mut events).await.unwrap().unwrap();
    assert!(matches!(first, InvocationEvent::InvocationState(_)));
    let update = InvocationUpdateParams::new(InvocationFinalStatus::Succeeded).output("{}");
    let ended = client
        .invocations()
        .update(&started.id, &update)
        .await
        .unwrap();
    assert_eq!(ended.status, InvocationStatus::Succeeded);
    let mut last = None;
    while let Some(event) = next(&mut events).await {
        last = Some(event.unwrap());
    }
    let Some(InvocationEvent::InvocationState(state)) = last else {
        panic!("the stream ends with a state: {last:?}");
    };
    assert_eq!(state.invocation.status, InvocationStatus::Succeeded);
    let runs = client
        .invocations()
        .list(&ListInvocationsQuery::default().app_name(&name))
        .await
        .unwrap();
    assert_eq!(runs.items.len(), 2);
    let browsers = client
        .invocations()
        .list_browsers(&started.id)
        .await
        .unwrap();
    assert!(browsers.browsers.is_empty());
    client
        .invocations()
        .delete_browsers(&started.id)
        .await
        .unwrap();
    let unknown = client
        .invocations()
        .create(&InvocationCreateParams::new("fly", &name, "1.0.0"))
        .await
        .unwrap_err();
    assert_eq!(unknown.kind(), ErrorKind::BadRequest);
    assert!(unknown.to_string().contains("action_name"));
}

#[wasm_bindgen_test]
async fn a_bad_timeout_is_refused_naming_the_field_before_it_is_sent() {
    let params = InvocationCreateParams::new("ping", "app", "1.0.0").async_timeout_seconds(5);
    let error = client().invocations().create(&params).await.unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InvalidInput);
    let shown = error.to_string();
    assert!(
        shown.contains("async_timeout_seconds") && shown.contains("range"),
        "{shown}"
    );
}
