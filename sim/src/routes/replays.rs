//! `/browsers/{id}/replays…`: a browser session's video recordings. One
//! records at a time; it finishes when stopped, at its longest duration,
//! or when the session stops, and then downloads as a one-frame MP4.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{json, Value};

use crate::body;
use crate::error::ApiError;
use crate::extract::{ApiKey, Scoped};
use crate::ids;
use crate::mp4;
use crate::state::AppState;
use crate::timefmt::rfc3339;
use crate::world::{Browser, Replay, World};

/// The frame rates above this need a session created with a GPU.
const MAX_FRAMERATE_WITHOUT_GPU: u64 = 20;

/// The replay routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/browsers/{id}/replays", get(list).post(start))
        .route("/browsers/{id}/replays/{replay_id}", get(download))
        .route("/browsers/{id}/replays/{replay_id}/stop", post(stop))
}

/// The browser `id` of `project`, running or not, its recordings settled.
fn browser<'w>(world: &'w mut World, project: &str, id: &str) -> Result<&'w mut Browser, ApiError> {
    let now = world.clock.now();
    let browser = world
        .browser_mut(id)
        .filter(|b| b.project_id == project)
        .ok_or_else(|| ApiError::not_found("not_found", format!("browser {id} not found")))?;
    let stopped_at = browser.stopped_at;
    for replay in &mut browser.replays {
        replay.settle(now, stopped_at);
    }
    Ok(browser)
}

/// The recording `replay_id` of `browser`, with its place among them.
fn replay<'b>(
    browser: &'b mut Browser,
    replay_id: &str,
) -> Result<(usize, &'b mut Replay), ApiError> {
    browser
        .replays
        .iter_mut()
        .enumerate()
        .find(|(_, r)| r.id == replay_id)
        .ok_or_else(|| ApiError::not_found("not_found", format!("replay {replay_id} not found")))
}

fn record(replay: &Replay, base: &str, browser_id: &str) -> Value {
    json!({
        "replay_id": replay.id,
        "finished_at": replay.finished_at.map(rfc3339),
        "replay_view_url": format!("{base}/browsers/{browser_id}/replays/{}", replay.id),
        "started_at": rfc3339(replay.started_at),
    })
}

async fn list(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let browser = browser(&mut world, &project, &id)?;
    let replays: Vec<Value> = browser
        .replays
        .iter()
        .map(|r| record(r, &state.base, &id))
        .collect();
    Ok(Json(replays).into_response())
}

async fn start(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    body::only(
        &map,
        &["framerate", "max_duration_in_seconds", "record_audio"],
        "",
    )?;
    let framerate = body::count(&map, "framerate", "", 60)?;
    if framerate == Some(0) {
        return Err(ApiError::invalid(
            "framerate",
            "must be an integer from 1 to 60",
        ));
    }
    let max_duration_seconds = body::count(&map, "max_duration_in_seconds", "", u32::MAX.into())?;
    if max_duration_seconds == Some(0) {
        return Err(ApiError::invalid(
            "max_duration_in_seconds",
            "must be positive",
        ));
    }
    body::boolean(&map, "record_audio", "")?;
    let mut world = state.world();
    let now = world.clock.now();
    let browser = browser(&mut world, &project, &id)?;
    if !browser.running {
        return Err(ApiError::not_found(
            "not_found",
            format!("browser {id} not found"),
        ));
    }
    let gpu = browser.settings.gpu == Some(true);
    if framerate.is_some_and(|f| f > MAX_FRAMERATE_WITHOUT_GPU) && !gpu {
        return Err(ApiError::invalid(
            "framerate",
            "above 20 needs a session created with gpu: true",
        ));
    }
    if let Some(active) = browser.replays.iter().find(|r| r.finished_at.is_none()) {
        return Err(ApiError::conflict(
            "replay_in_progress",
            format!(
                "browser {id} is already recording (replay {}); stop it first",
                active.id
            ),
        ));
    }
    let replay = Replay {
        id: ids::token("replay_", 16),
        started_at: now,
        finished_at: None,
        max_duration_seconds,
    };
    let answer = record(&replay, &state.base, &id);
    browser.replays.push(replay);
    Ok(Json(answer).into_response())
}

async fn download(
    State(state): State<AppState>,
    Path((id, replay_id)): Path<(String, String)>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let browser = browser(&mut world, &project, &id)?;
    let (index, replay) = replay(browser, &replay_id)?;
    if replay.finished_at.is_none() {
        return Err(ApiError::conflict(
            "replay_in_progress",
            format!("replay {replay_id} is still recording; stop it first"),
        ));
    }
    let shade = 16 + (index as u8 % 10) * 20;
    Ok(([(header::CONTENT_TYPE, "video/mp4")], mp4::one_frame(shade)).into_response())
}

async fn stop(
    State(state): State<AppState>,
    Path((id, replay_id)): Path<(String, String)>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let now = world.clock.now();
    let browser = browser(&mut world, &project, &id)?;
    let (_, replay) = replay(browser, &replay_id)?;
    if replay.finished_at.is_some() {
        return Err(ApiError::conflict(
            "replay_finished",
            format!("replay {replay_id} has already stopped"),
        ));
    }
    replay.finished_at = Some(now);
    Ok(StatusCode::NO_CONTENT.into_response())
}
