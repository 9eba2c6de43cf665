//! External credential providers of the organization.

use super::{list_of, object, operations, Method, OperationDef};
use crate::records::{
    CREDENTIAL_PROVIDER, CREDENTIAL_PROVIDER_CREATE, CREDENTIAL_PROVIDER_ITEMS,
    CREDENTIAL_PROVIDER_TEST_RESULT, CREDENTIAL_PROVIDER_UPDATE, LIST_CREDENTIAL_PROVIDERS_QUERY,
};

operations! {
    CREATE_CREDENTIAL_PROVIDER = op("credentialProviders", "create", Post, "/org/credential_providers",
        "Adds an external credential provider (1Password) that logins are looked up in.")
        .body(&object(&CREDENTIAL_PROVIDER_CREATE))
        .answers(&object(&CREDENTIAL_PROVIDER));
    RETRIEVE_CREDENTIAL_PROVIDER = op("credentialProviders", "retrieve", Get, "/org/credential_providers/{id}",
        "Reads a credential provider by ID.")
        .answers(&object(&CREDENTIAL_PROVIDER));
    UPDATE_CREDENTIAL_PROVIDER = op("credentialProviders", "update", Patch, "/org/credential_providers/{id}",
        "Renames, reorders, enables or disables a credential provider, or rotates its token.")
        .body(&object(&CREDENTIAL_PROVIDER_UPDATE))
        .answers(&object(&CREDENTIAL_PROVIDER));
    LIST_CREDENTIAL_PROVIDERS = op("credentialProviders", "list", Get, "/org/credential_providers",
        "One page of the organization's credential providers; `for await` runs over every item of every page.")
        .query(&object(&LIST_CREDENTIAL_PROVIDERS_QUERY))
        .pages(&list_of(&object(&CREDENTIAL_PROVIDER)));
    DELETE_CREDENTIAL_PROVIDER = op("credentialProviders", "delete", Delete, "/org/credential_providers/{id}",
        "Deletes a credential provider by ID.");
    LIST_ITEMS_CREDENTIAL_PROVIDER = op("credentialProviders", "listItems", Get, "/org/credential_providers/{id}/items",
        "The login items the provider holds.")
        .answers(&object(&CREDENTIAL_PROVIDER_ITEMS));
    TEST_CREDENTIAL_PROVIDER = op("credentialProviders", "test", Post, "/org/credential_providers/{id}/test",
        "Checks the provider's token, and lists the vaults it reaches.")
        .answers(&object(&CREDENTIAL_PROVIDER_TEST_RESULT));
}
