//! Command-line configuration of the simulator.

use std::fmt;

/// How the simulator is started: its port, org-wide keys and fault seed.
#[derive(Clone, Default)]
pub struct Config {
    /// Port to bind on 127.0.0.1; 0 picks a free one.
    pub port: u16,
    /// Org-wide API keys accepted as bearer tokens.
    pub api_keys: Vec<String>,
    /// Seed of the fault-injection random sequence.
    pub seed: u64,
}

/// A command line the simulator cannot run with.
#[derive(Debug, PartialEq, Eq)]
pub struct ConfigError(String);

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ConfigError {}

// Keys are secrets: Debug shows how many there are, never their values.
impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("port", &self.port)
            .field("api_keys", &self.api_keys.len())
            .field("seed", &self.seed)
            .finish()
    }
}

impl Config {
    /// Parses `--port N`, `--api-key KEY` (repeatable) and `--seed N`.
    pub fn from_args<I: IntoIterator<Item = String>>(args: I) -> Result<Config, ConfigError> {
        let mut config = Config::default();
        let mut args = args.into_iter();
        while let Some(flag) = args.next() {
            let value = args
                .next()
                .ok_or_else(|| ConfigError(format!("{flag}: a value is required")))?;
            match flag.as_str() {
                "--port" => {
                    config.port = value
                        .parse()
                        .map_err(|_| ConfigError("--port: must be a number 0-65535".into()))?
                }
                "--api-key" if value.is_empty() => {
                    return Err(ConfigError("--api-key: must not be empty".into()))
                }
                "--api-key" => config.api_keys.push(value),
                "--seed" => {
                    config.seed = value
                        .parse()
                        .map_err(|_| ConfigError("--seed: must be a non-negative integer".into()))?
                }
                other => return Err(ConfigError(format!("{other}: unknown option"))),
            }
        }
        Ok(config)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Config, ConfigError> {
        Config::from_args(args.iter().map(|s| s.to_string()))
    }

    #[test]
    fn parses_port_repeated_keys_and_seed() {
        let c = parse(&[
            "--port",
            "0",
            "--api-key",
            "a",
            "--api-key",
            "b",
            "--seed",
            "7",
        ])
        .unwrap();
        assert_eq!(c.port, 0);
        assert_eq!(c.api_keys, vec!["a", "b"]);
        assert_eq!(c.seed, 7);
    }

    #[test]
    fn rejects_unknown_flags_and_missing_values() {
        assert_eq!(
            parse(&["--nope", "1"]).unwrap_err().to_string(),
            "--nope: unknown option"
        );
        assert_eq!(
            parse(&["--port"]).unwrap_err().to_string(),
            "--port: a value is required"
        );
        assert!(parse(&["--port", "x"]).is_err());
    }

    #[test]
    fn debug_hides_keys() {
        let c = parse(&["--api-key", "sk_secret"]).unwrap();
        assert!(!format!("{c:?}").contains("sk_secret"));
    }
}
