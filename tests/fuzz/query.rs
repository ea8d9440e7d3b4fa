//! The page's URL: random and mutated queries fed to its parser.

use super::*;

fn valid_queries() -> Vec<String> {
    let mut out = vec![];
    for (k, rules) in Rules::every().into_iter().enumerate() {
        let speed = Speed::ALL[k % Speed::ALL.len()];
        let mut q = to_query(&rules, speed, DEFAULT_SEATS, DEFAULT_SEATS);
        if k % 2 == 0 {
            q.push_str("&south=hard&north=human&position=%7B%22rows%22%3A%5B%5B1%2C2%5D%5D%7D");
        }
        out.push(q);
    }
    out
}

fn check_query(q: &str) {
    let page = parse_query(q);
    for p in &page.problems {
        assert!(!p.trim().is_empty(), "an empty problem for {q:?}");
    }
    // What it opens can be set up: the game's opening, or the position asked.
    if let Some(json) = &page.position {
        if let Err(e) = position_from_json(page.rules, json) {
            clear(&e.to_string());
        }
    }
    let _ = Position::new(page.rules);
}

proptest! {
    #![proptest_config(config(10_000))]

    #[test]
    fn query_parser_survives_random_text(q in "\\PC{0,80}") {
        check_query(&q);
    }

    #[test]
    fn query_parser_survives_query_like_text(
        q in "\\??(&?[a-z_]{0,8}=?[a-z0-9%+{}\\[\\]\",.-]{0,12}){0,6}",
    ) {
        check_query(&q);
    }

    #[test]
    fn query_parser_survives_mutated_queries(
        k in any::<prop::sample::Index>(),
        edits in prop::collection::vec(edit(), 1..5),
    ) {
        check_query(&mutated(&valid_queries(), k, &edits));
    }
}
