//! A lesson file (`static/learn/<game>.json`, written by hand), read once
//! when it arrives into its typed steps. The file:
//! `{"game": ID, "steps": [step, …]}`, at least one step, each
//! - `rule`: the id of the rule it teaches (one of the game's, `G3`);
//! - `options`: optional, the game's options for this step (strings,
//!   `{"columns": "6"}`), else the defaults;
//! - `position`: a contract state object (as `--position` takes it);
//!   `setup`: optional, tokens played at once before the step opens;
//! - `inputs`: optional, the learner's inputs in order, each token or
//!   `a|b` for either; `reply`: optional, the other side's answer after them;
//! - `say`, and where the step has inputs `wrong` and `done`: the words, by
//!   language code (`{"en": …, "tr": …}`), English required. Words never
//!   name a place on the board outright ("the bottom row"), since phones draw
//!   it upright and a flipped board is turned over: they use the placeholders
//!   of `ui::texts::places` (`the { $south-adj } row`, `{ $last-to } along
//!   row 1`), filled in for the board as drawn; any other `{ $name }` is
//!   refused, and so is any in `wrong` (a message line, which does not
//!   know the layout).
//!
//! Other fields (`expect`: the board after the step, worked out by hand and
//! checked by tests/lessons.rs) are not the page's and are not read.

use crate::engine::fields::{self, Fault, Fields, FileError};
use crate::engine::json::Value;
use crate::engine::{Position, Rules, Variant};
use crate::ui::rule_links::rule_exists;
use crate::ui::texts::places::{arguments, is_place};
use crate::ui::texts::{Drawn, Lang};

use super::Accepted;

/// A lesson: its game and its steps, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// The game taught.
    pub variant: Variant,
    /// The steps, at least one.
    pub steps: Vec<Step>,
}

/// One step of a lesson: one rule shown on a prepared position.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The id of the rule taught (`G3`).
    pub rule: String,
    /// The game and options the step is played in.
    pub rules: Rules,
    /// Where the step starts, before its `setup`.
    pub position: Position,
    /// Inputs played at once before the step opens (they play from
    /// `position`: checked when read).
    pub setup: Vec<String>,
    /// The learner's inputs in order: at each point the tokens accepted.
    pub inputs: Vec<Accepted>,
    /// The other side's answer, played by the page after the inputs.
    pub reply: Vec<String>,
    /// What the step says.
    pub say: Words,
    /// What the learner is told of an input the step does not teach.
    pub wrong: Words,
    /// What is said once the step's inputs are played.
    pub done: Words,
}

/// A text in each language it is written in; English always (where the
/// file gives the words at all), and standing in for the others.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Words(Vec<(Lang, String)>);

impl Words {
    /// The text in `lang`, else in English (empty where the step has none).
    pub fn get(&self, lang: Lang) -> &str {
        let find = |l: Lang| self.0.iter().find(|(k, _)| *k == l);
        find(lang)
            .or_else(|| find(Lang::En))
            .map_or("", |(_, t)| t.as_str())
    }

    /// The text in `lang` (else English) with its places named as the
    /// board is drawn.
    pub fn placed(&self, lang: Lang, drawn: Drawn) -> String {
        drawn.place(self.get(lang), lang)
    }

    /// Every text with its language, as the file gives them.
    pub fn all(&self) -> impl Iterator<Item = (Lang, &str)> {
        self.0.iter().map(|(l, t)| (*l, t.as_str()))
    }

    /// Field `name` of `f`: an object of texts by language code, its
    /// English required, every code one of the page's languages, every
    /// placeholder a place (`ui::texts::places`).
    fn read(f: &Fields, name: &'static str) -> Result<Words, FileError> {
        let not_texts = || f.fault(name, Fault::NotA("an object of texts by language"));
        let map = f.need(name)?.as_object().ok_or_else(not_texts)?;
        let mut words = vec![];
        for (code, text) in map.iter() {
            let lang = Lang::ALL
                .into_iter()
                .find(|l| l.code() == code)
                .ok_or_else(|| f.fault(name, Fault::Unknown("language", code.clone())))?;
            let text = text.as_str().ok_or_else(not_texts)?;
            if let Some(bad) = arguments(text).into_iter().find(|a| !is_place(a)) {
                return Err(f.fault(name, Fault::Unknown("placeholder", bad.to_string())));
            }
            words.push((lang, text.to_string()));
        }
        if !words.iter().any(|(l, _)| *l == Lang::En) {
            return Err(f.fault(name, Fault::NoEnglish));
        }
        Ok(Words(words))
    }
}

impl Lesson {
    /// Reads a lesson file; the first fault found names the step and the
    /// field.
    pub fn read(text: &str) -> Result<Lesson, FileError> {
        let v = fields::parse(text)?;
        let file = Fields::new(&v, None)?;
        let variant = file.game()?;
        let mut steps = vec![];
        for (k, s) in file.list("steps")?.iter().enumerate() {
            steps.push(read_step(variant, k + 1, s)?);
        }
        Ok(Lesson { variant, steps })
    }
}

/// A step's `wrong` words: the page shows them as its message line, which
/// is written before the board is drawn and so cannot know its layout: they
/// name pits, never places.
fn wrong(f: &Fields, words: Words) -> Result<Words, FileError> {
    let placed = words
        .all()
        .find_map(|(_, t)| arguments(t).first().map(|n| n.to_string()));
    match placed {
        Some(name) => Err(f.fault(
            "wrong",
            Fault::Other(format!(
                "{{ ${name} }}: these words are a message, written before the board is \
                 drawn, so they name pits, not places"
            )),
        )),
        None => Ok(words),
    }
}

/// Reads step `n` (1 first) of a lesson of `variant`.
fn read_step(variant: Variant, n: usize, v: &Value) -> Result<Step, FileError> {
    let f = Fields::new(v, Some(("step", n)))?;
    let rule = f.string("rule")?;
    if !rule_exists(rule, variant) {
        return Err(f.fault("rule", Fault::Unknown("rule", rule.to_string())));
    }
    let rules = f.rules(variant)?;
    let (position, setup) = f.start(rules)?;
    let mut inputs: Vec<Accepted> = vec![];
    for t in f.tokens("inputs")? {
        if t.split('|').any(str::is_empty) {
            let fault = Fault::NotA("a list of tokens (`a|b`: either)");
            return Err(f.fault("inputs", fault));
        }
        inputs.push(t.split('|').map(str::to_string).collect());
    }
    // Words a step without inputs never shows are not needed.
    let words = |name: &'static str| match f.get(name) {
        None if inputs.is_empty() => Ok(Words::default()),
        _ => Words::read(&f, name),
    };
    Ok(Step {
        rule: rule.to_string(),
        rules,
        position,
        setup,
        reply: f.tokens("reply")?,
        say: Words::read(&f, "say")?,
        wrong: wrong(&f, words("wrong")?)?,
        done: words("done")?,
        inputs,
    })
}
