//! Project-scoped keys and the organization's groups (`service-api.md`,
//! Authentication 3 to 7): one row per group that a project owns, walked
//! with a key of one project while another project holds a resource of
//! the same group; then the groups that need an org-wide credential.

use reqwest::{Method, RequestBuilder, Response};
use serde_json::{json, Value};

use super::deployments::{deploy_with, stored_zip, APP_SOURCE};
use super::extensions::store_package;
use super::support::{expect_error, json_ok, Sim, ORG_KEY};

/// How a row makes one resource of its group.
enum Make {
    /// A JSON body posted to the list's path.
    Json(fn() -> Value),
    /// An extension uploaded from the store's package.
    Extension,
    /// A deployment of the shop app.
    Deployment,
}

/// A group of resources that a project owns.
struct Group {
    /// Its list path, where a resource is also created.
    list: &'static str,
    /// How a resource is made.
    make: Make,
    /// Its item path, to which the id is appended, when it has one.
    item: Option<&'static str>,
    /// The member of a created record that a list item repeats.
    created_key: &'static str,
    /// That member's name in a list item.
    listed_key: &'static str,
}

const GROUPS: &[Group] = &[
    Group {
        list: "/profiles",
        make: Make::Json(|| json!({})),
        item: Some("/profiles/"),
        created_key: "id",
        listed_key: "id",
    },
    Group {
        list: "/proxies",
        make: Make::Json(|| json!({"type": "datacenter"})),
        item: Some("/proxies/"),
        created_key: "id",
        listed_key: "id",
    },
    Group {
        list: "/extensions",
        make: Make::Extension,
        item: Some("/extensions/"),
        created_key: "id",
        listed_key: "id",
    },
    Group {
        list: "/browser_pools",
        make: Make::Json(|| json!({"size": 1})),
        item: Some("/browser_pools/"),
        created_key: "id",
        listed_key: "id",
    },
    Group {
        list: "/credentials",
        make: Make::Json(
            || json!({"domain": "example.com", "name": "login", "values": {"password": "pw"}}),
        ),
        item: Some("/credentials/"),
        created_key: "id",
        listed_key: "id",
    },
    Group {
        list: "/deployments",
        make: Make::Deployment,
        item: Some("/deployments/"),
        created_key: "id",
        listed_key: "id",
    },
    Group {
        list: "/apps",
        make: Make::Deployment,
        item: None,
        created_key: "id",
        listed_key: "deployment",
    },
    Group {
        list: "/invocations",
        make: Make::Json(
            || json!({"app_name": "shop", "version": "1.0.0", "action_name": "scrape"}),
        ),
        item: Some("/invocations/"),
        created_key: "id",
        listed_key: "id",
    },
];

/// A request with `token`, scoped by the project header when `project`
/// is given.
fn request(
    sim: &Sim,
    token: &str,
    project: Option<&str>,
    method: Method,
    path: &str,
) -> RequestBuilder {
    let request = sim.with(token, method, path);
    match project {
        Some(project) => request.header("x-service-project-id", project),
        None => request,
    }
}

/// Makes one resource of `group` with `token` in `project`.
async fn make(sim: &Sim, group: &Group, token: &str, project: Option<&str>) -> Response {
    let post = request(sim, token, project, Method::POST, group.list);
    match group.make {
        Make::Json(body) => post.json(&body()).send().await.unwrap(),
        Make::Extension => {
            let (boundary, package) = ("scope-boundary", store_package(sim).await);
            let mut body =
                format!("--{boundary}\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\n")
                    .into_bytes();
            body.extend(package);
            body.extend(format!("\r\n--{boundary}--\r\n").into_bytes());
            post.header(
                "content-type",
                format!("multipart/form-data; boundary={boundary}"),
            )
            .body(body)
            .send()
            .await
            .unwrap()
        }
        Make::Deployment => {
            let post = request(sim, token, project, Method::POST, "/deployments");
            let zip = stored_zip(&[("src/app.ts", APP_SOURCE)]);
            let fields = [
                ("entrypoint_rel_path", "src/app.ts"),
                ("version", "1.0.0"),
                ("force", "true"),
            ];
            deploy_with(post, &zip, &fields).await
        }
    }
}

/// The listed keys of `group` that `token` sees in `project`.
async fn listed(sim: &Sim, group: &Group, token: &str, project: Option<&str>) -> Vec<Value> {
    let list = json_ok(
        request(sim, token, project, Method::GET, group.list)
            .send()
            .await
            .unwrap(),
    )
    .await;
    list.as_array()
        .unwrap()
        .iter()
        .map(|item| item[group.listed_key].clone())
        .collect()
}

/// Two projects, `mine` and `theirs`, the shop app deployed in each, and a
/// key of `mine`.
struct Setup {
    mine: String,
    theirs: String,
    key: String,
}

