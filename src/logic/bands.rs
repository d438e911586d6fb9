//! The levels of a shape at the easy end, as bands of [effort].
//!
//! From medium up a puzzle's level is the ladder's: the hardest technique
//! it needs. Below that the ladder only says which singles a puzzle needs,
//! which tells a 12-clue 4x4 from a 4-clue one not at all, so the easy
//! levels are bands of effort:
//!
//! - **4x4 and 5x5 grids** (2x2 boxes and the Latin squares 1x4, 4x1, 1x5,
//!   5x1), whose puzzles singles almost always solve: beginner, easy,
//!   medium and hard are four bands of effort, from a few blanks that are
//!   each the last of a house to the fewest clues with steps that need
//!   cross-hatching. (A 5x5 puzzle the ladder rates medium or above keeps
//!   that level.)
//! - **6x6 and up**: beginner is a puzzle of full houses and hidden singles
//!   in boxes within a small effort (more clues, more moves in sight),
//!   easy every other puzzle singles solve; generated easy puzzles stay
//!   under a cap, so that they are clearly easier than medium ones.
//!
//! The bounds were read off the effort of puzzles carved at random on each
//! shape (BENCHMARKS.md); on grids of 6x6 and up they scale with the
//! number of cells.
//!
//! [effort]: super::effort

use super::Level;
use crate::shape::Shape;

/// What a generated puzzle of one level must meet: solved by the ladder up
/// to `cap`, with an effort above `lo` and at most `hi`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Band {
    /// The hardest techniques allowed.
    pub cap: Level,
    /// The effort the puzzle must exceed.
    pub lo: f32,
    /// The most effort allowed (infinite for the top band).
    pub hi: f32,
}

/// The effort bounds of beginner, easy and medium on 4x4 and 5x5 grids;
/// hard is above the last.
const SMALL: [f32; 3] = [6.5, 9.5, 12.5];

/// On grids of 6x6 and up, the most effort of a beginner and of a
/// generated easy puzzle, per cell of the grid.
const BEGINNER_PER_CELL: f32 = 0.6;
const EASY_PER_CELL: f32 = 1.2;

/// The levels told apart by effort on 4x4 and 5x5 grids, easiest first.
const SMALL_LEVELS: [Level; 4] = [Level::Beginner, Level::Easy, Level::Medium, Level::Hard];

/// Whether the shape's levels up to hard are all bands of effort.
pub fn is_small(shape: Shape) -> bool {
    shape.side() <= 5
}

/// The highest level that is a band of effort: hard on 4x4 and 5x5
/// grids, easy (whose band has no top when rated) on the others.
pub fn top_band(shape: Shape) -> Level {
    if is_small(shape) {
        Level::Hard
    } else {
        Level::Easy
    }
}

/// Whether puzzles of `level` can have the fewest clues (`--minimal`):
/// every level but the bands below the top, which cap the effort.
pub fn can_be_minimal(shape: Shape, level: Level) -> bool {
    band(shape, shape.cells(), level).is_none() || level == top_band(shape)
}

/// The band a generated puzzle of `level` must fall in, or `None` when the
/// level is the ladder's alone. `cells` is how many cells the puzzle has:
/// its grid's, or a samurai's, whose bands of a 4x4 or 5x5 grid scale with
/// its cells as those of larger grids do.
pub fn band(shape: Shape, cells: usize, level: Level) -> Option<Band> {
    if is_small(shape) {
        let k = SMALL_LEVELS.iter().position(|&l| l == level)?;
        let grids = cells as f32 / shape.cells() as f32;
        return Some(Band {
            cap: Level::Easy,
            lo: if k == 0 { 0.0 } else { SMALL[k - 1] * grids },
            hi: SMALL.get(k).map_or(f32::INFINITY, |&hi| hi * grids),
        });
    }
    let cells = cells as f32;
    match level {
        Level::Beginner => Some(Band {
            cap: Level::Beginner,
            lo: 0.0,
            hi: BEGINNER_PER_CELL * cells,
        }),
        Level::Easy => Some(Band {
            cap: Level::Easy,
            lo: BEGINNER_PER_CELL * cells,
            hi: EASY_PER_CELL * cells,
        }),
        _ => None,
    }
}

/// The level of a puzzle of `shape` and `cells` cells ([`band`]) that the
/// ladder rates `ladder` and whose effort is `effort`.
pub fn judge(shape: Shape, cells: usize, ladder: Level, effort: f32) -> Level {
    if ladder >= Level::Medium {
        return ladder;
    }
    if is_small(shape) {
        let level = SMALL_LEVELS
            .iter()
            .copied()
            .find(|&l| band(shape, cells, l).is_some_and(|b| effort <= b.hi));
        return level.unwrap_or(Level::Hard);
    }
    let beginner = band(shape, cells, Level::Beginner).expect("every shape has beginner");
    if ladder == Level::Beginner && effort <= beginner.hi {
        Level::Beginner
    } else {
        Level::Easy
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_generated_puzzle_rates_back_to_its_band() {
        for (w, h) in [(2, 2), (1, 4), (5, 1), (3, 2), (3, 3), (4, 4)] {
            let shape = Shape::new(w, h).unwrap();
            for level in Level::ALL {
                let Some(b) = band(shape, shape.cells(), level) else {
                    continue;
                };
                let hi = if b.hi.is_finite() { b.hi } else { b.lo + 100.0 };
                for effort in [b.lo + 0.01, (b.lo + hi) / 2.0, hi] {
                    assert_eq!(
                        judge(shape, shape.cells(), b.cap, effort),
                        level,
                        "{shape} {effort}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_ladder_decides_from_medium_up() {
        let shape = Shape::new(1, 5).unwrap();
        assert_eq!(
            judge(shape, shape.cells(), Level::Expert, 3.0),
            Level::Expert
        );
        assert_eq!(
            judge(shape, shape.cells(), Level::Beginner, 100.0),
            Level::Hard
        );
        let nine = Shape::classic();
        assert_eq!(judge(nine, 81, Level::Medium, 10.0), Level::Medium);
        assert_eq!(judge(nine, 81, Level::Easy, 10.0), Level::Easy);
        assert_eq!(judge(nine, 81, Level::Beginner, 1000.0), Level::Easy);
    }
}
