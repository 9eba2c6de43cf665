//! The package's TypeScript declarations: the records, requests and string
//! sets (`src/js/generated/types.d.ts`) and the resource tree with every
//! method's signature (`src/js/generated/resources.d.ts`).
//!
//! Records keep the wire's snake_case names; `?` marks an optional field and
//! `| null` a nullable one; string sets become string literal unions;
//! objects that take exactly one of several fields (or forms) become unions
//! whose other members are typed `never`, so the compiler enforces the rule
//! too.

use browser_cloud_api::schema::{CrossRule, EnumDef, Field, ObjectDef, Ty, UnionDef};
use browser_cloud_api::{Answer, Body, OperationDef, RESOURCES};

use crate::catalog::{children, methods_of, top_levels, Catalog, Method, Named};
use crate::names::{camel, lower_first, quoted};
use crate::output::{GeneratedFile, JS_HEADER};
use crate::rust_resources::type_name;

const PASSED_THROUGH: &str = "An answer may carry a value added to the service after this \
package was built; it is passed through unchanged.";

/// types.d.ts and resources.d.ts.
pub fn files(catalog: &Catalog) -> Vec<GeneratedFile> {
    vec![
        GeneratedFile::new("src/js/generated/types.d.ts", types(catalog)),
        GeneratedFile::new("src/js/generated/resources.d.ts", resources()),
    ]
}

/// The declarations of every record, request and string set.
pub fn types(catalog: &Catalog) -> String {
    let mut out = String::from(JS_HEADER);
    if catalog.entries.iter().any(|e| holds(e.named, Ty::File)) {
        out.push_str("\n/** A file's bytes, sent as they are: a `Blob` (a `File`), an `ArrayBuffer` or a typed array. */\nexport type Uploadable = Blob | ArrayBuffer | ArrayBufferView;\n");
    }
    for entry in &catalog.entries {
        out.push('\n');
        match entry.named {
            Named::Enum(set) => string_set(&mut out, set, entry.answered),
            Named::Object(def) => object(&mut out, def),
            Named::Union(def) => union(&mut out, def),
        }
    }
    out
}

/// Whether a member of `named` is of the plain type `plain` (`Any`,
/// `File`), or an array or a map of it.
fn holds(named: Named, plain: Ty) -> bool {
    let is = |ty: &Ty| std::mem::discriminant(ty) == std::mem::discriminant(&plain);
    fn within(ty: &Ty, is: &dyn Fn(&Ty) -> bool) -> bool {
        match ty {
            Ty::Array(item) | Ty::Map(item) => within(item, is),
            other => is(other),
        }
    }
    match named {
        Named::Object(def) => def.fields.iter().any(|f| within(&f.ty, &is)),
        _ => false,
    }
}

fn string_set(out: &mut String, set: &EnumDef, answered: bool) {
    let doc = if answered {
        format!("{} {PASSED_THROUGH}", set.doc.text())
    } else {
        set.doc.text().to_string()
    };
    jsdoc(out, "", &doc, false);
    let values: Vec<String> = set.wire_values().map(quoted).collect();
    let line = format!("export type {} = {};\n", set.name, values.join(" | "));
    if line.len() <= 100 {
        out.push_str(&line);
    } else {
        let values = values.join("\n  | ");
        out.push_str(&format!("export type {} =\n  | {values};\n", set.name));
    }
}

fn union(out: &mut String, union: &UnionDef) {
    jsdoc(out, "", union.doc.text(), false);
    let names: Vec<&str> = union.variants.iter().map(|(_, def)| def.name).collect();
    out.push_str(&format!(
        "export type {} = {};\n",
        union.name,
        names.join(" | ")
    ));
}

fn object(out: &mut String, def: &ObjectDef) {
    jsdoc(out, "", def.doc.text(), false);
    let variants = variants(def);
    if variants.is_empty() {
        out.push_str(&format!("export interface {} {{\n", def.name));
        for f in def.fields {
            member(out, "  ", f, f.is_required(), None);
        }
        out.push_str("}\n");
        return;
    }
    out.push_str(&format!("export type {} =\n", def.name));
    const INDENT: &str = "      ";
    for (present, must_be_true, group) in variants {
        out.push_str("  | {\n");
        let form: Vec<String> = (def.fields.iter().enumerate())
            .filter(|(i, _)| group & (1 << i) != 0)
            .map(|(_, f)| format!("`{}`", f.name))
            .collect();
        for (i, f) in def.fields.iter().enumerate() {
            let bit = 1u64 << i;
            if must_be_true & bit != 0 {
                member(out, INDENT, f, true, Some("true"));
            } else if present & bit != 0 {
                member(out, INDENT, f, f.is_required() || group & bit != 0, None);
            } else {
                jsdoc(
                    out,
                    INDENT,
                    &format!("Not allowed with {}.", form.join(" and ")),
                    false,
                );
                member(out, INDENT, f, false, Some("never"));
            }
        }
        out.push_str("    }\n");
    }
    out.pop();
    out.push_str(";\n");
}

