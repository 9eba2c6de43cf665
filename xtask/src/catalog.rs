//! Every record the operations reach, with what each generator needs to
//! know of it: which way it travels (sent, answered or both) and the group
//! of resources it belongs to.

use browser_cloud_api::records::{CONFLICT_ERROR, ERROR_RECORD};
use browser_cloud_api::schema::{EnumDef, ObjectDef, Ty, UnionDef};
use browser_cloud_api::{operations, OperationDef, HELPERS, RESOURCES};

/// A named type of the tables.
#[derive(Clone, Copy, Debug)]
pub enum Named {
    /// An object's table.
    Object(&'static ObjectDef),
    /// A tagged union.
    Union(&'static UnionDef),
    /// A string set.
    Enum(&'static EnumDef),
}

impl Named {
    /// Its type name.
    pub fn name(self) -> &'static str {
        match self {
            Named::Object(def) => def.name,
            Named::Union(def) => def.name,
            Named::Enum(def) => def.name,
        }
    }

    fn address(self) -> *const () {
        match self {
            Named::Object(def) => def as *const ObjectDef as *const (),
            Named::Union(def) => def as *const UnionDef as *const (),
            Named::Enum(def) => def as *const EnumDef as *const (),
        }
    }
}

/// One named type, as the operations use it.
#[derive(Clone, Debug)]
pub struct Entry {
    /// The type.
    pub named: Named,
    /// Whether a request sends it (a body or a query holds it).
    pub sent: bool,
    /// Whether an answer holds it (a success, an event, an error body).
    pub answered: bool,
    /// Whether a multipart body holds it (an upload's parts).
    pub uploaded: bool,
    /// The top-level resource of every operation that reaches it, or
    /// `shared` when several do (or none: the error bodies).
    pub group: String,
}

/// Every named type the operations reach, in the order first reached.
pub struct Catalog {
    /// The entries.
    pub entries: Vec<Entry>,
}

/// The group of types reached by several top-level resources.
pub const SHARED: &str = "shared";

impl Default for Catalog {
    fn default() -> Self {
        Self::new()
    }
}

impl Catalog {
    /// The catalog of the whole API.
    pub fn new() -> Catalog {
        let mut catalog = Catalog {
            entries: Vec::new(),
        };
        for op in operations() {
            let group = top_level(op.resource);
            if let Some(query) = op.query {
                catalog.visit(query, true, group);
            }
            if let Some(body) = op.body_type() {
                catalog.visit(body, true, group);
            }
            if let Some(answer) = op.answer_type() {
                catalog.visit(answer, false, group);
            }
            if let Some(conflict) = op.conflict {
                catalog.visit(&Ty::Object(conflict), false, SHARED);
            }
        }
        catalog.visit(&Ty::Object(&ERROR_RECORD), false, SHARED);
        catalog.visit(&Ty::Object(&CONFLICT_ERROR), false, SHARED);
        for op in operations().filter(|op| op.is_upload()) {
            if let Some(body) = op.body_type() {
                catalog.mark_uploaded(body);
            }
        }
        catalog
    }

    /// Marks the named types `ty` reaches as held by a multipart body.
    fn mark_uploaded(&mut self, ty: &Ty) {
        let named = match *ty {
            Ty::Object(def) => Named::Object(def),
            Ty::Union(def) => Named::Union(def),
            Ty::Enum(def) => Named::Enum(def),
            Ty::Array(item) | Ty::Map(item) => return self.mark_uploaded(item),
            _ => return,
        };
        let entry = self
            .entries
            .iter_mut()
            .find(|e| e.named.address() == named.address())
            .expect("a body's types are in the catalog");
        if std::mem::replace(&mut entry.uploaded, true) {
            return;
        }
        match named {
            Named::Object(def) => def.fields.iter().for_each(|f| self.mark_uploaded(&f.ty)),
            Named::Union(def) => def
                .variants
                .iter()
                .for_each(|(_, variant)| self.mark_uploaded(&Ty::Object(variant))),
            Named::Enum(_) => {}
        }
    }

    /// The entry of `named`.
    pub fn entry(&self, named: Named) -> &Entry {
        self.entries
            .iter()
            .find(|e| e.named.address() == named.address())
            .unwrap_or_else(|| panic!("{} is not in the catalog", named.name()))
    }

    /// The tag of the union `def` is a variant of, if it is one.
    pub fn tag_of(&self, def: &ObjectDef) -> Option<&'static str> {
        self.entries.iter().find_map(|entry| match entry.named {
            Named::Union(union) => union
                .variants
                .iter()
                .any(|(_, variant)| std::ptr::eq(*variant, def))
                .then_some(union.tag),
            _ => None,
        })
    }

    /// The groups, in the order first reached.
    pub fn groups(&self) -> Vec<String> {
        let mut groups: Vec<String> = Vec::new();
        for entry in &self.entries {
            if !groups.contains(&entry.group) {
                groups.push(entry.group.clone());
            }
        }
        groups
    }

    fn visit(&mut self, ty: &Ty, sent: bool, group: &str) {
        let named = match *ty {
            Ty::Object(def) => Named::Object(def),
            Ty::Union(def) => Named::Union(def),
            Ty::Enum(def) => Named::Enum(def),
            Ty::Array(item) | Ty::Map(item) => return self.visit(item, sent, group),
            _ => return,
        };
        let known = self
            .entries
            .iter_mut()
            .find(|e| e.named.address() == named.address());
        let recurse = match known {
            Some(entry) => {
                let changed = (sent && !entry.sent)
                    || (!sent && !entry.answered)
                    || (entry.group != group && entry.group != SHARED);
                entry.sent |= sent;
                entry.answered |= !sent;
                if entry.group != group {
                    entry.group = SHARED.to_owned();
                }
                changed
            }
            None => {
                self.entries.push(Entry {
                    named,
                    sent,
                    answered: !sent,
                    uploaded: false,
                    group: group.to_owned(),
                });
                true
            }
        };
        if !recurse {
            return;
        }
        let group = self.entry(named).group.clone();
        match named {
            Named::Object(def) => {
                for field in def.fields {
                    self.visit(&field.ty, sent, &group);
                }
            }
            Named::Union(def) => {
                for (_, variant) in def.variants {
                    self.visit(&Ty::Object(variant), sent, &group);
                }
            }
            Named::Enum(_) => {}
        }
    }
}

/// The top-level resource of a dotted path.
pub fn top_level(path: &str) -> &str {
    path.split('.').next().unwrap_or(path)
}

/// The operations of resource `path`, in order.
pub fn operations_of(path: &str) -> impl Iterator<Item = &'static OperationDef> + '_ {
    operations().filter(move |op| op.resource == path)
}

/// The top-level resources, in order.
pub fn top_levels() -> Vec<&'static str> {
    let mut tops: Vec<&'static str> = Vec::new();
    for resource in RESOURCES {
        let top = top_level(resource.path);
        if !tops.contains(&top) {
            tops.push(top);
        }
    }
    tops
}

