//! Fuzz property 3: the fast move generator agrees with the plain reference
//! generator (legal moves, outcomes, snapshot text) on every reached position;
//! and docs/endings.md (resignations, agreements, house rules) agrees with its
//! reference on the same bytes.
//!
//! The property lives in `crates/engine/tests/common/props.rs` (included by
//! `common.rs`), shared with the proptest run of `cargo test`.
#![no_main]

#[allow(dead_code)]
mod common;
use common::props;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let _ = props::reference_bytes(data);
    let _ = props::endings_bytes(data);
});
