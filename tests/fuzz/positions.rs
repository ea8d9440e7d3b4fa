//! Positions: random JSON, random text, mutated valid states and random
//! contents of the right shape fed to `position_from_json` (every option
//! set); what loads is played on.

use super::*;

/// Valid state objects of every option set: the opening and after random play.
fn valid_states() -> &'static [(Rules, String)] {
    static CORPUS: OnceLock<Vec<(Rules, String)>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let mut out = vec![];
        for (k, rules) in Rules::every().into_iter().enumerate() {
            for plies in [0, 7, 40] {
                let tokens = random_inputs(rules, k as u64 + plies, plies as usize);
                let game = Game::replay(Position::new(rules), &tokens).unwrap();
                let text = state_json(game.position()).to_string();
                // Mid-move decisions cannot be loaded (contract).
                if position_from_json(rules, &text).is_ok() {
                    out.push((rules, text));
                }
            }
        }
        out
    })
}

/// Loads `text` as a position of `rules`: an error is one clear line; a
/// position is played on.
fn check_position(rules: Rules, text: &str, seed: u64) {
    match position_from_json(rules, text) {
        Err(e) => clear(&e.to_string()),
        Ok(pos) => play_on(pos, seed, 100),
    }
}

fn json_number() -> impl Strategy<Value = Value> {
    prop_oneof![
        select(vec![
            "0",
            "1",
            "2",
            "3",
            "17",
            "18",
            "48",
            "84",
            "255",
            "256",
            "65535",
            "65536",
            "-1",
            "1.5",
            "1e30",
            "-0",
            "18446744073709551615",
            "18446744073709551616",
        ])
        .prop_map(|s| serde_json::from_str::<Value>(s).unwrap()),
        (0u64..40).prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
    ]
}

fn json_value() -> impl Strategy<Value = Value> {
    let word = select(vec![
        "S",
        "N",
        "E",
        "",
        "move",
        "bonus_pick",
        "head_choice",
        "trade_response",
        "null",
        "a1",
    ]);
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        json_number(),
        word.prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 48, 8, |inner| {
        let key = select(vec![
            "rows", "owners", "captured", "to_move", "awaiting", "S", "N", "legal", "x",
        ]);
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..8).prop_map(Value::Array),
            prop::collection::vec((key, inner), 0..6).prop_map(|kv| {
                Value::Object(kv.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
            }),
        ]
    })
}

/// One change deep inside a JSON value: replace, remove or add a node.
#[derive(Clone, Debug)]
enum JsonEdit {
    Replace(usize, Value),
    Remove(usize),
    Push(usize, Value),
}

fn edit_json(v: &mut Value, e: &JsonEdit) {
    fn count(v: &Value) -> usize {
        1 + match v {
            Value::Array(a) => a.iter().map(count).sum(),
            Value::Object(o) => o.values().map(count).sum(),
            _ => 0,
        }
    }
    /// Applies the edit to the `i`-th node in pre-order.
    fn at(v: &mut Value, i: &mut usize, e: &JsonEdit) -> bool {
        if *i > 0 {
            *i -= 1;
            return match v {
                Value::Array(a) => a.iter_mut().any(|c| at(c, i, e)),
                Value::Object(o) => o.values_mut().any(|c| at(c, i, e)),
                _ => false,
            };
        }
        match (e, v) {
            (JsonEdit::Replace(_, x), v) => *v = x.clone(),
            (JsonEdit::Push(_, x), Value::Array(a)) => a.push(x.clone()),
            (JsonEdit::Push(_, x), Value::Object(o)) => {
                o.insert("extra".into(), x.clone());
            }
            (JsonEdit::Push(_, x), v) => *v = Value::Array(vec![v.clone(), x.clone()]),
            (JsonEdit::Remove(_), Value::Array(a)) => {
                a.pop();
            }
            (JsonEdit::Remove(_), Value::Object(o)) => {
                let last = o.keys().next_back().cloned();
                if let Some(k) = last {
                    o.remove(&k);
                }
            }
            (JsonEdit::Remove(_), v) => *v = Value::Null,
        }
        true
    }
    let (JsonEdit::Replace(i, _) | JsonEdit::Push(i, _) | JsonEdit::Remove(i)) = e;
    let mut i = *i % count(v);
    at(v, &mut i, e);
}

fn json_edit() -> impl Strategy<Value = JsonEdit> {
    prop_oneof![
        (any::<usize>(), json_value()).prop_map(|(i, v)| JsonEdit::Replace(i, v)),
        any::<usize>().prop_map(JsonEdit::Remove),
        (any::<usize>(), json_value()).prop_map(|(i, v)| JsonEdit::Push(i, v)),
    ]
}

