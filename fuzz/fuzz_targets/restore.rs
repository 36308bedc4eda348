//! Fuzz property 1: `restore` of arbitrary bytes never panics, and whatever
//! it accepts snapshots back to the same text (and agrees with the plain
//! reference).
//!
//! The property lives in `crates/engine/tests/common/props.rs`, shared
//! with the proptest run of `cargo test`.
#![no_main]

#[allow(dead_code)]
#[path = "../../crates/engine/tests/common/bridge.rs"]
mod bridge;
#[allow(dead_code)]
#[path = "../../crates/engine/tests/common/props.rs"]
mod props;
#[allow(dead_code)]
#[path = "../../crates/engine/tests/common/ref_endings.rs"]
mod ref_endings;
#[allow(dead_code)]
#[path = "../../crates/engine/tests/common/reference.rs"]
mod reference;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    props::restore_bytes(data);
});
