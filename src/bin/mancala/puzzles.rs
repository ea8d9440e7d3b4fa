//! `mancala puzzles`: writes a puzzle file (`static/puzzles/<game>.json`) or
//! checks one (docs/contract.md, "Puzzles"; the library's `mancala::puzzles`).
//!
//! - `mancala puzzles --game ID [--option K=V]... [--count N] [--seed S]`
//!   prints the file on stdout;
//! - `mancala puzzles --check FILE` judges every puzzle again and prints one
//!   line per puzzle; exit status 1 if any fails (2 for a bad command line or
//!   an unreadable file, as every command).

use mancala::puzzles::{check_text, generate, Request};

/// Runs the command; `Ok` is the text to print. A check that finds a fault
/// prints its lines and exits with status 1 here.
pub(crate) fn run(args: &[String]) -> Result<String, String> {
    match args {
        [flag, path] if flag == "--check" => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read the puzzle file {path}: {e}"))?;
            let report = check_text(&text);
            let out = report.lines.join("\n");
            if report.failures > 0 {
                use std::io::Write;
                let mut stdout = std::io::stdout().lock();
                // The exit status says it all, even to a reader gone away.
                let _ = writeln!(stdout, "{out}").and_then(|_| stdout.flush());
                std::process::exit(1);
            }
            Ok(out)
        }
        _ if args.iter().any(|a| a == "--check") => {
            Err("usage: mancala puzzles --check FILE (and nothing else)".into())
        }
        _ => Ok(generate(&Request::from_args(args)?).to_text()),
    }
}
