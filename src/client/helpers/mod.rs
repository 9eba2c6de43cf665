//! The SDK's own methods beside the generated ones, built on the service's
//! operations: `get_or_create` and `wait_for_login` of auth connections.

mod get_or_create;
mod wait_for_login;

pub use wait_for_login::WaitOptions;
#[cfg(all(target_arch = "wasm32", feature = "js-flows"))]
pub(crate) use wait_for_login::WaitRead;
