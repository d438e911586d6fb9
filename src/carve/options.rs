//! What to carve: the options, checked at once against what a shape and
//! symmetry allow, and the clue counts they allow.

use super::{CarveError, killer_levels, symmetric_levels, variant_levels};
use crate::canvas::Canvas;
use crate::layout::{Feature, Layout, Variant};
use crate::logic::Level;
use crate::logic::bands;
use crate::regions::{MAX_JIGSAW_SIDE, MIN_REGION_SIDE};
use crate::shape::Shape;
use crate::symmetry::Symmetry;
use std::time::Duration;

/// The largest side killers are made on: past 12x12 growing their cages
/// takes seconds a puzzle.
pub const MAX_KILLER_CARVED: usize = 12;

/// The largest side puzzles of marks between cells are made on: the
/// grids books print them on (4x4 to 9x9; Futoshiki 4 to 9).
pub const MAX_RELATIONS_CARVED: usize = 9;

/// The largest side hyper puzzles are made on: a 25x25 hyper grid was not
/// filled within 30 s, the server's largest budget, in any of the tries
/// (BENCHMARKS.md).
pub const MAX_HYPER_CARVED: usize = 16;

/// What to carve.
#[derive(Clone, Debug, PartialEq)]
pub struct CarveOptions {
    /// The exact level wanted. Default: medium.
    pub level: Level,
    /// The symmetry of the clue pattern. Default: rot180.
    pub symmetry: Symmetry,
    /// Carve until no clue orbit can go without losing uniqueness.
    /// Default: false.
    pub minimal: bool,
    /// Bounds on the number of clues, inclusive. Default: none.
    pub clues: Option<(usize, usize)>,
    /// Wall-clock time allowed for one puzzle before giving up. Default: 30 s.
    pub time_budget: Duration,
    /// The variant: its extra houses, or irregular regions drawn anew for
    /// each puzzle (a jigsaw's shape gives only its side). Default: classic.
    pub variant: Variant,
    /// A killer's givens: whole orbits of the symmetry, at random, until
    /// there are this many or more (none: a pure killer). Default: 0.
    pub givens: usize,
    /// Whether each puzzle's whole grade (score, effort, techniques) is
    /// worked out while it is carved. When false, a puzzle whose level the
    /// carve knows without the grade is graded the first time its grade
    /// is asked ([`super::Carved::grade`]), and a run that prints no grade
    /// never pays for it. Default: true.
    pub full_grade: bool,
}

