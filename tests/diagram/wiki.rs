//! `mancala diagram --format wikitext` (docs/contract.md, "`mancala
//! diagram`"): the wiki call of a hand-checked position of each game, for the
//! Lua board of docs/wiki/ (which lua.rs runs on these calls).

use serde_json::Value;

use super::*;

/// A hand-checked case: the `apply` arguments, the drawing flags, the call.
pub(crate) struct Case {
    pub(crate) apply: &'static [&'static str],
    pub(crate) flags: &'static [&'static str],
    pub(crate) call: &'static str,
}

/// One position of each game (two of Goré: after a trade its owners differ
/// from the rows), each count checked by hand against the rules and the
/// contract's `apply` output:
/// - Goré a1: a1's 6 go to b1, c1, d1, d2, c2, b2 (C3); North to move.
/// - Urim 7 pits, 4 seeds, a1: a1's 4 go to b1…e1.
/// - Anywoli a1: its one seed falls into the empty b1 and the move ends (A4).
/// - Bao Kigogo l1: its 2 go to l2, then k2, empty, in South's front row:
///   k3 (2) and k4 (2) behind it are taken (B7, B8), South's captured 2 + 4.
/// - Tsoro 4 × 6 a1: the contract's example, a head choice awaited.
/// - Urim with South out of seeds: over at once (U10), North's last seed
///   swept to North's store (U11).
pub(crate) const CASES: [Case; 7] = [
    Case {
        apply: &["--game", "gore", "a1"],
        flags: &[],
        call: "{{Mancala board|game=gore|rows=6,7,7,7/0,7,7,7|owners=N,N,N,N/S,S,S,S\
               |captured=0,0|tomove=N}}",
    },
    Case {
        apply: &[
            "--game",
            "gore",
            "--position",
            r#"{"rows":[[0,4,2,6],[2,0,5,1]],"owners":[["N","S","N","N"],["S","S","N","S"]],"captured":{"S":12,"N":16}}"#,
        ],
        flags: &["--highlight", "b2", "--lang", "tr"],
        call: "{{Mancala board|game=gore|rows=0,4,2,6/2,0,5,1|owners=N,S,N,N/S,S,N,S\
               |captured=12,16|tomove=S|highlight=b2|lang=tr}}",
    },
    Case {
        apply: &[
            "--game", "urim", "--option", "pits=7", "--option", "seeds=4", "a1",
        ],
        flags: &["--highlight", "e1,b1"],
        call: "{{Mancala board|game=urim|pits=7|seeds=4|rows=4,4,4,4,4,4,4/0,5,5,5,5,4,4\
               |captured=0,0|tomove=N|highlight=b1,e1}}",
    },
    Case {
        apply: &[
            "--game",
            "anywoli",
            "--option",
            "last_four=first_last_seed",
            "--position",
            r#"{"rows":[[4,4,4,4,4,4,4,4,4,4,4,4],[1,0,4,4,4,4,4,4,4,4,4,4]],"captured":{"S":4,"N":3}}"#,
            "a1",
        ],
        flags: &["--lang", "az"],
        call: "{{Mancala board|game=anywoli|last_four=first_last_seed\
               |rows=4,4,4,4,4,4,4,4,4,4,4,4/0,1,4,4,4,4,4,4,4,4,4,4|captured=4,3|tomove=N|lang=az}}",
    },
    Case {
        apply: &[
            "--game",
            "bao-kigogo",
            "--position",
            r#"{"rows":[[2,2,2,2,2,2,2,2,2,2,2,2],[2,2,2,2,2,2,2,2,2,2,2,0],
                        [0,2,2,2,2,2,2,2,2,2,0,0],[2,2,2,2,2,2,2,2,2,2,2,2]],
                "captured":{"S":2,"N":2}}"#,
            "l1",
        ],
        flags: &["--flip", "--highlight", "k2"],
        call: "{{Mancala board|game=bao-kigogo|rows=2,2,2,2,2,2,2,2,2,2,0,2\
               /2,2,2,2,2,2,2,2,2,2,0,0/0,2,2,2,2,2,2,2,2,2,1,1/2,2,2,2,2,2,2,2,2,2,2,0\
               |captured=6,2|tomove=N|highlight=k2|flip=1}}",
    },
    Case {
        apply: &["--game", "tsoro", "--option", "columns=6", "a1"],
        flags: &["--highlight", "f1"],
        call: "{{Mancala board|game=tsoro|columns=6\
               |rows=2,2,2,2,2,2/0,0,0,0,0,0/0,0,0,0,0,0/0,3,0,3,3,3\
               |captured=0,0|tomove=S|highlight=f1}}",
    },
    Case {
        apply: &[
            "--game",
            "urim",
            "--position",
            r#"{"rows":[[0,0,0,0,0,1],[0,0,0,0,0,0]],"captured":{"S":20,"N":15}}"#,
        ],
        flags: &[],
        call: "{{Mancala board|game=urim|rows=0,0,0,0,0,0/0,0,0,0,0,0|captured=20,16|over=1}}",
    },
];

/// The state `mancala apply` prints for a case.
pub(crate) fn applied(case: &Case) -> Value {
    let (code, out, err) = run(&[&["apply"], case.apply].concat());
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

/// The contract's rows as the call writes them: `/` between rows, `,` between pits.
fn rows_param(state: &Value) -> String {
    let rows: Vec<String> = state["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let cells: Vec<String> = r
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c.to_string())
                .collect();
            cells.join(",")
        })
        .collect();
    rows.join("/")
}

#[test]
fn the_wiki_call_of_each_game_is_the_hand_checked_one() {
    for case in &CASES {
        let state = applied(case);
        // The hand-checked rows are apply's.
        assert!(
            case.call
                .contains(&format!("|rows={}|", rows_param(&state))),
            "{} against {state}",
            case.call
        );
        let args = [
            &["diagram"],
            case.apply,
            case.flags,
            &["--format", "wikitext"],
        ]
        .concat();
        let (code, out, err) = run(&args);
        assert_eq!((code, err.as_str()), (0, ""), "{args:?}");
        assert_eq!(out, format!("{}\n", case.call), "{args:?}");
        // `--format svg` is the default's picture.
        let svg_args = [&["diagram"], case.apply, case.flags].concat();
        let (_, svg, _) = run(&[&svg_args[..], &["--format", "svg"]].concat());
        assert_eq!(svg, run(&svg_args).1);
    }
}
