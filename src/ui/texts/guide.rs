//! Words for a newcomer: the goal of each game in one line, its "How to play"
//! in five, the sowing hint as the board is drawn, and the end of a game in
//! plain words (why it ended, who received the seeds left on the board).

use crate::engine::{ByPlayer, EndReason, Event, Outcome, Player, Variant};

use super::{count, fill, player_word, text, Drawn, Lang};

/// One line: what each player is trying to do, and how seeds are won.
pub fn goal(v: Variant, lang: Lang) -> String {
    text(lang, &format!("goal-{}", v.id()))
}

/// Lines of the rules panel's "How to play": setup, a turn, captures, the
/// end (and one more), each short.
pub const HOW_TO_PLAY_LINES: usize = 5;

/// The rules panel's "How to play", in [`HOW_TO_PLAY_LINES`] short lines,
/// their places named as the board is drawn.
pub fn how_to_play(v: Variant, drawn: Drawn, lang: Lang) -> Vec<String> {
    (1..=HOW_TO_PLAY_LINES)
        .map(|i| drawn.text(lang, &format!("howto-{}-{i}", v.id())))
        .collect()
}

/// One sentence on how sowing travels round this game's board as it is drawn,
/// for the help line under the board. (Turning a board, a quarter or a half,
/// never changes counter-clockwise into clockwise: only the sides change.)
pub fn sowing_hint(v: Variant, drawn: Drawn, lang: Lang) -> String {
    drawn.text(lang, &format!("hint-{}", v.id()))
}

/// Why game `v` ended, in a sentence with the rule's id (one of `v`'s own
/// or a common rule, so that the result links it: `ui::rule_links`).
pub fn why_ended(v: Variant, reason: EndReason, lang: Lang) -> String {
    let who = |p: Player| player_word(p, lang);
    match reason {
        EndReason::FewerThanThree => text(lang, "why-fewer-than-three"),
        EndReason::Starved(p) => fill(lang, "why-starved", &[("player", &who(p))]),
        EndReason::AllCaptured => text(lang, "why-all-captured"),
        EndReason::LastFour => text(lang, "why-last-four"),
        EndReason::Wiped(p) => fill(lang, "why-wiped", &[("player", &who(p))]),
        EndReason::Immobilised(p) => {
            // Both four-row games end so, each by its own rule: one sentence
            // citing both left the other game's id unlinked on each page.
            let rule = match v {
                Variant::BaoKigogo => "B10",
                Variant::Tsoro | Variant::Gore | Variant::Urim | Variant::Anywoli => "T12",
            };
            fill(
                lang,
                "why-immobilised",
                &[("player", &who(p)), ("rule", &rule)],
            )
        }
        EndReason::Repetition => text(lang, "why-repetition"),
        EndReason::BaoRepetition => text(lang, "why-bao-repetition"),
        EndReason::RepetitionSafeguard => text(lang, "why-safeguard"),
        EndReason::Resigned(p) => fill(
            lang,
            "why-resigned",
            &[("player", &who(p)), ("winner", &who(p.other()))],
        ),
    }
}

/// The seeds left on the board when the game ended: how many each player
/// received by the game's end rule, and how many stayed (Bao Kigogo, Tsoro).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Leftover {
    /// Received by each player at the end (G13, U11, A9, A11).
    pub swept: ByPlayer<u16>,
    /// Still on the board, counted for no one.
    pub stayed: u16,
}

impl Leftover {
    /// From the events of the input that ended the game and the final board's
    /// seeds.
    pub fn new(last: &[Event], on_board: u32) -> Leftover {
        let mut swept = ByPlayer::<u16>::default();
        for e in last {
            if let Event::Sweep { count, to, .. } = *e {
                swept[to] += count as u16;
            }
        }
        Leftover {
            swept,
            stayed: on_board as u16,
        }
    }

