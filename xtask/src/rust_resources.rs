//! The Rust resource tree (`src/generated/resources.rs`): a struct per
//! resource, its methods one line each into the client's one call path,
//! and the client's accessors of the top-level resources. The SDK's
//! helpers are written by hand beside them (`src/client/helpers/`).

use browser_cloud_api::schema::Ty;
use browser_cloud_api::{Answer, Body, OperationDef, ResourceDef, RESOURCES};

use crate::catalog::{children, operations_of, top_levels};
use crate::names::{rust_ident, screaming, snake, wrapped};
use crate::output::{GeneratedFile, RUST_HEADER};
use crate::rust_model::rust_type;

/// `src/generated/resources.rs`.
pub fn file() -> GeneratedFile {
    let mut out = String::from(RUST_HEADER);
    out.push_str(
        "\n//! The resources of the Rust API: `client.projects().limits().retrieve(id)`.\n//! Each method builds its call and hands it to the client's one call path.\n\n\
         use crate::client::{Call, Client, EventStream, Page, RequestBuilder};\n\
         use crate::model::*;\n\
         use crate::protocol::api;\n",
    );
    out.push_str("\nimpl Client {\n");
    for (i, top) in top_levels().into_iter().enumerate() {
        let resource = resource(top);
        if i > 0 {
            out.push('\n');
        }
        doc(&mut out, "    ", resource.doc.text());
        out.push_str(&format!(
            "    pub fn {}(&self) -> {}<'_> {{\n        {} {{ client: self }}\n    }}\n",
            rust_ident(&snake(top)),
            type_name(resource),
            type_name(resource)
        ));
    }
    out.push_str("}\n");
    for resource in RESOURCES {
        out.push('\n');
        resource_struct(&mut out, resource);
    }
    GeneratedFile::new("src/generated/resources.rs", out)
}

fn resource(path: &str) -> &'static ResourceDef {
    RESOURCES
        .iter()
        .find(|r| r.path == path)
        .unwrap_or_else(|| panic!("resource {path} is not in RESOURCES"))
}

/// The name of a resource's type: its Rust struct's and its TypeScript
/// interface's.
pub fn type_name(resource: &ResourceDef) -> String {
    format!("{}Resource", resource.name)
}

fn doc(out: &mut String, indent: &str, text: &str) {
    out.push_str(&wrapped(text, &format!("{indent}/// "), 100));
}

fn resource_struct(out: &mut String, resource: &ResourceDef) {
    let name = type_name(resource);
    doc(out, "", resource.doc.text());
    out.push_str(&format!(
        "#[derive(Clone, Copy)]\npub struct {name}<'c> {{\n    pub(crate) client: &'c Client,\n}}\n\nimpl<'c> {name}<'c> {{\n"
    ));
    let mut first = true;
    for child in children(resource.path) {
        if !first {
            out.push('\n');
        }
        first = false;
        let leaf = child.path.rsplit('.').next().unwrap_or_default();
        doc(out, "    ", child.doc.text());
        out.push_str(&format!(
            "    pub fn {}(&self) -> {}<'c> {{\n        {} {{ client: self.client }}\n    }}\n",
            rust_ident(&snake(leaf)),
            type_name(child),
            type_name(child)
        ));
    }
    for op in operations_of(resource.path) {
        if !first {
            out.push('\n');
        }
        first = false;
        method(out, op);
    }
    out.push_str("}\n");
}

/// The Rust arguments of `op`'s method: each path parameter, then its body
/// (the bytes of one that sends bytes) and its query, as `(name, type)`.
pub fn arguments(op: &OperationDef) -> Vec<(String, String)> {
    let mut args: Vec<(String, String)> = op
        .path_params()
        .map(|name| (rust_ident(name), "&str".to_owned()))
        .collect();
    match op.body {
        Body::Empty => {}
        Body::Json(ty) | Body::OptionalJson(ty) | Body::Multipart(ty) => {
            args.push(("params".into(), format!("&{}", rust_type(ty))))
        }
        Body::Raw => args.push(("contents".into(), "Upload".into())),
    }
    if let Some(query) = op.query {
        args.push(("query".into(), format!("&{}", rust_type(query))));
    }
    args
}

/// What awaiting `op`'s method gives.
pub fn result_type(op: &OperationDef) -> String {
    match op.answer {
        Answer::Nothing => "()".into(),
        Answer::Record(ty) => rust_type(ty),
        Answer::Page(Ty::Array(item)) => format!("Page<{}>", rust_type(item)),
        Answer::Page(other) => panic!("{}: a page is an array, not {other:?}", op.name),
        Answer::Stream(stream) => format!("EventStream<{}>", rust_type(stream.event)),
        Answer::Binary(_) => "Vec<u8>".into(),
    }
}

fn method(out: &mut String, op: &OperationDef) {
    let text = format!("{}\n\n`{} {}`", op.doc.text(), op.method.as_str(), op.path);
    doc(out, "    ", &text);
    let args: Vec<String> = arguments(op)
        .iter()
        .map(|(name, ty)| format!("{name}: {ty}"))
        .collect();
    let mut call = format!("Call::new(&api::{})", screaming(op.name));
    for param in op.path_params() {
        call.push_str(&format!(".path({})", rust_ident(param)));
    }
    let mut fallible = false;
    if op.is_upload() {
        call.push_str(".form(params)");
        fallible = true;
    } else if op.is_raw() {
        call.push_str(".bytes(contents)");
    } else if op.body_type().is_some() {
        call.push_str(".body(params)");
        fallible = true;
    }
    if op.query.is_some() {
        call = if fallible {
            format!("{call}.and_then(|call| call.query(query))")
        } else {
            format!("{call}.query(query)")
        };
        fallible = true;
    }
    if !fallible {
        call = format!("Ok({call})");
    }
    let finish = match op.answer {
        Answer::Nothing => "nothing",
        Answer::Record(_) => "json",
        Answer::Page(_) => "page",
        Answer::Stream(_) => "events",
        Answer::Binary(_) => "bytes",
    };
    out.push_str(&format!(
        "    pub fn {}(&self{}) -> RequestBuilder<'c, {}> {{\n        RequestBuilder::{finish}(self.client, {call})\n    }}\n",
        rust_ident(&snake(op.js_name)),
        args.iter().map(|a| format!(", {a}")).collect::<String>(),
        result_type(op),
    ));
}