async fn setup(sim: &Sim) -> Setup {
    let mine = sim.create_project("mine").await;
    let theirs = sim.create_project("theirs").await;
    for project in [&mine, &theirs] {
        let deployed = make(sim, &GROUPS[5], ORG_KEY, Some(project)).await;
        json_ok(deployed).await;
    }
    let key = sim.project_key(&mine).await;
    Setup { mine, theirs, key }
}

#[tokio::test]
async fn a_project_key_sees_and_makes_only_its_projects_resources_in_every_group() {
    let sim = Sim::start().await;
    let Setup { mine, theirs, key } = setup(&sim).await;
    for group in GROUPS {
        let at = group.list;
        let their = json_ok(make(&sim, group, ORG_KEY, Some(&theirs)).await).await;
        let their_id = &their[group.created_key];
        assert!(
            !listed(&sim, group, &key, None).await.contains(their_id),
            "{at}: another project's resource is listed"
        );
        if let Some(item) = group.item {
            let path = format!("{item}{}", their_id.as_str().unwrap());
            let read = request(&sim, &key, None, Method::GET, &path)
                .send()
                .await
                .unwrap();
            expect_error(read, 404, "not_found").await;
        }
        let across = request(&sim, &key, Some(&theirs), Method::GET, at)
            .send()
            .await
            .unwrap();
        assert_eq!(
            across.status(),
            403,
            "{at}: a header naming another project"
        );
        let across = make(&sim, group, &key, Some(&theirs)).await;
        assert_eq!(across.status(), 403, "{at}: a write naming another project");
        let own = make(&sim, group, &key, None).await;
        let own_id = json_ok(own).await[group.created_key].clone();
        assert!(
            listed(&sim, group, ORG_KEY, Some(&mine))
                .await
                .contains(&own_id),
            "{at}: made in the key's project"
        );
        assert!(
            !listed(&sim, group, ORG_KEY, None).await.contains(&own_id),
            "{at}: not in the default project"
        );
        let with_own = request(&sim, &key, Some(&mine), Method::GET, at)
            .send()
            .await
            .unwrap();
        assert_eq!(
            with_own.status(),
            200,
            "{at}: a header naming the key's project"
        );
    }
}

/// The organization's own groups, each request a project key cannot make:
/// `(method, path, body)`.
fn org_wide_writes() -> Vec<(Method, &'static str, Value)> {
    vec![
        (
            Method::POST,
            "/org/credential_providers",
            json!({"token": "t", "name": "vault", "provider_type": "onepassword"}),
        ),
        (Method::GET, "/org/api_keys", json!(null)),
        (Method::POST, "/org/api_keys", json!({"name": "ci"})),
        (Method::GET, "/audit-logs", json!(null)),
        (Method::POST, "/org/projects", json!({"name": "more"})),
        (
            Method::PATCH,
            "/org/limits",
            json!({"default_project_max_concurrent_sessions": 3}),
        ),
    ]
}

#[tokio::test]
async fn a_project_key_cannot_administer_the_organization() {
    let sim = Sim::start().await;
    let Setup { mine, theirs, key } = setup(&sim).await;
    for (method, path, body) in org_wide_writes() {
        let mut sent = request(&sim, &key, None, method.clone(), path);
        if !body.is_null() {
            sent = sent.json(&body);
        }
        let refused = sent.send().await.unwrap();
        assert_eq!(refused.status(), 403, "{method} {path}");
    }
    let own = format!("/org/projects/{mine}");
    for (method, path, body) in [
        (Method::PATCH, own.clone(), json!({"status": "archived"})),
        (Method::DELETE, own.clone(), json!(null)),
        (
            Method::PATCH,
            format!("{own}/limits"),
            json!({"max_concurrent_sessions": 1}),
        ),
    ] {
        let mut sent = request(&sim, &key, None, method.clone(), &path);
        if !body.is_null() {
            sent = sent.json(&body);
        }
        assert_eq!(sent.send().await.unwrap().status(), 403, "{method} {path}");
    }
    let renamed = request(&sim, &key, None, Method::PATCH, &own)
        .json(&json!({"name": "mine-renamed"}))
        .send()
        .await
        .unwrap();
    assert_eq!(json_ok(renamed).await["name"], "mine-renamed");
    let theirs_path = format!("/org/projects/{theirs}");
    let hidden = request(&sim, &key, None, Method::GET, &theirs_path)
        .send()
        .await
        .unwrap();
    assert_eq!(hidden.status(), 403, "another project is not the key's");
}

#[tokio::test]
async fn a_header_naming_another_project_is_403_on_the_organizations_routes_too() {
    let sim = Sim::start().await;
    let Setup { theirs, key, .. } = setup(&sim).await;
    for path in [
        "/org/credential_providers",
        "/org/limits",
        "/org/projects",
        "/apps",
    ] {
        let across = request(&sim, &key, Some(&theirs), Method::GET, path)
            .send()
            .await
            .unwrap();
        assert_eq!(across.status(), 403, "{path}");
        let plain = request(&sim, &key, None, Method::GET, path)
            .send()
            .await
            .unwrap();
        assert_eq!(plain.status(), 200, "{path}");
    }
}
