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

#[test]
fn signed_whole_numbers_read_as_serde_json_reads_them() {
    let n = |t: &str| parse(t).unwrap().as_i64();
    for t in [
        "0",
        "7",
        "-520",
        "9223372036854775807",
        "-9223372036854775808",
    ] {
        let theirs: serde_json::Value = serde_json::from_str(t).unwrap();
        assert_eq!(n(t), theirs.as_i64(), "{t}");
    }
    assert_eq!(n("-520"), Some(-520));
    // serde_json reads `-0` as the float -0.0; here it is the whole 0.
    assert_eq!(n("-0"), Some(0));
    assert_eq!(n("9223372036854775808"), None);
    assert_eq!(n("-1.0"), None);
    assert_eq!(n("-1e2"), None);
    assert_eq!(n("\"-7\""), None);
    assert_eq!(Value::from(-3i64).to_string(), "-3");
    assert_eq!(Value::from(i32::MIN).to_string(), "-2147483648");
}

/// Floats as serde_json writes them: by hand where the layout changes
/// (whole, fraction, small, exponent), then against serde_json itself on
/// figures like the command line's and on 20,000 bit patterns, where the
/// only difference allowed is a tie's last digit (the same number).
#[test]
fn floats_are_written_as_serde_json_writes_them_but_for_ties() {
    let ours = |x: f64| Value::from(x).to_string();
    let cases: &[(f64, &str)] = &[
        (0.0, "0.0"),
        (-0.0, "-0.0"),
        (1.0, "1.0"),
        (12300.0, "12300.0"),
        (0.5, "0.5"),
        (12.34, "12.34"),
        (-2.75, "-2.75"),
        (0.1 + 0.2, "0.30000000000000004"),
        (1e-5, "0.00001"),
        (1.5e-5, "0.000015"),
        (1e-6, "1e-6"),
        (1.5e-7, "1.5e-7"),
        (1e15, "1000000000000000.0"),
        (1e16, "1e+16"),
        (1.2345e16, "1.2345e+16"),
        (9007199254740993.0, "9007199254740992.0"),
        (f64::MAX, "1.7976931348623157e+308"),
        (f64::MIN_POSITIVE, "2.2250738585072014e-308"),
        (5e-324, "5e-324"),
    ];
    for &(x, text) in cases {
        assert_eq!(ours(x), text, "{x:e}");
        assert_eq!(serde_json::json!(x).to_string(), text, "serde: {x:e}");
    }
    for x in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
        assert_eq!(ours(x), "null");
        assert_eq!(serde_json::json!(x).to_string(), "null");
    }
    // Figures like bench's and match's: a count over seconds, a mean.
    for (a, b) in [
        (1000.0, 0.123456),
        (3.0, 7.0),
        (123456789.0, 0.5),
        (2.0, 3.0),
    ] {
        let x: f64 = a / b;
        assert_eq!(ours(x), serde_json::json!(x).to_string(), "{x}");
    }
    // A tie: 1658206780088562.25 lies halfway between the two shortest
    // texts that read back as it; serde_json takes the even last digit,
    // Rust's formatter the other. Both are the same number.
    let tie = f64::from_bits(0x4317_9085_685d_83c9);
    assert_eq!(ours(tie), "1658206780088562.3");
    assert_eq!(serde_json::json!(tie).to_string(), "1658206780088562.2");
    assert_eq!("1658206780088562.2".parse::<f64>(), Ok(tie));
    // Bit patterns from a fixed generator (xorshift), every exponent: the
    // same text, or such a tie.
    let mut bits = 0x9E37_79B9_7F4A_7C15u64;
    let mut ties = 0;
    for _ in 0..20_000 {
        bits ^= bits << 13;
        bits ^= bits >> 7;
        bits ^= bits << 17;
        let x = f64::from_bits(bits);
        let (ours, theirs) = (ours(x), serde_json::json!(x).to_string());
        if ours == theirs {
            continue;
        }
        let last = |t: &str| t.bytes().last().map_or(0, |b| b - b'0');
        let tied = ours.len() == theirs.len()
            && ours[..ours.len() - 1] == theirs[..theirs.len() - 1]
            && last(&ours).abs_diff(last(&theirs)) == 1
            && last(&theirs) % 2 == 0
            && ours.parse::<f64>() == Ok(x)
            && theirs.parse::<f64>() == Ok(x);
        assert!(tied, "{bits:#x}: {ours} against {theirs}");
        ties += 1;
    }
    assert!(ties < 20, "{ties} ties");
}
