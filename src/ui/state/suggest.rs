//! An input suggested to the reader (the hint's, or the better input of a
//! reviewed mistake), made ready to play. A pit or a decision button is
//! marked where it is; a Goré offer (G5) is more than one click, so the
//! offer is opened with exactly its pits chosen and "Make this offer" is the
//! button marked: one click plays it. Marking only "Offer a trade…" left the
//! reader to guess which pits (issue 25: eight hints of one game ended
//! there).

use crate::engine::{Input, PitSet};

use super::{AppState, Overlay};

impl AppState {
    /// Marks `input` as the one to play; an offer is opened ready to confirm.
    pub(in crate::ui) fn suggest(&mut self, input: Input) {
        self.hint = Some(input);
        if let Input::Offer(pits) = input {
            self.open_offer(pits);
        }
    }

    /// The pits of the offer suggested, if the hint is one: "Offer a
    /// trade…", still marked after the reader cancelled the suggested offer,
    /// opens it again with them.
    pub(in crate::ui) fn hinted_offer(&self) -> PitSet {
        match self.hint {
            Some(Input::Offer(pits)) => pits,
            _ => PitSet::EMPTY,
        }
    }

    /// Starts composing an offer with `pits` chosen, when the human to move
    /// may offer now (nothing playing back or looked back at); whether it
    /// opened.
    pub(in crate::ui) fn open_offer(&mut self, pits: PitSet) -> bool {
        let can = self.human_to_move()
            && !self.animating()
            && self.preview().is_none()
            && self.can_offer();
        match self.mode.table_mut().filter(|_| can) {
            Some(t) => {
                t.overlay = Overlay::Offer(pits);
                true
            }
            None => false,
        }
    }
}
