//! A multipart body as its parts, the form an upload sends
//! (`Body::Multipart`): each member a part under its name, an array's items
//! under `name[0]`, `name[1]`…, a record's or a map's members under
//! `name[key]`. The transport turns the parts into the browser's
//! `FormData`, which writes the body and its boundary.

use std::collections::BTreeMap;

use crate::protocol::model::{Nullable, Upload};

/// One part's value.
#[derive(Clone, Debug, PartialEq)]
pub enum Part {
    /// A text part.
    Text(String),
    /// A file part.
    File(Upload),
}

/// A multipart body: its parts' names and values, in order.
pub type Form = Vec<(String, Part)>;

/// A value that writes itself into a form as parts under `name` (the
/// generated records of multipart bodies, and what their members hold).
pub trait FormField {
    /// Adds this value's parts under `name` (a record at the top of the
    /// body: `name` empty, its members under their own names).
    fn write_parts(&self, name: &str, form: &mut Form);
}

/// The name of member `key` within `name`: `key` alone at the top.
pub fn form_key(name: &str, key: &str) -> String {
    if name.is_empty() {
        key.to_owned()
    } else {
        format!("{name}[{key}]")
    }
}

impl FormField for String {
    fn write_parts(&self, name: &str, form: &mut Form) {
        form.push((name.to_owned(), Part::Text(self.clone())));
    }
}

impl FormField for bool {
    fn write_parts(&self, name: &str, form: &mut Form) {
        let text = if *self { "true" } else { "false" };
        form.push((name.to_owned(), Part::Text(text.to_owned())));
    }
}

macro_rules! numbers {
    ($($number:ty),+) => {$(
        impl FormField for $number {
            fn write_parts(&self, name: &str, form: &mut Form) {
                form.push((name.to_owned(), Part::Text(self.to_string())));
            }
        }
    )+};
}
numbers!(u32, u64, i64, f64);

impl FormField for Upload {
    fn write_parts(&self, name: &str, form: &mut Form) {
        form.push((name.to_owned(), Part::File(self.clone())));
    }
}

impl<T: FormField> FormField for Option<T> {
    fn write_parts(&self, name: &str, form: &mut Form) {
        if let Some(value) = self {
            value.write_parts(name, form);
        }
    }
}

/// `null` has no part: an omitted and a `null` member send the same.
impl<T: FormField> FormField for Nullable<T> {
    fn write_parts(&self, name: &str, form: &mut Form) {
        if let Nullable::Value(value) = self {
            value.write_parts(name, form);
        }
    }
}

impl<T: FormField> FormField for Vec<T> {
    fn write_parts(&self, name: &str, form: &mut Form) {
        for (index, item) in self.iter().enumerate() {
            item.write_parts(&format!("{name}[{index}]"), form);
        }
    }
}

impl<T: FormField> FormField for BTreeMap<String, T> {
    fn write_parts(&self, name: &str, form: &mut Form) {
        for (key, value) in self {
            value.write_parts(&form_key(name, key), form);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::model::{FsUploadFile, FsUploadParams};

    #[test]
    fn an_upload_is_its_members_parts_in_order_items_by_index() {
        let params = FsUploadParams::new(vec![
            FsUploadFile::new("/tmp/a.txt", Upload::from_bytes(b"a".to_vec())),
            FsUploadFile::new("/tmp/b.bin", Upload::from_bytes(vec![0, 1])),
        ]);
        let mut form = Form::new();
        params.write_parts("", &mut form);
        let names: Vec<&str> = form.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(
            names,
            [
                "files[0][dest_path]",
                "files[0][file]",
                "files[1][dest_path]",
                "files[1][file]"
            ]
        );
        assert_eq!(form[0].1, Part::Text("/tmp/a.txt".into()));
        assert_eq!(form[3].1, Part::File(Upload::from_bytes(vec![0, 1])));
    }

    #[test]
    fn maps_write_keys_and_options_write_only_what_is_set() {
        let mut form = Form::new();
        let map = BTreeMap::from([("env".to_owned(), Some(1u32)), ("off".to_owned(), None)]);
        map.write_parts("tags", &mut form);
        true.write_parts("flag", &mut form);
        assert_eq!(
            form,
            [
                ("tags[env]".to_owned(), Part::Text("1".into())),
                ("flag".to_owned(), Part::Text("true".into())),
            ]
        );
    }
}
