//! A position: board, captured piles, who is to move and what input is awaited,
//! with the helpers every game's rules share (sweeps, captures, deciding the
//! winner). Knows no game: `Position::new`, `legal`, `check` and `play`, which
//! dispatch to the game's `Flow` (`flow.rs`), are in `games.rs`.

use super::board::{Board, ByPlayer, Layout, Pit, Player};
use super::event::{Event, Replay, Sink};
use super::input::{BadToken, Input};
use super::options::Rules;
use super::pit_set::PitSet;
use super::variant::Variant;

/// What the game waits for next.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Awaiting {
    /// A sowing, a pass or (Goré) an offer.
    Move,
    /// Goré: the opponent's answer to an offer of these pits.
    TradeResponse {
        /// The pits offered.
        offered: PitSet,
    },
    /// Tsoro: the mover's choice at this occupied head (T6).
    HeadChoice {
        /// The head reached.
        pit: Pit,
    },
    /// Tsoro: bonus picks still due from the mover (T10).
    BonusPick {
        /// Picks left.
        left: u8,
    },
    /// Nothing: the game is over.
    Over,
}

impl Awaiting {
    /// The contract's word (`move`, `trade_response`, …); `None` once over.
    pub fn word(self) -> Option<&'static str> {
        match self {
            Awaiting::Move => Some("move"),
            Awaiting::TradeResponse { .. } => Some("trade_response"),
            Awaiting::HeadChoice { .. } => Some("head_choice"),
            Awaiting::BonusPick { .. } => Some("bonus_pick"),
            Awaiting::Over => None,
        }
    }
}

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// G12: every pit holds fewer than three counters.
    FewerThanThree,
    /// U10: the player to move has no seeds.
    Starved(Player),
    /// A8: every seed is captured.
    AllCaptured,
    /// A8: only four seeds (or fewer) remain on the board.
    LastFour,
    /// B10: every seed of this player has been captured.
    Wiped(Player),
    /// B10, T12: this player, to move, has no legal move.
    Immobilised(Player),
    /// C7: a position occurred for the third time.
    Repetition,
    /// B11: a position repeated (Bao Kigogo's own rule).
    BaoRepetition,
    /// T13: threefold repetition, a safeguard outside the traditional rules.
    RepetitionSafeguard,
    /// This player gave up (a record's `Termination`, the page's resign
    /// button). No rule ends a game so: a [`Position`] never holds it, only
    /// [`Outcome::resigned`] makes it.
    Resigned(Player),
}

impl EndReason {
    /// The result's `reason` phrase (contract: repetition endings say "repetition").
    pub fn phrase(self) -> String {
        match self {
            // Goré's pieces are cows (C4): the page's words and these agree.
            EndReason::FewerThanThree => "every pit holds fewer than three cows".into(),
            EndReason::Starved(p) => format!("{p} has no seeds to move"),
            EndReason::AllCaptured => "all seeds captured".into(),
            EndReason::LastFour => "only the last four seeds were left".into(),
            EndReason::Wiped(p) => format!("all of {p}'s seeds captured"),
            EndReason::Immobilised(p) => format!("{p} cannot move"),
            EndReason::Repetition => "threefold repetition".into(),
            EndReason::BaoRepetition => "repetition of a position".into(),
            EndReason::RepetitionSafeguard => {
                "threefold repetition (an engine safeguard, not a traditional rule)".into()
            }
            EndReason::Resigned(p) => format!("{p} resigned"),
        }
    }
}

/// The end of a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Player>,
    /// Final captured counts (after any sweep).
    pub score: ByPlayer<u16>,
    /// Why the game ended.
    pub reason: EndReason,
    /// Goré: `false` only when the winner declined an offer (G8, G14).
    pub glory: bool,
    /// Urim: match points in halves (0, 1 or 2 = 0, ½, 1) (U12).
    pub half_points: Option<ByPlayer<u8>>,
}

