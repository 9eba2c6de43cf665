//! The browser session record and its create and update requests: every
//! field decodes, round-trips, and `Debug` keeps the session's tokens out.

use std::collections::BTreeMap;

use serde_json::json;

use super::{fixture, round_trip, value};
use crate::protocol::model::*;

#[test]
fn a_full_record_decodes_every_field_and_round_trips() {
    let (browser, encoded) = round_trip::<Browser>(fixture!("browser_full"));
    assert_eq!(encoded, value(fixture!("browser_full")));
    assert_eq!(browser.session_id, "htzv5orfit78e1m2biiifpbv");
    assert_eq!(browser.timeout_seconds, 300);
    assert_eq!(browser.usage.map(|u| u.uptime_ms), Some(3_600_000));
    assert_eq!(browser.pool.and_then(|p| p.name).as_deref(), Some("warm"));
    assert_eq!(browser.tags.unwrap()["team"], "payments");
    let policy = browser.chrome_policy.unwrap();
    assert_eq!(
        serde_json::to_value(&policy["ManagedBookmarks"]).unwrap(),
        json!([{"name": "Docs", "url": "https://docs.example.com"}])
    );
    let viewport = browser.viewport.unwrap();
    assert_eq!((viewport.width, viewport.height), (1920, 1080));
    let categories = browser.telemetry.and_then(|t| t.browser).unwrap();
    assert_eq!(categories.console.and_then(|c| c.enabled), Some(false));
}

#[test]
fn a_record_without_a_required_field_fails_to_decode() {
    for key in [
        "session_id",
        "created_at",
        "cdp_ws_url",
        "webdriver_ws_url",
        "headless",
        "stealth",
        "timeout_seconds",
    ] {
        let mut wire = value(fixture!("browser_full"));
        wire.as_object_mut().unwrap().remove(key);
        assert!(
            serde_json::from_value::<Browser>(wire).is_err(),
            "decoded without `{key}`"
        );
    }
}

#[test]
fn debug_keeps_the_session_tokens_out() {
    let browser: Browser = serde_json::from_str(fixture!("browser_full")).unwrap();
    let debug = format!("{browser:?}");
    assert!(!debug.contains("eyJ"), "{debug}");
    assert!(
        debug.contains("wss://proxy.example.app/browsers/htzv5orfit78e1m2biiifpbv/cdp?***"),
        "{debug}"
    );
    assert!(
        debug.contains("checkout"),
        "other fields stay visible: {debug}"
    );
}

#[test]
fn the_create_request_sends_what_was_set() {
    let params = BrowserCreateParams::default()
        .name("checkout")
        .timeout_seconds(300)
        .profile(BrowserProfile::name("work").save_changes(true))
        .extensions(vec![BrowserExtension::id("ext_1")])
        .viewport(BrowserViewport::new(1280, 800))
        .tags(BTreeMap::from([("team".to_owned(), "payments".to_owned())]));
    assert_eq!(
        serde_json::to_value(&params).unwrap(),
        json!({
            "name": "checkout",
            "timeout_seconds": 300,
            "profile": {"name": "work", "save_changes": true},
            "extensions": [{"id": "ext_1"}],
            "viewport": {"width": 1280, "height": 800},
            "tags": {"team": "payments"},
        })
    );
    let (full, encoded) = round_trip::<BrowserCreateParams>(fixture!("browser_create_full"));
    assert_eq!(encoded, value(fixture!("browser_create_full")));
    assert_eq!(full.extensions.map(|e| e.len()), Some(2));
    assert_eq!(
        serde_json::to_string(&BrowserCreateParams::default()).unwrap(),
        "{}"
    );
}

#[test]
fn the_update_request_sends_what_was_set_and_null_where_asked() {
    let params = BrowserUpdateParams::default()
        .name("")
        .tags(BTreeMap::new())
        .viewport(BrowserViewportUpdate::new(1024, 768).force(true));
    assert_eq!(
        serde_json::to_value(&params).unwrap(),
        json!({
            "name": "",
            "tags": {},
            "viewport": {"width": 1024, "height": 768, "force": true},
        })
    );
    let unchanged = BrowserUpdateParams {
        proxy_id: Nullable::Null,
        ..BrowserUpdateParams::default()
    };
    assert_eq!(
        serde_json::to_value(&unchanged).unwrap(),
        json!({"proxy_id": null})
    );
    let (full, encoded) = round_trip::<BrowserUpdateParams>(fixture!("browser_update_full"));
    assert_eq!(encoded, value(fixture!("browser_update_full")));
    assert_eq!(full.proxy_id, Nullable::Value(String::new()));
    assert_eq!(full.viewport.and_then(|v| v.force), Some(true));
    assert_eq!(
        serde_json::to_string(&BrowserUpdateParams::default()).unwrap(),
        "{}"
    );
}
