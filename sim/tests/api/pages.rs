//! The hosted login page and the live view are real pages.

use reqwest::Method;
use serde_json::json;

use super::support::{json_ok, Sim};

async fn page(sim: &Sim, url: &str) -> (u16, String) {
    let r = sim.http.get(url).send().await.unwrap();
    let status = r.status().as_u16();
    assert!(r.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/html"));
    (status, r.text().await.unwrap())
}

#[tokio::test]
async fn hosted_url_serves_a_login_page_that_exchanges_and_submits() {
    let sim = Sim::start().await;
    let c = sim.connection("example.com", json!({})).await;
    let login = sim.login(c["id"].as_str().unwrap()).await;
    let (status, html) = page(&sim, login["hosted_url"].as_str().unwrap()).await;
    assert_eq!(status, 200);
    assert!(html.contains("<form"));
    assert!(html.contains("/exchange"));
    assert!(html.contains("/submit"));
    assert!(
        html.contains("history.replaceState"),
        "the code leaves the address bar"
    );
}

#[tokio::test]
async fn live_view_shows_the_screen_changing_as_the_flow_moves() {
    let sim = Sim::start().await;
    let c = sim.connection("mfa.example.com", json!({})).await;
    let id = c["id"].as_str().unwrap();
    let login = sim.login(id).await;
    let live = login["live_view_url"].as_str().unwrap().to_string();
    let (status, first) = page(&sim, &live).await;
    assert_eq!(status, 200);
    assert!(first.contains("http-equiv=\"refresh\""));
    assert!(first.contains("data-state=\"DISCOVERING\""), "{first}");
    sim.wait_for(id, "flow_step", "AWAITING_INPUT").await;
    let (_, form) = page(&sim, &live).await;
    assert!(form.contains("data-state=\"AWAITING_INPUT\""));
    assert!(form.contains("https://mfa.example.com/login"));
    json_ok(
        sim.submit(
            id,
            json!({"fields": {"identifier": "a", "password": "correct-password"}}),
        )
        .await,
    )
    .await;
    sim.advance(1).await;
    let (_, mfa) = page(&sim, &live).await;
    assert!(mfa.contains("/login/mfa"), "{mfa}");
    json_ok(sim.submit(id, json!({"selected_choice_id": "totp"})).await).await;
    sim.advance(1).await;
    json_ok(sim.submit(id, json!({"fields": {"code": "123456"}})).await).await;
    sim.advance(1).await;
    let (_, done) = page(&sim, &live).await;
    assert!(done.contains("data-state=\"COMPLETED\""), "{done}");
    let (missing, _) = page(&sim, &format!("{}/live/br_unknown", sim.base)).await;
    assert_eq!(missing, 404);
}

#[tokio::test]
async fn live_view_escapes_the_domain() {
    let sim = Sim::start().await;
    let c = sim.connection("<b>x</b>.example", json!({})).await;
    let login = sim.login(c["id"].as_str().unwrap()).await;
    let (_, html) = page(&sim, login["live_view_url"].as_str().unwrap()).await;
    assert!(!html.contains("<b>x</b>"));
    assert!(html.contains("&lt;b&gt;x&lt;/b&gt;"));
    let _ = sim.org(Method::GET, "/org/projects").send().await.unwrap();
}
