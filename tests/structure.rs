//! Structure rules that the compiler cannot check: every per-game fact is a
//! `Variant` property answered in `src/engine/variant.rs` (docs/architecture.md),
//! so no other source file compares games with `==` or `!=`, where a new game
//! would silently take the "else" answer.

use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The comparisons a per-game fact written in place would use.
fn compares_games(line: &str) -> bool {
    let code = line.split("//").next().unwrap_or("");
    [
        "== Variant::",
        "!= Variant::",
        "variant ==",
        "variant !=",
        "variant() ==",
        "variant() !=",
    ]
    .iter()
    .any(|p| code.contains(p))
}

#[test]
fn no_game_is_compared_outside_variant_rs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![];
    rust_files(&root, &mut files);
    assert!(files.len() > 10, "read the sources from {}", root.display());
    let mut found = vec![];
    for f in files.iter().filter(|f| !f.ends_with("engine/variant.rs")) {
        let text = std::fs::read_to_string(f).unwrap();
        for (i, line) in text.lines().enumerate() {
            if compares_games(line) {
                found.push(format!("{}:{}: {}", f.display(), i + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "ask a Variant property instead (src/engine/variant.rs):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_sees_a_comparison() {
    assert!(compares_games("    if rules.variant == Variant::Urim {"));
    assert!(compares_games("let x = v != Variant::Gore;"));
    assert!(!compares_games(
        "    if rules.variant().has_match_points() {"
    ));
    assert!(!compares_games("// variant == Variant::Gore in a comment"));
}
