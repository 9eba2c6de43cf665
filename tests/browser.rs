//! The Rust API in headless Chromium, against the service simulator over
//! real HTTP. `scripts/test.sh` starts the simulator and passes its URL and
//! org-wide key at compile time (`SIM_URL`, `SIM_API_KEY`).
#![cfg(target_arch = "wasm32")]

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

#[path = "browser/api_keys.rs"]
mod api_keys;
#[path = "browser/browser_pools.rs"]
mod browser_pools;
#[path = "browser/browsers.rs"]
mod browsers;
#[path = "browser/cancellation.rs"]
mod cancellation;
#[path = "browser/common.rs"]
mod common;
#[path = "browser/computer.rs"]
mod computer;
#[path = "browser/connections.rs"]
mod connections;
#[path = "browser/credential_providers.rs"]
mod credential_providers;
#[path = "browser/credentials.rs"]
mod credentials;
#[path = "browser/deployments.rs"]
mod deployments;
#[path = "browser/downloads.rs"]
mod downloads;
#[path = "browser/errors.rs"]
mod errors;
#[path = "browser/extensions.rs"]
mod extensions;
#[path = "browser/fs.rs"]
mod fs;
#[path = "browser/fs_watch.rs"]
mod fs_watch;
#[path = "browser/login_flow.rs"]
mod login_flow;
#[path = "browser/logs.rs"]
mod logs;
#[path = "browser/paging.rs"]
mod paging;
#[path = "browser/process.rs"]
mod process;
#[path = "browser/profiles.rs"]
mod profiles;
#[path = "browser/progress.rs"]
mod progress;
#[path = "browser/projects.rs"]
mod projects;
#[path = "browser/proxies.rs"]
mod proxies;
#[path = "browser/replays.rs"]
mod replays;
#[path = "browser/retries.rs"]
mod retries;
#[path = "browser/scoping.rs"]
mod scoping;
#[path = "browser/secrets.rs"]
mod secrets;
#[path = "browser/session.rs"]
mod session;
#[path = "browser/streams.rs"]
mod streams;
#[path = "browser/telemetry.rs"]
mod telemetry;
