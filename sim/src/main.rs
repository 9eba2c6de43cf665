//! `browser-cloud-sim`: serves the simulator on 127.0.0.1 and prints
//! `listening on http://127.0.0.1:PORT` once it accepts connections.

use std::io::Write;
use std::process::ExitCode;

use browser_cloud_sim::{bind, serve, Config};

#[tokio::main]
async fn main() -> ExitCode {
    let config = match Config::from_args(std::env::args().skip(1)) {
        Ok(config) => config,
        Err(e) => {
            eprintln!("browser-cloud-sim: {e}");
            return ExitCode::from(2);
        }
    };
    let (listener, addr) = match bind(&config).await {
        Ok(bound) => bound,
        Err(e) => {
            eprintln!("browser-cloud-sim: cannot bind: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut out = std::io::stdout();
    if writeln!(out, "listening on http://{addr}")
        .and_then(|()| out.flush())
        .is_err()
    {
        return ExitCode::FAILURE;
    }
    match serve(listener, config).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("browser-cloud-sim: {e}");
            ExitCode::FAILURE
        }
    }
}
