//! Processes in a browser session's VM: what runs a command, what answers
//! about one, and the events of its output stream.

use crate::schema::{
    field, ts_name, value, Bounds, Doc, EnumDef, ObjectDef, Ty, NULLABLE, REQUIRED,
};

/// A count of bytes or milliseconds: any whole number from zero.
const COUNT: Ty = Ty::Integer(&Bounds {
    min: 0,
    max: i64::MAX,
});

/// An exit code, as the VM reports it.
const EXIT_CODE: Ty = Ty::Integer(&Bounds {
    min: i64::MIN,
    max: i64::MAX,
});

/// A terminal's columns or rows.
const TERMINAL_SIZE: Ty = Ty::Integer(&Bounds {
    min: 1,
    max: 65_535,
});

/// A time limit in whole seconds.
const TIMEOUT_SEC: Ty = Ty::Integer(&Bounds {
    min: 1,
    max: u32::MAX as i64,
});

const COMMAND_DOC: &str = "The program to run: a name looked up on the VM's PATH, or a path.";
const ARGS_DOC: &str = "The program's arguments, each passed as it is (no shell splitting).";
const AS_ROOT_DOC: &str = "Run as the superuser.";
const AS_USER_DOC: &str = "Run as this user of the VM.";
const CWD_DOC: &str = "The absolute directory to run in.";
const ENV_DOC: &str = "Variables added to the process's environment.";
const TIMEOUT_DOC: &str = "Seconds after which the process is ended.";
const OK_DOC: &str = "True when the service did it.";

/// Body of an exec request.
pub static PROCESS_EXEC: ObjectDef = ObjectDef {
    name: ts_name("ProcessExecParams"),
    doc: Doc::new("A command to run to its end, its output answered at once."),
    fields: &[
        field("command", Ty::NonEmptyStr, REQUIRED, COMMAND_DOC),
        field("args", Ty::Array(&Ty::Str), 0, ARGS_DOC),
        field("as_root", Ty::Bool, 0, AS_ROOT_DOC),
        field("as_user", Ty::NonEmptyStr, NULLABLE, AS_USER_DOC),
        field("cwd", Ty::NonEmptyStr, NULLABLE, CWD_DOC),
        field("env", Ty::Map(&Ty::Str), 0, ENV_DOC),
        field("timeout_sec", TIMEOUT_SEC, NULLABLE, TIMEOUT_DOC),
    ],
    rules: &[],
};

/// What an exec answers.
pub static PROCESS_EXEC_RESPONSE: ObjectDef = ObjectDef {
    name: ts_name("ProcessExecResponse"),
    doc: Doc::new("How a command run to its end went."),
    fields: &[
        field("duration_ms", COUNT, 0, "How long it ran, in milliseconds."),
        field("exit_code", EXIT_CODE, 0, "Its exit status."),
        field(
            "stderr_b64",
            Ty::Str,
            0,
            "Everything it wrote to standard error, base64-encoded.",
        ),
        field(
            "stdout_b64",
            Ty::Str,
            0,
            "Everything it wrote to standard output, base64-encoded.",
        ),
    ],
    rules: &[],
};

/// The signals a process may be sent.
pub static PROCESS_SIGNAL: EnumDef = EnumDef {
    name: ts_name("ProcessSignal"),
    doc: Doc::new("A signal to send to a process."),
    values: &[
        value("TERM", "Ask it to end (SIGTERM)."),
        value("KILL", "End it at once (SIGKILL)."),
        value("INT", "Interrupt it, as Ctrl-C does (SIGINT)."),
        value("HUP", "Tell it its terminal hung up (SIGHUP)."),
    ],
};

/// Body of a kill request.
pub static PROCESS_KILL: ObjectDef = ObjectDef {
    name: ts_name("ProcessKillParams"),
    doc: Doc::new("The signal to send to a process."),
    fields: &[field(
        "signal",
        Ty::Enum(&PROCESS_SIGNAL),
        REQUIRED,
        "Which signal.",
    )],
    rules: &[],
};

/// What a kill answers.
pub static PROCESS_KILL_RESPONSE: ObjectDef = ObjectDef {
    name: ts_name("ProcessKillResponse"),
    doc: Doc::new("Whether the signal was sent."),
    fields: &[field("ok", Ty::Bool, REQUIRED, OK_DOC)],
    rules: &[],
};

/// Body of a resize request.
pub static PROCESS_RESIZE: ObjectDef = ObjectDef {
    name: ts_name("ProcessResizeParams"),
    doc: Doc::new("The new size of a process's terminal."),
    fields: &[
        field("cols", TERMINAL_SIZE, REQUIRED, "Columns."),
        field("rows", TERMINAL_SIZE, REQUIRED, "Rows."),
    ],
    rules: &[],
};

/// What a resize answers.
pub static PROCESS_RESIZE_RESPONSE: ObjectDef = ObjectDef {
    name: ts_name("ProcessResizeResponse"),
    doc: Doc::new("Whether the terminal was resized."),
    fields: &[field("ok", Ty::Bool, REQUIRED, OK_DOC)],
    rules: &[],
};

