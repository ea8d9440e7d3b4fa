//! The position editor (`?mode=edit`, issue 12): a board whose seeds are
//! added and removed by hand, the player to move, Goré's owners (G7) and the
//! captured piles, checked live against every rule a contract position must
//! satisfy (`engine::setup`), and written as the contract's JSON state. Plain
//! Rust with its own undo: the page's editor component only draws it; the
//! page state's side (opening, changes, a game from it) is
//! `ui::editor::reducer`.

mod reducer;

use crate::engine::json::{object, Value};
use crate::engine::{
    position_from_json, Board, ByPlayer, Game, Layout, Pit, Player, Position, Rules, SetupError,
};

/// What the editor holds: the board, the captured piles, who moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Counts and owners.
    pub board: Board,
    /// Each side's store or captured pile.
    pub captured: ByPlayer<u32>,
    /// Who moves first from here.
    pub to_move: Player,
}

/// One change the reader makes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// One seed more in a pit (a click, Enter, `+`).
    Add(Pit),
    /// One seed fewer (Shift-click, a long press, `-`, Backspace).
    Remove(Pit),
    /// Exactly this many seeds in a pit (typed).
    Set(Pit, u8),
    /// The pit to the other side (Goré only: its pits change hands, G7).
    Owner(Pit),
    /// One seed more in a side's store or pile.
    AddCaptured(Player),
    /// One seed fewer there.
    RemoveCaptured(Player),
    /// Every pit and pile emptied.
    Clear,
    /// The game's opening.
    Opening,
    /// The other player moves first.
    SwitchSide,
    /// The last change taken back.
    Undo,
}

/// The most seeds one pit may be given here (a count is one byte).
const MOST_IN_A_PIT: u8 = 250;

/// The editor's state.
#[derive(Clone, Debug, PartialEq)]
pub struct Editor {
    /// The game and options edited for.
    pub rules: Rules,
    /// The position as edited now.
    pub now: Setup,
    /// Earlier states, the latest last.
    undo: Vec<Setup>,
    /// The owner tool is on: a click on a pit changes its owner (Goré, G7)
    /// rather than adding a seed. A way of editing, not part of the
    /// position, so undo leaves it as it is.
    pub owner_tool: bool,
}

/// What the reader is told about the position as it stands.
#[derive(Clone, Debug, PartialEq)]
pub struct Check {
    /// Seeds in the pits.
    pub on_board: u32,
    /// Seeds in the stores or piles.
    pub captured: u32,
    /// Seeds the game is played with.
    pub total: u32,
    /// Why `mancala apply --position` or the page would refuse it.
    pub fault: Option<SetupError>,
    /// Loaded, the game is over at once (the player to move cannot go on).
    pub over_at_once: bool,
}

impl Setup {
    /// The setup of a position (its pits, piles and player to move).
    pub fn of(pos: &Position) -> Setup {
        let c = pos.captured();
        Setup {
            board: *pos.board(),
            captured: ByPlayer {
                south: c.south as u32,
                north: c.north as u32,
            },
            to_move: pos.to_move(),
        }
    }
}

impl Editor {
    /// An editor starting from `start` (the opening, a position, a game's now).
    pub fn new(start: &Position) -> Editor {
        Editor {
            rules: start.rules(),
            now: Setup::of(start),
            undo: Vec::new(),
            owner_tool: false,
        }
    }

    /// The board's shape.
    pub fn layout(&self) -> Layout {
        Position::new(self.rules).layout()
    }

    /// What a click (or Enter) on pit `p` does: a seed more, or, with the
    /// owner tool on, the pit to the other side.
    pub fn click(&mut self, p: Pit) -> bool {
        self.apply(if self.owner_tool {
            Edit::Owner(p)
        } else {
            Edit::Add(p)
        })
    }

    /// The owner tool on or off; never on in a game whose pits keep their
    /// owners.
    pub fn toggle_owner_tool(&mut self) {
        self.owner_tool = !self.owner_tool && self.rules.variant().owners_change();
    }

    /// Whether a change can be taken back.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Applies a change; `false` if it changed nothing (a pit already empty,
    /// an owner in a game whose owners never change).
    pub fn apply(&mut self, e: Edit) -> bool {
        if e == Edit::Undo {
            return match self.undo.pop() {
                Some(s) => {
                    self.now = s;
                    true
                }
                None => false,
            };
        }
        let before = self.now;
        let s = &mut self.now;
        let layout = Position::new(self.rules).layout();
        match e {
            Edit::Add(p) => {
                let n = s.board.counts[p.index()];
                s.board.counts[p.index()] = n.saturating_add(1).min(MOST_IN_A_PIT);
            }
            Edit::Remove(p) => {
                let n = s.board.counts[p.index()];
                s.board.counts[p.index()] = n.saturating_sub(1);
            }
            Edit::Set(p, n) => s.board.counts[p.index()] = n.min(MOST_IN_A_PIT),
            Edit::Owner(p) if self.rules.variant().owners_change() => {
                let other = s.board.owner(p).other();
                s.board.set_owner(p, other);
            }
            Edit::Owner(_) => {}
            Edit::AddCaptured(who) => s.captured[who] = (s.captured[who] + 1).min(u16::MAX as u32),
            Edit::RemoveCaptured(who) => s.captured[who] = s.captured[who].saturating_sub(1),
            Edit::Clear => {
                s.board = Board::empty(layout);
                s.captured = ByPlayer::default();
            }
            Edit::Opening => *s = Setup::of(&Position::new(self.rules)),
            Edit::SwitchSide => s.to_move = s.to_move.other(),
            Edit::Undo => unreachable!("handled above"),
        }
        let changed = self.now != before;
        if changed {
            self.undo.push(before);
        }
        changed
    }

