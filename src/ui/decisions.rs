//! What the bar above the board says and offers, derived from the page state
//! in plain Rust: the prompt (whose turn, what the rules ask for now), the
//! decision buttons (Goré offers and answers, Tsoro heads, passes, skipping the
//! playback), the picks left, the last move in words, the last refusal.

use crate::engine::{Awaiting, Input, PitSet, Player, Position, MAX_OFFER, PRICE_PER_PIT};

use super::computer::Seat;
use super::state::{Action, AppState};

/// A button of the decision bar.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Show the rest of the sowing at once.
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
    pub fn label(self) -> &'static str {
        match self {
            Choice::Skip => "Skip to end",
            Choice::ConfirmOffer => "Make this offer",
            Choice::CancelOffer => "Cancel",
            Choice::StartOffer => "Offer a trade…",
            Choice::Play(Input::Pass) => "Pass",
            Choice::Play(Input::Accept) => "Accept the offer",
            Choice::Play(Input::Decline) => "Decline",
            Choice::Play(Input::Continue) => "Continue sowing",
            Choice::Play(Input::Stop) => "Stop here",
            Choice::Play(_) => "",
        }
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
    /// The decision button the hint suggests (a pass, an answer, an offer).
    pub hinted: Option<Choice>,
    /// Computer against computer: `Some(paused)` (pause / go on, step).
    pub paused: Option<bool>,
    /// View mode: `Some((inputs shown, inputs recorded))`, stepped through
    /// with first / prev / next / last instead of the game's controls.
    pub nav: Option<(usize, usize)>,
}

/// The names of the pits, in sowing order from `a1`.
fn pit_list(pos: &Position, pits: PitSet) -> String {
    let l = pos.layout();
    let v: Vec<String> = pits.iter().map(|p| l.name(p)).collect();
    v.join(", ")
}

impl DecisionView {
    /// The bar for this state; `announce` is the last input summed up in words
    /// (the app keeps it per move rather than per playback step).
    pub fn new(state: &AppState, announce: &str) -> DecisionView {
        let pos = state.position();
        let animating = state.animating();
        let me = pos.to_move();
        let them = me.other();
        let mut buttons: Vec<Button> = vec![];
        let (ply, recorded) = (state.session.ply(), state.session.recorded());
        let prompt = if state.view_only && state.playing().is_none() {
            let after = match (ply, recorded) {
                (_, 0) => "A position".to_string(),
                (0, n) => format!("The start of a game of {n} inputs"),
                (k, n) => format!("After input {k} of {n}"),
            };
            match pos.result() {
                Some(_) => format!("{after}: the game is over."),
                None => format!("{after}: {me} to move."),
            }
        } else if pos.result().is_some() {
            "Game over.".to_string()
        } else if let Some(p) = state.playing() {
            buttons.push(Choice::Skip.into());
            format!("Sowing… {}", p.caption)
        } else if let Seat::Computer(level) = state.mover_seat() {
            if state.thinking() {
                format!("{me} (computer, {level}) is thinking…")
            } else {
                format!("Paused: {me} (computer, {level}) is to move. Go on, or step one move.")
            }
        } else {
            let prompt = match pos.awaiting() {
                Awaiting::Move => match state.offer {
                    Some(mask) => offer_prompt(pos, mask, &mut buttons),
                    None => move_prompt(pos, &state.legal),
                },
                Awaiting::TradeResponse { offered } => format!(
                    "{them} offers {} to {me}. Accepting costs {me} {} captured cows ({PRICE_PER_PIT} into each pit); declining makes a win by {me} a victory without glory (G8).",
                    pit_list(pos, offered),
                    PRICE_PER_PIT * offered.len() as u16
                ),
                Awaiting::HeadChoice { pit } => format!(
                    "{me}'s last stone reached the head {}, which holds {} stones: lift them and continue, or stop here (T6)?",
                    pos.layout().name(pit),
                    pos.in_hand()
                ),
                Awaiting::BonusPick { left } => format!(
                    "Bonus capture (T10): {me}, pick {left} more of {them}'s pits (not a head, not empty).",
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
            if state.offer.is_none() && state.can_offer() {
                buttons.push(Choice::StartOffer.into());
            }
            prompt
        };
        DecisionView {
            prompt,
            side: pos.result().is_none().then_some(me),
            buttons,
            picks_left: match pos.awaiting() {
                Awaiting::BonusPick { left } => Some(left),
                _ => None,
            },
            announce: (!announce.is_empty() && !animating)
                .then(|| format!("Last move: {announce}.")),
            message: state.message.clone(),
            can_undo: state.session.can_undo(),
            can_redo: state.session.can_redo(),
            thinking: state.thinking(),
            hint: (!state.computers_only() && !state.view_only).then(|| {
                state.human_to_move()
                    && !animating
                    && state.offer.is_none()
                    && state.asking.is_none()
            }),
            hinted: state.hint.map(|i| match i {
                Input::Offer(_) => Choice::StartOffer,
                i => Choice::Play(i),
            }),
            paused: (state.computers_only() && !state.view_only).then_some(state.paused),
            nav: state.view_only.then_some((ply, recorded)),
        }
    }
}

/// The prompt of a plain move: choose a pit, feed (U6), or pass.
fn move_prompt(pos: &Position, legal: &[Input]) -> String {
    let (me, them) = (pos.to_move(), pos.to_move().other());
    if legal.contains(&Input::Pass) {
        format!("{me} has no seeds to sow and must pass.")
    } else if pos.must_feed() {
        format!("{them}'s row is empty: {me} must choose a move that feeds it (U6).")
    } else {
        format!("{me} to move: choose a highlighted pit.")
    }
}

/// Goré, composing an offer: the pits chosen, the price, and why the rules
/// would refuse it (then the confirm button is disabled).
fn offer_prompt(pos: &Position, mask: PitSet, buttons: &mut Vec<Button>) -> String {
    let (me, them) = (pos.to_move(), pos.to_move().other());
    let k = mask.len() as u16;
    let problem = if k == 0 {
        Some(format!(
            "Click 1 to {MAX_OFFER} of your pits to offer them."
        ))
    } else {
        pos.gore_offer_problem(mask)
            .map(|e| format!("Not possible: {e}."))
    };
    buttons.push(Button {
        choice: Choice::ConfirmOffer,
        enabled: problem.is_none(),
    });
    buttons.push(Choice::CancelOffer.into());
    format!(
        "{me}, offer pits to {them}: {} — price {k} × {PRICE_PER_PIT} = {} of {them}'s {} captured cows. {}",
        if k == 0 {
            "none chosen".into()
        } else {
            pit_list(pos, mask)
        },
        PRICE_PER_PIT * k,
        pos.captured()[them],
        problem.unwrap_or_default()
    )
}

#[cfg(test)]
mod tests;