impl Outcome {
    /// The end of a game `who` gave up in `pos` (not over): the other player
    /// wins; the scores are the seeds captured as they stand. Goré's glory is
    /// whole (no offer was declined to win this). Urim's match points: the
    /// winner scores 1 and the loser 0, whatever the counts, since U12 knows
    /// no resignation and giving up concedes the seeds still in play.
    pub fn resigned(pos: &Position, who: Player) -> Outcome {
        let winner = who.other();
        let half_points = pos.rules().variant().spec().match_points.map(|_| {
            let mut h = ByPlayer::<u8>::default();
            h[winner] = 2;
            h
        });
        Outcome {
            winner: Some(winner),
            score: pos.captured(),
            reason: EndReason::Resigned(who),
            glory: true,
            half_points,
        }
    }
}

/// Facts about the game so far that change what is legal or who scores, but are
/// not part of a position for repetition (C7).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct History {
    /// Goré: the player offered on their last turn (G5).
    pub offered_last: ByPlayer<bool>,
    /// Goré: the player declined an offer in this game (G8).
    pub declined: ByPlayer<bool>,
    /// Anywoli: who received the most recent capture (A9).
    pub last_capturer: Option<Player>,
    /// Anywoli: who first made a last-seed capture (A9 option).
    pub first_last_seed: Option<Player>,
}

/// Why an input was refused. The position is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The game is over.
    GameOver,
    /// This kind of input is not what the game awaits now.
    NotAwaited,
    /// The pit is not the mover's.
    NotYours,
    /// The pit holds no seeds, or fewer than the rules require.
    TooFew,
    /// U6: the opponent is empty and this move does not feed them.
    MustFeed,
    /// C6: this sowing would never end.
    Endless,
    /// G4, A7: passing is only allowed when no sowing is possible.
    CannotPass,
    /// G5: an offer must name 1 to 3 of the offerer's pits.
    OfferSize,
    /// G5: the offerer must keep at least one pit.
    OfferKeepsNone,
    /// G5: the receiver could not pay six per pit.
    OfferTooDear {
        /// Counters needed.
        need: u16,
        /// Counters the receiver holds.
        has: u16,
    },
    /// G5: no offer on two consecutive turns.
    OfferAgain,
    /// B6 (Bao Kigogo), T8 (Tsoro): a single seed may only move when no
    /// pit holds two or more. Holds the game, whose rule and word for the
    /// pieces the message names.
    SingleWhileBig(Variant),
    /// B6, T8: a single seed may only step into an empty pit (the game, as
    /// above).
    SingleIntoOccupied(Variant),
    /// T10: a bonus pick takes one of the opponent's pits.
    PickNotEnemy,
    /// T10: the opponent's heads cannot be picked.
    PickHead,
    /// T10: an empty pit cannot be picked.
    PickEmpty,
}

impl std::fmt::Display for Illegal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Illegal::GameOver => f.write_str("the game is over"),
            Illegal::NotAwaited => f.write_str("that input is not awaited now"),
            Illegal::NotYours => f.write_str("that pit is not the mover's"),
            // No piece's name: Goré's are cows, Tsoro's stones (C4).
            Illegal::TooFew => f.write_str("that pit holds too few to sow"),
            Illegal::MustFeed => {
                f.write_str("the opponent has no seeds: a move that feeds them is required (U6)")
            }
            Illegal::Endless => f.write_str("that sowing would never end (C6)"),
            Illegal::CannotPass => {
                f.write_str("passing is only allowed when no sowing is possible")
            }
            Illegal::OfferSize => f.write_str("an offer names 1 to 3 of your own pits (G5)"),
            Illegal::OfferKeepsNone => f.write_str("you must keep at least one pit (G5)"),
            Illegal::OfferTooDear { need, has } => write!(
                f,
                "the opponent holds {has} captured cows and could not pay {need} (G5)"
            ),
            Illegal::OfferAgain => f.write_str("no offer on two turns in a row (G5)"),
            Illegal::SingleWhileBig(Variant::Tsoro) => {
                f.write_str("a single stone may only move when no pit holds two or more (T8)")
            }
            Illegal::SingleWhileBig(_) => {
                f.write_str("a single seed may only move when no pit holds two or more (B6)")
            }
            Illegal::SingleIntoOccupied(Variant::Tsoro) => {
                f.write_str("a single stone may only step into an empty pit (T8)")
            }
            Illegal::SingleIntoOccupied(_) => {
                f.write_str("a single seed may only step into an empty pit (B6)")
            }
            Illegal::PickNotEnemy => {
                f.write_str("a bonus pick takes one of the opponent's pits (T10)")
            }
            Illegal::PickHead => f.write_str("the opponent's heads cannot be picked (T10)"),
            Illegal::PickEmpty => f.write_str("an empty pit cannot be picked (T10)"),
        }
    }
}

