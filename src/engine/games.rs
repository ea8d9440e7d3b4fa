//! The games, one file each (`games/<game>.rs`: its [`GameSpec`] at the top,
//! then its [`Flow`] with its rule code), and the only code that names every
//! game: the `mod` lines, [`Variant::spec`] (the one match over games for
//! data), `with_flow!` (the one match for rule code) and the `Position`
//! methods that dispatch through it.
//!
//! The dependencies run one way: `games.rs` → each game's file → `flow`,
//! `position`, `spec` and the board; `position` and `flow` know no game, and
//! read a game's facts only through [`Variant::spec`].

mod anywoli;
mod bao_kigogo;
mod four_row;
mod gore;
mod tsoro;
mod urim;

pub use gore::{MAX_OFFER, PRICE_PER_PIT};
pub use urim::PIT_LIMIT;

use super::board::{Board, ByPlayer, Layout, Pit, Player};
use super::event::Sink;
use super::flow::Flow;
use super::input::Input;
use super::options::Rules;
use super::pit_set::PitSet;
use super::position::{Awaiting, History, Illegal, Position};
use super::rng::Rng;
use super::spec::GameSpec;
use super::variant::Variant;

impl Variant {
    /// The game as data: id, shape, options, repetition rule, AI tuning and
    /// every other fact that differs between games ([`GameSpec`], declared at
    /// the top of the game's own file). The [`Variant`] properties read it.
    ///
    /// ```
    /// use mancala::engine::Variant;
    /// assert_eq!(Variant::BaoKigogo.spec().repetition.limit, 2); // B11
    /// ```
    pub fn spec(self) -> &'static GameSpec {
        match self {
            Variant::Gore => &gore::SPEC,
            Variant::Urim => &urim::SPEC,
            Variant::Anywoli => &anywoli::SPEC,
            Variant::BaoKigogo => &bao_kigogo::SPEC,
            Variant::Tsoro => &tsoro::SPEC,
        }
    }
}

/// Runs `$body` with `$F` naming the flow type of `$variant`'s game: the one
/// place the engine's flow branches on the game.
macro_rules! with_flow {
    ($variant:expr, $F:ident => $body:expr) => {
        match $variant {
            Variant::Gore => {
                type $F = gore::Gore;
                $body
            }
            Variant::Urim => {
                type $F = urim::Urim;
                $body
            }
            Variant::Anywoli => {
                type $F = anywoli::Anywoli;
                $body
            }
            Variant::BaoKigogo => {
                type $F = bao_kigogo::BaoKigogo;
                $body
            }
            Variant::Tsoro => {
                type $F = tsoro::Tsoro;
                $body
            }
        }
    };
}

impl Position {
    /// The opening position of a game (G1, U1, A1, B2, T3).
    pub fn new(rules: Rules) -> Position {
        let layout = Layout {
            columns: rules.columns(),
            four_rows: rules.variant().four_rows(),
        };
        let mut board = Board::empty(layout);
        with_flow!(rules.variant(), F => {
            for p in layout.pits() {
                board.counts[p.index()] = F::opening(rules, layout, p);
            }
        });
        Position {
            rules,
            layout,
            board,
            captured: ByPlayer::default(),
            removed: 0,
            to_move: Player::South,
            awaiting: Awaiting::Move,
            history: History::default(),
            result: None,
        }
    }

    /// Every legal input now (empty once the game is over).
    pub fn legal(&self) -> Vec<Input> {
        let mut v = Vec::new();
        self.legal_into(&mut v);
        v
    }

    /// Fills `out` (cleared first) with every legal input now.
    pub fn legal_into(&self, out: &mut Vec<Input>) {
        self.inputs_into(out, true);
    }

    /// Fills `out` with every legal input, or with `exact` false a superset that
    /// skips the endless-sowing test (C6): cheap candidates for sampling.
    fn inputs_into(&self, out: &mut Vec<Input>, exact: bool) {
        out.clear();
        if self.result.is_some() {
            return;
        }
        with_flow!(self.rules.variant(), F => F::inputs(self, out, exact));
    }

