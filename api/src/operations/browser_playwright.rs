//! Playwright code run in a browser session's VM.

use super::{object, operations, Method, OperationDef};
use crate::records::{PLAYWRIGHT_EXECUTE, PLAYWRIGHT_EXECUTE_RESPONSE};

operations! {
    EXECUTE_PLAYWRIGHT = op("browsers.playwright", "execute", Post, "/browsers/{id}/playwright/execute",
        "Runs Playwright code against the browser session, beside it in its VM: what the code returns, and its output.")
        .body(&object(&PLAYWRIGHT_EXECUTE))
        .answers(&object(&PLAYWRIGHT_EXECUTE_RESPONSE));
}
