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

/// Asserts how a run ended and that its report says `said`.
fn expect((ok, out): (bool, String), success: bool, said: &str) {
    assert_eq!(ok, success, "{out}");
    assert!(out.contains(said), "expected {said:?} in: {out}");
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
        let run = verify(&data(file));
        assert!(
            run.1.contains("3 seats, 36 turns, 40 hops (in progress)"),
            "{}",
            run.1
        );
        expect(
            run,
            true,
            "17 bot hops replayed from the seed: all the bot's own",
        );
    }
}

#[test]
fn a_damaged_signature_is_refused_naming_the_turn() {
    let run = verify(&data("remote-forged.json"));
    expect(
        run,
        false,
        "refused: turn 4: seat 0's signature does not check out",
    );
}

#[test]
fn a_bot_hop_that_is_not_the_bots_is_reported() {
    let run = verify(&data("remote-bot-swapped.json"));
    assert!(
        run.1.contains("1 of 13 bot hops are not the bot's"),
        "{}",
        run.1
    );
    expect(
        run,
        false,
        "turn 3: seat 2 (bot level 2) played d7-e8, the bot plays d8-e8",
    );
}

#[test]
fn hostile_files_are_refused_with_what_failed() {
    let link = std::fs::read_to_string(data("remote-ok.link")).expect("fixture");
    let cut = verify_text("cut.link", &link[..link.len() / 2]);
    expect(cut, false, "refused: unreadable: the link");
    let json = std::fs::read_to_string(data("remote-ok.json")).expect("fixture");
    let twice = json.replacen("{\"hcr\":1,", "{\"hcr\":1,\"hcr\":1,", 1);
    expect(
        verify_text("dup.json", &twice),
        false,
        "the key \"hcr\" is written twice",
    );
    let radius = json.replacen("\\\"radius\\\":4", "\\\"radius\\\":5", 1);
    expect(
        verify_text("radius.json", &radius),
        false,
        "the settings are not the ones its creator signed",
    );
    let seat = json.replacen("[[0,", "[[9,", 1);
    expect(
        verify_text("seat.json", &seat),
        false,
        "turn 1: bad or missing field: seat",
    );
}