impl CarveOptions {
    /// Why these options cannot be met on `shape`, if they cannot: a level
    /// the shape does not reach, or impossible clue bounds. Checked at once,
    /// before any carving.
    pub fn check(&self, shape: Shape) -> Result<(), CarveError> {
        let n = shape.side();
        if self.variant.is_jigsaw() && !(MIN_REGION_SIDE..=MAX_JIGSAW_SIDE).contains(&n) {
            return Err(CarveError::Layout {
                why: format!(
                    "{} puzzles are made from {MIN_REGION_SIDE}x{MIN_REGION_SIDE} to \
                     {MAX_JIGSAW_SIDE}x{MAX_JIGSAW_SIDE}, not {n}x{n}",
                    self.variant
                ),
            });
        }
        if self.variant.has_cages() && !(4..=MAX_KILLER_CARVED).contains(&n) {
            return Err(CarveError::Layout {
                why: format!(
                    "{} puzzles are made from 4x4 to {MAX_KILLER_CARVED}x{MAX_KILLER_CARVED}, \
                     not {n}x{n}",
                    self.variant
                ),
            });
        }
        if self.variant.has_relations() && !(4..=MAX_RELATIONS_CARVED).contains(&n) {
            return Err(CarveError::Layout {
                why: format!(
                    "{} puzzles are made from 4x4 to {MAX_RELATIONS_CARVED}x\
                     {MAX_RELATIONS_CARVED}, not {n}x{n}",
                    self.variant
                ),
            });
        }
        if self.variant.has(Feature::Windows) && n > MAX_HYPER_CARVED {
            return Err(CarveError::Layout {
                why: format!(
                    "hyper puzzles are made from 4x4 to {MAX_HYPER_CARVED}x{MAX_HYPER_CARVED}, not \
                     {n}x{n}: no {n}x{n} hyper grid was filled within a time budget of 30 s"
                ),
            });
        }
        if self.givens > 0 && !self.variant.has_cages() {
            return Err(CarveError::Layout {
                why: format!(
                    "givens are asked of killers (--variant killer or jigsaw+killer); a {} \
                     puzzle's clues come from its level",
                    self.variant
                ),
            });
        }
        if self.givens >= shape.cells() {
            return Err(CarveError::Layout {
                why: format!(
                    "a killer of {} cells with {} givens would be solved already",
                    shape.cells(),
                    self.givens
                ),
            });
        }
        // The canvas its puzzles lie on: a samurai's, or the grid.
        let canvas = match self.variant.is_jigsaw() {
            true => Canvas::square(shape.side()),
            false => Layout::new(shape, self.variant)
                .map_err(|e| CarveError::Layout { why: e.to_string() })?
                .canvas()
                .clone(),
        };
        if !self.symmetry.fits(&canvas) {
            return Err(CarveError::Layout {
                why: format!(
                    "{} puzzles of {shape} boxes lie on {} rows by {} columns, which {} does \
                     not map onto themselves; take none, rot180, mirror-h, mirror-v or \
                     both-mirrors",
                    self.variant,
                    canvas.rows(),
                    canvas.cols(),
                    self.symmetry
                ),
            });
        }
        let reachable = if self.variant.has_cages() {
            killer_levels(shape, self.givens)
        } else {
            variant_levels(shape, self.variant)
        };
        if reachable.is_empty() {
            return Err(CarveError::Layout {
                why: format!(
                    "no {n}x{n} grid keeps the {} rule: its puzzles are made on larger grids",
                    self.variant
                ),
            });
        }
        if !reachable.contains(&self.level) {
            return Err(CarveError::Unreachable {
                shape,
                variant: self.variant,
                level: self.level,
                reachable,
            });
        }
        // The marks between cells, not the clues' pattern, bound a variant
        // of marks' levels.
        let possible = symmetric_levels(shape, self.symmetry);
        if !self.variant.has_relations() && !possible.contains(&self.level) {
            return Err(CarveError::OffSymmetryLevel {
                shape,
                symmetry: self.symmetry,
                level: self.level,
                possible,
            });
        }
        if self.minimal
            && !self.variant.has_relations()
            && !bands::can_be_minimal(shape, self.level)
        {
            return Err(CarveError::NotMinimal {
                shape,
                level: self.level,
            });
        }
        let Some((lo, hi)) = self.clues else {
            return Ok(());
        };
        if lo > hi || hi > canvas.cells() {
            return Err(CarveError::BadClues {
                shape,
                cells: canvas.cells(),
                clues: (lo, hi),
            });
        }
        // A puzzle of marks may need no clue at all.
        let minimum = match self.variant.has_relations() {
            true => 0,
            false => min_clues(shape),
        };
        if hi < minimum {
            return Err(CarveError::TooFewClues {
                shape,
                clues: (lo, hi),
                minimum,
            });
        }
        let counts = clue_counts_on(&canvas, self.symmetry);
        if !(lo.max(minimum)..=hi).any(|k| counts[k]) {
            return Err(CarveError::OffSymmetry {
                shape,
                symmetry: self.symmetry,
                clues: (lo, hi),
                possible: (minimum..counts.len()).filter(|&k| counts[k]).collect(),
            });
        }
        Ok(())
    }
}

impl Default for CarveOptions {
    fn default() -> CarveOptions {
        CarveOptions {
            level: Level::Medium,
            symmetry: Symmetry::Rot180,
            minimal: false,
            clues: None,
            time_budget: Duration::from_secs(30),
            variant: Variant::CLASSIC,
            givens: 0,
            full_grade: true,
        }
    }
}

/// The fewest clues a puzzle of `shape` with one solution can have, as far
/// as is known: 4 on a 4x4 grid, 8 on a 6x6 (either box), 17 on a 9x9
/// (McGuire, Tugemann and Civario's exhaustive search, 2012); on any other
/// grid N - 1, since two symbols missing from the clues could swap.
pub fn min_clues(shape: Shape) -> usize {
    match (shape.side(), shape.box_width().min(shape.box_height())) {
        (4, 2) => 4,
        (6, 2) => 8,
        (9, 3) => 17,
        (n, _) => n - 1,
    }
}

/// Which clue counts `symmetry` allows on `shape`: entry `k` says whether
/// some union of its orbits holds exactly `k` cells.
pub fn clue_counts(shape: Shape, symmetry: Symmetry) -> Vec<bool> {
    clue_counts_on(&Canvas::square(shape.side()), symmetry)
}

/// [`clue_counts`] of the cells of `canvas` (empty when the symmetry does
/// not fit it).
fn clue_counts_on(canvas: &Canvas, symmetry: Symmetry) -> Vec<bool> {
    let mut counts = vec![false; canvas.cells() + 1];
    counts[0] = true;
    for orbit in symmetry.orbits_on(canvas).unwrap_or_default() {
        for k in (orbit.len()..counts.len()).rev() {
            counts[k] |= counts[k - orbit.len()];
        }
    }
    counts
}

/// `4, 8, 12-16`: counts with runs of consecutive ones joined.
pub(super) fn ranges(values: &[usize]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut k = 0;
    while k < values.len() {
        let mut end = k;
        while end + 1 < values.len() && values[end + 1] == values[end] + 1 {
            end += 1;
        }
        parts.push(if end > k {
            format!("{}-{}", values[k], values[end])
        } else {
            values[k].to_string()
        });
        k = end + 1;
    }
    parts.join(", ")
}
