//! The client options, validated once when the client is built.

use super::header::{is_header_value, is_token};
use super::secret::Secret;
use super::stream_mode::StreamMode;
use crate::protocol::response::Error;

/// Base URL used when none is given: the live service.
pub const DEFAULT_BASE_URL: &str = "https://api.onkernel.com";
/// Name of the project header when none is given (the service spec's name;
/// the live service reads `X-Kernel-Project-Id`).
pub const DEFAULT_PROJECT_HEADER: &str = "X-Service-Project-Id";
/// Request timeout when none is given: 60 s.
pub const DEFAULT_TIMEOUT_MS: u32 = 60_000;
/// Retries after the first attempt when none is given.
pub const DEFAULT_MAX_RETRIES: u32 = 2;

/// Whether the browser sends cookies with requests (fetch's `credentials`).
///
/// A page that holds no key and talks to its own server, which adds the key
/// (a "same-origin proxy"), relies on cookies: use `SameOrigin` or `Include`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum CredentialsMode {
    /// Never send cookies.
    Omit,
    /// Send cookies to the page's own origin only (fetch's default).
    #[default]
    SameOrigin,
    /// Send cookies to any origin (the server must allow credentials).
    Include,
}

impl CredentialsMode {
    /// Every mode.
    pub const ALL: [CredentialsMode; 3] = [
        CredentialsMode::Omit,
        CredentialsMode::SameOrigin,
        CredentialsMode::Include,
    ];

    /// The value of fetch's `credentials` option.
    pub fn as_str(self) -> &'static str {
        match self {
            CredentialsMode::Omit => "omit",
            CredentialsMode::SameOrigin => "same-origin",
            CredentialsMode::Include => "include",
        }
    }
}

/// Validated client options. Build one with [`ClientConfig::builder`].
///
/// `Debug` prints the key as `***`.
#[derive(Clone, Debug, PartialEq)]
pub struct ClientConfig {
    base_url: String,
    api_key: Option<Secret>,
    project_id: Option<String>,
    project_header: String,
    timeout_ms: u32,
    max_retries: u32,
    default_headers: Vec<(String, String)>,
    credentials: CredentialsMode,
    stream_mode: StreamMode,
}

impl ClientConfig {
    /// A builder with every option at its default.
    pub fn builder() -> ClientConfigBuilder {
        ClientConfigBuilder::default()
    }

    /// The service's base URL, without a trailing `/`.
    pub fn base_url(&self) -> &str {
        &self.base_url
    }

    /// The bearer token, if the client sends one.
    pub fn api_key(&self) -> Option<&Secret> {
        self.api_key.as_ref()
    }

    /// The project every request is scoped to, if any.
    pub fn project_id(&self) -> Option<&str> {
        self.project_id.as_deref()
    }

    /// The name of the header that carries the project id.
    pub fn project_header(&self) -> &str {
        &self.project_header
    }

    /// The per-request timeout in milliseconds.
    pub fn timeout_ms(&self) -> u32 {
        self.timeout_ms
    }

    /// How many times a failed request may be retried.
    pub fn max_retries(&self) -> u32 {
        self.max_retries
    }

    /// Extra headers sent with every request.
    pub fn default_headers(&self) -> &[(String, String)] {
        &self.default_headers
    }

    /// fetch's `credentials` mode.
    pub fn credentials(&self) -> CredentialsMode {
        self.credentials
    }

    /// Which browser API carries event streams.
    pub fn stream_mode(&self) -> StreamMode {
        self.stream_mode
    }
}

/// Builds a [`ClientConfig`]; [`build`](ClientConfigBuilder::build) checks
/// every option and names the first bad one.
///
/// The npm package's constructors (src/js/wasm_client.rs,
/// src/js/wasm_session.rs) set the fields in place: a chain of the by-value
/// setters below moves the whole builder at each step, which cost each wasm
/// module about 0.4 KB.
#[derive(Clone, Debug, Default)]
pub struct ClientConfigBuilder {
    pub(crate) base_url: Option<String>,
    pub(crate) api_key: Option<Secret>,
    pub(crate) project_id: Option<String>,
    pub(crate) project_header: Option<String>,
    pub(crate) timeout_ms: Option<u32>,
    pub(crate) max_retries: Option<u32>,
    pub(crate) default_headers: Vec<(String, String)>,
    pub(crate) credentials: CredentialsMode,
    pub(crate) stream_mode: StreamMode,
}

