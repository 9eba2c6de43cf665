//! The response validator of every response shape, over the JSON scanner:
//! never a panic or a hang, and a body it accepts is JSON that the
//! browser's `JSON.parse` (here the core's own parser) reads too.
#![no_main]

use browser_cloud_sdk::protocol::json;
use browser_cloud_sdk::protocol::schema::{is_request, ALL_SHAPES};
use browser_cloud_sdk::protocol::validate::check_response;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|body: &[u8]| {
    for &shape in ALL_SHAPES.iter().filter(|&&shape| !is_request(shape)) {
        if check_response(shape, body).is_ok() {
            assert!(
                json::parse(body).is_ok(),
                "{shape:?} accepted a body that is not JSON"
            );
        }
    }
});
