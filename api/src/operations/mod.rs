//! Every operation of the service: one row each, grouped by resource, in
//! the order the APIs list their methods.

use crate::method::Method;
use crate::operation::OperationDef;
use crate::schema::Ty;

mod api_keys;
mod auth;
mod browser_computer;
mod browser_fs;
mod browser_playwright;
mod browser_pools;
mod browser_process;
mod browser_replays;
mod browser_telemetry;
mod browsers;
mod credential_providers;
mod credentials;
mod deployments;
mod extensions;
mod organization;
mod profiles;
mod projects;
mod proxies;

pub use api_keys::*;
pub use auth::*;
pub use browser_computer::*;
pub use browser_fs::*;
pub use browser_playwright::*;
pub use browser_pools::*;
pub use browser_process::*;
pub use browser_replays::*;
pub use browser_telemetry::*;
pub use browsers::*;
pub use credential_providers::*;
pub use credentials::*;
pub use deployments::*;
pub use extensions::*;
pub use organization::*;
pub use profiles::*;
pub use projects::*;
pub use proxies::*;

/// Every operation, group by group.
pub(crate) fn all() -> impl Iterator<Item = &'static OperationDef> {
    [
        auth::ALL,
        projects::ALL,
        organization::ALL,
        browsers::ALL,
        browser_computer::ALL,
        browser_replays::ALL,
        browser_process::ALL,
        browser_playwright::ALL,
        browser_fs::ALL,
        browser_telemetry::ALL,
        profiles::ALL,
        proxies::ALL,
        extensions::ALL,
        browser_pools::ALL,
        credentials::ALL,
        credential_providers::ALL,
        deployments::ALL,
        api_keys::ALL,
    ]
    .into_iter()
    .flatten()
    .copied()
}

/// Declares each row as a `pub static` of its name, and the group's list,
/// `ALL`, in the rows' order.
macro_rules! operations {
    ($(
        $name:ident = op($resource:expr, $js_name:literal, $method:ident, $path:literal, $doc:literal)
            $(.$part:ident($($arg:expr),*))*;
    )+) => {
        $(
            #[doc = $doc]
            #[doc = ""]
            #[doc = concat!("`", stringify!($method), " ", $path, "`")]
            pub static $name: OperationDef = OperationDef::new(
                stringify!($name),
                $resource,
                $js_name,
                Method::$method,
                $path,
                $doc,
            )$(.$part($($arg),*))*;
        )+
        /// The group's operations, in the order of the API's methods.
        pub(super) static ALL: &[&OperationDef] = &[$(&$name),+];
    };
}
use operations;

/// The type of a JSON object of table `def`.
const fn object(def: &'static crate::schema::ObjectDef) -> Ty {
    Ty::Object(def)
}

/// The type of a JSON array of `item`s.
const fn list_of(item: &'static Ty) -> Ty {
    Ty::Array(item)
}
