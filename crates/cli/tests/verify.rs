//! `hexc verify` on remote-game records made by the page's own code
//! (`scripts/remote-fixtures.mjs`): a valid record and its link pass with every
//! bot hop replayed; a damaged signature, a bot hop that is not the bot's, a
//! truncated link and a key written twice are each reported.

use std::path::{Path, PathBuf};
use std::process::Command;

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// Runs `hexc verify` on a file; (exit success, stdout).
fn verify(path: &Path) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_hexc"))
        .arg("verify")
        .arg(path)
        .output()
        .expect("hexc runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// Writes `text` to a scratch file of this test and verifies it.
fn verify_text(name: &str, text: &str) -> (bool, String) {
    let path = std::env::temp_dir().join(format!("hexc-verify-{}-{name}", std::process::id()));
    std::fs::write(&path, text).expect("scratch file");
    let result = verify(&path);
    let _ = std::fs::remove_file(&path);
    result
}

#[test]
fn a_valid_record_and_its_link_pass_with_every_bot_hop_replayed() {
    for file in ["remote-ok.json", "remote-ok.link"] {
        let (ok, out) = verify(&data(file));
        assert!(ok, "{file}: {out}");
        assert!(
            out.contains("3 seats, 40 turns, 40 hops (in progress)"),
            "{out}"
        );
        assert!(
            out.contains("13 bot hops replayed from the seed: all the bot's own"),
            "{out}"
        );
    }
}

#[test]
fn a_damaged_signature_is_refused_naming_the_turn() {
    let (ok, out) = verify(&data("remote-forged.json"));
    assert!(!ok);
    assert!(
        out.starts_with("refused: turn 4: seat 0's signature does not check out"),
        "{out}"
    );
}

#[test]
fn a_bot_hop_that_is_not_the_bots_is_reported() {
    let (ok, out) = verify(&data("remote-bot-swapped.json"));
    assert!(!ok);
    assert!(
        out.contains("turn 3: seat 2 (bot level 2) played d7-e8, the bot plays d8-e8"),
        "{out}"
    );
    assert!(out.contains("1 of 13 bot hops are not the bot's"), "{out}");
}

#[test]
fn hostile_files_are_refused_with_what_failed() {
    let link = std::fs::read_to_string(data("remote-ok.link")).expect("fixture");
    let (ok, out) = verify_text("cut.link", &link[..link.len() / 2]);
    assert!(
        !ok && out.starts_with("refused: unreadable: the link"),
        "{out}"
    );
    let json = std::fs::read_to_string(data("remote-ok.json")).expect("fixture");
    let (ok, out) = verify_text(
        "dup.json",
        &json.replacen("{\"hcr\":1,", "{\"hcr\":1,\"hcr\":1,", 1),
    );
    assert!(
        !ok && out.contains("the key \"hcr\" is written twice"),
        "{out}"
    );
    let (ok, out) = verify_text(
        "radius.json",
        &json.replacen("\\\"radius\\\":4", "\\\"radius\\\":5", 1),
    );
    assert!(
        !ok && out.contains("the settings are not the ones its creator signed"),
        "{out}"
    );
    let (ok, out) = verify_text("seat.json", &json.replacen("[[0,", "[[9,", 1));
    assert!(
        !ok && out.contains("turn 1: bad or missing field: seat"),
        "{out}"
    );
}
