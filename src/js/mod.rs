//! The wasm core of the npm package. JavaScript's `Client` (client.js) keeps
//! the resource tree and forwards every method here: one-shot requests to
//! send.js, which asks [`WasmClient::prepare`] for the request and
//! [`WasmClient::judge`] for the verdict on each answer; the helpers to
//! [`WasmClient::help`]; event streams to [`WasmClient::stream`]. Few entry
//! points keep the wasm-bindgen glue, and so the bundle, small. session.js's
//! `ManagedAuthSession` forwards likewise to `WasmSession`.

mod allocator;
mod call;
mod errors;
mod events;
mod options;
mod panic;
mod promise;
mod send;
mod types;
mod wasm_client;
mod wasm_session;
