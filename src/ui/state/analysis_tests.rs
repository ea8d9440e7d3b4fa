//! The analysis board and the review through the page state, the analyst's
//! answers computed here natively (as the worker computes them). Positions
//! worked out by hand in tests/ai_positions.rs (U7, U8, U10, U12).

use super::*;
use crate::engine::ai::Deadline;
use crate::engine::Variant;
use crate::ui::analysis::{Job, ReviewState};

/// A deadline that passes after `n` questions: a small, repeatable search.
struct Questions(u32);

impl Deadline for Questions {
    fn passed(&mut self) -> bool {
        self.0 = self.0.saturating_sub(1);
        self.0 == 0
    }
}

/// Answers the analyst's question out, as the worker would.
fn answer(s: &mut AppState) {
    let req = s.analysis_request().expect("a question out");
    let reply = req.answer(&mut Questions(15));
    s.apply(Action::Analysed(reply));
}

fn urim(position: &str, moves: &str) -> AppState {
    let mut s = AppState::new(
        Rules::new(Variant::Urim),
        Speed::Instant,
        Some(position),
        vec![],
    );
    assert!(s.problems.is_empty(), "{:?}", s.problems);
    s.seats = ByPlayer {
        south: Seat::Human,
        north: Seat::Human,
    };
    let tokens: Vec<String> = moves.split_whitespace().map(str::to_string).collect();
    s.load_moves(&tokens, None);
    s
}

// e1 makes e2 a 2 and takes f2 (3) too, empties North's row and wins (U7,
// U8, U10, U12); b1 and a1 win less or nothing.
const WINNING_CAPTURE: &str =
    r#"{"rows": [[0,0,0,0,1,2],[1,5,0,0,3,0]], "captured": {"S": 10, "N": 14}}"#;
// c1 takes 2 but lets North's a2 take 6 and win; b1 gives nothing away.
const BAIT: &str = r#"{"rows": [[6,0,0,0,0,1],[0,1,4,0,0,0]], "captured": {"S": 11, "N": 13}}"#;

#[test]
fn the_switch_asks_for_the_values_and_marks_the_winning_capture_best() {
    let mut s = urim(WINNING_CAPTURE, "");
    assert_eq!(s.analysis.asking, None, "nothing asked with the switch off");
    s.apply(Action::ToggleAnalysis);
    assert!(matches!(s.analysis.asking.unwrap().job, Job::Now(_)));
    answer(&mut s);
    let (pos, values) = s.analysis.values.clone().unwrap();
    assert_eq!(pos, *s.position());
    assert_eq!(values.len(), 3, "a1, b1, e1");
    let (best, _) = crate::ui::analysis::best(&values).unwrap();
    assert_eq!(best.notation(pos.layout()), "e1");
    // Asked once per position: nothing more is out.
    assert_eq!(s.analysis.asking, None);
    // A move: the new position is asked about; switched off, the question goes.
    s.apply(Action::Pit(pos.layout().parse("a1").unwrap()));
    assert!(s.analysis.asking.is_some());
    s.apply(Action::ToggleAnalysis);
    assert_eq!(s.analysis.asking, None);
}

#[test]
fn a_review_weighs_every_input_and_finds_the_planted_blunder() {
    let mut s = urim(BAIT, "c1 a2");
    s.apply(Action::StartReview);
    for k in 0..2 {
        assert_eq!(s.analysis.asking.unwrap().job, Job::Review(k));
        answer(&mut s);
    }
    let r = s.analysis.review.clone().unwrap();
    assert_eq!(r.state, ReviewState::Done);
    assert_eq!(r.plies.len(), 2);
    let l = s.position().layout();
    // South's c1 is the mistake; b1 was better. North's a2 was its best.
    let mistakes = r.mistakes();
    assert_eq!(mistakes.len(), 1, "{:?}", r.plies);
    assert_eq!(mistakes[0].0, 0);
    assert_eq!(mistakes[0].1.best.notation(l), "b1");
    assert_eq!(r.plies[1].played.notation(l), "a2");
    assert_eq!(r.plies[1].loss(), 0);
    // The jump: back before c1, playable, b1 marked; Redo replays the game.
    s.apply(Action::JumpTo(0));
    assert_eq!(s.session.ply(), 0);
    assert_eq!(s.hint.map(|i| i.notation(l)), Some("b1".to_string()));
    assert!(s.human_to_move() && s.session.can_redo());
}

#[test]
fn a_cancelled_review_asks_nothing_more() {
    let mut s = urim(BAIT, "c1 a2");
    s.apply(Action::StartReview);
    answer(&mut s);
    s.apply(Action::CancelReview);
    assert_eq!(s.analysis.asking, None);
    let r = s.analysis.review.clone().unwrap();
    assert_eq!((r.state, r.plies.len()), (ReviewState::Cancelled, 1));
}
