//! Tests of the simulator over real HTTP, one module per rule of the contract.

mod api {
    pub mod support;

    mod auth;
    mod binary;
    mod connections;
    mod cors;
    mod exchange;
    pub mod follow;
    mod foundation;
    mod limits;
    mod login_flow;
    mod projects;
    mod scoping;
}
