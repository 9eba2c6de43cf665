//! The service's address and key: `window.exampleConfig = { baseURL, apiKey }`
//! when the page's host put it there before the page's script ran, else asked
//! for in a form. Either way they stay in memory: never in the address,
//! storage or the built files. A real app never holds a key at all: its
//! server does (see the README).

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Event, FormData, HtmlFormElement};

use crate::view::Page;

/// Where the service is and the key to call it with.
pub struct ServiceConfig {
    /// The service's base URL, such as the simulator's `http://127.0.0.1:8787`.
    pub base_url: String,
    /// The API key.
    pub api_key: String,
}

/// The form's fields; static markup, no value from elsewhere.
const FORM: &str = r#"
  <label>Service URL <input name="baseURL" type="url" required value="http://127.0.0.1:8787"></label>
  <label>API key <input name="apiKey" type="password" required autocomplete="off"></label>
  <button>Run</button>"#;

/// `window.exampleConfig`, or what the person enters in the form.
pub async fn service_config(page: &Page) -> ServiceConfig {
    match from_global() {
        Some(config) => config,
        None => ask(page).await,
    }
}

fn from_global() -> Option<ServiceConfig> {
    let config = Reflect::get(&js_sys::global(), &"exampleConfig".into()).ok()?;
    let text = |name: &str| Reflect::get(&config, &name.into()).ok()?.as_string();
    Some(ServiceConfig {
        base_url: text("baseURL")?,
        api_key: text("apiKey")?,
    })
}

/// Shows the form above the steps and waits for its submission; the form
/// leaves the page with the values.
async fn ask(page: &Page) -> ServiceConfig {
    let form: HtmlFormElement = page.create("form").unchecked_into();
    form.set_inner_html(FORM);
    page.app().prepend_with_node_1(&form).unwrap_throw();

    let mut resolve: Option<Function> = None;
    let submitted = Promise::new(&mut |on_submit, _| resolve = Some(on_submit));
    let resolve = resolve.expect_throw("a promise's executor runs at once");
    let listener = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
        event.prevent_default();
        resolve.call0(&JsValue::UNDEFINED).unwrap_throw();
    });
    let callback: &Function = listener.as_ref().unchecked_ref();
    form.add_event_listener_with_callback("submit", callback)
        .unwrap_throw();
    JsFuture::from(submitted).await.unwrap_throw();
    form.remove_event_listener_with_callback("submit", callback)
        .unwrap_throw();

    let data = FormData::new_with_form(&form).unwrap_throw();
    let field = |name: &str| data.get(name).as_string().unwrap_or_default();
    let config = ServiceConfig {
        base_url: field("baseURL"),
        api_key: field("apiKey"),
    };
    form.remove();
    config
}
