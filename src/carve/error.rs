//! Why no puzzle was made.

use super::options::ranges;
use super::{min_clues, symmetric_levels};
use crate::layout::Variant;
use crate::logic::{Level, bands};
use crate::shape::Shape;
use crate::symmetry::Symmetry;
use std::fmt;
use std::time::Duration;

/// Why no puzzle was made.
#[derive(Clone, Debug, PartialEq)]
pub enum CarveError {
    /// The shape never needs the level's techniques.
    Unreachable {
        /// The shape.
        shape: Shape,
        /// The variant.
        variant: Variant,
        /// The level asked for.
        level: Level,
        /// The levels the shape can reach.
        reachable: Vec<Level>,
    },
    /// The clue bounds are impossible for the shape.
    BadClues {
        /// The shape.
        shape: Shape,
        /// The cells of its puzzles (a samurai's five grids').
        cells: usize,
        /// The bounds given.
        clues: (usize, usize),
    },
    /// `--minimal` with a level that is a band of effort below the top:
    /// the fewest clues take more effort than the band allows.
    NotMinimal {
        /// The shape.
        shape: Shape,
        /// The level asked for.
        level: Level,
    },
    /// The clue bounds lie below the fewest clues a puzzle of the shape
    /// with one solution can have.
    TooFewClues {
        /// The shape.
        shape: Shape,
        /// The bounds given.
        clues: (usize, usize),
        /// The fewest clues possible.
        minimum: usize,
    },
    /// The symmetry's orbits cannot add up to any count within the bounds.
    OffSymmetry {
        /// The shape.
        shape: Shape,
        /// The symmetry.
        symmetry: Symmetry,
        /// The bounds given.
        clues: (usize, usize),
        /// The clue counts the symmetry allows, from the minimum up.
        possible: Vec<usize>,
    },
    /// No puzzle of the level has the symmetry on this shape.
    OffSymmetryLevel {
        /// The shape.
        shape: Shape,
        /// The symmetry.
        symmetry: Symmetry,
        /// The level asked for.
        level: Level,
        /// The levels with that symmetry.
        possible: Vec<Level>,
    },
    /// The variant cannot be laid out on the shape: hyper windows on boxes
    /// that are not square, a jigsaw past 16x16.
    Layout {
        /// Why.
        why: String,
    },
    /// The time budget ran out.
    GaveUp {
        /// The shape.
        shape: Shape,
        /// The variant.
        variant: Variant,
        /// The level asked for.
        level: Level,
        /// Grids tried.
        attempts: usize,
        /// The budget.
        budget: Duration,
    },
}

impl fmt::Display for CarveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CarveError::Unreachable {
                shape,
                variant,
                level,
                reachable,
            } => {
                let kind = kind(*shape, *variant);
                let names = reachable
                    .iter()
                    .map(|l| l.name())
                    .collect::<Vec<_>>()
                    .join(", ");
                let n = shape.side();
                if n == 4 {
                    write!(
                        f,
                        "a 4x4 grid ({kind}) never needs {level} techniques; it can reach {names}"
                    )
                } else {
                    write!(
                        f,
                        "{level} {n}x{n} puzzles ({kind}) are out of this generator's reach \
                         (too rare to find in time); it makes {names}"
                    )
                }
            }
            CarveError::BadClues {
                shape,
                cells,
                clues,
            } => write!(
                f,
                "clue bounds {}-{} do not fit a {n}x{n} grid{of}: want MIN <= MAX, \
                 with MAX from {} to {cells}",
                clues.0,
                clues.1,
                min_clues(*shape),
                n = shape.side(),
                of = if *cells > shape.cells() {
                    "'s samurai"
                } else {
                    ""
                },
            ),
            CarveError::NotMinimal { shape, level } => {
                let n = shape.side();
                write!(
                    f,
                    "--minimal: {level} {n}x{n} puzzles (box {shape}) are a band of effort that \
                     puzzles with the fewest clues overshoot; use --minimal with {} or above",
                    bands::top_band(*shape)
                )
            }
            CarveError::TooFewClues {
                shape,
                clues,
                minimum,
            } => write!(
                f,
                "clue bounds {}-{}: no {n}x{n} puzzle (box {shape}) with one solution has fewer \
                 than {minimum} clues; ask for MAX of {minimum} or more",
                clues.0,
                clues.1,
                n = shape.side()
            ),
            CarveError::OffSymmetry {
                shape,
                symmetry,
                clues,
                possible,
            } => write!(
                f,
                "clue bounds {}-{}: with symmetry {symmetry}, a {n}x{n} puzzle (box {shape}) \
                 has {} clues; widen --clues or pick another --symmetry",
                clues.0,
                clues.1,
                ranges(possible),
                n = shape.side()
            ),
            CarveError::OffSymmetryLevel {
                shape,
                symmetry,
                level,
                possible,
            } => {
                let n = shape.side();
                let names = possible
                    .iter()
                    .map(|l| l.name())
                    .collect::<Vec<_>>()
                    .join(", ");
                let others: Vec<&str> = Symmetry::ALL
                    .iter()
                    .filter(|&&s| symmetric_levels(*shape, s).contains(level))
                    .map(|s| s.name())
                    .collect();
                write!(
                    f,
                    "no {level} {n}x{n} puzzle (box {shape}) has its clues in --symmetry \
                     {symmetry} (every such pattern was tried on every grid), which gives \
                     {names}; for {level} use --symmetry {}",
                    others.join(", ")
                )
            }
            CarveError::Layout { why } => f.write_str(why),
            CarveError::GaveUp {
                shape,
                variant,
                level,
                attempts,
                budget,
            } => write!(
                f,
                "no {level} {n}x{n} puzzle ({}) within {}s ({attempts} grids tried); \
                 try another level, {}, or a larger --time-budget",
                kind(*shape, *variant),
                budget.as_secs_f32(),
                if variant.has_cages() {
                    "fewer --givens"
                } else {
                    "looser --clues"
                },
                n = shape.side()
            ),
        }
    }
}

impl std::error::Error for CarveError {}

/// What kind of grid a message names: `box 3x2`, `box 3x3, x`, `jigsaw`.
fn kind(shape: Shape, variant: Variant) -> String {
    match variant {
        Variant::CLASSIC => format!("box {shape}"),
        v if v.is_jigsaw() => v.to_string(),
        v => format!("box {shape}, {v}"),
    }
}