    /// The contract's state object for the position as edited (`rows` top
    /// row first, `owners`, `captured`, `to_move`), as JSON text: what
    /// `mancala apply --position` and the page's `?position=` read.
    pub fn json(&self) -> String {
        let rules = self.rules;
        let layout = self.layout();
        let s = &self.now;
        let grid = |f: &dyn Fn(Pit) -> Value| -> Value {
            (0..rules.rows())
                .map(|i| {
                    let row = rules.rows() - i;
                    (0..rules.columns())
                        .map(|c| f(layout.at(c, row).expect("on the board")))
                        .collect::<Vec<_>>()
                })
                .collect::<Vec<_>>()
                .into()
        };
        let letter = |p: Player| Value::from(p.letter().to_string());
        object([
            ("rows", grid(&|p| s.board.count(p).into())),
            ("owners", grid(&|p| letter(s.board.owner(p)))),
            (
                "captured",
                object([
                    ("S", s.captured.south.into()),
                    ("N", s.captured.north.into()),
                ]),
            ),
            ("to_move", letter(s.to_move)),
        ])
        .to_string()
    }

    /// The position as the page would load it, or why it would refuse it:
    /// the contract's checks (`position_from_json`, C6 on loaded positions
    /// among them).
    pub fn position(&self) -> Result<Position, SetupError> {
        position_from_json(self.rules, &self.json())
    }

    /// Everything the editor says about the position now.
    pub fn check(&self) -> Check {
        let s = &self.now;
        let (fault, over_at_once) = match self.position() {
            Ok(pos) => (None, Game::from_position(pos).position().result().is_some()),
            Err(e) => (Some(e), false),
        };
        Check {
            on_board: s.board.total(),
            captured: s.captured.south + s.captured.north,
            total: Position::new(self.rules).total(),
            fault,
            over_at_once,
        }
    }
}

/// A rule every position of the game must keep, as the editor lists it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Rule {
    /// At most the game's seeds in all, pits and piles together.
    Total(u32),
    /// No pit over the game's limit (Urim's 17, U5).
    PitLimit(u8),
    /// No side over the seeds it starts with (Bao Kigogo, Tsoro: no seed
    /// ever crosses sides).
    Sides(u32),
    /// Pits may belong to either player (Goré, G2).
    OwnersFree,
    /// Each pit belongs to the player of its row.
    OwnersFixed,
}

impl Editor {
    /// The rules the position must keep, each with whether it does now.
    pub fn rules_kept(&self) -> Vec<(Rule, bool)> {
        let variant = self.rules.variant();
        let layout = self.layout();
        let s = &self.now;
        let total = Position::new(self.rules).total();
        let mut out = vec![(
            Rule::Total(total),
            s.board.total() + s.captured.south + s.captured.north <= total,
        )];
        if let Some(limit) = variant.pit_limit() {
            let fits = layout.pits().all(|p| s.board.count(p) <= limit);
            out.push((Rule::PitLimit(limit), fits));
        }
        if variant.sides_keep_their_seeds() {
            let opening = Position::new(self.rules);
            let side = |b: &Board, who: Player| -> u32 {
                layout
                    .pits()
                    .filter(|&p| layout.home_owner(p) == who)
                    .map(|p| b.count(p) as u32)
                    .sum()
            };
            let start = side(opening.board(), Player::South);
            let fits = Player::BOTH
                .into_iter()
                .all(|who| side(&s.board, who) <= side(opening.board(), who));
            out.push((Rule::Sides(start), fits));
        }
        out.push(if variant.owners_change() {
            (Rule::OwnersFree, true)
        } else {
            (Rule::OwnersFixed, true)
        });
        out
    }

    /// A link's query with this game, its options and the position as
    /// edited, opening `mode` (`edit` to go on editing, `view&embed=1` for
    /// a wiki's frame; none to play it).
    pub fn query(&self, mode: &[(&str, &str)]) -> String {
        let mut pairs: Vec<(String, String)> =
            vec![("game".into(), self.rules.variant().id().into())];
        for (k, v) in self.rules.options() {
            pairs.push((k.to_string(), v));
        }
        pairs.extend(mode.iter().map(|(k, v)| (k.to_string(), v.to_string())));
        pairs.push(("position".into(), self.json()));
        format!("?{}", super::urlencoded::encode(&pairs))
    }
}

#[cfg(test)]
mod tests;
