//! Debug helpers that keep secrets out of `Debug` output.
//!
//! Handoff codes, exchanged JWTs and submitted credential values are
//! secrets; a hosted-login URL carries the handoff code in its query. Types
//! holding them implement `Debug` by hand with these wrappers.

use std::collections::BTreeMap;
use std::fmt;

/// Prints `"***"` in place of a secret.
pub(crate) struct Secret;

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("\"***\"")
    }
}

/// Prints an optional secret as `None` or `Some("***")`.
pub(crate) struct OptionalSecret<'a, T>(pub &'a Option<T>);

impl<T> fmt::Debug for OptionalSecret<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(_) => f.debug_tuple("Some").field(&Secret).finish(),
            None => f.write_str("None"),
        }
    }
}

/// Prints a URL with its query (which may carry a handoff code) replaced by
/// `***`.
pub(crate) struct UrlWithoutQuery<'a>(pub &'a str);

impl fmt::Debug for UrlWithoutQuery<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.split_once('?') {
            Some((base, _)) => write!(f, "\"{}?***\"", base.escape_debug()),
            None => fmt::Debug::fmt(self.0, f),
        }
    }
}

/// Prints an optional URL like [`UrlWithoutQuery`].
pub(crate) struct OptionalUrl<'a>(pub &'a Option<String>);

impl fmt::Debug for OptionalUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(url) => f.debug_tuple("Some").field(&UrlWithoutQuery(url)).finish(),
            None => f.write_str("None"),
        }
    }
}

/// Prints a map of submitted values with its keys shown and every value
/// hidden.
pub(crate) struct SecretValues<'a, T>(pub &'a BTreeMap<String, T>);

impl<T> fmt::Debug for SecretValues<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map()
            .entries(self.0.keys().map(|key| (key, Secret)))
            .finish()
    }
}

/// Prints an optional map like [`SecretValues`].
pub(crate) struct OptionalSecretValues<'a, T>(pub &'a Option<BTreeMap<String, T>>);

impl<T> fmt::Debug for OptionalSecretValues<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(map) => f.debug_tuple("Some").field(&SecretValues(map)).finish(),
            None => f.write_str("None"),
        }
    }
}
