//! MediaWiki's upload check (`UploadBase`), as this test applies it: what
//! an SVG upload is refused for, and a test that the check refuses it.

use roxmltree::{Document, NodeType};

use super::SVG_NS;

/// What MediaWiki's CSS check refuses in a `<style>` element or a style-like
/// attribute: `@import`, `expression`, `-o-link`, control characters, and any
/// `url(`, `image(` or `image-set(` that does not point inside the file (`#`).
fn css_refused(css: &str) -> Option<String> {
    let lower = css.to_ascii_lowercase();
    for bad in ["@import", "expression", "-o-link", "-o-replace"] {
        if lower.contains(bad) {
            return Some(format!("CSS with {bad}"));
        }
    }
    if lower
        .chars()
        .any(|c| c.is_control() && !matches!(c, '\t' | '\n' | '\r' | '\x0c'))
    {
        return Some("CSS with a control character".into());
    }
    for func in ["url", "image", "image-set"] {
        let mut rest = lower.as_str();
        while let Some(i) = rest.find(func) {
            let after = rest[i + func.len()..].trim_start();
            if let Some(arg) = after.strip_prefix('(') {
                let arg = arg
                    .trim_start()
                    .trim_start_matches(['"', '\''])
                    .trim_start();
                if !arg.starts_with('#') {
                    return Some(format!("CSS {func}( pointing outside the file"));
                }
            }
            rest = &rest[i + func.len()..];
        }
    }
    None
}

/// Why MediaWiki would refuse this SVG on upload, or `None` if it passes.
/// Stricter than MediaWiki where that is simpler: no `href` at all but `#…`,
/// no namespace but SVG's, no `foreignObject`, no processing instruction.
pub(crate) fn refused(svg: &str) -> Option<String> {
    let lower = svg.to_ascii_lowercase();
    // UploadBase::detectScript reads the raw text.
    for bad in [
        "<!doctype",
        "<!entity",
        "<script",
        "<html",
        "<head",
        "<body",
        "<?xml-stylesheet",
        "javascript",
        "ecmascript",
    ] {
        if lower.contains(bad) {
            return Some(format!("raw text contains {bad}"));
        }
    }
    // Well-formed XML with no DTD (roxmltree refuses one by default).
    let doc = match Document::parse(svg) {
        Ok(d) => d,
        Err(e) => return Some(format!("not well-formed XML without a DTD: {e}")),
    };
    let root = doc.root_element();
    if root.tag_name().name() != "svg" || root.tag_name().namespace() != Some(SVG_NS) {
        return Some("the root is not an SVG <svg>".into());
    }
    for a in ["viewBox", "width", "height"] {
        if root.attribute(a).is_none() {
            return Some(format!("the root has no {a}"));
        }
    }
    let css_attrs = [
        "style",
        "font",
        "clip-path",
        "fill",
        "filter",
        "marker",
        "marker-end",
        "marker-mid",
        "marker-start",
        "mask",
        "stroke",
    ];
    for node in doc.descendants() {
        match node.node_type() {
            NodeType::PI => return Some("a processing instruction".into()),
            NodeType::Element => {}
            _ => continue,
        }
        let name = node.tag_name().name().to_ascii_lowercase();
        if node.tag_name().namespace() != Some(SVG_NS) {
            return Some(format!("element <{name}> outside SVG's namespace"));
        }
        if ["script", "handler", "stylesheet", "iframe", "foreignobject"].contains(&name.as_str()) {
            return Some(format!("element <{name}>"));
        }
        if name == "style" {
            let css: String = node
                .children()
                .filter(|c| c.is_text())
                .filter_map(|c| c.text())
                .collect();
            if let Some(why) = css_refused(&css) {
                return Some(format!("<style>: {why}"));
            }
        }
        for a in node.attributes() {
            let an = a.name().to_ascii_lowercase();
            let value = a.value();
            if an.starts_with("on") {
                return Some(format!("event attribute {an} on <{name}>"));
            }
            if an == "href" && !value.is_empty() && !value.starts_with('#') {
                return Some(format!("href '{value}' on <{name}>"));
            }
            if an == "attributename" && ["animate", "set"].contains(&name.as_str()) {
                return Some(format!("<{name}> changing {value}"));
            }
            if css_attrs.contains(&an.as_str()) {
                if let Some(why) = css_refused(value) {
                    return Some(format!("{an} on <{name}>: {why}"));
                }
            }
        }
    }
    None
}

#[test]
fn the_upload_check_refuses_what_mediawiki_refuses() {
    let ok = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" width="1" height="1"><style>.a{fill:url(#g)}</style><use href="#a"/></svg>"##;
    assert_eq!(refused(ok), None);
    let svg = |inner: &str| {
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" \
             viewBox=\"0 0 1 1\" width=\"1\" height=\"1\">{inner}</svg>"
        )
    };
    let bad = [
        svg("<script>alert(1)</script>"),
        svg("<g onload=\"x()\"/>"),
        svg("<rect onClick=\"x()\"/>"),
        svg("<foreignObject/>"),
        svg("<image href=\"http://example.org/a.png\"/>"),
        svg("<use xlink:href=\"other.svg#a\"/>"),
        svg("<style>@import 'x.css';</style>"),
        svg("<style>text{font-family:F;src:url(http://example.org/f.woff)}</style>"),
        svg("<rect style=\"fill:url( 'x.svg#g')\"/>"),
        svg("<rect fill=\"url(http://example.org/#g)\"/>"),
        svg("<set attributeName=\"href\" to=\"#a\"/>"),
        "<!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><svg xmlns=\"http://www.w3.org/2000/svg\">&x;</svg>".into(),
        "<?xml-stylesheet href=\"x.css\"?><svg xmlns=\"http://www.w3.org/2000/svg\"/>".into(),
        "<svg viewBox=\"0 0 1 1\" width=\"1\" height=\"1\"/>".into(),
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>".into(),
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><g>".into(),
    ];
    for b in &bad {
        assert!(refused(b).is_some(), "should be refused: {b}");
    }
}
