//! The glossary's promise kept (issue 28): `lang/GLOSSARY.md` gives, per
//! language, one word for each concept and the variants that must not appear
//! (a calque, a Turkish word in Azerbaijani, the other address form, a word
//! another concept already has). This test reads those tables and fails on
//! any forbidden variant found in a catalogue's texts.
//!
//! A table is the one under a heading `## Turkish: …`, `## Azerbaijani: …`,
//! `## Swahili: …`, `## French: …` or `## Portuguese: …` ([`TABLES`]); its
//! fourth column lists the forbidden variants, separated by commas. A
//! variant is matched as a whole word (or phrase), case-insensitively in the
//! language's casing (Turkish and Azerbaijani `I` is `ı`, `İ` is `i`); a
//! variant ending in `*` is a stem, matched at a word's start whatever its
//! ending (`deneyin*`).

use super::Lang;

/// Each language's table in the glossary, by its heading.
pub const TABLES: [(Lang, &str); 5] = [
    (Lang::Tr, "Turkish"),
    (Lang::Az, "Azerbaijani"),
    (Lang::Sw, "Swahili"),
    (Lang::Fr, "French"),
    (Lang::Pt, "Portuguese"),
];

/// Lower case as `lang` writes it.
pub fn fold(text: &str, lang: Lang) -> String {
    let turkic = matches!(lang, Lang::Tr | Lang::Az);
    text.chars()
        .map(|c| match c {
            'I' if turkic => 'ı',
            'İ' if turkic => 'i',
            c => c.to_lowercase().next().unwrap_or(c),
        })
        .collect()
}

/// The forbidden variants of one language's table in the glossary `text`:
/// (concept, variant) pairs, the variant folded.
pub fn forbidden(text: &str, heading: &str, lang: Lang) -> Vec<(String, String)> {
    let mut out = vec![];
    let mut inside = false;
    for line in text.lines() {
        if line.starts_with("## ") {
            inside = line.starts_with(&format!("## {heading}:"));
            continue;
        }
        if !inside || !line.starts_with('|') || line.starts_with("|---") {
            continue;
        }
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let (Some(concept), Some(list)) = (cells.first(), cells.get(3)) else {
            continue;
        };
        if *concept == "concept" {
            continue;
        }
        for raw in list.split(',').map(|v| v.trim().trim_matches('`')) {
            let stem = raw.ends_with('*');
            let word = raw.trim_end_matches('*').trim();
            if !word.is_empty() && word != "—" {
                out.push((
                    concept.to_string(),
                    fold(word, lang) + if stem { "*" } else { "" },
                ));
            }
        }
    }
    out
}

/// Whether `variant` (folded; a trailing `*` for a stem) occurs in `text`
/// (folded) as a whole word or phrase.
pub fn occurs(text: &str, variant: &str) -> bool {
    let (word, stem) = match variant.strip_suffix('*') {
        Some(w) => (w, true),
        None => (variant, false),
    };
    let letter = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !letter(before) && (stem || !letter(after))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::texts::catalogue::{source, Catalogue};

    const GLOSSARY: &str = include_str!("../../../lang/GLOSSARY.md");

    #[test]
    fn words_and_stems_are_matched_at_word_boundaries() {
        assert!(occurs(&fold("Bir Girdi seç", Lang::Tr), "girdi"));
        assert!(
            !occurs("girdiği yer", "girdi"),
            "a verb's form, not the noun"
        );
        assert!(occurs("tekrar deneyiniz", "deneyin*"));
        assert!(!occurs("yeniden dene", "deneyin*"));
        assert!(occurs(&fold("TAXTA", Lang::Az), "taxta"));
        assert_eq!(fold("İpucu IŞIK", Lang::Tr), "ipucu ışık");
        // Elsewhere I is i; an apostrophe ends a word ("l'indice").
        assert_eq!(fold("Indice", Lang::Fr), "indice");
        assert!(occurs(&fold("l'Indice", Lang::Fr), "indice"));
        assert!(occurs(&fold("Ng'ombe", Lang::Sw), "ng'ombe"));
    }

    #[test]
    fn the_glossary_names_forbidden_variants_for_every_language() {
        for (lang, heading) in TABLES {
            assert!(
                forbidden(GLOSSARY, heading, lang).len() >= 10,
                "{heading}: the glossary's table of forbidden variants"
            );
        }
    }

    /// Every lesson's texts in `lang` (`static/learn/*.json`: each `say`,
    /// title or note is an object with one text per language), by where
    /// they are.
    fn lesson_texts(lang: &str) -> Vec<(String, String)> {
        const LESSONS: [(&str, &str); 5] = [
            ("gore", include_str!("../../../static/learn/gore.json")),
            ("urim", include_str!("../../../static/learn/urim.json")),
            (
                "anywoli",
                include_str!("../../../static/learn/anywoli.json"),
            ),
            (
                "bao-kigogo",
                include_str!("../../../static/learn/bao-kigogo.json"),
            ),
            ("tsoro", include_str!("../../../static/learn/tsoro.json")),
        ];
        fn walk(v: &serde_json::Value, at: String, lang: &str, out: &mut Vec<(String, String)>) {
            match v {
                serde_json::Value::Object(m) => {
                    if let Some(t) = m.get(lang).and_then(|t| t.as_str()) {
                        out.push((at.clone(), t.to_string()));
                    }
                    for (k, v) in m {
                        walk(v, format!("{at}/{k}"), lang, out);
                    }
                }
                serde_json::Value::Array(a) => {
                    for (i, v) in a.iter().enumerate() {
                        walk(v, format!("{at}/{i}"), lang, out);
                    }
                }
                _ => {}
            }
        }
        let mut out = vec![];
        for (game, text) in LESSONS {
            walk(
                &serde_json::from_str(text).unwrap(),
                game.to_string(),
                lang,
                &mut out,
            );
        }
        out
    }

    #[test]
    fn no_lesson_says_a_variant_its_glossary_forbids() {
        for (lang, heading) in TABLES {
            let texts = lesson_texts(lang.code());
            assert!(texts.len() >= 100, "{lang}: {} lesson texts", texts.len());
            let mut found = vec![];
            for (concept, variant) in forbidden(GLOSSARY, heading, lang) {
                for (at, text) in &texts {
                    if occurs(&fold(text, lang), &variant) {
                        found.push(format!("{lang}: {at} says '{variant}' ({concept})"));
                    }
                }
            }
            assert!(found.is_empty(), "{}", found.join("\n"));
        }
    }

    #[test]
    fn no_catalogue_says_a_variant_its_glossary_forbids() {
        for (lang, heading) in TABLES {
            let cat = Catalogue::parse(source(lang).unwrap()).unwrap();
            let mut found = vec![];
            for (concept, variant) in forbidden(GLOSSARY, heading, lang) {
                for key in cat.keys() {
                    if occurs(&fold(cat.get(key).unwrap(), lang), &variant) {
                        found.push(format!(
                            "{}: {key} says '{variant}' ({concept})",
                            lang.code()
                        ));
                    }
                }
            }
            assert!(found.is_empty(), "{}", found.join("\n"));
        }
    }
}
