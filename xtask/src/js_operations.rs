//! Each resource's operations as the package's JavaScript runs them
//! (`src/js/generated/operations/<resource>.js`), loaded at the first call
//! of one of them: the method and path, the tables of the body and query
//! (faults.js checks them before sending), and the check of the answer,
//! with every record these use (js_records.rs); the answer's table is in
//! generated/answers.js (js_answers.rs), read only when its check fails. A
//! module is a function of the check helpers (src/js/checks.js), which
//! client.js passes in.
//!
//! An operation is `{ method, path, body, bodyOptional, form, bytes, query,
//! answer, accept, download, check, key, ends }`: `form` (src/js/form.js)
//! makes an upload's multipart body from its params; `bytes` says the
//! argument before the query is the body's bytes, sent as they are;
//! `answer` is 0 (nothing), 1 (a record), 2 (a page of a list), 3 (an event
//! stream) or 4 (bytes, of media type `accept`: a download, whose progress
//! `download`, src/js/download.js, counts); `check` the check of a parsed answer (of
//! each event of a stream, of a page's array), `key` its table's key in
//! generated/answers.js; `ends` the
//! `[member, ...values]` after which the service ends a stream.

use browser_cloud_api::schema::Ty;
use browser_cloud_api::{Answer, Body, OperationDef, RESOURCES};

use crate::catalog::{operations_of, Catalog};
use crate::js_records::{check_of, record_in, table_type, RecordsModule};
use crate::names::js_quoted;
use crate::output::{GeneratedFile, JS_HEADER};

/// Where the operations modules are written.
pub const DIR: &str = "src/js/generated/operations";

/// The module of resource `path`'s operations, from the generated folder.
pub fn module_path(path: &str) -> String {
    format!("./operations/{path}.js")
}

/// Every operations module: one per resource with operations.
pub fn files(catalog: &Catalog) -> Vec<GeneratedFile> {
    RESOURCES
        .iter()
        .filter(|r| operations_of(r.path).next().is_some())
        .map(|r| GeneratedFile::new(&format!("{DIR}/{}.js", r.path), module(catalog, r.path)))
        .collect()
}

fn module(catalog: &Catalog, path: &'static str) -> String {
    let mut records = RecordsModule::new(catalog);
    let mut operations = String::new();
    for op in operations_of(path) {
        operations.push_str(&format!(
            "    /** `{} {}` */\n    {}: {},\n",
            op.method.as_str(),
            op.path,
            js_quoted(op.js_name),
            descriptor(op, &mut records)
        ));
    }
    let mut out = String::from(JS_HEADER);
    out.push_str(&format!(
        "\n// The operations of `client.{path}`, loaded at the first call of one of\n\
         // them, made from the check helpers `h` (src/js/checks.js); what each\n\
         // member is: xtask/src/js_operations.rs.\n"
    ));
    if operations_of(path).any(|op| op.download().is_some()) {
        out.push_str("import { counted } from '../../download.js';\n");
    }
    if operations_of(path).any(|op| op.is_upload()) {
        out.push_str("import { formOf } from '../../form.js';\n");
    }
    // A named function: webpack gives an anonymous default export a name
    // at run time, with a helper of its own in every page's runtime.
    out.push_str("\nexport default function operations(h) {\n");
    out.push_str(&records.body("  "));
    out.push_str("  return {\n");
    out.push_str(&operations);
    out.push_str("  };\n}\n");
    out
}

fn descriptor(op: &OperationDef, records: &mut RecordsModule) -> String {
    let mut members = vec![
        format!("method: {}", js_quoted(op.method.as_str())),
        format!("path: {}", js_quoted(op.path)),
    ];
    match op.body {
        Body::Empty => {}
        Body::Json(ty) => members.push(format!("body: {}", table(ty, true, records))),
        Body::OptionalJson(ty) => {
            members.push(format!("body: {}", table(ty, true, records)));
            members.push("bodyOptional: true".into());
        }
        Body::Multipart(ty) => {
            members.push(format!("body: {}", table(ty, true, records)));
            members.push("form: formOf".into());
        }
        Body::Raw => members.push("bytes: true".into()),
    }
    if let Some(query) = op.query {
        members.push(format!("query: {}", table(query, true, records)));
    }
    let (answer, ty) = match op.answer {
        Answer::Nothing => (0, None),
        Answer::Record(ty) => (1, Some(ty)),
        Answer::Page(ty) => (2, Some(ty)),
        Answer::Stream(stream) => (3, Some(stream.event)),
        Answer::Binary(_) => (4, None),
    };
    members.push(format!("answer: {answer}"));
    if let Some(media) = op.download() {
        members.push(format!("accept: {}", js_quoted(media)));
        members.push("download: counted".into());
    }
    if let Some(ty) = ty {
        let check = check_of(ty);
        for helper in [
            "isArrayOf",
            "isMapOf",
            "isString",
            "isBoolean",
            "isInteger",
            "isNumber",
            "isAny",
        ] {
            if check.contains(helper) {
                records.uses_helper(helper);
            }
        }
        if let Some(named) = record_in(ty) {
            records.declare_check(named);
        }
        members.push(format!("check: {check}"));
        members.push(format!("key: {}", js_quoted(&answer_key(op))));
    }
    if let Answer::Stream(stream) = op.answer {
        if let Some(end) = stream.ends {
            let values: Vec<String> = std::iter::once(end.member)
                .chain(end.while_values.iter().copied())
                .map(js_quoted)
                .collect();
            members.push(format!("ends: [{}]", values.join(", ")));
        }
    }
    format!("{{ {} }}", members.join(", "))
}

/// The table of `ty`, its records declared in the module.
fn table(ty: &Ty, strict: bool, records: &mut RecordsModule) -> String {
    if let Some(named) = record_in(ty) {
        records.declare(named);
    }
    table_type(ty, strict)
}

/// The key of `op`'s answer table in generated/answers.js: its resource
/// and name.
pub fn answer_key(op: &OperationDef) -> String {
    format!("{}.{}", op.resource, op.js_name)
}
