//! Where a flow's URLs may lead: the hosted page whose code a session
//! exchanges, and the live view a page frames. Both are the service's, so a
//! URL passes when its origin is one of the service's origins:
//!
//! - `https://onkernel.com` and any `https://*.onkernel.com` (the service's
//!   hosts; its API is `https://api.onkernel.com`);
//! - the base URL's origin, whatever its scheme: every request of the
//!   session goes there already, the exchange of the code first, so a page
//!   there learns nothing new (a local simulator over `http` is one);
//! - an origin the app adds: `https`, or `http` on a loopback host alone
//!   (`localhost`, `127.x.x.x`, `[::1]`), where no one on the network can
//!   read or change it. An added origin may start with `*.` for any
//!   subdomain of a host.
//!
//! A URL that holds a user name or a password, or a host in anything but
//! plain letters, digits, `-` and `.`, passes nowhere: those are the forms
//! that make one origin read as another.

use crate::protocol::json::write_u64;
use crate::protocol::response::Error;

/// The service's own host, over `https`.
const SERVICE_HOST: &str = "onkernel.com";
/// Its subdomains, over `https`.
const SERVICE_SUBDOMAINS: &str = "*.onkernel.com";

/// The rule an added origin breaks.
const ORIGIN_RULE: &str = "must be an origin (scheme://host[:port], no path): https, or http on a loopback host (localhost, 127.0.0.1, [::1]); `*.` may start the host";

/// The rule a refused `hosted_url` breaks. It names neither the URL nor its
/// code.
const HOSTED_RULE: &str = "is not on the service's origin (https://onkernel.com, https://*.onkernel.com, the base URL's) or one the app allows (allowedOrigins)";

/// One origin a URL may have: its scheme, its host (`*.` first for any
/// subdomain of the rest) and its port (the scheme's default omitted).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Origin {
    https: bool,
    host: String,
    port: Option<u16>,
}

/// The origins a session's URLs may have. `Debug` shows them: an origin is
/// no secret.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllowedOrigins {
    origins: Vec<Origin>,
}

impl AllowedOrigins {
    /// The service's origins and `base_url`'s (none for a path on the
    /// page's origin, which the app adds if it serves the hosted page).
    pub fn for_base_url(base_url: &str) -> Self {
        let service = |host: &str| Origin {
            https: true,
            host: host.to_owned(),
            port: None,
        };
        let mut origins = vec![service(SERVICE_HOST), service(SERVICE_SUBDOMAINS)];
        origins.extend(origin_of(base_url));
        AllowedOrigins { origins }
    }

    /// Adds the app's `origins`, each checked: a refusal is an
    /// `invalid_input` error whose path is `{path}[index]`.
    pub fn add<S: AsRef<str>>(mut self, origins: &[S], path: &str) -> Result<Self, Error> {
        for (index, text) in origins.iter().enumerate() {
            let origin = parse_added(text.as_ref())
                .ok_or_else(|| Error::invalid_input(indexed(path, index), ORIGIN_RULE))?;
            self.origins.push(origin);
        }
        Ok(self)
    }

    /// Whether `url` is an absolute URL on one of the origins.
    pub fn allows(&self, url: &str) -> bool {
        origin_of(url)
            .is_some_and(|origin| self.origins.iter().any(|allowed| allowed.admits(&origin)))
    }

    /// Checks a `hosted_url` before its code is spent: a refusal is an
    /// `invalid_input` error naming `hosted_url`, never the URL or its code.
    pub fn check_hosted_url(&self, url: &str) -> Result<(), Error> {
        if self.allows(url) {
            Ok(())
        } else {
            Err(Error::invalid_input("hosted_url", HOSTED_RULE))
        }
    }
}

impl Origin {
    /// Whether `origin` (a URL's, so without a wildcard) is this one.
    fn admits(&self, origin: &Origin) -> bool {
        if self.https != origin.https || self.port != origin.port {
            return false;
        }
        match self.host.strip_prefix("*.") {
            Some(parent) => origin
                .host
                .strip_suffix(parent)
                .and_then(|head| head.strip_suffix('.'))
                .is_some_and(|head| !head.is_empty()),
            None => self.host == origin.host,
        }
    }
}

