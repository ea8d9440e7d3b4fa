//! The reader and writer checked against serde_json (a native dependency of
//! the command line): the same texts accepted and refused, the same values
//! read, and the same compact text written.

use super::*;

/// Texts both must accept, with what they hold.
const GOOD: &[&str] = &[
    "null",
    "true",
    " false ",
    "0",
    "-0",
    "12",
    "0.5",
    "-3e2",
    "1E+2",
    "18446744073709551615",
    "18446744073709551616",
    r#""""#,
    r#""a\"b\\c\/d\b\f\n\r\t""#,
    r#""\u00e9\u0001\ud83d\ude00""#,
    "\"çukur, 𝄞\"",
    "[]",
    "[1,[2,[3]],{}]",
    r#"{"rows": [[1, 2], [3, 4]], "to_move": "N", "x": null}"#,
    r#"{"a": 1, "b": 2, "a": 3}"#,
    "\n\t{ \"k\" :\r\n [ true , false ] }\n",
];

/// Texts both must refuse.
const BAD: &[&str] = &[
    "",
    " ",
    "[1,",
    "[1,]",
    "{\"a\":1,}",
    "{a:1}",
    "01",
    "1.",
    ".5",
    "-",
    "1e",
    "+1",
    "tru",
    "nul",
    "\"abc",
    "\"\\x\"",
    "\"\\u12\"",
    "\"\\ud800\"",
    "\"a\nb\"",
    "[1] 2",
    "{\"a\" 1}",
    "NaN",
    "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
];

#[test]
fn accepts_and_refuses_what_serde_json_does() {
    for t in GOOD {
        let ours = parse(t).unwrap_or_else(|e| panic!("{t:?}: {e}"));
        let theirs: serde_json::Value = serde_json::from_str(t).unwrap();
        // Numbers keep their text, so compare what serde_json writes for
        // whole numbers and strings only through the values' meaning:
        if theirs.is_u64() {
            assert_eq!(ours.as_u64(), theirs.as_u64(), "{t:?}");
        }
        assert_eq!(ours.as_str(), theirs.as_str(), "{t:?}");
        assert_eq!(ours.is_null(), theirs.is_null(), "{t:?}");
    }
    for t in BAD {
        assert!(
            serde_json::from_str::<serde_json::Value>(t).is_err(),
            "serde: {t:?}"
        );
        let e = parse(t).expect_err(t);
        assert!(!e.to_string().is_empty());
    }
}

#[test]
fn writes_exactly_what_serde_json_writes() {
    for t in GOOD {
        let theirs: serde_json::Value = serde_json::from_str(t).unwrap();
        // Only texts whose numbers serde_json writes back as given.
        if t.contains('e')
            || t.contains('E')
            || t.contains("-0")
            || t.contains("18446744073709551616")
        {
            continue;
        }
        assert_eq!(parse(t).unwrap().to_string(), theirs.to_string(), "{t:?}");
    }
    let mut m = Map::new();
    m.insert("s", "tab\there \u{1f} \u{7f} é \"q\" \\");
    m.insert("n", 3u8);
    m.insert(
        "list",
        vec![Value::Null, true.into(), Value::Number("0.5".into())],
    );
    m.insert("none", None::<u8>);
    let ours = Value::Object(m).to_string();
    let theirs = serde_json::json!({
        "s": "tab\there \u{1f} \u{7f} é \"q\" \\",
        "n": 3,
        "list": [null, true, 0.5],
        "none": null,
    });
    assert_eq!(ours, theirs.to_string());
}

#[test]
fn reads_what_it_writes_and_keeps_key_order() {
    let v = object([
        ("z", 1u8.into()),
        ("a", Value::Array(vec!["x".into(), Value::Null])),
        ("m", object([("k", false.into())])),
    ]);
    let text = v.to_string();
    assert_eq!(text, r#"{"z":1,"a":["x",null],"m":{"k":false}}"#);
    assert_eq!(parse(&text).unwrap(), v);
    // A key given twice: its first place, its last value.
    assert_eq!(
        parse(r#"{"a":1,"b":2,"a":3}"#).unwrap().to_string(),
        r#"{"a":3,"b":2}"#
    );
}

#[test]
fn counts_are_whole_unsigned_numbers_only() {
    let n = |t: &str| parse(t).unwrap().as_u64();
    assert_eq!(n("7"), Some(7));
    assert_eq!(n("18446744073709551615"), Some(u64::MAX));
    assert_eq!(n("18446744073709551616"), None);
    assert_eq!(n("3.0"), None);
    assert_eq!(n("-1"), None);
    assert_eq!(n("1e2"), None);
    assert_eq!(n("\"7\""), None);
}

#[test]
fn errors_say_where() {
    let e = parse("{\n  \"rows\": [1,\n  ]\n}").unwrap_err();
    assert_eq!((e.what, e.line, e.column), ("expected value", 3, 3));
    assert_eq!(e.to_string(), "expected value at line 3 column 3");
    assert_eq!(parse("[1] x").unwrap_err().column, 5);
}
