//! What the board shows, derived from the page state in plain Rust: the pits
//! and stores as they stand (mid-playback or settled), which pits may be
//! clicked, the marks of the playback, the orientation. The Board component
//! draws a [`BoardView`] and knows no rules; the move list's lines are here too.

use crate::engine::{Board, ByPlayer, Layout, Pit, PitSet, Player, Replay, Variant};

use super::geometry::{Geometry, PIT_RADIUS};
use super::playback::{Flight, Focus, Mark};
use super::state::AppState;
pub use super::turns::{shown_inputs, turn_lines, TurnLine};

/// The browser window's inner size in CSS pixels.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Viewport {
    /// Width.
    pub width: f64,
    /// Height.
    pub height: f64,
}

impl Viewport {
    /// Whether going from `self` to `next` should lay the board out again. A
    /// new width always does (a phone turned, a window resized); a height change
    /// of under a fifth at the same width does not: that is a phone's address
    /// bar sliding in or out while scrolling, and the board must not jump then.
    pub fn relayout(self, next: Viewport) -> bool {
        self.width != next.width || (next.height - self.height).abs() >= self.height / 5.0
    }
}

/// Seeds flying to or from a store, as drawn.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct FlightView {
    /// Which seeds, from where to where.
    pub flight: Flight,
    /// Changes with every event, so that a new flight is a new element and its
    /// CSS animation starts again.
    pub key: usize,
    /// How long the flight takes.
    pub ms: u32,
}

/// Everything one pit shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PitState {
    /// Seeds shown now.
    pub count: u8,
    /// Owner now.
    pub owner: Player,
    /// The player to move may click it now.
    pub legal: bool,
    /// Chosen for a Goré offer being composed.
    pub selected: bool,
    /// The input the hint suggests.
    pub hint: bool,
    /// A Tsoro head (T2).
    pub head: bool,
    /// The word "head" is written in it: a head, with room for the word
    /// beside its name ([`head_label_fits`]).
    pub head_label: bool,
    /// What the playback just did here.
    pub mark: Option<Mark>,
    /// Named by the prompt or the message: outlined.
    pub named: bool,
    /// Tsoro: the head its mover is deciding on now (T6).
    pub deciding: bool,
    /// In the position editor: every pit takes clicks (no game input).
    pub editable: bool,
    /// The analysis board: this pit's input's value for the player to move,
    /// in hundredths of a seed.
    pub eval: Option<i32>,
    /// That value is the best of the position's.
    pub best: bool,
}

/// The board as the page draws it now.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    /// The board's shape.
    pub layout: Layout,
    /// Which game (its CSS class and title).
    pub variant: Variant,
    /// Pit counts and owners shown (mid-playback: as the events so far left them).
    pub pits: Board,
    /// Each player's store or captured pile, as shown.
    pub captured: ByPlayer<u32>,
    /// Seeds in hand during playback.
    pub hand: u32,
    /// Pits the player to move may click.
    pub legal: PitSet,
    /// Goré: pits chosen for the offer being composed.
    pub selected: PitSet,
    /// The pit of the hint's input, once asked.
    pub hint: Option<Pit>,
    /// Tsoro heads (T2).
    pub heads: PitSet,
    /// The playback's focus.
    pub focus: Option<Focus>,
    /// Seeds in flight for the latest event.
    pub flight: Option<FlightView>,
    /// Turned so North sits at the bottom.
    pub flipped: bool,
    /// Drawn upright: columns running down the page ([`super::fit`]).
    pub upright: bool,
    /// At most this wide in CSS pixels, so that the whole board is in the
    /// first screen ([`super::fit`]; none in a frame, which the board fills).
    pub max_width: Option<u32>,
    /// What a store is called in this game (for screen readers).
    pub store_word: String,
    /// The language of the board's words.
    pub lang: super::texts::Lang,
    /// A turn looked back at (1 for the first): the board shows the position
    /// after it, read-only, with the pits it sowed from and captured marked.
    pub preview: Option<usize>,
    /// While looking back: the pits that turn sowed from, and captured from.
    pub marked: (PitSet, PitSet),
    /// The pits the prompt or the message names (set from the decision bar's
    /// [`named`](super::decisions::DecisionView::named)).
    pub named: PitSet,
    /// Tsoro: the head being decided on (T6), once its sowing has played.
    pub deciding: Option<Pit>,
    /// How many clicks on a pit were refused: each one flashes the playable
    /// pits again.
    pub refused_clicks: u32,
    /// The pit names' font size in drawing units: larger on boards drawn
    /// small, so that a name reads at about 11 CSS pixels.
    pub name_size: f64,
    /// The counts' font size in drawing units, the same way.
    pub count_size: f64,
    /// The position editor's board: every pit takes clicks, none is a
    /// game input (`legal` then holds every pit, for the keyboard).
    pub editing: bool,
    /// The analysis board: the value of each pit's input (sowing or pick)
    /// for the player to move, in hundredths of a seed, and the best one's pit.
    pub evals: (Vec<(Pit, i32)>, Option<Pit>),
}