impl ClientConfigBuilder {
    /// The service's base URL: `https://...`, `http://...`, or a path on the
    /// page's own origin (`/api`) for same-origin proxies. Default
    /// [`DEFAULT_BASE_URL`].
    pub fn base_url(mut self, base_url: impl Into<String>) -> Self {
        self.base_url = Some(base_url.into());
        self
    }

    /// The bearer token: an API key, or a JWT from exchange.
    pub fn api_key(mut self, api_key: impl Into<Secret>) -> Self {
        self.api_key = Some(api_key.into());
        self
    }

    /// Scopes every request to this project (sent in the project header).
    pub fn project_id(mut self, project_id: impl Into<String>) -> Self {
        self.project_id = Some(project_id.into());
        self
    }

    /// The project header's name. Default [`DEFAULT_PROJECT_HEADER`].
    pub fn project_header(mut self, name: impl Into<String>) -> Self {
        self.project_header = Some(name.into());
        self
    }

    /// The per-request timeout in milliseconds (at least 1). Default 60 000.
    pub fn timeout_ms(mut self, timeout_ms: u32) -> Self {
        self.timeout_ms = Some(timeout_ms);
        self
    }

    /// How many times a failed request may be retried. Default 2.
    pub fn max_retries(mut self, max_retries: u32) -> Self {
        self.max_retries = Some(max_retries);
        self
    }

    /// Adds a header sent with every request. It cannot be `Authorization`
    /// (use [`api_key`](Self::api_key)), and it never replaces a header the
    /// request itself sets.
    pub fn default_header(mut self, name: impl Into<String>, value: impl Into<String>) -> Self {
        self.default_headers.push((name.into(), value.into()));
        self
    }

    /// fetch's `credentials` mode. Default [`CredentialsMode::SameOrigin`].
    pub fn credentials(mut self, credentials: CredentialsMode) -> Self {
        self.credentials = credentials;
        self
    }

    /// Which browser API carries event streams. Default
    /// [`StreamMode::Fetch`]. [`StreamMode::EventSource`] cannot send
    /// headers, so it is refused together with an API key, a project id or
    /// default headers.
    pub fn stream_mode(mut self, mode: StreamMode) -> Self {
        self.stream_mode = mode;
        self
    }

    /// Checks every option and returns the config, or an `invalid_input`
    /// error naming the first bad option. The key's value never appears in
    /// an error.
    pub fn build(self) -> Result<ClientConfig, Error> {
        let base_url = check_base_url(self.base_url.as_deref().unwrap_or(DEFAULT_BASE_URL))?;
        check_stream_mode(&self)?;
        if let Some(key) = &self.api_key {
            if key.expose().is_empty() {
                return Err(Error::invalid_input("api_key", "must not be empty"));
            }
            if !is_header_value(key.expose()) {
                return Err(Error::invalid_input(
                    "api_key",
                    "must hold only visible ASCII characters",
                ));
            }
        }
        if let Some(id) = &self.project_id {
            if id.is_empty() || !is_header_value(id) {
                return Err(Error::invalid_input(
                    "project_id",
                    "must be a non-empty project id of visible ASCII characters",
                ));
            }
        }
        let project_header = self
            .project_header
            .unwrap_or_else(|| DEFAULT_PROJECT_HEADER.to_owned());
        if !is_token(&project_header) {
            return Err(Error::invalid_input(
                "project_header",
                "must be a valid HTTP header name",
            ));
        }
        if project_header.eq_ignore_ascii_case("authorization") {
            return Err(Error::invalid_input(
                "project_header",
                "must not be Authorization",
            ));
        }
        let timeout_ms = self.timeout_ms.unwrap_or(DEFAULT_TIMEOUT_MS);
        if timeout_ms == 0 {
            return Err(Error::invalid_input("timeout_ms", "must be at least 1"));
        }
        for (name, value) in &self.default_headers {
            let path = || {
                let mut path = String::from("default_headers.");
                path.push_str(name);
                path
            };
            if !is_token(name) {
                return Err(Error::invalid_input(
                    "default_headers",
                    "header names must be valid HTTP header names",
                ));
            }
            if name.eq_ignore_ascii_case("authorization") {
                return Err(Error::invalid_input(
                    path(),
                    "cannot be set as a default header; use api_key",
                ));
            }
            if !is_header_value(value) {
                return Err(Error::invalid_input(
                    path(),
                    "must hold only visible ASCII characters and inner spaces",
                ));
            }
        }
        Ok(ClientConfig {
            base_url,
            api_key: self.api_key,
            project_id: self.project_id,
            project_header,
            timeout_ms,
            max_retries: self.max_retries.unwrap_or(DEFAULT_MAX_RETRIES),
            default_headers: self.default_headers,
            credentials: self.credentials,
            stream_mode: self.stream_mode,
        })
    }
}