/// A state object of the right shape for `rules` with random contents: gets
/// past the shape checks to the seed counts, and (mostly) loads.
fn shaped_state(
    rules: Rules,
    counts: &[u8],
    owners: &[bool],
    captured: (u16, u16),
    to_move: &str,
    awaiting: &str,
    within: bool,
) -> String {
    let (rows, cols) = (rules.rows() as usize, rules.columns() as usize);
    let grid = |f: &dyn Fn(usize) -> Value| -> Value {
        (0..rows)
            .map(|r| (0..cols).map(|c| f(r * cols + c)).collect::<Vec<_>>())
            .collect::<Vec<_>>()
            .into()
    };
    // Within the game's seeds (the opening's total) where `within`, pit by
    // pit. In the four-row games no seed ever crosses to the other side, so
    // there each side holds at most its opening seeds: a side with about
    // twice as many can hold a relay sowing whose exact endlessness check
    // (C6) takes billions of laps (docs/benchmarks.md, "Hostile input").
    let total = Position::new(rules).total() as i64;
    let mut left = if within { total } else { 2 * total } - (captured.0 + captured.1) as i64;
    let per_side = if within && rules.variant().four_rows() {
        total / 2
    } else {
        i64::MAX
    };
    let mut side_left = [per_side; 2];
    let counts: Vec<u8> = (0..rows * cols)
        .map(|i| {
            let c = counts[i % counts.len()];
            let side = &mut side_left[i * 2 / (rows * cols)];
            if (c as i64) > left.min(*side) {
                return 0;
            }
            left -= c as i64;
            *side -= c as i64;
            c
        })
        .collect();
    let mut v = serde_json::json!({
        "rows": grid(&|i| counts[i].into()),
        "captured": {"S": captured.0, "N": captured.1},
        "to_move": to_move,
        "awaiting": awaiting,
    });
    if !owners.is_empty() {
        v["owners"] = grid(&|i| if owners[i % owners.len()] { "S" } else { "N" }.into());
    }
    v.to_string()
}

proptest! {
    #![proptest_config(config(10_000))]

    #[test]
    fn positions_survive_random_json(
        k in any::<prop::sample::Index>(),
        v in json_value(),
        seed in any::<u64>(),
    ) {
        let every = Rules::every();
        check_position(every[k.index(every.len())], &v.to_string(), seed);
    }

    #[test]
    fn positions_survive_random_text(
        k in any::<prop::sample::Index>(),
        text in "[\\[\\]{}\":, 0-9a-z_.-]{0,60}",
    ) {
        let every = Rules::every();
        check_position(every[k.index(every.len())], &text, 1);
    }

    #[test]
    fn positions_survive_mutated_states(
        k in any::<prop::sample::Index>(),
        edits in prop::collection::vec(json_edit(), 1..4),
        text_edits in prop_oneof![
            3 => Just(vec![]),
            1 => prop::collection::vec(edit(), 1..3),
        ],
        seed in any::<u64>(),
    ) {
        let corpus = valid_states();
        let (rules, text) = &corpus[k.index(corpus.len())];
        let mut v: Value = serde_json::from_str(text).unwrap();
        for e in &edits {
            edit_json(&mut v, e);
        }
        check_position(*rules, &apply_edits(&v.to_string(), &text_edits), seed);
    }

}

proptest! {
    // Each case loads and plays on: slower than the others.
    #![proptest_config(config(5_000))]

    #[test]
    fn positions_survive_random_contents_of_the_right_shape(
        k in any::<prop::sample::Index>(),
        counts in prop::collection::vec(prop_oneof![200 => 0u8..8, 1 => any::<u8>()], 1..84),
        owners in prop_oneof![
            3 => Just(vec![]),
            1 => prop::collection::vec(any::<bool>(), 1..84),
        ],
        captured in (0u16..8, 0u16..8),
        to_move in select(vec!["S", "N"]),
        awaiting in select(vec!["move", "move", "bonus_pick"]),
        within in prop::bool::weighted(0.9),
        seed in any::<u64>(),
    ) {
        let every = Rules::every();
        let rules = every[k.index(every.len())];
        let text = shaped_state(rules, &counts, &owners, captured, to_move, awaiting, within);
        check_position(rules, &text, seed);
    }
}

#[test]
fn valid_states_load() {
    for (rules, text) in valid_states() {
        let pos = position_from_json(*rules, text).unwrap_or_else(|e| panic!("{e}: {text}"));
        play_on(pos, 4, 100);
    }
}
