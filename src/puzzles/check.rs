//! Checking a puzzle file again (`mancala puzzles --check`, tests/puzzles.rs):
//! read as the page reads it ([`PuzzleFile::read`]), its puzzles easy to
//! hard, each judged again by Hard's search and by exhaustive play.

use crate::engine::Game;

use super::judge::judge;
use super::line::{solver_entries, verify};
use super::{Grade, Puzzle, PuzzleFile};

/// The outcome of checking a file: one line per puzzle (and one for a fault
/// of the file itself), and how many failed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// What was found, one line each.
    pub lines: Vec<String>,
    /// Lines that are failures.
    pub failures: usize,
}

impl Report {
    fn fail(&mut self, line: String) {
        self.lines.push(line);
        self.failures += 1;
    }
}

/// Judges one puzzle again: its line, Hard's answer and values, its grade.
/// `Ok` is what the answer achieves.
pub fn check_puzzle(p: &Puzzle) -> Result<String, String> {
    let game = Game::replay(p.position, &p.setup).map_err(|e| format!("setup: {e}"))?;
    let line = verify(&game, p.task, &p.line)?;
    let judged = judge(&game, p.task)?;
    let l = game.position().layout();
    let answer = judged.answer.notation(l);
    if line.first().map(|e| e[0]) != Some(judged.answer) {
        return Err(format!(
            "the answer is {answer}, not the line's first input"
        ));
    }
    if p.line[0].len() != 1 {
        return Err("the first decision has one right input, not several".into());
    }
    let values: Vec<(String, i64)> = judged
        .values
        .iter()
        .map(|&(i, h)| (i.notation(l), h))
        .collect();
    if values != p.values {
        return Err(format!("Hard's values are now {values:?}"));
    }
    let grade = Grade::of(p.task, game.legal().len(), solver_entries(&game, &line));
    if grade != p.grade {
        return Err(format!("the grade is {}, not {}", grade.id(), p.grade.id()));
    }
    Ok(format!("{answer} {}", judged.note))
}

/// Checks every puzzle of a file's text: a file that cannot be read is one
/// failure (its fault, naming the puzzle and field); else each puzzle, easy
/// to hard, is judged again by [`check_puzzle`].
pub fn check_text(text: &str) -> Report {
    let mut report = Report::default();
    let file = match PuzzleFile::read(text) {
        Ok(file) => file,
        Err(e) => {
            report.fail(format!("FAIL {e}"));
            return report;
        }
    };
    let mut grade = Grade::Easy;
    for (k, puzzle) in file.puzzles.iter().enumerate() {
        let what = format!("{} {} {}", k + 1, puzzle.grade.id(), puzzle.task.id());
        let result = if puzzle.grade < grade {
            Err(format!("{what}: after a {} puzzle", grade.id()))
        } else {
            grade = puzzle.grade;
            check_puzzle(puzzle)
                .map(|ok| format!("{what}: {ok}"))
                .map_err(|e| format!("{what}: {e}"))
        };
        match result {
            Ok(line) => report.lines.push(format!("ok {line}")),
            Err(e) => report.fail(format!("FAIL puzzle {}: {e}", k + 1)),
        }
    }
    report
}
