//! Alpha-beta search with iterative deepening over the engine's positions. A
//! turn may hold several decisions of the same player (Goré's answer, Tsoro's
//! head choices and bonus picks, Anywoli's extra moves), so the search keeps the
//! root player's point of view (maximising on their decisions, minimising on the
//! opponent's) instead of negating at every ply.

use super::eval;
use super::Choice;
use std::hash::{Hash, Hasher};

use rustc_hash::{FxHashMap, FxHasher};

use crate::engine::board::Player;
use crate::engine::event::NoEvents;
use crate::engine::game::Game;
use crate::engine::input::Input;
use crate::engine::position::{Awaiting, Position, RepetitionKey};

/// Something that may end a search early (a clock, a cancel flag). Asked every
/// few thousand positions.
pub trait Deadline {
    /// Whether the search must stop now.
    fn passed(&mut self) -> bool;
}

/// No deadline: the node budget alone bounds the search (repeatable).
#[derive(Copy, Clone, Debug, Default)]
pub struct NoDeadline;

impl Deadline for NoDeadline {
    fn passed(&mut self) -> bool {
        false
    }
}

/// Positions between two questions to the deadline: about a millisecond where
/// positions are dearest (relay sowings past the horizon), so that a short
/// budget is kept to closely.
const CHECK_EVERY: u64 = 256;

struct Search<'a, D: Deadline> {
    root: Player,
    /// The game so far, for the occurrences of earlier positions.
    game: &'a Game,
    /// The positions on the path from the root to the node searched now.
    path: Vec<RepetitionKey>,
    nodes: u64,
    budget: u64,
    deadline: &'a mut D,
    stopped: bool,
    /// Plies searched past the horizon, captures only.
    quiescence: u8,
    /// Values found for whole positions (a transposition table), kept for the
    /// positions with children of their own.
    table: FxHashMap<u64, Entry>,
}

/// What a searched value says about the true one (fail-soft alpha-beta).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Bound {
    Exact,
    /// The true value is at least this.
    Lower,
    /// The true value is at most this.
    Upper,
}

/// One position's search result: how deep, the value, and the child that gave
/// it (its hash, searched first next time).
#[derive(Copy, Clone, Debug)]
struct Entry {
    depth: u8,
    value: i32,
    bound: Bound,
    best: u64,
}

/// The hash of a whole position (board, owners, captured, mover, what is
/// awaited, the history that changes what is legal).
fn hash_of(pos: &Position) -> u64 {
    let mut h = FxHasher::default();
    pos.hash(&mut h);
    h.finish()
}

impl<'a, D: Deadline> Search<'a, D> {
    /// A search from `game`'s position, for the player to move there.
    fn new(game: &'a Game, budget: u64, deadline: &'a mut D) -> Self {
        Search {
            root: game.position().to_move(),
            game,
            path: Vec::new(), // the root itself is among the game's occurrences
            nodes: 0,
            budget,
            deadline,
            stopped: false,
            // Plies past the horizon, captures only (the game's AI tuning).
            quiescence: game.position().rules().variant().spec().ai.quiescence,
            table: FxHashMap::default(),
        }
    }

