//! Projects of the organization and their limit overrides.

use super::{list_of, object, operations, Method, OperationDef};
use crate::records::{
    LIST_PROJECTS_QUERY, PROJECT, PROJECT_CREATE, PROJECT_LIMITS, PROJECT_LIMITS_UPDATE,
    PROJECT_UPDATE,
};

operations! {
    CREATE_PROJECT = op("projects", "create", Post, "/org/projects",
        "Creates a project; names are unique in the organization.")
        .body(&object(&PROJECT_CREATE))
        .answers(&object(&PROJECT));
    RETRIEVE_PROJECT = op("projects", "retrieve", Get, "/org/projects/{id_or_name}",
        "Reads a project by id or by name.")
        .answers(&object(&PROJECT));
    UPDATE_PROJECT = op("projects", "update", Patch, "/org/projects/{id}",
        "Renames, archives or reactivates a project.")
        .body(&object(&PROJECT_UPDATE))
        .answers(&object(&PROJECT));
    LIST_PROJECTS = op("projects", "list", Get, "/org/projects",
        "One page of projects; `for await` runs over every item of every page.")
        .query(&object(&LIST_PROJECTS_QUERY))
        .pages(&list_of(&object(&PROJECT)));
    DELETE_PROJECT = op("projects", "delete", Delete, "/org/projects/{id}",
        "Deletes an empty project.");
    RETRIEVE_PROJECT_LIMITS = op("projects.limits", "retrieve", Get, "/org/projects/{id}/limits",
        "Reads a project's limit overrides.")
        .answers(&object(&PROJECT_LIMITS));
    UPDATE_PROJECT_LIMITS = op("projects.limits", "update", Patch, "/org/projects/{id}/limits",
        "Sets a project's limit overrides; 0 clears a cap.")
        .body(&object(&PROJECT_LIMITS_UPDATE))
        .answers(&object(&PROJECT_LIMITS));
}
