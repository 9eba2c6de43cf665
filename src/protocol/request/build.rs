//! Building the request for an operation: URL, headers and body.

use std::fmt;

use super::config::ClientConfig;
use super::encode::push_encoded;
use crate::protocol::api::{Method, OperationDef};
use crate::protocol::response::Error;

/// Header names whose values `Debug` never prints.
const SECRET_HEADERS: [&str; 5] = [
    "authorization",
    "proxy-authorization",
    "cookie",
    "set-cookie",
    "x-api-key",
];

/// A request ready for the transport to send.
///
/// `Debug` prints secret header values (such as `Authorization`) as `***`
/// and the body only by its length, since bodies can carry handoff codes
/// and submitted credentials.
#[derive(Clone, PartialEq, Eq)]
pub struct HttpRequest {
    /// The method.
    pub method: Method,
    /// The absolute (or origin-relative) URL, query included.
    pub url: String,
    /// Header names and values, in sending order.
    pub headers: Vec<(String, String)>,
    /// The JSON body, if any.
    pub body: Option<String>,
}

impl HttpRequest {
    /// The value of the header `name` (case-insensitive), if set.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }
}

impl fmt::Debug for HttpRequest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        struct Headers<'a>(&'a [(String, String)]);
        impl fmt::Debug for Headers<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let mut map = f.debug_map();
                for (name, value) in self.0 {
                    let secret = SECRET_HEADERS.iter().any(|s| name.eq_ignore_ascii_case(s));
                    map.entry(name, if secret { &"***" } else { value });
                }
                map.finish()
            }
        }
        struct BodyLen(usize);
        impl fmt::Debug for BodyLen {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "<{} bytes>", self.0)
            }
        }
        f.debug_struct("HttpRequest")
            .field("method", &self.method)
            .field("url", &self.url)
            .field("headers", &Headers(&self.headers))
            .field("body", &self.body.as_ref().map(|b| BodyLen(b.len())))
            .finish()
    }
}

/// Where a request goes and what it carries, as its operation says: the
/// method, the path with its parameters in braces, whether it sends a body
/// and whether it answers a stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target<'a> {
    /// The HTTP method.
    pub method: Method,
    /// The path, its parameters in braces (`/org/projects/{id}/limits`).
    pub path: &'a str,
    /// Whether a body may be sent.
    pub takes_body: bool,
    /// Whether the answer is a server-sent event stream.
    pub stream: bool,
    /// The media type of the bytes a download answers (JSON otherwise).
    pub download: Option<&'a str>,
    /// Whether the body is bytes as they are, sent apart from the request
    /// (its `Content-Type` is `application/octet-stream`).
    pub raw: bool,
}

impl Target<'static> {
    /// The target of operation `op`.
    pub fn of(op: &'static OperationDef) -> Self {
        Target {
            method: op.method,
            path: op.path,
            takes_body: op.body_type().is_some(),
            stream: op.is_stream(),
            download: op.download(),
            raw: op.is_raw(),
        }
    }
}

/// Builds the request to `target`.
///
/// - `path` fills the path's parameters in order, each as one
///   percent-encoded segment; each is required and may not be empty, `.` or
///   `..` (a URL would resolve those away). A refusal names the parameter.
/// - `query` pairs are percent-encoded in order.
/// - `body` (JSON text) is allowed only for targets that take one.
///
/// Headers: `Authorization: Bearer <key>` when the config holds a key, the
/// project header when it holds a project id, `Content-Type` for JSON
/// bodies and for bytes (which are sent apart; a multipart body's type is
/// written by the browser), `Accept` (`text/event-stream` for streams, a download's media
/// type), then the config's default headers, except any the request already
/// set.
pub fn build_request<K: AsRef<str>, V: AsRef<str>>(
    config: &ClientConfig,
    target: Target<'_>,
    path: &[&str],
    query: &[(K, V)],
    body: Option<String>,
) -> Result<HttpRequest, Error> {
    let mut url = String::with_capacity(config.base_url().len() + 64);
    url.push_str(config.base_url());
    push_path(&mut url, target.path, path)?;
    for (index, (key, value)) in query.iter().enumerate() {
        url.push(if index == 0 { '?' } else { '&' });
        push_encoded(&mut url, key.as_ref());
        url.push('=');
        push_encoded(&mut url, value.as_ref());
    }
    if body.is_some() && !target.takes_body {
        return Err(Error::invalid_input(
            "body",
            "is not accepted by this operation",
        ));
    }

    let mut headers: Vec<(String, String)> = Vec::with_capacity(4 + config.default_headers().len());
    if let Some(key) = config.api_key() {
        let mut value = String::with_capacity(7 + key.expose().len());
        value.push_str("Bearer ");
        value.push_str(key.expose());
        headers.push(("Authorization".to_owned(), value));
    }
    if let Some(project) = config.project_id() {
        headers.push((config.project_header().to_owned(), project.to_owned()));
    }
    if body.is_some() {
        headers.push(("Content-Type".to_owned(), "application/json".to_owned()));
    } else if target.raw {
        headers.push((
            "Content-Type".to_owned(),
            "application/octet-stream".to_owned(),
        ));
    }
    let accept = match (target.stream, target.download) {
        (true, _) => "text/event-stream",
        (false, Some(media)) => media,
        (false, None) => "application/json",
    };
    headers.push(("Accept".to_owned(), accept.to_owned()));
    let fixed = headers.len();
    for (name, value) in config.default_headers() {
        let taken = headers[..fixed]
            .iter()
            .any(|(set, _)| set.eq_ignore_ascii_case(name));
        if !taken {
            headers.push((name.clone(), value.clone()));
        }
    }

    Ok(HttpRequest {
        method: target.method,
        url,
        headers,
        body,
    })
}

