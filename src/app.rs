//! The command line's work without its process: what `generate`, the
//! reading commands and the page ask in their flags, resolved and checked
//! into plans, and the page's answers (sheets, levels, puzzles to play,
//! hints and checks). The `sudoku-press` command wires it to files,
//! terminals and its server; the browser edition to a Web Worker. Built with
//! the `app` feature.

// Their help is their documentation: a doc comment on a flattened field or
// an `Args` struct would change what `--help` says.
#[allow(missing_docs)]
pub mod args;
pub mod budget;
pub mod inspect;
pub mod plan;
pub mod query;
pub mod sheet_args;
pub mod site;
pub mod surroundings;
pub mod written;
