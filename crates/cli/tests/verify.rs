//! `hexc verify` on remote-game records made by the page's own code
//! (`scripts/remote-fixtures.mjs`): a valid record and its link pass with every
//! bot hop replayed by the bot version they name; a record of an older version
//! is replayed with it, one naming a version this build does not know is not
//! verified (exit 1), a stand-in without the table's votes is refused, and one naming none (made before records named it) is
//! matched with the version that plays it; a damaged signature, a bot hop that
//! is not the bot's, a truncated link and a key written twice are each
//! reported.

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
            // Made by version 3, and replayed with it after version 4 shipped.
            "17 bot hops replayed from the seed with bot version 3: all the bot's own",
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
        run.1
            .contains("1 of 13 bot hops are not the bot's (bot version 3)"),
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
fn a_record_of_bot_version_1_is_replayed_with_version_1() {
    expect(
        verify(&data("remote-v1.json")),
        true,
        "13 bot hops replayed from the seed with bot version 1: all the bot's own",
    );
}

#[test]
fn five_seats_play_version_5_and_a_version_4_record_there_still_verifies() {
    // Made by the page at five seats, where version 5 is played by default (bot::DEFAULT_VERSIONS):
    // its record names 5 and its level-5 hops are version 5's.
    expect(
        verify(&data("remote2-five-v5.json")),
        true,
        "1 bot hops replayed from the seed with bot version 5: all the bot's own",
    );
    // Made by version 4 at five seats, before version 5 was played there: still verified.
    expect(
        verify(&data("remote2-five-v4.json")),
        true,
        "1 bot hops replayed from the seed with bot version 4: all the bot's own",
    );
    // Version 5's hops under a head naming version 4 are not version 4's: the replay follows the head.
    expect(
        verify(&data("remote2-five-v5-named-v4.json")),
        false,
        "1 of 1 bot hops are not the bot's (bot version 4)",
    );
}

#[test]
fn a_record_of_a_version_this_build_does_not_know_is_not_verified() {
    // A made-up version must not opt a record out of the bot-hop check: its bot hops cannot be
    // checked, so it is not verified (exit 1), in both formats.
    expect(
        verify(&data("remote-unknown-version.json")),
        false,
        "not verified: made by bot version 99, which this build does not know: 17 bot hops cannot be checked",
    );
    expect(
        verify(&data("remote2-unknown-bot.json")),
        false,
        "not verified: made by bot version 99",
    );
}

#[test]
fn a_record_that_names_no_version_is_matched_with_the_version_that_plays_it() {
    expect(
        verify(&data("remote-v1-unnamed.json")),
        true,
        "the record names no bot version; bot hops match bot version 1",
    );
    // Made by the page before records named the version: the bot of then.
    expect(
        verify(&data("remote-before-versions.json")),
        true,
        "13 bot hops replayed from the seed: the record names no bot version; bot hops match bot version 2",
    );
    let run = verify(&data("remote-bot-swapped-unnamed.json"));
    assert!(
        run.1
            .contains("turn 3: seat 2 (bot level 2) played d7-e8, the bot plays d8-e8"),
        "{}",
        run.1
    );
    // Compared with the version three seats play now (8 since version 8 became their default),
    // whose own hops differ from the record's honest ones later on too.
    expect(
        run,
        false,
        &format!(
            "4 of 13 bot hops are not the bot's (the record names no bot version, and no version this build knows plays them all; compared with the current version, {})",
            bot::Profile::default_version(3)
        ),
    );
}

