//! Exhaustive play of a turn or two: the seeds a turn can capture at best, and
//! whether a player can force a won ending within a number of turns. Every
//! search here is bounded by a [`Budget`] of positions; a search that would
//! need more says so ([`TooBig`]) and the position makes no puzzle.

use crate::engine::ai::{analyse, NoDeadline};
use crate::engine::{Game, Input, NoEvents, Player, Position};

/// A search needed more positions than its budget.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct TooBig;

/// Positions a search may still visit.
pub(super) struct Budget(u64);

impl Budget {
    /// The budget of one judgement: far more than a turn of any game at the
    /// sizes the puzzles use, small enough to stay under a second.
    pub(super) fn new() -> Budget {
        Budget(300_000)
    }

    fn spend(&mut self) -> Result<(), TooBig> {
        self.0 = self.0.checked_sub(1).ok_or(TooBig)?;
        Ok(())
    }
}

/// The game after a legal input of its position.
pub(super) fn after(game: &Game, input: Input) -> Game {
    let mut g = game.clone();
    g.play_legal(input, &mut NoEvents);
    g
}

/// Whether the player who gave `input` in `before` decides again in the same
/// turn in `after` (a head choice, a bonus pick, an extra move). An answer
/// to an offer is a turn of its own, though the answerer moves next (G6).
pub(super) fn goes_on(before: &Position, input: Input, after: &Position) -> bool {
    after.result().is_none()
        && after.to_move() == before.to_move()
        && !matches!(input, Input::Accept | Input::Decline)
}

/// Seeds `who` has captured in `pos`.
fn captured(pos: &Position, who: Player) -> i32 {
    pos.captured()[who] as i32
}

/// What a turn's completions can capture.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Gain {
    /// The most the mover captures in the rest of the turn.
    pub(super) best: i32,
    /// Whether some completion ends the game (its sweep is no capture).
    pub(super) ends: bool,
}

/// The [`Gain`] of each legal input of `game`, in the legal list's order:
/// the seeds its best completion captures for the player to move.
pub(super) fn gains(game: &Game, budget: &mut Budget) -> Result<Vec<(Input, Gain)>, TooBig> {
    let pos = game.position();
    let me = pos.to_move();
    game.legal()
        .into_iter()
        .map(|input| {
            budget.spend()?;
            let next = after(game, input);
            let p = next.position();
            let own = captured(p, me) - captured(pos, me);
            let gain = if goes_on(pos, input, p) {
                let rest = gains(&next, budget)?;
                Gain {
                    best: own + rest.iter().map(|(_, g)| g.best).max().unwrap_or(0),
                    ends: rest.iter().any(|(_, g)| g.ends),
                }
            } else {
                Gain {
                    best: own,
                    ends: p.result().is_some(),
                }
            };
            Ok((input, gain))
        })
        .collect()
}

/// Whether `solver` can make sure the game ends won for them before `turns`
/// more turns of theirs are over (the turn under way counts, if it is
/// theirs), whatever the opponent does: every legal input of both sides is tried.
pub(super) fn forces_win(
    game: &Game,
    solver: Player,
    turns: u8,
    budget: &mut Budget,
) -> Result<bool, TooBig> {
    let pos = game.position();
    if let Some(o) = pos.result() {
        return Ok(o.winner == Some(solver));
    }
    if turns == 0 {
        return Ok(false);
    }
    budget.spend()?;
    let mine = pos.to_move() == solver;
    for input in game.legal() {
        let next = after(game, input);
        let won = forces_win(
            &next,
            solver,
            turns_after(pos, input, &next, solver, turns),
            budget,
        )?;
        if won == mine {
            return Ok(mine);
        }
    }
    Ok(!mine)
}

/// The solver's turns left after `input` in `pos`: one fewer once a turn of
/// theirs is over.
pub(super) fn turns_after(
    pos: &Position,
    input: Input,
    next: &Game,
    solver: Player,
    turns: u8,
) -> u8 {
    if pos.to_move() == solver && !goes_on(pos, input, next.position()) {
        turns - 1
    } else {
        turns
    }
}

/// Hard's value of every legal input of `game`, hundredths of a seed, best
/// first (equal values in the legal list's order).
pub(super) fn values(game: &Game) -> Vec<(Input, i64)> {
    let (found, _, _) = analyse(game, &mut NoDeadline);
    let mut v: Vec<(Input, i64)> = found
        .into_iter()
        .map(|(input, seeds)| (input, (seeds * 100.0).round() as i64))
        .collect();
    v.sort_by_key(|&(_, h)| std::cmp::Reverse(h));
    v
}

/// A value that decides the game (a win or a loss seen by the search), in
/// hundredths of a seed: half the search's worth of a won game.
pub(super) const DECIDED: i64 = 500_000;
