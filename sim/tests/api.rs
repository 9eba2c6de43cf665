//! Tests of the simulator over real HTTP, one module per rule of the contract.

mod api {
    pub mod support;

    mod binary;
    mod cors;
    mod foundation;
}
