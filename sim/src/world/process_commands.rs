//! The few commands a simulated browser VM runs, over its in-memory files:
//! `echo`, `cat`, `ls`, `pwd`, `seq`, `sleep`, `env`, `whoami`, `stty size`,
//! `true`, `false`, and `sh` (a shell that runs the lines written to its
//! standard input). Anything else is not found, as a shell says: exit code
//! 127 and a line on standard error.

use std::collections::BTreeMap;

/// Which output a chunk was written to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Output {
    /// Standard output.
    Stdout,
    /// Standard error.
    Stderr,
}

impl Output {
    /// Its name on the wire.
    pub fn name(self) -> &'static str {
        match self {
            Output::Stdout => "stdout",
            Output::Stderr => "stderr",
        }
    }
}

/// Bytes a process wrote to one output at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chunk {
    /// Where.
    pub output: Output,
    /// What.
    pub bytes: Vec<u8>,
}

/// What a command runs with.
#[derive(Clone, Debug)]
pub struct Context {
    /// The working directory, absolute.
    pub cwd: String,
    /// The environment.
    pub env: BTreeMap<String, String>,
    /// The user it runs as.
    pub user: String,
    /// Its terminal's size as (columns, rows), if it has one.
    pub terminal: Option<(u64, u64)>,
}

/// How a command goes.
#[derive(Debug, PartialEq, Eq)]
pub enum Run {
    /// It wrote `output`, one chunk per line, and exited with `code`.
    Done {
        /// What it wrote.
        output: Vec<Chunk>,
        /// Its exit code.
        code: i64,
    },
    /// It waits this many milliseconds, then exits 0.
    Sleeps(u64),
    /// It copies its standard input to its standard output until it ends.
    Copies,
    /// It runs each line of its standard input as a command until `exit`.
    Shell,
}

/// `text` written to `output`, one chunk per line.
pub fn lines(output: Output, text: &str) -> Vec<Chunk> {
    text.split_inclusive('\n')
        .map(|line| Chunk {
            output,
            bytes: line.as_bytes().to_vec(),
        })
        .collect()
}

fn done(output: Vec<Chunk>, code: i64) -> Run {
    Run::Done { output, code }
}

/// `path` made absolute against `cwd`, without `.` and `..` parts.
pub fn resolve(cwd: &str, path: &str) -> String {
    let joined = if path.starts_with('/') {
        path.to_owned()
    } else {
        format!("{cwd}/{path}")
    };
    let mut parts: Vec<&str> = Vec::new();
    for part in joined.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            part => parts.push(part),
        }
    }
    format!("/{}", parts.join("/"))
}

/// Runs `command` with `args` in `context` over the VM's `files`. A path
/// (`/bin/echo`) names the command its last part names.
pub fn run(
    command: &str,
    args: &[String],
    context: &Context,
    files: &BTreeMap<String, Vec<u8>>,
) -> Run {
    let name = command.rsplit('/').next().unwrap_or(command);
    match name {
        "echo" => echo(args),
        "cat" if args.is_empty() => Run::Copies,
        "cat" => cat(args, context, files),
        "ls" => ls(args, context, files),
        "pwd" => done(lines(Output::Stdout, &format!("{}\n", context.cwd)), 0),
        "seq" => seq(args),
        "sleep" => sleep(args),
        "env" => {
            let text: String = context
                .env
                .iter()
                .map(|(key, value)| format!("{key}={value}\n"))
                .collect();
            done(lines(Output::Stdout, &text), 0)
        }
        "whoami" => done(lines(Output::Stdout, &format!("{}\n", context.user)), 0),
        "stty" => stty(args, context),
        "true" => done(Vec::new(), 0),
        "false" => done(Vec::new(), 1),
        "sh" | "bash" if args.is_empty() => Run::Shell,
        _ => done(
            lines(Output::Stderr, &format!("sh: 1: {name}: not found\n")),
            127,
        ),
    }
}

fn echo(args: &[String]) -> Run {
    let (newline, words) = match args.first().map(String::as_str) {
        Some("-n") => ("", &args[1..]),
        _ => ("\n", args),
    };
    done(
        lines(Output::Stdout, &format!("{}{newline}", words.join(" "))),
        0,
    )
}

fn cat(args: &[String], context: &Context, files: &BTreeMap<String, Vec<u8>>) -> Run {
    let mut output = Vec::new();
    let mut code = 0;
    for arg in args {
        match files.get(&resolve(&context.cwd, arg)) {
            Some(bytes) => output.push(Chunk {
                output: Output::Stdout,
                bytes: bytes.clone(),
            }),
            None => {
                let line = format!("cat: {arg}: No such file or directory\n");
                output.extend(lines(Output::Stderr, &line));
                code = 1;
            }
        }
    }
    done(output, code)
}

