//! Building the request for an operation: URL, headers and body.

use std::fmt;

use super::config::ClientConfig;
use super::encode::push_encoded;
use super::error::Error;
use super::method::Method;
use super::operation::Operation;

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

/// Builds the request for `op`.
///
/// - `id` fills the path's `{id}` as one percent-encoded segment; it is
///   required exactly when [`Operation::takes_id`], and may not be empty,
///   `.` or `..` (a URL would resolve those away).
/// - `query` pairs are percent-encoded in order.
/// - `body` (JSON text) is allowed only for operations that send one.
///
/// Headers: `Authorization: Bearer <key>` when the config holds a key, the
/// project header when it holds a project id, `Content-Type` for bodies,
/// `Accept` (`text/event-stream` for streams), then the config's default
/// headers, except any the request already set.
pub fn build_request(
    config: &ClientConfig,
    op: Operation,
    id: Option<&str>,
    query: &[(&str, String)],
    body: Option<String>,
) -> Result<HttpRequest, Error> {
    let mut url = String::with_capacity(config.base_url().len() + 64);
    url.push_str(config.base_url());
    url.push_str(op.path_prefix());
    match (op.takes_id(), id) {
        (true, Some("")) | (true, None) => {
            return Err(Error::invalid_input("id", "must be a non-empty string"))
        }
        (true, Some(".")) | (true, Some("..")) => {
            return Err(Error::invalid_input("id", "must not be \".\" or \"..\""))
        }
        (true, Some(id)) => push_encoded(&mut url, id),
        (false, Some(_)) => {
            return Err(Error::invalid_input("id", "is not used by this operation"))
        }
        (false, None) => {}
    }
    url.push_str(op.path_suffix());
    for (index, (key, value)) in query.iter().enumerate() {
        url.push(if index == 0 { '?' } else { '&' });
        push_encoded(&mut url, key);
        url.push('=');
        push_encoded(&mut url, value);
    }
    if body.is_some() && op.request_shape().is_none() {
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
    }
    let accept = if op.is_stream() {
        "text/event-stream"
    } else {
        "application/json"
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
        method: op.method(),
        url,
        headers,
        body,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::http::config::CredentialsMode;

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
            Operation::Login,
            Some("ac_1"),
            &[],
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
                Operation::RetrieveProject,
                Some(id),
                &[],
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
            let error = err(build_request(
                &config(),
                Operation::RetrieveConnection,
                id,
                &[],
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
            Operation::ListProjects,
            Some("x"),
            &[],
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
            Operation::ListConnections,
            None,
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
            Operation::CreateProject,
            None,
            &[],
            body.clone(),
        ));
        assert_eq!(request.header("content-type"), Some("application/json"));
        assert_eq!(request.body, body);
        let request = ok(build_request(
            &config(),
            Operation::ListProjects,
            None,
            &[],
            None,
        ));
        assert_eq!(request.header("content-type"), None);
        let error = err(build_request(
            &config(),
            Operation::ListProjects,
            None,
            &[],
            body,
        ));
        assert_eq!(error.path(), Some("body"));
    }

    #[test]
    fn bearer_key_and_accept_headers() {
        let request = ok(build_request(
            &config(),
            Operation::RetrieveOrgLimits,
            None,
            &[],
            None,
        ));
        assert_eq!(
            request.header("authorization"),
            Some("Bearer sk_live_secret")
        );
        assert_eq!(request.header("accept"), Some("application/json"));
        let stream = ok(build_request(
            &config(),
            Operation::StreamBrowserLogs,
            Some("b1"),
            &[],
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
            Operation::ListProjects,
            None,
            &[],
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
            Operation::ListProjects,
            None,
            &[],
            None,
        ));
        assert_eq!(request.header("X-Kernel-Project-Id"), Some("proj_1"));
        assert_eq!(request.header("X-Service-Project-Id"), None);
    }

    #[test]
    fn no_project_header_without_a_project() {
        let request = ok(build_request(
            &config(),
            Operation::ListProjects,
            None,
            &[],
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
            Operation::Submit,
            Some("ac_1"),
            &[],
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
            Operation::ListProjects,
            None,
            &[],
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
    fn debug_redacts_authorization_and_body() {
        let body = Some("{\"code\":\"handoff_secret\"}".to_owned());
        let request = ok(build_request(
            &config(),
            Operation::Exchange,
            Some("ac_1"),
            &[],
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
