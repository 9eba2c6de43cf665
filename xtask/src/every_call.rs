//! The host test's list of every method of the Rust API
//! (`tests/generated/every_call.rs`): each called once with sample
//! arguments, so that the test can hold every one to failing with
//! `UnsupportedPlatform` off wasm32.

use browser_cloud_api::schema::{Field, ObjectDef, Ty};
use browser_cloud_api::{Body, HelperOptions, RESOURCES};

use crate::catalog::{methods_of, Method};
use crate::names::{pascal, rust_ident, snake};
use crate::output::{GeneratedFile, RUST_HEADER};

/// `tests/generated/every_call.rs`.
pub fn file() -> GeneratedFile {
    let mut out = String::from(RUST_HEADER);
    out.push_str(
        "\n//! Every method of the Rust API, each called once with sample arguments.\n\n\
         use browser_cloud_sdk::model::*;\n\
         use browser_cloud_sdk::{Client, Error, WaitOptions};\n\n\
         use super::{failed, now};\n\n\
         /// Every method of the API, each awaited once: (its call from the\n\
         /// client, the error it failed with).\n\
         pub fn every_call(client: &Client) -> Vec<(&'static str, Error)> {\n    vec![\n",
    );
    for resource in RESOURCES {
        for method in methods_of(resource.path) {
            let path = rust_path(resource.path, method);
            out.push_str(&format!(
                "        ({:?}, failed(now(client.{path}({})))),\n",
                path,
                arguments(method).join(", ")
            ));
        }
    }
    out.push_str("    ]\n}\n\n/// How many methods the API has.\npub const METHODS: usize = ");
    let count = RESOURCES
        .iter()
        .map(|r| methods_of(r.path).len())
        .sum::<usize>();
    out.push_str(&format!("{count};\n"));
    GeneratedFile::new("tests/generated/every_call.rs", out)
}

/// `auth().connections().create`.
fn rust_path(resource: &str, method: Method) -> String {
    let mut path: Vec<String> = resource
        .split('.')
        .map(|part| format!("{}()", rust_ident(&snake(part))))
        .collect();
    path.push(rust_ident(&snake(method.js_name())));
    path.join(".")
}

fn arguments(method: Method) -> Vec<String> {
    let op = method.operation();
    let mut args: Vec<String> = op.path_params().map(|p| format!("{p:?}")).collect();
    if let Method::Helper(helper) = method {
        if helper.options == HelperOptions::Wait {
            args.push("&WaitOptions::default()".into());
            return args;
        }
    }
    match op.body {
        Body::Json(ty) | Body::OptionalJson(ty) | Body::Multipart(ty) => {
            args.push(format!("&{}", sample(ty)))
        }
        Body::Raw => args.push(sample(&Ty::File)),
        Body::Empty => {}
    }
    if let Some(query) = op.query {
        args.push(format!("&{}", sample(query)));
    }
    args
}

/// A Rust expression of a value of `ty`: its required members only.
fn sample(ty: &Ty) -> String {
    match ty {
        Ty::Str | Ty::NonEmptyStr | Ty::Uri | Ty::DateTime | Ty::Literal(_) => "\"x\"".into(),
        Ty::Bool => "false".into(),
        Ty::Number => "1.0".into(),
        Ty::Integer(bounds) => format!("{}", bounds.min.max(0).min(bounds.max)),
        Ty::Any => "JsonValue::Null".into(),
        Ty::Enum(def) => format!("{}::{}", def.name, pascal(def.values[0].wire)),
        Ty::Object(def) => object(def, None),
        Ty::Union(def) => {
            let (value, variant) = def.variants[0];
            format!(
                "{}::{}({})",
                def.name,
                pascal(value),
                object(variant, Some(def.tag))
            )
        }
        Ty::Array(_) => "Vec::new()".into(),
        Ty::Map(_) => "Default::default()".into(),
        Ty::File => "Upload::from_bytes(b\"x\".to_vec())".into(),
    }
}

fn object(def: &ObjectDef, tag: Option<&str>) -> String {
    let required: Vec<&Field> = def
        .fields
        .iter()
        .filter(|f| f.is_required() && Some(f.name) != tag)
        .collect();
    if required.is_empty() {
        return format!("{}::default()", def.name);
    }
    let args: Vec<String> = required.iter().map(|f| sample(&f.ty)).collect();
    format!("{}::new({})", def.name, args.join(", "))
}
