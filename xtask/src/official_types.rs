//! The type-level agreement with the official TypeScript SDK
//! (`tests/js/types/generated/official.ts`), which `tsc` checks: for every
//! operation, each argument before the options and the answer (a record,
//! a page's item, a stream's event, a download's `Response`) is assignable
//! from ours to theirs and from theirs to ours, but for the
//! [`DIFFERENCES`] stated below, each of which `tsc` holds to its one
//! direction (the other must still fail: `@ts-expect-error`). The official
//! package is a test dependency of `tests/js` only.

use browser_cloud_api::{Answer, RESOURCES};

use crate::catalog::{operations_of, Method};
use crate::output::{GeneratedFile, JS_HEADER};
use crate::typescript::arguments;

/// Where our types differ from the official SDK's on purpose: the methods
/// (`resource.method`) that differ alike, the place (an argument by index,
/// or the answer), the direction that fails, and why.
struct Difference {
    methods: &'static [&'static str],
    at: At,
    fails: Direction,
    why: &'static str,
}

/// Where a method's types differ.
#[derive(PartialEq)]
enum At {
    Argument(usize),
    Answer,
}

/// Which assignment fails.
enum Direction {
    /// Ours is not assignable to theirs (ours is wider).
    ToTheirs,
    /// Theirs is not assignable to ours (ours is stricter).
    ToOurs,
    /// Neither (ours is stricter in a part, wider in another).
    Both,
}

