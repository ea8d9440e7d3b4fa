//! The puzzle file (`static/puzzles/<game>.json`): written one field to a
//! line, read back, and checked puzzle by puzzle.

use serde_json::{json, Value};

use crate::engine::{position_from_json, state_json, Game, Position, Rules, Variant};

use super::judge::judge;
use super::line::{solver_entries, verify};
use super::{Grade, Puzzle, PuzzleFile, Request, Task};

/// The contract state object of a puzzle's position: the fields a position
/// is loaded from (rows, owners, captured, to_move, awaiting), as
/// `state_json` writes them.
pub(super) fn state_of(pos: &Position) -> String {
    let full: Value = serde_json::from_str(&state_json(pos).to_string()).expect("JSON");
    let mut kept = serde_json::Map::new();
    for key in ["rows", "owners", "captured", "to_move", "awaiting"] {
        kept.insert(key.into(), full[key].clone());
    }
    Value::Object(kept).to_string()
}

/// A position read as `mancala apply --position` reads it.
pub(super) fn load(rules: Rules, state: &str) -> Result<Position, String> {
    position_from_json(rules, state).map_err(|e| e.to_string())
}

impl PuzzleFile {
    /// The file's text (no final newline): the header fields, then each
    /// puzzle's fields one to a line.
    pub fn to_text(&self) -> String {
        let rules = self.request.rules;
        let options: serde_json::Map<String, Value> = rules
            .options()
            .into_iter()
            .map(|(k, v)| (k.to_string(), Value::String(v)))
            .collect();
        let s = |v: &Value| v.to_string();
        let mut out = vec![
            "{".to_string(),
            format!("  \"game\": {},", s(&json!(rules.variant().id()))),
            format!("  \"options\": {},", s(&Value::Object(options))),
            format!(
                "  \"generated_by\": {},",
                s(&json!(self.request.command_line()))
            ),
            "  \"puzzles\": [".to_string(),
        ];
        for (k, p) in self.puzzles.iter().enumerate() {
            let mut fields = vec![
                format!("\"n\": {}", k + 1),
                format!("\"level\": \"{}\"", p.grade.id()),
                format!("\"task\": \"{}\"", p.task.id()),
                format!("\"position\": {}", state_of(&p.position)),
            ];
            if !p.setup.is_empty() {
                fields.push(format!("\"setup\": {}", s(&json!(p.setup))));
            }
            fields.push(format!("\"line\": {}", s(&json!(p.line))));
            fields.push(format!("\"values\": {}", s(&json!(p.values))));
            let comma = if k + 1 < self.puzzles.len() { "," } else { "" };
            out.push(format!(
                "    {{\n      {}\n    }}{comma}",
                fields.join(",\n      ")
            ));
        }
        out.push("  ]".into());
        out.push("}".into());
        out.join("\n")
    }
}

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

/// The file's game and options, and the request of its `generated_by`.
fn header(v: &Value) -> Result<(Rules, Request), String> {
    let id = v["game"].as_str().ok_or("the file has no \"game\"")?;
    let variant: Variant = id.parse().map_err(|e| format!("{e}"))?;
    let mut rules = Rules::new(variant);
    let options = v["options"]
        .as_object()
        .ok_or("the file has no \"options\"")?;
    for (k, value) in options {
        let value = value
            .as_str()
            .ok_or(format!("option {k} is not a string"))?;
        rules.set_option(k, value).map_err(|e| e.to_string())?;
    }
    if options.len() != rules.options().len() {
        return Err("\"options\" must list every option of the game".into());
    }
    let by = v["generated_by"]
        .as_str()
        .ok_or("the file has no \"generated_by\"")?;
    let request = Request::from_command_line(by)?;
    if request.rules != rules {
        return Err("\"generated_by\" names other options than \"options\"".into());
    }
    Ok((rules, request))
}

/// Reads a list of token lists.
fn token_lists(v: &Value) -> Option<Vec<Vec<String>>> {
    v.as_array()?.iter().map(tokens).collect()
}

fn tokens(v: &Value) -> Option<Vec<String>> {
    v.as_array()?
        .iter()
        .map(|t| t.as_str().map(str::to_string))
        .collect()
}

/// Reads one puzzle of the file (its `n` and `level` as written).
fn read(rules: Rules, p: &Value) -> Result<(u64, Puzzle), String> {
    let n = p["n"].as_u64().ok_or("no \"n\"")?;
    let grade = p["level"]
        .as_str()
        .and_then(Grade::from_id)
        .ok_or("no \"level\"")?;
    let task = p["task"]
        .as_str()
        .and_then(Task::from_id)
        .ok_or("no \"task\"")?;
    let position = load(rules, &p["position"].to_string())?;
    let setup = match &p["setup"] {
        Value::Null => vec![],
        v => tokens(v).ok_or("\"setup\" is not a list of tokens")?,
    };
    let line = token_lists(&p["line"]).ok_or("\"line\" is not a list of token lists")?;
    let values = p["values"]
        .as_array()
        .and_then(|list| {
            list.iter()
                .map(|pair| Some((pair[0].as_str()?.to_string(), pair[1].as_i64()?)))
                .collect::<Option<Vec<_>>>()
        })
        .ok_or("\"values\" is not a list of [token, hundredths]")?;
    let puzzle = Puzzle {
        grade,
        task,
        position,
        setup,
        line,
        values,
    };
    Ok((n, puzzle))
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

/// Checks every puzzle of a file's text: numbered 1, 2, … easy to hard, each
/// judged again by [`check_puzzle`].
pub fn check_text(text: &str) -> Report {
    let mut report = Report::default();
    let v: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => {
            report.fail(format!("FAIL the file is not JSON: {e}"));
            return report;
        }
    };
    let rules = match header(&v) {
        Ok((rules, _)) => rules,
        Err(e) => {
            report.fail(format!("FAIL {e}"));
            return report;
        }
    };
    let list = v["puzzles"].as_array().cloned().unwrap_or_default();
    if list.is_empty() {
        report.fail("FAIL the file has no puzzles".into());
    }
    let mut grade = Grade::Easy;
    for (k, p) in list.iter().enumerate() {
        let result = read(rules, p).and_then(|(n, puzzle)| {
            let what = format!("{} {} {}", n, puzzle.grade.id(), puzzle.task.id());
            if n != k as u64 + 1 {
                return Err(format!("{what}: numbered {n}, not {}", k + 1));
            }
            if puzzle.grade < grade {
                return Err(format!("{what}: after a {} puzzle", grade.id()));
            }
            grade = puzzle.grade;
            check_puzzle(&puzzle)
                .map(|ok| format!("{what}: {ok}"))
                .map_err(|e| format!("{what}: {e}"))
        });
        match result {
            Ok(line) => report.lines.push(format!("ok {line}")),
            Err(e) => report.fail(format!("FAIL puzzle {}: {e}", k + 1)),
        }
    }
    report
}
