//! `GET /live/{browser_session_id}`: the simulated browser's screen,
//! rendered on the server and refreshed every second, so it changes as the
//! flow moves. On a `browser.` site's last step it shows a real button, and
//! `POST /live/{id}/finish` (the button's form) finishes the sign-in.

use axum::extract::{Path, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE, LOCATION};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;

use crate::state::AppState;
use crate::world::{Connection, Stage, Step, World, ACCOUNTS, SSO_PROVIDERS};

/// The live view routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/live/{id}", get(page))
        .route("/live/{id}/finish", post(finish))
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

/// What the screen shows: address, a state name for machines, content, and
/// whether the page refreshes itself (not while it waits on the person: a
/// refresh would take their focus away).
struct Screen {
    url: String,
    state: &'static str,
    content: String,
    refresh: bool,
}

impl Screen {
    fn blank(state: &'static str, content: &str) -> Screen {
        Screen {
            url: "about:blank".into(),
            state,
            content: content.into(),
            refresh: true,
        }
    }
}

/// The site's buttons, drawn (the live view is a picture of the page).
fn buttons<'a>(labels: impl Iterator<Item = &'a str>) -> String {
    labels
        .map(|label| format!("<div class=\"button\">{}</div>", escape(label)))
        .collect()
}

fn flow_screen(conn: &Connection, browser: &str) -> Screen {
    let domain = escape(&conn.domain);
    let Some(flow) = &conn.flow else {
        return Screen::blank("BLANK", "<p>Blank page</p>");
    };
    if flow.awaits_person_in_browser() {
        return Screen {
            url: format!("https://{domain}/login/confirm"),
            state: "AWAITING_EXTERNAL_ACTION",
            content: format!(
                "<h1>Confirm it's you</h1><p>{domain} asks you to finish signing in here.</p>\
<form method=\"post\" action=\"/live/{}/finish\"><button type=\"submit\">Finish signing in</button></form>",
                escape(browser)
            ),
            refresh: false,
        };
    }
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
        (_, Stage::ChooseSso) => (
            "/login".into(),
            "AWAITING_INPUT",
            format!("<h2>Sign in to {domain}</h2>{}", buttons(SSO_PROVIDERS.iter().map(|p| p.label))),
        ),
        (_, Stage::ChooseAccount) => (
            "/login/accounts".into(),
            "AWAITING_INPUT",
            format!("<h2>Choose an account</h2>{}", buttons(ACCOUNTS.iter().map(|a| a.label))),
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
        refresh: true,
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
        Some(conn) if browser.running || conn.flow.is_some() => flow_screen(conn, id),
        _ if browser.running => Screen::blank("BLANK", "<p>Blank page</p>"),
        _ => Screen::blank("STOPPED", "<p>This browser session has ended.</p>"),
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
    let refresh = match screen.refresh {
        true => "<meta http-equiv=\"refresh\" content=\"1\">",
        false => "",
    };
    let html = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">{refresh}\
<title>Live view</title><style>body{{font-family:system-ui,sans-serif;background:#1f2937;margin:0;padding:24px}}\
.window{{max-width:720px;margin:auto;background:#fff;border-radius:8px;overflow:hidden}}\
.bar{{background:#e5e7eb;padding:8px 12px;font:13px monospace;color:#374151}}.page{{padding:32px;min-height:240px}}\
.box{{border:1px solid #9ca3af;border-radius:4px;padding:8px;margin:8px 0;color:#6b7280}}\
.button,button{{background:#2563eb;color:#fff;border-radius:4px;padding:8px;margin:8px 0;text-align:center}}\
button{{border:0;font:inherit;width:100%;cursor:pointer}}button:focus-visible{{outline:3px solid #1e3a8a;outline-offset:2px}}\
.error{{color:#b91c1c}}</style></head>\
<body><main class=\"window\" data-state=\"{state}\"><div class=\"bar\">{url}</div><div class=\"page\">{content}</div></main></body></html>",
        state = screen.state,
        url = screen.url,
        content = screen.content,
    );
    (headers, html).into_response()
}

/// The live view's "Finish signing in": completes a `browser.` site's flow
/// waiting on the person, then shows the screen again; 409 when the browser
/// is not waiting on the person.
async fn finish(State(state): State<AppState>, Path(id): Path<String>) -> Response {
    let mut world = state.world();
    let now = world.clock.now();
    let waiting = world.connections.iter().position(|c| {
        c.browser_session_id.as_deref() == Some(id.as_str())
            && c.flow
                .as_ref()
                .is_some_and(|f| f.awaits_person_in_browser())
    });
    let Some(index) = waiting else {
        return (
            StatusCode::CONFLICT,
            [(CONTENT_TYPE, "text/html; charset=utf-8")],
            "<!doctype html><title>Live view</title><p>This browser is not waiting for you.</p>",
        )
            .into_response();
    };
    if let Some(conn) = world.connections.get_mut(index) {
        if let Some(flow) = conn.flow.as_mut() {
            flow.approve();
        }
        conn.record_flow(now);
    }
    world.after_flow_change(index, now);
    (StatusCode::SEE_OTHER, [(LOCATION, format!("/live/{id}"))]).into_response()
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
