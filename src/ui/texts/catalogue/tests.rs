//! The shipped catalogues: they read, they hold the same keys with the same
//! arguments, and every key the code asks for is in them.

use super::*;

fn shipped(lang: Lang) -> Catalogue {
    let text = source(lang).expect("compiled in natively");
    Catalogue::parse(text).unwrap_or_else(|e| panic!("{lang}: {e}"))
}

/// `{ $name }` arguments in a text, sorted.
fn args(text: &str) -> Vec<&str> {
    let mut v: Vec<&str> = text
        .split("{ $")
        .skip(1)
        .filter_map(|rest| rest.split_once(" }").map(|(name, _)| name))
        .collect();
    v.sort();
    v.dedup();
    v
}

/// The keys whose words may say the same thing with other arguments the
/// code gives them: a pit's name holds its visible text "a1 2" in order
/// (`app::pit`), which Swahili, writing the number after the noun ("kete
/// 2"), says with the bare count `n` rather than the amount.
const OTHER_ARGUMENTS: [(&str, &[&str]); 2] = [
    ("pit-label", &["n", "pit", "player"]),
    ("pit-label-head", &["n", "pit", "player"]),
];

#[test]
fn every_language_has_every_key_with_the_same_arguments() {
    let en = shipped(Lang::En);
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        let other = shipped(lang);
        let base = |k: &&str| !k.ends_with(".one");
        let missing: Vec<&str> = en
            .keys()
            .filter(base)
            .filter(|k| other.get(k).is_none())
            .collect();
        assert!(
            missing.is_empty(),
            "{lang} lacks {} keys: {missing:?}",
            missing.len()
        );
        let extra: Vec<&str> = other.keys().filter(|k| en.get(k).is_none()).collect();
        assert!(extra.is_empty(), "{lang} has keys English lacks: {extra:?}");
        for k in en.keys().filter(base) {
            let (a, b) = (en.get(k).unwrap(), other.get(k).unwrap());
            let other_way = OTHER_ARGUMENTS
                .iter()
                .any(|(key, set)| *key == k && args(b) == *set);
            assert!(
                args(a) == args(b) || other_way,
                "{lang} {k}: arguments differ"
            );
        }
        // A singular form (English has one too: the key is counted) takes
        // English's singular's arguments.
        for k in other.keys().filter(|k| k.ends_with(".one")) {
            let (a, b) = (en.get(k).unwrap(), other.get(k).unwrap());
            assert_eq!(args(a), args(b), "{lang} {k}: arguments differ");
        }
        if matches!(lang, Lang::Tr | Lang::Az) {
            assert!(other.keys().all(|k| !k.ends_with(".one")), "{lang}: .one");
        }
    }
}

#[test]
fn every_key_the_code_names_is_in_english() {
    // Literal keys in calls of `text`, `fill` and `count` anywhere in src/.
    let en = shipped(Lang::En);
    let mut missing = Vec::new();
    let mut seen = 0;
    let mut stack = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src"
    ))];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let name = path.to_string_lossy();
            if name.ends_with("tests.rs") || name.contains("/tests/") || name.contains("/engine/") {
                continue;
            }
            let code = std::fs::read_to_string(&path).unwrap();
            for call in ["text(", "fill(", "count("] {
                for piece in code.split(call).skip(1) {
                    // `text(lang, "key"` — the first string literal after one comma.
                    let Some((_, rest)) = piece.split_once(',') else {
                        continue;
                    };
                    let rest = rest.trim_start();
                    let Some(rest) = rest.strip_prefix('"') else {
                        continue;
                    };
                    let Some((key, _)) = rest.split_once('"') else {
                        continue;
                    };
                    if key.is_empty()
                        || !key
                            .chars()
                            .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c))
                    {
                        continue;
                    }
                    seen += 1;
                    if en.get(key).is_none() {
                        missing.push(format!("{}: {key}", path.display()));
                    }
                }
            }
        }
    }
    assert!(seen > 20, "the scan finds the calls ({seen})");
    assert!(missing.is_empty(), "keys not in en.ftl: {missing:#?}");
}

