//! The binary prints its URL on the first stdout line and serves there.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

#[tokio::test]
async fn binary_prints_listening_line_and_serves_with_the_given_key() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_browser-cloud-sim"))
        .args(["--port", "0", "--api-key", "sk_bin", "--seed", "3"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawn simulator");
    let stdout = child.stdout.take().expect("stdout");
    let mut line = String::new();
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("first line");
    let base = line
        .trim_end()
        .strip_prefix("listening on ")
        .expect("listening line")
        .to_string();
    assert!(base.starts_with("http://127.0.0.1:"), "{base}");
    let client = reqwest::Client::new();
    let ok = client
        .get(format!("{base}/org/projects"))
        .bearer_auth("sk_bin")
        .send()
        .await
        .expect("request");
    let denied = client
        .get(format!("{base}/org/projects"))
        .bearer_auth("sk_other")
        .send()
        .await
        .expect("request");
    child.kill().expect("kill");
    let _ = child.wait();
    assert_eq!(ok.status(), 200);
    assert_eq!(denied.status(), 401);
}

#[test]
fn binary_rejects_an_unknown_option() {
    let output = Command::new(env!("CARGO_BIN_EXE_browser-cloud-sim"))
        .args(["--bogus", "1"])
        .output()
        .expect("run");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("--bogus: unknown option"));
}
