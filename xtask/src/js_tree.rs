//! The resource tree of the package's `Client` (`src/js/generated/resources.js`),
//! eager and small: each resource's module of operations, which client.js
//! loads at the first call of one of them, and its methods that are not
//! one-shot calls, by name and kind. A one-shot call is any other name: it
//! is found in the operations module when it is called, so that a page
//! pays nothing for the names of the operations it does not call.

use browser_cloud_api::{HelperOptions, ResourceDef, RESOURCES};

use crate::catalog::{children, methods_of, operations_of, top_levels, Method};
use crate::js_operations::module_path;
use crate::names::js_quoted;
use crate::output::{GeneratedFile, JS_HEADER};

/// `src/js/generated/resources.js`.
pub fn file() -> GeneratedFile {
    let mut out = String::from(JS_HEADER);
    out.push_str(
        "\n// The resource tree of `Client`, by top-level resource. A resource with\n\
         // methods is `[operations, methods, children]`: the loader of its\n\
         // operations module, its methods that are not one-shot calls as\n\
         // `name:kind` (kind: `page` a paged list, `stream` an event stream, `help`\n\
         // a helper taking a request's options, `wait` one taking a wait's), and\n\
         // its child resources; one without methods is an object of its children.\n\
         // Any other name of a resource is a one-shot call of its operations\n\
         // module. client.js builds each top-level resource at its first use on a\n\
         // client.\n\n",
    );
    out.push_str("export const resources = {\n");
    for top in top_levels() {
        out.push_str(&format!("  {top}: {},\n", node(resource(top), "  ")));
    }
    out.push_str("};\n");
    GeneratedFile::new("src/js/generated/resources.js", out)
}

fn resource(path: &str) -> &'static ResourceDef {
    RESOURCES
        .iter()
        .find(|r| r.path == path)
        .unwrap_or_else(|| panic!("resource {path} is not in RESOURCES"))
}

/// A resource as the tree holds it.
fn node(resource: &ResourceDef, indent: &str) -> String {
    let kids: Vec<String> = children(resource.path)
        .map(|child| {
            let leaf = child.path.rsplit('.').next().unwrap_or_default();
            format!("{leaf}: {}", node(child, &format!("{indent}  ")))
        })
        .collect();
    let kids = format!("{{ {} }}", kids.join(", "));
    let methods = methods_of(resource.path);
    if methods.is_empty() {
        return kids;
    }
    let names: Vec<String> = methods.iter().filter_map(|m| spec(*m)).collect();
    let mut out = format!("[{}, {}", loader(resource), js_quoted(&names.join(" ")));
    if kids != "{  }" {
        out.push_str(&format!(", {kids}"));
    }
    out.push(']');
    out
}

/// The loader of a resource's operations module, written where the tree
/// names it (a table of loaders by path would spell each path twice more),
/// or `undefined` for a resource with helpers alone.
fn loader(resource: &ResourceDef) -> String {
    if operations_of(resource.path).next().is_none() {
        return "undefined".into();
    }
    format!("() => import({})", js_quoted(&module_path(resource.path)))
}

/// A method as the tree names it, `name:kind`; none for a one-shot call.
fn spec(method: Method) -> Option<String> {
    let kind = match method {
        Method::Helper(helper) => match helper.options {
            HelperOptions::Request => "help",
            HelperOptions::Wait => "wait",
        },
        Method::Operation(op) if op.is_list() => "page",
        Method::Operation(op) if op.is_stream() => "stream",
        Method::Operation(_) => return None,
    };
    Some(format!("{}:{kind}", method.js_name()))
}
