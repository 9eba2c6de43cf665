//! Browser profiles: saved browser state, by id or by name.

use super::{list_of, object, operations, Method, OperationDef};
use crate::records::{
    LIST_PROFILES_QUERY, PROFILE, PROFILE_CREATE, PROFILE_DOWNLOAD_QUERY, PROFILE_UPDATE,
};

operations! {
    CREATE_PROFILE = op("profiles", "create", Post, "/profiles",
        "Creates a browser profile, whose state later sessions can load and save.")
        .body(&object(&PROFILE_CREATE))
        .answers(&object(&PROFILE));
    RETRIEVE_PROFILE = op("profiles", "retrieve", Get, "/profiles/{id_or_name}",
        "Reads a profile by id or by name.")
        .answers(&object(&PROFILE));
    UPDATE_PROFILE = op("profiles", "update", Patch, "/profiles/{id_or_name}",
        "Renames a profile, found by id or by name; the new name must be free in the project.")
        .body(&object(&PROFILE_UPDATE))
        .answers(&object(&PROFILE));
    LIST_PROFILES = op("profiles", "list", Get, "/profiles",
        "One page of the project's profiles; `for await` runs over every item of every page.")
        .query(&object(&LIST_PROFILES_QUERY))
        .pages(&list_of(&object(&PROFILE)));
    DELETE_PROFILE = op("profiles", "delete", Delete, "/profiles/{id_or_name}",
        "Deletes a profile, found by id or by name.");
    DOWNLOAD_PROFILE = op("profiles", "download", Get, "/profiles/{id_or_name}/download",
        "Downloads a profile's archive: its bytes (in JavaScript, the `Response` whose body they are).")
        .query(&object(&PROFILE_DOWNLOAD_QUERY))
        .downloads("application/octet-stream");
}
