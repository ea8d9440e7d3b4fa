use super::*;
use crate::engine::ai::NoDeadline;

fn urim() -> Rules {
    Rules::new(Variant::Urim)
}

#[test]
fn a_request_from_the_opening_carries_no_start_and_replays_its_inputs() {
    let start = Position::new(urim());
    let r = Request::new(7, &start, vec!["a1".into(), "f2".into()], Level::Easy, 3);
    assert_eq!(r.start, None);
    assert_eq!(r.game, "urim");
    assert_eq!(r.ms, 200);
    let game = r.game().unwrap();
    // U: a1 then North's f2 were played, so South is to move again.
    assert_eq!(game.position().to_move(), crate::engine::Player::South);
}

#[test]
fn the_worker_answers_a_legal_input_repeatably_through_json() {
    let start = Position::new(urim());
    let req = Request::new(1, &start, vec!["c1".into()], Level::Easy, 99);
    let text = req.to_json();
    let a = read_reply(&answer_message(&text, || 0.0)).unwrap();
    let b = read_reply(&answer_message(&text, || 0.0)).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.id, 1);
    let game = req.game().unwrap();
    let input = game
        .position()
        .parse_input(a.input.as_ref().unwrap())
        .unwrap();
    assert!(game.legal().contains(&input));
    assert!(a.depth >= 1);
}

#[test]
fn a_start_position_travels_as_contract_json() {
    let json = r#"{"rows":[[0,0,0,0,0,3],[0,0,0,0,0,1]],"to_move":"S"}"#;
    let start = position_from_json(urim(), json).unwrap();
    let req = Request::new(2, &start, vec![], Level::Hard, 1);
    assert!(req.start.is_some());
    assert_eq!(*req.game().unwrap().position(), start);
}

#[test]
fn bad_requests_get_error_replies_not_panics() {
    let r = read_reply(&answer_message("{not json", || 0.0)).unwrap();
    assert!(r.input.unwrap_err().contains("not a request"));
    let start = Position::new(urim());
    let mut req = Request::new(3, &start, vec!["z9".into()], Level::Easy, 1);
    let r = read_reply(&answer_message(&req.to_json(), || 0.0)).unwrap();
    let e = r.input.unwrap_err();
    assert!(e.contains("input 1 'z9'"), "{e}");
    req.inputs.clear();
    req.level = "grandmaster".into();
    let r = req.answer(&mut NoDeadline);
    assert!(r.input.unwrap_err().contains("unknown level"));
    assert!(read_reply("[]").is_err());
}

