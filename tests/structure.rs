//! Structure rules that the compiler cannot check (docs/architecture.md):
//!
//! - every per-game fact is data in the game's spec (`Variant::spec`), so no
//!   source file compares a game with a literal `Variant::X` in `==`, `!=` or
//!   `matches!`, whichever side it stands on, where a new game would silently
//!   take the "else" answer;
//! - the "Adding a game" checklist of docs/architecture.md tells the truth:
//!   every file it names exists, and every file with a per-game `match` arm is
//!   named there;
//! - the browser tests list no game by hand: they take the ids from
//!   `tests/e2e/games.mjs`.

use std::path::{Path, PathBuf};

use mancala::engine::Variant;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            if !path.ends_with("node_modules") {
                files(&path, ext, out);
            }
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

/// The Rust files under `dirs` (relative to the crate), as `(relative path, text)`.
fn rust_sources(dirs: &[&str]) -> Vec<(String, String)> {
    let mut paths = vec![];
    for d in dirs {
        files(&root().join(d), "rs", &mut paths);
    }
    assert!(
        paths.len() > 10,
        "read the sources from {}",
        root().display()
    );
    paths
        .into_iter()
        .map(|p| {
            let rel = p
                .strip_prefix(root())
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (rel, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

/// A line without its comment and its string literals: what the compiler reads
/// as code, near enough for these checks.
fn code(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    let mut in_string = false;
    while let Some(c) = chars.next() {
        if in_string {
            match c {
                '\\' => {
                    chars.next();
                }
                '"' => in_string = false,
                _ => {}
            }
        } else if c == '"' {
            in_string = true;
            out.push_str("\"\"");
        } else if c == '/' && chars.peek() == Some(&'/') {
            break;
        } else {
            out.push(c);
        }
    }
    out
}

/// A file's code, comments and strings removed, lines kept.
fn code_of(text: &str) -> String {
    text.lines().map(code).collect::<Vec<_>>().join("\n")
}

/// Where `code` compares a game with a literal `Variant::X` (or asks
/// `variant ==`): `== Variant::X`, `Variant::X !=`, `matches!(…, Variant::X …)`
/// (over several lines too), `let Variant::X = …`, `Variant::X.eq(…)`.
/// Returns the 1-based line numbers.
fn game_comparisons(code: &str) -> Vec<usize> {
    let line_of = |at: usize| code[..at].matches('\n').count() + 1;
    let mut found = vec![];
    // The old spellings: a variable named variant compared with anything
    // but another position's or rules' game (`a.variant() != b.variant()`:
    // "is it another game", no game named).
    for (i, line) in code.lines().enumerate() {
        let asks = ["variant ==", "variant !=", "variant() ==", "variant() !="];
        let two_games = |p: &&str| {
            let rest = line.split_once(*p).map_or("", |(_, r)| r);
            let operand = rest.split(['{', ';', ',']).next().unwrap_or("");
            p.starts_with("variant()") && operand.trim().ends_with(".variant()")
        };
        if asks.iter().any(|p| line.contains(p) && !two_games(p)) {
            found.push(i + 1);
        }
    }
    // A literal game, whichever side of the comparison it stands on.
    for (at, _) in code.match_indices("Variant::") {
        let name_end = at
            + "Variant::".len()
            + code[at + "Variant::".len()..]
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(code.len() - at - "Variant::".len());
        let name = &code[at + "Variant::".len()..name_end];
        if !name.starts_with(|c: char| c.is_ascii_uppercase()) || name == "ALL" {
            continue;
        }
        let before = code[..at]
            .trim_end()
            .trim_end_matches(['&', '(', '*'])
            .trim_end();
        let after = code[name_end..]
            .trim_start()
            .trim_start_matches(')')
            .trim_start();
        let binds = after.starts_with('=') && !after.starts_with("==") && !after.starts_with("=>");
        let let_pattern = binds && before.ends_with("let");
        if before.ends_with("==")
            || before.ends_with("!=")
            || after.starts_with("==")
            || after.starts_with("!=")
            || after.starts_with(".eq(")
            || after.starts_with(".ne(")
            || let_pattern
        {
            found.push(line_of(at));
        }
    }
    // Inside `matches!(…)`, over as many lines as it takes.
    for (at, _) in code.match_indices("matches!(") {
        let open = at + "matches!".len();
        let mut depth = 0;
        let mut end = code.len();
        for (k, c) in code[open..].char_indices() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + k;
                        break;
                    }
                }
                _ => {}
            }
        }
        if code[open..end].contains("Variant::") {
            found.push(line_of(at));
        }
    }
    found.sort();
    found.dedup();
    found
}

