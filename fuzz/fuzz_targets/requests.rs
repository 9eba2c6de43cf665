//! Request validation of every request shape: never a panic or a hang, and
//! a body it accepts is JSON.
#![no_main]

use browser_cloud_sdk::protocol::api::operations;
use browser_cloud_sdk::protocol::json;
use browser_cloud_sdk::protocol::validate::check_request;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|body: &[u8]| {
    for op in operations() {
        for ty in op.body_type().into_iter().chain(op.query) {
            if check_request(ty, body).is_ok() {
                assert!(
                    json::parse(body).is_ok(),
                    "{}'s request type accepted a body that is not JSON",
                    op.name
                );
            }
        }
    }
});
