//! Login flow operations: login, submit, exchange.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use serde_json::{json, Map, Value};

use super::connections::find;
use crate::body;
use crate::clock::Millis;
use crate::error::ApiError;
use crate::extract::OnConnection;
use crate::ids;
use crate::jwt;
use crate::state::AppState;
use crate::timefmt::rfc3339;
use crate::validate;
use crate::world::{
    Account, BrowserSettings, Credential, Flow, Handoff, Input, MfaMethod, SsoProvider, Stage,
    SubmitError,
};

/// How long an exchanged JWT works.
pub const JWT_LIFETIME_MS: Millis = 10 * 60 * 1000;

/// The flow routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/auth/connections/{id}/login", post(login))
        .route("/auth/connections/{id}/submit", post(submit))
        .route("/auth/connections/{id}/exchange", post(exchange))
}

async fn login(
    State(state): State<AppState>,
    Path(id): Path<String>,
    OnConnection { caller, project }: OnConnection,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let index = find(&world, &project, &id)?;
    caller.require_api_key()?;
    let map = body::object(&bytes)?;
    body::only(&map, &["proxy", "record_session", "browser_telemetry"], "")?;
    if let Some(proxy) = body::object_at(&map, "proxy", "")? {
        validate::browser_proxy(proxy, "proxy")?;
    }
    body::boolean(&map, "record_session", "")?;
    match map.get("browser_telemetry") {
        None | Some(Value::Null) => {}
        Some(Value::Object(t)) => validate::telemetry(t, "browser_telemetry")?,
        Some(_) => {
            return Err(ApiError::invalid(
                "browser_telemetry",
                "must be an object or null",
            ))
        }
    }
    let Some(conn) = world.connections.get(index) else {
        return Err(ApiError::not_found(
            "not_found",
            "auth connection not found",
        ));
    };
    // A flow past its expiry is already EXPIRED here, so a new login supersedes it.
    if conn.flow_in_progress() {
        return Err(ApiError::conflict(
            "flow_in_progress",
            "a login flow is already in progress for this auth connection",
        ));
    }
    let (project, site) = (conn.project_id.clone(), conn.site());
    // The login's browser goes through the proxy the body names (by id or
    // by the name of one active proxy), else the connection's own.
    let proxy_id = match world.connection_proxies(&project, &map)? {
        Some(proxy) => Some(proxy),
        None => conn.settings.proxy_id.clone(),
    };
    let settings = BrowserSettings {
        proxy_id,
        ..BrowserSettings::default()
    };
    let browser = world.start_browser(&project, Some(id.clone()), settings)?;
    let now = world.clock.now();
    let code = ids::token("hc_", 24);
    let Some(conn) = world.connections.get_mut(index) else {
        return Err(ApiError::not_found(
            "not_found",
            "auth connection not found",
        ));
    };
    let flow = Flow::login(site, now);
    let expires_at = flow.expires_at;
    conn.flow = Some(flow);
    conn.browser_session_id = Some(browser.clone());
    conn.handoff = Some(Handoff {
        code: code.clone(),
        used: false,
    });
    conn.record_flow(now);
    let base = &state.base;
    Ok(Json(json!({
        "id": id,
        "flow_type": "LOGIN",
        "flow_expires_at": rfc3339(expires_at),
        "hosted_url": format!("{base}/hosted/{id}?code={code}"),
        "handoff_code": code,
        "live_view_url": format!("{base}/live/{browser}"),
    }))
    .into_response())
}

fn value_of(map: &Map<String, Value>, key: &str) -> Result<Option<String>, ApiError> {
    for group in ["fields", "field_values"] {
        if let Some(values) = body::object_at(map, group, "")? {
            if let Some(v) = body::string(values, key, group, 0)? {
                return Ok(Some(v));
            }
        }
    }
    Ok(None)
}

fn required(map: &Map<String, Value>, key: &'static str) -> Result<String, ApiError> {
    value_of(map, key)?.ok_or_else(|| ApiError::invalid(&format!("fields.{key}"), "is required"))
}

