//! The response validator of every response shape, over the JSON scanner:
//! never a panic or a hang, and a body it accepts is JSON that the
//! browser's `JSON.parse` (here the core's own parser) reads too.
#![no_main]

use browser_cloud_sdk::protocol::api::operations;
use browser_cloud_sdk::protocol::json;
use browser_cloud_sdk::protocol::validate::check_response;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|body: &[u8]| {
    for op in operations() {
        if let Some(ty) = op.answer_type() {
            if check_response(ty, body).is_ok() {
                assert!(
                    json::parse(body).is_ok(),
                    "{}'s response type accepted a body that is not JSON",
                    op.name
                );
            }
        }
    }
});
