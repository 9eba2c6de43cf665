//! A browser session's screen, mouse, keyboard and clipboard: actions
//! change the state a screenshot (a real PNG) shows; a batch runs in order
//! and stops at its first bad action, naming it.

use reqwest::Method;
use serde_json::{json, Value};

use super::support::{expect_error, json_ok, Sim};

/// A screenshot decoded: its size and its palette indexes, row by row.
struct Image {
    width: usize,
    height: usize,
    pixels: Vec<u8>,
}

impl Image {
    fn at(&self, x: usize, y: usize) -> u8 {
        self.pixels[y * (self.width + 1) + 1 + x]
    }
}

/// Reads a PNG of stored zlib blocks, as the simulator writes it.
fn decode(png: &[u8]) -> Image {
    assert_eq!(png[..8], [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A]);
    let (mut at, mut idat, mut size) = (8, Vec::new(), (0, 0));
    while at < png.len() {
        let len = u32::from_be_bytes(png[at..at + 4].try_into().unwrap()) as usize;
        let data = &png[at + 8..at + 8 + len];
        match &png[at + 4..at + 8] {
            b"IHDR" => {
                let word = |i: usize| u32::from_be_bytes(data[i..i + 4].try_into().unwrap());
                size = (word(0) as usize, word(4) as usize);
                assert_eq!(&data[8..10], &[8, 3], "8-bit palette");
            }
            b"IDAT" => idat.extend_from_slice(data),
            _ => {}
        }
        at += 12 + len;
    }
    let (mut pos, mut pixels) = (2, Vec::new());
    loop {
        let last = idat[pos] & 1 == 1;
        assert_eq!(idat[pos] >> 1, 0, "a stored block");
        let len = u16::from_le_bytes([idat[pos + 1], idat[pos + 2]]) as usize;
        pixels.extend_from_slice(&idat[pos + 5..pos + 5 + len]);
        pos += 5 + len;
        if last {
            break;
        }
    }
    assert_eq!(pixels.len(), (size.0 + 1) * size.1);
    Image {
        width: size.0,
        height: size.1,
        pixels,
    }
}

/// A running browser with a 320 × 200 screen.
async fn browser(sim: &Sim) -> String {
    let created = sim
        .post_json(
            "/browsers",
            json!({"viewport": {"width": 320, "height": 200}}),
        )
        .await;
    created["session_id"].as_str().unwrap().to_owned()
}

async fn post(sim: &Sim, id: &str, action: &str, body: Value) -> reqwest::Response {
    sim.org(Method::POST, &format!("/browsers/{id}/computer/{action}"))
        .json(&body)
        .send()
        .await
        .unwrap()
}

async fn screenshot(sim: &Sim, id: &str, body: Value) -> Image {
    let answer = post(sim, id, "screenshot", body).await;
    assert_eq!(answer.status(), 200);
    assert_eq!(answer.headers()["content-type"], "image/png");
    decode(&answer.bytes().await.unwrap())
}

#[tokio::test]
async fn actions_move_the_mouse_and_change_what_a_screenshot_shows() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let before = screenshot(&sim, &id, json!({})).await;
    assert_eq!((before.width, before.height), (320, 200));
    assert_eq!(before.at(160, 100), 1, "the cursor at the screen's centre");
    let moved = post(&sim, &id, "move_mouse", json!({"x": 40, "y": 50})).await;
    assert_eq!(moved.status(), 204);
    let position = json_ok(post(&sim, &id, "get_mouse_position", json!({})).await).await;
    assert_eq!(position, json!({"x": 40, "y": 50}));
    let after = screenshot(&sim, &id, json!({})).await;
    assert_eq!(after.at(40, 50), 1, "the cursor moved");
    assert_eq!(after.at(160, 100), 0);
    assert_ne!(
        after.at(300, 0),
        before.at(300, 0),
        "the band's colour changed"
    );
    let hidden = json_ok(post(&sim, &id, "cursor", json!({"hidden": true})).await).await;
    assert_eq!(hidden, json!({"ok": true}));
    assert_eq!(screenshot(&sim, &id, json!({})).await.at(40, 50), 0);
    let region = screenshot(
        &sim,
        &id,
        json!({"region": {"x": 300, "y": 190, "width": 20, "height": 10}}),
    )
    .await;
    assert_eq!((region.width, region.height), (20, 10));
}

