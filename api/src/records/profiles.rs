//! Browser profiles: their create, update, list and download requests (the
//! record itself, `PROFILE`, is the browser's).

use super::paging::{LIMIT, OFFSET};
use crate::schema::{field, ts_name, value, Doc, EnumDef, ObjectDef, Ty, REQUIRED};

/// Body of the profile create request.
pub static PROFILE_CREATE: ObjectDef = ObjectDef {
    name: ts_name("ProfileCreateParams"),
    doc: Doc::new("Create a browser profile, to load its state into later sessions."),
    fields: &[field(
        "name",
        Ty::NonEmptyStr,
        0,
        "Name of the profile, unique within the project.",
    )],
    rules: &[],
};

/// Body of the profile update request.
pub static PROFILE_UPDATE: ObjectDef = ObjectDef {
    name: ts_name("ProfileUpdateParams"),
    doc: Doc::new("Rename a browser profile."),
    fields: &[field(
        "name",
        Ty::NonEmptyStr,
        REQUIRED,
        "The new name, unique within the project.",
    )],
    rules: &[],
};

/// The query of the profile list.
pub static LIST_PROFILES_QUERY: ObjectDef = ObjectDef {
    name: ts_name("ListProfilesQuery"),
    doc: Doc::new("One page of the project's profiles."),
    fields: &[
        OFFSET,
        LIMIT,
        field(
            "name",
            Ty::Str,
            0,
            "Only the profile with exactly this name.",
        ),
        field(
            "query",
            Ty::Str,
            0,
            "Only profiles whose name or id holds this text, in any case.",
        ),
    ],
    rules: &[],
};

/// The archive formats of a profile's download.
pub static PROFILE_FORMAT: EnumDef = EnumDef {
    name: ts_name("ProfileFormat"),
    doc: Doc::new("How a profile's archive is downloaded."),
    values: &[
        value("tar.zst", "A zstd-compressed tar archive, as it is stored."),
        value("tar", "A tar archive, decompressed."),
    ],
};

/// The query of a profile's download.
pub static PROFILE_DOWNLOAD_QUERY: ObjectDef = ObjectDef {
    name: ts_name("ProfileDownloadQuery"),
    doc: Doc::new("The format of a profile's download."),
    fields: &[field(
        "format",
        Ty::Enum(&PROFILE_FORMAT),
        0,
        "The archive's format; the stored one (`tar.zst`) by default. A legacy profile is \
         JSON whatever the format.",
    )],
    rules: &[],
};
