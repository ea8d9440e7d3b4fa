//! What the bar above the board says and offers, derived from the page state
//! in plain Rust: the prompt (whose turn, what the rules ask for now), the
//! decision buttons (Goré offers and answers, Tsoro heads, passes, skipping the
//! playback), the picks left, the last move in words, the last refusal.

use crate::engine::{Awaiting, Input, Layout, PitSet, Player, Position, MAX_OFFER, PRICE_PER_PIT};

use super::settings::Seat;
use super::state::{Action, AppState};
use super::texts::{count, fill, illegal, player_word, text, Lang};

/// A button of the decision bar.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Show the rest of the sowing at once (a page draws it at the board's
    /// edge, `app::board_skip`; a frame in its row of controls).
    Skip,
    /// Goré: make the offer composed.
    ConfirmOffer,
    /// Goré: give up composing the offer.
    CancelOffer,
    /// Goré: start choosing pits to offer.
    StartOffer,
    /// A decision input: pass, accept, decline, continue or stop.
    Play(Input),
}

impl Choice {
    /// The contract's `data-action` name (docs/contract.md); the skip button has none.
    pub fn hook(self) -> Option<&'static str> {
        Some(match self {
            Choice::Skip => return None,
            Choice::ConfirmOffer => "confirm-offer",
            Choice::CancelOffer => "cancel-offer",
            Choice::StartOffer => "offer",
            Choice::Play(Input::Pass) => "pass",
            Choice::Play(Input::Accept) => "accept",
            Choice::Play(Input::Decline) => "decline",
            Choice::Play(Input::Continue) => "continue",
            Choice::Play(Input::Stop) => "stop",
            // Pits are chosen on the board, offers by composing them.
            Choice::Play(_) => return None,
        })
    }

    /// The button's words.
    pub fn label(self, lang: Lang) -> String {
        let key = match self {
            Choice::Skip => "button-skip",
            Choice::ConfirmOffer => "button-confirm-offer",
            Choice::CancelOffer => "button-cancel-offer",
            Choice::StartOffer => "button-offer",
            Choice::Play(Input::Pass) => "button-pass",
            Choice::Play(Input::Accept) => "button-accept",
            Choice::Play(Input::Decline) => "button-decline",
            Choice::Play(Input::Continue) => "button-continue",
            Choice::Play(Input::Stop) => "button-stop",
            Choice::Play(_) => return String::new(),
        };
        text(lang, key)
    }

    /// What a click on it does.
    pub fn action(self) -> Action {
        match self {
            Choice::Skip => Action::SkipAnimation,
            Choice::ConfirmOffer => Action::ConfirmOffer,
            Choice::CancelOffer => Action::CancelOffer,
            Choice::StartOffer => Action::StartOffer,
            Choice::Play(i) => Action::Play(i),
        }
    }
}

/// A button and whether it can be clicked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Button {
    /// Which.
    pub choice: Choice,
    /// False for an offer the rules would refuse.
    pub enabled: bool,
}

impl From<Choice> for Button {
    fn from(choice: Choice) -> Button {
        Button {
            choice,
            enabled: true,
        }
    }
}

/// The decision bar as shown now.
#[derive(Clone, Debug, PartialEq)]
pub struct DecisionView {
    /// What to do now, or what is happening.
    pub prompt: String,
    /// Whose colour the prompt wears (the player to move); `None` once over.
    pub side: Option<Player>,
    /// The decision buttons, in order.
    pub buttons: Vec<Button>,
    /// Tsoro: bonus picks still due (T10).
    pub picks_left: Option<u8>,
    /// The last input in words ("Last move: …."), hidden during its playback.
    pub announce: Option<String>,
    /// The last refusal or hint.
    pub message: Option<String>,
    /// A turn can be taken back.
    pub can_undo: bool,
    /// A turn taken back can be replayed.
    pub can_redo: bool,
    /// The computer is choosing the move (the page shows it thinking).
    pub thinking: bool,
    /// The hint button: `Some(enabled)` when a human may ask for one.
    pub hint: Option<bool>,
    /// The resign button: shown while the human to move may give up
    /// against the computer (`AppState::can_resign`), absent otherwise.
    pub resign: bool,
    /// The decision button the hint suggests (a pass, an answer, an offer).
    pub hinted: Option<Choice>,
    /// Computer against computer: `Some(paused)` (pause / go on, step).
    pub paused: Option<bool>,
    /// View mode: `Some((inputs shown, inputs recorded))`, stepped through
    /// with first / prev / next / last instead of the game's controls.
    pub nav: Option<(usize, usize)>,
    /// A game of these rules was kept when this one began: "Back to my game".
    pub back_to_game: bool,
    /// The language of the bar's words.
    pub lang: Lang,
    /// Goré: why no offer can be made now, shown beside the disabled
    /// "Offer a trade…" button (G5).
    pub offer_reason: Option<String>,
    /// Tsoro, at a head: its name and the stones continuing would lift (T6),
    /// for the buttons' words.
    pub head: Option<(String, u8)>,
    /// The pits the prompt and the message name ("captures 4 from g2"),
    /// outlined on the board so that a small label need not be read.
    pub named: PitSet,
    /// The analysis board: each legal input's value for the player to move
    /// (hundredths of a seed), while the switch is on and they are in.
    pub evals: Vec<(Input, i32)>,
    /// The analysis switch: `Some(on)` where it is offered.
    pub analyse: Option<bool>,
    /// A game to review: `Some(running)` where the review can be started.
    pub review: Option<bool>,
    /// A game over: the way on, as buttons beside its result (`ui::ending`).
    pub way_on: Option<super::ending::WayOn>,
    /// The human to move can only pass: the page passes for them after
    /// `AUTO_PASS_MS`, the pass button shown until then.
    pub auto_pass: bool,
}