/// The analysis values of the position on the board, while the switch is on
/// and they are in: each pit's input's value in hundredths of a seed, and
/// the pit of the best input (none if the best is a decision button).
pub fn pit_evals(state: &AppState) -> (Vec<(Pit, i32)>, Option<Pit>) {
    let Some(values) = state.shown_values() else {
        return (vec![], None);
    };
    let pit_of = |i: &crate::engine::Input| match *i {
        crate::engine::Input::Sow(p) | crate::engine::Input::Pick(p) => Some(p),
        _ => None,
    };
    let evals = values
        .iter()
        .filter_map(|(i, v)| Some((pit_of(i)?, *v)))
        .collect();
    let best = super::analysis::best(values).and_then(|(i, _)| pit_of(&i));
    (evals, best)
}

/// The pit names' font size for a board drawn `width` CSS pixels wide (see
/// [`BoardView::name_size`]): from 12 units (a board drawn at its full
/// size, or at a size unknown) up to 40 (a 21-column Tsoro upright on a
/// phone, whole in its first screen: cells of 26 px), so that a name reads
/// at about 11 CSS pixels.
pub fn name_size(geometry: Geometry, width: Option<f64>) -> f64 {
    text_size(geometry, width, 12.0)
}

/// The counts' font size, the same way: from their 20 units up to 40, so
/// that a count reads at about 11 CSS pixels however small the pits.
pub fn count_size(geometry: Geometry, width: Option<f64>) -> f64 {
    text_size(geometry, width, 20.0)
}

/// Units that read at about 11 CSS pixels on a board drawn `width` pixels
/// wide, at least `least`, at most 40 (two such texts, a name at the top of
/// a pit and its count at the bottom, still fit a 100-unit cell).
fn text_size(geometry: Geometry, width: Option<f64>, least: f64) -> f64 {
    let Some(px) = width else {
        return least;
    };
    let scale = px.max(100.0) / geometry.width();
    (11.0 / scale).clamp(least, 40.0)
}

/// Whether a head's word fits in its pit beside its name, both at the
/// names' size (the name hung at the top left, the word at the top right):
/// on a board drawn small the names grow up to 40 units and there is no
/// room, and the gold ring alone marks the head (the legend under the
/// board says so). A bold character is taken as 0.7 of the size wide (the
/// widest of the page's sans-serif fonts), with 0.4 of it between.
///
/// ```
/// use mancala::ui::view::head_label_fits;
/// assert!(head_label_fits(12.0, "u1", "head"));
/// assert!(!head_label_fits(40.0, "u1", "head"));
/// ```
pub fn head_label_fits(name_size: f64, name: &str, word: &str) -> bool {
    let chars = (name.chars().count() + word.chars().count()) as f64;
    name_size * (0.7 * chars + 0.4) <= 2.0 * PIT_RADIUS - 4.0
}

/// Pits the player may click now: none during playback or while the computer
/// has the move; every pit of the mover's while composing a Goré offer (a
/// click toggles it); else the pits of the legal sowings or bonus picks.
pub fn legal_pits(state: &AppState) -> PitSet {
    let pos = state.position();
    if state.animating() || !state.human_to_move() || state.preview().is_some() {
        PitSet::EMPTY
    } else if state.offer().is_some() {
        pos.owned_by(pos.to_move())
    } else {
        use crate::engine::Input;
        state
            .legal
            .iter()
            .filter_map(|i| match *i {
                Input::Sow(p) | Input::Pick(p) => Some(p),
                _ => None,
            })
            .collect()
    }
}

impl BoardView {
    /// A board of this game at rest, as the page lays it out on a screen of
    /// this size: these pits and piles, nothing moving, marked or playable.
    /// The game's board ([`BoardView::new`]) and the editor's
    /// ([`BoardView::editing`]) start from it.
    fn at_rest(
        state: &AppState,
        (layout, variant): (Layout, Variant),
        (pits, captured): (Board, ByPlayer<u32>),
        viewport: Option<Viewport>,
    ) -> BoardView {
        let fit = viewport.map(|v| super::fit::fit(layout, v, state.embed));
        let upright = fit.is_some_and(|f| f.upright);
        let geometry = Geometry::new(layout, false).upright(upright);
        BoardView {
            layout,
            variant,
            pits,
            captured,
            hand: 0,
            legal: PitSet::EMPTY,
            selected: PitSet::EMPTY,
            hint: None,
            heads: PitSet::EMPTY,
            focus: None,
            flight: None,
            flipped: state.flip,
            upright,
            max_width: fit.filter(|_| !state.embed).map(|f| f.width.floor() as u32),
            name_size: name_size(geometry, fit.map(|f| f.width)),
            count_size: count_size(geometry, fit.map(|f| f.width)),
            store_word: super::texts::store_word(variant, state.lang),
            lang: state.lang,
            preview: None,
            marked: (PitSet::EMPTY, PitSet::EMPTY),
            named: PitSet::EMPTY,
            deciding: None,
            refused_clicks: 0,
            editing: false,
            evals: (vec![], None),
        }
    }

