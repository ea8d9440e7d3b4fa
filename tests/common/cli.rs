//! The `mancala` program run as outside scripts run it (docs/contract.md):
//! its exit status, standard output and error, and the contract's error shape.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `mancala` with `stdin`; (exit status, stdout, stderr).
pub fn run_with(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mancala runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Runs `mancala` with nothing on standard input.
pub fn run(args: &[&str]) -> (i32, String, String) {
    run_with(args, "")
}

/// Exit 2, nothing on stdout, one line on stderr containing each needle.
pub fn fails_with(args: &[&str], stdin: &str, needles: &[&str]) {
    let (code, out, err) = run_with(args, stdin);
    assert_eq!(code, 2, "{args:?} should fail: stdout {out}");
    assert!(out.is_empty(), "{args:?} printed on stdout: {out}");
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    assert!(!err.contains("panicked"), "{err}");
    for n in needles {
        assert!(err.contains(n), "{args:?}: {err:?} lacks {n:?}");
    }
}

/// Exit 2, nothing on stdout, exactly one line on stderr containing `needle`.
pub fn fails(args: &[&str], needle: &str) {
    fails_with(args, "", &[needle]);
}
