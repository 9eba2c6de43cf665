//! The wasm core of the npm package. JavaScript's `Client` (client.js) keeps
//! the resource tree and forwards every method here: [`WasmClient::call`]
//! for requests and [`WasmClient::stream`] for event streams. One entry point
//! keeps the wasm-bindgen glue, and so the bundle, small. session.js's
//! `ManagedAuthSession` forwards likewise to `WasmSession`.

mod allocator;
mod call;
mod errors;
mod events;
mod options;
mod panic;
mod promise;
mod types;
mod wasm_client;
mod wasm_session;
