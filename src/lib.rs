//! sudoku-press: Sudoku puzzles of every box shape from 4x4 to 25x25.
//!
//! The engine fills complete grids from a seeded, value-stable RNG, counts
//! and finds solutions exactly, and reads and writes the text formats.
//!
//! ```
//! use sudoku_press::{format, solver::Solver, Shape};
//!
//! let shape = Shape::new(2, 2).unwrap();
//! let puzzles = format::parse_text("1...\n..2.\n.3..\n...4\n", Some(shape)).unwrap();
//! let mut solver = Solver::new(shape);
//! let count = solver.count(&puzzles[0].grid, 2);
//! assert_eq!(count.count, 2);
//! ```
#![warn(missing_docs)]

pub mod candidates;
pub mod fill;
pub mod format;
pub mod grid;
pub mod rng;
pub mod shape;
pub mod solver;

pub use candidates::Candidates;
pub use grid::Grid;
pub use shape::Shape;
