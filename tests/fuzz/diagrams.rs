//! Pictures read back (`mancala diagram --from`): valid diagrams of every
//! option set (the opening, after 7 and 40 random plies, which may await a
//! Goré answer, a Tsoro head choice or bonus pick, or be over) with their
//! `<desc>` edited, and sometimes the file around it, fed to
//! `Diagram::from_svg` and to the command line. What loads is drawn again, as
//! a picture and as a wiki call, and that picture reads back the same.

use mancala::ui::diagram::{Diagram, Options};
use mancala::ui::texts::Lang;

use super::*;

/// Pictures of every option set, drawn by `mancala diagram`.
fn valid_diagrams() -> &'static [String] {
    static CORPUS: OnceLock<Vec<String>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let mut out = vec![];
        for (k, rules) in Rules::every().into_iter().enumerate() {
            for plies in [0, 7, 40] {
                let tokens = random_inputs(rules, k as u64 + plies, plies as usize);
                let game = Game::replay(Position::new(rules), &tokens).unwrap();
                out.push(Diagram::of(game.position()).svg(&Options::default()));
            }
        }
        out
    })
}

/// `svg` with the text of its `<desc>` edited (read unescaped, edited,
/// escaped again as the picture writes it).
fn with_desc_edited(svg: &str, edits: &[Edit]) -> String {
    let start = svg.find("<desc>").unwrap() + "<desc>".len();
    let end = start + svg[start..].find("</desc>").unwrap();
    let desc = svg[start..end]
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&");
    let edited = apply_edits(&desc, edits)
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    format!("{}{edited}{}", &svg[..start], &svg[end..])
}

/// Reads `text` back: an error is one clear line; a diagram is drawn again
/// (turned, ringed, in Turkish), and that picture reads back the same.
fn check_diagram(text: &str) {
    match Diagram::from_svg(text) {
        Err(e) => clear(&e.to_string()),
        Ok(d) => {
            let layout = d.position().layout();
            let o = Options {
                flipped: true,
                highlight: layout.pits().take(2).collect(),
                lang: Lang::Tr,
            };
            let svg = d.svg(&o);
            let call = d.wikitext(&o);
            assert!(call.starts_with("{{Mancala board|game=") && call.ends_with("}}"));
            let again = Diagram::from_svg(&svg).expect("a picture drawn reads back");
            assert_eq!(again.svg(&o), svg);
        }
    }
}

proptest! {
    #![proptest_config(config(5_000))]

    #[test]
    fn diagram_reader_survives_edited_descs(
        k in any::<prop::sample::Index>(),
        edits in prop::collection::vec(edit(), 1..4),
        around in prop::collection::vec(edit(), 0..2),
    ) {
        let corpus = valid_diagrams();
        let svg = with_desc_edited(&corpus[k.index(corpus.len())], &edits);
        check_diagram(&apply_edits(&svg, &around));
    }

    #[test]
    fn diagram_from_stdin_survives_edited_descs(
        k in any::<prop::sample::Index>(),
        edits in prop::collection::vec(edit(), 1..3),
        format in select(vec!["svg", "wikitext"]),
    ) {
        let corpus = valid_diagrams();
        let svg = with_desc_edited(&corpus[k.index(corpus.len())], &edits);
        let argv = ["diagram", "--from", "-", "--flip", "--format", format];
        let mut input = svg.as_bytes();
        match cli::run_with(argv.iter().map(|s| s.to_string()).collect(), &mut input) {
            Ok(out) => assert!(!out.is_empty()),
            Err(e) => clear(&e),
        }
    }
}

#[test]
fn valid_diagrams_read_back_the_same() {
    for svg in valid_diagrams() {
        let d = Diagram::from_svg(svg).unwrap();
        assert_eq!(&d.svg(&Options::default()), svg);
        check_diagram(svg);
    }
}
