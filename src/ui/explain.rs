//! An input explained in the game's terms (issue 25): what it captures and
//! by which rule, what it lets the other side capture at once, and what a
//! better input would have done. A missed puzzle (`ui::course`) and a
//! reviewed mistake (`ui::analysis`) say it so; values in seeds follow
//! these words, never lead them.

use crate::engine::{CaptureCause, Event, Input, Pit, Player, Position, Variant};
use crate::ui::texts::{count, fill, player_word, Lang};

/// One capture: the pit taken from, how many, and the rule that takes them.
pub type Taken = (Pit, u8, &'static str);

/// What one input captured: `(pit, count, rule)` for every capture of the
/// input's own player or picks, in order.
pub fn captures(variant: Variant, events: &[Event]) -> Vec<Taken> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Capture {
                pit, count, cause, ..
            } => Some((pit, count, capture_rule(variant, cause))),
            _ => None,
        })
        .collect()
}

/// The rule that makes a capture of this cause in this game.
pub fn capture_rule(variant: Variant, cause: CaptureCause) -> &'static str {
    match (variant, cause) {
        (Variant::Gore, CaptureCause::Landing) => "G9",
        (Variant::Gore, _) => "G10",
        (Variant::Urim, CaptureCause::ChainBackward | CaptureCause::ChainForward) => "U8",
        (Variant::Urim, _) => "U7",
        (Variant::Anywoli, CaptureCause::MidSowingFour) => "A6",
        (Variant::Anywoli, _) => "A5",
        (Variant::BaoKigogo, CaptureCause::FileBack) => "B8",
        (Variant::BaoKigogo, _) => "B7",
        (Variant::Tsoro, CaptureCause::Bonus) => "T10",
        (Variant::Tsoro, _) => "T9",
    }
}

/// Plays `input` on `pos` if the rules allow it: the position after, and
/// its events.
pub fn play(pos: &Position, input: Input) -> Option<(Position, Vec<Event>)> {
    crate::engine::Game::from_position(*pos)
        .legal()
        .contains(&input)
        .then(|| {
            let mut after = *pos;
            let mut events = vec![];
            after.apply(input, &mut events);
            (after, events)
        })
}

/// Captures in words, with their rules: `("4 from d2, 2 from c2", "U7, U8")`.
pub fn taken_words(
    variant: Variant,
    taken: &[(Pit, u8, &str)],
    pos: &Position,
    lang: Lang,
) -> (String, String) {
    let l = pos.layout();
    let list: Vec<String> = taken
        .iter()
        .map(|&(p, n, _)| count(lang, "say-taken", n as u64, &[("pit", &l.name(p))]))
        .collect();
    let mut rules: Vec<&str> = vec![];
    for &(_, _, r) in taken {
        if !rules.contains(&r) {
            rules.push(r);
        }
    }
    let _ = variant;
    (list.join(", "), rules.join(", "))
}

/// How an input is named in a sentence: a sowing by its pit, any other by
/// its words (`ui::texts::input_words`).
pub fn input_name(pos: &Position, input: Input, lang: Lang) -> String {
    match input {
        Input::Sow(p) => pos.layout().name(p),
        other => crate::ui::texts::input_words(pos, other, lang),
    }
}

/// The other side's answer that captures the most at once after `pos`
/// (the first such, in the engine's order), with what it captures; `None`
/// if it is not the other side's turn or no answer captures.
pub fn sharpest_answer(pos: &Position, solver: Player) -> Option<(Input, Vec<Taken>)> {
    if pos.result().is_some() || pos.to_move() == solver {
        return None;
    }
    let variant = pos.rules().variant();
    let mut best: Option<(Input, Vec<Taken>, u32)> = None;
    for input in crate::engine::Game::from_position(*pos).legal() {
        let Some((_, events)) = play(pos, input) else {
            continue;
        };
        let taken = captures(variant, &events);
        let total: u32 = taken.iter().map(|t| t.1 as u32).sum();
        if total > best.as_ref().map_or(0, |b| b.2) {
            best = Some((input, taken, total));
        }
    }
    best.map(|(i, t, _)| (i, t))
}

/// The words of a missed puzzle: the input played, what it lets the other
/// side capture at once, and the better input with what it captures (or
/// holds the other side to), each capture with its rule. `wins`: the
/// better input wins by force (the puzzle's values say so).
pub fn explain_miss(
    before: &Position,
    missed: Input,
    better: Input,
    wins: bool,
    lang: Lang,
) -> Vec<String> {
    let solver = before.to_move();
    let variant = before.rules().variant();
    let them = player_word(solver.other(), lang);
    let mut said = vec![fill(
        lang,
        "puzzle-missed",
        &[("input", &input_name(before, missed, lang))],
    )];
    let allowed = play(before, missed).and_then(|(after, _)| {
        let (reply, taken) = sharpest_answer(&after, solver)?;
        Some((after, reply, taken))
    });
    if let Some((after, reply, taken)) = &allowed {
        let (list, rules) = taken_words(variant, taken, after, lang);
        said.push(fill(
            lang,
            "puzzle-allows",
            &[
                ("player", &them),
                ("reply", &input_name(after, *reply, lang)),
                ("list", &list),
                ("rules", &rules),
            ],
        ));
    }
    let name = input_name(before, better, lang);
    let Some((after, events)) = play(before, better) else {
        said.push(fill(lang, "puzzle-better", &[("input", &name)]));
        return said;
    };
    let taken = captures(variant, &events);
    said.push(if wins && taken.is_empty() {
        fill(lang, "puzzle-better-wins", &[("input", &name)])
    } else if !taken.is_empty() {
        let (list, rules) = taken_words(variant, &taken, before, lang);
        let key = if wins {
            "puzzle-better-captures-wins"
        } else {
            "puzzle-better-captures"
        };
        fill(
            lang,
            key,
            &[("input", &name), ("list", &list), ("rules", &rules)],
        )
    } else {
        // Nothing taken: say what it holds the other side to, where that is
        // less than the input played allowed.
        let most = |taken: &[(Pit, u8, &str)]| taken.iter().map(|t| t.1 as u32).sum::<u32>();
        let after_better = sharpest_answer(&after, solver).map_or(0, |(_, t)| most(&t));
        let after_missed = allowed.as_ref().map_or(0, |(_, _, t)| most(t));
        if after_better == 0 && after_missed > 0 {
            fill(
                lang,
                "puzzle-better-safe",
                &[("input", &name), ("player", &them)],
            )
        } else if after_better < after_missed {
            fill(
                lang,
                "puzzle-better-holds",
                &[("input", &name), ("player", &them), ("n", &after_better)],
            )
        } else {
            fill(lang, "puzzle-better", &[("input", &name)])
        }
    });
    said
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_capture_cause_has_its_game_s_rule() {
        use CaptureCause::*;
        assert_eq!(capture_rule(Variant::Urim, Landing), "U7");
        assert_eq!(capture_rule(Variant::Urim, ChainBackward), "U8");
        assert_eq!(capture_rule(Variant::Anywoli, MidSowingFour), "A6");
        assert_eq!(capture_rule(Variant::Anywoli, LastSeedFour), "A5");
        assert_eq!(capture_rule(Variant::BaoKigogo, FileFront), "B7");
        assert_eq!(capture_rule(Variant::BaoKigogo, FileBack), "B8");
        assert_eq!(capture_rule(Variant::Tsoro, FileBack), "T9");
        assert_eq!(capture_rule(Variant::Tsoro, Bonus), "T10");
        assert_eq!(capture_rule(Variant::Gore, ChainForward), "G10");
    }
}