    /// Who received these seeds and by which rule; `None` when nothing was
    /// left on the board.
    pub fn sentence(self, v: Variant, o: &Outcome, lang: Lang) -> Option<String> {
        // A game given up ends with its seeds where they stand: no end rule
        // gave them to anyone, and saying so would read as a rule applied.
        if matches!(o.reason, EndReason::Resigned(_)) {
            return None;
        }
        let n = (self.swept.south + self.swept.north) as u64;
        let (s, no) = (self.swept.south, self.swept.north);
        let split = |key: &str| count(lang, key, n, &[("south", &s), ("north", &no)]);
        if n == 0 {
            return (self.stayed > 0).then(|| {
                // Stones leave play in these two games (B1, T11); in the
                // others nothing stays unless the end rule left it.
                let key = match v {
                    Variant::BaoKigogo | Variant::Tsoro => format!("left-none-{}", v.id()),
                    Variant::Gore | Variant::Urim | Variant::Anywoli => "left-none".into(),
                };
                count(lang, &key, self.stayed as u64, &[])
            });
        }
        Some(match v {
            Variant::Gore => split("left-gore"),
            Variant::Anywoli if o.reason == EndReason::LastFour => {
                let to = if s > 0 { Player::South } else { Player::North };
                count(
                    lang,
                    "left-anywoli",
                    n,
                    &[("player", &player_word(to, lang))],
                )
            }
            Variant::Anywoli => split("left-anywoli-rows"),
            // Bao Kigogo and Tsoro sweep nothing; should they ever, U11's
            // words ("the player whose row they were in") would be true.
            Variant::Urim | Variant::BaoKigogo | Variant::Tsoro => split("left-urim"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Pit;

    fn outcome(reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(Player::South),
            score: ByPlayer::new(30, 18),
            reason,
            glory: true,
            half_points: None,
        }
    }

    #[test]
    fn every_game_has_its_goal_and_five_lines_in_every_language() {
        // Every fault at once: a translator fixes them in one pass.
        let mut faults = vec![];
        for lang in Lang::ALL {
            for v in Variant::ALL {
                let g = goal(v, lang);
                assert!(!g.starts_with("goal-"), "{lang}: goal of {v}");
                if g.chars().count() > 150 {
                    faults.push(format!("{lang}: goal of {v} is long: {g}"));
                }
                let lines = how_to_play(v, Drawn::default(), lang);
                assert_eq!(lines.len(), 5);
                for (i, l) in lines.iter().enumerate() {
                    assert!(!l.starts_with("howto-"), "{lang}: line {} of {v}", i + 1);
                    if l.chars().count() > 160 {
                        faults.push(format!("{lang}: line {} of {v} is long: {l}", i + 1));
                    }
                }
            }
        }
        assert!(faults.is_empty(), "{}", faults.join("\n"));
        assert!(goal(Variant::Gore, Lang::En).contains("cows"));
        assert!(goal(Variant::Tsoro, Lang::En).contains("move"));
    }

    #[test]
    fn the_hint_follows_the_board_as_drawn() {
        let lying = sowing_hint(Variant::Tsoro, Drawn::default(), Lang::En);
        let upright = Drawn {
            upright: true,
            flipped: false,
        };
        let up = sowing_hint(Variant::Tsoro, upright, Lang::En);
        assert!(lying.contains("left to right") && !lying.contains("to bottom"));
        assert!(up.contains("top to bottom") && !up.contains("left to right"));
        let over = Drawn {
            upright: true,
            flipped: true,
        };
        assert!(sowing_hint(Variant::Tsoro, over, Lang::En).contains("bottom to top"));
        let flipped = Drawn {
            upright: false,
            flipped: true,
        };
        let g = sowing_hint(Variant::Gore, flipped, Lang::En);
        assert!(g.contains("right to left along row 1"), "{g}");
        for lang in Lang::ALL {
            for v in Variant::ALL {
                for d in [Drawn::default(), upright, over, flipped] {
                    let h = sowing_hint(v, d, lang);
                    assert!(!h.contains('{') && h.ends_with('.'), "{lang} {v}: {h}");
                }
            }
        }
    }

    #[test]
    fn the_leftover_seeds_are_told_with_their_rule() {
        let sweep = |pit, count, to| Event::Sweep {
            pit: Pit(pit),
            count,
            to,
        };
        let last = [
            sweep(0, 2, Player::South),
            sweep(5, 1, Player::North),
            sweep(6, 2, Player::North),
            Event::GameOver,
        ];
        let l = Leftover::new(&last, 0);
        assert_eq!(l.swept, ByPlayer::new(2, 3));
        let o = outcome(EndReason::FewerThanThree);
        assert_eq!(
            l.sentence(Variant::Gore, &o, Lang::En).unwrap(),
            "The 5 cows left on the board were taken by the owner of each pit: \
             South 2, North 3 (G13)."
        );
        let four = Leftover::new(&[sweep(3, 4, Player::North)], 0);
        let o = outcome(EndReason::LastFour);
        assert_eq!(
            four.sentence(Variant::Anywoli, &o, Lang::En).unwrap(),
            "The last 4 seeds on the board went to North (A9)."
        );
        let urim = Leftover::new(&[sweep(3, 1, Player::South)], 0);
        let s = urim
            .sentence(
                Variant::Urim,
                &outcome(EndReason::Starved(Player::North)),
                Lang::En,
            )
            .unwrap();
        assert!(s.contains("(U11)") && s.contains("South 1, North 0"), "{s}");
        // Bao Kigogo and Tsoro give the stones left to no one.
        let stayed = Leftover::new(&[Event::GameOver], 7);
        let o = outcome(EndReason::Immobilised(Player::North));
        let t = stayed.sentence(Variant::Tsoro, &o, Lang::En).unwrap();
        assert!(t.contains("7 stones") && t.contains("(T11)"), "{t}");
        assert_eq!(
            Leftover::new(&[], 0).sentence(Variant::Gore, &o, Lang::En),
            None
        );
        for lang in Lang::ALL {
            for v in Variant::ALL {
                for l in [l, stayed, four] {
                    let s = l.sentence(v, &o, lang).unwrap();
                    assert!(
                        !s.contains('{') && !s.starts_with("left-"),
                        "{lang} {v}: {s}"
                    );
                }
            }
        }
    }

    #[test]
    fn every_ending_is_explained_with_a_rule_of_its_game() {
        use crate::ui::rule_links::{split, Segment};
        // The endings each game can reach (EndReason's own comments).
        let p = Player::North;
        let endings = [
            (
                Variant::Gore,
                vec![EndReason::FewerThanThree, EndReason::Repetition],
            ),
            (
                Variant::Urim,
                vec![EndReason::Starved(p), EndReason::Repetition],
            ),
            (
                Variant::Anywoli,
                vec![
                    EndReason::AllCaptured,
                    EndReason::LastFour,
                    EndReason::Repetition,
                ],
            ),
            (
                Variant::BaoKigogo,
                vec![
                    EndReason::Wiped(p),
                    EndReason::Immobilised(p),
                    EndReason::BaoRepetition,
                ],
            ),
            (
                Variant::Tsoro,
                vec![EndReason::Immobilised(p), EndReason::RepetitionSafeguard],
            ),
        ];
        for lang in Lang::ALL {
            for (v, reasons) in &endings {
                for &r in reasons {
                    let s = why_ended(*v, r, lang);
                    assert!(!s.starts_with("why-") && !s.contains("{ $"), "{lang}: {s}");
                    // Every id the sentence cites is a link on this game's
                    // page: an upper-case letter and digits, standing alone.
                    let linked = split(&s, *v)
                        .iter()
                        .filter(|seg| matches!(seg, Segment::Rule(_)))
                        .count();
                    let cited = s
                        .split(|c: char| !c.is_alphanumeric())
                        .filter(|w| {
                            w.len() > 1
                                && w.starts_with(|c: char| c.is_ascii_uppercase())
                                && w[1..].bytes().all(|b| b.is_ascii_digit())
                        })
                        .count();
                    assert!(linked >= 1 && linked == cited, "{lang} {v}: {s}");
                }
            }
        }
        // Tsoro's result once cited "(B10, T12)": B10 is Bao Kigogo's, and
        // on Tsoro's page it was left as plain text.
        let tsoro = why_ended(Variant::Tsoro, EndReason::Immobilised(p), Lang::En);
        assert_eq!(
            tsoro,
            "North could not make any move, and a player who cannot move loses (T12)."
        );
        let bao = why_ended(Variant::BaoKigogo, EndReason::Immobilised(p), Lang::Tr);
        assert!(bao.contains("(B10)") && !bao.contains("T12"), "{bao}");
    }
}
