//! Proxies of the project: created, renamed, listed, deleted and checked.

use super::{list_of, object, operations, Method, OperationDef};
use crate::records::{LIST_PROXIES_QUERY, PROXY, PROXY_CHECK, PROXY_CREATE, PROXY_UPDATE};

operations! {
    CREATE_PROXY = op("proxies", "create", Post, "/proxies",
        "Creates a proxy in the project.")
        .body(&object(&PROXY_CREATE))
        .answers(&object(&PROXY));
    RETRIEVE_PROXY = op("proxies", "retrieve", Get, "/proxies/{id}",
        "Reads a proxy by id.")
        .answers(&object(&PROXY));
    UPDATE_PROXY = op("proxies", "update", Patch, "/proxies/{id}",
        "Renames a proxy, found by id; names may repeat.")
        .body(&object(&PROXY_UPDATE))
        .answers(&object(&PROXY));
    LIST_PROXIES = op("proxies", "list", Get, "/proxies",
        "One page of the project's proxies; `for await` runs over every item of every page.")
        .query(&object(&LIST_PROXIES_QUERY))
        .pages(&list_of(&object(&PROXY)));
    DELETE_PROXY = op("proxies", "delete", Delete, "/proxies/{id}",
        "Deletes a proxy; sessions that use it keep it.");
    CHECK_PROXY = op("proxies", "check", Post, "/proxies/{id}/check",
        "Checks that a proxy gets through, to a given address or the default ones, and answers the proxy with its health.")
        .optional_body(&object(&PROXY_CHECK))
        .answers(&object(&PROXY));
}