#[tokio::test]
async fn typing_the_clipboard_and_clicks_are_kept_and_recorded() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    for (action, body) in [
        ("type", json!({"text": "hello", "delay": 0})),
        (
            "click_mouse",
            json!({"x": 5, "y": 6, "button": "right", "num_clicks": 2}),
        ),
        ("press_key", json!({"keys": ["Ctrl+a", "Return"]})),
        ("scroll", json!({"x": 7, "y": 8, "delta_y": -3})),
        ("drag_mouse", json!({"path": [[1, 1], [30, 40]]})),
        ("clipboard/write", json!({"text": "copied"})),
    ] {
        assert_eq!(
            post(&sim, &id, action, body).await.status(),
            204,
            "{action}"
        );
    }
    let clipboard = json_ok(post(&sim, &id, "clipboard/read", json!({})).await).await;
    assert_eq!(clipboard, json!({"text": "copied"}));
    let state = sim.get_json(&format!("/_sim/browsers/{id}/computer")).await;
    assert_eq!(state["typed"], "hello");
    assert_eq!(state["mouse"], json!({"x": 30, "y": 40}));
    let kinds: Vec<&str> = state["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["type"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        [
            "type_text",
            "click_mouse",
            "press_key",
            "scroll",
            "drag_mouse"
        ]
    );
    assert_eq!(state["actions"][1]["button"], "right");
    assert_eq!(state["actions"][3]["delta_y"], -3);
}

#[tokio::test]
async fn a_batch_runs_in_order_and_stops_at_its_first_bad_action() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let good = post(
        &sim,
        &id,
        "batch",
        json!({"actions": [
            {"type": "move_mouse", "move_mouse": {"x": 10, "y": 10}},
            {"type": "type_text", "type_text": {"text": "ab"}},
            {"type": "sleep", "sleep": {"duration_ms": 5}},
            {"type": "set_cursor", "set_cursor": {"hidden": true}},
        ]}),
    )
    .await;
    assert_eq!(good.status(), 204);
    let bad = post(
        &sim,
        &id,
        "batch",
        json!({"actions": [
            {"type": "move_mouse", "move_mouse": {"x": 20, "y": 20}},
            {"type": "click_mouse", "click_mouse": {"x": 999, "y": 1}},
            {"type": "type_text", "type_text": {"text": "never"}},
        ]}),
    )
    .await;
    let body = expect_error(bad, 400, "bad_request").await;
    assert_eq!(
        body["message"],
        "actions[1].click_mouse.x: must be an integer from 0 to 319 (the screen's edge)"
    );
    let state = sim.get_json(&format!("/_sim/browsers/{id}/computer")).await;
    assert_eq!(
        state["mouse"],
        json!({"x": 20, "y": 20}),
        "the move before it ran"
    );
    assert_eq!(state["typed"], "ab", "the typing after it did not");
    assert_eq!(state["cursor_hidden"], true);
    assert_eq!(state["actions"].as_array().unwrap().len(), 5);
    for (actions, message) in [
        (json!([{"type": "wave"}]), "actions[0].type: must be one of click_mouse, move_mouse, type_text, press_key, scroll, drag_mouse, set_cursor, sleep"),
        (json!([{"type": "scroll"}]), "actions[0].scroll: is required"),
        (json!([{"type": "sleep", "sleep": {"duration_ms": 1}, "scroll": {}}]), "actions[0].scroll: unknown property"),
        (json!([{"type": "press_key", "press_key": {"keys": []}}]), "actions[0].press_key.keys: must hold at least 1 key"),
    ] {
        let refused = post(&sim, &id, "batch", json!({"actions": actions})).await;
        let body = expect_error(refused, 400, "bad_request").await;
        assert_eq!(body["message"], message);
    }
}

#[tokio::test]
async fn bad_regions_and_stopped_browsers_are_refused() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let outside = post(
        &sim,
        &id,
        "screenshot",
        json!({"region": {"x": 310, "y": 0, "width": 20, "height": 5}}),
    )
    .await;
    let body = expect_error(outside, 400, "bad_request").await;
    assert_eq!(
        body["message"],
        "region.width: must be an integer from 1 to 10"
    );
    let button = post(
        &sim,
        &id,
        "drag_mouse",
        json!({"path": [[0, 0], [1, 1]], "button": "back"}),
    )
    .await;
    let body = expect_error(button, 400, "bad_request").await;
    assert_eq!(
        body["message"],
        "button: must be one of left, middle, right"
    );
    sim.org(Method::DELETE, &format!("/browsers/{id}"))
        .send()
        .await
        .unwrap();
    let gone = post(&sim, &id, "move_mouse", json!({"x": 1, "y": 1})).await;
    expect_error(gone, 404, "not_found").await;
}

#[tokio::test]
async fn a_session_without_a_viewport_has_the_images_default_screen() {
    let sim = Sim::start().await;
    let created = sim.post_json("/browsers", json!({})).await;
    let id = created["session_id"].as_str().unwrap();
    let state = sim.get_json(&format!("/_sim/browsers/{id}/computer")).await;
    assert_eq!(state["screen"], json!({"width": 1920, "height": 1080}));
    assert_eq!(state["mouse"], json!({"x": 960, "y": 540}), "at the centre");
    let corner = screenshot(
        &sim,
        id,
        json!({"region": {"x": 1900, "y": 1070, "width": 20, "height": 10}}),
    )
    .await;
    assert_eq!((corner.width, corner.height), (20, 10));
}
