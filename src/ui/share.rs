//! Share links: the address that opens this game at this point (game, options,
//! start position, the inputs played, the players), so a reader can send it to
//! a friend, or two people far apart can play by sending it back and forth
//! (opening it continues the game with the next player to move). No server.

use crate::engine::state_json;

use super::state::AppState;

/// The query string (with `?`) of the link that reopens `state`'s game; in
/// a lesson or puzzle, the link to that lesson or puzzle (its board is the
/// course's, not a game to go on with).
pub fn share_query(state: &AppState) -> String {
    if let super::state::Mode::Course(c, _) = &state.mode {
        let mode = state.mode.word().unwrap_or_default();
        let mut q = format!("?mode={mode}&game={}", c.variant.id());
        if let Some(n) = state.mode.puzzle() {
            q += &format!("&puzzle={n}");
        }
        return q;
    }
    let rules = state.rules;
    let s = &state.session;
    let mut pairs: Vec<(String, String)> = vec![("game".into(), rules.variant().id().into())];
    for (k, v) in rules.options() {
        pairs.push((k.to_string(), v));
    }
    if let Some(start) = s.set_up_start() {
        pairs.push(("position".into(), state_json(start).to_string()));
    }
    let moves = s.played_tokens();
    if !moves.is_empty() {
        pairs.push(("moves".into(), moves.join(" ")));
    }
    pairs.push(("south".into(), state.seats.south.word().into()));
    pairs.push(("north".into(), state.seats.north.word().into()));
    // What browsers read back: spaces as `+`, everything else outside
    // [A-Za-z0-9*-._] percent-encoded.
    format!("?{}", super::urlencoded::encode(&pairs))
}

/// Parameters of a frame's address (`search`) that "Open full game" carries
/// over as they were: the language, the theme and the turned board.
const FRAME_LOOKS: [&str; 3] = ["lang=", "theme=", "flip="];

/// The query (with `?`) of "Open full game" in a frame: the game at this
/// point as a share link opens it (start, inputs played, seats), at the
/// frame's speed, with the frame address's language, theme and board
/// turning, so that the full page goes on with the same game as the frame
/// showed it. Never `embed`.
pub fn full_page_query(state: &AppState, search: &str) -> String {
    let mut query = share_query(state);
    if state.speed != super::settings::Speed::Normal {
        query += &format!("&speed={}", state.speed.word());
    }
    for kv in search.trim_start_matches('?').split('&') {
        if FRAME_LOOKS.iter().any(|k| kv.starts_with(k)) {
            query.push('&');
            query.push_str(kv);
        }
    }
    query
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{ByPlayer, Rules, Variant};
    use crate::ui::query::parse_query;
    use crate::ui::settings::{Seat, Speed};
    use crate::ui::state::Action;

    fn opened(query: &str) -> AppState {
        let q = parse_query(query);
        assert!(q.problems.is_empty(), "{:?}", q.problems);
        let mut s =
            AppState::new(q.rules, q.speed, q.position.as_deref(), vec![]).with_seats(q.seats);
        s.load_moves(&q.moves, q.ply);
        s
    }

    #[test]
    fn a_shared_link_reopens_the_same_game_at_the_same_point() {
        let mut rules = Rules::new(Variant::Tsoro);
        rules.set_option("columns", "6").unwrap();
        let two = ByPlayer {
            south: Seat::Human,
            north: Seat::Human,
        };
        let mut s = AppState::new(rules, Speed::Instant, None, vec![]).with_seats(two);
        // Tsoro 4 × 6: a1 reaches the head f1 (contract example), South stops.
        let a1 = s.position().layout().parse("a1").unwrap();
        s.apply(Action::Pit(a1));
        s.apply(Action::Play(crate::engine::Input::Stop));
        let q = share_query(&s);
        assert!(q.contains("moves=a1+stop"), "{q}");
        let back = opened(&q);
        assert_eq!(back.position(), s.position());
        assert_eq!(back.rules, rules);
        assert_eq!(back.seats, two);
        // Play by link: the friend who opens it is the next player to move.
        assert!(back.human_to_move());
        assert_eq!(back.position().to_move(), crate::engine::Player::North);
    }

    #[test]
    fn a_start_position_and_goré_offers_survive_the_address() {
        let json = r#"{"rows": [[3,3,3,3],[3,3,3,3]], "captured": {"S": 12, "N": 12}}"#;
        let mut s = AppState::new(
            Rules::new(Variant::Gore),
            Speed::Instant,
            Some(json),
            vec![],
        );
        s.apply(Action::StartOffer);
        for n in ["a1", "b1"] {
            let p = s.position().layout().parse(n).unwrap();
            s.apply(Action::Pit(p));
        }
        s.apply(Action::ConfirmOffer);
        assert_eq!(s.session.inputs().len(), 1, "{:?}", s.message);
        let back = opened(&share_query(&s));
        assert_eq!(back.position(), s.position());
        assert_eq!(back.session.start(), s.session.start());
    }

    #[test]
    fn a_lesson_or_puzzle_shares_its_own_link() {
        use crate::ui::course::Kind;
        let lesson = AppState::new(Rules::new(Variant::Gore), Speed::Instant, None, vec![])
            .with_course(Kind::Lesson, None, true);
        assert_eq!(share_query(&lesson), "?mode=learn&game=gore");
        // Puzzle 3 asked for: before its file is in, the puzzles; then that one.
        let mut puzzles = AppState::new(Rules::new(Variant::Urim), Speed::Instant, None, vec![])
            .with_course(Kind::Puzzles, Some(3), true);
        assert_eq!(share_query(&puzzles), "?mode=puzzle&game=urim");
        let file = include_str!("../../static/puzzles/urim.json").to_string();
        puzzles.apply(Action::CourseLoaded(
            Variant::Urim,
            Kind::Puzzles,
            Ok(file),
            vec![],
        ));
        assert_eq!(share_query(&puzzles), "?mode=puzzle&game=urim&puzzle=3");
        // The editor opened over it shares the game as edited there.
        puzzles.apply(Action::OpenEditor);
        assert!(share_query(&puzzles).starts_with("?game=urim"));
    }

    #[test]
    fn open_full_game_carries_the_game_its_seats_and_the_frames_looks() {
        let two = ByPlayer {
            south: Seat::Human,
            north: Seat::Human,
        };
        let mut s =
            AppState::new(Rules::new(Variant::Urim), Speed::Fast, None, vec![]).with_seats(two);
        let a1 = s.position().layout().parse("a1").unwrap();
        s.apply(Action::Pit(a1));
        let q = full_page_query(
            &s,
            "?game=urim&embed=1&lang=tr&theme=dark&flip=1&north=human",
        );
        // Urim's defaults spelled out (6 pits, 3 seeds), a1 played, both
        // seats, the frame's speed, language, theme and turn; no `embed`.
        assert_eq!(
            q,
            "?game=urim&pits=6&seeds=3&moves=a1&south=human&north=human&speed=fast&lang=tr&theme=dark&flip=1"
        );
        let back = opened(&q);
        assert_eq!(back.position(), s.position());
        assert_eq!(back.seats, two);
        assert_eq!(parse_query(&q).speed, Speed::Fast);
    }
}
