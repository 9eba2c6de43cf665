//! The JavaScript API built into the npm package: `new Client({...})`, the
//! resource objects, errors as real `Error` subclasses, pages and streams as
//! async iterables. Conversion only: every decision is the client's or the
//! core's.

mod call;
mod client;
mod errors;
mod events;
mod options;
mod page;
mod resources;
mod support;
mod types;