    /// The value of `pos` for the root player, searched `depth` plies deep.
    fn value(&mut self, pos: &Position, depth: u8, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.budget || (self.nodes % CHECK_EVERY == 0 && self.deadline.passed()) {
            self.stopped = true;
        }
        if self.stopped || pos.result().is_some() {
            return eval::value(pos, self.root);
        }
        if depth == 0 {
            return self.quiesce(pos, alpha, beta, self.quiescence);
        }
        let (alpha0, beta0) = (alpha, beta);
        let key = (depth >= 2).then(|| hash_of(pos));
        let mut hint = None;
        if let Some(e) = key.and_then(|k| self.table.get(&k)) {
            if e.depth >= depth {
                match e.bound {
                    Bound::Exact => return e.value,
                    Bound::Lower => alpha = alpha.max(e.value),
                    Bound::Upper => beta = beta.min(e.value),
                }
                if alpha >= beta {
                    return e.value;
                }
            }
            hint = Some(e.best);
        }
        let maximising = pos.to_move() == self.root;
        let mut best = if maximising { i32::MIN } else { i32::MAX };
        let mut best_child = 0;
        // Ordering pays where the children have children of their own; the
        // last ply before the leaves takes the legal list as it comes, each
        // child made only when reached (a cut-off skips the rest).
        let at = *pos;
        let children: Box<dyn Iterator<Item = Position>> = if depth >= 2 {
            let mut ordered = self.ordered_children(pos, maximising);
            // The child that was best last time goes first.
            if let Some(i) = hint.and_then(|h| ordered.iter().position(|c| hash_of(c) == h)) {
                let c = ordered.remove(i);
                ordered.insert(0, c);
            }
            Box::new(ordered.into_iter())
        } else {
            Box::new(pos.legal().into_iter().map(move |input| {
                let mut child = at;
                child.apply(input, &mut NoEvents);
                child
            }))
        };
        self.path.push(pos.repetition_key());
        for mut child in children {
            self.repeat(&mut child);
            let v = self.value(&child, depth - 1, alpha, beta);
            let better = if maximising { v > best } else { v < best };
            if better {
                best = v;
                if key.is_some() {
                    best_child = hash_of(&child);
                }
            }
            if maximising {
                alpha = alpha.max(v);
            } else {
                beta = beta.min(v);
            }
            if alpha >= beta || self.stopped {
                break;
            }
        }
        self.path.pop();
        if let (Some(k), false) = (key, self.stopped) {
            let bound = if best <= alpha0 {
                Bound::Upper
            } else if best >= beta0 {
                Bound::Lower
            } else {
                Bound::Exact
            };
            self.table.insert(
                k,
                Entry {
                    depth,
                    value: best,
                    bound,
                    best: best_child,
                },
            );
        }
        best
    }

    /// Ends `child` as the rules do when it occurs once too often, counting the
    /// game's earlier occurrences and those on the search's path (C7, B11, T13),
    /// as `Game::play_legal` does for a move played.
    fn repeat(&self, child: &mut Position) {
        if child.result().is_some() {
            return;
        }
        let key = child.repetition_key();
        let on_path = self.path.iter().filter(|k| **k == key).count();
        let seen = self.game.occurrences(&key) as usize + on_path + 1;
        if seen >= child.rules().variant().repetition_limit() as usize {
            child.end_by_repetition(&mut NoEvents);
        }
    }

    /// The positions after each legal input, the mover's best captures first
    /// (the root player's gain for them, the opponent's for the opponent):
    /// alpha-beta prunes most when the best reply comes first. The sort is
    /// stable, so equal gains keep the legal list's order (repeatable).
    fn ordered_children(&self, pos: &Position, maximising: bool) -> Vec<Position> {
        let root = self.root;
        let gain = |p: &Position| {
            let c = p.captured();
            let g = c[root] as i32 - c[root.other()] as i32;
            if maximising {
                -g
            } else {
                g
            }
        };
        let mut children = children_of(pos);
        children.sort_by_key(gain);
        children
    }

    /// The value of `pos` past the horizon: the static value, unless the mover
    /// has a capture that improves on it (searched on, captures only, up to
    /// `left` more plies). Decisions inside a turn (answers, head choices,
    /// picks) are all searched: the turn's value is not known until it ends.
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, mut beta: i32, left: u8) -> i32 {
        let stand = eval::value(pos, self.root);
        if left == 0 || self.stopped || pos.result().is_some() {
            return stand;
        }
        let maximising = pos.to_move() == self.root;
        let mid_turn = !matches!(pos.awaiting(), Awaiting::Move);
        let mut best = if mid_turn {
            if maximising {
                i32::MIN
            } else {
                i32::MAX
            }
        } else {
            // The mover may decline to capture: the static value stands.
            if maximising {
                if stand >= beta {
                    return stand;
                }
                alpha = alpha.max(stand);
            } else {
                if stand <= alpha {
                    return stand;
                }
                beta = beta.min(stand);
            }
            stand
        };
        let root = self.root;
        let mover_gain = |p: &Position| {
            let c = p.captured();
            let g = c[root] as i32 - c[root.other()] as i32;
            if maximising {
                g
            } else {
                -g
            }
        };
        let before = mover_gain(pos);
        let mut children = children_of(pos);
        if !mid_turn {
            children.retain(|c| mover_gain(c) > before);
        }
        children.sort_by_key(|c| -mover_gain(c));
        if mid_turn {
            // Bonus picks (T10) branch over every enemy pit: past the horizon
            // only the richest two are worth a look.
            children.truncate(2);
        }
        self.path.push(pos.repetition_key());
        for mut child in children {
            self.nodes += 1;
            if self.nodes >= self.budget
                || (self.nodes % CHECK_EVERY == 0 && self.deadline.passed())
            {
                self.stopped = true;
            }
            self.repeat(&mut child);
            let v = self.quiesce(&child, alpha, beta, left - 1);
            if maximising {
                best = best.max(v);
                alpha = alpha.max(v);
            } else {
                best = best.min(v);
                beta = beta.min(v);
            }
            if alpha >= beta || self.stopped {
                break;
            }
        }
        self.path.pop();
        if best == i32::MIN || best == i32::MAX {
            stand
        } else {
            best
        }
    }
}

