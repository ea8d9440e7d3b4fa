//! What is folded away on the page and opened on demand (issue 24): the
//! game's settings (game, options, seats, speed, board turning, language,
//! theme), and the "More" menu of the controls that are not the move at
//! hand's (new game, share, analysis, review, the editor, reading the
//! board). At most one is open. Which action closes which is decided here,
//! so the board comes back as soon as the reader has what they opened it
//! for; the app only draws them and ties them to the Back button.

use super::state::Action;

/// What is open over the page.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Fold {
    /// Nothing: the board, its status and the move's controls.
    #[default]
    None,
    /// The settings (`data-action="settings"` opens it).
    Settings,
    /// The menu of the other controls (`data-action="more"`, contract).
    More,
}

impl Fold {
    /// The opener's `data-action` (and the fold's `data-fold`).
    pub fn hook(self) -> Option<&'static str> {
        match self {
            Fold::None => None,
            Fold::Settings => Some("settings"),
            Fold::More => Some("more"),
        }
    }

    /// What is open after the reader asks for `asked`: it, or nothing if it
    /// was open already (the opener toggles).
    pub fn toggle(self, asked: Fold) -> Fold {
        if self == asked {
            Fold::None
        } else {
            asked
        }
    }

    /// What stays open once `action` has been done. Nothing the page does
    /// by itself (the playback's steps, the computer's answers, a file
    /// fetched) closes anything. The menu closes on any choice of the
    /// reader's; the settings close once another game is chosen (the
    /// reader wants its board), and stay open while options, seats and
    /// the rest are set one after another.
    pub fn after(self, action: &Action, another_game: bool) -> Fold {
        use Action as A;
        let by_itself = matches!(
            action,
            A::Step
                | A::Answer(_)
                | A::Analysed(_)
                | A::AnalysisUnavailable(_)
                | A::ComputerUnavailable(_)
                | A::CourseLoaded(..)
                | A::LangReady
                | A::Say(_)
                | A::Fold(_)
        );
        match self {
            _ if by_itself => self,
            Fold::More => Fold::None,
            Fold::Settings if another_game => Fold::None,
            Fold::Settings => match action {
                A::SetRules(_)
                | A::SetSeat(..)
                | A::SetSeats(_)
                | A::SetSpeed(_)
                | A::ToggleAutoTurn
                | A::SetLang(_)
                | A::SetTheme(_) => Fold::Settings,
                _ => Fold::None,
            },
            Fold::None => Fold::None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Rules, Variant};
    use crate::ui::settings::Speed;
    use crate::ui::state::AppState;

    fn urim() -> AppState {
        AppState::new(Rules::new(Variant::Urim), Speed::Instant, None, vec![])
    }

    #[test]
    fn one_opener_toggles_and_one_fold_at_a_time() {
        let mut s = urim();
        s.apply(Action::Fold(Fold::More));
        assert_eq!(s.fold, Fold::More);
        s.apply(Action::Fold(Fold::Settings));
        assert_eq!(s.fold, Fold::Settings, "the settings replace the menu");
        s.apply(Action::Fold(Fold::Settings));
        assert_eq!(s.fold, Fold::None, "its opener closes it");
        s.apply(Action::Fold(Fold::More));
        s.apply(Action::Fold(Fold::None));
        assert_eq!(s.fold, Fold::None, "Escape, Back");
    }

    #[test]
    fn the_menu_closes_on_any_choice_but_not_by_itself() {
        let mut s = urim();
        s.apply(Action::Fold(Fold::More));
        s.apply(Action::Step);
        s.apply(Action::LangReady);
        assert_eq!(s.fold, Fold::More);
        s.apply(Action::NewGame);
        assert_eq!(s.fold, Fold::None);
        s.apply(Action::Fold(Fold::More));
        s.apply(Action::ToggleAnalysis);
        assert_eq!(s.fold, Fold::None);
    }

    #[test]
    fn the_settings_stay_open_for_options_and_close_for_another_game() {
        let mut s = urim();
        s.apply(Action::Fold(Fold::Settings));
        let mut urim7 = Rules::new(Variant::Urim);
        urim7.set_option("pits", "7").unwrap();
        s.apply(Action::SetRules(urim7));
        s.apply(Action::SetSpeed(Speed::Fast));
        s.apply(Action::ToggleAutoTurn);
        assert_eq!(s.fold, Fold::Settings);
        s.apply(Action::SetRules(Rules::new(Variant::Gore)));
        assert_eq!(s.fold, Fold::None, "Goré's board, at once");
        // A pit played (the board below the open settings) closes them.
        s.apply(Action::Fold(Fold::Settings));
        let a1 = s.position().layout().parse("a1").unwrap();
        s.apply(Action::Pit(a1));
        assert_eq!(s.fold, Fold::None);
    }
}