#[test]
fn replies_read_back_as_written() {
    for input in [Ok("c1".to_string()), Err("the game is over".to_string())] {
        let r = Reply {
            id: 12,
            input,
            depth: 7,
            nodes: 12345,
            values: vec![],
            ms: 950,
        };
        assert_eq!(read_reply(&r.to_json()), Ok(r));
    }
    assert!(read_reply(r#"{"id": 1}"#).unwrap_err().contains("no input"));
    assert!(read_reply(r#"{"input": {"Ok": "a1"}}"#)
        .unwrap_err()
        .contains("no id"));
}

#[test]
fn a_request_and_a_reply_read_back_as_written() {
    let start = Position::new(urim());
    let mut req = Request::new(
        7,
        &start,
        vec!["a1".into(), "f2".into()],
        Level::Hard,
        u64::MAX,
    );
    req.start = Some(r#"{"rows":[[1,2]],"note":"a \"quoted\" word"}"#.into());
    assert_eq!(Request::from_json(&req.to_json()), Ok(req));
    // The reply's input is written as serde wrote a `Result`: {"Ok": …} or {"Err": …}.
    let r = Reply {
        id: 3,
        input: Err("no \"move\"".into()),
        depth: 2,
        nodes: 40,
        values: vec![],
        ms: 0,
    };
    assert_eq!(
        r.to_json(),
        r#"{"id":3,"input":{"Err":"no \"move\""},"depth":2,"nodes":40,"values":[],"ms":0}"#
    );
    // An analysis: each input's value in hundredths of a seed.
    let a = Reply {
        id: 4,
        input: Ok("e1".into()),
        depth: 6,
        nodes: 900,
        values: vec![("a1".into(), -150), ("e1".into(), 825)],
        ms: 301,
    };
    assert_eq!(
        a.to_json(),
        r#"{"id":4,"input":{"Ok":"e1"},"depth":6,"nodes":900,"values":[["a1",-150],["e1",825]],"ms":301}"#
    );
    assert_eq!(read_reply(&a.to_json()), Ok(a));
    let mut q = Request::analysis(5, &start, vec!["a1".into()], 300);
    assert!(q.analyse && q.ms == 300);
    assert_eq!(Request::from_json(&q.to_json()), Ok(q.clone()));
    q.analyse = false;
    assert_eq!(Request::from_json(&q.to_json()), Ok(q));
    assert!(Request::from_json(r#"{"id":1}"#).is_err());
}

/// A clock for the worker's tests: each reading is the next of `times`
/// (milliseconds), the last one repeated.
fn clock(times: &[f64]) -> impl Fn() -> f64 + '_ {
    let read = std::cell::Cell::new(0);
    move || {
        let k = read.get();
        read.set(k + 1);
        times[k.min(times.len() - 1)]
    }
}

#[test]
fn a_forced_input_is_answered_without_a_search_and_the_reply_says_how_long() {
    // South's only seeds are in f1: one legal input.
    let json = r#"{"rows":[[0,0,0,0,0,3],[0,0,0,0,0,1]],"to_move":"S"}"#;
    let start = position_from_json(urim(), json).unwrap();
    let req = Request::new(2, &start, vec![], Level::Hard, 1);
    assert_eq!(req.game().unwrap().legal().len(), 1);
    // Read on arrival (5.0) and on answering (17.2): 12.2 ms, 13 whole.
    let r = read_reply(&answer_message(&req.to_json(), clock(&[5.0, 17.2]))).unwrap();
    assert_eq!(
        (r.input, r.depth, r.nodes, r.ms),
        (Ok("f1".into()), 0, 0, 13)
    );
    // The same position with a search to make (North has two inputs).
    let json = r#"{"rows":[[0,0,0,0,2,3],[0,0,0,0,0,1]],"to_move":"N"}"#;
    let start = position_from_json(urim(), json).unwrap();
    let req = Request::new(2, &start, vec![], Level::Hard, 1);
    let r = read_reply(&answer_message(&req.to_json(), || 0.0)).unwrap();
    assert!(r.depth >= 1 && r.nodes > 0);
}

#[test]
fn the_worker_stops_at_the_requests_time_from_the_messages_arrival() {
    // Arrival at 100 ms, every later reading 140: past a 30 ms budget at the
    // search's first look at the clock (its 256th position); with 50 ms the
    // same clock never stops it, and Hard's 600,000 positions do.
    let start = Position::new(urim());
    let mut req = Request::new(1, &start, vec![], Level::Hard, 1);
    req.ms = 30;
    let cut = read_reply(&answer_message(&req.to_json(), clock(&[100.0, 140.0]))).unwrap();
    assert_eq!((cut.nodes, cut.ms), (256, 40));
    req.ms = 50;
    let full = read_reply(&answer_message(&req.to_json(), clock(&[100.0, 140.0]))).unwrap();
    assert_eq!((full.nodes, full.ms), (600_000, 40));
    assert!(full.depth > cut.depth);
}

#[test]
fn a_later_decision_gets_what_is_left_of_the_turns_budget() {
    // Hard: 700 ms a turn in the page (PAGE_TURN_MS). 600 used: 100 left;
    // 690 or more: the floor.
    assert_eq!(turn_ms_left(Level::Hard, 0), 700);
    assert_eq!(turn_ms_left(Level::Hard, 600), 100);
    assert_eq!(turn_ms_left(Level::Hard, 695), 10);
    assert_eq!(turn_ms_left(Level::Hard, 5_000), 10);
    assert_eq!(turn_ms_left(Level::Easy, 150), 50);
    // The baselines do not search: no time.
    assert_eq!(turn_ms_left(Level::Greedy, 0), 0);
}
