//! Zip archives in and out of a session's file system: a directory
//! downloaded as a zip that a reader written here (after APPNOTE) opens,
//! and archives of deflated and stored entries, built here, extracted.

use std::io::Write;

use flate2::write::DeflateEncoder;
use flate2::Compression;
use reqwest::{Method, Response};
use serde_json::json;

use super::support::{expect_error, Sim};

async fn browser(sim: &Sim) -> String {
    let created = sim.post_json("/browsers", json!({})).await;
    created["session_id"].as_str().unwrap().to_owned()
}

async fn write(sim: &Sim, id: &str, path: &str, bytes: &[u8]) {
    let written = sim
        .org(Method::PUT, &format!("/browsers/{id}/fs/write_file"))
        .query(&[("path", path)])
        .header("content-type", "application/octet-stream")
        .body(bytes.to_vec())
        .send()
        .await
        .unwrap();
    assert_eq!(written.status(), 204);
}

async fn read(sim: &Sim, id: &str, path: &str) -> Response {
    sim.org(Method::GET, &format!("/browsers/{id}/fs/read_file"))
        .query(&[("path", path)])
        .send()
        .await
        .unwrap()
}

fn le16(bytes: &[u8], at: usize) -> usize {
    u16::from_le_bytes([bytes[at], bytes[at + 1]]) as usize
}

fn le32(bytes: &[u8], at: usize) -> usize {
    u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()) as usize
}

/// The (name, method, data) of each entry, read from the central
/// directory the end record points to.
fn entries(archive: &[u8]) -> Vec<(String, usize, Vec<u8>)> {
    let end = archive.len() - 22;
    assert_eq!(
        &archive[end..end + 4],
        b"PK\x05\x06",
        "an end record, no comment"
    );
    let mut at = le32(archive, end + 16);
    let mut out = Vec::new();
    for _ in 0..le16(archive, end + 10) {
        assert_eq!(&archive[at..at + 4], b"PK\x01\x02");
        let name_len = le16(archive, at + 28);
        let name = String::from_utf8(archive[at + 46..at + 46 + name_len].to_vec()).unwrap();
        let size = le32(archive, at + 20);
        let local = le32(archive, at + 42);
        assert_eq!(&archive[local..local + 4], b"PK\x03\x04");
        let data = local + 30 + le16(archive, local + 26) + le16(archive, local + 28);
        assert_eq!(
            le32(archive, at + 16),
            crc32fast::hash(&archive[data..data + size]) as usize
        );
        out.push((
            name,
            le16(archive, at + 10),
            archive[data..data + size].to_vec(),
        ));
        at += 46 + name_len + le16(archive, at + 30) + le16(archive, at + 32);
    }
    out
}

/// An archive of `files` (name, contents, deflated?), written here.
fn archive(files: &[(&str, &[u8], bool)]) -> Vec<u8> {
    let (mut out, mut central) = (Vec::new(), Vec::new());
    for (name, contents, deflate) in files {
        let data = if *deflate {
            let mut encoder = DeflateEncoder::new(Vec::new(), Compression::best());
            encoder.write_all(contents).unwrap();
            encoder.finish().unwrap()
        } else {
            contents.to_vec()
        };
        let method: u16 = if *deflate { 8 } else { 0 };
        let mut fields = Vec::new();
        for v in [20u16, 0, method, 0, 0] {
            fields.extend_from_slice(&v.to_le_bytes());
        }
        for v in [
            crc32fast::hash(contents),
            data.len() as u32,
            contents.len() as u32,
        ] {
            fields.extend_from_slice(&v.to_le_bytes());
        }
        fields.extend_from_slice(&(name.len() as u16).to_le_bytes());
        fields.extend_from_slice(&0u16.to_le_bytes());
        let offset = out.len() as u32;
        out.extend_from_slice(b"PK\x03\x04");
        out.extend_from_slice(&fields);
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(&data);
        central.extend_from_slice(b"PK\x01\x02\x14\x03");
        central.extend_from_slice(&fields);
        central.extend_from_slice(&[0; 10]);
        central.extend_from_slice(&offset.to_le_bytes());
        central.extend_from_slice(name.as_bytes());
    }
    let start = out.len() as u32;
    out.extend_from_slice(&central);
    out.extend_from_slice(b"PK\x05\x06\0\0\0\0");
    out.extend_from_slice(&(files.len() as u16).to_le_bytes());
    out.extend_from_slice(&(files.len() as u16).to_le_bytes());
    out.extend_from_slice(&(central.len() as u32).to_le_bytes());
    out.extend_from_slice(&start.to_le_bytes());
    out.extend_from_slice(&[0, 0]);
    out
}

