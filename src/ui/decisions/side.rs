//! Which side is the reader's, said plainly until their first input (issue
//! 24): a reader from a wiki meets a board of two (or four) rows and must
//! not guess which are theirs. Against the computer, while the reader has
//! played nothing yet, the prompt starts "You play South: your pits are at
//! the bottom." (on the left on a phone's upright board, at the top when
//! turned), the place as the board is drawn (`texts::places`).

use crate::engine::{Input, Player};
use crate::ui::settings::{reader_level, Seat};
use crate::ui::state::{AppState, Mode};
use crate::ui::texts::Drawn;

use super::DecisionView;

/// The words saying which side is the reader's, while they are worth
/// saying: a game against the computer (not two people, whose sides the
/// page cannot tell apart, nor a frame, whose one-line status has no room),
/// the reader to move with a pit to choose (a pass made for them, or a
/// decision, says enough), nothing played by them yet.
pub fn your_side(state: &AppState, drawn: Drawn) -> Option<String> {
    reader_level(state.seats)?;
    let sows = state.legal.iter().any(|i| matches!(i, Input::Sow(_)));
    if state.embed || !matches!(state.mode, Mode::Play(_)) || !state.human_to_move() || !sows {
        return None;
    }
    let side = if state.seats.south == Seat::Human {
        Player::South
    } else {
        Player::North
    };
    let played = state.session.inputs().iter().any(|&(p, _)| p == side);
    let key = match side {
        Player::South => "your-side-south",
        Player::North => "your-side-north",
    };
    (!played).then(|| drawn.text(state.lang, key))
}

impl DecisionView {
    /// The prompt, led by [`your_side`]'s words where they are worth saying.
    pub fn tell_side(mut self, state: &AppState, drawn: Drawn) -> DecisionView {
        if let Some(words) = your_side(state, drawn) {
            self.prompt = format!("{words} {}", self.prompt);
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ai::Level;
    use crate::engine::{ByPlayer, Rules, Variant};
    use crate::ui::settings::Speed;
    use crate::ui::texts::Lang;

    fn page(south: Seat, north: Seat) -> AppState {
        AppState::new(Rules::new(Variant::Urim), Speed::Instant, None, vec![])
            .with_seats(ByPlayer { south, north })
    }

    const LYING: Drawn = Drawn {
        upright: false,
        flipped: false,
    };
    const UPRIGHT: Drawn = Drawn {
        upright: true,
        flipped: false,
    };

    #[test]
    fn the_reader_is_told_their_side_as_drawn_until_their_first_input() {
        let mut s = page(Seat::Human, Seat::Computer(Level::Beginner));
        assert_eq!(
            your_side(&s, LYING).as_deref(),
            Some("You play South: your pits are at the bottom.")
        );
        assert_eq!(
            your_side(&s, UPRIGHT).as_deref(),
            Some("You play South: your pits are on the left.")
        );
        s.lang = Lang::Tr;
        assert!(
            your_side(&s, LYING).unwrap().contains("altta"),
            "{:?}",
            your_side(&s, LYING)
        );
        s.lang = Lang::En;
        let a1 = s.position().layout().parse("a1").unwrap();
        s.apply(crate::ui::state::Action::Pit(a1));
        assert_eq!(your_side(&s, LYING), None, "said until the first input");
    }

    #[test]
    fn said_only_against_the_computer_on_the_readers_turn() {
        // Two people: the page cannot tell whose side is whose.
        assert_eq!(your_side(&page(Seat::Human, Seat::Human), LYING), None);
        // The computer to move first (the reader is North): not yet.
        let north = page(Seat::Computer(Level::Easy), Seat::Human);
        assert_eq!(your_side(&north, LYING), None);
        // In a frame the status is one line.
        let mut framed = page(Seat::Human, Seat::Computer(Level::Easy));
        framed.embed = true;
        assert_eq!(your_side(&framed, LYING), None);
        // Only a pass to make (the page makes it): nothing to choose, nothing said.
        let mut pass = page(Seat::Human, Seat::Computer(Level::Easy));
        pass.legal = vec![Input::Pass].into();
        assert_eq!(your_side(&pass, LYING), None);
    }
}
