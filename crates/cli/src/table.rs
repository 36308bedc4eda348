//! The table a match is played on, as `hexc arena`, `hexc book` and `hexc
//! selfplay` read it from the command line (one set of arguments,
//! flattened into each command's settings).

/// `--players` and `--radius`.
#[derive(clap::Args, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Table {
    /// Seats at the table, 2 to 6.
    #[arg(long, default_value_t = 2)]
    pub players: usize,
    /// Board radius, 2 to 8.
    #[arg(long, default_value_t = 5)]
    pub radius: i32,
}
