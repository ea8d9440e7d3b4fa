//! Message catalogues, one per language: `lang/en.ftl`, `lang/tr.ftl`,
//! `lang/az.ftl`, `lang/sw.ftl`, `lang/fr.ftl`, `lang/pt.ftl`, in a small
//! subset of Fluent (see the head of `en.ftl`).
//!
//! Why not the `fluent` crate: its bundle, locale and plural-rule crates would
//! take most of the page's size budget, and the six languages need little of
//! it: two forms at most, the singular as `key.one` where a catalogue has one
//! (Turkish and Azerbaijani nouns after a number stay singular, so their
//! catalogues have none), chosen by [`Lang::singular`].
//!
//! Natively (the CLI, the tests) all six are compiled in. The page fetches
//! them (`dist/lang/*.ftl`: English before it first draws, another language
//! when chosen) and [`install`]s them, which keeps the words out of its wasm.
//! A key missing from a catalogue falls back to English, so a late or failed
//! download shows English text, never a blank.

use std::cell::RefCell;
use std::fmt::Display;
use std::rc::Rc;

use rustc_hash::FxHashMap;

use super::Lang;

/// One language's messages: in the file's order, and indexed by key.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Catalogue {
    entries: Vec<(String, String)>,
    index: FxHashMap<String, usize>,
}

/// A catalogue line that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatalogueError {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong there.
    pub reason: &'static str,
}

impl std::fmt::Display for CatalogueError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "catalogue line {}: {}", self.line, self.reason)
    }
}

impl Catalogue {
    /// Reads a catalogue. Keys are letters, digits, `-`, `_` and `.`; a key
    /// given twice is an error (a copy-and-paste slip would otherwise win
    /// silently).
    ///
    /// ```
    /// use mancala::ui::texts::Catalogue;
    /// let c = Catalogue::parse("# words\nhello = Hello, { $who }!\nlong =\n    one\n    two\n").unwrap();
    /// assert_eq!(c.get("hello"), Some("Hello, { $who }!"));
    /// assert_eq!(c.get("long"), Some("one two"));
    /// ```
    pub fn parse(text: &str) -> Result<Catalogue, CatalogueError> {
        let mut entries: Vec<(String, String)> = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let err = |reason| CatalogueError {
                line: i + 1,
                reason,
            };
            let line = raw.trim_end();
            if line.trim_start().starts_with('#') || line.trim().is_empty() {
                continue;
            }
            if line.starts_with(' ') {
                let (_, value) = entries
                    .last_mut()
                    .ok_or(err("continued text before any key"))?;
                if !value.is_empty() {
                    value.push(' ');
                }
                value.push_str(line.trim());
                continue;
            }
            let (key, value) = line.split_once('=').ok_or(err("expected key = text"))?;
            let key = key.trim();
            let good = |c: char| c.is_ascii_alphanumeric() || "-_.".contains(c);
            if key.is_empty() || !key.chars().all(good) {
                return Err(err("a key is letters, digits, '-', '_' and '.'"));
            }
            entries.push((key.to_string(), value.trim().to_string()));
        }
        let mut index = FxHashMap::default();
        for (i, (key, _)) in entries.iter().enumerate() {
            if index.insert(key.clone(), i).is_some() {
                return Err(CatalogueError {
                    line: 0,
                    reason: "a key is given twice",
                });
            }
        }
        if let Some((_, _)) = entries.iter().find(|(_, v)| v.is_empty()) {
            return Err(CatalogueError {
                line: 0,
                reason: "a key has no text",
            });
        }
        Ok(Catalogue { entries, index })
    }

    /// The text of `key`, if this catalogue has it.
    pub fn get(&self, key: &str) -> Option<&str> {
        let &i = self.index.get(key)?;
        Some(self.entries[i].1.as_str())
    }

    /// Every key, in the file's order.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|(k, _)| k.as_str())
    }
}

