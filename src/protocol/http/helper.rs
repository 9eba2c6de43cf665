//! The SDK's own helpers, built on the service's operations.

/// A helper the SDK offers beside the service's operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Helper {
    /// Create a connection, or retrieve the existing one on a conflict.
    GetOrCreateConnection,
    /// Poll a connection until its flow leaves `IN_PROGRESS`.
    WaitForLogin,
}

impl Helper {
    /// Every helper.
    pub const ALL: [Helper; 2] = [Helper::GetOrCreateConnection, Helper::WaitForLogin];

    /// Its name on the wire between client.js and the wasm core.
    pub fn wire_name(self) -> &'static str {
        match self {
            Helper::GetOrCreateConnection => "get_or_create_connection",
            Helper::WaitForLogin => "wait_for_login",
        }
    }

    /// The name of its options object in errors, which also tells client.js
    /// the options it knows (src/js/options.js): a request's, or
    /// `waitForLogin`'s.
    pub fn options_name(self) -> &'static str {
        match self {
            Helper::GetOrCreateConnection => "requestOptions",
            Helper::WaitForLogin => "waitOptions",
        }
    }

    /// The helper client.js names `wire_name`.
    pub fn from_wire_name(wire_name: &str) -> Option<Helper> {
        Helper::ALL
            .into_iter()
            .find(|helper| helper.wire_name() == wire_name)
    }
}
