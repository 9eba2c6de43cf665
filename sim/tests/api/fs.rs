//! A browser session's file system: uploads (multipart) written where they
//! say, read back as bytes; the 400s and 404s.

use reqwest::Method;
use serde_json::json;

use super::support::{expect_error, Sim};

/// A multipart body of `parts` (`(name, bytes, is_file)`), and its type.
fn form(parts: &[(&str, &[u8], bool)]) -> (String, Vec<u8>) {
    let boundary = "sim-test-boundary";
    let mut body = Vec::new();
    for (name, bytes, file) in parts {
        body.extend_from_slice(format!("--{boundary}\r\n").as_bytes());
        let file_name = if *file { "; filename=\"blob\"" } else { "" };
        body.extend_from_slice(
            format!("Content-Disposition: form-data; name=\"{name}\"{file_name}\r\n\r\n")
                .as_bytes(),
        );
        body.extend_from_slice(bytes);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

async fn browser(sim: &Sim) -> String {
    let created = sim.post_json("/browsers", json!({})).await;
    created["session_id"].as_str().unwrap().to_owned()
}

async fn upload(sim: &Sim, id: &str, parts: &[(&str, &[u8], bool)]) -> reqwest::Response {
    let (content_type, body) = form(parts);
    sim.org(Method::POST, &format!("/browsers/{id}/fs/upload"))
        .header("content-type", content_type)
        .body(body)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn uploaded_files_read_back_byte_for_byte() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let binary: &[u8] = &[0, 255, 13, 10, 45, 45];
    let written = upload(
        &sim,
        &id,
        &[
            ("files[0][dest_path]", b"/tmp/a.txt", false),
            ("files[0][file]", b"hello", true),
            ("files[1][dest_path]", b"/tmp/b.bin", false),
            ("files[1][file]", binary, true),
        ],
    )
    .await;
    assert_eq!(written.status(), 204);
    for (path, bytes) in [("/tmp/a.txt", b"hello".as_slice()), ("/tmp/b.bin", binary)] {
        let read = sim
            .org(
                Method::GET,
                &format!("/browsers/{id}/fs/read_file?path={path}"),
            )
            .send()
            .await
            .unwrap();
        assert_eq!(read.status(), 200);
        assert_eq!(read.headers()["content-type"], "application/octet-stream");
        assert_eq!(read.bytes().await.unwrap().as_ref(), bytes);
    }
}

#[tokio::test]
async fn missing_files_bad_paths_and_stopped_browsers_are_refused() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let missing = sim
        .org(
            Method::GET,
            &format!("/browsers/{id}/fs/read_file?path=/nope"),
        )
        .send()
        .await
        .unwrap();
    expect_error(missing, 404, "not_found").await;
    let relative = upload(
        &sim,
        &id,
        &[
            ("files[0][dest_path]", b"a.txt", false),
            ("files[0][file]", b"x", true),
        ],
    )
    .await;
    let body = expect_error(relative, 400, "bad_request").await;
    assert_eq!(
        body["message"],
        "files[0][dest_path]: must be an absolute path"
    );
    let no_file = upload(&sim, &id, &[("files[0][dest_path]", b"/a", false)]).await;
    let body = expect_error(no_file, 400, "bad_request").await;
    assert_eq!(body["message"], "files[0][file]: is required");
    sim.org(Method::DELETE, &format!("/browsers/{id}"))
        .send()
        .await
        .unwrap();
    let gone = sim
        .org(
            Method::GET,
            &format!("/browsers/{id}/fs/read_file?path=/tmp/a.txt"),
        )
        .send()
        .await
        .unwrap();
    expect_error(gone, 404, "not_found").await;
}
