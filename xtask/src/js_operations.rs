//! Each resource's operations as the package's JavaScript runs them
//! (`src/js/generated/operations/<resource>.js`), loaded at the first call
//! of one of them: the method and path, the tables of the body and query
//! (faults.js checks them before sending), and the check and table of the
//! answer.
//!
//! An operation is `{ method, path, body, bodyOptional, query, answer,
//! check, type, ends }`: `answer` is 0 (nothing), 1 (a record), 2 (a page
//! of a list) or 3 (an event stream); `check` the check of a parsed answer
//! (of each event of a stream, of a page's array), `type` its table;
//! `ends` the `[member, ...values]` after which the service ends a stream.

use browser_cloud_api::schema::Ty;
use browser_cloud_api::{Answer, Body, OperationDef, RESOURCES};

use crate::catalog::{operations_of, Catalog, Named};
use crate::js_records::{check_of, table_type};
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

fn module(catalog: &Catalog, path: &str) -> String {
    let mut body = String::new();
    let mut used: Vec<(String, String)> = Vec::new();
    body.push_str("\nexport default {\n");
    for op in operations_of(path) {
        body.push_str(&format!(
            "  /** `{} {}` */\n  {}: {},\n",
            op.method.as_str(),
            op.path,
            js_quoted(op.js_name),
            descriptor(op, catalog, &mut used)
        ));
    }
    body.push_str("};\n");
    let mut out = String::from(JS_HEADER);
    out.push_str(&format!(
        "\n// The operations of `client.{path}`, loaded at the first call of one of\n// them (resources.js); what each member is: xtask/src/js_operations.rs.\n"
    ));
    let helpers: Vec<&str> = [
        "isArrayOf",
        "isMapOf",
        "isString",
        "isBoolean",
        "isInteger",
        "isNumber",
        "isAny",
    ]
    .into_iter()
    .filter(|helper| body.contains(helper))
    .collect();
    if !helpers.is_empty() {
        out.push_str(&format!(
            "import {{ {} }} from '../../checks.js';\n",
            helpers.join(", ")
        ));
    }
    let mut groups: Vec<&String> = used.iter().map(|(group, _)| group).collect();
    groups.sort();
    groups.dedup();
    for group in groups {
        let mut names: Vec<&str> = used
            .iter()
            .filter(|(g, _)| g == group)
            .map(|(_, n)| n.as_str())
            .collect();
        names.sort();
        names.dedup();
        out.push_str(&format!(
            "import {{ {} }} from '../records/{group}.js';\n",
            names.join(", ")
        ));
    }
    out.push_str(&body);
    out
}

fn descriptor(op: &OperationDef, catalog: &Catalog, used: &mut Vec<(String, String)>) -> String {
    let mut members = vec![
        format!("method: {}", js_quoted(op.method.as_str())),
        format!("path: {}", js_quoted(op.path)),
    ];
    match op.body {
        Body::Empty => {}
        Body::Json(ty) => members.push(format!("body: {}", table(ty, true, catalog, used))),
        Body::OptionalJson(ty) => {
            members.push(format!("body: {}", table(ty, true, catalog, used)));
            members.push("bodyOptional: true".into());
        }
    }
    if let Some(query) = op.query {
        members.push(format!("query: {}", table(query, true, catalog, used)));
    }
    let (answer, ty) = match op.answer {
        Answer::Nothing => (0, None),
        Answer::Record(ty) => (1, Some(ty)),
        Answer::Page(ty) => (2, Some(ty)),
        Answer::Stream(stream) => (3, Some(stream.event)),
    };
    members.push(format!("answer: {answer}"));
    if let Some(ty) = ty {
        members.push(format!("check: {}", check(ty, catalog, used)));
        members.push(format!("type: {}", table(ty, false, catalog, used)));
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

/// The table of `ty`, noting the records it names.
fn table(ty: &Ty, strict: bool, catalog: &Catalog, used: &mut Vec<(String, String)>) -> String {
    note(ty, false, catalog, used);
    table_type(ty, strict)
}

/// The check of `ty`, noting the records it names.
fn check(ty: &Ty, catalog: &Catalog, used: &mut Vec<(String, String)>) -> String {
    note(ty, true, catalog, used);
    check_of(ty)
}

fn note(ty: &Ty, check: bool, catalog: &Catalog, used: &mut Vec<(String, String)>) {
    let named = match ty {
        Ty::Object(def) => Named::Object(def),
        Ty::Union(def) => Named::Union(def),
        Ty::Array(item) | Ty::Map(item) => return note(item, check, catalog, used),
        _ => return,
    };
    let group = catalog.entry(named).group.clone();
    let name = if check {
        crate::js_records::check_name(named.name())
    } else {
        named.name().to_owned()
    };
    used.push((group, name));
}
