//! The levels this generator reaches on each shape, and with each
//! symmetry, and the default level.

use crate::layout::{Feature, Variant};
use crate::logic::Level;
use crate::shape::Shape;
use crate::symmetry::Symmetry;

/// The levels this generator reaches on a shape, within seconds a puzzle.
///
/// Measured on this machine (see BENCHMARKS.md); every shape of every
/// size from 5x5 to 25x25 made a puzzle at each level listed here within
/// the default budget:
/// - 4x4 (2x2, 1x4, 4x1) and 5x5 (Latin squares 1x5, 5x1): beginner to
///   hard as bands of effort ([`crate::logic::bands`]; on the technique ladder alone
///   every 4x4 puzzle is beginner, proved by trying every clue subset of
///   every grid), and on 5x5 expert too; some symmetries allow fewer
///   ([`symmetric_levels`]).
/// - 6x6 to 15x15: beginner to master. A `beyond` puzzle (one the forcing
///   chains cannot finish) was not found in 20 s on 6x6, 8x8, 9x9 or 12x12.
/// - 16x16: every level, `beyond` included.
/// - 17x17 to 25x25: beginner to expert (25x25 expert up to 20 s); a 25x25
///   master puzzle takes longer than the default time budget.
pub fn reachable_levels(shape: Shape) -> Vec<Level> {
    use Level::*;
    match shape.side() {
        4 => vec![Beginner, Easy, Medium, Hard],
        5 => vec![Beginner, Easy, Medium, Hard, Expert],
        6..=15 => vec![Beginner, Easy, Medium, Hard, Expert, Master],
        16 => Level::ALL.to_vec(),
        _ => vec![Beginner, Easy, Medium, Hard, Expert],
    }
}

/// The levels this generator reaches on puzzles of `variant` and `shape`
/// (a jigsaw's: its side): those of the classic ([`reachable_levels`]) up
/// to master (a `beyond` variant puzzle was not looked for), and on a 16x16
/// jigsaw or hyper up to expert (a master one took over a minute a grid
/// here, a hyper one was not made within 30 s; BENCHMARKS.md); a killer's
/// are [`super::killer_levels`].
pub fn variant_levels(shape: Shape, variant: Variant) -> Vec<Level> {
    if variant.has_cages() {
        return super::killer_levels(shape, 0);
    }
    if variant.has_relations() {
        return relation_levels(shape, variant);
    }
    let mut levels = reachable_levels(shape);
    if variant != Variant::CLASSIC {
        levels.retain(|&l| l <= Level::Master);
    }
    if (variant.is_jigsaw() || variant.has(Feature::Windows)) && shape.side() >= 16 {
        levels.retain(|&l| l <= Level::Expert);
    }
    levels
}

/// The levels puzzles of marks between cells are made at (4x4 to 9x9;
/// a futoshiki's side 4 to 9), each made within a second here
/// (BENCHMARKS.md):
/// - kropki, consecutive and nonconsecutive from easy: their marks'
///   technique is easy's, and a beginner's puzzle would not need them;
/// - the others from beginner, whose techniques read signs, thermometers
///   and parities (a child's 4x4 greater-than is beginner);
/// - on 4x4 grids, a greater-than's beginner alone (a sign between every
///   two neighbours of a box leaves nothing harder), consecutive and
///   odd-even up to easy, the others up to medium (no 4x4 grid keeps the
///   nonconsecutive rule: none); on 5x5 (a jigsaw's) and 6x6,
///   nonconsecutive up to medium; else up to master.
fn relation_levels(shape: Shape, variant: Variant) -> Vec<Level> {
    use Feature::{Consecutive, Greater, Kropki, Nonconsecutive, OddEven};
    let (side, has) = (shape.side(), |f| variant.has(f));
    if side == 4 && has(Nonconsecutive) {
        return Vec::new();
    }
    let first = match has(Kropki) || has(Consecutive) || has(Nonconsecutive) {
        true => Level::Easy,
        false => Level::Beginner,
    };
    let top = match side {
        4 if has(Greater) => Level::Beginner,
        4 if has(Consecutive) || has(OddEven) => Level::Easy,
        4 => Level::Medium,
        5 | 6 if has(Nonconsecutive) => Level::Medium,
        _ => Level::Master,
    };
    Level::ALL
        .into_iter()
        .filter(|&l| first <= l && l <= top)
        .collect()
}

/// The levels this generator reaches on `shape` with clues of `symmetry`:
/// [`reachable_levels`], less those no puzzle with the symmetry has. On a
/// 4x4 grid a symmetry of orbits of four cells leaves few clue patterns,
/// and trying every pattern on every grid (`tests/levels.rs`) found: with
/// `both-mirrors` or `all`, beginner and easy only; with `rot90`, no
/// medium on 2x2 boxes and no hard on the Latin squares (1x4, 4x1).
///
/// ```
/// use sudoku_press::Shape;
/// use sudoku_press::carve::symmetric_levels;
/// use sudoku_press::logic::Level;
/// use sudoku_press::symmetry::Symmetry;
///
/// let four = Shape::new(2, 2).unwrap();
/// assert_eq!(symmetric_levels(four, Symmetry::All), [Level::Beginner, Level::Easy]);
/// ```
pub fn symmetric_levels(shape: Shape, symmetry: Symmetry) -> Vec<Level> {
    let mut levels = reachable_levels(shape);
    if shape.side() == 4 {
        let missing: &[Level] = match symmetry {
            Symmetry::BothMirrors | Symmetry::All => &[Level::Medium, Level::Hard],
            Symmetry::Rot90 if shape.is_latin_square() => &[Level::Hard],
            Symmetry::Rot90 => &[Level::Medium],
            _ => &[],
        };
        levels.retain(|l| !missing.contains(l));
    }
    levels
}

/// The level made when none is asked for: medium, or on a 4x4 grid (whose
/// medium is a band of the most effort but one) easy.
pub fn default_level(shape: Shape) -> Level {
    if shape.side() == 4 {
        Level::Easy
    } else {
        Level::Medium
    }
}

/// The level made of `variant` on `shape` when none is asked for:
/// [`default_level`] where the variant reaches it, else the nearest it
/// reaches (a 4x4 greater-than's beginner, a kropki's easy).
pub fn default_level_of(shape: Shape, variant: Variant) -> Level {
    let levels = variant_levels(shape, variant);
    let default = default_level(shape);
    let above = levels.iter().copied().find(|&l| l >= default);
    above.or(levels.last().copied()).unwrap_or(default)
}
