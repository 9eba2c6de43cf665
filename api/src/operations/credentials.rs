//! Stored credentials and their one-time codes.

use super::{list_of, object, operations, Method, OperationDef};
use crate::records::{
    CREDENTIAL, CREDENTIAL_CREATE, CREDENTIAL_TOTP_CODE, CREDENTIAL_UPDATE, LIST_CREDENTIALS_QUERY,
};

operations! {
    CREATE_CREDENTIAL = op("credentials", "create", Post, "/credentials",
        "Stores a credential for a site; its values are never answered again.")
        .body(&object(&CREDENTIAL_CREATE))
        .answers(&object(&CREDENTIAL));
    RETRIEVE_CREDENTIAL = op("credentials", "retrieve", Get, "/credentials/{id_or_name}",
        "Reads a credential by ID or name: the names of its values, not the values.")
        .answers(&object(&CREDENTIAL));
    UPDATE_CREDENTIAL = op("credentials", "update", Patch, "/credentials/{id_or_name}",
        "Renames a credential or changes its values (merged by name), SSO provider or TOTP secret.")
        .body(&object(&CREDENTIAL_UPDATE))
        .answers(&object(&CREDENTIAL));
    LIST_CREDENTIALS = op("credentials", "list", Get, "/credentials",
        "One page of the project's credentials; `for await` runs over every item of every page.")
        .query(&object(&LIST_CREDENTIALS_QUERY))
        .pages(&list_of(&object(&CREDENTIAL)));
    DELETE_CREDENTIAL = op("credentials", "delete", Delete, "/credentials/{id_or_name}",
        "Deletes a credential by ID or name.");
    TOTP_CODE_CREDENTIAL = op("credentials", "totpCode", Get, "/credentials/{id_or_name}/totp-code",
        "The current six-digit TOTP code of a credential that has a TOTP secret, and when it expires.")
        .answers(&object(&CREDENTIAL_TOTP_CODE));
}
