//! `/browsers/{id}/process/…`: commands in a running browser session's VM
//! (the few of world/process_commands.rs). exec runs one to its end and
//! answers its output; spawn starts one and answers its id, for kill,
//! resize, status, stdin and the output stream (routes/process_stream.rs).

use std::time::Duration;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::json;

use crate::base64;
use crate::body;
use crate::error::ApiError;
use crate::extract::{ApiKey, Scoped};
use crate::ids;
use crate::state::AppState;
use crate::timefmt::rfc3339;
use crate::validate::process as read;
use crate::world::{killed_by, run, Browser, Chunk, Output, Process, Run, World};

/// The process routes but the output stream.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/browsers/{id}/process/exec", post(exec))
        .route("/browsers/{id}/process/spawn", post(spawn))
        .route("/browsers/{id}/process/{process_id}/kill", post(kill))
        .route("/browsers/{id}/process/{process_id}/resize", post(resize))
        .route("/browsers/{id}/process/{process_id}/status", get(status))
        .route("/browsers/{id}/process/{process_id}/stdin", post(stdin))
}

/// The running browser `id` of `project`.
pub fn running<'w>(world: &'w World, project: &str, id: &str) -> Result<&'w Browser, ApiError> {
    world
        .browser(id)
        .filter(|b| b.project_id == project && b.running)
        .ok_or_else(|| ApiError::not_found("not_found", format!("browser {id} not found")))
}

/// Process `process_id` of the running browser `id` of `project`.
pub fn process<'w>(
    world: &'w mut World,
    project: &str,
    id: &str,
    process_id: &str,
) -> Result<&'w mut Process, ApiError> {
    running(world, project, id)?;
    world
        .process_mut(id, process_id)
        .ok_or_else(|| ApiError::not_found("not_found", format!("process {process_id} not found")))
}

/// The bytes of `chunks` written to `output`, in base64.
fn joined(chunks: &[Chunk], output: Output) -> String {
    let bytes: Vec<u8> = chunks
        .iter()
        .filter(|c| c.output == output)
        .flat_map(|c| c.bytes.iter().copied())
        .collect();
    base64::encode(&bytes)
}

async fn exec(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let command = read::exec(&body::object(&bytes)?)?;
    let outcome = {
        let world = state.world();
        let browser = running(&world, &project, &id)?;
        run(
            &command.command,
            &command.args,
            &command.context,
            &browser.fs.files(),
        )
    };
    // What reads standard input reads its end at once: it has none.
    let (output, code, duration_ms) = match outcome {
        Run::Done { output, code } => (output, code, 0),
        Run::Copies | Run::Shell => (Vec::new(), 0, 0),
        Run::Sleeps(ms) => {
            let limit = command.timeout_ms.unwrap_or(u64::MAX);
            tokio::time::sleep(Duration::from_millis(ms.min(limit))).await;
            let code = if ms > limit { killed_by(9) } else { 0 };
            (Vec::new(), code, ms.min(limit))
        }
    };
    Ok(Json(json!({
        "duration_ms": duration_ms,
        "exit_code": code,
        "stderr_b64": joined(&output, Output::Stderr),
        "stdout_b64": joined(&output, Output::Stdout),
    }))
    .into_response())
}

async fn spawn(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let command = read::spawn(&body::object(&bytes)?)?;
    let mut world = state.world();
    let now = world.clock.now();
    let pid = world.next_pid();
    let browser = running(&world, &project, &id)?;
    let process = Process::start(
        ids::token("proc_", 16),
        id,
        pid,
        &command.command,
        &command.args,
        command.context,
        &browser.fs.files(),
        command.timeout_ms,
        now,
    );
    let answer = json!({
        "pid": process.pid,
        "process_id": process.id,
        "started_at": rfc3339(process.started_at),
    });
    world.processes.push(process);
    Ok(Json(answer).into_response())
}

async fn kill(
    State(state): State<AppState>,
    Path((id, process_id)): Path<(String, String)>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let signal = read::signal(&body::object(&bytes)?)?;
    let mut world = state.world();
    let process = process(&mut world, &project, &id, &process_id)?;
    if !process.running() {
        return Err(exited(&process_id));
    }
    process.signal(signal);
    Ok(Json(json!({"ok": true})).into_response())
}

/// 409: the process has exited.
fn exited(process_id: &str) -> ApiError {
    ApiError::conflict("process_exited", format!("process {process_id} has exited"))
}

async fn resize(
    State(state): State<AppState>,
    Path((id, process_id)): Path<(String, String)>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let size = read::resize(&body::object(&bytes)?)?;
    let mut world = state.world();
    let process = process(&mut world, &project, &id, &process_id)?;
    if !process.has_terminal() {
        return Err(ApiError::conflict(
            "no_terminal",
            format!("process {process_id} was spawned without allocate_tty: it has no terminal"),
        ));
    }
    if !process.running() {
        return Err(exited(&process_id));
    }
    process.context.terminal = Some(size);
    Ok(Json(json!({"ok": true})).into_response())
}

async fn status(
    State(state): State<AppState>,
    Path((id, process_id)): Path<(String, String)>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let process = process(&mut world, &project, &id, &process_id)?;
    let running = process.running();
    Ok(Json(json!({
        "cpu_pct": 0.0,
        "exit_code": process.exit_code,
        "mem_bytes": if running { 4 * 1024 * 1024 } else { 0 },
        "state": if running { "running" } else { "exited" },
    }))
    .into_response())
}

async fn stdin(
    State(state): State<AppState>,
    Path((id, process_id)): Path<(String, String)>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let data = read::stdin(&body::object(&bytes)?)?;
    let mut world = state.world();
    let files = running(&world, &project, &id)?.fs.files();
    let process = process(&mut world, &project, &id, &process_id)?;
    if !process.running() {
        return Err(exited(&process_id));
    }
    process.write_stdin(&data, &files);
    Ok(Json(json!({"written_bytes": data.len()})).into_response())
}
