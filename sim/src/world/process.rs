//! Processes started in browser sessions' VMs by spawn: what they wrote,
//! whether they still run, their terminals. A process's output is numbered
//! from 1 in the order it was written; its exit comes after its last chunk.

use std::collections::BTreeMap;

use super::process_commands::{lines, resolve, run, Chunk, Context, Output, Run};
use super::World;
use crate::clock::Millis;

/// The signals a process may be sent, with their numbers.
pub const SIGNALS: &[(&str, i64)] = &[("HUP", 1), ("INT", 2), ("KILL", 9), ("TERM", 15)];

/// The exit code of a process ended by signal `number`, as a shell reports it.
pub fn killed_by(number: i64) -> i64 {
    128 + number
}

/// What a running process does.
#[derive(Debug)]
enum Activity {
    /// Waits until this time, then exits 0.
    Sleeps(Millis),
    /// Copies its standard input to its standard output.
    Copies,
    /// Runs each line of its standard input; `pending` holds a partial line.
    Shell {
        /// The bytes after the last newline.
        pending: Vec<u8>,
    },
    /// It exited.
    Exited,
}

/// A process started by spawn.
#[derive(Debug)]
pub struct Process {
    /// The service's id of it.
    pub id: String,
    /// The browser session whose VM runs it.
    pub browser_id: String,
    /// Its operating system process id.
    pub pid: u64,
    /// When it started.
    pub started_at: Millis,
    /// What it wrote, in order.
    pub output: Vec<Chunk>,
    /// Its exit code, once it exited.
    pub exit_code: Option<i64>,
    /// Bytes written to its standard input.
    pub stdin_bytes: u64,
    /// What it runs with (its terminal's size among it).
    pub context: Context,
    /// When its time limit ends it, if it has one.
    deadline: Option<Millis>,
    activity: Activity,
}

impl Process {
    /// Starts `command` with `args`: a command that ends at once has
    /// exited already, its output written.
    #[allow(clippy::too_many_arguments)]
    pub fn start(
        id: String,
        browser_id: String,
        pid: u64,
        command: &str,
        args: &[String],
        context: Context,
        files: &BTreeMap<String, Vec<u8>>,
        timeout_ms: Option<u64>,
        now: Millis,
    ) -> Process {
        let mut process = Process {
            id,
            browser_id,
            pid,
            started_at: now,
            output: Vec::new(),
            exit_code: None,
            stdin_bytes: 0,
            deadline: timeout_ms.map(|ms| now.saturating_add(ms)),
            activity: Activity::Exited,
            context,
        };
        process.activity = match run(command, args, &process.context, files) {
            Run::Done { output, code } => {
                process.output = output;
                process.exit_code = Some(code);
                Activity::Exited
            }
            Run::Sleeps(ms) => Activity::Sleeps(now.saturating_add(ms)),
            Run::Copies => Activity::Copies,
            Run::Shell => Activity::Shell {
                pending: Vec::new(),
            },
        };
        process
    }

    /// Whether it still runs.
    pub fn running(&self) -> bool {
        self.exit_code.is_none()
    }

    /// Applies what time has done by `now`: a sleep's end, the time limit.
    pub fn settle(&mut self, now: Millis) {
        if let Activity::Sleeps(until) = self.activity {
            if until <= now && self.deadline.is_none_or(|d| until <= d) {
                self.exit(0);
                return;
            }
        }
        if self.running() && self.deadline.is_some_and(|d| d <= now) {
            self.exit(killed_by(9));
        }
    }

    fn exit(&mut self, code: i64) {
        self.exit_code = Some(code);
        self.activity = Activity::Exited;
    }

    /// Sends it signal `number`: it exits as killed by it.
    pub fn signal(&mut self, number: i64) {
        if self.running() {
            self.exit(killed_by(number));
        }
    }