    /// A uniformly random legal input (`None` once the game is over), for
    /// random playouts. Rejection sampling over cheap candidates: only the
    /// candidates drawn are tested for endless sowing (C6), instead of every
    /// one as [`Position::legal`] must; the draw is still uniform over the
    /// legal inputs. `buf` is scratch space, reused to avoid allocation.
    pub fn random_input(&self, rng: &mut Rng, buf: &mut Vec<Input>) -> Option<Input> {
        self.inputs_into(buf, false);
        while !buf.is_empty() {
            let i = rng.below(buf.len());
            if self.check(buf[i]).is_ok() {
                return Some(buf[i]);
            }
            buf.swap_remove(i);
        }
        // Every sowing was endless: the exact list says what remains (A7's pass).
        self.legal_into(buf);
        buf.first().copied()
    }

    /// Says whether `input` is legal now, and if not, why.
    pub fn check(&self, input: Input) -> Result<(), Illegal> {
        if self.result.is_some() {
            return Err(Illegal::GameOver);
        }
        with_flow!(self.rules.variant(), F => F::check(self, input))
    }

    /// Applies a legal input, sending its events to `sink`; an illegal one is
    /// refused and the position is unchanged. Repetition is the caller's
    /// ([`crate::engine::Game`]) concern: a position has no memory of earlier ones.
    pub fn play<S: Sink>(&mut self, input: Input, sink: &mut S) -> Result<(), Illegal> {
        self.check(input)?;
        self.apply(input, sink);
        Ok(())
    }

    /// Applies an input already checked legal.
    pub(crate) fn apply<S: Sink>(&mut self, input: Input, sink: &mut S) {
        with_flow!(self.rules.variant(), F => F::apply(self, input, sink));
    }

    /// Ends the game on a repetition (C7, G15, U10, A11, B11, T13).
    pub fn end_by_repetition<S: Sink>(&mut self, sink: &mut S) {
        with_flow!(self.rules.variant(), F => F::end_by_repetition(self, sink));
    }

    /// Checks the end conditions that concern the player now to move (U10 and the
    /// four-row games' immobilisation), as after every turn and on a loaded position.
    pub(crate) fn check_turn_start<S: Sink>(&mut self, sink: &mut S) {
        with_flow!(self.rules.variant(), F => F::next_turn(self, sink));
    }

    // The page's questions about one game's rules, answered by that game's file.

    /// U6 applies now: the opponent's row is empty and some move feeds it.
    /// Always false in games without the rule.
    pub fn must_feed(&self) -> bool {
        self.rules.variant().must_feed_rule() && urim::must_feed(self)
    }

    /// Whether `p` is one of Tsoro's heads (T2, T15); never in other games.
    pub fn is_head(&self, p: Pit) -> bool {
        self.rules.variant().has_heads() && tsoro::is_head(self, p)
    }

    /// Why an offer of these pits would be refused now (G5).
    pub fn gore_offer_problem(&self, pits: PitSet) -> Option<Illegal> {
        gore::offer_problem(self, pits)
    }

    /// Whether the mover could put `pit` into an offer being composed, given the
    /// pits already chosen: one of their own, within [`MAX_OFFER`] (G5). The
    /// page asks this before highlighting a pit.
    pub fn offerable(&self, chosen: PitSet, pit: Pit) -> bool {
        gore::offerable(self, chosen, pit)
    }

    /// A loaded position awaiting bonus picks (T10): the picks due, at most
    /// `want` and no more than there are pits to pick (`setup.rs`).
    pub(crate) fn start_picks<S: Sink>(&mut self, want: u8, sink: &mut S) {
        four_row::start_picks::<tsoro::Tsoro, S>(self, want, sink)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_spec_is_its_own_game() {
        for v in Variant::ALL {
            assert_eq!(v.spec().id.parse::<Variant>(), Ok(v));
        }
    }

    #[test]
    fn a_player_owns_what_the_board_says() {
        let pos = Position::new(Rules::new(Variant::Urim));
        let south = pos.owned_by(Player::South);
        assert_eq!(south.len(), pos.layout().columns as usize);
        assert!(south
            .iter()
            .all(|p| pos.layout().home_owner(p) == Player::South));
    }
}