/// The first of `keys` the body sets, with its value; `selected_choice_id`
/// is named when none is set.
fn chosen(
    map: &Map<String, Value>,
    keys: &[&'static str],
) -> Result<(&'static str, String), ApiError> {
    for key in keys {
        if let Some(value) = body::string(map, key, "", 1)? {
            return Ok((key, value));
        }
    }
    Err(ApiError::invalid("selected_choice_id", "is required"))
}

/// The SSO provider a submit picks: by canonical choice id, by provider, or
/// by button selector; the provider and selector, when both are sent, must
/// name the same button.
fn sso_choice(map: &Map<String, Value>) -> Result<Input, ApiError> {
    let by_selector = match body::string(map, "sso_button_selector", "", 1)? {
        Some(s) => Some(SsoProvider::by_selector(&s).ok_or_else(|| {
            ApiError::invalid("sso_button_selector", "is not a button the page shows")
        })?),
        None => None,
    };
    let named = match body::string(map, "selected_choice_id", "", 1)? {
        Some(name) => Some(("selected_choice_id", name)),
        None => body::string(map, "sso_provider", "", 1)?.map(|name| ("sso_provider", name)),
    };
    let by_name = match named {
        Some((key, name)) => Some(
            SsoProvider::by_provider(&name)
                .ok_or_else(|| ApiError::invalid(key, "must be one of google, github"))?,
        ),
        None => None,
    };
    match (by_name, by_selector) {
        (Some(a), Some(b)) if a != b => Err(ApiError::invalid(
            "sso_provider",
            "must name the provider of sso_button_selector",
        )),
        (Some(p), _) | (None, Some(p)) => Ok(Input::Sso(p)),
        (None, None) => Err(ApiError::invalid("selected_choice_id", "is required")),
    }
}

fn read_input(map: &Map<String, Value>, stage: Stage) -> Result<Input, ApiError> {
    match stage {
        Stage::Credentials => Ok(Input::Credentials {
            identifier: required(map, "identifier")?,
            password: required(map, "password")?,
        }),
        Stage::ChooseMfa => {
            let (key, id) = chosen(map, &["selected_choice_id", "mfa_option_id"])?;
            MfaMethod::from_id(&id)
                .map(Input::Choice)
                .ok_or_else(|| ApiError::invalid(key, "must be one of sms, totp"))
        }
        Stage::ChooseSso => sso_choice(map),
        Stage::ChooseAccount => {
            let (key, id) = chosen(map, &["selected_choice_id", "sign_in_option_id"])?;
            Account::by_id(&id)
                .map(Input::Account)
                .ok_or_else(|| ApiError::invalid(key, "must be one of personal, work"))
        }
        Stage::Code => Ok(Input::Code(required(map, "code")?)),
    }
}

fn not_awaiting() -> ApiError {
    ApiError::conflict(
        "flow_not_awaiting_input",
        "the login flow is not awaiting input",
    )
}

async fn submit(
    State(state): State<AppState>,
    Path(id): Path<String>,
    OnConnection { project, .. }: OnConnection,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let index = find(&world, &project, &id)?;
    let map = body::object(&bytes)?;
    body::only(
        &map,
        &[
            "fields",
            "field_values",
            "selected_choice_id",
            "mfa_option_id",
            "sign_in_option_id",
            "sso_button_selector",
            "sso_provider",
        ],
        "",
    )?;
    let now = world.clock.now();
    let Some(conn) = world.connections.get_mut(index) else {
        return Err(ApiError::not_found(
            "not_found",
            "auth connection not found",
        ));
    };
    let Some(flow) = conn.flow.as_mut() else {
        return Err(not_awaiting());
    };
    if !flow.in_progress() || flow.step != crate::world::Step::AwaitingInput {
        return Err(not_awaiting());
    }
    let input = read_input(&map, flow.stage)?;
    match flow.submit(input, now) {
        Ok(()) => {}
        Err(SubmitError::NotAwaitingInput) => return Err(not_awaiting()),
        Err(SubmitError::Missing(path)) => return Err(ApiError::invalid(path, "is required")),
    }
    conn.record_flow(now);
    world.after_flow_change(index, now);
    Ok(Json(json!({"accepted": true})).into_response())
}

/// Turns a handoff code into a JWT for that one connection. The code is the
/// credential here (the hosted page has no API key), so no bearer is needed.
async fn exchange(
    State(state): State<AppState>,
    Path(id): Path<String>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let map = body::object(&bytes)?;
    body::only(&map, &["code"], "")?;
    let code = body::required_string(&map, "code", "")?;
    let now = world.clock.now();
    let valid = world
        .connections
        .iter_mut()
        .find(|c| c.id == id)
        .and_then(|c| {
            let running = c.flow_in_progress();
            c.handoff
                .as_mut()
                .filter(|h| running && !h.used && h.code == code)
        });
    let Some(handoff) = valid else {
        return Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            "invalid_handoff_code",
            "the handoff code is invalid, already used, or its flow has ended",
        ));
    };
    handoff.used = true;
    let expires_at = now + JWT_LIFETIME_MS;
    let token = jwt::mint(&id, expires_at);
    world.credentials.insert(
        token.clone(),
        Credential::ConnectionJwt {
            connection_id: id,
            expires_at,
        },
    );
    Ok(Json(json!({"jwt": token, "expires_at": rfc3339(expires_at)})).into_response())
}
