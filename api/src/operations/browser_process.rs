//! Processes in a browser session's VM: run a command to its end, or start
//! one and talk to it while it runs.

use super::{object, operations, Method, OperationDef};
use crate::operation::{StreamDef, StreamEnd};
use crate::records::{
    PROCESS_EXEC, PROCESS_EXEC_RESPONSE, PROCESS_KILL, PROCESS_KILL_RESPONSE, PROCESS_RESIZE,
    PROCESS_RESIZE_RESPONSE, PROCESS_SPAWN, PROCESS_SPAWN_RESPONSE, PROCESS_STATUS_RESPONSE,
    PROCESS_STDIN, PROCESS_STDIN_RESPONSE, PROCESS_STDOUT_EVENT,
};

/// A process's output, chunk by chunk, until the event of its exit.
static PROCESS_OUTPUT_EVENTS: StreamDef = StreamDef {
    event: &object(&PROCESS_STDOUT_EVENT),
    ends: Some(StreamEnd {
        member: "event",
        while_values: &[],
    }),
};

operations! {
    EXEC_PROCESS = op("browsers.process", "exec", Post, "/browsers/{id}/process/exec",
        "Runs a command in the browser session's VM and waits for its end: its exit code and its output.")
        .body(&object(&PROCESS_EXEC))
        .answers(&object(&PROCESS_EXEC_RESPONSE));
    KILL_PROCESS = op("browsers.process", "kill", Post, "/browsers/{id}/process/{process_id}/kill",
        "Sends a signal to a process started by spawn.")
        .body(&object(&PROCESS_KILL))
        .answers(&object(&PROCESS_KILL_RESPONSE));
    RESIZE_PROCESS = op("browsers.process", "resize", Post, "/browsers/{id}/process/{process_id}/resize",
        "Resizes the pseudo-terminal of a process started with allocate_tty.")
        .body(&object(&PROCESS_RESIZE))
        .answers(&object(&PROCESS_RESIZE_RESPONSE));
    SPAWN_PROCESS = op("browsers.process", "spawn", Post, "/browsers/{id}/process/spawn",
        "Starts a command in the browser session's VM without waiting: its id, for the other process methods.")
        .body(&object(&PROCESS_SPAWN))
        .answers(&object(&PROCESS_SPAWN_RESPONSE));
    PROCESS_STATUS = op("browsers.process", "status", Get, "/browsers/{id}/process/{process_id}/status",
        "Reads whether a process still runs, and its exit code once it ended.")
        .answers(&object(&PROCESS_STATUS_RESPONSE));
    PROCESS_STDIN_WRITE = op("browsers.process", "stdin", Post, "/browsers/{id}/process/{process_id}/stdin",
        "Writes bytes to a running process's standard input.")
        .body(&object(&PROCESS_STDIN))
        .answers(&object(&PROCESS_STDIN_RESPONSE));
    STREAM_PROCESS_OUTPUT = op("browsers.process", "stdoutStream", Get, "/browsers/{id}/process/{process_id}/stdout/stream",
        "Streams a process's output (standard output and error) as it is written, then the event of its exit.")
        .streams(&PROCESS_OUTPUT_EVENTS);
}
