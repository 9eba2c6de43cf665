//! Tests of the simulator over real HTTP, one module per rule of the contract.

mod api {
    pub mod support;

    mod auth;
    mod binary;
    mod cors;
    mod foundation;
    mod limits;
    mod projects;
    mod scoping;
}