/// The pits a sentence names by their contract names (`g2`, also glued to a
/// Turkish or Azerbaijani ending: `g2'den`). Rule ids (`G5`) are upper case
/// and never match.
pub fn named_pits(words: &str, layout: Layout) -> PitSet {
    words
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter_map(|w| layout.parse(w))
        .collect()
}

/// The names of the pits, in sowing order from `a1`, for reading ("a1, b1").
pub(super) fn pit_list(pos: &Position, pits: PitSet) -> String {
    let l = pos.layout();
    let v: Vec<String> = pits.iter().map(|p| l.name(p)).collect();
    v.join(", ")
}

impl DecisionView {
    /// Whether a sowing is being shown (its prompt tells each seed).
    pub fn sowing(&self) -> bool {
        self.buttons.iter().any(|b| b.choice == Choice::Skip)
    }

    /// In a frame, the turn's own decisions (Tsoro's head choice, an
    /// answer to a Goré offer, an offer being composed, a pass) take the
    /// one row of controls, and hint, undo, redo and resign move into the
    /// "More" menu: a 280 px frame has room for the decisions' words or for
    /// those four, and the board keeps the rest (issue 24, frames).
    pub fn frame_folds_turn_controls(&self) -> bool {
        self.buttons.iter().any(|b| {
            b.enabled
                && matches!(
                    b.choice,
                    Choice::Play(_) | Choice::ConfirmOffer | Choice::CancelOffer
                )
        })
    }