/// Adds the `Last-Event-ID` header of a stream's request resuming after
/// event `id`.
pub fn resume_after(request: &mut HttpRequest, id: &str) {
    // fetch sends each character of a header value below U+0100 as one
    // byte: one character per byte sends the id as UTF-8.
    let bytes = id.bytes().map(char::from).collect();
    request.headers.push(("Last-Event-ID".to_owned(), bytes));
}

/// A path template's parts: each literal with the name of the parameter
/// after it (`None` after the last). Scanned byte by byte: a `str` pattern
/// search would bring a searcher into the wasm.
pub fn path_parts(template: &str) -> impl Iterator<Item = (&str, Option<&str>)> {
    let mut rest = Some(template);
    std::iter::from_fn(move || {
        let text = rest?;
        let bytes = text.as_bytes();
        let Some(open) = bytes.iter().position(|&b| b == b'{') else {
            rest = None;
            return Some((text, None));
        };
        let close = bytes[open..]
            .iter()
            .position(|&b| b == b'}')
            .map_or(text.len(), |at| open + at);
        rest = text.get(close + 1..);
        Some((&text[..open], text.get(open + 1..close)))
    })
}

/// Appends `template` with its parameters filled in from `values`, in order.
fn push_path(url: &mut String, template: &str, values: &[&str]) -> Result<(), Error> {
    let mut values = values.iter();
    for (literal, name) in path_parts(template) {
        url.push_str(literal);
        let Some(name) = name else { break };
        match values.next().copied() {
            None | Some("") => {
                return Err(Error::invalid_input(name, "must be a non-empty string"))
            }
            Some(".") | Some("..") => {
                return Err(Error::invalid_input(name, "must not be \".\" or \"..\""))
            }
            Some(value) => push_encoded(url, value),
        }
    }
    if values.next().is_some() {
        return Err(Error::invalid_input("id", "is not used by this operation"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::request::config::CredentialsMode;

    use crate::protocol::api::{
        CREATE_PROJECT, EXCHANGE, LIST_CONNECTIONS, LIST_PROJECTS, LOGIN, RETRIEVE_CONNECTION,
        RETRIEVE_ORG_LIMITS, RETRIEVE_PROJECT, STREAM_BROWSER_LOGS, SUBMIT,
    };

    const NO_QUERY: [(&str, &str); 0] = [];

    fn config() -> ClientConfig {
        ClientConfig::builder()
            .base_url("https://api.example.com")
            .api_key("sk_live_secret")
            .build()
            .unwrap_or_else(|e| panic!("{e}"))
    }

    fn ok(result: Result<HttpRequest, Error>) -> HttpRequest {
        result.unwrap_or_else(|e| panic!("{e}"))
    }

    fn err(result: Result<HttpRequest, Error>) -> Error {
        match result {
            Ok(request) => panic!("built {request:?}"),
            Err(error) => error,
        }
    }

    #[test]
    fn joins_base_url_path_and_id() {
        let request = ok(build_request(
            &config(),
            Target::of(&LOGIN),
            &["ac_1"],
            &NO_QUERY,
            None,
        ));
        assert_eq!(request.method, Method::Post);
        assert_eq!(
            request.url,
            "https://api.example.com/auth/connections/ac_1/login"
        );
    }

    #[test]
    fn id_is_one_encoded_segment() {
        let cases = [
            ("a/b", "a%2Fb"),
            ("a?b#c", "a%3Fb%23c"),
            ("my project", "my%20project"),
            ("projét✓", "proj%C3%A9t%E2%9C%93"),
            ("..a", "..a"),
        ];
        for (id, segment) in cases {
            let request = ok(build_request(
                &config(),
                Target::of(&RETRIEVE_PROJECT),
                &[id],
                &NO_QUERY,
                None,
            ));
            assert_eq!(
                request.url,
                format!("https://api.example.com/org/projects/{segment}")
            );
        }
    }

    #[test]
    fn missing_empty_or_dot_ids_are_refused() {
        for id in [None, Some(""), Some("."), Some("..")] {
            let path: Vec<&str> = id.into_iter().collect();
            let error = err(build_request(
                &config(),
                Target::of(&RETRIEVE_CONNECTION),
                &path,
                &NO_QUERY,
                None,
            ));
            assert_eq!(error.code(), "invalid_input");
            assert_eq!(error.path(), Some("id"), "{id:?}");
        }
    }

    #[test]
    fn id_for_an_operation_without_one_is_refused() {
        let error = err(build_request(
            &config(),
            Target::of(&LIST_PROJECTS),
            &["x"],
            &NO_QUERY,
            None,
        ));
        assert_eq!(error.path(), Some("id"));
    }

    #[test]
    fn query_is_encoded_in_order() {
        let query = [
            ("domain", "a b.com".to_owned()),
            ("query", "x&y=z/é".to_owned()),
            ("limit", "5".to_owned()),
        ];
        let request = ok(build_request(
            &config(),
            Target::of(&LIST_CONNECTIONS),
            &[],
            &query,
            None,
        ));
        assert_eq!(
            request.url,
            "https://api.example.com/auth/connections?domain=a%20b.com&query=x%26y%3Dz%2F%C3%A9&limit=5"
        );
    }

    #[test]
    fn body_sets_content_type_and_is_refused_where_not_accepted() {
        let body = Some("{\"name\":\"p\"}".to_owned());
        let request = ok(build_request(
            &config(),
            Target::of(&CREATE_PROJECT),
            &[],
            &NO_QUERY,
            body.clone(),
        ));
        assert_eq!(request.header("content-type"), Some("application/json"));
        assert_eq!(request.body, body);
        let request = ok(build_request(
            &config(),
            Target::of(&LIST_PROJECTS),
            &[],
            &NO_QUERY,
            None,
        ));
        assert_eq!(request.header("content-type"), None);
        let error = err(build_request(
            &config(),
            Target::of(&LIST_PROJECTS),
            &[],
            &NO_QUERY,
            body,
        ));
        assert_eq!(error.path(), Some("body"));
    }

    #[test]
    fn bearer_key_and_accept_headers() {
        let request = ok(build_request(
            &config(),
            Target::of(&RETRIEVE_ORG_LIMITS),
            &[],
            &NO_QUERY,
            None,
        ));
        assert_eq!(
            request.header("authorization"),
            Some("Bearer sk_live_secret")
        );
        assert_eq!(request.header("accept"), Some("application/json"));
        let stream = ok(build_request(
            &config(),
            Target::of(&STREAM_BROWSER_LOGS),
            &["b1"],
            &NO_QUERY,
            None,
        ));
        assert_eq!(stream.header("accept"), Some("text/event-stream"));
    }

    #[test]
    fn project_header_uses_the_configured_name() {
        let default_name = ClientConfig::builder().project_id("proj_1").build();
        let default_name = default_name.unwrap_or_else(|e| panic!("{e}"));
        let request = ok(build_request(
            &default_name,
            Target::of(&LIST_PROJECTS),
            &[],
            &NO_QUERY,
            None,
        ));
        assert_eq!(request.header("X-Service-Project-Id"), Some("proj_1"));

        let live = ClientConfig::builder()
            .project_id("proj_1")
            .project_header("X-Kernel-Project-Id")
            .build()
            .unwrap_or_else(|e| panic!("{e}"));
        let request = ok(build_request(
            &live,
            Target::of(&LIST_PROJECTS),
            &[],
            &NO_QUERY,
            None,
        ));
        assert_eq!(request.header("X-Kernel-Project-Id"), Some("proj_1"));
        assert_eq!(request.header("X-Service-Project-Id"), None);
    }

    #[test]
    fn no_project_header_without_a_project() {
        let request = ok(build_request(
            &config(),
            Target::of(&LIST_PROJECTS),
            &[],
            &NO_QUERY,
            None,
        ));
        assert_eq!(request.header("X-Service-Project-Id"), None);
    }

    #[test]
    fn credentials_mode_without_key_sends_no_authorization() {
        let proxy = ClientConfig::builder()
            .base_url("/api")
            .credentials(CredentialsMode::Include)
            .build()
            .unwrap_or_else(|e| panic!("{e}"));
        let request = ok(build_request(
            &proxy,
            Target::of(&SUBMIT),
            &["ac_1"],
            &NO_QUERY,
            None,
        ));
        assert_eq!(request.url, "/api/auth/connections/ac_1/submit");
        assert_eq!(request.header("authorization"), None);
    }

    #[test]
    fn default_headers_are_added_but_never_replace_request_headers() {
        let config = ClientConfig::builder()
            .api_key("sk_1")
            .project_id("proj_1")
            .default_header("X-Trace", "t1")
            .default_header("accept", "text/html")
            .default_header("x-service-project-id", "other")
            .build()
            .unwrap_or_else(|e| panic!("{e}"));
        let request = ok(build_request(
            &config,
            Target::of(&LIST_PROJECTS),
            &[],
            &NO_QUERY,
            None,
        ));
        assert_eq!(request.header("x-trace"), Some("t1"));
        assert_eq!(request.header("accept"), Some("application/json"));
        assert_eq!(request.header("x-service-project-id"), Some("proj_1"));
        assert_eq!(request.header("authorization"), Some("Bearer sk_1"));
        let accepts = request
            .headers
            .iter()
            .filter(|(n, _)| n.eq_ignore_ascii_case("accept"));
        assert_eq!(accepts.count(), 1);
    }

    #[test]
    fn a_download_accepts_its_media_type() {
        let target = Target {
            method: Method::Get,
            path: "/browsers/{id}/fs/read_file",
            takes_body: false,
            stream: false,
            download: Some("application/octet-stream"),
            raw: false,
        };
        let request = ok(build_request(
            &config(),
            target,
            &["b1"],
            &[("path", "/a")],
            None,
        ));
        assert_eq!(request.header("accept"), Some("application/octet-stream"));
        assert_eq!(request.header("content-type"), None);
    }

    #[test]
    fn bytes_sent_as_they_are_are_of_type_octet_stream() {
        let target = Target {
            method: Method::Put,
            path: "/browsers/{id}/fs/write_file",
            takes_body: false,
            stream: false,
            download: None,
            raw: true,
        };
        let request = ok(build_request(
            &config(),
            target,
            &["b1"],
            &[("path", "/a")],
            None,
        ));
        assert_eq!(
            request.header("content-type"),
            Some("application/octet-stream")
        );
        assert_eq!(request.body, None, "the bytes go apart from the request");
    }

    #[test]
    fn every_parameter_of_a_path_is_filled_in_order_and_named_when_missing() {
        let target = Target {
            method: Method::Post,
            path: "/browsers/{id}/replays/{replay_id}/stop",
            takes_body: false,
            stream: false,
            download: None,
            raw: false,
        };
        let request = ok(build_request(
            &config(),
            target,
            &["b 1", "r/2"],
            &NO_QUERY,
            None,
        ));
        assert_eq!(
            request.url,
            "https://api.example.com/browsers/b%201/replays/r%2F2/stop"
        );
        let error = err(build_request(&config(), target, &["b1"], &NO_QUERY, None));
        assert_eq!(error.path(), Some("replay_id"));
        let error = err(build_request(
            &config(),
            target,
            &["b1", ".."],
            &NO_QUERY,
            None,
        ));
        assert_eq!(error.path(), Some("replay_id"));
    }

    #[test]
    fn a_path_splits_into_literals_and_parameters() {
        let parts: Vec<_> = path_parts("/a/{id}/b/{sub}").collect();
        assert_eq!(
            parts,
            [("/a/", Some("id")), ("/b/", Some("sub")), ("", None)]
        );
        let parts: Vec<_> = path_parts("/org/limits").collect();
        assert_eq!(parts, [("/org/limits", None)]);
        let parts: Vec<_> = path_parts("/x/{id}").collect();
        assert_eq!(parts, [("/x/", Some("id")), ("", None)]);
    }

    #[test]
    fn debug_redacts_authorization_and_body() {
        let body = Some("{\"code\":\"handoff_secret\"}".to_owned());
        let request = ok(build_request(
            &config(),
            Target::of(&EXCHANGE),
            &["ac_1"],
            &NO_QUERY,
            body,
        ));
        let debug = format!("{request:?}");
        assert!(!debug.contains("sk_live_secret"), "{debug}");
        assert!(!debug.contains("handoff_secret"), "{debug}");
        assert!(debug.contains("\"Authorization\": \"***\""), "{debug}");
        assert!(debug.contains("<25 bytes>"), "{debug}");
        assert!(debug.contains("/auth/connections/ac_1/exchange"), "{debug}");
    }
}
