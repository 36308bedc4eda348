//! What every fuzz target runs: the properties of
//! `crates/engine/tests/common/props.rs` (shared with the proptest run of
//! `cargo test`) and the reference law they compare the engine with.
//! Each target includes this file once (`mod common`), so the list of the
//! engine tests' modules is written here only.

#[path = "../../crates/engine/tests/common/bridge.rs"]
pub mod bridge;
#[path = "../../crates/engine/tests/common/props.rs"]
pub mod props;
#[path = "../../crates/engine/tests/common/ref_endings.rs"]
pub mod ref_endings;
#[path = "../../crates/engine/tests/common/reference.rs"]
pub mod reference;