/// Every difference, each with its reason.
static DIFFERENCES: &[Difference] = &[
    Difference {
        methods: &["auth.connections.create"],
        at: At::Argument(0),
        fails: Direction::ToOurs,
        why: "a credential reference is exactly one of its forms (name; provider and path; provider and auto), each a member of a union, where theirs is one object of optional members",
    },
    Difference {
        methods: &["auth.connections.update"],
        at: At::Argument(1),
        fails: Direction::ToOurs,
        why: "a credential reference is exactly one of its forms, a union, where theirs is one object of optional members",
    },
    Difference {
        methods: &["auth.connections.login"],
        at: At::Argument(1),
        fails: Direction::ToOurs,
        why: "a proxy reference is exactly one of id or name, a union, where theirs is one object of optional members",
    },
    Difference {
        methods: &["browsers.create"],
        at: At::Argument(0),
        fails: Direction::ToOurs,
        why: "a profile reference is exactly one of id or name, a union, where theirs is one object of optional members",
    },
    Difference {
        methods: &["browsers.computer.batch"],
        at: At::Argument(1),
        fails: Direction::ToOurs,
        why: "an action is a union tagged by its type, each holding its own parameters, where theirs is one object of optional members",
    },
    Difference {
        methods: &["browsers.logs.stream"],
        at: At::Argument(1),
        fails: Direction::ToOurs,
        why: "the query is a union tagged by its source (a file's path, or a supervised process), where theirs is one object of optional members",
    },
    Difference {
        methods: &["browsers.fs.upload"],
        at: At::Argument(1),
        fails: Direction::Both,
        why: "a file may be an ArrayBuffer or a typed array, which theirs does not take; theirs also takes a Response or a Node stream, which a page has no need to send",
    },
    Difference {
        methods: &["browsers.fs.uploadZip"],
        at: At::Argument(1),
        fails: Direction::Both,
        why: "the zip may be an ArrayBuffer or a typed array, which theirs does not take; theirs also takes a Response or a Node stream, which a page has no need to send",
    },
    Difference {
        methods: &["browsers.update"],
        at: At::Argument(1),
        fails: Direction::ToOurs,
        why: "a profile reference is exactly one of id or name, a union, where theirs is one object of optional members",
    },
    Difference {
        methods: &["browsers.loadExtensions"],
        at: At::Argument(1),
        fails: Direction::Both,
        why: "an extension's zip may be an ArrayBuffer or a typed array, and the params a page's FormData, which theirs does not take; theirs also takes a Response or a Node stream",
    },
    Difference {
        methods: &["extensions.upload"],
        at: At::Argument(0),
        fails: Direction::Both,
        why: "the archive may be an ArrayBuffer or a typed array, which theirs does not take; theirs also takes a Response or a Node stream, which a page has no need to send",
    },
    Difference {
        methods: &["browsers.telemetry.events"],
        at: At::Argument(1),
        fails: Direction::ToOurs,
        why: "order is asc or desc, checked before sending, where theirs takes any string",
    },
    Difference {
        methods: &["browsers.telemetry.events", "browsers.telemetry.stream"],
        at: At::Answer,
        fails: Direction::ToTheirs,
        why: "an event is one record of the members every event shares, its data free-form, where theirs is a union of some 30 typed events",
    },
    Difference {
        methods: &["browsers.telemetry.stream", "deployments.follow", "invocations.follow"],
        at: At::Argument(1),
        fails: Direction::ToTheirs,
        why: "the optional query may be null, as theirs takes elsewhere (params: X | null | undefined) but not here",
    },
    Difference {
        methods: &["auth.connections.create", "auth.connections.retrieve", "auth.connections.update", "auth.connections.list"],
        at: At::Answer,
        fails: Direction::Both,
        why: "can_reauth_reason has requires_customer_input, which service-api.md names and their enum lacks, and a credential reference is exactly one of its forms, a union",
    },
    Difference {
        methods: &["auth.connections.follow"],
        at: At::Answer,
        fails: Direction::ToTheirs,
        why: "an error event may come without a timestamp (beyond-the-seed.md's error events carry code and message)",
    },
    Difference {
        methods: &["auth.connections.timeline"],
        at: At::Answer,
        fails: Direction::ToTheirs,
        why: "a timeline event's status is read as any string, so that a status the service adds later passes",
    },
    Difference {
        methods: &["projects.create", "projects.retrieve", "projects.update", "projects.list"],
        at: At::Answer,
        fails: Direction::ToTheirs,
        why: "service-api.md shows a project's id, name and status only: its times are read as optional",
    },
    Difference {
        methods: &["projects.limits.update"],
        at: At::Argument(1),
        fails: Direction::ToOurs,
        why: "theirs takes null for a cap; ours clears one with 0, as service-api.md states (Limits)",
    },
    Difference {
        methods: &["organization.limits.update"],
        at: At::Argument(0),
        fails: Direction::ToOurs,
        why: "theirs takes null for a cap; ours clears one with 0, as service-api.md states (Limits)",
    },
    Difference {
        methods: &["organization.limits.retrieve", "organization.limits.update"],
        at: At::Answer,
        fails: Direction::ToTheirs,
        why: "a cap the organization has not set reads null",
    },
    Difference {
        methods: &["browserPools.create"],
        at: At::Argument(0),
        fails: Direction::ToOurs,
        why: "a profile or extension reference is exactly one of id or name, a union, where theirs is one object of optional members",
    },
    Difference {
        methods: &["browserPools.update"],
        at: At::Argument(1),
        fails: Direction::ToOurs,
        why: "a profile or extension reference is exactly one of id or name, a union, where theirs is one object of optional members",
    },
    Difference {
        methods: &["deployments.create"],
        at: At::Argument(0),
        fails: Direction::Both,
        why: "the archive may be an ArrayBuffer or a typed array, and the params a page's FormData, which theirs does not take; theirs also takes a Response or a Node stream",
    },
    Difference {
        methods: &["deployments.follow", "invocations.follow"],
        at: At::Answer,
        fails: Direction::ToTheirs,
        why: "an error event may come without a timestamp, as on the other streams",
    },
];

/// Our operations the official SDK does not have.
static OURS_ONLY: &[&str] = &["auth.connections.exchange"];