impl std::error::Error for Illegal {}

/// A whole game state at one moment. Small and `Copy`: searches clone it freely.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) rules: Rules,
    pub(crate) layout: Layout,
    pub(crate) board: Board,
    pub(crate) captured: ByPlayer<u16>,
    /// Seeds missing from a loaded position: removed by neither player.
    pub(crate) removed: u16,
    pub(crate) to_move: Player,
    pub(crate) awaiting: Awaiting,
    pub(crate) history: History,
    pub(crate) result: Option<Outcome>,
}

/// The part of a position compared for repetition (C7, B11).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RepetitionKey {
    board: Board,
    captured: ByPlayer<u16>,
    to_move: Player,
    awaiting: Awaiting,
}

impl Position {
    /// The game and options.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The board's shape.
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// Pit counts and owners.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Seeds each player has captured (store, pile, or removed from play).
    pub fn captured(&self) -> ByPlayer<u16> {
        self.captured
    }

    /// The player who gives the next input (meaningless once over).
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// What input the game waits for.
    pub fn awaiting(&self) -> Awaiting {
        self.awaiting
    }

    /// History flags (trade offers, captures) that affect legality and scoring.
    pub fn history(&self) -> History {
        self.history
    }

    /// The result, once the game is over.
    pub fn result(&self) -> Option<Outcome> {
        self.result
    }

    /// The game's total number of seeds: board + captured + removed (C8).
    pub fn total(&self) -> u32 {
        self.board.total()
            + self.captured.south as u32
            + self.captured.north as u32
            + self.removed as u32
    }

    /// Seeds a player could take into the hand while awaiting a head choice
    /// (the stones in the head reached), else 0.
    pub fn in_hand(&self) -> u8 {
        match self.awaiting {
            Awaiting::HeadChoice { pit } => self.board.count(pit),
            _ => 0,
        }
    }

    /// The part compared for repetition.
    pub fn repetition_key(&self) -> RepetitionKey {
        RepetitionKey {
            board: self.board,
            captured: self.captured,
            to_move: self.to_move,
            awaiting: self.awaiting,
        }
    }

    /// The input a click on `pit` means now: a bonus pick while picks are due
    /// (T10), else a sowing. Whether it is legal is [`Position::check`]'s answer.
    pub fn input_for_pit(&self, pit: Pit) -> Input {
        match self.awaiting {
            Awaiting::BonusPick { .. } => Input::Pick(pit),
            _ => Input::Sow(pit),
        }
    }

    /// Reads a token of the contract's notation as an input of this position
    /// (a pit name means what [`Position::input_for_pit`] says). A token that is
    /// no input of this board at all is a [`BadToken`]; a legal-looking one may
    /// still be refused by [`Position::check`].
    ///
    /// ```
    /// use mancala::engine::{Input, Position, Rules, Variant};
    /// let pos = Position::new(Rules::new(Variant::Gore));
    /// let input = pos.parse_input("a1").unwrap();
    /// assert!(matches!(input, Input::Sow(_)) && pos.check(input).is_ok());
    /// assert!(pos.parse_input("z9").is_err());
    /// ```
    pub fn parse_input(&self, token: &str) -> Result<Input, BadToken> {
        Input::parse(token, self.layout, |p| self.input_for_pit(p))
    }

