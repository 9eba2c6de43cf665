//! POST /browsers/{id}/curl (an echo of the request, nothing fetched) and
//! POST /browsers/{id}/extensions (zip archives checked and kept by name).

use reqwest::Method;
use serde_json::json;

use super::support::{expect_error, json_ok, Sim};

async fn browser(sim: &Sim) -> String {
    let created = sim.post_json("/browsers", json!({})).await;
    created["session_id"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn curl_answers_an_echo_of_what_the_browser_sends() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let answer = sim
        .post_json(
            &format!("/browsers/{id}/curl"),
            json!({
                "url": "https://example.com/form",
                "method": "POST",
                "headers": {"X-Trace": "7"},
                "body": "a=1",
            }),
        )
        .await;
    assert_eq!(answer["status"], 200);
    assert_eq!(
        answer["headers"]["content-type"],
        json!(["application/json"])
    );
    let echo: serde_json::Value = serde_json::from_str(answer["body"].as_str().unwrap()).unwrap();
    assert_eq!(echo["method"], "POST");
    assert_eq!(echo["url"], "https://example.com/form");
    assert_eq!(echo["headers"]["x-trace"], "7");
    assert!(echo["headers"]["user-agent"]
        .as_str()
        .unwrap()
        .contains("Chrome"));
    assert_eq!(echo["body"], "a=1");
    let head = sim
        .post_json(
            &format!("/browsers/{id}/curl"),
            json!({"url": "http://example.com/", "method": "HEAD", "response_encoding": "base64"}),
        )
        .await;
    assert_eq!(head["body"], "");
    let encoded = sim
        .post_json(
            &format!("/browsers/{id}/curl"),
            json!({"url": "http://example.com/", "response_encoding": "base64"}),
        )
        .await;
    assert!(
        encoded["body"].as_str().unwrap().starts_with("eyJ"),
        "base64 of a JSON object"
    );
}

#[tokio::test]
async fn curl_refuses_bad_requests_and_stopped_browsers() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    for (body, message) in [
        (json!({}), "url: is required"),
        (
            json!({"url": "file:///etc/passwd"}),
            "url: must be an http or https URL",
        ),
        (
            json!({"url": "https://x", "response_encoding": "hex"}),
            "response_encoding: must be utf8 or base64",
        ),
        (
            json!({"url": "https://x", "headers": {"a": 1}}),
            "headers.a: must be a string",
        ),
    ] {
        let r = sim
            .org(Method::POST, &format!("/browsers/{id}/curl"))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(
            expect_error(r, 400, "bad_request").await["message"],
            message
        );
    }
    sim.org(Method::DELETE, &format!("/browsers/{id}"))
        .send()
        .await
        .unwrap();
    let r = sim
        .org(Method::POST, &format!("/browsers/{id}/curl"))
        .json(&json!({"url": "https://x"}))
        .send()
        .await
        .unwrap();
    expect_error(r, 404, "not_found").await;
}

/// A stored zip archive of `names`, each holding `{}`.
fn archive(names: &[&str]) -> Vec<u8> {
    let data = b"{}";
    let crc = crc32fast::hash(data);
    let (mut out, mut directory) = (Vec::new(), Vec::new());
    for name in names {
        let offset = out.len() as u32;
        let n = name.len() as u16;
        // Version 2.0, no flags, stored, no date.
        let head = [20u16, 0, 0, 0, 0];
        out.extend(b"PK\x03\x04");
        head.iter().for_each(|v| out.extend(v.to_le_bytes()));
        out.extend(crc.to_le_bytes());
        out.extend((data.len() as u32).to_le_bytes());
        out.extend((data.len() as u32).to_le_bytes());
        out.extend(n.to_le_bytes());
        out.extend(0u16.to_le_bytes());
        out.extend(name.as_bytes());
        out.extend(data);
        directory.extend(b"PK\x01\x02");
        directory.extend(20u16.to_le_bytes());
        head.iter().for_each(|v| directory.extend(v.to_le_bytes()));
        directory.extend(crc.to_le_bytes());
        directory.extend((data.len() as u32).to_le_bytes());
        directory.extend((data.len() as u32).to_le_bytes());
        directory.extend(n.to_le_bytes());
        // Extra and comment lengths, disk, attributes.
        directory.extend([0; 12]);
        directory.extend(offset.to_le_bytes());
        directory.extend(name.as_bytes());
    }
    let start = out.len() as u32;
    let count = names.len() as u16;
    out.extend(&directory);
    out.extend(b"PK\x05\x06\x00\x00\x00\x00");
    out.extend(count.to_le_bytes());
    out.extend(count.to_le_bytes());
    out.extend((directory.len() as u32).to_le_bytes());
    out.extend(start.to_le_bytes());
    out.extend(0u16.to_le_bytes());
    out
}

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

