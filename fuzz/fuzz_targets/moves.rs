//! Fuzz property 2: arbitrary sequences of moves, legal and not, on games of
//! every size: illegal ones are refused with the state unchanged, legal ones
//! keep every invariant.
//!
//! The property lives in `crates/engine/tests/common/props.rs` (included by
//! `common.rs`), shared with the proptest run of `cargo test`.
#![no_main]

#[allow(dead_code)]
mod common;
use common::props;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    props::moves_bytes(data);
});
