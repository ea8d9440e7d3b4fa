//! A missed puzzle's better line (issue 25), stepped through on the board
//! with the pits it sows from and takes from marked, each step said in the
//! game's terms (`ui::explain`): the refutation is seen, as lichess shows a
//! chess puzzle's.

use crate::engine::{Input, PitSet, Position};
use crate::ui::explain::{captures, input_name, play, taken_words};
use crate::ui::texts::{fill, player_word, Lang};

/// One input of the better line, played.
#[derive(Clone, Debug, PartialEq)]
pub struct LineStep {
    /// The position after it.
    pub position: Position,
    /// The pits it sowed from or picked.
    pub sowed: PitSet,
    /// The pits it captured from.
    pub taken: PitSet,
    /// What it did, in words (who, which input, what it captured and by
    /// which rule).
    pub words: String,
}

/// The better line of a missed puzzle, shown on the board: step 0 is the
/// position the solver faced, step `k` the one after the line's `k`th input.
#[derive(Clone, Debug, PartialEq)]
pub struct BetterLine {
    /// The position the solver faced.
    pub start: Position,
    /// The line's inputs, played.
    pub steps: Vec<LineStep>,
    /// The step shown.
    pub at: usize,
}

impl BetterLine {
    /// The line `inputs` (tokens) played from `start`, up to the first that
    /// cannot be read or played.
    pub fn new(start: &Position, tokens: &[String], lang: Lang) -> BetterLine {
        let mut steps = vec![];
        let mut pos = *start;
        for t in tokens {
            let Ok(input) = pos.parse_input(t) else { break };
            let Some((after, events)) = play(&pos, input) else {
                break;
            };
            let variant = pos.rules().variant();
            let taken = captures(variant, &events);
            let mut sowed = PitSet::EMPTY;
            if let Input::Sow(p) | Input::Pick(p) = input {
                sowed.insert(p);
            }
            let who = player_word(pos.to_move(), lang);
            let name = input_name(&pos, input, lang);
            let words = if taken.is_empty() {
                fill(lang, "line-step", &[("player", &who), ("input", &name)])
            } else {
                let (list, rules) = taken_words(variant, &taken, &pos, lang);
                fill(
                    lang,
                    "line-step-captures",
                    &[
                        ("player", &who),
                        ("input", &name),
                        ("list", &list),
                        ("rules", &rules),
                    ],
                )
            };
            steps.push(LineStep {
                position: after,
                sowed,
                taken: taken.iter().map(|t| t.0).collect(),
                words,
            });
            pos = after;
        }
        BetterLine {
            start: *start,
            steps,
            at: 0,
        }
    }

    /// The position shown, and the pits marked on it (sowed from, taken from).
    pub fn shown(&self) -> (&Position, PitSet, PitSet) {
        match self.at.checked_sub(1).and_then(|k| self.steps.get(k)) {
            Some(s) => (&s.position, s.sowed, s.taken),
            None => (&self.start, PitSet::EMPTY, PitSet::EMPTY),
        }
    }

    /// The words under the board for the step shown.
    pub fn caption(&self, lang: Lang) -> String {
        match self.at.checked_sub(1).and_then(|k| self.steps.get(k)) {
            Some(s) => fill(
                lang,
                "line-at",
                &[
                    ("k", &self.at),
                    ("n", &self.steps.len()),
                    ("words", &s.words),
                ],
            ),
            None => fill(lang, "line-start", &[("n", &self.steps.len())]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;
    use crate::engine::Variant;
    use crate::ui::explain::explain_miss;

    /// Goré, South to move: North's row 2 is a2 4, b2 3, c2 1, d2 1; South's
    /// row 1 is a1 0, b1 0, c1 1, d1 2 (rows listed from the top).
    fn gore() -> Position {
        let json = r#"{"rows": [[4,3,1,1],[0,0,1,2]], "captured": {"S": 18, "N": 18}}"#;
        crate::engine::position_from_json(Rules::new(Variant::Gore), json).unwrap()
    }

    fn sow(pos: &Position, name: &str) -> Input {
        Input::Sow(pos.layout().parse(name).unwrap())
    }

    #[test]
    fn a_miss_says_what_it_allowed_and_what_the_better_input_takes() {
        let pos = gore();
        // c1 (1) into d1 (3). North's a2 (4) then sows a1, b1, c1 and its
        // last into d1, making 4 there: captured (G9); c1 holds 1 and d2 1,
        // so no chain. North's b2, c2, d2 capture nothing (their last lands
        // in a pit holding 1, or in North's own).
        // d1 (2) instead sows d2 (2) and c2 (2): c2 is North's and holds 2,
        // captured (G9); the run backward takes d2 (2, G10) and stops at
        // the emptied d1; forward, b2 holds 3.
        let said = explain_miss(&pos, sow(&pos, "c1"), sow(&pos, "d1"), false, Lang::En);
        assert_eq!(
            said,
            [
                "Not the best: c1.",
                "It lets North capture 4 from d1 with a2 (G9).",
                "Better: d1, which captures 2 from c2, 2 from d2 (G9, G10).",
            ]
        );
        let tr = explain_miss(&pos, sow(&pos, "c1"), sow(&pos, "d1"), false, Lang::Tr);
        assert_eq!(
            tr[1],
            "Bu hamle, Kuzey tarafının “a2” hamlesiyle d1 çukurundan 4 tane ele geçirmesine izin verir (G9)."
        );
    }

    #[test]
    fn the_better_line_steps_with_its_pits_marked() {
        let pos = gore();
        let line = BetterLine::new(&pos, &["d1".into(), "a2".into(), "zz".into()], Lang::En);
        // "zz" is no input: the line stops before it.
        assert_eq!(line.steps.len(), 2);
        let l = pos.layout();
        let d1 = &line.steps[0];
        assert_eq!(
            d1.sowed.iter().map(|p| l.name(p)).collect::<Vec<_>>(),
            ["d1"]
        );
        let mut taken: Vec<String> = d1.taken.iter().map(|p| l.name(p)).collect();
        taken.sort();
        assert_eq!(taken, ["c2", "d2"]);
        assert_eq!(
            d1.words,
            "South plays d1 and captures 2 from c2, 2 from d2 (G9, G10)."
        );
        // After d1, North's a2 (4) sows a1 1, b1 1, c1 2, d1 1: nothing.
        assert_eq!(line.steps[1].words, "North plays a2.");
        assert!(line.steps[1].taken.is_empty());
        let mut line = line;
        assert_eq!(line.shown().0, &pos);
        assert_eq!(
            line.caption(Lang::En),
            "The better line, 2 inputs: step through it with the buttons."
        );
        line.at = 1;
        assert_eq!(line.shown().0.board().count(l.parse("c2").unwrap()), 0);
        assert!(line
            .caption(Lang::En)
            .starts_with("Step 1 of 2: South plays d1"));
    }
}