    /// Writes `bytes` to its standard input: `cat` copies them out, a shell
    /// runs each whole line over the VM's `files` (a line's `sleep` does not
    /// wait there); any other process reads nothing of them.
    pub fn write_stdin(&mut self, bytes: &[u8], files: &BTreeMap<String, Vec<u8>>) {
        self.stdin_bytes += bytes.len() as u64;
        match &mut self.activity {
            Activity::Copies => self.output.push(Chunk {
                output: Output::Stdout,
                bytes: bytes.to_vec(),
            }),
            Activity::Shell { pending } => {
                pending.extend_from_slice(bytes);
                let cut = pending
                    .iter()
                    .rposition(|b| *b == b'\n')
                    .map_or(0, |i| i + 1);
                let whole: Vec<u8> = pending.drain(..cut).collect();
                for line in String::from_utf8_lossy(&whole).lines() {
                    self.shell_line(line, files);
                    if !self.running() {
                        return;
                    }
                }
            }
            Activity::Sleeps(_) | Activity::Exited => {}
        }
    }

    /// Runs one line of a shell.
    fn shell_line(&mut self, line: &str, files: &BTreeMap<String, Vec<u8>>) {
        let words: Vec<String> = line.split_whitespace().map(str::to_owned).collect();
        let Some((command, args)) = words.split_first() else {
            return;
        };
        match command.as_str() {
            "exit" => {
                let code = args.first().and_then(|a| a.parse().ok()).unwrap_or(0);
                self.exit(code);
            }
            "cd" => {
                let to = args.first().map_or("/", String::as_str);
                self.context.cwd = resolve(&self.context.cwd, to);
            }
            _ => match run(command, args, &self.context, files) {
                Run::Done { output, .. } => self.output.extend(output),
                Run::Sleeps(_) => {}
                Run::Copies | Run::Shell => self.output.extend(lines(
                    Output::Stderr,
                    &format!("sh: {command}: cannot read this shell's input here\n"),
                )),
            },
        }
    }

    /// Whether it has a terminal.
    pub fn has_terminal(&self) -> bool {
        self.context.terminal.is_some()
    }
}

impl World {
    /// The process `process_id` of browser `browser_id`, settled to now.
    pub fn process_mut(&mut self, browser_id: &str, process_id: &str) -> Option<&mut Process> {
        let now = self.clock.now();
        let process = self
            .processes
            .iter_mut()
            .find(|p| p.id == process_id && p.browser_id == browser_id)?;
        process.settle(now);
        Some(process)
    }

    /// The next operating system process id of the VMs.
    pub fn next_pid(&self) -> u64 {
        1000 + self.processes.len() as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start(command: &str, args: &[&str], timeout_ms: Option<u64>) -> Process {
        let context = Context {
            cwd: "/".into(),
            env: BTreeMap::new(),
            user: "kernel".into(),
            terminal: Some((80, 24)),
        };
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let files = BTreeMap::new();
        Process::start(
            "p".into(),
            "b".into(),
            1,
            command,
            &args,
            context,
            &files,
            timeout_ms,
            0,
        )
    }

    fn stdout(process: &Process) -> String {
        let bytes: Vec<u8> = process
            .output
            .iter()
            .flat_map(|c| c.bytes.clone())
            .collect();
        String::from_utf8(bytes).unwrap()
    }

    #[test]
    fn a_sleep_ends_at_its_time_or_at_the_limit() {
        let mut sleeping = start("sleep", &["2"], None);
        sleeping.settle(1_999);
        assert!(sleeping.running());
        sleeping.settle(2_000);
        assert_eq!(sleeping.exit_code, Some(0));
        let mut limited = start("sleep", &["2"], Some(1_000));
        limited.settle(1_000);
        assert_eq!(limited.exit_code, Some(137), "killed at its time limit");
    }

    #[test]
    fn a_shell_runs_whole_lines_until_exit() {
        let files = BTreeMap::new();
        let mut shell = start("sh", &[], None);
        shell.write_stdin(b"echo one\nstty si", &files);
        assert_eq!(stdout(&shell), "one\n");
        shell.context.terminal = Some((100, 30));
        shell.write_stdin(b"ze\nexit 3\necho never\n", &files);
        assert_eq!(stdout(&shell), "one\n30 100\n");
        assert_eq!(shell.exit_code, Some(3));
        assert_eq!(shell.stdin_bytes, 37);
    }

    #[test]
    fn a_signal_ends_a_running_process_only() {
        let mut cat = start("cat", &[], None);
        cat.write_stdin(b"hi\n", &BTreeMap::new());
        cat.signal(15);
        assert_eq!((stdout(&cat).as_str(), cat.exit_code), ("hi\n", Some(143)));
        cat.signal(9);
        assert_eq!(cat.exit_code, Some(143), "the first signal ended it");
    }
}
