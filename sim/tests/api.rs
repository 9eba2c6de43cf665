//! Tests of the simulator over real HTTP, one module per rule of the contract.

mod api {
    pub mod support;

    mod api_keys;
    mod auth;
    mod binary;
    mod browser_actions;
    mod browser_pools;
    mod browsers;
    mod computer;
    mod connections;
    mod control;
    mod cors;
    mod credential_providers;
    mod credentials;
    pub mod deployments;
    mod exchange;
    pub mod extensions;
    mod faults;
    pub mod follow;
    mod follow_resume;
    mod foundation;
    mod fs;
    mod fs_files;
    mod fs_watch;
    mod fs_zip;
    mod health;
    mod limits;
    mod login_flow;
    mod login_sites;
    mod logs;
    mod pages;
    mod process;
    mod profiles;
    mod projects;
    mod proxies;
    mod references;
    mod replays;
    mod scoping;
    mod scoping_org;
    pub mod sse_client;
    mod stream_faults;
    mod streams;
    mod telemetry;
}
