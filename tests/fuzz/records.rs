//! Records: random bytes, record-like text and mutated valid records fed to
//! the record parser; what loads is replayed and written back unchanged.

use super::*;

/// Valid records of every option set: random games, some from a position,
/// with players, comments, move numbers and unknown headers.
pub(super) fn valid_records() -> &'static [String] {
    static CORPUS: OnceLock<Vec<String>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let mut out = vec![];
        for (k, rules) in Rules::every().into_iter().enumerate() {
            let seed = k as u64 + 1;
            let mut rec = Record::new(rules, None, random_inputs(rules, seed, 12 + k % 20));
            if k % 3 == 0 {
                // From a position reached by play: its state as the Position.
                let game = rec.replay().unwrap();
                let pos = position_from_json(rules, &state_json(game.position()).to_string());
                if let Ok(pos) = pos {
                    rec = Record::new(rules, Some(pos), random_inputs(rules, seed, 0));
                    rec.inputs.clear();
                    let mut g = Game::from_position(pos);
                    let (mut rng, mut buf) = (Rng::new(seed), vec![]);
                    for _ in 0..8 {
                        let Some(i) = g.position().random_input(&mut rng, &mut buf) else {
                            break;
                        };
                        rec.inputs.push(mancala::engine::RecordInput {
                            token: i.notation(g.position().layout()),
                            line: None,
                        });
                        g.play_legal(i, &mut NoEvents);
                    }
                }
            }
            if k % 2 == 0 {
                rec.south = Some("Ayşe \"the hand\"".into());
                rec.north = Some("hard".into());
                rec.date = Some("2026-12-01".into());
                rec.lang = Some("tr".into());
                rec.other = vec![("Event".into(), "club [night]".into())];
            }
            rec.result = Some(RecordResult::of(rec.replay().unwrap().position()));
            let mut text = rec.to_string();
            if k % 4 == 1 {
                text = text.replacen("\n\n", "\n\n{a comment {with a brace}\n", 1);
                text = text.replace(". ", ".");
            }
            out.push(text);
        }
        out
    })
}

/// A text that read as a record: it replays or names its bad input, and
/// written back it reads as the same record (the writer is the inverse).
fn check_record(text: &str) {
    let rec = match Record::parse(text) {
        Ok(r) => r,
        Err(e) => return clear(&e.to_string()),
    };
    if let Err(e) = rec.replay() {
        clear(&e.to_string());
    }
    let written = rec.to_string();
    let mut back = Record::parse(&written)
        .unwrap_or_else(|e| panic!("written record unreadable: {e}\n{written}"));
    for i in &mut back.inputs {
        i.line = None;
    }
    let mut plain = rec.clone();
    for i in &mut plain.inputs {
        i.line = None;
    }
    assert_eq!(back, plain, "{written}");
    assert_eq!(back.to_string(), written);
}

proptest! {
    #![proptest_config(config(10_000))]

    #[test]
    fn record_parser_survives_random_bytes(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        check_record(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn record_parser_survives_random_record_like_text(
        text in "(\\[[A-Za-z]{0,8} ?\"[a-z0-9= {}\\[\\]\":,.-]{0,30}\"\\]\n){0,4}[a-z0-9 .{}\\[\\]\"=,\n-]{0,80}",
    ) {
        check_record(&text);
    }

    #[test]
    fn record_parser_survives_mutated_records(
        k in any::<prop::sample::Index>(),
        edits in prop::collection::vec(edit(), 1..5),
    ) {
        check_record(&mutated(valid_records(), k, &edits));
    }
}

#[test]
fn valid_records_read_back_unchanged() {
    for text in valid_records() {
        let rec = Record::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        rec.replay().unwrap_or_else(|e| panic!("{e}\n{text}"));
        check_record(text);
    }
}
