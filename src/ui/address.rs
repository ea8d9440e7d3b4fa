//! The page's address, derived from its state: the app puts it in the
//! address bar after each change of game, options, speed, seats or mode, so
//! a link (or a wiki embed) opens the same thing.

use super::query::to_query;
use super::state::AppState;

/// Parameters of how the page was opened (`search`, the address now) that
/// stay as they were: the frame, the theme asked for, the turned board, the
/// analysis asked for.
const KEPT: [&str; 4] = ["embed=", "theme=", "flip=", "analyse="];

/// The address (`?game=…`) for `state`, `search` being the address now.
pub fn address(state: &AppState, search: &str) -> String {
    // The reader against their own level goes without saying: whoever
    // opens the link meets theirs.
    let usual = state.levels.seats(state.rules.variant());
    let mut query = to_query(&state.rules, state.speed, state.seats, usual);
    for kv in search.trim_start_matches('?').split('&') {
        if KEPT.iter().any(|k| kv.starts_with(k)) {
            query.push('&');
            query.push_str(kv);
        }
    }
    // One mode, from the state (`Mode::query`).
    query.push_str(&state.mode.query());
    query
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ai::Level;
    use crate::engine::{ByPlayer, Rules, Variant};
    use crate::ui::course::Kind;
    use crate::ui::settings::{Levels, Seat, Speed};

    fn urim() -> AppState {
        AppState::new(Rules::new(Variant::Urim), Speed::Normal, None, vec![])
            .with_seats(Levels::default().seats(Variant::Urim))
    }

    #[test]
    fn the_game_its_options_speed_and_seats_other_than_the_default() {
        let mut s = urim();
        assert_eq!(address(&s, ""), "?game=urim&pits=6&seeds=3");
        s.speed = Speed::Fast;
        s.seats = ByPlayer {
            south: Seat::Human,
            north: Seat::Computer(Level::Hard),
        };
        assert_eq!(
            address(&s, "?game=gore"),
            "?game=urim&pits=6&seeds=3&speed=fast&south=human&north=hard"
        );
        // Hard once it is the reader's level in Urim: a link seats whoever
        // opens it against their own.
        s.levels.set(Variant::Urim, Level::Hard);
        assert_eq!(address(&s, ""), "?game=urim&pits=6&seeds=3&speed=fast");
        s.levels.set(Variant::Urim, Level::Easy);
        assert!(address(&s, "").ends_with("&south=human&north=hard"));
        let mut tsoro = Rules::new(Variant::Tsoro);
        tsoro.set_option("columns", "8").unwrap();
        let t = AppState::new(tsoro, Speed::Instant, None, vec![])
            .with_seats(Levels::default().seats(Variant::Tsoro));
        assert_eq!(
            address(&t, ""),
            "?game=tsoro&columns=8&bonus=2&heads=2&speed=instant"
        );
    }

    #[test]
    fn how_the_page_was_opened_stays_and_the_rest_goes() {
        // The moves, position, language and seats asked for are the
        // state's now; a frame, a theme, a flip and the analysis stay,
        // as written.
        let s = urim();
        let search =
            "?game=urim&moves=a1+f2&embed=1&lang=tr&theme=dark&flip=1&north=human&analyse=1&ply=1";
        assert_eq!(
            address(&s, search),
            "?game=urim&pits=6&seeds=3&embed=1&theme=dark&flip=1&analyse=1"
        );
    }

    #[test]
    fn one_mode_the_editors_first() {
        let view = urim().view_only();
        assert_eq!(
            address(&view, "?mode=view"),
            "?game=urim&pits=6&seeds=3&mode=view"
        );
        let edit = urim().view_only().with_editor();
        assert_eq!(
            address(&edit, "?mode=view"),
            "?game=urim&pits=6&seeds=3&mode=edit"
        );
        // A course seats the reader on both sides; a lesson sows slowly
        // unless a speed was asked for.
        let learn = urim().with_course(Kind::Lesson, None, false);
        assert_eq!(
            address(&learn, ""),
            "?game=urim&pits=6&seeds=3&speed=slow&south=human&north=human&mode=learn"
        );
        // Puzzles: the number of the one open once the file is read (none before).
        let mut puzzles = urim().with_course(Kind::Puzzles, Some(3), true);
        let both = "?game=urim&pits=6&seeds=3&south=human&north=human&mode=puzzle";
        assert_eq!(address(&puzzles, ""), both);
        let file = include_str!("../../static/puzzles/urim.json").to_string();
        puzzles.apply(crate::ui::state::Action::CourseLoaded(
            Variant::Urim,
            Kind::Puzzles,
            Ok(file),
            vec![],
        ));
        assert_eq!(address(&puzzles, ""), format!("{both}&puzzle=3"));
    }
}
