//! Apps, deployments and invocations: code deployed to the service, built
//! into app versions, and the runs of their actions.

use super::{list_of, object, operations, Method, OperationDef};
use crate::operation::{StreamDef, StreamEnd};
use crate::records::{
    APP_VERSION, DEPLOYMENT, DEPLOYMENT_CREATE, DEPLOYMENT_EVENT, FOLLOW_QUERY, INVOCATION,
    INVOCATION_BROWSERS, INVOCATION_CREATE, INVOCATION_CREATED, INVOCATION_EVENT,
    INVOCATION_UPDATE, LIST_APPS_QUERY, LIST_DEPLOYMENTS_QUERY, LIST_INVOCATIONS_QUERY,
};
use crate::schema::Ty;

/// A deployment's events: the service ends the stream after the first
/// state whose deployment is no longer queued or building.
static DEPLOYMENT_EVENTS: StreamDef = StreamDef {
    event: &Ty::Union(&DEPLOYMENT_EVENT),
    ends: Some(StreamEnd {
        member: "deployment.status",
        while_values: &["queued", "in_progress"],
    }),
};

/// An invocation's events: the service ends the stream after the first
/// state whose invocation succeeded or failed.
static INVOCATION_EVENTS: StreamDef = StreamDef {
    event: &Ty::Union(&INVOCATION_EVENT),
    ends: Some(StreamEnd {
        member: "invocation.status",
        while_values: &["queued", "running"],
    }),
};

operations! {
    LIST_APPS = op("apps", "list", Get, "/apps",
        "One page of app versions; `for await` runs over every item of every page.")
        .query(&object(&LIST_APPS_QUERY))
        .pages(&list_of(&object(&APP_VERSION)));
    CREATE_DEPLOYMENT = op("deployments", "create", Post, "/deployments",
        "Uploads a zip archive of an application's source and starts building it into an app version.")
        .uploads(&object(&DEPLOYMENT_CREATE))
        .answers(&object(&DEPLOYMENT));
    RETRIEVE_DEPLOYMENT = op("deployments", "retrieve", Get, "/deployments/{id}",
        "Reads a deployment and the status of its build.")
        .answers(&object(&DEPLOYMENT));
    LIST_DEPLOYMENTS = op("deployments", "list", Get, "/deployments",
        "One page of deployments; `for await` runs over every item of every page.")
        .query(&object(&LIST_DEPLOYMENTS_QUERY))
        .pages(&list_of(&object(&DEPLOYMENT)));
    DELETE_DEPLOYMENT = op("deployments", "delete", Delete, "/deployments/{id}",
        "Stops a deployment and marks it for deletion; one already stopped or failed is left as it is.");
    FOLLOW_DEPLOYMENT = op("deployments", "follow", Get, "/deployments/{id}/events",
        "The deployment's build logs and states, until it is running, failed or stopped.")
        .query(&object(&FOLLOW_QUERY))
        .streams(&DEPLOYMENT_EVENTS);
    CREATE_INVOCATION = op("invocations", "create", Post, "/invocations",
        "Runs an action of an app version; unless `async`, answers when the run ends.")
        .body(&object(&INVOCATION_CREATE))
        .answers(&object(&INVOCATION_CREATED));
    RETRIEVE_INVOCATION = op("invocations", "retrieve", Get, "/invocations/{id}",
        "Reads an invocation.")
        .answers(&object(&INVOCATION));
    UPDATE_INVOCATION = op("invocations", "update", Patch, "/invocations/{id}",
        "Ends a running invocation with a final status and output.")
        .body(&object(&INVOCATION_UPDATE))
        .answers(&object(&INVOCATION));
    LIST_INVOCATIONS = op("invocations", "list", Get, "/invocations",
        "One page of invocations, newest first; `for await` runs over every item of every page.")
        .query(&object(&LIST_INVOCATIONS_QUERY))
        .pages(&list_of(&object(&INVOCATION)));
    DELETE_INVOCATION_BROWSERS = op("invocations", "deleteBrowsers", Delete, "/invocations/{id}/browsers",
        "Deletes every browser session the invocation made.");
    FOLLOW_INVOCATION = op("invocations", "follow", Get, "/invocations/{id}/events",
        "The invocation's logs and states, until it succeeded or failed.")
        .query(&object(&FOLLOW_QUERY))
        .streams(&INVOCATION_EVENTS);
    LIST_INVOCATION_BROWSERS = op("invocations", "listBrowsers", Get, "/invocations/{id}/browsers",
        "The browser sessions the invocation made and has not deleted.")
        .answers(&object(&INVOCATION_BROWSERS));
}
