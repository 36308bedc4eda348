//! `hexc record` on text records written by the page's own writer
//! (`scripts/record-fixtures.mjs`): twelve games at two to six seats, each
//! with side lines (nested, and leaving chains midway), read to the same
//! hops, side lines and tree positions the page's reader finds; damaged
//! copies refused with the line that is wrong, and nothing printed for them.

use std::path::{Path, PathBuf};
use std::process::Command;

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// Runs `hexc record` on a file; (exit success, stdout, stderr).
fn record(path: &Path) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_hexc"))
        .arg("record")
        .arg(path)
        .output()
        .expect("hexc runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn fixture() -> String {
    std::fs::read_to_string(data("side-lines.txt")).expect("the fixture")
}

#[test]
fn every_game_and_side_line_reads_as_the_page_reads_it() {
    let (ok, out, err) = record(&data("side-lines.txt"));
    assert!(ok, "{err}");
    let expected = std::fs::read_to_string(data("side-lines.expected")).expect("expected");
    let want: Vec<String> = expected
        .lines()
        .filter(|l| !l.starts_with('#'))
        .enumerate()
        .map(|(i, l)| {
            let v: Vec<&str> = l.split(' ').collect();
            format!(
                "game {}: {} seats, radius {}, {} hops, {} side lines, {} positions in the tree",
                i + 1,
                v[0],
                v[1],
                v[2],
                v[3],
                v[4]
            )
        })
        .collect();
    assert_eq!(out.lines().collect::<Vec<_>>(), want);
    assert!(want.len() == 12 && fixture().matches('(').count() >= 40);
}

/// The fixture's first game with `from` replaced by `to` (once).
fn damaged(name: &str, from: &str, to: &str) -> PathBuf {
    let text = fixture();
    let first = &text[..text.find("\n\n[").expect("two games")];
    assert!(first.contains(from), "{from:?} is in the first game");
    let path = std::env::temp_dir().join(format!("hexc-record-{}-{name}.txt", std::process::id()));
    std::fs::write(&path, first.replacen(from, to, 1)).expect("written");
    path
}

fn refused(path: &Path, said: &str) {
    let (ok, out, err) = record(path);
    std::fs::remove_file(path).ok();
    assert!(!ok, "refused: {out}");
    assert!(
        out.is_empty(),
        "nothing printed for a refused record: {out}"
    );
    assert!(err.contains(said), "expected {said:?} in: {err}");
}

#[test]
fn a_damaged_record_is_refused_naming_its_line() {
    // The first game's first side line: `(2... b1-c2 b5-b4 3. g5-g6)` on line 12.
    let cases = [
        (
            "illegal",
            "(2... b1-c2",
            "(2... b1-c4",
            "line 12, turn 1: b1-c4: is not legal there",
        ),
        ("unclosed", "g5xi5) *", "g5xi5", "never closed"),
        (
            "unopened",
            "c6-d6 3. h3-g4",
            "c6-d6 ) 3. h3-g4",
            "line 12: a bracket closed that was never opened",
        ),
        (
            "empty",
            "(2... b1-c2 b5-b4 3. g5-g6)",
            "()",
            "an empty side line",
        ),
        (
            "result",
            "3. g5-g6)",
            "3. g5-g6 *)",
            "a result inside a side line",
        ),
        (
            "mark",
            "(2... b1-c2",
            "(2... b1-c2=K",
            "=K where no man is crowned",
        ),
        ("cell", "(2... b1-c2", "(2... b1-z9", "z9 is not a cell"),
        (
            "first",
            "1. h4-g5",
            "(1. h4-g5) 1. h4-g5",
            "a side line before any move",
        ),
        ("players", "[Players \"3\"]", "[Players \"9\"]", "Players 9"),
        ("noresult", " *", "", "without a result"),
    ];
    for (name, from, to, said) in cases {
        refused(&damaged(name, from, to), said);
    }
}
