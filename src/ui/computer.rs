//! The computer opponent as the page sees it: the messages between the page
//! and the worker that searches (who sits on each side is `ui::settings`; a
//! request names the game by its start and its inputs; the answer is one
//! input). Plain Rust: the worker's glue only moves these strings, so the whole
//! exchange is tested natively. The page state's side (whose turn it is to
//! think, the question out, the answer played) is `ui::computer::reducer`.

mod reducer;

use crate::engine::ai::{analyse, choose, Deadline, Level};
use crate::engine::json::{self, object, Value};
use crate::engine::{position_from_json, state_json, Game, Player, Position, Rules, Variant};

/// The least thinking time a later decision of a computer's turn gets once
/// the turn's budget is spent, in milliseconds. Only for the choice's
/// strength: even at none the search keeps its first iteration, so an answer
/// always comes. Small, because each such decision adds it to the turn
/// (issue 26: a whole turn within about a second): about 6,000 positions of
/// Tsoro in the worker (docs/benchmarks.md).
pub const LATER_MS: u64 = 10;

/// The thinking time of a whole computer turn in the page at most: the
/// turn, from the reader's input to the computer's last decision, within a
/// second (issue 26), the rest left to the page's own work around and
/// between the decisions (asking, answering, drawing the reader's move and
/// the computer's: 80–230 ms for a turn of one decision at `speed=instant`
/// on a desktop, Bao Kigogo's the most, and about 25 ms for each later
/// decision; `tests/e2e/bench-turn.mjs`). Hard's own budget
/// ([`Level::default_ms`], 950 ms) stays the command line's.
pub const PAGE_TURN_MS: u64 = 700;

/// The thinking time of a decision after `used` milliseconds of the same
/// computer turn (0 for a turn's first): what is left of the turn's budget
/// (the level's [`Level::default_ms`], at most [`PAGE_TURN_MS`]), at least
/// [`LATER_MS`] (none for the baselines, which do not search).
pub fn turn_ms_left(level: Level, used: u64) -> u64 {
    let budget = level.default_ms().min(PAGE_TURN_MS);
    budget.saturating_sub(used).max(LATER_MS.min(budget))
}

/// A computer's turn under way (`AppState::turn_time`): its later decisions
/// share the first one's budget.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TurnTime {
    /// Whose turn.
    pub player: Player,
    /// The page state's `revision` once its last answer was played: the turn
    /// goes on while nothing else changed the game (an undo, a new game).
    pub revision: u64,
    /// The milliseconds its answers took so far, as the worker measured them
    /// ([`Reply::ms`]).
    pub used: u64,
}

/// What the page asks the worker: the computer's choice for the player to move
/// after `inputs` are played from `start`. The game is sent whole, not just its
/// position, because earlier positions count for repetition (C7, B11, T13).
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    /// Which question this answers (the page drops answers to old ones).
    pub id: u64,
    /// Game id (contract word).
    pub game: String,
    /// Contract options, `key=value`.
    pub options: Vec<String>,
    /// The start position as a contract state object, when it is not the opening.
    pub start: Option<String>,
    /// The inputs played since, in contract notation.
    pub inputs: Vec<String>,
    /// The level's contract word.
    pub level: String,
    /// Thinking time, in milliseconds (a later decision of the computer's
    /// turn: what is left of the turn's, [`turn_ms_left`]).
    pub ms: u64,
    /// Seed of the level's choices among equals and of its slips.
    pub seed: u64,
    /// Not a choice but the value of every legal input (the analysis board,
    /// the review): Hard's search, answered in [`Reply::values`].
    pub analyse: bool,
}

/// The worker's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Reply {
    /// The request answered.
    pub id: u64,
    /// The input chosen, in contract notation, or why there is none.
    pub input: Result<String, String>,
    /// The deepest completed search iteration.
    pub depth: u8,
    /// Positions searched.
    pub nodes: u64,
    /// An analysis: each legal input (contract notation) and its value for
    /// the player to move in hundredths of a seed (whole numbers: the wasm
    /// formats and parses no floats); `input` is then the best of them.
    pub values: Vec<(String, i32)>,
    /// How long the worker took, in whole milliseconds (rounded up): from
    /// the question's arrival to the answer.
    pub ms: u64,
}

