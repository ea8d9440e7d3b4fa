//! Whether a position makes a puzzle of a task, and its answer: the same
//! judgement when a puzzle is generated and when a file is checked. The
//! cheap tests (captures, exhaustive wins) come first; Hard's search, the
//! dear one, only for positions that pass them.

use crate::engine::{Awaiting, Game, Input};

use super::turn::{forces_win, gains, turns_after, values, Budget, DECIDED};
use super::Task;

/// The least lead of a capture's answer over the next input, in seeds.
const CAPTURE_LEAD: i32 = 2;

/// The least lead of Hard's best over the next input for `best` and
/// `decide`, hundredths of a seed.
const CLEAR_LEAD: i64 = 300;

/// A position's answer to a task.
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement {
    /// The one right input at the first decision.
    pub answer: Input,
    /// Hard's value of every legal input there, best first.
    pub values: Vec<(Input, i64)>,
    /// What the answer achieves, for the report: seeds captured, or turns to win.
    pub note: String,
}

/// Whether `game`'s position (the player to move: the solver) is a puzzle of
/// `task`, and its answer; else why not.
pub fn judge(game: &Game, task: Task) -> Result<Judgement, String> {
    let pos = game.position();
    let legal = game.legal();
    if legal.len() < 2 {
        return Err(format!("{} legal input(s): nothing to choose", legal.len()));
    }
    let mid_turn = pos.awaiting() != Awaiting::Move;
    if mid_turn != (task == Task::Decide) {
        return Err(if mid_turn {
            "a decision inside a turn is a decide puzzle".into()
        } else {
            "a decide puzzle needs a decision inside a turn".into()
        });
    }
    let name = |i: Input| i.notation(pos.layout());
    let (answer, note) = match task {
        Task::Capture => {
            let g =
                gains(game, &mut Budget::new()).map_err(|_| "the turns are too big to play out")?;
            if g.iter().any(|(_, g)| g.ends) {
                return Err("an input can end the game".into());
            }
            let mut by_gain: Vec<(Input, i32)> = g.iter().map(|&(i, g)| (i, g.best)).collect();
            by_gain.sort_by_key(|&(_, n)| std::cmp::Reverse(n));
            let (top, next) = (by_gain[0], by_gain[1].1);
            if top.1 < next + CAPTURE_LEAD {
                return Err(format!(
                    "the most captured ({}) is not {CAPTURE_LEAD} ahead of the next ({next})",
                    top.1
                ));
            }
            (top.0, format!("captures {}, the next {next}", top.1))
        }
        Task::Win1 | Task::Win => {
            let solver = pos.to_move();
            let mut budget = Budget::new();
            let mut winners = |turns: u8| -> Result<Vec<Input>, String> {
                let mut found = vec![];
                for &i in &legal {
                    let next = super::turn::after(game, i);
                    let left = turns_after(pos, i, &next, solver, turns);
                    if forces_win(&next, solver, left, &mut budget)
                        .map_err(|_| "the turns are too big to play out")?
                    {
                        found.push(i);
                    }
                }
                Ok(found)
            };
            let in_one = winners(1)?;
            let found = if task == Task::Win1 {
                in_one
            } else if !in_one.is_empty() {
                return Err(format!("{} wins in one", name(in_one[0])));
            } else {
                winners(2)?
            };
            if found.len() != 1 {
                return Err(format!("{} inputs win", found.len()));
            }
            let turns = if task == Task::Win1 {
                "one turn"
            } else {
                "two turns"
            };
            (found[0], format!("wins in {turns}"))
        }
        // Hard's search alone says.
        Task::Best | Task::Decide => (legal[0], String::new()),
    };
    let values = values(game);
    let (best, second) = (values[0], values[1]);
    if !matches!(task, Task::Win | Task::Win1) && best.1 <= -DECIDED {
        return Err("the game is lost whatever the solver does".into());
    }
    match task {
        Task::Best | Task::Decide => {
            if best.1 - second.1 < CLEAR_LEAD {
                return Err(format!(
                    "Hard's best {} leads the next by {}, under {CLEAR_LEAD}",
                    name(best.0),
                    best.1 - second.1
                ));
            }
            if second.1.abs() >= DECIDED {
                return Err("the second best input decides the game too".into());
            }
        }
        _ if best.0 != answer || best.1 == second.1 => {
            return Err(format!(
                "Hard prefers {} ({}) to {}",
                name(best.0),
                best.1,
                name(answer)
            ))
        }
        _ => {}
    }
    if task == Task::Best {
        // Not simply the biggest capture, which a capture puzzle asks.
        let g = gains(game, &mut Budget::new()).map_err(|_| "the turns are too big to play out")?;
        let of = |i: Input| g.iter().find(|(j, _)| *j == i).map_or(0, |(_, g)| g.best);
        let most = g.iter().map(|(_, g)| g.best).max().unwrap_or(0);
        let takers = g.iter().filter(|(_, g)| g.best == most).count();
        if of(best.0) == most && takers == 1 {
            return Err(format!("{} is simply the biggest capture", name(best.0)));
        }
    }
    let note = if note.is_empty() {
        let lead = best.1 - second.1;
        format!("{}.{:02} seeds ahead of the next", lead / 100, lead % 100)
    } else {
        note
    };
    Ok(Judgement {
        answer: if matches!(task, Task::Best | Task::Decide) {
            best.0
        } else {
            answer
        },
        values,
        note,
    })
}
