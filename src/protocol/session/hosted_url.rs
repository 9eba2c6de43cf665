//! Reading a `hosted_url`: the connection id and the one-time handoff code.

use super::origins::scheme;
use crate::protocol::request::Secret;
use crate::protocol::response::Error;

/// What a `hosted_url` (`https://<app>/<route>/{id}?code=<handoff_code>`)
/// carries: the connection's id (its last path segment) and the one-time
/// handoff code (its `code` query parameter). `Debug` prints the code as
/// `***`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostedUrl {
    /// The connection the login belongs to.
    pub connection_id: String,
    /// The handoff code, to exchange once for a token.
    pub code: Secret,
}

/// The name of the URL in errors. No error names the URL's text, which holds
/// the code.
const PATH: &str = "hosted_url";

impl HostedUrl {
    /// Reads an absolute `http(s)` URL: the id is its last path segment and
    /// the code its first `code` query parameter, both percent-decoded (in
    /// the query, `+` is a space, as `URLSearchParams` reads it); a fragment
    /// is ignored. Anything else fails with an `invalid_input` error naming
    /// `hosted_url` and what is missing, never the URL or the code.
    pub fn parse(url: &str) -> Result<Self, Error> {
        let url = url.trim();
        let url = url.split_once('#').map_or(url, |(before, _)| before);
        let (_, rest) = scheme(url)
            .ok_or_else(|| Error::invalid_input(PATH, "must be an absolute http: or https: URL"))?;
        let (address, query) = rest.split_once('?').unwrap_or((rest, ""));
        let (host, path) = address.split_once('/').unwrap_or((address, ""));
        if host.is_empty() {
            return Err(Error::invalid_input(PATH, "has no host"));
        }
        let last = path
            .bytes()
            .rposition(|byte| byte == b'/')
            .map_or(0, |at| at + 1);
        let segment = path.get(last..).unwrap_or_default();
        let connection_id = decode(segment, false)
            .filter(|id| !id.is_empty())
            .ok_or_else(|| {
                Error::invalid_input(PATH, "has no connection id (the last segment of its path)")
            })?;
        let code = query
            .split('&')
            .find_map(|pair| {
                let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
                (decode(name, true).as_deref() == Some("code")).then_some(value)
            })
            .and_then(|value| decode(value, true))
            .filter(|code| !code.is_empty())
            .ok_or_else(|| {
                Error::invalid_input(PATH, "has no handoff code (its `code` query parameter)")
            })?;
        Ok(HostedUrl {
            connection_id,
            code: Secret::new(code),
        })
    }
}

/// Percent-decodes `text` (and `+` to a space in a query); `None` when an
/// escape is malformed or the bytes are not UTF-8.
fn decode(text: &str, query: bool) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while let Some(&byte) = bytes.get(index) {
        index += 1;
        out.push(match byte {
            b'%' => {
                let digit = |at: usize| char::from(*bytes.get(at)?).to_digit(16);
                let value = digit(index)? * 16 + digit(index + 1)?;
                index += 2;
                value as u8
            }
            b'+' if query => b' ',
            other => other,
        });
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::response::ErrorKind;

    fn parsed(url: &str) -> (String, String) {
        let hosted = HostedUrl::parse(url).unwrap_or_else(|e| panic!("{url}: {e}"));
        (hosted.connection_id, hosted.code.expose().to_owned())
    }

    fn refused(url: &str) -> Error {
        match HostedUrl::parse(url) {
            Ok(hosted) => panic!("{url} was accepted: {hosted:?}"),
            Err(error) => error,
        }
    }

    #[test]
    fn reads_the_id_and_the_code() {
        let pair = |id: &str, code: &str| (id.to_owned(), code.to_owned());
        assert_eq!(
            parsed("http://127.0.0.1:8787/hosted/ac_1?code=hs_abc"),
            pair("ac_1", "hs_abc")
        );
        assert_eq!(
            parsed("HTTPS://app.example.com/a/b/ac_2?x=1&code=c%2B1+2&code=second#frag"),
            pair("ac_2", "c+1 2")
        );
        assert_eq!(
            parsed(" https://app.example.com/ac%5F3?code=z "),
            pair("ac_3", "z")
        );
    }

    #[test]
    fn a_missing_part_is_named_without_the_url_or_the_code() {
        let secret = "hs_secret_code";
        let cases = [
            ("https://app.example.com/hosted/ac_1", "has no handoff code"),
            (
                "https://app.example.com/hosted/ac_1?code=",
                "has no handoff code",
            ),
            (
                "https://app.example.com/hosted/ac_1?codes=hs_secret_code",
                "has no handoff code",
            ),
            (
                "https://app.example.com/hosted/?code=hs_secret_code",
                "has no connection id",
            ),
            (
                "https://app.example.com?code=hs_secret_code",
                "has no connection id",
            ),
            ("https:///ac_1?code=hs_secret_code", "has no host"),
            (
                "ftp://app.example.com/ac_1?code=hs_secret_code",
                "absolute http",
            ),
            (
                "javascript:alert(1)//ac_1?code=hs_secret_code",
                "absolute http",
            ),
            ("/hosted/ac_1?code=hs_secret_code", "absolute http"),
            (
                "https://app.example.com/ac_1?code=hs%ZZsecret_code",
                "has no handoff code",
            ),
            (
                "https://app.example.com/ac_1?code=hs_secret_code%FF",
                "has no handoff code",
            ),
        ];
        for (url, rule) in cases {
            let error = refused(url);
            assert_eq!(error.kind(), ErrorKind::InvalidInput, "{url}");
            assert_eq!(error.code(), "invalid_input");
            assert_eq!(error.path(), Some("hosted_url"));
            assert!(error.message().contains(rule), "{url}: {}", error.message());
            let shown = format!("{error} {error:?}");
            assert!(!shown.contains(secret), "{url}: {shown}");
            assert!(!shown.contains("app.example.com"), "{url}: {shown}");
        }
    }

    #[test]
    fn debug_hides_the_code() {
        let hosted = HostedUrl::parse("https://app.example.com/ac_1?code=hs_secret_code")
            .unwrap_or_else(|e| panic!("{e}"));
        let shown = format!("{hosted:?}");
        assert!(shown.contains("ac_1"), "{shown}");
        assert!(!shown.contains("hs_secret_code"), "{shown}");
    }
}
