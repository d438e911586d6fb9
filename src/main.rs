//! The `sudoku-press` command; all of its work is in [`cli`].

mod cli;

fn main() -> std::process::ExitCode {
    cli::main()
}