// size: fetched by the page, not compiled in: English alone compiled in cost
// the app 14.7 KB gzipped (docs/benchmarks.md).
/// The catalogues' sources, compiled into the native builds (the command
/// line, the tests). The page fetches these same files instead: compiled in,
/// even English alone would cost a twentieth of its size budget.
pub fn source(lang: Lang) -> Option<&'static str> {
    #[cfg(not(target_arch = "wasm32"))]
    return Some(match lang {
        Lang::En => include_str!("../../../lang/en.ftl"),
        Lang::Tr => include_str!("../../../lang/tr.ftl"),
        Lang::Az => include_str!("../../../lang/az.ftl"),
        Lang::Sw => include_str!("../../../lang/sw.ftl"),
        Lang::Fr => include_str!("../../../lang/fr.ftl"),
        Lang::Pt => include_str!("../../../lang/pt.ftl"),
    });
    #[cfg(target_arch = "wasm32")]
    {
        let _ = lang;
        None
    }
}

thread_local! {
    static LOADED: RefCell<[Option<Rc<Catalogue>>; Lang::ALL.len()]> =
        const { RefCell::new([const { None }; Lang::ALL.len()]) };
}

fn slot(lang: Lang) -> usize {
    lang as usize
}

/// Makes `text` the catalogue of `lang` (the page, once a download arrives).
pub fn install(lang: Lang, text: &str) -> Result<(), CatalogueError> {
    let c = Rc::new(Catalogue::parse(text)?);
    LOADED.with(|l| l.borrow_mut()[slot(lang)] = Some(c));
    Ok(())
}

/// The catalogue of `lang`, if it is compiled in or installed.
pub fn catalogue(lang: Lang) -> Option<Rc<Catalogue>> {
    LOADED.with(|l| {
        let mut l = l.borrow_mut();
        if l[slot(lang)].is_none() {
            // The shipped files are checked by the tests: a failure here is a
            // build that skipped them, and English keys then show as keys.
            l[slot(lang)] = source(lang)
                .and_then(|s| Catalogue::parse(s).ok())
                .map(Rc::new);
        }
        l[slot(lang)].clone()
    })
}

/// Whether `lang`'s own words are there (compiled in or downloaded).
pub fn is_loaded(lang: Lang) -> bool {
    catalogue(lang).is_some()
}

/// The text of `key` in `lang` (English where `lang` lacks it).
pub fn text(lang: Lang, key: &str) -> String {
    lookup(lang, key).unwrap_or_else(|| key.to_string())
}

/// The text of `key` if some catalogue has it (for optional words, such as
/// the name of an option's value, which is otherwise shown as it is).
pub fn lookup(lang: Lang, key: &str) -> Option<String> {
    [lang, Lang::En]
        .into_iter()
        .find_map(|l| catalogue(l).and_then(|c| c.get(key).map(str::to_string)))
}

/// The text of `key` with each `{ $name }` replaced by its argument.
pub fn fill(lang: Lang, key: &str, args: &[(&str, &dyn Display)]) -> String {
    substitute(text(lang, key), args)
}

/// Like [`fill`] with a count `n` (also given as `{ $n }`): `key.one` where
/// the catalogue has it and `n` takes the singular ([`Lang::singular`]: 1,
/// and 0 in French).
pub fn count(lang: Lang, key: &str, n: u64, args: &[(&str, &dyn Display)]) -> String {
    // The `.one` form of the catalogue that has the key (English while a
    // download is on its way), so "1 seed" never reads "1 seeds".
    let one = format!("{key}.one");
    let base = [lang, Lang::En]
        .into_iter()
        .filter_map(|l| Some((l, catalogue(l)?)))
        .find_map(|(l, c)| {
            let other = c.get(key)?;
            Some(match c.get(&one) {
                Some(single) if l.singular(n) => single.to_string(),
                _ => other.to_string(),
            })
        })
        .unwrap_or_else(|| key.to_string());
    let mut all: Vec<(&str, &dyn Display)> = vec![("n", &n)];
    all.extend_from_slice(args);
    substitute(base, &all)
}

/// `s` with each `{ $name }` of `args` replaced (also for texts that are
/// not the catalogue's: a lesson's, `places`).
pub(crate) fn substitute(mut s: String, args: &[(&str, &dyn Display)]) -> String {
    for (name, value) in args {
        let slot = format!("{{ ${name} }}");
        if s.contains(&slot) {
            s = s.replace(&slot, &value.to_string());
        }
    }
    s
}

#[cfg(test)]
mod tests;