/// Body of a spawn request.
pub static PROCESS_SPAWN: ObjectDef = ObjectDef {
    name: ts_name("ProcessSpawnParams"),
    doc: Doc::new("A command to start in the background; its output is streamed."),
    fields: &[
        field("command", Ty::NonEmptyStr, REQUIRED, COMMAND_DOC),
        field(
            "allocate_tty",
            Ty::Bool,
            0,
            "Give the process a pseudo-terminal, as an interactive shell needs.",
        ),
        field("args", Ty::Array(&Ty::Str), 0, ARGS_DOC),
        field("as_root", Ty::Bool, 0, AS_ROOT_DOC),
        field("as_user", Ty::NonEmptyStr, NULLABLE, AS_USER_DOC),
        field(
            "cols",
            TERMINAL_SIZE,
            0,
            "The terminal's first width in columns; read only with allocate_tty.",
        ),
        field("cwd", Ty::NonEmptyStr, NULLABLE, CWD_DOC),
        field("env", Ty::Map(&Ty::Str), 0, ENV_DOC),
        field(
            "rows",
            TERMINAL_SIZE,
            0,
            "The terminal's first height in rows; read only with allocate_tty.",
        ),
        field("timeout_sec", TIMEOUT_SEC, NULLABLE, TIMEOUT_DOC),
    ],
    rules: &[],
};

/// What a spawn answers.
pub static PROCESS_SPAWN_RESPONSE: ObjectDef = ObjectDef {
    name: ts_name("ProcessSpawnResponse"),
    doc: Doc::new("A process started in the background."),
    fields: &[
        field(
            "pid",
            COUNT,
            0,
            "Its process id in the VM's operating system.",
        ),
        field(
            "process_id",
            Ty::Str,
            0,
            "The service's id of the process, which the other process methods take.",
        ),
        field("started_at", Ty::DateTime, 0, "When it started."),
    ],
    rules: &[],
};

/// Whether a process still runs.
pub static PROCESS_STATE: EnumDef = EnumDef {
    name: ts_name("ProcessState"),
    doc: Doc::new("Whether a process still runs."),
    values: &[
        value("running", "It runs."),
        value("exited", "It ended; its exit code is known."),
    ],
};

/// What a status answers.
pub static PROCESS_STATUS_RESPONSE: ObjectDef = ObjectDef {
    name: ts_name("ProcessStatusResponse"),
    doc: Doc::new("How a process is doing."),
    fields: &[
        field(
            "cpu_pct",
            Ty::Number,
            0,
            "Its share of a CPU, in percent (an estimate).",
        ),
        field(
            "exit_code",
            EXIT_CODE,
            NULLABLE,
            "Its exit status once it exited; null while it runs.",
        ),
        field(
            "mem_bytes",
            COUNT,
            0,
            "Its resident memory in bytes (an estimate).",
        ),
        field("state", Ty::Enum(&PROCESS_STATE), 0, "Whether it runs."),
    ],
    rules: &[],
};

/// Body of a stdin request.
pub static PROCESS_STDIN: ObjectDef = ObjectDef {
    name: ts_name("ProcessStdinParams"),
    doc: Doc::new("Bytes to write to a process's standard input."),
    fields: &[field(
        "data_b64",
        Ty::Str,
        REQUIRED,
        "The bytes, base64-encoded.",
    )],
    rules: &[],
};

/// What a stdin answers.
pub static PROCESS_STDIN_RESPONSE: ObjectDef = ObjectDef {
    name: ts_name("ProcessStdinResponse"),
    doc: Doc::new("How much of the input the process was given."),
    fields: &[field(
        "written_bytes",
        COUNT,
        0,
        "How many bytes were written.",
    )],
    rules: &[],
};

/// Which of a process's outputs a chunk comes from.
pub static PROCESS_OUTPUT: EnumDef = EnumDef {
    name: ts_name("ProcessOutput"),
    doc: Doc::new("Which output of a process a chunk was written to."),
    values: &[
        value("stdout", "Standard output."),
        value("stderr", "Standard error."),
    ],
};

/// One event of a process's output stream.
pub static PROCESS_STDOUT_EVENT: ObjectDef = ObjectDef {
    name: ts_name("ProcessStdoutStreamResponse"),
    doc: Doc::new(
        "One event of a process's output stream: a chunk of its output, or its exit \
         (`event: 'exit'`), after which the stream ends.",
    ),
    fields: &[
        field("data_b64", Ty::Str, 0, "The chunk's bytes, base64-encoded."),
        field(
            "event",
            Ty::Literal("exit"),
            0,
            "`exit` when the process ended; absent on a chunk of output.",
        ),
        field(
            "exit_code",
            EXIT_CODE,
            0,
            "The exit status, on the exit event.",
        ),
        field(
            "stream",
            Ty::Enum(&PROCESS_OUTPUT),
            0,
            "Which output the chunk was written to.",
        ),
    ],
    rules: &[],
};
