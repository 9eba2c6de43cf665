//! The fixtures cover every field of every record: each field a type
//! declares appears in at least one of the fixture objects given for it.

use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde::forward_to_deserialize_any;
use serde_json::{json, Value};

use super::{fixture, value};
use crate::protocol::model::*;

/// A deserializer that only records the field list a derived struct asks
/// for, then stops.
struct FieldNames(&'static [&'static str]);

impl<'de> Deserializer<'de> for &mut FieldNames {
    type Error = de::value::Error;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
        Err(de::Error::custom("not a struct"))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Self::Error> {
        self.0 = fields;
        Err(de::Error::custom("field names recorded"))
    }

    forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map enum identifier ignored_any
    }
}

/// The wire names of the fields of the struct `T`.
fn fields_of<'de, T: Deserialize<'de>>() -> &'static [&'static str] {
    let mut names = FieldNames(&[]);
    let _ = T::deserialize(&mut names);
    assert!(!names.0.is_empty(), "not a derived struct");
    names.0
}

/// Asserts every field of `T` is a key of at least one of `objects`.
fn covered<'de, T: Deserialize<'de>>(objects: &[&Value]) {
    for field in fields_of::<T>() {
        assert!(
            objects.iter().any(|object| object.get(field).is_some()),
            "no fixture sets `{field}` of {}",
            std::any::type_name::<T>()
        );
    }
}

#[test]
fn auth_connection_fixtures_cover_every_field_of_the_record_and_its_parts() {
    let full = value(fixture!("auth_connection_full"));
    let create = value(fixture!("auth_connection_create_full"));
    let update = value(fixture!("auth_connection_update_full"));
    covered::<AuthConnection>(&[&full]);
    covered::<ManagedAuthBrowserConfig>(&[&full["browser"]]);
    covered::<BrowserProxyConfig>(&[
        &full["browser"]["proxy"],
        &create["browser"]["proxy"],
        &update["browser"]["proxy"],
    ]);
    covered::<CredentialReference>(&[
        &full["credential"],
        &create["credential"],
        &update["credential"],
    ]);
    covered::<ProxyRef>(&[&create["proxy"], &update["proxy"]]);
    covered::<ManagedAuthChoice>(&[&full["choices"][0]]);
    covered::<ManagedAuthField>(&[&full["fields"][0]]);
    covered::<DiscoveredField>(&[&full["discovered_fields"][0]]);
    covered::<MFAOption>(&[&full["mfa_options"][0]]);
    covered::<SSOButton>(&[&full["pending_sso_buttons"][0]]);
    covered::<SignInOption>(&[&full["sign_in_options"][0]]);
}

#[test]
fn telemetry_fixtures_cover_every_field() {
    let full = value(fixture!("auth_connection_full"));
    let create = value(fixture!("auth_connection_create_full"));
    let telemetry = &full["browser"]["telemetry"];
    covered::<BrowserTelemetryRequestConfig>(&[telemetry]);
    covered::<BrowserTelemetryCategoriesConfig>(&[&telemetry["browser"]]);
    covered::<BrowserTelemetryCategoryConfig>(&[&telemetry["browser"]["control"]]);
    covered::<BrowserTelemetryExportRequestConfig>(&[&telemetry["export"]]);
    covered::<BrowserTelemetryOTLPExportRequestConfig>(&[&telemetry["export"]["otlp"]]);
    covered::<OTLPDestinationRef>(&[
        &telemetry["export"]["otlp"]["destination"],
        &create["browser_telemetry"]["export"]["otlp"]["destination"],
    ]);
}

#[test]
fn request_fixtures_cover_every_field() {
    covered::<AuthConnectionCreateParams>(&[&value(fixture!("auth_connection_create_full"))]);
    covered::<AuthConnectionUpdateParams>(&[&value(fixture!("auth_connection_update_full"))]);
    covered::<LoginParams>(&[&value(fixture!("login_request"))]);
    covered::<SubmitParams>(&[&value(fixture!("submit_request"))]);
    covered::<ExchangeParams>(&[&value(fixture!("exchange_request"))]);
    covered::<ProjectCreateParams>(&[&value(fixture!("project_create_request"))]);
    covered::<ProjectUpdateParams>(&[&value(fixture!("project_update_request"))]);
    covered::<OrgLimitsUpdateParams>(&[&value(fixture!("org_limits_update_request"))]);
    covered::<ProjectLimitsUpdateParams>(&[&value(fixture!("project_limits_update_request"))]);
}

#[test]
fn response_fixtures_cover_every_field() {
    covered::<LoginResponse>(&[&value(fixture!("login_response"))]);
    covered::<SubmitResponse>(&[&value(fixture!("submit_response"))]);
    covered::<ExchangeResponse>(&[&value(fixture!("exchange_response"))]);
    covered::<ManagedAuthStateEvent>(&[&value(fixture!("flow_event_state"))]);
    covered::<FlowErrorEvent>(&[&value(fixture!("flow_event_error"))]);
    covered::<TimelineEvent>(&[&value(fixture!("timeline"))[0]]);
    covered::<Project>(&[&value(fixture!("projects"))[0]]);
    covered::<OrgLimits>(&[&value(fixture!("org_limits"))]);
    covered::<ProjectLimits>(&[&value(fixture!("project_limits"))]);
    covered::<LogEvent>(&[&value(fixture!("log_event"))]);
    covered::<ErrorRecord>(&[&value(fixture!("error_record"))]);
    covered::<ErrorDetail>(&[&value(fixture!("error_record"))["inner_error"]]);
    covered::<ConflictErrorBody>(&[&value(fixture!("error_conflict_full"))]);
}

#[test]
fn browser_fixtures_cover_every_field_of_the_record_and_its_parts() {
    let full = value(fixture!("browser_full"));
    let create = value(fixture!("browser_create_full"));
    covered::<Browser>(&[&full]);
    covered::<BrowserPoolRef>(&[&full["pool"]]);
    covered::<Profile>(&[&full["profile"]]);
    covered::<BrowserUsage>(&[&full["usage"]]);
    covered::<BrowserViewport>(&[&full["viewport"], &create["viewport"]]);
    covered::<BrowserTelemetryConfig>(&[&full["telemetry"]]);
    covered::<BrowserCreateParams>(&[&create]);
    covered::<BrowserProfile>(&[&create["profile"], &json!({"id": "prof_1"})]);
    covered::<BrowserExtension>(&[&create["extensions"][0], &create["extensions"][1]]);
}

#[test]
fn field_names_come_from_the_wire_not_rust() {
    // `type` and `ref` are raw identifiers in Rust; the wire names are plain.
    assert_eq!(fields_of::<ManagedAuthField>()[1..3], ["ref", "type"]);
}
