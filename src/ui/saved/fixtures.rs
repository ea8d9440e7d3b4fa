//! Texts written by the page before stored data had versions everywhere
//! (commit `30bdaae`), captured from its localStorage in Chromium after the
//! plays described: the page must go on reading them as they were written.
//! Each is kept here exactly, byte for byte.

/// Urim by clicks: a1 f2 b1 e2, e2 undone (ply 3), South at Hard, speed fast, the board turning.
pub const URIM_UNDO: &str = r#"{"v":1,"game":"urim","options":["pits=6","seeds=3"],"start":null,"inputs":["a1","f2","b1","e2"],"ply":3,"south":"hard","north":"human","speed":"fast","auto_turn":true}"#;

/// Urim: a link's game (`moves=c1`) played on (b2), two humans, speed fast.
pub const URIM_LINK_GAME: &str = r#"{"v":1,"game":"urim","options":["pits=6","seeds=3"],"start":null,"inputs":["c1","b2"],"ply":2,"south":"human","north":"human","speed":"fast","auto_turn":false}"#;

/// Urim: the game that link set aside (a1 f2 b1, then North at Easy played b2), kept with the page's seats.
pub const URIM_KEPT: &str = r#"{"v":1,"game":"urim","options":["pits=6","seeds=3"],"start":null,"inputs":["a1","f2","b1","b2"],"ply":4,"south":"human","north":"human","speed":"fast","auto_turn":false}"#;

/// Tsoro 4 × 8, one bonus pick: 15 inputs with head choices and a pick, North at Hard, speed instant.
pub const TSORO: &str = r#"{"v":1,"game":"tsoro","options":["columns=8","bonus=1","heads=2"],"start":null,"inputs":["c1","continue","d4","continue","d1","continue","f4","f1","a3","e4","h1","d4","stop","e2","b4"],"ply":15,"south":"human","north":"hard","speed":"instant","auto_turn":false}"#;

/// Goré: 12 inputs, two humans, speed slow.
pub const GORE: &str = r#"{"v":1,"game":"gore","options":[],"start":null,"inputs":["c1","a2","a1","c2","c1","d2","a1","c2","b1","a2","a1","d2"],"ply":12,"south":"human","north":"human","speed":"slow","auto_turn":false}"#;

/// Bao Kigogo: 9 inputs, South at Easy, North human.
pub const BAO: &str = r#"{"v":1,"game":"bao-kigogo","options":[],"start":null,"inputs":["c1","h3","a1","i3","f1","j3","c2","e4","j2"],"ply":9,"south":"easy","north":"human","speed":"normal","auto_turn":false}"#;

/// Anywoli, last_four=first_last_seed: 7 inputs, the default seats.
pub const ANYWOLI: &str = r#"{"v":1,"game":"anywoli","options":["last_four=first_last_seed"],"start":null,"inputs":["c1","d2","b1","e2","c1","e1","i1"],"ply":7,"south":"human","north":"medium","speed":"normal","auto_turn":false}"#;

/// Urim 2 × 7, 4 seeds, from a position (`position=`) with 3 inputs.
pub const URIM_POSITION: &str = r#"{"v":1,"game":"urim","options":["pits=7","seeds=4"],"start":"{\"game\":\"urim\",\"options\":{\"pits\":7,\"seeds\":4},\"rows\":[[0,2,0,5,0,0,3],[1,0,4,0,2,0,1]],\"owners\":[[\"N\",\"N\",\"N\",\"N\",\"N\",\"N\",\"N\"],[\"S\",\"S\",\"S\",\"S\",\"S\",\"S\",\"S\"]],\"captured\":{\"S\":20,\"N\":18},\"to_move\":\"S\",\"awaiting\":\"move\",\"legal\":[\"a1\",\"c1\",\"e1\",\"g1\"],\"in_hand\":0,\"result\":null}","inputs":["e1","d2","c1"],"ply":3,"south":"human","north":"human","speed":"normal","auto_turn":false}"#;

/// Urim with nothing played, two humans (`?game=urim&south=human&north=human` left at once).
pub const URIM_EMPTY: &str = r#"{"v":1,"game":"urim","options":["pits=6","seeds=3"],"start":null,"inputs":[],"ply":0,"south":"human","north":"human","speed":"normal","auto_turn":false}"#;

/// Urim played to its end: 100 inputs, South wins 21–15.
pub const URIM_FINISHED: &str = r#"{"v":1,"game":"urim","options":["pits=6","seeds=3"],"start":null,"inputs":["c1","e2","d1","a2","c1","d2","d1","c2","c1","a2","d1","f2","e1","e2","a1","a2","e1","d2","c1","c2","d1","a2","a1","f2","d1","d2","b1","a2","d1","d2","a1","e2","e1","b2","d1","d2","e1","a2","a1","c2","c1","a2","b1","e2","e1","b2","d1","d2","f1","a2","c1","f2","c1","c2","a1","d2","b1","a2","a1","e2","d1","d2","b1","e2","e1","b2","f1","a2","c1","c2","d1","a2","a1","b2","b1","a2","e1","f2","f1","e2","a1","d2","b1","c2","c1","b2","d1","a2","a1","f2","b1","e2","c1","d2","d1","c2","e1","e2","f1","b2"],"ply":100,"south":"human","north":"human","speed":"instant","auto_turn":false}"#;

/// The language menu set to Azerbaijani (`mancala:lang`).
pub const LANG: &str = "az";

/// The language menu set to Turkish.
pub const LANG_TR: &str = "tr";

/// The theme menu set to light (`mancala:theme`).
pub const THEME: &str = "light";

/// The theme menu set to dark.
pub const THEME_DARK: &str = "dark";

/// The game played last (`mancala:last`).
pub const LAST: &str = "urim";

/// The game played last, Bao Kigogo.
pub const LAST_BAO: &str = "bao-kigogo";

/// Urim's puzzles 1 and 2 solved (`mancala:puzzles:urim`).
pub const SOLVED: &str = "1,2";

/// Goré's puzzles opened, none solved.
pub const SOLVED_NONE: &str = "";