    /// The bar for this state; `announce` is the last input summed up in words
    /// (the app keeps it per move rather than per playback step).
    pub fn new(state: &AppState, announce: &str) -> DecisionView {
        let pos = state.position();
        let animating = state.animating();
        let lang = state.lang;
        let me_side = pos.to_move();
        let (me, them) = (
            player_word(me_side, lang),
            player_word(me_side.other(), lang),
        );
        let mut buttons: Vec<Button> = vec![];
        let mut offer_reason = None;
        let (ply, recorded) = (state.session.ply(), state.session.recorded());
        let prompt = if state.is_view() && state.playing().is_none() {
            let after = match (ply, recorded) {
                (_, 0) => text(lang, "view-position"),
                (0, n) => count(lang, "view-start", n as u64, &[]),
                (k, n) => fill(lang, "view-after", &[("k", &k), ("n", &n)]),
            };
            match state.outcome() {
                Some(_) => fill(lang, "view-over", &[("after", &after)]),
                None => fill(lang, "view-to-move", &[("after", &after), ("player", &me)]),
            }
        } else if let Some(p) = state.preview().filter(|_| !state.human_to_move()) {
            // The board shows an earlier turn: say so where the eye goes first
            // (a human's turn says so below, its buttons shown disabled).
            fill(lang, "prompt-looking-back", &[("k", &p.turn)])
        } else if let Some(p) = state.playing() {
            // The last move too plays back before its result is told (the
            // result panel waits for it as well).
            buttons.push(Choice::Skip.into());
            p.prompt()
        } else if state.outcome().is_some() {
            super::ending::status(state)
        } else if let Seat::Computer(level) = state.mover_seat() {
            let level = text(lang, &format!("level-{}", level.id()));
            let key = if state.thinking() {
                "computer-thinking"
            } else {
                "computer-paused"
            };
            fill(lang, key, &[("player", &me), ("level", &level)])
        } else {
            let prompt = match pos.awaiting() {
                Awaiting::Move if state.auto_pass_due() => auto_pass_prompt(state),
                Awaiting::Move => match state.offer() {
                    Some(mask) => offer_prompt(pos, mask, &mut buttons, lang),
                    None => move_prompt(pos, &state.legal, lang),
                },
                Awaiting::TradeResponse { offered } => fill(
                    lang,
                    "prompt-trade-response",
                    &[
                        ("offerer", &them),
                        ("player", &me),
                        ("pits", &pit_list(pos, offered)),
                        ("price", &(PRICE_PER_PIT * offered.len() as u16)),
                        ("each", &PRICE_PER_PIT),
                    ],
                ),
                Awaiting::HeadChoice { pit } => count(
                    lang,
                    "prompt-head-choice",
                    pos.in_hand() as u64,
                    &[("player", &me), ("pit", &pos.layout().name(pit))],
                ),
                Awaiting::BonusPick { left } => count(
                    lang,
                    "prompt-bonus-pick",
                    left as u64,
                    &[("player", &me), ("opponent", &them)],
                ),
                Awaiting::Over => String::new(),
            };
            buttons.extend(
                state
                    .legal
                    .iter()
                    .map(|&i| Choice::Play(i))
                    .filter(|c| c.hook().is_some())
                    .map(Button::from),
            );
            if state.offer().is_none() && state.can_offer() {
                buttons.push(Choice::StartOffer.into());
            } else if state.offer().is_none() && pos.awaiting() == Awaiting::Move {
                // Goré: the button is there from the start, disabled, with
                // the reason in words (G5).
                if let Some(why) = no_offer(pos) {
                    buttons.push(Button {
                        choice: Choice::StartOffer,
                        enabled: false,
                    });
                    let reason = match why {
                        crate::engine::Illegal::OfferTooDear { need, has } => fill(
                            lang,
                            "offer-why-too-dear",
                            &[("player", &them), ("has", &has), ("need", &need)],
                        ),
                        e => illegal(lang, &e),
                    };
                    offer_reason = Some(fill(lang, "offer-why-not", &[("reason", &reason)]));
                }
            }
            match state.preview() {
                // Looking back at a turn: nothing is played until back.
                Some(p) => {
                    buttons.iter_mut().for_each(|b| b.enabled = false);
                    fill(lang, "prompt-looking-back", &[("k", &p.turn)])
                }
                // A lesson step or puzzle over: the way on, not a move.
                None if state.legal.is_empty() && state.course().is_some() && !animating => {
                    text(lang, "course-next")
                }
                None => prompt,
            }
        };
        let layout = pos.layout();
        let named = [Some(&prompt), state.message.as_ref()]
            .into_iter()
            .flatten()
            .flat_map(|w| named_pits(w, layout).iter())
            .collect();
        let evals = state.shown_values().map(<[_]>::to_vec).unwrap_or_default();
        DecisionView {
            named,
            evals,
            // A lesson or a puzzle is for finding out oneself.
            analyse: state.course().is_none().then_some(state.analysis.on),
            review: (state.session.recorded() > 0 && state.course().is_none()).then(|| {
                state
                    .analysis
                    .review
                    .as_ref()
                    .is_some_and(|r| r.state == super::analysis::ReviewState::Running)
            }),
            way_on: super::ending::way_on(state),
            auto_pass: state.auto_pass_due(),
            prompt,
            // The colour of whoever acts: while a move plays back, its mover.
            side: match state.playing() {
                Some(p) => Some(p.mover),
                None => state.outcome().is_none().then_some(me_side),
            },
            buttons,
            picks_left: match pos.awaiting() {
                Awaiting::BonusPick { left } => Some(left),
                _ => None,
            },
            announce: (!announce.is_empty() && !animating)
                .then(|| fill(lang, "last-move", &[("move", &announce)])),
            message: state.message.clone(),
            can_undo: state.session.can_undo(),
            can_redo: state.session.can_redo() && state.course().is_none(),
            thinking: state.thinking(),
            hint: (!state.computers_only() && !state.is_view() && state.course().is_none()).then(
                || {
                    state.human_to_move()
                        && !animating
                        && state.offer().is_none()
                        && state.preview().is_none()
                        && state.asking.is_none()
                },
            ),
            resign: state.can_resign(),
            hinted: state.hint.map(|i| match i {
                // The suggested offer, open with its pits: one click makes it.
                Input::Offer(pits) if state.offer() == Some(pits) => Choice::ConfirmOffer,
                Input::Offer(_) => Choice::StartOffer,
                i => Choice::Play(i),
            }),
            paused: (state.computers_only() && !state.is_view()).then_some(state.paused),
            nav: state.is_view().then_some((ply, recorded)),
            back_to_game: !state.is_view()
                && state.course().is_none()
                && state.kept_for(state.rules).is_some(),
            lang,
            offer_reason,
            head: match pos.awaiting() {
                Awaiting::HeadChoice { pit } => Some((pos.layout().name(pit), pos.in_hand())),
                _ => None,
            },
        }
    }