/// An `EventSource` sends cookies and no other header: refuse the options
/// whose header it would silently drop.
fn check_stream_mode(options: &ClientConfigBuilder) -> Result<(), Error> {
    if options.stream_mode != StreamMode::EventSource {
        return Ok(());
    }
    let rule = if options.api_key.is_some() {
        "cannot be eventsource with an API key: an EventSource cannot send an Authorization header (use fetch, or a same-origin proxy that adds the key)"
    } else if options.project_id.is_some() {
        "cannot be eventsource with a project id: an EventSource cannot send the project header (use fetch, or let the proxy scope requests)"
    } else if !options.default_headers.is_empty() {
        "cannot be eventsource with default headers: an EventSource cannot send them (use fetch)"
    } else {
        return Ok(());
    };
    Err(Error::invalid_input("stream", rule))
}

/// Accepts `http(s)://host[/path]` or an absolute path on the page's origin;
/// drops trailing slashes so paths join with exactly one.
///
/// Read as bytes (every byte it looks for is ASCII): `str`'s character
/// searches would be code that the client's constructor alone runs, and
/// that V8 compiles on that first call.
fn check_base_url(url: &str) -> Result<String, Error> {
    const RULE: &str =
        "must be an http(s) URL or a path starting with / (no query, fragment or spaces)";
    let bytes = url.as_bytes();
    let after_scheme = bytes
        .strip_prefix(b"https://")
        .or_else(|| bytes.strip_prefix(b"http://"));
    let well_formed = match after_scheme {
        Some(rest) => rest.first().is_some_and(|&b| b != b'/'),
        None => bytes.first() == Some(&b'/') && bytes.get(1) != Some(&b'/'),
    };
    let clean = bytes
        .iter()
        .all(|&b| b.is_ascii_graphic() && b != b'?' && b != b'#');
    if !well_formed || !clean {
        return Err(Error::invalid_input("base_url", RULE));
    }
    let mut end = bytes.len();
    while end > 0 && bytes[end - 1] == b'/' {
        end -= 1;
    }
    // Only ASCII bytes were checked (`clean`), so `end` falls between characters.
    Ok(url[..end].to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn build(builder: ClientConfigBuilder) -> ClientConfig {
        match builder.build() {
            Ok(config) => config,
            Err(error) => panic!("unexpected error: {error}"),
        }
    }

    fn refused(builder: ClientConfigBuilder) -> Error {
        match builder.build() {
            Ok(config) => panic!("accepted: {config:?}"),
            Err(error) => error,
        }
    }

    #[test]
    fn defaults_follow_the_spec() {
        let config = build(ClientConfig::builder());
        assert_eq!(config.base_url(), DEFAULT_BASE_URL);
        assert_eq!(config.project_header(), "X-Service-Project-Id");
        assert_eq!(config.timeout_ms(), 60_000);
        assert_eq!(config.max_retries(), 2);
        assert_eq!(config.credentials(), CredentialsMode::SameOrigin);
        assert!(config.api_key().is_none());
        assert!(config.project_id().is_none());
    }

    #[test]
    fn every_option_is_kept() {
        let config = build(
            ClientConfig::builder()
                .base_url("https://api.example.com/v/")
                .api_key("sk_1")
                .project_id("proj_1")
                .project_header("X-Kernel-Project-Id")
                .timeout_ms(5)
                .max_retries(0)
                .default_header("X-Trace", "a b")
                .credentials(CredentialsMode::Include),
        );
        assert_eq!(config.base_url(), "https://api.example.com/v");
        assert_eq!(config.api_key().map(Secret::expose), Some("sk_1"));
        assert_eq!(config.project_id(), Some("proj_1"));
        assert_eq!(config.project_header(), "X-Kernel-Project-Id");
        assert_eq!(config.timeout_ms(), 5);
        assert_eq!(config.max_retries(), 0);
        assert_eq!(
            config.default_headers(),
            &[("X-Trace".to_owned(), "a b".to_owned())]
        );
        assert_eq!(config.credentials().as_str(), "include");
    }

    #[test]
    fn debug_of_config_and_builder_hides_the_key() {
        let builder = ClientConfig::builder().api_key("sk_live_secret");
        assert!(!format!("{builder:?}").contains("sk_live_secret"));
        let config = build(builder);
        let debug = format!("{config:?}");
        assert!(!debug.contains("sk_live_secret"));
        assert!(debug.contains("***"));
    }

    #[test]
    fn relative_base_url_serves_same_origin_proxies() {
        let config = build(ClientConfig::builder().base_url("/api/"));
        assert_eq!(config.base_url(), "/api");
    }

    #[test]
    fn malformed_base_urls_are_refused() {
        for url in [
            "",
            "api.example.com",
            "ftp://x",
            "https://",
            "https:///x",
            "//cdn.example.com",
            "https://x.com/?a=1",
            "https://x.com/#f",
            "https://x .com",
        ] {
            let error = refused(ClientConfig::builder().base_url(url));
            assert_eq!(error.path(), Some("base_url"), "{url}");
        }
    }

    #[test]
    fn bad_key_is_refused_without_echoing_it() {
        let error = refused(ClientConfig::builder().api_key("sk_secret\r\nX: y"));
        assert_eq!(error.path(), Some("api_key"));
        assert!(!error.to_string().contains("sk_secret"));
        let error = refused(ClientConfig::builder().api_key(""));
        assert_eq!(error.path(), Some("api_key"));
    }

    #[test]
    fn bad_project_options_are_refused() {
        let error = refused(ClientConfig::builder().project_id(""));
        assert_eq!(error.path(), Some("project_id"));
        let error = refused(ClientConfig::builder().project_header("X Project"));
        assert_eq!(error.path(), Some("project_header"));
        let error = refused(ClientConfig::builder().project_header("authorization"));
        assert_eq!(error.path(), Some("project_header"));
    }

    #[test]
    fn zero_timeout_is_refused() {
        let error = refused(ClientConfig::builder().timeout_ms(0));
        assert_eq!(error.path(), Some("timeout_ms"));
    }

    #[test]
    fn default_headers_cannot_set_authorization() {
        let error = refused(ClientConfig::builder().default_header("AUTHORIZATION", "Bearer x"));
        assert_eq!(error.path(), Some("default_headers.AUTHORIZATION"));
        assert!(!error.to_string().contains("Bearer x"));
    }

    #[test]
    fn default_headers_must_be_well_formed() {
        let error = refused(ClientConfig::builder().default_header("X Bad", "v"));
        assert_eq!(error.path(), Some("default_headers"));
        let error = refused(ClientConfig::builder().default_header("X-Ok", "a\nb"));
        assert_eq!(error.path(), Some("default_headers.X-Ok"));
    }

    #[test]
    fn eventsource_is_refused_with_a_header_it_cannot_send() {
        let es = || ClientConfig::builder().stream_mode(StreamMode::EventSource);
        for (builder, names) in [
            (es().api_key("sk_secret_1"), "API key"),
            (es().project_id("proj_1"), "project id"),
            (es().default_header("X-Trace", "1"), "default headers"),
        ] {
            let error = refused(builder);
            assert_eq!(error.path(), Some("stream"));
            assert!(error.message().contains(names), "{}", error.message());
            assert!(error.message().contains("EventSource cannot send"));
            assert!(!error.to_string().contains("sk_secret_1"));
        }
        let proxied = build(es().base_url("/api"));
        assert_eq!(proxied.stream_mode(), StreamMode::EventSource);
        assert_eq!(
            build(ClientConfig::builder()).stream_mode(),
            StreamMode::Fetch
        );
    }
}
