//! `hexc puzzles`: a tiny seeded run keeps what the criteria say (every
//! puzzle's first move clearly best at the verification budget, its line
//! winning material, its themes known), the same run twice gives the same
//! file, `--check` passes it and catches a forged one; and the puzzle file
//! the site ships passes `--check` (lines, gains and themes of every
//! puzzle; the margin re-searched for every 40th: the whole file takes
//! minutes); runs mined from other games merge, a position in two runs
//! kept once, and only runs verified alike merge.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

fn hexc(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_hexc"))
        .args(args)
        .output()
        .expect("hexc runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn tmp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("hexc-puzzles-{}-{name}", std::process::id()))
}

const TINY: [&str; 10] = [
    "puzzles",
    "--players",
    "3",
    "--games",
    "1",
    "--ply-cap",
    "80",
    "--seed",
    "3",
    "--threads",
];

fn mine(out: &Path) -> Value {
    mine_from(out, "3", "0")
}

/// The tiny run with games from `first` on, game `g` seeded `seed + g`.
fn mine_from(out: &Path, seed: &str, first: &str) -> Value {
    let mut args: Vec<&str> = TINY.to_vec();
    args[8] = seed;
    let out_s = out.to_str().expect("utf-8 path");
    args.extend(["1", "--first-game", first, "--out", out_s]);
    let (ok, _, err) = hexc(&args);
    assert!(ok, "the miner runs: {err}");
    assert!(err.contains("positions tested"), "it says its yield: {err}");
    serde_json::from_str(&std::fs::read_to_string(out).expect("written")).expect("JSON")
}

#[test]
fn a_tiny_seeded_run_keeps_clear_puzzles_and_checks_out() {
    let (a, b) = (tmp("a.json"), tmp("b.json"));
    let file = mine(&a);
    let puzzles = file["puzzles"].as_array().expect("a list");
    assert!(!puzzles.is_empty(), "seed 3 keeps puzzles");
    let margin = file["margin"].as_i64().expect("margin");
    for p in puzzles {
        assert_eq!(p["players"], 3);
        let first = &p["checks"][0];
        assert_eq!(first["at"], 0, "the first hop is a choice, and checked");
        let scores: Vec<i64> = first["scores"]
            .as_array()
            .expect("scores")
            .iter()
            .map(|s| s[4].as_i64().expect("a score"))
            .collect();
        assert!(scores.len() >= 2, "a puzzle has a choice");
        assert!(scores[0] - scores[1] >= margin, "clearly best: {scores:?}");
        assert_eq!(p["gap"].as_i64(), Some(scores[0] - scores[1]));
        assert!(
            p["gain"].as_i64().expect("gain") >= 1,
            "the line wins material"
        );
        let line = p["line"].as_array().expect("line");
        assert_eq!(line[0][0], p["player"], "the player moves first");
        assert_eq!(
            &line[0].as_array().unwrap()[1..],
            &first["scores"][0].as_array().unwrap()[..4]
        );
        for t in p["themes"].as_array().expect("themes") {
            let known = [
                "capture",
                "chain",
                "crowning",
                "elimination",
                "skipped",
                "tax",
                "endgame",
            ];
            assert!(known.contains(&t.as_str().unwrap()), "{t}");
        }
        assert!((1..=5).contains(&p["difficulty"].as_i64().unwrap()));
    }
    // Seeded: the same file again.
    mine(&b);
    assert_eq!(std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());
    let (ok, out, _) = hexc(&["puzzles", "--check", a.to_str().unwrap()]);
    assert!(ok && out.contains("0 faults"), "{out}");

    // A forged file: a theme the line does not do, a gain it does not win.
    let mut forged = file.clone();
    forged["puzzles"][0]["themes"] = serde_json::json!(["elimination"]);
    forged["puzzles"][0]["gain"] = serde_json::json!(5);
    std::fs::write(&b, forged.to_string()).unwrap();
    let (ok, out, _) = hexc(&["puzzles", "--check", b.to_str().unwrap()]);
    assert!(!ok && out.contains("1 faults"), "{out}");
    // An illegal hop.
    let mut forged = file.clone();
    forged["puzzles"][0]["line"][0][3] = serde_json::json!(99);
    std::fs::write(&b, forged.to_string()).unwrap();
    let (ok, out, _) = hexc(&["puzzles", "--check", b.to_str().unwrap()]);
    assert!(!ok && out.contains("is not legal"), "{out}");
    let _ = (std::fs::remove_file(&a), std::fs::remove_file(&b));
}

#[test]
fn runs_merge_without_duplicates_and_only_with_the_same_verification() {
    let (a, b, c) = (tmp("m-a.json"), tmp("m-b.json"), tmp("m-c.json"));
    let file = mine(&a);
    let n = file["puzzles"].as_array().expect("a list").len();
    assert!(file["puzzles"][0]["id"]
        .as_str()
        .unwrap()
        .starts_with("3-0-"));
    // Game 1 of seed 2 is game 0 of seed 3: the same positions, under other ids.
    let later = mine_from(&b, "2", "1");
    assert_eq!(later["runs"][0]["firstGame"], 1);
    assert_eq!(later["runs"][0]["games"]["3"], 1);
    for (x, y) in later["puzzles"]
        .as_array()
        .unwrap()
        .iter()
        .zip(file["puzzles"].as_array().unwrap())
    {
        assert_eq!(x["snapshot"], y["snapshot"]);
        assert_eq!(
            x["id"].as_str().unwrap(),
            y["id"].as_str().unwrap().replacen("3-0-", "3-1-", 1)
        );
    }
    let merge = |x: &Path, y: &Path| {
        hexc(&[
            "puzzles",
            "--merge",
            x.to_str().unwrap(),
            "--merge",
            y.to_str().unwrap(),
            "--out",
            c.to_str().unwrap(),
        ])
    };
    let (ok, _, err) = merge(&a, &b);
    assert!(ok, "{err}");
    assert!(
        err.contains(&format!("{n} positions already in an earlier file dropped")),
        "{err}"
    );
    let merged: Value = serde_json::from_str(&std::fs::read_to_string(&c).unwrap()).unwrap();
    assert_eq!(merged["puzzles"], file["puzzles"], "the first file's, once");
    assert_eq!(merged["runs"].as_array().unwrap().len(), 2);
    assert_eq!(merged["tested"], file["tested"].as_u64().unwrap() * 2);
    // Other verification settings: refused, nothing written.
    let mut other = file.clone();
    other["margin"] = serde_json::json!(100);
    std::fs::write(&b, other.to_string()).unwrap();
    std::fs::remove_file(&c).unwrap();
    let (ok, _, err) = merge(&a, &b);
    assert!(
        !ok && err.contains("its margin is not the first file's"),
        "{err}"
    );
    assert!(!c.exists());
    // One id for two positions: refused.
    let mut clash = file.clone();
    clash["puzzles"][0]["snapshot"] = serde_json::json!("another position");
    std::fs::write(&b, clash.to_string()).unwrap();
    let (ok, _, err) = merge(&a, &b);
    assert!(!ok && err.contains("names two positions"), "{err}");
    for f in [&a, &b, &c] {
        let _ = std::fs::remove_file(f);
    }
}

#[test]
fn the_shipped_puzzles_check_out() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../www/app/puzzles/puzzles.json");
    let (ok, out, err) = hexc(&[
        "puzzles",
        "--check",
        file.to_str().unwrap(),
        "--sample",
        "40",
    ]);
    assert!(ok, "{out}{err}");
    let data: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let puzzles = data["puzzles"].as_array().unwrap();
    assert!(puzzles.len() >= 300, "{} puzzles", puzzles.len());
    for n in [2, 3, 4, 6] {
        assert!(
            puzzles.iter().any(|p| p["players"] == n),
            "some at {n} seats"
        );
    }
}
