//! Playwright code run against a browser session, and what it answers.

use crate::schema::{field, ts_name, Bounds, Doc, ObjectDef, Ty, REQUIRED};

/// Body of a Playwright execute request.
pub static PLAYWRIGHT_EXECUTE: ObjectDef = ObjectDef {
    name: ts_name("PlaywrightExecuteParams"),
    doc: Doc::new("Playwright code to run against the session's browser."),
    fields: &[
        field(
            "code",
            Ty::NonEmptyStr,
            REQUIRED,
            "TypeScript or JavaScript, run as a function's body with `page`, `context` and \
             `browser` in scope; what it `return`s is the answer's `result`.",
        ),
        field(
            "timeout_sec",
            Ty::Integer(&Bounds {
                min: 1,
                max: u32::MAX as i64,
            }),
            0,
            "Seconds the code may run. Default: 60.",
        ),
    ],
    rules: &[],
};

/// What a Playwright execute answers.
pub static PLAYWRIGHT_EXECUTE_RESPONSE: ObjectDef = ObjectDef {
    name: ts_name("PlaywrightExecuteResponse"),
    doc: Doc::new("How running the Playwright code went."),
    fields: &[
        field(
            "success",
            Ty::Bool,
            REQUIRED,
            "True when the code ran to its end without throwing.",
        ),
        field("error", Ty::Str, 0, "Why it failed, when it did."),
        field("result", Ty::Any, 0, "The value the code returned, if any."),
        field(
            "stderr",
            Ty::Str,
            0,
            "What the code wrote to standard error.",
        ),
        field(
            "stdout",
            Ty::Str,
            0,
            "What the code wrote to standard output.",
        ),
    ],
    rules: &[],
};
