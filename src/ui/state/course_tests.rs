//! The page state in a puzzle and in a lesson (issue 13), on small files
//! written here: a right answer solves and is kept, a wrong one is played,
//! said and can be tried again, the other side's answer is played by the
//! page, the puzzle asked for by number opens (or the first not solved),
//! and taking back in a lesson starts its step again.

use super::{Action, AppState};
use crate::engine::{Rules, Variant};
use crate::ui::course::{Kind, Waiting};
use crate::ui::settings::Speed;

/// Urim, South to move, 10–14 (tests/ai_positions.rs, WINNING): e1 is
/// Hard's best: f1, f2 (3), e2 (2) sown, e2 and f2 captured (5), North has
/// no seeds left and South sweeps its 7 (U11): 22–14. b1 instead sows
/// c1…f1 and f2 (3), captures 3 and leaves North e2 alone to play.
const WINNING: &str = r#"{"rows":[[0,0,0,0,1,2],[1,5,0,0,3,0]],"captured":{"S":10,"N":14}}"#;

/// A puzzle file of three puzzles on WINNING: the first answered by e1
/// alone; the second by b1 then, after North's answer `reply`, any of
/// `second`; the third the same as the first. Numbered and with the
/// `generated_by` of every puzzle file, as the reader wants them.
fn puzzles(reply: &str, second: &str) -> String {
    let one = format!(
        r#"{{"n":1,"level":"easy","task":"capture","position":{WINNING},"line":[["e1"]],"values":[["e1",520],["b1",-150],["a1",-300]]}}"#
    );
    let three = one.replace(r#""n":1"#, r#""n":3"#);
    let two = format!(
        r#"{{"n":2,"level":"medium","task":"win","position":{WINNING},"line":[["b1"],["{reply}"],{second}],"values":[["b1",100]]}}"#
    );
    format!(
        r#"{{"game":"urim","options":{{"pits":"6","seeds":"3"}},"generated_by":"mancala puzzles --game urim --count 3 --seed 1","puzzles":[{one},{two},{three}]}}"#
    )
}

/// North's only answer after b1 (e2), and South's legal inputs after it.
fn after_b1() -> (String, String) {
    let mut s = AppState::new(
        Rules::new(Variant::Urim),
        Speed::Instant,
        Some(WINNING),
        vec![],
    );
    s.seats.north = crate::ui::settings::Seat::Human;
    let b1 = s.position().parse_input("b1").unwrap();
    s.apply(Action::Play(b1));
    let layout = s.position().layout();
    let reply = s.legal[0];
    let token = reply.notation(layout);
    s.apply(Action::Play(reply));
    let next: Vec<String> = s
        .legal
        .iter()
        .map(|i| format!("\"{}\"", i.notation(layout)))
        .collect();
    (token, format!("[{}]", next.join(",")))
}

/// The page opened on a Urim course (`?mode=learn` or `puzzle`), `text`
/// its file as it arrived, with the puzzles solved before.
fn course(kind: Kind, puzzle: Option<usize>, text: String, solved: Vec<usize>) -> AppState {
    let mut s = AppState::new(Rules::new(Variant::Urim), Speed::Instant, None, vec![])
        .with_course(kind, puzzle, true);
    s.apply(Action::CourseLoaded(Variant::Urim, kind, Ok(text), solved));
    s
}

fn opened(puzzle: Option<usize>, solved: Vec<usize>) -> AppState {
    let (reply, second) = after_b1();
    course(Kind::Puzzles, puzzle, puzzles(&reply, &second), solved)
}

fn play(s: &mut AppState, token: &str) {
    let i = s.position().parse_input(token).unwrap();
    s.apply(Action::Play(i));
}

#[test]
fn the_right_answer_solves_the_puzzle_and_is_kept() {
    let mut s = opened(None, vec![]);
    let c = s.course().unwrap();
    assert_eq!((c.at, c.verdict()), (0, "open"));
    // Every legal input may be tried: the puzzle grades, it does not hide.
    assert_eq!(s.legal.len(), 3);
    play(&mut s, "e1");
    let c = s.course().unwrap();
    assert_eq!(c.verdict(), "solved");
    assert_eq!(c.solved, vec![1]);
    assert!(s.legal.is_empty());
    // 10 + 5 captured + 7 swept.
    assert_eq!(s.position().captured().south, 22);
    // The keyboard's way on is the next puzzle.
    let words = crate::ui::course::view::panel_html(
        c,
        crate::ui::texts::Lang::En,
        false,
        Default::default(),
    );
    assert!(
        words.contains("<button data-go=\"\" type=\"button\" data-action=\"next-puzzle\">"),
        "{words}"
    );
    assert_eq!(words.matches("data-go").count(), 1, "{words}");
    // Solved, it stays solved when tried again.
    s.apply(Action::RetryCourse);
    let c = s.course().unwrap();
    assert_eq!((c.verdict(), c.solved.clone()), ("open", vec![1]));
    assert_eq!(s.session.ply(), 0);
}

#[test]
fn a_wrong_answer_is_played_said_and_can_be_tried_again() {
    let mut s = opened(None, vec![]);
    play(&mut s, "b1");
    let c = s.course().unwrap();
    assert_eq!(c.verdict(), "failed");
    assert_eq!(c.missed.as_deref(), Some("b1"));
    assert!(c.solved.is_empty());
    assert_eq!(s.session.ply(), 1, "the move is shown");
    let words = crate::ui::course::view::panel_html(
        c,
        crate::ui::texts::Lang::En,
        false,
        Default::default(),
    );
    // In the game's terms first (issue 25): e1 sows f1, f2, e2 and takes
    // the 2 of e2 and the 3 of f2 (U7, U8); the file's values only follow.
    let better = words
        .find("Better: e1, which captures 2 from e2, 3 from f2")
        .expect(&words);
    let values = words.find("e1 +5.2 seeds, b1 -1.5 seeds").expect(&words);
    assert!(better < values, "{words}");
    assert!(words.contains("data-rule=\"U8\""), "{words}");
    assert!(words.contains("data-best-line"), "{words}");
    // The keyboard's way on is Try again, not the next puzzle.
    assert!(
        words.contains("<button data-go=\"\" type=\"button\" data-action=\"puzzle-again\">"),
        "{words}"
    );
    assert_eq!(words.matches("data-go").count(), 1, "{words}");
    // Nothing more to play: another click is answered in words.
    play(&mut s, "a2");
    assert_eq!(s.session.ply(), 1);
    assert!(s.message.is_some());
    s.apply(Action::RetryCourse);
    assert_eq!(s.course().unwrap().verdict(), "open");
    assert_eq!((s.session.ply(), s.legal.len()), (0, 3));
}

#[test]
fn the_other_sides_answer_is_played_by_the_page() {
    let mut s = opened(Some(2), vec![]);
    assert_eq!(s.course().unwrap().at, 1);
    play(&mut s, "b1");
    // North's answer came at once (speed instant): South is to move again.
    let c = s.course().unwrap();
    assert_eq!(s.session.ply(), 2);
    assert_eq!(c.played, 2);
    assert!(matches!(c.waiting(), Waiting::Learner(_)));
    assert_eq!(c.verdict(), "open");
    let any = s.legal[0];
    s.apply(Action::Play(any));
    let c = s.course().unwrap();
    assert_eq!(c.verdict(), "solved");
    assert_eq!(c.solved, vec![2]);
}

#[test]
fn a_puzzle_by_number_or_the_first_not_solved_opens() {
    // Puzzles 1 and 2 solved before: the third opens; unless one is asked.
    let s = opened(None, vec![1, 2]);
    assert_eq!(s.course().unwrap().at, 2);
    let s = opened(Some(1), vec![1, 2]);
    assert_eq!(s.course().unwrap().at, 0);
    // There is no puzzle 9: said, and the first opens.
    let s = opened(Some(9), vec![]);
    assert_eq!(s.course().unwrap().at, 0);
    assert!(
        s.problems.iter().any(|p| p.contains("no puzzle 9")),
        "{:?}",
        s.problems
    );
    // Next goes round; a puzzle is opened by its index.
    let mut s = opened(Some(3), vec![]);
    s.apply(Action::NextPuzzle);
    assert_eq!(s.course().unwrap().at, 0);
    s.apply(Action::OpenPuzzle(1));
    assert_eq!(s.course().unwrap().at, 1);
    s.apply(Action::OpenPuzzle(7));
    assert_eq!(s.course().unwrap().at, 1);
}

#[test]
fn hints_and_the_analysis_are_refused_in_a_puzzle() {
    let mut s = opened(None, vec![]);
    for a in [Action::Hint, Action::ToggleAnalysis, Action::StartReview] {
        s.apply(a);
        assert!(s.asking.is_none() && !s.analysis.on);
        assert!(s.message.is_some());
    }
}

#[test]
fn taking_back_in_a_lesson_starts_the_step_again() {
    let lesson = format!(
        r#"{{"game":"urim","steps":[{{"rule":"U7","position":{WINNING},"inputs":["e1"],"say":{{"en":"Sow e1."}},"wrong":{{"en":"Not that one."}},"done":{{"en":"Captured."}}}},{{"rule":"U2","position":{WINNING},"say":{{"en":"The end."}}}}]}}"#
    );
    let mut s = course(Kind::Lesson, None, lesson, vec![]);
    // Only e1 is legal; b1 is explained, not played.
    assert_eq!(s.legal.len(), 1);
    play(&mut s, "b1");
    assert_eq!(s.message.as_deref(), Some("Not that one."));
    assert_eq!(s.session.ply(), 0);
    play(&mut s, "e1");
    assert_eq!(s.course().unwrap().waiting(), Waiting::Done);
    s.apply(Action::Undo);
    assert_eq!(s.session.ply(), 0);
    assert_eq!(s.course().unwrap().played, 0);
    // Next is refused until the step is done; then the last step, the end.
    s.apply(Action::NextStep);
    assert_eq!(s.course().unwrap().at, 0);
    play(&mut s, "e1");
    s.apply(Action::NextStep);
    s.apply(Action::NextStep);
    assert!(s.course().unwrap().finished);
    // Turkish asked, English given where the file has no Turkish.
    let c = s.course().unwrap();
    let say = &c.step().unwrap().say;
    assert_eq!(say.get(crate::ui::texts::Lang::Tr), "The end.");
}

#[test]
fn the_editor_opened_on_a_puzzle_leaves_it_only_to_play_from_there() {
    let mut s = opened(None, vec![]);
    // Closed again, the puzzle is as it was.
    s.apply(Action::OpenEditor);
    assert!(s.editor().is_some());
    s.apply(Action::CloseEditor);
    let c = s.course().unwrap();
    assert_eq!((c.at, c.verdict()), (0, "open"));
    assert_eq!(s.legal.len(), 3);
    // Playing from the edited position is a game of its own: the course is
    // left, and every legal input of the position may be played.
    s.apply(Action::OpenEditor);
    let pit = |s: &AppState, name: &str| match s.position().parse_input(name) {
        Ok(crate::engine::Input::Sow(p)) => p,
        other => panic!("{name}: {other:?}"),
    };
    let (a1, b1) = (pit(&s, "a1"), pit(&s, "b1"));
    // A seed from b1 (5) to a1 (1): still Urim's 36 (U1).
    s.apply(Action::Edit(crate::ui::editor::Edit::Remove(b1)));
    s.apply(Action::Edit(crate::ui::editor::Edit::Add(a1)));
    s.apply(Action::PlayHere(false));
    assert!(s.editor().is_none());
    assert!(s.course().is_none(), "the puzzle is left");
    assert_eq!(
        (
            s.position().board().count(a1),
            s.position().board().count(b1)
        ),
        (2, 4)
    );
    // South's a1, b1 and e1: every legal input, none graded.
    assert_eq!(s.legal.len(), 3);
    play(&mut s, "a1");
    assert_eq!(s.session.ply(), 1);
    assert!(s
        .message
        .as_deref()
        .is_none_or(|m| !m.contains("Not the best")));
}
