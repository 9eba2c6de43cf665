//! `client.browsers.logs.*`

use wasm_bindgen::prelude::*;

use crate::client::{Call, Client};
use crate::core::http::{LogStreamQuery, Operation};
use crate::core::schema::Shape;

use super::super::call::{id_text, query};
use super::super::errors::to_js;
use super::super::events::event_stream;
use super::super::options::request_options;

/// `client.browsers`
#[wasm_bindgen(js_name = BrowsersResource)]
pub struct BrowsersResource {
    client: Client,
}

impl BrowsersResource {
    pub(crate) fn new(client: &Client) -> Self {
        Self { client: client.clone() }
    }
}

#[wasm_bindgen(js_class = BrowsersResource)]
impl BrowsersResource {
    /// Log files of a browser session.
    #[wasm_bindgen(getter)]
    pub fn logs(&self) -> BrowserLogsResource {
        BrowserLogsResource {
            client: self.client.clone(),
        }
    }
}

/// `client.browsers.logs`
#[wasm_bindgen(js_name = BrowserLogsResource)]
pub struct BrowserLogsResource {
    client: Client,
}

#[wasm_bindgen(js_class = BrowserLogsResource)]
impl BrowserLogsResource {
    /// Streams a log file (`{source: 'path', path}`) or a supervised process's
    /// output (`{source: 'supervisor', supervisor_process}`) as an async
    /// iterable of log events.
    #[wasm_bindgen(unchecked_return_type = "EventStream<LogEvent>")]
    pub fn stream(
        &self,
        id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "LogStreamQuery")] params: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        let opened = (|| {
            let id = id_text(&id, "id")?;
            let q = query(&params, LogStreamQuery::from_json)?;
            let call = Call::new(Operation::StreamBrowserLogs).id(&id).query(q.to_pairs());
            Ok((call, request_options(&options)?))
        })();
        let (call, options) = opened.map_err(|e: crate::core::http::Error| to_js(&e))?;
        Ok(event_stream(&self.client, call, options, Shape::LogEvent))
    }
}