    /// A decision button's value on the analysis board (an offer's: the
    /// best offer's), and whether it is the best input of all.
    pub fn eval(&self, c: Choice) -> Option<(i32, bool)> {
        let best = super::analysis::best(&self.evals)?.0;
        let mine = |i: &Input| match c {
            Choice::Play(x) => *i == x,
            Choice::StartOffer => matches!(i, Input::Offer(_)),
            _ => false,
        };
        let v = self
            .evals
            .iter()
            .filter(|(i, _)| mine(i))
            .map(|e| e.1)
            .max()?;
        Some((v, mine(&best)))
    }

    /// A button's words: Tsoro's head choice told by its consequence ("Keep
    /// sowing: lift 3 from u1", "End my turn here"), the others by name.
    pub fn label(&self, b: Button) -> String {
        let lang = self.lang;
        match (b.choice, &self.head) {
            (Choice::Play(Input::Continue), Some((pit, n))) => {
                count(lang, "button-keep-sowing", *n as u64, &[("pit", pit)])
            }
            (Choice::Play(Input::Stop), Some(_)) => text(lang, "button-end-turn"),
            (c, _) => c.label(lang),
        }
    }
}

/// Goré: why no offer at all can be made now (G5), or `None` if one can, or
/// in another game. An offer of one own pit is the least the rules ask for,
/// so the reason it would be refused blocks every offer.
pub fn no_offer(pos: &Position) -> Option<crate::engine::Illegal> {
    if !pos.rules().variant().has_trades() {
        return None;
    }
    let mine = pos.owned_by(pos.to_move());
    match mine.iter().next() {
        Some(p) => pos.gore_offer_problem(PitSet::single(p)),
        None => Some(crate::engine::Illegal::OfferKeepsNone),
    }
}

/// The prompt of a plain move: choose a pit, feed (U6), or pass.
fn move_prompt(pos: &Position, legal: &[Input], lang: Lang) -> String {
    let me = player_word(pos.to_move(), lang);
    let them = player_word(pos.to_move().other(), lang);
    let key = if legal.contains(&Input::Pass) {
        "prompt-pass"
    } else if pos.must_feed() {
        "prompt-must-feed"
    } else {
        "prompt-move"
    };
    fill(lang, key, &[("player", &me), ("opponent", &them)])
}

/// A human with no input but a pass, which the page makes for them: in the
/// reader's terms against the computer ("You have no move: passing…").
fn auto_pass_prompt(state: &AppState) -> String {
    let lang = state.lang;
    match super::ending::reader(state.seats) {
        Some(_) => text(lang, "auto-pass-you"),
        None => fill(
            lang,
            "auto-pass",
            &[("player", &player_word(state.position().to_move(), lang))],
        ),
    }
}

/// Goré, composing an offer: the pits chosen, the price, and why the rules
/// would refuse it (then the confirm button is disabled).
fn offer_prompt(pos: &Position, mask: PitSet, buttons: &mut Vec<Button>, lang: Lang) -> String {
    let them_side = pos.to_move().other();
    let (me, them) = (
        player_word(pos.to_move(), lang),
        player_word(them_side, lang),
    );
    let k = mask.len() as u16;
    let problem = if k == 0 {
        Some(fill(lang, "offer-choose", &[("max", &MAX_OFFER)]))
    } else {
        pos.gore_offer_problem(mask)
            .map(|e| fill(lang, "offer-refused", &[("reason", &illegal(lang, &e))]))
    };
    buttons.push(Button {
        choice: Choice::ConfirmOffer,
        enabled: problem.is_none(),
    });
    buttons.push(Choice::CancelOffer.into());
    let pits = if k == 0 {
        text(lang, "offer-none-chosen")
    } else {
        pit_list(pos, mask)
    };
    let prompt = fill(
        lang,
        "prompt-offer",
        &[
            ("player", &me),
            ("opponent", &them),
            ("pits", &pits),
            ("k", &k),
            ("each", &PRICE_PER_PIT),
            ("price", &(PRICE_PER_PIT * k)),
            ("has", &pos.captured()[them_side]),
        ],
    );
    match problem {
        Some(p) => format!("{prompt} {p}"),
        None => prompt,
    }
}

mod side;
pub use side::your_side;

#[cfg(test)]
mod tests;