    /// The board for this state, on a screen of this size (`None`: unknown, drawn
    /// lying down).
    pub fn new(state: &AppState, viewport: Option<Viewport>) -> BoardView {
        let now = state.position();
        let preview = state.preview();
        // A missed puzzle's better line, stepped through (`ui::course::line`).
        let line = state
            .course()
            .and_then(|c| c.line.as_ref())
            .filter(|_| preview.is_none())
            .map(|l| l.shown());
        // Looking back, or along the line, the board is that turn's
        // (nothing moves on it).
        let pos = match (preview, line) {
            (Some(p), _) => &p.position,
            (None, Some((pos, ..))) => pos,
            (None, None) => now,
        };
        let playing = state
            .playing()
            .filter(|_| preview.is_none() && line.is_none());
        let shown = playing.map_or_else(|| Replay::from(pos), |p| p.shown);
        let game = (pos.layout(), pos.rules().variant());
        let rest = BoardView::at_rest(state, game, (shown.board, shown.captured), viewport);
        BoardView {
            hand: shown.hand,
            legal: legal_pits(state),
            selected: state.offer().unwrap_or_default(),
            hint: match state.hint.filter(|_| preview.is_none()) {
                Some(crate::engine::Input::Sow(p) | crate::engine::Input::Pick(p)) => Some(p),
                _ => None,
            },
            heads: rest.layout.pits().filter(|&p| pos.is_head(p)).collect(),
            focus: playing.and_then(|p| p.focus),
            flight: playing.and_then(|p| {
                p.flight.map(|flight| FlightView {
                    flight,
                    key: p.progress().0,
                    ms: p.flight_ms(state.speed),
                })
            }),
            flipped: state.flip
                || (state.auto_turn && now.result().is_none() && now.to_move() == Player::North),
            deciding: match pos.awaiting() {
                crate::engine::Awaiting::HeadChoice { pit } if playing.is_none() => Some(pit),
                _ => None,
            },
            refused_clicks: state.refused_clicks,
            evals: pit_evals(state),
            preview: preview.map(|p| p.turn),
            marked: match (preview, line) {
                (Some(p), _) => (p.sowed, p.taken),
                (None, Some((_, sowed, taken))) => (sowed, taken),
                (None, None) => (PitSet::EMPTY, PitSet::EMPTY),
            },
            ..rest
        }
    }

    /// The position editor's board (`ui::editor`): its pits and piles as
    /// edited, every pit clickable.
    pub fn editing(state: &AppState, viewport: Option<Viewport>) -> Option<BoardView> {
        let ed = state.editor()?;
        // Where the heads are depends on the options only (T2).
        let opening = crate::engine::Position::new(ed.rules);
        let game = (opening.layout(), ed.rules.variant());
        let rest = BoardView::at_rest(state, game, (ed.now.board, ed.now.captured), viewport);
        Some(BoardView {
            legal: PitSet::all(rest.layout),
            heads: rest.layout.pits().filter(|&p| opening.is_head(p)).collect(),
            editing: true,
            ..rest
        })
    }

    /// Where everything sits in the drawing.
    pub fn geometry(&self) -> Geometry {
        Geometry::new(self.layout, self.flipped).upright(self.upright)
    }

    /// What one pit shows.
    pub fn pit(&self, p: Pit) -> PitState {
        PitState {
            count: self.pits.count(p),
            owner: self.pits.owner(p),
            legal: self.legal.contains(p),
            selected: self.selected.contains(p),
            hint: self.hint == Some(p),
            head: self.heads.contains(p),
            head_label: self.heads.contains(p)
                && head_label_fits(
                    self.name_size,
                    &self.layout.name(p),
                    &super::texts::head_word(self.lang),
                ),
            mark: if self.marked.1.contains(p) {
                Some(Mark::Take)
            } else if self.marked.0.contains(p) {
                Some(Mark::Lift)
            } else {
                self.focus.filter(|f| f.pit == p).map(|f| f.mark)
            },
            named: self.named.contains(p),
            deciding: self.deciding == Some(p),
            editable: self.editing,
            eval: self.evals.0.iter().find(|e| e.0 == p).map(|e| e.1),
            best: self.evals.1 == Some(p),
        }
    }

    /// The pit beside which the seeds in hand float, while there are any.
    pub fn hand_pit(&self) -> Option<Pit> {
        self.focus.filter(|_| self.hand > 0).map(|f| f.pit)
    }
}

#[cfg(test)]
mod tests;
