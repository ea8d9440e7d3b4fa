//! A puzzle's line: the solver's turn (every input right at each point, the
//! one Hard prefers first), then Hard's reply; for `win` on to the won end.
//! [`build`] writes it; [`verify`] walks a file's line and judges it again
//! wherever that needs no search (captures, wins, whose turn it is).

use crate::engine::{Game, Input, Player};

use super::turn::{after, forces_win, gains, turns_after, values, Budget};
use super::Task;

/// The solver's turns a line covers: two for a win in two, else one.
fn turns_of(task: Task) -> u8 {
    if task == Task::Win {
        2
    } else {
        1
    }
}

/// What the solver must keep achieving along the line.
struct Goal {
    task: Task,
    solver: Player,
    /// Capture: the seeds the whole turn takes at best, and the solver's
    /// captured count when the puzzle opens.
    most: i32,
    start: i32,
}

impl Goal {
    fn new(game: &Game, task: Task) -> Result<Goal, String> {
        let pos = game.position();
        let solver = pos.to_move();
        let most = if task == Task::Capture {
            gains(game, &mut Budget::new())
                .map_err(|_| "the turn is too big to play out")?
                .iter()
                .map(|(_, g)| g.best)
                .max()
                .unwrap_or(0)
        } else {
            0
        };
        Ok(Goal {
            task,
            solver,
            most,
            start: pos.captured()[solver] as i32,
        })
    }

    /// The inputs right for the solver in `game`, `turns` turns of theirs
    /// left, in the legal list's order; `None` where only Hard's search
    /// says (`best`, `decide` after their first decision).
    fn right(&self, game: &Game, turns: u8) -> Result<Option<Vec<Input>>, String> {
        let too_big = |_| "the turn is too big to play out".to_string();
        let pos = game.position();
        let legal = game.legal();
        Ok(match self.task {
            Task::Capture => {
                let so_far = pos.captured()[self.solver] as i32 - self.start;
                let g = gains(game, &mut Budget::new()).map_err(too_big)?;
                let keep = g.iter().filter(|(_, g)| so_far + g.best == self.most);
                Some(keep.map(|&(i, _)| i).collect())
            }
            Task::Win | Task::Win1 => {
                let mut budget = Budget::new();
                let mut keep = vec![];
                for i in legal {
                    let next = after(game, i);
                    let left = turns_after(pos, i, &next, self.solver, turns);
                    if forces_win(&next, self.solver, left, &mut budget).map_err(too_big)? {
                        keep.push(i);
                    }
                }
                Some(keep)
            }
            Task::Best | Task::Decide => None,
        })
    }
}

/// The line from `game`'s position, whose first right input is `answer`.
pub(super) fn build(game: &Game, task: Task, answer: Input) -> Result<Vec<Vec<Input>>, String> {
    let goal = Goal::new(game, task)?;
    let mut entries = vec![vec![answer]];
    let (mut g, mut turns) = (game.clone(), turns_of(task));
    loop {
        let input = entries.last().expect("an entry")[0];
        let next = after(&g, input);
        turns = turns_after(g.position(), input, &next, goal.solver, turns);
        g = next;
        let legal = g.legal();
        if legal.is_empty() || (turns == 0 && task == Task::Win) {
            break;
        }
        let entry = if g.position().to_move() != goal.solver {
            // Hard's reply.
            match legal.as_slice() {
                [only] => vec![*only],
                _ => vec![values(&g)[0].0],
            }
        } else if turns == 0 {
            break;
        } else {
            let right = match goal.right(&g, turns)? {
                Some(r) if r.len() <= 1 => r,
                right => {
                    // Hard's order; in `best` and `decide`, Hard's equal best.
                    let v = values(&g);
                    let top = v[0].1;
                    v.iter()
                        .filter(|(i, h)| right.as_ref().map_or(*h == top, |r| r.contains(i)))
                        .map(|&(i, _)| i)
                        .collect()
                }
            };
            if right.is_empty() {
                return Err("no input keeps the goal: the judgement and the line disagree".into());
            }
            right
        };
        entries.push(entry);
    }
    Ok(entries)
}

/// How many of a line's entries are the solver's (the page asks for them).
pub(super) fn solver_entries(game: &Game, line: &[Vec<Input>]) -> usize {
    let solver = game.position().to_move();
    let mut g = game.clone();
    let mut n = 0;
    for entry in line {
        n += usize::from(g.position().to_move() == solver);
        g = after(&g, entry[0]);
    }
    n
}

/// Walks a file's line from `game`'s position: every input legal where it
/// stands, one input for each reply, the capture's and the win's right
/// inputs exactly those listed, the line over when the task is done (the
/// solver's turn over; for `win` and `win1`, the game won). The first entry's order
/// is the search's, checked by the caller.
pub(super) fn verify(
    game: &Game,
    task: Task,
    line: &[Vec<String>],
) -> Result<Vec<Vec<Input>>, String> {
    let goal = Goal::new(game, task)?;
    let (mut g, mut turns) = (game.clone(), turns_of(task));
    let mut read = vec![];
    for (k, entry) in line.iter().enumerate() {
        let at = format!("line entry {}", k + 1);
        let pos = *g.position();
        let legal = g.legal();
        if legal.is_empty() {
            return Err(format!("{at}: the game is already over"));
        }
        let mut inputs = vec![];
        for t in entry {
            let i = pos.parse_input(t).map_err(|e| format!("{at}: {e}"))?;
            if !legal.contains(&i) {
                return Err(format!("{at}: '{t}' is not legal there"));
            }
            inputs.push(i);
        }
        let Some(&first) = inputs.first() else {
            return Err(format!("{at} is empty"));
        };
        if pos.to_move() != goal.solver {
            if inputs.len() != 1 {
                return Err(format!("{at}: a reply is one input, not {}", inputs.len()));
            }
        } else if turns == 0 {
            return Err(format!("{at}: the solver's task is already done"));
        } else if let Some(right) = goal.right(&g, turns)? {
            let mut want: Vec<String> = right.iter().map(|i| i.notation(pos.layout())).collect();
            let mut got = entry.clone();
            want.sort();
            got.sort();
            if want != got {
                return Err(format!("{at}: the right inputs are {want:?}, not {got:?}"));
            }
        }
        let next = after(&g, first);
        turns = turns_after(&pos, first, &next, goal.solver, turns);
        g = next;
        read.push(inputs);
    }
    let done = match task {
        Task::Win | Task::Win1 => g
            .position()
            .result()
            .is_some_and(|o| o.winner == Some(goal.solver)),
        _ => turns == 0 || g.position().result().is_some(),
    };
    if !done {
        return Err("the line stops before the task is done".into());
    }
    Ok(read)
}
