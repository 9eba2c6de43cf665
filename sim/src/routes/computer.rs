//! `/browsers/{id}/computer/…`: a running browser session's screen, mouse,
//! keyboard and clipboard; each action checked against the screen, done
//! and recorded. `GET /_sim/browsers/{id}/computer` shows the state.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{json, Value};

use crate::body;
use crate::error::ApiError;
use crate::extract::{Admitted, ApiKey, Control, Scoped};
use crate::state::AppState;
use crate::validate::{computer_action, screenshot_region, ACTION_TYPES};
use crate::world::{Computer, World};

/// The computer routes.
pub fn router() -> Router<AppState> {
    let mut router = Router::new()
        .route("/browsers/{id}/computer/batch", post(batch))
        .route("/browsers/{id}/computer/screenshot", post(screenshot))
        .route(
            "/browsers/{id}/computer/get_mouse_position",
            post(mouse_position),
        )
        .route(
            "/browsers/{id}/computer/clipboard/read",
            post(read_clipboard),
        )
        .route(
            "/browsers/{id}/computer/clipboard/write",
            post(write_clipboard),
        )
        .route("/browsers/{id}/computer/cursor", post(set_cursor))
        .route("/_sim/browsers/{id}/computer", get(show));
    for (route, kind) in [
        ("click_mouse", "click_mouse"),
        ("drag_mouse", "drag_mouse"),
        ("move_mouse", "move_mouse"),
        ("press_key", "press_key"),
        ("scroll", "scroll"),
        ("type", "type_text"),
    ] {
        let path = format!("/browsers/{{id}}/computer/{route}");
        router = router.route(
            &path,
            post(
                move |state: State<AppState>,
                      id: Path<String>,
                      scoped: Scoped<ApiKey>,
                      bytes: Bytes| { single(state, id, scoped, bytes, kind) },
            ),
        );
    }
    router
}

/// The screen of the running browser `id` of `project`.
fn computer<'w>(
    world: &'w mut World,
    project: &str,
    id: &str,
) -> Result<&'w mut Computer, ApiError> {
    world
        .browser_mut(id)
        .filter(|b| b.project_id == project && b.running)
        .map(|b| &mut b.computer)
        .ok_or_else(|| ApiError::not_found("not_found", format!("browser {id} not found")))
}

/// One action of kind `kind`, its body its parameters.
async fn single(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
    kind: &'static str,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    let mut world = state.world();
    let computer = computer(&mut world, &project, &id)?;
    let action = computer_action(kind, &map, "", computer.screen)?;
    computer.apply(action);
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// Runs the actions in order; the first that fails stops the batch, those
/// before it done.
async fn batch(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    body::only(&map, &["actions"], "")?;
    let actions = match map.get("actions") {
        None => return Err(ApiError::invalid("actions", "is required")),
        Some(Value::Array(actions)) => actions.clone(),
        Some(_) => return Err(ApiError::invalid("actions", "must be an array")),
    };
    let mut world = state.world();
    let computer = computer(&mut world, &project, &id)?;
    for (i, item) in actions.iter().enumerate() {
        let at = format!("actions[{i}]");
        let Value::Object(item) = item else {
            return Err(ApiError::invalid(&at, "must be an object"));
        };
        let kind = match item.get("type") {
            None => return Err(ApiError::invalid(&format!("{at}.type"), "is required")),
            Some(Value::String(kind)) if ACTION_TYPES.contains(&kind.as_str()) => kind.as_str(),
            Some(_) => {
                return Err(ApiError::invalid(
                    &format!("{at}.type"),
                    &format!("must be one of {}", ACTION_TYPES.join(", ")),
                ))
            }
        };
        body::only(item, &["type", kind], &at)?;
        let params = body::object_at(item, kind, &at)?
            .ok_or_else(|| ApiError::invalid(&format!("{at}.{kind}"), "is required"))?;
        let action = computer_action(kind, params, &format!("{at}.{kind}"), computer.screen)?;
        computer.apply(action);
    }
    Ok(StatusCode::NO_CONTENT.into_response())
}

async fn screenshot(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    let mut world = state.world();
    let computer = computer(&mut world, &project, &id)?;
    let region = screenshot_region(&map, computer.screen)?;
    let png = computer.screenshot(region);
    Ok(([(header::CONTENT_TYPE, "image/png")], png).into_response())
}

async fn mouse_position(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let (x, y) = computer(&mut world, &project, &id)?.mouse;
    Ok(Json(json!({"x": x, "y": y})).into_response())
}

async fn read_clipboard(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let text = computer(&mut world, &project, &id)?.clipboard.clone();
    Ok(Json(json!({"text": text})).into_response())
}

async fn write_clipboard(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    body::only(&map, &["text"], "")?;
    let text = body::string(&map, "text", "", 0)?
        .ok_or_else(|| ApiError::invalid("text", "is required"))?;
    let mut world = state.world();
    computer(&mut world, &project, &id)?.clipboard = text;
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// Hides or shows the cursor: a `set_cursor` action, answered `{ok: true}`.
async fn set_cursor(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    let mut world = state.world();
    let computer = computer(&mut world, &project, &id)?;
    let action = computer_action("set_cursor", &map, "", computer.screen)?;
    computer.apply(action);
    Ok(Json(json!({"ok": true})).into_response())
}

/// The control surface's view of a browser's computer, running or not.
async fn show(
    State(state): State<AppState>,
    Path(id): Path<String>,
    _: Admitted<Control>,
) -> Result<Response, ApiError> {
    let world = state.world();
    let browser = world
        .browser(&id)
        .ok_or_else(|| ApiError::not_found("not_found", format!("browser {id} not found")))?;
    Ok(Json(browser.computer.to_json()).into_response())
}
