//! The files generated from the operation table and the API names: the
//! JavaScript resource tree (`src/js/resources.js`), its TypeScript
//! declarations (`src/js/resources.d.ts`) and the README's API table. The
//! test at the bottom fails when one is stale; `UPDATE_GENERATED=1 cargo
//! test generated` rewrites them.

use super::api_names::{ApiMethod, ApiResource, Target, API_METHODS, API_RESOURCES};
use super::helper::Helper;
use super::operation::{Answer, QueryKind};
use crate::protocol::schema::typescript::shape_type;

const JS_HEADER: &str = "// Generated from the operation table (src/protocol/http/operation.rs) and the API names\n// (src/protocol/http/api_names.rs) by `UPDATE_GENERATED=1 cargo test generated`; do not edit.\n";

/// The argument list of a method, in order, as `(name, TypeScript type, optional)`.
fn arguments(method: &ApiMethod) -> Vec<(&'static str, String, bool)> {
    let op = method.target.operation();
    let mut args = Vec::new();
    if op.takes_id() {
        args.push((method.id_name, "string".to_owned(), false));
    }
    if let Some(shape) = op.request_shape() {
        args.push(("params", shape_type(shape), method.params_optional));
    }
    if let Some(query) = op.query() {
        let (name, required) = query_type(query);
        args.push(("query", name.to_owned(), !required));
    }
    let options = match (method.target, op.def().answer) {
        (Target::Help(Helper::WaitForLogin), _) => "WaitForLoginOptions",
        (_, Answer::Page) => "ListOptions",
        (_, Answer::Stream) => "StreamOptions",
        _ => "RequestOptions",
    };
    args.push(("options", options.to_owned(), true));
    args
}

fn query_type(query: QueryKind) -> (&'static str, bool) {
    match query {
        QueryKind::ListConnections => ("ListConnectionsQuery", false),
        QueryKind::ListProjects => ("ListProjectsQuery", false),
        QueryKind::Timeline => ("TimelineQuery", false),
        QueryKind::LogStream => ("LogStreamQuery", true),
    }
}

/// What a method's call returns, in TypeScript.
fn returns(target: Target) -> String {
    let op = target.operation();
    let shape = op.response_shape();
    // An operation's promise gives its `Response` too; a helper's runs
    // several requests, and gives its result alone.
    let promise = match target {
        Target::Op(_) => "APIPromise",
        Target::Help(_) => "Promise",
    };
    match (op.def().answer, shape) {
        (Answer::Nothing, _) | (_, None) => format!("{promise}<void>"),
        (Answer::Record, Some(shape)) => format!("{promise}<{}>", shape_type(shape)),
        (Answer::Page, Some(shape)) => {
            let list = shape_type(shape);
            format!("PagePromise<{}>", list.trim_end_matches("[]"))
        }
        (Answer::Stream, Some(shape)) => format!("EventStream<{}>", shape_type(shape)),
    }
}

/// One method of the JavaScript tree.
fn js_method(out: &mut String, method: &ApiMethod, indent: &str) {
    let op = method.target.operation();
    let args = arguments(method);
    let names: Vec<&str> = args.iter().map(|(name, _, _)| *name).collect();
    let given = |name: &str| {
        if names.contains(&name) {
            name.to_owned()
        } else {
            "undefined".to_owned()
        }
    };
    let params = match args.iter().find(|(name, _, _)| *name == "params") {
        Some((_, _, true)) => "params ?? {}".to_owned(),
        Some(_) => "params".to_owned(),
        None => "undefined".to_owned(),
    };
    let wire = method.target.wire_name();
    let id = given(method.id_name);
    let body = match (method.target, op.def().answer) {
        (Target::Op(_), Answer::Page) => {
            format!("run.list('{wire}', {id}, {}, options)", given("query"))
        }
        (Target::Op(_), Answer::Stream) => {
            format!("run.stream('{wire}', {id}, {}, options)", given("query"))
        }
        (Target::Op(_), _) => format!(
            "run.call('{wire}', {id}, {params}, {}, options)",
            given("query")
        ),
        (Target::Help(helper), _) => format!(
            "run.help('{wire}', {id}, {params}, '{}', options)",
            helper.options_name()
        ),
    };
    out.push_str(&format!(
        "{indent}{}: ({}) => {body},\n",
        method.js_name,
        names.join(", ")
    ));
}

/// `src/js/resources.js`.
pub fn render_js() -> String {
    let mut out = String::from(JS_HEADER);
    out.push_str("\n// The resource tree of `Client`, by top-level resource: each builds that\n// resource from `run` (client.js builds it at its first use). Every method\n// forwards to `run.call`, `run.list`, `run.stream` or (a helper) `run.help`\n// with its wire name and its arguments (a helper's with the name of its\n// options object).\nexport const resources = {\n");
    for top in top_levels() {
        out.push_str(&format!("  {top}: (run) => ({{\n"));
        for resource in API_RESOURCES.iter().filter(|r| first(r.path) == top) {
            let depth = resource.path.split('.').count();
            if depth == 1 {
                methods_of(&mut out, resource, "    ");
                continue;
            }
            let leaf = resource.path.rsplit('.').next().unwrap_or_default();
            out.push_str(&format!("    {leaf}: {{\n"));
            methods_of(&mut out, resource, "      ");
            out.push_str("    },\n");
        }
        out.push_str("  }),\n");
    }
    out.push_str("};\n");
    out
}

