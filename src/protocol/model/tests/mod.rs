//! Host tests of the model against the JSON fixtures in `tests/fixtures/`.

mod browsers;
mod computer;
mod coverage;
mod decoding;
mod fixtures;
mod flow_events;
mod fs;
mod no_panic;
mod process;
mod proxies;
mod requests;
mod round_trip;
mod secrets;

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

/// The text of `tests/fixtures/<name>.json`.
macro_rules! fixture {
    ($name:literal) => {
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/",
            $name,
            ".json"
        ))
    };
}
pub(super) use fixture;
pub(super) use fixtures::FIXTURES;

/// Decodes `json`, encodes the result and decodes that again, asserting the
/// two decoded values are equal; returns the value and its encoding.
pub(super) fn round_trip<T>(json: &str) -> (T, Value)
where
    T: DeserializeOwned + Serialize + PartialEq + std::fmt::Debug,
{
    let decoded: T = serde_json::from_str(json).expect("fixture decodes");
    let encoded = serde_json::to_value(&decoded).expect("value encodes");
    let again: T = serde_json::from_value(encoded.clone()).expect("encoding decodes");
    assert_eq!(
        decoded, again,
        "decode -> encode -> decode changed the value"
    );
    (decoded, encoded)
}

/// The fixture text as a JSON value.
pub(super) fn value(json: &str) -> Value {
    serde_json::from_str(json).expect("fixture is JSON")
}