/// Where the file is written.
pub const PATH: &str = "tests/js/types/generated/official.ts";

/// `tests/js/types/generated/official.ts`.
pub fn file() -> GeneratedFile {
    let mut out = String::from(JS_HEADER);
    out.push_str(
        "\n// Each operation's arguments and answer, assigned from our types to the\n\
         // official SDK's and back: `tsc` fails here, naming the operation, on\n\
         // any disagreement.\n\
         import type Kernel from '@onkernel/sdk';\n\
         import type { Client } from '../../../../pkg/browser_cloud_sdk.js';\n\n\
         /** What a page's or a stream's items are. */\n\
         type ItemOf<T> = T extends { getPaginatedItems(): (infer I)[] } ? I : T extends AsyncIterable<infer I> ? I : T;\n\
         /** What a method's call answers, as `await` and `for await` see it. */\n\
         type Answer<M extends (...args: never[]) => unknown> = ItemOf<Awaited<ReturnType<M>>>;\n\
         /** Both ways: `A` is assignable to `B`, and `B` to `A`. */\n\
         function agree<A, B>(toTheirs: (a: A) => B, toOurs: (b: B) => A): void {\n\
         \x20 void toTheirs;\n\
         \x20 void toOurs;\n\
         }\n\
         /** One way: `A` is assignable to `B`. */\n\
         function assignable<A, B>(to: (a: A) => B): void {\n\
         \x20 void to;\n\
         }\n\
         const same = <T>(value: T): T => value;\n\n",
    );
    for resource in RESOURCES {
        for op in operations_of(resource.path) {
            let method = format!("{}.{}", resource.path, op.js_name);
            out.push_str(&format!("// {method}\n"));
            if OURS_ONLY.contains(&method.as_str()) {
                out.push_str("// Ours only: the official SDK has no such method.\n");
                continue;
            }
            let at = format!("{}['{}']", access(resource.path), op.js_name);
            let count = arguments(Method::Operation(op)).len() - 1;
            for index in 0..count {
                let ours = format!("Parameters<Client{at}>[{index}]");
                let theirs = format!("Parameters<Kernel{at}>[{index}]");
                out.push_str(&check(&method, At::Argument(index), &ours, &theirs));
            }
            if !matches!(op.answer, Answer::Nothing) {
                let ours = format!("Answer<Client{at}>");
                let theirs = format!("Answer<Kernel{at}>");
                out.push_str(&check(&method, At::Answer, &ours, &theirs));
            }
        }
    }
    GeneratedFile::new(PATH, out)
}

/// The lines that check types `ours` and `theirs` of `method` at `at`:
/// both ways, or as a stated difference has it.
fn check(method: &str, at: At, ours: &str, theirs: &str) -> String {
    let Some(difference) = DIFFERENCES
        .iter()
        .find(|d| d.methods.contains(&method) && d.at == at)
    else {
        return format!("agree<{ours}, {theirs}>(same, same);\n");
    };
    let (holds, fails) = match difference.fails {
        Direction::ToTheirs => ((theirs, ours), (ours, theirs)),
        Direction::ToOurs => ((ours, theirs), (theirs, ours)),
        Direction::Both => {
            return format!(
                "// Differs on purpose: {}.\n// @ts-expect-error: ours is not assignable to theirs.\nassignable<{ours}, {theirs}>(same);\n// @ts-expect-error: theirs is not assignable to ours.\nassignable<{theirs}, {ours}>(same);\n",
                difference.why
            )
        }
    };
    format!(
        "// Differs on purpose: {}.\nassignable<{}, {}>(same);\n// @ts-expect-error: the other way does not hold.\nassignable<{}, {}>(same);\n",
        difference.why, holds.0, holds.1, fails.0, fails.1
    )
}

/// `['browsers']['fs']` for `browsers.fs`.
fn access(path: &str) -> String {
    path.split('.').map(|part| format!("['{part}']")).collect()
}
