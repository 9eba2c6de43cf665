//! Concurrency caps: resolution and enforcement when a browser starts.

use axum::http::StatusCode;

use crate::error::ApiError;

use super::World;

/// The cap a project runs under: its override, else the organization's
/// default per-project cap, else none; never above the organization limit.
pub fn effective_cap(
    org_limit: u32,
    project_override: Option<u32>,
    org_default: Option<u32>,
) -> u32 {
    project_override
        .or(org_default)
        .map_or(org_limit, |cap| cap.min(org_limit))
}

fn exceeded(message: String) -> ApiError {
    ApiError::new(
        StatusCode::TOO_MANY_REQUESTS,
        "concurrency_limit_exceeded",
        message,
    )
}

impl World {
    /// Running browsers of one project, or of all when `project` is None.
    pub fn running_browsers(&self, project: Option<&str>) -> usize {
        self.browsers
            .iter()
            .filter(|b| b.running && project.is_none_or(|p| p == b.project_id))
            .count()
    }

    /// 429 concurrency_limit_exceeded when one more browser in `project_id`
    /// would pass the project's cap or the organization limit.
    pub fn check_capacity(&self, project_id: &str) -> Result<(), ApiError> {
        let org_limit = self.org.max_concurrent_sessions;
        if self.running_browsers(None) >= org_limit as usize {
            return Err(exceeded(format!(
                "concurrency limit exceeded: the organization allows at most {org_limit} concurrent browsers"
            )));
        }
        let project_override = self
            .project(project_id)
            .and_then(|p| p.max_concurrent_sessions);
        let cap = effective_cap(
            org_limit,
            project_override,
            self.org.default_project_max_concurrent_sessions,
        );
        if self.running_browsers(Some(project_id)) >= cap as usize {
            return Err(exceeded(format!(
                "concurrency limit exceeded: project {project_id} allows at most {cap} concurrent browsers"
            )));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn override_wins_over_default_which_wins_over_none() {
        assert_eq!(effective_cap(10, Some(2), Some(5)), 2);
        assert_eq!(effective_cap(10, None, Some(5)), 5);
        assert_eq!(effective_cap(10, None, None), 10);
    }

    #[test]
    fn never_above_the_organization_limit() {
        assert_eq!(effective_cap(10, Some(50), None), 10);
        assert_eq!(effective_cap(3, None, Some(8)), 3);
    }
}