/// The direct children of resource `path`.
pub fn children(path: &str) -> impl Iterator<Item = &'static browser_cloud_api::ResourceDef> + '_ {
    RESOURCES.iter().filter(move |r| {
        r.path
            .strip_prefix(path)
            .and_then(|rest| rest.strip_prefix('.'))
            .is_some_and(|rest| !rest.contains('.'))
    })
}

/// The method of resource `path`, operation or helper, in the order the
/// trees list them: each helper right after the operation it mirrors.
pub fn methods_of(path: &str) -> Vec<Method> {
    let mut methods = Vec::new();
    for op in operations_of(path) {
        methods.push(Method::Operation(op));
        for helper in HELPERS
            .iter()
            .filter(|h| h.resource == path && h.mirrors == op)
        {
            methods.push(Method::Helper(helper));
        }
    }
    methods
}

/// A method of the API trees.
#[derive(Clone, Copy, Debug)]
pub enum Method {
    /// One operation of the service.
    Operation(&'static OperationDef),
    /// One of the SDK's helpers.
    Helper(&'static browser_cloud_api::HelperDef),
}

impl Method {
    /// Its JavaScript name.
    pub fn js_name(self) -> &'static str {
        match self {
            Method::Operation(op) => op.js_name,
            Method::Helper(helper) => helper.js_name,
        }
    }

    /// The operation whose arguments and answer it has.
    pub fn operation(self) -> &'static OperationDef {
        match self {
            Method::Operation(op) => op,
            Method::Helper(helper) => helper.mirrors,
        }
    }

    /// What it does.
    pub fn doc(self) -> &'static str {
        match self {
            Method::Operation(op) => op.doc.text(),
            Method::Helper(helper) => helper.doc.text(),
        }
    }
}
