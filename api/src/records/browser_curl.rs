//! An HTTP request sent through a browser session's own network stack.

use crate::schema::{field, ts_name, value, Bounds, Doc, EnumDef, ObjectDef, Ty, REQUIRED, SECRET};

/// The HTTP methods a browser request may use.
pub static CURL_METHOD: EnumDef = EnumDef {
    name: ts_name("BrowserCurlMethod"),
    doc: Doc::new("The HTTP method of a request sent through a browser session."),
    values: &[
        value("GET", "GET (the default)."),
        value("HEAD", "HEAD."),
        value("POST", "POST."),
        value("PUT", "PUT."),
        value("PATCH", "PATCH."),
        value("DELETE", "DELETE."),
        value("OPTIONS", "OPTIONS."),
    ],
};

/// How the answer's body is written.
pub static CURL_ENCODING: EnumDef = EnumDef {
    name: ts_name("BrowserCurlResponseEncoding"),
    doc: Doc::new("How the answered body is written into the response's `body`."),
    values: &[
        value("utf8", "As UTF-8 text (the default)."),
        value("base64", "As base64, for binary content."),
    ],
};

/// Body of the browser request.
pub static BROWSER_CURL: ObjectDef = ObjectDef {
    name: ts_name("BrowserCurlParams"),
    doc: Doc::new(
        "An HTTP request to send through the browser session's own HTTP stack: its TLS \
         fingerprint, cookies, proxy and headers.",
    ),
    fields: &[
        field(
            "url",
            Ty::Uri,
            REQUIRED | SECRET,
            "The URL to request; the service takes http and https only. Its query may hold \
             a token: `Debug` leaves it out.",
        ),
        field(
            "body",
            Ty::Str,
            SECRET,
            "The request's body, for POST, PUT and PATCH.",
        ),
        field(
            "headers",
            Ty::Map(&Ty::Str),
            SECRET,
            "Headers to send, merged with the browser's own; `Debug` shows their names only.",
        ),
        field("method", Ty::Enum(&CURL_METHOD), 0, "The HTTP method."),
        field(
            "response_encoding",
            Ty::Enum(&CURL_ENCODING),
            0,
            "How to write the answered body: `base64` for binary content.",
        ),
        field(
            "timeout_ms",
            Ty::Integer(&Bounds {
                min: 1,
                max: i64::MAX,
            }),
            0,
            "Milliseconds before the request is abandoned.",
        ),
    ],
    rules: &[],
};

/// What the browser request answered.
pub static BROWSER_CURL_RESPONSE: ObjectDef = ObjectDef {
    name: ts_name("BrowserCurlResponse"),
    doc: Doc::new("What the target answered a request sent through a browser session."),
    fields: &[
        field(
            "body",
            Ty::Str,
            REQUIRED | SECRET,
            "The answered body, as `response_encoding` asked: UTF-8 text or base64.",
        ),
        field(
            "duration_ms",
            Ty::Number,
            REQUIRED,
            "How long the whole request took, in milliseconds.",
        ),
        field(
            "headers",
            Ty::Map(&Ty::Array(&Ty::Str)),
            REQUIRED | SECRET,
            "The answered headers, each name with all its values; `Debug` shows their names \
             only (a `set-cookie` holds a session).",
        ),
        field(
            "status",
            Ty::Integer(&Bounds { min: 0, max: 999 }),
            REQUIRED,
            "The target's HTTP status code.",
        ),
    ],
    rules: &[],
};
