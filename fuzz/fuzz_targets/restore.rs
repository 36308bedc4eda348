//! Fuzz property 1: `restore` of arbitrary bytes never panics, and whatever
//! it accepts snapshots back to the same text (and agrees with the plain
//! reference).
//!
//! The property lives in `crates/engine/tests/common/props.rs` (included by
//! `common.rs`), shared with the proptest run of `cargo test`.
#![no_main]

#[allow(dead_code)]
mod common;
use common::props;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    props::restore_bytes(data);
});