impl Request {
    /// The question for the player to move after `inputs` from `start`.
    pub fn new(id: u64, start: &Position, inputs: Vec<String>, level: Level, seed: u64) -> Request {
        let rules = start.rules();
        Request {
            id,
            game: rules.variant().id().to_string(),
            options: rules
                .options()
                .into_iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect(),
            start: (*start != Position::new(rules)).then(|| state_json(start).to_string()),
            inputs,
            level: level.id().to_string(),
            ms: level.default_ms(),
            seed,
            analyse: false,
        }
    }

    /// The question of an analysis: every legal input's value for the
    /// player to move after `inputs` from `start`, within `ms`.
    pub fn analysis(id: u64, start: &Position, inputs: Vec<String>, ms: u64) -> Request {
        Request {
            analyse: true,
            ms,
            ..Request::new(id, start, inputs, Level::Hard, 0)
        }
    }

    /// The request as the worker reads it (JSON text).
    pub fn to_json(&self) -> String {
        object([
            ("id", self.id.into()),
            ("game", self.game.as_str().into()),
            ("options", self.options.clone().into()),
            ("start", self.start.clone().into()),
            ("inputs", self.inputs.clone().into()),
            ("level", self.level.as_str().into()),
            ("ms", self.ms.into()),
            ("seed", self.seed.into()),
            ("analyse", self.analyse.into()),
        ])
        .to_string()
    }

    /// Reads a request written by [`Request::to_json`].
    pub fn from_json(text: &str) -> Result<Request, String> {
        let v = json::parse(text).map_err(|e| e.to_string())?;
        let number = |k: &str| v[k].as_u64().ok_or_else(|| format!("no {k}"));
        let word = |k: &str| {
            v[k].as_str()
                .map(str::to_string)
                .ok_or_else(|| format!("no {k}"))
        };
        let words = |k: &str| -> Result<Vec<String>, String> {
            v[k].as_array()
                .ok_or_else(|| format!("no {k}"))?
                .iter()
                .map(|t| {
                    t.as_str()
                        .map(str::to_string)
                        .ok_or_else(|| format!("bad {k}"))
                })
                .collect()
        };
        Ok(Request {
            id: number("id")?,
            game: word("game")?,
            options: words("options")?,
            start: v["start"].as_str().map(str::to_string),
            inputs: words("inputs")?,
            level: word("level")?,
            ms: number("ms")?,
            seed: number("seed")?,
            analyse: v["analyse"].as_bool().unwrap_or(false),
        })
    }

    /// The game the request describes, rebuilt and replayed.
    pub fn game(&self) -> Result<Game, String> {
        let variant: Variant = self.game.parse().map_err(|e| format!("{e}"))?;
        let mut rules = Rules::new(variant);
        for kv in &self.options {
            rules.set_option_str(kv).map_err(|e| format!("{e}"))?;
        }
        let start = match &self.start {
            // The page wrote this JSON itself (`state_json`): a fault here is
            // a bug, said briefly, which keeps the position's many messages
            // out of the worker's wasm.
            Some(json) => position_from_json(rules, json)
                .map_err(|_| "the position sent could not be read".to_string())?,
            None => Position::new(rules),
        };
        Game::replay(start, &self.inputs).map_err(|e| e.to_string())
    }