async fn upload_zip(sim: &Sim, id: &str, dest: &str, zip: &[u8]) -> Response {
    let boundary = "zip-boundary";
    let mut body = format!("--{boundary}\r\nContent-Disposition: form-data; name=\"dest_path\"\r\n\r\n{dest}\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"zip_file\"; filename=\"a.zip\"\r\n\r\n").into_bytes();
    body.extend_from_slice(zip);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    sim.org(Method::POST, &format!("/browsers/{id}/fs/upload_zip"))
        .header(
            "content-type",
            format!("multipart/form-data; boundary={boundary}"),
        )
        .body(body)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn a_directory_downloads_as_a_zip_of_its_tree() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    write(&sim, &id, "/out/a.txt", b"alpha").await;
    write(&sim, &id, "/out/sub/b.bin", &[0, 159, 255]).await;
    write(&sim, &id, "/elsewhere.txt", b"not in it").await;
    let zip = sim
        .org(
            Method::GET,
            &format!("/browsers/{id}/fs/download_dir_zip?path=/out"),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(zip.status(), 200);
    assert_eq!(zip.headers()["content-type"], "application/zip");
    let got = entries(&zip.bytes().await.unwrap());
    let expected = vec![
        ("a.txt".to_owned(), 0, b"alpha".to_vec()),
        ("sub/".to_owned(), 0, Vec::new()),
        ("sub/b.bin".to_owned(), 0, vec![0, 159, 255]),
    ];
    assert_eq!(got, expected);
    let file = sim
        .org(
            Method::GET,
            &format!("/browsers/{id}/fs/download_dir_zip?path=/out/a.txt"),
        )
        .send()
        .await
        .unwrap();
    expect_error(file, 400, "bad_request").await;
}

#[tokio::test]
async fn an_uploaded_zip_is_extracted_deflated_and_stored_entries_alike() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let long = "the same words again and again ".repeat(40);
    let zip = archive(&[
        ("docs/long.txt", long.as_bytes(), true),
        ("raw.bin", &[1, 2, 3], false),
    ]);
    assert_eq!(upload_zip(&sim, &id, "/in", &zip).await.status(), 204);
    let long_back = read(&sim, &id, "/in/docs/long.txt").await;
    assert_eq!(long_back.bytes().await.unwrap(), long.as_bytes());
    let raw = read(&sim, &id, "/in/raw.bin").await;
    assert_eq!(raw.bytes().await.unwrap().as_ref(), [1, 2, 3]);
}

#[tokio::test]
async fn a_zip_that_is_damaged_or_escapes_its_destination_extracts_nothing() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let garbage = upload_zip(&sim, &id, "/in", b"not a zip at all").await;
    let body = expect_error(garbage, 400, "bad_request").await;
    assert!(body["message"].as_str().unwrap().starts_with("zip_file: "));
    let escaping = archive(&[("ok.txt", b"ok", false), ("../evil.txt", b"x", false)]);
    let body = expect_error(
        upload_zip(&sim, &id, "/in", &escaping).await,
        400,
        "bad_request",
    )
    .await;
    assert!(body["message"]
        .as_str()
        .unwrap()
        .contains("outside dest_path"));
    expect_error(read(&sim, &id, "/in/ok.txt").await, 404, "not_found").await;
    let mut damaged = archive(&[("d.txt", b"some text to damage", true)]);
    damaged[30 + 5 + 2] ^= 0x55;
    expect_error(
        upload_zip(&sim, &id, "/in", &damaged).await,
        400,
        "bad_request",
    )
    .await;
}
