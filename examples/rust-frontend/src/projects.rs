//! The projects' steps: list them all, and retrieve one that does not exist
//! to tell its error apart by kind.

use browser_cloud_sdk::model::ListProjectsQuery;
use browser_cloud_sdk::{Client, Error, ErrorKind};

use crate::stream::next;

/// The names of every project, page after page, comma-separated.
pub async fn names(client: &Client) -> Result<String, Error> {
    let mut projects = client
        .projects()
        .list(&ListProjectsQuery::default())
        .await?
        .into_stream();
    let mut names = Vec::new();
    while let Some(project) = next(&mut projects).await {
        names.push(project?.name);
    }
    Ok(names.join(", "))
}

/// Retrieves a project that does not exist and describes the typed error:
/// an `Error` of kind `ErrorKind::NotFound`. Any other outcome is a failure.
pub async fn missing_project(client: &Client) -> Result<String, String> {
    match client.projects().retrieve("no-such-project").await {
        Err(error) if error.kind() == ErrorKind::NotFound => Ok(format!(
            "ErrorKind::NotFound, status {}, code {}",
            error.status().unwrap_or_default(),
            error.code()
        )),
        Err(other) => Err(other.to_string()),
        Ok(project) => Err(format!("project {} exists", project.name)),
    }
}