    /// The pits `who` owns (G2, G7): their home rows, or on Goré's ring of 8
    /// whichever pits trades gave them.
    pub fn owned_by(&self, who: Player) -> PitSet {
        // From the board's owner bits at once: the offer list asks this often.
        let north = PitSet::from_bits(self.board.north_owned).and(PitSet::all(self.layout));
        match who {
            Player::North => north,
            Player::South => PitSet::all(self.layout).minus(north),
        }
    }

    /// Sweeps every pit to the player whose side it lies on, then decides
    /// the winner by captured counts (U10–U11, A11).
    pub(crate) fn sweep_home_and_decide<S: Sink>(&mut self, reason: EndReason, sink: &mut S) {
        let l = self.layout;
        self.sweep_by(|_, p| l.home_owner(p), sink);
        self.decide(reason, sink);
    }

    /// Whether any pit of `who`'s own home row(s) holds a seed.
    pub(crate) fn row_has_seeds(&self, who: Player) -> bool {
        self.layout
            .pits()
            .any(|p| self.layout.home_owner(p) == who && self.board.count(p) > 0)
    }

    /// Takes every pit's seeds to the player `to(board, pit)` names (G13, U11, A9).
    pub(crate) fn sweep_by<S: Sink>(&mut self, to: impl Fn(&Board, Pit) -> Player, sink: &mut S) {
        for p in self.layout.pits() {
            let count = self.board.count(p);
            if count > 0 {
                let who = to(&self.board, p);
                self.board.counts[p.index()] = 0;
                self.captured[who] += count as u16;
                sink.emit(Event::Sweep {
                    pit: p,
                    count,
                    to: who,
                });
            }
        }
    }

    /// Moves a pit's seeds to a player's captured count, with its event.
    #[inline]
    pub(crate) fn capture<S: Sink>(
        &mut self,
        pit: Pit,
        by: Player,
        cause: super::event::CaptureCause,
        sink: &mut S,
    ) {
        let count = self.board.count(pit);
        self.board.counts[pit.index()] = 0;
        self.captured[by] += count as u16;
        sink.emit(Event::Capture {
            pit,
            count,
            by,
            cause,
        });
    }

    /// Ends the game with the winner decided by captured counts (G14, U12, A10).
    pub(crate) fn decide<S: Sink>(&mut self, reason: EndReason, sink: &mut S) {
        let (s, n) = (self.captured.south, self.captured.north);
        let winner = match s.cmp(&n) {
            std::cmp::Ordering::Greater => Some(Player::South),
            std::cmp::Ordering::Less => Some(Player::North),
            std::cmp::Ordering::Equal => None,
        };
        self.finish(winner, reason, sink);
    }

    /// Records the result and emits `GameOver`.
    pub(crate) fn finish<S: Sink>(
        &mut self,
        winner: Option<Player>,
        reason: EndReason,
        sink: &mut S,
    ) {
        let glory = match winner {
            Some(w) if self.rules.variant().has_glory() => !self.history.declined[w],
            _ => true,
        };
        let half_points = self
            .rules
            .variant()
            .spec()
            .match_points
            .map(|points| points(self.captured, self.total()));
        self.result = Some(Outcome {
            winner,
            score: self.captured,
            reason,
            glory,
            half_points,
        });
        self.awaiting = Awaiting::Over;
        sink.emit(Event::GameOver);
    }
}

impl From<&Position> for Replay {
    /// The position as shown before any event of the next move: nothing in hand.
    fn from(p: &Position) -> Replay {
        let c = p.captured();
        Replay {
            board: *p.board(),
            hand: 0,
            captured: ByPlayer::new(c.south as u32, c.north as u32),
        }
    }
}