fn ls(args: &[String], context: &Context, files: &BTreeMap<String, Vec<u8>>) -> Run {
    let dir = resolve(&context.cwd, args.first().map_or(".", String::as_str));
    if files.contains_key(&dir) {
        return done(lines(Output::Stdout, &format!("{dir}\n")), 0);
    }
    let prefix = if dir == "/" { dir } else { format!("{dir}/") };
    let mut names: Vec<&str> = files
        .keys()
        .filter_map(|path| path.strip_prefix(&prefix))
        .map(|rest| rest.split('/').next().unwrap_or(rest))
        .collect();
    names.dedup();
    if names.is_empty() && prefix != "/" {
        let line = format!(
            "ls: cannot access '{}': No such file or directory\n",
            args.first().map_or(".", String::as_str)
        );
        return done(lines(Output::Stderr, &line), 2);
    }
    let text: String = names.iter().map(|name| format!("{name}\n")).collect();
    done(lines(Output::Stdout, &text), 0)
}

fn seq(args: &[String]) -> Run {
    let numbers: Option<Vec<u64>> = args.iter().map(|a| a.parse().ok()).collect();
    let (first, last) = match numbers.as_deref() {
        Some([last]) => (1, *last),
        Some([first, last]) => (*first, *last),
        _ => {
            let line = "seq: expects one or two whole numbers\n";
            return done(lines(Output::Stderr, line), 1);
        }
    };
    let text: String = (first..=last).map(|n| format!("{n}\n")).collect();
    done(lines(Output::Stdout, &text), 0)
}

fn sleep(args: &[String]) -> Run {
    let seconds = match args {
        [one] => one
            .parse::<f64>()
            .ok()
            .filter(|s| s.is_finite() && *s >= 0.0),
        _ => None,
    };
    match seconds {
        Some(seconds) => Run::Sleeps((seconds * 1000.0).round() as u64),
        None => {
            let line = format!("sleep: invalid time interval '{}'\n", args.join(" "));
            done(lines(Output::Stderr, &line), 1)
        }
    }
}

fn stty(args: &[String], context: &Context) -> Run {
    match (args, context.terminal) {
        ([size], Some((cols, rows))) if size == "size" => {
            done(lines(Output::Stdout, &format!("{rows} {cols}\n")), 0)
        }
        ([size], None) if size == "size" => done(
            lines(
                Output::Stderr,
                "stty: 'standard input': Inappropriate ioctl for device\n",
            ),
            1,
        ),
        _ => done(
            lines(Output::Stderr, "stty: only `stty size` runs here\n"),
            1,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn context() -> Context {
        Context {
            cwd: "/home/kernel".into(),
            env: BTreeMap::from([("A".into(), "1".into())]),
            user: "kernel".into(),
            terminal: None,
        }
    }

    fn text(run: Run) -> (String, String, i64) {
        let Run::Done { output, code } = run else {
            panic!("{run:?}")
        };
        let of = |which| {
            let bytes: Vec<u8> = output
                .iter()
                .filter(|c| c.output == which)
                .flat_map(|c| c.bytes.clone())
                .collect();
            String::from_utf8(bytes).unwrap()
        };
        (of(Output::Stdout), of(Output::Stderr), code)
    }

    fn args(words: &[&str]) -> Vec<String> {
        words.iter().map(|w| w.to_string()).collect()
    }

    #[test]
    fn files_are_read_and_listed_relative_to_the_working_directory() {
        let files = BTreeMap::from([
            ("/home/kernel/a.txt".to_owned(), b"A\n".to_vec()),
            ("/home/kernel/sub/b.txt".to_owned(), b"B\n".to_vec()),
        ]);
        let c = context();
        assert_eq!(text(run("cat", &args(&["a.txt"]), &c, &files)).0, "A\n");
        assert_eq!(
            text(run("/bin/cat", &args(&["sub/../sub/b.txt"]), &c, &files)).0,
            "B\n"
        );
        assert_eq!(
            text(run("ls", &[], &c, &files)).0,
            "a.txt\nsub\n",
            "a directory once"
        );
        let (_, err, code) = text(run("cat", &args(&["none"]), &c, &files));
        assert_eq!(
            (err.as_str(), code),
            ("cat: none: No such file or directory\n", 1)
        );
        assert_eq!(text(run("ls", &args(&["/nowhere"]), &c, &files)).2, 2);
    }

    #[test]
    fn an_unknown_command_is_not_found_with_127() {
        let (out, err, code) = text(run("nmap", &[], &context(), &BTreeMap::new()));
        assert_eq!(
            (out.as_str(), err.as_str(), code),
            ("", "sh: 1: nmap: not found\n", 127)
        );
    }

    #[test]
    fn output_is_one_chunk_per_line() {
        let Run::Done { output, .. } = run("seq", &args(&["3"]), &context(), &BTreeMap::new())
        else {
            panic!()
        };
        assert_eq!(output, lines(Output::Stdout, "1\n2\n3\n"));
        assert_eq!(output.len(), 3);
    }

    #[test]
    fn sleep_reads_seconds_and_cat_without_files_copies() {
        let none = BTreeMap::new();
        let c = context();
        assert_eq!(run("sleep", &args(&["1.5"]), &c, &none), Run::Sleeps(1500));
        assert_eq!(text(run("sleep", &args(&["x"]), &c, &none)).2, 1);
        assert_eq!(run("cat", &[], &c, &none), Run::Copies);
        assert_eq!(run("sh", &[], &c, &none), Run::Shell);
    }
}