#[test]
fn the_bot_version_is_signed_with_the_settings_and_checked() {
    let json = std::fs::read_to_string(data("remote-v1.json")).expect("fixture");
    let cases = [
        // Claiming another version for the record (to excuse a hop) breaks the creator's signature.
        (
            "\\\"bot\\\":\\\"3\\\"",
            "the settings are not the ones its creator signed",
        ),
        ("\\\"bot\\\":1", "bad or missing field: bot (version)"),
    ];
    for (i, (bot, said)) in cases.into_iter().enumerate() {
        let changed = json.replacen("\\\"bot\\\":\\\"1\\\"", bot, 1);
        assert_ne!(changed, json);
        expect(
            verify_text(&format!("version{i}.json"), &changed),
            false,
            said,
        );
    }
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

// ---- format 2 (scripts/remote-fixtures.mjs): bound seats, a chain over content, time -----------

#[test]
fn a_record_of_format_2_passes_and_its_signatures_twins_change_nothing() {
    let said = "3 seats, 36 turns, 40 hops (in progress)";
    // remote2-high-s.json is remote2-ok.json with every other signature rewritten s -> n - s, as a
    // relay could without any key: the same record, not a fork.
    for file in ["remote2-ok.json", "remote2-high-s.json"] {
        let run = verify(&data(file));
        assert!(run.1.contains(said), "{file}: {}", run.1);
        expect(
            run,
            true,
            "bot hops replayed from the seed with bot version",
        );
    }
}

#[test]
fn time_that_goes_backwards_runs_ahead_or_claims_early_is_refused_naming_the_turn() {
    expect(
        verify(&data("remote2-future.json")),
        false,
        "refused: turn 5: stamped in the future (4102444800000 ms, later than this machine's clock",
    );
    expect(
        verify(&data("remote2-backwards.json")),
        false,
        "refused: turn 5: its time goes backwards",
    );
    expect(
        verify(&data("remote2-claim-early.json")),
        false,
        "refused: turn 5: a claim on time before the deadline (due at 1700003840000 ms)",
    );
}

#[test]
fn a_seat_played_before_it_is_bound_or_one_key_for_two_seats_is_refused() {
    expect(
        verify(&data("remote2-unbound.json")),
        false,
        "refused: turn 1: a move before every friend's seat was bound",
    );
    expect(
        verify(&data("remote2-two-keys.json")),
        false,
        "refused: seat 2: its key already holds a seat (one key holds one friend's seat)",
    );
    // Relabelled as format 1 (whose friends' keys come with their first turns) to skip the binding.
    let json = std::fs::read_to_string(data("remote2-unbound.json")).expect("fixture");
    let mut record: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    record["hcr"] = 1.into();
    record.as_object_mut().expect("object").remove("seats");
    expect(
        verify_text("relabelled.json", &record.to_string()),
        false,
        "bad or missing field: v (the settings' format)",
    );
}

#[test]
fn a_name_with_a_direction_override_is_refused() {
    expect(
        verify(&data("remote2-names.json")),
        false,
        "bad or missing field: names (a line break, a control character or a direction override)",
    );
}

#[test]
fn a_bot_standing_in_for_a_friend_is_named_and_replayed_like_a_bot_seat() {
    // Turn 2: the creator's device let the bot at level 3 play Bob's seat (his device had dropped).
    let run = verify(&data("remote2-stand-in.json"));
    assert!(
        run.1
            .contains("turn 2: the bot at level 3 stood in for seat 1 (1 hop)"),
        "the stand-in hop is named: {}",
        run.1
    );
    expect(
        run,
        true,
        "1 bot hops replayed from the seed with bot version",
    );
    let run = verify(&data("remote2-stand-in-cheat.json"));
    assert!(
        run.1.contains("turn 2: seat 1 (bot level 3) played"),
        "{}",
        run.1
    );
    expect(run, false, "1 of 1 bot hops are not the bot's");
}

#[test]
fn a_bot_standing_in_without_the_tables_votes_is_refused() {
    // The creator's key alone, and a vote replayed after Bob's device came back and played turn 5.
    expect(
        verify(&data("remote2-stand-in-alone.json")),
        false,
        "turn 2: a bot stood in for seat 1 without the table's agreement: a device holding another seat did not vote",
    );
    expect(
        verify(&data("remote2-stand-in-replayed.json")),
        false,
        "turn 8: a bot stood in for seat 1 without the table's agreement: a vote from before the seat last played itself (replayed)",
    );
}