    /// Answers the request: the level's choice, or the analysis, within the
    /// deadline.
    pub fn answer(&self, deadline: &mut impl Deadline) -> Reply {
        let found = self.game().and_then(|game| {
            let layout = game.position().layout();
            if self.analyse {
                let (values, depth, nodes) = analyse(&game, deadline);
                let best = super::analysis::best(&values)
                    .ok_or_else(|| "the game is over: nothing to analyse".to_string())?;
                let values = values
                    .into_iter()
                    .map(|(i, v)| (i.notation(layout), (v * 100.0).round() as i32))
                    .collect();
                return Ok((best.0.notation(layout), depth, nodes, values));
            }
            let level: Level = self.level.parse().map_err(|e| format!("{e}"))?;
            // A forced input needs no search (a Tsoro pick of the last
            // pickable pit, a pass): its time is left to the turn's others.
            if let [only] = game.legal()[..] {
                return Ok((only.notation(layout), 0, 0, vec![]));
            }
            let c = choose(&game, level, self.seed, deadline)
                .ok_or_else(|| "the game is over: nothing to choose".to_string())?;
            Ok((c.input.notation(layout), c.depth, c.nodes, vec![]))
        });
        match found {
            Ok((input, depth, nodes, values)) => Reply {
                id: self.id,
                input: Ok(input),
                depth,
                nodes,
                values,
                ms: 0,
            },
            Err(e) => Reply::refused(self.id, e),
        }
    }
}

/// The worker's whole job on one message: a request as JSON text in, the reply
/// as JSON text out (a message that is not a request gets an error reply).
/// `now` reads the worker's clock in milliseconds: the search stops once the
/// request's thinking time has passed since the message came, and the reply
/// says how long it took ([`Reply::ms`]).
pub fn answer_message(text: &str, now: impl Fn() -> f64) -> String {
    let start = now();
    let mut reply = match Request::from_json(text) {
        Ok(req) => req.answer(&mut Until {
            now: &now,
            end: start + req.ms as f64,
        }),
        Err(e) => Reply::refused(0, format!("not a request: {e}")),
    };
    reply.ms = (now() - start).ceil().max(0.0) as u64;
    reply.to_json()
}

/// A deadline on a clock read in milliseconds.
struct Until<F> {
    now: F,
    end: f64,
}

impl<F: Fn() -> f64> Deadline for Until<F> {
    fn passed(&mut self) -> bool {
        (self.now)() >= self.end
    }
}

impl Reply {
    /// An answer saying why there is none.
    pub fn refused(id: u64, why: String) -> Reply {
        Reply {
            id,
            input: Err(why),
            depth: 0,
            nodes: 0,
            values: vec![],
            ms: 0,
        }
    }

    /// The reply as the page reads it (JSON text; `input` as `{"Ok": …}` or
    /// `{"Err": …}`).
    pub fn to_json(&self) -> String {
        let input = match &self.input {
            Ok(i) => object([("Ok", i.as_str().into())]),
            Err(e) => object([("Err", e.as_str().into())]),
        };
        object([
            ("id", self.id.into()),
            ("input", input),
            ("depth", self.depth.into()),
            ("nodes", self.nodes.into()),
            (
                "values",
                self.values
                    .iter()
                    .map(|(t, v)| {
                        let v = Value::Number(v.to_string());
                        Value::from(vec![Value::from(t.as_str()), v])
                    })
                    .collect::<Vec<_>>()
                    .into(),
            ),
            ("ms", self.ms.into()),
        ])
        .to_string()
    }
}

/// Reads the worker's reply (written by [`Reply::to_json`]).
pub fn read_reply(text: &str) -> Result<Reply, String> {
    let bad = |what: &str| format!("the computer's answer is unreadable: {what}");
    let v = json::parse(text).map_err(|e| bad(&e.to_string()))?;
    let id = v["id"].as_u64().ok_or_else(|| bad("no id"))?;
    let text = |x: &Value| x.as_str().map(str::to_string);
    let input = match (text(&v["input"]["Ok"]), text(&v["input"]["Err"])) {
        (Some(i), _) => Ok(i),
        (None, Some(e)) => Err(e),
        (None, None) => return Err(bad("no input")),
    };
    Ok(Reply {
        id,
        input,
        depth: v["depth"].as_u64().unwrap_or(0).min(u8::MAX as u64) as u8,
        nodes: v["nodes"].as_u64().unwrap_or(0),
        values: v["values"]
            .as_array()
            .map(|vs| {
                vs.iter()
                    .filter_map(|p| match &p[1] {
                        Value::Number(n) => Some((p[0].as_str()?.to_string(), n.parse().ok()?)),
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default(),
        ms: v["ms"].as_u64().unwrap_or(0),
    })
}

#[cfg(test)]
mod tests;