/// The positions after each legal input, in the legal list's order.
fn children_of(pos: &Position) -> Vec<Position> {
    pos.legal()
        .into_iter()
        .map(|input| {
            let mut child = *pos;
            child.apply(input, &mut NoEvents);
            child
        })
        .collect()
}

/// The best of `legal` for the player to move, searching deeper each iteration
/// up to `max_depth` plies while `budget` positions and the deadline allow. An
/// iteration cut short is not used, unless it is the first.
pub(super) fn best<D: Deadline>(
    game: &Game,
    legal: &[Input],
    max_depth: u8,
    budget: u64,
    deadline: &mut D,
) -> Choice {
    let pos = game.position();
    let mut s = Search::new(game, budget, deadline);
    // The previous iteration's best is searched first, so that the next one
    // prunes more (and keeps it on equal values).
    let mut order: Vec<Input> = legal.to_vec();
    let mut chosen = (order[0], eval::value(pos, s.root), 0u8);
    for depth in 1..=max_depth {
        let mut best: Option<(Input, i32)> = None;
        let mut alpha = i32::MIN;
        for &input in &order {
            let mut child = *pos;
            child.apply(input, &mut NoEvents);
            s.repeat(&mut child);
            let v = s.value(&child, depth - 1, alpha, i32::MAX);
            if s.stopped && depth > 1 {
                break;
            }
            if best.is_none_or(|(_, b)| v > b) {
                best = Some((input, v));
                alpha = v;
            }
        }
        if s.stopped && depth > 1 {
            break;
        }
        if let Some((input, v)) = best {
            chosen = (input, v, depth);
            order.retain(|&i| i != input);
            order.insert(0, input);
        }
        // Stopped, or the game's end is within reach either way: deeper
        // iterations would only confirm it.
        if s.stopped || chosen.1.abs() >= eval::WIN / 2 {
            break;
        }
    }
    Choice {
        input: chosen.0,
        depth: chosen.2,
        nodes: s.nodes,
        eval: eval::seeds(chosen.1),
    }
}

/// The value of each of `legal` for the player to move, each searched up to
/// `depth` plies deep (the input itself the first) with a full window, so that
/// the values compare: what a player weighing every option sees. Deepens one
/// ply at a time; an iteration cut short by the budget or the deadline is not
/// used, unless it is the first. With `horizon` the search stops at its depth
/// (no captures searched on past it). Returns the values in `legal`'s order,
/// the depth they come from and the positions searched.
pub(super) fn scored<D: Deadline>(
    game: &Game,
    legal: &[Input],
    (depth, horizon): (u8, bool),
    budget: u64,
    deadline: &mut D,
) -> (Vec<i32>, u8, u64) {
    let pos = game.position();
    let mut s = Search::new(game, budget, deadline);
    if horizon {
        s.quiescence = 0;
    }
    let mut found = (Vec::new(), 0);
    for d in 1..=depth.max(1) {
        let values: Vec<i32> = legal
            .iter()
            .map(|&input| {
                let mut child = *pos;
                child.apply(input, &mut NoEvents);
                s.repeat(&mut child);
                s.value(&child, d - 1, i32::MIN, i32::MAX)
            })
            .collect();
        if s.stopped && d > 1 {
            break;
        }
        found = (values, d);
        if s.stopped {
            break;
        }
    }
    (found.0, found.1, s.nodes)
}
