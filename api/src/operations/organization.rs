//! The organization's concurrency limits.

use super::{object, operations, Method, OperationDef};
use crate::records::{ORG_LIMITS, ORG_LIMITS_UPDATE};

operations! {
    RETRIEVE_ORG_LIMITS = op("organization.limits", "retrieve", Get, "/org/limits",
        "Reads the organization's limits.")
        .answers(&object(&ORG_LIMITS));
    UPDATE_ORG_LIMITS = op("organization.limits", "update", Patch, "/org/limits",
        "Sets the default per-project cap; 0 clears it.")
        .body(&object(&ORG_LIMITS_UPDATE))
        .answers(&object(&ORG_LIMITS));
}
