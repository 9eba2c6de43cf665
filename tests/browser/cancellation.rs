//! Dropping a Rust future aborts its fetch: the request's signal, seen by a
//! `fetch` replacement that forwards to the real one, turns aborted.

use std::future::{Future, IntoFuture};
use std::pin::pin;
use std::task::{Context, Waker};

use browser_cloud_sdk::Client;
use js_sys::{Function, Reflect};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::config;

/// A client whose fetch remembers the last request's signal in `globalThis.lastSignal`.
fn recording_client() -> Client {
    let fetch = Function::new_with_args(
        "url, init",
        "globalThis.lastSignal = init.signal; return fetch(url, init);",
    );
    Client::with_fetch(config().build().unwrap(), Some(fetch))
}

fn last_signal_aborted() -> bool {
    let signal = Reflect::get(&js_sys::global(), &"lastSignal".into()).unwrap();
    Reflect::get(&signal, &"aborted".into()).unwrap() == JsValue::TRUE
}

#[wasm_bindgen_test]
async fn dropping_the_future_aborts_the_fetch() {
    let client = recording_client();
    {
        let mut request = pin!(client.projects().retrieve("Default").into_future());
        let mut context = Context::from_waker(Waker::noop());
        // The first poll sends the request and waits for the answer.
        assert!(request.as_mut().poll(&mut context).is_pending());
        assert!(!last_signal_aborted(), "the fetch is under way");
    }
    assert!(
        last_signal_aborted(),
        "dropping the future aborted the fetch"
    );
}

#[wasm_bindgen_test]
async fn a_finished_request_is_not_aborted() {
    let client = recording_client();
    let project = client.projects().retrieve("Default").await.unwrap();
    assert_eq!(project.name, "Default");
    assert!(!last_signal_aborted(), "a completed fetch is left alone");
}
