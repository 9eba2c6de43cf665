//! Proxies and extensions: a proxy's settings of either kind decode and
//! round-trip; a create request's password never shows in `Debug`; an
//! extension's nullable fields decode as absent.

use super::{fixture, round_trip, value};
use crate::protocol::model::*;

#[test]
fn a_proxy_of_either_kind_decodes_its_settings_and_round_trips() {
    let (custom, encoded) = round_trip::<Proxy>(fixture!("proxy_custom"));
    assert_eq!(encoded, value(fixture!("proxy_custom")));
    assert_eq!(custom.r#type, ProxyType::Custom);
    let config = custom.config.unwrap();
    assert_eq!((config.port, config.has_password), (Some(8080), Some(true)));
    let (home, encoded) = round_trip::<Proxy>(fixture!("proxy_residential"));
    assert_eq!(encoded, value(fixture!("proxy_residential")));
    assert_eq!(home.status, Some(ProxyStatus::Unavailable));
    assert_eq!(home.config.unwrap().os, Some(ProxyOs::Windows));
}

#[test]
fn a_create_request_debug_redacts_the_password() {
    let request: ProxyCreateParams =
        serde_json::from_str(fixture!("proxy_create_custom_request")).unwrap();
    let debug = format!("{request:?}");
    assert!(!debug.contains("hunter2"), "{debug}");
    assert!(debug.contains("proxy.example.com"), "{debug}");
}

#[test]
fn an_extension_without_a_checksum_name_or_use_decodes() {
    let (extension, encoded) = round_trip::<Extension>(fixture!("extension_nulls"));
    assert_eq!(encoded, value(fixture!("extension_nulls")));
    assert_eq!(extension.size_bytes, 512);
    assert!(extension.name.is_none());
}
