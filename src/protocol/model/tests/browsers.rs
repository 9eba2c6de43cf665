//! The browser session record and its create and update requests: every
//! field decodes, round-trips, and `Debug` keeps the session's tokens out;
//! a curl request and answer keep their secrets out of `Debug` too; a
//! telemetry event decodes, a newer category or type with it.

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

#[test]
fn a_curl_request_and_its_answer_keep_their_secrets_out_of_debug() {
    let (request, _) = round_trip::<BrowserCurlParams>(fixture!("browser_curl_request"));
    let shown = format!(
        "{:?}",
        request.headers(BTreeMap::from([(
            "authorization".to_owned(),
            "Bearer sk_live_secret".to_owned()
        )]))
    );
    assert!(shown.contains("https://example.com/search"), "{shown}");
    for secret in ["q=kernel", "sk_live_secret", "hello"] {
        assert!(!shown.contains(secret), "{secret} in {shown}");
    }
    assert!(shown.contains("authorization"), "names stay: {shown}");
    let (answer, encoded) = round_trip::<BrowserCurlResponse>(fixture!("browser_curl_response"));
    assert_eq!(encoded, value(fixture!("browser_curl_response")));
    assert_eq!(answer.headers["set-cookie"], ["a=1", "b=2"]);
    let shown = format!("{answer:?}");
    for secret in ["a=1", "doctype"] {
        assert!(!shown.contains(secret), "{secret} in {shown}");
    }
    assert!(
        shown.contains("set-cookie") && shown.contains("200"),
        "{shown}"
    );
}

#[test]
fn a_telemetry_event_decodes_and_a_newer_category_or_type_passes() {
    let (page_item, _) = round_trip::<TelemetryEventsResponse>(fixture!("telemetry_event"));
    assert_eq!(page_item.seq, 42);
    assert_eq!(page_item.event.category, BrowserTelemetryCategory::Control);
    assert_eq!(
        page_item.event.source.kind,
        BrowserEventSourceKind::KernelApi
    );
    assert_eq!(page_item.event.ts, 1_764_288_000_123_456);
    let newer = json!({
        "seq": 9,
        "event": {"type": "gpu_reset", "category": "gpu", "source": {"kind": "driver"}, "ts": 1}
    });
    let event: TelemetryStreamResponse = serde_json::from_value(newer).unwrap();
    assert_eq!(event.event.r#type, "gpu_reset");
    assert_eq!(event.event.category.as_str(), "gpu");
    assert_eq!(event.event.data, None);
}