/// For an object ruled by exactly-one-of (or forms), each allowed variant as
/// (fields allowed, fields that must be `true`, fields that must be present);
/// empty for other objects. Fields outside an exactly-one-of group keep their
/// declared optionality.
fn variants(def: &ObjectDef) -> Vec<(u64, u64, u64)> {
    let all = (0..def.fields.len()).fold(0u64, |m, i| m | (1 << i));
    for rule in def.rules {
        match rule {
            CrossRule::ExactlyOneOf(group) => {
                let rest = all & !group;
                return (0..def.fields.len())
                    .filter(|i| group & (1 << i) != 0)
                    .map(|i| ((1 << i) | rest, 0, 1 << i))
                    .collect();
            }
            CrossRule::OneOfForms(forms) => {
                return forms
                    .iter()
                    .map(|f| (f.fields, f.must_be_true, f.fields))
                    .collect();
            }
            CrossRule::FalseExcludes { .. } => {}
        }
    }
    Vec::new()
}

/// One member line with its JSDoc; `fixed` replaces the declared type.
fn member(out: &mut String, indent: &str, f: &Field, required: bool, fixed: Option<&str>) {
    if fixed != Some("never") {
        jsdoc(out, indent, f.doc.text(), f.is_deprecated());
    }
    let optional = if required { "" } else { "?" };
    let (ty, null) = match fixed {
        Some(t) => (t.to_string(), ""),
        None if f.is_refused() => ("never".to_string(), ""),
        None if f.is_nullable() => (ts_type(&f.ty), " | null"),
        None => (ts_type(&f.ty), ""),
    };
    out.push_str(&format!("{indent}{}{optional}: {ty}{null};\n", f.name));
}

/// The TypeScript type of a JSON value of `ty`.
pub fn ts_type(ty: &Ty) -> String {
    match ty {
        Ty::Str | Ty::NonEmptyStr | Ty::Uri | Ty::DateTime => "string".into(),
        Ty::Bool => "boolean".into(),
        Ty::Integer(_) | Ty::Number => "number".into(),
        Ty::Any => "unknown".into(),
        Ty::Enum(set) => set.name.into(),
        Ty::Literal(value) => quoted(value),
        Ty::Object(def) => def.name.into(),
        Ty::Union(union) => union.name.into(),
        Ty::Array(item) => format!("{}[]", ts_type(item)),
        Ty::Map(value) => format!("Record<string, {}>", ts_type(value)),
        Ty::File => "Uploadable".into(),
    }
}

fn jsdoc(out: &mut String, indent: &str, doc: &str, deprecated: bool) {
    let doc = doc.split_whitespace().collect::<Vec<_>>().join(" ");
    let doc = doc.replace("*/", "*\\/");
    if deprecated {
        out.push_str(&format!("{indent}/** @deprecated {doc} */\n"));
    } else {
        out.push_str(&format!("{indent}/** {doc} */\n"));
    }
}

/// What JavaScript may give as the bytes a body sends as they are.
const RAW_CONTENTS: &str = "string | ArrayBuffer | ArrayBufferView | Blob";

/// The arguments of a method in JavaScript, in order, as `(name, TypeScript
/// type, optional)`: the path's last parameter, then the body or the query
/// (holding the path's other parameters; after the bytes of a body that
/// sends bytes), then the options.
pub fn arguments(method: Method) -> Vec<(String, String, bool)> {
    let op = method.operation();
    let params: Vec<&str> = op.path_params().collect();
    let mut args = Vec::new();
    if let Some(last) = params.last() {
        args.push((camel(last), "string".to_owned(), false));
    }
    let others: Vec<String> = params[..params.len().saturating_sub(1)]
        .iter()
        .map(|name| format!("{name}: string"))
        .collect();
    let with_others = |ty: String| {
        if others.is_empty() {
            ty
        } else {
            format!("{{ {} }} & {ty}", others.join("; "))
        }
    };
    match (op.body, op.query) {
        (Body::Json(ty), _) => args.push(("params".into(), with_others(ts_type(ty)), false)),
        // An upload's params may be a page's `FormData` (form.js reads it
        // back into members), when the path needs nothing of them.
        (Body::Multipart(ty), _) if others.is_empty() => args.push((
            "params".into(),
            format!("{} | FormData", ts_type(ty)),
            false,
        )),
        (Body::Multipart(ty), _) => args.push(("params".into(), with_others(ts_type(ty)), false)),
        (Body::OptionalJson(ty), _) => {
            args.push(("params".into(), with_others(ts_type(ty)), others.is_empty()))
        }
        (Body::Raw, query) => {
            args.push(("contents".into(), RAW_CONTENTS.to_owned(), false));
            if let Some(query) = query {
                args.push(("params".into(), with_others(ts_type(query)), false));
            }
        }
        (Body::Empty, Some(query)) => args.push((
            "query".into(),
            with_others(ts_type(query)),
            others.is_empty() && all_optional(query),
        )),
        (Body::Empty, None) if !others.is_empty() => args.push((
            "params".into(),
            format!("{{ {} }}", others.join("; ")),
            false,
        )),
        (Body::Empty, None) => {}
    }
    let options = match method {
        Method::Helper(helper) if helper.options == browser_cloud_api::HelperOptions::Wait => {
            "WaitForLoginOptions"
        }
        _ => match op.answer {
            Answer::Page(_) => "ListOptions",
            Answer::Stream(_) => "StreamOptions",
            Answer::Binary(_) => "DownloadOptions",
            _ => "RequestOptions",
        },
    };
    args.push(("options".into(), options.to_owned(), true));
    args
}

