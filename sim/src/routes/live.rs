//! `GET /live/{browser_session_id}`: the simulated browser's screen,
//! rendered on the server and refreshed every second, so it changes as the
//! flow moves.

use axum::extract::{Path, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;

use crate::state::AppState;
use crate::world::{Connection, Stage, Step, World};

/// The live view route.
pub fn router() -> Router<AppState> {
    Router::new().route("/live/{id}", get(page))
}

/// Escapes text for HTML.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// What the screen shows: address, a state name for machines, and content.
struct Screen {
    url: String,
    state: &'static str,
    content: String,
}

fn flow_screen(conn: &Connection) -> Screen {
    let domain = escape(&conn.domain);
    let Some(flow) = &conn.flow else {
        return Screen {
            url: "about:blank".into(),
            state: "BLANK",
            content: "<p>Blank page</p>".into(),
        };
    };
    let error = flow
        .website_error
        .as_ref()
        .map(|e| format!("<p class=\"error\">{}</p>", escape(e)))
        .unwrap_or_default();
    let (path, state, content) = match (flow.step, flow.stage) {
        _ if !flow.in_progress() && flow.step == Step::Completed => (
            "/home".to_string(),
            "COMPLETED",
            format!("<h2>Welcome back!</h2><p>Signed in to {domain}.</p>"),
        ),
        _ if !flow.in_progress() => ("/login".into(), "ENDED", "<p>The sign-in has ended.</p>".into()),
        (Step::Discovering, _) => ("/".into(), "DISCOVERING", format!("<p>Loading {domain}…</p>")),
        (Step::Submitting, _) => ("/login".into(), "SUBMITTING", "<p>Signing in…</p>".into()),
        (Step::AwaitingExternalAction, _) => (
            "/login/approve".into(),
            "AWAITING_EXTERNAL_ACTION",
            "<h2>Check your phone</h2><p>Approve the sign-in request sent to your phone.</p>".into(),
        ),
        (_, Stage::Credentials) => (
            "/login".into(),
            "AWAITING_INPUT",
            format!("<h2>Sign in to {domain}</h2>{error}<div class=\"box\">Email or username</div><div class=\"box\">Password</div><div class=\"button\">Sign in</div>"),
        ),
        (_, Stage::ChooseMfa) => (
            "/login/mfa".into(),
            "AWAITING_INPUT",
            "<h2>Verify it's you</h2><div class=\"button\">Text message (***-***-0142)</div><div class=\"button\">Authenticator app</div>".into(),
        ),
        (_, Stage::Code) => (
            "/login/verify".into(),
            "AWAITING_INPUT",
            format!("<h2>Enter the one-time code</h2>{error}<div class=\"box\">One-time code</div><div class=\"button\">Verify</div>"),
        ),
    };
    Screen {
        url: format!("https://{domain}{path}"),
        state,
        content,
    }
}

fn screen(world: &World, id: &str) -> Option<Screen> {
    let browser = world.browser(id)?;
    let conn = browser
        .connection_id
        .as_deref()
        .and_then(|c| world.connection(c));
    let current = conn.filter(|c| c.browser_session_id.as_deref() == Some(id) || !browser.running);
    Some(match current {
        Some(conn) if browser.running || conn.flow.is_some() => flow_screen(conn),
        _ if browser.running => Screen {
            url: "about:blank".into(),
            state: "BLANK",
            content: "<p>Blank page</p>".into(),
        },
        _ => Screen {
            url: "about:blank".into(),
            state: "STOPPED",
            content: "<p>This browser session has ended.</p>".into(),
        },
    })
}

async fn page(State(state): State<AppState>, Path(id): Path<String>) -> Response {
    let screen = screen(&state.world(), &id);
    let headers = [
        (CONTENT_TYPE, "text/html; charset=utf-8"),
        (CACHE_CONTROL, "no-store"),
    ];
    let Some(screen) = screen else {
        return (
            StatusCode::NOT_FOUND,
            headers,
            "<!doctype html><title>Not found</title><p>No such browser session.</p>",
        )
            .into_response();
    };
    let html = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta http-equiv=\"refresh\" content=\"1\">\
<title>Live view</title><style>body{{font-family:system-ui,sans-serif;background:#1f2937;margin:0;padding:24px}}\
.window{{max-width:720px;margin:auto;background:#fff;border-radius:8px;overflow:hidden}}\
.bar{{background:#e5e7eb;padding:8px 12px;font:13px monospace;color:#374151}}.page{{padding:32px;min-height:240px}}\
.box{{border:1px solid #9ca3af;border-radius:4px;padding:8px;margin:8px 0;color:#6b7280}}\
.button{{background:#2563eb;color:#fff;border-radius:4px;padding:8px;margin:8px 0;text-align:center}}.error{{color:#b91c1c}}</style></head>\
<body><div class=\"window\" data-state=\"{state}\"><div class=\"bar\">{url}</div><div class=\"page\">{content}</div></div></body></html>",
        state = screen.state,
        url = screen.url,
        content = screen.content,
    );
    (headers, html).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_neutralises_markup() {
        assert_eq!(
            escape("<a href='x'>&\"</a>"),
            "&lt;a href=&#39;x&#39;&gt;&amp;&quot;&lt;/a&gt;"
        );
    }
}
