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
    let a = read_reply(&answer_message(&text, |_| NoDeadline)).unwrap();
    let b = read_reply(&answer_message(&text, |_| NoDeadline)).unwrap();
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
    let r = read_reply(&answer_message("{not json", |_| NoDeadline)).unwrap();
    assert!(r.input.unwrap_err().contains("not a request"));
    let start = Position::new(urim());
    let mut req = Request::new(3, &start, vec!["z9".into()], Level::Easy, 1);
    let r = read_reply(&answer_message(&req.to_json(), |_| NoDeadline)).unwrap();
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
    };
    assert_eq!(
        r.to_json(),
        r#"{"id":3,"input":{"Err":"no \"move\""},"depth":2,"nodes":40,"values":[]}"#
    );
    // An analysis: each input's value in hundredths of a seed.
    let a = Reply {
        id: 4,
        input: Ok("e1".into()),
        depth: 6,
        nodes: 900,
        values: vec![("a1".into(), -150), ("e1".into(), 825)],
    };
    assert_eq!(
        a.to_json(),
        r#"{"id":4,"input":{"Ok":"e1"},"depth":6,"nodes":900,"values":[["a1",-150],["e1",825]]}"#
    );
    assert_eq!(read_reply(&a.to_json()), Ok(a));
    let mut q = Request::analysis(5, &start, vec!["a1".into()], 300);
    assert!(q.analyse && q.ms == 300);
    assert_eq!(Request::from_json(&q.to_json()), Ok(q.clone()));
    q.analyse = false;
    assert_eq!(Request::from_json(&q.to_json()), Ok(q));
    assert!(Request::from_json(r#"{"id":1}"#).is_err());
}
