//! CORS for local origins: preflights, allowed and exposed headers.

use reqwest::Method;

use super::support::Sim;

#[tokio::test]
async fn preflight_from_a_local_origin_is_204_with_the_allow_headers() {
    let sim = Sim::start().await;
    for origin in ["http://localhost:5173", "http://127.0.0.1:9"] {
        let r = sim
            .anon(Method::OPTIONS, "/org/projects")
            .header("origin", origin)
            .header("access-control-request-method", "POST")
            .header(
                "access-control-request-headers",
                "authorization, content-type, x-service-project-id",
            )
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 204);
        let h = r.headers();
        assert_eq!(h["access-control-allow-origin"], origin);
        assert_eq!(h["access-control-allow-credentials"], "true");
        let methods = h["access-control-allow-methods"].to_str().unwrap();
        for m in ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] {
            assert!(methods.contains(m), "{methods}");
        }
        let allowed = h["access-control-allow-headers"].to_str().unwrap();
        for name in [
            "authorization",
            "content-type",
            "x-service-project-id",
            "x-kernel-project-id",
            "last-event-id",
        ] {
            assert!(allowed.contains(name), "{allowed}");
        }
        assert!(h.contains_key("access-control-max-age"));
    }
}

#[tokio::test]
async fn responses_to_local_origins_expose_paging_retry_and_request_id_headers() {
    let sim = Sim::start().await;
    let r = sim
        .org(Method::GET, "/org/projects")
        .header("origin", "http://localhost:8080")
        .send()
        .await
        .unwrap();
    assert_eq!(
        r.headers()["access-control-allow-origin"],
        "http://localhost:8080"
    );
    let exposed = r.headers()["access-control-expose-headers"]
        .to_str()
        .unwrap()
        .to_lowercase();
    for name in [
        "x-has-more",
        "x-next-offset",
        "retry-after",
        "retry-after-ms",
        "x-request-id",
    ] {
        assert!(exposed.contains(name), "{exposed}");
    }
}

#[tokio::test]
async fn other_origins_get_no_cors_headers() {
    let sim = Sim::start().await;
    let preflight = sim
        .anon(Method::OPTIONS, "/org/projects")
        .header("origin", "http://evil.example")
        .header("access-control-request-method", "GET")
        .send()
        .await
        .unwrap();
    let get = sim
        .org(Method::GET, "/org/projects")
        .header("origin", "https://localhost:8080")
        .send()
        .await
        .unwrap();
    for r in [preflight, get] {
        assert!(
            !r.headers()
                .keys()
                .any(|k| k.as_str().starts_with("access-control-")),
            "{:?}",
            r.headers()
        );
    }
}
