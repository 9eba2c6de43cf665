//! A session's `api_call` telemetry for what acts inside its VM: every
//! successful request to its file system, processes, computer controls,
//! replays or Playwright records one (category `control`), named by the
//! path after the session's id (`fs/write_file`, `process/spawn`), so that
//! a telemetry stream shows what the other resources did.

use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::Response;

use crate::state::AppState;
use crate::world::telemetry;

/// The resources whose calls act inside a session's VM.
const IN_THE_VM: [&str; 5] = ["fs", "process", "computer", "replays", "playwright"];

/// The session id and the operation a path names, when it acts in a VM:
/// `/browsers/{id}/fs/write_file` gives `{id}` and `fs/write_file`.
fn acting_in_vm(path: &str) -> Option<(&str, &str)> {
    let rest = path.strip_prefix("/browsers/")?;
    let (id, operation) = rest.split_once('/')?;
    let resource = operation.split('/').next()?;
    IN_THE_VM.contains(&resource).then_some((id, operation))
}

/// Passes the request on, then records its `api_call` if it succeeded.
pub async fn layer(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let path = request.uri().path().to_owned();
    let response = next.run(request).await;
    let status = response.status();
    if let (true, Some((id, operation))) = (status.is_success(), acting_in_vm(&path)) {
        let mut world = state.world();
        let now = world.clock.now();
        if let Some(browser) = world.browser_mut(id) {
            telemetry::api_call(browser, operation, status.as_u16(), now);
        }
    }
    response
}

#[cfg(test)]
mod tests {
    use super::acting_in_vm;

    #[test]
    fn calls_inside_a_vm_are_named_by_their_path() {
        assert_eq!(
            acting_in_vm("/browsers/b1/fs/write_file"),
            Some(("b1", "fs/write_file"))
        );
        assert_eq!(
            acting_in_vm("/browsers/b1/process/p1/stdin"),
            Some(("b1", "process/p1/stdin"))
        );
        assert_eq!(acting_in_vm("/browsers/b1/telemetry/stream"), None);
        assert_eq!(acting_in_vm("/browsers/b1"), None);
        assert_eq!(acting_in_vm("/org/projects"), None);
    }
}