async fn load(sim: &Sim, id: &str, parts: &[(&str, &[u8])]) -> reqwest::Response {
    let (content_type, body) = form(parts);
    sim.org(Method::POST, &format!("/browsers/{id}/extensions"))
        .header("content-type", content_type)
        .body(body)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn extensions_are_kept_by_name_and_chromium_restarts() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let zip = archive(&["manifest.json", "background.js"]);
    let r = load(
        &sim,
        &id,
        &[
            ("extensions[0][name]", b"adblock"),
            ("extensions[0][zip_file]", &zip),
            ("extensions[1][name]", b"dark-mode"),
            ("extensions[1][zip_file]", &zip),
        ],
    )
    .await;
    assert_eq!(r.status(), 204);
    let loaded = sim
        .get_json(&format!("/_sim/browsers/{id}/extensions"))
        .await;
    assert_eq!(
        loaded["extensions"],
        json!([
            {"name": "adblock", "bytes": zip.len()},
            {"name": "dark-mode", "bytes": zip.len()},
        ])
    );
    let log = sim
        .org(
            Method::GET,
            &format!("/browsers/{id}/logs/stream?source=supervisor&supervisor_process=chromium"),
        )
        .send()
        .await
        .unwrap();
    let (events, _) = super::follow::read_events(log).await;
    assert_eq!(
        events.last().unwrap()["message"],
        "chromium restarted with extensions adblock, dark-mode"
    );
}

#[tokio::test]
async fn bad_names_and_archives_are_refused() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let good = archive(&["manifest.json"]);
    let nested = archive(&["ext/manifest.json"]);
    for (parts, message) in [
        (
            vec![
                ("extensions[0][name]", b"../up".as_slice()),
                ("extensions[0][zip_file]", &good),
            ],
            "extensions[0][name]: must be one folder name: no / or \\, and not . or ..",
        ),
        (
            vec![
                ("extensions[0][name]", b"..".as_slice()),
                ("extensions[0][zip_file]", &good),
            ],
            "extensions[0][name]: must be one folder name: no / or \\, and not . or ..",
        ),
        (
            vec![("extensions[0][zip_file]", good.as_slice())],
            "extensions[0][name]: is required",
        ),
        (
            vec![("extensions[0][name]", b"a".as_slice())],
            "extensions[0][zip_file]: is required",
        ),
        (
            vec![
                ("extensions[0][name]", b"a".as_slice()),
                ("extensions[0][zip_file]", b"text"),
            ],
            "extensions[0][zip_file]: must be a zip archive",
        ),
        (
            vec![
                ("extensions[0][name]", b"a".as_slice()),
                ("extensions[0][zip_file]", &nested),
            ],
            "extensions[0][zip_file]: must hold manifest.json at the top of the archive",
        ),
        (
            vec![
                ("extensions[0][name]", b"a".as_slice()),
                ("extensions[0][zip_file]", &good),
                ("extensions[1][name]", b"a".as_slice()),
                ("extensions[1][zip_file]", &good),
            ],
            "extensions[1][name]: must differ from every other name",
        ),
        (
            vec![("files[0][name]", b"a".as_slice())],
            "files[0][name]: unknown property",
        ),
    ] {
        let r = load(&sim, &id, &parts).await;
        assert_eq!(
            expect_error(r, 400, "bad_request").await["message"],
            message
        );
    }
    let loaded = json_ok(
        sim.org(Method::GET, &format!("/_sim/browsers/{id}/extensions"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(loaded["extensions"], json!([]));
    let r = load(
        &sim,
        "br_nope",
        &[
            ("extensions[0][name]", b"a"),
            ("extensions[0][zip_file]", &good),
        ],
    )
    .await;
    expect_error(r, 404, "not_found").await;
}