/// Files where comparing games is the point: the spec's registry.
const SPEC_FILES: [&str; 2] = ["src/engine/variant.rs", "src/engine/games.rs"];

#[test]
fn no_game_is_compared_outside_the_spec() {
    let mut found = vec![];
    for (path, text) in rust_sources(&["src"]) {
        if SPEC_FILES.contains(&path.as_str()) {
            continue;
        }
        let lines: Vec<&str> = text.lines().collect();
        for n in game_comparisons(&code_of(&text)) {
            found.push(format!("{path}:{n}: {}", lines[n - 1].trim()));
        }
    }
    assert!(
        found.is_empty(),
        "ask a Variant property (the game's spec, src/engine/games/<game>.rs) instead:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_sees_a_comparison_whatever_the_order() {
    let sees = |s: &str| !game_comparisons(&code_of(s)).is_empty();
    assert!(sees("    if rules.variant == Variant::Urim {"));
    assert!(sees("let x = v != Variant::Gore;"));
    assert!(sees("if Variant::Urim == rules.variant() {"));
    assert!(sees("let tsoro = Variant::Tsoro != v;"));
    assert!(sees("if v == &Variant::Gore {"));
    assert!(sees("if (Variant::Gore) == v {"));
    assert!(sees(
        "let b = matches!(v, Variant::BaoKigogo | Variant::Tsoro);"
    ));
    assert!(sees(
        "let b = matches!(\n    self,\n    Variant::BaoKigogo | Variant::Tsoro\n);"
    ));
    assert!(sees("if let Variant::Gore = v {"));
    assert!(sees("if Variant::Gore.eq(&v) {"));
    assert_eq!(game_comparisons("a\nb\nif x == Variant::Gore {"), [3]);
    assert!(!sees("    if rules.variant().has_match_points() {"));
    // Two states' games compared ("another game?") name no game.
    assert!(!sees("if rules.variant() != self.rules.variant() {"));
    assert!(sees("if rules.variant() != urim {"));
    assert!(sees("let same = variant == other.variant();"));
    assert!(!sees("// variant == Variant::Gore in a comment"));
    assert!(!sees("/// assert!(matches!(e, Err(Variant::Gore)));"));
    assert!(!sees(r#"let s = "Variant::Gore == v";"#));
    assert!(!sees("let v = Variant::Gore;"));
    assert!(!sees("for v in Variant::ALL {"));
    assert!(!sees("assert_eq!(s.rules.variant(), Variant::Urim);"));
    assert!(!sees("Variant::Gore => &gore::SPEC,"));
}

/// The "Adding a game" section of docs/architecture.md.
fn checklist() -> String {
    let doc = std::fs::read_to_string(root().join("docs/architecture.md")).unwrap();
    let start = doc
        .find("\n## Adding a game")
        .expect("docs/architecture.md has an \"Adding a game\" section");
    let rest = &doc[start + 1..];
    let end = rest[3..].find("\n## ").map_or(rest.len(), |k| k + 3);
    rest[..end].to_string()
}

/// The file paths the checklist names in backticks (`src/…`, `tests/…`, …),
/// with `<id>` (contract id) and `<game>` (its module name) as written.
fn named_paths(checklist: &str) -> Vec<String> {
    let tops = ["src/", "tests/", "docs/", "lang/", "static/", "scripts/"];
    let mut out = vec![];
    for (k, chunk) in checklist.split('`').enumerate() {
        if k % 2 == 1 && tops.iter().any(|t| chunk.starts_with(t)) && !chunk.contains(' ') {
            let path = chunk.trim_end_matches(['.', ',', ':', ')']).to_string();
            if !out.contains(&path) {
                out.push(path);
            }
        }
    }
    out
}

/// A named path for every game, `<id>` and `<game>` filled in.
fn expand(path: &str) -> Vec<String> {
    if !path.contains("<id>") && !path.contains("<game>") {
        return vec![path.to_string()];
    }
    Variant::ALL
        .iter()
        .map(|v| {
            path.replace("<id>", v.id())
                .replace("<game>", &v.id().replace('-', "_"))
        })
        .collect()
}

#[test]
fn every_file_the_checklist_names_exists() {
    let list = checklist();
    let named = named_paths(&list);
    assert!(
        named.len() >= 10,
        "the checklist names its files in backticks: {named:?}"
    );
    let missing: Vec<String> = named
        .iter()
        .flat_map(|p| expand(p))
        .filter(|p| !root().join(p.trim_end_matches('/')).exists())
        .collect();
    assert!(
        missing.is_empty(),
        "docs/architecture.md, \"Adding a game\", names files that do not exist: {missing:?}"
    );
}

/// Whether `code` holds a `match` arm on a game: `Variant::X =>`,
/// `Variant::X | …`, `Variant::X if …`, or a game id as a pattern (`"gore" =>`).
fn has_game_arm(code: &str) -> bool {
    for line in code.lines() {
        for (at, _) in line.match_indices("Variant::") {
            let rest = &line[at + "Variant::".len()..];
            let name_len = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            if !rest.starts_with(|c: char| c.is_ascii_uppercase()) || &rest[..name_len] == "ALL" {
                continue;
            }
            let after = rest[name_len..].trim_start();
            if after.starts_with("=>")
                || (after.starts_with('|') && !after.starts_with("||"))
                || after.starts_with("if ")
            {
                return true;
            }
        }
    }
    false
}

#[test]
fn every_file_with_a_per_game_match_is_in_the_checklist() {
    let named = named_paths(&checklist());
    let mut missing = vec![];
    for (path, text) in rust_sources(&["src", "tests"]) {
        // Game ids as match patterns are strings: look for them in the raw text.
        let id_arm = Variant::ALL.iter().any(|v| {
            text.lines().any(|l| {
                let c = l.split("//").next().unwrap_or("");
                c.contains(&format!("\"{}\" =>", v.id()))
                    || c.contains(&format!("\"{}\" |", v.id()))
            })
        });
        if (has_game_arm(&code_of(&text)) || id_arm) && !named.contains(&path) {
            missing.push(path);
        }
    }
    assert!(
        missing.is_empty(),
        "these files match on the game, so a new game touches them: name them in \
         docs/architecture.md, \"Adding a game\" (or move the data into the game's spec): \
         {missing:?}"
    );
}

#[test]
fn the_arm_check_sees_an_arm() {
    assert!(has_game_arm("        Variant::Gore => 1000,"));
    assert!(has_game_arm("Variant::Urim | Variant::Anywoli => 1500,"));
    assert!(has_game_arm(
        "    Variant::Anywoli if o.reason == EndReason::LastFour => {"
    ));
    assert!(!has_game_arm("let v = Variant::Gore;"));
    assert!(!has_game_arm("for v in Variant::ALL {"));
    assert!(!has_game_arm("(Variant::Gore, &[\"G3\"]),"));
}

#[test]
fn the_checklist_is_read() {
    let named = named_paths(&checklist());
    for must in [
        "src/engine/variant.rs",
        "src/engine/games.rs",
        "tests/e2e/games.mjs",
    ] {
        assert!(named.iter().any(|p| p == must), "{must} in {named:?}");
    }
    assert_eq!(
        expand("static/learn/<id>.json")[1],
        format!("static/learn/{}.json", Variant::ALL[1].id())
    );
    assert_eq!(
        expand("src/engine/games/<game>.rs").len(),
        Variant::ALL.len()
    );
}

/// Whether one line of a browser test spells out every game id (a list of
/// the games written by hand).
fn lists_every_game(line: &str) -> bool {
    Variant::ALL.iter().all(|v| {
        let id = v.id();
        line.contains(&format!("'{id}'")) || line.contains(&format!("\"{id}\""))
    })
}

#[test]
fn browser_tests_take_the_games_from_games_mjs() {
    let mut paths = vec![];
    files(&root().join("tests/e2e"), "mjs", &mut paths);
    assert!(paths.len() > 5);
    let mut found = vec![];
    for p in paths {
        let text = std::fs::read_to_string(&p).unwrap();
        for (i, line) in text.lines().enumerate() {
            if lists_every_game(line) {
                found.push(format!("{}:{}: {}", p.display(), i + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "import GAMES from tests/e2e/games.mjs instead:\n{}",
        found.join("\n")
    );
    assert!(lists_every_game(
        "const GAMES = ['gore', 'urim', 'anywoli', 'bao-kigogo', 'tsoro'];"
    ));
    assert!(!lists_every_game("for (const game of GAMES) {"));
}
