//! Rendering with `rsvg-convert`: every picture to a PNG of its own size,
//! in `target/diagrams/` to be looked at.

use std::path::{Path, PathBuf};
use std::process::Command;

use roxmltree::Document;

use super::reading::num;

pub(crate) fn out_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .unwrap()
        .join("diagrams");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The PNG's size from its header (signature, then the IHDR chunk).
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert!(
        bytes.len() > 24 && bytes.starts_with(b"\x89PNG\r\n\x1a\n"),
        "not a PNG"
    );
    assert_eq!(&bytes[12..16], b"IHDR");
    let be = |b: &[u8]| u32::from_be_bytes([b[0], b[1], b[2], b[3]]);
    (be(&bytes[16..20]), be(&bytes[20..24]))
}

/// Writes `name.svg`, renders `name.png` with rsvg-convert and checks its size.
pub(crate) fn render(svg: &str, name: &str) {
    let installed = Command::new("rsvg-convert").arg("--version").output();
    assert!(
        installed.is_ok_and(|o| o.status.success()),
        "rsvg-convert is missing: run `bash scripts/setup-browser.sh` (it installs \
         Debian's librsvg2-bin), then the tests again"
    );
    let dir = out_dir();
    let (svg_path, png_path) = (
        dir.join(format!("{name}.svg")),
        dir.join(format!("{name}.png")),
    );
    std::fs::write(&svg_path, svg).unwrap();
    let _ = std::fs::remove_file(&png_path);
    let out = Command::new("rsvg-convert")
        .arg("--output")
        .arg(&png_path)
        .arg(&svg_path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "rsvg-convert {name}.svg: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc = Document::parse(svg).unwrap();
    let root = doc.root_element();
    let size = (num(root, "width") as u32, num(root, "height") as u32);
    assert_eq!(
        png_size(&std::fs::read(&png_path).unwrap()),
        size,
        "{name}.png"
    );
}
