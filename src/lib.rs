//! sudoku-press: Sudoku puzzles of every box shape from 4x4 to 25x25.
//!
//! The engine fills complete grids from a seeded, value-stable RNG, counts
//! and finds solutions exactly, and reads and writes the text formats; the
//! grader rates puzzles by the human techniques they need and the carver
//! makes puzzles of an exact level; `sheet` and `pdf` typeset them into
//! print-ready sheets with answer keys (`svg` draws a sheet's page for a
//! preview), and `book` into print-on-demand books from a TOML description
//! (bytes out: the caller writes them).
//!
//! ```
//! use sudoku_press::{fill::Filler, format, rng, solver::Solver, Shape};
//!
//! // A 4x4 puzzle (boxes 2 wide, 2 tall) in the grid format.
//! let shape = Shape::new(2, 2).unwrap();
//! let puzzles = format::parse_text("1 . | . .\n. . | 2 .\n----+----\n. 3 | . .\n. . | . 4\n", None).unwrap();
//! let mut solver = Solver::new(shape);
//! let count = solver.count(&puzzles[0].grid, 2);
//! assert_eq!(count.count, 1);
//! assert_eq!(count.solution.unwrap().to_line(), "1243342143122134");
//!
//! // A complete 6x6 grid from a seed: the same seed gives the same grid.
//! let shape = Shape::conventional(6).unwrap();
//! let grid = Filler::new(shape).fill(&mut rng::stream(7, 0));
//! assert!(grid.is_solved());
//! ```
//!
//! A graded 6x6 puzzle for a child, then a PDF of it and its answer key, in
//! memory:
//!
//! ```
//! use sudoku_press::carve::{CarveOptions, Carver};
//! use sudoku_press::sheet::{self, SheetOptions, SheetPuzzle};
//! use sudoku_press::logic::Level;
//! use sudoku_press::{Shape, pdf, rng, solver::Solver};
//!
//! let shape = Shape::conventional(6).unwrap();
//! let opts = CarveOptions { level: Level::Easy, ..CarveOptions::default() };
//! let mut carver = Carver::new(shape, opts).unwrap();
//! // Seed 42, puzzle 0 of the run: the same puzzle on every machine.
//! let carved = carver.carve(&mut rng::stream(42, 0)).unwrap();
//! assert_eq!(carved.level(), Level::Easy);
//! assert!(Solver::new(shape).is_unique(&carved.puzzle));
//!
//! let puzzle = SheetPuzzle {
//!     number: 1,
//!     layout: carved.puzzle.shared_layout().clone(),
//!     puzzle: carved.puzzle.cells().to_vec(),
//!     solution: carved.solution.cells().to_vec(),
//!     caption: sheet::caption(1, carved.puzzle.layout(), carved.level(), None, Default::default()),
//!     stars: sheet::level_stars(carved.level()),
//! };
//! let sheets = sheet::typeset(&[puzzle], &SheetOptions::default()).unwrap();
//! let bytes = pdf::to_pdf(&sheets.main).unwrap();
//! assert!(bytes.starts_with(b"%PDF"));
//! // A page of puzzles, then a page of keys.
//! assert_eq!(sheets.main.pages.len(), 2);
//! ```
#![warn(missing_docs)]

#[cfg(feature = "app")]
pub mod app;
pub mod batch;
pub mod book;
pub mod cages;
pub mod canvas;
pub mod carve;
pub mod cell;
pub mod deadline;
pub mod fill;
pub mod fonts;
pub mod format;
pub mod geometry;
pub mod grid;
pub mod houses;
pub mod lang;
pub mod layout;
pub mod logic;
pub mod pdf;
pub mod picture;
pub mod play;
pub mod records;
pub mod regions;
pub mod relations;
pub mod rng;
pub mod shape;
pub mod sheet;
pub mod solver;
pub mod svg;
pub mod symbol;
pub mod symmetry;
pub mod variant;

pub use cell::{Cell, House, HouseRange};
pub use grid::Grid;
pub use shape::Shape;
pub use symbol::{Symbol, SymbolSet};

/// The README's Rust examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
