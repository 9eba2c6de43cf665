//! The resource tree of the package's `Client` (`src/js/generated/resources.js`),
//! eager and small: each resource's methods by name and kind, and the module
//! of its operations, which client.js loads at the first call of one of them.

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
         // operations module, its methods as `name` or `name:kind` (kind: `page` a\n\
         // paged list, `stream` an event stream, `help` a helper taking a request's\n\
         // options, `wait` one taking a wait's), and its child resources; one\n\
         // without methods is an object of its children. client.js builds each\n\
         // top-level resource at its first use on a client.\n\n",
    );
    out.push_str("const operations = {\n");
    for resource in RESOURCES
        .iter()
        .filter(|r| operations_of(r.path).next().is_some())
    {
        out.push_str(&format!(
            "  {}: () => import({}),\n",
            js_quoted(resource.path),
            js_quoted(&module_path(resource.path))
        ));
    }
    out.push_str("};\n\nexport const resources = {\n");
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
    let names: Vec<String> = methods.iter().map(|m| spec(*m)).collect();
    let mut out = format!(
        "[operations[{}], {}",
        js_quoted(resource.path),
        js_quoted(&names.join(" "))
    );
    if kids != "{  }" {
        out.push_str(&format!(", {kids}"));
    }
    out.push(']');
    out
}

/// A method as the tree names it: `name` or `name:kind`.
fn spec(method: Method) -> String {
    let kind = match method {
        Method::Helper(helper) => match helper.options {
            HelperOptions::Request => "help",
            HelperOptions::Wait => "wait",
        },
        Method::Operation(op) if op.is_list() => "page",
        Method::Operation(op) if op.is_stream() => "stream",
        Method::Operation(_) => return method.js_name().to_owned(),
    };
    format!("{}:{kind}", method.js_name())
}
