//! The origins a flow's URLs may have: the service's, the base URL's, and
//! the ones an app adds.

use crate::protocol::response::ErrorKind;
use crate::protocol::session::AllowedOrigins;

const SIM: &str = "http://127.0.0.1:8787";

fn service() -> AllowedOrigins {
    AllowedOrigins::for_base_url("https://api.onkernel.com")
}

fn adding(origins: &[&str]) -> AllowedOrigins {
    service()
        .add(origins, "options.allowedOrigins")
        .unwrap_or_else(|e| panic!("{origins:?}: {e}"))
}

#[test]
fn the_service_hosts_pass_over_https_alone() {
    let allowed = service();
    for url in [
        "https://onkernel.com/hosted/ac_1?code=c",
        "https://app.onkernel.com/hosted/ac_1?code=c",
        "HTTPS://Live.Eu.ONKERNEL.com:443/browser/b_1?jwt=x",
        "https://api.onkernel.com",
        " https://app.onkernel.com/ac_1?code=c ",
    ] {
        assert!(allowed.allows(url), "{url}");
    }
    for url in [
        "http://app.onkernel.com/hosted/ac_1?code=c",
        "https://app.onkernel.com:8443/hosted/ac_1",
        "https://onkernel.com.evil.example/ac_1",
        "https://evilonkernel.com/ac_1",
        "https://app.onkernel.com@evil.example/ac_1",
        "https://evil.example\\@app.onkernel.com/ac_1",
        "https://evil.example#@app.onkernel.com/ac_1",
        "https://evil.example?@app.onkernel.com/ac_1",
        "https://app.onkernel.com./ac_1",
        "https://app%2eonkernel.com/ac_1",
        "https://.onkernel.com/ac_1",
        "javascript://app.onkernel.com/%0aalert(1)",
        "//app.onkernel.com/ac_1",
        "/hosted/ac_1?code=c",
        "",
    ] {
        assert!(!allowed.allows(url), "{url}");
    }
}

#[test]
fn the_base_urls_origin_passes_whatever_its_scheme() {
    let allowed = AllowedOrigins::for_base_url(SIM);
    assert!(allowed.allows("http://127.0.0.1:8787/hosted/ac_1?code=c"));
    assert!(!allowed.allows("http://127.0.0.1:8788/hosted/ac_1?code=c"));
    assert!(!allowed.allows("https://127.0.0.1:8787/hosted/ac_1?code=c"));
    assert!(!allowed.allows("http://localhost:8787/hosted/ac_1?code=c"));
    let staging = AllowedOrigins::for_base_url("https://api.staging.example.com:443/v1");
    assert!(staging.allows("https://api.staging.example.com/hosted/ac_1"));
    assert!(!staging.allows("https://staging.example.com/hosted/ac_1"));
    let relative = AllowedOrigins::for_base_url("/api");
    assert!(!relative.allows("http://127.0.0.1:8787/hosted/ac_1?code=c"));
    assert!(relative.allows("https://app.onkernel.com/hosted/ac_1?code=c"));
}

#[test]
fn an_app_adds_https_origins_and_loopback_http() {
    let allowed = adding(&[
        "https://login.example.com",
        "https://*.brand.example",
        "http://localhost:5173/",
        "http://127.0.0.1:9000",
        "http://[::1]:8080",
    ]);
    for url in [
        "https://login.example.com/hosted/ac_1?code=c",
        "https://a.brand.example/x",
        "https://a.b.brand.example/x",
        "http://localhost:5173/hosted/ac_1",
        "http://127.0.0.1:9000/live/b_1",
        "http://[::1]:8080/live/b_1",
    ] {
        assert!(allowed.allows(url), "{url}");
    }
    for url in [
        "http://login.example.com/hosted/ac_1",
        "https://brand.example/x",
        "https://login.example.com:444/x",
        "http://localhost:5174/x",
        "https://localhost:5173/x",
    ] {
        assert!(!allowed.allows(url), "{url}");
    }
}

#[test]
fn an_added_origin_that_is_not_one_is_refused_by_its_index() {
    for (index, bad) in [
        "http://login.example.com",
        "https://login.example.com/path",
        "https://login.example.com?x",
        "https://user@login.example.com",
        "login.example.com",
        "ftp://login.example.com",
        "https://",
        "https://login.example.com:port",
        "https://*.",
        "https://a.*.example.com",
        "https://login.example.com:99999",
    ]
    .into_iter()
    .enumerate()
    {
        let mut origins = vec!["https://ok.example.com"; index + 1];
        origins[index] = bad;
        let error = service()
            .add(&origins, "options.allowedOrigins")
            .err()
            .unwrap_or_else(|| panic!("{bad} was accepted"));
        assert_eq!(error.kind(), ErrorKind::InvalidInput, "{bad}");
        assert_eq!(
            error.path(),
            Some(format!("options.allowedOrigins[{index}]").as_str())
        );
        assert!(error.message().contains("must be an origin"), "{error}");
    }
}

#[test]
fn a_refused_hosted_url_names_the_field_and_neither_the_url_nor_the_code() {
    let error = service()
        .check_hosted_url("https://phish.example/hosted/ac_1?code=hs_secret_code")
        .err()
        .unwrap_or_else(|| panic!("a foreign origin was accepted"));
    assert_eq!(error.kind(), ErrorKind::InvalidInput);
    assert_eq!(error.code(), "invalid_input");
    assert_eq!(error.path(), Some("hosted_url"));
    let shown = format!("{error} {error:?}");
    assert!(!shown.contains("hs_secret_code"), "{shown}");
    assert!(!shown.contains("phish.example"), "{shown}");
    assert!(service()
        .check_hosted_url("https://app.onkernel.com/hosted/ac_1?code=c")
        .is_ok());
}
