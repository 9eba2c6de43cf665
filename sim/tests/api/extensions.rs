//! Extensions: a Chrome Web Store package, uploaded, read, listed,
//! downloaded and deleted by id or name.

use reqwest::Method;

use super::support::{expect_error, json_ok, Sim};

const STORE_URL: &str =
    "https://chromewebstore.google.com/detail/ublock/cjpalhdlnbpafiamejdnhcphjbkeiagm";

/// A multipart body of `parts` (`(name, bytes)`), and its type.
fn form(parts: &[(&str, &[u8])]) -> (String, Vec<u8>) {
    let boundary = "sim-test-boundary";
    let mut body = Vec::new();
    for (name, bytes) in parts {
        body.extend(
            format!("--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n")
                .as_bytes(),
        );
        body.extend(*bytes);
        body.extend(b"\r\n");
    }
    body.extend(format!("--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

/// Uploads `parts` to `/extensions` with `token`.
pub async fn upload_as(sim: &Sim, token: &str, parts: &[(&str, &[u8])]) -> reqwest::Response {
    let (content_type, body) = form(parts);
    sim.with(token, Method::POST, "/extensions")
        .header("content-type", content_type)
        .body(body)
        .send()
        .await
        .unwrap()
}

async fn upload(sim: &Sim, parts: &[(&str, &[u8])]) -> reqwest::Response {
    upload_as(sim, super::support::ORG_KEY, parts).await
}

/// The store's package, as the simulator serves it.
pub async fn store_package(sim: &Sim) -> Vec<u8> {
    let package = sim
        .org(Method::GET, "/extensions/from_chrome_store")
        .query(&[("url", STORE_URL)])
        .send()
        .await
        .unwrap();
    package.bytes().await.unwrap().to_vec()
}

#[tokio::test]
async fn a_store_package_is_uploaded_read_downloaded_and_deleted() {
    let sim = Sim::start().await;
    let package = sim
        .org(Method::GET, "/extensions/from_chrome_store")
        .query(&[("url", STORE_URL)])
        .send()
        .await
        .unwrap();
    assert_eq!(package.status(), 200);
    let package = package.bytes().await.unwrap();
    assert_eq!(&package[..4], b"PK\x03\x04");
    let created = json_ok(upload(&sim, &[("file", &package), ("name", b"ublock")]).await).await;
    assert_eq!(created["size_bytes"], package.len());
    let id = created["id"].as_str().unwrap();
    assert_eq!(sim.get_json("/extensions/ublock/metadata").await["id"], id);
    assert_eq!(sim.get_json("/extensions?name=ublock").await[0]["id"], id);
    let downloaded = sim
        .org(Method::GET, &format!("/extensions/{id}"))
        .send()
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    assert_eq!(downloaded, package);
    let again = upload(&sim, &[("file", &package), ("name", b"ublock")]).await;
    expect_error(again, 409, "already_exists").await;
    let deleted = sim
        .org(Method::DELETE, "/extensions/ublock")
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), 204);
    let gone = sim
        .org(Method::GET, &format!("/extensions/{id}/metadata"))
        .send()
        .await
        .unwrap();
    expect_error(gone, 404, "not_found").await;
}

#[tokio::test]
async fn an_archive_without_a_manifest_and_a_foreign_url_are_refused() {
    let sim = Sim::start().await;
    let refused = upload(&sim, &[("file", b"not a zip")]).await;
    let body = expect_error(refused, 400, "bad_request").await;
    assert!(body["message"].as_str().unwrap().starts_with("file:"));
    let foreign = sim
        .org(Method::GET, "/extensions/from_chrome_store")
        .query(&[("url", "https://example.com/extension.zip")])
        .send()
        .await
        .unwrap();
    let body = expect_error(foreign, 400, "bad_request").await;
    assert!(body["message"].as_str().unwrap().starts_with("url:"));
}
