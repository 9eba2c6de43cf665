//! The vocabulary of the operation rows: what one operation of the service
//! sends and answers, and how the SDK's two APIs name it. One
//! [`OperationDef`] per operation, in `operations/`; `xtask` generates the
//! Rust resource methods, the JavaScript resource tree and its operation
//! modules, the TypeScript signatures and the README's API table from them.

use crate::method::Method;
use crate::schema::{host_only, Doc, ObjectDef, Ty};

/// One operation of the service.
///
/// Two rows are the same operation only when they are the same row: rows
/// are compared by address.
#[derive(Debug)]
pub struct OperationDef {
    /// Its name, unique: the Rust constant's (`CREATE_CONNECTION`), which
    /// the generated files use in lower case as its key. Empty in wasm32
    /// builds, as every name and text of the row.
    pub name: &'static str,
    /// Its resource in the API trees, dotted (`auth.connections`): a row of
    /// [`RESOURCES`](crate::RESOURCES).
    pub resource: &'static str,
    /// Its JavaScript method name, the official SDK's (`deleteByID`); the
    /// Rust method's is the same in snake_case (`delete_by_id`).
    pub js_name: &'static str,
    /// What it does, in a sentence or two.
    pub doc: Doc,
    /// The HTTP method.
    pub method: Method,
    /// The path, its parameters in braces (`/org/projects/{id_or_name}`).
    /// A parameter's name is its argument's name in Rust (`id_or_name`) and,
    /// in camelCase, in JavaScript (`idOrName`). The last parameter is the
    /// methods' first argument; any before it are members of `params`, as
    /// the official SDK has them.
    pub path: &'static str,
    /// The query it takes: an object (or a union of objects) of strings,
    /// numbers and booleans.
    pub query: Option<&'static Ty>,
    /// The body it sends.
    pub body: Body,
    /// What a success answers.
    pub answer: Answer,
    /// The body of a 409 answer when it carries more than the error record.
    pub conflict: Option<&'static ObjectDef>,
}