/// The origin of an absolute `http(s)` URL, `None` for anything else
/// (a relative URL, another scheme, a user name, an unusual host).
fn origin_of(url: &str) -> Option<Origin> {
    let (https, rest) = scheme(url.trim())?;
    let end = rest.find(['/', '\\', '?', '#']).unwrap_or(rest.len());
    authority(https, rest.get(..end)?, false)
}

/// An added origin: a URL's origin with nothing after it (a lone `/`
/// aside), `http` on loopback hosts alone.
fn parse_added(text: &str) -> Option<Origin> {
    let (https, rest) = scheme(text)?;
    let origin = authority(https, rest.strip_suffix('/').unwrap_or(rest), true)?;
    (origin.https || is_loopback(&origin.host)).then_some(origin)
}

/// Whether the URL is `https` and the rest after `://`, or `None` when it
/// is neither `http` nor `https` (in any case).
pub(super) fn scheme(url: &str) -> Option<(bool, &str)> {
    [("https://", true), ("http://", false)]
        .into_iter()
        .find_map(|(scheme, https)| {
            let head = url.get(..scheme.len())?;
            let rest = url.get(scheme.len()..)?;
            head.eq_ignore_ascii_case(scheme).then_some((https, rest))
        })
}

/// Reads `host[:port]`, the host lowercased and the scheme's default port
/// dropped. `wildcard` lets the host start with `*.`.
fn authority(https: bool, text: &str, wildcard: bool) -> Option<Origin> {
    let (host, port) = match text.strip_prefix('[') {
        // An IPv6 address: `[hex:...]`, then maybe `:port`.
        Some(inner) => {
            let (address, after) = inner.split_once(']')?;
            let ipv6 = !address.is_empty()
                && address
                    .bytes()
                    .all(|byte| byte.is_ascii_hexdigit() || byte == b':' || byte == b'.');
            if !ipv6 {
                return None;
            }
            let mut host = String::from("[");
            host.push_str(&address.to_ascii_lowercase());
            host.push(']');
            (host, after)
        }
        None => {
            let at = text.find(':').unwrap_or(text.len());
            let host = text.get(..at)?.to_ascii_lowercase();
            let name = match host.strip_prefix("*.") {
                Some(parent) if wildcard => parent,
                _ => &host,
            };
            if !is_host_name(name) {
                return None;
            }
            (host, text.get(at..)?)
        }
    };
    let port = match port {
        "" => None,
        digits => {
            let digits = digits.strip_prefix(':')?;
            if digits.is_empty() || digits.len() > 5 {
                return None;
            }
            // By hand: `str::parse` would bring integer parsing's error
            // formatting into the wasm.
            let mut port: u32 = 0;
            for byte in digits.bytes() {
                if !byte.is_ascii_digit() {
                    return None;
                }
                port = port * 10 + u32::from(byte - b'0');
            }
            Some(u16::try_from(port).ok()?)
        }
    };
    let default = if https { 443 } else { 80 };
    Some(Origin {
        https,
        host,
        port: port.filter(|&port| port != default),
    })
}

/// `path[index]`, written without the formatting machinery, which the
/// wasm would otherwise carry for this alone.
fn indexed(path: &str, index: usize) -> String {
    let mut text = String::from(path);
    text.push('[');
    write_u64(&mut text, index as u64);
    text.push(']');
    text
}

/// Whether `host` is dot-separated labels of letters, digits and `-`.
fn is_host_name(host: &str) -> bool {
    !host.is_empty()
        && host.split('.').all(|label| {
            !label.is_empty()
                && label
                    .bytes()
                    .all(|byte| byte.is_ascii_alphanumeric() || byte == b'-')
        })
}

/// Whether `host` names this machine.
fn is_loopback(host: &str) -> bool {
    host == "localhost"
        || host == "[::1]"
        || host
            .strip_prefix("127.")
            .is_some_and(|rest| rest.split('.').count() == 3)
}