fn methods_of(out: &mut String, resource: &ApiResource, indent: &str) {
    for method in API_METHODS.iter().filter(|m| m.resource == resource.path) {
        js_method(out, method, indent);
    }
}

fn first(path: &str) -> &str {
    path.split('.').next().unwrap_or(path)
}

/// The top-level names of the tree, in order.
fn top_levels() -> Vec<&'static str> {
    let mut tops: Vec<&'static str> = Vec::new();
    for resource in API_RESOURCES {
        let top = first(resource.path);
        if !tops.contains(&top) {
            tops.push(top);
        }
    }
    tops
}

/// `src/js/resources.d.ts`.
pub fn render_dts() -> String {
    let mut out = String::from(JS_HEADER);
    for resource in API_RESOURCES {
        out.push_str(&format!(
            "\n/** `client.{}`: {} */\nexport interface {} {{\n",
            resource.path,
            lower_first(resource.summary),
            resource.interface
        ));
        for method in API_METHODS.iter().filter(|m| m.resource == resource.path) {
            let args: Vec<String> = arguments(method)
                .into_iter()
                .map(|(name, ty, optional)| {
                    format!("{name}{}: {ty}", if optional { "?" } else { "" })
                })
                .collect();
            out.push_str(&format!(
                "  /** {} */\n  {}({}): {};\n",
                method.summary,
                method.js_name,
                args.join(", "),
                returns(method.target)
            ));
        }
        for child in API_RESOURCES.iter().filter(|c| is_child(c, resource)) {
            let leaf = child.path.rsplit('.').next().unwrap_or_default();
            out.push_str(&format!(
                "  /** {} */\n  readonly {leaf}: {};\n",
                child.summary, child.interface
            ));
        }
        out.push_str("}\n");
    }
    out.push_str("\n/** A client of the service. Call the package's default export (`init()`) once before creating one. */\nexport declare class Client {\n  /** Throws a `ValidationError` naming the option at fault. */\n  constructor(options?: ClientOptions);\n  /** A new client with `options` over this client's own. */\n  withOptions(options: ClientOptions): Client;\n");
    for top in top_levels() {
        match API_RESOURCES.iter().find(|r| r.path == top) {
            Some(resource) => out.push_str(&format!(
                "  /** {} */\n  readonly {top}: {};\n",
                resource.summary, resource.interface
            )),
            None => {
                let children: Vec<(&str, &ApiResource)> = API_RESOURCES
                    .iter()
                    .filter(|r| first(r.path) == top)
                    .map(|r| (r.path.rsplit('.').next().unwrap_or_default(), r))
                    .collect();
                let holds: Vec<String> = children
                    .iter()
                    .map(|(leaf, r)| format!("`{leaf}`: {}", lower_first(r.summary)))
                    .collect();
                out.push_str(&format!(
                    "  /** Holds {} */\n  readonly {top}: {{\n",
                    holds.join(" ")
                ));
                for (leaf, r) in children {
                    out.push_str(&format!(
                        "    /** {} */\n    readonly {leaf}: {};\n",
                        r.summary, r.interface
                    ));
                }
                out.push_str("  };\n");
            }
        }
    }
    out.push_str("}\n");
    out
}

fn is_child(child: &ApiResource, parent: &ApiResource) -> bool {
    child
        .path
        .strip_prefix(parent.path)
        .and_then(|rest| rest.strip_prefix('.'))
        .is_some_and(|rest| !rest.contains('.'))
}

fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The README's API table, between its markers.
pub fn render_readme_table() -> String {
    let mut out = String::from("| JavaScript | Rust | HTTP | what it does |\n|---|---|---|---|\n");
    for method in API_METHODS {
        let op = method.target.operation();
        let http = match method.target {
            Target::Op(_) => {
                let id = if op.takes_id() { "{id}" } else { "" };
                format!(
                    "`{} {}{id}{}`",
                    op.method().as_str(),
                    op.path_prefix(),
                    op.path_suffix()
                )
            }
            Target::Help(_) => "(SDK helper)".to_owned(),
        };
        out.push_str(&format!(
            "| `{}.{}` | `{}` | {http} | {} |\n",
            method.resource, method.js_name, method.rust_call, method.summary
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::http::generated_file::check_generated;

    const ROOT: &str = env!("CARGO_MANIFEST_DIR");
    const START: &str =
        "<!-- api-table:start (generated from the operation table; do not edit) -->\n";
    const END: &str = "<!-- api-table:end -->";

    #[test]
    fn generated_js_resource_tree_is_current() {
        check_generated("src/js/resources.js", &render_js());
    }

    #[test]
    fn generated_typescript_resources_are_current() {
        check_generated("src/js/resources.d.ts", &render_dts());
    }

    #[test]
    fn generated_readme_api_table_is_current() {
        let readme = std::fs::read_to_string(format!("{ROOT}/README.md")).unwrap_or_default();
        let (before, rest) = readme
            .split_once(START)
            .expect("the README has the table's start marker");
        let (_, after) = rest
            .split_once(END)
            .expect("the README has the table's end marker");
        let rendered = format!("{before}{START}{}{END}{after}", render_readme_table());
        check_generated("README.md", &rendered);
    }

    #[test]
    fn every_method_is_in_the_tree_and_the_declarations() {
        let js = render_js();
        let dts = render_dts();
        for method in API_METHODS {
            assert!(
                js.contains(&format!("'{}'", method.target.wire_name())),
                "{}",
                method.js_name
            );
            assert!(
                dts.contains(&format!("  {}(", method.js_name)),
                "{}",
                method.js_name
            );
        }
    }
}