impl PartialEq for OperationDef {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Eq for OperationDef {}

/// The body an operation sends.
#[derive(Clone, Copy, Debug)]
pub enum Body {
    /// None.
    Empty,
    /// A JSON body of this type, which the caller must give.
    Json(&'static Ty),
    /// A JSON body of this type; a caller that gives none sends `{}`.
    OptionalJson(&'static Ty),
    /// A `multipart/form-data` body of this object type, which the caller
    /// must give: each member a part of its own, a file's bytes as they
    /// are, a string, number or boolean as its text; an array's items are
    /// `name[0]`, `name[1]`…, an object's or a map's members `name[key]`.
    Multipart(&'static Ty),
    /// The caller's bytes as they are, sent as `application/octet-stream`
    /// (a file's whole contents): the argument before the query.
    Raw,
}

/// What an operation's success answers.
#[derive(Clone, Copy, Debug)]
pub enum Answer {
    /// Nothing (an empty body).
    Nothing,
    /// One JSON value of this type.
    Record(&'static Ty),
    /// One page of a list: a JSON array (this type, `Ty::Array` of the
    /// item's), with the `X-Has-More` and `X-Next-Offset` headers.
    Page(&'static Ty),
    /// A server-sent event stream.
    Stream(&'static StreamDef),
    /// The body's bytes as they are, of this media type (sent as `Accept`):
    /// a file's contents, an archive.
    Binary(&'static str),
}

/// What an event stream sends, and when it ends.
#[derive(Debug)]
pub struct StreamDef {
    /// The type of each event's `data` (besides the `error` and
    /// `sse_heartbeat` events every stream may send).
    pub event: &'static Ty,
    /// When the service ends the stream on its own, if it does.
    pub ends: Option<StreamEnd>,
}

/// An event after which the service ends its stream: one whose top-level
/// member `member` is anything but one of `while_values` (or `null`).
#[derive(Clone, Copy, Debug)]
pub struct StreamEnd {
    /// The member that tells.
    pub member: &'static str,
    /// The values that keep the stream going.
    pub while_values: &'static [&'static str],
}

/// What kind of method an operation is, as the APIs shape it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// One request, one answer.
    Call,
    /// A paged list: awaited for a page, iterated for every item.
    Page,
    /// An event stream, iterated.
    Stream,
    /// One request answered with bytes: a download.
    Binary,
    /// One request that sends files (a multipart body, or bytes as they
    /// are): an upload.
    Upload,
}

impl OperationDef {
    /// The row of operation `name` (see [`OperationDef::name`]), from its
    /// parts. Only the tables' `op` shorthand calls it.
    #[allow(clippy::too_many_arguments)]
    pub const fn new(
        name: &'static str,
        resource: &'static str,
        js_name: &'static str,
        method: Method,
        path: &'static str,
        doc: &'static str,
    ) -> OperationDef {
        OperationDef {
            name: host_only(name),
            resource: host_only(resource),
            js_name: host_only(js_name),
            doc: Doc::new(doc),
            method,
            path,
            query: None,
            body: Body::Empty,
            answer: Answer::Nothing,
            conflict: None,
        }
    }

    /// The same row, sending `ty` as its JSON body.
    pub const fn body(self, ty: &'static Ty) -> OperationDef {
        OperationDef {
            body: Body::Json(ty),
            ..self
        }
    }

    /// The same row, sending `ty` as its JSON body, `{}` when none is given.
    pub const fn optional_body(self, ty: &'static Ty) -> OperationDef {
        OperationDef {
            body: Body::OptionalJson(ty),
            ..self
        }
    }

    /// The same row, taking query `ty`.
    pub const fn query(self, ty: &'static Ty) -> OperationDef {
        OperationDef {
            query: Some(ty),
            ..self
        }
    }

    /// The same row, sending `ty` as a multipart body (an upload).
    pub const fn uploads(self, ty: &'static Ty) -> OperationDef {
        OperationDef {
            body: Body::Multipart(ty),
            ..self
        }
    }

    /// The same row, sending the caller's bytes as its body.
    pub const fn sends_bytes(self) -> OperationDef {
        OperationDef {
            body: Body::Raw,
            ..self
        }
    }

    /// The same row, answering bytes of media type `media` (a download).
    pub const fn downloads(self, media: &'static str) -> OperationDef {
        OperationDef {
            answer: Answer::Binary(media),
            ..self
        }
    }

    /// The same row, answering one `ty`.
    pub const fn answers(self, ty: &'static Ty) -> OperationDef {
        OperationDef {
            answer: Answer::Record(ty),
            ..self
        }
    }

    /// The same row, answering pages of a list of type `list` (an array).
    pub const fn pages(self, list: &'static Ty) -> OperationDef {
        OperationDef {
            answer: Answer::Page(list),
            ..self
        }
    }

    /// The same row, answering the event stream `stream`.
    pub const fn streams(self, stream: &'static StreamDef) -> OperationDef {
        OperationDef {
            answer: Answer::Stream(stream),
            ..self
        }
    }

    /// The same row, its 409 answers carrying `body`.
    pub const fn conflicts_with(self, body: &'static ObjectDef) -> OperationDef {
        OperationDef {
            conflict: Some(body),
            ..self
        }
    }

    /// The kind of method it is.
    pub const fn kind(&self) -> Kind {
        match (self.body, self.answer) {
            (_, Answer::Page(_)) => Kind::Page,
            (_, Answer::Stream(_)) => Kind::Stream,
            (_, Answer::Binary(_)) => Kind::Binary,
            (Body::Multipart(_) | Body::Raw, _) => Kind::Upload,
            (_, Answer::Nothing | Answer::Record(_)) => Kind::Call,
        }
    }

    /// Whether the answer is a server-sent event stream.
    pub const fn is_stream(&self) -> bool {
        matches!(self.answer, Answer::Stream(_))
    }

    /// Whether the answer is one page of a list.
    pub const fn is_list(&self) -> bool {
        matches!(self.answer, Answer::Page(_))
    }

    /// The type of the body sent, if one is (a multipart body's as the
    /// object its parts are the members of; bytes have none).
    pub const fn body_type(&self) -> Option<&'static Ty> {
        match self.body {
            Body::Empty | Body::Raw => None,
            Body::Json(ty) | Body::OptionalJson(ty) | Body::Multipart(ty) => Some(ty),
        }
    }

    /// Whether the body is a multipart form.
    pub const fn is_upload(&self) -> bool {
        matches!(self.body, Body::Multipart(_))
    }

    /// Whether the body is the caller's bytes as they are.
    pub const fn is_raw(&self) -> bool {
        matches!(self.body, Body::Raw)
    }

    /// The media type of the bytes a download answers.
    pub const fn download(&self) -> Option<&'static str> {
        match self.answer {
            Answer::Binary(media) => Some(media),
            _ => None,
        }
    }

    /// The type of the success body: the record, one page (an array), or
    /// one event's `data`; `None` when the success is empty or bytes.
    pub const fn answer_type(&self) -> Option<&'static Ty> {
        match self.answer {
            Answer::Nothing | Answer::Binary(_) => None,
            Answer::Record(ty) | Answer::Page(ty) => Some(ty),
            Answer::Stream(stream) => Some(stream.event),
        }
    }

    /// The type of one item of a page, for a paged list.
    pub const fn item_type(&self) -> Option<&'static Ty> {
        match self.answer {
            Answer::Page(Ty::Array(item)) => Some(item),
            _ => None,
        }
    }

    /// The path's parameters, in order (`["id", "replay_id"]`).
    pub fn path_params(&self) -> impl Iterator<Item = &'static str> {
        let path = self.path;
        path.split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
    }

    /// The path's literal parts around its parameters: one more than there
    /// are parameters (`["/org/projects/", "/limits"]`).
    pub fn path_parts(&self) -> impl Iterator<Item = &'static str> {
        let path = self.path;
        let mut rest = Some(path);
        std::iter::from_fn(move || {
            let text = rest?;
            match text.split_once('{') {
                Some((part, after)) => {
                    rest = after.split_once('}').map(|(_, tail)| tail);
                    Some(part)
                }
                None => {
                    rest = None;
                    Some(text)
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROW: OperationDef = OperationDef::new(
        "stop_replay",
        "browsers.replays",
        "stop",
        Method::Post,
        "/browsers/{id}/replays/{replay_id}/stop",
        "Stops a replay.",
    );

    #[test]
    fn a_path_splits_into_its_parameters_and_the_parts_around_them() {
        assert_eq!(ROW.path_params().collect::<Vec<_>>(), ["id", "replay_id"]);
        assert_eq!(
            ROW.path_parts().collect::<Vec<_>>(),
            ["/browsers/", "/replays/", "/stop"]
        );
        let plain = OperationDef::new("l", "r", "l", Method::Get, "/org/limits", "");
        assert_eq!(plain.path_params().count(), 0);
        assert_eq!(plain.path_parts().collect::<Vec<_>>(), ["/org/limits"]);
        let last = OperationDef::new("r", "r", "r", Method::Get, "/org/projects/{id}", "");
        assert_eq!(
            last.path_parts().collect::<Vec<_>>(),
            ["/org/projects/", ""]
        );
    }

    #[test]
    fn rows_are_the_same_operation_only_when_they_are_the_same_row() {
        static A: OperationDef = ROW;
        static B: OperationDef = ROW;
        assert_eq!(&A, &A);
        assert_ne!(&A, &B);
    }
}
