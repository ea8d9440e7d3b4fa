//! The puzzle file (`static/puzzles/<game>.json`, docs/contract.md,
//! "Puzzles"): written one field to a line by `mancala puzzles`, and read
//! back into a [`PuzzleFile`], once, by the checker (`check.rs`) and by the
//! page (`ui::course`) alike.

use crate::engine::fields::{self, Fault, Fields, FileError};
use crate::engine::json::{Map, Value};
use crate::engine::{state_json, Position, Rules};

use super::{Grade, Puzzle, PuzzleFile, Request, Task};

/// The contract state object of a puzzle's position: the fields a position
/// is loaded from (rows, owners, captured, to_move, awaiting), as
/// `state_json` writes them.
pub(super) fn state_of(pos: &Position) -> String {
    let full = state_json(pos);
    let mut kept = Map::new();
    for key in ["rows", "owners", "captured", "to_move", "awaiting"] {
        kept.insert(key, full[key].clone());
    }
    Value::Object(kept).to_string()
}

impl PuzzleFile {
    /// The file's text (no final newline): the header fields, then each
    /// puzzle's fields one to a line.
    pub fn to_text(&self) -> String {
        let rules = self.request.rules;
        let mut options = Map::new();
        for (k, v) in rules.options() {
            options.insert(k, v);
        }
        let s = |v: Value| v.to_string();
        let mut out = vec![
            "{".to_string(),
            format!("  \"game\": {},", s(rules.variant().id().into())),
            format!("  \"options\": {},", s(options.into())),
            format!(
                "  \"generated_by\": {},",
                s(self.request.command_line().into())
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
                fields.push(format!("\"setup\": {}", s(p.setup.clone().into())));
            }
            fields.push(format!("\"line\": {}", s(p.line.clone().into())));
            let values: Vec<Value> = p
                .values
                .iter()
                .map(|(t, h)| Value::Array(vec![t.as_str().into(), (*h).into()]))
                .collect();
            fields.push(format!("\"values\": {}", s(values.into())));
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

    /// Reads a puzzle file: its game, every option (as strings), the
    /// `generated_by` that names them, and at least one puzzle, each
    /// numbered in order, its position loadable and its setup playable.
    /// The first fault found names the puzzle and the field.
    pub fn read(text: &str) -> Result<PuzzleFile, FileError> {
        let v = fields::parse(text)?;
        let file = Fields::new(&v, None)?;
        let variant = file.game()?;
        let options = file.need("options")?;
        let rules = file.rules(variant)?;
        let listed = options.as_object().map_or(0, |m| m.iter().count());
        if listed != rules.options().len() {
            let fault = Fault::Other("must list every option of the game".into());
            return Err(file.fault("options", fault));
        }
        let by = file.string("generated_by")?;
        let request = Request::from_command_line(by)
            .map_err(|e| file.fault("generated_by", Fault::Other(e)))?;
        if request.rules != rules {
            let fault = Fault::Other("names other options than \"options\"".into());
            return Err(file.fault("generated_by", fault));
        }
        let mut puzzles = vec![];
        for (k, p) in file.list("puzzles")?.iter().enumerate() {
            puzzles.push(read_puzzle(rules, k + 1, p)?);
        }
        Ok(PuzzleFile { request, puzzles })
    }
}

/// Reads puzzle `n` (1 first) of a file of `rules`.
fn read_puzzle(rules: Rules, n: usize, v: &Value) -> Result<Puzzle, FileError> {
    let p = Fields::new(v, Some(("puzzle", n)))?;
    let written = p.count("n")?;
    if written != n as u64 {
        return Err(p.fault("n", Fault::Other(format!("numbered {written}, not {n}"))));
    }
    let level = p.string("level")?;
    let grade = Grade::from_id(level)
        .ok_or_else(|| p.fault("level", Fault::Unknown("level", level.into())))?;
    let task = p.string("task")?;
    let task =
        Task::from_id(task).ok_or_else(|| p.fault("task", Fault::Unknown("task", task.into())))?;
    let (position, setup) = p.start(rules)?;
    let line = p.token_lists("line")?;
    let mut values = vec![];
    for pair in p.list("values")? {
        let fault = || p.fault("values", Fault::NotA("a list of [token, hundredths] pairs"));
        values.push(value_pair(pair).ok_or_else(fault)?);
    }
    Ok(Puzzle {
        grade,
        task,
        position,
        setup,
        line,
        values,
    })
}

/// `["e1", 520]`: an input and its value in hundredths of a seed.
fn value_pair(v: &Value) -> Option<(String, i64)> {
    match v.as_array()?.as_slice() {
        [token, value] => Some((token.as_str()?.to_string(), value.as_i64()?)),
        _ => None,
    }
}
