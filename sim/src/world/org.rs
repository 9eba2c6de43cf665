//! The organization: plan, project switch, concurrency limits.

use std::str::FromStr;

/// The organization's plan; it sets the health-check interval minimum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plan {
    /// Enterprise plan.
    Enterprise,
    /// Startup plan.
    Startup,
    /// Hobbyist plan.
    Hobbyist,
    /// Free plan.
    Free,
}

impl Plan {
    /// The smallest health-check interval the plan allows, in seconds.
    pub fn min_health_check_interval(self) -> u32 {
        match self {
            Plan::Enterprise => 300,
            Plan::Startup => 1200,
            Plan::Hobbyist => 3600,
            Plan::Free => 21600,
        }
    }

    /// The default interval: 3600 or the plan minimum, whichever is larger.
    pub fn default_health_check_interval(self) -> u32 {
        self.min_health_check_interval().max(3600)
    }

    /// The plan's wire name.
    pub fn name(self) -> &'static str {
        match self {
            Plan::Enterprise => "enterprise",
            Plan::Startup => "startup",
            Plan::Hobbyist => "hobbyist",
            Plan::Free => "free",
        }
    }
}

impl FromStr for Plan {
    type Err = ();

    fn from_str(s: &str) -> Result<Plan, ()> {
        match s {
            "enterprise" => Ok(Plan::Enterprise),
            "startup" => Ok(Plan::Startup),
            "hobbyist" => Ok(Plan::Hobbyist),
            "free" => Ok(Plan::Free),
            _ => Err(()),
        }
    }
}

/// The one organization the simulator serves.
pub struct Org {
    /// Its plan.
    pub plan: Plan,
    /// Whether the project endpoints are on.
    pub projects_enabled: bool,
    /// Concurrently running browsers allowed across the organization.
    pub max_concurrent_sessions: u32,
    /// Default per-project cap; None when cleared.
    pub default_project_max_concurrent_sessions: Option<u32>,
    /// The project used when a request names none.
    pub default_project_id: String,
}

impl Org {
    /// An enterprise organization with projects on and a cap of 10 browsers.
    pub fn new(default_project_id: String) -> Org {
        Org {
            plan: Plan::Enterprise,
            projects_enabled: true,
            max_concurrent_sessions: 10,
            default_project_max_concurrent_sessions: None,
            default_project_id,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_interval_is_3600_or_the_plan_minimum() {
        assert_eq!(Plan::Enterprise.default_health_check_interval(), 3600);
        assert_eq!(Plan::Startup.default_health_check_interval(), 3600);
        assert_eq!(Plan::Hobbyist.default_health_check_interval(), 3600);
        assert_eq!(Plan::Free.default_health_check_interval(), 21600);
    }

    #[test]
    fn plan_names_round_trip() {
        for plan in [Plan::Enterprise, Plan::Startup, Plan::Hobbyist, Plan::Free] {
            assert_eq!(plan.name().parse::<Plan>(), Ok(plan));
        }
        assert!("gold".parse::<Plan>().is_err());
    }
}
