//! A Rust front-end that uses `browser-cloud-sdk` as a crate, with nothing
//! but wasm-bindgen and web-sys: it lists the projects, follows a login to
//! its end, and catches a typed error, writing each result into the page.

mod config;
mod login;
mod projects;
mod stream;
mod view;

use browser_cloud_sdk::{Client, ClientConfig};
use wasm_bindgen::prelude::*;

use view::Page;

/// Runs the example once the page's `init()` has loaded the wasm. An `Err`
/// (the service's address refused by the client's configuration) is thrown
/// into the page.
#[wasm_bindgen(start)]
pub async fn start() -> Result<(), JsError> {
    let page = Page::new();
    let service = config::service_config(&page).await;
    let client = Client::new(
        ClientConfig::builder()
            .base_url(service.base_url)
            .api_key(service.api_key)
            .build()
            .map_err(|error| JsError::new(&error.to_string()))?,
    );

    let step = page.step("projects", "List the projects");
    step.finish(projects::names(&client).await);

    let step = page.step("login", "Follow a login");
    step.finish(login::follow_login(&client, &step).await);

    let step = page.step("error", "Catch a typed error");
    step.finish(projects::missing_project(&client).await);

    page.done();
    Ok(())
}
