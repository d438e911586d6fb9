//! Sudoku Explainer's rating, reproduced: the path its solver takes and
//! the scores it gives ([`rate`]).
//!
//! Sudoku Explainer (SE) solves a puzzle one step at a time: at each step
//! it asks its techniques in a fixed order (singles and the "direct"
//! techniques, then intersections, subsets, fish, wings, unique loops,
//! quads, BUG and aligned pair exclusion, then the chaining families) and
//! applies the first step the first technique that has one finds; a
//! chaining family offers its cheapest step. The puzzle's rating (ER) is
//! the hardest step on that path, EP the hardest up to the first placed
//! value and ED the first step's. The ladder ([`super::Technique`]) still
//! names a puzzle's level; this path only scores it, and is written from
//! SE's rules, not from its code.

mod chaining;
mod grid;
mod rules;

use crate::deadline::Deadline;
use crate::shape::Shape;
use grid::SeGrid;

/// A puzzle's scores on Sudoku Explainer's scale.
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    /// ER: the hardest step's score.
    pub er: f32,
    /// EP: the hardest step's score up to the first value placed.
    pub ep: f32,
    /// ED: the first step's score.
    pub ed: f32,
    /// SE's name of the hardest step's technique.
    pub hardest: &'static str,
    /// False when the path stopped before the end (the deadline passed,
    /// or the puzzle needs SE's nested forcing chains, which are not
    /// reproduced): then the scores are lower bounds.
    pub complete: bool,
}

/// The score past SE's dynamic forcing chains: its nested chains start at
/// 9.0, so a puzzle that needs them rates at least this.
pub const NESTED: f64 = 9.0;

/// One step of SE's path.
#[derive(Clone, Debug)]
pub(super) struct Hint {
    /// Its score, computed as SE computes it (in `f64`, its length bonus
    /// added one tenth at a time), so that ties fall as they fall there.
    pub rating: f64,
    /// SE's name for it.
    pub name: &'static str,
    /// The values it places (singles come several at once).
    pub place: Vec<(usize, u8)>,
    /// The candidates it removes.
    pub remove: Vec<(usize, u8)>,
}

impl Hint {
    fn apply(&self, g: &mut SeGrid) {
        for &(c, v) in &self.place {
            if g.values[c] == 0 && g.has(c, v) {
                g.place(c, v);
            }
        }
        for &(c, v) in &self.remove {
            g.remove(c, v);
        }
    }
}

/// SE's rater for the classic puzzles of one shape; reuse it for many.
pub struct Explainer {
    geo: grid::Geometry,
    chains: chaining::Chainer,
}

impl Explainer {
    /// A rater for the classic puzzles of `shape`.
    pub fn new(shape: Shape) -> Explainer {
        Explainer {
            geo: grid::Geometry::new(shape),
            chains: chaining::Chainer::new(shape.side()),
        }
    }

    /// SE's rating of the classic puzzle `cells` (0 empty), or `None`
    /// when its givens clash. Steps after `deadline` are not taken: the
    /// rating so far is returned, marked incomplete.
    pub fn rate(&mut self, cells: &[u8], deadline: Deadline) -> Option<Rating> {
        rate_on(&self.geo, &mut self.chains, cells, deadline)
    }
}

fn rate_on(
    geo: &grid::Geometry,
    chains: &mut chaining::Chainer,
    cells: &[u8],
    deadline: Deadline,
) -> Option<Rating> {
    let mut g = SeGrid::new(geo, cells)?;
    let (mut er, mut ep, mut ed) = (0.0f64, 0.0f64, 0.0f64);
    let mut hardest = "";
    let mut complete = true;
    let mut first = true;
    let mut placed = false;
    // Each step removes a candidate or places a value; a cap guards the
    // loop against a step that would not.
    let mut steps = 0;
    while !g.is_solved() && steps <= g.n * g.n * g.n {
        steps += 1;
        if deadline.passed() {
            complete = false;
            break;
        }
        let hint = rules::next(&rules::Scan::new(&g)).or_else(|| chains.next(&g, deadline));
        let Some(hint) = hint else {
            complete = false;
            if NESTED > er {
                er = NESTED;
                hardest = "Dynamic Forcing Chains (+)";
            }
            break;
        };
        if hint.rating > er {
            er = hint.rating;
            hardest = hint.name;
        }
        if first {
            ed = er;
            first = false;
        }
        if !placed && !hint.place.is_empty() {
            ep = er;
            placed = true;
        }
        hint.apply(&mut g);
    }
    if !placed {
        ep = er;
    }
    if first {
        ed = er;
    }
    Some(Rating {
        er: er as f32,
        ep: ep as f32,
        ed: ed as f32,
        hardest,
        complete,
    })
}

/// SE's bonus for a chain of `complexity` nodes: 0.1 for each of 4, 6, 8,
/// 12, 16, 24, ... that `complexity - 2` exceeds, added a tenth at a time.
pub(super) fn length_bonus(complexity: usize) -> f64 {
    let length = complexity as i64 - 2;
    let (mut added, mut ceil, mut odd) = (0.0f64, 4i64, false);
    while length > ceil {
        added += 0.1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}