#[test]
fn a_missing_key_falls_back_to_english_then_to_the_key() {
    assert_eq!(text(Lang::En, "no-such-key"), "no-such-key");
    install(Lang::Az, "store-urim = anbar\n").unwrap();
    assert_eq!(text(Lang::Az, "store-urim"), "anbar");
    assert_eq!(text(Lang::Az, "store-gore"), text(Lang::En, "store-gore"));
    // This thread's Azerbaijani is the stub above: put the real one back.
    install(Lang::Az, source(Lang::Az).unwrap()).unwrap();
}

#[test]
fn counts_take_the_single_form_where_the_language_has_one() {
    install(
        Lang::En,
        "seeds = { $n } seeds in { $pit }\nseeds.one = { $n } seed in { $pit }\n",
    )
    .unwrap();
    install(Lang::Tr, "seeds = { $pit } çukurunda { $n } tohum\n").unwrap();
    let pit: &dyn Display = &"c1";
    assert_eq!(count(Lang::En, "seeds", 1, &[("pit", pit)]), "1 seed in c1");
    assert_eq!(
        count(Lang::En, "seeds", 3, &[("pit", pit)]),
        "3 seeds in c1"
    );
    assert_eq!(
        count(Lang::Tr, "seeds", 1, &[("pit", pit)]),
        "c1 çukurunda 1 tohum"
    );
    // French takes the singular for 0 too, Portuguese and Swahili for 1 only.
    install(
        Lang::Fr,
        "seeds = { $n } graines\nseeds.one = { $n } graine\n",
    )
    .unwrap();
    install(
        Lang::Pt,
        "seeds = { $n } sementes\nseeds.one = { $n } semente\n",
    )
    .unwrap();
    install(
        Lang::Sw,
        "seeds = mashimo { $n }\nseeds.one = shimo { $n }\n",
    )
    .unwrap();
    assert_eq!(count(Lang::Fr, "seeds", 0, &[]), "0 graine");
    assert_eq!(count(Lang::Fr, "seeds", 1, &[]), "1 graine");
    assert_eq!(count(Lang::Fr, "seeds", 2, &[]), "2 graines");
    assert_eq!(count(Lang::Pt, "seeds", 0, &[]), "0 sementes");
    assert_eq!(count(Lang::Pt, "seeds", 1, &[]), "1 semente");
    assert_eq!(count(Lang::Sw, "seeds", 1, &[]), "shimo 1");
    assert_eq!(count(Lang::Sw, "seeds", 0, &[]), "mashimo 0");
    for l in [Lang::En, Lang::Tr, Lang::Fr, Lang::Pt, Lang::Sw] {
        install(l, source(l).unwrap()).unwrap();
    }
}

#[test]
fn bad_catalogues_name_the_line() {
    assert_eq!(
        Catalogue::parse("a = b\nno equals sign\n")
            .unwrap_err()
            .line,
        2
    );
    assert_eq!(Catalogue::parse("  orphan\n").unwrap_err().line, 1);
    assert_eq!(Catalogue::parse("bad key! = x\n").unwrap_err().line, 1);
    assert!(Catalogue::parse("a = x\na = y\n").is_err(), "a key twice");
    assert!(Catalogue::parse("a =\n").is_err(), "a key with no text");
}

#[test]
fn no_turkish_or_azerbaijani_suffix_is_glued_to_an_argument() {
    // A suffix follows the vowels of the word before it ("c1'e", "a2'den"),
    // which the code cannot know for an argument: the texts put the suffix
    // on a noun after it ("{ $pit } çukuruna") instead.
    for lang in [Lang::Tr, Lang::Az] {
        let c = shipped(lang);
        for key in c.keys() {
            let text = c.get(key).unwrap();
            for rest in text.split(" }").skip(1) {
                let mut chars = rest.chars();
                let glued = match chars.next() {
                    Some('\'' | '’' | '-') => chars.next().is_some_and(char::is_alphabetic),
                    Some(c) => c.is_alphabetic(),
                    None => false,
                };
                assert!(
                    !glued,
                    "{lang} {key}: a suffix glued to an argument in {text:?}"
                );
            }
        }
    }
}
