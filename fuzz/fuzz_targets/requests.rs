//! Request validation of every request shape: never a panic or a hang, and
//! a body it accepts is JSON.
#![no_main]

use browser_cloud_sdk::protocol::json;
use browser_cloud_sdk::protocol::schema::{is_request, ALL_SHAPES};
use browser_cloud_sdk::protocol::validate::check_request;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|body: &[u8]| {
    for &shape in ALL_SHAPES.iter().filter(|&&shape| is_request(shape)) {
        if check_request(shape, body).is_ok() {
            assert!(
                json::parse(body).is_ok(),
                "{shape:?} accepted a body that is not JSON"
            );
        }
    }
});