fn all_optional(ty: &Ty) -> bool {
    match ty {
        Ty::Object(def) => def.fields.iter().all(|f| !f.is_required()),
        _ => false,
    }
}

/// What a method's call returns, in TypeScript.
pub fn returns(method: Method) -> String {
    let op = method.operation();
    // An operation's promise gives its `Response` too; a helper's runs
    // several requests, and gives its result alone.
    let promise = match method {
        Method::Operation(_) => "APIPromise",
        Method::Helper(_) => "Promise",
    };
    match op.answer {
        Answer::Nothing => format!("{promise}<void>"),
        Answer::Record(ty) => format!("{promise}<{}>", ts_type(ty)),
        Answer::Page(Ty::Array(item)) => format!("PagePromise<{}>", ts_type(item)),
        Answer::Page(other) => panic!("{}: a page is an array, not {other:?}", op.name),
        Answer::Stream(stream) => format!("EventStream<{}>", ts_type(stream.event)),
        Answer::Binary(_) => format!("{promise}<Response>"),
    }
}

fn resources() -> String {
    let mut out = String::from(JS_HEADER);
    for resource in RESOURCES {
        out.push_str(&format!(
            "\n/** `client.{}`: {} */\nexport interface {} {{\n",
            resource.path,
            lower_first(resource.doc.text()),
            type_name(resource)
        ));
        for method in methods_of(resource.path) {
            let all = arguments(method);
            let last = all.len() - 1;
            // An optional object before the options may be `null`, as the
            // official SDK's `params: X | null | undefined = {}`.
            let args: Vec<String> = all
                .into_iter()
                .enumerate()
                .map(|(at, (name, ty, optional))| match (optional, at < last) {
                    (true, true) => format!("{name}?: {ty} | null"),
                    (true, false) => format!("{name}?: {ty}"),
                    (false, _) => format!("{name}: {ty}"),
                })
                .collect();
            out.push_str(&format!(
                "  /** {}{} */\n  {}({}): {};\n",
                method.doc(),
                http(method.operation(), method),
                method.js_name(),
                args.join(", "),
                returns(method)
            ));
        }
        for child in children(resource.path) {
            let leaf = child.path.rsplit('.').next().unwrap_or_default();
            out.push_str(&format!(
                "  /** {} */\n  readonly {leaf}: {};\n",
                child.doc.text(),
                type_name(child)
            ));
        }
        out.push_str("}\n");
    }
    out.push_str("\n/** A client of the service. Call the package's default export (`init()`) once before creating one. */\nexport declare class Client {\n  /** Throws a `ValidationError` naming the option at fault. */\n  constructor(options?: ClientOptions);\n  /** A new client with `options` over this client's own. */\n  withOptions(options: ClientOptions): Client;\n");
    for top in top_levels() {
        let resource = RESOURCES
            .iter()
            .find(|r| r.path == top)
            .unwrap_or_else(|| panic!("resource {top} is not in RESOURCES"));
        out.push_str(&format!(
            "  /** {} */\n  readonly {top}: {};\n",
            resource.doc.text(),
            type_name(resource)
        ));
    }
    out.push_str("}\n");
    out
}

/// ` (`POST /org/projects`)` for an operation; nothing for a helper.
fn http(op: &OperationDef, method: Method) -> String {
    match method {
        Method::Operation(_) => format!(" `{} {}`", op.method.as_str(), op.path),
        Method::Helper(_) => String::new(),
    }
}
