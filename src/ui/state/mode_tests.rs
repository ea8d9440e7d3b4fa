//! The page's one mode (issue 23, item 3): what belongs to a mode ends with
//! it. An offer, a look back and the share box live in a board played on,
//! so the editor ends them and a diagram has no offer; looking back ends an
//! offer; the editor brings back the page it was opened over; the
//! address's `mode=` is the mode's.

use super::*;
use crate::engine::{PitSet, Variant};
use crate::ui::course::Kind;

/// Goré, 3 counters in every pit, 12 captured each (48, G1). Whatever
/// South's first sowing captures, South then holds at least 12, so North,
/// who owns its four pits and has not offered yet, may offer one or two
/// of them (G5: 6 a pit, one pit kept).
const GORE_12_12: &str = r#"{"rows": [[3,3,3,3],[3,3,3,3]], "captured": {"S": 12, "N": 12}}"#;

fn pit(s: &AppState, name: &str) -> Pit {
    s.position().layout().parse(name).unwrap()
}

/// Goré from GORE_12_12, two humans, South's a1 played (G3): North to move.
fn gore_after_a1() -> AppState {
    let mut s = AppState::new(
        Rules::new(Variant::Gore),
        Speed::Instant,
        Some(GORE_12_12),
        vec![],
    );
    assert!(s.problems.is_empty(), "{:?}", s.problems);
    s.apply(Action::Pit(pit(&s, "a1")));
    assert_eq!(s.session.ply(), 1);
    s
}

#[test]
fn the_editor_ends_an_offer_and_closing_it_does_not_bring_it_back() {
    let mut s = gore_after_a1();
    s.apply(Action::StartOffer);
    s.apply(Action::Pit(pit(&s, "a2")));
    assert_eq!(s.offer(), Some([pit(&s, "a2")].into_iter().collect()));
    s.apply(Action::OpenEditor);
    assert!(matches!(s.mode, Mode::Edit(_, Back::Play)));
    assert_eq!((s.offer(), s.preview()), (None, None));
    // Inside the editor an offer cannot start: there is no board played on.
    s.apply(Action::StartOffer);
    assert_eq!(s.offer(), None);
    s.apply(Action::CloseEditor);
    assert_eq!(s.mode, Mode::Play(Table::default()));
    assert_eq!(s.session.ply(), 1, "the game under the editor is as it was");
}

#[test]
fn the_editor_ends_a_look_back_and_the_share_box() {
    let mut s = gore_after_a1();
    s.apply(Action::ShareBox(Some((
        "?game=gore".into(),
        LinkNote::Copied,
    ))));
    s.apply(Action::PreviewTurn(Some(1)));
    assert_eq!(s.preview().map(|p| p.turn), Some(1));
    assert!(s.share_box().is_some(), "looking back leaves the share box");
    s.apply(Action::OpenEditor);
    assert_eq!((s.preview(), s.share_box()), (None, None));
    // Nothing of them can be set while the editor is open.
    s.apply(Action::PreviewTurn(Some(1)));
    s.apply(Action::ShareBox(Some((
        "?game=gore".into(),
        LinkNote::Copying,
    ))));
    assert_eq!((s.preview(), s.share_box()), (None, None));
    s.apply(Action::CloseEditor);
    assert_eq!(s.mode, Mode::Play(Table::default()));
}

#[test]
fn looking_back_ends_the_offer_one_overlay_at_a_time() {
    let mut s = gore_after_a1();
    s.apply(Action::StartOffer);
    s.apply(Action::Pit(pit(&s, "b2")));
    s.apply(Action::PreviewTurn(Some(1)));
    assert_eq!(s.offer(), None);
    assert!(matches!(
        &s.mode,
        Mode::Play(Table {
            overlay: Overlay::Preview(p),
            ..
        }) if p.turn == 1
    ));
    // No offer starts while looking back; back to the game, none is left.
    s.apply(Action::StartOffer);
    assert_eq!(s.offer(), None);
    s.apply(Action::PreviewTurn(None));
    assert_eq!(s.mode, Mode::Play(Table::default()));
    // Starting an offer then is the ordinary way: North to move, one pit.
    s.apply(Action::StartOffer);
    assert_eq!(s.offer(), Some(PitSet::EMPTY));
}

#[test]
fn a_diagram_has_no_offer_and_no_share_box_but_may_look_back() {
    let mut s = AppState::new(
        Rules::new(Variant::Gore),
        Speed::Instant,
        Some(GORE_12_12),
        vec![],
    )
    .view_only();
    s.load_moves(&["a1".to_string()], None);
    assert_eq!(s.session.ply(), 1);
    // North could offer in a game (see GORE_12_12); nobody plays a diagram.
    s.apply(Action::StartOffer);
    s.apply(Action::ShareBox(Some((
        "?game=gore".into(),
        LinkNote::Copying,
    ))));
    assert_eq!(s.mode, Mode::View(None));
    assert!(s.mode.table().is_none());
    assert_eq!((s.offer(), s.share_box()), (None, None));
    s.apply(Action::PreviewTurn(Some(1)));
    assert!(matches!(&s.mode, Mode::View(Some(p)) if p.turn == 1));
    // Playing is refused there, as on a diagram not looked back at.
    s.apply(Action::Pit(pit(&s, "a2")));
    assert_eq!(s.session.ply(), 1);
}

#[test]
fn the_editor_over_a_diagram_keeps_it_a_diagram_and_brings_it_back() {
    let mut s = AppState::new(Rules::new(Variant::Urim), Speed::Instant, None, vec![]).view_only();
    s.load_moves(&["a1".to_string(), "f2".to_string()], Some(1));
    s.apply(Action::OpenEditor);
    assert_eq!(s.mode.query(), "&mode=edit");
    // Under the editor the page is still a diagram: nobody plays, nothing kept.
    assert!(s.is_view() && !s.human_to_move() && !s.in_progress());
    // Opened again, the editor keeps the page it was over.
    s.apply(Action::OpenEditor);
    assert!(matches!(s.mode, Mode::Edit(_, Back::View)));
    s.apply(Action::CloseEditor);
    assert_eq!(s.mode, Mode::View(None));
    assert_eq!(s.mode.query(), "&mode=view");
    assert_eq!(s.session.ply(), 1);
}

#[test]
fn the_address_mode_is_the_modes_the_editors_over_a_puzzle() {
    let mut s = AppState::new(Rules::new(Variant::Urim), Speed::Instant, None, vec![]).with_course(
        Kind::Puzzles,
        Some(2),
        true,
    );
    // Before the file arrives there is no puzzle to name.
    assert_eq!(s.mode.query(), "&mode=puzzle");
    let file = include_str!("../../../static/puzzles/urim.json").to_string();
    s.apply(Action::CourseLoaded(
        Variant::Urim,
        Kind::Puzzles,
        Ok(file),
        vec![],
    ));
    assert_eq!(s.mode.query(), "&mode=puzzle&puzzle=2");
    s.apply(Action::OpenEditor);
    // One mode: the editor's, the puzzle kept under it.
    assert_eq!(s.mode.query(), "&mode=edit");
    assert_eq!(s.course().map(|c| c.at), Some(1));
    s.apply(Action::CloseEditor);
    assert_eq!(s.mode.query(), "&mode=puzzle&puzzle=2");
    // A game has no `mode=`.
    assert_eq!(Mode::default().query(), "");
}
