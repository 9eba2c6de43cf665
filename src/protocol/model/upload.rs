//! A file to send in an upload: bytes in memory, or a `Blob` (a `File`)
//! of the page, sent as it is.

use std::fmt;

use serde::{Serialize, Serializer};

/// A file's contents, for a member of an upload (a multipart body): bytes
/// the app holds, or a `Blob` or `File` of the page (an `<input
/// type="file">`'s file, a `fetch` response's blob), which is sent as it
/// is, never copied into the wasm.
#[derive(Clone, PartialEq)]
pub struct Upload {
    pub(crate) contents: Contents,
    pub(crate) file_name: Option<String>,
}

/// Where an upload's bytes are.
#[derive(Clone, PartialEq)]
pub(crate) enum Contents {
    /// Bytes in the wasm's memory.
    Bytes(Vec<u8>),
    /// A `Blob` (or a `File`) of the page.
    Blob(web_sys::Blob),
}

impl Upload {
    /// A file of these bytes.
    pub fn from_bytes(bytes: impl Into<Vec<u8>>) -> Self {
        Upload {
            contents: Contents::Bytes(bytes.into()),
            file_name: None,
        }
    }

    /// A `Blob` or a `File` of the page (`File` derefs to `Blob`; its name
    /// is sent unless [`Upload::file_name`] names it otherwise).
    pub fn from_blob(blob: web_sys::Blob) -> Self {
        Upload {
            contents: Contents::Blob(blob),
            file_name: None,
        }
    }

    /// The same file, sent under `name` (the part's file name; the service
    /// writes it at the member's path whatever its name).
    #[must_use]
    pub fn file_name(mut self, name: impl Into<String>) -> Self {
        self.file_name = Some(name.into());
        self
    }
}

impl fmt::Debug for Upload {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = f.debug_struct("Upload");
        match &self.contents {
            Contents::Bytes(bytes) => out.field("bytes", &bytes.len()),
            Contents::Blob(_) => out.field("blob", &".."),
        };
        out.field("file_name", &self.file_name).finish()
    }
}

/// A file's place in the JSON text a multipart body's check reads: `true`
/// (the parts themselves are written by the form, `client::form`).
impl Serialize for Upload {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_bool(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_tells_the_size_and_never_the_bytes() {
        let upload = Upload::from_bytes(b"secret contents".to_vec()).file_name("a.txt");
        assert_eq!(
            format!("{upload:?}"),
            r#"Upload { bytes: 15, file_name: Some("a.txt") }"#
        );
    }
}
