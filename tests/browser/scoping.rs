//! Project scoping over real HTTP: the project header from `project_id`,
//! project-scoped keys, and archived or unknown projects in the header.

use browser_cloud_sdk::model::{
    AuthConnection, Project, ProjectCreateParams, ProjectStatus, ProjectUpdateParams,
};
use browser_cloud_sdk::protocol::model::{ListConnectionsQuery, ListProjectsQuery};
use browser_cloud_sdk::{Client, ErrorKind};
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, client_in, config, connection, control, text, unique};

async fn project(client: &Client) -> Project {
    let params = ProjectCreateParams::new(unique("scope"));
    client.projects().create(&params).await.unwrap()
}

/// A connection of a fresh domain, created in `project`.
async fn connection_in(project: &Project) -> AuthConnection {
    let domain = format!("{}.example.com", unique("scoped"));
    connection(&client_in(&project.id), &domain).await
}

/// The ids of the connections of `domain` that `client` can see.
async fn visible(client: &Client, domain: &str) -> Vec<String> {
    let query = ListConnectionsQuery::default().domain(domain.to_owned());
    let page = client.auth().connections().list(&query).await.unwrap();
    page.items.into_iter().map(|c| c.id).collect()
}

/// A key bound to `project`, from the simulator.
async fn project_key(project: &Project) -> String {
    let body = format!("{{\"project_id\":\"{}\"}}", project.id);
    text(&control("/_sim/keys", &body).await, "key")
}

#[wasm_bindgen_test]
async fn resources_created_in_one_project_are_invisible_from_another() {
    let admin = client();
    let (one, two) = (project(&admin).await, project(&admin).await);
    let created = connection_in(&one).await;
    let domain = created.domain.clone();
    assert_eq!(
        visible(&client_in(&one.id), &domain).await,
        vec![created.id.clone()]
    );
    assert!(
        visible(&client_in(&two.id), &domain).await.is_empty(),
        "not in another project"
    );
    assert!(
        visible(&admin, &domain).await.is_empty(),
        "not in the default project"
    );
    let error = client_in(&two.id)
        .auth()
        .connections()
        .retrieve(&created.id)
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::NotFound);
}

#[wasm_bindgen_test]
async fn a_project_scoped_key_sees_only_its_project() {
    let admin = client();
    let (own, other) = (project(&admin).await, project(&admin).await);
    let created = connection_in(&own).await;
    let key = project_key(&own).await;
    let scoped = Client::new(config().api_key(key.as_str()).build().unwrap());
    assert_eq!(
        visible(&scoped, &created.domain).await,
        vec![created.id.clone()],
        "without a header the key acts in its project"
    );
    let projects = scoped
        .projects()
        .list(&ListProjectsQuery::default())
        .await
        .unwrap();
    let ids: Vec<_> = projects.items.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids, [own.id.as_str()], "it lists only its own project");
    let crossing = Client::new(
        config()
            .api_key(key.as_str())
            .project_id(other.id.as_str())
            .build()
            .unwrap(),
    );
    let error = crossing
        .auth()
        .connections()
        .list(&ListConnectionsQuery::default())
        .await
        .unwrap_err();
    assert_eq!(
        error.kind(),
        ErrorKind::PermissionDenied,
        "another project in the header"
    );
    assert_eq!(error.status(), Some(403));
}

#[wasm_bindgen_test]
async fn an_archived_or_unknown_project_in_the_header_is_project_not_found() {
    let admin = client();
    let archived = project(&admin).await;
    let archive = ProjectUpdateParams::default().status(ProjectStatus::Archived);
    admin
        .projects()
        .update(&archived.id, &archive)
        .await
        .unwrap();
    for project_id in [archived.id.as_str(), "proj_does_not_exist"] {
        let error = client_in(project_id)
            .auth()
            .connections()
            .list(&ListConnectionsQuery::default())
            .await
            .unwrap_err();
        assert_eq!(error.kind(), ErrorKind::NotFound, "{project_id}");
        assert_eq!(error.code(), "project_not_found", "{project_id}");
    }
}
